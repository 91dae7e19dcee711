import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HEX_DIRECTIONS, hexHexagon, type Board, type Symmetry } from '../../src/index.js';
import { params } from '../support/fc.js';
import { expectRulesError } from './helpers.js';

const NORTH = 0;
const NORTHEAST = 1;
const SOUTHEAST = 2;
const SOUTH = 3;
const SOUTHWEST = 4;
const NORTHWEST = 5;

/** The Gliński files, left to right: no `j`. */
const FILES = 'abcdefghikl';

/**
 * The steps of the six directions in (q, 2y), from RULES.md: the neighbours of (q, y) are (q, y±1)
 * and (q±1, y±½). Heights are doubled so that every coordinate stays a whole number.
 */
const STEP: Readonly<Record<(typeof HEX_DIRECTIONS)[number], readonly [number, number]>> = {
  north: [0, 2],
  northeast: [1, 1],
  southeast: [1, -1],
  south: [0, -2],
  southwest: [-1, -1],
  northwest: [-1, 1],
};

/** A cell of the reference model: its name, its file offset q and its doubled height h = 2y. */
interface Cell {
  readonly name: string;
  readonly rank: number;
  readonly q: number;
  readonly h: number;
}

/** The reference hexagon of a radius, written from RULES.md, in point order (file by file, rank by rank). */
interface Model {
  readonly radius: number;
  readonly cells: readonly Cell[];
  /** The index of the cell at (q, h), or -1 off the board. */
  at(q: number, h: number): number;
  /** The name of the cell at (q, h), or undefined off the board. */
  nameAt(q: number, h: number): string | undefined;
}

function model(radius: number, fileLengths?: readonly number[]): Model {
  const cells: Cell[] = [];
  for (let file = 0; file <= 2 * radius; file++) {
    const q = file - radius;
    // The middle file has 2r + 1 cells, one fewer per file towards either side.
    const length = fileLengths?.[file] ?? 2 * radius + 1 - Math.abs(q);
    for (let rank = 1; rank <= length; rank++) {
      cells.push({ name: `${FILES[file] ?? '?'}${rank}`, rank, q, h: 2 * (rank - 1) + Math.abs(q) });
    }
  }
  const index = new Map(cells.map((c, i) => [`${c.q},${c.h}`, i]));
  const at = (q: number, h: number): number => index.get(`${q},${h}`) ?? -1;
  return { radius, cells, at, nameAt: (q, h) => cells[at(q, h)]?.name };
}

/** The step distance between two cells of the model: dq diagonal steps, plus vertical steps for the height left over. */
function hexDistance(a: Cell, b: Cell): number {
  const dq = Math.abs(a.q - b.q);
  const dh = Math.abs(a.h - b.h);
  return dq + Math.max(0, (dh - dq) / 2);
}

const AGON_FILE_LENGTHS = [6, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6];
const AGON = model(5, AGON_FILE_LENGTHS);

const cellOf = (m: Model, name: string): Cell => {
  const cell = m.cells.find((c) => c.name === name);
  if (cell === undefined) throw new Error(`no model cell ${name}`);
  return cell;
};

const FIXED_BLACK_QUEEN = 'f1';
const FIXED_BLACK_GUARDS = ['c1', 'd1', 'e1', 'g1', 'h1', 'i1'];
const FIXED_WHITE_QUEEN = 'f11';
const FIXED_WHITE_GUARDS = ['c8', 'd9', 'e10', 'g10', 'h9', 'i8'];
const CLASSIC_BLACK_GUARDS = ['a5', 'b1', 'd9', 'h9', 'k1', 'l5'];
const CLASSIC_WHITE_GUARDS = ['a2', 'b7', 'd1', 'h1', 'k7', 'l2'];

const sorted = (names: readonly string[]): string[] => [...names].sort();
const namesOf = (board: Board, points: readonly number[]): string[] => points.map((p) => board.name(p));

/** Checks every link of `board` against the model: same cells in the same order, same neighbour in every direction. */
function checkAgainstModel(board: Board, m: Model): void {
  expect(board.size).toBe(m.cells.length);
  expect(board.names).toEqual(m.cells.map((c) => c.name));
  expect(board.directions).toEqual([...HEX_DIRECTIONS]);
  m.cells.forEach((cell, p) => {
    expect(board.name(p)).toBe(cell.name);
    expect(board.point(cell.name)).toBe(p);
    HEX_DIRECTIONS.forEach((direction, d) => {
      const [dq, dh] = STEP[direction];
      const expected = m.nameAt(cell.q + dq, cell.h + dh);
      const actual = board.neighbour(p, d);
      expect(actual < 0 ? undefined : board.name(actual), `${direction} of ${cell.name}`).toBe(expected);
    });
  });
}

/** The signature of a symmetry, to compare them as permutations. */
const signature = (s: { readonly points: readonly number[]; readonly directions: readonly number[] }): string =>
  `${s.points.join(',')}|${s.directions.join(',')}`;

/** Checks that the board has the 12 symmetries of the hexagon, each an automorphism keeping rings, together a group. */
function checkSymmetries(board: Board, m: Model): void {
  const syms = board.symmetries;
  expect(syms).toHaveLength(12);
  const [identity] = syms as [Symmetry];
  expect(identity.name).toBe('identity');
  expect(identity.points).toEqual(board.names.map((_, p) => p));
  expect(identity.directions).toEqual([0, 1, 2, 3, 4, 5]);

  const all = new Set(syms.map(signature));
  expect(all.size, 'symmetries are distinct').toBe(12);
  expect(new Set(syms.map((s) => s.name)).size, 'names are distinct').toBe(12);

  const center = cellOf(m, `${FILES[m.radius] ?? '?'}${m.radius + 1}`);
  const c = board.point(center.name);
  for (const s of syms) {
    expect(
      [...s.points].sort((a, b) => a - b),
      `${s.name} permutes the points`,
    ).toEqual(board.names.map((_, p) => p));
    expect([...s.directions].sort(), `${s.name} permutes the directions`).toEqual([0, 1, 2, 3, 4, 5]);
    expect(s.points[c], `${s.name} fixes the center`).toBe(c);
    for (let p = 0; p < board.size; p++) {
      for (let d = 0; d < 6; d++) {
        const q = board.neighbour(p, d);
        const image = board.neighbour(s.points[p] as number, s.directions[d] as number);
        expect(image, `${s.name} maps ${board.name(p)} ${HEX_DIRECTIONS[d] ?? '?'}`).toBe(q < 0 ? -1 : s.points[q]);
      }
      // Rings are kept: the step distance from the center, computed on the model.
      const from = m.cells[p] as Cell;
      const to = m.cells[s.points[p] as number] as Cell;
      expect(hexDistance(center, to), `${s.name} keeps the ring of ${from.name}`).toBe(hexDistance(center, from));
    }
    for (let d = 0; d < 6; d++) {
      expect(s.directions[board.opposite(d)], `${s.name} keeps opposites`).toBe(board.opposite(s.directions[d] as number));
    }
  }

  // Six rotations (the directions turn round: d → d + k) and six reflections (d → k − d).
  const rotations = syms.filter((s) => s.directions.every((e, d) => e === ((s.directions[0] as number) + d) % 6));
  const reflections = syms.filter((s) => s.directions.every((e, d) => e === ((s.directions[0] as number) - d + 6) % 6));
  expect(rotations.map((s) => s.directions[0]).sort()).toEqual([0, 1, 2, 3, 4, 5]);
  expect(reflections.map((s) => s.directions[0]).sort()).toEqual([0, 1, 2, 3, 4, 5]);

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

/** The half turn: the one symmetry sending every direction to its opposite. */
function halfTurn(board: Board): Symmetry {
  const found = board.symmetries.filter((s) => s.directions.every((e, d) => e === board.opposite(d)));
  expect(found).toHaveLength(1);
  return found[0] as Symmetry;
}

describe('hexHexagon(5): the Agon board', () => {
  const board = hexHexagon(5);

  it('has 91 cells named a1…a6, b1…b7, …, l1…l6 in point order, with no j', () => {
    expect(board.size).toBe(91);
    const expected: string[] = [];
    [...FILES].forEach((file, i) => {
      for (let rank = 1; rank <= (AGON_FILE_LENGTHS[i] as number); rank++) expected.push(`${file}${rank}`);
    });
    expect(expected).toHaveLength(91);
    expect(board.names).toEqual(expected);
    expect(board.names.slice(0, 7)).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'b1']);
    expect(board.names.at(-1)).toBe('l6');
    expect(board.names.some((n) => n.startsWith('j'))).toBe(false);
    expect(board.indexOf('j1')).toBe(-1);
    expect(board.indexOf('a7')).toBe(-1);
    expect(board.indexOf('f12')).toBe(-1);
    expect(board.indexOf('f0')).toBe(-1);
    board.names.forEach((name, p) => {
      expect(board.name(p)).toBe(name);
      expect(board.point(name)).toBe(p);
    });
  });

  it('has files of 6, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6 cells', () => {
    const lengths = [...FILES].map((file) => board.names.filter((n) => n[0] === file).length);
    expect(lengths).toEqual(AGON_FILE_LENGTHS);
    // Each file runs from rank 1 upwards without a gap.
    for (const file of FILES) {
      const ranks = board.names.filter((n) => n[0] === file).map((n) => Number(n.slice(1)));
      expect(ranks).toEqual(ranks.map((_, i) => i + 1));
    }
  });

  it('has the directions north, northeast, southeast, south, southwest, northwest, (d + 3) mod 6 opposite', () => {
    expect(HEX_DIRECTIONS).toEqual(['north', 'northeast', 'southeast', 'south', 'southwest', 'northwest']);
    expect(board.directions).toEqual([...HEX_DIRECTIONS]);
    HEX_DIRECTIONS.forEach((name, d) => {
      expect(board.direction(name)).toBe(d);
      expect(board.opposite(d)).toBe((d + 3) % 6);
    });
  });

  it('links every cell to its six neighbours as the (q, y) rule says, -1 off the board', () => {
    checkAgainstModel(board, AGON);
  });

  it('steps as the rule says from f6: north (q, y+1), northeast (q+1, y+½), …', () => {
    const f6 = board.point('f6');
    expect(
      namesOf(
        board,
        HEX_DIRECTIONS.map((_, d) => board.neighbour(f6, d)),
      ),
    ).toEqual(['f7', 'g6', 'g5', 'f5', 'e5', 'e6']);
    const geometry = (p: number): [number, number] => {
      const name = board.name(p);
      const q = FILES.indexOf(name[0] ?? '?') - 5;
      return [q, Number(name.slice(1)) - 1 + Math.abs(q) / 2];
    };
    // Off the middle file, where the half steps change sides: c2 (q −3, y 2.5).
    const c2 = board.point('c2');
    const [q0, y0] = geometry(c2);
    const offsets = HEX_DIRECTIONS.map((_, d) => {
      const [q, y] = geometry(board.neighbour(c2, d));
      return [q - q0, y - y0];
    });
    expect(offsets).toEqual([
      [0, 1],
      [1, 0.5],
      [1, -0.5],
      [0, -1],
      [-1, -0.5],
      [-1, 0.5],
    ]);
    expect(
      namesOf(
        board,
        HEX_DIRECTIONS.map((_, d) => board.neighbour(c2, d)),
      ),
    ).toEqual(['c3', 'd3', 'd2', 'c1', 'b1', 'b2']);
  });

  it('links both ways and has the links of a 91-cell hexagon', () => {
    let links = 0;
    for (let p = 0; p < board.size; p++) {
      for (let d = 0; d < 6; d++) {
        const q = board.neighbour(p, d);
        if (q < 0) continue;
        links++;
        expect(board.neighbour(q, board.opposite(d)), `${board.name(p)} ${HEX_DIRECTIONS[d] ?? '?'} and back`).toBe(p);
      }
    }
    // 3r(3r + 1) edges in a hexagon of radius r: 240 for r = 5, each counted both ways.
    expect(links).toBe(2 * 240);
  });

  it('has three axes: opposite neighbours lie on a straight line through the cell', () => {
    for (let p = 0; p < board.size; p++) {
      const here = board.coordinates(p);
      for (const d of [NORTH, NORTHEAST, SOUTHEAST]) {
        const a = board.neighbour(p, d);
        const b = board.neighbour(p, board.opposite(d));
        if (a < 0 || b < 0) continue;
        const ca = board.coordinates(a);
        const cb = board.coordinates(b);
        expect(ca.x + cb.x, `${board.name(p)} axis ${HEX_DIRECTIONS[d] ?? '?'}`).toBeCloseTo(2 * here.x, 9);
        expect(ca.y + cb.y, `${board.name(p)} axis ${HEX_DIRECTIONS[d] ?? '?'}`).toBeCloseTo(2 * here.y, 9);
      }
    }
    // The three axes through the center, edge to edge, 11 cells each.
    const f6 = board.point('f6');
    const axis = (d: number): string[] => [
      ...namesOf(board, board.ray(f6, board.opposite(d))).reverse(),
      'f6',
      ...namesOf(board, board.ray(f6, d)),
    ];
    expect(axis(NORTH)).toEqual(['f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'f8', 'f9', 'f10', 'f11']);
    expect(axis(NORTHEAST)).toEqual(['a1', 'b2', 'c3', 'd4', 'e5', 'f6', 'g6', 'h6', 'i6', 'k6', 'l6']);
    expect(axis(NORTHWEST)).toEqual(['l1', 'k2', 'i3', 'h4', 'g5', 'f6', 'e6', 'd6', 'c6', 'b6', 'a6']);
  });

  it('walks rays from f6 to the edge in 5 steps along each direction', () => {
    const f6 = board.point('f6');
    const rings = board.distances(f6);
    const rays = HEX_DIRECTIONS.map((_, d) => namesOf(board, board.ray(f6, d)));
    expect(rays).toEqual([
      ['f7', 'f8', 'f9', 'f10', 'f11'],
      ['g6', 'h6', 'i6', 'k6', 'l6'],
      ['g5', 'h4', 'i3', 'k2', 'l1'],
      ['f5', 'f4', 'f3', 'f2', 'f1'],
      ['e5', 'd4', 'c3', 'b2', 'a1'],
      ['e6', 'd6', 'c6', 'b6', 'a6'],
    ]);
    HEX_DIRECTIONS.forEach((_, d) => {
      const ray = board.ray(f6, d);
      expect(ray.map((p) => rings[p])).toEqual([1, 2, 3, 4, 5]);
      expect(board.neighbour(ray[4] as number, d)).toBe(-1);
    });
    // The six ends are the six corners.
    expect(sorted(rays.map((r) => r[4] as string))).toEqual(sorted(['f11', 'l6', 'l1', 'f1', 'a1', 'a6']));
  });

  it('has rings of 1, 6, 12, 18, 24 and 30 cells round f6, as the model counts steps', () => {
    const f6 = board.point('f6');
    const rings = board.distances(f6);
    const counts = [0, 0, 0, 0, 0, 0];
    for (const r of rings) counts[r] = (counts[r] ?? 0) + 1;
    expect(counts).toEqual([1, 6, 12, 18, 24, 30]);
    const center = cellOf(AGON, 'f6');
    AGON.cells.forEach((cell, p) => expect(rings[p], `ring of ${cell.name}`).toBe(hexDistance(center, cell)));
    expect(
      sorted(
        namesOf(
          board,
          board.names.map((_, p) => p).filter((p) => rings[p] === 1),
        ),
      ),
    ).toEqual(sorted(['f7', 'g6', 'g5', 'f5', 'e5', 'e6']));
  });

  it('measures every distance as the model does', () => {
    for (let p = 0; p < board.size; p++) {
      const from = AGON.cells[p] as Cell;
      expect(board.distances(p), `distances from ${from.name}`).toEqual(AGON.cells.map((to) => hexDistance(from, to)));
    }
  });

  it('has ring 5 = exactly the cells with fewer than six neighbours', () => {
    const rings = board.distances(board.point('f6'));
    const edge = board.names.filter((_, p) => rings[p] === 5);
    const short = board.names.filter((_, p) => HEX_DIRECTIONS.some((_d, d) => board.neighbour(p, d) < 0));
    expect(edge).toHaveLength(30);
    expect(short).toEqual(edge);
    // The corners have three neighbours, the other edge cells four.
    const degree = (name: string): number => HEX_DIRECTIONS.filter((_d, d) => board.neighbour(board.point(name), d) >= 0).length;
    for (const corner of ['a1', 'a6', 'f1', 'f11', 'l1', 'l6']) expect(degree(corner), corner).toBe(3);
    expect(edge.filter((n) => degree(n) === 4)).toHaveLength(24);
  });

  it('has the fixed and classic setup cells of A2 on ring 5', () => {
    const rings = board.distances(board.point('f6'));
    const setup = [
      FIXED_BLACK_QUEEN,
      ...FIXED_BLACK_GUARDS,
      FIXED_WHITE_QUEEN,
      ...FIXED_WHITE_GUARDS,
      ...CLASSIC_BLACK_GUARDS,
      ...CLASSIC_WHITE_GUARDS,
    ];
    for (const name of setup) expect(rings[board.point(name)], name).toBe(5);
  });

  it('puts the six fixed Black Guards on the six ring-5 cells nearest f1, three on each side', () => {
    const rings = board.distances(board.point('f6'));
    const fromQueen = board.distances(board.point(FIXED_BLACK_QUEEN));
    const edge = board.names
      .map((_, p) => p)
      .filter((p) => rings[p] === 5 && board.name(p) !== FIXED_BLACK_QUEEN)
      .sort((a, b) => (fromQueen[a] as number) - (fromQueen[b] as number));
    expect(sorted(namesOf(board, edge.slice(0, 6)))).toEqual(sorted(FIXED_BLACK_GUARDS));
    // The choice is not a tie: the seventh nearest is further than the sixth.
    expect(fromQueen[edge[6] as number]).toBeGreaterThan(fromQueen[edge[5] as number] as number);
    expect(FIXED_BLACK_GUARDS.map((n) => fromQueen[board.point(n)])).toEqual([3, 2, 1, 1, 2, 3]);
    // The same holds for White round f11.
    const fromWhite = board.distances(board.point(FIXED_WHITE_QUEEN));
    const whiteEdge = board.names
      .map((_, p) => p)
      .filter((p) => rings[p] === 5 && board.name(p) !== FIXED_WHITE_QUEEN)
      .sort((a, b) => (fromWhite[a] as number) - (fromWhite[b] as number));
    expect(sorted(namesOf(board, whiteEdge.slice(0, 6)))).toEqual(sorted(FIXED_WHITE_GUARDS));
  });

  it('has the 12 symmetries of the hexagon, identity first, together a group keeping rings and f6', () => {
    checkSymmetries(board, AGON);
  });

  it('the half turn maps (q, y) to (−q, 10 − y) and the Black setups onto the White ones', () => {
    const turn = halfTurn(board);
    expect(turn.name).toBe('rotate180');
    AGON.cells.forEach((cell, p) => {
      expect(board.name(turn.points[p] as number), `half turn of ${cell.name}`).toBe(AGON.nameAt(-cell.q, 20 - cell.h));
    });
    const image = (names: readonly string[]): string[] => sorted(names.map((n) => board.name(turn.points[board.point(n)] as number)));
    expect(image([FIXED_BLACK_QUEEN])).toEqual([FIXED_WHITE_QUEEN]);
    expect(image(FIXED_BLACK_GUARDS)).toEqual(sorted(FIXED_WHITE_GUARDS));
    expect(image(FIXED_WHITE_GUARDS)).toEqual(sorted(FIXED_BLACK_GUARDS));
    expect(image(CLASSIC_BLACK_GUARDS)).toEqual(sorted(CLASSIC_WHITE_GUARDS));
    expect(image(CLASSIC_WHITE_GUARDS)).toEqual(sorted(CLASSIC_BLACK_GUARDS));
  });

  it('the left-right mirror keeps north and maps (q, y) to (−q, y)', () => {
    const mirrors = board.symmetries.filter((s) => s.directions[NORTH] === NORTH && s.points.some((q, p) => q !== p));
    expect(mirrors).toHaveLength(1);
    const mirror = mirrors[0] as Symmetry;
    expect(mirror.directions).toEqual([NORTH, NORTHWEST, SOUTHWEST, SOUTH, SOUTHEAST, NORTHEAST]);
    AGON.cells.forEach((cell, p) => {
      expect(board.name(mirror.points[p] as number), `mirror of ${cell.name}`).toBe(AGON.nameAt(-cell.q, cell.h));
    });
    expect(board.name(mirror.points[board.point('a1')] as number)).toBe('l1');
  });

  it('its rotations by 60° generate the six rotations', () => {
    const rotate60 = board.symmetries.filter((s) => s.directions[NORTH] === NORTHEAST || s.directions[NORTH] === NORTHWEST);
    const turns = rotate60.filter((s) => s.directions.every((e, d) => e === ((s.directions[0] as number) + d) % 6));
    expect(turns).toHaveLength(2);
    const step = turns[0] as Symmetry;
    const seen = new Set<string>();
    let points = board.names.map((_, p) => p);
    let directions = [0, 1, 2, 3, 4, 5];
    for (let k = 0; k < 6; k++) {
      seen.add(signature({ points, directions }));
      points = points.map((p) => step.points[p] as number);
      directions = directions.map((d) => step.directions[d] as number);
    }
    // Back to the identity after six turns, having met six different rotations, all of the board's.
    expect(points).toEqual(board.names.map((_, p) => p));
    expect(seen.size).toBe(6);
    const all = new Set(board.symmetries.map(signature));
    for (const s of seen) expect(all.has(s)).toBe(true);
  });

  it('places cells at x proportional to q and y = rank − 1 + |q|/2, neighbours one unit apart', () => {
    const f6 = board.coordinates(board.point('f6'));
    expect(f6.x).toBe(0);
    expect(f6.y).toBe(5);
    const unit = board.coordinates(board.point('g1')).x;
    expect(unit).toBeGreaterThan(0);
    AGON.cells.forEach((cell, p) => {
      const c = board.coordinates(p);
      expect(c.y, `y of ${cell.name}`).toBe(cell.rank - 1 + Math.abs(cell.q) / 2);
      expect(c.x, `x of ${cell.name}`).toBeCloseTo(cell.q * unit, 9);
    });
    // Neighbouring files are √3/2 apart, so that all six neighbours are at the same distance, 1.
    expect(unit).toBeCloseTo(Math.sqrt(3) / 2, 9);
    for (let p = 0; p < board.size; p++) {
      const here = board.coordinates(p);
      for (let d = 0; d < 6; d++) {
        const q = board.neighbour(p, d);
        if (q < 0) continue;
        const there = board.coordinates(q);
        expect(Math.hypot(there.x - here.x, there.y - here.y), `${board.name(p)} to ${board.name(q)}`).toBeCloseTo(1, 9);
      }
    }
    // And the symmetries keep the Euclidean distance to the center.
    for (const s of board.symmetries) {
      for (let p = 0; p < board.size; p++) {
        const a = board.coordinates(p);
        const b = board.coordinates(s.points[p] as number);
        expect(Math.hypot(b.x - f6.x, b.y - f6.y), `${s.name} on ${board.name(p)}`).toBeCloseTo(Math.hypot(a.x - f6.x, a.y - f6.y), 9);
      }
    }
  });
});

describe('hexHexagon at smaller radii', () => {
  it.each([1, 2, 3, 4])('hexHexagon(%i) has 3r(r + 1) + 1 cells, linked, ringed and symmetric as the model says', (radius) => {
    const board = hexHexagon(radius);
    const m = model(radius);
    expect(board.size).toBe(3 * radius * (radius + 1) + 1);
    checkAgainstModel(board, m);
    const centerName = `${FILES[radius] ?? '?'}${radius + 1}`;
    const center = board.point(centerName);
    const rings = board.distances(center);
    const counts = new Array<number>(radius + 1).fill(0);
    for (const r of rings) counts[r] = (counts[r] ?? 0) + 1;
    expect(counts).toEqual(counts.map((_, r) => (r === 0 ? 1 : 6 * r)));
    // The edge ring is exactly the cells with fewer than six neighbours.
    const edge = board.names.filter((_, p) => rings[p] === radius);
    const short = board.names.filter((_, p) => HEX_DIRECTIONS.some((_d, d) => board.neighbour(p, d) < 0));
    expect(short).toEqual(edge);
    HEX_DIRECTIONS.forEach((_, d) => expect(board.ray(center, d)).toHaveLength(radius));
    const c = board.coordinates(center);
    expect(c).toEqual({ x: 0, y: radius });
    checkSymmetries(board, m);
  });

  it('names the radius-1 board a1 a2 b1 b2 b3 c1 c2', () => {
    const board = hexHexagon(1);
    expect(board.names).toEqual(['a1', 'a2', 'b1', 'b2', 'b3', 'c1', 'c2']);
    const b2 = board.point('b2');
    expect(
      namesOf(
        board,
        HEX_DIRECTIONS.map((_, d) => board.neighbour(b2, d)),
      ),
    ).toEqual(['b3', 'c2', 'c1', 'b1', 'a1', 'a2']);
  });

  it('walks like the model from any cell along any directions (property)', () => {
    const models = [1, 2, 3, 4, 5].map((r) => ({ board: hexHexagon(r), m: model(r) }));
    const arb = fc
      .integer({ min: 0, max: 4 })
      .chain((i) =>
        fc.tuple(fc.constant(i), fc.nat((models[i]?.m.cells.length ?? 1) - 1), fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 20 })),
      );
    fc.assert(
      fc.property(arb, ([i, start, path]) => {
        const { board, m } = models[i] as { board: Board; m: Model };
        let p = start;
        let cell = m.cells[start] as Cell;
        for (const d of path) {
          const [dq, dh] = STEP[HEX_DIRECTIONS[d] as (typeof HEX_DIRECTIONS)[number]];
          const next = m.at(cell.q + dq, cell.h + dh);
          expect(board.neighbour(p, d)).toBe(next);
          if (next < 0) continue;
          p = next;
          cell = m.cells[next] as Cell;
        }
        // Every symmetry keeps the distance between the start and the end of the walk.
        const end = p;
        const fromStart = board.distances(start);
        for (const s of board.symmetries) {
          expect(board.distances(s.points[start] as number)[s.points[end] as number]).toBe(fromStart[end]);
        }
        expect(fromStart[end]).toBe(hexDistance(m.cells[start] as Cell, cell));
      }),
      params(200),
    );
  });
});

describe('hexHexagon bad arguments', () => {
  it.each([0, 6, 1.5, Number.NaN, -1, Number.POSITIVE_INFINITY])('hexHexagon(%s) is refused with argument/invalid', (radius) => {
    expectRulesError(() => hexHexagon(radius), 'argument/invalid');
  });

  it('refuses unknown points and directions on the Agon board', () => {
    const board = hexHexagon(5);
    expectRulesError(() => board.point('j5'), 'argument/invalid');
    expectRulesError(() => board.point('a7'), 'argument/invalid');
    expectRulesError(() => board.name(91), 'argument/invalid');
    expectRulesError(() => board.distances(91), 'argument/invalid');
    expectRulesError(() => board.direction('east'), 'argument/invalid');
  });
});
