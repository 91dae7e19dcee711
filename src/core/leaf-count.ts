import { forbiddenActions, ownOutcome, withoutForbidden, withPass, type Engine } from './engine.js';
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
 * Under a no-repetition window of a game that writes `actionBetween`, `line-count.ts` hands over
 * the subtrees in which every node's window lies among the states of the count: each node then
 * forbids what `actionBetween` finds from those states, and the last two plies are counted by the
 * game's `countTwoPlies` given the window's positions where it takes them, else from the children,
 * which are made.
 *
 * Made once for a count (or a line count's subtrees): returns the count below `from`, `depth`
 * plies deep, given `reach` (for a window, the first of `states` it can reach at `from`: every
 * position it holds at a node from there on is a state of `states`). Below `from` the window is
 * cut again at each irreversible move, since no position before one can be recreated: a window
 * without end holds only the line since the last irreversible move.
 *
 * @param states - the working states, `from` the one counted below, at least `depth` more after it
 * @param lists - move lists of at least `maxMoves` entries, at indices 2 to `depth`
 * @param window - the positions a move may not recreate, from the newest (0: no such rule;
 *   `Infinity`: all since the last irreversible move)
 */
export function leafCounter<Id extends string, M, O extends DrawOptions, W, R extends string>(
  engine: Engine<Id, M, O, W, R>,
  copy: (target: W, source: W) => void,
  options: Readonly<O>,
  states: readonly W[],
  lists: readonly Int32Array[],
  window = 0,
): (from: number, depth: number, reach?: number) => number {
  const { count, countAfter, countTwoPlies, leavesAfter, outcome, pass, irreversible } = engine;
  const { generate, apply } = engine.rules;
  // Each forbidden action is legal and listed once.
  const forbidden = new Int32Array(engine.maxMoves);
  /**
   * For the node at each index, the first state after the last irreversible move on its line (or
   * the first the window reaches at the count's start): no position before it can be recreated, so
   * the window is cut there and a long window (the whole line since the last capture) stays short.
   */
  const cuts = new Int32Array(states.length);
  /** The first state of the window at the node at `at`. */
  const oldest = (at: number): number => {
    const cut = cuts[at] as number;
    return at + 1 - window > cut ? at + 1 - window : cut;
  };
  /**
   * The positions of the window from `first` to `at`, for the game's `countTwoPlies`, by `first`
   * then `at`: the working states stay the same objects, so each is made once and read at every
   * node with that window.
   */
  const views: W[][][] = [];
  const windowView = (first: number, at: number): readonly W[] => ((views[first] ??= [])[at] ??= states.slice(first, at + 1));
  /** The number of actions the window forbids at the node at `at`, written into `forbidden`. */
  const banned = (state: W, at: number): number =>
    window === 0 ? 0 : forbiddenActions(engine, state, states, oldest(at), at, options, forbidden);
  /** The legal actions at a node above the last ply; 0 where the game is over. */
  const list = (state: W, at: number, out: Int32Array): number => {
    const n = withoutForbidden(out, generate(state, out, options), forbidden, banned(state, at));
    return ownOutcome(engine, state, n > 0, options) === undefined ? withPass(engine, n, out) : 0;
  };
  /** The number of legal actions at a node of the last ply; 0 where the game is over. */
  const leaves = (state: W, at: number): number => {
    const n = count(state, options) - banned(state, at);
    return ownOutcome(engine, state, n > 0, options) === undefined ? withPass(engine, n) : 0;
  };
  /**
   * The two-ply lines below the node at `at` under the window, from the game's `countTwoPlies`
   * given the window's positions; -1 where the game leaves the window to the library.
   */
  const linesUnderWindow = (state: W, at: number): number => {
    return countTwoPlies(state, options, windowView(oldest(at), at));
  };
  const below = (at: number, plies: number): number => {
    const state = states[at] as W;
    if (plies === 1) return leaves(state, at);
    // A state the game's own end leaves open has exactly its two-ply lines (none without a move), where no pass is among them.
    if (plies === 2) {
      if (outcome(state, true, options) !== undefined) return 0;
      if (window === 0) {
        const lines = countTwoPlies(state, options);
        if (lines >= 0 && (pass < 0 || lines > 0 || count(state, options) > 0)) return lines;
      } else if (pass < 0) {
        const lines = linesUnderWindow(state, at);
        if (lines >= 0) return lines;
      }
    }
    const moves = lists[plies] as Int32Array;
    const n = list(state, at, moves);
    let total = 0;
    // The last ply in bulk, each child's moves counted from this state where the game can; a pass as the cursor judges it.
    if (plies === 2 && window === 0) {
      for (let i = 0; i < n; i++) {
        const after = countAfter(state, moves[i] as number, options);
        // No move there: in a game that passes, the pass is one unless neither player can move.
        total += after > 0 ? after : after === 0 && pass >= 0 ? leavesAfter(state, moves[i] as number, options) : 0;
      }
      return total;
    }
    const next = states[at + 1] as W;
    const cut = cuts[at] as number;
    for (let i = 0; i < n; i++) {
      const action = moves[i] as number;
      copy(next, state);
      apply(next, action, options);
      cuts[at + 1] = window > 0 && irreversible(state, action, next, options) ? at + 1 : cut;
      total += below(at + 1, plies - 1);
    }
    return total;
  };
  return (from, depth, first = from) => {
    cuts[from] = first;
    return below(from, depth);
  };
}
