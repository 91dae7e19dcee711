import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeValue } from '../../src/core/describe.js';
import {
  DRAW_OPTION_SPECS,
  createRandom,
  divide,
  formatResult,
  gameById,
  gameList,
  games,
  isRulesError,
  kono,
  perft,
  randomPlayout,
  randomPlayouts,
  resolveOptions,
  type AnyGame,
  type KonoOptions,
  type Position,
  type Random,
} from '../../src/index.js';
import { checkGame } from '../../src/testing/index.js';
import { onlyRulesErrors } from '../support/errors.js';
import { params } from '../support/fc.js';
import { expectRulesError } from './helpers.js';

/*
 * Hostile input: values of the wrong kind, absurd sizes and forged objects. Every refusal is a
 * RulesError whose message names what was wrong, costs little, and leaves the input as it was.
 */

describe('describeValue: short and cheap whatever the value', () => {
  it('shows only the first elements of an array of length 1e8, and its length', () => {
    const huge = Object.assign([], { length: 1e8 });
    const text = describeValue(huge);
    expect(text.length).toBeLessThanOrEqual(80);
    expect(text.startsWith('[undefined,undefined,')).toBe(true);
    expect(text.endsWith(' (100000000 elements)')).toBe(true);
    // The refusal that used to stringify the whole array first.
    const error = expectRulesError(() => kono.toMove(huge as never), 'argument/invalid');
    expect(error.message.length).toBeLessThan(200);
  });

  it('shows only the first properties of an object with a million keys', () => {
    const many: Record<string, number> = {};
    for (let i = 0; i < 1e6; i++) many[`k${i}`] = i;
    const text = describeValue(many);
    expect(text).toBe('{"k0":0,"k1":1,"k2":2,"k3":3,"k4":4,"k5":5,"k6":6,"k7":7,...}');
  });

  it('shows only the first elements of a huge typed array and of a huge String object', () => {
    expect(describeValue(new Uint8Array(1e7))).toBe('[0,0,0,0,0,0,0,0,...] (10000000 elements)');
    const text = describeValue(new String('x'.repeat(1e7)));
    expect(text.length).toBeLessThanOrEqual(80);
    expect(text.startsWith('"xxx')).toBe(true);
  });

  it.each<[string, unknown, string]>([
    ['a string', 'abc', '"abc"'],
    ['a number', 1.5, '1.5'],
    ['NaN', Number.NaN, 'NaN'],
    ['null', null, 'null'],
    ['undefined', undefined, 'undefined'],
    ['a function', () => 1, 'a function'],
    ['a symbol', Symbol('s'), 'Symbol(s)'],
    ['an empty array', [], '[]'],
    ['a short array', [1, 2, 3], '[1,2,3]'],
    ['an array of nine', [1, 2, 3, 4, 5, 6, 7, 8, 9], '[1,2,3,4,5,6,7,8,...] (9 elements)'],
    ['an empty object', {}, '{}'],
    ['an object', { a: 1, b: 'x', c: [null] }, '{"a":1,"b":"x","c":[null]}'],
    ['values JSON drops', { a: undefined, f: () => 1, n: Number.NaN }, '{"a":undefined,"f":a function,"n":NaN}'],
    ['deep nesting', { a: { b: { c: { d: 1 } } }, l: [[[[1]]]] }, '{"a":{"b":{"c":{...}}},"l":[[[...]]]}'],
    ['inherited keys (not shown)', Object.create({ x: 1 }) as object, '{}'],
  ])('describes %s', (_what, value, expected) => {
    expect(describeValue(value)).toBe(expected);
  });

  it('writes a cycle as [Circular] instead of following it', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic['self'] = cyclic;
    expect(describeValue(cyclic)).toBe('{"a":1,"self":[Circular]}');
    const list: unknown[] = [1];
    list.push(list);
    expect(describeValue(list)).toBe('[1,[Circular]]');
  });

  it('cuts a long description to 80 characters, quoting long strings shortened', () => {
    const text = describeValue({ a: 'y'.repeat(1000), b: 'z'.repeat(1000) });
    expect(text.length).toBe(80);
    expect(text.endsWith('...')).toBe(true);
    expect(describeValue('w'.repeat(1000)).length).toBeLessThanOrEqual(62);
  });

  it('looks at a bounded number of inherited keys', () => {
    const proto: Record<string, number> = {};
    for (let i = 0; i < 1000; i++) proto[`p${i}`] = i;
    const child = Object.assign(Object.create(proto) as Record<string, number>, { own: 1 });
    expect(describeValue(child)).toBe('{"own":1,...}');
  });

  it('is what resolveOptions describes a bad option value with', () => {
    const huge = Object.assign([], { length: 1e8 });
    const error = expectRulesError(() => kono.start({ maxPlies: huge as never }), 'option/invalid');
    expect(error.message).toBe(`Four Field Kono option maxPlies must be an integer of at least 1, got ${describeValue(huge)}`);
    expect(expectRulesError(() => kono.start({ maxPlies: { n: 3 } as never }), 'option/invalid').message).toContain('got {"n":3}');
  });

  it('28.6: never throws, writing <unreadable> for what a getter, a trap or a revoked proxy refuses', () => {
    const boom = new Error('the caller’s own getter');
    const getter = {
      get x(): never {
        throw boom;
      },
      y: 2,
    };
    expect(describeValue(getter)).toBe('{"x":<unreadable>,"y":2}');
    const proxy = new Proxy([], {
      get(): never {
        throw boom;
      },
    });
    expect(describeValue(proxy)).toBe('<unreadable>');
    const keys = new Proxy(
      {},
      {
        ownKeys(): never {
          throw boom;
        },
      },
    );
    expect(describeValue(keys)).toBe('{<unreadable>}');
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    expect(describeValue(revoked.proxy)).toBe('<unreadable>');
    expect(describeValue([revoked.proxy, 1])).toBe('[<unreadable>,1]');
  });

  it('28.6: writes a BigInt as code does, shortened, and a cycle of BigInts without failing', () => {
    expect(describeValue(10n)).toBe('10n');
    expect(describeValue(2n ** 400n)).toHaveLength(41);
    const cyclic: Record<string, unknown> = { a: 1n };
    cyclic['self'] = cyclic;
    expect(describeValue(cyclic)).toBe('{"a":1n,"self":[Circular]}');
  });
});

describe('the generic entries refuse values of the wrong kind with argument/invalid', () => {
  const start = kono.start();
  const random = createRandom(1);
  // Frozen, so that an entry that wrote to its input would throw instead of passing.
  const bare = Object.freeze(Object.create(null) as object);
  const empty = Object.freeze({});
  const noCursor = Object.freeze({ ...kono, cursor: undefined });
  const hugeMaxMoves = Object.freeze({ ...kono, maxMoves: 2 ** 40 });
  const noReasons = Object.freeze({ ...kono, outcomeReasons: undefined });
  const badReason = Object.freeze({ ...kono, outcomeReasons: ['no-moves', 'Gave Up'] });
  const huge = Object.freeze(Object.assign([], { length: 1e8 }));
  const manyReasons = Object.freeze({ ...kono, outcomeReasons: huge });

  it.each<[string, () => unknown, string]>([
    ['perft of null', () => perft(null as never, start, 1), 'perft needs a game (one that defineGame made, say), got null'],
    [
      'perft of {}',
      () => perft(empty as never, start, 1),
      'perft needs a game (one that defineGame made, say), got {}: its id is undefined, not a string',
    ],
    ['perft of a game without cursor', () => perft(noCursor as never, start, 1), ': its cursor is undefined, not a function'],
    [
      'perft of a game with a huge maxMoves',
      () => perft(hugeMaxMoves as never, start, 1),
      ': its maxMoves is 1099511627776, not an integer from 0 to its actionCount',
    ],
    [
      'perft of a game without outcome reasons',
      () => perft(noReasons as never, start, 1),
      ': its outcomeReasons is undefined, not a list of at most 64 reasons',
    ],
    [
      'perft of a game with a reason of another form',
      () => perft(badReason as never, start, 1),
      ': its outcomeReasons is ["no-moves","Gave Up"], not a list',
    ],
    ['perft of a game with 10^8 reasons', () => perft(manyReasons as never, start, 1), 'not a list of at most 64 reasons'],
    ['perft to depth {}', () => perft(kono, start, empty as never), 'perft depth must be an integer from 0 to 64, got {}'],
    ['perft to a depth without prototype', () => perft(kono, start, bare as never), 'perft depth must be an integer from 0 to 64, got {}'],
    ['perft to depth "2"', () => perft(kono, start, '2' as never), 'got "2"'],
    ['perft to a huge array depth', () => perft(kono, start, huge as never), '(100000000 elements)'],
    ['divide of null', () => divide(null as never, start, 1), 'divide needs a game (one that defineGame made, say), got null'],
    ['divide of {}', () => divide(empty as never, start, 1), 'divide needs a game'],
    [
      'divide to a depth without prototype',
      () => divide(kono, start, bare as never),
      'perft depth must be an integer from 0 to 64, got {}',
    ],
    ['randomPlayout of null', () => randomPlayout(null as never, start, random), 'randomPlayout needs a game'],
    [
      'randomPlayout with {} as random',
      () => randomPlayout(kono, start, empty as never),
      'randomPlayout needs a random source (from createRandom), got {}',
    ],
    [
      'randomPlayout with a seed as random',
      () => randomPlayout(kono, start, 7 as never),
      'randomPlayout needs a random source (from createRandom), got 7',
    ],
    [
      'randomPlayout with null options',
      () => randomPlayout(kono, start, random, null as never),
      'randomPlayout settings must be an object, got null',
    ],
    [
      'randomPlayout with an unknown option',
      () => randomPlayout(kono, start, random, { limit: 3, plies: 2 } as never),
      'randomPlayout has no setting "plies"',
    ],
    [
      'randomPlayout with a limit without prototype',
      () => randomPlayout(kono, start, random, { limit: bare as never }),
      'playout limit must be a non-negative integer, got {}',
    ],
    ['randomPlayouts of {}', () => randomPlayouts(empty as never, start, 1, random), 'randomPlayouts needs a game'],
    [
      'randomPlayouts with null as random',
      () => randomPlayouts(kono, start, 1, null as never),
      'randomPlayouts needs a random source (from createRandom), got null',
    ],
    [
      'randomPlayouts with a count without prototype',
      () => randomPlayouts(kono, start, bare as never, random),
      'playout count must be a non-negative integer, got {}',
    ],
    [
      'randomPlayouts with options 5',
      () => randomPlayouts(kono, start, 1, random, 5 as never),
      'randomPlayouts settings must be an object, got 5',
    ],
    [
      'resolveOptions of null specs',
      () => resolveOptions(null as never, {}, 'Kono'),
      'resolveOptions needs the option specs of Kono, got null',
    ],
    [
      'resolveOptions of a null spec',
      () => resolveOptions({ a: null } as never, {}, 'Kono'),
      'Kono option "a" has no valid spec (an integer, choice or boolean spec), got null',
    ],
    [
      'resolveOptions of a spec of no type',
      () => resolveOptions({ a: { type: 'text' } } as never, {}, 'Kono'),
      'Kono option "a" has no valid spec',
    ],
    [
      'resolveOptions of a choice without values',
      () => resolveOptions({ a: { type: 'choice', default: 'x' } } as never, {}, 'Kono'),
      'Kono option "a" has no valid spec',
    ],
    [
      'resolveOptions with a symbol for a name',
      () => resolveOptions(DRAW_OPTION_SPECS, { foo: 1 }, Symbol('Kono') as never),
      'resolveOptions needs a game name, got Symbol(Kono)',
    ],
    [
      'formatResult of null',
      () => formatResult(null as never),
      'the outcome given to formatResult must be an outcome or undefined, got null',
    ],
    ['formatResult of {}', () => formatResult(empty as never), 'got {}: its winner is undefined, not black, white or null'],
    ['formatResult of "*"', () => formatResult('*' as never), 'got "*"'],
    [
      'formatResult of a red winner',
      () => formatResult({ winner: 'red', reason: 'no-moves' } as never),
      'its winner is "red", not black, white or null',
    ],
    [
      'formatResult of a reason of another form',
      () => formatResult({ winner: null, reason: 'Bored stiff' }),
      'its reason is "Bored stiff", not a reason (a word such as no-moves)',
    ],
    ['formatResult of a reason too long for a tag', () => formatResult({ winner: null, reason: 'a'.repeat(65) }), 'not a reason'],
    ['createRandom of a seed without prototype', () => createRandom(bare as never), 'random seed must be a safe integer, got {}'],
    ['createRandom of a huge array', () => createRandom(huge as never), '(100000000 elements)'],
    [
      'Random.int of a range without prototype',
      () => random.int(bare as never),
      'random range must be a positive integer up to 2^32, got {}',
    ],
    ['Random.pick of null', () => random.pick(null as never), 'pick needs an array, got null'],
    ['gameById of null', () => gameById(null as never), 'a game id must be a string, got null'],
    [
      'gameById of an object that prints as kono',
      () => gameById({ toString: () => 'kono' } as never),
      'a game id must be a string, got {"toString":a function}',
    ],
    ['gameById of an object without prototype', () => gameById(bare as never), 'a game id must be a string, got {}'],
    ['checkGame of null', () => checkGame(null as never), 'checkGame needs a game (one that defineGame made, say), got null'],
    ['checkGame of {}', () => checkGame(empty as never), 'checkGame needs a game'],
    ['checkGame with null options', () => checkGame(kono, null as never), 'checkGame settings must be an object, got null'],
    ['checkGame with runs -1', () => checkGame(kono, { runs: -1 }), 'checkGame runs must be an integer from 0 to 1000000, got -1'],
    [
      'checkGame with maxPlies "9"',
      () => checkGame(kono, { maxPlies: '9' as never }),
      'checkGame maxPlies must be an integer from 0 to 1000000, got "9"',
    ],
    ['checkGame with seed {}', () => checkGame(kono, { seed: empty as never }), 'checkGame seed must be a safe integer, got {}'],
    [
      'checkGame with a start of {}',
      () => checkGame(kono, { start: empty as never }),
      'expected a Four Field Kono position, got an object whose game is undefined',
    ],
    ['checkGame with an unknown option', () => checkGame(kono, { run: 3 } as never), 'checkGame has no setting "run"'],
  ])('%s', (_what, call, named) => {
    const error = expectRulesError(call, 'argument/invalid');
    expect(error.message).toContain(named);
    expect(error.message.length).toBeLessThan(400);
  });

  it('resolveOptions keeps option/invalid for options that are not an object', () => {
    for (const input of [null, 5, 'maxPlies=3', huge]) {
      const error = expectRulesError(() => resolveOptions(DRAW_OPTION_SPECS, input, 'Kono'), 'option/invalid');
      expect(error.message).toBe(`Kono options must be an object, got ${describeValue(input)}`);
    }
  });

  it('the guards accept every game of the registry and the library’s random source', () => {
    for (const game of Object.values(games) as AnyGame[]) {
      expect(perft(game, game.start(), 1)).toBeGreaterThan(0);
      expect(randomPlayout(game, game.start(), createRandom(2), { limit: 3 }).plies).toBeLessThanOrEqual(3);
    }
    expect(formatResult(Object.freeze({ winner: 'black', reason: 'seat-of-power' }))).toBe('black seat-of-power');
    expect(checkGame(kono, { runs: 1, seed: 3, start })).toEqual(expect.objectContaining({ runs: 1 }));
  });

  it('an exception of the caller’s getter passes through unchanged', () => {
    const boom = new Error('the caller’s own getter');
    const game = Object.defineProperty({ ...kono }, 'cursor', {
      get(): never {
        throw boom;
      },
    });
    expect(() => perft(game, start, 1)).toThrow(boom);
    const outcome = {
      winner: 'black',
      get reason(): never {
        throw boom;
      },
    };
    expect(() => formatResult(outcome as never)).toThrow(boom);
  });
});

/*
 * Fuzzing: any value at all in any one argument (the others sound) is answered with a value or a
 * RulesError, never a TypeError or RangeError from inside the library.
 */
describe('fuzzing: any value in any argument gives a value or a RulesError', () => {
  // Every kind of value fast-check makes: null prototypes, boxed values, typed and sparse arrays, …
  const anything = fc.anything({
    withBigInt: true,
    withBoxedValues: true,
    withDate: true,
    withMap: true,
    withNullPrototype: true,
    withObjectString: true,
    withSet: true,
    withSparseArray: true,
    withTypedArray: true,
  });
  // Sound numbers would only take time where they count work (a count of 10^9 playouts is one).
  const notBig = anything.filter((v) => typeof v !== 'number' || v < 50);
  // A game with one member replaced by anything: almost a game, which is the hardest case for the guard.
  const almostKono = fc
    .tuple(fc.constantFrom(...(Object.keys(kono) as (keyof typeof kono)[])), anything)
    .map(([key, value]) => Object.freeze({ ...kono, [key]: value }) as AnyGame);
  // The games end soon from these, so that sound arguments finish fast too.
  const over = kono.parsePosition('4/4/4/b3 w');
  const short = kono.start({ maxPlies: 8 });
  const random = (): Random => createRandom(5);
  // Kono starting where it ends, so that checkGame's sound default of 50 runs is quick.
  const konoOver = Object.freeze({ ...kono, start: (options?: KonoOptions) => kono.parsePosition('4/4/4/b3 w', options) });

  const entries: readonly [string, fc.Arbitrary<unknown>, (value: unknown) => unknown][] = [
    ['perft: game', fc.oneof(anything, almostKono), (v) => perft(v as never, over, 2)],
    ['perft: position', anything, (v) => perft(kono, v as never, 1)],
    ['perft: depth', anything, (v) => perft(kono, over, v as never)],
    ['divide: game', fc.oneof(anything, almostKono), (v) => divide(v as never, short, 1)],
    ['divide: position', anything, (v) => divide(kono, v as never, 1)],
    ['divide: depth', anything, (v) => divide(kono, over, v as never)],
    ['randomPlayout: game', fc.oneof(anything, almostKono), (v) => randomPlayout(v as never, short, random())],
    ['randomPlayout: position', anything, (v) => randomPlayout(kono, v as never, random())],
    ['randomPlayout: random', anything, (v) => randomPlayout(kono, short, v as never)],
    ['randomPlayout: options', anything, (v) => randomPlayout(kono, short, random(), v as never)],
    ['randomPlayouts: game', fc.oneof(anything, almostKono), (v) => randomPlayouts(v as never, short, 2, random())],
    ['randomPlayouts: count', notBig, (v) => randomPlayouts(kono, short, v as never, random())],
    ['randomPlayouts: random', anything, (v) => randomPlayouts(kono, short, 2, v as never)],
    ['randomPlayouts: options', anything, (v) => randomPlayouts(kono, short, 2, random(), v as never)],
    ['resolveOptions: specs', anything, (v) => resolveOptions(v as never, { maxPlies: 3 }, 'Kono')],
    ['resolveOptions: input', anything, (v) => resolveOptions(DRAW_OPTION_SPECS, v, 'Kono')],
    ['resolveOptions: name', anything, (v) => resolveOptions(DRAW_OPTION_SPECS, { maxPlies: 0 }, v as never)],
    ['formatResult', anything, (v) => formatResult(v as never)],
    ['createRandom', anything, (v) => createRandom(v as never)],
    ['Random.int', anything, (v) => random().int(v as never)],
    ['Random.pick', anything, (v) => random().pick(v as never)],
    ['gameById', anything, (v) => gameById(v as never)],
    ['checkGame: game', anything, (v) => checkGame(v as never, { runs: 1, maxPlies: 4 })],
    ['checkGame: options', anything, (v) => checkGame(konoOver, v as never)],
    ['checkGame: runs', notBig, (v) => checkGame(konoOver, { runs: v as never })],
    ['checkGame: start', anything, (v) => checkGame(kono, { runs: 1, maxPlies: 4, start: v as never })],
  ];

  it.each(entries)('%s', (_what, values, call) => {
    fc.assert(
      fc.property(values, (value) => onlyRulesErrors(() => call(value))),
      params(150),
    );
  });

  const board = kono.board;
  const isIndex = (v: unknown, n: number): boolean => Number.isInteger(v) && (v as number) >= 0 && (v as number) < n;
  const isPoint = (v: unknown): boolean => isIndex(v, board.size);
  const isDirection = (v: unknown): boolean => isIndex(v, board.directions.length);
  const isPointName = (v: unknown): boolean => typeof v === 'string' && board.names.includes(v);
  const isDirectionName = (v: unknown): boolean => typeof v === 'string' && board.directions.includes(v);
  // Each method, and which values it may answer with a value rather than a refusal.
  const methods: readonly [string, (value: unknown) => unknown, (value: unknown) => boolean][] = [
    ['name', (v) => board.name(v as never), isPoint],
    ['coordinates', (v) => board.coordinates(v as never), isPoint],
    ['spokes', (v) => board.spokes(v as never), isPoint],
    ['distances', (v) => board.distances(v as never), isPoint],
    ['opposite', (v) => board.opposite(v as never), isDirection],
    ['neighbour: point', (v) => board.neighbour(v as never, 0), isPoint],
    ['neighbour: direction', (v) => board.neighbour(5, v as never), isDirection],
    ['ray: point', (v) => board.ray(v as never, 1), isPoint],
    ['ray: direction', (v) => board.ray(5, v as never), isDirection],
    ['point', (v) => board.point(v as never), isPointName],
    ['direction', (v) => board.direction(v as never), isDirectionName],
    ['indexOf', (v) => board.indexOf(v as never), () => true],
  ];

  it.each(methods)('Board.%s answers only a valid argument, and refuses the rest with a RulesError', (_what, call, valid) => {
    // Small integers and the board's names too, in range and out, beside everything else.
    const values = fc.oneof(anything, fc.integer({ min: -3, max: 20 }), fc.constantFrom(...board.names, ...board.directions));
    fc.assert(
      fc.property(values, (value) => {
        let answered = false;
        onlyRulesErrors(() => {
          call(value);
          answered = true;
        });
        expect(answered, describeValue(value)).toBe(valid(value));
      }),
      params(300),
    );
  });
});

describe('28.11: refusing a huge sparse array reads a bounded part of it', () => {
  /** A sparse array of `length` entries behind a proxy that counts the reads of its indices. */
  function counted(length: number): { readonly array: unknown[]; readonly reads: () => number } {
    const target: unknown[] = [];
    target.length = length;
    let reads = 0;
    const array = new Proxy(target, {
      get(t, key, receiver) {
        if (typeof key === 'string' && /^[0-9]+$/.test(key)) reads++;
        return Reflect.get(t, key, receiver) as unknown;
      },
    });
    return { array, reads: () => reads };
  }

  it.each(gameList.map((game) => [game.id, game] as const))(
    '28.11: %s: every entry that takes a move, a position or options',
    (_, game) => {
      const start = game.start();
      const entries: readonly (readonly [string, (value: unknown) => unknown])[] = [
        ['toMove', (v) => game.toMove(v as Position)],
        ['toMove history', (v) => game.toMove({ ...JSON.parse(JSON.stringify(start)), history: v } as Position)],
        ['play a position', (v) => game.play(v as Position, game.legalMoves(start)[0])],
        ['play a move', (v) => game.play(start, v)],
        ['decodeMove', (v) => game.decodeMove(v as number)],
        ['encodeMove', (v) => game.encodeMove(v)],
        ['isLegal', (v) => game.isLegal(start, v)],
        ['formatMove', (v) => game.formatMove(start, v)],
        ['effects', (v) => game.effects(start, v)],
        ['start', (v) => game.start(v as object)],
        ['cursor legalActions', (v) => game.cursor(start).legalActions(v as Int32Array)],
      ];
      for (const [name, call] of entries) {
        const { array, reads } = counted(1e7);
        try {
          call(array);
        } catch (error) {
          if (!isRulesError(error)) throw error;
        }
        // A description of the value reads its first few entries; nothing reads on to its length.
        expect(reads(), name).toBeLessThanOrEqual(16);
      }
    },
  );
});
