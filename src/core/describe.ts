import { quote } from './errors.js';

// A description is for an error message: it must stay short, and cost little however large the
// value (a hostile caller can hand in `Object.assign([], { length: 1e8 })`).
/** Characters of a description at most. */
const LIMIT = 80;
/** Elements of an array, or properties of an object, shown at most. */
const MAX_ITEMS = 8;
/** Keys of one object looked at at most, shown or skipped as inherited. */
const MAX_KEYS = 32;
/** Levels of nesting shown; deeper arrays and objects are written `[...]` and `{...}`. */
const MAX_DEPTH = 3;

/** Collects a description, ignoring what comes once it has grown past its limit. */
class Writer {
  text = '';

  /** @param limit - characters of the description at most */
  constructor(readonly limit: number) {}

  /** Whether the description has grown past its limit, so that nothing more is worth reading. */
  get full(): boolean {
    return this.text.length > this.limit;
  }

  /** Appends a piece, unless the description is already full. */
  write(piece: string): void {
    if (!this.full) this.text += piece;
  }

  /** The description, cut to its limit with `...` where it grew past it. */
  result(): string {
    return this.full ? `${this.text.slice(0, this.limit - 3)}...` : this.text;
  }
}

/**
 * A short description of any value for an error message: strings quoted (and shortened), arrays
 * and objects in a JSON-like form (`[1,2,3]`, `{"a":1}`) with `...` where they go on, a long
 * array's length (`[0,0,...] (100000000 elements)`), `[Circular]` for a cycle.
 *
 * Its cost is bounded whatever the value: it reads at most a few dozen elements and properties
 * (the first indices of an array or typed array, never its whole length), stops once the text
 * is 80 characters long, and never runs `JSON.stringify` or `toJSON`. The one cost it cannot
 * bound is the engine listing an ordinary object's keys, which `for...in` does up front even
 * when the loop breaks at once: proportional to the keys the object really holds, and less than
 * building it took (Node 20: 0.34 s for a million keys, against 0.87 s to build them or 0.7 s to
 * parse them from JSON).
 *
 * It never throws, whatever the value: it describes a refusal, which must reach the caller as
 * the library's error. A part it cannot read (a getter or proxy trap that throws, a revoked
 * proxy) is written `<unreadable>`; the entry that refuses the value has read what it checked
 * itself, so an exception of the caller's own code has already passed through there.
 */
export function describeValue(value: unknown): string {
  if (typeof value !== 'object' || value === null) return describePrimitive(value);
  const length = readSafely(() => listLength(value));
  const suffix = typeof length === 'number' && length > MAX_ITEMS ? ` (${length} elements)` : '';
  const writer = new Writer(LIMIT - suffix.length);
  writeValue(writer, value, []);
  return writer.result() + suffix;
}

/** What a part of a description stands as when reading it throws. */
const UNREADABLE = '<unreadable>';

/** What `read` answers, or {@link UNREADABLE} where it throws (a trap or getter of the caller's). */
function readSafely<T>(read: () => T): T | typeof UNREADABLE {
  try {
    return read();
  } catch {
    return UNREADABLE;
  }
}

/** A value that is not an object, as it stands in a message. */
function describePrimitive(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'function') return 'a function';
  // A BigInt as it is written in code: `String` alone would make `10n` read as the number 10.
  if (typeof value === 'bigint') return `${quoteDigits(value)}n`;
  return String(value);
}

/** The digits of a BigInt, shortened as a long string is (a BigInt can have a million digits). */
function quoteDigits(value: bigint): string {
  const digits = value.toString();
  return digits.length > 40 ? `${digits.slice(0, 37)}...` : digits;
}

/** The length of an array or typed array, read once; `undefined` for any other object. */
function listLength(value: object): number | undefined {
  // A typed array is read by index too: `for...in` would list every one of its indices first.
  if (!Array.isArray(value) && !ArrayBuffer.isView(value)) return undefined;
  const length: unknown = (value as { length?: unknown }).length;
  // A DataView has no length, and a proxy's trap may answer anything: neither is read by index.
  return typeof length === 'number' && Number.isSafeInteger(length) && length >= 0 ? length : undefined;
}

/** The text of a String object, whose indices `for...in` would visit one by one; else `undefined`. */
function boxedString(value: object): string | undefined {
  try {
    // A brand check: it runs no code of the caller, and throws for anything but a String object.
    return String.prototype.valueOf.call(value);
  } catch {
    return undefined;
  }
}

/** Writes `value` at the nesting of `ancestors` (the arrays and objects it stands in). */
function writeValue(writer: Writer, value: unknown, ancestors: object[]): void {
  if (writer.full) return;
  if (typeof value !== 'object' || value === null) return writer.write(describePrimitive(value));
  if (ancestors.includes(value)) return writer.write('[Circular]');
  const text = boxedString(value);
  if (text !== undefined) return writer.write(quote(text));
  // Array.isArray itself throws for a revoked proxy, and a length may be a getter.
  const length = readSafely(() => listLength(value));
  if (length === UNREADABLE) return writer.write(UNREADABLE);
  if (ancestors.length >= MAX_DEPTH) return writer.write(length === undefined ? '{...}' : '[...]');
  ancestors.push(value);
  if (length === undefined) writeObject(writer, value, ancestors);
  else writeList(writer, value as ArrayLike<unknown>, length, ancestors);
  ancestors.pop();
}

/** Writes the first elements of an array, reading no index past them. */
function writeList(writer: Writer, list: ArrayLike<unknown>, length: number, ancestors: object[]): void {
  writer.write('[');
  const shown = Math.min(length, MAX_ITEMS);
  for (let i = 0; i < shown && !writer.full; i++) {
    if (i > 0) writer.write(',');
    writeRead(writer, () => list[i], ancestors);
  }
  if (length > shown) writer.write(shown > 0 ? ',...' : '...');
  writer.write(']');
}

/** Writes the first own enumerable properties of an object, breaking off `for...in` early. */
function writeObject(writer: Writer, object: object, ancestors: object[]): void {
  writer.write('{');
  // Listing the keys runs a proxy's traps, which may throw (as a revoked proxy's do).
  const keys = readSafely(() => firstKeys(object));
  if (keys === UNREADABLE) writer.write(UNREADABLE);
  else writeProperties(writer, object, keys, ancestors);
  writer.write('}');
}

/**
 * The first keys of `object` that `for...in` lists, own or inherited, with `true` after them
 * when it lists more: at most one more than {@link MAX_KEYS}, breaking the loop early.
 */
function firstKeys(object: object): { readonly keys: string[]; readonly own: boolean[]; readonly more: boolean } {
  const keys: string[] = [];
  const own: boolean[] = [];
  for (const key in object) {
    if (keys.length === MAX_KEYS) return { keys, own, more: true };
    keys.push(key);
    own.push(Object.hasOwn(object, key));
  }
  return { keys, own, more: false };
}

/** Writes the own properties among `listed` (see {@link firstKeys}), at most {@link MAX_ITEMS}. */
function writeProperties(writer: Writer, object: object, listed: ReturnType<typeof firstKeys>, ancestors: object[]): void {
  let shown = 0;
  for (const [i, key] of listed.keys.entries()) {
    if (writer.full) return;
    if (listed.own[i] !== true) continue;
    if (shown === MAX_ITEMS) {
      writer.write(',...');
      return;
    }
    if (shown++ > 0) writer.write(',');
    writer.write(`${quote(key)}:`);
    writeRead(writer, () => (object as Record<string, unknown>)[key], ancestors);
  }
  // Inherited keys are skipped (as JSON does), but only so many: the object may inherit a million.
  if (listed.more) writer.write(shown > 0 ? ',...' : '...');
}

/** Writes the value that `read` gets, or {@link UNREADABLE} where reading it throws. */
function writeRead(writer: Writer, read: () => unknown, ancestors: object[]): void {
  const value = readSafely(read);
  if (value === UNREADABLE) writer.write(UNREADABLE);
  else writeValue(writer, value, ancestors);
}

/** A name with its indefinite article, for messages: `a Chess position`, `an Othello position`. */
export function withArticle(name: string): string {
  return `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;
}
