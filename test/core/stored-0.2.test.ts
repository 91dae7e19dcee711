import { describe, expect, it } from 'vitest';
import { games, isRulesError, type AnyGame } from '../../src/index.js';

/*
 * Positions stored by 0.2.0 (their JSON held the game's internal state and packed keys), each
 * with the position string and the legal moves that 0.2.0 gave for it: the conversion the
 * CHANGELOG documents (the position string and the options are enough) must keep reading them.
 * Each is the position after twelve seeded random plies from the start (Agon's classic setup).
 */
const STORED = {
  kono: {
    stored: { game: 'kono', state: { black: 16858, white: 14368, turn: 0 }, options: { reducedToOne: false }, ply: 12, history: [] },
    text: 'wwb1/b2w/bwbb/1b1b b',
    legal: ['b1-c1', 'b1-a1', 'd1xd3', 'd1-c1', 'a2xa4', 'a2-a1', 'c2-c3', 'c2-c1', 'd2xb2', 'a3-b3', 'c4-d4', 'c4-c3'],
  },
  julgonu: {
    stored: {
      game: 'julgonu',
      state: { black: 90, white: 34080, turn: 0 },
      options: { noRepeat: 'previous' },
      ply: 12,
      history: [32019960, 75067401, 28871400, 71915961],
    },
    text: '3w/w1w1/bwb1/1b1b b',
    legal: ['b1-c1', 'b1-a1', 'd1-d2', 'd1-c1', 'a2-a1', 'c2-d2', 'c2-c1'],
  },
  agon: {
    stored: {
      game: 'agon',
      state: {
        cells: '0020012000000000000200000000010000000000050000000060000000000000000001201001000000002120000',
        turn: 0,
        held: [0, 0, 0, 0],
        unplaced: [0, 0, 0, 0],
        displacement: true,
        variant: 'seed',
        captured: [],
      },
      options: { variant: 'seed', setup: 'classic', displacementCapture: true },
      ply: 12,
      history: [],
    },
    text: '2G2g/G6/6G1/8g/10/1q8Q/10/8g/G1g2g2/6G/gG4 b - -',
    legal: [
      'a6-b7',
      'a6-b6',
      'a6-a5',
      'd9-e10',
      'd9-e9',
      'd9-d8',
      'd9-c8',
      'f2-f3',
      'f2-g2',
      'f2-g1',
      'f2-f1',
      'f2-e1',
      'f2-e2',
      'h9-i8',
      'h9-h8',
      'h9-g9',
      'h9-g10',
      'i3-i4',
      'i3-k3',
      'i3-k2',
      'i3-i2',
      'i3-h3',
      'i3-h4',
      'i6-i7',
      'i6-k6',
      'i6-k5',
      'i6-i5',
      'i6-h6',
      'i6-h7',
      'l1xl2',
      'l1-k1',
      'l1-k2',
    ],
  },
  gong: {
    stored: {
      game: 'gong',
      state: {
        cells:
          '0000000000000100000000000020000000000000000000000000000000000000000000000000000000000000000100000000000020000000000000000000000000000000000000000000000000002000000000000000000000000020000000000000000000000000200000000000010000000000000000000000000100000000000020000000000001000000000000000000000000010000000000000',
        turn: 0,
        off: [2, 2],
      },
      options: { firstPlayer: 'black' },
      ply: 12,
      history: [],
    },
    text: '-/12b/12w/13/13/13/13/12b/12w/13/13/13/12w/13/12w/13/12w/12b/13/12b/12w/12b/13/12b/13 b 2 2',
    legal: ['@c13', '@e13', '@i13', '@k13', '@m13', '@o13'],
  },
} as const;

describe('positions stored by 0.2.0', () => {
  for (const [id, { stored, text, legal }] of Object.entries(STORED)) {
    const game: AnyGame = games[id as keyof typeof games];

    it(`28.1: ${id}: the JSON of 0.2.0 is refused with argument/invalid, naming the board it lacks`, () => {
      let error: unknown;
      try {
        game.legalMoves(stored as never);
      } catch (caught) {
        error = caught;
      }
      expect(isRulesError(error, 'argument/invalid')).toBe(true);
      expect((error as Error).message).toMatch(/whose board undefined is not a position string/);
    });

    it(`28.1: ${id}: its position string and options give the position 0.2.0 had, with the same legal moves (the documented conversion)`, () => {
      const converted = game.parsePosition(text, stored.options);
      expect(converted.board).toBe(text);
      expect(converted.options).toEqual(stored.options);
      const moves = game.legalMoves(converted).map((move) => game.formatMove(converted, move));
      // Jul-Gonu's J4 looked at the stored history, which a position string leaves out: without
      // it no step is forbidden, so the converted position may allow a step more.
      if (stored.history.length === 0) expect(moves).toEqual(legal);
      else expect(moves).toEqual(expect.arrayContaining([...legal]));
    });
  }
});

/*
 * A position whose options are given in part (saved before an option existed, as Kono's
 * `reducedToOne` and Agon's `variant`, or written by hand) is refused, naming the option it
 * lacks: a position is played under its options exactly, and a default filled in silently could
 * change the rules a saved game goes on under. The documented ways to read it: its position
 * string and options through `parsePosition`, which fills the defaults in, or the options
 * resolved by `start` first.
 */
describe('28.1: a position whose options are given in part', () => {
  const CASES = [
    ['kono', {}, 'reducedToOne'],
    ['julgonu', {}, 'noRepeat'],
    ['agon', { setup: 'fixed', displacementCapture: true }, 'variant'],
    ['agon', { variant: 'seed', setup: 'fixed' }, 'displacementCapture'],
    ['gong', {}, 'firstPlayer'],
  ] as const;

  for (const [id, options, missing] of CASES) {
    const game: AnyGame = games[id];
    it(`${id} with options ${JSON.stringify(options)}: refused with argument/invalid naming ${missing}`, () => {
      const start = game.start();
      const given = { ...start, options };
      const copy = structuredClone(given);
      let error: unknown;
      try {
        game.toMove(given);
      } catch (caught) {
        error = caught;
      }
      expect(isRulesError(error, 'argument/invalid')).toBe(true);
      expect((error as Error).message).toContain(`: ${missing} is missing`);
      expect((error as Error).message.length).toBeLessThan(400);
      expect(given).toEqual(copy);
    });

    it(`${id} with options ${JSON.stringify(options)}: read by the documented conversions, with the defaults filled in`, () => {
      const start = game.start();
      const resolved = game.start(options).options;
      expect(game.parsePosition(start.board, options).options).toEqual(resolved);
      const position = game.cursor({ ...start, options: resolved }).position();
      expect(position.options).toEqual(resolved);
      expect(game.legalMoves(position)).toEqual(game.legalMoves(game.start(options)));
    });
  }
});
