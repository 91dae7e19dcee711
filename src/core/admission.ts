import { describeValue, withArticle } from './describe.js';
import { RulesError, isRulesError, quote } from './errors.js';
import type { Game, KeyTrail, Position, PositionKey } from './game.js';
import { resolveOptions, type DrawOptions } from './options.js';
import { sealOf } from './freeze.js';
import type { GameRules } from './rules.js';

/**
 * The positions this copy of the library makes are instances of this class, which it does not
 * export, branded by a private field: spreads, clones, JSON, proxies and objects given its
 * prototype lack the brand, so it cannot be copied or forged, and the check is one brand test.
 * (A mark added to each position, or a registry of them, cost a fifth of `play`'s speed.)
 */
class MadePosition<S, O> implements Position<S, O> {
  readonly #made = true;

  constructor(
    readonly game: string,
    readonly state: S,
    readonly options: Readonly<O>,
    readonly ply: number,
    readonly trail: KeyTrail | null,
  ) {
    Object.freeze(this);
  }

  /** Whether `value` is a position this copy of the library made. */
  static made(value: object): value is MadePosition<unknown, unknown> {
    return #made in value;
  }
}

/** A new position of the library's own making (its state already sealed), frozen. */
export function madePosition<S, O>(game: string, state: S, options: Readonly<O>, ply: number, trail: KeyTrail | null): Position<S, O> {
  return new MadePosition(game, state, options, ply, trail);
}

/**
 * The position for code that reads a position's state without going through the game (the
 * solvers' indexing): the position itself if the library made it, else the game's checked copy.
 *
 * @throws {@link RulesError} `argument/invalid` for anything that is not a sound position of `game`.
 */
export function ownPosition<S, M, O>(game: Game<S, M, O>, position: Position<S, O>): Position<S, O> {
  if (typeof position === 'object' && position !== null && MadePosition.made(position) && position.game === game.id) return position;
  return game.cursor(position).position();
}

/** What checking a game's positions needs to know of the game. */
export interface Admission<S, M, O extends DrawOptions> {
  /** The game's rules. */
  readonly rules: GameRules<S, M, O>;
  /** How the game seals a state it has made into the immutable form positions hold. */
  readonly seal: (state: S) => S;
  /** Whether positions under these options keep a trail of keys (for repetition rules). */
  readonly tracksKeys: (options: Readonly<O>) => boolean;
}

/** The {@link Admission} of a game's rules. */
export function admissionOf<S, M, O extends DrawOptions>(rules: GameRules<S, M, O>): Admission<S, M, O> {
  return {
    rules,
    seal: sealOf(rules),
    tracksKeys: (options) => options.repetition !== undefined || (rules.repeatWindow?.(options) ?? 0) > 0,
  };
}

/**
 * The position to work with in place of what a caller handed in: a position the library made
 * (of this game) is itself; anything else of the right game (a spread copy, a structured clone
 * from a worker, JSON parsed back, a position of another copy of the library, a forged object) is
 * read once and checked in full (options as the game resolves them, a whole-number ply, a state
 * exactly as its own position string parses, a trail of keys beginning with its own), and the
 * library's own copy of it is returned, so that what was checked is what the rules then read.
 *
 * @throws {@link RulesError} `argument/invalid`, naming the part that is wrong.
 */
export function admitPosition<S, M, O extends DrawOptions>(admission: Admission<S, M, O>, position: unknown): Position<S, O> {
  const { rules } = admission;
  if (typeof position === 'object' && position !== null && MadePosition.made(position) && position.game === rules.id) return position as Position<S, O>;
  const refuse = (problem: string): never => {
    throw new RulesError('argument/invalid', `expected ${withArticle(rules.name)} position, got one whose ${problem}`);
  };
  let fields: { game: unknown; state: unknown; options: unknown; ply: unknown; trail: unknown };
  try {
    const { game, state, options, ply, trail } = position as Record<string, unknown>;
    fields = { game, state, options, ply, trail };
  } catch {
    fields = { game: undefined, state: undefined, options: undefined, ply: undefined, trail: undefined };
  }
  if (typeof position !== 'object' || position === null || fields.game !== rules.id) {
    throw new RulesError('argument/invalid', `expected ${withArticle(rules.name)} position, got ${describeValue(position)}`);
  }

  const options = admitOptions(rules, fields.options, refuse);
  const { ply } = fields;
  if (typeof ply !== 'number' || !Number.isSafeInteger(ply) || ply < 0) return refuse(`ply ${describeValue(ply)} is not a whole number of at least 0`);

  // A sound state is exactly what its own position string parses to; anything else (wrong
  // types, missing or extra fields, caches that disagree with the board) is refused here.
  let text = '';
  let state: S | undefined;
  try {
    text = rules.formatPosition(fields.state as S);
    state = rules.parsePosition(text, options);
  } catch {
    refuse(`state ${describeValue(fields.state)} is not ${withArticle(rules.name)} state`);
  }
  const parsed = state as S;
  if (!sameValue(parsed, fields.state)) refuse(`state ${describeValue(fields.state)} is not a sound ${rules.name} state (its board reads ${quote(text)})`);

  const key = rules.key(parsed);
  const trail = fields.trail === null ? null : admitTrail(rules.name, fields.trail, key, ply, refuse);
  const kept = admission.tracksKeys(options) ? (trail ?? Object.freeze({ key, previous: null })) : null;
  return new MadePosition(rules.id, admission.seal(parsed), options, ply, kept);
}

/** The game's own resolved options for what a position claims, which must be exactly those. */
function admitOptions<S, M, O extends DrawOptions>(rules: GameRules<S, M, O>, given: unknown, refuse: (problem: string) => never): Readonly<O> {
  // The rules read options as properties, inherited ones too: only a plain object will do.
  if (typeof given !== 'object' || given === null || ![Object.prototype, null].includes(Object.getPrototypeOf(given))) {
    return refuse(`options ${describeValue(given)} are not a plain object`);
  }
  let resolved: Readonly<O>;
  try {
    resolved = resolveOptions(rules.options, given, rules.name);
  } catch (error) {
    if (!isRulesError(error)) throw error;
    return refuse(`options are not valid: ${error.message}`);
  }
  if (!sameValue(resolved, given)) refuse(`options ${describeValue(given)} are not the game's resolved options (${describeValue(resolved)})`);
  return resolved;
}

/** The library's own copy of a trail: keys of the game's kind, at most `ply + 1`, newest its own. */
function admitTrail(name: string, given: unknown, key: PositionKey, ply: number, refuse: (problem: string) => never): KeyTrail {
  const keys: PositionKey[] = [];
  const seen = new Set<unknown>();
  for (let entry = given; entry !== null; ) {
    if (typeof entry !== 'object' || entry === undefined || seen.has(entry)) return refuse(`trail ${describeValue(given)} is not a list of position keys`);
    seen.add(entry);
    const { key: held, previous } = entry as { key?: unknown; previous?: unknown };
    if (typeof held !== typeof key) return refuse(`trail holds ${describeValue(held)}, which is not ${withArticle(name)} position key`);
    keys.push(held as PositionKey);
    if (keys.length > ply + 1) return refuse(`trail is longer than the ${ply + 1} positions of a game at ply ${ply}`);
    entry = previous;
  }
  if (keys[0] !== key) refuse(`trail begins with ${describeValue(keys[0])}, not the position's own key ${describeValue(key)}`);
  let trail: KeyTrail | null = null;
  for (let i = keys.length - 1; i >= 0; i--) trail = Object.freeze({ key: keys[i] as PositionKey, previous: trail });
  return trail as KeyTrail;
}

/** Whether two states or option sets hold the same values: arrays and typed arrays alike by element. */
function sameValue(a: unknown, b: unknown, depth = 0): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || depth > 4) return false;
  const listA = Array.isArray(a) || ArrayBuffer.isView(a);
  const listB = Array.isArray(b) || ArrayBuffer.isView(b);
  if (listA !== listB) return false;
  if (listA) {
    const x = a as ArrayLike<unknown>;
    const y = b as ArrayLike<unknown>;
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!sameValue(x[i], y[i], depth + 1)) return false;
    return true;
  }
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], depth + 1));
}
