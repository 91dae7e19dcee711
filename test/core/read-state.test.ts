import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyGame, Position } from '../../src/index.js';
import { formatState as formatAgon, parseState as parseAgon, readAgonState } from '../../src/agon/position.js';
import { formatState as formatGong, parseState as parseGong, readGongState } from '../../src/gong/position.js';
import { JULGONU_STATE } from '../../src/julgonu/position.js';
import { KONO_STATE } from '../../src/kono/position.js';
import { maskStateRules } from '../../src/core/masks.js';
import { AGON, GONG, JULGONU, KONO, VARIANTS } from '../support/ai.js';
import { params } from '../support/fc.js';
import { randomLine } from '../support/lines.js';

/*
 * The state readers (src/core/read-state.ts and each game's `readState`): a state from outside
 * the library is checked by its structure instead of by printing and parsing its position string.
 * They must agree exactly with that slow check, which is written out here as the oracle.
 */

type Options = Readonly<Record<string, unknown>>;
type Loose = Record<string, unknown>;

/** The one error a reader may throw of its own: what `refuse` throws. */
class Refused extends Error {}
const refuse = (problem: string): never => {
  throw new Refused(problem);
};

/** A game's reader beside its position string, which the slow check goes through. */
interface Reader {
  readonly game: AnyGame;
  readonly read: (value: unknown, options: Options, refuse: (problem: string) => never) => unknown;
  readonly format: (state: never) => string;
  readonly parse: (text: string, options: Options) => unknown;
  /** The array fields of its states. */
  readonly lists: readonly string[];
}

const READERS: Readonly<Record<string, Reader>> = {
  kono: { game: KONO, read: KONO_STATE.readState, format: KONO_STATE.formatPosition, parse: (text) => KONO_STATE.parsePosition(text, {}), lists: [] },
  julgonu: { game: JULGONU, read: JULGONU_STATE.readState, format: JULGONU_STATE.formatPosition, parse: (text) => JULGONU_STATE.parsePosition(text, {}), lists: [] },
  agon: {
    game: AGON,
    read: readAgonState,
    format: formatAgon,
    parse: (text, options) => parseAgon(text, (options['displacementCapture'] as boolean | undefined) ?? true),
    lists: ['cells', 'pieces', 'held', 'unplaced'],
  },
  gong: { game: GONG, read: readGongState, format: formatGong, parse: (text) => parseGong(text, 'Gong'), lists: ['cells', 'off', 'on', 'radials'] },
};

const readerOf = (game: AnyGame | string): Reader => READERS[typeof game === 'string' ? game : game.id] as Reader;

/** A state with its typed arrays as plain arrays: the form a position's sealed state has. */
function plainForm(state: unknown): Loose {
  const out: Loose = {};
  for (const [key, value] of Object.entries(state as Loose)) out[key] = ArrayBuffer.isView(value) ? Array.from(value as unknown as ArrayLike<number>) : value;
  return out;
}

/**
 * Whether two states hold the same values, as admission's `sameValue` decides (arrays by
 * element, objects by their enumerable own keys), except that a list on the side of `given` must
 * be a plain array: the readers refuse typed arrays, which no copy of a position holds.
 */
function sameValue(a: unknown, given: unknown, depth = 0): boolean {
  if (a === given) return true;
  if (typeof a !== 'object' || typeof given !== 'object' || a === null || given === null || depth > 4) return false;
  const listA = Array.isArray(a) || ArrayBuffer.isView(a);
  const listB = Array.isArray(given);
  if (listA !== listB) return false;
  if (listA) {
    const x = a as ArrayLike<unknown>;
    const y = given as ArrayLike<unknown>;
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!sameValue(x[i], y[i], depth + 1)) return false;
    return true;
  }
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(given).length) return false;
  return keys.every((k) => Object.prototype.hasOwnProperty.call(given, k) && sameValue((a as Loose)[k], (given as Loose)[k], depth + 1));
}

/**
 * The slow check the readers replace: the state its position string gives back, if that is the
 * value itself (and the value a plain object, as the readers also require); `undefined` to refuse.
 */
function slowRead(reader: Reader, value: unknown, options: Options): Loose | undefined {
  if (typeof value !== 'object' || value === null || ![Object.prototype, null].includes(Object.getPrototypeOf(value))) return undefined;
  let parsed: unknown;
  try {
    parsed = reader.parse(reader.format(value as never), options);
  } catch {
    return undefined;
  }
  return sameValue(parsed, value) ? plainForm(parsed) : undefined;
}

/** The reader's answer: the state, or the problem it refused with (anything else thrown is thrown on). */
function fastRead(reader: Reader, value: unknown, options: Options): { ok: true; state: Loose } | { ok: false; problem: string } {
  try {
    return { ok: true, state: reader.read(value, options, refuse) as Loose };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, problem: error.message };
    throw error;
  }
}

/** The form of a sealed state: a frozen plain object of exactly `like`'s keys, its arrays fresh, frozen and plain. */
function expectSealed(state: Loose, like: object, source?: unknown): void {
  expect(Object.isFrozen(state)).toBe(true);
  expect([Object.prototype, null]).toContain(Object.getPrototypeOf(state));
  expect(Object.keys(state)).toEqual(Object.keys(like));
  for (const [key, value] of Object.entries(state)) {
    if (typeof value !== 'object') continue;
    expect(Array.isArray(value), key).toBe(true);
    expect(Object.getPrototypeOf(value), key).toBe(Array.prototype);
    expect(Object.isFrozen(value), key).toBe(true);
    if (typeof source === 'object' && source !== null) expect(value, key).not.toBe((source as Loose)[key]);
  }
}

/** The positions of a few seeded random games of each variant, every `step`th one. */
function samplePositions(plies: number, step: number): { label: string; position: Position }[] {
  const out: { label: string; position: Position }[] = [];
  for (const { label, game, options } of VARIANTS) {
    for (const seed of [1, 2, 3]) {
      randomLine(game, seed * 7919 + label.length, plies, game.start(options)).forEach((position, i) => {
        if (i % step === 0) out.push({ label: `${label} seed ${seed} ply ${i}`, position });
      });
    }
  }
  return out;
}

const SAMPLES = samplePositions(160, 2);
const POOL = samplePositions(160, 7).map(({ position }) => position);

const json = (value: unknown): Loose => JSON.parse(JSON.stringify(value)) as Loose;

describe('readers take back the states of positions', () => {
  it('reads a JSON copy and a structured clone of every state along random games into an equal sealed state', () => {
    expect(SAMPLES.length).toBeGreaterThan(1000);
    for (const { label, position } of SAMPLES) {
      const reader = readerOf(position.game);
      for (const copy of [json(position.state), structuredClone(position.state) as Loose, position.state]) {
        const state = reader.read(copy, position.options as Options, refuse) as Loose;
        expect(state, label).toEqual(position.state);
        expectSealed(state, position.state as object, copy);
      }
    }
  });

  it('reads a state whose prototype is null', () => {
    for (const position of POOL.slice(0, 40)) {
      const copy = Object.assign(Object.create(null) as Loose, json(position.state));
      const reader = readerOf(position.game);
      expect(reader.read(copy, position.options as Options, refuse)).toEqual(position.state);
    }
  });

  it("refuses an Agon state read under the other setting of displacementCapture, naming the field", () => {
    const position = AGON.start({ displacementCapture: false });
    const result = fastRead(READERS['agon'] as Reader, json(position.state), AGON.start().options as Options);
    expect(result).toEqual({ ok: false, problem: expect.stringContaining('state.displacement') });
  });
});

// ---------------------------------------------------------------------------------------------
// The differential property: one change to a real state, then the reader and the slow check agree.

/** Numbers of every kind a field might wrongly hold (huge counts kept out of `repeat`'s slow range). */
const arbNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: -3, max: 12 }),
  fc.integer({ min: -70000, max: 70000 }),
  fc.constantFrom(-0, 0.5, 1.5, -1, 13, 16, 255, 2 ** 13, 2 ** 16, 2 ** 27, 2 ** 31, -(2 ** 31), 2 ** 31 - 1, 2 ** 32, 2 ** 53, 1e9, NaN, Infinity, -Infinity),
);

/** Any value at all: numbers, their strings, other types, containers. */
const arbValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: arbNumber },
  { weight: 1, arbitrary: arbNumber.map(String) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(null, undefined, true, false, '', 'b', {}, [], [0], [1, 2], Symbol('s'), 1n, () => 0, new Int8Array(2), { length: 2, 0: 1, 1: 1 }),
  },
);

/** One change to a JSON copy of a state, named for the messages. */
type Mutation =
  | { kind: 'field'; pick: number; value: unknown }
  | { kind: 'element'; pick: number; index: number; value: unknown }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'missing'; pick: number }
  | { kind: 'longer'; pick: number; value: unknown }
  | { kind: 'shorter'; pick: number }
  | { kind: 'swap' }
  | { kind: 'move'; from: number; to: number; recache: boolean }
  | { kind: 'recode'; index: number; code: number; recache: boolean }
  | { kind: 'count'; pick: number; index: number; by: number }
  | { kind: 'take'; index: number; into: number }
  | { kind: 'typed'; pick: number }
  | { kind: 'string'; pick: number; index: number }
  | { kind: 'negative-zero'; pick: number }
  | { kind: 'turn' };

const arbMutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('field' as const), pick: fc.nat(), value: arbValue }),
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('element' as const), pick: fc.nat(), index: fc.nat(), value: arbValue }) },
  fc.record({ kind: fc.constant('extra' as const), key: fc.constantFrom('extra', '0', 'constructor', '__proto__', 'length', 'Cells'), value: arbValue }),
  fc.record({ kind: fc.constant('missing' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('longer' as const), pick: fc.nat(), value: arbValue }),
  fc.record({ kind: fc.constant('shorter' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('swap' as const) }),
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('move' as const), from: fc.nat(), to: fc.nat(), recache: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('recode' as const), index: fc.nat(), code: fc.nat(7), recache: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('count' as const), pick: fc.nat(), index: fc.nat(), by: fc.constantFrom(-1, 1) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('take' as const), index: fc.nat(), into: fc.nat(1) }) },
  fc.record({ kind: fc.constant('typed' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('string' as const), pick: fc.nat(), index: fc.nat() }),
  fc.record({ kind: fc.constant('negative-zero' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('turn' as const) }),
);

/** Agon's `pieces` words or Gong's `on` counts and `radials` masks, made again from the cells. */
function recache(game: string, state: Loose): void {
  const cells = state['cells'] as number[];
  if (game === 'agon') {
    const pieces = [0, 0, 0, 0, 0, 0];
    cells.forEach((code, p) => {
      const word = ((code & 3) - 1) * 3 + (p >> 5);
      if ((code & 3) === 1 || (code & 3) === 2) pieces[word] = (pieces[word] as number) | (1 << (p & 31));
    });
    state['pieces'] = pieces;
  } else if (game === 'gong') {
    const on = [0, 0];
    const radials = Array.from({ length: 48 }, () => 0);
    cells.forEach((code, p) => {
      if (code !== 1 && code !== 2) return;
      on[code - 1] = (on[code - 1] as number) + 1;
      const at = (code - 1) * 24 + Math.floor((p - 1) / 13);
      if (p > 0) radials[at] = (radials[at] as number) | (1 << ((p - 1) % 13));
    });
    state['on'] = on;
    state['radials'] = radials;
  }
}

/** Applies a mutation to a JSON copy of a state; returns the field it changed (or the key it added). */
function mutate(game: string, state: Loose, mutation: Mutation): string {
  const fields = Object.keys(state);
  const lists = readerOf(game).lists;
  const field = (pick: number): string => fields[pick % fields.length] as string;
  // Mask states have no arrays: their element changes fall on the masks' bits instead.
  const list = (pick: number): string | undefined => (lists.length === 0 ? undefined : lists[pick % lists.length]);
  const points = game === 'agon' ? 91 : game === 'gong' ? 313 : 16;
  switch (mutation.kind) {
    case 'field':
      state[field(mutation.pick)] = mutation.value;
      return field(mutation.pick);
    case 'element': {
      const name = list(mutation.pick);
      if (name === undefined) {
        const colour = mutation.pick % 2 === 0 ? 'black' : 'white';
        state[colour] = (state[colour] as number) ^ (1 << (mutation.index % 16));
        return colour;
      }
      const array = state[name] as unknown[];
      array[mutation.index % array.length] = mutation.value;
      return name;
    }
    case 'extra':
      Object.defineProperty(state, mutation.key, { value: mutation.value, enumerable: true, writable: true, configurable: true });
      return mutation.key;
    case 'missing':
      delete state[field(mutation.pick)];
      return field(mutation.pick);
    case 'longer':
    case 'shorter': {
      const name = list(mutation.pick) ?? 'turn';
      if (name === 'turn') {
        state['turn'] = mutation.kind === 'longer' ? [state['turn']] : [];
        return 'turn';
      }
      const array = state[name] as unknown[];
      if (mutation.kind === 'longer') array.push(mutation.value);
      else array.pop();
      return name;
    }
    case 'swap': {
      if (game === 'agon') state['pieces'] = [...(state['pieces'] as number[]).slice(3), ...(state['pieces'] as number[]).slice(0, 3)];
      else if (game === 'gong') state['radials'] = [...(state['radials'] as number[]).slice(24), ...(state['radials'] as number[]).slice(0, 24)];
      else [state['black'], state['white']] = [state['white'], state['black']];
      return game === 'agon' ? 'pieces' : game === 'gong' ? 'radials' : 'black';
    }
    case 'move': {
      if (lists.length === 0) {
        const colour = mutation.from % 2 === 0 ? 'black' : 'white';
        const mask = state[colour] as number;
        const occupied = (state['black'] as number) | (state['white'] as number);
        const from = mutation.from % 16;
        const to = mutation.to % 16;
        if ((mask >> from) & 1 && !((occupied >> to) & 1)) state[colour] = (mask & ~(1 << from)) | (1 << to);
        return colour;
      }
      // The from-th occupied cell to the to-th empty one, so that the move is never a no-op.
      const cells = state['cells'] as number[];
      const occupied = cells.flatMap((code, p) => (code === 0 ? [] : [p]));
      const empty = cells.flatMap((code, p) => (code === 0 ? [p] : []));
      if (occupied.length > 0) {
        const from = occupied[mutation.from % occupied.length] as number;
        const to = empty[mutation.to % empty.length] as number;
        cells[to] = cells[from] as number;
        cells[from] = 0;
      }
      if (mutation.recache) recache(game, state);
      return 'cells';
    }
    case 'recode': {
      if (lists.length === 0) {
        state['black'] = (state['black'] as number) | (1 << (mutation.index % 16));
        return 'black';
      }
      (state['cells'] as number[])[mutation.index % points] = mutation.code;
      if (mutation.recache) recache(game, state);
      return 'cells';
    }
    case 'count': {
      const name = game === 'agon' ? (mutation.pick % 2 === 0 ? 'held' : 'unplaced') : game === 'gong' ? (mutation.pick % 2 === 0 ? 'off' : 'on') : 'turn';
      if (name === 'turn') {
        state['turn'] = (state['turn'] as number) + mutation.by;
        return name;
      }
      const array = state[name] as number[];
      const i = mutation.index % array.length;
      array[i] = (array[i] as number) + mutation.by;
      return name;
    }
    case 'take': {
      // A piece leaves the board for a count (Agon's held or unplaced, Gong's off), caches kept true.
      if (lists.length === 0) return mutate(game, state, { kind: 'turn' });
      const cells = state['cells'] as number[];
      const p = cells.findIndex((code, q) => code !== 0 && q >= mutation.index % points);
      if (p < 0) return 'cells';
      const code = cells[p] as number;
      cells[p] = 0;
      recache(game, state);
      if (game === 'agon') {
        const counts = state[mutation.into === 0 ? 'held' : 'unplaced'] as number[];
        const kind = ((code & 3) - 1) * 2 + ((code & 4) !== 0 ? 0 : 1);
        counts[kind] = (counts[kind] as number) + 1;
      } else {
        const off = state['off'] as number[];
        off[code - 1] = (off[code - 1] as number) + 1;
      }
      return 'cells';
    }
    case 'typed': {
      const name = list(mutation.pick);
      if (name === undefined) return mutate(game, state, { kind: 'field', pick: mutation.pick, value: new Int32Array([state['black'] as number]) });
      state[name] = name === 'pieces' || name === 'radials' ? Int32Array.from(state[name] as number[]) : Int8Array.from(state[name] as number[]);
      return name;
    }
    case 'string': {
      const name = list(mutation.pick);
      if (name === undefined) {
        const key = field(mutation.pick);
        state[key] = String(state[key]);
        return key;
      }
      const array = state[name] as unknown[];
      const i = mutation.index % array.length;
      array[i] = String(array[i]);
      return name;
    }
    case 'negative-zero': {
      // -0 === 0, so the slow check takes it; the reader must too, and give 0 back.
      for (const name of [...lists, 'turn', 'black', 'white']) {
        const array = state[name];
        if (Array.isArray(array)) {
          const i = array.indexOf(0);
          if (i >= 0) array[i] = -0;
        } else if (state[name] === 0) state[name] = -0;
      }
      return 'turn';
    }
    case 'turn':
      state['turn'] = 1 - (state['turn'] as number);
      return 'turn';
  }
}

describe('readers agree with the position-string check', () => {
  it('accepts a changed state exactly when its position string gives it back, and then gives back the same state', () => {
    const tally = { accepted: 0, refused: 0 };
    fc.assert(
      fc.property(fc.nat(POOL.length - 1), arbMutation, (pick, mutation) => {
        const position = POOL[pick] as Position;
        const reader = readerOf(position.game);
        const options = position.options as Options;
        const value = json(position.state);
        const changed = mutate(position.game, value, mutation);
        const slow = slowRead(reader, value, options);
        const fast = fastRead(reader, value, options);
        expect(fast.ok).toBe(slow !== undefined);
        if (fast.ok) {
          tally.accepted++;
          expect(fast.state).toEqual(slow);
          expectSealed(fast.state, position.state as object, value);
        } else {
          tally.refused++;
          // The problem names the part that is wrong, briefly.
          expect(fast.problem).toMatch(/^state\b/);
          expect(fast.problem.length).toBeLessThan(300);
          if (!['negative-zero', 'take', 'turn'].includes(mutation.kind)) expect(fast.problem).toContain(changed);
        }
      }),
      params(6000),
    );
    // Both answers occur often enough to mean something.
    expect(tally.accepted).toBeGreaterThan(500);
    expect(tally.refused).toBeGreaterThan(2000);
  });
});

// ---------------------------------------------------------------------------------------------
// Hostile values.

/** A sound state of each game, as JSON, with its options. */
const SOUND = [KONO, JULGONU, AGON, GONG].map((game) => {
  const position = randomLine(game, 5, 30, game.start()).at(-1) as Position;
  return { game, reader: readerOf(game), options: position.options as Options, state: position.state as Loose };
});

describe.each(SOUND)('$game.id: hostile values', ({ reader, options, state }) => {
  const read = (value: unknown): unknown => reader.read(value, options, refuse);
  const problem = (value: unknown): string => {
    const result = fastRead(reader, value, options);
    if (result.ok) throw new Error('accepted');
    return result.problem;
  };

  it('refuses what is not a state object, saying what it is', () => {
    class Box {
      constructor(readonly inner: Loose) {}
    }
    const cases: [unknown, RegExp][] = [
      [null, /^state is null, not an object$/],
      [undefined, /^state is undefined, not an object$/],
      ['state', /^state is "state", not an object$/],
      [7, /^state is 7, not an object$/],
      [true, /^state is true, not an object$/],
      [Symbol('state'), /^state is a symbol, not an object$/],
      [10n, /^state is 10n, not an object$/],
      [() => state, /^state is a function, not an object$/],
      [[], /^state is an? \w+, not a plain object: its prototype is neither Object.prototype nor null$/],
      [Object.create(json(state)), /^state is an? \w+, not a plain object: its prototype is neither Object.prototype nor null$/],
      [new Box(json(state)), /^state is an? \w+, not a plain object: its prototype is neither Object.prototype nor null$/],
      [new Map(Object.entries(state)), /^state is an? \w+, not a plain object: its prototype is neither Object.prototype nor null$/],
      [new Date(0), /^state is an? \w+, not a plain object: its prototype is neither Object.prototype nor null$/],
    ];
    for (const [value, message] of cases) expect(problem(value)).toMatch(message);
  });

  it('refuses a missing, an extra or a non-enumerable field, naming it', () => {
    for (const field of Object.keys(state)) {
      const missing = json(state);
      delete missing[field];
      expect(problem(missing)).toBe(`state has no field ${field}`);
      const hidden = json(state);
      Object.defineProperty(hidden, field, { enumerable: false });
      expect(problem(hidden)).toBe(`state.${field} is not an enumerable field`);
    }
    expect(problem({ ...json(state), extra: 1 })).toMatch(/^state has a field "extra"/);
    expect(problem(JSON.parse(JSON.stringify({ ...state, __proto__: 1 }).replace(/}$/, ',"__proto__":1}')))).toMatch(/^state has a field "__proto__"/);
    // A symbol key is no field of the position string's state either; like the slow check, it is not read.
    expect(read({ ...json(state), [Symbol('x')]: 1 })).toEqual(state);
  });

  it('refuses a huge sparse array by its length, before reading an element', () => {
    for (const field of reader.lists) {
      const huge = Object.assign([], { length: 1e8 });
      const started = performance.now();
      expect(problem({ ...json(state), [field]: huge })).toBe(`state.${field} has 100000000 elements, not ${(state[field] as unknown[]).length}`);
      expect(performance.now() - started).toBeLessThan(20);
      // Holes read as undefined, which is no code or count.
      expect(problem({ ...json(state), [field]: new Array((state[field] as unknown[]).length) })).toMatch(new RegExp(`^state\\.${field}\\[0\\] is undefined`));
    }
  });

  it('reads each field and each element once, length before elements, and keeps what it read', () => {
    const reads = new Map<string, number>();
    const count = (key: string): void => void reads.set(key, (reads.get(key) ?? 0) + 1);
    const order: string[] = [];
    const source = json(state);
    const value: Loose = {};
    for (const field of Object.keys(source)) {
      const inner = source[field];
      // Arrays behind proxies that count every read; a second read of an element would see garbage.
      const shown = Array.isArray(inner)
        ? new Proxy(inner, {
            get(target, key, receiver) {
              const name = `${field}.${String(key)}`;
              count(name);
              order.push(name);
              if (key !== 'length' && (reads.get(name) ?? 0) > 1) return 99;
              return Reflect.get(target, key, receiver);
            },
          })
        : inner;
      Object.defineProperty(value, field, {
        enumerable: true,
        get() {
          count(field);
          return (reads.get(field) ?? 0) > 1 ? 'changed' : shown;
        },
      });
    }
    const result = read(value) as Loose;
    expect(result).toEqual(state);
    expectSealed(result, state);
    for (const field of Object.keys(source)) {
      expect(reads.get(field), field).toBe(1);
      const inner = source[field];
      if (!Array.isArray(inner)) continue;
      expect(reads.get(`${field}.length`), `${field}.length`).toBe(1);
      expect(order.filter((name) => name.startsWith(`${field}.`))[0]).toBe(`${field}.length`);
      for (let i = 0; i < inner.length; i++) expect(reads.get(`${field}.${i}`), `${field}[${i}]`).toBe(1);
    }
    // The result is the library's own: changing the source afterwards changes nothing in it.
    for (const inner of Object.values(source)) if (Array.isArray(inner)) inner.fill(99);
    expect(result).toEqual(state);
  });

  it('lets what a getter or a proxy trap throws pass through, and throws nothing else of its own', () => {
    const thrown = new Error('from the getter');
    for (const field of Object.keys(state)) {
      const value = json(state);
      Object.defineProperty(value, field, {
        enumerable: true,
        get() {
          throw thrown;
        },
      });
      expect(() => read(value)).toThrow(thrown);
    }
    const trapped = new Proxy(json(state), {
      ownKeys() {
        throw thrown;
      },
    });
    expect(() => read(trapped)).toThrow(thrown);
    const { proxy, revoke } = Proxy.revocable(json(state), {});
    revoke();
    expect(() => read(proxy)).toThrow(TypeError);
  });

  it('reads a proxy of a sound state, and refuses one that lies about its keys', () => {
    expect(read(new Proxy(json(state), {}))).toEqual(state);
    const lying = new Proxy(json(state), { ownKeys: () => [] });
    expect(problem(lying)).toMatch(/^state lists 0 of its \d+ fields among its keys$/);
    const disguised = new Proxy(json(state), { getPrototypeOf: () => Array.prototype });
    expect(problem(disguised)).toMatch(/^state is an? \w+, not a plain object: its prototype is neither Object.prototype nor null$/);
  });

  it('refuses cycles', () => {
    for (const field of Object.keys(state)) {
      const value = json(state);
      value[field] = value;
      expect(problem(value)).toMatch(new RegExp(`^state\\.${field} `));
      const withExtra = json(state);
      withExtra['self'] = withExtra;
      expect(problem(withExtra)).toMatch(/^state has a field "self"/);
    }
    for (const field of reader.lists) {
      const value = json(state);
      const array = value[field] as unknown[];
      array[0] = array;
      expect(problem(value)).toMatch(new RegExp(`^state\\.${field}\\[0\\] is an array`));
    }
  });

  it('takes Object.prototype polluted with an enumerable key, as the slow check does', () => {
    const prototype = Object.prototype as Loose;
    Object.defineProperty(prototype, 'polluted', { value: 1, enumerable: true, writable: true, configurable: true });
    try {
      expect(read(json(state))).toEqual(state);
    } finally {
      delete prototype['polluted'];
    }
  });

  it('names the field in every problem', () => {
    const bad = (field: string, fieldValue: unknown): string => problem({ ...json(state), [field]: fieldValue });
    expect(bad('turn', 2)).toBe('state.turn is 2, not 0 or 1');
    expect(bad('turn', '1')).toBe('state.turn is "1", not 0 or 1');
    for (const field of reader.lists) {
      expect(bad(field, 'x')).toBe(`state.${field} is "x", not an array`);
      expect(bad(field, Int8Array.from(state[field] as number[]))).toBe(`state.${field} is a typed array, not an array`);
      expect(bad(field, [])).toBe(`state.${field} has 0 elements, not ${(state[field] as unknown[]).length}`);
      const element = json(state);
      (element[field] as unknown[])[3 % (state[field] as unknown[]).length] = 'x';
      expect(problem(element)).toMatch(new RegExp(`^state\\.${field}\\[${3 % (state[field] as unknown[]).length}\\] is "x"`));
    }
  });
});

describe('huge objects', () => {
  it('refuses an object of 10^6 extra keys in the time of one enumeration of its keys, and one without the fields at once', () => {
    // One game is enough: the key check is the same code for all.
    const { reader, options, state } = SOUND[2] as (typeof SOUND)[number];
    const problem = (value: unknown): string => {
      const result = fastRead(reader, value, options);
      if (result.ok) throw new Error('accepted');
      return result.problem;
    };
    const big: Loose = json(state);
    for (let i = 0; i < 1e6; i++) big[`k${i}`] = i;
    let started = performance.now();
    const listed = Object.keys(big).length;
    const enumerate = performance.now() - started;
    expect(listed).toBe(1e6 + Object.keys(state).length);
    started = performance.now();
    expect(problem(big)).toMatch(/^state has a field "k0"/);
    expect(performance.now() - started).toBeLessThan(3 * enumerate + 100);
    for (const field of Object.keys(state)) delete big[field];
    started = performance.now();
    expect(problem(big)).toMatch(/^state has no field/);
    expect(performance.now() - started).toBeLessThan(20);
  });

});

describe('game-specific problems', () => {
  const problemOf = (game: AnyGame, value: unknown, options: Options = game.start().options as Options): string => {
    const result = fastRead(readerOf(game), value, options);
    if (result.ok) throw new Error('accepted');
    return result.problem;
  };

  it('mask games: masks in range, disjoint, at most maxPieces a colour', () => {
    const start = json(KONO.start().state);
    expect(problemOf(KONO, { ...start, black: 2 ** 16 })).toBe('state.black is 65536, not a mask of the 16 points (an integer of 16 bits)');
    expect(problemOf(KONO, { ...start, white: -1 })).toMatch(/^state\.white is -1, not a mask/);
    expect(problemOf(KONO, { ...start, white: 1.5 })).toMatch(/^state\.white is 1\.5, not a mask/);
    expect(problemOf(KONO, { ...start, black: 0x01fe })).toBe('state.black and state.white both hold a3');
    expect(problemOf(KONO, { black: 0x01ff, white: 0xf000, turn: 0 })).toBe('state.black has 9 pieces, at most 8 are possible');
    expect(problemOf(JULGONU, { black: 0x001f, white: 0xf000, turn: 0 })).toBe('state.black has 5 pieces, at most 4 are possible');
    expect(readerOf(JULGONU).read({ black: 0, white: -0, turn: -0 }, {}, refuse)).toEqual({ black: 0, white: 0, turn: 0 });
  });

  it('mask games on a 32-point grid: bit 31 is the sign bit, as the position string gives it', () => {
    const rules = maskStateRules({ name: 'Wide', files: 8, ranks: 4, start: { black: 0xff, white: 0xff000000 | 0 }, maxPieces: 12, pieceKind: 'man' });
    const wide: Reader = { game: KONO, read: rules.readState, format: rules.formatPosition, parse: (text) => rules.parsePosition(text, {}), lists: [] };
    const arbMask = fc.oneof(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 2 ** 32 }), fc.constantFrom(-(2 ** 31), 2 ** 31, 1 << 31, -0, 0.5));
    const tally = { accepted: 0, refused: 0 };
    fc.assert(
      fc.property(arbMask, arbMask, fc.constantFrom(0, 1, 2), (black, white, turn) => {
        // Thin the masks out so that some stay within twelve pieces a side.
        const thin = (mask: number): number => (Number.isInteger(mask) && mask % 5 !== 0 ? mask & (mask << 3) & (mask << 7) : mask);
        const value = { black: thin(black), white: thin(white), turn };
        const slow = slowRead(wide, value, {});
        const fast = fastRead(wide, value, {});
        expect(fast.ok).toBe(slow !== undefined);
        if (fast.ok) expect(fast.state).toEqual(slow);
        tally[fast.ok ? 'accepted' : 'refused']++;
      }),
      params(3000),
    );
    expect(tally.accepted).toBeGreaterThan(50);
    expect(wide.read({ black: 1 << 31, white: 0, turn: 0 }, {}, refuse)).toEqual({ black: -(2 ** 31), white: 0, turn: 0 });
    expect(fastRead(wide, { black: 2 ** 31, white: 0, turn: 0 }, {}).ok).toBe(false);
  });

  it('Agon: cell codes, the pieces words, the counts and A10', () => {
    const start = json(AGON.start().state);
    const cells = [...(start['cells'] as number[])];
    cells[12] = 7;
    expect(problemOf(AGON, { ...start, cells })).toBe('state.cells[12] is 7, not a cell code (0 empty, 1 or 5 Black, 2 or 6 White)');
    const moved = [...(start['cells'] as number[])];
    const from = moved.findIndex((code) => code === 1);
    moved[from] = 0;
    moved[90] = 1;
    expect(problemOf(AGON, { ...start, cells: moved })).toMatch(/^state\.pieces\[\d\] is -?\d+, not -?\d+, the mask of Black's pieces on cells \d+ to \d+ that state\.cells gives$/);
    expect(problemOf(AGON, { ...start, held: [2, 0, 0, 0] })).toBe('state.held[0] is 2, not a count of Black Queens from 0 to 1');
    expect(problemOf(AGON, { ...start, unplaced: [0, 1, 0, 0] })).toBe('state.cells, state.held and state.unplaced count 7 Black Guards, not exactly 6 (A10)');
    expect(problemOf(AGON, { ...start, displacement: 'true' })).toBe('state.displacement is "true", not true as the option displacementCapture says (A4)');
  });

  it('Gong: point codes, pawns off, the G2 rule, the on counts and radial masks', () => {
    const start = json(GONG.start().state);
    const cells = [...(start['cells'] as number[])];
    cells[0] = 3;
    expect(problemOf(GONG, { ...start, cells })).toBe('state.cells[0] is 3, not a point code (0 empty, 1 Black, 2 White)');
    expect(problemOf(GONG, { ...start, off: [9, 8] })).toBe("state.off[0] is 9, not a number of Black's pawns from 0 to 8");
    // One Black pawn placed on a13 (ring 13 of a black radial) with eight still off: nine in all.
    const placed = [...(start['cells'] as number[])];
    placed[GONG.board.point('a13')] = 1;
    const recached = { ...start, cells: placed };
    recache('gong', recached);
    expect(problemOf(GONG, recached)).toBe('state.cells and state.off[0] put 9 Black pawns on and off the board, at most 8 are possible');
    // On a white radial, with pawns off: G2.
    const stray = [...(start['cells'] as number[])];
    stray[GONG.board.point('b13')] = 1;
    const strayState = { ...start, cells: stray, off: [7, 8] };
    recache('gong', strayState);
    expect(problemOf(GONG, strayState)).toBe(
      'state.off[0] is 7, so Black has not moved yet, yet state.cells has a Black pawn on b13, not on ring 13 of a black radial (G2)',
    );
    expect(problemOf(GONG, { ...start, on: [0, 1] })).toBe("state.on[1] is 1, not 0, the number of White's pawns in state.cells");
    const radials = [...(start['radials'] as number[])];
    radials[25] = 4096;
    expect(problemOf(GONG, { ...start, radials })).toBe("state.radials[25] is 4096, not 0, the mask of White's pawns on radial b that state.cells gives");
  });
});
