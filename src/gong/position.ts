import { RulesError, quote } from '../core/errors.js';
import type { Piece } from '../core/game.js';
import { parseRows } from '../core/notation.js';
import { KeyPacker } from '../core/packed-key.js';
import { piecesOffBoard, type PiecesOffBoard } from '../core/off-board.js';
import { PLAYERS, type Player } from '../core/player.js';
import { GON, GONG_BOARD, RADIALS, RINGS, pointAt, radialOf, ringOf } from './board.js';

/** Cell codes: 0 empty, 1 a Black pawn, 2 a White pawn. */
export const EMPTY = 0;
export const BLACK = 1;
export const WHITE = 2;
/** Pawns per player (G1). */
const PAWNS = 8;

/**
 * The state the rules read and change in place: the points as codes, the counts as typed arrays,
 * and two tables the cells give; never handed out (positions hold its position string).
 */
export interface WorkingGongState {
  /** Each point's code in point order (the Gon first): 0 empty, 1 Black, 2 White. */
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
  return {
    cells: new Int8Array(GONG_BOARD.size),
    turn: 0,
    off: new Int8Array(2),
    on: new Int8Array(2),
    radials: new Int32Array(2 * RADIALS),
  };
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

/**
 * The position string: the Gon, the radials a–x from ring 1 out, the player to move, pawns off.
 * Written on every play, so from the radial masks (a radial's pawns, ring by ring, and the runs of
 * empty points between them) rather than the 313 points.
 */
export function formatState(state: WorkingGongState): string {
  const { cells, radials } = state;
  let text = cells[GON] === EMPTY ? '-' : (LETTER[cells[GON] as number] as string);
  for (let r = 0; r < RADIALS; r++) {
    const black = radials[r] as number;
    let rest = black | (radials[RADIALS + r] as number);
    let next = 0;
    text += '/';
    while (rest !== 0) {
      const low = rest & -rest;
      const ring = 31 - Math.clz32(low);
      if (ring > next) text += ring - next;
      text += (black & low) !== 0 ? 'b' : 'w';
      next = ring + 1;
      rest ^= low;
    }
    if (next < RINGS) text += RINGS - next;
  }
  return `${text} ${state.turn === 0 ? 'b' : 'w'} ${state.off[0] as number} ${state.off[1] as number}`;
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
  const cells = new Int8Array(GONG_BOARD.size);
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
