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
export function madePosition<S, O>(game: string, state: S, options: Readonly<O>, ply: number, history: readonly PositionKey[]): Position<S, O> {
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

/** How a game checks positions and options from outside: one per game, with a memory of option sets seen. */
export class Admission<S, M, O extends DrawOptions> {
  readonly #engine: Engine<S, M, O>;
  readonly #names: readonly string[];
  /** Option sets the game resolved, most recent first: a copy's options are matched against them field by field. */
  readonly #recent: Readonly<O>[] = [];
  readonly #values: unknown[];

  constructor(engine: Engine<S, M, O>) {
    this.#engine = engine;
    this.#names = Object.keys(engine.rules.options);
    this.#values = new Array<unknown>(this.#names.length);
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
   * structure (a plain object of the game's resolved options, a whole-number ply, a state the
   * game's `readState` accepts, a history of keys of the right kind that fits the ply and the
   * options), and the library's own copy is returned, so that what was checked is what the
   * rules then read.
   *
   * @throws {@link RulesError} `argument/invalid`, naming the part that is wrong.
   */
  admit(value: unknown): Position<S, O> {
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
      throw this.#notAPosition(typeof game === 'string' ? `got a position of the game ${describeValue(game)}` : `got an object whose game is ${describeValue(game)}`);
    }
    const refuse = (problem: string): never => {
      throw this.#notAPosition(`got one whose ${problem}`);
    };
    const own = this.#admitOptions(options, refuse);
    if (typeof ply !== 'number' || !Number.isSafeInteger(ply) || ply < 0) refuse(`ply ${describeValue(ply)} is not a whole number of at least 0`);
    const sealed = engine.readState(state, own, (problem) => refuse(problem.startsWith('state') ? problem : `state ${problem}`));
    const keys = this.#admitHistory(history, sealed, own, ply as number, refuse);
    // `+ 0` turns a ply of -0 into 0, so the library's copy is exactly its JSON.
    return madePosition(engine.rules.id, sealed, own, (ply as number) + 0, keys);
  }

  #notAPosition(what: string): RulesError {
    return new RulesError('argument/invalid', `expected ${withArticle(this.#engine.rules.name)} position, ${what}`);
  }

  /**
   * Reads the values of the game's options from `given` into `values`, each once, and returns how
   * many fields `given` has, or -1 if one of them is not an option of the game. The fields are
   * counted without listing the keys, and bounded: more fields than options is no option set.
   */
  #read(given: object, values: unknown[]): number {
    let fields = 0;
    for (const field in given) {
      if (!Object.prototype.hasOwnProperty.call(given, field) || !this.#names.includes(field)) return -1;
      if (++fields > this.#names.length) return -1;
    }
    for (let i = 0; i < this.#names.length; i++) values[i] = (given as Record<string, unknown>)[this.#names[i] as string];
    return fields;
  }

  /** Whether `values` (read by `#read` from an object of `fields` fields) are exactly `candidate`'s. */
  #matches(candidate: Readonly<O>, values: readonly unknown[], fields: number): boolean {
    let set = 0;
    for (let i = 0; i < this.#names.length; i++) {
      const mine = (candidate as Record<string, unknown>)[this.#names[i] as string];
      if (mine !== values[i]) return false;
      if (mine !== undefined) set++;
    }
    return set === fields;
  }

  /** The option set the game resolved before whose values are `values`, if any. */
  #recall(values: readonly unknown[], fields: number): Readonly<O> | undefined {
    for (const candidate of this.#recent) if (this.#matches(candidate, values, fields)) return candidate;
    return undefined;
  }

  /** The game's shared object for freshly resolved options: one it resolved before, or these, remembered. */
  #shared(resolved: Readonly<O>): Readonly<O> {
    const values: unknown[] = [];
    const known = this.#recall(values, this.#read(resolved, values));
    if (known !== undefined) return known;
    // A handful of option sets is what a program uses; the oldest is forgotten past that.
    if (this.#recent.unshift(resolved) > 16) this.#recent.pop();
    return resolved;
  }

  /** The game's own resolved options for what a position claims, which must be exactly those. */
  #admitOptions(given: unknown, refuse: (problem: string) => never): Readonly<O> {
    if (typeof given !== 'object' || given === null || ![Object.prototype, null].includes(Object.getPrototypeOf(given))) {
      return refuse(`options ${describeValue(given)} are not a plain object`);
    }
    const values = this.#values;
    const fields = this.#read(given, values);
    const known = fields < 0 ? undefined : this.#recall(values, fields);
    if (known !== undefined) return known;
    // Options the game has not resolved yet are checked as `start` would check them, from the
    // values already read (a field that is no option is named by resolveOptions, before it reads any value).
    const read: Record<string, unknown> = {};
    if (fields >= 0) this.#names.forEach((name, i) => values[i] !== undefined && (read[name] = values[i]));
    let resolved: Readonly<O>;
    try {
      resolved = resolveOptions(this.#engine.rules.options, fields < 0 ? given : read, this.#engine.rules.name);
    } catch (error) {
      if (!isRulesError(error)) throw error;
      return refuse(`options are not valid: ${error.message}`);
    }
    const canonical = this.#shared(resolved);
    // Valid but not in resolved form: a default left out, an option set to undefined, a hidden field.
    if (!this.#matches(canonical, values, fields)) {
      refuse(`options ${describeValue(given)} are not in the game's resolved form ${describeValue(resolved)} (every default filled in, no option set to undefined)`);
    }
    return canonical;
  }

  /** The library's own copy of a history: keys of the game's kind, no more than the ply and the options allow. */
  #admitHistory(given: unknown, state: S, options: Readonly<O>, ply: number, refuse: (problem: string) => never): readonly PositionKey[] {
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
    const sample = this.#engine.rules.key(state);
    const keys = new Array<PositionKey>(length);
    for (let i = 0; i < length; i++) {
      const key: unknown = given[i];
      const sound =
        typeof sample === 'number'
          ? typeof key === 'number' && Number.isSafeInteger(key) && key >= 0
          : typeof key === 'string' && key.length === sample.length;
      if (!sound) refuse(`history[${i}] is ${describeValue(key)}, not ${withArticle(this.#engine.rules.name)} position key`);
      keys[i] = key as PositionKey;
    }
    return Object.freeze(keys);
  }
}
