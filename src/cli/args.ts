// Command-line arguments: a small parser for `--flag`, `--flag value` and `--flag=value`, and
// the error every problem with the user's input turns into.
import { isRulesError, quote } from '../core/errors.js';
import type { AnyGame, Position } from '../core/game.js';
import { DRAW_OPTION_SPECS, formatOptions, parseOptionValue, type OptionSpec } from '../core/options.js';
import { nearestWord } from './suggest.js';

/** A problem with the user's input: printed as one line, `ludicore: <message>`, exit code 2. */
export class UsageError extends Error {
  override get name(): string {
    return 'UsageError';
  }
}

/** The flags a command accepts: `true` for a flag that takes a value, `false` for a switch. */
export type FlagSpec = Readonly<Record<string, boolean>>;

/** Parsed arguments: the positional ones in order, and the flags given (a switch's value is `''`). */
export interface ParsedArgs {
  readonly positionals: readonly string[];
  readonly flags: ReadonlyMap<string, string>;
}

/**
 * Splits `argv` into positionals and flags. `--name value` and `--name=value` give a flag a
 * value; `-h` is `--help`; `--` ends the flags. An argument starting with `-` and a letter is a
 * flag; anything else (a Gong position string starts with `-/`) is positional.
 */
export function parseArgs(command: string, argv: readonly string[], spec: FlagSpec): ParsedArgs {
  const positionals: string[] = [];
  const flags = new Map<string, string>();
  const known: FlagSpec = { ...spec, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!/^--?[A-Za-z]/.test(arg)) {
      positionals.push(arg);
      continue;
    }
    if (arg === '-h') {
      flags.set('help', '');
      continue;
    }
    if (!arg.startsWith('--')) throw new UsageError(`unknown option ${quote(arg)} for ${command}; run ludicore ${command} --help`);
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq < 0 ? undefined : eq);
    if (!Object.prototype.hasOwnProperty.call(known, name)) {
      throw new UsageError(`unknown option --${name} for ${command}; run ludicore ${command} --help`);
    }
    if (flags.has(name)) throw new UsageError(`option --${name} is given twice`);
    const takesValue = known[name] as boolean;
    if (!takesValue) {
      if (eq >= 0) throw new UsageError(`option --${name} takes no value`);
      flags.set(name, '');
      continue;
    }
    if (eq >= 0) {
      flags.set(name, arg.slice(eq + 1));
    } else {
      const value = argv[i + 1];
      if (value === undefined) throw new UsageError(`option --${name} needs a value`);
      flags.set(name, value);
      i++;
    }
  }
  return { positionals, flags };
}

/** A whole number from `min` to `max` given as text, or a usage error naming `what`. */
export function integerArg(what: string, text: string, min: number, max: number): number {
  if (!/^-?[0-9]+$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new UsageError(`${what} must be a whole number from ${min} to ${max}, got ${quote(text)}`);
  }
  return Number(text);
}

/** One of `choices`, or a usage error naming `what` and the choices. */
export function choiceArg<T extends string>(what: string, text: string, choices: readonly T[]): T {
  const choice = choices.find((known) => known === text);
  if (choice === undefined) {
    const near = nearestWord(text, choices);
    throw new UsageError(
      `${what} must be one of ${choices.join(', ')}, got ${quote(text)}${near === undefined ? '' : `: did you mean ${near}?`}`,
    );
  }
  return choice;
}

/**
 * The draw rules `play` and `match` turn on unless `--options` says otherwise, so that every
 * game ends: the repetition draw at a third occurrence and a draw at ply 400.
 */
export const DRAW_DEFAULTS: Readonly<Record<string, unknown>> = Object.freeze({ repetition: 3, maxPlies: 400 });

/** The line that says which draw rules a position's options turn on. */
export function drawRules(game: AnyGame, position: Position): string {
  const rules = formatOptions(game.optionSpecs, position.options)
    .filter((pair) => Object.hasOwn(DRAW_OPTION_SPECS, pair.slice(0, pair.indexOf('='))))
    .join(' ');
  return rules === '' ? 'Draw rules: none, so a game may never end.' : `Draw rules: ${rules} (--options maxPlies=off turns one off).`;
}

/**
 * Reads `--options name=value,name=value` (or separated by spaces, as a record's Options tag
 * writes them) for `game` (values as game records write them:
 * `maxPlies=200`, `setup=classic`, `displacementCapture=false`; `off` for an integer option,
 * which is off when left out: `maxPlies=off`) over `defaults`, and checks them by starting a game
 * with them. Throws the library's `option/invalid` for an unknown option or a bad value.
 */
export function gameOptions(
  game: AnyGame,
  text: string | undefined,
  defaults: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  const options: Record<string, unknown> = { ...defaults };
  if (text === undefined) return options;
  const given = new Set<string>();
  for (const pair of text.split(/[\s,]+/)) {
    const item = pair.trim();
    if (item === '') continue;
    const eq = item.indexOf('=');
    if (eq <= 0) throw new UsageError(`--options are written name=value,name=value; found ${quote(item)}`);
    const name = item.slice(0, eq).trim();
    if (given.has(name)) throw new UsageError(`option ${quote(name)} is given twice in --options`);
    given.add(name);
    const value = item.slice(eq + 1).trim();
    // An integer option is off when left out: `off` leaves it out.
    const spec = Object.entries<OptionSpec>(game.optionSpecs).find(([key]) => key === name)?.[1];
    options[name] = value === 'off' && spec?.type === 'integer' ? undefined : parseOptionValue(game.optionSpecs, name, value, game.name);
  }
  // The game checks the values.
  game.start(options);
  return options;
}

/** The flag every command that takes a position accepts, beside the position's words as arguments. */
export const POSITION_FLAG: FlagSpec = { position: true };

/**
 * The position given on the command line: `--position <text>`, or the words after the other
 * arguments (joined by spaces, so that an Agon or Gong position string works quoted or not), or
 * else the start position under `options`. Giving both is refused, as is an empty `--position`.
 */
export function positionArg(
  game: AnyGame,
  words: readonly string[],
  flags: ReadonlyMap<string, string>,
  options: Record<string, unknown>,
): Position {
  const flag = flags.get('position');
  if (flag !== undefined && words.length > 0) {
    throw new UsageError(`the position is given twice, as --position and as ${quote(words.join(' '))}: give it once`);
  }
  if (flag !== undefined && flag.trim() === '') throw new UsageError('--position needs a position string');
  const text = flag ?? (words.length > 0 ? words.join(' ') : undefined);
  return text === undefined ? game.start(options) : game.parsePosition(text, options);
}

/** Whether an error is one the user's input caused: a usage error or a library `RulesError`. */
export function isInputError(error: unknown): error is Error {
  return error instanceof UsageError || isRulesError(error);
}
