import { describeValue, withArticle } from './describe.js';
import { RulesError, isRulesError } from './errors.js';
import type { Engine } from './engine.js';
import type { Position, PositionKey } from './game.js';
import { Made, type PositionParts } from './made.js';
import { OptionSets } from './option-sets.js';
import type { DrawOptions } from './options.js';

/*
 * A position is plain data in the documented notation. Reading one from outside is the game's
 * position parser on its board and history strings, the options' reader and the history's
 * check; nothing else.
 */

/** A position string's key, and its working state where a board needed one (the memo keeps no state it was not asked for). */
interface Parsed<W> {
  state: W | undefined;
  readonly key: PositionKey;
}

/** How many parsed position strings an option set remembers (the memo starts again past that). */
const REMEMBERED = 16384;

/** How a game reads positions and options from outside, and makes its own positions. */
export class Admission<Id extends string, M, O extends DrawOptions, W> {
  readonly #engine: Engine<Id, M, O, W>;
  readonly #sets: OptionSets<O, Parsed<W>>;
  /** Position strings are never longer than this: a game writes a few characters a point at most. */
  readonly #longest: number;

  constructor(engine: Engine<Id, M, O, W>) {
    this.#engine = engine;
    this.#sets = new OptionSets(engine.optionSpecs, engine.rules.name);
    this.#longest = 8 * engine.rules.board.size + 64;
  }

  /** The game's shared, frozen resolved options for what a caller passed; throws `option/invalid`. */
  resolve(input: unknown): Readonly<O> {
    return this.#sets.resolve(input).options;
  }

  /** A new position of the library's own making, frozen, carrying its parts. */
  make(parts: PositionParts<W, O>): Position<Id, O> {
    const { board, options, ply, history } = parts;
    return Object.freeze(Made.brand({ game: this.#engine.rules.id, board, options, ply, history }, parts));
  }

  /** The working state of a position's parts: parsed from its board the first time. */
  stateOf(parts: PositionParts<W, O>): W {
    return (parts.state ??= this.#parse(parts.board, parts.options, 'board', this.#sets.of(parts.options)?.parsed, true).state as W);
  }

  /** The keys of a position's history: made from its strings the first time. */
  keysOf(parts: PositionParts<W, O>): readonly PositionKey[] {
    if (parts.keys !== undefined) return parts.keys;
    const memo = this.#sets.of(parts.options)?.parsed;
    return (parts.keys = parts.history.map((text, i) => this.#parse(text, parts.options, `history[${i}]`, memo, false).key));
  }

  /**
   * What the rules read of what a caller handed in: the parts of a position the library made,
   * else each field read once and checked (the game's id, its resolved options, a whole-number
   * ply, the board and every history entry a position string of the game, and no longer a
   * history than the ply and the rules allow).
   *
   * @throws {@link RulesError} `argument/invalid`, naming the part that is wrong.
   */
  read(value: unknown): PositionParts<W, O> {
    if (typeof value !== 'object' || value === null) throw this.#refuse(`got ${describeValue(value)}`);
    const id = this.#engine.rules.id;
    const own = Made.parts(value);
    if (own !== undefined && (value as Position).game === id) return own as PositionParts<W, O>;
    const { game, board, options, ply, history } = value as Record<string, unknown>;
    if (game !== id) {
      throw this.#refuse(
        typeof game === 'string'
          ? `got a position of the game ${describeValue(game)}`
          : `got an object whose game is ${describeValue(game)}`,
      );
    }
    const refuse = (problem: string): never => {
      throw this.#refuse(`got one whose ${problem}`);
    };
    const set = this.#sets.read(options, refuse);
    if (typeof ply !== 'number' || !Number.isSafeInteger(ply) || ply < 0)
      refuse(`ply ${describeValue(ply)} is not a whole number of at least 0`);
    const parsed = this.#parse(board, set.options, 'board', set.parsed, true);
    if (!Array.isArray(history)) return refuse(`history ${describeValue(history)} is not an array of position strings`);
    const length = history.length;
    const most = Math.min(this.#engine.keep(set.options), ply as number);
    if (length > most) {
      refuse(
        this.#engine.keep(set.options) === 0
          ? 'history is not empty, though no rule under these options looks back'
          : `history holds ${length} positions, more than the ${most} that a position at ply ${ply as number} under these options can look back at`,
      );
    }
    const texts = new Array<string>(length);
    const keys = new Array<PositionKey>(length);
    // Strings along the last line read under these options take their keys from it; the others from the memo.
    for (let i = 0, at = -1; i < length; i++) {
      const text: unknown = history[i];
      at = i === 0 ? set.line.find(text) : set.line.next(at, text);
      keys[i] = at >= 0 ? set.line.keyAt(at) : this.#parse(text, set.options, `history[${i}]`, set.parsed, false).key;
      texts[i] = text as string;
    }
    set.line.remember(texts, keys, board as string, parsed.key);
    // `+ 0` turns a ply of -0 into 0, so the library's copy is exactly its JSON.
    return { state: parsed.state, board: board as string, options: set.options, ply: (ply as number) + 0, history: texts, keys };
  }

  /**
   * The key of a position string, and its working state if `withState`, from the memo (where
   * there is one) or the game's parser.
   */
  #parse(text: unknown, options: Readonly<O>, part: string, memo: Map<string, Parsed<W>> | undefined, withState: boolean): Parsed<W> {
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
      throw this.#refuse(`got one whose ${part} is not a position string of the game: ${error.message}`);
    }
    if (known !== undefined) {
      known.state = state;
      return known;
    }
    known = { state: withState ? state : undefined, key: this.#engine.positionKey(state, options) };
    if (memo !== undefined) {
      if (memo.size >= REMEMBERED) memo.clear();
      memo.set(text, known);
    }
    return known;
  }

  #notText(part: string, text: unknown): RulesError {
    return this.#refuse(`got one whose ${part} ${describeValue(text)} is not a position string`);
  }

  #refuse(what: string): RulesError {
    return new RulesError('argument/invalid', `expected ${withArticle(this.#engine.rules.name)} position, ${what}`);
  }
}
