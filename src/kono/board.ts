import { squareGrid } from '../core/grid.js';

/**
 * The Four Field Kono board: the 16 points of a 4×4 grid of lines, `a1`…`d4`, in point order
 * a1, b1, c1, d1, a2, …, d4. Point `p` is bit `p` of the position's masks.
 */
export const KONO_BOARD = squareGrid(4, 4);

/** All 16 points. */
export const FULL = 0xffff;
/** Points of file a and d; used to keep east–west shifts from wrapping round a rank. */
export const FILE_A = 0x1111;
export const FILE_D = 0x8888;
/** Points from which a jump east (files a, b) or west (files c, d) stays on the board. */
export const FILES_AB = 0x3333;
export const FILES_CD = 0xcccc;
