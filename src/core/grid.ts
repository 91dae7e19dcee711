import { Board, type Symmetry } from './board.js';
import { RulesError } from './errors.js';
import { describeValue } from './describe.js';

const FILES = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Builds the board of a rectangular grid of lines: points `a1`… named by file letter (left to
 * right) and rank number (bottom to top), in point order a1, b1, …, a2, …; the four directions
 * `north`, `east`, `south`, `west`; and the symmetries of the rectangle (eight for a square,
 * four otherwise).
 */
export function squareGrid(files: number, ranks: number): Board {
  if (!(Number.isInteger(files) && Number.isInteger(ranks) && files >= 1 && ranks >= 1 && files <= 26 && ranks <= 99)) {
    throw new RulesError(
      'argument/invalid',
      `a grid needs 1 to 26 files and 1 to 99 ranks, got ${describeValue(files)} and ${describeValue(ranks)}`,
    );
  }
  const at = (f: number, r: number): number => (f < 0 || f >= files || r < 0 || r >= ranks ? -1 : r * files + f);
  const names: string[] = [];
  const x: number[] = [];
  const y: number[] = [];
  const neighbours: number[][] = [];
  // Direction vectors in the order north, east, south, west.
  const vectors = [
    [0, 1],
    [1, 0],
    [0, -1],
    [-1, 0],
  ] as const;
  for (let r = 0; r < ranks; r++) {
    for (let f = 0; f < files; f++) {
      names.push(`${FILES[f]}${r + 1}`);
      x.push(f);
      y.push(r);
      neighbours.push(vectors.map(([df, dr]) => at(f + df, r + dr)));
    }
  }
  // Each symmetry as a map of grid coordinates; the direction map follows from the vectors.
  const maps: [string, (f: number, r: number) => [number, number]][] = [
    ['identity', (f, r) => [f, r]],
    ['rotate180', (f, r) => [files - 1 - f, ranks - 1 - r]],
    ['mirror-files', (f, r) => [files - 1 - f, r]],
    ['mirror-ranks', (f, r) => [f, ranks - 1 - r]],
  ];
  if (files === ranks) {
    const n = files - 1;
    maps.push(
      ['rotate90', (f, r) => [n - r, f]],
      ['rotate270', (f, r) => [r, n - f]],
      ['mirror-diagonal', (f, r) => [r, f]],
      ['mirror-antidiagonal', (f, r) => [n - r, n - f]],
    );
  }
  const symmetries: Symmetry[] = maps.map(([name, map]) => {
    const points = names.map((_, p) => {
      const [f, r] = map(p % files, Math.floor(p / files));
      return at(f, r);
    });
    const origin = map(0, 0);
    const directions = vectors.map(([df, dr]) => {
      const [f, r] = map(df, dr);
      const v = [f - origin[0], r - origin[1]];
      return vectors.findIndex(([a, b]) => a === v[0] && b === v[1]);
    });
    return { name, points, directions };
  });
  return new Board({
    names,
    x,
    y,
    directions: ['north', 'east', 'south', 'west'],
    opposite: [2, 3, 0, 1],
    neighbours,
    symmetries,
    layout: { kind: 'grid', files, ranks },
  });
}
