import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { formatRecord, games, isRulesError, type AnyGame, type Position } from '../../src/index.js';
import { alphaBeta, greedyBot, mcts, randomBot } from '../../src/ai/index.js';
import { renderSvg } from '../../src/render/index.js';
import { julGonuPreviousSolver, julGonuSolver, konoSolver } from '../../src/solve/index.js';
import { params } from '../support/fc.js';
import { randomLine } from '../support/lines.js';

/*
 * Admission (src/core/admission.ts): every Game function that takes a position, and a cursor's
 * reset, reads it first. A position is plain JSON in the documented notation, `{ game, board,
 * options, ply, history }`. The positions the library made pass at once; anything else (a JSON
 * copy, a structured clone, a spread, a proxy, a forgery) is read once, field by field: the game's
 * id, options in the game's resolved form, a whole-number ply, a board and history entries that
 * are position strings the game's parser accepts, no longer a history than the ply and the
 * rules allow, and each entry one legal move after the one before it. What fails is refused with `argument/invalid` naming the part, in a short message;
 * the input is never changed.
 */

type Loose = Record<string, unknown>;
type Options = Readonly<Loose>;
type Call = readonly [name: string, call: (p: Position) => unknown];

const anyGame = (game: unknown): AnyGame => game as AnyGame;
const KONO = anyGame(games.kono);
const JULGONU = anyGame(games.julgonu);
const AGON = anyGame(games.agon);
const GONG = anyGame(games.gong);
const GAMES: readonly AnyGame[] = [KONO, JULGONU, AGON, GONG];
const EACH = GAMES.map((g) => [g.id, g] as const);
/** The option sets that change what a game looks back at or what is legal. */
const VARIANTS: readonly (readonly [string, AnyGame, Options])[] = [
  ['kono', KONO, {}],
  ['kono reducedToOne', KONO, { reducedToOne: true }],
  ['julgonu noRepeat previous', JULGONU, { noRepeat: 'previous' }],
  ['julgonu noRepeat any', JULGONU, { noRepeat: 'any' }],
  ['julgonu noRepeat off', JULGONU, { noRepeat: 'off' }],
  ['agon', AGON, {}],
  ['agon setup placement', AGON, { setup: 'placement' }],
  ['gong', GONG, {}],
];
/** Played under each variant too: no draw rule, the repetition draw, both draw rules. */
const EXTRA: readonly Options[] = [{}, { repetition: 3 }, { repetition: 2, maxPlies: 24 }];
const MAX_MESSAGE = 300;

const article = (name: string): string => `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;
/** How every refusal of a position of `game` begins. */
const expected = (game: AnyGame): string => `expected ${article(game.name)} position, `;
/** How a refusal naming a part begins: `… got one whose board`, `… got one whose history[3]`. */
const whose = (game: AnyGame, part: string): string => `${expected(game)}got one whose ${part}`;
const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const spread = <T>(items: readonly T[], n: number): T[] =>
  items.length <= n ? [...items] : Array.from({ length: n }, (_, i) => items[Math.floor((i * items.length) / n)] as T);

/** Expects `fn` to refuse with `argument/invalid` and a short message starting with `start`; returns the message. */
function expectRefused(fn: () => unknown, start: string, where: string): string {
  let thrown: unknown;
  try {
    fn();
  } catch (error) {
    thrown = error;
  }
  if (!isRulesError(thrown)) throw new Error(`${where}: expected a RulesError, got ${String(thrown)}`);
  expect(thrown.code, `${where}: ${thrown.message}`).toBe('argument/invalid');
  expect(thrown.message.startsWith(start), `${where}: "${thrown.message}" should start with "${start}"`).toBe(true);
  expect(thrown.message.length, `${where}: ${thrown.message}`).toBeLessThan(MAX_MESSAGE);
  return thrown.message;
}

/** Every function that takes a position, and a cursor's reset. */
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
    ['effects', (p) => game.effects(p, legal)],
    ['cursor', (p) => game.cursor(p).position()],
    ['cursor.reset', (p) => (reused.reset(p), reused.position())],
  ];
}

/** The behaviour of a position, or the code and message of its refusal (a history that cannot happen). */
function settled(game: AnyGame, position: Position): unknown {
  try {
    return behaviour(game, position);
  } catch (error) {
    if (!isRulesError(error)) throw error;
    return { code: error.code, message: error.message };
  }
}

/** Everything the public functions say about a position, a cursor from it included. */
function behaviour(game: AnyGame, position: Position): unknown {
  const legal = game.legalMoves(position);
  const cursor = game.cursor(position);
  const buffer = new Int32Array(game.maxMoves);
  const n = cursor.legalActions(buffer);
  const points = Array.from({ length: game.board.size }, (_, p) => p);
  const actions = Array.from({ length: game.actionCount }, (_, a) => a);
  return {
    board: game.formatPosition(position),
    toMove: game.toMove(position),
    outcome: game.outcome(position),
    key: game.positionKey(position),
    legal: legal.map((move) => game.formatMove(position, move)),
    next: spread(legal, 4).map((move) => game.play(position, move)),
    pieces: spread(points, 24).map((point) => game.pieceAt(position, point)),
    isLegal: spread(actions, 32).map((action) => game.isLegal(position, game.decodeMove(action))),
    cursor: {
      actions: Array.from(buffer.subarray(0, n)),
      key: cursor.positionKey(),
      outcome: cursor.outcome(),
      ply: cursor.ply,
      own: cursor.position(),
    },
  };
}

/** A copy made of null-prototype objects (the history stays an array). */
function nullPrototypeCopy(p: Position): Position {
  const bare = (o: object): Loose => Object.assign(Object.create(null) as Loose, o);
  const plain = json(p) as unknown as Loose;
  return bare({ ...plain, options: bare(plain['options'] as object) }) as unknown as Position;
}

/** The copies every function must treat exactly as the original. */
const COPIES: readonly (readonly [string, (p: Position) => Position])[] = [
  ['a JSON copy', json],
  ['a structured clone', (p) => structuredClone(p)],
  ['a spread copy', (p) => ({ ...p, options: { ...p.options }, history: [...p.history] })],
  ['a copy of null-prototype objects', nullPrototypeCopy],
  ['a faithful proxy', (p) => new Proxy(p, {})],
];

/** How many earlier positions the rules under resolved `options` look back at. */
function keep(game: AnyGame, options: Options): number {
  if (options['repetition'] !== undefined) return Infinity;
  if (game.id !== 'julgonu') return 0;
  return options['noRepeat'] === 'any' ? Infinity : options['noRepeat'] === 'off' ? 0 : 4;
}

/** A position of each game some plies into a game under the repetition draw, not over, with five earlier positions or more. */
const BASES = new Map<AnyGame, Position>();
function basePosition(game: AnyGame): Position {
  let found = BASES.get(game);
  for (let seed = 1; found === undefined && seed < 200; seed++) {
    found = randomLine(game, seed, 120, game.start({ repetition: 3 })).find(
      (p) => p.history.length >= 5 && game.outcome(p) === undefined && game.legalMoves(p).length > 0,
    );
  }
  if (found === undefined) throw new Error(`no position with five earlier positions in 200 random games of ${game.name}`);
  BASES.set(game, found);
  return found;
}

/** Plays moves in notation from a position string. */
function played(game: AnyGame, board: string, line: readonly string[], options: Options): Position {
  return line.reduce((p, text) => game.play(p, game.parseMove(p, text)), game.parsePosition(board, options));
}

describe('the positions the library makes are plain frozen JSON in the documented notation', () => {
  it.each(VARIANTS)(
    '%s: each holds its position string, resolved options, ply and the strings of the earlier positions the rules look back at',
    (_, game, variant) => {
      for (const extra of EXTRA) {
        const options = { ...variant, ...extra };
        const kept = keep(game, game.start(options).options);
        const line = randomLine(game, 5, game.id === 'gong' ? 40 : 30, game.start(options));
        line.forEach((p, i) => {
          expect(Object.keys(p)).toEqual(['game', 'board', 'options', 'ply', 'history']);
          expect(Object.isFrozen(p) && Object.isFrozen(p.options) && Object.isFrozen(p.history)).toBe(true);
          expect(p.game).toBe(game.id);
          expect(p.board).toBe(game.formatPosition(p));
          expect(p.options).toStrictEqual(game.start(options).options);
          expect(p.ply).toBe(i);
          expect(json(p)).toStrictEqual(p);
          expect(structuredClone(p)).toStrictEqual(p);
          expect(p.history.length).toBeLessThanOrEqual(Math.min(kept, p.ply));
          if (i === 0) return expect(p.history).toEqual([]);
          const before = line[i - 1] as Position;
          const continued = [...before.history, before.board].slice(kept === Infinity ? 0 : -kept);
          // After an irreversible move the history starts again, empty.
          if (p.history.length > 0 || kept === 0) expect(p.history, `ply ${p.ply}`).toEqual(kept === 0 ? [] : continued);
        });
      }
    },
  );

  it('a Kono shuffle keeps every position string under the repetition draw, and none without it', () => {
    const shuffle = ['a4-b4', 'd1-c1', 'b4-a4', 'c1-d1', 'a4-b4'];
    for (const options of [{ repetition: 5 }, {}]) {
      const positions = [KONO.parsePosition('b3/4/4/3w b', options)];
      for (const text of shuffle) {
        const p = positions[positions.length - 1] as Position;
        positions.push(KONO.play(p, KONO.parseMove(p, text)));
      }
      const boards = ['b3/4/4/3w b', '1b2/4/4/3w w', '1b2/4/4/2w1 b', 'b3/4/4/2w1 w', 'b3/4/4/3w b', '1b2/4/4/3w w'];
      expect(positions.map((p) => p.board)).toEqual(boards);
      positions.forEach((p, i) => expect(p.history).toEqual('repetition' in options ? boards.slice(0, i) : []));
    }
  });

  it.each([
    ['previous', 4],
    ['any', 6],
    ['off', 0],
  ] as const)(
    'J4: Jul-Gonu with noRepeat %s keeps the position strings of the newest %i of six positions without a capture',
    (noRepeat, n) => {
      const line = ['a4-a3', 'd1-d2', 'a3-a2', 'd2-d3', 'b4-b3', 'c1-c2'];
      const boards = line.map((_, i) => played(JULGONU, 'bb2/4/4/2ww b', line.slice(0, i), { noRepeat }).board);
      expect(played(JULGONU, 'bb2/4/4/2ww b', line, { noRepeat }).history).toEqual(n === 0 ? [] : boards.slice(-n));
    },
  );
});

describe('copies of a position behave exactly as the original', () => {
  it.each(VARIANTS)(
    '%s: every kind of copy agrees with the original along random games, with and without the draw options',
    (_, game, variant) => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 2 ** 31 - 1 }),
          fc.integer({ min: 0, max: 30 }),
          fc.constantFrom(...EXTRA),
          (seed, plies, extra) => {
            const line = randomLine(game, seed, plies, game.start({ ...variant, ...extra }));
            for (const original of new Set([line[0], line[Math.floor((line.length - 1) / 2)], line[line.length - 1]])) {
              const p = original as Position;
              const wanted = behaviour(game, p);
              for (const [how, copy] of COPIES) {
                expect(behaviour(game, copy(p)), `${how} at ply ${p.ply}`).toStrictEqual(wanted);
                expect(game.cursor(copy(p)).position(), how).toStrictEqual(p);
              }
            }
          },
        ),
        params(game.id === 'gong' ? 2 : game.id === 'agon' ? 3 : 5),
      );
    },
  );

  // A framework that keeps positions as JSON hands the game a fresh copy each move, whose history
  // runs along the last one read: its keys are taken from that line, and must be what reading it
  // afresh gives, whatever the copy holds.
  const LOOKING_BACK: readonly (readonly [string, AnyGame, Options])[] = [
    ['kono repetition', KONO, { repetition: 3 }],
    ['julgonu noRepeat previous', JULGONU, { noRepeat: 'previous' }],
    ['julgonu noRepeat any', JULGONU, { noRepeat: 'any', repetition: 2 }],
    ['agon repetition', AGON, { repetition: 3 }],
  ];
  it.each(LOOKING_BACK)('%s: copies read move after move, and forged ones among them, behave as when read afresh', (_, game, variant) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 3 }), fc.nat(), (seed, step, pick) => {
        const line = randomLine(game, seed, 60, game.start(variant));
        const elsewhere = json(game.start(variant));
        /** The behaviour of a copy read straight after another position, and after an unrelated one. */
        const both = (before: Position, copy: Position): void => {
          game.toMove(elsewhere);
          const afresh = settled(game, copy);
          game.toMove(json(before));
          expect(settled(game, copy)).toStrictEqual(afresh);
        };
        for (let i = step; i < line.length; i += step) {
          const before = line[i - step] as Position;
          const original = line[i] as Position;
          game.toMove(json(before));
          expect(behaviour(game, json(original))).toStrictEqual(behaviour(game, original));
          const history = original.history;
          if (history.length < 2) continue;
          // One entry swapped for another position string of the line, or for one that is none.
          const at = 1 + (pick % (history.length - 1));
          const other = (line[(pick + i) % line.length] as Position).board;
          both(before, { ...json(original), history: history.map((h, k) => (k === at ? other : h)) });
          game.toMove(json(before));
          expectRefused(
            () => game.legalMoves({ ...json(original), history: history.map((h, k) => (k === at ? `${h}?` : h)) }),
            `${expected(game)}got one whose history[${at}]`,
            `a broken entry after the line's`,
          );
        }
      }),
      params(game.id === 'agon' ? 2 : 4),
    );
  });

  it('the repetition draw is judged from the history strings of a JSON copy as from the original, and not without them', () => {
    const shuffle = ['a4-b4', 'd1-c1', 'b4-a4', 'c1-d1'];
    const position = played(KONO, 'b3/4/4/3w b', [...shuffle, ...shuffle], { repetition: 3 });
    const draw = { winner: null, reason: 'repetition' };
    expect(KONO.outcome(position)).toEqual(draw);
    expect(position.history).toHaveLength(8);
    for (const [how, copy] of COPIES) {
      expect(KONO.outcome(copy(position)), how).toEqual(draw);
      expect(KONO.legalMoves(copy(position)), how).toEqual([]);
      expect(KONO.cursor(copy(position)).outcome(), how).toEqual(draw);
    }
    // The newest four: one earlier occurrence of the board, no draw.
    expect(KONO.outcome({ ...json(position), history: position.history.slice(-4) })).toBeUndefined();
    expect(KONO.outcome({ ...json(position), history: [] })).toBeUndefined();
    // A position written by hand: its history decides, if the game can have reached it.
    const byHand = { ...json(position), ply: 8 };
    expect(KONO.outcome(byHand)).toEqual(draw);
    expect(KONO.outcome({ ...byHand, history: byHand.history.slice(2) })).toBeUndefined();
  });

  it.each(['previous', 'any'] as const)('J4: with noRepeat %s a JSON copy forbids the same moves as the original', (noRepeat) => {
    const position = played(JULGONU, 'bb2/4/4/2ww b', ['b4-b3', 'c1-c2', 'b3-b4'], { noRepeat });
    const legal = (p: Position): string[] => JULGONU.legalMoves(p).map((move) => JULGONU.formatMove(p, move));
    // c2-c1 would recreate the position of three plies ago.
    const back = JULGONU.parseMove(JULGONU.parsePosition(position.board), 'c2-c1');
    expect(legal(position)).not.toContain('c2-c1');
    for (const [how, copy] of COPIES) {
      const c = copy(position);
      expect(legal(c), how).toEqual(legal(position));
      expect(JULGONU.isLegal(c, back), how).toBe(false);
      expect(() => JULGONU.play(c, back), how).toThrow(/recreate/);
      expect(JULGONU.cursor(c).countLegalActions(), how).toBe(legal(position).length);
    }
    expect(legal({ ...json(position), history: [] })).toContain('c2-c1');
  });

  it.each(EACH)('%s: a copy is read into the library’s own position, which shares nothing mutable with it', (_, game) => {
    const base = basePosition(game);
    const copy = json(base) as unknown as Loose;
    const cursor = game.cursor(copy as unknown as Position);
    const next = game.play(copy as unknown as Position, game.legalMoves(base)[0]);
    const own = cursor.position();
    expect(own).toStrictEqual(base);
    expect(own.history).not.toBe(copy['history']);
    expect(own.options).not.toBe(copy['options']);
    (copy['history'] as unknown[]).length = 0;
    (copy['options'] as Loose)['repetition'] = 'spoilt';
    copy['board'] = 'spoilt';
    expect(cursor.position()).toStrictEqual(base);
    expect(next).toStrictEqual(game.play(base, game.legalMoves(base)[0]));
  });

  it.each(EACH)('%s: nothing the caller passed is changed, whether it is admitted or refused', (_, game) => {
    const base = basePosition(game);
    for (const copy of [json(base), { ...json(base), board: 'x' }, { ...json(base), history: ['x'] }, { ...json(base), ply: 0 }]) {
      const before = JSON.stringify(copy);
      const { history, options } = copy;
      for (const [, call] of positionCalls(game, base)) {
        try {
          call(copy);
        } catch (error) {
          if (!isRulesError(error)) throw error;
        }
      }
      expect(JSON.stringify(copy)).toBe(before);
      expect(copy.history).toBe(history);
      expect(copy.options).toBe(options);
      expect(Object.isFrozen(copy) || Object.isFrozen(copy.history)).toBe(false);
    }
  });

  it.each(EACH)('%s: a mutable copy changed after a good call is read again', (_, game) => {
    const base = basePosition(game);
    const copy = { ...json(base) } as Loose;
    const p = copy as unknown as Position;
    expect(game.toMove(p)).toBe(game.toMove(base));
    copy['board'] = `${base.board} `;
    expectRefused(() => game.toMove(p), whose(game, 'board'), 'board');
    copy['board'] = base.board;
    expect(game.positionKey(p)).toBe(game.positionKey(base));
    (copy['history'] as string[])[3] = 'x';
    expectRefused(() => game.toMove(p), whose(game, 'history[3]'), 'history');
    (copy['history'] as string[])[3] = base.history[3] as string;
    expect(game.outcome(p)).toEqual(game.outcome(base));
    (copy['options'] as Loose)['maxPlies'] = 0;
    expectRefused(() => game.toMove(p), whose(game, 'options'), 'options');
  });

  it('positions made by another copy of the library are read both ways', async () => {
    vi.resetModules();
    const other: { games: Record<string, AnyGame> } = await import('../../src/index.js');
    expect(other.games['kono']).not.toBe(KONO);
    for (const game of GAMES) {
      const theirs = other.games[game.id] as AnyGame;
      for (const position of spread(randomLine(theirs, 7, 12, theirs.start({ repetition: 3 })), 4)) {
        expect(behaviour(game, position)).toStrictEqual(behaviour(theirs, position));
        expect(theirs.legalMoves(game.cursor(position).position())).toEqual(theirs.legalMoves(position));
      }
    }
  });

  it.each([
    [konoSolver, {}],
    [julGonuSolver, { noRepeat: 'off' }],
    [julGonuPreviousSolver, { noRepeat: 'previous' }],
  ] as const)('$id: a copy has the index of its original, history included', (solver, options) => {
    const game = anyGame(solver.game);
    for (const position of randomLine(game, 11, 12, game.start(options))) {
      const original = solver.indexOf(position as never);
      for (const [how, copy] of COPIES) expect(solver.indexOf(copy(position) as never), how).toBe(original);
    }
  });
});

describe('refused: each part of a copy that is not what the notation says, naming the part', () => {
  /** Refused by every function and a cursor reset (which stays where it was), and by bots and renderSvg; isLegal says false. */
  function expectRefusedEverywhere(game: AnyGame, forged: unknown, start: string, label: string): void {
    const base = basePosition(game);
    const p = forged as Position;
    for (const [name, call] of positionCalls(game, base)) expectRefused(() => call(p), start, `${name}(${label})`);
    expect(game.isLegal(p, game.legalMoves(base)[0]), label).toBe(false);
    const cursor = game.cursor(base);
    expectRefused(() => cursor.reset(p), start, `reset(${label})`);
    expect(cursor.position()).toStrictEqual(base);
    expectRefused(() => renderSvg(game, p), start, `renderSvg(${label})`);
  }

  it.each(EACH)('%s: a board that is not a position string of the game', (_, game) => {
    const base = basePosition(game);
    const other = GAMES.find((g) => g.board.size !== game.board.size) as AnyGame;
    const longest = 8 * game.board.size + 64;
    for (const board of [
      '',
      'x',
      ` ${base.board}`,
      `${base.board}\n`,
      base.board.slice(0, -1),
      `${base.board} 0`,
      base.board.toUpperCase(),
      other.start().board,
      `${base.board}${' '.repeat(longest)}x`,
      'x'.repeat(longest + 1),
      'x'.repeat(1_000_000),
      42,
      null,
      undefined,
      [base.board],
      Object(base.board),
    ]) {
      expectRefusedEverywhere(game, { ...json(base), board }, whose(game, 'board'), `board ${String(board).slice(0, 40)}`);
    }
    // Refused by the game's parser: the message says so and gives the parser's reason.
    expect(expectRefused(() => game.toMove({ ...json(base), board: 'x' }), whose(game, 'board'), 'x')).toContain(
      'is not a position string of the game: ',
    );
  });

  it('a board the parser accepts is taken, whatever game it came from: Kono, 16 black men refused, 8 taken', () => {
    const start = json(KONO.start());
    expectRefused(
      () => KONO.toMove({ ...start, board: 'bbbb/bbbb/bbbb/bbbb b' }),
      whose(KONO, 'board is not a position string of the game: '),
      'sixteen',
    );
    const taken = { ...start, board: 'bbbb/bbbb/4/4 w' };
    expect(KONO.toMove(taken)).toBe('white');
    expect(behaviour(KONO, taken)).toStrictEqual(behaviour(KONO, KONO.parsePosition('bbbb/bbbb/4/4 w')));
  });

  it.each(EACH)('%s: a history that is not an array of position strings of the game, or too long for the ply or the rules', (_, game) => {
    const base = json(basePosition(game));
    const other = GAMES.find((g) => g.board.size !== game.board.size) as AnyGame;
    for (const history of [5, 'x', null, undefined, {}, { ...base.history, length: base.history.length }, new Set(base.history)]) {
      expectRefusedEverywhere(game, { ...base, history }, whose(game, 'history'), `history ${String(history)}`);
    }
    for (const entry of ['x', '', ` ${base.board}`, other.start().board, 42, null, [base.board], 'x'.repeat(1_000_000)]) {
      const history = base.history.map((text, i) => (i === 3 ? entry : text));
      expectRefusedEverywhere(game, { ...base, history }, whose(game, 'history[3]'), `history[3] ${String(entry).slice(0, 40)}`);
    }
    // Longer than the ply.
    const message = expectRefused(() => game.toMove({ ...base, ply: base.history.length - 1 }), whose(game, 'history'), 'ply');
    expect(message).toContain(
      `history holds ${base.history.length} positions, more than the ${base.history.length - 1} that a position at ply`,
    );
    expectRefusedEverywhere(
      game,
      { ...base, history: Array.from({ length: base.ply + 1 }, () => base.board) },
      whose(game, 'history'),
      'long',
    );
    // Where no rule looks back, any history at all.
    const off = game.start(game.id === 'julgonu' ? { noRepeat: 'off' } : {}).options;
    expect(expectRefused(() => game.toMove({ ...base, options: off }), whose(game, 'history'), 'off')).toBe(
      `${whose(game, 'history')} is not empty, though no rule under these options looks back`,
    );
    expect(game.toMove({ ...base, options: off, history: [] })).toBe(game.toMove(base));
    // A history of 10^8 slots is refused at once.
    expectRefused(
      () => game.toMove({ ...base, options: off, history: Object.assign([], { length: 1e8 }) }),
      whose(game, 'history'),
      '10^8',
    );
  });

  it('J4: Jul-Gonu keeps four positions under noRepeat previous, any number under any', () => {
    const position = json(played(JULGONU, 'bb2/4/4/2ww b', ['a4-a3', 'd1-d2', 'a3-a2', 'd2-d3', 'b4-b3', 'c1-c2'], { noRepeat: 'any' }));
    expect(position.history).toHaveLength(6);
    expect(JULGONU.toMove(position)).toBe('black');
    const previous = JULGONU.start({ noRepeat: 'previous' }).options;
    expect(expectRefused(() => JULGONU.toMove({ ...position, options: previous }), whose(JULGONU, 'history'), 'five')).toContain(
      'history holds 6 positions, more than the 4',
    );
    expect(JULGONU.toMove({ ...position, options: previous, history: position.history.slice(-4) })).toBe('black');
  });

  it.each(EACH)('%s: options that are not a plain object in the game’s resolved form', (_, game) => {
    const base = json(basePosition(game));
    const options = base.options as Loose;
    const defaults = game.start().options as Loose;
    const firstDefault = Object.keys(defaults)[0] as string;
    class Box {
      repetition = 3;
    }
    const cases: readonly (readonly [string, unknown, string])[] = [
      ['null', null, 'options null are not a plain object'],
      ['a string', 'repetition=3', 'options "repetition=3" are not a plain object'],
      ['an array', [], 'options'],
      ['a Map', new Map(Object.entries(options)), 'options'],
      ['a class instance', new Box(), 'options'],
      ['inheriting every field', Object.create(options), 'options'],
      ['a default left out', Object.fromEntries(Object.entries(options).filter(([k]) => k !== firstDefault)), 'options {'],
      ['an option set to undefined', { ...options, maxPlies: undefined }, 'options {'],
      ['an unknown option', { ...options, colour: 'red' }, 'options are not valid: '],
      ['repetition 1', { ...options, repetition: 1 }, 'options are not valid: '],
      ['repetition "3"', { ...options, repetition: '3' }, 'options are not valid: '],
    ];
    for (const [label, value, part] of cases) {
      const message = expectRefused(() => game.toMove({ ...base, options: value } as Position), whose(game, part), label);
      if (part === 'options {') expect(message, label).toContain("are not in the game's resolved form");
    }
    expectRefusedEverywhere(game, { ...base, options: { ...options, maxPlies: undefined } }, whose(game, 'options'), 'undefined');
    // In resolved form, whatever the order of its fields, its prototype or its frozenness.
    const reversed = Object.fromEntries(Object.entries(options).reverse());
    const bare = Object.assign(Object.create(null) as Loose, options);
    for (const value of [reversed, bare, Object.freeze({ ...options })]) {
      expect(game.cursor({ ...base, options: value }).position()).toStrictEqual(basePosition(game));
    }
  });

  it.each(EACH)('%s: a ply that is not a whole number of at least 0', (_, game) => {
    const base = { ...json(basePosition(game)), history: [] };
    const off = game.start(game.id === 'julgonu' ? { noRepeat: 'off' } : {}).options;
    for (const ply of [-1, 1.5, '3', Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, null, undefined, 9n, Object(3), true]) {
      const message = expectRefused(() => game.toMove({ ...base, options: off, ply }), whose(game, 'ply'), String(ply));
      expect(message).toContain('is not a whole number of at least 0');
    }
    expectRefusedEverywhere(game, { ...base, ply: -1 }, whose(game, 'ply -1 is not a whole number of at least 0'), 'ply -1');
    const zero = game.cursor({ ...base, options: off, ply: -0 }).position();
    expect(Object.is(zero.ply, 0)).toBe(true);
  });

  it.each(EACH)('%s: a position of another game, an object whose game is not a string, and values that are no position', (_, game) => {
    const base = basePosition(game);
    for (const other of GAMES.filter((g) => g !== game)) {
      const theirs = json(other.start());
      expect(() => game.toMove(theirs)).toThrow(`${expected(game)}got a position of the game "${other.id}"`);
      expectRefusedEverywhere(game, theirs, `${expected(game)}got a position of the game "${other.id}"`, other.id);
      // Relabelled, it is read as a position of this game, and its board refused.
      expectRefusedEverywhere(game, { ...theirs, game: game.id }, whose(game, ''), `relabelled ${other.id}`);
    }
    for (const id of [undefined, null, 42, [game.id], Object(game.id)]) {
      expectRefusedEverywhere(game, { ...json(base), game: id }, `${expected(game)}got an object whose game is `, `game ${String(id)}`);
    }
    for (const value of [null, undefined, 0, '', base.board, [], [base], {}, new Map(Object.entries(base))]) {
      expectRefusedEverywhere(game, value, `${expected(game)}got `, String(value));
    }
  });

  it('the messages name the game and the part, in their exact words', () => {
    const start = json(KONO.start());
    expect(() => KONO.toMove(JULGONU.start())).toThrow('expected a Four Field Kono position, got a position of the game "julgonu"');
    expect(() => AGON.toMove(json(JULGONU.start()))).toThrow('expected an Agon position, got a position of the game "julgonu"');
    expect(() => KONO.toMove({ ...start, ply: -1 })).toThrow(
      'expected a Four Field Kono position, got one whose ply -1 is not a whole number of at least 0',
    );
    expect(() => KONO.toMove({ ...start, history: ['4/4/4/4 b'] })).toThrow(
      'expected a Four Field Kono position, got one whose history is not empty, though no rule under these options looks back',
    );
    expect(() => KONO.toMove({ ...start, options: {} })).toThrow(
      'expected a Four Field Kono position, got one whose options {} are not in the game\'s resolved form {"reducedToOne":false}',
    );
  });

  it('bots, formatRecord and the solvers refuse a forged position before reading it', () => {
    const base = basePosition(KONO);
    for (const bot of [
      randomBot(KONO, { random: 1 }),
      greedyBot(KONO, { random: 1 }),
      alphaBeta(KONO, { depth: 1, random: 1 }),
      mcts(KONO, { iterations: 4, random: 1 }),
    ]) {
      expectRefused(() => bot.decide({ ...json(base), board: 'x' }), whose(KONO, 'board'), bot.name);
      bot.decide(base);
      expectRefused(() => bot.decide({ ...json(base), history: ['x', ...base.history] }), whose(KONO, 'history'), bot.name);
    }
    const record = { game: KONO, start: { ...json(base), options: null }, moves: [], positions: [base], outcome: undefined, tags: {} };
    expectRefused(() => formatRecord(record as never), whose(KONO, 'options'), 'formatRecord');
    for (const solver of [konoSolver, julGonuSolver, julGonuPreviousSolver]) {
      const game = anyGame(solver.game);
      const start = json(game.start());
      for (const [part, forged] of [
        ['board', { ...start, board: 'bbbb/bbbb/bbbb/bbbb b' }],
        ['ply', { ...start, ply: -1 }],
        ['options', { ...start, options: null }],
        ['history', { ...start, history: 'none' }],
      ] as const) {
        expectRefused(() => solver.indexOf(forged as never), whose(game, part), `${solver.id} ${part}`);
      }
    }
  });
});

describe('each field is read once, and what a getter throws passes through', () => {
  const FIELDS = ['game', 'board', 'options', 'ply', 'history'] as const;

  function withGetters(p: Position, replace: Loose = {}): { position: Position; reads: Record<string, number> } {
    const reads: Record<string, number> = {};
    const position = {};
    for (const field of FIELDS) {
      const value = field in replace ? replace[field] : p[field];
      reads[field] = 0;
      Object.defineProperty(position, field, { enumerable: true, get: () => ((reads[field] = (reads[field] as number) + 1), value) });
    }
    return { position: position as Position, reads };
  }
  const once = Object.fromEntries(FIELDS.map((f) => [f, 1]));

  it.each(EACH)(
    '%s: every call reads each field of a copy once, and each history entry once, and answers as for the original',
    (_, game) => {
      const base = basePosition(game);
      for (const [name, call] of positionCalls(game, base)) {
        const wanted = call(base);
        const { position, reads } = withGetters(base);
        expect(call(position), name).toStrictEqual(wanted);
        expect(reads, name).toEqual(once);
        let entryReads = 0;
        const history = [...base.history];
        Object.defineProperty(history, 3, { enumerable: true, get: () => (entryReads++, base.history[3]) });
        expect(call({ ...json(base), history }), name).toStrictEqual(wanted);
        expect(entryReads, name).toBe(1);
      }
    },
  );

  it.each(EACH)('%s: a refusal reads each field once too', (_, game) => {
    const base = basePosition(game);
    for (const [part, replace] of [
      ['ply', { ply: -1 }],
      ['board', { board: 'x' }],
      ['options', { options: null }],
      ['history', { history: 5 }],
      ['history', { ply: 0 }],
    ] as const) {
      const { position, reads } = withGetters(base, replace);
      expectRefused(() => game.toMove(position), whose(game, part), part);
      expect(reads, part).toEqual(once);
    }
  });

  it.each(EACH)('%s: what a getter or a proxy trap throws passes through, isLegal included', (_, game) => {
    const base = basePosition(game);
    const move = game.legalMoves(base)[0];
    for (const field of FIELDS) {
      const boom = new Error(`the getter of ${field} throws`);
      const position = Object.defineProperty({ ...json(base) }, field, {
        enumerable: true,
        get() {
          throw boom;
        },
      });
      for (const [name, call] of positionCalls(game, base)) expect(() => call(position), `${name} (${field})`).toThrow(boom);
      expect(() => game.isLegal(position, move)).toThrow(boom);
    }
    const boom = new Error('the get trap throws');
    const throwing = new Proxy(json(base), {
      get() {
        throw boom;
      },
    });
    for (const [name, call] of positionCalls(game, base)) expect(() => call(throwing), name).toThrow(boom);
  });
});

describe('the ply count stops at Number.MAX_SAFE_INTEGER', () => {
  it.each(EACH)('%s: play from ply MAX_SAFE_INTEGER is refused; from one less it reaches it', (_, game) => {
    const base = basePosition(game);
    const move = game.legalMoves(base)[0];
    const last = { ...json(base), ply: Number.MAX_SAFE_INTEGER };
    expect(() => game.play(last, move)).toThrow(`the ply count cannot pass ${Number.MAX_SAFE_INTEGER}`);
    expect(game.isLegal(last, move)).toBe(false);
    const after = game.play({ ...json(base), ply: Number.MAX_SAFE_INTEGER - 1 }, move);
    expect(after).toStrictEqual({ ...game.play(base, move), ply: Number.MAX_SAFE_INTEGER });
  });
});

describe('the options of a copy are recognised whatever the game resolved before', () => {
  it.each(EACH)('%s: a JSON copy is read after its game has resolved 16 other option sets', (_, game) => {
    const copy = json(game.start({ maxPlies: 77, repetition: 3 }));
    expect(game.toMove(copy)).toBe(game.toMove(game.start()));
    for (let n = 4; n < 21; n++) game.start({ repetition: n });
    expect(game.cursor(copy).position().options).toStrictEqual(copy.options);
  });

  it('a fresh copy of the library reads a JSON copy under options it has not resolved', async () => {
    vi.resetModules();
    const fresh: { games: Record<string, AnyGame> } = await import('../../src/index.js');
    const stored = JSON.stringify(KONO.start({ repetition: 4, maxPlies: 90 }));
    const kono = fresh.games['kono'] as AnyGame;
    expect(kono.toMove(JSON.parse(stored) as Position)).toBe('black');
    for (let n = 5; n < 30; n++) kono.start({ repetition: n });
    expect(kono.cursor(JSON.parse(stored) as Position).position().options).toEqual({ reducedToOne: false, repetition: 4, maxPlies: 90 });
  });
});

describe('28.8: a history is checked for what it can be', () => {
  /** Each entry and the board one legal move, that keeps the history, after the entry before. */
  const cannotFollow = (game: AnyGame, later: string, earlier: string): string =>
    `${whose(game, later)} cannot follow ${earlier} by a legal move that keeps the history`;

  it('28.8: Jul-Gonu: a forged window cannot forbid Black its only move (it answered white no-moves)', () => {
    // Black's one move is c1-b1; a history claiming that its result stood four plies before.
    const board = '2ww/2wb/2wb/2bb b';
    const after = '2ww/2wb/2wb/1b1b w';
    const forged = {
      game: 'julgonu',
      board,
      options: { noRepeat: 'previous' },
      ply: 10,
      history: ['4/4/4/4 w', after, '4/4/4/4 w', '4/4/4/4 b'],
    };
    expectRefused(() => JULGONU.outcome(forged), cannotFollow(JULGONU, 'history[1]', 'history[0]'), 'forged');
    expect(JULGONU.legalMoves(JULGONU.parsePosition(board)).map((m) => JULGONU.formatMove(JULGONU.parsePosition(board), m))).toContain(
      'c1-b1',
    );
  });

  it('28.8: two equal consecutive entries are no history (they gave a repetition draw)', () => {
    const start = KONO.start({ repetition: 3 });
    const forged = { ...json(start), ply: 4, history: [start.board, start.board] };
    expectRefused(() => KONO.outcome(forged), cannotFollow(KONO, 'history[1]', 'history[0]'), 'equal entries');
  });

  it('28.8: entries of the same player to move, of other material, or with no move between them are refused', () => {
    const start = KONO.start({ repetition: 3 });
    const cases: readonly (readonly [string, string])[] = [
      // White to move after Black moved: the same player twice.
      ['wwww/bwww/bbbb/1bbb b', 'same player'],
      // Fewer pieces before, more now: material gained going forward.
      ['4/4/4/w2b w', 'other material'],
      // The right player, but no single move leads from it to the start.
      ['wwww/wwww/bbbb/bbbb w', 'no move between'],
    ];
    for (const [entry, label] of cases) {
      expectRefused(() => KONO.legalMoves({ ...json(start), ply: 2, history: [entry] }), cannotFollow(KONO, 'board', 'history[0]'), label);
    }
  });

  it('28.8: a capture cuts the history, so an entry before one cannot stand in it', () => {
    // Under the repetition draw a Kono capture starts the history again.
    const before = KONO.start({ repetition: 3 });
    const capture = KONO.legalMoves(before).find((m) => KONO.formatMove(before, m).includes('x'));
    expect(capture).toBeDefined();
    const after = KONO.play(before, capture);
    expect(after.history).toEqual([]);
    expectRefused(
      () => KONO.outcome({ ...json(after), history: [before.board] }),
      cannotFollow(KONO, 'board', 'history[0]'),
      'across a capture',
    );
  });

  it('28.8: Gong: a pass is a step of the history like any move', () => {
    // A pass changes only the player to move (the board part of the string stays).
    const line = randomLine(GONG, 9, 600, GONG.start({ repetition: 3 }));
    const passed = line.findIndex((p, i) => i > 0 && p.board.split(' ')[0] === (line[i - 1] as Position).board.split(' ')[0]);
    expect(passed).toBeGreaterThan(0);
    const after = line[passed] as Position;
    expect(after.history.at(-1)).toBe((line[passed - 1] as Position).board);
    for (const position of line.slice(passed, passed + 4)) expect(GONG.positionKey(json(position))).toBe(GONG.positionKey(position));
  });

  /**
   * Four plies that bring a position back (two steps there and back, no capture), found by
   * search; then the boards of the line `rounds` times round it, the position's board first.
   */
  function roundTrip(game: AnyGame, from: Position, rounds: number): string[] {
    const search = (position: Position, depth: number): unknown[] | undefined => {
      if (depth === 0) return position.board === from.board ? [] : undefined;
      for (const move of game.legalMoves(position)) {
        const after = game.play(position, move);
        if (after.history.length === 0) continue; // a capture (the repetition draw keeps every other move's): no way back
        const rest = search(after, depth - 1);
        if (rest !== undefined) return [move, ...rest];
      }
      return undefined;
    };
    const moves = search(from, 4);
    expect(moves, 'a way there and back').toBeDefined();
    const boards = [from.board];
    let position = from;
    for (let round = 0; round < rounds; round++) {
      for (const move of moves as unknown[]) {
        position = game.play(position, move);
        boards.push(position.board);
      }
    }
    return boards;
  }

  it('28.8: under the repetition draw no entry is the position’s n-th occurrence (the game ended there), nor the board the one past it', () => {
    // Two pieces a side, with room to step back and forth (the line found where the draw is far).
    const boards = roundTrip(KONO, KONO.parsePosition('ww2/4/4/2bb w', { repetition: 9 }), 3);
    const at = (n: number, repetition = 3) => ({
      game: 'kono',
      board: boards[n] as string,
      options: { reducedToOne: false, repetition },
      ply: n,
      history: boards.slice(0, n),
    });
    // Twice round: the start's third occurrence on the board is the draw, a position that can be.
    expect(KONO.outcome(at(8))).toEqual({ winner: null, reason: 'repetition' });
    // Past it: history[8] ended the game, so nothing follows it.
    expectRefused(
      () => KONO.legalMoves(at(9)),
      whose(KONO, "history[8] is the position's 3rd occurrence, where the repetition draw (3) ended the game"),
      'past the draw',
    );
    // Under repetition 4 the same line goes on to the start's fourth occurrence, the draw.
    expect(KONO.outcome(at(11, 4))).toBeUndefined();
    expect(KONO.outcome(at(12, 4))).toEqual({ winner: null, reason: 'repetition' });
    // With entries dropped from the oldest end (as a caller may), the count is of what the
    // history holds: there the board is the start's third occurrence, and the game goes on.
    expect(KONO.outcome({ ...at(12, 4), history: boards.slice(4, 12) })).toBeUndefined();
  });

  it('28.8: Jul-Gonu: no entry nor the board recreates a position the no-repetition rule forbids (four plies back; under any, every earlier one)', () => {
    const boards = roundTrip(JULGONU, JULGONU.start({ noRepeat: 'off', repetition: 9 }), 2);
    const copy = (noRepeat: string, n: number, from = 0) => ({
      game: 'julgonu',
      board: boards[n] as string,
      options: { noRepeat },
      ply: n,
      history: boards.slice(from, n),
    });
    // The line itself is one: where no rule forbids going back, under the repetition draw.
    expect(JULGONU.outcome({ ...copy('off', 8), options: { noRepeat: 'off', repetition: 9 } })).toBeUndefined();
    expectRefused(
      () => JULGONU.legalMoves(copy('previous', 4)),
      whose(JULGONU, 'board recreates history[0], which the no-repetition rule forbids'),
      'previous, on the board',
    );
    // (Four entries are all 'previous' keeps: a later one is the board, two plies further.)
    expectRefused(
      () => JULGONU.legalMoves(copy('previous', 6, 2)),
      whose(JULGONU, 'board recreates history[0], which the no-repetition rule forbids'),
      'previous, two plies on',
    );
    expectRefused(
      () => JULGONU.legalMoves(copy('any', 4)),
      whose(JULGONU, 'board recreates an earlier position of the history, which the no-repetition rule forbids'),
      'any, on the board',
    );
    expectRefused(
      () => JULGONU.legalMoves(copy('any', 6)),
      whose(JULGONU, 'history[4] recreates an earlier position'),
      'any, in the history',
    );
  });

  it.each(VARIANTS)(
    '28.8: %s: JSON copies of every position of random lines are taken, with the history they were played with',
    (_, game, variant) => {
      for (const extra of EXTRA) {
        for (const seed of [1, 2]) {
          const line = randomLine(game, seed, 40, game.start({ ...variant, ...extra }));
          for (const position of line) expect(game.positionKey(json(position))).toBe(game.positionKey(position));
          const last = line.at(-1) as Position;
          expect(game.outcome(json(last))).toEqual(game.outcome(last));
        }
      }
    },
  );
});
