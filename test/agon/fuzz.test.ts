import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agon, type AgonPosition } from '../../src/agon/index.js';
import { attempt, thrownCode } from '../support/errors.js';
import { params } from '../support/fc.js';
import {
  checkMoveText,
  checkPlayAgreesWithIsLegal,
  checkPositionText,
  encodedAction,
  mutated,
  mutatedTail,
  parsesAsMove,
  parsesAsPosition,
  wrap,
  type FuzzRow,
} from '../support/fuzz.js';
import { arbHistoricalText, arbPositionText, build, buildHistorical } from './helpers.js';

/** Strings over the alphabet of Agon notation and position strings, to get past the first character. */
const grammarish = fc.string({ unit: fc.constantFrom(...'abcdefghijklqgQGKbw0123456789-/@x^ pass'.split('')), maxLength: 48 });

/** Near-misses of valid position strings: a real one with a few characters changed, dropped or added. */
const mutatedPosition = mutated(arbPositionText, 'qgQGbw-0123456789/ ', 60);

/** The same near-misses aimed at the last fields (side to move, held, unplaced), where the board's length does not dilute them. */
const mutatedLastFields = mutatedTail(arbPositionText, 'qgQGbw- ', 24);

const POSITIONS: AgonPosition[] = [
  agon.start(),
  agon.start({ setup: 'placement' }),
  agon.parsePosition('g5/7/8/5g3/4qG4/3gg1G4/3Q1Gg3/4Gg3/8/7/GG4 b - -'),
  agon.parsePosition('6/7/8/5g3/4QG4/4g1Gg3/3q1Gg3/5g3/8/7/GGG3 w g -'),
  agon.parsePosition('qG4/GG5/8/9/10/11/10/9/8/7/GGG2Q b gggggg -', { displacementCapture: false }),
  // Finished: move/game-over is a valid answer.
  agon.parsePosition(build({ f6: 'q', f7: 'g', g6: 'g', g5: 'g', f5: 'g', e5: 'g', e6: 'g' }, 'w')),
  // The historical variant: its start, a release of a captured Queen, of captured Guards.
  agon.start({ variant: 'historical' }),
  agon.parsePosition(buildHistorical({ f6: 'q', g5: 'Q*', f5: 'G*', e5: 'g' }, 'w'), { variant: 'historical' }),
  agon.parsePosition(buildHistorical({ f6: 'q', g5: 'G*', f5: 'G*', e5: 'g' }, 'w'), { variant: 'historical' }),
];

const cell = fc.constantFrom('a1', 'a6', 'b2', 'e5', 'e6', 'f5', 'f6', 'f7', 'f11', 'g5', 'g6', 'l6', 'k7', 'j1', 'f12', 'a0', 'm1', 'f');
/** Near-misses of moves: real legal moves, and cells with separators, captures and piece letters. */
const moveLike = fc.oneof(
  fc.constantFrom(...POSITIONS.flatMap((p) => agon.legalMoves(p).map((m) => agon.formatMove(p, m)))),
  fc
    .tuple(cell, fc.constantFrom('-', 'x', '', '–'), cell, fc.array(fc.tuple(fc.constantFrom('x', 'x', '^', '-'), cell), { maxLength: 3 }))
    .map(([a, sep, b, rest]) => a + sep + b + rest.map(([s, c]) => s + c).join('')),
  fc.tuple(fc.constantFrom('Q', 'G', 'q', 'g', 'K', '', 'QG'), fc.constantFrom('@', ''), cell).map((parts) => parts.join('')),
  fc.constantFrom('pass', 'Pass', 'pass ', 'passx', '-'),
);

describe('fuzzing parsePosition', () => {
  it.each<FuzzRow>([
    ['arbitrary strings', fc.string(), 300],
    ['arbitrary binary strings', fc.string({ unit: 'binary' }), 300],
    ['grammar-ish strings', wrap(grammarish), 600],
    ['mutated position strings', wrap(mutatedPosition), 1500],
    ['position strings with mutated last fields', wrap(mutatedLastFields), 1500],
  ])('%s: a valid position that round-trips, or a position error', (_what, arb, runs) => {
    fc.assert(
      fc.property(arb, (text) => checkPositionText(agon, text)),
      params(runs),
    );
  });

  it('the mutated strings do reach both outcomes', () => {
    const samples = fc.sample(mutatedPosition, { seed: 7, numRuns: 400 });
    const parsed = samples.filter((s) => parsesAsPosition(agon, s));
    expect(parsed.length).toBeGreaterThan(20);
    expect(parsed.length).toBeLessThan(samples.length);
  });
});

/** Near-misses of the historical variant's strings, with captured marks moved, doubled or dropped. */
const mutatedHistorical = mutated(arbHistoricalText, 'qgQGbw-0123456789/ **', 60);

describe('fuzzing the historical variant’s position strings (captured marks)', () => {
  it.each<FuzzRow>([
    ['grammar-ish strings', wrap(fc.string({ unit: fc.constantFrom(...'qgQG*bw0123456789-/ '.split('')), maxLength: 60 })), 400],
    ['mutated position strings', wrap(mutatedHistorical), 1500],
  ])('%s: a valid position that round-trips, or a position error', (_what, arb, runs) => {
    fc.assert(
      fc.property(arb, (text) => checkPositionText(agon, text, { variant: 'historical' })),
      params(runs),
    );
  });

  it('the mutated strings do reach both outcomes', () => {
    const samples = fc.sample(mutatedHistorical, { seed: 7, numRuns: 400 });
    const parsed = samples.filter((s) => parsesAsPosition(agon, s, { variant: 'historical' }));
    expect(parsed.length).toBeGreaterThan(20);
    expect(parsed.length).toBeLessThan(samples.length);
  });

  it('a valid string of the variant with a captured piece is refused by the seed’s variant, with position/invalid', () => {
    fc.assert(
      fc.property(arbHistoricalText, (text) => {
        if (text.includes('*')) expect(thrownCode(() => agon.parsePosition(text))).toBe('position/invalid');
      }),
      params(300),
    );
  });
});

describe('fuzzing parseMove', () => {
  it.each<FuzzRow>([
    ['arbitrary strings', fc.string(), 200],
    ['arbitrary binary strings', fc.string({ unit: 'binary' }), 200],
    ['grammar-ish strings', wrap(grammarish), 400],
    ['move-like strings', wrap(moveLike), 800],
  ])('%s: a legal move that round-trips, or a move error', (_what, arb, runs) => {
    fc.assert(
      fc.property(arb, (text) => checkMoveText(agon, POSITIONS, text)),
      params(runs),
    );
  });

  it('the move-like strings do reach legal moves', () => {
    const samples = fc.sample(moveLike, { seed: 7, numRuns: 1000 });
    const legal = samples.filter((s) => parsesAsMove(agon, POSITIONS, s));
    expect(legal.length).toBeGreaterThan(50);
  });
});

describe('fuzzing moves given as arbitrary values', () => {
  const anyMove = fc.oneof(
    fc.anything(),
    fc.record({
      kind: fc.constantFrom('step', 'place', 'pass', 'jump'),
      from: fc.integer({ min: -2, max: 92 }),
      to: fc.integer({ min: -2, max: 92 }),
    }),
    fc.record({ kind: fc.constant('place'), piece: fc.constantFrom('queen', 'guard', 'king', 'Q'), at: fc.integer({ min: -2, max: 92 }) }),
    fc.record({ kind: fc.anything(), from: fc.anything(), to: fc.anything(), piece: fc.anything(), at: fc.anything() }),
  );

  it('encodeMove gives an action in range that decodes to the same move, or throws move/illegal', () => {
    fc.assert(
      fc.property(anyMove, (value) => {
        const action = encodedAction(agon, value);
        if (action === undefined) return;
        const decoded = agon.decodeMove(action);
        const v = value as Record<string, unknown>;
        expect(decoded.kind).toBe(v['kind']);
        if (decoded.kind === 'step') expect([decoded.from, decoded.to]).toEqual([v['from'], v['to']]);
        if (decoded.kind === 'place') expect([decoded.piece, decoded.at]).toEqual([v['piece'], v['at']]);
      }),
      params(1000),
    );
  });

  it('isLegal never throws, and play agrees with it, never changing the position', () => {
    fc.assert(
      fc.property(anyMove, fc.constantFrom(...POSITIONS), (value, pos) => checkPlayAgreesWithIsLegal(agon, pos, value)),
      params(1000),
    );
  });

  it('isLegal accepts exactly the legal moves among all actions', () => {
    for (const pos of POSITIONS) {
      const legal = new Set(agon.legalMoves(pos).map((m) => agon.encodeMove(m)));
      for (let action = 0; action < agon.actionCount; action++) {
        expect(agon.isLegal(pos, agon.decodeMove(action)), `${agon.formatPosition(pos)} ${action}`).toBe(legal.has(action));
      }
    }
  });

  it('values that are not Agon positions are refused with argument/invalid', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(attempt(() => agon.legalMoves(value as AgonPosition), ['argument/invalid']).ok).toBe(false);
        expect(agon.isLegal(value as AgonPosition, { kind: 'pass' })).toBe(false);
      }),
      params(300),
    );
  });
});
