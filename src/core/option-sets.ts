import { describeValue } from './describe.js';
import { isRulesError } from './errors.js';
import { LastLine } from './last-line.js';
import { resolveOptions, type OptionSpecs } from './options.js';

/** An option set a game resolved, shared by its positions, with what is remembered under it. */
export interface OptionSet<O, T> {
  readonly options: Readonly<O>;
  readonly fields: readonly string[];
  /** Position strings parsed under these options (parsing is a pure function of the text and the options). */
  readonly parsed: Map<string, T>;
  /** The last position read from outside under these options, whose keys the next one's history can take. */
  readonly line: LastLine;
}

/**
 * The option sets a game resolved, a handful in a program: `start` and `parsePosition` resolve
 * what a caller passes, and a position's options from outside must be one of them exactly.
 */
export class OptionSets<O, T> {
  readonly #specs: OptionSpecs<O>;
  readonly #name: string;
  readonly #sets: OptionSet<O, T>[] = [];
  /** How many options the game has. */
  readonly #count: number;

  constructor(specs: OptionSpecs<O>, name: string) {
    this.#specs = specs;
    this.#name = name;
    this.#count = Object.keys(specs).length;
  }

  /** The shared set of the resolved options for what a caller passed; throws `option/invalid`. */
  resolve(input: unknown): OptionSet<O, T> {
    const resolved = resolveOptions(this.#specs, input, this.#name);
    const fields = Object.keys(resolved);
    const values = fields.map((field) => (resolved as Record<string, unknown>)[field]);
    const known = this.#sets.find((set) => sameFields(set, fields, values));
    if (known !== undefined) return known;
    const set = { options: resolved, fields, parsed: new Map<string, T>(), line: new LastLine() };
    // The oldest is forgotten past sixteen sets.
    if (this.#sets.unshift(set) > 16) this.#sets.pop();
    return set;
  }

  /** The set of options the library resolved (`undefined` for one it has forgotten). */
  of(options: Readonly<O>): OptionSet<O, T> | undefined {
    return this.#sets.find((set) => set.options === options);
  }

  /**
   * The set of the options a position from outside claims, each field read once: a plain object
   * in resolved form (every default filled in), else `refuse` is called with what is wrong.
   */
  read(given: unknown, refuse: (problem: string) => never): OptionSet<O, T> {
    const prototype: unknown = typeof given === 'object' && given !== null ? Object.getPrototypeOf(given) : undefined;
    if (prototype !== Object.prototype && prototype !== null) refuse(`options ${describeValue(given)} are not a plain object`);
    const names: string[] = [];
    const values: unknown[] = [];
    for (const field in given as object) {
      if (!Object.hasOwn(given as object, field)) refuse(`options ${describeValue(given)} are not a plain object`);
      // More fields than the game has options cannot be its options: no need to read them all.
      if (names.push(field) > this.#count) refuse(`options ${describeValue(given)} have more fields than the game has options`);
      values.push((given as Record<string, unknown>)[field]);
    }
    for (const set of this.#sets) if (sameFields(set, names, values)) return set;
    const read = Object.fromEntries(names.map((name, i) => [name, values[i]]));
    let set: OptionSet<O, T>;
    try {
      set = this.resolve(read);
    } catch (error) {
      if (!isRulesError(error)) throw error;
      return refuse(`options are not valid: ${error.message}`);
    }
    if (sameFields(set, names, values)) return set;
    return refuse(
      `options ${describeValue(read)} are not in the game's resolved form ${describeValue(set.options)} (every default filled in, no option set to undefined)`,
    );
  }
}

/** Whether the fields `names` with `values` are exactly those of a set, in any order (JSON keeps the library's). */
function sameFields(set: OptionSet<unknown, unknown>, names: readonly string[], values: readonly unknown[]): boolean {
  const { fields, options } = set;
  if (fields.length !== names.length) return false;
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i] as string;
    const at = names[i] === field ? i : names.indexOf(field);
    if (at < 0 || values[at] !== (options as Record<string, unknown>)[field]) return false;
  }
  return true;
}
