import { maskStateRules, type MaskState, type MutableMaskState } from 'ludicore';
import { SIZE } from './board.js';

/** A Hasami position's state: one 25-bit mask per colour (bit `p` for point `p`) and the player to move. */
export type HasamiState = MaskState;

/** The state as the rules change it in place; never handed out. */
export type MutableHasamiState = MutableMaskState;

/** The back rank of each side: rank 1 for Black, rank 5 for White. */
const RANK_1 = (1 << SIZE) - 1;
const RANK_5 = RANK_1 << (SIZE * (SIZE - 1));

/**
 * The state half of the rules (H1 and the position string): five pieces a side on the back
 * ranks, Black to move, `wwwww/5/5/5/bbbbb b`; a position string with more than five pieces of a
 * colour is `position/invalid`.
 */
export const HASAMI_STATE = maskStateRules({
  name: 'Hasami Shogi',
  files: SIZE,
  ranks: SIZE,
  start: { black: RANK_1, white: RANK_5 },
  maxPieces: SIZE,
  pieceKind: 'man',
});

/** The pieces of the player to move. */
export const moverPieces = (state: HasamiState): number => (state.turn === 0 ? state.black : state.white);

/** The pieces of the player who moves next. */
export const opponentPieces = (state: HasamiState): number => (state.turn === 0 ? state.white : state.black);
