import type { Board } from './board.js';
import type { Cursor, Game, Piece, Position, PositionKey } from './game.js';
import type { DRAW_OPTION_SPECS, DrawOptions, OptionSpecs } from './options.js';
import type { Outcome, Player } from './player.js';

/**
 * What a game supplies to {@link defineGame}: its rules over a compact, mutable state `S`, with
 * moves addressed by action index. `defineGame` adds everything the games share: immutable
 * positions, option checking, the draw options, repetition history, validation with typed
 * errors, notation plumbing and the search cursor.
 *
 * A state passed to these functions is owned by the caller; only {@link GameRules.apply} and
 * {@link GameRules.copy} change one, and only the one they are given to change.
 */
export interface GameRules<S, M, O extends DrawOptions> {
  /** Short id, as {@link Game.id}. */
  readonly id: string;
  /** Human name, as {@link Game.name}. */
  readonly name: string;
  /** The board graph. */
  readonly board: Board;
  /** The options the game accepts (include {@link DRAW_OPTION_SPECS}). */
  readonly options: OptionSpecs<O>;
  /** Number of action indices. */
  readonly actionCount: number;
  /** Upper bound on the number of legal actions in any state. */
  readonly maxMoves: number;
  /** A new start state. */
  start(options: Readonly<O>): S;
  /** A new copy of a state (of a working state, or of a sealed one). */
  clone(state: S): S;
  /**
   * The immutable form of a new state, for a position. By default the state is frozen, its plain
   * arrays frozen and its typed arrays (which cannot be frozen) replaced by frozen plain arrays;
   * the rules must then read either form. A game with deeper structures supplies its own.
   */
  seal?(state: S): S;
  /** Overwrites `target` with `source`. */
  copy(target: S, source: S): void;
  /** The player to move. */
  turn(state: S): Player;
  /** The key of the board and player to move. */
  key(state: S): PositionKey;
  /** Writes the legal actions into `out` in move order and returns their number. */
  generate(state: S, out: Int32Array): number;
  /** The number of legal actions (what `generate` would return). */
  count(state: S): number;
  /** Whether the action (an integer in range) is legal in the state. */
  isLegal(state: S, action: number): boolean;
  /** Plays a legal action on the state in place. */
  apply(state: S, action: number): void;
  /**
   * Whether no position before a legal action can occur again after it (a capture, say): the
   * repetition history is cut there. Given the state before and the state after the action.
   */
  irreversible(before: S, action: number, after: S): boolean;
  /**
   * The game's own end condition (draw options aside): the outcome of the state, or `undefined`
   * while the game goes on. `canMove` says whether the player to move has a legal action (a pass
   * aside).
   */
  end(state: S, canMove: boolean): Outcome | undefined;
  /**
   * For a game in which a player without a legal action passes (Agon, Gong): the action index of
   * the pass. `defineGame` then offers it as the only legal move of a player with no other (the
   * game's own `generate`, `count` and `isLegal` never include it), and draws the game
   * (`no-move-for-either`) when the opponent would have none either. `apply` must play it.
   */
  readonly passAction?: number;
  /** The action index of a move object, or -1 if the value is not a move of this game. */
  encode(move: unknown): number;
  /** The move object of an action index in range. */
  decode(action: number): M;
  /** Canonical notation of an action in the state it is played in. */
  formatMove(state: S, action: number): string;
  /**
   * The action that canonical notation names (legal or not); throws `notation/syntax` for text
   * that is not the game's notation, `move/illegal` for notation of a move the game does not have.
   */
  parseMove(state: S, text: string): number;
  /** The position string of a state. */
  formatPosition(state: S): string;
  /** A state from a (trimmed) position string; throws `position/syntax` or `position/invalid`. */
  parsePosition(text: string, options: Readonly<O>): S;
  /** The piece on a point, or `undefined`. */
  pieceAt(state: S, point: number): Piece | undefined;
  /**
   * A no-repetition rule (Jul-Gonu's J4): a legal move may not recreate any of the newest
   * `repeatWindow(options)` positions of the game (the current one first; `Infinity` for every
   * position since the last irreversible move; 0, or leaving this out, for no such rule).
   * `defineGame` keeps the history this needs and filters the moves.
   */
  repeatWindow?(options: Readonly<O>): number;
  /**
   * The key of the position after a legal action, given the state and its key, without building
   * it: a shortcut for the no-repetition rule, which asks it of every legal action. Only its value
   * for reversible actions matters (an irreversible one is never banned), so it may ignore
   * captures. Without it, the action is played on a scratch copy.
   */
  keyAfter?(state: S, action: number, key: PositionKey): PositionKey;
  /**
   * Whether the player to move has a legal action other than a pass, exactly `count(state) > 0`
   * but possibly much cheaper (it may stop at the first move found). Optional: without it
   * `count` is asked. The cursor asks it to judge the end of the game at every node.
   */
  canMove?(state: S): boolean;
  /** The game's heuristic evaluation, as {@link Game.evaluate}; without it every position scores 0. */
  evaluate?(cursor: Cursor<Position<S, O>>): number;
}
