import { lowestBit } from '../core/bits.js';
import { RELEASE, STEP_ACTION, STEP_FROM, STEP_TO, releaseAction, releaseFrom, releaseTo } from './actions.js';
import { CENTER, EDGE, NEIGHBOUR, OFF_BOARD, RING, SIZE } from './board.js';
import { enclosed } from './enclosure.js';
import { CAPTURED, COLOUR, EMPTY, NEAR, PIECES, QUEEN, TURN, move, type WorkingAgonState } from './state.js';

/*
 * The historical variant's moves, AH1–AH4 (AH5 is in end.ts, AH6's pass is the seed's A9, in
 * moves.ts): steps that never go outward, captures that mark, releases of the captured pieces.
 * The steps are the seed's step actions; the releases follow the pass (actions.ts).
 */

/**
 * AH1's geometry, at p * 2 for a Guard on cell p and p * 2 + 1 for a Queen: the directions (a
 * 6-bit mask) in which it may step where the cell there is empty: onto the board, not farther
 * from f6, and onto f6 only a Queen.
 */
const INWARD = Int32Array.from({ length: SIZE * 2 }, (_, i) => {
  const p = i >> 1;
  let mask = 0;
  for (let d = 0; d < 6; d++) {
    const to = NEIGHBOUR[p * 6 + d] as number;
    if (to !== OFF_BOARD && (RING[to] as number) <= (RING[p] as number) && (to !== CENTER || (i & 1) === 1)) mask |= 1 << d;
  }
  return mask;
});

/** AH1: the directions (a 6-bit mask) in which the piece of code `code` on cell p may step: to empty cells not farther out. (The evaluation counts these too.) */
export function inwardSteps(state: WorkingAgonState, p: number, code: number): number {
  return (state[NEAR + p] as number) & (INWARD[p * 2 + ((code & QUEEN) >> 2)] as number);
}

/**
 * AH2: whether a piece of colour code `colour` on `to` stands between two enemy pieces, captured
 * or not, on one of the three axes (directions d and d + 3). Read before the step: the cell it
 * leaves is its own colour then, empty after, and an enemy's neither time.
 */
function between(state: WorkingAgonState, to: number, colour: number): boolean {
  const enemies = ((state[NEAR + to] as number) >> (6 * (colour ^ COLOUR))) & 63;
  return (enemies & (enemies >> 3)) !== 0;
}

/** {@link captive}'s answer where Guards of the player to move are captured, and not their Queen. */
const GUARDS = -2;

/**
 * AH4: what the player to move must release: the cell of their captured Queen; {@link GUARDS}
 * where only Guards of theirs are captured; -1 where none of their pieces is (they step).
 */
function captive(state: WorkingAgonState): number {
  let found = -1;
  const first = PIECES + (state[TURN] as number) * 3;
  for (let word = 0; word < 3; word++) {
    for (let bits = state[first + word] as number; bits !== 0; bits &= bits - 1) {
      const p = (word << 5) + lowestBit(bits);
      const code = state[p] as number;
      if ((code & CAPTURED) === 0) continue;
      if ((code & QUEEN) !== 0) return p;
      found = GUARDS;
    }
  }
  return found;
}

/** Whether the player to move has a captured piece, and so must release one (AH4). */
export const releasing = (state: WorkingAgonState): boolean => captive(state) !== -1;

/**
 * Writes the legal actions in action order, or, where `out` is left out, only counts them: AH4's
 * releases if the player to move has a captured piece (their Queen to each empty cell, else each
 * captured Guard to each empty edge cell), else AH1–AH2's steps. Returns their number, 0 when the
 * player can only pass (AH6).
 */
function listHistorical(state: WorkingAgonState, out: Int32Array | undefined): number {
  const captured = captive(state);
  let n = 0;
  if (captured >= 0) {
    for (let p = 0; p < SIZE; p++) if (state[p] === EMPTY) n = write(out, n, releaseAction(captured, p));
    return n;
  }
  const first = PIECES + (state[TURN] as number) * 3;
  for (let word = 0; word < 3; word++) {
    for (let bits = state[first + word] as number; bits !== 0; bits &= bits - 1) {
      const p = (word << 5) + lowestBit(bits);
      const code = state[p] as number;
      if (captured === GUARDS) {
        if ((code & CAPTURED) === 0) continue;
        for (let e = 0; e < EDGE.length; e++) {
          const to = EDGE[e] as number;
          if (state[to] === EMPTY) n = write(out, n, releaseAction(p, to));
        }
        continue;
      }
      for (let directions = inwardSteps(state, p, code); directions !== 0; directions &= directions - 1) {
        const at = p * 6 + lowestBit(directions);
        if (!between(state, NEIGHBOUR[at] as number, code & COLOUR)) n = write(out, n, STEP_ACTION[at] as number);
      }
    }
  }
  return n;
}

/** Writes an action at `n` of a list (if there is one); returns the next free place. */
function write(out: Int32Array | undefined, n: number, action: number): number {
  if (out !== undefined) out[n] = action;
  return n + 1;
}

/** Writes the legal actions (a pass aside) in action order; returns their number. */
export const generateHistorical = (state: WorkingAgonState, out: Int32Array): number => listHistorical(state, out);

/** The number of legal actions (a pass aside). */
export const countHistorical = (state: WorkingAgonState): number => listHistorical(state, undefined);

const taken = new Int32Array(6);

/** Plays a legal step (AH1–AH3) or release (AH4), not the pass, in place; the caller passes the turn. */
export function applyHistorical(state: WorkingAgonState, action: number): void {
  if (action >= RELEASE) {
    const from = releaseFrom(action);
    move(state, from, releaseTo(action), (state[from] as number) & ~CAPTURED);
    return;
  }
  const from = STEP_FROM[action] as number;
  const to = STEP_TO[action] as number;
  const code = state[from] as number;
  move(state, from, to, code);
  // AH3: the enemies enclosed are marked where they stand (a piece already captured stays so).
  const n = enclosed(state, to, code & COLOUR, taken);
  for (let k = 0; k < n; k++) {
    const q = taken[k] as number;
    state[q] = (state[q] as number) | CAPTURED;
  }
}
