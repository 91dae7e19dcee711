import type { Player } from './player.js';

/**
 * Why pieces are off the board and can still come onto it: `held` for return (captured, and
 * brought back onto the board later by a move), `unplaced` (not yet put on the board).
 */
export const OFF_BOARD_REASONS = ['held', 'unplaced'] as const;

/** Why pieces are off the board: one of {@link OFF_BOARD_REASONS}. */
export type OffBoardReason = (typeof OFF_BOARD_REASONS)[number];

/**
 * Pieces of one owner and kind that are off the board for one reason, as {@link Game.offBoard}
 * counts them. Pieces out of the game for good are not counted.
 */
export interface PiecesOffBoard {
  /** The player the pieces belong to (on the board, once they are back on it). */
  readonly owner: Player;
  /** Their kind, as {@link Piece.kind}. */
  readonly kind: string;
  /** How many: at least 1. */
  readonly count: number;
  /** Why they are off the board. */
  readonly reason: OffBoardReason;
}

/** A frozen count of pieces off the board. */
export function piecesOffBoard(owner: Player, kind: string, count: number, reason: OffBoardReason): PiecesOffBoard {
  return Object.freeze({ owner, kind, count, reason });
}
