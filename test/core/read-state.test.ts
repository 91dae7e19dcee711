import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyGame, Position } from '../../src/index.js';
import {
  formatState as formatAgon,
  parseState as parseAgon,
  readAgonState,
  snapshotState as snapshotAgon,
  thawState as thawAgon,
  type WorkingAgonState,
} from '../../src/agon/position.js';
import { GON, RADIALS, radialOf, ringOf } from '../../src/gong/board.js';
import {
  formatState as formatGong,
  parseState as parseGong,
  readGongState,
  snapshotState as snapshotGong,
  thawState as thawGong,
  type WorkingGongState,
} from '../../src/gong/position.js';
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

/** A board held as a string of digits, one a cell: its length, the digits that are codes, and the words of the messages. */
interface Board {
  readonly size: number;
  readonly codes: string;
  /** What the reader calls one code: `cell code` or `point code`. */
  readonly code: string;
  /** The codes as the reader's message lists them. */
  readonly legend: string;
}

/** A game's reader beside its position string, which the slow check goes through. */
interface Reader {
  readonly game: AnyGame;
  readonly read: (value: unknown, options: Options, refuse: (problem: string) => never) => unknown;
  /**
   * The working state the slow check formats, built leniently from the fields of a plain
   * object; `undefined` when no working state can hold them (then no state of a position can
   * equal the value either).
   */
  readonly build: (value: Loose) => unknown;
  readonly format: (working: never) => string;
  readonly parse: (text: string, options: Options) => unknown;
  /** A position's state of a working state. */
  readonly snapshot: (working: never) => unknown;
  /** The array fields of its states. */
  readonly lists: readonly string[];
  /** Its field `cells`, a string of digits, if it has one. */
  readonly board?: Board;
}

/**
 * The codes of a string of `size` ASCII digits, any of 0 to 9 (which of them are codes the
 * round trip through the position string decides); `undefined` for anything else.
 */
function digitCodes(text: unknown, size: number): Int8Array | undefined {
  if (typeof text !== 'string' || text.length !== size) return undefined;
  const codes = new Int8Array(size);
  for (let p = 0; p < size; p++) {
    const code = text.charCodeAt(p) - 48;
    if (!(code >= 0 && code <= 9)) return undefined;
    codes[p] = code;
  }
  return codes;
}

/** A plain array of `length` whole numbers that an Int8Array holds as they are, as one; `undefined` for anything else. */
function smallNumbers(list: unknown, length: number): Int8Array | undefined {
  if (!Array.isArray(list) || list.length !== length) return undefined;
  const out = new Int8Array(length);
  for (let i = 0; i < length; i++) {
    const n: unknown = list[i];
    if (typeof n !== 'number' || !Number.isInteger(n) || n < -128 || n > 127) return undefined;
    out[i] = n;
  }
  return out;
}

/** An Agon working state of a value's fields: turn and displacement as they are (the round trip judges them). */
function buildAgon(value: Loose): WorkingAgonState | undefined {
  const cells = digitCodes(value['cells'], 91);
  const held = smallNumbers(value['held'], 4);
  const unplaced = smallNumbers(value['unplaced'], 4);
  if (cells === undefined || held === undefined || unplaced === undefined) return undefined;
  // The masks of Black's (words 0-2) and White's (3-5) pieces, for a whole working state; the position string does not read them.
  const pieces = new Int32Array(6);
  cells.forEach((code, p) => {
    const colour = code & 3;
    if (colour !== 1 && colour !== 2) return;
    const word = (colour - 1) * 3 + (p >> 5);
    pieces[word] = (pieces[word] as number) | (1 << (p & 31));
  });
  const captured = value['captured'];
  if (Array.isArray(captured)) for (const p of captured) if (Number.isInteger(p) && p >= 0 && p < 91) cells[p] = (cells[p] as number) | 8;
  const historical = value['variant'] === 'historical';
  return { cells, pieces, turn: value['turn'] as 0 | 1, held, unplaced, displacement: value['displacement'] as boolean, historical };
}

/** A Gong working state of a value's fields: turn as it is (the round trip judges it). */
function buildGong(value: Loose): WorkingGongState | undefined {
  const cells = digitCodes(value['cells'], 313);
  const off = smallNumbers(value['off'], 2);
  if (cells === undefined || off === undefined) return undefined;
  // The pawns on the board and the radial masks, for a whole working state; the position string does not read them.
  const on = new Int8Array(2);
  const radials = new Int32Array(2 * RADIALS);
  cells.forEach((code, p) => {
    if (code !== 1 && code !== 2) return;
    on[code - 1] = (on[code - 1] as number) + 1;
    const at = (code - 1) * RADIALS + radialOf(p);
    if (p !== GON) radials[at] = (radials[at] as number) | (1 << (ringOf(p) - 1));
  });
  return { cells, turn: value['turn'] as 0 | 1, off, on, radials };
}

const READERS: Readonly<Record<string, Reader>> = {
  kono: {
    game: KONO,
    read: KONO_STATE.readState,
    // A mask game's position string reads the three numbers of the value itself.
    build: (value) => value,
    format: KONO_STATE.formatPosition,
    parse: (text) => KONO_STATE.parsePosition(text, {}),
    snapshot: KONO_STATE.snapshot,
    lists: [],
  },
  julgonu: {
    game: JULGONU,
    read: JULGONU_STATE.readState,
    build: (value) => value,
    format: JULGONU_STATE.formatPosition,
    parse: (text) => JULGONU_STATE.parsePosition(text, {}),
    snapshot: JULGONU_STATE.snapshot,
    lists: [],
  },
  agon: {
    game: AGON,
    read: readAgonState,
    build: buildAgon,
    format: formatAgon,
    parse: (text, options) => parseAgon(text, options),
    snapshot: snapshotAgon,
    lists: ['held', 'unplaced'],
    board: { size: 91, codes: '01256', code: 'cell code', legend: '0 empty, 1 or 5 Black, 2 or 6 White' },
  },
  gong: {
    game: GONG,
    read: readGongState,
    build: buildGong,
    format: formatGong,
    parse: (text) => parseGong(text, 'Gong'),
    snapshot: snapshotGong,
    lists: ['off'],
    board: { size: 313, codes: '012', code: 'point code', legend: '0 empty, 1 Black, 2 White' },
  },
};

const readerOf = (game: AnyGame | string): Reader => READERS[typeof game === 'string' ? game : game.id] as Reader;

/**
 * Whether `value` is `state` (a position's state) field by field: the same own enumerable keys,
 * primitives equal (`===`, so -0 is 0), and for each array of `state` a plain array (not a typed
 * one: no copy of a position holds one) of the same elements.
 */
function samePlain(state: Loose, value: Loose): boolean {
  const keys = Object.keys(state).sort();
  const given = Object.keys(value).sort();
  if (keys.length !== given.length || keys.some((key, i) => key !== given[i])) return false;
  return keys.every((key) => {
    const expected = state[key];
    const actual = value[key];
    if (!Array.isArray(expected)) return expected === actual;
    return Array.isArray(actual) && actual.length === expected.length && expected.every((n, i) => n === actual[i]);
  });
}

/**
 * The slow check the readers replace: a plain object is taken iff it is the state that its
 * position string gives back, `snapshot(parse(format(w)))` for the working state `w` built
 * leniently from it; that state is the answer, `undefined` to refuse.
 */
function slowRead(reader: Reader, value: unknown, options: Options): Loose | undefined {
  if (typeof value !== 'object' || value === null || ![Object.prototype, null].includes(Object.getPrototypeOf(value))) return undefined;
  const working = reader.build(value as Loose);
  if (working === undefined) return undefined;
  let state: Loose;
  try {
    state = reader.snapshot(reader.parse(reader.format(working as never), options) as never) as Loose;
  } catch {
    return undefined;
  }
  return samePlain(state, value as Loose) ? state : undefined;
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

/** The form of a state a reader returns: a plain object of exactly `like`'s keys in its order, whose arrays are frozen plain arrays. */
function expectPlain(state: Loose, like: object): void {
  expect([Object.prototype, null]).toContain(Object.getPrototypeOf(state));
  expect(Object.keys(state)).toEqual(Object.keys(like));
  for (const [key, value] of Object.entries(state)) {
    if (typeof value !== 'object') continue;
    expect(Array.isArray(value), key).toBe(true);
    expect(Object.getPrototypeOf(value), key).toBe(Array.prototype);
    expect(Object.isFrozen(value), key).toBe(true);
  }
}

/**
 * A state read from `source`, a copy whose object and arrays are not frozen, is the library's
 * own: another object, holding none of the source's arrays, and the source left unfrozen.
 */
function expectOwnCopy(state: Loose, source: Loose): void {
  expect(state).not.toBe(source);
  expect(Object.isFrozen(source)).toBe(false);
  for (const [key, value] of Object.entries(source)) {
    if (typeof value !== 'object' || value === null) continue;
    expect(state[key], key).not.toBe(value);
    expect(Object.isFrozen(value), key).toBe(false);
  }
}

/** Characters a cell of a digit string might wrongly hold: the codes, other digits, other ASCII and non-ASCII ones. */
const arbChar: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('0', '1', '2', '5', '6') },
  { weight: 2, arbitrary: fc.constantFrom('3', '4', '7', '8', '9') },
  // A fullwidth digit, a letter with an accent, a lone surrogate, a pair (two code units: the string grows).
  { weight: 2, arbitrary: fc.constantFrom('x', ' ', 'b', 'Q', '-', '.', '/', '\u0000', 'é', '９', '١', '\uD800', '😀') },
);

/** `text` with the character at `index` replaced by `char`. */
const setChar = (text: string, index: number, char: string): string => text.slice(0, index) + char + text.slice(index + 1);

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
  it('reads a JSON copy, a structured clone and the state itself of every state along random games into an equal plain state', () => {
    expect(SAMPLES.length).toBeGreaterThan(1000);
    for (const { label, position } of SAMPLES) {
      const reader = readerOf(position.game);
      const own = position.state as Loose;
      const copies = [json(own), structuredClone<Loose>(own)];
      for (const copy of [...copies, own, { ...own }]) {
        const state = reader.read(copy, position.options, refuse) as Loose;
        expect(state, label).toEqual(own);
        expectPlain(state, own);
        // A new object every time, even for the position's own state.
        expect(state, label).not.toBe(copy);
        if (copies.includes(copy)) expectOwnCopy(state, copy);
      }
    }
  });

  it('reads a state whose prototype is null', () => {
    for (const position of POOL.slice(0, 40)) {
      const copy = Object.assign(Object.create(null) as Loose, json(position.state));
      const reader = readerOf(position.game);
      const state = reader.read(copy, position.options, refuse) as Loose;
      expect(state).toEqual(position.state);
      expectPlain(state, position.state as object);
    }
  });

  it('refuses an Agon state read under the other setting of displacementCapture, naming the field', () => {
    const position = AGON.start({ displacementCapture: false });
    const result = fastRead(READERS['agon'] as Reader, json(position.state), AGON.start().options);
    expect(result).toEqual({ ok: false, problem: expect.stringContaining('state.displacement') });
    // And takes it under its own.
    expect(fastRead(READERS['agon'] as Reader, json(position.state), position.options as Options)).toEqual({
      ok: true,
      state: position.state,
    });
  });
});

// ---------------------------------------------------------------------------------------------
// The differential property: one change to a real state, then the reader and the slow check agree.

/** Numbers of every kind a field might wrongly hold (huge counts kept out of `repeat`'s slow range). */
const arbNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: -3, max: 12 }),
  fc.integer({ min: -70000, max: 70000 }),
  fc.constantFrom(
    -0,
    0.5,
    1.5,
    -1,
    13,
    16,
    255,
    2 ** 13,
    2 ** 16,
    2 ** 27,
    2 ** 31,
    -(2 ** 31),
    2 ** 31 - 1,
    2 ** 32,
    2 ** 53,
    1e9,
    NaN,
    Infinity,
    -Infinity,
  ),
);

/** Any value at all: numbers, their strings, other types, containers. */
const arbValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: arbNumber },
  { weight: 1, arbitrary: arbNumber.map(String) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      null,
      undefined,
      true,
      false,
      '',
      'b',
      {},
      [],
      [0],
      [1, 2],
      Symbol('s'),
      1n,
      () => 0,
      new Int8Array(2),
      { length: 2, 0: 1, 1: 1 },
    ),
  },
);

/** One change to a JSON copy of a state, named for the messages. */
type Mutation =
  | { kind: 'field'; pick: number; value: unknown }
  | { kind: 'element'; pick: number; index: number; value: unknown; char: string }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'missing'; pick: number }
  | { kind: 'longer'; pick: number; value: unknown; char: string }
  | { kind: 'shorter'; pick: number }
  | { kind: 'swap' }
  | { kind: 'move'; from: number; to: number }
  | { kind: 'recode'; index: number; code: number }
  | { kind: 'count'; pick: number; index: number; by: number }
  | { kind: 'take'; index: number; into: number }
  | { kind: 'typed'; pick: number }
  | { kind: 'string'; pick: number; index: number }
  | { kind: 'old' }
  | { kind: 'negative-zero'; pick: number }
  | { kind: 'turn' };

const arbMutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('field' as const), pick: fc.nat(), value: arbValue }),
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('element' as const), pick: fc.nat(), index: fc.nat(), value: arbValue, char: arbChar }),
  },
  fc.record({
    kind: fc.constant('extra' as const),
    key: fc.constantFrom('extra', '0', 'constructor', '__proto__', 'length', 'Cells', 'pieces', 'on'),
    value: arbValue,
  }),
  fc.record({ kind: fc.constant('missing' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('longer' as const), pick: fc.nat(), value: arbValue, char: arbChar }),
  fc.record({ kind: fc.constant('shorter' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('swap' as const) }),
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('move' as const), from: fc.nat(), to: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('recode' as const), index: fc.nat(), code: fc.nat(9) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('count' as const), pick: fc.nat(), index: fc.nat(), by: fc.constantFrom(-1, 1) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('take' as const), index: fc.nat(), into: fc.nat(1) }) },
  fc.record({ kind: fc.constant('typed' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('string' as const), pick: fc.nat(), index: fc.nat() }),
  fc.record({ kind: fc.constant('old' as const) }),
  fc.record({ kind: fc.constant('negative-zero' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('turn' as const) }),
);

/** Applies a mutation to a JSON copy of a state; returns the field it changed (or the key it added). */
function mutate(game: string, state: Loose, mutation: Mutation): string {
  const fields = Object.keys(state);
  const { lists, board } = readerOf(game);
  const field = (pick: number): string => fields[pick % fields.length] as string;
  // The string of cells and the lists; mask states have neither, and their element changes fall on the masks' bits instead.
  const sequences = [...(board === undefined ? [] : ['cells']), ...lists];
  const sequence = (pick: number): string | undefined => (sequences.length === 0 ? undefined : sequences[pick % sequences.length]);
  const cells = (): string => state['cells'] as string;
  switch (mutation.kind) {
    case 'field':
      state[field(mutation.pick)] = mutation.value;
      return field(mutation.pick);
    case 'element': {
      const name = sequence(mutation.pick);
      if (name === undefined) {
        const colour = mutation.pick % 2 === 0 ? 'black' : 'white';
        state[colour] = (state[colour] as number) ^ (1 << (mutation.index % 16));
        return colour;
      }
      if (name === 'cells') {
        state['cells'] = setChar(cells(), mutation.index % cells().length, mutation.char);
        return name;
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
      const name = sequence(mutation.pick) ?? 'turn';
      if (name === 'turn') {
        state['turn'] = mutation.kind === 'longer' ? [state['turn']] : [];
        return 'turn';
      }
      if (name === 'cells') {
        state['cells'] = mutation.kind === 'longer' ? cells() + mutation.char : cells().slice(0, -1);
        return name;
      }
      const array = state[name] as unknown[];
      if (mutation.kind === 'longer') array.push(mutation.value);
      else array.pop();
      return name;
    }
    case 'swap': {
      if (game === 'agon') {
        // Pieces held and pieces unplaced trade places: every total stays as it was.
        [state['held'], state['unplaced']] = [state['unplaced'], state['held']];
        return 'held';
      }
      if (game === 'gong') {
        // Every pawn changes colour, and so do the counts off the board.
        state['cells'] = cells().replace(/[12]/g, (code) => (code === '1' ? '2' : '1'));
        (state['off'] as number[]).reverse();
        return 'cells';
      }
      [state['black'], state['white']] = [state['white'], state['black']];
      return 'black';
    }
    case 'move': {
      if (board === undefined) {
        const colour = mutation.from % 2 === 0 ? 'black' : 'white';
        const mask = state[colour] as number;
        const occupied = (state['black'] as number) | (state['white'] as number);
        const from = mutation.from % 16;
        const to = mutation.to % 16;
        if ((mask >> from) & 1 && !((occupied >> to) & 1)) state[colour] = (mask & ~(1 << from)) | (1 << to);
        return colour;
      }
      // The from-th occupied cell to the to-th empty one, so that the move is never a no-op.
      const text = cells();
      const occupied = [...text].flatMap((char, p) => (char === '0' ? [] : [p]));
      const empty = [...text].flatMap((char, p) => (char === '0' ? [p] : []));
      if (occupied.length > 0) {
        const from = occupied[mutation.from % occupied.length] as number;
        const to = empty[mutation.to % empty.length] as number;
        state['cells'] = setChar(setChar(text, to, text.charAt(from)), from, '0');
      }
      return 'cells';
    }
    case 'recode': {
      if (board === undefined) {
        state['black'] = (state['black'] as number) | (1 << (mutation.index % 16));
        return 'black';
      }
      state['cells'] = setChar(cells(), mutation.index % board.size, String(mutation.code));
      return 'cells';
    }
    case 'count': {
      const name = game === 'agon' ? (mutation.pick % 2 === 0 ? 'held' : 'unplaced') : game === 'gong' ? 'off' : 'turn';
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
      // A piece leaves the board for a count (Agon's held or unplaced, Gong's off).
      if (board === undefined) return mutate(game, state, { kind: 'turn' });
      const text = cells();
      let p = mutation.index % board.size;
      while (p < text.length && text.charAt(p) === '0') p++;
      if (p === text.length) return 'cells';
      const code = Number(text.charAt(p));
      state['cells'] = setChar(text, p, '0');
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
      const name = sequence(mutation.pick);
      if (name === undefined)
        return mutate(game, state, { kind: 'field', pick: mutation.pick, value: new Int32Array([state['black'] as number]) });
      state[name] = name === 'cells' ? Int8Array.from(cells(), Number) : Int8Array.from(state[name] as number[]);
      return name;
    }
    case 'string': {
      const name = sequence(mutation.pick);
      if (name === undefined) {
        const key = field(mutation.pick);
        state[key] = String(state[key]);
        return key;
      }
      if (name === 'cells') {
        // The same characters in a String object.
        state['cells'] = new String(cells());
        return name;
      }
      const array = state[name] as unknown[];
      const i = mutation.index % array.length;
      array[i] = String(array[i]);
      return name;
    }
    case 'old': {
      // A state in the form the library held before: the cells as an array of codes; a mask as a list of one.
      if (board === undefined) {
        state['black'] = [state['black']];
        return 'black';
      }
      state['cells'] = Array.from(cells(), Number);
      return 'cells';
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
    const byGame: Record<string, { accepted: number; refused: number }> = {};
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
        const counts = (byGame[position.game] ??= { accepted: 0, refused: 0 });
        counts[fast.ok ? 'accepted' : 'refused']++;
        if (fast.ok) {
          tally.accepted++;
          expect(fast.state).toEqual(slow);
          expectPlain(fast.state, position.state as object);
          expectOwnCopy(fast.state, value);
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
    // Both answers occur often enough to mean something, in every game.
    expect(tally.accepted).toBeGreaterThan(1500);
    expect(tally.refused).toBeGreaterThan(2500);
    for (const game of Object.keys(READERS)) {
      expect(byGame[game]?.accepted, game).toBeGreaterThan(300);
      expect(byGame[game]?.refused, game).toBeGreaterThan(300);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Hostile values.

/** A sound state of each game, as JSON, with its options. */
const SOUND = [KONO, JULGONU, AGON, GONG].map((game) => {
  const position = randomLine(game, 5, 30, game.start()).at(-1) as Position;
  return { game, reader: readerOf(game), options: position.options, state: position.state as Loose };
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
      [JSON.stringify(state), /^state is "\{.*", not an object$/],
      [[], /^state is an? \w+, not a plain object: its prototype is neither Object.prototype nor null$/],
      [Object.create(json(state)), /^state is an? \w+, not a plain object: its prototype is neither Object.prototype nor null$/],
      [new Box(json(state)), /^state is an? \w+, not a plain object: its prototype is neither Object.prototype nor null$/],
      [new Map(Object.entries(state)), /^state is an? \w+, not a plain object: its prototype is neither Object.prototype nor null$/],
      [new Date(0), /^state is an? \w+, not a plain object: its prototype is neither Object.prototype nor null$/],
    ];
    for (const [value, message] of cases) expect(problem(value)).toMatch(message);
  });

  it('refuses a missing, an extra or a non-enumerable field, naming it; a missing field before an extra one', () => {
    for (const field of Object.keys(state)) {
      const missing = json(state);
      delete missing[field];
      expect(problem(missing)).toBe(`state has no field ${field}`);
      // The missing field is named even when an extra key comes first.
      expect(problem({ extra: 1, ...missing })).toBe(`state has no field ${field}`);
      const hidden = json(state);
      Object.defineProperty(hidden, field, { enumerable: false });
      expect(problem(hidden)).toBe(`state.${field} is not an enumerable field`);
    }
    expect(problem({ ...json(state), extra: 1 })).toBe(`state has a field "extra" that the game's states do not have`);
    // The first extra key in the order of the object's keys.
    expect(problem({ zeta: 1, ...json(state), alpha: 2 })).toMatch(/^state has a field "zeta"/);
    expect(problem({ ...json(state), zeta: 1, alpha: 2 })).toMatch(/^state has a field "zeta"/);
    expect(problem({ ...json(state), 7: 1, zeta: 2 })).toMatch(/^state has a field "7"/);
    expect(problem(JSON.parse(JSON.stringify({ ...state, __proto__: 1 }).replace(/}$/, ',"__proto__":1}')))).toMatch(
      /^state has a field "__proto__"/,
    );
    // A symbol key is no field of the position string's state either; like the slow check, it is not read.
    expect(read({ ...json(state), [Symbol('x')]: 1 })).toEqual(state);
  });

  it('refuses a huge sparse array or a huge string by its length, before reading an element', () => {
    for (const field of reader.lists) {
      const huge = Object.assign([], { length: 1e8 });
      const started = performance.now();
      expect(problem({ ...json(state), [field]: huge })).toBe(
        `state.${field} has 100000000 elements, not ${(state[field] as unknown[]).length}`,
      );
      expect(performance.now() - started).toBeLessThan(20);
      // Holes read as undefined, which is no code or count.
      expect(problem({ ...json(state), [field]: new Array((state[field] as unknown[]).length) })).toMatch(
        new RegExp(`^state\\.${field}\\[0\\] is undefined`),
      );
    }
    if (reader.board !== undefined) {
      const { size, code } = reader.board;
      // Ten million characters, every one a code but the last: a reader that read them would be slow, and then refuse the last.
      const huge = `${'0'.repeat(1e7 - 1)}x`;
      huge.charCodeAt(5e6);
      const started = performance.now();
      expect(problem({ ...json(state), cells: huge })).toBe(
        `state.cells is ${JSON.stringify(`${'0'.repeat(57)}...`)}, not a string of ${size} ${code}s`,
      );
      expect(performance.now() - started).toBeLessThan(20);
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
          // A second read of a field (the cells string among them) would see something else.
          return (reads.get(field) ?? 0) > 1 ? 'changed' : shown;
        },
      });
    }
    const result = read(value) as Loose;
    expect(result).toEqual(state);
    expectPlain(result, state);
    for (const field of Object.keys(source)) {
      expect(reads.get(field), field).toBe(1);
      const inner = source[field];
      if (!Array.isArray(inner)) continue;
      expect(reads.get(`${field}.length`), `${field}.length`).toBe(1);
      expect(order.filter((name) => name.startsWith(`${field}.`))[0]).toBe(`${field}.length`);
      for (let i = 0; i < inner.length; i++) expect(reads.get(`${field}.${i}`), `${field}[${i}]`).toBe(1);
      // Not the proxy it was given, nor the array behind it.
      expect(result[field], field).not.toBe(inner);
    }
    // The result is the library's own: changing the source afterwards changes nothing in it.
    for (const inner of Object.values(source)) if (Array.isArray(inner)) inner.fill(99);
    expect(result).toEqual(state);
  });

  it('describes in a refusal the value it read, not a second read of the field', () => {
    for (const field of Object.keys(state)) {
      // "x" is wrong for every field; a second read would give the sound value.
      const expected = problem({ ...json(state), [field]: 'x' });
      expect(expected).toMatch(new RegExp(`^state\\.${field} is "x"`));
      let reads = 0;
      const value = json(state);
      Object.defineProperty(value, field, {
        enumerable: true,
        get: () => (reads++ === 0 ? 'x' : json(state)[field]),
      });
      expect(problem(value)).toBe(expected);
      expect(reads, field).toBe(1);
    }
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
    for (const field of reader.lists) {
      const value = json(state);
      value[field] = new Proxy(value[field] as unknown[], {
        get(target, key, receiver) {
          if (key === '1') throw thrown;
          return Reflect.get(target, key, receiver);
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
    const result = read(new Proxy(json(state), {})) as Loose;
    expect(result).toEqual(state);
    expectPlain(result, state);
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

  it('takes Object.prototype polluted with an enumerable key, as the slow check does, and no field from it', () => {
    const prototype = Object.prototype as Loose;
    // Polluted with a key of its own and with the state's fields (the first missing from the copy), each holding the state's value.
    const keys = ['polluted', ...Object.keys(state)];
    const without = json(state);
    const first = Object.keys(state)[0] as string;
    delete without[first];
    let results: unknown[];
    for (const key of keys)
      Object.defineProperty(prototype, key, { value: json(state)[key] ?? 1, enumerable: true, writable: true, configurable: true });
    try {
      results = [
        fastRead(reader, json(state), options),
        slowRead(reader, json(state), options),
        fastRead(reader, without, options),
        slowRead(reader, without, options),
      ];
    } finally {
      for (const key of keys) delete prototype[key];
    }
    expect(results).toEqual([{ ok: true, state }, state, { ok: false, problem: `state has no field ${first}` }, undefined]);
  });

  it('names the field in every problem', () => {
    const bad = (field: string, fieldValue: unknown): string => problem({ ...json(state), [field]: fieldValue });
    expect(bad('turn', 2)).toBe('state.turn is 2, not 0 or 1');
    expect(bad('turn', '1')).toBe('state.turn is "1", not 0 or 1');
    for (const field of reader.lists) {
      const length = (state[field] as unknown[]).length;
      expect(bad(field, 'x')).toBe(`state.${field} is "x", not an array`);
      expect(bad(field, Int8Array.from(state[field] as number[]))).toBe(`state.${field} is a typed array, not an array`);
      expect(bad(field, [])).toBe(`state.${field} has 0 elements, not ${length}`);
      expect(bad(field, [...(state[field] as number[]), 0])).toBe(`state.${field} has ${length + 1} elements, not ${length}`);
      const element = json(state);
      (element[field] as unknown[])[3 % length] = 'x';
      expect(problem(element)).toMatch(new RegExp(`^state\\.${field}\\[${3 % length}\\] is "x"`));
    }
    if (reader.board !== undefined) {
      const { size, code, legend } = reader.board;
      const cells = state['cells'] as string;
      const notString = (what: string): string => `state.cells is ${what}, not a string of ${size} ${code}s`;
      expect(bad('cells', 'x')).toBe(notString('"x"'));
      expect(bad('cells', '')).toBe(notString('""'));
      expect(bad('cells', `${cells}0`)).toBe(notString(JSON.stringify(`${cells.slice(0, 57)}...`)));
      expect(bad('cells', cells.slice(1))).toBe(notString(JSON.stringify(`${cells.slice(1, 58)}...`)));
      expect(bad('cells', 7)).toBe(notString('7'));
      expect(bad('cells', null)).toBe(notString('null'));
      expect(bad('cells', Array.from(cells, Number))).toBe(notString('an array'));
      expect(bad('cells', Int8Array.from(cells, Number))).toBe(notString('a typed array'));
      expect(bad('cells', new String(cells))).toBe(notString('an object'));
      for (const char of ['x', ' ', 'é', '９', '9']) {
        expect(bad('cells', setChar(cells, 3, char))).toBe(`state.cells[3] is ${JSON.stringify(char)}, not a ${code} (${legend})`);
      }
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
  const problemOf = (game: AnyGame, value: unknown, options: Options = game.start().options): string => {
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
    const rules = maskStateRules({
      name: 'Wide',
      files: 8,
      ranks: 4,
      start: { black: 0xff, white: 0xff000000 | 0 },
      maxPieces: 12,
      pieceKind: 'man',
    });
    const wide: Reader = {
      game: KONO,
      read: rules.readState,
      build: (value) => value,
      format: rules.formatPosition,
      parse: (text) => rules.parsePosition(text, {}),
      snapshot: rules.snapshot,
      lists: [],
    };
    const arbMask = fc.oneof(
      fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
      fc.integer({ min: 0, max: 2 ** 32 }),
      fc.constantFrom(-(2 ** 31), 2 ** 31, 1 << 31, -0, 0.5),
    );
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

  it('Agon: cell codes as characters, the counts and A10', () => {
    const start = json(AGON.start().state);
    const cells = start['cells'] as string;
    const codeProblem = (p: number, char: string): string =>
      `state.cells[${p}] is ${JSON.stringify(char)}, not a cell code (0 empty, 1 or 5 Black, 2 or 6 White)`;
    expect(problemOf(AGON, { ...start, cells: setChar(cells, 12, '7') })).toBe(codeProblem(12, '7'));
    // The first bad character is named, whether the characters are ASCII or not.
    expect(problemOf(AGON, { ...start, cells: setChar(setChar(cells, 50, 'x'), 20, '3') })).toBe(codeProblem(20, '3'));
    expect(problemOf(AGON, { ...start, cells: setChar(setChar(cells, 60, '3'), 50, 'é') })).toBe(codeProblem(50, 'é'));
    expect(problemOf(AGON, { ...start, cells: setChar(setChar(cells, 60, 'é'), 50, '3') })).toBe(codeProblem(50, '3'));
    expect(problemOf(AGON, { ...start, cells: setChar(cells, 90, '９') })).toBe(codeProblem(90, '９'));
    // A character of two code units in the place of two cells: 91 code units, the first of them half a character.
    expect(problemOf(AGON, { ...start, cells: `${cells.slice(0, 10)}😀${cells.slice(12)}` })).toBe(codeProblem(10, '\uD83D'));
    expect(problemOf(AGON, { ...start, cells: `${cells.slice(0, 10)}😀${cells.slice(11)}` })).toMatch(
      /^state\.cells is ".*", not a string of 91 cell codes$/,
    );
    // A piece moved to the last cell: the same counts, so a state; the rules' masks are made from the cells.
    const from = cells.indexOf('1');
    const moved = setChar(setChar(cells, from, '0'), 90, '1');
    const read = readerOf(AGON).read({ ...start, cells: moved }, AGON.start().options, refuse) as Loose;
    expect(read).toEqual({ ...start, cells: moved });
    const working = thawAgon(read as never, undefined);
    expect(((working.pieces[2] as number) >>> (90 - 64)) & 1).toBe(1);
    expect(((working.pieces[from >> 5] as number) >>> (from & 31)) & 1).toBe(0);
    // A piece gone from the board, or one too many.
    expect(problemOf(AGON, { ...start, cells: setChar(cells, from, '0') })).toBe(
      'state.cells, state.held and state.unplaced count 5 Black Guards, not exactly 6 (A10)',
    );
    expect(problemOf(AGON, { ...start, cells: setChar(cells, cells.indexOf('0'), '6') })).toBe(
      'state.cells, state.held and state.unplaced count 2 White Queens, not exactly 1 (A10)',
    );
    expect(problemOf(AGON, { ...start, held: [2, 0, 0, 0] })).toBe('state.held[0] is 2, not a count of Black Queens from 0 to 1');
    expect(problemOf(AGON, { ...start, held: [0, -0.5, 0, 0] })).toBe('state.held[1] is -0.5, not a count of Black Guards from 0 to 6');
    expect(problemOf(AGON, { ...start, unplaced: [0, 0, 0, '1'] })).toBe(
      'state.unplaced[3] is "1", not a count of White Guards from 0 to 6',
    );
    expect(problemOf(AGON, { ...start, unplaced: [0, 1, 0, 0] })).toBe(
      'state.cells, state.held and state.unplaced count 7 Black Guards, not exactly 6 (A10)',
    );
    expect(problemOf(AGON, { ...start, displacement: 'true' })).toBe(
      'state.displacement is "true", not true as the options displacementCapture and variant say (A4)',
    );
  });

  it('Gong: point codes as characters, pawns off, the G2 rule', () => {
    const start = json(GONG.start().state);
    const cells = start['cells'] as string;
    const codeProblem = (p: number, char: string): string =>
      `state.cells[${p}] is ${JSON.stringify(char)}, not a point code (0 empty, 1 Black, 2 White)`;
    expect(problemOf(GONG, { ...start, cells: setChar(cells, 0, '3') })).toBe(codeProblem(0, '3'));
    expect(problemOf(GONG, { ...start, cells: setChar(cells, 312, '5') })).toBe(codeProblem(312, '5'));
    expect(problemOf(GONG, { ...start, cells: setChar(setChar(cells, 200, 'b'), 100, '１') })).toBe(codeProblem(100, '１'));
    expect(problemOf(GONG, { ...start, off: [9, 8] })).toBe("state.off[0] is 9, not a number of Black's pawns from 0 to 8");
    expect(problemOf(GONG, { ...start, off: [8, -1] })).toBe("state.off[1] is -1, not a number of White's pawns from 0 to 8");
    // One Black pawn placed on a13 (ring 13 of a black radial) with eight still off: nine in all.
    const a13 = GONG.board.point('a13');
    expect(problemOf(GONG, { ...start, cells: setChar(cells, a13, '1') })).toBe(
      'state.cells and state.off[0] put 9 Black pawns on and off the board, at most 8 are possible',
    );
    // With seven off it is a state, whoever is to move.
    for (const turn of [0, 1])
      expect(readerOf(GONG).read({ ...start, cells: setChar(cells, a13, '1'), turn, off: [7, 8] }, {}, refuse)).toEqual({
        cells: setChar(cells, a13, '1'),
        turn,
        off: [7, 8],
      });
    // On a white radial, or on the Gon, with pawns off: G2.
    const b13 = GONG.board.point('b13');
    expect(problemOf(GONG, { ...start, cells: setChar(cells, b13, '1'), off: [7, 8] })).toBe(
      'state.off[0] is 7, so Black has not moved yet, yet state.cells has a Black pawn on b13, not on ring 13 of a black radial (G2)',
    );
    expect(problemOf(GONG, { ...start, cells: setChar(setChar(cells, b13, '2'), GON, '2'), off: [8, 6] })).toBe(
      `state.off[1] is 6, so White has not moved yet, yet state.cells has a White pawn on ${GONG.board.name(GON)}, not on ring 13 of a white radial (G2)`,
    );
    // With none off, a pawn may stand anywhere; the rules' counts and masks are made from the cells.
    const anywhere = setChar(setChar(cells, b13, '1'), GON, '1');
    const read = readerOf(GONG).read({ ...start, cells: anywhere, off: [0, 0] }, {}, refuse) as Loose;
    expect(fastRead(readerOf(GONG), { ...start, cells: anywhere, off: [1, 0] }, {})).toEqual({
      ok: false,
      problem: expect.stringContaining('(G2)'),
    });
    expect(read).toEqual({ cells: anywhere, turn: 0, off: [0, 0] });
    const working = thawGong(read as never, undefined);
    expect([...working.on]).toEqual([2, 0]);
    expect(working.radials[radialOf(b13)]).toBe(1 << (13 - 1));
  });
});
