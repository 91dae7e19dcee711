import { CellCustodian } from '../core/custodian.js';
import { hexHexagon } from '../core/hex.js';

/**
 * The Agon board: the 91 hexagons of a regular hexagon with six cells on a side, named as on a
 * Gliński board (`a1`…`l6`, no `j`), center `f6`, in point order a1…a6, b1…b7, …, l1…l6.
 */
export const AGON_BOARD = hexHexagon(5);

/** The center cell, the Queen's seat (A7). */
export const CENTER = AGON_BOARD.point('f6');

/** Each cell's ring: its distance in steps from f6 (0 to 5). */
export const RING = Int8Array.from(AGON_BOARD.distances(CENTER));

/** The six ring-1 cells, where the Guards stand in the seat of power (A7). */
export const RING_ONE = RING.reduce<number[]>((cells, ring, p) => (ring === 1 ? [...cells, p] : cells), []);

/** The 30 edge cells (ring 5), in point order: where pieces are placed and returned (A2, A6). */
export const EDGE = RING.reduce<number[]>((cells, ring, p) => (ring === 5 ? [...cells, p] : cells), []);

/** A5: custodian capture of single enemy pieces, on all three axes. */
export const CUSTODIAN = new CellCustodian(AGON_BOARD, 1);

/** Neighbour of cell p in direction d at p * 6 + d, or -1. */
export const NEIGHBOUR = Int16Array.from({ length: AGON_BOARD.size * 6 }, (_, i) => AGON_BOARD.neighbour(Math.floor(i / 6), i % 6));
