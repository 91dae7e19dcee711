import { ownPosition } from './made.js';
import { describeValue } from './describe.js';
import { RulesError } from './errors.js';
import { requireGame } from './guards.js';
import type { MoveEffect } from './effects.js';
import type { Game, Position } from './game.js';
import type { OptionsInput } from './options.js';
import { PLAYERS, opponent, type DecisionReason, type Outcome, type Player } from './player.js';
import { formatRecord, readMove, replay, type GameRecord } from './record.js';

/** One move of a {@link Match}: the move, its notation, the positions around it and its effects. */
export interface MatchEntry<Id extends string, M, O, P extends Position<Id, O> = Position<Id, O>> {
  /** The move played. */
  readonly move: M;
  /** Its notation, written in the position before it. */
  readonly notation: string;
  /** The position the move was played in. */
  readonly before: P;
  /** The position after the move. */
  readonly after: P;
  /** What the move did to the board, in the order an animation can show it ({@link Game.effects}). */
  readonly effects: readonly MoveEffect[];
}

/**
 * A stateful convenience shell over the pure game functions, for apps: it keeps the current
 * position, the history of moves with the positions before and after each, and undo/redo.
 * Every method either succeeds or throws a {@link RulesError} and changes nothing.
 *
 * @example
 * ```ts
 * import { kono, Match } from 'ludicore';
 * const match = new Match(kono);
 * match.move('a1xa3');
 * match.move('b4xb2');
 * match.position.board; // → 'w1ww/bwww/bwbb/1bbb b'
 * match.undo();
 * match.toMove; // → 'white'
 * match.outcome; // → undefined
 * match.resign(); // → { winner: 'black', reason: 'resignation' }
 * ```
 *
 * @typeParam Id - the game's id
 * @typeParam M - the game's move type
 * @typeParam O - the game's options type
 * @typeParam R - the game's outcome reasons
 * @typeParam P - the game's position type
 */
export class Match<Id extends string, M, O, R extends string = string, P extends Position<Id, O> = Position<Id, O>> {
  /** The game played. */
  readonly game: Game<Id, M, O, R, P>;
  #start: P;
  #history: MatchEntry<Id, M, O, P>[] = [];
  #undone: MatchEntry<Id, M, O, P>[] = [];
  /** The players' decision (a resignation, a draw agreed) on the current position, if any. */
  #decision: Outcome<DecisionReason> | undefined;

  /**
   * @param game - the game to play
   * @param start - a start position, or options for the game's own start (default: no options)
   * @throws {@link RulesError} `argument/invalid` for a value that is not a game, or a start that
   *   is not a position of the game; as the game's `start` does for bad options.
   */
  constructor(game: Game<Id, M, O, R, P>, start?: P | OptionsInput<O>) {
    requireGame(game, 'new Match');
    this.game = game;
    // The game's own copy of a position from outside, checked once here.
    this.#start = isPosition(start) ? ownPosition(game, start) : game.start(start);
  }

  /**
   * A match replaying a game record's moves, so that they can be undone one by one; its start is
   * the record's start. (Read a record's text with `parseRecord`.)
   *
   * @throws {@link RulesError} `argument/invalid` for a value that is not a record of a game
   *   (its start a position of its game), `move/illegal` for a move its position refuses.
   */
  static fromRecord<Id extends string, M, O, R extends string, P extends Position<Id, O>>(
    record: GameRecord<Id, M, O, R, P>,
  ): Match<Id, M, O, R, P>;
  /** A match of any game, from a record of any game (a union of games' records, say). */
  static fromRecord(record: GameRecord): Match<string, unknown, unknown>;
  static fromRecord(record: GameRecord): Match<string, unknown, unknown> {
    if (typeof record !== 'object' || record === null) {
      throw new RulesError('argument/invalid', `Match.fromRecord needs a game record, got ${describeValue(record)}`);
    }
    const { game, start, moves } = record;
    requireGame(game, 'Match.fromRecord');
    if (!Array.isArray(moves))
      throw new RulesError('argument/invalid', `Match.fromRecord needs a record whose moves are a list, got ${describeValue(moves)}`);
    const match = new Match(game, start);
    for (const move of moves) match.move(move);
    // A record's decision is its outcome where its moves leave the game on.
    const { outcome } = record;
    if (match.outcome === undefined && outcome !== undefined) {
      if (outcome.reason === 'resignation' && outcome.winner !== null) match.resign(opponent(outcome.winner));
      else if (outcome.reason === 'agreement' && outcome.winner === null) match.agreeDraw();
    }
    return match;
  }

  /**
   * Starts over from another position of the game (a position of the game's, or its JSON copy),
   * forgetting every move played and undone: what an app does when a user pastes a position.
   *
   * @throws {@link RulesError} `argument/invalid` for a value that is not a position of the game.
   */
  load(position: P): void {
    const start = ownPosition(this.game, position);
    this.#start = start;
    this.#history = [];
    this.#undone = [];
    this.#decision = undefined;
  }

  /** The position the match started from (or was last loaded with). */
  get start(): P {
    return this.#start;
  }

  /** The current position. */
  get position(): P {
    return this.#history[this.#history.length - 1]?.after ?? this.#start;
  }

  /** The moves played so far (undone moves excluded), oldest first. */
  get history(): readonly MatchEntry<Id, M, O, P>[] {
    return [...this.#history];
  }

  /** The player to move. */
  get toMove(): Player {
    return this.game.toMove(this.position);
  }

  /** The legal moves of the current position. */
  get legalMoves(): readonly M[] {
    return this.game.legalMoves(this.position);
  }

  /**
   * The outcome, once the game is over: the rules' (the game's `outcome`), or the players'
   * decision ({@link Match.resign}, {@link Match.agreeDraw}).
   */
  get outcome(): Outcome<R | DecisionReason> | undefined {
    return this.game.outcome(this.position) ?? this.#decision;
  }

  /**
   * Ends the game by the resignation of `player` (default: the player to move): the other player
   * wins, with the reason `resignation`. Undoing a move takes the resignation back too.
   *
   * @throws {@link RulesError} `move/game-over` if the game is over; `argument/invalid` for a
   *   player that is not `black` or `white`.
   */
  resign(player: Player = this.toMove): Outcome<DecisionReason> {
    if (!PLAYERS.includes(player)) {
      throw new RulesError('argument/invalid', `resign needs the player who resigns, black or white, got ${describeValue(player)}`);
    }
    return this.#decide(Object.freeze({ winner: opponent(player), reason: 'resignation' }));
  }

  /**
   * Ends the game in a draw both players agreed to, with the reason `agreement`. Undoing a move
   * takes the agreement back too.
   *
   * @throws {@link RulesError} `move/game-over` if the game is over.
   */
  agreeDraw(): Outcome<DecisionReason> {
    return this.#decide(Object.freeze({ winner: null, reason: 'agreement' }));
  }

  #decide(decision: Outcome<DecisionReason>): Outcome<DecisionReason> {
    const over = this.outcome;
    if (over !== undefined) {
      throw new RulesError('move/game-over', `the game is over already: ${over.winner ?? 'draw'} (${over.reason})`);
    }
    this.#decision = decision;
    return decision;
  }

  /** Whether there is a move to undo. */
  get canUndo(): boolean {
    return this.#history.length > 0;
  }

  /** Whether there is an undone move to redo. */
  get canRedo(): boolean {
    return this.#undone.length > 0;
  }

  /**
   * Plays a move, given as a move object or in notation, and forgets any undone moves.
   *
   * @throws {@link RulesError} `notation/syntax`, `move/illegal` or `move/game-over`.
   */
  move(move: M | string): MatchEntry<Id, M, O, P> {
    if (this.#decision !== undefined) {
      throw new RulesError('move/game-over', `the game is over: ${this.#decision.winner ?? 'draw'} (${this.#decision.reason})`);
    }
    const before = this.position;
    const { move: chosen, notation } = readMove(this.game, before, move);
    const effects = this.game.effects(before, chosen);
    const after = this.game.play(before, chosen);
    const entry = Object.freeze({ move: chosen, notation, before, after, effects });
    this.#history.push(entry);
    this.#undone = [];
    return entry;
  }

  /** Takes back the last move; throws `match/no-undo` if there is none. */
  undo(): MatchEntry<Id, M, O, P> {
    const entry = this.#history.pop();
    if (entry === undefined) throw new RulesError('match/no-undo', 'nothing to undo: no move has been played');
    this.#undone.push(entry);
    this.#decision = undefined;
    return entry;
  }

  /** Plays the last undone move again; throws `match/no-redo` if there is none. */
  redo(): MatchEntry<Id, M, O, P> {
    const entry = this.#undone.pop();
    if (entry === undefined) throw new RulesError('match/no-redo', 'nothing to redo: no move has been undone since the last move');
    this.#history.push(entry);
    this.#decision = undefined;
    return entry;
  }

  /**
   * The match as a game record (see {@link replay}), typed as its game's: the start, the moves
   * played (undone moves excluded) and the outcome, the players' decision included. Made on each
   * read, in time linear in the moves; {@link Match.fromRecord} makes the match again.
   */
  get record(): GameRecord<Id, M, O, R, P> {
    return replay(
      this.game,
      this.#start,
      this.#history.map((e) => e.move),
      {},
      this.#decision,
    );
  }

  /**
   * The match as game-record text (see {@link formatRecord}); throws `argument/invalid` if the
   * match started from a position carrying repetition history, which a record cannot hold.
   */
  toRecord(): string {
    return formatRecord(this.record);
  }
}

function isPosition<Id extends string, O, P extends Position<Id, O>>(value: P | OptionsInput<O> | undefined): value is P {
  // Options never have these keys (unknown options are refused), so they tell the two apart.
  return typeof value === 'object' && value !== null && 'board' in value && 'game' in value && 'ply' in value && 'history' in value;
}
