import { holds, ownOutcome, withoutForbidden, withPass, type Engine } from './engine.js';
import type { PositionKey } from './game.js';
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

/**
 * The lists {@link playRandomLineUnderWindow} writes, kept from one playout to the next: each
 * forbidden action is legal and listed once, so each holds at most `maxMoves` entries.
 */
export interface WindowLists {
  /** The actions the window forbids at a ply. */
  readonly forbidden: Int32Array;
  /** Their ranks among all legal actions, where the game finds them (`legalRank`). */
  readonly ranks: Int32Array;
}

/**
 * The last positions of a line under a no-repetition window of `states.length` plies, kept from
 * one playout to the next: the working state of ply `p` at `states[p % window]`, and the action
 * played from it at `actions[p % window]`.
 */
export interface LineRing<W> {
  /** The working states, overwritten as the line goes on. */
  readonly states: readonly W[];
  /** The action played from each. */
  readonly actions: Int32Array;
}

/**
 * {@link playRandomLine} under a no-repetition window, for a game that writes `actionBetween`
 * (`between`) and where no repetition draw is counted: the positions the line makes are kept in
 * `ring`, and each ply forbids what `actionBetween` finds from them; positions from before the
 * line's start are known by their keys, compared with the key after each legal action. A move is
 * drawn among the allowed ones, found by `legalActionAt` (past the ranks of the forbidden ones,
 * where the game writes `legalRank`).
 *
 * No position from before an irreversible move can come back, so the window asks them to no
 * purpose but finds nothing there: the moves are not judged irreversible as they are played. Only
 * at the end, the moves whose positions the ring still holds are, to say where the history the
 * line leaves behind begins (`cut`).
 *
 * @param ring - the working states and actions of the window's length, overwritten
 * @param before - the keys of the positions before the start that the window may reach, oldest first
 * @param lists - lists of at least `maxMoves` entries each, overwritten
 * @returns the plies played, and the ply of the first position after the last irreversible move
 *   among the last `window` plies, else `-before.length` (the history the line leaves is at most
 *   `window` positions, from there on)
 */
export function playRandomLineUnderWindow<Id extends string, M, O extends DrawOptions, W, R extends string>(
  engine: Engine<Id, M, O, W, R>,
  copy: (target: W, source: W) => void,
  between: (state: W, earlier: W, options: Readonly<O>) => number,
  options: Readonly<O>,
  state: W,
  moves: Int32Array,
  random: Random,
  limit: number,
  ring: LineRing<W>,
  before: readonly PositionKey[],
  lists: WindowLists,
): { readonly plies: number; readonly cut: number } {
  const { apply, legalActionAt } = engine.rules;
  const { count, pass, outcome } = engine;
  const { states, actions } = ring;
  const window = states.length;
  const { forbidden } = lists;
  let plies = 0;
  /** Where the position of ply `plies` goes in the ring: `plies % window`. */
  let head = 0;
  // The rare paths are functions of their own, so that this loop stays small enough for the
  // game's functions on the common one to be inlined into it.
  while (plies < limit) {
    // The actions that recreate a position of the window: those of the line (every move hands
    // the turn over, so only those an odd number of plies back can be), then those before it.
    let k = 0;
    const older = plies < window - 1 ? plies : window - 1;
    for (let back = 1; back <= older; back += 2) {
      const slot = head < back ? head - back + window : head - back;
      k = kept(forbidden, k, between(state, states[slot] as W, options));
    }
    if (plies + 1 < window && before.length > 0)
      k = forbiddenBefore(engine, options, state, moves, before, plies + 1 - window, forbidden, k);
    const n = count(state, options) - k;
    // Where the player can move, the game's own end alone (ownOutcome's first step, asked here).
    if (n > 0 ? outcome(state, true, options) !== undefined : ownOutcome(engine, state, false, options) !== undefined) break;
    const legal = n > 0 ? n : withPass(engine, 0);
    if (legal === 0) break;
    const rank = random.int(legal);
    const action =
      n === 0
        ? pass
        : k === 0 && legalActionAt !== undefined
          ? legalActionAt(state, rank, options)
          : allowedActionAt(engine, options, state, rank, moves, lists, k);
    copy(states[head] as W, state);
    actions[head] = action;
    apply(state, action, options);
    plies++;
    head = head === window - 1 ? 0 : head + 1;
  }
  // Subtracted from 0, never negated: -0 is no small integer, and would deoptimize the result object.
  return { plies, cut: lastCut(engine, options, state, ring, plies, 0 - before.length) };
}

/**
 * Adds to the first `k` of `forbidden` the legal actions at `state` that recreate a position from
 * before the line's start, known by its key: those of `before` from `reach` back (negative, -1 the
 * last) on. Returns the new number.
 */
function forbiddenBefore<Id extends string, M, O extends DrawOptions, W, R extends string>(
  engine: Engine<Id, M, O, W, R>,
  options: Readonly<O>,
  state: W,
  moves: Int32Array,
  before: readonly PositionKey[],
  reach: number,
  forbidden: Int32Array,
  k: number,
): number {
  const key = engine.positionKey(state, options);
  const n = engine.rules.generate(state, moves, options);
  let found = k;
  for (let i = 0; i < n; i++) {
    const action = moves[i] as number;
    const after = engine.positionKeyAfter(state, action, key, options);
    for (let j = Math.max(reach, -before.length); j < 0; j++) {
      if (before[before.length + j] === after && !engine.irreversibleBefore(state, action, options)) found = kept(forbidden, found, action);
    }
  }
  return found;
}

/**
 * The action of rank `rank` among those legal at `state` but for the first `k` of
 * `lists.forbidden`: past the ranks of the forbidden ones where the game finds them
 * (`legalRank`), else from the list of all.
 */
function allowedActionAt<Id extends string, M, O extends DrawOptions, W, R extends string>(
  engine: Engine<Id, M, O, W, R>,
  options: Readonly<O>,
  state: W,
  rank: number,
  moves: Int32Array,
  { forbidden, ranks }: WindowLists,
  k: number,
): number {
  const { legalActionAt, legalRank, generate } = engine.rules;
  if (legalActionAt !== undefined && legalRank !== undefined) {
    for (let i = 0; i < k; i++) ranks[i] = legalRank(state, forbidden[i] as number, options);
    return legalActionAt(state, rankAmongAll(ranks, k, rank), options);
  }
  withoutForbidden(moves, generate(state, moves, options), forbidden, k);
  return moves[rank] as number;
}

/**
 * The ply of the first position after the last irreversible move among the last `window` plies of
 * a line of `plies` that ends at `state`, the earlier ones in `ring`; else `none`.
 */
function lastCut<Id extends string, M, O extends DrawOptions, W, R extends string>(
  engine: Engine<Id, M, O, W, R>,
  options: Readonly<O>,
  state: W,
  { states, actions }: LineRing<W>,
  plies: number,
  none: number,
): number {
  const window = states.length;
  for (let ply = plies - 1; ply >= 0 && ply >= plies - window; ply--) {
    const after = ply === plies - 1 ? state : (states[(ply + 1) % window] as W);
    if (engine.irreversible(states[ply % window] as W, actions[ply % window] as number, after, options)) return ply + 1;
  }
  return none;
}

/**
 * The rank among all legal actions of the action of rank `rank` among those the window allows,
 * given the ranks of the `k` it forbids (distinct, in any order; sorted here): past each
 * forbidden rank at or below it, in ascending order.
 */
function rankAmongAll(ranks: Int32Array, k: number, rank: number): number {
  for (let i = 1; i < k; i++) {
    const r = ranks[i] as number;
    let j = i;
    for (; j > 0 && (ranks[j - 1] as number) > r; j--) ranks[j] = ranks[j - 1] as number;
    ranks[j] = r;
  }
  let all = rank;
  for (let i = 0; i < k; i++) if ((ranks[i] as number) <= all) all++;
  return all;
}

/** Adds `action` to the first `k` entries of `list` unless it is -1 or there already; returns the new number. */
function kept(list: Int32Array, k: number, action: number): number {
  if (action < 0 || holds(list, k, action)) return k;
  list[k] = action;
  return k + 1;
}
