import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRulesError, type ErrorCode } from '../../src/index.js';
import { agon, type AgonMove, type AgonPosition } from '../../src/agon/index.js';
import { params } from '../support/fc.js';
import { arbPositionText, build } from './helpers.js';

/** Runs `fn`; a RulesError with one of `codes` is fine, anything else thrown fails the property. */
function attempt<T>(fn: () => T, codes: readonly ErrorCode[]): { ok: true; value: T } | { ok: false } {
  try {
    return { ok: true, value: fn() };
  } catch (error) {
    if (isRulesError(error) && codes.includes(error.code)) return { ok: false };
    throw error;
  }
}

const wrap = (inner: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.tuple(fc.constantFrom('', ' ', '\t', '\n '), inner, fc.constantFrom('', ' ', '\n')).map(([a, s, b]) => a + s + b);

/** Strings over the alphabet of Agon notation and position strings, to get past the first character. */
const grammarish = fc.string({ unit: fc.constantFrom(...'abcdefghijklqgQGKbw0123456789-/@x^ pass'.split('')), maxLength: 48 });

/** Near-misses of valid position strings: a real one with a few characters changed, dropped or added. */
const mutatedPosition = fc
  .tuple(arbPositionText, fc.array(fc.tuple(fc.nat(60), fc.constantFrom(...'qgQGbw-0123456789/ '.split('')), fc.nat(2)), { maxLength: 3 }))
  .map(([text, edits]) =>
    edits.reduce((s, [i, c, op]) => {
      const k = i % (s.length + 1);
      return op === 0 ? s.slice(0, k) + c + s.slice(k + 1) : op === 1 ? s.slice(0, k) + s.slice(k + 1) : s.slice(0, k) + c + s.slice(k);
    }, text),
  );

/** The same near-misses aimed at the last fields (side to move, held, unplaced), where the board's length does not dilute them. */
const mutatedTail = fc
  .tuple(arbPositionText, fc.array(fc.tuple(fc.nat(24), fc.constantFrom(...'qgQGbw- '.split('')), fc.nat(2)), { minLength: 1, maxLength: 2 }))
  .map(([text, edits]) =>
    edits.reduce((s, [i, c, op]) => {
      const k = Math.max(0, s.length - 1 - i);
      return op === 0 ? s.slice(0, k) + c + s.slice(k + 1) : op === 1 ? s.slice(0, k) + s.slice(k + 1) : s.slice(0, k) + c + s.slice(k);
    }, text),
  );

const POSITIONS: AgonPosition[] = [
  agon.start(),
  agon.start({ setup: 'placement' }),
  agon.parsePosition('g5/7/8/5g3/4qG4/3gg1G4/3Q1Gg3/4Gg3/8/7/GG4 b - -'),
  agon.parsePosition('6/7/8/5g3/4QG4/4g1Gg3/3q1Gg3/5g3/8/7/GGG3 w g -'),
  agon.parsePosition('qG4/GG5/8/9/10/11/10/9/8/7/GGG2Q b gggggg -', { displacementCapture: false }),
  // Finished: move/game-over is a valid answer.
  agon.parsePosition(build({ f6: 'q', f7: 'g', g6: 'g', g5: 'g', f5: 'g', e5: 'g', e6: 'g' }, 'w')),
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

const positionCodes: ErrorCode[] = ['position/syntax', 'position/invalid'];
const moveCodes: ErrorCode[] = ['notation/syntax', 'move/illegal', 'move/game-over'];

function checkPositionText(text: string): void {
  const result = attempt(() => agon.parsePosition(text), positionCodes);
  if (result.ok) {
    expect(agon.formatPosition(result.value)).toBe(text.trim());
    expect(agon.legalMoves(result.value).length).toBeLessThanOrEqual(agon.maxMoves);
  }
}

function checkMoveText(text: string): void {
  for (const pos of POSITIONS) {
    const result = attempt(() => agon.parseMove(pos, text), moveCodes);
    if (result.ok) {
      expect(agon.formatMove(pos, result.value)).toBe(text.trim());
      expect(agon.isLegal(pos, result.value)).toBe(true);
    }
  }
}

describe('fuzzing parsePosition', () => {
  it.each<[string, fc.Arbitrary<string>, number]>([
    ['arbitrary strings', fc.string(), 300],
    ['arbitrary binary strings', fc.string({ unit: 'binary' }), 300],
    ['grammar-ish strings', wrap(grammarish), 600],
    ['mutated position strings', wrap(mutatedPosition), 1500],
    ['position strings with mutated last fields', wrap(mutatedTail), 1500],
  ])('%s: a valid position that round-trips, or a position error', (_what, arb, runs) => {
    fc.assert(fc.property(arb, checkPositionText), params(runs));
  });

  it('the mutated strings do reach both outcomes', () => {
    const samples = fc.sample(mutatedPosition, { seed: 7, numRuns: 400 });
    const parsed = samples.filter((s) => attempt(() => agon.parsePosition(s), positionCodes).ok);
    expect(parsed.length).toBeGreaterThan(20);
    expect(parsed.length).toBeLessThan(samples.length);
  });
});

describe('fuzzing parseMove', () => {
  it.each<[string, fc.Arbitrary<string>, number]>([
    ['arbitrary strings', fc.string(), 200],
    ['arbitrary binary strings', fc.string({ unit: 'binary' }), 200],
    ['grammar-ish strings', wrap(grammarish), 400],
    ['move-like strings', wrap(moveLike), 800],
  ])('%s: a legal move that round-trips, or a move error', (_what, arb, runs) => {
    fc.assert(fc.property(arb, checkMoveText), params(runs));
  });

  it('the move-like strings do reach legal moves', () => {
    const samples = fc.sample(moveLike, { seed: 7, numRuns: 1000 });
    const legal = samples.filter((s) => POSITIONS.some((p) => attempt(() => agon.parseMove(p, s), moveCodes).ok));
    expect(legal.length).toBeGreaterThan(50);
  });
});

describe('fuzzing moves given as arbitrary values', () => {
  const anyMove = fc.oneof(
    fc.anything(),
    fc.record({ kind: fc.constantFrom('step', 'place', 'pass', 'jump'), from: fc.integer({ min: -2, max: 92 }), to: fc.integer({ min: -2, max: 92 }) }),
    fc.record({ kind: fc.constant('place'), piece: fc.constantFrom('queen', 'guard', 'king', 'Q'), at: fc.integer({ min: -2, max: 92 }) }),
    fc.record({ kind: fc.anything(), from: fc.anything(), to: fc.anything(), piece: fc.anything(), at: fc.anything() }),
  );

  it('encodeMove gives an action in range that decodes to the same move, or throws move/illegal', () => {
    fc.assert(
      fc.property(anyMove, (value) => {
        const result = attempt(() => agon.encodeMove(agon.start(), value as AgonMove), ['move/illegal']);
        if (!result.ok) return;
        expect(Number.isInteger(result.value) && result.value >= 0 && result.value < agon.actionCount).toBe(true);
        const decoded = agon.decodeMove(agon.start(), result.value);
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
      fc.property(anyMove, fc.constantFrom(...POSITIONS), (value, pos) => {
        const before = JSON.stringify(pos);
        const legal = agon.isLegal(pos, value as AgonMove);
        const result = attempt(() => agon.play(pos, value as AgonMove), ['move/illegal', 'move/game-over']);
        expect(result.ok).toBe(legal);
        if (result.ok) expect(result.value.ply).toBe(pos.ply + 1);
        expect(JSON.stringify(pos)).toBe(before);
      }),
      params(1000),
    );
  });

  it('isLegal accepts exactly the legal moves among all actions', () => {
    for (const pos of POSITIONS) {
      const legal = new Set(agon.legalMoves(pos).map((m) => agon.encodeMove(pos, m)));
      for (let action = 0; action < agon.actionCount; action++) {
        expect(agon.isLegal(pos, agon.decodeMove(pos, action)), `${agon.formatPosition(pos)} ${action}`).toBe(legal.has(action));
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
