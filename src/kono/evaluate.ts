import { maskEvaluation } from '../core/masks.js';
import { count } from './moves.js';
import type { KonoState } from './position.js';

/**
 * Kono's evaluation for the player to move: the difference in pieces, plus a tenth of the
 * difference in legal moves (K5 makes a blocked player lose, so mobility is worth having).
 */
export const evaluateKono: (state: KonoState) => number = maskEvaluation(count, 0.1);
