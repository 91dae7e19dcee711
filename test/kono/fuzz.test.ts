import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kono, type KonoMove, type KonoPosition } from '../../src/kono/index.js';
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
import { arbBoardText } from './helpers.js';

/** Strings over the alphabet of Kono notation and position strings, to get past the first character. */
const grammarish = fc.string({ unit: fc.constantFrom(...'abcdwx0123456789-/@^ pass'.split('')), maxLength: 24 });

/** Near-misses of valid position strings: a real one with a few characters changed, dropped or added. */
const mutatedPosition = mutated(arbBoardText, 'bw01234589/ x', 30);

const POSITIONS: KonoPosition[] = [
  kono.start(),
  kono.parsePosition('w2w/1ww1/1bb1/b2b b'),
  kono.parsePosition('1w2/wbw1/bbb1/1w2 w'),
  kono.parsePosition('wb2/b3/4/4 w'), // finished: move/game-over is a valid answer
];

/** Near-misses of moves: real legal moves, and two points (on or off the board) with a separator, possibly extended. */
const moveLike = fc.oneof(
  fc.constantFrom(...POSITIONS.flatMap((p) => kono.legalMoves(p).map((m) => kono.formatMove(p, m)))),
  fc
    .tuple(
      fc.constantFrom('a', 'b', 'c', 'd', 'e', 'z', 'A'),
      fc.constantFrom('1', '2', '3', '4', '5', '0', '01', ''),
      fc.constantFrom('-', 'x', '', '–', ' '),
      fc.constantFrom('a', 'b', 'c', 'd', 'e'),
      fc.constantFrom('1', '2', '3', '4', '5', '0'),
      fc.constantFrom('', 'x', 'xa2', 'xb3', '^a1', '-', ' '),
    )
    .map((parts) => parts.join('')),
);

describe('fuzzing parsePosition', () => {
  it.each<FuzzRow>([
    ['arbitrary strings', fc.string(), 500],
    ['arbitrary binary strings', fc.string({ unit: 'binary' }), 500],
    ['grammar-ish strings', wrap(grammarish), 1000],
    ['mutated position strings', wrap(mutatedPosition), 1500],
  ])('%s: a valid position that round-trips, or a position error', (_what, arb, runs) => {
    fc.assert(
      fc.property(arb, (text) => checkPositionText(kono, text)),
      params(runs),
    );
  });

  it('the mutated strings do reach both outcomes', () => {
    const samples = fc.sample(mutatedPosition, { seed: 7, numRuns: 400 });
    const parsed = samples.filter((s) => parsesAsPosition(kono, s));
    expect(parsed.length).toBeGreaterThan(20);
    expect(parsed.length).toBeLessThan(samples.length);
  });
});

describe('fuzzing parseMove', () => {
  it.each<FuzzRow>([
    ['arbitrary strings', fc.string(), 300],
    ['arbitrary binary strings', fc.string({ unit: 'binary' }), 300],
    ['grammar-ish strings', wrap(grammarish), 600],
    ['move-like strings', wrap(moveLike), 800],
  ])('%s: a legal move that round-trips, or a move error', (_what, arb, runs) => {
    fc.assert(
      fc.property(arb, (text) => checkMoveText(kono, POSITIONS, text)),
      params(runs),
    );
  });

  it('the move-like strings do reach legal moves', () => {
    const samples = fc.sample(moveLike, { seed: 7, numRuns: 2000 });
    const legal = samples.filter((s) => parsesAsMove(kono, POSITIONS, s));
    expect(legal.length).toBeGreaterThan(5);
  });
});

describe('fuzzing moves given as arbitrary values', () => {
  const anyMove = fc.oneof(
    fc.anything(),
    fc.record({
      kind: fc.constantFrom('step', 'capture', 'jump'),
      from: fc.integer({ min: -2, max: 17 }),
      to: fc.integer({ min: -2, max: 17 }),
    }),
    fc.record({ kind: fc.anything(), from: fc.anything(), to: fc.anything() }),
  );

  it('encodeMove gives an action in range or throws move/illegal', () => {
    fc.assert(
      fc.property(anyMove, (value) => {
        const action = encodedAction(kono, value);
        if (action !== undefined) {
          expect(kono.decodeMove(action)).toEqual({
            kind: (value as KonoMove).kind,
            from: (value as KonoMove).from,
            to: (value as KonoMove).to,
          });
        }
      }),
      params(1000),
    );
  });

  it('isLegal never throws, and play agrees with it, never changing the position', () => {
    fc.assert(
      fc.property(anyMove, fc.constantFrom(...POSITIONS), (value, pos) => checkPlayAgreesWithIsLegal(kono, pos, value)),
      params(1000),
    );
  });

  it('isLegal and play accept exactly the legal moves among all well-formed move objects', () => {
    for (const pos of POSITIONS) {
      const legal = new Set(kono.legalMoves(pos).map((m) => `${m.kind} ${m.from} ${m.to}`));
      for (const kind of ['step', 'capture'] as const) {
        for (let from = 0; from < 16; from++) {
          for (let to = 0; to < 16; to++) {
            const move: KonoMove = { kind, from, to };
            expect(kono.isLegal(pos, move)).toBe(legal.has(`${kind} ${from} ${to}`));
          }
        }
      }
    }
  });

  it('positions that are not Kono positions are refused with argument/invalid', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = attempt(() => kono.legalMoves(value as KonoPosition), ['argument/invalid']);
        // Only a real Kono position could pass, and fc.anything() never builds one.
        expect(result.ok).toBe(false);
        expect(kono.isLegal(value as KonoPosition, { kind: 'step', from: 0, to: 4 })).toBe(false);
      }),
      params(300),
    );
  });
});
