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
 * It reads the value's properties, so a getter or proxy trap of the caller runs, and what it
 * throws passes through unchanged: a message never hides an exception of the caller's own code.
 */
export function describeValue(value: unknown): string {
  if (typeof value !== 'object' || value === null) return describePrimitive(value);
  const length = listLength(value);
  const suffix = length !== undefined && length > MAX_ITEMS ? ` (${length} elements)` : '';
  const writer = new Writer(LIMIT - suffix.length);
  writeValue(writer, value, []);
  return writer.result() + suffix;
}

/** A value that is not an object, as it stands in a message. */
function describePrimitive(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'function') return 'a function';
  return String(value);
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
  const length = listLength(value);
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
    writeValue(writer, list[i], ancestors);
  }
  if (length > shown) writer.write(shown > 0 ? ',...' : '...');
  writer.write(']');
}

/** Writes the first own enumerable properties of an object, breaking off `for...in` early. */
function writeObject(writer: Writer, object: object, ancestors: object[]): void {
  writer.write('{');
  let seen = 0;
  let shown = 0;
  for (const key in object) {
    if (writer.full) break;
    // Inherited keys are skipped (as JSON does), but only so many: the object may inherit a million.
    if (++seen > MAX_KEYS) {
      writer.write(shown > 0 ? ',...' : '...');
      break;
    }
    if (!Object.hasOwn(object, key)) continue;
    if (shown === MAX_ITEMS) {
      writer.write(',...');
      break;
    }
    if (shown++ > 0) writer.write(',');
    writer.write(`${quote(key)}:`);
    writeValue(writer, (object as Record<string, unknown>)[key], ancestors);
  }
  writer.write('}');
}

/** A name with its indefinite article, for messages: `a Chess position`, `an Othello position`. */
export function withArticle(name: string): string {
  return `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;
}
