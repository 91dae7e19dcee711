import {
  createRandom,
  type Cursor,
  type Game,
  type OptionsInput,
  type Outcome,
  type Position,
  type PositionKey,
  type Random,
} from '../../src/core/index.js';

/*
 * What a game's search kernel (GameRules.kernel) is checked against: perft and random playouts
 * written move by move through the cursor's public moves (legalActions, playUnchecked, undo),
 * which never reach a kernel.
 */

/** What the move-by-move searches met on their way: passes played and outcomes ended at, by reason. */
export interface KernelTally {
  passes: number;
  readonly ends: Map<string, number>;
}

export const kernelTally = (): KernelTally => ({ passes: 0, ends: new Map() });

/** Buffers for {@link countByMoves}, one a ply of depth. */
export function moveLists<Id extends string, M, O>(game: Game<Id, M, O>, depth: number): Int32Array[] {
  return Array.from({ length: depth + 1 }, () => new Int32Array(game.maxMoves));
}

/**
 * Perft at least one ply deep, move by move: every line of `depth` plies through the cursor's
 * `legalActions`, `playUnchecked` and `undo` (the cursor ends where it started).
 */
export function countByMoves<P, R extends string>(
  cursor: Cursor<P, R>,
  depth: number,
  lists: readonly Int32Array[],
  pass: number,
  tally: KernelTally,
): number {
  const moves = lists[depth] as Int32Array;
  const n = cursor.legalActions(moves);
  if (n === 0) {
    const reason = cursor.outcome()?.reason ?? 'none';
    tally.ends.set(reason, (tally.ends.get(reason) ?? 0) + 1);
    return 0;
  }
  if (n === 1 && moves[0] === pass) tally.passes++;
  if (depth === 1) return n;
  let total = 0;
  for (let i = 0; i < n; i++) {
    cursor.playUnchecked(moves[i] as number);
    total += countByMoves(cursor, depth - 1, lists, pass, tally);
    cursor.undo();
  }
  return total;
}

/** A random playout move by move: `random.int(n)` of the `n` legal actions, up to `limit` plies; returns the plies played. */
export function playByMoves<P, R extends string>(
  cursor: Cursor<P, R>,
  random: Random,
  limit: number,
  out: Int32Array,
  pass: number,
  tally: KernelTally,
): number {
  let plies = 0;
  for (; plies < limit; plies++) {
    const n = cursor.legalActions(out);
    if (n === 0) break;
    if (n === 1 && out[0] === pass) tally.passes++;
    cursor.playUnchecked(out[random.int(n)] as number);
  }
  return plies;
}

/** Where a cursor stands: all that a playout must agree on. */
export interface Standing {
  readonly position: string;
  readonly ply: number;
  readonly outcome: Outcome | undefined;
  readonly key: PositionKey;
}

export function standing<Id extends string, M, O, R extends string>(game: Game<Id, M, O, R>, cursor: Cursor<Position<Id, O>, R>): Standing {
  return { position: game.formatPosition(cursor.position()), ply: cursor.ply, outcome: cursor.outcome(), key: cursor.positionKey() };
}

/** The position after up to `plies` seeded random plies from `start`, played move by move. */
export function playedFrom<Id extends string, M, O, R extends string>(
  game: Game<Id, M, O, R>,
  start: Position<Id, O>,
  seed: number,
  plies: number,
): Position<Id, O> {
  const cursor = game.cursor(start);
  playByMoves(cursor, createRandom(seed), plies, new Int32Array(game.maxMoves), -1, kernelTally());
  return cursor.position();
}

/** A position string under other options (the same board, a fresh history). */
export function reparse<Id extends string, M, O, R extends string>(
  game: Game<Id, M, O, R>,
  position: Position<Id, O>,
  options: OptionsInput<O>,
): Position<Id, O> {
  return game.parsePosition(game.formatPosition(position), options);
}
