import { maskStateRules, type MaskState, type MutableMaskState } from '../core/masks.js';

/** A Jul-Gonu position's compact state: one 16-bit mask per colour and the player to move. */
export type JulGonuState = MaskState;

/** The state as the rules change it in place; never handed out. */
export type MutableJulGonuState = MutableMaskState;

/**
 * The state half of Jul-Gonu's rules (J1 and the position string): four pieces a side on the
 * back lines, Black on rank 1 and White on rank 4, Black to move; a position string with more
 * than four pieces of a colour is `position/invalid`.
 */
export const JULGONU_STATE = maskStateRules({
  name: 'Jul-Gonu',
  files: 4,
  ranks: 4,
  start: { black: 0x000f, white: 0xf000 },
  maxPieces: 4,
  pieceKind: 'man',
});
