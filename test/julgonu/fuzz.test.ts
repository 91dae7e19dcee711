import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { julgonu, type JulGonuMove, type JulGonuPosition } from '../../src/julgonu/index.js';
import { attempt } from '../support/errors.js';
import { params } from '../support/fc.js';
import {
  checkMoveText,
  checkPlayAgreesWithIsLegal,
  checkPositionText,
  encodedAction,
  mutated,
  parsesAsMove,
  parsesAsPosition,
  wrap,
  type FuzzRow,
} from '../support/fuzz.js';
import { arbBoardText, playLine } from './helpers.js';

/** Strings over the alphabet of Jul-Gonu notation and position strings, to get past the first character. */
const grammarish = fc.string({ unit: fc.constantFrom(...'abcdwx0123456789-/@^ pass'.split('')), maxLength: 24 });

/** Near-misses of valid position strings: a real one with a few characters changed, dropped or added. */
const mutatedPosition = mutated(arbBoardText, 'bw01234589/ x', 30);

const POSITIONS: JulGonuPosition[] = [
  julgonu.start(),
  julgonu.parsePosition('w2w/4/1wwb/b3 b'), // a line of two to take
  julgonu.parsePosition('wb1w/1w2/2wb/1b2 b'), // a row and a column to take
  julgonu.parsePosition('b2w/w3/1wwb/b3 b'), // three at once
  playLine(julgonu.start(), ['a1-a2', 'a4-a3', 'a2-a1']), // a step forbidden by J4
  julgonu.parsePosition('wb2/b3/3b/2bw w'), // finished: move/game-over is a valid answer
];

/** Near-misses of moves: real legal moves, and two points with a separator and capture suffixes. */
const moveLike = fc.oneof(
  fc.constantFrom(...POSITIONS.flatMap((p) => julgonu.legalMoves(p).map((m) => julgonu.formatMove(p, m)))),
  fc
    .tuple(
      fc.constantFrom('a', 'b', 'c', 'd', 'e', 'A'),
      fc.constantFrom('1', '2', '3', '4', '5', '0', ''),
      fc.constantFrom('-', 'x', '', ' '),
      fc.constantFrom('a', 'b', 'c', 'd', 'e'),
      fc.constantFrom('1', '2', '3', '4', '5'),
      fc.array(fc.constantFrom('xa2', 'xb2', 'xc2', 'xb3', 'xc3', 'xa3', 'xb1', 'xc1', 'x', '^a1', '-'), { maxLength: 3 }),
    )
    .map(([f1, r1, sep, f2, r2, tail]) => f1 + r1 + sep + f2 + r2 + tail.join('')),
);

describe('fuzzing parsePosition', () => {
  it.each<FuzzRow>([
    ['arbitrary strings', fc.string(), 500],
    ['arbitrary binary strings', fc.string({ unit: 'binary' }), 300],
    ['grammar-ish strings', wrap(grammarish), 1000],
    ['mutated position strings', wrap(mutatedPosition), 1500],
  ])('%s: a valid position that round-trips, or a position error', (_what, arb, runs) => {
    fc.assert(
      fc.property(arb, (text) => checkPositionText(julgonu, text)),
      params(runs),
    );
  });

  it('the mutated strings do reach both outcomes', () => {
    const samples = fc.sample(mutatedPosition, { seed: 7, numRuns: 400 });
    const parsed = samples.filter((s) => parsesAsPosition(julgonu, s));
    expect(parsed.length).toBeGreaterThan(20);
    expect(parsed.length).toBeLessThan(samples.length);
  });
});

describe('fuzzing parseMove', () => {
  it.each<FuzzRow>([
    ['arbitrary strings', fc.string(), 300],
    ['arbitrary binary strings', fc.string({ unit: 'binary' }), 200],
    ['grammar-ish strings', wrap(grammarish), 600],
    ['move-like strings', wrap(moveLike), 1500],
  ])('%s: a legal move that round-trips, or a move error', (_what, arb, runs) => {
    fc.assert(
      fc.property(arb, (text) => checkMoveText(julgonu, POSITIONS, text)),
      params(runs),
    );
  });

  it('the move-like strings do reach legal moves, captures included', () => {
    const samples = fc.sample(moveLike, { seed: 7, numRuns: 3000 });
    const legal = samples.filter((s) => parsesAsMove(julgonu, POSITIONS, s));
    expect(legal.length).toBeGreaterThan(5);
    expect(legal.some((s) => s.includes('x'))).toBe(true);
  });
});

describe('fuzzing moves given as arbitrary values', () => {
  const anyMove = fc.oneof(
    fc.anything(),
    fc.record({ from: fc.integer({ min: -2, max: 17 }), to: fc.integer({ min: -2, max: 17 }) }),
    fc.record({ from: fc.anything(), to: fc.anything() }),
  );

  it('encodeMove gives an action in range for exactly the orthogonal steps, or throws move/illegal', () => {
    fc.assert(
      fc.property(anyMove, (value) => {
        const action = encodedAction(julgonu, value);
        if (action !== undefined) {
          const { from, to } = value as JulGonuMove;
          expect(julgonu.decodeMove(action)).toEqual({ from, to });
          const [f, t] = [julgonu.board.coordinates(from), julgonu.board.coordinates(to)];
          expect(Math.abs(f.x - t.x) + Math.abs(f.y - t.y)).toBe(1);
        }
      }),
      params(1000),
    );
  });

  it('isLegal never throws, and play agrees with it, never changing the position', () => {
    fc.assert(
      fc.property(anyMove, fc.constantFrom(...POSITIONS), (value, pos) => checkPlayAgreesWithIsLegal(julgonu, pos, value)),
      params(1000),
    );
  });

  it('isLegal and play accept exactly the legal moves among all well-formed move objects', () => {
    for (const pos of POSITIONS) {
      const legal = new Set(julgonu.legalMoves(pos).map((m) => `${m.from} ${m.to}`));
      for (let from = 0; from < 16; from++) {
        for (let to = 0; to < 16; to++) {
          const move: JulGonuMove = { from, to };
          expect(julgonu.isLegal(pos, move)).toBe(legal.has(`${from} ${to}`));
        }
      }
    }
  });

  it('positions that are not Jul-Gonu positions are refused with argument/invalid', () => {
    const kono = { game: 'kono', state: { black: 15, white: 0, turn: 0 }, options: {}, ply: 0, history: [] };
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.constant(kono)), (value) => {
        const result = attempt(() => julgonu.legalMoves(value as JulGonuPosition), ['argument/invalid']);
        expect(result.ok).toBe(false);
        expect(julgonu.isLegal(value as JulGonuPosition, { from: 0, to: 4 })).toBe(false);
      }),
      params(300),
    );
  });
});
