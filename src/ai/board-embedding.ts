// Where each point of a board stands in the grid of cells that observations for learning code are
// made of, following the board's layout: the rows and columns a convolution slides over.
import type { Board, Coordinates } from '../core/board.js';
import { RulesError } from '../core/errors.js';

/** The grid a board embeds into, and the cell of each of its points. */
export interface BoardEmbedding {
  /** Rows of the grid. */
  readonly height: number;
  /** Columns of the grid. */
  readonly width: number;
  /** The cell of each point, in point order: `row * width + column`. */
  readonly cells: Int32Array;
}

// Coordinates are floating point (a hexagon's x is a multiple of √3/2): a point is in a cell when
// it is this close to the cell's exact place.
const TOLERANCE = 1e-6;

/** The nearest integer to `value`, or NaN where `value` is not within {@link TOLERANCE} of one. */
function whole(value: number): number {
  const n = Math.round(value);
  return Math.abs(value - n) < TOLERANCE ? n : Number.NaN;
}

/** Embeddings already made: a board is read-only, so its embedding never changes. */
const made = new WeakMap<Board, BoardEmbedding>();

/**
 * The embedding of a board into a grid, by its layout:
 *
 * - `grid`: ranks × files; row 0 is the top rank as the board is drawn (the highest y), column 0
 *   the leftmost file, so the grid reads like the picture of the board.
 * - `hexagon` of radius r: (2r + 1) × (2r + 1) in axial coordinates. Column `r + j` and row
 *   `r - i` hold the cell `i` steps north and `j` steps northeast of the center ("north" being the
 *   center's neighbour drawn highest, "northeast" the next one clockwise), so that north is up a
 *   row, northeast right a column, and southeast right a column and down a row; the center is in
 *   row r, column r, and the corners of the grid beyond the hexagon are no cells of the board.
 * - `rings`: (rings + 1) × radials; row k holds ring k, column c the radial c (the radial of the
 *   first point after the center in point order first, then round the rings the way the angles
 *   grow, counter-clockwise); the center is alone in row 0, column 0.
 * - `graph`: one row of the points in point order.
 *
 * @throws {@link RulesError} `argument/invalid` where the board's points do not stand where its
 *   layout says (two points in one cell, or a point outside the grid).
 */
export function embedBoard(board: Board): BoardEmbedding {
  let embedding = made.get(board);
  if (embedding === undefined) {
    embedding = Object.freeze(placed(board));
    made.set(board, embedding);
  }
  return embedding;
}

/** The cells of a board's points, checked: each point in a cell of the grid, no two in one. */
function placed(board: Board): BoardEmbedding {
  const { height, width, cellOf } = cellsOfLayout(board);
  const cells = new Int32Array(board.size);
  const taken = new Map<number, number>();
  for (let p = 0; p < board.size; p++) {
    const [row, column] = cellOf(p);
    const misplaced = (why: string): never => {
      throw new RulesError('argument/invalid', `the ${describeLayout(board)} layout of the board ${why} for point ${board.name(p)}`);
    };
    if (!(Number.isInteger(row) && Number.isInteger(column) && row >= 0 && row < height && column >= 0 && column < width)) {
      misplaced(`has no cell of its ${height}×${width} grid`);
    }
    const cell = row * width + column;
    const other = taken.get(cell);
    if (other !== undefined) misplaced(`puts point ${board.name(other)} in the same cell (row ${row}, column ${column})`);
    taken.set(cell, p);
    cells[p] = cell;
  }
  return { height, width, cells };
}

/** The layout in words, for messages: `grid 4×4`, `hexagon of radius 5`. */
function describeLayout(board: Board): string {
  const layout = board.layout;
  switch (layout.kind) {
    case 'grid':
      return `grid ${layout.files}×${layout.ranks}`;
    case 'hexagon':
      return `hexagon of radius ${layout.radius}`;
    case 'rings':
      return `${layout.rings} rings × ${layout.radials} radials`;
    default:
      return 'graph';
  }
}

/** The grid of a layout, and the row and column of a point in it (NaN where it has none). */
function cellsOfLayout(board: Board): { height: number; width: number; cellOf: (p: number) => [number, number] } {
  const layout = board.layout;
  const at = (p: number): Coordinates => board.coordinates(p);
  switch (layout.kind) {
    case 'grid': {
      const points = Array.from({ length: board.size }, (_, p) => at(p));
      const left = Math.min(...points.map(({ x }) => x));
      const top = Math.max(...points.map(({ y }) => y));
      return { height: layout.ranks, width: layout.files, cellOf: (p) => [whole(top - at(p).y), whole(at(p).x - left)] };
    }
    case 'hexagon': {
      const r = layout.radius;
      const origin = at(layout.center);
      const [north, northeast] = hexagonAxes(board, layout.center);
      // Solves v = i·north + j·northeast for the offset v of a cell from the center.
      const determinant = north.x * northeast.y - north.y * northeast.x;
      return {
        height: 2 * r + 1,
        width: 2 * r + 1,
        cellOf: (p) => {
          const dx = at(p).x - origin.x;
          const dy = at(p).y - origin.y;
          const i = whole((dx * northeast.y - dy * northeast.x) / determinant);
          const j = whole((north.x * dy - north.y * dx) / determinant);
          return [r - i, r + j];
        },
      };
    }
    case 'rings': {
      const origin = at(layout.center);
      const rings = board.distances(layout.center);
      const angleOf = (p: number): number => Math.atan2(at(p).y - origin.y, at(p).x - origin.x);
      const first = layout.center === 0 ? 1 : 0;
      const start = board.size > 1 ? angleOf(first) : 0;
      const step = (2 * Math.PI) / layout.radials;
      return {
        height: layout.rings + 1,
        width: layout.radials,
        cellOf: (p) => {
          if (p === layout.center) return [0, 0];
          const radial = whole((angleOf(p) - start) / step);
          const ring = rings[p] as number;
          // The center's row has the center alone.
          return [ring >= 1 ? ring : Number.NaN, ((radial % layout.radials) + layout.radials) % layout.radials];
        },
      };
    }
    default:
      return { height: 1, width: board.size, cellOf: (p) => [0, p] };
  }
}

/**
 * The offsets from a hexagon's center to its neighbour drawn highest ("north"; of two, the one
 * further left) and to the neighbour next to it clockwise ("northeast").
 */
function hexagonAxes(board: Board, center: number): [Coordinates, Coordinates] {
  const origin = board.coordinates(center);
  const offsets: Coordinates[] = [];
  for (let d = 0; d < board.directions.length; d++) {
    const q = board.neighbour(center, d);
    if (q >= 0) offsets.push({ x: board.coordinates(q).x - origin.x, y: board.coordinates(q).y - origin.y });
  }
  if (offsets.length !== 6) {
    throw new RulesError(
      'argument/invalid',
      `the hexagon layout of the board needs six neighbours round its center, not ${offsets.length}`,
    );
  }
  const highest = offsets.reduce((a, b) => (b.y > a.y + TOLERANCE || (Math.abs(b.y - a.y) <= TOLERANCE && b.x < a.x) ? b : a));
  // Clockwise by 60°: (x, y) turned by -60°.
  const c = Math.cos(-Math.PI / 3);
  const s = Math.sin(-Math.PI / 3);
  return [highest, { x: highest.x * c - highest.y * s, y: highest.x * s + highest.y * c }];
}
