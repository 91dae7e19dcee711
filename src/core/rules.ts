import type { Board } from './board.js';
import type { MoveEffect } from './effects.js';
import type { Piece, PositionKey } from './game.js';
import type { Gesture } from './gestures.js';
import type { PiecesOffBoard } from './off-board.js';
import type { DrawOptions, GameOptionSpecs } from './options.js';
import type { Outcome, Player } from './player.js';
import type { Random } from './random.js';

/**
 * What a game supplies to {@link defineGame}: its own rules over a compact, mutable working
 * state `W`, with moves addressed by action index. `defineGame` adds everything the games share,
 * once for the immutable functions and the search cursor alike: plain immutable positions in the
 * documented notation and the reading of positions from outside, option checking, the draw
 * options, the repetition history, the no-repetition window, passing, judging the outcome, the
 * error messages and the notation plumbing.
 *
 * A game must write its board, options, start, turn, key, `generate`, `apply`, `end`, the move
 * and position notation, `pieceAt`, and either `actions` or `decode`. The other members have
 * defaults derived from those; a game writes its own where it is faster, or, for the members a
 * user interface asks (`effects`, `offBoard`, `gesture`), where the default is not exact.
 *
 * Positions hold the position string that {@link GameRules.formatPosition} writes and
 * {@link GameRules.parsePosition} reads, which is the one way into and out of the working state:
 * `W` is whatever the rules work on best (bit masks, typed arrays, derived tables), and never
 * leaves the library.
 *
 * A working state passed to these functions is owned by the caller; only
 * {@link GameRules.apply} and {@link GameRules.copy} change one, and only the one they are given
 * to change.
 *
 * @typeParam Id - the game's id, as positions carry it
 * @typeParam M - the move type
 * @typeParam O - the options type
 * @typeParam W - the working state the rules read and change
 * @typeParam R - the outcome reasons the game can give
 */
export interface GameRules<Id extends string, M, O extends DrawOptions, W, R extends string = string> {
  /** Short id, as {@link Game.id}. */
  readonly id: Id;
  /** Human name, as {@link Game.name}. */
  readonly name: string;
  /** The board graph. */
  readonly board: Board;
  /**
   * The game's own options; none where this is left out. `defineGame` adds the draw options
   * ({@link DRAW_OPTION_SPECS}) after them.
   */
  readonly options?: GameOptionSpecs<O>;
  /**
   * Every reason an outcome of the game's own rules can give: those of {@link GameRules.end}, and
   * `no-move-for-either` in a game that passes (required with {@link GameRules.passAction}).
   * `defineGame` adds the draw options' reasons ({@link DRAW_OPTION_REASONS}) after them.
   */
  readonly outcomeReasons: readonly R[];
  /** Number of action indices. */
  readonly actionCount: number;
  /** Upper bound on the number of legal actions in any state. */
  readonly maxMoves: number;
  /** A new start state. */
  start(options: Readonly<O>): W;
  /** The player to move. */
  turn(state: W): Player;
  /**
   * The key of the board and player to move (and anything else the position string holds):
   * equal keys exactly for equal position strings. The repetition rules compare keys, which are
   * cheaper to make and compare than position strings.
   */
  key(state: W): PositionKey;
  /** Writes the legal actions (a pass aside) into `out` in move order and returns their number. */
  generate(state: W, out: Int32Array): number;
  /** Plays a legal action on the state in place. */
  apply(state: W, action: number): void;
  /**
   * The game's own end condition (draw options aside): the outcome of the state, or `undefined`
   * while the game goes on. `canMove` says whether the player to move has a legal action (a pass
   * aside); `options` are the rules in force, for a game whose end an option changes.
   */
  end(state: W, canMove: boolean, options: Readonly<O>): Outcome<R> | undefined;
  /** Canonical notation of an action in the state it is played in. */
  formatMove(state: W, action: number): string;
  /** The position string of a state. */
  formatPosition(state: W): string;
  /**
   * A state from a (trimmed) position string; throws `position/syntax` or `position/invalid`. It
   * accepts exactly the strings that {@link GameRules.formatPosition} writes, and refuses an
   * overlong one in time bounded by the longest the game can write.
   */
  parsePosition(text: string, options: Readonly<O>): W;
  /** The piece on a point, or `undefined`. */
  pieceAt(state: W, point: number): Piece | undefined;

  /**
   * The action table: the move object of each action index, frozen plain data. `decode` and
   * `encode` are derived from it unless the game writes its own.
   */
  readonly actions?: readonly M[];
  /** The move object of an action index in range. Default: `actions[action]`. */
  decode?(action: number): M;
  /**
   * The action index of a move object, or -1 if the value is not a move of this game. Default:
   * the table's own objects by identity, any other plain object by its fields.
   */
  encode?(move: unknown): number;
  /**
   * The action that canonical notation names (legal or not); throws `notation/syntax` for text
   * that is not the game's notation, `move/illegal` for notation of a move the game does not have.
   * Default: the legal action whose `formatMove` is the text (else `move/illegal`).
   */
  parseMove?(state: W, text: string): number;
  /** A new copy of a working state, which the library keeps unchanged as a position's own. Default: `structuredClone`. */
  clone?(state: W): W;
  /** Overwrites working state `target` with `source`. Default: the cursor clones instead. */
  copy?(target: W, source: W): void;
  /** The number of legal actions (what `generate` would return). Default: `generate` into a scratch buffer. */
  count?(state: W): number;
  /**
   * Whether the player to move has a legal action other than a pass, exactly `count(state) > 0`
   * but possibly much cheaper (it may stop at the first move found). Default: `count`.
   */
  canMove?(state: W): boolean;
  /** Whether the action (an integer in range) is legal in the state. Default: `generate` lists it. */
  isLegal?(state: W, action: number): boolean;
  /**
   * Whether no position before a legal action can occur again after it (a capture, say): the
   * repetition history is cut there. Given the state before and the state after the action.
   * Default: never (correct, but the history then grows for the whole game).
   */
  irreversible?(before: W, action: number, after: W): boolean;
  /**
   * For a game in which a player without a legal action passes: the action index of
   * the pass. It is then the only legal move of a player with no other (the game's own
   * `generate`, `count` and `isLegal` never include it), and the game is drawn
   * (`no-move-for-either`) when the opponent would have none either. `apply` must play it.
   */
  readonly passAction?: number;
  /**
   * A no-repetition rule ("no move may recreate the position before the last"): a legal move may not recreate any of the newest
   * `repeatWindow(options)` positions of the game (the current one first; `Infinity` for every
   * position since the last irreversible move; 0, or leaving this out, for no such rule).
   */
  repeatWindow?(options: Readonly<O>): number;
  /**
   * The key of the position after a legal action, given the state and its key, without building
   * it: a shortcut for the no-repetition rule, which asks it of every legal action. Only its value
   * for reversible actions matters (an irreversible one is never banned), so it may ignore
   * captures. Default: the action is played on a scratch copy.
   */
  keyAfter?(state: W, action: number, key: PositionKey): PositionKey;
  /**
   * The game's heuristic evaluation of a working state, as {@link Game.evaluate} gives it (for
   * the player to move); without it every position scores 0.
   */
  evaluate?(state: W): number;

  /**
   * What a legal action (not the pass) does to the board, as {@link Game.effects} lists it, given
   * the state before it (which it must leave as it is). Default: {@link boardEffects} of the board
   * before and after the action, exact unless more than one piece of an owner and kind moves or a
   * piece's path is not seen in the two boards.
   */
  effects?(state: W, action: number): readonly MoveEffect[];
  /** The pieces off the board that can still come onto it, as {@link Game.offBoard}. Default: none. */
  offBoard?(state: W): readonly PiecesOffBoard[];
  /**
   * How a player makes a legal action (not the pass), as {@link Game.gesture} gives it; no two
   * legal actions of a state may share one. Default: {@link effectsGesture} of its effects (the
   * point the moving piece leaves and the one where it ends, or the point a piece is placed on).
   */
  gesture?(state: W, action: number): Gesture;

  /**
   * The game's own whole-tree searches for these options, or `undefined` where it has none (the
   * shared cursor then counts and plays, move by move): perft's leaf count and random playouts,
   * written on the working state with no call through the shared layers per node. The cursor
   * hands work to it only where no shared rule can end a line early: never under the `repetition`
   * draw, and for perft only when `maxPlies` lies beyond the whole tree (a playout's ply limit is
   * cut at `maxPlies` and the outcome judged by the shared rules at the end).
   */
  kernel?(options: Readonly<O>): SearchKernel<W> | undefined;
}

/**
 * A game's own fast paths for the two hot loops of search code, as {@link GameRules.kernel} gives
 * them for one set of options. Each must count and play exactly what the cursor would under the
 * game's own rules and the options' no-repetition window ({@link GameRules.repeatWindow}): the
 * same legal moves, in the same order, and the same end of the game. `recent` holds the keys of
 * the positions before the current one since the last irreversible move, oldest first (at least
 * the window's worth, fewer where the line is shorter).
 *
 * @typeParam W - the game's working state
 */
export interface SearchKernel<W> {
  /**
   * The number of legal lines of exactly `depth` plies (at least 1) from `state`: perft. Leaves
   * `state` as it was.
   */
  countLeaves(state: W, depth: number, recent: readonly PositionKey[]): number;
  /**
   * Plays uniformly random legal moves on `state`, in place, until the game ends by its own rules
   * or `limit` plies are played, whichever comes first; returns the plies played. Each ply draws
   * `random.int(n)` once, `n` the number of legal moves (a pass included), and plays the move of
   * that rank in move order, so that a seed plays the same game as a loop over the cursor's
   * `legalActions` would. Leaves in `recent` the keys before the final position, as described
   * above, and in `texts` (which holds the position strings of `recent`'s keys when it is called)
   * their position strings, one for one: a kernel that never reads `recent` leaves both alone.
   */
  playout(state: W, random: Random, limit: number, recent: PositionKey[], texts: string[]): number;
}
