import { maskEvaluation } from '../core/masks.js';
import { count } from './moves.js';
import type { JulGonuState } from './position.js';

/**
 * Jul-Gonu's evaluation for the player to move: the difference in pieces, plus a tenth of the
 * difference in steps (J5 makes a blocked player lose). J4's forbidden steps are not subtracted:
 * at most one step is ever forbidden, and leaving it in keeps the evaluation a function of the
 * board alone.
 */
export const evaluateJulGonu: (state: JulGonuState) => number = maskEvaluation(count, 0.1);
