/** The two players, in turn order of a game's default start. */
export const PLAYERS = ['black', 'white'] as const;

/** `'black'` or `'white'`. */
export type Player = (typeof PLAYERS)[number];

/** The other player. */
export function opponent(player: Player): Player {
  return player === 'black' ? 'white' : 'black';
}

/** Why a game ended; see {@link Outcome}. */
export const OUTCOME_REASONS = [
  'no-moves',
  'captured-all',
  'reduced-to-one',
  'gon-occupied',
  'seat-of-power',
  'no-move-for-either',
  'max-plies',
  'repetition',
] as const;

/**
 * Why a game ended:
 * - `no-moves`: the player to move had no legal move and lost;
 * - `captured-all`: the player to move had no pieces left and lost;
 * - `reduced-to-one`: a player was left with at most one piece and lost;
 * - `gon-occupied`: the last pawn stands on the Gon (Gong);
 * - `seat-of-power`: a Queen on the center with her six Guards around her (Agon);
 * - `no-move-for-either`: neither player could do anything but pass (a draw);
 * - `max-plies`: the `maxPlies` draw option ended the game;
 * - `repetition`: the `repetition` draw option ended the game.
 */
export type OutcomeReason = (typeof OUTCOME_REASONS)[number];

/** The result of a finished game: who won, or `null` for a draw, and why. */
export interface Outcome {
  /** The winner, or `null` when the game is drawn. */
  readonly winner: Player | null;
  /** Why the game ended. */
  readonly reason: OutcomeReason;
}
