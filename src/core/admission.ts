import { describeValue, withArticle } from './describe.js';
import { RulesError, isRulesError } from './errors.js';
import type { Engine } from './engine.js';
import type { Position, PositionKey } from './game.js';
import { partName } from './last-line.js';
import { LaterParts, Made, positionData, type PositionParts } from './made.js';
import { OptionSets } from './option-sets.js';
import type { DrawOptions } from './options.js';
import type { Parsed, PositionMemo } from './position-memo.js';

/*
 * A position is plain data in the documented notation. Reading one from outside is the game's
 * position parser on its board and history strings, the options' reader and the history's
 * check; nothing else.
 */

/** How a game reads positions and options from outside, and makes its own positions. */
export class Admission<Id extends string, M, O extends DrawOptions, W> {
  readonly #engine: Engine<Id, M, O, W>;
  readonly #sets: OptionSets<O, W>;
  /** Position strings are never longer than this: a game writes a few characters a point at most. */
  readonly #longest: number;
  readonly #id: Id;

  constructor(engine: Engine<Id, M, O, W>) {
    this.#engine = engine;
    const reader = (options: Readonly<O>, memo: PositionMemo<W>) => ({
      key: (text: unknown, at: number) => this.#parse(text, options, at, memo, false).key,
      step: (earlier: string, at: number, later: PositionKey, laterAt: number) => {
        if (engine.leadsTo(this.#parse(earlier, options, at, memo, true).state as W, later, options)) return;
        this.#whose(`${partName(laterAt < 0 ? 'board' : laterAt)} cannot follow ${partName(at)} by a legal move that keeps the history`);
      },
      rules: { repetition: options.repetition ?? Infinity, window: engine.window(options), refuse: this.#whose },
    });
    this.#sets = new OptionSets(engine.optionSpecs, engine.rules.name, engine.keep, reader);
    this.#longest = 8 * engine.rules.board.size + 64;
    this.#id = engine.rules.id;
  }

  /** The game's shared, frozen resolved options for what a caller passed; throws `option/invalid`. */
  resolve(input: unknown): Readonly<O> {
    return this.#sets.resolve(input).options;
  }

  /** A new position of the library's own making, frozen, carrying its parts. */
  make(parts: PositionParts<W, O>): Position<Id, O> {
    return Object.freeze(Made.brand(positionData(this.#id, parts), parts));
  }

  /** The working state of a position's parts: parsed from its board the first time. */
  stateOf(parts: PositionParts<W, O>): W {
    return (parts.state ??= this.#parse(parts.board, parts.options, 'board', this.#sets.of(parts.options)?.memo, true).state as W);
  }

  /** The keys of a position's history: made from its strings the first time. */
  keysOf(parts: PositionParts<W, O>): readonly PositionKey[] {
    if (parts.keys !== undefined) return parts.keys;
    const memo = this.#sets.of(parts.options)?.memo;
    const keys = parts.history.map((text, i) => this.#parse(text, parts.options, i, memo, false).key);
    // A history made when read is not kept (see LaterParts), nor are its keys.
    if (!(parts instanceof LaterParts)) parts.keys = keys;
    return keys;
  }

  /**
   * What the rules read of what a caller handed in: the parts of a position the library made, else
   * each field read once and checked (the game's id, its resolved options, a whole-number ply, the
   * board and each history entry a position string of the game, a history no longer than the ply
   * and the rules allow, each entry and the board one legal move after the one before it).
   * @throws {@link RulesError} `argument/invalid`, naming the part that is wrong.
   */
  read(value: unknown): PositionParts<W, O> {
    if (typeof value !== 'object' || value === null) throw this.#refuse(`got ${describeValue(value)}`);
    const id = this.#id;
    const own = Made.parts(value);
    if (own !== undefined && (value as Position).game === id) return own as PositionParts<W, O>;
    const { game, board, options, ply, history } = value as Record<string, unknown>;
    const what = typeof game === 'string' ? 'a position of the game' : 'an object whose game is';
    if (game !== id) throw this.#refuse(`got ${what} ${describeValue(game)}`);
    const refuse = this.#whose;
    const set = this.#sets.read(options, refuse);
    if (typeof ply !== 'number' || !Number.isSafeInteger(ply) || ply < 0)
      refuse(`ply ${describeValue(ply)} is not a whole number of at least 0`);
    const line = set.line;
    const parsed = line.board(board, ply as number) ?? this.#parse(board, set.options, 'board', set.memo, true);
    if (!Array.isArray(history)) return refuse(`history ${describeValue(history)} is not an array of position strings`);
    const length = history.length;
    const most = Math.min(set.keep, ply as number);
    if (length > most) {
      refuse(
        set.keep === 0
          ? 'history is not empty, though no rule under these options looks back'
          : `history holds ${length} positions, more than the ${most} that a position at ply ${ply as number} under these options can look back at`,
      );
    }
    // Strings along the histories read before under these options take their keys from them; the others from the memo.
    line.follow(history as unknown[], length, ply as number, board as string, parsed);
    // `+ 0` turns a ply of -0 into 0, so the library's copy is exactly its JSON.
    return {
      state: parsed.state,
      board: board as string,
      options: set.options,
      ply: (ply as number) + 0,
      history: line.texts,
      keys: line.keys,
      key: parsed.key,
    };
  }

  /**
   * The key of a position string, and its working state if `withState`, from the memo (where
   * there is one) or the game's parser.
   */
  #parse(text: unknown, options: Readonly<O>, part: string | number, memo: PositionMemo<W> | undefined, withState: boolean): Parsed<W> {
    if (typeof text !== 'string' || text.length > this.#longest) throw this.#notText(part, text);
    let known = memo?.get(text);
    if (known !== undefined && (known.state !== undefined || !withState)) return known;
    // A string in the memo was checked when it was parsed; surrounding white space is no position string.
    if (text.trim() !== text) throw this.#notText(part, text);
    const rules = this.#engine.rules;
    let state: W;
    try {
      state = rules.parsePosition(text, options);
    } catch (error) {
      if (!isRulesError(error)) throw error;
      throw this.#refuse(`got one whose ${partName(part)} is not a position string of the game: ${error.message}`);
    }
    if (known !== undefined) {
      known.state = state;
      return known;
    }
    known = { state: withState ? state : undefined, key: this.#engine.positionKey(state, options), seen: undefined };
    memo?.add(text, known);
    return known;
  }

  #notText(part: string | number, text: unknown): RulesError {
    return this.#refuse(`got one whose ${partName(part)} ${describeValue(text)} is not a position string`);
  }

  #refuse(what: string): RulesError {
    return new RulesError('argument/invalid', `expected ${withArticle(this.#engine.rules.name)} position, ${what}`);
  }

  /** Refuses a copy for the problem a phrase names (`ply -1 is not …`). */
  readonly #whose = (problem: string): never => {
    throw this.#refuse(`got one whose ${problem}`);
  };
}
