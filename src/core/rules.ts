import type { Board } from './board.js';
import type { MoveEffect } from './effects.js';
import type { Piece, PositionKey } from './game.js';
import type { Gesture } from './gestures.js';
import type { PiecesOffBoard } from './off-board.js';
import type { DrawOptions, GameOptionSpecs } from './options.js';
import type { Outcome, Player } from './player.js';

/**
 * What a game supplies to {@link defineGame}: its own rules over a compact, mutable working
 * state `W`, with moves addressed by action index. `defineGame` adds everything the games share,
 * once for the immutable functions and the search cursor alike: plain immutable positions in the
 * documented notation and the reading of positions from outside, option checking, the draw
 * options, the repetition history, the no-repetition window, passing, judging the outcome, the
 * error messages and the notation plumbing.
 *
 * A game writes twelve members, in three concerns:
 *
 * - **what it is**: `id`, `name`, `board`;
 * - **the state and its text**: `start`, `toMove`, `formatPosition`, `parsePosition`, `pieceAt`;
 * - **the moves**: `actions` (or `decodeMove` with `actionCount`), `generate`, `apply`, `formatMove`.
 *
 * **The end** has a default, the commonest rule of the family: the player to move who has no
 * legal move has lost (`no-moves`); a game with another end writes `outcome` and
 * `outcomeReasons`. Every other member has a documented default derived from these; a game writes
 * its own where it is faster, where the rules need it (a pass, a no-repetition rule, its own
 * options), or, for the members a user interface asks (`effects`, `offBoard`, `gesture`), where
 * the default is not exact.
 *
 * Positions hold the position string that {@link GameRules.formatPosition} writes and
 * {@link GameRules.parsePosition} reads, which is the one way into and out of the working state:
 * `W` is whatever the rules work on best (bit masks, typed arrays, derived tables), and never
 * leaves the library. The options in force reach every rule that can depend on them, as the last
 * argument, so a working state never needs to carry them.
 *
 * The library may call these members apart from the object, so a game writes them without
 * `this`. A working state passed to them is owned by the caller; only
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
  // What the game is.

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
  readonly optionSpecs?: GameOptionSpecs<O>;

  // The state and its text.

  /** A new start state. */
  readonly start: (options: Readonly<O>) => W;
  /** The player to move. */
  readonly toMove: (state: W) => Player;
  /** The position string of a state. */
  readonly formatPosition: (state: W) => string;
  /**
   * A state from a (trimmed) position string; throws `position/syntax` or `position/invalid`. It
   * accepts exactly the strings that {@link GameRules.formatPosition} writes, and refuses an
   * overlong one in time bounded by the longest the game can write.
   */
  readonly parsePosition: (text: string, options: Readonly<O>) => W;
  /** The piece on a point, or `undefined`. */
  readonly pieceAt: (state: W, point: number) => Piece | undefined;
  /**
   * Writes the points that hold a piece into `out` (which has room for every point of the board),
   * in point order, and returns how many there are: what `pieceAt` finds on every point, read
   * from the state at once. Default: `pieceAt` asked of every point; a game whose board is large
   * and mostly empty writes its own from its masks, so that an evaluation visits its pieces alone.
   */
  readonly occupiedPoints?: (state: W, out: Int32Array) => number;
  /**
   * The key of the board and player to move (and anything else the position string holds):
   * equal keys exactly for equal position strings. The repetition rules compare keys. Default:
   * the position string itself; a game writes a number that is cheaper to make and compare.
   */
  readonly positionKey?: (state: W, options: Readonly<O>) => PositionKey;
  /** A new copy of a working state, which the library keeps unchanged as a position's own. Default: `structuredClone`. */
  readonly clone?: (state: W) => W;
  /** Overwrites working state `target` with `source`. Default: the cursor clones instead. */
  readonly copy?: (target: W, source: W) => void;

  // The moves.

  /**
   * The action table: the move object of each action index, frozen plain data. `decodeMove`,
   * `encodeMove` and `actionCount` are derived from it unless the game writes its own.
   */
  readonly actions?: readonly M[];
  /** The move object of an action index in range. Default: `actions[action]`. */
  readonly decodeMove?: (action: number) => M;
  /** Number of action indices. Default: the length of `actions` (required with `decodeMove` alone). */
  readonly actionCount?: number;
  /** Upper bound on the number of legal actions in any state. Default: `actionCount`. */
  readonly maxMoves?: number;
  /** Writes the legal actions (a pass aside) into `out` in move order and returns their number. */
  readonly generate: (state: W, out: Int32Array, options: Readonly<O>) => number;
  /**
   * Plays a legal action on the state in place. Every action, the pass included, hands the turn
   * to the other player (the searches count on it: a position never comes back on the next ply).
   */
  readonly apply: (state: W, action: number, options: Readonly<O>) => void;
  /** Canonical notation of an action in the state it is played in. */
  readonly formatMove: (state: W, action: number, options: Readonly<O>) => string;
  /**
   * The action index of a move object, or -1 if the value is not a move of this game. Default:
   * the table's own objects by identity, any other plain object by its fields.
   */
  readonly encodeMove?: (move: unknown) => number;
  /**
   * The action that canonical notation names (legal or not); throws `notation/syntax` for text
   * that is not the game's notation, `move/illegal` for notation of a move the game does not have.
   * Default: the legal action whose `formatMove` is the text (else `move/illegal`).
   */
  readonly parseMove?: (state: W, text: string, options: Readonly<O>) => number;
  /** The number of legal actions (what `generate` would return). Default: `generate` into a scratch buffer. */
  readonly count?: (state: W, options: Readonly<O>) => number;
  /**
   * The number of legal actions (a pass aside) in the position after a legal action, or -1 where
   * the game is over there by its own end ({@link GameRules.outcome}): perft's last ply, counted
   * without making each position where the game can count it from the state before. Default:
   * the action played on a scratch copy, then `count` and `outcome`.
   */
  readonly countAfter?: (state: W, action: number, options: Readonly<O>) => number;
  /**
   * The number of legal lines of two plies from a state: the sum of {@link GameRules.countAfter}
   * over the legal actions, each -1 counted as 0; in a game that passes, -1 where a position after
   * one of them has no legal action (the library then counts each line itself, the pass
   * included). Perft asks it only of a state that the game's own end (`outcome`, asked with
   * `canMove` true) leaves open, and where work done once for the state serves every move, this is
   * where a game does it. Default: `generate`, then `countAfter` of each action.
   *
   * Under a no-repetition window ({@link GameRules.repeatWindow}) in a game that writes
   * {@link GameRules.actionBetween}, perft also passes `window`: the working states of the
   * positions the window holds at `state`, oldest first and `state` itself last (distinct
   * positions, all of the line; none before an irreversible move need be among them). The lines
   * of a first move that recreates one of them are not counted, nor a reply that recreates one
   * of the reply's window: the same one ply on, without its oldest entry where `window` already
   * holds `repeatWindow` positions, and with the position the reply is made from. A game with
   * such a window and `actionBetween` honours `window` or returns -1 where it is given.
   */
  readonly countTwoPlies?: (state: W, options: Readonly<O>, window?: readonly W[]) => number;
  /**
   * The legal action of rank `rank` (an integer from 0 to `count - 1`) in move order: what
   * `generate` would write at that index, found without listing the actions before it. A random
   * playout draws its move with it. Default: `generate` into a scratch list.
   */
  readonly legalActionAt?: (state: W, rank: number, options: Readonly<O>) => number;
  /**
   * The rank in move order of a legal action: its index in what `generate` writes, the inverse of
   * `legalActionAt`. A random playout under a no-repetition window that forbids some actions
   * draws among the others by rank, and skips the forbidden ones by theirs, instead of listing
   * every action. Default: none (such a playout then lists the actions).
   */
  readonly legalRank?: (state: W, action: number, options: Readonly<O>) => number;
  /**
   * Whether the player to move has a legal action other than a pass, exactly `count(state) > 0`
   * but possibly much cheaper (it may stop at the first move found). Default: `count`.
   */
  readonly canMove?: (state: W, options: Readonly<O>) => boolean;
  /** Whether the action (an integer in range) is legal in the state. Default: `generate` lists it. */
  readonly isLegal?: (state: W, action: number, options: Readonly<O>) => boolean;
  /**
   * Whether no position before a legal action can occur again after it (a capture, say): the
   * repetition history is cut there. Given the state before and the state after the action.
   * Default: never (correct, but the history then grows for the whole game).
   */
  readonly irreversible?: (before: W, action: number, after: W, options: Readonly<O>) => boolean;
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
  readonly repeatWindow?: (options: Readonly<O>) => number;
  /**
   * The key of the position after a legal action, given the state and its key, without building
   * it: a shortcut for the no-repetition rule, which asks it of every legal action. Only its value
   * for reversible actions matters (an irreversible one is never banned), so it may ignore
   * captures. Default: the action is played on a scratch copy.
   */
  readonly positionKeyAfter?: (state: W, action: number, key: PositionKey, options: Readonly<O>) => PositionKey;
  /**
   * The legal action after which the position is exactly that of `earlier` (another working state
   * of the game), or -1 where none is: the no-repetition rule's way to find the move, if any, that
   * recreates an earlier position of the line, without trying every legal action. Write it only
   * where at most one legal action can lead to a given position. Default: every legal action is
   * tried with `positionKeyAfter`.
   */
  readonly actionBetween?: (state: W, earlier: W, options: Readonly<O>) => number;

  // The end.

  /**
   * The game's own end condition (draw options aside): the outcome of the state, or `undefined`
   * while the game goes on. `canMove` says whether the player to move has a legal action (a pass
   * aside). Default: the player to move without a legal move has lost (`no-moves`); in a game
   * that passes, no end of its own (the game is drawn when neither player can move).
   */
  readonly outcome?: (state: W, canMove: boolean, options: Readonly<O>) => Outcome<R> | undefined;
  /**
   * Every reason an outcome of the game's own rules can give: those of {@link GameRules.outcome},
   * and `no-move-for-either` in a game that passes. `defineGame` adds the draw options' reasons
   * ({@link DRAW_OPTION_REASONS}) after them. Default: the reasons of the default `outcome`,
   * `no-moves` (or `no-move-for-either` in a game that passes); required with `outcome`.
   */
  readonly outcomeReasons?: readonly R[];

  // For search and for user interfaces.

  /**
   * The game's heuristic evaluation of a working state, as {@link Game.evaluate} gives it (for
   * the player to move); without it every position scores 0.
   */
  readonly evaluate?: (state: W, options: Readonly<O>) => number;
  /**
   * What a legal action (not the pass) does to the board, as {@link Game.effects} lists it, given
   * the state before it (which it must leave as it is). Default: {@link boardEffects} of the board
   * before and after the action, exact unless more than one piece of an owner and kind moves or a
   * piece's path is not seen in the two boards.
   */
  readonly effects?: (state: W, action: number, options: Readonly<O>) => readonly MoveEffect[];
  /** The pieces off the board that can still come onto it, as {@link Game.offBoard}. Default: none. */
  readonly offBoard?: (state: W, options: Readonly<O>) => readonly PiecesOffBoard[];
  /**
   * How a player makes a legal action (not the pass), as {@link Game.gesture} gives it; no two
   * legal actions of a state may share one. Default: {@link effectsGesture} of its effects (the
   * point the moving piece leaves and the one where it ends, or the point a piece is placed on).
   */
  readonly gesture?: (state: W, action: number, options: Readonly<O>) => Gesture;
}
