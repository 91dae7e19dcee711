import { maskStateRules, type MaskState, type MutableMaskState } from '../core/masks.js';

/**
 * A Kono position's compact state: one 16-bit mask per colour (bit `p` for point `p`) and the
 * player to move.
 */
export type KonoState = MaskState;

/** The state as the rules change it in place; never handed out. */
export type MutableKonoState = MutableMaskState;

/**
 * The state half of Kono's rules (K1 and the position string): Black fills ranks 1–2 and White
 * ranks 3–4, eight pieces each, Black to move; a position string with more than eight pieces of
 * a colour is `position/invalid`. Nothing else is refused: a position string need not have
 * arisen in play (a study, a puzzle), and K5 says how any position is judged.
 */
export const KONO_STATE = maskStateRules({
  name: 'Four Field Kono',
  files: 4,
  ranks: 4,
  start: { black: 0x00ff, white: 0xff00 },
  maxPieces: 8,
  pieceKind: 'man',
});
