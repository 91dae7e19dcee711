import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Board,
  MaskCustodian,
  custodianLines,
  squareGrid,
  type BoardDescription,
  type CustodianLine,
  type Symmetry,
} from '../../src/index.js';
import { params } from '../support/fc.js';
import { expectRulesError } from './helpers.js';

/** The custodian lines of a board, written from the definition with `neighbour` alone. */
function referenceLines(board: Board, maxLine: number): CustodianLine[][] {
  const all: CustodianLine[][] = [];
  for (let p = 0; p < board.size; p++) {
    const own: CustodianLine[] = [];
    for (let d = 0; d < board.directions.length; d++) {
      const enemies: number[] = [];
      for (let q = board.neighbour(p, d); q >= 0 && enemies.length < maxLine; q = board.neighbour(q, d)) {
        enemies.push(q);
        const closer = board.neighbour(q, d);
        if (closer < 0) break;
        own.push({ enemies: [...enemies], closer });
      }
    }
    all.push(own);
  }
  return all;
}

/** Checks the shape of every line of `custodianLines(board, maxLine)` and returns how many each point has. */
function checkLineShapes(board: Board, maxLine: number): number[] {
  const lines = custodianLines(board, maxLine);
  expect(lines.length).toBe(board.size);
  return lines.map((own, p) => {
    let previous = -1;
    for (const line of own) {
      const { enemies, closer } = line;
      expect(enemies.length).toBeGreaterThanOrEqual(1);
      expect(enemies.length).toBeLessThanOrEqual(maxLine);
      // The direction the line runs in: the one whose step from p reaches its first point.
      const directions = board.directions.map((_, d) => d).filter((d) => board.neighbour(p, d) === enemies[0]);
      expect(directions, `line ${JSON.stringify(line)} of ${board.name(p)} starts next to it`).toHaveLength(1);
      const d = directions[0] as number;
      // Each further point, and the closer, is one more step in that same direction.
      const walk = [p, ...enemies, closer];
      for (let i = 1; i < walk.length; i++) expect(walk[i]).toBe(board.neighbour(walk[i - 1] as number, d));
      // Nothing leaves the board, and no point occurs twice.
      for (const q of walk) expect(Number.isInteger(q) && q >= 0 && q < board.size).toBe(true);
      expect(new Set(walk).size).toBe(walk.length);
      // Listed by direction, then shorter before longer.
      const order = d * (maxLine + 1) + enemies.length;
      expect(order).toBeGreaterThan(previous);
      previous = order;
    }
    return own.length;
  });
}

const byName = (board: Board, lines: readonly CustodianLine[]): string[] =>
  lines.map((line) => `${line.enemies.map((q) => board.name(q)).join('+')}>${board.name(line.closer)}`);

/** A hexagon of hexagons with `radius` rings round the centre, in axial coordinates, with its 12 symmetries. */
function hexBoard(radius: number): Board {
  const cells: [number, number][] = [];
  for (let q = -radius; q <= radius; q++) {
    for (let r = -radius; r <= radius; r++) if (Math.abs(q + r) <= radius) cells.push([q, r]);
  }
  const at = (q: number, r: number): number => cells.findIndex(([a, b]) => a === q && b === r);
  const vectors: [number, number][] = [
    [1, 0],
    [1, -1],
    [0, -1],
    [-1, 0],
    [-1, 1],
    [0, 1],
  ];
  // Rotation by 60° is (q, r) → (-r, q + r); the reflection swaps q and r. Both are linear.
  const rotate = ([q, r]: [number, number]): [number, number] => [-r, q + r];
  const symmetries: Symmetry[] = [];
  for (const reflect of [false, true]) {
    for (let turns = 0; turns < 6; turns++) {
      const map = (v: [number, number]): [number, number] => {
        let w: [number, number] = reflect ? [v[1], v[0]] : v;
        for (let t = 0; t < turns; t++) w = rotate(w);
        return w;
      };
      symmetries.push({
        name: `${reflect ? 'mirror-' : ''}rotate${turns * 60}`,
        points: cells.map((c) => at(...map(c))),
        directions: vectors.map((v) => {
          const [a, b] = map(v);
          return vectors.findIndex(([x, y]) => x === a && y === b);
        }),
      });
    }
  }
  return new Board({
    names: cells.map((_, i) => `h${i}`),
    x: cells.map(([q, r]) => q + r / 2),
    y: cells.map(([, r]) => (r * Math.sqrt(3)) / 2),
    directions: ['e', 'ne', 'nw', 'w', 'sw', 'se'],
    opposite: [3, 4, 5, 0, 1, 2],
    neighbours: cells.map(([q, r]) => vectors.map(([dq, dr]) => at(q + dq, r + dr))),
    symmetries,
  });
}

/** A line of `n` points with the directions left and right. */
function lineBoard(n: number): Board {
  const points = Array.from({ length: n }, (_, i) => i);
  return new Board({
    names: points.map((i) => `p${i}`),
    x: points,
    y: points.map(() => 0),
    directions: ['left', 'right'],
    opposite: [1, 0],
    neighbours: points.map((i) => [i - 1, i + 1 < n ? i + 1 : -1]),
    symmetries: [
      { name: 'identity', points, directions: [0, 1] },
      { name: 'mirror', points: points.map((i) => n - 1 - i), directions: [1, 0] },
    ],
  });
}

/**
 * A ring of `n` points with the directions `cw` and `ccw`: walking on never reaches an edge. The
 * Board accepts it, so that wrap-around boards (cylinders) can be built.
 */
function ringDescription(n: number): BoardDescription {
  const points = Array.from({ length: n }, (_, i) => i);
  return {
    names: points.map((i) => `r${i}`),
    x: points.map((i) => Math.cos((2 * Math.PI * i) / n)),
    y: points.map((i) => Math.sin((2 * Math.PI * i) / n)),
    directions: ['cw', 'ccw'],
    opposite: [1, 0],
    neighbours: points.map((i) => [(i + 1) % n, (i + n - 1) % n]),
    symmetries: [{ name: 'identity', points, directions: [0, 1] }],
  };
}

/** The captures of a piece on `point`, written from the rule with `neighbour` alone; as an unsigned mask. */
function referenceCaptures(board: Board, maxLine: number, point: number, own: number, enemy: number): number {
  const has = (mask: number, q: number): boolean => q >= 0 && Math.floor(mask / 2 ** q) % 2 === 1;
  let taken = 0;
  for (let d = 0; d < board.directions.length; d++) {
    const line: number[] = [];
    for (let q = board.neighbour(point, d); line.length < maxLine && has(enemy, q); q = board.neighbour(q, d)) {
      line.push(q);
      if (has(own, board.neighbour(q, d))) for (const e of line) taken |= 2 ** e;
    }
  }
  return taken >>> 0;
}

/** Unsigned masks of the cells (0 empty, 1 own, 2 enemy), with the moved piece (own) on `point`. */
function masksOf(cells: readonly number[], point: number): { own: number; enemy: number } {
  let own = 0;
  let enemy = 0;
  cells.forEach((cell, p) => {
    if (p === point || cell === 1) own += 2 ** p;
    else if (cell === 2) enemy += 2 ** p;
  });
  return { own, enemy };
}

const cellsArb = (size: number) => fc.array(fc.constantFrom(0, 1, 2), { minLength: size, maxLength: size });
const boardCase = (size: number) => fc.record({ cells: cellsArb(size), point: fc.integer({ min: 0, max: size - 1 }) });

describe('custodianLines', () => {
  it('squareGrid(4, 4), lines of one: two lines from every point, each the next point then a closer', () => {
    const board = squareGrid(4, 4);
    const counts = checkLineShapes(board, 1);
    expect(counts).toEqual(new Array(16).fill(2));
    expect(custodianLines(board, 1)).toEqual(referenceLines(board, 1));
    const lines = custodianLines(board, 1);
    expect(byName(board, lines[board.point('a1')] ?? [])).toEqual(['a2>a3', 'b1>c1']);
    expect(byName(board, lines[board.point('b2')] ?? [])).toEqual(['b3>b4', 'c2>d2']);
    expect(byName(board, lines[board.point('d4')] ?? [])).toEqual(['d3>d2', 'c4>b4']);
    expect(byName(board, lines[board.point('c1')] ?? [])).toEqual(['c2>c3', 'b1>a1']);
    expect(lines.flat()).toHaveLength(32);
  });

  it('squareGrid(4, 4), lines of up to two: corner 4, edge 3, centre 2, by direction then length', () => {
    const board = squareGrid(4, 4);
    const counts = checkLineShapes(board, 2);
    const names = board.names;
    names.forEach((name, p) => {
      const corner = ['a1', 'd1', 'a4', 'd4'].includes(name);
      const centre = ['b2', 'c2', 'b3', 'c3'].includes(name);
      expect(counts[p], name).toBe(corner ? 4 : centre ? 2 : 3);
    });
    const lines = custodianLines(board, 2);
    expect(lines.flat()).toHaveLength(48);
    expect(byName(board, lines[board.point('b1')] ?? [])).toEqual(['b2>b3', 'b2+b3>b4', 'c1>d1']);
    expect(byName(board, lines[board.point('d4')] ?? [])).toEqual(['d3>d2', 'd3+d2>d1', 'c4>b4', 'c4+b4>a4']);
    expect(byName(board, lines[board.point('c3')] ?? [])).toEqual(['c2>c1', 'b3>a3']);
    expect(lines).toEqual(referenceLines(board, 2));
    // No line on a 4×4 board is longer than two: a larger limit changes nothing.
    expect(custodianLines(board, 3)).toEqual(lines);
    expect(custodianLines(board, 50)).toEqual(lines);
  });

  it('squareGrid(5, 3): long ranks, short files', () => {
    const board = squareGrid(5, 3);
    const one = checkLineShapes(board, 1);
    const two = checkLineShapes(board, 2);
    expect(one.reduce((a, b) => a + b)).toBe(28);
    expect(two.reduce((a, b) => a + b)).toBe(40);
    const count = (name: string): number => two[board.point(name)] as number;
    expect(count('a1')).toBe(3);
    expect(count('c1')).toBe(3);
    expect(count('b2')).toBe(2);
    expect(count('c2')).toBe(2);
    expect(count('e3')).toBe(3);
    expect(byName(board, custodianLines(board, 2)[board.point('a2')] ?? [])).toEqual(['b2>c2', 'b2+c2>d2']);
    expect(byName(board, custodianLines(board, 4)[board.point('a2')] ?? [])).toEqual(['b2>c2', 'b2+c2>d2', 'b2+c2+d2>e2']);
    for (const maxLine of [1, 2, 3, 4, 5]) expect(custodianLines(board, maxLine)).toEqual(referenceLines(board, maxLine));
  });

  it('a hand-made hexagon board of 19 cells and six directions', () => {
    const board = hexBoard(2);
    expect(board.size).toBe(19);
    const centre = 9; // cell (0, 0)
    expect(board.coordinates(centre)).toEqual({ x: 0, y: 0 });
    for (const maxLine of [1, 2, 3]) {
      const counts = checkLineShapes(board, maxLine);
      expect(custodianLines(board, maxLine)).toEqual(referenceLines(board, maxLine));
      // The centre has a line of one in all six directions, and no longer ones.
      expect(counts[centre]).toBe(6);
      // A corner, (2, 0): along the diameter up to three, and one along each of its two edges.
      const corner = board.names.findIndex((_, p) => board.coordinates(p).x === 2 && board.coordinates(p).y === 0);
      expect(counts[corner]).toBe(Math.min(maxLine, 3) + 2);
    }
  });

  it('a hand-made line of points', () => {
    const board = lineBoard(5);
    expect(checkLineShapes(board, 3)).toEqual([3, 2, 2, 2, 3]);
    expect(checkLineShapes(board, 1)).toEqual([1, 1, 2, 1, 1]);
    expect(byName(board, custodianLines(board, 3)[0] ?? [])).toEqual(['p1>p2', 'p1+p2>p3', 'p1+p2+p3>p4']);
    expect(byName(board, custodianLines(board, 3)[2] ?? [])).toEqual(['p1>p0', 'p3>p4']);
    // Too short for any line.
    expect(custodianLines(lineBoard(2), 5)).toEqual([[], []]);
    expect(custodianLines(lineBoard(1), 1)).toEqual([[]]);
  });

  it('a wrap-around board: lines of up to maxLine from every point, though walking on never ends', () => {
    // Every point of a ring of 8 has, in each direction, a line of one and a line of two.
    const board = new Board(ringDescription(8));
    const lines = custodianLines(board, 2);
    expect(byName(board, lines[0] ?? [])).toEqual(['r1>r2', 'r1+r2>r3', 'r7>r6', 'r7+r6>r5']);
    expect(checkLineShapes(board, 2)).toEqual(new Array(8).fill(4));
    expect(lines).toEqual(referenceLines(board, 2));
    // However long the limit, a line never comes back round to its own point: at most 6 enemies.
    expect(checkLineShapes(board, 6)).toEqual(new Array(8).fill(12));
    expect(checkLineShapes(board, 20)).toEqual(new Array(8).fill(12));
    expect(byName(board, custodianLines(board, 20)[3] ?? []).slice(5, 7)).toEqual(['r4+r5+r6+r7+r0+r1>r2', 'r2>r1']);
    // MaskCustodian on the ring: from r0, r1 r2 enemies closed by r3, and r7 closed by r6.
    const custodian = new MaskCustodian(board, 2);
    expect(custodian.captures(0, 0b01001001, 0b10000110)).toBe(0b10000110);
  });

  it('refuses a longest line that is not a positive integer', () => {
    const board = squareGrid(4, 4);
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '2' as unknown as number]) {
      const error = expectRulesError(() => custodianLines(board, bad), 'argument/invalid');
      expect(error.message).toContain('custodian');
      expectRulesError(() => new MaskCustodian(board, bad), 'argument/invalid');
    }
  });
});

describe('MaskCustodian', () => {
  const board = squareGrid(4, 4);
  const bit = (name: string): number => 1 << board.point(name);
  const mask = (...names: string[]): number => names.reduce((m, n) => m | bit(n), 0);

  it('takes a line of one or two closed by a friend, as in Jul-Gonu', () => {
    const two = new MaskCustodian(board, 2);
    const one = new MaskCustodian(board, 1);
    const b2 = board.point('b2');
    // b2 with c2 enemy and d2 friend: c2 is taken.
    expect(two.captures(b2, mask('b2', 'd2'), mask('c2'))).toBe(mask('c2'));
    // The same pair without the closer: nothing.
    expect(two.captures(b2, mask('b2'), mask('c2', 'd2'))).toBe(0);
    // A row and a column at once.
    expect(two.captures(b2, mask('b2', 'd2', 'b4'), mask('c2', 'b3', 'a2', 'b1'))).toBe(mask('c2', 'b3'));
    // A line of two, a1 → b1 c1 → d1; only with maxLine 2.
    const a1 = board.point('a1');
    expect(two.captures(a1, mask('a1', 'd1'), mask('b1', 'c1'))).toBe(mask('b1', 'c1'));
    expect(one.captures(a1, mask('a1', 'd1'), mask('b1', 'c1'))).toBe(0);
    // Up to four at once: a line of two in a row and in a column.
    expect(two.captures(a1, mask('a1', 'd1', 'a4'), mask('b1', 'c1', 'a2', 'a3'))).toBe(mask('b1', 'c1', 'a2', 'a3'));
    // A gap or a friend inside the line breaks it.
    expect(two.captures(a1, mask('a1', 'c1', 'd1'), mask('b1'))).toBe(mask('b1'));
    expect(two.captures(a1, mask('a1', 'd1'), mask('c1'))).toBe(0);
    // A line closed by an enemy takes nothing: stepping between enemies is safe and takes nothing.
    expect(two.captures(b2, mask('b2'), mask('a2', 'c2', 'd2'))).toBe(0);
    // The closer must be a friend: an empty closer takes nothing, in any direction.
    expect(two.captures(b2, mask('b2'), mask('a2', 'c2', 'b1', 'b3'))).toBe(0);
  });

  it('agrees with a brute-force reference on random boards (4×4, lines of one and two)', () => {
    let capturing = 0;
    const customs = [1, 2, 3].map((maxLine) => new MaskCustodian(board, maxLine));
    fc.assert(
      fc.property(boardCase(16), ({ cells, point }) => {
        const { own, enemy } = masksOf(cells, point);
        customs.forEach((custodian, i) => {
          const expected = referenceCaptures(board, i + 1, point, own, enemy);
          expect(custodian.captures(point, own, enemy) >>> 0).toBe(expected);
          if (expected !== 0) capturing++;
        });
      }),
      params(200),
    );
    // The property is not vacuous: many of the random boards had captures.
    expect(capturing).toBeGreaterThan(100);
  });

  it('agrees with the reference on other boards: 5×3, the hexagon, and 32 points (bit 31 included)', () => {
    const boards = [squareGrid(5, 3), hexBoard(2), squareGrid(8, 4), lineBoard(32)];
    const customs = boards.flatMap((b) => [1, 2, 3].map((maxLine) => ({ b, maxLine, custodian: new MaskCustodian(b, maxLine) })));
    fc.assert(
      fc.property(fc.nat(customs.length - 1), cellsArb(32), fc.nat(31), (which, cells, rawPoint) => {
        const { b, maxLine, custodian } = customs[which] as (typeof customs)[number];
        const point = rawPoint % b.size;
        const { own, enemy } = masksOf(cells.slice(0, b.size), point);
        const expected = referenceCaptures(b, maxLine, point, own, enemy);
        expect(custodian.captures(point, own, enemy) >>> 0).toBe(expected);
        // Signed 32-bit masks (as `|` and `<<` make them) give the same answer.
        expect(custodian.captures(point, own | 0, enemy | 0) >>> 0).toBe(expected);
      }),
      params(200),
    );
    // A capture involving bit 31 on the 32-point line: p29 moved, p30 enemy, p31 friend; and back.
    const line = new MaskCustodian(lineBoard(32), 2);
    expect(line.captures(29, 2 ** 29 + 2 ** 31, 2 ** 30) >>> 0).toBe(2 ** 30);
    expect(line.captures(31, 2 ** 31 + 2 ** 28, 2 ** 29 + 2 ** 30) >>> 0).toBe(2 ** 29 + 2 ** 30);
  });

  it('commutes with the 8 symmetries of the 4×4 grid and the 12 of the hexagon', () => {
    expect(board.symmetries).toHaveLength(8);
    const hex = hexBoard(2);
    expect(hex.symmetries).toHaveLength(12);
    const cases = [
      { b: board, custodian: new MaskCustodian(board, 2) },
      { b: board, custodian: new MaskCustodian(board, 1) },
      { b: hex, custodian: new MaskCustodian(hex, 2) },
    ];
    const mapMask = (sym: Symmetry, m: number): number =>
      sym.points.reduce((acc, image, p) => ((m >>> p) & 1 ? acc | (1 << image) : acc), 0);
    let capturing = 0;
    fc.assert(
      fc.property(fc.nat(cases.length - 1), cellsArb(19), fc.nat(18), (which, cells, rawPoint) => {
        const { b, custodian } = cases[which] as (typeof cases)[number];
        const point = rawPoint % b.size;
        const { own, enemy } = masksOf(cells.slice(0, b.size), point);
        const taken = custodian.captures(point, own, enemy);
        if (taken !== 0) capturing++;
        for (const sym of b.symmetries) {
          const image = custodian.captures(sym.points[point] as number, mapMask(sym, own), mapMask(sym, enemy));
          expect(image, sym.name).toBe(mapMask(sym, taken));
        }
      }),
      params(200),
    );
    expect(capturing).toBeGreaterThan(20);
  });

  it('needs a board of at most 32 points', () => {
    expect(() => new MaskCustodian(squareGrid(8, 4), 2)).not.toThrow();
    const error = expectRulesError(() => new MaskCustodian(squareGrid(11, 3), 2), 'argument/invalid');
    expect(error.message).toContain('32');
    expectRulesError(() => new MaskCustodian(lineBoard(33), 1), 'argument/invalid');
  });
});
