import { describe, expect, it } from 'vitest';
import { Board, squareGrid, type BoardDescription, type Symmetry } from '../../src/index.js';
import { describeValue } from '../../src/core/describe.js';
import { expectRulesError } from './helpers.js';

const NORTH = 0;
const EAST = 1;
const SOUTH = 2;
const WEST = 3;

describe('squareGrid(4, 4)', () => {
  const board = squareGrid(4, 4);

  it('names its 16 points a1…d4 in rank-major point order', () => {
    expect(board.size).toBe(16);
    expect(board.names).toEqual(['a1', 'b1', 'c1', 'd1', 'a2', 'b2', 'c2', 'd2', 'a3', 'b3', 'c3', 'd3', 'a4', 'b4', 'c4', 'd4']);
    board.names.forEach((name, p) => {
      expect(board.name(p)).toBe(name);
      expect(board.point(name)).toBe(p);
      expect(board.indexOf(name)).toBe(p);
    });
    expect(board.indexOf('e1')).toBe(-1);
  });

  it('places points with x growing by file and y by rank', () => {
    expect(board.coordinates(board.point('a1'))).toEqual({ x: 0, y: 0 });
    expect(board.coordinates(board.point('d1'))).toEqual({ x: 3, y: 0 });
    expect(board.coordinates(board.point('b3'))).toEqual({ x: 1, y: 2 });
    expect(board.coordinates(board.point('d4'))).toEqual({ x: 3, y: 3 });
  });

  it('has the directions north, east, south, west, each with its opposite', () => {
    expect(board.directions).toEqual(['north', 'east', 'south', 'west']);
    expect(board.direction('north')).toBe(NORTH);
    expect(board.direction('west')).toBe(WEST);
    expect(board.opposite(NORTH)).toBe(SOUTH);
    expect(board.opposite(SOUTH)).toBe(NORTH);
    expect(board.opposite(EAST)).toBe(WEST);
    expect(board.opposite(WEST)).toBe(EAST);
  });

  it('links neighbours by direction, with -1 beyond the edge', () => {
    const b2 = board.point('b2');
    expect(board.neighbour(b2, NORTH)).toBe(board.point('b3'));
    expect(board.neighbour(b2, EAST)).toBe(board.point('c2'));
    expect(board.neighbour(b2, SOUTH)).toBe(board.point('b1'));
    expect(board.neighbour(b2, WEST)).toBe(board.point('a2'));
    const a1 = board.point('a1');
    expect(board.neighbour(a1, SOUTH)).toBe(-1);
    expect(board.neighbour(a1, WEST)).toBe(-1);
    const d4 = board.point('d4');
    expect(board.neighbour(d4, NORTH)).toBe(-1);
    expect(board.neighbour(d4, EAST)).toBe(-1);
    // An east step from the end of a rank must not wrap round to the next rank.
    expect(board.neighbour(board.point('d1'), EAST)).toBe(-1);
    expect(board.neighbour(board.point('a2'), WEST)).toBe(-1);
  });

  it('has the right number of links, each with its way back', () => {
    let links = 0;
    for (let p = 0; p < board.size; p++) {
      for (let d = 0; d < 4; d++) {
        const q = board.neighbour(p, d);
        if (q < 0) continue;
        links++;
        expect(board.neighbour(q, board.opposite(d))).toBe(p);
      }
    }
    // 4 ranks × 3 horizontal edges + 4 files × 3 vertical edges, each counted both ways.
    expect(links).toBe(48);
  });

  it('walks rays to the edge, excluding the start', () => {
    const names = (points: number[]): string[] => points.map((p) => board.name(p));
    expect(names(board.ray(board.point('a1'), NORTH))).toEqual(['a2', 'a3', 'a4']);
    expect(names(board.ray(board.point('b3'), EAST))).toEqual(['c3', 'd3']);
    expect(names(board.ray(board.point('c3'), SOUTH))).toEqual(['c2', 'c1']);
    expect(board.ray(board.point('a4'), WEST)).toEqual([]);
  });
});

function checkSymmetries(board: Board, files: number, ranks: number, expected: number): void {
  const syms = board.symmetries;
  expect(syms).toHaveLength(expected);
  const [identity] = syms as [Symmetry];
  expect(identity.name).toBe('identity');
  expect(identity.points).toEqual(board.names.map((_, p) => p));
  expect(identity.directions).toEqual([0, 1, 2, 3]);

  const signature = (s: { points: readonly number[]; directions: readonly number[] }): string =>
    `${s.points.join(',')}|${s.directions.join(',')}`;
  const all = new Set(syms.map(signature));
  expect(all.size, 'symmetries are distinct').toBe(expected);
  expect(new Set(syms.map((s) => s.name)).size, 'names are distinct').toBe(expected);

  for (const s of syms) {
    expect(
      [...s.points].sort((a, b) => a - b),
      `${s.name} permutes the points`,
    ).toEqual(board.names.map((_, p) => p));
    expect([...s.directions].sort(), `${s.name} permutes the directions`).toEqual([0, 1, 2, 3]);
    for (let p = 0; p < board.size; p++) {
      for (let d = 0; d < 4; d++) {
        const q = board.neighbour(p, d);
        const image = board.neighbour(s.points[p] as number, s.directions[d] as number);
        expect(image, `${s.name} maps ${board.name(p)} ${board.directions[d]}`).toBe(q < 0 ? -1 : s.points[q]);
      }
      // A symmetry of the rectangle keeps distances to the centre.
      const c = board.coordinates(p);
      const m = board.coordinates(s.points[p] as number);
      const cx = (files - 1) / 2;
      const cy = (ranks - 1) / 2;
      expect((m.x - cx) ** 2 + (m.y - cy) ** 2).toBe((c.x - cx) ** 2 + (c.y - cy) ** 2);
    }
    for (let d = 0; d < 4; d++) {
      expect(s.directions[board.opposite(d)], `${s.name} keeps opposites`).toBe(board.opposite(s.directions[d] as number));
    }
  }

  // Closed under composition: applying t after s is again one of the symmetries.
  for (const s of syms) {
    for (const t of syms) {
      const composed = {
        points: s.points.map((p) => t.points[p] as number),
        directions: s.directions.map((d) => t.directions[d] as number),
      };
      expect(all.has(signature(composed)), `${t.name} ∘ ${s.name}`).toBe(true);
    }
  }
}

describe('grid symmetries', () => {
  it('a square has the 8 symmetries of the dihedral group', () => {
    checkSymmetries(squareGrid(4, 4), 4, 4, 8);
    checkSymmetries(squareGrid(5, 5), 5, 5, 8);
  });

  it('a non-square rectangle has 4', () => {
    checkSymmetries(squareGrid(3, 5), 3, 5, 4);
    checkSymmetries(squareGrid(5, 3), 5, 3, 4);
  });

  it('a quarter turn of the square sends a1 to a corner and north to another direction', () => {
    const board = squareGrid(4, 4);
    const rotate = board.symmetries.find((s) => s.name === 'rotate90');
    expect(rotate).toBeDefined();
    const corners = ['a1', 'd1', 'a4', 'd4'].map((n) => board.point(n));
    expect(corners).toContain(rotate?.points[board.point('a1')]);
    expect(rotate?.points[board.point('a1')]).not.toBe(board.point('a1'));
    expect(rotate?.directions[NORTH]).not.toBe(NORTH);
    expect(rotate?.directions[NORTH]).not.toBe(SOUTH);
  });

  it('the board hands out frozen symmetries', () => {
    const board = squareGrid(4, 4);
    expect(Object.isFrozen(board.symmetries)).toBe(true);
    expect(Object.isFrozen(board.symmetries[1]?.points)).toBe(true);
  });
});

describe('squareGrid sizes and bad arguments', () => {
  it('builds the extreme sizes', () => {
    expect(squareGrid(1, 1).names).toEqual(['a1']);
    const big = squareGrid(26, 99);
    expect(big.size).toBe(26 * 99);
    expect(big.name(big.size - 1)).toBe('z99');
    expect(big.neighbour(big.point('z99'), NORTH)).toBe(-1);
    expect(big.neighbour(big.point('z98'), NORTH)).toBe(big.point('z99'));
  });

  it.each([
    [0, 4],
    [4, 0],
    [-1, 4],
    [1.5, 4],
    [27, 4],
    [4, 100],
    [Number.NaN, 4],
  ])('squareGrid(%s, %s) is refused', (files, ranks) => {
    expectRulesError(() => squareGrid(files, ranks), 'argument/invalid');
  });

  it('refuses unknown point names, indices and direction names', () => {
    const board = squareGrid(4, 4);
    expect(expectRulesError(() => board.point('z9'), 'argument/invalid').message).toContain('"z9"');
    expect(expectRulesError(() => board.name(99), 'argument/invalid').message).toContain('99');
    expectRulesError(() => board.name(-1), 'argument/invalid');
    expectRulesError(() => board.name(1.5), 'argument/invalid');
    expectRulesError(() => board.coordinates(16), 'argument/invalid');
    expectRulesError(() => board.direction('up'), 'argument/invalid');
  });
});

describe('Board methods refuse what is not a point or direction index', () => {
  const board = squareGrid(4, 4);
  // Values JavaScript would quietly read a table with: out of range, fractions, strings, booleans, arrays.
  const NOT_POINTS: readonly unknown[] = [
    -1,
    16,
    1.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    -0.5,
    '1',
    true,
    [],
    [1],
    null,
    undefined,
    {},
    2n,
  ];
  const NOT_DIRECTIONS: readonly unknown[] = [-1, 4, 0.5, Number.NaN, '1', true, false, [], null, undefined, {}];
  const byPoint: readonly [string, (p: number) => unknown][] = [
    ['name', (p) => board.name(p)],
    ['coordinates', (p) => board.coordinates(p)],
    ['spokes', (p) => board.spokes(p)],
    ['distances', (p) => board.distances(p)],
    ['neighbour', (p) => board.neighbour(p, 0)],
    ['ray', (p) => board.ray(p, 0)],
  ];
  const byDirection: readonly [string, (d: number) => unknown][] = [
    ['opposite', (d) => board.opposite(d)],
    ['neighbour', (d) => board.neighbour(5, d)],
    ['ray', (d) => board.ray(5, d)],
  ];

  it.each(byPoint)('%s refuses a point that is not an integer from 0 to 15, naming it', (_name, call) => {
    for (const p of NOT_POINTS) {
      const error = expectRulesError(() => call(p as number), 'argument/invalid');
      expect(error.message).toBe(`point ${describeValue(p)} is not a point of this board (0 to 15)`);
    }
  });

  it.each(byDirection)('%s refuses a direction that is not an integer from 0 to 3, naming it', (_name, call) => {
    for (const d of NOT_DIRECTIONS) {
      const error = expectRulesError(() => call(d as number), 'argument/invalid');
      expect(error.message).toBe(`direction ${describeValue(d)} is not a direction of this board (0 to 3)`);
    }
  });

  it('answers as before for every point and direction in range', () => {
    expect(board.neighbour(5, NORTH)).toBe(9);
    expect(board.neighbour(0, SOUTH)).toBe(-1);
    expect(board.ray(0, EAST)).toEqual([1, 2, 3]);
    expect(board.opposite(WEST)).toBe(EAST);
    expect(board.name(-0)).toBe('a1');
  });

  it('point and direction refuse a name that is not a string, naming it', () => {
    for (const name of [null, undefined, 5, Symbol('a1'), {}, ['a1']]) {
      expect(expectRulesError(() => board.point(name as string), 'argument/invalid').message).toBe(`no point named ${describeValue(name)}`);
      expect(expectRulesError(() => board.direction(name as string), 'argument/invalid').message).toBe(
        `no direction named ${describeValue(name)}`,
      );
      expect(board.indexOf(name as string)).toBe(-1);
    }
  });
});

describe('Board checks its description', () => {
  // Two points a1 (south) and a2 (north) joined by one line.
  const base: BoardDescription = {
    names: ['a1', 'a2'],
    x: [0, 0],
    y: [0, 1],
    directions: ['north', 'south'],
    opposite: [1, 0],
    neighbours: [
      [1, -1],
      [-1, 0],
    ],
    symmetries: [
      { name: 'identity', points: [0, 1], directions: [0, 1] },
      { name: 'mirror', points: [1, 0], directions: [1, 0] },
    ],
  };

  it('accepts a consistent description', () => {
    const board = new Board(base);
    expect(board.neighbour(0, 0)).toBe(1);
    expect(board.ray(0, 0)).toEqual([1]);
    expect(board.coordinates(1)).toEqual({ x: 0, y: 1 });
  });

  it.each<[string, Partial<BoardDescription>]>([
    ['duplicate names', { names: ['a1', 'a1'] }],
    [
      'a link without its way back',
      {
        neighbours: [
          [1, -1],
          [-1, -1],
        ],
      },
    ],
    [
      'a link to a point that does not exist',
      {
        neighbours: [
          [9, -1],
          [-1, 0],
        ],
      },
    ],
    ['opposites that do not pair the directions', { opposite: [0, 1] }],
    // The constructor promises argument/invalid for any inconsistency; these are inconsistent too.
    ['fewer x coordinates than points', { x: [0] }],
    ['more y coordinates than points', { y: [0, 1, 2] }],
    [
      'a neighbour that is not a point index',
      {
        neighbours: [
          [1.5, -1],
          [-1, 0],
        ],
      },
    ],
    [
      'a neighbour row longer than the directions',
      {
        neighbours: [
          [1, -1, 0],
          [-1, 0],
        ],
      },
    ],
    ['no symmetries (the identity must come first)', { symmetries: [] }],
    ['a first symmetry that is not the identity', { symmetries: [{ name: 'mirror', points: [1, 0], directions: [1, 0] }] }],
    [
      'a symmetry that is not a permutation',
      {
        symmetries: [
          { name: 'identity', points: [0, 1], directions: [0, 1] },
          { name: 'squash', points: [0, 0], directions: [0, 1] },
        ],
      },
    ],
    [
      'a symmetry that breaks the links',
      {
        symmetries: [
          { name: 'identity', points: [0, 1], directions: [0, 1] },
          { name: 'swap', points: [1, 0], directions: [0, 1] },
        ],
      },
    ],
  ])('refuses %s with argument/invalid', (_what, change) => {
    expectRulesError(() => new Board({ ...base, ...change }), 'argument/invalid');
  });
});
