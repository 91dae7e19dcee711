import { describeValue, withArticle } from './describe.js';
import { RulesError, isRulesError } from './errors.js';
import type { Engine } from './engine.js';
import type { Game, Position, PositionKey } from './game.js';
import { resolveOptions, type DrawOptions } from './options.js';

/*
 * A position is plain data in the documented notation. Reading one is the game's position parser
 * on its board and history strings, the options' reader and the history's check; nothing else.
 * The positions this copy of the library made carry what was read of them in a private field,
 * added through a base-class constructor that returns the object it is given: the object stays
 * plain (JSON, structured cloning and spreading see only its data fields), and a copy, which is
 * a new object, is read like any other value from outside. (A weak map would do the same, at a
 * cost in garbage collection that a game of a million plies feels.)
 */

/**
 * What the rules read of a position: its working state (the library's, never changed; made from
 * the board when first asked, see {@link Admission.stateOf}) and the rest, checked.
 */
export interface PositionParts<W, O> {
  state: W | undefined;
  readonly board: string;
  readonly options: Readonly<O>;
  readonly ply: number;
  /** The earlier positions' strings, oldest first, and their keys. */
  readonly history: readonly string[];
  readonly keys: readonly PositionKey[];
}

/** An empty history. */
export const NO_HISTORY: readonly never[] = Object.freeze([]);

/** A base class whose constructor returns the object it is given, so a subclass can brand that object. */
class Adopt {
  constructor(target: object) {
    return target;
  }
}

/** The brand of the positions this copy of the library made, holding their parts. */
class Made extends Adopt {
  readonly #parts: PositionParts<unknown, unknown>;

  private constructor(target: object, parts: PositionParts<unknown, unknown>) {
    super(target);
    this.#parts = parts;
  }

  /** Brands a plain object (before it is frozen) with its parts; returns it. */
  static brand<T extends object>(target: T, parts: PositionParts<unknown, unknown>): T {
    return new Made(target, parts) as object as T;
  }

  /** The parts of a position the library made, else `undefined`. */
  static parts(value: object): PositionParts<unknown, unknown> | undefined {
    return #parts in value ? (value as unknown as Made).#parts : undefined;
  }
}

/**
 * The position for code that wants the library's own (to read it without checks again): the
 * position itself if the library made it, else the game's checked copy.
 *
 * @throws {@link RulesError} `argument/invalid` for anything that is not a sound position of `game`.
 */
export function ownPosition<Id extends string, M, O>(game: Game<Id, M, O>, position: Position<Id, O>): Position<Id, O> {
  if (typeof position === 'object' && position !== null && Made.parts(position) !== undefined && position.game === game.id) return position;
  return game.cursor(position).position();
}

/** Parsed position strings remembered per option set: parsing is a pure function of the text and the options. */
const MEMO_SIZE = 16384;

/** A position string's working state and key. */
interface Parsed<W> {
  readonly state: W;
  readonly key: PositionKey;
}

/** How a game reads positions and options from outside, and makes its own positions. */
export class Admission<Id extends string, M, O extends DrawOptions, W> {
  readonly #engine: Engine<Id, M, O, W>;
  /** The option sets the game resolved, each frozen and shared by its positions, with their fields. */
  readonly #sets: { options: Readonly<O>; fields: readonly string[] }[] = [];
  readonly #parsed = new WeakMap<object, Map<string, Parsed<W>>>();
  #lastOptions: Readonly<O> | undefined;
  #lastMemo: Map<string, Parsed<W>> | undefined;
  /** Position strings are never longer than this: the game writes at most a few characters a point. */
  readonly #longest: number;

  constructor(engine: Engine<Id, M, O, W>) {
    this.#engine = engine;
    this.#longest = 8 * engine.rules.board.size + 64;
  }

  /** The game's shared, frozen resolved options for what a caller passed; throws `option/invalid`. */
  resolve(input: unknown): Readonly<O> {
    const resolved = resolveOptions(this.#engine.rules.options, input, this.#engine.rules.name);
    const fields = Object.keys(resolved);
    const values = fields.map((field) => (resolved as Record<string, unknown>)[field]);
    const known = this.#sets.find((set) => sameFields(set.options, set.fields, fields, values));
    if (known !== undefined) return known.options;
    // A handful of option sets is what a program uses; the oldest is forgotten past that.
    if (this.#sets.unshift({ options: resolved, fields }) > 16) this.#sets.pop();
    return resolved;
  }

  /** A new position of the library's own making, frozen, remembered with its parts. */
  make(parts: PositionParts<W, O>): Position<Id, O> {
    const { board, options, ply, history } = parts;
    return Object.freeze(Made.brand({ game: this.#engine.rules.id, board, options, ply, history }, parts));
  }

  /** The working state of a position's parts (parsed from its board the first time, the parse remembered). */
  stateOf(parts: PositionParts<W, O>): W {
    return (parts.state ??= this.#parse(parts.board, parts.options, 'board').state);
  }

  /** The position a caller handed in as the library's own: itself if the library made it, else one made of what was read. */
  admit(value: unknown): Position<Id, O> {
    const parts = this.read(value);
    return Made.parts(value as object) === parts ? (value as Position<Id, O>) : this.make(parts);
  }

  /**
   * What the rules read of what a caller handed in: the parts of a position the library made,
   * else each field read once and checked (the game's id, its resolved options, a whole-number
   * ply, the board and every history entry a position string of the game, no longer a history
   * than the ply and the rules allow).
   *
   * @throws {@link RulesError} `argument/invalid`, naming the part that is wrong.
   */
  read(value: unknown): PositionParts<W, O> {
    if (typeof value !== 'object' || value === null) throw this.#refuse(`got ${describeValue(value)}`);
    const own = Made.parts(value);
    const id = this.#engine.rules.id;
    if (own !== undefined && (value as Position).game === id) return own as PositionParts<W, O>;
    const { game, board, options, ply, history } = value as Record<string, unknown>;
    if (game !== id) throw this.#refuse(typeof game === 'string' ? `got a position of the game ${describeValue(game)}` : `got an object whose game is ${describeValue(game)}`);
    const resolved = this.#options(options);
    if (typeof ply !== 'number' || !Number.isSafeInteger(ply) || ply < 0) throw this.#part(`ply ${describeValue(ply)} is not a whole number of at least 0`);
    const memo = this.#memo(resolved);
    const { state } = this.#parse(board, resolved, 'board', memo);
    if (!Array.isArray(history)) throw this.#part(`history ${describeValue(history)} is not an array of position strings`);
    const length = history.length;
    const keep = this.#engine.keep(resolved);
    if (length > Math.min(keep, ply)) {
      throw this.#part(
        keep === 0
          ? 'history is not empty, though no rule under these options looks back'
          : `history holds ${length} positions, more than the ${Math.min(keep, ply)} that a position at ply ${ply} under these options can look back at`,
      );
    }
    const texts = new Array<string>(length);
    const keys = new Array<PositionKey>(length);
    for (let i = 0; i < length; i++) {
      const text: unknown = history[i];
      keys[i] = (memo.get(text as string) ?? this.#parse(text, resolved, `history[${i}]`, memo)).key;
      texts[i] = text as string;
    }
    return { state, board: board as string, options: resolved, ply: ply + 0, history: texts, keys };
  }

  /** The working state and key of a position string, from the memo or the game's parser. */
  #parse(text: unknown, options: Readonly<O>, part: string, memo = this.#memo(options)): Parsed<W> {
    if (typeof text !== 'string' || text.length > this.#longest || text.trim() !== text) {
      throw this.#part(`${part} ${describeValue(text)} is not a position string`);
    }
    let known = memo.get(text);
    if (known === undefined) {
      const rules = this.#engine.rules;
      let state: W;
      try {
        state = rules.parsePosition(text, options);
      } catch (error) {
        if (!isRulesError(error)) throw error;
        throw this.#part(`${part} is not a position string of the game: ${error.message}`);
      }
      if (memo.size >= MEMO_SIZE) memo.clear();
      memo.set(text, (known = { state, key: rules.key(state) }));
    }
    return known;
  }

  /** The position strings parsed under an option set. */
  #memo(options: Readonly<O>): Map<string, Parsed<W>> {
    if (options === this.#lastOptions) return this.#lastMemo as Map<string, Parsed<W>>;
    let memo = this.#parsed.get(options);
    if (memo === undefined) this.#parsed.set(options, (memo = new Map()));
    this.#lastOptions = options;
    this.#lastMemo = memo;
    return memo;
  }

  /** The game's shared options for the options a copy claims, which must be in resolved form. */
  #options(given: unknown): Readonly<O> {
    const prototype: unknown = typeof given === 'object' && given !== null ? Object.getPrototypeOf(given) : undefined;
    if (prototype !== Object.prototype && prototype !== null) throw this.#part(`options ${describeValue(given)} are not a plain object`);
    // Each field read once, in the copy's order (a JSON copy keeps the order the library wrote).
    const names: string[] = [];
    const values: unknown[] = [];
    for (const field in given as object) {
      if (!Object.hasOwn(given as object, field)) throw this.#part(`options ${describeValue(given)} are not a plain object`);
      names.push(field);
      values.push((given as Record<string, unknown>)[field]);
    }
    for (const set of this.#sets) if (sameFields(set.options, set.fields, names, values)) return set.options;
    const read = Object.fromEntries(names.map((name, i) => [name, values[i]]));
    let resolved: Readonly<O>;
    try {
      resolved = this.resolve(read);
    } catch (error) {
      if (!isRulesError(error)) throw error;
      throw this.#part(`options are not valid: ${error.message}`);
    }
    if (sameFields(resolved, Object.keys(resolved), names, values)) return resolved;
    // Valid but not in resolved form: a default left out, an option set to undefined.
    throw this.#part(
      `options ${describeValue(read)} are not in the game's resolved form ${describeValue(resolved)} (every default filled in, no option set to undefined)`,
    );
  }

  #part(problem: string): RulesError {
    return this.#refuse(`got one whose ${problem}`);
  }

  #refuse(what: string): RulesError {
    return new RulesError('argument/invalid', `expected ${withArticle(this.#engine.rules.name)} position, ${what}`);
  }
}

/** Whether the fields `names` with `values` are exactly those of `options` (listed as `fields`), in any order. */
function sameFields(options: object, fields: readonly string[], names: readonly string[], values: readonly unknown[]): boolean {
  if (fields.length !== names.length) return false;
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i] as string;
    const at = names[i] === field ? i : names.indexOf(field);
    if (at < 0 || values[at] !== (options as Record<string, unknown>)[field]) return false;
  }
  return true;
}
