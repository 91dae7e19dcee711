import { describeValue } from './describe.js';
import { isRulesError } from './errors.js';
import { LastLine, type EntryStep, type LineRules } from './last-line.js';
import { resolveOptions, type OptionSpecs } from './options.js';
import { PositionMemo } from './position-memo.js';
import type { PositionKey } from './game.js';

/**
 * How history entries are read under an option set where no earlier history gives them: an
 * entry's key, checked and parsed through the set's memo, and the check that one entry can follow
 * another.
 */
export type EntryReader<O, W> = (
  options: Readonly<O>,
  memo: PositionMemo<W>,
) => { readonly key: (text: unknown, at: number) => PositionKey; readonly step: EntryStep; readonly rules: LineRules };

/** An option set a game resolved, shared by its positions, with what is remembered under it. */
export interface OptionSet<O, W> {
  readonly options: Readonly<O>;
  readonly fields: readonly string[];
  /** The options' values, in the order of `fields` (compared without looking a field up by name). */
  readonly values: readonly unknown[];
  /** How many earlier positions the rules under these options look back at (the engine's `keep`). */
  readonly keep: number;
  /** Position strings parsed under these options, with the working states `W` of the boards. */
  readonly memo: PositionMemo<W>;
  /** The last position read from outside under these options, whose keys the next one's history can take. */
  readonly line: LastLine<W>;
}

/**
 * The option sets a game resolved, a handful in a program: `start` and `parsePosition` resolve
 * what a caller passes, and a position's options from outside must be one of them exactly.
 */
export class OptionSets<O, W> {
  readonly #specs: OptionSpecs<O>;
  readonly #name: string;
  readonly #sets: OptionSet<O, W>[] = [];
  /** How many options the game has. */
  readonly #count: number;
  /** The set {@link OptionSets.read} found last, whose fields it compares first. */
  #last: OptionSet<O, W> | undefined;
  readonly #keep: (options: Readonly<O>) => number;
  readonly #entryReader: EntryReader<O, W>;

  /** The sets of a game of options `specs` and name `name`, what its rules `keep`, and how history entries are read. */
  constructor(specs: OptionSpecs<O>, name: string, keep: (options: Readonly<O>) => number, entryReader: EntryReader<O, W>) {
    this.#specs = specs;
    this.#name = name;
    this.#count = Object.keys(specs).length;
    this.#keep = keep;
    this.#entryReader = entryReader;
  }

  /** The shared set of the resolved options for what a caller passed; throws `option/invalid`. */
  resolve(input: unknown): OptionSet<O, W> {
    const resolved = resolveOptions(this.#specs, input, this.#name);
    const fields = Object.keys(resolved);
    const values = fields.map((field) => (resolved as Record<string, unknown>)[field]);
    const known = this.#sets.find((set) => sameFields(set, fields, values));
    if (known !== undefined) return known;
    const memo = new PositionMemo<W>();
    const keep = this.#keep(resolved);
    const reader = this.#entryReader(resolved, memo);
    const set = { options: resolved, fields, values, keep, memo, line: new LastLine(memo, reader.key, reader.step, reader.rules) };
    // The oldest is forgotten past sixteen sets.
    if (this.#sets.unshift(set) > 16) this.#sets.pop();
    return set;
  }

  /** The set of options the library resolved (`undefined` for one it has forgotten). */
  of(options: Readonly<O>): OptionSet<O, W> | undefined {
    return this.#sets.find((set) => set.options === options);
  }

  /**
   * The set of the options a position from outside claims, each field read once: a plain object
   * in resolved form (every default filled in), else `refuse` is called with what is wrong.
   */
  read(given: unknown, refuse: (problem: string) => never): OptionSet<O, W> {
    const prototype: unknown = typeof given === 'object' && given !== null ? Object.getPrototypeOf(given) : undefined;
    if (prototype !== Object.prototype && prototype !== null) refuse(`options ${describeValue(given)} are not a plain object`);
    // The common case first, without a list of its own: the fields of the set read last, in its
    // order (JSON and structured clones keep the library's), each read once and compared.
    const last = this.#last;
    let listed = 0;
    // The field that differs from the set's, if any, and its value if it was read.
    let miss: string | undefined;
    let value: unknown;
    let read = false;
    if (last !== undefined) {
      const { fields, values } = last;
      for (const field in given as object) {
        miss = field;
        if (field !== fields[listed]) break;
        value = (given as Record<string, unknown>)[field];
        if ((read = value !== values[listed])) break;
        listed++;
        miss = undefined;
      }
      // A for...in lists own keys before inherited ones: the last field is an own key, so is every one before it.
      if (miss === undefined && listed === fields.length && (listed === 0 || Object.hasOwn(given as object, fields[listed - 1] as string)))
        return last;
    }
    // What was read already is not read again: the fields that matched, and the value of one that did not.
    const before = last === undefined ? [] : last.fields.slice(0, listed);
    const known = last === undefined ? [] : last.values.slice(0, listed);
    if (read) {
      before.push(miss as string);
      known.push(value);
    }
    return (this.#last = this.#match(given as object, before, known, refuse));
  }

  /** {@link OptionSets.read} past its common case: the fields listed again, those in `before` read already (as `known`). */
  #match(given: object, before: readonly string[], known: readonly unknown[], refuse: (problem: string) => never): OptionSet<O, W> {
    const names: string[] = [];
    const values: unknown[] = [];
    for (const field in given) {
      if (!Object.hasOwn(given, field)) refuse(`options ${describeValue(given)} are not a plain object`);
      // More fields than the game has options cannot be its options: no need to read them all.
      if (names.push(field) > this.#count) refuse(`options ${describeValue(given)} have more fields than the game has options`);
      const at = before.indexOf(field);
      values.push(at >= 0 ? known[at] : (given as Record<string, unknown>)[field]);
    }
    for (const set of this.#sets) if (sameFields(set, names, values)) return set;
    const read = Object.fromEntries(names.map((name, i) => [name, values[i]]));
    let set: OptionSet<O, W>;
    try {
      set = this.resolve(read);
    } catch (error) {
      if (!isRulesError(error)) throw error;
      return refuse(`options are not valid: ${error.message}`);
    }
    if (sameFields(set, names, values)) return set;
    return refuse(
      `options ${describeValue(read)} are not in the game's resolved form ${describeValue(set.options)}: ${difference(set, names, values)}`,
    );
  }
}

/**
 * The first option in which the fields `names` with `values` (valid options, but not in resolved
 * form) differ from their resolved set, in words: `reducedToOne is missing` (a default not filled
 * in), `maxPlies is undefined, not left out`.
 */
function difference(set: OptionSet<unknown, unknown>, names: readonly string[], values: readonly unknown[]): string {
  const { fields } = set;
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i] as string;
    const at = names.indexOf(field);
    if (at < 0) return `${field} is missing`;
    if (values[at] !== set.values[i]) return `${field} is ${describeValue(values[at])}, not ${describeValue(set.values[i])}`;
  }
  const extra = names.findIndex((name) => !fields.includes(name));
  return `${names[extra] ?? 'an option'} is ${describeValue(values[extra])}, not left out`;
}

/** Whether the fields `names` with `values` are exactly those of a set, in any order (JSON keeps the library's). */
function sameFields(set: OptionSet<unknown, unknown>, names: readonly string[], values: readonly unknown[]): boolean {
  const { fields } = set;
  if (fields.length !== names.length) return false;
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i] as string;
    const at = names[i] === field ? i : names.indexOf(field);
    if (at < 0 || values[at] !== set.values[i]) return false;
  }
  return true;
}
