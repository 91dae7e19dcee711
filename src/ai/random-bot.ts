import type { Game, Position } from '../core/game.js';
import { cursorAt, type Bot, type Decision } from './bot.js';
import { readSettings } from '../core/read-settings.js';
import { now } from './clock.js';
import { readRandom, type RandomSource } from './random-source.js';
import { requireGame } from '../core/guards.js';

/** Settings of {@link randomBot}. */
export interface RandomBotSettings {
  /** The random source, or a seed for one (default: seed 0). */
  readonly random?: RandomSource;
}

/**
 * A bot that plays a uniformly random legal move: the baseline the others are measured against,
 * and a quick way to reach varied positions.
 *
 * @example
 * ```ts
 * import { kono } from 'ludicore';
 * import { randomBot } from 'ludicore/ai';
 * const bot = randomBot(kono, { random: 1 }); // seeded: the same moves every run
 * const start = kono.start();
 * kono.isLegal(start, bot.chooseMove(start)); // → true
 * ```
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a value that is not a game, unknown or malformed settings.
 */
export function randomBot<Id extends string, M, O>(game: Game<Id, M, O>, settings?: RandomBotSettings): Bot<Position<Id, O>, M> {
  requireGame(game, 'randomBot');
  const known = readSettings('randomBot', settings, ['random']);
  const random = readRandom('randomBot', known['random']);
  const held = {};
  const buffer = new Int32Array(game.maxMoves);
  const decide = (position: Position<Id, O>): Decision<M> => {
    const started = now();
    const cursor = cursorAt(game, held, position);
    const n = cursor.legalActions(buffer);
    const action = buffer[random.int(n)] as number;
    return { move: game.decodeMove(action), action, elapsedMs: now() - started };
  };
  return Object.freeze({ name: 'random', chooseMove: (position: Position<Id, O>) => decide(position).move, decide });
}
