import { RulesError, quote } from '../core/errors.js';
import { formatRows, parseRows } from '../core/notation.js';
import type { Player } from '../core/player.js';
import { popcount } from '../core/bits.js';

/**
 * The compact state of a Kono (or any two-colour 4×4) position: one 16-bit mask per colour, bit
 * `p` for point `p`, and the player to move (0 black, 1 white).
 */
export interface KonoState {
  /** Black's pieces: bit `p` set for a black piece on point `p`. */
  readonly black: number;
  /** White's pieces, likewise. */
  readonly white: number;
  /** The player to move: 0 Black, 1 White. */
  readonly turn: 0 | 1;
}

/** The state as the rules change it in place; never handed out. */
export interface MutableKonoState {
  black: number;
  white: number;
  turn: 0 | 1;
}

/** Pieces per colour at most (K1). */
export const MAX_PIECES = 8;

/** The start state: Black on ranks 1–2, White on ranks 3–4, Black to move (K1). */
export function startState(): MutableKonoState {
  return { black: 0x00ff, white: 0xff00, turn: 0 };
}

/** The player whose turn it is. */
export function turnOf(state: KonoState): Player {
  return state.turn === 0 ? 'black' : 'white';
}

/** A number that identifies the board and the player to move (33 bits). */
export function keyOf(state: KonoState): number {
  return state.black + state.white * 0x10000 + state.turn * 0x100000000;
}

const RANK_LENGTHS = [4, 4, 4, 4];

/** The position string: ranks 4 down to 1, `b`/`w`/run lengths, then `b` or `w` to move. */
export function formatState(state: KonoState): string {
  const rows: string[][] = [];
  for (let rank = 3; rank >= 0; rank--) {
    const row: string[] = [];
    for (let file = 0; file < 4; file++) {
      const bit = 1 << (rank * 4 + file);
      row.push(state.black & bit ? 'b' : state.white & bit ? 'w' : '');
    }
    rows.push(row);
  }
  return `${formatRows(rows)} ${state.turn === 0 ? 'b' : 'w'}`;
}

/**
 * Reads a position string (already trimmed). Throws `position/syntax` for malformed text and
 * `position/invalid` for more than eight pieces of a colour.
 */
export function parseState(text: string, gameName: string): MutableKonoState {
  const what = `bad ${gameName} position ${quote(text)}`;
  const fields = text.split(' ');
  if (fields.length !== 2) {
    throw new RulesError('position/syntax', `${what}: expected the board and the player to move separated by one space`);
  }
  const [field, mover] = fields as [string, string];
  if (mover !== 'b' && mover !== 'w') {
    throw new RulesError('position/syntax', `${what}: the player to move must be "b" or "w", found ${quote(mover)}`);
  }
  const rows = parseRows(field, RANK_LENGTHS, 'bw', what);
  let black = 0;
  let white = 0;
  rows.forEach((cells, r) =>
    cells.forEach((cell, file) => {
      const bit = 1 << ((3 - r) * 4 + file);
      if (cell === 'b') black |= bit;
      else if (cell === 'w') white |= bit;
    }),
  );
  const state: MutableKonoState = { black, white, turn: mover === 'b' ? 0 : 1 };
  checkPieceCounts(state, what);
  return state;
}

/**
 * Throws `position/invalid` for more than eight pieces of a colour (K1). Nothing else is refused:
 * a position string need not have arisen in play (a study, a puzzle), and the end rule K5 says
 * how any position is judged.
 */
function checkPieceCounts(state: KonoState, what: string): void {
  for (const [name, mask] of [['black', state.black], ['white', state.white]] as const) {
    if (popcount(mask) > MAX_PIECES) {
      throw new RulesError('position/invalid', `${what}: ${name} has ${popcount(mask)} pieces, at most ${MAX_PIECES} are possible`);
    }
  }
}
