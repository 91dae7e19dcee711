import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Symmetry } from '../../src/index.js';
import { kono, type KonoMove, type KonoPosition } from '../../src/kono/index.js';
import { params } from '../support/fc.js';
import { arbBoardText, arbPlayed, pieceCount, randomLine } from './helpers.js';
import { refFormat, type Cell, type Colour } from './reference.js';

const opponentOf = (p: KonoPosition): 'black' | 'white' => (kono.toMove(p) === 'black' ? 'white' : 'black');

/** The position with every piece moved by `points` (and colours swapped if asked). */
function mapPosition(pos: KonoPosition, points: readonly number[], swapColours: boolean): KonoPosition {
  const cells: Cell[] = new Array<Cell>(16).fill(null);
  for (let p = 0; p < 16; p++) {
    const owner = kono.pieceAt(pos, p)?.owner;
    if (owner === undefined) continue;
    const colour: Colour = (owner === 'black') !== swapColours ? 'b' : 'w';
    cells[points[p] ?? -1] = colour;
  }
  const black = kono.toMove(pos) === 'black';
  return kono.parsePosition(refFormat({ cells, toMove: black !== swapColours ? 'b' : 'w' }));
}

const moveKey = (m: KonoMove): string => `${m.kind} ${m.from} ${m.to}`;
const mapMove = (m: KonoMove, points: readonly number[]): string =>
  moveKey({ kind: m.kind, from: points[m.from] ?? -1, to: points[m.to] ?? -1 });
const sorted = (xs: string[]): string[] => [...xs].sort();

const symmetry = (name: string): Symmetry => {
  const s = kono.board.symmetries.find((x) => x.name === name);
  if (s === undefined) throw new Error(`no symmetry ${name}`);
  return s;
};

describe('piece conservation', () => {
  it('a step removes nothing; a capture removes exactly one enemy piece; the mover never loses one', () => {
    fc.assert(
      fc.property(arbPlayed(), (pos) => {
        const mover = kono.toMove(pos);
        const enemy = opponentOf(pos);
        for (const m of kono.legalMoves(pos)) {
          const next = kono.play(pos, m);
          expect(pieceCount(next, mover)).toBe(pieceCount(pos, mover));
          expect(pieceCount(next, enemy)).toBe(pieceCount(pos, enemy) - (m.kind === 'capture' ? 1 : 0));
          // Only the two points of the move change.
          for (let p = 0; p < 16; p++) {
            if (p === m.from || p === m.to) continue;
            expect(kono.pieceAt(next, p)).toEqual(kono.pieceAt(pos, p));
          }
          expect(kono.pieceAt(next, m.from)).toBeUndefined();
          expect(kono.pieceAt(next, m.to)?.owner).toBe(mover);
          expect(kono.pieceAt(pos, m.to)?.owner).toBe(m.kind === 'capture' ? enemy : undefined);
          expect(kono.toMove(next)).toBe(enemy);
          expect(next.ply).toBe(pos.ply + 1);
        }
      }),
      params(200),
    );
  });

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
  it('play never changes its input, whether the move is legal or refused', () => {
    fc.assert(
      fc.property(arbPlayed(), fc.nat(79), (pos, action) => {
        const text = kono.formatPosition(pos);
        const json = JSON.stringify(pos);
        for (const m of kono.legalMoves(pos)) kono.play(pos, m);
        try {
          kono.play(pos, kono.decodeMove(action));
        } catch {
          // Refusal is fine here; the point is that nothing changed.
        }
        expect(kono.formatPosition(pos)).toBe(text);
        expect(JSON.stringify(pos)).toBe(json);
      }),
      params(200),
    );
  });

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

describe('round-trips', () => {
  it('every legal move round-trips through notation and through its action index', () => {
    fc.assert(
      fc.property(arbPlayed(), (pos) => {
        for (const m of kono.legalMoves(pos)) {
          const text = kono.formatMove(pos, m);
          expect(text).toMatch(/^[a-d][1-4][-x][a-d][1-4]$/);
          expect(kono.parseMove(pos, text)).toEqual(m);
          const action = kono.encodeMove(m);
          expect(Number.isInteger(action) && action >= 0 && action < kono.actionCount).toBe(true);
          expect(kono.decodeMove(action)).toEqual(m);
          expect(kono.encodeMove(JSON.parse(JSON.stringify(m)) as KonoMove)).toBe(action);
          expect(kono.isLegal(pos, m)).toBe(true);
        }
      }),
      params(200),
    );
  });

  it('position strings round-trip, keeping the key and the player to move', () => {
    fc.assert(
      fc.property(arbPlayed(), (pos) => {
        const text = kono.formatPosition(pos);
        const back = kono.parsePosition(text);
        expect(kono.formatPosition(back)).toBe(text);
        expect(kono.positionKey(back)).toBe(kono.positionKey(pos));
        expect(kono.toMove(back)).toBe(kono.toMove(pos));
        expect(kono.legalMoves(back)).toEqual(kono.legalMoves(pos));
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
    expect(syms.map((s) => s.name).sort()).toEqual(
      ['identity', 'mirror-antidiagonal', 'mirror-diagonal', 'mirror-files', 'mirror-ranks', 'rotate180', 'rotate270', 'rotate90'],
    );
    for (const s of syms) expect([...s.points].sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, i) => i));
    expect(new Set(syms.map((s) => s.points.join())).size).toBe(8);
    // Spot checks against the board's geometry: a1 is a corner, b2 an inner point.
    const a1 = kono.board.point('a1');
    expect(symmetry('rotate180').points[a1]).toBe(kono.board.point('d4'));
    expect(symmetry('mirror-ranks').points[a1]).toBe(kono.board.point('a4'));
    expect(symmetry('mirror-files').points[kono.board.point('b2')]).toBe(kono.board.point('c2'));
  });

  it.each(kono.board.symmetries.map((s) => [s.name, s] as const))(
    '%s maps legal moves onto legal moves, captures onto captures, and keeps the outcome',
    (_name, sym) => {
      const check = (pos: KonoPosition): void => {
        const image = mapPosition(pos, sym.points, false);
        const expected = kono.legalMoves(pos).map((m) => mapMove(m, sym.points));
        expect(sorted(kono.legalMoves(image).map(moveKey))).toEqual(sorted(expected));
        expect(kono.outcome(image)).toEqual(kono.outcome(pos));
        for (const m of kono.legalMoves(pos)) {
          const mapped = { kind: m.kind, from: sym.points[m.from] ?? -1, to: sym.points[m.to] ?? -1 };
          expect(kono.formatPosition(kono.play(image, mapped))).toBe(
            kono.formatPosition(mapPosition(kono.play(pos, m), sym.points, false)),
          );
        }
      };
      fc.assert(fc.property(arbPlayed(), check), params(60));
      fc.assert(fc.property(arbBoardText.map((t) => kono.parsePosition(t)), check), params(60));
    },
  );
});

describe('colour symmetry', () => {
  it('mirroring the ranks and swapping colours and the side to move maps legal moves to legal moves and swaps the winner', () => {
    const mirror = symmetry('mirror-ranks').points;
    const check = (pos: KonoPosition): void => {
      const image = mapPosition(pos, mirror, true);
      expect(kono.toMove(image)).toBe(opponentOf(pos));
      const expected = kono.legalMoves(pos).map((m) => mapMove(m, mirror));
      expect(sorted(kono.legalMoves(image).map(moveKey))).toEqual(sorted(expected));
      const outcome = kono.outcome(pos);
      const swapped =
        outcome === undefined
          ? undefined
          : { winner: outcome.winner === 'black' ? 'white' : outcome.winner === 'white' ? 'black' : null, reason: outcome.reason };
      expect(kono.outcome(image)).toEqual(swapped);
    };
    fc.assert(fc.property(arbPlayed(), check), params(200));
    fc.assert(fc.property(arbBoardText.map((t) => kono.parsePosition(t)), check), params(300));
  });

  it('the start position is its own colour mirror, with White to move', () => {
    const start = kono.start();
    const image = mapPosition(start, symmetry('mirror-ranks').points, true);
    expect(kono.formatPosition(image)).toBe('wwww/wwww/bbbb/bbbb w');
    expect(kono.legalMoves(image).map((m) => kono.formatMove(image, m))).toEqual(['a4xa2', 'b4xb2', 'c4xc2', 'd4xd2']);
  });
});
