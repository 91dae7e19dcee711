import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gong, type GongMove, type GongPosition } from '../../src/gong/index.js';
import { gongAdapter } from '../../src/testing/index.js';
import { params } from '../support/fc.js';
import { arbCrowdedText, randomLine } from './helpers.js';

/*
 * Gong's own properties. The invariants every game shares (immutability, round trips, piece
 * conservation with placements and takes, the board's symmetries with and without the colours
 * swapped) and G6's push order run from the property kit in test/testing/kit.test.ts.
 */

const arbPlayed: fc.Arbitrary<GongPosition> = fc
  .tuple(fc.integer(), fc.nat(260), fc.constantFrom<'black' | 'white'>('black', 'white'))
  .map(([seed, plies, firstPlayer]) => randomLine(seed, plies, gong.start({ firstPlayer })).at(-1) ?? gong.start());
const arbAny: fc.Arbitrary<GongPosition> = fc.oneof(
  arbPlayed,
  arbCrowdedText.map((t) => gong.parsePosition(t)),
);

describe('play never mutates', () => {
  it('positions, their options and their history are frozen', () => {
    fc.assert(
      fc.property(arbAny, fc.nat(), (p, k) => {
        expect(Object.isFrozen(p)).toBe(true);
        expect(Object.isFrozen(p.options)).toBe(true);
        expect(Object.isFrozen(p.history)).toBe(true);
        const moves = gong.legalMoves(p);
        if (moves.length === 0) return;
        const before = gong.formatPosition(p);
        const q = gong.play(p, moves[k % moves.length] as GongMove);
        expect(Object.isFrozen(q) && Object.isFrozen(q.history)).toBe(true);
        expect(() => {
          (p as { board: string }).board = gong.formatPosition(q);
        }).toThrow();
        expect(p.board).toBe(before);
      }),
      params(60),
    );
  });
});

describe('symmetry', () => {
  it('the board declares the 48 symmetries of 24 radials: 24 keep the colours of the radials, 24 swap them', () => {
    expect(gong.board.symmetries).toHaveLength(48);
    expect(gongAdapter.symmetry?.symmetries).toHaveLength(24);
    expect(gongAdapter.symmetry?.colourSwaps.map((s) => s.name)).toContain('rotate1');
    expect(gongAdapter.symmetry?.colourSwaps).toHaveLength(24);
  });
});
