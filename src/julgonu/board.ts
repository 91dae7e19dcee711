import { MaskCustodian } from '../core/custodian.js';
import { squareGrid } from '../core/grid.js';

/**
 * The Jul-Gonu board: the 16 points of a 4×4 grid of lines, `a1`…`d4`, in point order a1, b1,
 * c1, d1, a2, …, d4. Point `p` is bit `p` of the position's masks.
 */
export const JULGONU_BOARD = squareGrid(4, 4);

/** J3: custodian capture of lines of one or two enemy pieces. */
export const CUSTODIAN = new MaskCustodian(JULGONU_BOARD, 2);
