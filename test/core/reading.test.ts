import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createRandom, games, isRulesError, type AnyGame, type Position } from '../../src/index.js';
import { HELD, LONGEST_SEEN, PositionMemo, REMEMBERED, type Parsed } from '../../src/core/position-memo.js';
import { params } from '../support/fc.js';
import { randomLine } from '../support/lines.js';

/*
 * Reading a copy takes what it can from what was read before (src/core/last-line.ts,
 * position-memo.ts, option-sets.ts): the keys of its history from the last position read under
 * the same options and from the history its board was last read with, and its options from the
 * set read last. A caller may change their plain copy between calls, in place. These tests do
 * so, at random, and check every answer against a cold read: the same copy read by another copy
 * of the library under options it has never seen (a `maxPlies` no game here reaches), so that
 * nothing was read before under them.
 */

type Loose = Record<string, unknown>;
type Copy = { game: string; board: string; options: Loose; ply: number; history: string[] };

const anyGame = (game: unknown): AnyGame => game as AnyGame;
const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The other copy of the library, whose reads are cold. */
let cold: Record<string, AnyGame>;
beforeAll(async () => {
  vi.resetModules();
  cold = ((await import('../../src/index.js')) as { games: Record<string, AnyGame> }).games;
});

/** A `maxPlies` of its own for each cold read: a new option set, whose memo and last line are empty. */
let unseen = 1_000_000;

/** What the rules say of a position: its legal actions, its outcome, its key; or the code and message of the error. */
function answers(game: AnyGame, position: Position): unknown {
  try {
    return {
      actions: game.legalMoves(position).map((move) => game.encodeMove(move)),
      outcome: game.outcome(position) ?? null,
      key: game.positionKey(position),
      toMove: game.toMove(position),
    };
  } catch (error) {
    if (!isRulesError(error)) throw error;
    return { code: error.code, message: error.message };
  }
}

/** The same, read once, cold (one cursor from the copy under an option set never seen). */
function coldAnswers(game: AnyGame, copy: Copy): unknown {
  const other = cold[game.id] as AnyGame;
  const position = { ...json(copy), options: { ...copy.options, maxPlies: unseen++ } } as unknown as Position;
  try {
    const cursor = other.cursor(position);
    const buffer = new Int32Array(other.maxMoves);
    const n = cursor.legalActions(buffer);
    return {
      actions: Array.from(buffer.subarray(0, n)),
      outcome: cursor.outcome() ?? null,
      key: cursor.positionKey(),
      toMove: cursor.toMove(),
    };
  } catch (error) {
    if (!isRulesError(error)) throw error;
    // The message names the options as given; ours are the caller's.
    return { code: error.code, message: error.message.replace(/"maxPlies":\d+/, '') };
  }
}

/** Each game under options that look back, with a second option set that keeps as many earlier positions. */
const LOOKING_BACK: readonly (readonly [string, AnyGame, Loose, Loose])[] = [
  ['kono repetition', anyGame(games.kono), { repetition: 3 }, { repetition: 2 }],
  ['julgonu noRepeat previous', anyGame(games.julgonu), { noRepeat: 'previous' }, { noRepeat: 'previous', maxPlies: 500 }],
  ['julgonu noRepeat any', anyGame(games.julgonu), { noRepeat: 'any', repetition: 3 }, { noRepeat: 'any' }],
  ['agon repetition', anyGame(games.agon), { repetition: 3 }, { repetition: 2 }],
  ['gong repetition', anyGame(games.gong), { repetition: 3 }, { repetition: 2 }],
];

describe('copies changed in place between calls are read as they are now', () => {
  it.each(LOOKING_BACK)('%s: random changes and reads, each read answering as a cold one', (_, game, options, others) => {
    const second = json(game.start(others).options) as Loose;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const random = createRandom(seed);
        const line = randomLine(game, seed, 40, game.start(options)).filter((p) => game.outcome(p) === undefined);
        const boards = line.map((p) => p.board);
        const originals = line.filter((p) => p.history.length >= 2).slice(-6);
        if (originals.length === 0) return;
        const copies = originals.map((p) => json(p) as unknown as Copy);
        for (let step = 0; step < 60; step++) {
          const at = random.int(copies.length);
          const copy = copies[at] as Copy;
          const original = originals[at] as Position;
          const k = random.int(copy.history.length);
          switch (random.int(9)) {
            case 0: // an entry in place: another position string of the line
              copy.history[k] = boards[random.int(boards.length)] as string;
              break;
            case 1: // an entry back as it was
              copy.history[k] = original.history[k] as string;
              break;
            case 2: // a later ply, the same history
              copy.ply = original.ply + random.int(4);
              break;
            case 3: {
              // the other option set, in place (a field deleted and added again comes last) or as a new object
              const target = JSON.stringify(copy.options) === JSON.stringify(second) ? (original.options as Loose) : second;
              if (random.int(2) === 0) {
                for (const field of Object.keys(copy.options)) if (!(field in target)) delete copy.options[field];
                Object.assign(copy.options, target);
              } else copy.options = { ...target };
              break;
            }
            case 4: // another board, the same history (a sibling, or any position)
              copy.board = boards[random.int(boards.length)] as string;
              break;
            case 5: // the window moved on: the oldest entry dropped
              if (copy.history.length > 1) copy.history = copy.history.slice(1);
              break;
            case 6: // as it was
              copies[at] = json(original) as unknown as Copy;
              break;
            case 7: {
              // an entry that is no position string is refused by name, then mended
              const kept = copy.history[k] as string;
              copy.history[k] = `${kept}?`;
              expect(answers(game, copy as unknown as Position)).toStrictEqual(coldAnswers(game, copy));
              copy.history[k] = kept;
              break;
            }
            default:
              break;
          }
          const now = copies[at] as Copy;
          // Read twice (the second time the board has its history to compare), then cold.
          const first = answers(game, now);
          expect(answers(game, now as unknown as Position)).toStrictEqual(first);
          expect(first, `step ${step}`).toStrictEqual(coldAnswers(game, now));
        }
      }),
      params(game.id === 'agon' || game.id === 'gong' ? 2 : 4),
    );
  });

  it.each(LOOKING_BACK)('%s: a remembered history changed in one entry is not the one remembered', (_, game, options) => {
    const line = randomLine(game, 3, 30, game.start(options)).filter((p) => p.history.length >= 3 && game.outcome(p) === undefined);
    const original = line[line.length - 1] as Position;
    const copy = json(original) as unknown as Copy;
    for (let i = 0; i < 3; i++) expect(answers(game, copy as unknown as Position)).toStrictEqual(answers(game, original));
    // The same string as the board at once: under the repetition draw the board now occurs one time more.
    for (let k = 0; k < copy.history.length; k++) {
      const kept = copy.history[k] as string;
      copy.history[k] = copy.board;
      expect(answers(game, copy as unknown as Position), `history[${k}]`).toStrictEqual(coldAnswers(game, copy));
      copy.history[k] = kept;
      expect(answers(game, copy as unknown as Position), `history[${k}] back`).toStrictEqual(answers(game, original));
    }
  });

  it('Kono: a copy read into a draw by repetition, then changed in one entry, then back', () => {
    const kono = anyGame(games.kono);
    // A back-and-forth of both players, twice: the board's third occurrence.
    const shuffle = ['a4-b4', 'd1-c1', 'b4-a4', 'c1-d1'];
    let played = kono.parsePosition('b3/4/4/3w b', { repetition: 3 });
    for (const move of [...shuffle, ...shuffle]) played = kono.play(played, kono.parseMove(played, move));
    const copy = JSON.parse(JSON.stringify(played)) as { ply: number; options: { repetition: number }; history: string[] };
    const draw = { winner: null, reason: 'repetition' };
    for (let i = 0; i < 3; i++) expect(kono.outcome(copy as unknown as Position)).toEqual(draw);
    const kept = copy.history[1] as string;
    copy.history[1] = '4/b3/2w1/4 b';
    expect(() => kono.outcome(copy as unknown as Position)).toThrow(/history\[1\] cannot follow history\[0\]/);
    copy.history[1] = kept;
    expect(kono.outcome(copy as unknown as Position)).toEqual(draw);
    copy.ply = 17;
    expect(kono.outcome(copy as unknown as Position)).toEqual(draw);
    copy.options.repetition = 4;
    expect(kono.outcome(copy as unknown as Position)).toBeUndefined();
    copy.options.repetition = 3;
    expect(kono.outcome(copy as unknown as Position)).toEqual(draw);
  });
});

describe('the options of a copy: the set read last first, each field read once', () => {
  it.each(LOOKING_BACK)(
    '%s: options read through getters, in the resolved order, another order, another set',
    (_, game, options, others) => {
      const position = randomLine(game, 5, 12, game.start(options)).at(-1) as Position;
      const resolved = position.options as Loose;
      const second = game.start(others).options as Loose;
      const reversed = Object.fromEntries(Object.entries(resolved).reverse());
      for (const [label, fields, wanted] of [
        ['resolved', resolved, 'same'],
        ['resolved again', resolved, 'same'],
        ['reversed', reversed, 'same'],
        ['another set', second, 'other'],
        ['resolved after another', resolved, 'same'],
        ['one more field', { ...resolved, colour: 'red' }, 'refused'],
      ] as const) {
        const reads: Record<string, number> = {};
        const counted = {};
        for (const [field, value] of Object.entries(fields)) {
          reads[field] = 0;
          Object.defineProperty(counted, field, { enumerable: true, get: () => ((reads[field] = (reads[field] as number) + 1), value) });
        }
        const copy = { ...json(position), options: counted } as Position;
        const got = answers(game, copy);
        // `answers` makes four calls, each reading each field once (a refusal stops at the first).
        if (wanted === 'refused') {
          expect(got, label).toMatchObject({ code: 'argument/invalid' });
          for (const [field, n] of Object.entries(reads)) expect(n, `${label}: ${field}`).toBeLessThanOrEqual(1);
        } else {
          const like = wanted === 'same' ? position : ({ ...json(position), options: json(second) } as Position);
          expect(got, label).toStrictEqual(answers(game, like));
          for (const [field, n] of Object.entries(reads)) expect(n, `${label}: ${field}`).toBe(4);
        }
      }
    },
  );

  it('a field inherited from Object.prototype where the set read last has its last field is refused', () => {
    const kono = anyGame(games.kono);
    const start = json(kono.start({ repetition: 3 }));
    expect(kono.toMove(start)).toBe('black');
    const prototype = Object.prototype as Loose;
    prototype['repetition'] = 3;
    try {
      expect(() => kono.toMove({ ...start, options: { reducedToOne: false } })).toThrow(/options .* are not a plain object/);
    } finally {
      delete prototype['repetition'];
    }
    expect(kono.toMove(start)).toBe('black');
  });
});

describe('the memo of position strings', () => {
  const entry = (): Parsed<number> => ({ state: undefined, key: 0, seen: undefined });
  const history = (n: number, tag: string): string[] => Array.from({ length: n }, (_, i) => `${tag}${i}`);

  it('a board remembers its history from its second read on, at its ply', () => {
    const memo = new PositionMemo<number>();
    const board = entry();
    const texts = history(5, 'a');
    const keys = texts.map((_, i) => i);
    memo.see(board, 9, texts, keys);
    expect(board.seen?.texts).not.toBe(texts);
    memo.see(board, 9, texts, keys);
    expect(board.seen).toMatchObject({ ply: 9, texts, keys });
    // No history, or one too long, is not remembered.
    const other = entry();
    memo.see(other, 1, [], []);
    memo.see(other, 1, [], []);
    expect(other.seen).toBeUndefined();
    const long = history(LONGEST_SEEN + 1, 'l');
    memo.see(
      other,
      long.length,
      long,
      long.map(() => 0),
    );
    memo.see(
      other,
      long.length,
      long,
      long.map(() => 0),
    );
    expect(other.seen?.texts).not.toBe(long);
  });

  it(`the histories remembered hold no more than ${HELD} entries together: the oldest are forgotten first`, () => {
    const memo = new PositionMemo<number>();
    const boards = Array.from({ length: 2 * (HELD / LONGEST_SEEN) + 2 }, entry);
    const texts = history(LONGEST_SEEN, 'h');
    const keys = texts.map(() => 0);
    for (const board of boards) {
      memo.see(board, 1, texts.slice(), keys);
      memo.see(board, 1, texts.slice(), keys);
    }
    const remembered = boards.map((board) => board.seen !== undefined && board.seen.texts.length > 0);
    const last = HELD / LONGEST_SEEN;
    expect(remembered).toStrictEqual(boards.map((_, i) => i >= boards.length - last));
  });

  it(`it holds ${REMEMBERED} strings, then starts again`, () => {
    const memo = new PositionMemo<number>();
    for (let i = 0; i < REMEMBERED; i++) memo.add(`s${i}`, entry());
    expect(memo.get('s0')).toBeDefined();
    memo.add('one more', entry());
    expect(memo.get('s0')).toBeUndefined();
    expect(memo.get('one more')).toBeDefined();
  });
});
