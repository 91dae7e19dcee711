import type { Bot, Decision } from '../ai/bot.js';
import { now } from '../ai/clock.js';
import { readRandom, type RandomSource } from '../ai/random-source.js';
import { describeValue } from '../core/describe.js';
import { RulesError } from '../core/errors.js';
import type { Position } from '../core/game.js';
import { readSettings } from '../core/read-settings.js';
import { Solution, type PositionValue } from './solution.js';

/** Settings of {@link perfectBot}. */
export interface PerfectBotSettings<P, M> {
  /** The random source that chooses among equally perfect moves, or a seed for one (default: seed 0). */
  readonly random?: RandomSource;
  /**
   * The bot for positions the table does not cover (an endgame table's positions with more
   * pieces); without one, such a position is refused with `argument/invalid`.
   */
  readonly fallback?: Bot<P, M>;
}

/** What {@link perfectBot} reports: the chosen move, the position's value, and how many moves keep it. */
export interface PerfectDecision<M> extends Decision<M> {
  /** The value of the position for the player to move, which the chosen move keeps; `undefined` when the fallback chose. */
  readonly value: PositionValue | undefined;
  /** How many legal moves keep that value (the chosen one among them); 0 when the fallback chose. */
  readonly perfect: number;
}

/**
 * A bot that plays perfectly from a solution table: a move that keeps the position's value, the
 * fastest win in a won position, the slowest loss in a lost one, a move that keeps the draw in a
 * drawn one, chosen at random (seeded) among the moves that do. The table values the game
 * without the draw options, so under `maxPlies` a won position may still run out of plies.
 *
 * @example
 * ```ts
 * import { kono } from 'ludicore/kono';
 * import { perfectBot, solveKono } from 'ludicore/solve';
 * const bot = perfectBot(solveKono(), { random: 1 });
 * bot.decide(kono.start()).value; // → { result: 'draw', plies: undefined }
 * ```
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a value that is not a
 *   {@link Solution} or for unknown or malformed settings.
 */
export function perfectBot<Id extends string, M, O>(
  solution: Solution<Id, M, O>,
  settings?: PerfectBotSettings<Position<Id, O>, M>,
): Bot<Position<Id, O>, M, PerfectDecision<M>> {
  if (!(solution instanceof Solution)) {
    throw new RulesError('argument/invalid', `perfectBot needs a Solution (from solve or loadTable), got ${describeValue(solution)}`);
  }
  const known = readSettings('perfectBot', settings, ['random', 'fallback']);
  const random = readRandom('perfectBot', known['random']);
  const fallback = readFallback<Position<Id, O>, M>(known['fallback']);
  const { game } = solution.solver;
  const decide = (position: Position<Id, O>): PerfectDecision<M> => {
    const started = now();
    // The game's own check of the position (argument/invalid for another game's), then the end.
    const over = game.outcome(position);
    if (over !== undefined) {
      throw new RulesError('move/game-over', `the game is over (${over.winner ?? 'draw'}, ${over.reason}); there is no move to choose`);
    }
    if (fallback !== undefined && !solution.covers(position)) {
      const move = fallback.chooseMove(position);
      return { move, action: game.encodeMove(move), value: undefined, perfect: 0, elapsedMs: now() - started };
    }
    const value = solution.value(position);
    const moves = solution.perfectMoves(position);
    const move = moves[random.int(moves.length)] as M;
    return { move, action: game.encodeMove(move), value, perfect: moves.length, elapsedMs: now() - started };
  };
  return Object.freeze({ name: 'perfect', chooseMove: (position: Position<Id, O>) => decide(position).move, decide });
}

/** The fallback setting: a bot, checked to have the bots' two functions. */
function readFallback<P, M>(value: unknown): Bot<P, M> | undefined {
  if (value === undefined) return undefined;
  const bot = value as Partial<Bot<P, M>> | null;
  if (typeof bot !== 'object' || bot === null || typeof bot.chooseMove !== 'function' || typeof bot.decide !== 'function') {
    throw new RulesError('argument/invalid', `perfectBot fallback must be a bot (with chooseMove and decide), got ${describeValue(value)}`);
  }
  return value as Bot<P, M>;
}
