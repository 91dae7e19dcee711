import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Symmetry } from '../../src/index.js';
import { julgonu, type JulGonuMove, type JulGonuPosition } from '../../src/julgonu/index.js';
import { julgonuAdapter } from '../../src/testing/index.js';
import { params } from '../support/fc.js';
import { MODES, arbBoardText, arbPlayed, capturedBy, pieceCount, randomLine } from './helpers.js';

/*
 * Jul-Gonu's own properties. The invariants every game shares (immutability, round trips, piece
 * conservation, board and colour symmetries with their custodian captures) run from the property
 * kit in test/testing/kit.test.ts.
 */

const opponentOf = (p: JulGonuPosition): 'black' | 'white' => (julgonu.toMove(p) === 'black' ? 'white' : 'black');

/** The captured points a notation lists (everything after the step). */
function listedCaptures(notation: string): number[] {
  return notation
    .slice(5)
    .split('x')
    .filter((s) => s !== '')
    .map((name) => julgonu.board.point(name));
}

const moveKey = (m: JulGonuMove): string => `${m.from}-${m.to}`;

const symmetry = (name: string): Symmetry => {
  const s = julgonu.board.symmetries.find((x) => x.name === name);
  if (s === undefined) throw new Error(`no symmetry ${name}`);
  return s;
};

describe('piece conservation', () => {
  it('a step captures at most three pieces (J3), all the opponent’s', () => {
    fc.assert(
      fc.property(arbPlayed(), (pos) => {
        const enemy = opponentOf(pos);
        for (const m of julgonu.legalMoves(pos)) {
          const captures = listedCaptures(julgonu.formatMove(pos, m));
          // J3's geometry allows three at most (see the rulings).
          expect(captures.length).toBeLessThanOrEqual(3);
          for (const p of captures) expect(julgonu.pieceAt(pos, p)?.owner).toBe(enemy);
        }
      }),
      params(200),
    );
  });

  it('no colour ever has more than four pieces, and the totals only fall, by capture', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...MODES), (seed, noRepeat) => {
        let total = 8;
        for (const pos of randomLine(seed, 100, julgonu.start({ noRepeat }))) {
          const n = pieceCount(pos, 'black') + pieceCount(pos, 'white');
          expect(n).toBeLessThanOrEqual(total);
          expect(pieceCount(pos, 'black')).toBeLessThanOrEqual(4);
          expect(pieceCount(pos, 'white')).toBeLessThanOrEqual(4);
          total = n;
        }
      }),
      params(50),
    );
  });
});

describe('immutability', () => {
  it('positions, their options and histories are frozen, and so are the positions play gives', () => {
    fc.assert(
      fc.property(arbPlayed(), (pos) => {
        expect(Object.isFrozen(pos)).toBe(true);
        expect(Object.isFrozen(pos.options)).toBe(true);
        expect(Object.isFrozen(pos.history)).toBe(true);
        for (const m of julgonu.legalMoves(pos)) {
          const next = julgonu.play(pos, m);
          expect(Object.isFrozen(next) && Object.isFrozen(next.history)).toBe(true);
        }
      }),
      params(200),
    );
  });

  it('the move list handed out is the caller’s own: changing it changes nothing in the game', () => {
    const pos = julgonu.start();
    const moves = julgonu.legalMoves(pos) as JulGonuMove[];
    moves.length = 0;
    expect(julgonu.legalMoves(pos)).toHaveLength(4);
    const [first] = julgonu.legalMoves(pos);
    expect(Object.isFrozen(first)).toBe(true);
  });
});

describe('round-trips', () => {
  it('a move is written as its step and the points it captures; notation reads back through white space', () => {
    fc.assert(
      fc.property(arbPlayed(), (pos) => {
        for (const m of julgonu.legalMoves(pos)) {
          const text = julgonu.formatMove(pos, m);
          expect(text).toMatch(/^[a-d][1-4]-[a-d][1-4](x[a-d][1-4])*$/);
          expect(julgonu.parseMove(pos, ` ${text}\n`)).toEqual(m);
        }
      }),
      params(200),
    );
  });

  it('the listed captures are exactly the points the move empties besides its own', () => {
    fc.assert(
      fc.property(arbPlayed(), (pos) => {
        for (const m of julgonu.legalMoves(pos)) expect(capturedBy(pos, m)).toEqual(listedCaptures(julgonu.formatMove(pos, m)));
      }),
      params(200),
    );
  });

  it('a position string drops the history, which only ever forbids non-capturing steps (J4)', () => {
    fc.assert(
      fc.property(arbPlayed(), (pos) => {
        const back = julgonu.parsePosition(julgonu.formatPosition(pos), pos.options);
        const withHistory = julgonu.legalMoves(pos).map(moveKey);
        const fresh = julgonu.legalMoves(back);
        expect(fresh.map(moveKey).filter((k) => withHistory.includes(k))).toEqual(withHistory);
        for (const m of fresh) {
          if (!withHistory.includes(moveKey(m))) expect(julgonu.formatMove(back, m)).not.toContain('x');
        }
        if (pos.options.noRepeat === 'off') expect(fresh.map(moveKey)).toEqual(withHistory);
      }),
      params(200),
    );
  });

  it('equal keys mean equal position strings, and different strings different keys', () => {
    fc.assert(
      fc.property(arbBoardText, arbBoardText, (s, t) => {
        const a = julgonu.parsePosition(s);
        const b = julgonu.parsePosition(t);
        expect(julgonu.positionKey(a) === julgonu.positionKey(b)).toBe(s === t);
      }),
      params(300),
    );
  });
});

describe('board symmetries', () => {
  it('the board has the 8 symmetries of the square, each a distinct permutation of the 16 points', () => {
    const syms = julgonu.board.symmetries;
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
    const a1 = julgonu.board.point('a1');
    expect(symmetry('rotate180').points[a1]).toBe(julgonu.board.point('d4'));
    expect(symmetry('mirror-ranks').points[a1]).toBe(julgonu.board.point('a4'));
    expect(symmetry('mirror-diagonal').points[julgonu.board.point('b1')]).toBe(julgonu.board.point('a2'));
  });

  it('the start position is its own colour mirror, with White to move', () => {
    const text = julgonuAdapter.symmetry?.mapPosition(julgonu.formatPosition(julgonu.start()), symmetry('mirror-ranks'), true) ?? '';
    expect(text).toBe('wwww/4/4/bbbb w');
    const image = julgonu.parsePosition(text);
    expect(julgonu.legalMoves(image).map((m) => julgonu.formatMove(image, m))).toEqual(['a4-a3', 'b4-b3', 'c4-c3', 'd4-d3']);
  });
});
