// The square boards of Four Field Kono and Jul-Gonu: their position strings (`field side`), the
// rows those write, boards of a few pieces a side.
import fc from 'fast-check';
import type { Board, Symmetry } from '../core/board.js';
import { mapBoardField, rowsByName, swapBlackWhite, writeBoardField, type BoardRows } from './board-text.js';

/** A square board's rows as its position strings write them: the top rank first, files from a. */
export const ranksFromTop = (board: Board): BoardRows => [...rowsByName(board, (name) => name.slice(1))].reverse();

/** A square-board position string (`field side`) under a symmetry, the colours swapped if asked. */
export function mapSquarePosition(text: string, rows: BoardRows, symmetry: Symmetry, swapColours: boolean): string {
  const [field = '', side = ''] = text.split(' ');
  const letter = swapColours ? swapBlackWhite : (l: string): string => l;
  return `${mapBoardField(field, rows, symmetry, letter)} ${letter(side)}`;
}

/**
 * Boards of a square game with at most `most` pieces a side and either side to move, sparse and
 * dense alike (the share of empty points is drawn first): positions random play seldom reaches.
 */
export function squareBoards(rows: BoardRows, size: number, most: number): fc.Arbitrary<string> {
  return fc
    .tuple(fc.integer({ min: 1, max: 6 }), fc.array(fc.nat(99), { minLength: size, maxLength: size }), fc.constantFrom('b', 'w'))
    .map(([density, draws, side]) => {
      const cells = draws.map((d) => (d % 7 < density ? (d % 2 === 0 ? 'b' : 'w') : undefined));
      // Pieces over the limit are left off: the board stays valid without a retry.
      for (const colour of ['b', 'w']) {
        let seen = 0;
        cells.forEach((c, p) => {
          if (c === colour && ++seen > most) cells[p] = undefined;
        });
      }
      return `${writeBoardField(cells, rows)} ${side}`;
    });
}
