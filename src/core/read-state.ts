import { describeShallow } from './describe.js';
import { quote } from './errors.js';

/**
 * A game's reader of states from outside the library (a JSON copy, a structured clone): it
 * returns the library's own copy of `value` (a new object with exactly the state's fields, whose
 * arrays are frozen, and which the library freezes when it makes a position of it) when `value`
 * is, field by field, a state that the game's position string would give back under `options`;
 * otherwise it calls `refuse`, which throws, with a phrase naming the bad part
 * (`state.cells[12] is "7", not a cell code`). It reads each field and element of `value` once, so
 * that what it checked is what the rules then read; what a getter or a proxy trap throws passes
 * through.
 */
export type StateReader<S, O> = (value: unknown, options: Readonly<O>, refuse: (problem: string) => never) => S;

/**
 * Refuses `value` unless it is a plain object (its prototype `Object.prototype` or `null`, as
 * JSON and structured clones give) whose own enumerable keys are exactly `fields`. Reads no
 * field's value.
 */
export function checkStateObject(
  value: unknown,
  fields: readonly string[],
  refuse: (problem: string) => never,
): asserts value is Readonly<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null) refuse(`state is ${describeShallow(value)}, not an object`);
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) {
    refuse(`state is ${describeShallow(value)}, not a plain object: its prototype is neither Object.prototype nor null`);
  }
  // An object without the first field, even an inherited one, is refused before its keys are
  // enumerated (whether it is the object's own is settled below).
  if (!((fields[0] as string) in value)) refuse(`state has no field ${fields[0] as string}`);
  // Then one enumeration, stopping at the first extra key. V8 gathers all of an object's keys
  // before a for...in visits one, so 10^6 keys cost about 0.3 s here, as Object.keys would (no
  // JavaScript operation counts keys in less); what this loop avoids is any work or list of ours
  // per key. Inherited keys are skipped as the position-string check skips them.
  let inOrder = true;
  let listed = 0;
  for (const key in value) {
    // The common case first: the keys in the order the library writes them (JSON and structured clones keep it).
    if (key === fields[listed]) listed++;
    else if (fields.includes(key)) {
      inOrder = false;
      listed++;
    } else if (Object.hasOwn(value, key)) {
      requireFields(value, fields, refuse);
      refuse(`state has a field ${quote(key)} that the game's states do not have`);
    }
  }
  // A for...in lists own keys before inherited ones: when every field was listed, in order, and
  // the last is an own key, so is every one before it.
  if (inOrder && listed === fields.length && Object.hasOwn(value, fields[listed - 1] as string)) return;
  requireFields(value, fields, refuse);
  // Every field is an own key now, so each is listed once if it is enumerable, and not at all if it is not.
  if (listed !== fields.length) {
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i] as string;
      if (!Object.prototype.propertyIsEnumerable.call(value, field)) refuse(`state.${field} is not an enumerable field`);
    }
    // Only a proxy whose traps disagree with each other gets here.
    refuse(`state lists ${listed} of its ${fields.length} fields among its keys`);
  }
}

/** Refuses `value` for the first of `fields` that is not an own field of it. */
function requireFields(value: object, fields: readonly string[], refuse: (problem: string) => never): void {
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i] as string;
    if (!Object.hasOwn(value, field)) refuse(`state has no field ${field}`);
  }
}

/**
 * `value` (the field `field` of a state) as an array, if it is a plain array (`Array.isArray`;
 * typed arrays are not, and no JSON copy or structured clone of a position holds one) of
 * exactly `length` elements; refuses otherwise. Reads only its length, once, before any
 * element, so a sparse array of 10^8 elements is refused at once.
 */
export function readList(value: unknown, field: string, length: number, refuse: (problem: string) => never): readonly unknown[] {
  if (!Array.isArray(value)) return refuse(`state.${field} is ${describeShallow(value)}, not an array`);
  const given: unknown = (value as unknown[]).length;
  if (given !== length) refuse(`state.${field} has ${describeShallow(given)} elements, not ${length}`);
  return value as unknown[];
}
