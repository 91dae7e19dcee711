// The property kit's adapter for Agon: captured pieces are held for return (A6) or marked on the
// board until released (AH3), never lost.
import fc from 'fast-check';
import { agon, type AgonMove, type AgonOptions, type AgonPosition } from '../agon/index.js';
import type { Piece } from '../core/game.js';
import type { GameAdapter } from './adapter.js';
import { mapBoardField, rowsByName, writeBoardField } from './board-text.js';

/** The files, a to l, each from rank 1 up: the position string's order, which is the point order. */
const ROWS = rowsByName(agon.board, (name) => name.charAt(0));

/** The pieces of the count lists' order q g Q G (AgonState's `held` and `unplaced`). */
const COUNTED: readonly Piece[] = [
  { owner: 'black', kind: 'queen' },
  { owner: 'black', kind: 'guard' },
  { owner: 'white', kind: 'queen' },
  { owner: 'white', kind: 'guard' },
];
const LETTERS = 'qgQG';

/** A held or unplaced list of letters as the position string writes it. */
const listText = (letters: readonly string[]): string =>
  letters.length === 0 ? '-' : [...letters].sort((a, b) => LETTERS.indexOf(a) - LETTERS.indexOf(b)).join('');

const swapCase = (l: string): string => (l === l.toLowerCase() ? l.toUpperCase() : l.toLowerCase());

/** A held or unplaced list (`-` or letters in the order q g Q G) with the colours swapped. */
function swapList(list: string): string {
  return list === '-' ? list : listText([...list].map(swapCase));
}

function reserve(position: AgonPosition): Piece[] {
  const pieces: Piece[] = [];
  for (const off of agon.offBoard(position)) {
    const piece = COUNTED.find((counted) => counted.owner === off.owner && counted.kind === off.kind) as Piece;
    for (let n = 0; n < off.count; n++) pieces.push(piece);
  }
  return pieces;
}

/** A step's own two points and the cells beside `to`, where its captures stand (A4, A5, AH3); a release's two. */
function touched(_position: unknown, move: AgonMove): number[] {
  if (move.kind === 'pass') return [];
  if (move.kind === 'place') return [move.at];
  if (move.kind === 'release') return [move.from, move.to];
  const beside = agon.board.directions.map((_, d) => agon.board.neighbour(move.to, d)).filter((p) => p >= 0);
  return [move.from, move.to, ...beside];
}

/** The fourteen pieces of every position (A1, A10). */
const PIECES = [...'qggggggQGGGGGG'];

/**
 * Any valid position: each of the fourteen pieces on the board, held by its opponent or not yet
 * placed, on distinct cells drawn from a window of the point order (a narrow window crowds the
 * pieces together, so that captures and blocked pieces occur), either side to move.
 */
const crowded: fc.Arbitrary<string> = fc
  .tuple(
    fc.integer({ min: 14, max: agon.board.size }),
    fc.nat(agon.board.size - 1),
    fc.array(fc.nat(99), { minLength: PIECES.length, maxLength: PIECES.length }),
    fc.array(fc.nat(agon.board.size - 1), { minLength: PIECES.length, maxLength: PIECES.length }),
    fc.constantFrom('b', 'w'),
    fc.integer({ min: 0, max: 40 }),
  )
  .map(([width, offset, where, draws, side, offBoard]) => {
    const cells = new Array<string | undefined>(agon.board.size).fill(undefined);
    const held: string[] = [];
    const unplaced: string[] = [];
    PIECES.forEach((piece, i) => {
      const w = where[i] ?? 0;
      if (w < offBoard / 2) held.push(piece);
      else if (w < offBoard) unplaced.push(piece);
      else {
        // A piece whose cell is taken is held instead: the position stays valid without a retry.
        const cell = (offset + ((draws[i] ?? 0) % width)) % agon.board.size;
        if (cells[cell] === undefined) cells[cell] = piece;
        else held.push(piece);
      }
    });
    return `${writeBoardField(cells, ROWS)} ${side} ${listText(held)} ${listText(unplaced)}`;
  });

/**
 * Agon's adapter for {@link gameProperties}: a capture takes nothing for good, since the captured
 * piece is held for return (A6); the reserve is the held and the unplaced pieces; a step touches
 * its own cells and those beside its end; all twelve symmetries of the hexagon keep the rules, with
 * or without the colours (of the pieces, the side to move, the held and unplaced lists) swapped;
 * any distribution of the fourteen pieces over the board, the held and the unplaced is a position.
 */
export const agonAdapter: GameAdapter<'agon', AgonMove, AgonOptions> = {
  pieces: { reserve, taken: () => [], touched },
  symmetry: {
    symmetries: agon.board.symmetries,
    colourSwaps: agon.board.symmetries,
    mapPosition(text, symmetry, swapColours) {
      const [field = '', side = '', held = '', unplaced = ''] = text.split(' ');
      const letter = swapColours ? swapCase : (l: string): string => l;
      const list = swapColours ? swapList : (l: string): string => l;
      const turn = swapColours ? (side === 'b' ? 'w' : 'b') : side;
      return `${mapBoardField(field, ROWS, symmetry, letter)} ${turn} ${list(held)} ${list(unplaced)}`;
    },
    mapMove(move, symmetry) {
      if (move.kind === 'step') return { kind: 'step', from: symmetry.points[move.from] ?? -1, to: symmetry.points[move.to] ?? -1 };
      if (move.kind === 'place') return { kind: 'place', piece: move.piece, at: symmetry.points[move.at] ?? -1 };
      if (move.kind === 'release') return { kind: 'release', from: symmetry.points[move.from] ?? -1, to: symmetry.points[move.to] ?? -1 };
      return move;
    },
  },
  positionStrings: crowded,
};
