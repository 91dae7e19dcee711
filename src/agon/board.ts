import { hexHexagon } from '../core/hex.js';

/**
 * The Agon board: the 91 hexagons of a regular hexagon with six cells on a side, named as on a
 * Gliński board (`a1`…`l6`, no `j`), center `f6`, in point order a1…a6, b1…b7, …, l1…l6.
 */
export const AGON_BOARD = hexHexagon(5);

/** The number of cells. */
export const SIZE = AGON_BOARD.size;

/** The center cell, the Queen's seat (A7). */
export const CENTER = AGON_BOARD.point('f6');

/** Each cell's ring: its distance in steps from f6 (0 to 5). */
export const RING = Int8Array.from(AGON_BOARD.distances(CENTER));

/** The six ring-1 cells, where the Guards stand in the seat of power (A7). */
export const RING_ONE = Int32Array.from(RING.reduce<number[]>((cells, ring, p) => (ring === 1 ? [...cells, p] : cells), []));

/** The 30 edge cells (ring 5), in point order: where pieces are placed and returned (A2, A6). */
export const EDGE = Int32Array.from(RING.reduce<number[]>((cells, ring, p) => (ring === 5 ? [...cells, p] : cells), []));

/**
 * The sentinel cell, just past the board's cells: where every step off the board leads, so that
 * the rules read a neighbour's cell without first asking whether there is one. The working state
 * keeps a code there that is neither empty nor either side's.
 */
export const OFF_BOARD = SIZE;

/**
 * The neighbour of cell p in direction d (north, northeast, southeast, south, southwest,
 * northwest; d + 3 is opposite d) at p * 6 + d, {@link OFF_BOARD} where there is none; the
 * sentinel's own neighbours are itself, so a line may run on past the edge.
 */
export const NEIGHBOUR = Int32Array.from({ length: (SIZE + 1) * 6 }, (_, i) => {
  const p = Math.floor(i / 6);
  const q = p < SIZE ? AGON_BOARD.neighbour(p, i % 6) : -1;
  return q < 0 ? OFF_BOARD : q;
});

/** The direction from NEIGHBOUR[p * 6 + d] back to p, at p * 6 + d (0 where there is no neighbour). */
export const BACK = Int32Array.from(NEIGHBOUR, (q, i) =>
  q === OFF_BOARD ? 0 : NEIGHBOUR.subarray(q * 6, q * 6 + 6).indexOf(Math.floor(i / 6)),
);

/** Each cell's directions that lead onto the board, as a 6-bit mask (bit d for direction d). */
export const ON_BOARD = Int32Array.from({ length: SIZE }, (_, p) => {
  let mask = 0;
  for (let d = 0; d < 6; d++) if (NEIGHBOUR[p * 6 + d] !== OFF_BOARD) mask |= 1 << d;
  return mask;
});

/** The number of directions in a 6-bit direction mask, by mask. */
export const DIRECTION_COUNT = Uint8Array.from({ length: 64 }, (_, mask) => {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
});
