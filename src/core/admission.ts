import { describeValue, withArticle } from './describe.js';
import { RulesError, isRulesError } from './errors.js';
import type { Engine } from './engine.js';
import type { Game, Position, PositionKey } from './game.js';
import { resolveOptions, type DrawOptions } from './options.js';

/*
 * Positions are plain frozen objects. The ones this copy of the library makes carry a private
 * brand, added through a base-class constructor that returns the object it is given: the object
 * stays plain (its prototype is Object.prototype, JSON and structured cloning see only its data
 * fields), and the brand, which no copy carries, tells in one test that it was checked when made.
 * Anything else (a JSON copy, a structured clone, a position of another copy of the library, a
 * forged object) is checked by its structure.
 */

/** A base class whose constructor returns the object it is given, so a subclass can brand that object. */
class Adopt {
  constructor(target: object) {
    return target;
  }
}

/** The brand of positions this copy of the library made. */
class Made extends Adopt {
  readonly #made = true;

  /** Brands a plain object (before it is frozen). */
  static brand<T extends object>(target: T): T {
    // The constructor returns `target` itself, now branded; its result is used, so that no
    // bundler drops the call as a discarded object.
    return new Made(target) as object as T;
  }

  /** Whether the library made this object. */
  static has(value: object): boolean {
    return #made in value;
  }
}

/** The history of a position that keeps none. */
export const NO_HISTORY: readonly PositionKey[] = Object.freeze([]);

/** A new position of the library's own making (its state sealed, its history frozen), frozen and branded. */
export function madePosition<S, O>(
  game: string,
  state: S,
  options: Readonly<O>,
  ply: number,
  history: readonly PositionKey[],
): Position<S, O> {
  return Object.freeze(Made.brand({ game, state, options, ply, history }));
}

/** Whether `value` is a position that this copy of the library made for the game `id`. */
export function isMadePosition(value: unknown, id: string): boolean {
  return typeof value === 'object' && value !== null && Made.has(value) && (value as Position).game === id;
}

/**
 * The position for code that reads a position's state without going through the game (the
 * solvers' indexing): the position itself if the library made it, else the game's checked copy.
 *
 * @throws {@link RulesError} `argument/invalid` for anything that is not a sound position of `game`.
 */
export function ownPosition<S, M, O>(game: Game<S, M, O>, position: Position<S, O>): Position<S, O> {
  if (isMadePosition(position, game.id)) return position;
  return game.cursor(position).position();
}

/**
 * What the rules read of a position: a position, or the checked parts of a copy from outside
 * (unfrozen, for the cursor to load at once; {@link Admission.admit} freezes them into a
 * position).
 */
export interface PositionParts<S, O> {
  readonly state: S;
  readonly options: Readonly<O>;
  readonly ply: number;
  readonly history: readonly PositionKey[];
}

/** An option set a game resolved: its values in the order of the game's options, and the options it sets, in order, with their values. */
interface RememberedOptions<O> {
  readonly options: Readonly<O>;
  readonly values: readonly unknown[];
  readonly keys: readonly string[];
  readonly settled: readonly unknown[];
}

/** How a game checks positions and options from outside: one per game, with a memory of option sets seen. */
export class Admission<S, M, O extends DrawOptions, W = S> {
  readonly #engine: Engine<S, M, O, W>;
  readonly #names: readonly string[];
  /**
   * Option sets the game resolved, most recent first, each with its values in the order of the
   * game's options and how many it sets: a copy's options are matched against them field by field.
   */
  readonly #recent: RememberedOptions<O>[] = [];
  /** No option set: undefined for each option, to copy. */
  readonly #blank: unknown[];
  /**
   * A key of the game under each option set, made once, to check history keys against: all of a
   * game's keys under one option set are of one kind (a variant's may be longer).
   */
  readonly #sampleKeys = new WeakMap<object, PositionKey>();
  /** Refuses a copy for the problem a phrase names (`ply -1 is not …`). */
  readonly #refuse = (problem: string): never => {
    throw this.#notAPosition(`got one whose ${problem}`);
  };
  /** Refuses a copy for a problem of its state. */
  readonly #refuseState = (problem: string): never => this.#refuse(problem.startsWith('state') ? problem : `state ${problem}`);

  constructor(engine: Engine<S, M, O, W>) {
    this.#engine = engine;
    this.#names = Object.keys(engine.rules.options);
    this.#blank = this.#names.map(() => undefined);
  }

  /**
   * The game's resolved options for what a caller passed: a frozen object shared by every
   * position under the same options.
   *
   * @throws {@link RulesError} `option/invalid`.
   */
  resolve(input: unknown): Readonly<O> {
    return this.#shared(resolveOptions(this.#engine.rules.options, input, this.#engine.rules.name));
  }

  /**
   * The position to work with in place of what a caller handed in: a position the library made
   * (of this game) is itself; anything else is read once, field by field, and checked by its
   * structure (see {@link Admission.read}), and the library's own copy is returned, so that what
   * was checked is what the rules then read.
   *
   * @throws {@link RulesError} `argument/invalid`, naming the part that is wrong.
   */
  admit(value: unknown): Position<S, O> {
    const parts = this.read(value);
    if (parts === value) return value as Position<S, O>;
    const history = parts.history === NO_HISTORY ? NO_HISTORY : Object.freeze(parts.history);
    return madePosition(this.#engine.rules.id, Object.freeze(parts.state), parts.options, parts.ply, history);
  }

  /**
   * What the rules read of what a caller handed in: a position the library made (of this game) is
   * itself; anything else is read once, field by field, and checked by its structure (a plain
   * object of the game's resolved options, a whole-number ply, a state the game's `readState`
   * accepts, a history of keys of the right kind that fits the ply and the options), and its
   * checked parts, the library's own, are returned.
   *
   * @throws {@link RulesError} `argument/invalid`, naming the part that is wrong.
   */
  read(value: unknown): PositionParts<S, O> {
    const engine = this.#engine;
    if (typeof value !== 'object' || value === null) throw this.#notAPosition(`got ${describeValue(value)}`);
    if (Made.has(value)) {
      const id = (value as Position).game;
      if (id === engine.rules.id) return value as Position<S, O>;
      throw this.#notAPosition(`got a position of the game ${describeValue(id)}`);
    }
    // Each field is read once: a getter cannot show one value to the checks and another to the rules.
    const { game, state, options, ply, history } = value as Record<string, unknown>;
    if (game !== engine.rules.id) {
      // The fields already read are described, not the value, which would read them again.
      throw this.#notAPosition(
        typeof game === 'string'
          ? `got a position of the game ${describeValue(game)}`
          : `got an object whose game is ${describeValue(game)}`,
      );
    }
    const refuse = this.#refuse;
    const own = this.#admitOptions(options, refuse);
    if (typeof ply !== 'number' || !Number.isSafeInteger(ply) || ply < 0) {
      refuse(`ply ${describeValue(ply)} is not a whole number of at least 0`);
    }
    const checked = engine.readState(state, own, this.#refuseState);
    const keys = this.#admitHistory(history, own, ply as number, refuse);
    // `+ 0` turns a ply of -0 into 0, so the library's copy is exactly its JSON.
    return { state: checked, options: own, ply: (ply as number) + 0, history: keys };
  }

  #notAPosition(what: string): RulesError {
    return new RulesError('argument/invalid', `expected ${withArticle(this.#engine.rules.name)} position, ${what}`);
  }

  /**
   * The option set the game resolved before whose values (in the order of its options) are
   * `values`, if any (it moves to the front of the memory).
   */
  #recall(values: readonly unknown[]): Readonly<O> | undefined {
    const recent = this.#recent;
    for (let i = 0; i < recent.length; i++) {
      const mine = (recent[i] as (typeof recent)[number]).values;
      let same = true;
      for (let k = 0; k < mine.length && same; k++) same = mine[k] === values[k];
      if (!same) continue;
      const [found] = recent.splice(i, 1) as [(typeof recent)[number]];
      recent.unshift(found);
      return found.options;
    }
    return undefined;
  }

  /** The values of an option set in the order of the game's options (each read once). */
  #valuesOf(options: object): unknown[] {
    const names = this.#names;
    const values = new Array<unknown>(names.length);
    for (let i = 0; i < names.length; i++) values[i] = (options as Record<string, unknown>)[names[i] as string];
    return values;
  }

  /** The game's shared object for freshly resolved options: one it resolved before, or these, remembered. */
  #shared(resolved: Readonly<O>): Readonly<O> {
    const values = this.#valuesOf(resolved);
    const known = this.#recall(values);
    if (known !== undefined) return known;
    // A handful of option sets is what a program uses; the oldest is forgotten past that.
    const keys = this.#names.filter((_, i) => values[i] !== undefined);
    const remembered = { options: resolved, values, keys, settled: keys.map((key) => (resolved as Record<string, unknown>)[key]) };
    if (this.#recent.unshift(remembered) > 16) this.#recent.pop();
    return resolved;
  }

  /**
   * The game's own resolved options for what a position claims, which must be exactly those:
   * the same values, each an own field, and no other enumerable field.
   */
  #admitOptions(given: unknown, refuse: (problem: string) => never): Readonly<O> {
    if (typeof given !== 'object' || given === null) return refuse(`options ${describeValue(given)} are not a plain object`);
    const prototype: unknown = Object.getPrototypeOf(given);
    if (prototype !== Object.prototype && prototype !== null) return refuse(`options ${describeValue(given)} are not a plain object`);
    // The common case first: the fields of the option set the game resolved most recently, in
    // its order (JSON and structured clones keep it), each read once and compared.
    const latest = this.#recent[0];
    if (latest !== undefined) {
      const { keys, settled } = latest;
      let listed = 0;
      let differ = false;
      // A field read whose value is not the latest set's, and the value.
      let readField: string | undefined;
      let readValue: unknown;
      for (const field in given) {
        if (field !== keys[listed]) {
          differ = true;
          break;
        }
        const value = (given as Record<string, unknown>)[field];
        if (value !== settled[listed]) {
          differ = true;
          readField = field;
          readValue = value;
          break;
        }
        listed++;
      }
      // A for...in lists own keys before inherited ones: the last field is an own key, so is every one before it.
      if (!differ && listed === keys.length && (listed === 0 || Object.hasOwn(given, keys[listed - 1] as string))) return latest.options;
      // What was read so far is not read again.
      const readFields = keys.slice(0, listed);
      const readValues = settled.slice(0, listed);
      if (readField !== undefined) {
        readFields.push(readField);
        readValues.push(readValue);
      }
      return this.#matchOptions(given, readFields, readValues, refuse);
    }
    return this.#matchOptions(given, [], [], refuse);
  }

  /**
   * The game's options for what a copy claims, in general: its fields listed, and each read once
   * (those in `readFields` were read already, as `readValues`), each an own option of the game
   * with a value. Fields that are not enumerable are not the position's data, and are not read.
   */
  #matchOptions(
    given: object,
    readFields: readonly string[],
    readValues: readonly unknown[],
    refuse: (problem: string) => never,
  ): Readonly<O> {
    const names = this.#names;
    const values = this.#blank.slice();
    let exact = true;
    for (const field in given) {
      const at = names.indexOf(field);
      if (at < 0 || !Object.hasOwn(given, field)) {
        exact = false;
        break;
      }
      const before = readFields.indexOf(field);
      const value = before >= 0 ? readValues[before] : (given as Record<string, unknown>)[field];
      if (value === undefined) {
        exact = false;
        break;
      }
      values[at] = value;
    }
    const known = exact ? this.#recall(values) : undefined;
    if (known !== undefined) return known;
    return this.#resolveGiven(given, values, exact, refuse);
  }

  /**
   * Options a position claims that are not an option set the game has resolved: checked as
   * `start` would check them, from the values already read (a field that is no option is named,
   * and its value not read), and refused unless they are in resolved form: `exact` says that
   * `given` has no field but the options with values.
   */
  #resolveGiven(given: object, values: readonly unknown[], exact: boolean, refuse: (problem: string) => never): Readonly<O> {
    const names = this.#names;
    const read: Record<string, unknown> = {};
    for (const field in given) if (Object.hasOwn(given, field) && !names.includes(field)) read[field] = undefined;
    names.forEach((name, i) => values[i] !== undefined && (read[name] = values[i]));
    let resolved: Readonly<O>;
    try {
      resolved = resolveOptions(this.#engine.rules.options, read, this.#engine.rules.name);
    } catch (error) {
      if (!isRulesError(error)) throw error;
      return refuse(`options are not valid: ${error.message}`);
    }
    const canonical = this.#shared(resolved);
    if (exact && this.#recall(values) === canonical) return canonical;
    // Valid but not in resolved form: a default left out, an option set to undefined, a hidden field.
    return refuse(
      `options ${describeValue(given)} are not in the game's resolved form ${describeValue(canonical)}` +
        ' (every default filled in, no option set to undefined)',
    );
  }

  /**
   * The library's own copy of a history (unfrozen, for {@link Admission.admit} to freeze): keys
   * of the game's kind, no more than the ply and the options allow.
   */
  #admitHistory(given: unknown, options: Readonly<O>, ply: number, refuse: (problem: string) => never): readonly PositionKey[] {
    if (!Array.isArray(given)) return refuse(`history ${describeValue(given)} is not an array of position keys`);
    const length = given.length;
    if (length === 0) return NO_HISTORY;
    const keep = this.#engine.keep(options);
    if (length > keep) {
      return refuse(
        keep === 0
          ? 'history is not empty, though no rule under these options looks back'
          : `history holds ${length} keys, more than the ${keep} that the rules under these options look back at`,
      );
    }
    if (length > ply) refuse(`history holds ${length} keys, more than the ${ply} positions before a position at ply ${ply}`);
    const rules = this.#engine.rules;
    let sample = this.#sampleKeys.get(options);
    if (sample === undefined) this.#sampleKeys.set(options, (sample = rules.key(rules.start(options))));
    // Written into an array of the right length (faster than pushing), every slot filled below.
    const keys = new Array<unknown>(length);
    const bad =
      typeof sample === 'number' ? copyWholeNumbers(given, length, keys) : copyStringsOfLength(given, length, sample.length, keys);
    if (bad >= 0) this.#badKey(bad, keys[bad], refuse);
    // Every element is a key of the game's kind.
    return keys as PositionKey[];
  }

  #badKey(i: number, key: unknown, refuse: (problem: string) => never): never {
    return refuse(`history[${i}] is ${describeValue(key)}, not ${withArticle(this.#engine.rules.name)} position key`);
  }
}

/**
 * Copies the first `length` elements of `given` into `out`, each read once, up to and including
 * the first that is not a safe whole number of at least 0; returns its index, or -1. (A small
 * function of its own, which V8 compiles to a tight loop.)
 */
function copyWholeNumbers(given: readonly unknown[], length: number, out: unknown[]): number {
  for (let i = 0; i < length; i++) {
    const key = given[i];
    out[i] = key;
    if (typeof key !== 'number' || !Number.isSafeInteger(key) || key < 0) return i;
  }
  return -1;
}

/** As {@link copyWholeNumbers}, for strings of `size` characters. */
function copyStringsOfLength(given: readonly unknown[], length: number, size: number, out: unknown[]): number {
  for (let i = 0; i < length; i++) {
    const key = given[i];
    out[i] = key;
    if (typeof key !== 'string' || key.length !== size) return i;
  }
  return -1;
}
