import { CountLists, copyNumbers } from '../core/arrays.js';
import { CellText } from '../core/cell-text.js';
import { RulesError, quote } from '../core/errors.js';
import type { Piece } from '../core/game.js';
import { formatRows, parseRows } from '../core/notation.js';
import { KeyPacker } from '../core/packed-key.js';
import { piecesOffBoard, type PiecesOffBoard } from '../core/off-board.js';
import { PLAYERS, type Player } from '../core/player.js';
import { describeShallow } from '../core/describe.js';
import { checkStateObject, readList } from '../core/read-state.js';
import { GON, GONG_BOARD, RADIALS, RINGS, pointAt, radialOf, ringOf } from './board.js';
import type { GongOptions } from './index.js';

/** Cell codes: 0 empty, 1 a Black pawn, 2 a White pawn. */
export const EMPTY = 0;
export const BLACK = 1;
export const WHITE = 2;
/** Pawns per player (G1). */
const PAWNS = 8;

/** A Gong position's state, plain frozen data: the points, the player to move, and the pawns off the board. */
export interface GongState {
  /** Each point's code in point order (the Gon first), as a string of 313 digits: 0 empty, 1 Black, 2 White. */
  readonly cells: string;
  /** The player to move: 0 Black, 1 White. */
  readonly turn: 0 | 1;
  /** Pawns off the board: Black's, then White's. */
  readonly off: readonly number[];
}

/**
 * The state the rules read and change in place: the points as codes, the counts as typed arrays,
 * and two tables the cells give. Made from a {@link GongState} by {@link thawState}; never
 * handed out.
 */
export interface WorkingGongState {
  /** Each point's code in point order (see {@link GongState.cells}). */
  readonly cells: Int8Array;
  turn: 0 | 1;
  /** Pawns off the board: Black's, then White's. */
  readonly off: Int8Array;
  /** Pawns on the board: Black's, then White's (kept so the end rule needs no count). */
  readonly on: Int8Array;
  /**
   * Each side's pawns per radial as bit masks (bit k - 1 for ring k): Black's radials a–x at
   * 0–23, White's at 24–47. They let move generation visit the mover's pawns only.
   */
  readonly radials: Int32Array;
}

/** A new working state, empty. */
function emptyState(): WorkingGongState {
  return { cells: CELL_TEXT.board(), turn: 0, off: new Int8Array(2), on: new Int8Array(2), radials: new Int32Array(2 * RADIALS) };
}

/** A new copy of a working state. */
export function cloneState(s: WorkingGongState): WorkingGongState {
  const copy = emptyState();
  copyState(copy, s);
  return copy;
}

/** Overwrites working state `target` with `source`. */
export function copyState(target: WorkingGongState, source: WorkingGongState): void {
  target.cells.set(source.cells);
  target.off.set(source.off);
  target.on.set(source.on);
  target.radials.set(source.radials);
  target.turn = source.turn;
}

/** Marks the pawn of colour code `code` on point p (not the Gon) in a radial mask table. */
function markRadial(radials: Int32Array, code: number, p: number): void {
  const at = (code - 1) * RADIALS + radialOf(p);
  radials[at] = (radials[at] as number) | (1 << (ringOf(p) - 1));
}

/** The working state of a position's state, written over `into` if given. */
export function thawState(s: GongState, into: WorkingGongState | undefined): WorkingGongState {
  const state = into ?? emptyState();
  const { cells, on, radials } = state;
  cells.fill(EMPTY);
  on[0] = 0;
  on[1] = 0;
  radials.fill(0);
  for (let i = 0, n = CELL_TEXT.scan(s.cells); i < n; i++) {
    const p = CELL_TEXT.occupied(i);
    const code = CELL_TEXT.digit(p);
    cells[p] = code;
    on[code - 1] = (on[code - 1] as number) + 1;
    if (p !== GON) markRadial(radials, code, p);
  }
  copyNumbers(state.off, s.off);
  state.turn = s.turn;
  return state;
}

const CELL_TEXT = new CellText(GONG_BOARD.size);
const COUNT_LISTS = new CountLists([PAWNS, PAWNS]);

/** The position's state of a working state. */
export function snapshotState(s: WorkingGongState): GongState {
  return Object.freeze({ cells: CELL_TEXT.format(s.cells), turn: s.turn, off: COUNT_LISTS.of(s.off) });
}

/** The player to move. */
export function turnOf(state: WorkingGongState): Player {
  return state.turn === 0 ? 'black' : 'white';
}

const LETTER = ['', 'b', 'w'];
const RADIAL_LENGTHS = Array.from({ length: RADIALS }, () => RINGS);

const PACKER = new KeyPacker(GONG_BOARD.size, [EMPTY, BLACK, WHITE], 3);

/**
 * The key of a position: the board, the player to move and the pawns off the board (all of the
 * position string), packed into a short string.
 */
export function keyOf(state: WorkingGongState): string {
  PACKER.cells(state.cells);
  PACKER.extra(state.turn);
  PACKER.extra(state.off[0] as number);
  PACKER.extra(state.off[1] as number);
  return PACKER.key();
}

/** The position string: the Gon, the radials a–x from ring 1 out, the player to move, pawns off. */
export function formatState(state: WorkingGongState): string {
  const rows: string[][] = [];
  for (let r = 0; r < RADIALS; r++) {
    const row: string[] = [];
    for (let k = 1; k <= RINGS; k++) row.push(LETTER[state.cells[pointAt(r, k)] as number] as string);
    rows.push(row);
  }
  const gon = state.cells[GON] === EMPTY ? '-' : (LETTER[state.cells[GON] as number] as string);
  return `${gon}/${formatRows(rows)} ${state.turn === 0 ? 'b' : 'w'} ${state.off[0] as number} ${state.off[1] as number}`;
}

const PIECES: readonly (Piece | undefined)[] = [
  undefined,
  Object.freeze({ owner: 'black', kind: 'pawn' }),
  Object.freeze({ owner: 'white', kind: 'pawn' }),
];

/** The pawn of colour code 1 (Black) or 2 (White). */
export const pawnOf = (colour: number): Piece => PIECES[colour] as Piece;

/** The pawns off the board, not yet placed (G1, G2): Black's, then White's. */
export function unplacedPawns(state: WorkingGongState): PiecesOffBoard[] {
  return PLAYERS.flatMap((owner, i) => {
    const count = state.off[i] as number;
    return count > 0 ? [piecesOffBoard(owner, 'pawn', count, 'unplaced')] : [];
  });
}

/** The pawn on a point, or `undefined`. */
export function pieceOn(state: WorkingGongState, p: number): Piece | undefined {
  return PIECES[state.cells[p] as number];
}

/** Whether radial r is of the colour `colour` (1 Black: even radials; 2 White: odd). */
export const ownRadial = (r: number, colour: number): boolean => (r & 1) === colour - 1;

/**
 * Reads a (trimmed) position string. Throws `position/syntax` for malformed text and
 * `position/invalid` for more than eight pawns of a colour on and off the board, or a player
 * with pawns off the board whose pawns on it are not all on ring-13 points of their own colour
 * (they cannot have moved yet, G2).
 */
export function parseState(text: string, name: string): WorkingGongState {
  const what = `bad ${name} position ${quote(text)}`;
  const fields = text.split(' ');
  if (fields.length !== 4) {
    throw new RulesError(
      'position/syntax',
      `${what}: expected four fields separated by single spaces: board, player to move, Black's and White's pawns off the board`,
    );
  }
  const [board, mover, blackOff, whiteOff] = fields as [string, string, string, string];
  const slash = board.indexOf('/');
  const gon = slash < 0 ? board : board.slice(0, slash);
  if (gon !== '-' && gon !== 'b' && gon !== 'w') {
    throw new RulesError('position/syntax', `${what}: the board starts with the Gon, "b", "w" or "-", found ${quote(gon)}`);
  }
  if (mover !== 'b' && mover !== 'w') {
    throw new RulesError('position/syntax', `${what}: the player to move must be "b" or "w", found ${quote(mover)}`);
  }
  const offCount = (field: string, who: string): number => {
    if (!/^[0-8]$/.test(field)) {
      throw new RulesError('position/syntax', `${what}: ${who}'s pawns off the board must be a number from 0 to 8, found ${quote(field)}`);
    }
    return Number(field);
  };
  const off = Int8Array.of(offCount(blackOff, 'Black'), offCount(whiteOff, 'White'));
  const rows = parseRows(board.slice(slash + 1), RADIAL_LENGTHS, 'bw', what, (r) => `radial ${GONG_BOARD.name(pointAt(r, 1)).charAt(0)}`);
  const cells = CELL_TEXT.board();
  cells[GON] = gon === 'b' ? BLACK : gon === 'w' ? WHITE : EMPTY;
  rows.forEach((row, r) => row.forEach((cell, i) => (cells[pointAt(r, i + 1)] = cell === 'b' ? BLACK : cell === 'w' ? WHITE : EMPTY)));
  const on = new Int8Array(2);
  cells.forEach((code) => code !== EMPTY && (on[code - 1] = (on[code - 1] as number) + 1));
  for (const colour of [BLACK, WHITE]) {
    const who = colour === BLACK ? 'Black' : 'White';
    const total = (on[colour - 1] as number) + (off[colour - 1] as number);
    if (total > PAWNS) {
      throw new RulesError('position/invalid', `${what}: ${who} has ${total} pawns on and off the board, at most ${PAWNS} are possible`);
    }
    if ((off[colour - 1] as number) === 0) continue;
    for (let p = 0; p < cells.length; p++) {
      if (cells[p] === colour && !(ringOf(p) === RINGS && ownRadial(radialOf(p), colour))) {
        throw new RulesError(
          'position/invalid',
          `${what}: ${who} still has pawns off the board, so has not moved yet, yet has a pawn on ${GONG_BOARD.name(p)},` +
            ` not on ring 13 of a ${who.toLowerCase()} radial (G2)`,
        );
      }
    }
  }
  const radials = new Int32Array(2 * RADIALS);
  cells.forEach((code, p) => code !== EMPTY && p !== GON && markRadial(radials, code, p));
  return { cells, turn: mover === 'b' ? 0 : 1, off, on, radials };
}

/** The fields of a {@link GongState}, in the order its states have them. */
const FIELDS: readonly string[] = ['cells', 'turn', 'off'];
const WHO = ['Black', 'White'] as const;

/** Refuses a string of points for its first character that is not a point code. */
function badCell(cells: string, refuse: (problem: string) => never): never {
  let p = 0;
  while (p < cells.length && '012'.includes(cells.charAt(p))) p++;
  return refuse(`state.cells[${p}] is ${quote(cells.charAt(p))}, not a point code (0 empty, 1 Black, 2 White)`);
}

/**
 * Reads a Gong state from outside the library (a JSON copy, a structured clone) and returns the
 * library's own copy of it (its list frozen), reading each field of `value` once; calls `refuse` (which
 * throws) with a phrase naming the bad part. It accepts exactly the states that a position string
 * gives: a string of 313 point codes (0, 1, 2); 2 counts off the board from 0 to 8; `turn` 0 or
 * 1; at most eight pawns of a colour on and off the board; and, for a player with pawns off the
 * board, every pawn of theirs on ring 13 of a radial of their colour (G2). Its options are not
 * read: no field of a Gong state depends on them.
 */
export function readGongState(value: unknown, _options: Readonly<GongOptions>, refuse: (problem: string) => never): GongState {
  checkStateObject(value, FIELDS, refuse);
  const size = GONG_BOARD.size;
  const cells = value['cells'];
  if (typeof cells !== 'string' || cells.length !== size) {
    return refuse(`state.cells is ${describeShallow(cells)}, not a string of ${size} point codes`);
  }
  // The counts on the board, and each colour's first pawn that G2 would not allow while pawns
  // are off the board.
  const on = [0, 0];
  let strayBlack = -1;
  let strayWhite = -1;
  const occupied = CELL_TEXT.scan(cells);
  if (occupied < 0) badCell(cells, refuse);
  for (let i = 0; i < occupied; i++) {
    const p = CELL_TEXT.occupied(i);
    const code = CELL_TEXT.digit(p);
    if (code !== BLACK && code !== WHITE) badCell(cells, refuse);
    on[code - 1] = (on[code - 1] as number) + 1;
    if (p === GON || ringOf(p) !== RINGS || !ownRadial(radialOf(p), code)) {
      if (code === BLACK) {
        if (strayBlack < 0) strayBlack = p;
      } else if (strayWhite < 0) strayWhite = p;
    }
  }
  const turn = value['turn'];
  if (turn !== 0 && turn !== 1) return refuse(`state.turn is ${describeShallow(turn)}, not 0 or 1`);
  const givenOff = readList(value['off'], 'off', 2, refuse);
  const off: number[] = [];
  for (let c = 0; c < 2; c++) {
    const n = givenOff[c];
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > PAWNS) {
      return refuse(`state.off[${c}] is ${describeShallow(n)}, not a number of ${WHO[c] as string}'s pawns from 0 to ${PAWNS}`);
    }
    off.push(n | 0);
    const total = (on[c] as number) + n;
    if (total > PAWNS) {
      refuse(`state.cells and state.off[${c}] put ${total} ${WHO[c] as string} pawns on and off the board, at most ${PAWNS} are possible`);
    }
    const stray = c === 0 ? strayBlack : strayWhite;
    if (n > 0 && stray >= 0) {
      const who = WHO[c] as string;
      refuse(
        `state.off[${c}] is ${n}, so ${who} has not moved yet, yet state.cells has a ${who} pawn on ${GONG_BOARD.name(stray)},` +
          ` not on ring 13 of a ${who.toLowerCase()} radial (G2)`,
      );
    }
  }
  // The string is a primitive: it is kept as it is, with nothing to copy.
  return { cells, turn: turn === 0 ? 0 : 1, off: COUNT_LISTS.of(off) };
}
