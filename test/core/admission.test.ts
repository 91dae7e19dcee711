import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createRandom, formatRecord, games, isRulesError, julGonuPreviousSolver, julGonuSolver, konoSolver, parseRecord, type AnyGame, type Cursor, type Position, type PositionKey } from '../../src/index.js';
import { alphaBeta, greedyBot, mcts, randomBot } from '../../src/ai/index.js';
import { renderSvg } from '../../src/render/index.js';
import { AGON, GONG, JULGONU, KONO, VARIANTS, type Variant } from '../support/ai.js';
import { params } from '../support/fc.js';

/*
 * Admission (src/core/admission.ts): every Game function that takes a position, and a cursor's
 * reset, checks it. Positions the library made pass by a lookup; copies (spread, structured clone,
 * JSON) and forged objects are checked in full and refused with `argument/invalid` naming what is
 * wrong, never let through to fail deep in the rules with a TypeError.
 */

type Options = Readonly<Record<string, unknown>>;
type Loose = Record<string, unknown>;

const GAMES: readonly AnyGame[] = [KONO, JULGONU, AGON, GONG];

/** A game's name with its article, as messages write it: `a Gong`, `an Agon`. */
const article = (name: string): string => `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;

/** The keys of a position's trail, newest first. */
function trailKeys(position: Position): PositionKey[] {
  const keys: PositionKey[] = [];
  for (let at = position.trail; at !== null; at = at.previous) keys.push(at.key);
  return keys;
}

/** A position as everything the rules read of it: its string, its ply and its trail. */
const shown = (game: AnyGame, position: Position): string => `${game.formatPosition(position)} | ply ${position.ply} | trail ${trailKeys(position).join(',')}`;

/** The positions of a random game from the start, up to `plies` moves (fewer if it ends). */
function randomGame(game: AnyGame, options: Options, seed: number, plies: number): Position[] {
  const random = createRandom(seed);
  const positions = [game.start(options)];
  for (let i = 0; i < plies; i++) {
    const position = positions[positions.length - 1] as Position;
    const legal = game.legalMoves(position);
    if (legal.length === 0) break;
    positions.push(game.play(position, random.pick(legal)));
  }
  return positions;
}

/** Action indices to ask `isLegal` about: all of them in the small games, an even spread of 96 in the large ones. */
function sampleActions(game: AnyGame): number[] {
  if (game.actionCount <= 96) return Array.from({ length: game.actionCount }, (_, a) => a);
  return Array.from({ length: 96 }, (_, i) => Math.floor((i * game.actionCount) / 96));
}

/** At most `n` items of a list, evenly spread (all of a short list). */
const spread = <T>(items: readonly T[], n: number): T[] =>
  items.length <= n ? [...items] : Array.from({ length: n }, (_, i) => items[Math.floor((i * items.length) / n)] as T);

/** What a cursor reports at its position. */
function cursorView(game: AnyGame, cursor: Cursor): unknown {
  return { count: cursor.countLegalActions(), key: cursor.key(), outcome: cursor.outcome(), ply: cursor.ply, toMove: cursor.toMove(), at: shown(game, cursor.position()) };
}

/**
 * Everything the public functions say about a position: the string, the legal moves and what
 * each leads to, the outcome, the player to move, the key, every point, notation both ways,
 * action indices, `isLegal` over actions, and a cursor started from it and reset to it.
 */
function behaviour(game: AnyGame, position: Position, actions: readonly number[], reused: Cursor): unknown {
  const legal = game.legalMoves(position);
  const notation = legal.map((move) => game.formatMove(position, move));
  reused.reset(position);
  return {
    text: game.formatPosition(position),
    legal: notation,
    outcome: game.outcome(position),
    toMove: game.toMove(position),
    key: game.positionKey(position),
    pieces: Array.from({ length: game.board.size }, (_, point) => game.pieceAt(position, point)),
    next: spread(legal, 48).map((move) => shown(game, game.play(position, move))),
    parsed: notation.map((text) => game.formatMove(position, game.parseMove(position, text))),
    encoded: legal.map((move) => game.encodeMove(move)),
    legalActions: actions.map((action) => game.isLegal(position, game.decodeMove(action))),
    cursor: cursorView(game, game.cursor(position)),
    reset: cursorView(game, reused),
  };
}

const COPIES: readonly (readonly [string, (position: Position) => Position])[] = [
  ['a spread copy', (position) => ({ ...position })],
  ['a structured clone', (position) => structuredClone(position)],
  ['a JSON round trip', (position) => JSON.parse(JSON.stringify(position)) as Position],
];

/** Freezes an object and everything in it. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** The RulesError `fn` throws, or what else happened (a returned value, another exception) as a failure. */
function refusal(fn: () => unknown, where: string): { code: string; message: string } {
  let result: unknown;
  try {
    result = fn();
  } catch (error) {
    if (isRulesError(error)) return { code: error.code, message: error.message };
    throw new Error(`${where}: expected a RulesError, got ${String(error)}`, { cause: error });
  }
  throw new Error(`${where}: expected a RulesError, but it returned ${String(result)}`);
}

describe('copies of a position are admitted and behave exactly as the original', () => {
  const EXTRA: readonly Options[] = [{}, { repetition: 3 }, { repetition: 2, maxPlies: 24 }];

  it.each(VARIANTS.map((v) => [v.label, v] as const))('%s: copies agree with the original along random games, with and without the draw options', (_, variant: Variant) => {
    const { game } = variant;
    const actions = sampleActions(game);
    const reused = game.cursor(game.start(variant.options));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 30 }), fc.constantFrom(...EXTRA), (seed, plies, extra) => {
        const line = randomGame(game, { ...variant.options, ...extra }, seed, plies);
        // The last position and one midway.
        const picked = new Set([Math.floor((line.length - 1) / 2), line.length - 1]);
        for (const i of picked) {
          const original = line[i] as Position;
          const expected = behaviour(game, original, actions, reused);
          for (const [how, copy] of COPIES) {
            expect(behaviour(game, copy(original), actions, reused), `${how} of ${shown(game, original)}`).toEqual(expected);
          }
        }
      }),
      params(game.actionCount > 96 ? 4 : 10),
    );
  });

  it('the start positions of every variant, and their copies, agree', () => {
    for (const { game, options } of VARIANTS) {
      const start = game.start(options);
      const reused = game.cursor(start);
      const expected = behaviour(game, start, sampleActions(game), reused);
      for (const [how, copy] of COPIES) expect(behaviour(game, copy(start), sampleActions(game), reused), how).toEqual(expected);
    }
  });

  it('a copy reads its trail: a Kono repetition draw is seen in every copy', () => {
    const shuffle = ['a4-b4', 'd1-c1', 'b4-a4', 'c1-d1'];
    let position = KONO.parsePosition('b3/4/4/3w b', { repetition: 3 });
    const line = [position];
    for (const text of [...shuffle, ...shuffle]) line.push((position = KONO.play(position, KONO.parseMove(position, text))));
    expect(KONO.outcome(position)).toEqual({ winner: null, reason: 'repetition' });
    const reused = KONO.cursor(KONO.start());
    for (const original of line) {
      const expected = behaviour(KONO, original, sampleActions(KONO), reused);
      for (const [how, copy] of COPIES) expect(behaviour(KONO, copy(original), sampleActions(KONO), reused), how).toEqual(expected);
    }
    for (const [how, copy] of COPIES) {
      expect(KONO.outcome(copy(position)), how).toEqual({ winner: null, reason: 'repetition' });
      expect(KONO.legalMoves(copy(position)), how).toEqual([]);
      expect(KONO.cursor(copy(position)).outcome(), how).toEqual({ winner: null, reason: 'repetition' });
    }
    // Without its trail (null is allowed: no history) the same board is not a draw: the copy's own trail is what counts.
    expect(KONO.outcome({ ...position, trail: null })).toBeUndefined();
  });

  it.each(['previous', 'any'] as const)('a copy reads its trail: Jul-Gonu with noRepeat %s forbids the same moves in every copy', (noRepeat) => {
    let position = JULGONU.parsePosition('bb2/4/4/2ww b', { noRepeat });
    for (const text of ['b4-b3', 'c1-c2', 'b3-b4']) position = JULGONU.play(position, JULGONU.parseMove(position, text));
    const legal = (p: Position): string[] => JULGONU.legalMoves(p).map((move) => JULGONU.formatMove(p, move));
    // c2-c1 would recreate the position of four plies ago.
    const actions = sampleActions(JULGONU);
    const back = actions.map((a) => JULGONU.decodeMove(a)).find((move) => JULGONU.formatMove(position, move) === 'c2-c1');
    expect(back).toBeDefined();
    expect(legal(position)).not.toContain('c2-c1');
    for (const [how, copy] of COPIES) {
      const c = copy(position);
      expect(legal(c), how).toEqual(legal(position));
      expect(JULGONU.isLegal(c, back), how).toBe(JULGONU.isLegal(position, back));
      expect(JULGONU.isLegal(c, back), how).toBe(false);
      expect(JULGONU.cursor(c).countLegalActions(), how).toBe(legal(position).length);
      expect(trailKeys(JULGONU.play(c, JULGONU.legalMoves(c)[0])), how).toEqual(trailKeys(JULGONU.play(position, JULGONU.legalMoves(position)[0])));
    }
    expect(legal({ ...position, trail: null })).toContain('c2-c1');
  });

  it('positions made by another copy of the library are admitted both ways', async () => {
    vi.resetModules();
    const other = (await import('../../src/index.js')) as unknown as { games: Record<string, AnyGame> };
    expect(other.games['kono']).not.toBe(KONO);
    for (const game of GAMES) {
      const theirs = other.games[game.id] as AnyGame;
      const line = randomGame(theirs, { repetition: 3 }, 7, 12);
      const reused = game.cursor(game.start());
      const reusedTheirs = theirs.cursor(theirs.start());
      for (const position of line) {
        const ours = game.parsePosition(theirs.formatPosition(position), position.options);
        expect(game.formatPosition(position)).toBe(theirs.formatPosition(position));
        expect(behaviour(game, position, sampleActions(game), reused)).toEqual(behaviour(theirs, position, sampleActions(game), reusedTheirs));
        expect(theirs.legalMoves(ours).length).toBe(game.legalMoves(ours).length);
      }
    }
  });
});

describe('a record start with a Ply tag (a frozen spread of a made position)', () => {
  it.each(GAMES.map((g) => [g.id, g] as const))('%s: parseRecord reads it and formatRecord writes it back', (_, game) => {
    const line = randomGame(game, { repetition: 3 }, 11, 6);
    const start = game.parsePosition(game.formatPosition(line[line.length - 1] as Position), { repetition: 3 });
    let position = start;
    const moves: string[] = [];
    for (let i = 0; i < 2; i++) {
      const move = game.legalMoves(position)[0];
      moves.push(game.formatMove(position, move));
      position = game.play(position, move);
    }
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
    expect(record.start.ply).toBe(5);
    expect(Object.isFrozen(record.start)).toBe(true);
    expect(record.positions.map((p) => p.ply)).toEqual([5, 6, 7]);
    expect(game.formatPosition(record.start)).toBe(game.formatPosition(start));
    expect(trailKeys(record.start)).toEqual(trailKeys(start));
    expect(game.formatPosition(record.positions[2] as Position)).toBe(game.formatPosition(position));
    expect(game.legalMoves(record.start)).toEqual(game.legalMoves(start));
    expect(game.cursor(record.start).ply).toBe(5);
    expect(formatRecord(record)).toBe(text);
    expect(formatRecord(parseRecord(formatRecord(record), games))).toBe(text);
  });
});

/** One way to spoil a sound position, and the part the refusal must name. */
interface Corruption {
  readonly label: string;
  readonly part: 'state' | 'options' | 'ply' | 'trail';
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
const withTrail = (label: string, trail: (p: Position) => unknown, ply?: number): Corruption => ({
  label,
  part: 'trail',
  make: (p) => ({ ...p, ply: ply ?? p.ply, trail: trail(p) }),
});
/** A copy of an array field with one entry changed. */
const setAt = (list: unknown, i: number, value: unknown): unknown[] => Array.from(list as ArrayLike<unknown>, (v, j) => (j === i ? value : v));
/** The first point in an array field that holds 0. */
const firstEmpty = (list: unknown): number => Array.from(list as ArrayLike<number>).indexOf(0);
const omit = (object: Loose, key: string): Loose => Object.fromEntries(Object.entries(object).filter(([k]) => k !== key));
/** JSON of a value, or a mark for one JSON cannot print (a cycle). */
function printed(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return 'unprintable';
  }
}
/** The lowest set bit of a mask. */
const lowBit = (mask: number): number => mask & -mask;
/** A mask of the `n` lowest points not in `avoid`. */
function pointsOutside(avoid: number, n: number): number {
  let mask = 0;
  for (let p = 0; p < 16 && n > 0; p++) if (!(avoid & (1 << p))) (mask |= 1 << p), n--;
  return mask;
}

const COMMON: readonly Corruption[] = [
  withState('state null', () => null),
  withState('state {}', () => ({})),
  withState('state 42', () => 42),
  withState('state a string', () => 'wwww/4/4/bbbb b'),
  withState('state an array', (s) => Object.values(s)),
  withState('state missing its turn', (s) => omit(s, 'turn')),
  withState('state missing its first field', (s) => omit(s, Object.keys(s)[0] as string)),
  withState('state with an extra field', (s) => ({ ...s, extra: 0 })),
  withState('state with a turn of 2', (s) => ({ ...s, turn: 2 })),
  withState('state with a turn of -1', (s) => ({ ...s, turn: -1 })),
  withState('state with a turn of "b"', (s) => ({ ...s, turn: 'b' })),
  withState('state with a turn of null', (s) => ({ ...s, turn: null })),
  withOptions('options null', () => null),
  withOptions('options 42', () => 42),
  withOptions('options an array', () => []),
  withOptions('options { maxPlies: 0 }', () => ({ maxPlies: 0 })),
  withOptions('options with maxPlies 0 added', (o) => ({ ...o, maxPlies: 0 })),
  withOptions('options with repetition 1', (o) => ({ ...o, repetition: 1 })),
  withOptions('options with repetition "3"', (o) => ({ ...o, repetition: '3' })),
  withOptions('options with an unknown key', (o) => ({ ...o, colour: 'red' })),
  withPly('ply -1', -1),
  withPly('ply 1.5', 1.5),
  withPly('ply "3"', '3'),
  withPly('ply NaN', Number.NaN),
  withPly('ply Infinity', Number.POSITIVE_INFINITY),
  withPly('ply 2^53', 2 ** 53),
  withPly('ply null', null),
  withPly('ply missing', undefined),
  withTrail('trail 5', () => 5),
  withTrail('trail a string', () => 'trail'),
  withTrail('trail {}', () => ({})),
  withTrail('trail an array', (p) => [p.trail?.key]),
  withTrail('trail missing', () => undefined),
  withTrail('trail whose first key is not the position key', (p) => ({ key: p.trail?.previous?.key, previous: null })),
  withTrail('trail whose first key is of the wrong type', (p) => {
    const key = p.trail?.key;
    return { key: typeof key === 'number' ? String(key) : Number.NaN, previous: null };
  }),
  withTrail('trail whose second key is of the wrong type', (p) => ({ key: p.trail?.key, previous: { key: true, previous: null } })),
  withTrail('trail whose previous is not an entry', (p) => ({ key: p.trail?.key, previous: 7 })),
  withTrail('trail whose previous is undefined', (p) => ({ key: p.trail?.key })),
  withTrail('trail longer than ply + 1', (p) => ({ key: p.trail?.key, previous: { key: p.trail?.key, previous: null } }), 0),
  withTrail('trail that loops back to itself', (p) => {
    const entry: { key: unknown; previous: unknown } = { key: p.trail?.key, previous: null };
    entry.previous = entry;
    return entry;
  }),
  withTrail('trail with a longer cycle', (p) => {
    const first: { key: unknown; previous: unknown } = { key: p.trail?.key, previous: null };
    const second = { key: p.trail?.key, previous: first };
    first.previous = { key: p.trail?.key, previous: second };
    return first;
  }, 2 ** 40),
];

/** Corruptions of the state of each game, that only a look at its fields finds. */
const OWN: Readonly<Record<string, readonly Corruption[]>> = {
  kono: [
    withState('black and white masks overlapping', (s) => ({ ...s, white: (s['white'] as number) | lowBit(s['black'] as number) })),
    withState('black on a point off the board', (s) => ({ ...s, black: (s['black'] as number) | (1 << 20) })),
    withState('black as a string', (s) => ({ ...s, black: String(s['black']) })),
    withState('black as a fraction', (s) => ({ ...s, black: (s['black'] as number) + 0.5 })),
    withState('black negative', (s) => ({ ...s, black: -1 })),
    withState('nine black pieces', (s) => ({ ...s, black: pointsOutside(s['white'] as number, 9) })),
  ],
  julgonu: [
    withState('black and white masks overlapping', (s) => ({ ...s, white: (s['white'] as number) | lowBit(s['black'] as number) })),
    withState('black on a point off the board', (s) => ({ ...s, black: (s['black'] as number) | (1 << 16) })),
    withState('white as null', (s) => ({ ...s, white: null })),
    withState('five black pieces', (s) => ({ ...s, black: pointsOutside(s['white'] as number, 5) })),
  ],
  agon: [
    withState('a cell code of 3', (s) => ({ ...s, cells: setAt(s['cells'], firstEmpty(s['cells']), 3) })),
    withState('a cell code of 7', (s) => ({ ...s, cells: setAt(s['cells'], firstEmpty(s['cells']), 7) })),
    withState('a cell code of -1', (s) => ({ ...s, cells: setAt(s['cells'], firstEmpty(s['cells']), -1) })),
    withState('a cell code of 64', (s) => ({ ...s, cells: setAt(s['cells'], firstEmpty(s['cells']), 64) })),
    withState('a cell code of "1"', (s) => ({ ...s, cells: setAt(s['cells'], firstEmpty(s['cells']), '1') })),
    withState('a cell code of null', (s) => ({ ...s, cells: setAt(s['cells'], firstEmpty(s['cells']), null) })),
    withState('cells one short', (s) => ({ ...s, cells: Array.from(s['cells'] as number[]).slice(1) })),
    withState('cells one too many', (s) => ({ ...s, cells: [...(s['cells'] as number[]), 0] })),
    withState('cells as a string', (s) => ({ ...s, cells: (s['cells'] as number[]).join('') })),
    withState('pieces masks that disagree with the cells', (s) => ({ ...s, pieces: setAt(s['pieces'], 0, ((s['pieces'] as number[])[0] as number) ^ 1) })),
    withState('pieces masks with a word missing', (s) => ({ ...s, pieces: (s['pieces'] as number[]).slice(1) })),
    withState('a seventh Black Guard', (s) => ({ ...s, cells: setAt(s['cells'], firstEmpty(s['cells']), 1) })),
    withState('held counts of the wrong length', (s) => ({ ...s, held: [0, 0, 0] })),
    withState('a held count of 0.5', (s) => ({ ...s, held: setAt(s['held'], 0, 0.5) })),
    withState('the displacement flag against the options', (s) => ({ ...s, displacement: !s['displacement'] })),
    withState('the displacement flag as a string', (s) => ({ ...s, displacement: 'yes' })),
  ],
  gong: [
    withState('a cell code of 3', (s) => ({ ...s, cells: setAt(s['cells'], firstEmpty(s['cells']), 3) })),
    withState('a cell code of -1', (s) => ({ ...s, cells: setAt(s['cells'], firstEmpty(s['cells']), -1) })),
    withState('a cell code of 1.5', (s) => ({ ...s, cells: setAt(s['cells'], firstEmpty(s['cells']), 1.5) })),
    withState('cells one short', (s) => ({ ...s, cells: Array.from(s['cells'] as number[]).slice(1) })),
    withState('on counts that disagree with the board', (s) => ({ ...s, on: setAt(s['on'], 0, ((s['on'] as number[])[0] as number) + 1) })),
    withState('radials masks that disagree with the board', (s) => ({ ...s, radials: setAt(s['radials'], 5, ((s['radials'] as number[])[5] as number) ^ 4) })),
    withState('nine Black pawns or more', (s) => ({ ...s, off: setAt(s['off'], 0, 8) })),
    withState('a pawn off the board too many', (s) => ({ ...s, off: setAt(s['off'], 0, ((s['off'] as number[])[0] as number) + 1) })),
    withState('a negative off count', (s) => ({ ...s, off: setAt(s['off'], 1, -1) })),
    withState('off as a number', (s) => ({ ...s, off: 16 })),
  ],
};

/** Options corruptions that depend on the game: a defaulted option left out, a bad choice. */
const OWN_OPTIONS: Readonly<Record<string, readonly Corruption[]>> = {
  kono: [],
  julgonu: [withOptions('options without noRepeat', (o) => omit(o, 'noRepeat')), withOptions('options with noRepeat "sometimes"', (o) => ({ ...o, noRepeat: 'sometimes' }))],
  agon: [withOptions('options without displacementCapture', (o) => omit(o, 'displacementCapture')), withOptions('options with setup "random"', (o) => ({ ...o, setup: 'random' }))],
  gong: [withOptions('options without firstPlayer', (o) => omit(o, 'firstPlayer')), withOptions('options with firstPlayer 1', (o) => ({ ...o, firstPlayer: 1 }))],
};

/**
 * A sound position of each game to spoil: a few plies into a game with the repetition draw on,
 * not over, with a trail of at least two keys.
 */
function basePosition(game: AnyGame): Position {
  for (let seed = 1; seed < 100; seed++) {
    const found = randomGame(game, { repetition: 3 }, seed, 60).find(
      (p) => p.ply >= 3 && trailKeys(p).length >= 2 && game.outcome(p) === undefined && game.legalMoves(p).length > 0,
    );
    if (found !== undefined) return found;
  }
  throw new Error(`no position with a trail of two keys in 100 random games of ${game.name}`);
}

/** The bots, fresh (they make their cursor from the position) or after one good decision (they reset theirs). */
function bots(game: AnyGame, warmWith?: Position): { name: string; decide: (p: Position) => unknown }[] {
  const all = [randomBot(game, { random: 1 }), greedyBot(game, { random: 1 }), alphaBeta(game, { depth: 1, random: 1 }), mcts(game, { iterations: 4, random: 1 })];
  if (warmWith !== undefined) for (const bot of all) bot.decide(warmWith);
  return all;
}

describe('forged positions are refused with argument/invalid naming the bad part', () => {
  for (const game of GAMES) {
    describe(game.name, () => {
      const base = basePosition(game);
      const legal = game.legalMoves(base)[0];
      const notation = game.formatMove(base, legal);
      const corruptions = [...COMMON, ...(OWN[game.id] ?? []), ...(OWN_OPTIONS[game.id] ?? [])];
      const calls: readonly (readonly [string, (p: Position) => unknown])[] = [
        ['toMove', (p) => game.toMove(p)],
        ['legalMoves', (p) => game.legalMoves(p)],
        ['play', (p) => game.play(p, legal)],
        ['outcome', (p) => game.outcome(p)],
        ['parseMove', (p) => game.parseMove(p, notation)],
        ['formatMove', (p) => game.formatMove(p, legal)],
        ['formatPosition', (p) => game.formatPosition(p)],
        ['encodeMove', (p) => game.encodeMove(legal)],
        ['decodeMove', (p) => game.decodeMove(0)],
        ['positionKey', (p) => game.positionKey(p)],
        ['pieceAt', (p) => game.pieceAt(p, 0)],
        ['cursor', (p) => game.cursor(p)],
        ['renderSvg', (p) => renderSvg(game, p)],
      ];

      it('the position spoiled is sound, and each spoilt copy differs from it', () => {
        expect(game.legalMoves({ ...base })).toEqual(game.legalMoves(base));
        for (const c of corruptions) expect(printed(c.make(base)), c.label).not.toBe(printed(base));
      });

      it.each(corruptions.map((c) => [c.label, c] as const))('%s: every function and a cursor reset refuse it, isLegal says false', (_, corruption) => {
        const forged = corruption.make(base) as Position;
        const prefix = `expected ${article(game.name)} position, got one whose ${corruption.part}`;
        for (const [name, call] of calls) {
          const error = refusal(() => call(forged), `${name}(${corruption.label})`);
          expect(error.code, `${name}: ${error.message}`).toBe('argument/invalid');
          expect(error.message.startsWith(prefix), `${name}: ${error.message}`).toBe(true);
        }
        expect(game.isLegal(forged, legal)).toBe(false);
        // A cursor made from a good position refuses to be reset to it, and stays where it was.
        const cursor = game.cursor(base);
        const error = refusal(() => cursor.reset(forged), `reset(${corruption.label})`);
        expect(error.code).toBe('argument/invalid');
        expect(error.message.startsWith(prefix), error.message).toBe(true);
        expect(cursor.key()).toBe(game.positionKey(base));
        expect(cursor.countLegalActions()).toBe(game.legalMoves(base).length);
      });

      it('bots refuse every forged position, fresh or reusing their cursor', () => {
        for (const set of [bots(game), bots(game, base)]) {
          for (const bot of set) {
            for (const corruption of corruptions) {
              const error = refusal(() => bot.decide(corruption.make(base) as Position), `${bot.name} (${corruption.label})`);
              expect(error.code, `${bot.name} (${corruption.label}): ${error.message}`).toBe('argument/invalid');
              expect(error.message, `${bot.name} (${corruption.label})`).toContain(`got one whose ${corruption.part}`);
            }
          }
        }
      });
    });
  }
});

describe('fuzz: any value in any part of a position gets a value or a RulesError', () => {
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
  );
  const bases = GAMES.map((game) => ({ game, base: basePosition(game) }));

  it.each(bases.map((b) => [b.game.name, b] as const))('%s: every call admits the position or refuses it, all alike', (_, { game, base }) => {
    const legal = game.legalMoves(base)[0];
    const notation = game.formatMove(base, legal);
    const good = game.cursor(base);
    const bot = randomBot(game, { random: 3 });
    const parts = ['state', 'options', 'ply', 'trail', ...Object.keys(base.state as object).map((field) => `state.${field}`)];
    // Calls that never fail on an admitted position: either they all refuse it, or none does.
    const readers: readonly ((p: Position) => unknown)[] = [
      (p) => game.toMove(p),
      (p) => game.legalMoves(p),
      (p) => game.outcome(p),
      (p) => game.formatPosition(p),
      (p) => game.positionKey(p),
      (p) => game.pieceAt(p, 0),
      (p) => game.decodeMove(0),
      (p) => game.encodeMove(legal),
      (p) => game.formatMove(p, legal),
      (p) => game.cursor(p),
      (p) => good.reset(p),
    ];
    const others: readonly ((p: Position) => unknown)[] = [
      (p) => game.play(p, legal),
      (p) => game.parseMove(p, notation),
      (p) => bot.decide(p),
      (p) => renderSvg(game, p),
    ];
    fc.assert(
      fc.property(fc.constantFrom(...parts), anything, (part, value) => {
        const forged: Loose = { ...base };
        if (part.startsWith('state.')) forged['state'] = { ...(base.state as Loose), [part.slice(6)]: value };
        else forged[part] = value;
        const p = forged as unknown as Position;
        const refused = readers.map((call) => {
          try {
            call(p);
            return 'admitted';
          } catch (error) {
            if (!isRulesError(error)) throw error;
            expect(error.code, error.message).toBe('argument/invalid');
            // A ply can make a sound trail too long; options can disagree with the state (Agon's displacement flag).
            const named = part === 'ply' ? ['ply', 'trail'] : part === 'options' ? ['options', 'state'] : [part.split('.')[0]];
            expect(named.some((n) => error.message.startsWith(`expected ${article(game.name)} position, got one whose ${n}`)), error.message).toBe(true);
            return 'refused';
          }
        });
        expect(new Set(refused).size, refused.join(' ')).toBe(1);
        for (const call of others) {
          try {
            call(p);
          } catch (error) {
            if (!isRulesError(error)) throw error;
          }
        }
        expect(typeof game.isLegal(p, legal)).toBe('boolean');
        good.reset(base);
      }),
      params(150),
    );
  });
});

describe('a copy is checked in full on every call, whatever it holds', () => {
  const bases = GAMES.map((game) => ({ game, base: basePosition(game) }));
  const refusedFor = (game: AnyGame, p: Position, part: string): void => {
    const error = refusal(() => game.toMove(p), part);
    expect(error.code).toBe('argument/invalid');
    expect(error.message).toContain(`got one whose ${part}`);
  };

  it.each(bases.map((b) => [b.game.name, b] as const))('%s: a deeply frozen copy works, again and again', (_, { game, base }) => {
    const reused = game.cursor(game.start());
    const expected = behaviour(game, base, sampleActions(game), reused);
    const frozen = Object.freeze({ ...base });
    const cloned = deepFreeze(structuredClone(base));
    for (let i = 0; i < 2; i++) {
      expect(behaviour(game, frozen, sampleActions(game), reused)).toEqual(expected);
      expect(behaviour(game, cloned, sampleActions(game), reused)).toEqual(expected);
    }
  });

  it.each(bases.map((b) => [b.game.name, b] as const))('%s: a mutable copy changed after a good call is checked again', (_, { game, base }) => {
    const copy = { ...base } as Loose;
    const p = copy as unknown as Position;
    expect(game.toMove(p)).toBe(game.toMove(base));
    copy['ply'] = -1;
    refusedFor(game, p, 'ply');
    copy['ply'] = base.ply;
    expect(game.positionKey(p)).toBe(game.positionKey(base));
    copy['state'] = { ...(base.state as Loose), turn: 2 };
    refusedFor(game, p, 'state');
    const state = { ...(base.state as Loose) };
    copy['state'] = state;
    expect(game.formatPosition(p)).toBe(game.formatPosition(base));
    state['turn'] = 2;
    refusedFor(game, p, 'state');
    copy['state'] = base.state;
    const options = { ...(base.options as Loose) };
    copy['options'] = options;
    expect(game.legalMoves(p)).toEqual(game.legalMoves(base));
    options['maxPlies'] = 0;
    refusedFor(game, p, 'options');
    copy['options'] = base.options;
    copy['trail'] = 5;
    refusedFor(game, p, 'trail');
  });

  it.each(bases.map((b) => [b.game.name, b] as const))('%s: a frozen copy holding something mutable is checked again', (_, { game, base }) => {
    const state = { ...(base.state as Loose) };
    const withState = Object.freeze({ ...base, state }) as Position;
    expect(game.toMove(withState)).toBe(game.toMove(base));
    state['turn'] = 2;
    refusedFor(game, withState, 'state');

    const options = { ...(base.options as Loose) };
    const withOptions = Object.freeze({ ...base, options }) as Position;
    expect(game.toMove(withOptions)).toBe(game.toMove(base));
    options['unknown'] = 1;
    refusedFor(game, withOptions, 'options');

    const trail = { key: base.trail?.key as PositionKey, previous: base.trail?.previous ?? null };
    const withTrail = Object.freeze({ ...base, state: base.state, trail }) as Position;
    expect(game.toMove(withTrail)).toBe(game.toMove(base));
    (trail as { key: unknown }).key = typeof trail.key === 'number' ? 'k' : 0;
    refusedFor(game, withTrail, 'trail');

    const firstArray = Object.entries(base.state as Loose).find(([, v]) => Array.isArray(v));
    if (firstArray !== undefined) {
      // A state holding a typed array (as a cursor's working state does) cannot be frozen.
      const [field, list] = firstArray;
      const typed = Int32Array.from(list as number[]);
      const withTyped = Object.freeze({ ...base, state: Object.freeze({ ...(base.state as Loose), [field]: typed }) }) as Position;
      expect(game.formatPosition(withTyped)).toBe(game.formatPosition(base));
      typed[firstEmpty(typed) < 0 ? 0 : firstEmpty(typed)] = 3;
      refusedFor(game, withTyped, 'state');
    }
  });
});

describe('a position of another game is refused', () => {
  const pairs = GAMES.flatMap((from) => GAMES.filter((to) => to !== from).map((to) => [from.id, to.id, from, to] as const));

  it.each(pairs)('a %s position given to %s', (_, __, from, to) => {
    const position = randomGame(from, {}, 5, 4).pop() as Position;
    for (const p of [position, { ...position }]) {
      const error = refusal(() => to.legalMoves(p), 'legalMoves');
      expect(error.code).toBe('argument/invalid');
      expect(error.message.startsWith(`expected ${article(to.name)} position, got {"game":"${from.id}"`), error.message).toBe(true);
    }
    // Relabelled as the other game, it is checked in full as one of its positions and refused.
    const relabelled = { ...position, game: to.id } as Position;
    for (const call of [() => to.toMove(relabelled), () => to.cursor(relabelled), () => to.cursor(to.start()).reset(relabelled)]) {
      const error = refusal(call, 'relabelled');
      expect(error.code).toBe('argument/invalid');
      expect(error.message.startsWith(`expected ${article(to.name)} position, got `), error.message).toBe(true);
    }
    expect(to.isLegal(relabelled, to.legalMoves(to.start())[0])).toBe(false);
  });

  it('{ ...konoPosition, game: "julgonu" } is refused as a Jul-Gonu position', () => {
    const kono = games.kono.start();
    const error = refusal(() => JULGONU.legalMoves({ ...kono, game: 'julgonu' }), 'legalMoves');
    expect(error.code).toBe('argument/invalid');
    expect(error.message.startsWith('expected a Jul-Gonu position, got ')).toBe(true);
  });
});

/*
 * Forgeries by reflection and accessors: a made position's prototype, inherited options, getters
 * that answer differently from one read to the next, and a record whose start is forged.
 */
describe('forgeries by prototype, inheritance and getters are refused or made harmless', () => {
  /** Runs `fn`: a value or a RulesError is fine; anything else thrown fails the test. */
  const valueOrRulesError = (fn: () => unknown): void => {
    try {
      fn();
    } catch (error) {
      if (!isRulesError(error)) throw new Error(`expected a value or a RulesError, got ${String(error)}`, { cause: error });
    }
  };

  it('an object given the prototype of a made position is checked like any other', () => {
    const made = KONO.start();
    const forged = Object.setPrototypeOf({ ...made, state: null }, Object.getPrototypeOf(made) as object) as Position;
    const error = refusal(() => KONO.toMove(forged), 'toMove');
    expect(error.code).toBe('argument/invalid');
    expect(error.message).toContain('got one whose state');
  });

  it('options are checked with what they inherit, not only their own keys', () => {
    const made = KONO.start();
    for (const inherited of [{ maxPlies: Symbol('x') }, { maxPlies: 0 }, { repetition: 'often' }]) {
      const forged = { ...made, options: Object.create(inherited) as object };
      const error = refusal(() => KONO.outcome(forged), `outcome with options inheriting ${String(Object.keys(inherited))}`);
      expect(error.code).toBe('argument/invalid');
      expect(error.message).toContain('got one whose options');
    }
  });

  it('a frozen position whose state is a getter is checked on every call', () => {
    const made = KONO.start();
    let reads = 0;
    // Sound for the reads of one call (check, frozen test, use), then null.
    const forged = Object.freeze({
      game: 'kono',
      get state() {
        return reads++ < 3 ? made.state : null;
      },
      options: made.options,
      ply: 0,
      trail: null,
    }) as Position;
    for (let i = 0; i < 3; i++) valueOrRulesError(() => KONO.toMove(forged));
  });

  it('a position whose state is a getter is read once: what is checked is what is used', () => {
    const made = KONO.start();
    let reads = 0;
    const forged = {
      game: 'kono',
      get state() {
        return reads++ < 1 ? made.state : null;
      },
      options: made.options,
      ply: 0,
      trail: null,
    } as Position;
    valueOrRulesError(() => KONO.toMove(forged));
  });

  it('formatRecord checks its start position before reading it', () => {
    const made = KONO.start();
    const record = { game: KONO, start: { ...made, options: null }, moves: [], positions: [made], outcome: undefined, tags: {} };
    const error = refusal(() => formatRecord(record as never), 'formatRecord');
    expect(error.code).toBe('argument/invalid');
  });
});

describe('the solvers index only sound positions', () => {
  const solvers = [
    { solver: konoSolver, start: KONO.start() },
    { solver: julGonuSolver, start: JULGONU.start({ noRepeat: 'off' }) },
    { solver: julGonuPreviousSolver, start: JULGONU.start() },
  ];

  it.each(solvers.map((s) => [s.solver.id, s] as const))('%s: a copy has the index of its original, history included', (_, { solver, start }) => {
    for (const position of randomGame(solver.game as AnyGame, start.options as Options, 11, 12)) {
      const original = solver.indexOf(position as never);
      for (const copy of [{ ...position }, structuredClone(position), JSON.parse(JSON.stringify(position)) as Position]) {
        expect(solver.indexOf(copy as never)).toBe(original);
      }
    }
  });

  it.each(solvers.map((s) => [s.solver.id, s] as const))('%s: a forged position is refused with argument/invalid, never a TypeError', (_, { solver, start }) => {
    for (const forged of [{ ...start, state: null }, { ...start, state: { black: 1, white: 1, turn: 0 } }, { ...start, ply: -1 }, { ...start, options: null }]) {
      const error = refusal(() => solver.indexOf(forged as never), 'indexOf');
      expect(error.code).toBe('argument/invalid');
      expect(error.message).toContain('got one whose');
    }
  });
});
