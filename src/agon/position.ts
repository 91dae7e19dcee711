import { CountLists, copyNumbers } from '../core/arrays.js';
import { CellText } from '../core/cell-text.js';
import { RulesError, quote } from '../core/errors.js';
import type { Piece } from '../core/game.js';
import { formatRows, parseRows } from '../core/notation.js';
import { KeyPacker } from '../core/packed-key.js';
import { piecesOffBoard, type OffBoardReason, type PiecesOffBoard } from '../core/off-board.js';
import type { Player } from '../core/player.js';
import { describeShallow } from '../core/describe.js';
import { checkStateObject, readList } from '../core/read-state.js';
import { AGON_BOARD } from './board.js';
import type { AgonOptions } from './index.js';

/*
 * Cell codes: 0 empty; the colour in the low two bits (1 Black, 2 White) and 4 for a Queen.
 * Piece-count lists (held, unplaced) are in the order of the position string: q g Q G (Black
 * Queen, Black Guards, White Queen, White Guards).
 */
export const EMPTY = 0;
export const BLACK = 1;
export const WHITE = 2;
export const QUEEN = 4;
export const COLOUR = 3;
/** Index of a piece in a count list: colour (0 Black, 1 White) * 2 + (0 Queen, 1 Guard). */
export const countIndex = (code: number): number => ((code & COLOUR) - 1) * 2 + ((code & QUEEN) !== 0 ? 0 : 1);
/** The cell code of count-list entry i. */
export const codeOf = (i: number): number => ((i >> 1) + 1) | ((i & 1) === 0 ? QUEEN : 0);

/**
 * An Agon position's state, plain frozen data: the cells, the player to move, and the pieces held
 * for return and not yet placed.
 */
export interface AgonState {
  /**
   * Each cell's code in point order, as a string of 91 digits: 0 empty; 1 Black Guard, 5 Black
   * Queen, 2 White Guard, 6 White Queen.
   */
  readonly cells: string;
  /** The player to move: 0 Black, 1 White. */
  readonly turn: 0 | 1;
  /** Pieces held for return (A6), counts in the order q g Q G; a piece is held by its owner's opponent. */
  readonly held: readonly number[];
  /** Pieces not yet placed (A2 `placement`), counts in the order q g Q G. */
  readonly unplaced: readonly number[];
  /** Whether entering an enemy's cell takes it (A4, the `displacementCapture` option). */
  readonly displacement: boolean;
}

/**
 * The state the rules read and change in place: the cells as codes, each side's pieces as bit
 * masks, the counts as typed arrays. Made from an {@link AgonState} by {@link thawState}; never
 * handed out.
 */
export interface WorkingAgonState {
  /** Each cell's code in point order (see {@link AgonState.cells}). */
  readonly cells: Int8Array;
  /**
   * Each side's cells as bit masks of 32 cells a word: Black's words 0–2, White's 3–5 (cell p is
   * bit p mod 32 of word p / 32). They let move generation visit the mover's pieces only.
   */
  readonly pieces: Int32Array;
  turn: 0 | 1;
  readonly held: Int8Array;
  readonly unplaced: Int8Array;
  displacement: boolean;
}

/** A new working state, empty. */
function emptyState(): WorkingAgonState {
  return {
    cells: CELL_TEXT.board(),
    pieces: new Int32Array(6),
    turn: 0,
    held: new Int8Array(4),
    unplaced: new Int8Array(4),
    displacement: true,
  };
}

/** A new copy of a working state. */
export function cloneState(s: WorkingAgonState): WorkingAgonState {
  const copy = emptyState();
  copyState(copy, s);
  return copy;
}

/** Overwrites working state `target` with `source`. */
export function copyState(target: WorkingAgonState, source: WorkingAgonState): void {
  target.cells.set(source.cells);
  target.pieces.set(source.pieces);
  target.held.set(source.held);
  target.unplaced.set(source.unplaced);
  target.turn = source.turn;
  // A cursor may be loaded with a position under other options.
  target.displacement = source.displacement;
}

/** The working state of a position's state, written over `into` if given. */
export function thawState(s: AgonState, into: WorkingAgonState | undefined): WorkingAgonState {
  const state = into ?? emptyState();
  const { cells, pieces } = state;
  cells.fill(EMPTY);
  pieces.fill(0);
  for (let i = 0, n = CELL_TEXT.scan(s.cells); i < n; i++) {
    const p = CELL_TEXT.occupied(i);
    const code = CELL_TEXT.digit(p);
    cells[p] = code;
    setPiece(pieces, code & COLOUR, p, true);
  }
  copyNumbers(state.held, s.held);
  copyNumbers(state.unplaced, s.unplaced);
  state.turn = s.turn;
  state.displacement = s.displacement;
  return state;
}

const CELL_TEXT = new CellText(AGON_BOARD.size);
/** A10 bounds every count: one Queen and six Guards a side. */
const COUNT_LISTS = new CountLists([1, 6, 1, 6]);

/** The position's state of a working state. */
export function snapshotState(s: WorkingAgonState): AgonState {
  return Object.freeze({
    cells: CELL_TEXT.format(s.cells),
    turn: s.turn,
    held: COUNT_LISTS.of(s.held),
    unplaced: COUNT_LISTS.of(s.unplaced),
    displacement: s.displacement,
  });
}

/** Marks cell p as holding a piece of colour code `colour` (1 or 2) in the masks, or clears it. */
export function setPiece(pieces: Int32Array, colour: number, p: number, present: boolean): void {
  const word = (colour - 1) * 3 + (p >> 5);
  const bit = 1 << (p & 31);
  pieces[word] = present ? (pieces[word] as number) | bit : (pieces[word] as number) & ~bit;
}

/** The player to move. */
export function turnOf(state: WorkingAgonState): Player {
  return state.turn === 0 ? 'black' : 'white';
}

const LETTERS = ['q', 'g', 'Q', 'G'];
const FILE_LENGTHS = [6, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6];
/** The first cell of each file. */
const FILE_START = FILE_LENGTHS.map((_, f) => FILE_LENGTHS.slice(0, f).reduce((a, b) => a + b, 0));
const letterOf = (code: number): string => LETTERS[countIndex(code)] as string;

/** The pieces of a count list as letters in the order q g Q G, or `-`. */
function formatCounts(counts: ArrayLike<number>): string {
  const text = Array.from(counts, (n, i) => (LETTERS[i] as string).repeat(n)).join('');
  return text === '' ? '-' : text;
}

/** The position string: files a to l from rank 1 up, the player to move, held, unplaced. */
export function formatState(state: WorkingAgonState): string {
  const rows: string[][] = [];
  let p = 0;
  for (const length of FILE_LENGTHS) {
    const row: string[] = [];
    for (let r = 0; r < length; r++, p++) {
      const code = state.cells[p] as number;
      row.push(code === EMPTY ? '' : letterOf(code));
    }
    rows.push(row);
  }
  return `${formatRows(rows)} ${state.turn === 0 ? 'b' : 'w'} ${formatCounts(state.held)} ${formatCounts(state.unplaced)}`;
}

const PACKER = new KeyPacker(AGON_BOARD.size, [EMPTY, BLACK, WHITE, BLACK | QUEEN, WHITE | QUEEN], 9);

/**
 * The key of a position: the board, the player to move and the held and unplaced pieces (all
 * of the position string but the option flag, which is the same for a whole game), packed into
 * a short string.
 */
export function keyOf(state: WorkingAgonState): string {
  PACKER.cells(state.cells);
  PACKER.extra(state.turn);
  for (let i = 0; i < 4; i++) PACKER.extra(state.held[i] as number);
  for (let i = 0; i < 4; i++) PACKER.extra(state.unplaced[i] as number);
  return PACKER.key();
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
export function piecesOff(state: WorkingAgonState): PiecesOffBoard[] {
  const list: PiecesOffBoard[] = [];
  const add = (counts: Int8Array, reason: OffBoardReason): void => {
    counts.forEach((count, i) => {
      const piece = pieceOfCode(codeOf(i));
      if (count > 0) list.push(piecesOffBoard(piece.owner, piece.kind, count, reason));
    });
  };
  add(state.held, 'held');
  add(state.unplaced, 'unplaced');
  return list;
}

/** The piece on a cell, or `undefined`. */
export function pieceOn(state: WorkingAgonState, p: number): Piece | undefined {
  return PIECES[state.cells[p] as number];
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
export function parseState(text: string, displacement: boolean): WorkingAgonState {
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
  const cells = parseRows(board, FILE_LENGTHS, 'qgQG', what, (r) => `file ${AGON_BOARD.name(FILE_START[r] as number).charAt(0)}`)
    .flat()
    .map((letter) => (letter === '' ? EMPTY : codeOf(LETTERS.indexOf(letter))));
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
  const pieces = new Int32Array(6);
  cells.forEach((code, p) => code !== EMPTY && setPiece(pieces, code & COLOUR, p, true));
  const working = CELL_TEXT.board();
  working.set(cells);
  return {
    cells: working,
    pieces,
    turn: mover === 'b' ? 0 : 1,
    held: Int8Array.from(held),
    unplaced: Int8Array.from(unplaced),
    displacement,
  };
}

/** The number of cells, for loops. */
export const SIZE = AGON_BOARD.size;

/** The fields of an {@link AgonState}, in the order its states have them. */
const FIELDS: readonly string[] = ['cells', 'turn', 'held', 'unplaced', 'displacement'];
/** A10: the pieces of each kind, in the order of the count lists (q g Q G). */
const A10 = [1, 6, 1, 6] as const;
const KIND_NAMES = ['Black Queens', 'Black Guards', 'White Queens', 'White Guards'] as const;

/**
 * Reads a count list (`held` or `unplaced`) into a fresh frozen array: four whole numbers, each
 * at most the A10 number of its kind (a larger one breaks A10 whatever the rest says).
 */
function readCounts(value: unknown, field: string, refuse: (problem: string) => never): readonly number[] {
  const given = readList(value, field, 4, refuse);
  const counts: number[] = [];
  for (let i = 0; i < 4; i++) {
    const n = given[i];
    const most = A10[i] as number;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > most) {
      return refuse(`state.${field}[${i}] is ${describeShallow(n)}, not a count of ${KIND_NAMES[i] as string} from 0 to ${most}`);
    }
    counts.push(n | 0);
  }
  return COUNT_LISTS.of(counts);
}

/** Refuses a string of cells for its first character that is not a cell code. */
function badCell(cells: string, refuse: (problem: string) => never): never {
  let p = 0;
  while (p < cells.length && '01256'.includes(cells.charAt(p))) p++;
  return refuse(`state.cells[${p}] is ${quote(cells.charAt(p))}, not a cell code (0 empty, 1 or 5 Black, 2 or 6 White)`);
}

/**
 * Reads an Agon state from outside the library (a JSON copy, a structured clone) and returns the
 * library's own copy of it (its lists frozen), reading each field of `value` once; calls `refuse` (which
 * throws) with a phrase naming the bad part. It accepts exactly the states that a position string
 * gives under `options`: a string of 91 cell codes (0, 1, 2, 5, 6); 4 held and 4 unplaced counts
 * that with the board make one Queen and six Guards a side (A10); `turn` 0 or 1; `displacement`
 * what the `displacementCapture` option says.
 */
export function readAgonState(value: unknown, options: Readonly<AgonOptions>, refuse: (problem: string) => never): AgonState {
  checkStateObject(value, FIELDS, refuse);
  const cells = value['cells'];
  if (typeof cells !== 'string' || cells.length !== SIZE) {
    return refuse(`state.cells is ${describeShallow(cells)}, not a string of ${SIZE} cell codes`);
  }
  // The A10 counts as the cells give them.
  const counts = [0, 0, 0, 0];
  const occupied = CELL_TEXT.scan(cells);
  if (occupied < 0) badCell(cells, refuse);
  for (let i = 0; i < occupied; i++) {
    const p = CELL_TEXT.occupied(i);
    const code = CELL_TEXT.digit(p);
    if (code !== BLACK && code !== WHITE && code !== (BLACK | QUEEN) && code !== (WHITE | QUEEN)) badCell(cells, refuse);
    const kind = countIndex(code);
    counts[kind] = (counts[kind] as number) + 1;
  }
  const turn = value['turn'];
  if (turn !== 0 && turn !== 1) return refuse(`state.turn is ${describeShallow(turn)}, not 0 or 1`);
  const held = readCounts(value['held'], 'held', refuse);
  const unplaced = readCounts(value['unplaced'], 'unplaced', refuse);
  for (let i = 0; i < 4; i++) {
    const total = (counts[i] as number) + (held[i] as number) + (unplaced[i] as number);
    if (total !== A10[i]) {
      refuse(`state.cells, state.held and state.unplaced count ${total} ${KIND_NAMES[i] as string}, not exactly ${A10[i] as number} (A10)`);
    }
  }
  const displacement = value['displacement'];
  const expected = options.displacementCapture ?? true;
  if (displacement !== expected) {
    refuse(`state.displacement is ${describeShallow(displacement)}, not ${String(expected)} as the option displacementCapture says (A4)`);
  }
  // The string is a primitive: it is kept as it is, with nothing to copy.
  return { cells, turn: turn === 0 ? 0 : 1, held, unplaced, displacement: expected };
}
