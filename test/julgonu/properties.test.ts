import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Symmetry } from '../../src/index.js';
import { julgonu, type JulGonuMove, type JulGonuPosition } from '../../src/julgonu/index.js';
import { params } from '../support/fc.js';
import { MODES, arbBoardText, arbPlayed, capturedBy, pieceCount, randomLine } from './helpers.js';
import { refFormat, type Cell, type Colour } from './reference.js';

const opponentOf = (p: JulGonuPosition): 'black' | 'white' => (julgonu.toMove(p) === 'black' ? 'white' : 'black');

/** The captured points a notation lists (everything after the step). */
function listedCaptures(notation: string): number[] {
  return notation
    .slice(5)
    .split('x')
    .filter((s) => s !== '')
    .map((name) => julgonu.board.point(name));
}

/** The position (without history) with every piece moved by `points`, colours and side swapped if asked. */
function mapPosition(pos: JulGonuPosition, points: readonly number[], swapColours: boolean): JulGonuPosition {
  const cells: Cell[] = new Array<Cell>(16).fill(null);
  for (let p = 0; p < 16; p++) {
    const owner = julgonu.pieceAt(pos, p)?.owner;
    if (owner === undefined) continue;
    const colour: Colour = (owner === 'black') !== swapColours ? 'b' : 'w';
    cells[points[p] ?? -1] = colour;
  }
  const black = julgonu.toMove(pos) === 'black';
  return julgonu.parsePosition(refFormat({ cells, toMove: black !== swapColours ? 'b' : 'w' }));
}

const moveKey = (m: JulGonuMove): string => `${m.from}-${m.to}`;
const mapMove = (m: JulGonuMove, points: readonly number[]): JulGonuMove => ({ from: points[m.from] ?? -1, to: points[m.to] ?? -1 });
const sorted = (xs: string[]): string[] => [...xs].sort();

const symmetry = (name: string): Symmetry => {
  const s = julgonu.board.symmetries.find((x) => x.name === name);
  if (s === undefined) throw new Error(`no symmetry ${name}`);
  return s;
};

/** A position without history: the board of a played position, or an arbitrary one. */
const arbFresh: fc.Arbitrary<JulGonuPosition> = fc.oneof(
  arbPlayed().map((p) => julgonu.parsePosition(julgonu.formatPosition(p))),
  arbBoardText.map((t) => julgonu.parsePosition(t)),
);

describe('piece conservation', () => {
  it('the mover never loses a piece; the opponent loses exactly the listed captures, which were its pieces; nothing else changes', () => {
    fc.assert(
      fc.property(arbPlayed(), (pos) => {
        const mover = julgonu.toMove(pos);
        const enemy = opponentOf(pos);
        for (const m of julgonu.legalMoves(pos)) {
          const notation = julgonu.formatMove(pos, m);
          const captures = listedCaptures(notation);
          // J3's geometry allows three at most (see the rulings).
          expect(captures.length).toBeLessThanOrEqual(3);
          const next = julgonu.play(pos, m);
          expect(pieceCount(next, mover)).toBe(pieceCount(pos, mover));
          expect(pieceCount(next, enemy)).toBe(pieceCount(pos, enemy) - captures.length);
          for (let p = 0; p < 16; p++) {
            const before = julgonu.pieceAt(pos, p)?.owner;
            const now = julgonu.pieceAt(next, p)?.owner;
            if (p === m.from) {
              expect(before).toBe(mover);
              expect(now).toBeUndefined();
            } else if (p === m.to) {
              expect(before).toBeUndefined();
              expect(now).toBe(mover);
            } else if (captures.includes(p)) {
              expect(before).toBe(enemy);
              expect(now).toBeUndefined();
            } else {
              expect(now).toBe(before);
            }
          }
          expect(julgonu.toMove(next)).toBe(enemy);
          expect(next.ply).toBe(pos.ply + 1);
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
  it('positions, their states and histories are frozen; play never changes its input, legal or refused', () => {
    fc.assert(
      fc.property(arbPlayed(), fc.nat(47), (pos, action) => {
        expect(Object.isFrozen(pos)).toBe(true);
        expect(Object.isFrozen(pos.state)).toBe(true);
        expect(Object.isFrozen(pos.options)).toBe(true);
        expect(Object.isFrozen(pos.history)).toBe(true);
        const text = julgonu.formatPosition(pos);
        const json = JSON.stringify(pos);
        const legal = julgonu.legalMoves(pos).map((m) => julgonu.formatMove(pos, m));
        for (const m of julgonu.legalMoves(pos)) {
          const next = julgonu.play(pos, m);
          expect(Object.isFrozen(next) && Object.isFrozen(next.state)).toBe(true);
        }
        try {
          julgonu.play(pos, julgonu.decodeMove(action));
        } catch {
          // Refusal is fine here; the point is that nothing changed.
        }
        expect(julgonu.formatPosition(pos)).toBe(text);
        expect(JSON.stringify(pos)).toBe(json);
        expect(julgonu.legalMoves(pos).map((m) => julgonu.formatMove(pos, m))).toEqual(legal);
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
  it('every legal move round-trips through notation and through its action index', () => {
    fc.assert(
      fc.property(arbPlayed(), (pos) => {
        for (const m of julgonu.legalMoves(pos)) {
          const text = julgonu.formatMove(pos, m);
          expect(text).toMatch(/^[a-d][1-4]-[a-d][1-4](x[a-d][1-4])*$/);
          expect(julgonu.parseMove(pos, text)).toEqual(m);
          expect(julgonu.parseMove(pos, ` ${text}\n`)).toEqual(m);
          const action = julgonu.encodeMove(m);
          expect(Number.isInteger(action) && action >= 0 && action < julgonu.actionCount).toBe(true);
          expect(julgonu.decodeMove(action)).toEqual(m);
          expect(julgonu.encodeMove(JSON.parse(JSON.stringify(m)) as JulGonuMove)).toBe(action);
          expect(julgonu.isLegal(pos, m)).toBe(true);
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

  it('position strings round-trip, keeping the key and the player to move; history only ever removes non-capturing steps', () => {
    fc.assert(
      fc.property(arbPlayed(), (pos) => {
        const text = julgonu.formatPosition(pos);
        const back = julgonu.parsePosition(text, pos.options);
        expect(julgonu.formatPosition(back)).toBe(text);
        expect(julgonu.positionKey(back)).toBe(julgonu.positionKey(pos));
        expect(julgonu.toMove(back)).toBe(julgonu.toMove(pos));
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

describe('custodian capture symmetry', () => {
  it('the board has the 8 symmetries of the square, each a distinct permutation of the 16 points', () => {
    const syms = julgonu.board.symmetries;
    expect(syms.map((s) => s.name).sort()).toEqual(
      ['identity', 'mirror-antidiagonal', 'mirror-diagonal', 'mirror-files', 'mirror-ranks', 'rotate180', 'rotate270', 'rotate90'],
    );
    for (const s of syms) expect([...s.points].sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, i) => i));
    expect(new Set(syms.map((s) => s.points.join())).size).toBe(8);
    const a1 = julgonu.board.point('a1');
    expect(symmetry('rotate180').points[a1]).toBe(julgonu.board.point('d4'));
    expect(symmetry('mirror-ranks').points[a1]).toBe(julgonu.board.point('a4'));
    expect(symmetry('mirror-diagonal').points[julgonu.board.point('b1')]).toBe(julgonu.board.point('a2'));
  });

  it.each(julgonu.board.symmetries.map((s) => [s.name, s] as const))(
    '%s maps legal moves onto legal moves and each move’s captures onto the mapped move’s captures',
    (_name, sym) => {
      let captures = 0;
      fc.assert(
        fc.property(arbFresh, (pos) => {
          const image = mapPosition(pos, sym.points, false);
          const expected = julgonu.legalMoves(pos).map((m) => moveKey(mapMove(m, sym.points)));
          expect(sorted(julgonu.legalMoves(image).map(moveKey))).toEqual(sorted(expected));
          expect(julgonu.outcome(image)).toEqual(julgonu.outcome(pos));
          for (const m of julgonu.legalMoves(pos)) {
            const taken = capturedBy(pos, m);
            captures += taken.length;
            const mapped = mapMove(m, sym.points);
            expect(sorted(capturedBy(image, mapped).map(String))).toEqual(sorted(taken.map((p) => String(sym.points[p]))));
            expect(julgonu.formatPosition(julgonu.play(image, mapped))).toBe(
              julgonu.formatPosition(mapPosition(julgonu.play(pos, m), sym.points, false)),
            );
          }
        }),
        params(200),
      );
      // The property is about captures: make sure the positions had some.
      expect(captures).toBeGreaterThan(20);
    },
  );

  it('mirroring the ranks and swapping colours and the side to move maps moves and captures alike and swaps the winner', () => {
    const mirror = symmetry('mirror-ranks').points;
    let finished = 0;
    fc.assert(
      fc.property(arbFresh, (pos) => {
        const image = mapPosition(pos, mirror, true);
        expect(julgonu.toMove(image)).toBe(opponentOf(pos));
        const expected = julgonu.legalMoves(pos).map((m) => moveKey(mapMove(m, mirror)));
        expect(sorted(julgonu.legalMoves(image).map(moveKey))).toEqual(sorted(expected));
        for (const m of julgonu.legalMoves(pos)) {
          expect(sorted(capturedBy(image, mapMove(m, mirror)).map(String))).toEqual(sorted(capturedBy(pos, m).map((p) => String(mirror[p]))));
        }
        const outcome = julgonu.outcome(pos);
        if (outcome !== undefined) finished++;
        const swapped =
          outcome === undefined
            ? undefined
            : { winner: outcome.winner === 'black' ? 'white' : outcome.winner === 'white' ? 'black' : null, reason: outcome.reason };
        expect(julgonu.outcome(image)).toEqual(swapped);
      }),
      params(300),
    );
    expect(finished).toBeGreaterThan(10);
  });

  it('the start position is its own colour mirror, with White to move', () => {
    const image = mapPosition(julgonu.start(), symmetry('mirror-ranks').points, true);
    expect(julgonu.formatPosition(image)).toBe('wwww/4/4/bbbb w');
    expect(julgonu.legalMoves(image).map((m) => julgonu.formatMove(image, m))).toEqual(['a4-a3', 'b4-b3', 'c4-c3', 'd4-d3']);
  });
});
