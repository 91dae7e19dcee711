import { ERROR_CODES, isRulesError as isOwnRulesError } from '../../src/index.js';

/*
 * The hostile values of issue 28's fuzz suites, and the promise a public entry keeps when it is
 * given one: a RulesError with a documented code and a short message that names the entry or the
 * part, the value left as it was, a refusal in bounded time.
 */

/** Characters of a refusal's message at most. */
export const MAX_MESSAGE = 300;
/** Milliseconds a refusal may take at most (loosely: a linear-time refusal of 1e6 takes far more). */
export const MAX_MS = 200;

/** The error a hostile getter or trap throws: it may pass through. */
export const BOOM = new Error('a getter of the caller');

/** A hostile value: made fresh for each call, and how to tell that it is unchanged. */
export interface Hostile {
  readonly name: string;
  readonly make: () => unknown;
  /** Whether the value's own code throws when read (so that its error may pass through). */
  readonly throws?: boolean;
}

function cyclic(): object {
  const value: Record<string, unknown> = { a: 1, list: [1, 2] };
  value['self'] = value;
  (value['list'] as unknown[]).push(value);
  return value;
}

function revoked(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

export const HOSTILE: readonly Hostile[] = [
  { name: 'null', make: () => null },
  { name: 'undefined', make: () => undefined },
  { name: 'NaN', make: () => Number.NaN },
  { name: '-1', make: () => -1 },
  { name: '1e308', make: () => 1e308 },
  { name: '2**53', make: () => 2 ** 53 },
  { name: 'a string', make: () => 'kono' },
  { name: 'a plain object', make: () => ({ a: 1 }) },
  { name: 'an empty array', make: () => [] },
  { name: 'a sparse array of 1e6', make: () => Object.assign([], { length: 1e6 }) },
  { name: 'a proxy', make: () => new Proxy({ a: 1 }, {}) },
  { name: 'a revoked proxy', make: revoked, throws: true },
  {
    name: 'a throwing getter',
    make: () => ({
      get game(): never {
        throw BOOM;
      },
      get id(): never {
        throw BOOM;
      },
      get kind(): never {
        throw BOOM;
      },
      get length(): never {
        throw BOOM;
      },
    }),
    throws: true,
  },
  { name: 'a BigInt', make: () => 10n },
  { name: 'a cyclic object', make: cyclic },
  { name: 'a proxy around an Int32Array', make: () => new Proxy(new Int32Array(512), {}) },
  { name: 'a proxy around a Uint8Array', make: () => new Proxy(new Uint8Array(64), {}) },
];

/**
 * A deep snapshot of a value, for "unchanged": plain data written out, a cycle as its path, a
 * sparse array as its length and own keys; a proxy or a getter is not read (it is the caller's).
 */
function snapshot(value: unknown, seen: object[] = []): unknown {
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value !== 'object' || value === null) return value;
  if (ArrayBuffer.isView(value)) return 'typed';
  if (seen.includes(value)) return `[cycle ${seen.indexOf(value)}]`;
  const keys = Object.keys(value);
  if (Array.isArray(value) && value.length > 100) return { length: value.length, keys: keys.length };
  const out: Record<string, unknown> = { frozen: Object.isFrozen(value) };
  for (const key of keys) {
    const described = Object.getOwnPropertyDescriptor(value, key);
    out[key] = described?.get !== undefined ? 'getter' : snapshot(described?.value, [...seen, value]);
  }
  return out;
}

/** How a call ended: it returned, or threw (or its promise rejected) `thrown`. */
type Ending = { readonly returned: true } | { readonly returned: false; readonly thrown: unknown };

/**
 * The verdict on a call given a hostile value: `undefined` where it kept the promise (a
 * RulesError of a documented code, a short message that `names` matches, the value unchanged, in
 * bounded time), else the finding. `isRulesError` is the library copy's own (the threads' suite
 * runs the built package).
 */
function verdict(
  hostile: Hostile,
  changed: boolean,
  ending: Ending,
  ms: number,
  names: RegExp,
  isRulesError: (error: unknown) => error is { readonly code: string; readonly message: string },
): string | undefined {
  if (changed) return 'changed the value';
  if (ending.returned) return 'accepted it';
  const { thrown } = ending;
  if (isRulesError(thrown)) {
    if (!(ERROR_CODES as readonly string[]).includes(thrown.code)) return `threw the undocumented code ${thrown.code}`;
    if (thrown.message.length > MAX_MESSAGE) return `wrote a message of ${thrown.message.length} characters`;
    if (thrown.message.length === 0) return 'wrote no message';
    if (!names.test(thrown.message))
      return `wrote a message that names neither the entry nor the part (${names.source}): ${thrown.message}`;
    if (ms > MAX_MS) return `took ${ms.toFixed(0)} ms to refuse it`;
    return undefined;
  }
  // The caller's own code may throw through: its error, or the engine's for a revoked proxy.
  if (hostile.throws === true && (thrown === BOOM || (thrown instanceof TypeError && /revoked/.test(thrown.message)))) return undefined;
  return `threw ${thrown instanceof Error ? `${thrown.name}: ${thrown.message.slice(0, 120)}` : String(thrown)}`;
}

/** A value's snapshot before a call, where it can be taken without running the caller's code. */
const snapshotOf = (hostile: Hostile, value: unknown): string | undefined =>
  hostile.name.includes('proxy') ? undefined : JSON.stringify(snapshot(value));

/** What a call did with a hostile value: refused as promised (`undefined`), or the finding. */
export function attack(
  call: (value: unknown) => unknown,
  hostile: Hostile,
  names: RegExp,
  isRulesError: (error: unknown) => error is { readonly code: string; readonly message: string } = isOwnRulesError,
): string | undefined {
  const value = hostile.make();
  const before = snapshotOf(hostile, value);
  const started = performance.now();
  let ending: Ending;
  try {
    call(value);
    ending = { returned: true };
  } catch (error) {
    ending = { returned: false, thrown: error };
  }
  const ms = performance.now() - started;
  const changed = before !== undefined && JSON.stringify(snapshot(value)) !== before;
  return verdict(hostile, changed, ending, ms, names, isRulesError);
}

/**
 * {@link attack} for an entry that answers with a promise: a refusal must be settled before its
 * first await (before any worker starts). A call that goes on is waited for, so that it ends.
 */
export async function attackAsync(
  call: (value: unknown) => Promise<unknown>,
  hostile: Hostile,
  names: RegExp,
  isRulesError: (error: unknown) => error is { readonly code: string; readonly message: string },
): Promise<string | undefined> {
  const value = hostile.make();
  const before = snapshotOf(hostile, value);
  const started = performance.now();
  let promise: Promise<unknown>;
  try {
    promise = call(value);
  } catch (error) {
    return `threw instead of rejecting: ${String(error)}`;
  }
  const running = Symbol('running');
  const ending = await Promise.race([promise, Promise.resolve(running)]).then(
    (result): Ending | typeof running => (result === running ? running : { returned: true }),
    (error: unknown): Ending => ({ returned: false, thrown: error }),
  );
  const ms = performance.now() - started;
  if (ending === running) {
    await promise.catch(() => undefined);
    return 'was not refused before the work began';
  }
  const changed = before !== undefined && JSON.stringify(snapshot(value)) !== before;
  return verdict(hostile, changed, ending, ms, names, isRulesError);
}

/** One argument of an entry, attacked: the call with the value in its place. */
export interface Slot<R = unknown> {
  /** `entry(argument)`, say `perft(game)`. */
  readonly name: string;
  readonly call: (value: unknown) => R;
  /** Hostile values (by name) this argument legitimately accepts, not attacked with them. */
  readonly accepts?: readonly string[];
  /** What a refusal's message must name: the entry, or the part of its input that was wrong. */
  readonly names: RegExp;
}

/**
 * The part an argument is, as a refusal names it, where its valid value shows it: a game, a
 * position, options or settings. Other arguments name theirs in {@link slots}' `parts`.
 */
function partOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if ('legalMoves' in value) return 'game';
  if ('board' in value && 'game' in value) return 'position';
  if (Object.getPrototypeOf(value) === Object.prototype && Object.keys(value).length <= 1) return 'options?|settings?';
  return undefined;
}

/**
 * Each argument of `entry` in turn replaced, the others as in `valid`. A refusal's message names
 * the entry (its last word: `start` of `kono.start`), or the argument's part: `parts[i]` (words
 * of a regular expression), else what {@link partOf} finds.
 */
export function slots<R>(
  entry: string,
  fn: (...args: never[]) => R,
  valid: readonly unknown[],
  accepts: Record<number, readonly string[]> = {},
  parts: Record<number, string> = {},
): Slot<R>[] {
  const own = entry.split(/[ .]/).at(-1) as string;
  return valid.map((value, i) => ({
    name: `${entry}(argument ${i + 1})`,
    call: (value: unknown) => (fn as (...args: unknown[]) => R)(...valid.map((v, j) => (j === i ? value : v))),
    accepts: accepts[i] ?? [],
    names: new RegExp([own, parts[i] ?? partOf(value)].filter((word) => word !== undefined).join('|'), 'i'),
  }));
}
