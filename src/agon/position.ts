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
import { AGON_BOARD, CENTER } from './board.js';
import type { AgonOptions, AgonVariant } from './index.js';

/*
 * Cell codes: 0 empty; the colour in the low two bits (1 Black, 2 White), 4 for a Queen, and 8
 * for a piece captured and left on its cell (AH3, the historical variant only).
 * Piece-count lists (held, unplaced) are in the order of the position string: q g Q G (Black
 * Queen, Black Guards, White Queen, White Guards).
 */
export const EMPTY = 0;
export const BLACK = 1;
export const WHITE = 2;
export const QUEEN = 4;
export const COLOUR = 3;
export const CAPTURED = 8;
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
  /** Whether entering an enemy's cell takes it (A4, the `displacementCapture` option; `false` in the historical variant). */
  readonly displacement: boolean;
  /** The rules played: the seed's (A3–A7, A9) or the historical ones (AH1–AH6), the `variant` option. */
  readonly variant: AgonVariant;
  /** The cells of the pieces captured and left on the board (AH3), ascending; always empty in the seed's variant. */
  readonly captured: readonly number[];
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
  /** Whether the historical rules are played (AH1–AH6); captured pieces then carry {@link CAPTURED} in their cell codes. */
  historical: boolean;
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
    historical: false,
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
  target.historical = source.historical;
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
  for (const p of s.captured) cells[p] = (cells[p] as number) | CAPTURED;
  copyNumbers(state.held, s.held);
  copyNumbers(state.unplaced, s.unplaced);
  state.turn = s.turn;
  state.displacement = s.displacement;
  state.historical = s.variant === 'historical';
  return state;
}

const CELL_TEXT = new CellText(AGON_BOARD.size);
/** A10 bounds every count: one Queen and six Guards a side. */
const COUNT_LISTS = new CountLists([1, 6, 1, 6]);

/** No captured pieces: the list of every seed-variant state. */
const NONE_CAPTURED: readonly number[] = Object.freeze([]);
/** The cells without their capture marks, for the digit string (which holds codes up to 9). */
const UNMARKED = CELL_TEXT.board();

/** The position's state of a working state. */
export function snapshotState(s: WorkingAgonState): AgonState {
  let cells = s.cells;
  let captured = NONE_CAPTURED;
  if (s.historical) {
    const marked: number[] = [];
    UNMARKED.set(cells);
    for (let p = 0; p < SIZE; p++) {
      const code = UNMARKED[p] as number;
      if ((code & CAPTURED) === 0) continue;
      marked.push(p);
      UNMARKED[p] = code & ~CAPTURED;
    }
    if (marked.length > 0) captured = Object.freeze(marked);
    cells = UNMARKED;
  }
  return Object.freeze({
    cells: CELL_TEXT.format(cells),
    turn: s.turn,
    held: COUNT_LISTS.of(s.held),
    unplaced: COUNT_LISTS.of(s.unplaced),
    displacement: s.displacement,
    variant: s.historical ? 'historical' : 'seed',
    captured,
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
/** A piece's letters in the position string: its kind and colour, then `*` if it is captured (AH3). */
const letterOf = (code: number): string => (LETTERS[countIndex(code)] as string) + ((code & CAPTURED) !== 0 ? '*' : '');

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

const PIECE_CODES = [BLACK, WHITE, BLACK | QUEEN, WHITE | QUEEN];
const PACKER = new KeyPacker(AGON_BOARD.size, [EMPTY, ...PIECE_CODES], 9);
/** The historical variant's keys tell captured pieces apart too; a game's keys are all of one variant. */
const HISTORICAL_PACKER = new KeyPacker(AGON_BOARD.size, [EMPTY, ...PIECE_CODES, ...PIECE_CODES.map((code) => code | CAPTURED)], 9);

/**
 * The key of a position: the board, the player to move and the held and unplaced pieces (all
 * of the position string but the option flag, which is the same for a whole game), packed into
 * a short string.
 */
export function keyOf(state: WorkingAgonState): string {
  const packer = state.historical ? HISTORICAL_PACKER : PACKER;
  packer.cells(state.cells);
  packer.extra(state.turn);
  for (let i = 0; i < 4; i++) packer.extra(state.held[i] as number);
  for (let i = 0; i < 4; i++) packer.extra(state.unplaced[i] as number);
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

/** The pieces of the cell codes of captured pieces (AH3). */
const CAPTURED_PIECES: Readonly<Record<number, Piece>> = Object.fromEntries(
  PIECE_CODES.map((code) => [code | CAPTURED, Object.freeze({ ...(PIECES[code] as Piece), captured: true as const })]),
);

/** The piece on a cell, or `undefined`. */
export function pieceOn(state: WorkingAgonState, p: number): Piece | undefined {
  const code = state.cells[p] as number;
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
  const { displacement, historical } = rulesOf(options);
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
  const pieces = new Int32Array(6);
  cells.forEach((code, p) => code !== EMPTY && setPiece(pieces, code & COLOUR, p, true));
  const working = CELL_TEXT.board();
  working.set(cells);
  return {
    cells: working,
    pieces,
    turn,
    held: Int8Array.from(held),
    unplaced: Int8Array.from(unplaced),
    displacement,
    historical,
  };
}

/** The rules that options set, as the working state holds them: the historical variant plays without A4. */
export function rulesOf(options: Readonly<AgonOptions>): { readonly displacement: boolean; readonly historical: boolean } {
  const historical = options.variant === 'historical';
  return { displacement: !historical && (options.displacementCapture ?? true), historical };
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

/** The number of cells, for loops. */
export const SIZE = AGON_BOARD.size;

/** The fields of an {@link AgonState}, in the order its states have them. */
const FIELDS: readonly string[] = ['cells', 'turn', 'held', 'unplaced', 'displacement', 'variant', 'captured'];
/** The fields of states written before the historical variant, still read (as the seed's variant). */
const FIELDS_BEFORE_VARIANTS: readonly string[] = FIELDS.slice(0, 5);
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
 * and `variant` what the options say; `captured` an ascending list of cells holding pieces, that
 * the variant allows (see {@link parseState}). A state without `variant` and `captured` (as the
 * library wrote them before the historical variant) is read as one of the seed's variant.
 */
export function readAgonState(value: unknown, options: Readonly<AgonOptions>, refuse: (problem: string) => never): AgonState {
  const older = typeof value === 'object' && value !== null && !('variant' in value) && !('captured' in value);
  checkStateObject(value, older ? FIELDS_BEFORE_VARIANTS : FIELDS, refuse);
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
  const rules = rulesOf(options);
  const displacement = value['displacement'];
  if (displacement !== rules.displacement) {
    refuse(
      `state.displacement is ${describeShallow(displacement)}, not ${String(rules.displacement)} as the options displacementCapture and variant say (A4)`,
    );
  }
  const variant = rules.historical ? 'historical' : 'seed';
  const givenVariant = older ? 'seed' : value['variant'];
  if (givenVariant !== variant)
    refuse(`state.variant is ${describeShallow(givenVariant)}, not ${quote(variant)} as the option variant says`);
  const captured = older ? NONE_CAPTURED : readCaptured(value['captured'], cells, refuse);
  MARKED.fill(EMPTY);
  for (let i = 0; i < occupied; i++) MARKED[CELL_TEXT.occupied(i)] = CELL_TEXT.digit(CELL_TEXT.occupied(i));
  for (const p of captured) MARKED[p] = (MARKED[p] as number) | CAPTURED;
  const problem = variantProblem(MARKED, turn, held, unplaced, rules.historical);
  if (problem !== undefined) refuse(`state ${problem}`);
  // The string is a primitive: it is kept as it is, with nothing to copy.
  return { cells, turn: turn === 0 ? 0 : 1, held, unplaced, displacement: rules.displacement, variant, captured };
}

/** The cells of a state being read, with their capture marks. */
const MARKED = CELL_TEXT.board();

/**
 * Reads a list of captured cells: a plain array of at most 14 (the pieces on the board) cell
 * indices in ascending order, each holding a piece; refuses otherwise. Returns a frozen copy.
 */
function readCaptured(value: unknown, cells: string, refuse: (problem: string) => never): readonly number[] {
  if (!Array.isArray(value)) return refuse(`state.captured is ${describeShallow(value)}, not an array`);
  const length: unknown = (value as unknown[]).length;
  if (typeof length !== 'number' || length > 14) refuse(`state.captured has ${describeShallow(length)} elements, more than the 14 pieces`);
  const list: number[] = [];
  for (let i = 0; i < length; i++) {
    const p: unknown = (value as unknown[])[i];
    if (typeof p !== 'number' || !Number.isInteger(p) || p < 0 || p >= SIZE || cells.charAt(p) === '0' || p <= (list[i - 1] ?? -1)) {
      refuse(`state.captured[${i}] is ${describeShallow(p)}, not a cell holding a piece, after the cells before it in the list`);
    }
    list.push(p);
  }
  return list.length === 0 ? NONE_CAPTURED : Object.freeze(list);
}
