import { ownOutcome, withPass, type Engine } from './engine.js';
import type { DrawOptions } from './options.js';
import type { Random } from './random.js';

/**
 * A random playout on a working state, in place, straight on the game's own functions: each ply
 * counts the legal actions, draws `random.int(n)` once and plays the action of that rank (found
 * by the game's `legalActionAt`, else listed by `generate`), until the game is over or `limit`
 * plies are played; returns the plies played. What the cursor runs where no rule looks back (the
 * cursor keeps the lines of the repetition draw and of a no-repetition window to itself) and
 * `limit` stops at `maxPlies`. Each position is judged as the cursor judges it: the game's own end, then, in a
 * game that passes, the pass as the only move of a player without another (drawn like any
 * other), and the draw when neither can move.
 *
 * @param moves - a move list of at least `maxMoves` entries
 */
export function playRandomLine<Id extends string, M, O extends DrawOptions, W, R extends string>(
  engine: Engine<Id, M, O, W, R>,
  options: Readonly<O>,
  state: W,
  moves: Int32Array,
  random: Random,
  limit: number,
): number {
  const { generate, apply, legalActionAt } = engine.rules;
  const { count, pass } = engine;
  let plies = 0;
  if (legalActionAt === undefined) {
    while (plies < limit) {
      const n = generate(state, moves, options);
      const legal = ownOutcome(engine, state, n > 0, options) === undefined ? withPass(engine, n, moves) : 0;
      if (legal === 0) break;
      apply(state, moves[random.int(legal)] as number, options);
      plies++;
    }
    return plies;
  }
  // The moves counted, and only the one drawn found.
  while (plies < limit) {
    const n = count(state, options);
    const legal = ownOutcome(engine, state, n > 0, options) === undefined ? withPass(engine, n) : 0;
    if (legal === 0) break;
    const rank = random.int(legal);
    apply(state, n > 0 ? legalActionAt(state, rank, options) : pass, options);
    plies++;
  }
  return plies;
}
