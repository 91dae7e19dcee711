import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Symmetry } from '../../src/index.js';
import { kono, type KonoMove } from '../../src/kono/index.js';
import { konoAdapter } from '../../src/testing/index.js';
import { params } from '../support/fc.js';
import { arbBoardText, arbPlayed, pieceCount, randomLine } from './helpers.js';

/*
 * Kono's own properties. The invariants every game shares (immutability, round trips, piece
 * conservation, board and colour symmetries) run from the property kit in test/testing/kit.test.ts.
 */

const symmetry = (name: string): Symmetry => {
  const s = kono.board.symmetries.find((x) => x.name === name);
  if (s === undefined) throw new Error(`no symmetry ${name}`);
  return s;
};

describe('piece conservation', () => {
  it('no colour ever has more than 8 pieces and the totals only fall', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        let total = 16;
        for (const pos of randomLine(seed, 80)) {
          const n = pieceCount(pos, 'black') + pieceCount(pos, 'white');
          expect(n).toBeLessThanOrEqual(total);
          expect(pieceCount(pos, 'black')).toBeLessThanOrEqual(8);
          expect(pieceCount(pos, 'white')).toBeLessThanOrEqual(8);
          total = n;
        }
      }),
      params(50),
    );
  });
});

describe('immutability', () => {
  it('a played position does not share mutable state with its predecessor', () => {
    fc.assert(
      fc.property(arbPlayed(), (pos) => {
        const moves = kono.legalMoves(pos);
        if (moves.length < 2) return;
        const a = kono.play(pos, moves[0] as KonoMove);
        const b = kono.play(pos, moves[1] as KonoMove);
        expect(kono.formatPosition(a)).not.toBe(kono.formatPosition(b));
        expect(kono.formatPosition(kono.play(pos, moves[0] as KonoMove))).toBe(kono.formatPosition(a));
      }),
      params(100),
    );
  });
});

describe('notation', () => {
  it('a move is written as its two points, with - for a step and x for a capture', () => {
    fc.assert(
      fc.property(arbPlayed(), (pos) => {
        for (const m of kono.legalMoves(pos))
          expect(kono.formatMove(pos, m)).toMatch(m.kind === 'capture' ? /^[a-d][1-4]x[a-d][1-4]$/ : /^[a-d][1-4]-[a-d][1-4]$/);
      }),
      params(200),
    );
  });

  it('equal keys mean equal position strings, and different strings different keys', () => {
    fc.assert(
      fc.property(arbBoardText, arbBoardText, (s, t) => {
        const a = kono.parsePosition(s);
        const b = kono.parsePosition(t);
        expect(kono.positionKey(a) === kono.positionKey(b)).toBe(s === t);
      }),
      params(300),
    );
  });
});

describe('board symmetries', () => {
  it('the board has the 8 symmetries of the square, each a distinct permutation of the 16 points', () => {
    const syms = kono.board.symmetries;
    expect(syms.map((s) => s.name).sort()).toEqual([
      'identity',
      'mirror-antidiagonal',
      'mirror-diagonal',
      'mirror-files',
      'mirror-ranks',
      'rotate180',
      'rotate270',
      'rotate90',
    ]);
    for (const s of syms) expect([...s.points].sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, i) => i));
    expect(new Set(syms.map((s) => s.points.join())).size).toBe(8);
    // Spot checks against the board's geometry: a1 is a corner, b2 an inner point.
    const a1 = kono.board.point('a1');
    expect(symmetry('rotate180').points[a1]).toBe(kono.board.point('d4'));
    expect(symmetry('mirror-ranks').points[a1]).toBe(kono.board.point('a4'));
    expect(symmetry('mirror-files').points[kono.board.point('b2')]).toBe(kono.board.point('c2'));
  });

  it('the start position is its own colour mirror, with White to move', () => {
    const text = konoAdapter.symmetry?.mapPosition(kono.formatPosition(kono.start()), symmetry('mirror-ranks'), true) ?? '';
    expect(text).toBe('wwww/wwww/bbbb/bbbb w');
    const image = kono.parsePosition(text);
    expect(kono.legalMoves(image).map((m) => kono.formatMove(image, m))).toEqual(['a4xa2', 'b4xb2', 'c4xc2', 'd4xd2']);
  });
});
