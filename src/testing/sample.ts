// Small pieces the conformance suite and the property kit share.
import type { Position } from '../core/game.js';
import type { Random } from '../core/random.js';

/** `count` of the moves, drawn at random without repeats (all of them, in order, if there are no more). */
export function sample<M>(moves: readonly M[], count: number, random: Random): readonly M[] {
  if (moves.length <= count) return moves;
  const pool = [...moves];
  for (let i = 0; i < count; i++) {
    const j = i + random.int(pool.length - i);
    [pool[i], pool[j]] = [pool[j] as M, pool[i] as M];
  }
  return pool.slice(0, count);
}

/** A structural fingerprint of a position, typed arrays included. */
export function snapshot(position: Position): string {
  return JSON.stringify(position, (_key, value: unknown) => (ArrayBuffer.isView(value) ? Array.from(value as Uint8Array) : value));
}
