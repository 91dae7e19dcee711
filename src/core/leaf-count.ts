import { ownOutcome, withPass, type Engine } from './engine.js';
import type { DrawOptions } from './options.js';

/**
 * Perft below a working state, straight on the game's own functions: copy-make down a stack of
 * states, the last two plies counted by the game's `countTwoPlies` (or, where it leaves them to
 * the library, each move of the next-to-last ply counted with `countAfter`), not played. What
 * the cursor runs where no rule looks back (a repetition draw or a no-repetition window:
 * `line-count.ts` keeps the line's keys) and no line can reach `maxPlies` (the cursor counts
 * nothing where one could). Each node is judged as the cursor judges it: the game's own end,
 * then, in a game that passes, the pass as the only move of a player without another, and the
 * draw when neither can move.
 *
 * @param states - the working states, `from` the one counted below, at least `depth` more after it
 * @param lists - move lists of at least `maxMoves` entries, at indices 2 to `depth`
 */
export function countLeavesBelow<Id extends string, M, O extends DrawOptions, W, R extends string>(
  engine: Engine<Id, M, O, W, R>,
  copy: (target: W, source: W) => void,
  options: Readonly<O>,
  states: readonly W[],
  lists: readonly Int32Array[],
  from: number,
  depth: number,
): number {
  const { count, countAfter, countTwoPlies, leavesAfter, outcome, pass } = engine;
  const { generate, apply } = engine.rules;
  /** The legal actions at a node above the last ply; 0 where the game is over. */
  const list = (state: W, out: Int32Array): number => {
    const n = generate(state, out, options);
    return ownOutcome(engine, state, n > 0, options) === undefined ? withPass(engine, n, out) : 0;
  };
  /** The number of legal actions at a node of the last ply; 0 where the game is over. */
  const leaves = (state: W): number => {
    const n = count(state, options);
    return ownOutcome(engine, state, n > 0, options) === undefined ? withPass(engine, n) : 0;
  };
  const below = (at: number, plies: number): number => {
    const state = states[at] as W;
    if (plies === 1) return leaves(state);
    // A state the game's own end leaves open has exactly its two-ply lines (none without a move), where no pass is among them.
    if (plies === 2) {
      if (outcome(state, true, options) !== undefined) return 0;
      const lines = countTwoPlies(state, options);
      if (lines >= 0 && (pass < 0 || lines > 0 || count(state, options) > 0)) return lines;
    }
    const moves = lists[plies] as Int32Array;
    const n = list(state, moves);
    let total = 0;
    // The last ply in bulk, each child's moves counted from this state where the game can; a pass as the cursor judges it.
    if (plies === 2) {
      for (let i = 0; i < n; i++) {
        const after = countAfter(state, moves[i] as number, options);
        // No move there: in a game that passes, the pass is one unless neither player can move.
        total += after > 0 ? after : after === 0 && pass >= 0 ? leavesAfter(state, moves[i] as number, options) : 0;
      }
      return total;
    }
    const next = states[at + 1] as W;
    for (let i = 0; i < n; i++) {
      copy(next, state);
      apply(next, moves[i] as number, options);
      total += below(at + 1, plies - 1);
    }
    return total;
  };
  return below(from, depth);
}
