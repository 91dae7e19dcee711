import { MaskCustodian, squareGrid } from 'ludicore';

/** Files and ranks of the board: 5 × 5, so that every position fits in two 25-bit masks. */
export const SIZE = 5;

/**
 * The Hasami Shogi board of this example (H1): the 25 points of a 5×5 grid, `a1`…`e5`, in point
 * order a1, b1, …, e1, a2, …, e5. Point `p` is bit `p` of the position's masks.
 */
export const HASAMI_BOARD = squareGrid(SIZE, SIZE);

/**
 * H3: custodian capture. A line on a 5-point file or rank holds the moved piece, at most three
 * enemies and the friendly piece that closes it, so lines of 1 to 3 enemies are all there are.
 */
export const CUSTODIAN = new MaskCustodian(HASAMI_BOARD, SIZE - 2);
