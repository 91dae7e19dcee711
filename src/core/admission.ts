import { describeValue, withArticle } from './describe.js';
import { RulesError, isRulesError, quote } from './errors.js';
import type { KeyTrail, Position } from './game.js';
import { resolveOptions, type DrawOptions } from './options.js';
import type { GameRules } from './rules.js';

/**
 * Positions this copy of the library made, or checked in full and found frozen: they cannot
 * change, so one lookup admits them again. Anything else a caller hands in (a spread copy, a
 * structured clone from a worker, a position of another copy of the library, a forged object) is
 * checked in full on every call, so that it fails with a {@link RulesError} rather than deep in
 * the rules with a `TypeError`.
 */
const admitted = new WeakSet<object>();

/** Records a position the library has just made (frozen, its state sealed). */
export function admit<P extends object>(position: P): P {
  admitted.add(position);
  return position;
}

/**
 * Throws `argument/invalid` unless `position` is a sound position of the game: made by the library,
 * or with options as the game resolves them, a whole-number ply, a state that reads back exactly as
 * its own position string parses, and a trail of keys that begins with its own key.
 */
export function checkPosition<S, M, O extends DrawOptions>(rules: GameRules<S, M, O>, position: unknown): asserts position is Position<S, O> {
  if (typeof position !== 'object' || position === null || (position as { game?: unknown }).game !== rules.id) {
    throw new RulesError('argument/invalid', `expected ${withArticle(rules.name)} position, got ${describeValue(position)}`);
  }
  if (admitted.has(position)) return;
  const problem = problemOf(rules, position as Position<S, O>);
  if (problem !== undefined) throw new RulesError('argument/invalid', `expected ${withArticle(rules.name)} position, got one whose ${problem}`);
  if (deeplyFrozen(position as Position<S, O>)) admitted.add(position);
}

/** What is wrong with a position the library did not make, or `undefined` if nothing is. */
function problemOf<S, M, O extends DrawOptions>(rules: GameRules<S, M, O>, position: Position<S, O>): string | undefined {
  const { state, options, ply, trail } = position;
  let resolved: Readonly<O>;
  try {
    resolved = resolveOptions(rules.options, options, rules.name);
  } catch (error) {
    if (!isRulesError(error)) throw error;
    return `options are not valid: ${error.message}`;
  }
  if (!sameValue(resolved, options)) return `options ${describeValue(options)} are not the game's resolved options (${describeValue(resolved)})`;
  if (!Number.isSafeInteger(ply) || ply < 0) return `ply ${describeValue(ply)} is not a whole number of at least 0`;

  // A sound state is exactly what its own position string parses to; anything else (wrong
  // types, missing or extra fields, caches that disagree with the board) is refused here.
  let text: string;
  let parsed: S;
  try {
    text = rules.formatPosition(state);
    parsed = rules.parsePosition(text, resolved);
  } catch {
    return `state ${describeValue(state)} is not ${withArticle(rules.name)} state`;
  }
  if (!sameValue(parsed, state)) return `state ${describeValue(state)} is not a sound ${rules.name} state (its board reads ${quote(text)})`;

  if (trail === null) return undefined;
  const key = rules.key(parsed);
  const seen = new Set<unknown>();
  for (let entry: unknown = trail; entry !== null; entry = (entry as KeyTrail).previous) {
    if (typeof entry !== 'object' || seen.has(entry)) return `trail ${describeValue(trail)} is not a list of position keys`;
    seen.add(entry);
    if (typeof (entry as KeyTrail).key !== typeof key) return `trail holds ${describeValue((entry as KeyTrail).key)}, which is not ${withArticle(rules.name)} position key`;
    if (seen.size > ply + 1) return `trail is longer than the ${ply + 1} positions of a game at ply ${ply}`;
  }
  if (trail.key !== key) return `trail begins with ${describeValue(trail.key)}, not the position's own key ${describeValue(key)}`;
  return undefined;
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

/** Whether nothing in a checked position can change any more: then it need not be checked again. */
function deeplyFrozen(position: Position): boolean {
  const { state, options } = position;
  if (!Object.isFrozen(position) || !Object.isFrozen(options)) return false;
  if (typeof state === 'object' && state !== null) {
    if (!Object.isFrozen(state)) return false;
    // Typed arrays cannot be frozen: a state holding one can still change.
    for (const value of Object.values(state)) if (typeof value === 'object' && value !== null && (ArrayBuffer.isView(value) || !Object.isFrozen(value))) return false;
  }
  for (let entry = position.trail; entry !== null; entry = entry.previous) if (!Object.isFrozen(entry)) return false;
  return true;
}
