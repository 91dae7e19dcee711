import fc from 'fast-check';
import { inspect, types } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import {
  formatRecord,
  games,
  isRulesError,
  parseRecord,
  type AnyGame,
  type Cursor,
  type Position,
  type PositionKey,
} from '../../src/index.js';
import { alphaBeta, greedyBot, mcts, randomBot } from '../../src/ai/index.js';
import { renderSvg } from '../../src/render/index.js';
import { julGonuPreviousSolver, julGonuSolver, konoSolver } from '../../src/solve/index.js';
import { AGON, GONG, JULGONU, KONO, VARIANTS, type Variant } from '../support/ai.js';
import { params } from '../support/fc.js';
import { playLine, randomLine } from '../support/lines.js';

/*
 * Admission (src/core/admission.ts): every Game function that takes a position, and a cursor's
 * reset, admits it first. A position is plain frozen JSON data, `{ game, state, options, ply,
 * history }`; the library's own positions carry an invisible brand and pass at once, and anything
 * else (a JSON copy, a structured clone, a spread, a proxy, a forgery) is read once, field by
 * field, checked by its structure, and replaced by the library's own copy, or refused with
 * `argument/invalid` naming the bad part. Never a TypeError from deep in the rules, never a
 * change to the input, and never a long message or a long wait, whatever the input holds.
 *
 * Messages are asserted only as far as they hold both for the default state check (format the
 * state, parse it back, compare) and for a game's own structural `readState`: the code, the
 * prefix `expected a Four Field Kono position, ` and the part named after `got one whose `.
 */

type Options = Readonly<Record<string, unknown>>;
type Loose = Record<string, unknown>;
type Call = readonly [name: string, call: (p: Position) => unknown];

const GAMES: readonly AnyGame[] = [KONO, JULGONU, AGON, GONG];
/** The option sets every variant is also played under: none, the repetition draw, both draw rules. */
const EXTRA: readonly Options[] = [{}, { repetition: 3 }, { repetition: 2, maxPlies: 24 }];
/** The longest refusal message allowed, however large the input. */
const MAX_MESSAGE = 300;

/** A game's name with its article, as messages write it: `a Gong`, `an Agon`. */
const article = (name: string): string => `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;
/** How every refusal of a position of `game` begins. */
const expected = (game: AnyGame): string => `expected ${article(game.name)} position, `;
/** How a refusal naming a part of the position begins: `… got one whose state`, `… got one whose history[3]`. */
const whose = (game: AnyGame, part: string): string => `${expected(game)}got one whose ${part}`;

/** At most `n` items of a list, evenly spread (all of a short list). */
const spread = <T>(items: readonly T[], n: number): T[] =>
  items.length <= n ? [...items] : Array.from({ length: n }, (_, i) => items[Math.floor((i * items.length) / n)] as T);

/** Action indices to ask `isLegal` about: an even spread of at most 48. */
const sampleActions = (game: AnyGame): number[] =>
  spread(
    Array.from({ length: game.actionCount }, (_, a) => a),
    48,
  );

/** A position with one top-level field replaced (or removed, for `undefined` with `remove`). */
function withField(p: Position, field: string, value: unknown, remove = false): Position {
  const copy: Loose = { ...p, [field]: value };
  if (remove) delete copy[field];
  return copy as unknown as Position;
}

/** The RulesError `fn` throws; anything else (a value, another exception) fails the test. */
function refusal(fn: () => unknown, where: string): { code: string; message: string } {
  let result: unknown;
  try {
    result = fn();
  } catch (error) {
    if (isRulesError(error)) return { code: error.code, message: error.message };
    throw new Error(`${where}: expected a RulesError, got ${String(error)}`, { cause: error });
  }
  throw new Error(`${where}: expected a RulesError, but it returned ${inspect(result, { depth: 1 }).slice(0, 200)}`);
}

/** Expects `fn` to refuse with `argument/invalid`, a short message starting with `start`; returns the message. */
function expectRefused(fn: () => unknown, start: string, where: string): string {
  const { code, message } = refusal(fn, where);
  expect(code, `${where}: ${message}`).toBe('argument/invalid');
  expect(message.startsWith(start), `${where}: "${message}" should start with "${start}"`).toBe(true);
  expect(message.length, `${where}: ${message}`).toBeLessThan(MAX_MESSAGE);
  return message;
}

/** What `fn` throws (fails the test if it returns). */
function caught(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected an exception, but the call returned');
}

/** Freezes a value and everything in it (typed arrays, which cannot be frozen, aside); cycles are fine. */
function deepFreeze<T>(value: T, seen = new Set<unknown>()): T {
  if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && !seen.has(value)) {
    seen.add(value);
    for (const key of Reflect.ownKeys(value)) {
      const descriptor = Object.getOwnPropertyDescriptor(value, key);
      if (descriptor !== undefined && 'value' in descriptor) deepFreeze(descriptor.value, seen);
    }
    Object.freeze(value);
  }
  return value;
}

/**
 * Everything a value holds, written out without running its getters or proxy traps: own fields
 * (a getter as such), prototypes, elements of typed arrays, maps and sets, dates, boxed values.
 * Frozenness is left out, so that a value can be frozen after its snapshot.
 */
function snapshotOf(value: unknown): string {
  const ids = new Map<object, number>();
  const walk = (v: unknown): string => {
    if (typeof v === 'symbol') return v.toString();
    if (typeof v === 'bigint') return `${v}n`;
    if (typeof v === 'number') return Object.is(v, -0) ? '-0' : String(v);
    if (typeof v === 'string') return JSON.stringify(v);
    if (v === null || (typeof v !== 'object' && typeof v !== 'function')) return String(v);
    if (types.isProxy(v)) return 'a proxy';
    const id = ids.get(v);
    if (id !== undefined) return `#${id}`;
    ids.set(v, ids.size);
    const parts: string[] = [`#${ids.size - 1}`, typeof v];
    const prototype = Object.getPrototypeOf(v) as object | null;
    const constructor: unknown = prototype === null ? undefined : Object.getOwnPropertyDescriptor(prototype, 'constructor')?.value;
    parts.push(
      prototype === null
        ? 'null'
        : typeof constructor === 'function' && constructor.prototype === prototype
          ? `<${constructor.name}>`
          : `<${walk(prototype)}>`,
    );
    if (ArrayBuffer.isView(v)) parts.push(`[${Array.from(v as unknown as ArrayLike<number | bigint>, String).join(',')}]`);
    else if (types.isMap(v)) parts.push(`{${[...v].map(([k, x]) => `${walk(k)}=>${walk(x)}`).join(',')}}`);
    else if (types.isSet(v)) parts.push(`{${[...v].map(walk).join(',')}}`);
    else if (types.isDate(v)) parts.push(String(v.getTime()));
    else if (types.isBoxedPrimitive(v)) parts.push(inspect(v));
    for (const key of Reflect.ownKeys(v)) {
      if (ArrayBuffer.isView(v) && typeof key === 'string' && /^\d+$/.test(key)) continue;
      const descriptor = Object.getOwnPropertyDescriptor(v, key) as PropertyDescriptor;
      parts.push(
        `${String(key)}${descriptor.enumerable ? '' : '(hidden)'}: ${'value' in descriptor ? walk(descriptor.value) : 'accessor'}`,
      );
    }
    return `(${parts.join(' ')})`;
  };
  return walk(value);
}

/** Deep-freezes an input and returns a check that it still holds what it held. */
function guard(value: unknown): () => void {
  const before = snapshotOf(value);
  deepFreeze(value);
  return () => expect(snapshotOf(value)).toBe(before);
}

/** The positions of a random game from the start under `options`, up to `plies` moves. */
const randomGame = (game: AnyGame, options: Options, seed: number, plies: number): Position[] =>
  randomLine(game, seed, plies, game.start(options));

/** Every function that takes a position, and a cursor's reset; `isLegal` (which never throws a RulesError) apart. */
function positionCalls(game: AnyGame, base: Position): Call[] {
  const legal = game.legalMoves(base)[0];
  const notation = game.formatMove(base, legal);
  const reused = game.cursor(base);
  return [
    ['toMove', (p) => game.toMove(p)],
    ['legalMoves', (p) => game.legalMoves(p)],
    ['play', (p) => game.play(p, legal)],
    ['outcome', (p) => game.outcome(p)],
    ['parseMove', (p) => game.parseMove(p, notation)],
    ['formatMove', (p) => game.formatMove(p, legal)],
    ['formatPosition', (p) => game.formatPosition(p)],
    ['positionKey', (p) => game.positionKey(p)],
    ['pieceAt', (p) => game.pieceAt(p, 0)],
    ['cursor', (p) => game.cursor(p).position()],
    [
      'cursor.reset',
      (p) => {
        reused.reset(p);
        return reused.position();
      },
    ],
  ];
}

/** {@link positionCalls} and `isLegal`. */
const allCalls = (game: AnyGame, base: Position): Call[] => {
  const legal = game.legalMoves(base)[0];
  return [...positionCalls(game, base), ['isLegal', (p) => game.isLegal(p, legal)]];
};

/** What a cursor reports at its position, and after playing its first legal action and taking it back. */
function cursorView(cursor: Cursor, buffer: Int32Array): unknown {
  const n = cursor.legalActions(buffer);
  const view = {
    actions: Array.from(buffer.subarray(0, n)),
    count: cursor.countLegalActions(),
    key: cursor.key(),
    outcome: cursor.outcome(),
    ply: cursor.ply,
    depth: cursor.depth,
    tracksHistory: cursor.tracksHistory,
    toMove: cursor.toMove(),
    position: cursor.position(),
    after: undefined as unknown,
  };
  if (n > 0) {
    cursor.play(buffer[0] as number);
    view.after = { key: cursor.key(), count: cursor.countLegalActions(), outcome: cursor.outcome(), position: cursor.position() };
    cursor.undo();
  }
  return view;
}

/**
 * Everything the public functions say about a position: the string, the legal moves and where
 * some of them lead, the outcome, the player to move, the key, some points, notation both ways,
 * `isLegal` over a spread of actions, and a cursor started from it and one reset to it.
 */
function behaviour(game: AnyGame, position: Position, reused: Cursor): unknown {
  const legal = game.legalMoves(position);
  const notation = legal.map((move) => game.formatMove(position, move));
  const buffer = new Int32Array(game.maxMoves);
  reused.reset(position);
  return {
    text: game.formatPosition(position),
    legal: notation,
    outcome: game.outcome(position),
    toMove: game.toMove(position),
    key: game.positionKey(position),
    pieces: spread(
      Array.from({ length: game.board.size }, (_, p) => p),
      32,
    ).map((point) => game.pieceAt(position, point)),
    next: spread(legal, 6).map((move) => game.play(position, move)),
    parsed: spread(notation, 12).map((text) => game.encodeMove(game.parseMove(position, text))),
    isLegal: sampleActions(game).map((action) => game.isLegal(position, game.decodeMove(action))),
    cursor: cursorView(game.cursor(position), buffer),
    reset: cursorView(reused, buffer),
  };
}

/** A copy made of null-prototype objects (the history stays an array). */
function nullPrototypeCopy(p: Position): Position {
  const bare = (o: object): Loose => Object.assign(Object.create(null) as Loose, o);
  const plain = JSON.parse(JSON.stringify(p)) as Loose;
  return bare({ ...plain, state: bare(plain['state'] as object), options: bare(plain['options'] as object) }) as unknown as Position;
}

/** The copies every function must treat exactly as the original. */
const COPIES: readonly (readonly [string, (p: Position) => Position])[] = [
  ['a JSON copy', (p) => JSON.parse(JSON.stringify(p)) as Position],
  ['a structured clone', (p) => structuredClone(p)],
  ['a spread copy', (p) => ({ ...p })],
  ['a copy of null-prototype objects', nullPrototypeCopy],
  ['a faithful proxy', (p) => new Proxy(p, {})],
  [
    'a copy whose parts are faithful proxies',
    (p) => ({
      ...p,
      state: new Proxy(p.state as object, {}),
      options: new Proxy(p.options, {}),
      history: new Proxy(p.history as PositionKey[], {}),
    }),
  ],
];

/**
 * A sound position of each game to spoil: some plies into a game with the repetition draw on,
 * not over, with a history of at least five keys. Its options are resolved again on each call,
 * which keeps them in the game's memory of option sets (see the stale-memory test below).
 */
const BASES = new Map<AnyGame, Position>();
function basePosition(game: AnyGame): Position {
  let found = BASES.get(game);
  for (let seed = 1; found === undefined && seed < 200; seed++) {
    found = randomGame(game, { repetition: 3 }, seed, 120).find(
      (p) => p.history.length >= 5 && game.outcome(p) === undefined && game.legalMoves(p).length > 0,
    );
  }
  if (found === undefined) throw new Error(`no position with a history of five keys in 200 random games of ${game.name}`);
  BASES.set(game, found);
  game.start(found.options);
  return found;
}

/** Everything an object holds that is not plain, frozen JSON data (prototype, typed arrays, other types), as paths. */
function impurities(value: unknown, path = 'p'): string[] {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return [];
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0) ? [] : [`${path} is ${String(value)}`];
  if (typeof value !== 'object') return [`${path} is a ${typeof value}`];
  const problems: string[] = [];
  if (ArrayBuffer.isView(value)) return [`${path} is a typed array`];
  if (!Object.isFrozen(value)) problems.push(`${path} is not frozen`);
  const prototype: unknown = Object.getPrototypeOf(value);
  if (Array.isArray(value)) {
    if (prototype !== Array.prototype) problems.push(`${path} is an array with another prototype`);
    for (let i = 0; i < value.length; i++) {
      if (!(i in value)) problems.push(`${path}[${i}] is a hole`);
      problems.push(...impurities(value[i], `${path}[${i}]`));
    }
    if (Reflect.ownKeys(value).length !== value.length + 1) problems.push(`${path} has fields besides its elements`);
    return problems;
  }
  if (prototype !== Object.prototype) problems.push(`${path}'s prototype is not Object.prototype`);
  for (const key of Reflect.ownKeys(value)) {
    const descriptor = Object.getOwnPropertyDescriptor(value, key) as PropertyDescriptor;
    if (typeof key === 'symbol' || !descriptor.enumerable || !('value' in descriptor))
      problems.push(`${path}.${String(key)} is not a plain field`);
    else problems.push(...impurities(descriptor.value, `${path}.${key}`));
  }
  return problems;
}

/** How many keys of earlier positions a position under `options` keeps (Infinity: all since the last irreversible move). */
function keep(game: AnyGame, options: Options): number {
  if (options['repetition'] !== undefined) return Infinity;
  if (game.id !== 'julgonu') return 0;
  return options['noRepeat'] === 'any' ? Infinity : options['noRepeat'] === 'off' ? 0 : 4;
}

describe('the positions the library makes are plain frozen JSON data', () => {
  it.each(VARIANTS.map((v) => [v.label, v] as const))(
    '%s: along random games every position is plain, frozen, typed-array free and equal to its copies',
    (_, variant: Variant) => {
      const { game } = variant;
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.constantFrom(...EXTRA), (seed, extra) => {
          const options = { ...variant.options, ...extra };
          for (const p of randomGame(game, options, seed, game.id === 'gong' ? 40 : 30)) {
            expect(Object.getPrototypeOf(p)).toBe(Object.prototype);
            expect(Object.keys(p)).toEqual(['game', 'state', 'options', 'ply', 'history']);
            expect(impurities(p), `ply ${p.ply}`).toEqual([]);
            expect(Array.isArray(p.history)).toBe(true);
            expect(p.game).toBe(game.id);
            expect(p.options).toStrictEqual(game.start(options).options);
            expect(JSON.parse(JSON.stringify(p))).toStrictEqual(p);
            expect(structuredClone(p)).toStrictEqual(p);
          }
        }),
        params(game.id === 'gong' ? 2 : 4),
      );
    },
  );

  it('parsePosition, start and a cursor give plain frozen positions too', () => {
    for (const { game, options } of VARIANTS) {
      const start = game.start(options);
      const parsed = game.parsePosition(game.formatPosition(start), options);
      const cursor = game.cursor(start);
      const buffer = new Int32Array(game.maxMoves);
      cursor.play(buffer[cursor.legalActions(buffer) - 1] as number);
      for (const p of [start, parsed, cursor.position()]) {
        expect(impurities(p), game.id).toEqual([]);
        expect(JSON.parse(JSON.stringify(p))).toStrictEqual(p);
      }
      expect(parsed).toStrictEqual(start);
    }
  });

  it.each(VARIANTS.map((v) => [v.label, v] as const))(
    '%s: the history holds the keys of the positions since the last irreversible move that the options keep',
    (_, variant: Variant) => {
      const { game } = variant;
      for (const extra of EXTRA) {
        const options = { ...variant.options, ...extra };
        const kept = keep(game, game.start(options).options);
        const line = randomGame(game, options, 5, game.id === 'gong' ? 40 : 30);
        expect(line[0]?.history).toEqual([]);
        for (let i = 1; i < line.length; i++) {
          const before = line[i - 1] as Position;
          const after = line[i] as Position;
          const continued = [...before.history, game.positionKey(before)].slice(kept === Infinity ? 0 : -kept);
          // After an irreversible move it starts again, empty.
          if (after.history.length > 0 || kept === 0) expect(after.history, `ply ${after.ply}`).toEqual(kept === 0 ? [] : continued);
          expect(after.history.length).toBeLessThanOrEqual(Math.min(kept, after.ply));
        }
      }
    },
  );

  it('a Kono shuffle keeps every key under the repetition draw, and none without it', () => {
    const shuffle = ['a4-b4', 'd1-c1', 'b4-a4', 'c1-d1', 'a4-b4'];
    for (const options of [{ repetition: 5 }, {}]) {
      const line = [KONO.parsePosition('b3/4/4/3w b', options)];
      for (const text of shuffle) line.push(playLine(KONO, line[line.length - 1] as Position, [text]));
      line.forEach((p, i) => expect(p.history).toEqual('repetition' in options ? line.slice(0, i).map((q) => KONO.positionKey(q)) : []));
    }
  });

  it.each([
    ['previous', 4],
    ['any', 6],
    ['off', 0],
  ] as const)('Jul-Gonu with noRepeat %s keeps the keys of the newest %i of six positions without a capture', (noRepeat, n) => {
    let p = JULGONU.parsePosition('bb2/4/4/2ww b', { noRepeat });
    const keys: PositionKey[] = [];
    for (const text of ['a4-a3', 'd1-d2', 'a3-a2', 'd2-d3', 'b4-b3', 'c1-c2']) {
      keys.push(JULGONU.positionKey(p));
      p = playLine(JULGONU, p, [text]);
    }
    expect(p.history).toEqual(n === 0 ? [] : keys.slice(-n));
  });
});

describe('copies of a position are admitted and behave exactly as the original', () => {
  it.each(VARIANTS.map((v) => [v.label, v] as const))(
    '%s: every kind of copy agrees with the original along random games, with and without the draw options',
    (_, variant: Variant) => {
      const { game } = variant;
      const reused = game.cursor(game.start(variant.options));
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 2 ** 31 - 1 }),
          fc.integer({ min: 0, max: 30 }),
          fc.constantFrom(...EXTRA),
          (seed, plies, extra) => {
            const line = randomGame(game, { ...variant.options, ...extra }, seed, plies);
            for (const i of new Set([0, Math.floor((line.length - 1) / 2), line.length - 1])) {
              const original = line[i] as Position;
              const expectedBehaviour = behaviour(game, original, reused);
              for (const [how, copy] of COPIES) {
                const c = copy(original);
                expect(behaviour(game, c, reused), `${how} at ply ${original.ply}`).toStrictEqual(expectedBehaviour);
                expect(game.cursor(c).position(), how).toStrictEqual(original);
              }
            }
          },
        ),
        params(game.id === 'gong' ? 2 : game.id === 'agon' ? 3 : 6),
      );
    },
  );

  it('a copy reads its history: a Kono repetition draw is seen in every copy, and not without the history', () => {
    const shuffle = ['a4-b4', 'd1-c1', 'b4-a4', 'c1-d1'];
    const position = playLine(KONO, 'b3/4/4/3w b', [...shuffle, ...shuffle], { repetition: 3 });
    const draw = { winner: null, reason: 'repetition' };
    expect(KONO.outcome(position)).toEqual(draw);
    expect(position.history).toHaveLength(8);
    for (const [how, copy] of COPIES) {
      expect(KONO.outcome(copy(position)), how).toEqual(draw);
      expect(KONO.legalMoves(copy(position)), how).toEqual([]);
      expect(KONO.cursor(copy(position)).outcome(), how).toEqual(draw);
      expect(KONO.isLegal(copy(position), KONO.parseMove(KONO.parsePosition(KONO.formatPosition(position)), 'a4-b4')), how).toBe(false);
    }
    // The same board with a shorter history (the newest four keys: one earlier occurrence) is no draw.
    expect(KONO.outcome({ ...position, history: position.history.slice(-4) })).toBeUndefined();
    expect(KONO.outcome({ ...position, history: [] })).toBeUndefined();
  });

  it.each(['previous', 'any'] as const)(
    'a copy reads its history: Jul-Gonu with noRepeat %s forbids the same moves in every copy',
    (noRepeat) => {
      const position = playLine(JULGONU, 'bb2/4/4/2ww b', ['b4-b3', 'c1-c2', 'b3-b4'], { noRepeat });
      const legal = (p: Position): string[] => JULGONU.legalMoves(p).map((move) => JULGONU.formatMove(p, move));
      // c2-c1 would recreate the position of three plies ago.
      const back = JULGONU.parseMove(JULGONU.parsePosition(JULGONU.formatPosition(position)), 'c2-c1');
      expect(legal(position)).not.toContain('c2-c1');
      for (const [how, copy] of COPIES) {
        const c = copy(position);
        expect(legal(c), how).toEqual(legal(position));
        expect(JULGONU.isLegal(c, back), how).toBe(false);
        expect(JULGONU.cursor(c).countLegalActions(), how).toBe(legal(position).length);
        expect(refusal(() => JULGONU.parseMove(c, 'c2-c1'), how).code).toBe('move/illegal');
        expect(refusal(() => JULGONU.play(c, back), how).code).toBe('move/illegal');
        const next = JULGONU.legalMoves(c)[0];
        expect(JULGONU.play(c, next), how).toStrictEqual(JULGONU.play(position, next));
      }
      expect(legal({ ...position, history: [] })).toContain('c2-c1');
    },
  );

  it('a copy is admitted as the library’s own copy, which shares nothing mutable with it', () => {
    for (const game of GAMES) {
      const base = basePosition(game);
      const copy = JSON.parse(JSON.stringify(base)) as Loose;
      const cursor = game.cursor(copy as unknown as Position);
      const next = game.play(copy as unknown as Position, game.legalMoves(base)[0]);
      const own = cursor.position();
      expect(own).toStrictEqual(base);
      expect(own.state).not.toBe(copy['state']);
      expect(own.history).not.toBe(copy['history']);
      // Spoiling the copy afterwards changes nothing the library holds.
      (copy['history'] as unknown[]).length = 0;
      (copy['options'] as Loose)['repetition'] = 'spoilt';
      for (const [field, value] of Object.entries(copy['state'] as Loose)) {
        if (Array.isArray(value)) value.fill(-1);
        else (copy['state'] as Loose)[field] = 'spoilt';
      }
      expect(cursor.position()).toStrictEqual(base);
      expect(next).toStrictEqual(game.play(base, game.legalMoves(base)[0]));
    }
  });

  it('a mutable copy changed after a good call is checked again', () => {
    for (const game of GAMES) {
      const base = basePosition(game);
      const copy = { ...base } as Loose;
      const p = copy as unknown as Position;
      expect(game.toMove(p)).toBe(game.toMove(base));
      copy['ply'] = -1;
      expectRefused(() => game.toMove(p), whose(game, 'ply'), `${game.id} ply`);
      copy['ply'] = base.ply;
      expect(game.positionKey(p)).toBe(game.positionKey(base));
      const state: Loose = { ...(base.state as Loose), turn: 2 };
      copy['state'] = state;
      expectRefused(() => game.toMove(p), whose(game, 'state'), `${game.id} state`);
      state['turn'] = (base.state as Loose)['turn'];
      expect(game.formatPosition(p)).toBe(game.formatPosition(base));
      const options = { ...(base.options as Loose) };
      copy['options'] = options;
      expect(game.legalMoves(p)).toEqual(game.legalMoves(base));
      options['maxPlies'] = 0;
      expectRefused(() => game.toMove(p), whose(game, 'options'), `${game.id} options`);
      copy['options'] = base.options;
      const history = [...base.history];
      copy['history'] = history;
      expect(game.outcome(p)).toEqual(game.outcome(base));
      history[history.length - 1] = typeof history[0] === 'number' ? 'k' : 0;
      expectRefused(() => game.toMove(p), whose(game, `history[${history.length - 1}]`), `${game.id} history`);
    }
  });

  it('a frozen copy holding mutable parts is checked again when they change', () => {
    for (const game of GAMES) {
      const base = basePosition(game);
      const state: Loose = { ...(base.state as Loose) };
      const options: Loose = { ...(base.options as Loose) };
      const history = [...base.history];
      const p = Object.freeze({ ...base, state, options, history }) as Position;
      expect(game.cursor(p).position()).toStrictEqual(base);
      history[3] = typeof history[3] === 'number' ? 'k' : 0;
      expectRefused(() => game.toMove(p), whose(game, 'history[3]'), `${game.id} history`);
      history[3] = base.history[3] as PositionKey;
      options['unknown'] = 1;
      expectRefused(() => game.toMove(p), whose(game, 'options'), `${game.id} options`);
      delete options['unknown'];
      state['turn'] = 2;
      expectRefused(() => game.toMove(p), whose(game, 'state'), `${game.id} state`);
      state['turn'] = (base.state as Loose)['turn'];
      expect(game.cursor(p).position()).toStrictEqual(base);
    }
  });

  it('positions made by another copy of the library are admitted both ways (once each copy has resolved their options)', async () => {
    vi.resetModules();
    const other: { games: Record<string, AnyGame> } = await import('../../src/index.js');
    expect(other.games['kono']).not.toBe(KONO);
    for (const game of GAMES) {
      const theirs = other.games[game.id] as AnyGame;
      game.start({ repetition: 3 });
      const reused = game.cursor(game.start());
      const reusedTheirs = theirs.cursor(theirs.start());
      const line = randomGame(theirs, { repetition: 3 }, 7, 12);
      for (const position of spread(line, 4)) {
        expect(behaviour(game, position, reused)).toStrictEqual(behaviour(theirs, position, reusedTheirs));
        const ours = game.cursor(position).position();
        expect(ours).toStrictEqual(position);
        expect(theirs.legalMoves(ours)).toEqual(theirs.legalMoves(position));
      }
    }
  });

  it.each(GAMES.map((g) => [g.id, g] as const))(
    '%s: a record start with a Ply tag (a frozen spread of a parsed position) is read and written back',
    (_, game) => {
      const line = randomGame(game, { repetition: 3 }, 11, 6);
      const start = game.parsePosition(game.formatPosition(line[line.length - 1] as Position), { repetition: 3 });
      const played = randomLine(game, 3, 2, { ...start, ply: 5 });
      const moves = played.slice(1).map((after, i) => {
        const before = played[i] as Position;
        const move = game.legalMoves(before).find((m) => game.formatPosition(game.play(before, m)) === game.formatPosition(after));
        return game.formatMove(before, move);
      });
      const text = [
        `[Game "${game.id}"]`,
        '[Options "repetition=3"]',
        `[Start "${game.formatPosition(start)}"]`,
        '[Ply "5"]',
        '[Result "*"]',
        '',
        `1. ${moves.join(' ')}`,
        '',
      ].join('\n');
      const record = parseRecord(text, games);
      expect(record.start).toStrictEqual({ ...start, ply: 5 });
      expect(impurities(record.start)).toEqual([]);
      expect(record.positions).toStrictEqual(played);
      expect(game.legalMoves(record.start)).toEqual(game.legalMoves(start));
      expect(game.cursor(record.start).ply).toBe(5);
      expect(formatRecord(record)).toBe(text);
      expect(formatRecord(parseRecord(formatRecord(record), games))).toBe(text);
    },
  );

  const solvers = [
    { solver: konoSolver, options: {} },
    { solver: julGonuSolver, options: { noRepeat: 'off' } },
    { solver: julGonuPreviousSolver, options: { noRepeat: 'previous' } },
  ] as const;

  it.each(solvers.map((s) => [s.solver.id, s] as const))(
    '%s: a copy has the index of its original, history included',
    (_, { solver, options }) => {
      const game: AnyGame = solver.game;
      for (const position of randomGame(game, options, 11, 12)) {
        const original = solver.indexOf(position as never);
        for (const [how, copy] of COPIES) expect(solver.indexOf(copy(position) as never), how).toBe(original);
      }
    },
  );
});

/** One way to spoil a sound position, and the part the refusal must name. */
interface Corruption {
  readonly label: string;
  readonly part: string;
  readonly make: (position: Position) => unknown;
}

const withState = (label: string, change: (state: Loose) => unknown): Corruption => ({
  label,
  part: 'state',
  make: (p) => ({ ...p, state: change({ ...(p.state as Loose) }) }),
});
const withOptions = (label: string, change: (options: Loose) => unknown): Corruption => ({
  label,
  part: 'options',
  make: (p) => ({ ...p, options: change({ ...(p.options as Loose) }) }),
});
const withPly = (label: string, ply: unknown): Corruption => ({ label, part: 'ply', make: (p) => ({ ...p, ply }) });
const withHistory = (label: string, part: string, change: (history: unknown[], p: Position) => unknown): Corruption => ({
  label,
  part,
  make: (p) => ({ ...p, history: change([...p.history], p) }),
});
/** The history with its entry 3 replaced. */
const withKey3 = (label: string, key: (sample: PositionKey) => unknown): Corruption =>
  withHistory(label, 'history[3]', (h) => h.map((k, i) => (i === 3 ? key(k as PositionKey) : k)));
/** A copy of an array field with one entry changed. */
const setAt = (list: unknown, i: number, value: unknown): unknown[] =>
  Array.from(list as ArrayLike<unknown>, (v, j) => (j === i ? value : v));
/** A string of cells with the character at `i` replaced. */
const setCell = (cells: unknown, i: number, character: string): string =>
  `${(cells as string).slice(0, i)}${character}${(cells as string).slice(i + 1)}`;
/** The first empty point of a string of cells. */
const firstEmptyCell = (cells: unknown): number => (cells as string).indexOf('0');
const omit = (object: Loose, key: string): Loose => Object.fromEntries(Object.entries(object).filter(([k]) => k !== key));
/** The lowest set bit of a mask. */
const lowBit = (mask: number): number => mask & -mask;
/** A mask of the `n` lowest points not in `avoid`. */
function pointsOutside(avoid: number, n: number): number {
  let mask = 0;
  for (let p = 0; p < 16 && n > 0; p++) {
    if (avoid & (1 << p)) continue;
    mask |= 1 << p;
    n--;
  }
  return mask;
}
/** An object that holds itself. */
function cyclic(object: Loose, field: string): Loose {
  const copy = { ...object };
  copy[field] = copy;
  return copy;
}
class Box {
  repetition = 3;
}

const COMMON: readonly Corruption[] = [
  withState('state null', () => null),
  withState('state undefined', () => undefined),
  withState('state {}', () => ({})),
  withState('state 42', () => 42),
  withState('state a string', () => 'wwww/4/4/bbbb b'),
  withState('state an array', (s) => Object.values(s)),
  withState('state a Map', (s) => new Map(Object.entries(s))),
  withState('state inheriting its fields', (s) => Object.create(s)),
  withState('state missing its turn', (s) => omit(s, 'turn')),
  withState('state missing its first field', (s) => omit(s, Object.keys(s)[0] as string)),
  withState('state with an extra field', (s) => ({ ...s, extra: 0 })),
  withState('state with an extra field that holds the state', (s) => cyclic(s, 'self')),
  withState('state with its first field holding the state', (s) => cyclic(s, Object.keys(s)[0] as string)),
  withState('state with a turn of 2', (s) => ({ ...s, turn: 2 })),
  withState('state with a turn of -1', (s) => ({ ...s, turn: -1 })),
  withState('state with a turn of 0.5', (s) => ({ ...s, turn: 0.5 })),
  withState('state with a turn of "b"', (s) => ({ ...s, turn: 'b' })),
  withState('state with a turn of true', (s) => ({ ...s, turn: true })),
  withState('state with a turn of null', (s) => ({ ...s, turn: null })),
  withOptions('options null', () => null),
  withOptions('options undefined', () => undefined),
  withOptions('options 42', () => 42),
  withOptions('options a string', () => 'repetition=3'),
  withOptions('options an array', () => []),
  withOptions('options a Map', (o) => new Map(Object.entries(o))),
  withOptions('options a Date', () => new Date(0)),
  withOptions('options an instance of a class', () => new Box()),
  withOptions('options inheriting every field', (o) => Object.create(o)),
  withOptions('options { maxPlies: 0 }', () => ({ maxPlies: 0 })),
  withOptions('options with maxPlies 0 added', (o) => ({ ...o, maxPlies: 0 })),
  withOptions('options with maxPlies undefined added (not the resolved form)', (o) => ({ ...o, maxPlies: undefined })),
  withOptions('options with repetition 1', (o) => ({ ...o, repetition: 1 })),
  withOptions('options with repetition 2.5', (o) => ({ ...o, repetition: 2.5 })),
  withOptions('options with repetition NaN', (o) => ({ ...o, repetition: Number.NaN })),
  withOptions('options with repetition "3"', (o) => ({ ...o, repetition: '3' })),
  withOptions('options with an unknown key', (o) => ({ ...o, colour: 'red' })),
  withOptions('options holding themselves', (o) => cyclic(o, 'self')),
  withOptions('options whose repetition holds the options', (o) => cyclic(o, 'repetition')),
  withPly('ply -1', -1),
  withPly('ply -Infinity', Number.NEGATIVE_INFINITY),
  withPly('ply 1.5', 1.5),
  withPly('ply "9"', '9'),
  withPly('ply NaN', Number.NaN),
  withPly('ply Infinity', Number.POSITIVE_INFINITY),
  withPly('ply 2^53', 2 ** 53),
  withPly('ply 9n', 9n),
  withPly('ply a Number object', Object(9)),
  withPly('ply true', true),
  withPly('ply null', null),
  withPly('ply undefined', undefined),
  withHistory('history 5', 'history', () => 5),
  withHistory('history a string', 'history', () => 'history'),
  withHistory('history null', 'history', () => null),
  withHistory('history undefined', 'history', () => undefined),
  withHistory('history {}', 'history', () => ({})),
  withHistory('history an array-like object', 'history', (h) => ({ ...h, length: h.length })),
  withHistory('history a Set', 'history', (h) => new Set(h)),
  withHistory('history longer than the ply', 'history', (h) => [
    ...h,
    ...h,
    ...h,
    ...h,
    ...h,
    ...h,
    ...h,
    ...h,
    ...h,
    ...h,
    ...h,
    ...h,
    ...h,
    ...h,
    ...h,
    ...h,
    ...h,
    ...h,
    ...h,
    ...h,
    ...h,
    ...h,
    ...h,
    ...h,
    ...h,
  ]),
  withHistory('history of 10^8 empty slots', 'history', () => Object.assign([], { length: 1e8 })),
  withKey3('history[3] undefined', () => undefined),
  withHistory('history[3] a hole in a sparse array', 'history[3]', (h) => {
    const sparse = [...h];
    // A hole is what this case is about.
    // eslint-disable-next-line @typescript-eslint/no-array-delete
    delete sparse[3];
    return sparse;
  }),
  withKey3('history[3] null', () => null),
  withKey3('history[3] true', () => true),
  withKey3('history[3] an object', () => ({})),
  withKey3('history[3] an array of the key', (k) => [k]),
  withKey3('history[3] of the other type', (k) => (typeof k === 'number' ? String(k) : 0)),
  withHistory('history[3] the history itself', 'history[3]', (h) => {
    h[3] = h;
    return h;
  }),
];

/** Corruptions of the state of each game, which only a look at its fields finds; and of its history keys. */
const OWN: Readonly<Record<string, readonly Corruption[]>> = {
  kono: [
    withState('black and white masks overlapping', (s) => ({ ...s, white: (s['white'] as number) | lowBit(s['black'] as number) })),
    withState('black on a point off the board', (s) => ({ ...s, black: (s['black'] as number) | (1 << 20) })),
    withState('black as a string', (s) => ({ ...s, black: String(s['black']) })),
    withState('black as a fraction', (s) => ({ ...s, black: (s['black'] as number) + 0.5 })),
    withState('black negative', () => ({ black: -1, white: 0, turn: 0 })),
    withState('black as a Number object', (s) => ({ ...s, black: Object(s['black']) })),
    withState('nine black pieces', (s) => ({ ...s, black: pointsOutside(s['white'] as number, 9) })),
  ],
  julgonu: [
    withState('black and white masks overlapping', (s) => ({ ...s, white: (s['white'] as number) | lowBit(s['black'] as number) })),
    withState('black on a point off the board', (s) => ({ ...s, black: (s['black'] as number) | (1 << 16) })),
    withState('white as null', (s) => ({ ...s, white: null })),
    withState('five black pieces', (s) => ({ ...s, black: pointsOutside(s['white'] as number, 5) })),
  ],
  agon: [
    withState('a cell code of 3', (s) => ({ ...s, cells: setCell(s['cells'], firstEmptyCell(s['cells']), '3') })),
    withState('a cell code of 7', (s) => ({ ...s, cells: setCell(s['cells'], firstEmptyCell(s['cells']), '7') })),
    withState('a cell written as a letter', (s) => ({ ...s, cells: setCell(s['cells'], firstEmptyCell(s['cells']), 'g') })),
    withState('a cell written as a space', (s) => ({ ...s, cells: setCell(s['cells'], firstEmptyCell(s['cells']), ' ') })),
    withState('a cell written as a non-ASCII digit', (s) => ({ ...s, cells: setCell(s['cells'], firstEmptyCell(s['cells']), '\u0661') })),
    withState('a cell written as an astral character', (s) => ({
      ...s,
      cells: setCell(s['cells'], firstEmptyCell(s['cells']), '\u{1F600}'),
    })),
    withState('cells one short', (s) => ({ ...s, cells: (s['cells'] as string).slice(1) })),
    withState('cells one too many', (s) => ({ ...s, cells: `${s['cells'] as string}0` })),
    withState('cells of 10^7 characters', (s) => ({ ...s, cells: '0'.repeat(1e7) })),
    withState('cells as an array of codes', (s) => ({ ...s, cells: Array.from(s['cells'] as string, Number) })),
    withState('cells as an Int8Array', (s) => ({ ...s, cells: Int8Array.from(s['cells'] as string, Number) })),
    withState('cells as a String object', (s) => ({ ...s, cells: Object(s['cells']) })),
    withState('held as an Int8Array', (s) => ({ ...s, held: Int8Array.from(s['held'] as number[]) })),
    withState('unplaced as an Int8Array', (s) => ({ ...s, unplaced: Int8Array.from(s['unplaced'] as number[]) })),
    withState('held holding itself', (s) => {
      const held = [...(s['held'] as unknown[])];
      held[0] = held;
      return { ...s, held };
    }),
    withState('a seventh Black Guard', (s) => ({ ...s, cells: setCell(s['cells'], firstEmptyCell(s['cells']), '1') })),
    withState('the old pieces masks beside the cells', (s) => ({ ...s, pieces: [0, 0, 0, 0, 0, 0] })),
    withState('held counts of the wrong length', (s) => ({ ...s, held: [0, 0, 0] })),
    withState('a held count of 0.5', (s) => ({ ...s, held: setAt(s['held'], 0, 0.5) })),
    withState('a held count of -1', (s) => ({ ...s, held: setAt(s['held'], 0, -1) })),
    withState('the displacement flag against the options', (s) => ({ ...s, displacement: !s['displacement'] })),
    withState('the displacement flag as a string', (s) => ({ ...s, displacement: 'yes' })),
    withKey3('history[3] a key one character short', (k) => String(k).slice(1)),
    withKey3('history[3] a key one character long', (k) => `${String(k)}(`),
    withKey3('history[3] the empty string', () => ''),
  ],
  gong: [
    withState('a cell code of 3', (s) => ({ ...s, cells: setCell(s['cells'], firstEmptyCell(s['cells']), '3') })),
    withState('a cell written as a minus sign', (s) => ({ ...s, cells: setCell(s['cells'], firstEmptyCell(s['cells']), '-') })),
    withState('a cell written as a non-ASCII character', (s) => ({
      ...s,
      cells: setCell(s['cells'], firstEmptyCell(s['cells']), '\u00e9'),
    })),
    withState('cells one short', (s) => ({ ...s, cells: (s['cells'] as string).slice(1) })),
    withState('cells of 10^7 characters', (s) => ({ ...s, cells: '0'.repeat(1e7) })),
    withState('cells as an array of codes', (s) => ({ ...s, cells: Array.from(s['cells'] as string, Number) })),
    withState('off as an Int8Array', (s) => ({ ...s, off: Int8Array.from(s['off'] as number[]) })),
    withState('the old on counts beside the cells', (s) => ({ ...s, on: [0, 0] })),
    withState('nine Black pawns or more', (s) => ({ ...s, off: setAt(s['off'], 0, 8) })),
    withState('a pawn off the board too many', (s) => ({ ...s, off: setAt(s['off'], 0, ((s['off'] as number[])[0] as number) + 1) })),
    withState('a negative off count', (s) => ({ ...s, off: setAt(s['off'], 1, -1) })),
    withState('off as a number', (s) => ({ ...s, off: 16 })),
    withKey3('history[3] a key one character short', (k) => String(k).slice(1)),
    withKey3('history[3] a key one character long', (k) => `${String(k)}(`),
  ],
};
for (const id of ['kono', 'julgonu']) {
  (OWN[id] as Corruption[]).push(
    withKey3('history[3] -1', () => -1),
    withKey3('history[3] 1.5', (k) => (k as number) + 0.5),
    withKey3('history[3] NaN', () => Number.NaN),
    withKey3('history[3] Infinity', () => Number.POSITIVE_INFINITY),
    withKey3('history[3] 2^53', () => 2 ** 53),
    withKey3('history[3] a bigint', (k) => BigInt(k)),
  );
}

/** Options corruptions that depend on the game: a defaulted option left out, a bad choice; and options that keep fewer keys than the history holds. */
const OWN_OPTIONS: Readonly<Record<string, readonly Corruption[]>> = {
  kono: [],
  julgonu: [
    withOptions('options without noRepeat', (o) => omit(o, 'noRepeat')),
    withOptions('options with noRepeat "sometimes"', (o) => ({ ...o, noRepeat: 'sometimes' })),
    withOptions('options with noRepeat undefined', (o) => ({ ...o, noRepeat: undefined })),
  ],
  agon: [
    withOptions('options without setup', (o) => omit(o, 'setup')),
    withOptions('options without displacementCapture', (o) => omit(o, 'displacementCapture')),
    withOptions('options with setup "random"', (o) => ({ ...o, setup: 'random' })),
    withOptions('options with displacementCapture "yes"', (o) => ({ ...o, displacementCapture: 'yes' })),
  ],
  gong: [
    withOptions('options without firstPlayer', (o) => omit(o, 'firstPlayer')),
    withOptions('options with firstPlayer 1', (o) => ({ ...o, firstPlayer: 1 })),
  ],
};

/**
 * Histories too long for the options (made with the game's own resolved options, so that only
 * the history is wrong): any key at all where no rule looks back, five under Jul-Gonu's
 * noRepeat 'previous', whose window is four.
 */
function lookBackCorruptions(game: AnyGame): Corruption[] {
  const off = game.start(game.id === 'julgonu' ? { noRepeat: 'off' } : {}).options;
  const rows: Corruption[] = [{ label: 'a history where no rule looks back', part: 'history', make: (p) => ({ ...p, options: off }) }];
  rows.push({
    label: 'a history of 10^8 slots where no rule looks back',
    part: 'history',
    make: (p) => ({ ...p, options: off, history: Object.assign([], { length: 1e8 }) }),
  });
  if (game.id === 'julgonu') {
    const previous = game.start({ noRepeat: 'previous' }).options;
    rows.push({
      label: 'five keys under noRepeat previous',
      part: 'history',
      make: (p) => ({ ...p, options: previous, history: p.history.slice(-5) }),
    });
  }
  rows.push({
    label: 'a history of 10^8 slots at a huge ply',
    part: 'history[0]',
    make: (p) => ({ ...p, ply: 2 ** 52, history: Object.assign([], { length: 1e8 }) }),
  });
  rows.push({ label: 'a history one key longer than the ply', part: 'history', make: (p) => ({ ...p, ply: p.history.length - 1 }) });
  return rows;
}

const corruptionsOf = (game: AnyGame): Corruption[] => [
  ...COMMON,
  ...(OWN[game.id] ?? []),
  ...(OWN_OPTIONS[game.id] ?? []),
  ...lookBackCorruptions(game),
];

/** The bots, fresh (they make their cursor from the position) or after one good decision (they reset theirs). */
function bots(game: AnyGame, warmWith?: Position): { name: string; decide: (p: Position) => unknown }[] {
  const all = [
    randomBot(game, { random: 1 }),
    greedyBot(game, { random: 1 }),
    alphaBeta(game, { depth: 1, random: 1 }),
    mcts(game, { iterations: 4, random: 1 }),
  ];
  if (warmWith !== undefined) for (const bot of all) bot.decide(warmWith);
  return all;
}

describe('forged, malformed and foreign positions are refused with argument/invalid naming the bad part', () => {
  for (const game of GAMES) {
    describe(game.name, () => {
      it('the position spoiled is sound, and each spoilt copy differs from it', () => {
        const base = basePosition(game);
        expect(game.legalMoves({ ...base })).toEqual(game.legalMoves(base));
        expect(base.history.length).toBeGreaterThanOrEqual(5);
        for (const c of corruptionsOf(game)) expect(snapshotOf(c.make(base)), c.label).not.toBe(snapshotOf(base));
      });

      it.each(corruptionsOf(game).map((c) => [c.label, c] as const))(
        '%s: every function and a cursor reset refuse it, isLegal says false, nothing changes',
        (_, corruption) => {
          const base = basePosition(game);
          const forged = corruption.make(base) as Position;
          const untouched = guard(forged);
          const start = whose(game, corruption.part);
          for (const [name, call] of positionCalls(game, base)) expectRefused(() => call(forged), start, `${name}(${corruption.label})`);
          expect(game.isLegal(forged, game.legalMoves(base)[0])).toBe(false);
          expectRefused(() => renderSvg(game, forged), start, `renderSvg(${corruption.label})`);
          // A cursor made from a good position refuses to be reset to it, and stays where it was.
          const cursor = game.cursor(base);
          expectRefused(() => cursor.reset(forged), start, `reset(${corruption.label})`);
          expect(cursor.position()).toStrictEqual(base);
          expect(cursor.countLegalActions()).toBe(game.legalMoves(base).length);
          untouched();
        },
      );

      it('bots refuse a forged position of each part, fresh or reusing their cursor', () => {
        const base = basePosition(game);
        const sample = ['state', 'options', 'ply', 'history', 'history[3]'].map(
          (part) => corruptionsOf(game).find((c) => c.part === part) as Corruption,
        );
        for (const set of [bots(game), bots(game, base)]) {
          for (const bot of set) {
            for (const corruption of sample) {
              expectRefused(
                () => bot.decide(corruption.make(base) as Position),
                whose(game, corruption.part),
                `${bot.name} (${corruption.label})`,
              );
            }
          }
        }
      });

      it('values that are no position at all are refused', () => {
        const base = basePosition(game);
        const values: unknown[] = [
          null,
          undefined,
          0,
          42,
          -1,
          Number.NaN,
          9n,
          true,
          '',
          game.id,
          game.formatPosition(base),
          Symbol('position'),
          () => base,
          [],
          [base],
          Object.values(base),
          {},
          Object.create(null),
          new Map(Object.entries(base)),
          new Date(0),
        ];
        for (const value of values) {
          const untouched = guard(value);
          for (const [name, call] of positionCalls(game, base))
            expectRefused(() => call(value as Position), `${expected(game)}got `, `${name}(${snapshotOf(value).slice(0, 80)})`);
          expect(game.isLegal(value as Position, game.legalMoves(base)[0])).toBe(false);
          untouched();
        }
      });

      it('a missing or wrong-typed game is refused', () => {
        const base = basePosition(game);
        const values: unknown[] = [
          undefined,
          null,
          0,
          true,
          {},
          [game.id],
          Object(game.id),
          game.id.toUpperCase(),
          `${game.id} `,
          '',
          game.name,
        ];
        for (const value of [...values.map((v) => withField(base, 'game', v)), withField(base, 'game', undefined, true)]) {
          const untouched = guard(value);
          for (const [name, call] of positionCalls(game, base))
            expectRefused(() => call(value), `${expected(game)}got `, `${name}(game ${snapshotOf((value as unknown as Loose)['game'])})`);
          untouched();
        }
        for (const field of ['state', 'options', 'ply', 'history']) {
          expectRefused(() => game.toMove(withField(base, field, undefined, true)), whose(game, field), `without ${field}`);
        }
      });
    });
  }
});

describe('a position of another game is refused', () => {
  const pairs = GAMES.flatMap((from) => GAMES.filter((to) => to !== from).map((to) => [from.id, to.id, from, to] as const));

  it.each(pairs)('a %s position given to %s', (_, __, from, to) => {
    const position = randomGame(from, {}, 5, 4).pop() as Position;
    const message = `expected ${article(to.name)} position, got a position of the game "${from.id}"`;
    for (const [how, copy] of [['the position', (p: Position) => p], ...COPIES] as const) {
      const p = copy(position);
      for (const [name, call] of positionCalls(to, to.start()))
        expect(refusal(() => call(p), `${how}: ${name}`)).toEqual({ code: 'argument/invalid', message });
      expect(to.isLegal(p, to.legalMoves(to.start())[0])).toBe(false);
    }
    // Relabelled as the other game, it is checked in full as one of its positions and refused.
    const relabelled = { ...position, game: to.id } as Position;
    for (const [name, call] of positionCalls(to, to.start())) expectRefused(() => call(relabelled), whose(to, ''), `relabelled: ${name}`);
    expect(to.isLegal(relabelled, to.legalMoves(to.start())[0])).toBe(false);
  });

  it('the messages name the game, in their exact words', () => {
    const julgonu = JULGONU.start();
    expect(refusal(() => KONO.legalMoves(julgonu), 'legalMoves').message).toBe(
      'expected a Four Field Kono position, got a position of the game "julgonu"',
    );
    expect(refusal(() => AGON.toMove(JSON.parse(JSON.stringify(julgonu)) as Position), 'toMove').message).toBe(
      'expected an Agon position, got a position of the game "julgonu"',
    );
    expectRefused(
      () => JULGONU.legalMoves({ ...KONO.start(), game: 'julgonu' }),
      'expected a Jul-Gonu position, got one whose ',
      'relabelled Kono',
    );
  });
});

describe('getters and proxies: each field is read once, and what they throw passes through', () => {
  const FIELDS = ['game', 'state', 'options', 'ply', 'history'] as const;

  /** A copy whose five fields are getters, with the number of reads of each. */
  function withGetters(
    p: Position,
    replace: Partial<Record<(typeof FIELDS)[number], unknown>> = {},
  ): { position: Position; reads: Record<string, number> } {
    const reads: Record<string, number> = {};
    const position = {};
    for (const field of FIELDS) {
      const value = field in replace ? replace[field] : p[field];
      reads[field] = 0;
      Object.defineProperty(position, field, {
        enumerable: true,
        get() {
          reads[field] = (reads[field] as number) + 1;
          return value;
        },
      });
    }
    return { position: position as Position, reads };
  }
  const once = Object.fromEntries(FIELDS.map((f) => [f, 1]));

  it.each(GAMES.map((g) => [g.name, g] as const))(
    '%s: every call reads each field of a copy exactly once and answers as for the original',
    (_, game) => {
      const base = basePosition(game);
      for (const [name, call] of allCalls(game, base)) {
        const expectedResult = call(base);
        const { position, reads } = withGetters(base);
        expect(call(position), name).toStrictEqual(expectedResult);
        expect(reads, name).toEqual(once);
      }
    },
  );

  it.each(GAMES.map((g) => [g.name, g] as const))(
    '%s: a refusal reads each field once too, and keys of the history once each',
    (_, game) => {
      const base = basePosition(game);
      for (const [part, replace] of [
        ['ply', { ply: -1 }],
        ['state', { state: null }],
        ['options', { options: null }],
        ['history', { history: 5 }],
        ['history', { ply: 0 }],
      ] as const) {
        for (const [name, call] of positionCalls(game, base)) {
          const { position, reads } = withGetters(base, replace);
          expectRefused(() => call(position), whose(game, part), `${name} (${part})`);
          expect(reads, `${name} (${part})`).toEqual(once);
        }
      }
      let keyReads = 0;
      const history = [...base.history];
      Object.defineProperty(history, 3, { enumerable: true, get: () => (keyReads++, base.history[3]) });
      for (const [name, call] of allCalls(game, base)) {
        keyReads = 0;
        expect(call({ ...base, history }), name).toStrictEqual(call(base));
        expect(keyReads, name).toBe(1);
      }
    },
  );

  it('a position whose game is not a string is refused without reading its fields again to describe it', () => {
    const base = basePosition(KONO);
    const { position, reads } = withGetters(base, { game: 42 });
    expectRefused(() => KONO.toMove(position), expected(KONO), 'game 42');
    expect(reads).toEqual(once);
  });

  it.each(GAMES.map((g) => [g.name, g] as const))(
    '%s: what a getter throws passes through every call unchanged, isLegal included',
    (_, game) => {
      const base = basePosition(game);
      for (const field of FIELDS) {
        const boom = new Error(`the getter of ${field} throws`);
        const position = { ...base };
        Object.defineProperty(position, field, {
          enumerable: true,
          get() {
            throw boom;
          },
        });
        for (const [name, call] of allCalls(game, base))
          expect(
            caught(() => call(position)),
            `${name} (${field})`,
          ).toBe(boom);
      }
    },
  );

  it.each(GAMES.map((g) => [g.name, g] as const))(
    '%s: a faithful proxy is read once per field; a throwing trap and a revoked proxy pass their errors through',
    (_, game) => {
      const base = basePosition(game);
      for (const target of [base, { ...base }]) {
        for (const [name, call] of allCalls(game, base)) {
          const reads: Record<string, number> = {};
          const proxy = new Proxy(target, {
            get(t, key, receiver) {
              reads[String(key)] = (reads[String(key)] ?? 0) + 1;
              return Reflect.get(t, key, receiver) as unknown;
            },
          });
          expect(call(proxy), name).toStrictEqual(call(base));
          expect(reads, name).toEqual(once);
        }
      }
      const boom = new Error('the get trap throws');
      const throwing = new Proxy(base, {
        get() {
          throw boom;
        },
      });
      const { proxy: revoked, revoke } = Proxy.revocable({ ...base }, {});
      revoke();
      for (const [name, call] of allCalls(game, base)) {
        expect(
          caught(() => call(throwing)),
          name,
        ).toBe(boom);
        const error = caught(() => call(revoked));
        expect(error, name).toBeInstanceOf(TypeError);
        expect(isRulesError(error), name).toBe(false);
      }
    },
  );

  it('a copy cannot borrow the brand of a made position by inheriting from it', () => {
    const made = basePosition(KONO);
    // An object whose prototype is a made position reads its fields through the prototype: checked as a copy.
    expect(KONO.cursor(Object.create(made) as Position).position()).toStrictEqual(made);
    const inheriting = (field: string, value: unknown): Position =>
      Object.create(made, { [field]: { value, enumerable: true } }) as Position;
    expectRefused(() => KONO.toMove(inheriting('state', null)), whose(KONO, 'state'), 'inheriting');
    expectRefused(() => KONO.toMove(inheriting('ply', -1)), whose(KONO, 'ply'), 'inheriting');
    expectRefused(() => KONO.toMove(inheriting('game', 'julgonu')), `${expected(KONO)}got a position of the game "julgonu"`, 'inheriting');
  });

  it('formatRecord and the solvers check a forged start before reading it', () => {
    const made = basePosition(KONO);
    const record = { game: KONO, start: { ...made, options: null }, moves: [], positions: [made], outcome: undefined, tags: {} };
    expectRefused(() => formatRecord(record as never), whose(KONO, 'options'), 'formatRecord');
    for (const solver of [konoSolver, julGonuSolver, julGonuPreviousSolver] as readonly {
      id: string;
      game: unknown;
      indexOf: (p: never) => number;
    }[]) {
      const game = solver.game as AnyGame;
      const start = game.start();
      for (const [part, forged] of [
        ['state', { ...start, state: null }],
        ['state', { ...start, state: { black: 1, white: 1, turn: 0 } }],
        ['ply', { ...start, ply: -1 }],
        ['options', { ...start, options: null }],
        ['history', { ...start, history: 'none' }],
      ] as const) {
        expectRefused(() => solver.indexOf(forged as never), whose(game, part), `${solver.id} ${part}`);
      }
    }
  });

  it('a position, its state and its options may be frozen, sealed or null-prototype objects', () => {
    for (const game of GAMES) {
      const base = basePosition(game);
      const copies = [
        deepFreeze(JSON.parse(JSON.stringify(base)) as Position),
        Object.seal({ ...base, state: Object.seal({ ...(base.state as Loose) }) }),
        nullPrototypeCopy(base),
      ];
      for (const copy of copies) expect(game.cursor(copy).position()).toStrictEqual(base);
    }
  });
});

describe('the ply count stops at Number.MAX_SAFE_INTEGER', () => {
  it.each(GAMES.map((g) => [g.name, g] as const))(
    '%s: play from ply MAX_SAFE_INTEGER is refused and changes nothing; from one less it reaches it',
    (_, game) => {
      const base = basePosition(game);
      const move = game.legalMoves(base)[0];
      const notation = game.formatMove(base, move);
      const last = { ...base, ply: Number.MAX_SAFE_INTEGER };
      const untouched = guard(last);
      const messages = [
        expectRefused(() => game.play(last, move), 'the ply count cannot pass', 'play'),
        expectRefused(() => game.parseMove(last, notation), 'the ply count cannot pass', 'parseMove'),
      ];
      expect(messages[0]).toContain(String(Number.MAX_SAFE_INTEGER));
      expect(game.isLegal(last, move)).toBe(false);
      const cursor = game.cursor(last);
      const action = game.encodeMove(move);
      expectRefused(() => cursor.play(action), 'the ply count cannot pass', 'cursor.play');
      expect(cursor.ply).toBe(Number.MAX_SAFE_INTEGER);
      expect(cursor.depth).toBe(0);
      expect(cursor.position()).toStrictEqual(game.cursor(last).position());
      untouched();

      const before = { ...base, ply: Number.MAX_SAFE_INTEGER - 1 };
      const after = game.play(before, move);
      expect(after.ply).toBe(Number.MAX_SAFE_INTEGER);
      expect(after).toStrictEqual({ ...game.play(base, move), ply: Number.MAX_SAFE_INTEGER });
      expect(game.isLegal(before, move)).toBe(true);
      const next = game.legalMoves(after)[0];
      if (next !== undefined && game.outcome(after) === undefined)
        expectRefused(() => game.play(after, next), 'the ply count cannot pass', 'play after');
      const fromBefore = game.cursor(before);
      fromBefore.play(action);
      expect(fromBefore.ply).toBe(Number.MAX_SAFE_INTEGER);
      expect(fromBefore.position()).toStrictEqual(after);
    },
  );

  it('a ply of -0 is admitted and plays as a ply of 0', () => {
    const start = KONO.start();
    const copy = { ...start, ply: -0 };
    expect(KONO.legalMoves(copy)).toEqual(KONO.legalMoves(start));
    expect(KONO.play(copy, KONO.legalMoves(start)[0]).ply).toBe(1);
    expect(KONO.cursor(copy).ply === 0).toBe(true);
  });
});

describe('refusal messages stay short, and huge inputs are refused at once', () => {
  const long = 'x'.repeat(1_000_000);

  it.each(GAMES.map((g) => [g.name, g] as const))('%s: messages about huge values are short', (_, game) => {
    const base = basePosition(game);
    const state = base.state as Loose;
    const cases: readonly (readonly [string, unknown])[] = [
      ['', { ...base, game: long }],
      ['', { ...base, game: [long] }],
      ['', { ...base, game: 1, state: long }],
      ['state', { ...base, state: long }],
      ['state', { ...base, state: { ...state, [long]: 1 } }],
      ['state', { ...base, state: { ...state, turn: long } }],
      ['state', { ...base, state: { ...state, turn: [long] } }],
      ['state', { ...base, state: Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`field${i}`, i])) }],
      ['options', { ...base, options: long }],
      ['options', { ...base, options: { [long]: 1 } }],
      ['options', { ...base, options: { ...base.options, repetition: long } }],
      ['options', { ...base, options: { ...base.options, repetition: [long] } }],
      ['options', { ...base, options: Array.from({ length: 100_000 }, (_, i) => i) }],
      ['options', { ...base, options: Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`option${i}`, i])) }],
      ['ply', { ...base, ply: long }],
      ['ply', { ...base, ply: [long] }],
      ['history', { ...base, history: long }],
      ['history', { ...base, history: { long } }],
      ['history', { ...base, history: Array.from({ length: 100_000 }, () => base.history[0]) }],
      ['history[3]', { ...base, history: base.history.map((k, i) => (i === 3 ? long : k)) }],
      ['history[3]', { ...base, history: base.history.map((k, i) => (i === 3 ? [long] : k)) }],
    ];
    for (const [part, forged] of cases) {
      expectRefused(
        () => game.toMove(forged as Position),
        part === '' ? `${expected(game)}got ` : whose(game, part),
        `${game.id} ${part} ${snapshotOf(forged).slice(0, 80)}`,
      );
    }
  });

  /** An array of `length` empty slots that counts the reads of its elements, and throws past `limit` of them. */
  function tripwire(length: number, limit = 1000): { array: unknown[]; reads: () => number } {
    let reads = 0;
    const array = new Proxy(Object.assign([], { length }), {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key) && ++reads > limit) throw new Error(`tripwire: more than ${limit} elements read`);
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    return { array, reads: () => reads };
  }

  it.each(GAMES.map((g) => [g.name, g] as const))(
    '%s: a history of 10^8 slots is refused reading at most one of them, whatever the options and ply',
    (_, game) => {
      const base = basePosition(game);
      const off = game.start(game.id === 'julgonu' ? { noRepeat: 'off' } : {}).options;
      for (const [part, make] of [
        ['history', (h: unknown[]) => ({ ...base, history: h })],
        ['history', (h: unknown[]) => ({ ...base, options: off, history: h })],
        ['history[0]', (h: unknown[]) => ({ ...base, ply: 2 ** 52, history: h })],
        ['history[0]', (h: unknown[]) => ({ ...base, ply: Number.MAX_SAFE_INTEGER, history: h })],
      ] as const) {
        for (const [name, call] of positionCalls(game, base)) {
          const { array, reads } = tripwire(1e8);
          expectRefused(() => call(make(array) as Position), whose(game, part), `${name} (${part})`);
          expect(reads(), name).toBeLessThanOrEqual(1);
        }
      }
    },
  );

  it.each([AGON, GONG].map((g) => [g.name, g] as const))('%s: a state array of 10^8 slots is refused reading few of them', (_, game) => {
    const base = basePosition(game);
    for (const field of Object.keys(base.state as Loose).filter((f) => Array.isArray((base.state as Loose)[f]))) {
      const { array, reads } = tripwire(1e8);
      expectRefused(() => game.toMove({ ...base, state: { ...(base.state as Loose), [field]: array } }), whose(game, 'state'), field);
      expect(reads(), field).toBeLessThanOrEqual(2 * game.board.size);
    }
  });

  // Describing a refused value (describeValue in src/core/describe.ts) must read only the first
  // few elements of what it describes: a description that printed the value whole (JSON.stringify,
  // then cut to 80 characters) would keep the message short, but take time growing with the input
  // and run its getters and toJSON methods again. These tests allow 100 elements read at most.
  const described: readonly (readonly [string, (game: AnyGame, base: Position, huge: unknown[]) => unknown])[] = [
    ['a position without a game', (_, base, huge) => ({ state: base.state, options: base.options, ply: base.ply, history: huge })],
    ['a position whose game is a number', (_, base, huge) => ({ ...base, game: 1, history: huge })],
    ['options that are an array', (_, base, huge) => ({ ...base, options: huge })],
    ['a history key that is an array', (_, base, huge) => ({ ...base, history: base.history.map((k, i) => (i === 3 ? huge : k)) })],
  ];
  for (const [label, make] of described) {
    it(`${label}, holding an array of 10^8 slots, is refused reading few of its elements`, () => {
      const base = basePosition(KONO);
      const { array, reads } = tripwire(1e8);
      expectRefused(() => KONO.toMove(make(KONO, base, array) as Position), expected(KONO), label);
      expect(reads()).toBeLessThanOrEqual(100);
    });
  }
});

describe('the options of a copy are recognised whatever the game resolved before', () => {
  // The game keeps the last 16 option sets it resolved (by start, parsePosition) and admits a
  // copy's options only if they equal one of those: a copy stored in one process and read in
  // another, or read after the game has resolved 16 other option sets, is refused.
  it('a fresh copy of the library admits a JSON copy under options it has not resolved', async () => {
    vi.resetModules();
    const fresh: { games: Record<string, AnyGame> } = await import('../../src/index.js');
    const stored = JSON.stringify(KONO.start());
    expect(fresh.games['kono']?.toMove(JSON.parse(stored) as Position)).toBe('black');
  });

  it('a JSON copy is admitted after its game has resolved 16 other option sets', async () => {
    vi.resetModules();
    const fresh: { games: Record<string, AnyGame> } = await import('../../src/index.js');
    const kono = fresh.games['kono'] as AnyGame;
    const copy = JSON.parse(JSON.stringify(kono.start({ repetition: 3 }))) as Position;
    expect(kono.toMove(copy)).toBe('black');
    for (let n = 4; n < 21; n++) kono.start({ repetition: n });
    expect(kono.toMove(copy)).toBe('black');
  });

  it('a copy is read under its own options, whichever sets the game resolved last, more options or fewer', () => {
    const sets = [{}, { maxPlies: 1000 }, { maxPlies: 1000, repetition: 3 }, { repetition: 3 }, { maxPlies: 999 }];
    for (const own of sets) {
      const copy = JSON.parse(JSON.stringify(KONO.start(own))) as Position;
      for (const last of sets) {
        KONO.start(last);
        expect(KONO.cursor(copy).position().options, `${JSON.stringify(own)} after ${JSON.stringify(last)}`).toEqual(
          KONO.start(own).options,
        );
      }
    }
  });

  it('each option of a copy is read once, whether or not it is the latest set the game resolved', () => {
    for (const [own, last] of [
      [{ maxPlies: 999 }, { maxPlies: 1000 }],
      [{ maxPlies: 1000, repetition: 3 }, { maxPlies: 1000 }],
      [{ maxPlies: 1000 }, { maxPlies: 1000, repetition: 3 }],
      [{ repetition: 3 }, { maxPlies: 1000 }],
    ] as const) {
      const base = JSON.parse(JSON.stringify(KONO.start(own))) as Position;
      const reads: Record<string, number> = {};
      const options = {};
      for (const [name, value] of Object.entries(base.options)) {
        Object.defineProperty(options, name, {
          enumerable: true,
          get() {
            reads[name] = (reads[name] ?? 0) + 1;
            return value;
          },
        });
      }
      KONO.start(last);
      expect(KONO.cursor({ ...base, options }).position().options, JSON.stringify(own)).toEqual(KONO.start(own).options);
      // Every option of the copy read, and each exactly once.
      expect(reads).toEqual(Object.fromEntries(Object.keys(base.options as object).map((name) => [name, 1])));
    }
  });

  it('a field of the options that is not enumerable is not part of the position, and is not read', () => {
    const base = JSON.parse(JSON.stringify(KONO.start({ maxPlies: 50 }))) as Position;
    const options = Object.defineProperty({ ...base.options }, 'repetition', {
      enumerable: false,
      get() {
        throw new Error('read');
      },
    });
    expect(KONO.cursor({ ...base, options }).position().options).toEqual(base.options);
  });

  it('options holding an unknown field are refused even when a known option is hidden as a non-enumerable field', () => {
    const base = basePosition(KONO);
    const options = Object.defineProperty({ colour: 'red' }, 'repetition', { value: 3, enumerable: false });
    expectRefused(() => KONO.toMove({ ...base, options }), whose(KONO, 'options'), 'hidden repetition');
  });
});

describe('fuzz: any value in any part of a position gets the position it claims to be, or a RulesError naming that part', () => {
  const anything = fc.oneof(
    fc.anything({
      withBigInt: true,
      withBoxedValues: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withTypedArray: true,
      withSparseArray: true,
      withObjectString: true,
    }),
    fc.object(),
    fc.constantFrom(
      0,
      1,
      -0,
      2,
      3,
      2 ** 53,
      Number.MAX_SAFE_INTEGER,
      [],
      [0],
      {},
      'kono',
      'julgonu',
      'agon',
      'gong',
      'previous',
      'any',
      'off',
      true,
      false,
    ),
  );

  it.each(GAMES.map((g) => [g.name, g] as const))(
    '%s: every call admits the position or refuses it, all alike, and never changes it',
    (_, game) => {
      const base = basePosition(game);
      const legal = game.legalMoves(base)[0];
      const notation = game.formatMove(base, legal);
      const readers = positionCalls(game, base).filter(([name]) => name !== 'play' && name !== 'parseMove');
      const parts = [
        'game',
        'state',
        'options',
        'ply',
        'history',
        'history[3]',
        ...Object.keys(base.state as object).map((field) => `state.${field}`),
        ...Object.keys(game.optionSpecs).map((name) => `options.${name}`),
      ];
      /** The parts a refusal may name when `part` is changed. */
      const named = (part: string): string[] => {
        if (part === 'game') return [''];
        if (part.startsWith('state')) return ['state'];
        // Options can disagree with the state (Agon's displacement flag) or keep fewer keys than the history holds.
        if (part.startsWith('options')) return ['options', 'state', 'history'];
        // A ply can make a sound history too long.
        if (part === 'ply') return ['ply', 'history'];
        return ['history'];
      };
      // Values from other positions and option sets of the game: sound on their own, perhaps not with the rest.
      const near: unknown[] = [];
      for (const donor of spread(randomGame(game, { repetition: 3 }, 99, 40), 8)) {
        near.push(
          donor.state,
          JSON.parse(JSON.stringify(donor.state)),
          ...Object.values(donor.state as Loose),
          donor.history,
          [...donor.history],
          ...donor.history.slice(0, 2),
          donor.ply,
        );
      }
      for (const variant of VARIANTS)
        if (variant.game === game)
          near.push(game.start(variant.options).options, { ...game.start({ ...variant.options, repetition: 3 }).options });
      const values = fc.oneof(anything, fc.constantFrom(...near));
      fc.assert(
        fc.property(fc.constantFrom(...parts), values, (part, value) => {
          const forged: Loose = { ...base };
          if (part.startsWith('state.')) forged['state'] = { ...(base.state as Loose), [part.slice(6)]: value };
          else if (part.startsWith('options.')) forged['options'] = { ...(base.options as Loose), [part.slice(8)]: value };
          else if (part === 'history[3]') forged['history'] = base.history.map((k, i) => (i === 3 ? value : k));
          else forged[part] = value;
          const p = forged as unknown as Position;
          const untouched = guard(p);
          const starts = named(part).map((n) => (n === '' ? `${expected(game)}got ` : whose(game, n)));
          const refused = readers.map(([name, call]) => {
            try {
              call(p);
              return 'admitted';
            } catch (error) {
              if (!isRulesError(error)) throw error;
              expect(error.code, `${name}: ${error.message}`).toBe('argument/invalid');
              expect(
                starts.some((s) => error.message.startsWith(s)),
                `${name}: ${error.message}`,
              ).toBe(true);
              expect(error.message.length, error.message).toBeLessThan(MAX_MESSAGE);
              return 'refused';
            }
          });
          expect(new Set(refused).size, refused.join(' ')).toBe(1);
          const admitted = refused[0] === 'admitted';
          for (const [call, codes] of [
            [() => game.play(p, legal), ['move/illegal', 'move/game-over']],
            [() => game.parseMove(p, notation), ['move/illegal', 'move/game-over', 'notation/syntax']],
          ] as const) {
            try {
              call();
            } catch (error) {
              if (!isRulesError(error)) throw error;
              expect(admitted ? [...codes, 'argument/invalid'] : ['argument/invalid'], error.message).toContain(error.code);
            }
          }
          expect(typeof game.isLegal(p, legal)).toBe('boolean');
          if (admitted) {
            // It is the position it claims to be: the library's own copy holds the same data, and every function agrees.
            const own = game.cursor(p).position();
            // The same data (options in the game's own key order, which JSON text would show).
            expect(JSON.parse(JSON.stringify(own))).toEqual(JSON.parse(JSON.stringify(p)));
            expect(impurities(own)).toEqual([]);
            for (const [name, call] of readers) expect(call(p), name).toStrictEqual(call(own));
            expect(game.isLegal(p, legal)).toBe(game.isLegal(own, legal));
          }
          untouched();
        }),
        params(game.id === 'gong' ? 150 : 300),
      );
    },
  );
});
