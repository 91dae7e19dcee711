import type { Board } from './board.js';
import { RulesError } from './errors.js';
import { describeValue } from './describe.js';
import { requireBoard } from './guards.js';

/**
 * One custodian line from a point: `enemies` are the points that must all hold enemy pieces,
 * nearest first, and `closer` the point beyond them that must hold a friendly piece.
 */
export interface CustodianLine {
  /** The points whose enemy pieces the line takes, nearest first. */
  readonly enemies: readonly number[];
  /** The point that must hold a friendly piece to close the line. */
  readonly closer: number;
}

/**
 * The custodian lines of a board: for every point, every line that starts next to it and runs
 * straight in one direction over 1 to `maxLine` points to a closing point. This is the whole of
 * the custodian rule's geometry: a piece that has just moved to `p` takes the enemies of each of
 * `p`'s lines that are all enemy and closed by a friend. Only lines that start at the moved piece
 * exist, so a piece that steps between enemies is never taken, and captures in several
 * directions at once (along a row and a column both) need no special case.
 *
 * Lines are listed by direction (in the board's direction order), shorter before longer.
 *
 * @throws {@link RulesError} `argument/invalid` for a `board` that is not a board or a `maxLine`
 *   that is not a positive integer.
 */
export function custodianLines(board: Board, maxLine: number): readonly (readonly CustodianLine[])[] {
  requireBoard(board, 'custodianLines');
  if (!(Number.isInteger(maxLine) && maxLine >= 1)) {
    throw new RulesError('argument/invalid', `the longest custodian line must be a positive integer, got ${describeValue(maxLine)}`);
  }
  const lines: CustodianLine[][] = [];
  for (let p = 0; p < board.size; p++) {
    const own: CustodianLine[] = [];
    for (let d = 0; d < board.directions.length; d++) {
      // Walk only as far as the longest line needs: on a board that wraps round, a ray is long.
      const walk: number[] = [];
      for (let q = board.neighbour(p, d); q >= 0 && q !== p && walk.length <= maxLine && !walk.includes(q); q = board.neighbour(q, d)) {
        walk.push(q);
      }
      for (let length = 1; length <= maxLine && length < walk.length; length++) {
        own.push(Object.freeze({ enemies: Object.freeze(walk.slice(0, length)), closer: walk[length] as number }));
      }
    }
    lines.push(Object.freeze(own) as CustodianLine[]);
  }
  return Object.freeze(lines);
}

/**
 * The custodian rule on boards of at most 32 points whose pieces are kept as bit masks (bit `p`
 * for point `p`): {@link custodianLines} turned into masks once, so that finding a move's
 * captures is a few mask tests per line.
 */
export class MaskCustodian {
  // For point p, lines LINE_START[p] … LINE_START[p + 1] - 1, each an enemy mask and a closer mask.
  readonly #start: Int32Array;
  readonly #enemies: Int32Array;
  readonly #closer: Int32Array;
  /** For point p, the nearest point of each of its lines: where none holds an enemy piece, nothing is taken. */
  readonly #near: Int32Array;

  /** Builds the masks of `board`'s lines of up to `maxLine` enemies; the board has at most 32 points. */
  constructor(board: Board, maxLine: number) {
    requireBoard(board, 'MaskCustodian');
    if (board.size > 32) {
      throw new RulesError('argument/invalid', `mask custodian capture needs at most 32 points, the board has ${board.size}`);
    }
    const lines = custodianLines(board, maxLine);
    const flat = lines.flat();
    this.#start = new Int32Array(board.size + 1);
    this.#enemies = new Int32Array(flat.length);
    this.#closer = new Int32Array(flat.length);
    this.#near = new Int32Array(board.size);
    let i = 0;
    lines.forEach((own, p) => {
      this.#start[p] = i;
      for (const line of own) {
        this.#enemies[i] = line.enemies.reduce((mask, q) => mask | (1 << q), 0);
        this.#closer[i] = 1 << line.closer;
        this.#near[p] = (this.#near[p] as number) | (1 << (line.enemies[0] as number));
        i++;
      }
    });
    this.#start[board.size] = i;
  }

  /**
   * The mask of the enemy pieces that a piece which has just moved to `point` takes, given the
   * mover's pieces `own` (including the moved one) and the opponent's `enemy`.
   */
  captures(point: number, own: number, enemy: number): number {
    // Most moves land with no enemy piece on any line: one test instead of one a line.
    if ((enemy & (this.#near[point] as number)) === 0) return 0;
    let taken = 0;
    const end = this.#start[point + 1] as number;
    for (let i = this.#start[point] as number; i < end; i++) {
      const line = this.#enemies[i] as number;
      if ((enemy & line) === line && (own & (this.#closer[i] as number)) !== 0) taken |= line;
    }
    return taken;
  }
}

/**
 * The custodian rule on boards whose cells are kept in an array of small codes, a player's
 * colour in the bits of `colourMask` (0 for an empty cell): {@link custodianLines} flattened into
 * one table, for boards of any size.
 */
export class CellCustodian {
  // For point p, lines start at #start[p]; each line is its length k, then k enemy points, then the closer.
  readonly #start: Int32Array;
  readonly #lines: Int16Array;

  /** Builds the table of `board`'s lines of up to `maxLine` enemies. */
  constructor(board: Board, maxLine: number) {
    const lines = custodianLines(board, maxLine);
    const flat: number[] = [];
    this.#start = new Int32Array(board.size + 1);
    lines.forEach((own, p) => {
      this.#start[p] = flat.length;
      for (const line of own) flat.push(line.enemies.length, ...line.enemies, line.closer);
    });
    this.#start[board.size] = flat.length;
    this.#lines = Int16Array.from(flat);
  }

  /**
   * Writes into `out` the points of the enemy pieces that a piece of colour `own` which has just
   * moved to `point` takes, and returns how many there are. `cells` holds the board after the
   * move; a cell's colour is `cells[p] & colourMask`.
   */
  captures(cells: ArrayLike<number>, point: number, own: number, colourMask: number, out: Int32Array): number {
    const lines = this.#lines;
    const end = this.#start[point + 1] as number;
    let n = 0;
    for (let i = this.#start[point] as number; i < end;) {
      const length = lines[i] as number;
      const closer = lines[i + length + 1] as number;
      let whole = ((cells[closer] as number) & colourMask) === own;
      for (let k = 1; whole && k <= length; k++) {
        const colour = (cells[lines[i + k] as number] as number) & colourMask;
        whole = colour !== 0 && colour !== own;
      }
      if (whole) for (let k = 1; k <= length; k++) out[n++] = lines[i + k] as number;
      i += length + 2;
    }
    return n;
  }
}
