import { popcount } from 'ludicore';
import { moverPieces, opponentPieces, type HasamiState } from './position.js';

/**
 * Material for the player to move: their pieces minus the opponent's. Every capture changes it,
 * and H4 is decided by material, so it is what a bot should count first.
 */
export function evaluateHasami(state: HasamiState): number {
  return popcount(moverPieces(state)) - popcount(opponentPieces(state));
}
