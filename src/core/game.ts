import type { Board } from './board.js';
import type { MoveEffect } from './effects.js';
import type { Gesture } from './gestures.js';
import type { PiecesOffBoard } from './off-board.js';
import type { OptionSpecs, OptionsInput } from './options.js';
import type { Outcome, Player } from './player.js';
import type { Random } from './random.js';

/** A value that identifies a position's board and player to move, for repetition rules and tables. */
export type PositionKey = number | string;

/**
 * An immutable position of a game, made of plain JSON data in the documented notation only: the
 * position string of the game's rules page, the options in force, the ply count, and the position
 * strings of the earlier positions that the rules look back at. Any store can keep it and any
 * channel can send it, and a person can read it; its JSON copy and its structured clone are read
 * by the game's position parser and treated exactly as it. Nothing in it depends on how the
 * library works inside, so a stored position reads the same in later versions. Treat it as a
 * value: {@link Game.play} returns a new one and never changes its input.
 *
 * ```json
 * { "game": "<id>", "board": "<position string>", "options": { … }, "ply": 0, "history": [] }
 * ```
 *
 * @typeParam Id - the id of the game the position belongs to
 * @typeParam O - the options type
 */
export interface Position<Id extends string = string, O = unknown> {
  /** The id of the game this position belongs to. */
  readonly game: Id;
  /**
   * The position string (board, player to move, the game's pieces off the board), exactly as
   * {@link Game.formatPosition} writes it and {@link Game.parsePosition} reads it.
   */
  readonly board: string;
  /** The rules options in force, every default filled in (what {@link Game.start} resolves). */
  readonly options: Readonly<O>;
  /** Plies played since the start position (or since the position string it was parsed from). */
  readonly ply: number;
  /**
   * The position strings of the earlier positions since the last irreversible move (a capture,
   * say), oldest first, the current one not included: all of them under the `repetition` draw
   * rule, the newest few that a no-repetition rule looks back at, and none where no rule needs
   * them. In a copy from outside, each entry, and the board, must follow the one before it by a
   * legal move that keeps the history; no entry may be a position the game ended at (its
   * `repetition`-th occurrence), nor the board one past that; and no entry nor the board may
   * recreate a position a no-repetition rule forbade (else `argument/invalid`, naming the entry).
   */
  readonly history: readonly string[];
}

/** A piece on a point, as {@link Game.pieceAt} reports it. */
export interface Piece {
  /** The player the piece belongs to. */
  readonly owner: Player;
  /** The game's name for the kind of piece, in lower case: `man`, `king`, `stone`. */
  readonly kind: string;
  /**
   * `true` for a piece the rules have captured but left on its cell, marked, until its owner
   * releases it (a rule of some games' variants); absent for every other piece.
   */
  readonly captured?: true;
}

/**
 * A mutable, allocation-free view of a game for search code (perft, playouts, bots): moves are
 * action indices, and {@link Cursor.play} / {@link Cursor.undo} change the cursor in place.
 * Get one from {@link Game.cursor}; it never changes the position it started from.
 */
export interface Cursor<P = Position, R extends string = string> {
  /** Plies played since the start of the game (the root position's ply plus the cursor's depth). */
  readonly ply: number;
  /** Plies played through this cursor and not undone. */
  readonly depth: number;
  /**
   * Whether the rules in force look at earlier positions (the `repetition` draw, a no-repetition
   * rule), so that two positions with equal keys can have different futures: what a
   * transposition table must know.
   */
  readonly tracksHistory: boolean;
  /** The player to move. */
  toMove(): Player;
  /**
   * Writes the legal actions into `out` in the game's move order and returns how many there
   * are (0 when the game is over). `out` needs room for {@link Game.maxMoves} entries.
   */
  legalActions(out: Int32Array): number;
  /** The number of legal actions, without listing them (0 when the game is over). */
  countLegalActions(): number;
  /**
   * Perft below the cursor: the number of legal lines of exactly `depth` plies from the current
   * position (1 for depth 0; a line on which the game ends sooner counts nothing). Counts the last
   * plies with the game's own {@link ludicore!GameRules.countTwoPlies | countTwoPlies} and
   * {@link ludicore!GameRules.countAfter | countAfter}; leaves the cursor where it was.
   * Throws `argument/invalid` for a depth that is not an integer from 0 to 64.
   */
  countLeaves(depth: number): number;
  /**
   * Plays uniformly random legal moves (`random.int(n)` of the `n` legal actions, in move order)
   * until the game is over or `limit` plies are played, and returns the plies played. The cursor
   * ends at the final position, which becomes its starting point: nothing before it can be
   * undone, so memory stays the same however long the playout. Uses the game's own playout where
   * it has one. Throws `argument/invalid` for a limit that is not a non-negative integer, a
   * `random` that is not a random source, and, as it plays, for a `random` (not one of
   * `createRandom`'s, which are used unchecked) whose `int(n)` answers anything but an integer
   * from 0 to n - 1: such an answer names no legal move.
   */
  playRandom(random: Random, limit: number): number;
  /**
   * Plays a legal action. Otherwise throws, and changes nothing: `action/out-of-range` for a value
   * that is no action index, then `move/game-over` once the game is over, then `move/illegal`.
   */
  play(action: number): void;
  /**
   * Plays an action that {@link Cursor.legalActions} has just listed at this position, without
   * checking it: the fast path of search code (perft, playouts, bots), in the manner of
   * shakmaty's `play_unchecked`. Anything else (an action listed at another position, a made-up
   * index) leaves the cursor in a state that no rule describes; use {@link Cursor.play} for
   * actions from outside.
   */
  playUnchecked(action: number): void;
  /**
   * The action that move notation names here, checked as {@link Cursor.play} checks it (the text
   * trimmed): what {@link Game.parseMove} gives, as an action index. Throws as `parseMove` does.
   */
  parseMove(text: string): number;
  /**
   * The notation of an action in the current position, as {@link Game.formatMove} writes it;
   * throws `action/out-of-range` for a value that is no action index.
   */
  formatMove(action: number): string;
  /** Takes back the last action played through this cursor; throws `argument/invalid` at depth 0. */
  undo(): void;
  /** The outcome of the current position, or `undefined` while the game is on. */
  outcome(): Outcome<R> | undefined;
  /** The current position's key, as {@link Game.positionKey} gives it. */
  positionKey(): PositionKey;
  /**
   * The piece on a point of the current position, or `undefined` for an empty one: what an
   * evaluation function reads the board with. Throws `argument/invalid` for a value that is not a
   * point index of the board.
   */
  pieceAt(point: number): Piece | undefined;
  /**
   * Writes the points of the current position that hold a piece into `out`, in point order, and
   * returns how many there are: the points where {@link Cursor.pieceAt} finds a piece, read at
   * once, so that an evaluation visits the pieces rather than every point of a large board. Throws
   * `argument/invalid` unless `out` is an `Int32Array` with room for every point of the board.
   */
  occupiedPoints(out: Int32Array): number;
  /**
   * The pieces of the current position that are off the board and can still come onto it, as
   * {@link Game.offBoard} gives them, without making the position.
   */
  offBoard(): readonly PiecesOffBoard[];
  /** The current position as an immutable {@link Position}. */
  position(): P;
  /** Starts again from another position of the same game (reusing the cursor's memory). */
  reset(position: P): void;
}

/**
 * The contract every game fulfils. Everything above the core (perft, playouts, records, `Match`,
 * the conformance suite, bots) works through it alone.
 *
 * Moves are plain data; notation ({@link Game.formatMove}, {@link Game.parseMove}) and action
 * indices ({@link Game.encodeMove}, {@link Game.decodeMove}) are lossless views of them.
 *
 * @typeParam Id - the game's id
 * @typeParam M - the move type
 * @typeParam O - the options type
 * @typeParam R - the outcome reasons the game can give
 * @typeParam P - the position type: `Position<Id, O>` itself, under the name a game gives it
 *   (`ChessPosition`), so that its signatures show the name
 */
export interface Game<
  Id extends string = string,
  M = unknown,
  O = unknown,
  R extends string = string,
  P extends Position<Id, O> = Position<Id, O>,
> {
  /** Short id used in registries and in game records, such as `chess`. */
  readonly id: Id;
  /** Human name, e.g. `Nine Men's Morris`. */
  readonly name: string;
  /** The board graph. */
  readonly board: Board;
  /** The rules options this game accepts, with their descriptions. */
  readonly optionSpecs: OptionSpecs<O>;
  /** The number of action indices: every move of the game encodes to `0 … actionCount - 1`. */
  readonly actionCount: number;
  /** An upper bound on the number of legal moves in any position (the size a move buffer needs). */
  readonly maxMoves: number;
  /**
   * Every reason an {@link Outcome} of the game can give, frozen: the common ones it uses (see
   * {@link ludicore!OUTCOME_REASONS | OUTCOME_REASONS}), its own, and the draw options'
   * ({@link ludicore!DRAW_OPTION_REASONS | DRAW_OPTION_REASONS}).
   */
  readonly outcomeReasons: readonly R[];
  /** The start position under the given options; throws `option/invalid` for a bad option. */
  start(options?: OptionsInput<O>): P;
  /** The player to move. */
  toMove(position: P): Player;
  /** The legal moves, in the game's documented order; empty when the game is over. */
  legalMoves(position: P): readonly M[];
  /**
   * Whether `move` is legal in `position`. Never throws a `RulesError`: a bad position or a
   * value that is no move is simply not legal.
   */
  isLegal(position: P, move: M): boolean;
  /**
   * The position after `move`. Throws, leaving `position` as it was: `move/illegal` for a value that
   * is not a move of this game, then `move/game-over` once the game is over, then `move/illegal`
   * for a move that is not legal here.
   */
  play(position: P, move: M): P;
  /** The result once the game is over, else `undefined`. */
  outcome(position: P): Outcome<R> | undefined;
  /**
   * Reads a legal move from canonical notation (surrounding white space is ignored). Throws
   * `move/game-over` once the game is over, else `notation/syntax` for text that is not canonical
   * notation, or `move/illegal` for a move that is not legal here.
   */
  parseMove(position: P, text: string): M;
  /** Writes a move in canonical notation; throws `move/illegal` if it is not a move of this game. */
  formatMove(position: P, move: M): string;
  /** Reads a position string; throws `position/syntax`, `position/invalid` or `option/invalid`. */
  parsePosition(text: string, options?: OptionsInput<O>): P;
  /** Writes the canonical position string. */
  formatPosition(position: P): string;
  /**
   * The action index of a move: the same move has the same index in every position. Throws
   * `move/illegal` if the value is not a move of this game.
   */
  encodeMove(move: M): number;
  /** The move an action index stands for (legal or not in a given position); throws `action/out-of-range`. */
  decodeMove(action: number): M;
  /** The key of the position's board and player to move (equal keys: equal positions for repetition). */
  positionKey(position: P): PositionKey;
  /** The piece on a point, or `undefined` if it is empty. */
  pieceAt(position: P, point: number): Piece | undefined;
  /** A fresh search cursor starting at `position`. */
  cursor(position: P): Cursor<P, R>;
  /**
   * The game's own heuristic evaluation (material, mobility and the game's goals) of the
   * cursor's position, for the player to move, which the bots of `ludicore/ai` use unless given
   * another; an evaluation of your own can build on it. It reads the game's own cursors directly,
   * and any other cursor through its {@link Cursor.position}.
   */
  evaluate(cursor: Cursor<P>): number;
  /**
   * What a legal move does to the board, frozen, in an order an animation can follow: the pieces
   * that move (each step of a piece that moves twice, each piece the move carries along), the
   * pieces removed and the pieces placed; applied one after another to the board before the move
   * ({@link ludicore!applyEffects}) they give the board after it. A pass has none. Throws as
   * {@link Game.play} does: `move/illegal` for a value that is not a move of this game, then
   * `move/game-over` once the game is over, then `move/illegal` for a move not legal here.
   */
  effects(position: P, move: M): readonly MoveEffect[];
  /**
   * The pieces not on the board that can still come onto it, frozen, by owner, kind and reason
   * (held for return, not yet placed); empty in a game whose pieces never come back.
   */
  offBoard(position: P): readonly PiecesOffBoard[];
  /**
   * How a player makes a legal move: the points they click, in order, and the choice that the
   * points leave open, if any (none of either for a pass). No two legal moves of a position share
   * one; {@link ludicore!clickSelection} and {@link ludicore!moveOfGesture} find moves from clicks. Throws as
   * {@link Game.effects} does.
   */
  gesture(position: P, move: M): Gesture;
}

/**
 * A heuristic score of the cursor's position for the player to move: positive is good for them,
 * negative bad, 0 even; about 1 per piece of material is the customary scale (bots map scores to
 * winning chances with that in mind). It must not change the cursor's position: it may play
 * and undo, as long as it undoes what it plays.
 */
export type Evaluation<P = Position> = (cursor: Cursor<P>) => number;

/** A game of any id, move and options type, as registries and generic tools take it. */
export type AnyGame = Game<string, unknown, unknown>;

/** The move type of a game. */
export type MoveOf<G> = G extends Game<string, infer M, unknown> ? M : never;

/** The outcome reasons of a game: the reason type of its {@link Outcome}. */
export type ReasonOf<G> = G extends Game<string, unknown, unknown, infer R> ? R : never;

/** The position type of a game, by the name it gives it (`ChessPosition`). */
export type PositionOf<G> = G extends Game<string, unknown, unknown, string, infer P> ? P : never;
