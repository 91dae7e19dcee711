/** The two players, in turn order of a game's default start. */
export const PLAYERS = ['black', 'white'] as const;

/** `'black'` or `'white'`. */
export type Player = (typeof PLAYERS)[number];

/** The other player. */
export function opponent(player: Player): Player {
  return player === 'black' ? 'white' : 'black';
}

/**
 * The outcome reasons whose meaning is the same in every game, which the core either judges
 * itself or shares between games:
 * - `no-moves`: the player to move had no legal move and lost;
 * - `captured-all`: the player to move had no pieces left and lost;
 * - `no-move-for-either`: neither player could do anything but pass, a draw (the core judges it
 *   in a game that passes);
 * - `max-plies`: the `maxPlies` draw option ended the game;
 * - `repetition`: the `repetition` draw option ended the game.
 *
 * A game's own reasons are its own: each game lists every reason it can give (these and its
 * own, such as a goal reached) in {@link Game.outcomeReasons}, and its outcome type names them.
 */
export const OUTCOME_REASONS = ['no-moves', 'captured-all', 'no-move-for-either', 'max-plies', 'repetition'] as const;

/** One of the {@link OUTCOME_REASONS} every game understands alike. */
export type OutcomeReason = (typeof OUTCOME_REASONS)[number];

/**
 * The reasons of the draw options, which can end any game: every game's
 * {@link Game.outcomeReasons} lists them ({@link defineGame} adds them to a game's own).
 */
export const DRAW_OPTION_REASONS = ['max-plies', 'repetition'] as const;

/** One of {@link DRAW_OPTION_REASONS}. */
export type DrawOptionReason = (typeof DRAW_OPTION_REASONS)[number];

/**
 * The ends the players decide rather than the rules: `resignation`, won by the player who did
 * not resign, and `agreement`, a draw both players agreed to. A {@link Match} takes them
 * (`resign`, `agreeDraw`), and a game record writes and reads them as its result
 * (`[Result "white resignation"]`, `[Result "draw agreement"]`) where its moves leave the game
 * on. No game's rules give them, so no {@link Game.outcomeReasons} lists them.
 */
export const DECISION_REASONS = ['resignation', 'agreement'] as const;

/** One of {@link DECISION_REASONS}. */
export type DecisionReason = (typeof DECISION_REASONS)[number];

/**
 * The result of a finished game: who won, or `null` for a draw, and why.
 *
 * @typeParam R - the reasons the game can give (its {@link Game.outcomeReasons})
 */
export interface Outcome<R extends string = string> {
  /** The winner, or `null` when the game is drawn. */
  readonly winner: Player | null;
  /** Why the game ended: one of the game's {@link Game.outcomeReasons}. */
  readonly reason: R;
}
