import type { Cursor, Evaluation, Game, Position } from '../core/game.js';
import { cursorAt, type Bot, type Decision } from './bot.js';
import { functionSetting, readSettings } from '../core/read-settings.js';
import { now } from './clock.js';
import { readRandom, type RandomSource } from './random-source.js';
import { requireGame } from '../core/guards.js';

/** Settings of {@link greedyBot}. */
export interface GreedyBotSettings<P> {
  /** The evaluation to maximise (default: the game's own, `game.evaluate`). */
  readonly evaluate?: Evaluation<P>;
  /** The random source that breaks ties, or a seed for one (default: seed 0). */
  readonly random?: RandomSource;
}

/** What {@link greedyBot} reports: the chosen move and its one-ply score. */
export interface GreedyDecision<M> extends Decision<M> {
  /** The score of the chosen move for the mover: the evaluation after it, or ±Infinity for a won or lost game, 0 for a draw. */
  readonly score: number;
}

/**
 * A bot that looks one move ahead: it plays a move that wins at once if there is one, else the
 * move whose resulting position evaluates best for it (ties broken at random).
 *
 * @example
 * ```ts
 * import { kono } from 'ludicore';
 * import { greedyBot } from 'ludicore/ai';
 * const bot = greedyBot(kono, { random: 1 });
 * const start = kono.start();
 * const decision = bot.decide(start);
 * kono.formatMove(start, decision.move); // → 'c1xc3'
 * decision.score; // → 1.3
 * ```
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a value that is not a game, unknown or malformed settings.
 */
export function greedyBot<Id extends string, M, O>(
  game: Game<Id, M, O>,
  settings?: GreedyBotSettings<Position<Id, O>>,
): Bot<Position<Id, O>, M, GreedyDecision<M>> {
  requireGame(game, 'greedyBot');
  const known = readSettings('greedyBot', settings, ['evaluate', 'random']);
  const evaluate =
    functionSetting<Evaluation<Position<Id, O>>>('greedyBot', 'evaluate', known['evaluate']) ??
    ((c: Cursor<Position<Id, O>>) => game.evaluate(c));
  const random = readRandom('greedyBot', known['random']);
  const held = {};
  const buffer = new Int32Array(game.maxMoves);
  const decide = (position: Position<Id, O>): GreedyDecision<M> => {
    const started = now();
    const cursor = cursorAt(game, held, position);
    const mover = cursor.toMove();
    const n = cursor.legalActions(buffer);
    let best = -Infinity;
    let chosen = buffer[0] as number;
    let ties = 0;
    for (let i = 0; i < n; i++) {
      const action = buffer[i] as number;
      cursor.playUnchecked(action);
      const over = cursor.outcome();
      const score = over === undefined ? -evaluate(cursor) : over.winner === null ? 0 : over.winner === mover ? Infinity : -Infinity;
      cursor.undo();
      if (score > best) {
        best = score;
        chosen = action;
        ties = 1;
      } else if (score === best && random.int(++ties) === 0) {
        // Reservoir sampling keeps each of the tied moves equally likely.
        chosen = action;
      }
    }
    return { move: game.decodeMove(chosen), action: chosen, score: best, elapsedMs: now() - started };
  };
  return Object.freeze({ name: 'greedy', chooseMove: (position: Position<Id, O>) => decide(position).move, decide });
}
