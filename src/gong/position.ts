import { lowestBit } from '../core/bits.js';
import { RulesError, quote } from '../core/errors.js';
import type { Piece } from '../core/game.js';
import { parseRows } from '../core/notation.js';
import { piecesOffBoard, type PiecesOffBoard } from '../core/off-board.js';
import { PLAYERS, type Player } from '../core/player.js';
import { GON, GONG_BOARD, RADIALS, RINGS, pointAt, radialOf, ringOf } from './board.js';

/** Colour codes, of the Gon and of the pawns: 0 none, 1 Black, 2 White (a side's code is its index + 1). */
export const EMPTY = 0;
export const BLACK = 1;
export const WHITE = 2;
/** Pawns per player, as many as each has off the board at the start. */
const PAWNS = 8;

/*
 * The working state, one Int32Array (copied with one `set`, which perft does at every node):
 * each side's pawns per radial as ring masks (bit k - 1 for ring k; Black's radials a–x at 0–23,
 * White's at 24–47), then the fields below at their offsets.
 */
/** Each side's radials that hold its pawns, a bit a radial (Black's, then White's): move generation visits those only. */
export const HOLDING = 2 * RADIALS;
/** The colour code of the pawn on the Gon. */
export const GON_CODE = HOLDING + 2;
/** Pawns off the board: Black's, then White's. */
export const OFF = GON_CODE + 1;
/** Pawns on the board, the Gon's included: Black's, then White's (so the end rule needs no count). */
export const ON = OFF + 2;
/** The side to move: 0 Black, 1 White. */
export const TURN = ON + 2;
const STATE_SIZE = TURN + 1;

/**
 * The state the rules read and change in place, laid out as the offsets above say: the radials'
 * ring masks, the radials each side holds, the Gon, the pawns off and on the board, the side to
 * move. Never handed out (positions hold its position string).
 */
export type WorkingGongState = Int32Array;

/** The bit of ring 13, where pawns are placed. */
export const OUTER = 1 << (RINGS - 1);
/** Every ring's bit. */
const ALL_RINGS = (1 << RINGS) - 1;

/** A new copy of a working state. */
export function cloneState(state: WorkingGongState): WorkingGongState {
  return state.slice();
}

/** Overwrites working state `target` with `source`. */
export function copyState(target: WorkingGongState, source: WorkingGongState): void {
  target.set(source);
}

/** Writes a side's pawn mask of a radial (at `at`, 0–47), keeping that side's mask of radials held in step. */
export function setPawns(state: WorkingGongState, at: number, pawns: number): void {
  state[at] = pawns;
  const side = at < RADIALS ? 0 : 1;
  const bit = 1 << (at - side * RADIALS);
  const held = state[HOLDING + side] as number;
  state[HOLDING + side] = pawns !== 0 ? held | bit : held & ~bit;
}

/** The player to move. */
export function turnOf(state: WorkingGongState): Player {
  return state[TURN] === 0 ? 'black' : 'white';
}

/** Each point's radial and ring bit (none for the Gon), read from tables: an evaluation asks for every pawn at every leaf. */
const RADIAL_OF = Int8Array.from({ length: 1 + RADIALS * RINGS }, (_, p) => (p === GON ? 0 : radialOf(p)));
const RING_BIT = Int32Array.from({ length: 1 + RADIALS * RINGS }, (_, p) => (p === GON ? 0 : 1 << (ringOf(p) - 1)));

/** The colour code of the pawn on point p, or {@link EMPTY}. */
export function colourOn(state: WorkingGongState, p: number): number {
  if (p === GON) return state[GON_CODE] as number;
  const r = RADIAL_OF[p] as number;
  const bit = RING_BIT[p] as number;
  return ((state[r] as number) & bit) !== 0 ? BLACK : ((state[RADIALS + r] as number) & bit) !== 0 ? WHITE : EMPTY;
}

/** Key characters start here, past the control characters; the largest stays below the surrogates. */
const KEY_BASE = 32;
const keyUnits = new Uint16Array(2 * RADIALS + 1);
const keyDecoder = new TextDecoder('utf-16le');

/**
 * The key of a position: the board, the player to move and the pawns off the board (all of the
 * position string), a character for each of the 48 radial masks and one for the rest.
 */
export function keyOf(state: WorkingGongState): string {
  for (let i = 0; i < 2 * RADIALS; i++) keyUnits[i] = KEY_BASE + (state[i] as number);
  keyUnits[2 * RADIALS] =
    KEY_BASE +
    ((state[GON_CODE] as number) | ((state[TURN] as number) << 2) | ((state[OFF] as number) << 3) | ((state[OFF + 1] as number) << 7));
  return keyDecoder.decode(keyUnits);
}

const LETTER = ['-', 'b', 'w'];
const RADIAL_LENGTHS = Array.from({ length: RADIALS }, () => RINGS);

/**
 * The position string: the Gon, the radials a–x from ring 1 out, the player to move, pawns off.
 * Written on every play, so from the radial masks (a radial's pawns, ring by ring, and the runs of
 * empty points between them) rather than point by point.
 */
export function formatState(state: WorkingGongState): string {
  let text = LETTER[state[GON_CODE] as number] as string;
  for (let r = 0; r < RADIALS; r++) {
    const black = state[r] as number;
    let rest = black | (state[RADIALS + r] as number);
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
  return `${text} ${state[TURN] === 0 ? 'b' : 'w'} ${state[OFF] as number} ${state[OFF + 1] as number}`;
}

const PIECES: readonly (Piece | undefined)[] = [
  undefined,
  Object.freeze({ owner: 'black', kind: 'pawn' }),
  Object.freeze({ owner: 'white', kind: 'pawn' }),
];

/** The pawn of colour code 1 (Black) or 2 (White). */
export const pawnOf = (colour: number): Piece => PIECES[colour] as Piece;

/** The pawns off the board, not yet placed: Black's, then White's. */
export function unplacedPawns(state: WorkingGongState): readonly PiecesOffBoard[] {
  // After the placements nothing is off the board again; an evaluation may ask at every leaf.
  if (state[OFF] === 0 && state[OFF + 1] === 0) return NONE;
  return PLAYERS.flatMap((owner, i) => {
    const count = state[OFF + i] as number;
    return count > 0 ? [piecesOffBoard(owner, 'pawn', count, 'unplaced')] : [];
  });
}

const NONE: readonly PiecesOffBoard[] = Object.freeze([]);

/** The pawn on a point, or `undefined`. */
export function pieceOn(state: WorkingGongState, p: number): Piece | undefined {
  return PIECES[colourOn(state, p)];
}

/** The points that hold a pawn, in point order (the Gon, then radial by radial from ring 1 out), written into `out`. */
export function occupiedPoints(state: WorkingGongState, out: Int32Array): number {
  let n = 0;
  if (state[GON_CODE] !== EMPTY) out[n++] = GON;
  // Only the radials either side holds, in order.
  for (let held = (state[HOLDING] as number) | (state[HOLDING + 1] as number); held !== 0; held &= held - 1) {
    const r = lowestBit(held);
    // Bit k - 1 of a radial's masks stands for ring k, whose point is pointAt(r, k).
    const first = pointAt(r, 1);
    for (let rest = (state[r] as number) | (state[RADIALS + r] as number); rest !== 0; rest &= rest - 1) out[n++] = first + lowestBit(rest);
  }
  return n;
}

/** Whether radial r is of the colour `colour` (1 Black: even radials; 2 White: odd). */
export const ownRadial = (r: number, colour: number): boolean => (r & 1) === colour - 1;

/**
 * Reads a (trimmed) position string. Throws `position/syntax` for malformed text and
 * `position/invalid` for more than eight pawns of a colour on and off the board, or a player
 * with pawns off the board whose pawns on it are not all on ring-13 points of their own colour
 * (they cannot have moved yet, as a player places while any pawn is off the board).
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
  const state = new Int32Array(STATE_SIZE);
  state[OFF] = offCount(blackOff, 'Black');
  state[OFF + 1] = offCount(whiteOff, 'White');
  const rows = parseRows(board.slice(slash + 1), RADIAL_LENGTHS, 'bw', what, (r) => `radial ${GONG_BOARD.name(pointAt(r, 1)).charAt(0)}`);
  state[GON_CODE] = LETTER.indexOf(gon);
  rows.forEach((row, r) =>
    row.forEach((cell, i) => {
      if (cell !== '') setPawns(state, (cell === 'b' ? 0 : RADIALS) + r, (state[(cell === 'b' ? 0 : RADIALS) + r] as number) | (1 << i));
    }),
  );
  state[TURN] = mover === 'b' ? 0 : 1;
  for (const colour of [BLACK, WHITE]) {
    const side = colour - 1;
    const who = colour === BLACK ? 'Black' : 'White';
    const on = onBoard(state, side);
    state[ON + side] = on;
    const total = on + (state[OFF + side] as number);
    if (total > PAWNS) {
      throw new RulesError('position/invalid', `${what}: ${who} has ${total} pawns on and off the board, at most ${PAWNS} are possible`);
    }
    const misplaced = state[OFF + side] === 0 ? -1 : firstUnplaced(state, colour);
    if (misplaced >= 0) {
      throw new RulesError(
        'position/invalid',
        `${what}: ${who} still has pawns off the board, so has not moved yet, yet has a pawn on ${GONG_BOARD.name(misplaced)},` +
          ` not on ring 13 of a ${who.toLowerCase()} radial (G2)`,
      );
    }
  }
  return state;
}

/** The number of a side's pawns on the board, the Gon's included. */
function onBoard(state: WorkingGongState, side: number): number {
  let n = state[GON_CODE] === side + 1 ? 1 : 0;
  for (let r = 0; r < RADIALS; r++) for (let bits = state[side * RADIALS + r] as number; bits !== 0; bits &= bits - 1) n++;
  return n;
}

/** The first point, in point order, of a pawn of colour `colour` that is not on ring 13 of a radial of its colour; -1 if none. */
function firstUnplaced(state: WorkingGongState, colour: number): number {
  if (state[GON_CODE] === colour) return GON;
  for (let r = 0; r < RADIALS; r++) {
    const stray = (state[(colour - 1) * RADIALS + r] as number) & (ownRadial(r, colour) ? ALL_RINGS & ~OUTER : ALL_RINGS);
    if (stray !== 0) return pointAt(r, lowestBit(stray) + 1);
  }
  return -1;
}
