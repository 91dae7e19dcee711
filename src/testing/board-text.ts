// The board field that the built-in games' position strings share: rows separated by `/`, a piece
// a letter, a run of empty points its length in digits. The adapters map positions through it.
import type { Board, Symmetry } from '../core/board.js';

/** Each row's points, in the order the field writes them. */
export type BoardRows = readonly (readonly number[])[];

/** The letter on each point of a board field (`undefined` for an empty one). */
export function readBoardField(field: string, rows: BoardRows, size: number): (string | undefined)[] {
  const cells = new Array<string | undefined>(size).fill(undefined);
  const texts = field.split('/');
  if (texts.length !== rows.length) throw new Error(`board field ${field} has ${texts.length} rows, not ${rows.length}`);
  texts.forEach((text, r) => {
    const row = rows[r] as readonly number[];
    let i = 0;
    for (const token of text.match(/[0-9]+|[^0-9]/g) ?? []) {
      if (/^[0-9]/.test(token)) i += Number(token);
      else cells[row[i++] ?? -1] = token;
    }
    if (i !== row.length) throw new Error(`row ${r + 1} of board field ${field} has ${i} points, not ${row.length}`);
  });
  return cells;
}

/** The board field of the letters on the points. */
export function writeBoardField(cells: readonly (string | undefined)[], rows: BoardRows): string {
  return rows
    .map((row) => {
      let text = '';
      let run = 0;
      for (const p of row) {
        const letter = cells[p];
        if (letter === undefined) {
          run++;
          continue;
        }
        if (run > 0) text += String(run);
        run = 0;
        text += letter;
      }
      return run > 0 ? text + String(run) : text;
    })
    .join('/');
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
