import { describe, expect, it } from 'vitest';
import { isRulesError, ringsAndRadials, type Board } from '../../src/index.js';

const LETTERS = 'abcdefghijklmnopqrstuvwx';
const board: Board = ringsAndRadials(13, 24, 'gon');
const p = (r: number, k: number): number => (k === 0 ? 0 : 1 + (((r % 24) + 24) % 24) * 13 + (k - 1));
const IN = board.direction('inward');
const OUT = board.direction('outward');
const LEFT = board.direction('left');
const RIGHT = board.direction('right');

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (isRulesError(e)) return e.code;
    throw e;
  }
  return 'no error';
}

describe('ringsAndRadials(13, 24): the Gong board', () => {
  it('has 313 points: gon, a1…a13, b1…, x13 in that order', () => {
    expect(board.size).toBe(313);
    const names = ['gon'];
    for (const l of LETTERS) for (let k = 1; k <= 13; k++) names.push(`${l}${k}`);
    expect(board.names).toEqual(names);
    expect(board.point('gon')).toBe(0);
    expect(board.point('a1')).toBe(1);
    expect(board.point('b1')).toBe(14);
    expect(board.point('x13')).toBe(312);
    expect(board.indexOf('y1')).toBe(-1);
    expect(board.indexOf('a14')).toBe(-1);
    expect(board.indexOf('a0')).toBe(-1);
    expect(board.directions).toEqual(['inward', 'outward', 'left', 'right']);
  });

  it('neighbours: inward one ring lower (the Gon from ring 1), outward up to ring 13, left = next radial, right = previous, wrapping', () => {
    for (let r = 0; r < 24; r++) {
      for (let k = 1; k <= 13; k++) {
        const q = p(r, k);
        expect(board.neighbour(q, IN)).toBe(k === 1 ? 0 : p(r, k - 1));
        expect(board.neighbour(q, OUT)).toBe(k === 13 ? -1 : p(r, k + 1));
        expect(board.neighbour(q, LEFT)).toBe(p(r + 1, k));
        expect(board.neighbour(q, RIGHT)).toBe(p(r - 1, k));
      }
    }
    expect(board.name(board.neighbour(board.point('x7'), LEFT))).toBe('a7');
    expect(board.name(board.neighbour(board.point('a7'), RIGHT))).toBe('x7');
    expect(board.name(board.neighbour(board.point('a1'), IN))).toBe('gon');
    expect(board.neighbour(board.point('c13'), OUT)).toBe(-1);
  });

  it('the Gon has no neighbours, but its spokes are the 24 ring-1 points', () => {
    for (let d = 0; d < 4; d++) expect(board.neighbour(0, d)).toBe(-1);
    expect(board.spokes(0)).toEqual(Array.from({ length: 24 }, (_, r) => p(r, 1)));
    expect(board.spokes(p(3, 1))).toEqual([]);
    expect(board.distances(p(5, 13))[0]).toBe(13);
  });

  it('has 48 symmetries, each an automorphism (mirrors swap left and right)', () => {
    expect(board.symmetries.length).toBe(48);
    expect(board.symmetries[0]?.name).toBe('identity');
    const seen = new Set<string>();
    for (const s of board.symmetries) {
      expect(s.points[0]).toBe(0);
      expect(new Set(s.points).size).toBe(313);
      seen.add(s.points.join(','));
      // Which kind is it? A rotation keeps left as left.
      const a1 = s.points[p(0, 1)] as number;
      const b1 = s.points[p(1, 1)] as number;
      const mirror = b1 === board.neighbour(a1, RIGHT);
      expect(s.directions).toEqual(mirror ? [IN, OUT, RIGHT, LEFT] : [IN, OUT, LEFT, RIGHT]);
      for (let q = 1; q < 313; q++) {
        const image = s.points[q] as number;
        // Rings are kept.
        expect((image - 1) % 13).toBe((q - 1) % 13);
        for (let d = 0; d < 4; d++) {
          const n = board.neighbour(q, d);
          const mapped = board.neighbour(image, s.directions[d] as number);
          expect(mapped).toBe(n === -1 ? -1 : (s.points[n] as number));
        }
      }
    }
    expect(seen.size).toBe(48);
  });

  it('the 24 colour-preserving symmetries (even rotations, mirrors with even offset) keep black radials black', () => {
    const colour = (q: number): number => Math.floor((q - 1) / 13) % 2;
    const keeping = board.symmetries.filter((s) => {
      for (let q = 1; q < 313; q++) if (colour(s.points[q] as number) !== colour(q)) return false;
      return true;
    });
    expect(keeping.length).toBe(24);
    const swapping = board.symmetries.filter((s) => {
      for (let q = 1; q < 313; q++) if (colour(s.points[q] as number) === colour(q)) return false;
      return true;
    });
    expect(swapping.length).toBe(24);
    for (const s of keeping) {
      const image = Math.floor(((s.points[p(0, 5)] as number) - 1) / 13);
      expect(image % 2).toBe(0);
      expect(board.name(s.points[p(0, 5)] as number).endsWith('5')).toBe(true);
    }
  });

  it('rotate1 maps a to b and mirror0 maps b to x', () => {
    const rot = board.symmetries.find((s) => s.name === 'rotate1');
    const mir = board.symmetries.find((s) => s.name === 'mirror0');
    expect(board.name(rot?.points[board.point('a3')] ?? -1)).toBe('b3');
    expect(board.name(mir?.points[board.point('b3')] ?? -1)).toBe('x3');
  });

  it('other sizes: 2 rings and 3 radials, and the center by the name it is given', () => {
    const small = ringsAndRadials(2, 3, 'hub');
    expect(small.names).toEqual(['hub', 'a1', 'a2', 'b1', 'b2', 'c1', 'c2']);
    expect(small.symmetries.length).toBe(6);
    expect(small.name(small.neighbour(small.point('c2'), LEFT))).toBe('a2');
  });

  it.each([
    [0, 24],
    [13, 2],
    [100, 24],
    [13, 27],
    [1.5, 24],
    [13, Number.NaN],
    [-1, 24],
  ])('refuses %s rings and %s radials with argument/invalid', (rings, radials) => {
    expect(code(() => ringsAndRadials(rings, radials, 'gon'))).toBe('argument/invalid');
  });

  it.each([[''], ['a1'], ['Gon'], ['x'.repeat(17)], [7]])('refuses the center name %j with argument/invalid', (center) => {
    expect(code(() => ringsAndRadials(13, 24, center as string))).toBe('argument/invalid');
  });

  it('bad point and direction arguments: argument/invalid', () => {
    expect(code(() => board.name(313))).toBe('argument/invalid');
    expect(code(() => board.point('y1'))).toBe('argument/invalid');
    expect(code(() => board.direction('up'))).toBe('argument/invalid');
    expect(code(() => board.spokes(-1))).toBe('argument/invalid');
  });
});
