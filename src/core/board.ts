import { describeValue } from './describe.js';
import { RulesError } from './errors.js';

// Point indices are stored in Int16Array tables, which hold at most this many.
/** The most points a board has. */
export const MAX_BOARD_POINTS = 0x7fff;

/** A symmetry of a board: a permutation of its points that maps lines onto lines. */
export interface Symmetry {
  /** A short name: `identity`, `rotate90`, `mirror-files`, … */
  readonly name: string;
  /** The image of each point index. */
  readonly points: readonly number[];
  /** The image of each direction index: moving in `d` from `p` maps to moving in `directions[d]` from `points[p]`. */
  readonly directions: readonly number[];
}

/** Drawing coordinates of a point: x to the right, y upwards, one unit between neighbouring lines. */
export interface Coordinates {
  /** Horizontal position. */
  readonly x: number;
  /** Vertical position. */
  readonly y: number;
}

/**
 * How a board is drawn, which renderers follow: a grid of lines (`grid`), a hexagon of
 * hexagonal cells (`hexagon`), concentric rings crossed by radials round a center (`rings`),
 * or, for any other board, its points joined by lines to their neighbours (`graph`). The
 * points stand at their drawing coordinates in every case.
 */
export type BoardLayout = GridLayout | HexagonLayout | RingsLayout | GraphLayout;

/** A grid of lines, points where they cross: see {@link BoardLayout}. */
export interface GridLayout {
  /** `grid`. */
  readonly kind: 'grid';
  /** Points along a rank. */
  readonly files: number;
  /** Points along a file. */
  readonly ranks: number;
}

/** A hexagon of hexagonal cells, one unit between neighbouring centers: see {@link BoardLayout}. */
export interface HexagonLayout {
  /** `hexagon`. */
  readonly kind: 'hexagon';
  /** Cells from the center to an edge. */
  readonly radius: number;
  /** The center cell. */
  readonly center: number;
}

/** Concentric rings crossed by radials round a center point: see {@link BoardLayout}. */
export interface RingsLayout {
  /** `rings`. */
  readonly kind: 'rings';
  /** The number of rings. */
  readonly rings: number;
  /** The number of radials. */
  readonly radials: number;
  /** The center point. */
  readonly center: number;
}

/** Any other board: its points joined by lines to their neighbours. See {@link BoardLayout}. */
export interface GraphLayout {
  /** `graph`. */
  readonly kind: 'graph';
}

/** What a board builder hands to {@link Board}: the whole graph, described point by point. */
export interface BoardDescription {
  /** Point names in the board's point order. */
  readonly names: readonly string[];
  /** Horizontal drawing coordinate of each point (x to the right). */
  readonly x: readonly number[];
  /** Vertical drawing coordinate of each point (y upwards). */
  readonly y: readonly number[];
  /** Direction names. */
  readonly directions: readonly string[];
  /** `opposite[d]` is the index of the direction opposite direction `d`. */
  readonly opposite: readonly number[];
  /** `neighbours[p][d]`: the point one step from `p` in direction `d`, or -1 at the edge. */
  readonly neighbours: readonly (readonly number[])[];
  /** The board's symmetries, the identity first. */
  readonly symmetries: readonly Symmetry[];
  /**
   * Hubs: points that many points link into in one direction (the center of rings and radials,
   * the inward neighbour of every point of the innermost ring). A link into a hub needs no way back; the hub's own
   * links out are its {@link Board.spokes}.
   */
  readonly hubs?: readonly number[];
  /** How the board is drawn (default `{ kind: 'graph' }`). */
  readonly layout?: BoardLayout;
}

/**
 * A board as a graph: named points with coordinates, neighbours by named direction, rays and
 * symmetries. Built once per board shape (see {@link squareGrid}); read-only afterwards. The
 * adjacency is kept in one flat typed array so that move generators can walk it quickly.
 */
export class Board {
  /** Number of points. */
  readonly size: number;
  /** Direction names; a direction is addressed by its index in this list. */
  readonly directions: readonly string[];
  /** The board's symmetries as point and direction permutations, the identity first. */
  readonly symmetries: readonly Symmetry[];
  /** How the board is drawn. */
  readonly layout: BoardLayout;
  readonly #names: readonly string[];
  readonly #index: ReadonlyMap<string, number>;
  readonly #x: Float64Array;
  readonly #y: Float64Array;
  readonly #opposite: Uint8Array;
  readonly #next: Int16Array;
  readonly #width: number;
  readonly #spokes = new Map<number, readonly number[]>();

  /** Builds a board from a full description; throws `argument/invalid` if it is inconsistent. */
  constructor(description: BoardDescription) {
    checkDescription(description);
    const { names, directions, opposite, neighbours } = description;
    const size = names.length;
    const width = directions.length;
    this.size = size;
    this.directions = Object.freeze([...directions]);
    this.layout = Object.freeze({ ...(description.layout ?? { kind: 'graph' }) });
    this.#names = Object.freeze([...names]);
    this.#index = new Map(names.map((name, i) => [name, i]));
    this.#x = Float64Array.from(description.x);
    this.#y = Float64Array.from(description.y);
    this.#opposite = Uint8Array.from(opposite);
    this.#width = width;
    this.#next = new Int16Array(size * width);
    neighbours.forEach((row, p) => row.forEach((q, d) => (this.#next[p * width + d] = q)));
    for (const hub of description.hubs ?? []) {
      const spokes = neighbours.flatMap((row, p) => (row.includes(hub) ? [p] : []));
      this.#spokes.set(hub, Object.freeze(spokes));
    }
    this.symmetries = Object.freeze(
      description.symmetries.map((s) =>
        Object.freeze({ name: s.name, points: Object.freeze([...s.points]), directions: Object.freeze([...s.directions]) }),
      ),
    );
  }

  /**
   * The points that link into hub `p` (see {@link BoardDescription.hubs}), in point order: the
   * way out of a center with many neighbours. Empty for a point that is not a hub.
   *
   * @throws {@link RulesError} `argument/invalid` for a `p` that is not a point index of the board.
   */
  spokes(p: number): readonly number[] {
    this.#checkPoint(p);
    return this.#spokes.get(p) ?? [];
  }

  /**
   * The name of point `p`.
   *
   * @throws {@link RulesError} `argument/invalid` for a `p` that is not a point index of the board.
   */
  name(p: number): string {
    this.#checkPoint(p);
    return this.#names[p] as string;
  }

  /** All point names in point order. */
  get names(): readonly string[] {
    return this.#names;
  }

  /** The index of the point named `name`, or -1 if there is none (for a value that is no string too). */
  indexOf(name: string): number {
    return this.#index.get(name) ?? -1;
  }

  /** The index of the point named `name`; throws `argument/invalid` if there is none. */
  point(name: string): number {
    const p = this.indexOf(name);
    if (p < 0) throw new RulesError('argument/invalid', `no point named ${describeValue(name)}`);
    return p;
  }

  /**
   * Drawing coordinates of point `p` (x to the right, y upwards).
   *
   * @throws {@link RulesError} `argument/invalid` for a `p` that is not a point index of the board.
   */
  coordinates(p: number): Coordinates {
    this.#checkPoint(p);
    return { x: this.#x[p] as number, y: this.#y[p] as number };
  }

  /** The index of the direction named `name`; throws `argument/invalid` if there is none. */
  direction(name: string): number {
    const d = this.directions.indexOf(name);
    if (d < 0) throw new RulesError('argument/invalid', `no direction named ${describeValue(name)}`);
    return d;
  }

  /**
   * The direction opposite direction `d`.
   *
   * @throws {@link RulesError} `argument/invalid` for a `d` that is not a direction index of the board.
   */
  opposite(d: number): number {
    this.#checkDirection(d);
    return this.#opposite[d] as number;
  }

  /**
   * The point one step from `p` in direction `d`, or -1 where the board ends.
   *
   * @throws {@link RulesError} `argument/invalid` for a `p` that is not a point index, or a `d`
   *   that is not a direction index, of the board.
   */
  neighbour(p: number, d: number): number {
    this.#checkPoint(p);
    this.#checkDirection(d);
    return this.#step(p, d);
  }

  /**
   * The distance in steps from `p` to every point, in point order (-1 where there is no path),
   * a hub's spokes counting as steps: the rings round a center, for example.
   *
   * @throws {@link RulesError} `argument/invalid` for a `p` that is not a point index of the board.
   */
  distances(p: number): number[] {
    this.#checkPoint(p);
    const distance = new Array<number>(this.size).fill(-1);
    distance[p] = 0;
    const queue = [p];
    for (let i = 0; i < queue.length; i++) {
      const from = queue[i] as number;
      // A hub's ways out are its spokes, not its (absent) neighbours.
      const next = [...Array.from(this.directions, (_, d) => this.#step(from, d)), ...(this.#spokes.get(from) ?? [])];
      for (const to of next) {
        if (to >= 0 && distance[to] === -1) {
          distance[to] = (distance[from] as number) + 1;
          queue.push(to);
        }
      }
    }
    return distance;
  }

  /**
   * The points met walking from `p` (not included) in direction `d` until the edge, or, on a
   * board that wraps round (a ring), until the walk comes back to `p`.
   *
   * @throws {@link RulesError} `argument/invalid` for a `p` that is not a point index, or a `d`
   *   that is not a direction index, of the board.
   */
  ray(p: number, d: number): number[] {
    this.#checkPoint(p);
    this.#checkDirection(d);
    const points: number[] = [];
    for (let q = this.#step(p, d); q >= 0 && q !== p && points.length < this.size; q = this.#step(q, d)) points.push(q);
    return points;
  }

  /** The neighbour of a checked point in a checked direction, read straight from the table. */
  #step(p: number, d: number): number {
    return this.#next[p * this.#width + d] as number;
  }

  // The checks come before any table read: a typed array answers `undefined` out of range, and
  // JavaScript reads `table["1"]` and `table[true * 4]` too, so nonsense would find a value.
  /** Throws `argument/invalid` unless `p` is an integer from 0 to `size - 1`. */
  #checkPoint(p: number): void {
    if (!(Number.isInteger(p) && p >= 0 && p < this.size)) {
      throw new RulesError('argument/invalid', `point ${describeValue(p)} is not a point of this board (${indexRange(this.size)})`);
    }
  }

  /** Throws `argument/invalid` unless `d` is an integer from 0 to the number of directions - 1. */
  #checkDirection(d: number): void {
    if (!(Number.isInteger(d) && d >= 0 && d < this.#width)) {
      throw new RulesError(
        'argument/invalid',
        `direction ${describeValue(d)} is not a direction of this board (${indexRange(this.#width)})`,
      );
    }
  }
}

/** The valid indices of a list of `n`, for messages: `0 to 15`, or `it has none`. */
function indexRange(n: number): string {
  return n === 0 ? 'it has none' : `0 to ${n - 1}`;
}

/** Throws `argument/invalid` unless the description is a consistent graph with true symmetries. */
function checkDescription(description: BoardDescription): void {
  const bad = (why: string): never => {
    throw new RulesError('argument/invalid', `inconsistent board description: ${why}`);
  };
  if (typeof description !== 'object' || description === null) bad('expected an object');
  const { names, x, y, directions, opposite, neighbours, symmetries } = description;
  const hubs = description.hubs ?? [];
  const layout = description.layout ?? { kind: 'graph' };
  if (typeof layout !== 'object' || layout === null || !['grid', 'hexagon', 'rings', 'graph'].includes(layout.kind)) {
    bad('layout must be a grid, hexagon, rings or graph layout');
  }
  const lists = { names, x, y, directions, opposite, neighbours, symmetries, hubs };
  for (const [key, list] of Object.entries(lists)) if (!Array.isArray(list)) bad(`${key} must be an array`);
  const size = names.length;
  const width = directions.length;
  if (size === 0 || size > MAX_BOARD_POINTS) bad(`a board has 1 to ${MAX_BOARD_POINTS} points, not ${size}`);
  if (new Set(names).size !== size || !names.every((n) => typeof n === 'string' && n !== '')) {
    bad('point names must be unique non-empty strings');
  }
  if (width > 255 || new Set(directions).size !== width) bad('direction names must be at most 255 unique strings');
  if (x.length !== size || y.length !== size || ![...x, ...y].every(Number.isFinite)) bad('x and y need one finite number per point');
  const isIndex = (v: unknown, n: number): boolean => Number.isInteger(v) && (v as number) >= 0 && (v as number) < n;
  if (opposite.length !== width || !opposite.every((o, d) => isIndex(o, width) && opposite[o] === d)) {
    bad('opposite must pair every direction with another whose opposite it is');
  }
  if (neighbours.length !== size) bad('neighbours needs one row per point');
  if (!hubs.every((h) => isIndex(h, size))) bad('hubs must be point indices');
  neighbours.forEach((row, p) => {
    if (!Array.isArray(row) || row.length !== width) bad(`the neighbours of ${names[p]} need one entry per direction`);
    row.forEach((q, d) => {
      if (q !== -1 && !isIndex(q, size)) bad(`the ${directions[d]} neighbour of ${names[p]} is ${String(q)}, not a point index or -1`);
      if (q !== -1 && !hubs.includes(q) && neighbours[q]?.[opposite[d] as number] !== p) {
        bad(`the link ${names[p]}→${names[q]} has no way back`);
      }
    });
  });
  if (symmetries.length === 0) bad('the symmetries must start with the identity');
  symmetries.forEach((sym, i) => {
    const points = sym.points;
    const dirs = sym.directions;
    if (!Array.isArray(points) || points.length !== size || new Set(points).size !== size || !points.every((q) => isIndex(q, size))) {
      bad(`symmetry ${sym.name} must permute the points`);
    }
    if (!Array.isArray(dirs) || dirs.length !== width || new Set(dirs).size !== width || !dirs.every((e) => isIndex(e, width))) {
      bad(`symmetry ${sym.name} must permute the directions`);
    }
    if (i === 0 && !(points.every((q, p) => q === p) && dirs.every((e, d) => e === d))) bad('the first symmetry must be the identity');
    neighbours.forEach((row, p) =>
      row.forEach((q, d) => {
        const image = neighbours[points[p] as number]?.[dirs[d] as number];
        if ((q === -1 ? -1 : points[q]) !== image) bad(`symmetry ${sym.name} does not map the links of ${names[p]} onto links`);
      }),
    );
  });
}
