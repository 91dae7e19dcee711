// The board field that the built-in games' position strings share (the core's parseRows and
// formatRows): rows separated by `/`, a piece a letter (with `*` after it for a piece captured
// and left on the board), a run of empty points its length in digits. The adapters map positions
// through it.
import type { Board, Symmetry } from '../core/board.js';
import { formatRows, parseRows } from '../core/notation.js';

/** Each row's points, in the order the field writes them. */
export type BoardRows = readonly (readonly number[])[];

/** The letter on each point of a board field (`undefined` for an empty one, `g*` for a marked piece), read by the core's own reader. */
export function readBoardField(field: string, rows: BoardRows, size: number): (string | undefined)[] {
  // Every letter the field holds is allowed: the game has checked them already.
  const letters = [...new Set(field.replace(/[0-9/*]/g, ''))].join('');
  const texts = parseRows(
    field,
    rows.map((row) => row.length),
    letters,
    'board field',
    undefined,
    '*',
  );
  const cells = new Array<string | undefined>(size).fill(undefined);
  texts.forEach((text, r) => {
    const row = rows[r] as readonly number[];
    text.forEach((letter, i) => {
      if (letter !== '') cells[row[i] ?? -1] = letter;
    });
  });
  return cells;
}

/** The board field of the letters on the points, written by the core's own writer. */
export function writeBoardField(cells: readonly (string | undefined)[], rows: BoardRows): string {
  return formatRows(rows.map((row) => row.map((p) => cells[p] ?? '')));
}

/** The image of a board field under a symmetry, each letter changed by `letter` (the colour swap). */
export function mapBoardField(field: string, rows: BoardRows, symmetry: Symmetry, letter: (l: string) => string): string {
  const cells = readBoardField(field, rows, symmetry.points.length);
  const image = new Array<string | undefined>(cells.length).fill(undefined);
  cells.forEach((l, p) => {
    if (l !== undefined) image[symmetry.points[p] ?? -1] = letter(l);
  });
  return writeBoardField(image, rows);
}

/** The swap of Black's and White's letters `b` and `w`. */
export const swapBlackWhite = (l: string): string => (l === 'b' ? 'w' : l === 'w' ? 'b' : l);

/** The points grouped by a key of their names, groups in the order of their first point. */
export function rowsByName(board: Board, key: (name: string) => string, points?: readonly number[]): BoardRows {
  const rows = new Map<string, number[]>();
  for (const p of points ?? board.names.map((_, i) => i)) {
    const k = key(board.name(p));
    const row = rows.get(k);
    if (row === undefined) rows.set(k, [p]);
    else row.push(p);
  }
  return [...rows.values()];
}
