import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Symmetry } from '../../src/index.js';
import { agon, type AgonMove, type AgonPosition } from '../../src/agon/index.js';
import { agonAdapter } from '../../src/testing/index.js';
import { params } from '../support/fc.js';
import { arbPlayed, arbPositionText, at, name, randomLine, SETUPS } from './helpers.js';
import { colourOf, refFormat, refParse, type Letter } from './reference.js';

/*
 * Agon's own properties. The invariants every game shares (immutability, round trips, piece
 * conservation, board and colour symmetries) run from the property kit in test/testing/kit.test.ts.
 */

const symmetry = (n: string): Symmetry => {
  const s = agon.board.symmetries.find((x) => x.name === n);
  if (s === undefined) throw new Error(`no symmetry ${n}`);
  return s;
};

const sorted = (xs: string[]): string[] => [...xs].sort();

/** The cells a move empties besides its own from-cell: what it takes, by comparing boards. */
function takenBy(pos: AgonPosition, m: AgonMove, next: AgonPosition): number[] {
  const taken: number[] = [];
  for (let p = 0; p < agon.board.size; p++) {
    const before = agon.pieceAt(pos, p);
    const now = agon.pieceAt(next, p);
    if (m.kind === 'step' && p === m.from) continue;
    if (before !== undefined && (now === undefined || now.owner !== before.owner)) taken.push(p);
  }
  return taken.sort((a, b) => a - b);
}

/** Every letter of a position, wherever it is: board, held, unplaced. */
function material(text: string): string {
  const pos = refParse(text);
  return [...pos.cells.values(), ...pos.held, ...pos.unplaced].sort().join('');
}

describe('conservation (A1, A10)', () => {
  it('each side always has its Queen and six Guards on the board, held or unplaced', () => {
    for (const setup of SETUPS) {
      for (let seed = 1; seed <= 4; seed++) {
        for (const pos of randomLine(seed, 200, agon.start({ setup, displacementCapture: seed % 2 === 0 }))) {
          const text = agon.formatPosition(pos);
          expect(material(text), text).toBe('GGGGGGQggggggq');
          let onBoard = 0;
          for (let p = 0; p < 91; p++) if (agon.pieceAt(pos, p) !== undefined) onBoard++;
          expect(onBoard).toBe(refParse(text).cells.size);
        }
      }
    }
  });

  it('pieces change place only by the move, change hands only by capture and return', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          arbPlayed(),
          arbPositionText.map((t) => agon.parsePosition(t)),
        ),
        (pos) => {
          const before = refParse(agon.formatPosition(pos));
          const mover = agon.toMove(pos) === 'black' ? 'b' : 'w';
          for (const m of agon.legalMoves(pos)) {
            const next = agon.play(pos, m);
            const now = refParse(agon.formatPosition(next));
            expect(now.toMove).not.toBe(before.toMove);
            if (m.kind === 'pass') {
              expect(refFormat({ ...now, toMove: before.toMove })).toBe(refFormat(before));
              continue;
            }
            if (m.kind === 'place') {
              const put = now.cells.get(name(m.at));
              expect(put).toBeDefined();
              expect(before.cells.has(name(m.at))).toBe(false);
              // Own unplaced pieces first (A10); else a returned piece is the opponent's (A6).
              const ownUnplaced = before.unplaced.some((l) => colourOf(l) === mover);
              expect(colourOf(put as Letter) === mover).toBe(ownUnplaced);
              const list = ownUnplaced ? 'unplaced' : 'held';
              expect(now[list].length).toBe(before[list].length - 1);
              expect(now.cells.size).toBe(before.cells.size + 1);
              continue;
            }
            const taken = takenBy(pos, m, next);
            const piece = before.cells.get(name(m.from));
            expect(piece !== undefined && colourOf(piece) === mover).toBe(true);
            expect(now.cells.get(name(m.to))).toBe(piece);
            expect(now.cells.has(name(m.from))).toBe(false);
            // Everything taken was the opponent's and is now held; nothing else changed hands.
            const takenLetters = taken.map((p) => before.cells.get(name(p)) as Letter);
            expect(takenLetters.every((l) => colourOf(l) !== mover)).toBe(true);
            expect(sorted([...now.held])).toEqual(sorted([...before.held, ...takenLetters]));
            expect(now.unplaced).toEqual(before.unplaced);
            expect(now.cells.size).toBe(before.cells.size - taken.length);
          }
        },
      ),
      params(150),
    );
  });
});

describe('immutability', () => {
  it('positions, their options and their histories are frozen', () => {
    const pos = agon.play(agon.start(), { kind: 'step', from: at('f1'), to: at('f2') });
    expect(Object.isFrozen(pos)).toBe(true);
    expect(Object.isFrozen(pos.options)).toBe(true);
    expect(Object.isFrozen(pos.history)).toBe(true);
    expect(typeof pos.board).toBe('string');
    expect(() => {
      (pos as { board: string }).board = agon.formatPosition(agon.start());
    }).toThrow(TypeError);
    expect(agon.formatPosition(pos)).toBe('6/7/g6G/g7G/g8G/1q8Q/g8G/g7G/g6G/7/6 w - -');
  });

  it('positions played from the same one share nothing', () => {
    fc.assert(
      fc.property(arbPlayed(), (pos) => {
        const moves = agon.legalMoves(pos);
        if (moves.length < 2) return;
        const a = agon.play(pos, moves[0] as AgonMove);
        const b = agon.play(pos, moves[1] as AgonMove);
        expect(agon.formatPosition(a)).not.toBe(agon.formatPosition(b));
        expect(agon.formatPosition(agon.play(pos, moves[0] as AgonMove))).toBe(agon.formatPosition(a));
      }),
      params(100),
    );
  });
});

describe('notation and keys', () => {
  it('a move is written as a step with its captures, a placement or pass; notation reads back through white space', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          arbPlayed(),
          arbPositionText.map((t) => agon.parsePosition(t)),
        ),
        (pos) => {
          for (const m of agon.legalMoves(pos)) {
            const text = agon.formatMove(pos, m);
            expect(text).toMatch(/^(?:[a-l][0-9]+[-x][a-l][0-9]+(?:x[a-l][0-9]+)*|[QG]@[a-l][0-9]+|pass)$/);
            expect(agon.parseMove(pos, ` ${text}\n`)).toEqual(m);
          }
        },
      ),
      params(150),
    );
  });

  it('different position strings have different keys', () => {
    fc.assert(
      fc.property(arbPositionText, arbPositionText, (s, t) => {
        expect(agon.positionKey(agon.parsePosition(s)) === agon.positionKey(agon.parsePosition(t))).toBe(s === t);
      }),
      params(200),
    );
  });
});

describe('board symmetries', () => {
  it('the board has the 12 symmetries of the hexagon, each fixing f6 and the edge', () => {
    const syms = agon.board.symmetries;
    expect(syms).toHaveLength(12);
    expect(new Set(syms.map((s) => s.points.join())).size).toBe(12);
    const ring = agon.board.distances(at('f6'));
    for (const s of syms) {
      expect([...s.points].sort((a, b) => a - b)).toEqual(Array.from({ length: 91 }, (_, i) => i));
      expect(s.points[at('f6')]).toBe(at('f6'));
      for (let p = 0; p < 91; p++) expect(ring[s.points[p] ?? -1]).toBe(ring[p]);
    }
    // Spot checks: the half turn swaps the fixed setup's Queens, the identity comes first.
    expect(syms[0]?.name).toBe('identity');
    expect(name(symmetry('rotate180').points[at('f1')] ?? -1)).toBe('f11');
    expect(name(symmetry('rotate180').points[at('c1')] ?? -1)).toBe('i8');
  });
});

describe('colour symmetry', () => {
  it('the fixed, classic and placement starts are their own images under a half turn with the colours swapped, with White to move', () => {
    const swapped = (text: string): string => agonAdapter.symmetry?.mapPosition(text, symmetry('rotate180'), true) ?? '';
    for (const setup of SETUPS) {
      const text = agon.formatPosition(agon.start({ setup }));
      expect(swapped(text)).toBe(text.replace(' b ', ' w '));
    }
  });
});
