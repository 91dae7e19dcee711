import { expect } from 'vitest';
import { createRandom, type Cursor, type Game, type Position, type Random } from '../../src/core/index.js';

/**
 * Perft move by move through the cursor's public calls (legalActions, playUnchecked, undo, never
 * countLeaves): what the cursor's own perft, on the game's functions, must agree with.
 */
export function countByMoves<P>(cursor: Cursor<P>, depth: number, maxMoves: number): number {
  if (depth === 0) return 1;
  const moves = new Int32Array(maxMoves);
  const n = cursor.legalActions(moves);
  if (depth === 1) return n;
  let total = 0;
  for (let i = 0; i < n; i++) {
    cursor.playUnchecked(moves[i] as number);
    total += countByMoves(cursor, depth - 1, maxMoves);
    cursor.undo();
  }
  return total;
}

/** A random playout move by move (legalActions, one `random.int(n)` a ply, playUnchecked): what playRandom must agree with. */
export function playByMoves<P>(cursor: Cursor<P>, random: Random, limit: number, maxMoves: number): number {
  const moves = new Int32Array(maxMoves);
  let plies = 0;
  for (; plies < limit; plies++) {
    const n = cursor.legalActions(moves);
    if (n === 0) break;
    cursor.playUnchecked(moves[random.int(n)] as number);
  }
  return plies;
}

/**
 * Checks a cursor's countLeaves at each of `depths` against the move-by-move count, and its
 * playRandom (seed `seed`, ply limit `limit`) against the move-by-move playout: the same plies,
 * and the same final position (string, ply, key, history) and outcome. Returns the plies played.
 */
export function expectSearchesAgree<Id extends string, M, O>(
  game: Game<Id, M, O>,
  position: Position<Id, O>,
  depths: readonly number[],
  seed: number,
  limit: number,
): number {
  const text = game.formatPosition(position);
  for (const depth of depths) {
    expect(game.cursor(position).countLeaves(depth), `countLeaves(${depth}) of ${text}`).toBe(
      countByMoves(game.cursor(position), depth, game.maxMoves),
    );
  }
  const fast = game.cursor(position);
  const slow = game.cursor(position);
  const plies = fast.playRandom(createRandom(seed), limit);
  expect(plies, `plies of a playout from ${text}`).toBe(playByMoves(slow, createRandom(seed), limit, game.maxMoves));
  const [mine, theirs] = [fast.position(), slow.position()];
  expect(game.formatPosition(mine)).toBe(game.formatPosition(theirs));
  expect(mine.ply).toBe(theirs.ply);
  expect(game.positionKey(mine)).toBe(game.positionKey(theirs));
  expect(mine.history).toEqual(theirs.history);
  expect(game.outcome(mine)).toEqual(game.outcome(theirs));
  expect(fast.outcome()).toEqual(slow.outcome());
  return plies;
}
