import { Board, type Symmetry } from './board.js';
import { RulesError } from './errors.js';
import { describeValue } from './describe.js';

/** The files of a Gliński board, left to right: no `j`. */
const GLINSKI_FILES = 'abcdefghikl';

/** Directions of a hexagon board, clockwise from north; direction d's opposite is (d + 3) mod 6. */
export const HEX_DIRECTIONS = ['north', 'northeast', 'southeast', 'south', 'southwest', 'northwest'] as const;

/** Cube-coordinate steps of the six directions (x, z; y = -x - z). */
const STEPS: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
];

/**
 * Builds the board of a regular hexagon of hexagonal cells with `radius + 1` cells on a side
 * (radius 5: 91 cells), named as on a Gliński hex-chess board: files `a b c d e f g
 * h i k l` (no `j`) from left to right, ranks from 1 at the bottom of each file, point order a1,
 * a2, …, b1, …. Its directions are {@link HEX_DIRECTIONS} (three axes: north–south,
 * northeast–southwest, southeast–northwest) and its symmetries the 12 of the hexagon (six
 * rotations, each with and without a mirror). A cell's ring, its distance in steps from the
 * center, is `board.distances(center)[cell]`.
 *
 * Drawing coordinates: x = q·√3/2 for file index q from the middle file, y in cell heights with
 * the bottom cell of the middle file at 0.
 */
export function hexHexagon(radius: number): Board {
  if (!(Number.isInteger(radius) && radius >= 1 && radius <= 5)) {
    throw new RulesError('argument/invalid', `a Gliński-named hexagon has a radius from 1 to 5, got ${describeValue(radius)}`);
  }
  // Cells in point order, as cube coordinates (x = file offset q, z, y = -x - z).
  const cells: [number, number][] = [];
  const names: string[] = [];
  const xs: number[] = [];
  const ys: number[] = [];
  for (let q = -radius; q <= radius; q++) {
    const length = 2 * radius + 1 - Math.abs(q);
    for (let rank = 1; rank <= length; rank++) {
      // Height in cells, doubled to stay whole: 2y = 2(rank - 1) + |q|, centred on the middle cell.
      const row = 2 * (rank - 1) + Math.abs(q) - 2 * radius;
      cells.push([q, (row - q) / 2]);
      names.push(`${GLINSKI_FILES[q + radius] ?? '?'}${rank}`);
      xs.push((q * Math.sqrt(3)) / 2);
      ys.push(rank - 1 + Math.abs(q) / 2);
    }
  }
  const index = new Map(cells.map(([x, z], i) => [`${x},${z}`, i]));
  const at = (x: number, z: number): number => index.get(`${x},${z}`) ?? -1;
  const neighbours = cells.map(([x, z]) => STEPS.map(([dx, dz]) => at(x + dx, z + dz)));

  // Rotation by 60° counterclockwise (y up) in cube coordinates maps (x, y, z) to (-z, -x, -y); the mirror
  // swaps the left and right of the board, (x, y, z) to (-x, -z, -y).
  const rotate = ([x, z]: [number, number]): [number, number] => [-z, x + z];
  const mirror = ([x, z]: [number, number]): [number, number] => [-x, x + z];
  const symmetries: Symmetry[] = [];
  for (const mirrored of [false, true]) {
    for (let turns = 0; turns < 6; turns++) {
      const map = (cell: [number, number]): [number, number] => {
        let c = mirrored ? mirror(cell) : cell;
        for (let t = 0; t < turns; t++) c = rotate(c);
        return c;
      };
      const points = cells.map((cell) => at(...map(cell)));
      const directions = STEPS.map(([dx, dz]) => {
        const [ox, oz] = map([0, 0]);
        const [mx, mz] = map([dx, dz]);
        return STEPS.findIndex(([sx, sz]) => sx === mx - ox && sz === mz - oz);
      });
      symmetries.push({ name: `${mirrored ? 'mirror-' : ''}rotate${turns * 60}`.replace('mirror-rotate0', 'mirror'), points, directions });
    }
  }
  symmetries[0] = { ...(symmetries[0] as Symmetry), name: 'identity' };
  return new Board({
    names,
    x: xs,
    y: ys,
    directions: HEX_DIRECTIONS,
    opposite: [3, 4, 5, 0, 1, 2],
    neighbours,
    symmetries,
    // The center: cube coordinates (0, 0).
    layout: { kind: 'hexagon', radius, center: cells.findIndex(([q, z]) => q === 0 && z === 0) },
  });
}
