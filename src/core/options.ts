import { describeValue } from './describe.js';
import { RulesError, quote } from './errors.js';

/** How one rules option is described, so that it can be checked, documented and read from text. */
export type OptionSpec = IntegerOptionSpec | ChoiceOptionSpec | BooleanOptionSpec;

/**
 * What every option spec may add: another option's value under which this option does not apply
 * (a variant with rules of its own, say). Under it the option may not be given (`option/invalid`
 * names both) and the resolved options leave it out.
 */
export interface OptionSpecBase {
  /** The option and value under which this option does not apply; see {@link OptionSpecBase}. */
  readonly excludedBy?: OptionCondition;
}

/** Another option having a value: the condition of {@link OptionSpecBase.excludedBy}. */
export interface OptionCondition {
  /** The other option's name. */
  readonly option: string;
  /** Its value. */
  readonly value: string | boolean;
}

/** An option that is a whole number of at least `min`; left out (`undefined`), the rule is off. */
export interface IntegerOptionSpec extends OptionSpecBase {
  /** Always `integer`. */
  readonly type: 'integer';
  /** The smallest value allowed. */
  readonly min: number;
  /** What the option does, in a sentence. */
  readonly description: string;
}

/** An option that takes one of a list of strings. */
export interface ChoiceOptionSpec extends OptionSpecBase {
  /** Always `choice`. */
  readonly type: 'choice';
  /** The values allowed. */
  readonly values: readonly string[];
  /** The value when the option is left out. */
  readonly default: string;
  /** What the option does, in a sentence. */
  readonly description: string;
}

/** An option that is on or off. */
export interface BooleanOptionSpec extends OptionSpecBase {
  /** Always `boolean`. */
  readonly type: 'boolean';
  /** The value when the option is left out. */
  readonly default: boolean;
  /** What the option does, in a sentence. */
  readonly description: string;
}

/** The options of a game, by name. */
export type OptionSpecs<O> = { readonly [K in keyof O]-?: OptionSpec };

/**
 * The specs of a game's own options, the draw options aside (which {@link defineGame} adds to
 * every game): what {@link GameRules.optionSpecs} holds.
 */
export type GameOptionSpecs<O> = OptionSpecs<Omit<O, keyof DrawOptions>>;

/** Options as a caller passes them: any subset; `undefined` means the default. */
export type OptionsInput<O> = { readonly [K in keyof O]?: O[K] | undefined };

/** The common draw options, off by default (see RULES: draw rules are options). */
export interface DrawOptions {
  /** Draw once this many plies (passes included) have been played. */
  readonly maxPlies?: number;
  /** Draw when the same position (board and player to move) occurs this many times. */
  readonly repetition?: number;
}

/** The specs of {@link DrawOptions}, to spread into a game's option specs. */
export const DRAW_OPTION_SPECS: OptionSpecs<DrawOptions> = {
  maxPlies: {
    type: 'integer',
    min: 1,
    description: 'draw once this many plies (passes included) have been played; off when left out',
  },
  repetition: {
    type: 'integer',
    min: 2,
    description: 'draw when the same position occurs this many times; off when left out',
  },
};

/**
 * Checks options against their specs and fills in defaults. Returns a frozen object that has a
 * key for every option with a value (integer options that are off are left out).
 *
 * @throws {@link RulesError} `option/invalid` naming the option and what it accepts;
 *   `argument/invalid` for `specs` that are not option specs or a `gameName` that is not a string.
 */
export function resolveOptions<O>(specs: OptionSpecs<O>, input: unknown, gameName: string): Readonly<O> {
  checkSpecs(specs, gameName);
  if (input !== undefined && (typeof input !== 'object' || input === null || Array.isArray(input))) {
    throw new RulesError('option/invalid', `${gameName} options must be an object, got ${describeValue(input)}`);
  }
  const given = (input ?? {}) as Record<string, unknown>;
  const names = Object.keys(specs);
  for (const key of Object.keys(given)) {
    if (!names.includes(key)) {
      throw new RulesError('option/invalid', `unknown ${gameName} option ${quote(key)}; known options: ${names.join(', ')}`);
    }
  }
  const resolved: Record<string, unknown> = {};
  for (const name of names) {
    const spec = (specs as Record<string, OptionSpec>)[name] as OptionSpec;
    const value = Object.hasOwn(given, name) ? given[name] : undefined;
    const bad = (expected: string): never => {
      throw new RulesError('option/invalid', `${gameName} option ${name} must be ${expected}, got ${describeValue(value)}`);
    };
    switch (spec.type) {
      case 'integer':
        if (value === undefined) break;
        if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < spec.min) bad(`an integer of at least ${spec.min}`);
        resolved[name] = value;
        break;
      case 'choice':
        if (value !== undefined && !(typeof value === 'string' && spec.values.includes(value))) {
          bad(`one of ${spec.values.map((v) => quote(v)).join(', ')}`);
        }
        resolved[name] = value ?? spec.default;
        break;
      case 'boolean':
        if (value !== undefined && typeof value !== 'boolean') bad('true or false');
        resolved[name] = value ?? spec.default;
        break;
    }
  }
  for (const name of names) {
    const by = ((specs as Record<string, OptionSpec>)[name] as OptionSpec).excludedBy;
    if (by === undefined || resolved[by.option] !== by.value) continue;
    if (given[name] !== undefined) {
      throw new RulesError(
        'option/invalid',
        `${gameName} option ${name} does not apply with ${by.option} ${quote(String(by.value))}: give one or the other, not both`,
      );
    }
    delete resolved[name];
  }
  return Object.freeze(resolved) as Readonly<O>;
}

/**
 * Whether an option does not apply under the other options' values (its spec's
 * {@link OptionSpecBase.excludedBy}): what a form reads to grey out a control.
 *
 * @throws {@link RulesError} `argument/invalid` for a `spec` that is not an option spec or
 *   `values` that are not an object.
 */
export function isExcluded(spec: OptionSpec, values: Readonly<Record<string, unknown>>): boolean {
  if (!isOptionSpec(spec)) throw new RulesError('argument/invalid', `isExcluded needs an option spec, got ${describeValue(spec)}`);
  if (typeof values !== 'object' || values === null || Array.isArray(values)) {
    throw new RulesError('argument/invalid', `isExcluded needs the options' values as an object, got ${describeValue(values)}`);
  }
  const excludedBy: unknown = spec.excludedBy;
  if (excludedBy === undefined) return false;
  const { option, value } = (typeof excludedBy === 'object' && excludedBy !== null ? excludedBy : {}) as Partial<OptionCondition>;
  if (typeof option !== 'string') {
    throw new RulesError('argument/invalid', `isExcluded needs a spec whose excludedBy names an option, got ${describeValue(excludedBy)}`);
  }
  // Only the values' own options count: an inherited one (say `constructor`) is no option given.
  return Object.hasOwn(values, option) && values[option] === value;
}

// A bad spec or name is the game author's mistake, not the player's: argument/invalid, not option/invalid.
/** Throws `argument/invalid` unless `specs` are option specs (each of a known type, with its fields) and `gameName` a string. */
function checkSpecs(specs: unknown, gameName: unknown): void {
  if (typeof gameName !== 'string') {
    throw new RulesError('argument/invalid', `resolveOptions needs a game name, got ${describeValue(gameName)}`);
  }
  if (typeof specs !== 'object' || specs === null || Array.isArray(specs)) {
    throw new RulesError('argument/invalid', `resolveOptions needs the option specs of ${gameName}, got ${describeValue(specs)}`);
  }
  for (const [name, spec] of Object.entries(specs)) {
    if (!isOptionSpec(spec)) {
      throw new RulesError(
        'argument/invalid',
        `${gameName} option ${quote(name)} has no valid spec (an integer, choice or boolean spec), got ${describeValue(spec)}`,
      );
    }
    const excludedBy: unknown = spec.excludedBy;
    if (excludedBy === undefined) continue;
    const by = typeof excludedBy === 'object' && excludedBy !== null ? (excludedBy as Record<string, unknown>) : {};
    const value = by['value'];
    if (
      typeof by['option'] !== 'string' ||
      by['option'] === name ||
      !Object.hasOwn(specs, by['option']) ||
      (typeof value !== 'string' && typeof value !== 'boolean')
    ) {
      throw new RulesError(
        'argument/invalid',
        `${gameName} option ${quote(name)} has a bad excludedBy (another option's name and a string or boolean value), got ${describeValue(excludedBy)}`,
      );
    }
  }
}

/** Whether `value` is an {@link OptionSpec} with the fields its type needs. */
function isOptionSpec(value: unknown): value is OptionSpec {
  if (typeof value !== 'object' || value === null) return false;
  const spec = value as Partial<Record<keyof IntegerOptionSpec | keyof ChoiceOptionSpec, unknown>>;
  switch (spec.type) {
    case 'integer':
      return typeof spec.min === 'number' && Number.isFinite(spec.min);
    case 'choice':
      return Array.isArray(spec.values) && spec.values.every((v: unknown) => typeof v === 'string') && typeof spec.default === 'string';
    case 'boolean':
      return typeof spec.default === 'boolean';
    default:
      return false;
  }
}

/**
 * Reads one option value from text (as game records and command lines write it) and checks it.
 *
 * @throws {@link RulesError} `option/invalid`.
 */
export function parseOptionValue<O>(specs: OptionSpecs<O>, name: string, text: string, gameName: string): unknown {
  const spec = Object.hasOwn(specs, name) ? (specs as Record<string, OptionSpec>)[name] : undefined;
  if (spec === undefined) {
    throw new RulesError('option/invalid', `unknown ${gameName} option ${quote(name)}; known options: ${Object.keys(specs).join(', ')}`);
  }
  switch (spec.type) {
    case 'integer':
      return /^[0-9]{1,15}$/.test(text) ? Number(text) : text;
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : text;
    case 'choice':
      return text;
  }
}

/** Writes the options that differ from the defaults as `name=value` pairs, in spec order. */
export function formatOptions<O>(specs: OptionSpecs<O>, options: Readonly<O>): string[] {
  const pairs: string[] = [];
  for (const [name, spec] of Object.entries<OptionSpec>(specs)) {
    // Resolved options hold the values their specs allow: numbers, strings and booleans.
    const value = (options as Readonly<Record<string, number | string | boolean | undefined>>)[name];
    if (value === undefined || (spec.type !== 'integer' && value === spec.default)) continue;
    pairs.push(`${name}=${String(value)}`);
  }
  return pairs;
}
