import { forbiddenActions, ownOutcome, withoutForbidden, withPass, type Engine } from './engine.js';
import type { PositionKey } from './game.js';
import { leafCounter } from './leaf-count.js';
import type { DrawOptions } from './options.js';

/** Up to this many keys before a count are compared one by one, more are counted in a map. */
const SCANNED = 16;

/**
 * Perft below a working state where a rule looks back (a no-repetition window, the repetition
 * draw): {@link leafCounter}'s copy-make with the keys of the line kept beside the states,
 * each node judged as the cursor judges it. A subtree in which no position can be drawn by
 * repetition and no move can be banned by the window is handed to {@link leafCounter}:
 * without a window, that is a subtree in which no key could reach the repetition count even if
 * every position below it repeated the commonest key so far.
 *
 * @param history - the keys of the positions before the state since the last irreversible move,
 *   oldest first, then the state's own key (what the cursor holds)
 */
export function countLinesBelow<Id extends string, M, O extends DrawOptions, W, R extends string>(
  engine: Engine<Id, M, O, W, R>,
  copy: (target: W, source: W) => void,
  options: Readonly<O>,
  states: readonly W[],
  lists: readonly Int32Array[],
  from: number,
  depth: number,
  history: readonly PositionKey[],
): number {
  const { generate, apply } = engine.rules;
  const { count, positionKey, positionKeyAfter, irreversible, irreversibleBefore } = engine;
  const window = engine.window(options);
  /** Whether the window's forbidden actions are found from states, by the game's `actionBetween`. */
  const windowed = engine.rules.actionBetween !== undefined;
  /** The key of the count's first state: keys before it have no state in the count. */
  const base = history.length - 1;
  /** The count of the subtrees handed over. */
  const leavesBelow = leafCounter(engine, copy, options, states, lists, windowed ? window : 0);
  const repetition = options.repetition ?? Infinity;
  const keys = [...history];
  /** Where the keys since the last irreversible move begin, for the node at each depth below `from`. */
  const since: number[] = [0];
  const counting = repetition !== Infinity;
  // How often each key occurs since the last irreversible move: the keys before the count's, in
  // a map where there are many, else compared one by one with the count's own line, which is no
  // longer than its depth.
  const earlier = new Map<PositionKey, number>();
  const mapped = counting && history.length > SCANNED;
  let most = 0;
  if (counting) {
    for (const key of history) {
      const n = (earlier.get(key) ?? 0) + 1;
      earlier.set(key, n);
      if (n > most) most = n;
    }
  }
  /** How often the key at `top` occurs from key `first` on. */
  const occurrences = (top: number, first: number): number => {
    const key = keys[top] as PositionKey;
    let n = 0;
    let i = first;
    if (mapped && first <= base) {
      n = earlier.get(key) ?? 0;
      i = base + 1;
    }
    for (; i <= top; i++) if (keys[i] === key) n++;
    return n;
  };
  /** The occurrences of the key of the node at each depth below `from`, since the last irreversible move. */
  const seen: number[] = [counting ? occurrences(base, 0) : 0];
  /** Whether the game's no-repetition rule forbids an action at the node whose key is at `top`. */
  const banned = (state: W, action: number, top: number, first: number): boolean => {
    const key = positionKeyAfter(state, action, keys[top] as PositionKey, options);
    const last = top + 1 - window > first ? top + 1 - window : first;
    // The key first: it rarely matches, and then the costlier irreversibility test is skipped.
    for (let i = top; i >= last; i--) if (keys[i] === key) return !irreversibleBefore(state, action, options);
    return false;
  };
  /** The actions the window forbids at a node found by {@link forbidden}, none repeated. */
  const forbiddenList = new Int32Array(Number.isFinite(window) ? window + 1 : 1);
  /**
   * The actions the no-repetition rule forbids at the node at depth `at` (its key at `top`), into
   * `forbiddenList`, found from the states of the window's positions; returns their number, or -1
   * where the game has no `actionBetween`, the window has no end, or it reaches positions before
   * the count's start (known by their keys only).
   */
  const forbidden = (state: W, at: number, top: number, first: number): number => {
    if (!Number.isFinite(window)) return -1;
    const last = top + 1 - window > first ? top + 1 - window : first;
    if (at - (top - last) < from) return -1;
    return forbiddenActions(engine, state, states, at - (top - last), at, options, forbiddenList);
  };
  /** Whether the position whose key is at `top` is drawn by repetition. */
  const repeated = (top: number): boolean => counting && (seen[top - base] as number) >= repetition;
  /** The legal actions of a node with `n` moves of its own (the window applied): 0 where the game is over there, else them or the pass. */
  const open = (state: W, n: number, top: number, out?: Int32Array): number =>
    ownOutcome(engine, state, n > 0, options) !== undefined || repeated(top) ? 0 : withPass(engine, n, out);
  /** The number of legal actions at a node of the last ply (the count is not listed where the game can say which are forbidden), 0 where the game is over there. */
  const leaves = (state: W, at: number, top: number, first: number): number => {
    const k = window > 0 ? forbidden(state, at, top, first) : 0;
    if (k < 0) return list(state, lists[1] as Int32Array, at, top, first);
    return open(state, count(state, options) - k, top);
  };
  /** The legal actions at a node into `out`, 0 where the game is over there. */
  const list = (state: W, out: Int32Array, at: number, top: number, first: number): number => {
    let n = generate(state, out, options);
    const k = window > 0 ? forbidden(state, at, top, first) : 0;
    if (k >= 0) n = withoutForbidden(out, n, forbiddenList, k);
    else {
      // Positions known by their keys only: the key after each action is compared.
      let kept = 0;
      for (let i = 0; i < n; i++) if (!banned(state, out[i] as number, top, first)) out[kept++] = out[i] as number;
      n = kept;
    }
    return open(state, n, top, out);
  };
  const below = (at: number, plies: number): number => {
    const state = states[at] as W;
    const top = keys.length - 1;
    const first = since[at - from] as number;
    // Nothing below can be drawn by repetition, and no window or one found from the count's own
    // states: the game's own rules and that window alone (the node itself is judged first).
    // Positions before an irreversible move can never come back, so the window's need no cut there.
    // The oldest position the window reaches here, which must be a state of the count to hand over.
    const reach = top + 1 - window > first ? top + 1 - window : first;
    // A position is judged at each ply above the last, and comes back at most every other ply
    // (each move hands over the turn): its count grows by at most half of the plies judged below.
    if (most + (plies >> 1) < repetition && (window === 0 || (windowed && reach >= base))) {
      return repeated(top) ? 0 : leavesBelow(at, plies, from + reach - base);
    }
    if (plies === 1) return leaves(state, at, top, first);
    const moves = lists[plies] as Int32Array;
    const n = list(state, moves, at, top, first);
    const next = states[at + 1] as W;
    let total = 0;
    for (let i = 0; i < n; i++) {
      const action = moves[i] as number;
      copy(next, state);
      apply(next, action, options);
      const cut = irreversible(state, action, next, options);
      const key = positionKey(next, options);
      since[at - from + 1] = cut ? top + 1 : first;
      keys.push(key);
      if (counting) {
        const saved = most;
        // A new stretch after an irreversible move: nothing before it is compared.
        const n = cut ? 1 : occurrences(top + 1, first);
        seen[at - from + 1] = n;
        most = cut ? 1 : Math.max(most, n);
        total += below(at + 1, plies - 1);
        most = saved;
      } else total += below(at + 1, plies - 1);
      keys.pop();
    }
    return total;
  };
  return below(from, depth);
}
