import { lowestBit } from '../core/bits.js';
import { RulesError, quote } from '../core/errors.js';
import type { Piece } from '../core/game.js';
import { parseRows } from '../core/notation.js';
import { KeyPacker } from '../core/packed-key.js';
import { piecesOffBoard, type OffBoardReason, type PiecesOffBoard } from '../core/off-board.js';
import { AGON_BOARD, CENTER, SIZE } from './board.js';
import type { AgonOptions } from './index.js';
import { isHistorical } from './rule-options.js';
import {
  BLACK,
  CAPTURED,
  COLOUR,
  EMPTY,
  HELD,
  PIECES as MASKS,
  QUEEN,
  TURN,
  UNPLACED,
  WHITE,
  codeOf,
  countIndex,
  emptyState,
  put,
  type WorkingAgonState,
} from './state.js';

const LETTERS = ['q', 'g', 'Q', 'G'];
const FILE_LENGTHS = [6, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6];
/** The first cell of each file. */
const FILE_START = FILE_LENGTHS.map((_, f) => FILE_LENGTHS.slice(0, f).reduce((a, b) => a + b, 0));
/** A piece's letters in the position string: its kind and colour, then `*` if it is captured (AH3). */
const letterOf = (code: number): string => (LETTERS[countIndex(code)] as string) + ((code & CAPTURED) !== 0 ? '*' : '');

/** The pieces of the count list at `list` as letters in the order q g Q G, or `-`. */
function formatCounts(state: WorkingAgonState, list: number): string {
  let text = '';
  for (let i = 0; i < 4; i++) for (let n = state[list + i] as number; n > 0; n--) text += LETTERS[i] as string;
  return text === '' ? '-' : text;
}

/** The letters of each cell code (with its capture mark), by code. */
const CODE_LETTERS = Array.from({ length: 16 }, (_, code) => ((code & COLOUR) === 0 ? '' : letterOf(code)));

/**
 * The position string: files a to l from rank 1 up, the player to move, held, unplaced. Written
 * on every play, so in one pass over the cells (the rows of `formatRows`, without the arrays).
 */
export function formatState(state: WorkingAgonState): string {
  let text = '';
  let p = 0;
  for (let f = 0; f < FILE_LENGTHS.length; f++) {
    if (f > 0) text += '/';
    let run = 0;
    for (const end = p + (FILE_LENGTHS[f] as number); p < end; p++) {
      const code = state[p] as number;
      if (code === EMPTY) {
        run++;
        continue;
      }
      if (run > 0) text += run;
      run = 0;
      text += CODE_LETTERS[code] as string;
    }
    if (run > 0) text += run;
  }
  return `${text} ${state[TURN] === 0 ? 'b' : 'w'} ${formatCounts(state, HELD)} ${formatCounts(state, UNPLACED)}`;
}

const PIECE_CODES = [BLACK, WHITE, BLACK | QUEEN, WHITE | QUEEN];
const PACKER = new KeyPacker(AGON_BOARD.size, [EMPTY, ...PIECE_CODES], 9);
/** The historical variant's keys tell captured pieces apart too; a game's keys are all of one variant. */
const HISTORICAL_PACKER = new KeyPacker(AGON_BOARD.size, [EMPTY, ...PIECE_CODES, ...PIECE_CODES.map((code) => code | CAPTURED)], 9);

/**
 * The key of a position: the board, the player to move and the held and unplaced pieces (the
 * whole position string), packed into a short string.
 */
export function keyOf(state: WorkingAgonState, options: Readonly<AgonOptions>): string {
  const packer = isHistorical(options) ? HISTORICAL_PACKER : PACKER;
  packer.cells(state);
  packer.extra(state[TURN] as number);
  for (let i = 0; i < 4; i++) packer.extra(state[HELD + i] as number);
  for (let i = 0; i < 4; i++) packer.extra(state[UNPLACED + i] as number);
  return packer.key();
}

const PIECES: Readonly<Record<number, Piece>> = {
  [BLACK]: Object.freeze({ owner: 'black', kind: 'guard' }),
  [BLACK | QUEEN]: Object.freeze({ owner: 'black', kind: 'queen' }),
  [WHITE]: Object.freeze({ owner: 'white', kind: 'guard' }),
  [WHITE | QUEEN]: Object.freeze({ owner: 'white', kind: 'queen' }),
};

/** The piece of a cell code that is not empty. */
export const pieceOfCode = (code: number): Piece => PIECES[code] as Piece;

/**
 * The pieces off the board (A6, A2 `placement`): those held for return, then those not yet
 * placed, each list in the order q g Q G. A held piece's owner is the colour it has on the board
 * (its holder is the opponent, who must return it).
 */
export function piecesOff(state: WorkingAgonState): readonly PiecesOffBoard[] {
  let any = 0;
  for (let i = 0; i < 8; i++) any |= state[HELD + i] as number;
  if (any === 0) return NONE;
  const list: PiecesOffBoard[] = [];
  const add = (counts: number, reason: OffBoardReason): void => {
    for (let i = 0; i < 4; i++) {
      const piece = pieceOfCode(codeOf(i));
      const count = state[counts + i] as number;
      if (count > 0) list.push(piecesOffBoard(piece.owner, piece.kind, count, reason));
    }
  };
  add(HELD, 'held');
  add(UNPLACED, 'unplaced');
  return list;
}

/** No pieces off the board, for the usual position (an evaluation may ask at every leaf). */
const NONE: readonly PiecesOffBoard[] = Object.freeze([]);

/** The pieces of the cell codes of captured pieces (AH3). */
const CAPTURED_PIECES: Readonly<Record<number, Piece>> = Object.fromEntries(
  PIECE_CODES.map((code) => [code | CAPTURED, Object.freeze({ ...(PIECES[code] as Piece), captured: true as const })]),
);

/** The cells that hold a piece, in point order, written into `out`: read from the two sides' masks, 32 cells a word. */
export function occupiedCells(state: WorkingAgonState, out: Int32Array): number {
  let n = 0;
  for (let word = 0; word < 3; word++) {
    for (let rest = (state[MASKS + word] as number) | (state[MASKS + 3 + word] as number); rest !== 0; rest &= rest - 1) {
      out[n++] = 32 * word + lowestBit(rest);
    }
  }
  return n;
}

/** The piece on a cell, or `undefined`. */
export function pieceOn(state: WorkingAgonState, p: number): Piece | undefined {
  const code = state[p] as number;
  return (code & CAPTURED) === 0 ? PIECES[code] : CAPTURED_PIECES[code];
}

/**
 * Reads a count list (`-` or letters in the order q g Q G). Throws `position/syntax` for other
 * letters or letters out of order.
 */
function parseCounts(field: string, what: string, name: string): number[] {
  const counts = [0, 0, 0, 0];
  if (field === '-') return counts;
  if (field === '') throw new RulesError('position/syntax', `${what}: the ${name} list is empty; write "-" for no pieces`);
  let last = -1;
  for (const letter of field) {
    const i = LETTERS.indexOf(letter);
    if (i < 0) {
      throw new RulesError('position/syntax', `${what}: the ${name} list holds ${quote(letter)}; expected the letters q g Q G, or "-"`);
    }
    if (i < last) throw new RulesError('position/syntax', `${what}: the ${name} list ${quote(field)} is out of the order q g Q G`);
    last = i;
    counts[i] = (counts[i] as number) + 1;
  }
  return counts;
}

/**
 * Reads a (trimmed) position string. Throws `position/syntax` for malformed or non-canonical
 * text and `position/invalid` for a position that breaks A10: each side has exactly one Queen
 * and six Guards, counting the board, the held and the unplaced pieces.
 */
export function parseState(text: string, options: Readonly<AgonOptions>): WorkingAgonState {
  const historical = isHistorical(options);
  const what = `bad Agon position ${quote(text)}`;
  const fields = text.split(' ');
  if (fields.length !== 4) {
    throw new RulesError(
      'position/syntax',
      `${what}: expected four fields separated by single spaces: board, player to move, held pieces, unplaced pieces`,
    );
  }
  const [board, mover, heldField, unplacedField] = fields as [string, string, string, string];
  if (mover !== 'b' && mover !== 'w') {
    throw new RulesError('position/syntax', `${what}: the player to move must be "b" or "w", found ${quote(mover)}`);
  }
  const fileName = (r: number): string => `file ${AGON_BOARD.name(FILE_START[r] as number).charAt(0)}`;
  const cells = parseRows(board, FILE_LENGTHS, 'qgQG', what, fileName, '*')
    .flat()
    .map((cell) => (cell === '' ? EMPTY : codeOf(LETTERS.indexOf(cell.charAt(0))) | (cell.length > 1 ? CAPTURED : 0)));
  const held = parseCounts(heldField, what, 'held');
  const unplaced = parseCounts(unplacedField, what, 'unplaced');
  const total = held.map((n, i) => n + (unplaced[i] as number));
  for (const code of cells) if (code !== EMPTY) total[countIndex(code)] = (total[countIndex(code)] as number) + 1;
  const expected = [1, 6, 1, 6];
  const names = ['Black Queen', 'Black Guards', 'White Queen', 'White Guards'];
  total.forEach((n, i) => {
    if (n !== expected[i]) {
      throw new RulesError(
        'position/invalid',
        `${what}: counting the board, the held and the unplaced pieces there must be exactly ${expected[i]} ${names[i]}, found ${n} (A10)`,
      );
    }
  });
  const turn = mover === 'b' ? 0 : 1;
  const problem = variantProblem(cells, turn, held, unplaced, historical);
  if (problem !== undefined) throw new RulesError('position/invalid', `${what}: ${problem}`);
  const state = emptyState();
  cells.forEach((code, p) => put(state, p, code));
  for (let i = 0; i < 4; i++) {
    state[HELD + i] = held[i] as number;
    state[UNPLACED + i] = unplaced[i] as number;
  }
  state[TURN] = turn;
  return state;
}

/**
 * What makes a board, player to move and off-board counts that A10 allows impossible under the
 * variant, or `undefined`. The seed's variant captures nothing in place. In the historical one
 * no piece is ever off the board, only a Queen stands on f6 (AH1), and captured pieces are all
 * of one side: a player steps only when none of theirs is captured (AH4), so the pieces of the
 * player to move are captured by the opponent's last step, or the opponent's are still captured
 * after their last move released one of them, which was their Queen if she was captured.
 */
function variantProblem(
  cells: ArrayLike<number>,
  turn: number,
  held: ArrayLike<number>,
  unplaced: ArrayLike<number>,
  historical: boolean,
): string | undefined {
  let capturedColours = 0;
  let otherQueenCaptured = false;
  for (let p = 0; p < SIZE; p++) {
    const code = cells[p] as number;
    if ((code & CAPTURED) === 0) continue;
    if (!historical) return `${AGON_BOARD.name(p)} holds a captured piece ("*"), which only the historical variant has (AH3)`;
    capturedColours |= code & COLOUR;
    if ((code & QUEEN) !== 0 && (code & COLOUR) !== turn + 1) otherQueenCaptured = true;
  }
  if (!historical) return undefined;
  for (let i = 0; i < 4; i++) {
    if ((held[i] as number) + (unplaced[i] as number) > 0) {
      return 'the historical variant keeps every piece on the board: its held and unplaced pieces are always "-"';
    }
  }
  const centre = cells[CENTER] as number;
  if (centre !== EMPTY && (centre & QUEEN) === 0) return 'a Guard stands on f6, where only a Queen may step (AH1)';
  if (capturedColours === COLOUR) return 'pieces of both sides are captured, where a player steps only when none of theirs is (AH4)';
  if (otherQueenCaptured) {
    return 'the Queen of the player who has just moved is captured, where a captured Queen is released first (AH4)';
  }
  return undefined;
}
