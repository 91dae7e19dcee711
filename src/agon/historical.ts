import { lowestBit } from '../core/bits.js';
import { RELEASE, STEPS_OF, STEP_FROM, STEP_TO, releaseAction, releaseFrom, releaseTo } from './actions.js';
import { AGON_BOARD, CENTER, DIRECTION_COUNT, EDGE, NEIGHBOUR, OFF_BOARD, RING, SIZE } from './board.js';
import { guardsRound, onSeat } from './end.js';
import { enclosed } from './enclosure.js';
import { CAPTURED, COLOUR, EMPTY, NEAR, PIECES, QUEEN, TURN, emptyState, move, sameStamp, type WorkingAgonState } from './state.js';

const DISTANCES = Array.from({ length: SIZE }, (_, p) => Int8Array.from(AGON_BOARD.distances(p)));

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

/** AH1: the directions (a 6-bit mask) in which the piece of code `code` on cell p, whose NEAR mask is `near`, may step: to empty cells not farther out. */
const inward = (near: number, p: number, code: number): number => near & (INWARD[p * 2 + ((code & QUEEN) >> 2)] as number);

/** {@link inward} in the state itself. (The evaluation counts these too.) */
export const inwardSteps = (state: WorkingAgonState, p: number, code: number): number => inward(state[NEAR + p] as number, p, code);

/**
 * AH2: whether a piece of colour code `colour` on a cell whose NEAR mask is `near` stands between
 * two enemy pieces, captured or not, on one of the three axes (directions d and d + 3). Read
 * before a step to the cell: the cell it leaves is its own colour then, empty after, and an
 * enemy's neither time.
 */
function between(near: number, colour: number): boolean {
  const enemies = (near >> (6 * (colour ^ COLOUR))) & 63;
  return (enemies & (enemies >> 3)) !== 0;
}

/** The bit of the direction from cell y to cell z, at y * SIZE + z, where they are neighbours; else 0. */
const TOWARD = Int32Array.from({ length: SIZE * SIZE }, (_, i) => {
  const d = NEIGHBOUR.subarray(Math.floor(i / SIZE) * 6, Math.floor(i / SIZE) * 6 + 6).indexOf(i % SIZE);
  return d < 0 ? 0 : 1 << d;
});

/**
 * Cell y's NEAR mask as it is after a piece steps from `from` to `to`, given that step's NEAR
 * toggle (`1 | 1 << 6 * colour`: the cell left turns empty and the cell entered the colour's); as
 * it is now for a toggle of 0. (The two cells differ, so their directions' bits from y add up.)
 */
function nearAfter(state: WorkingAgonState, y: number, from: number, to: number, toggle: number): number {
  const near = state[NEAR + y] as number;
  return toggle === 0 ? near : near ^ Math.imul(toggle, (TOWARD[y * SIZE + from] as number) + (TOWARD[y * SIZE + to] as number));
}

/** {@link captive}'s answer where Guards of the side are captured, and not their Queen. */
const GUARDS = -2;

/**
 * AH4: what the player to move must release: the cell of their captured Queen; {@link GUARDS}
 * where only Guards of theirs are captured; -1 where none of their pieces is (they step).
 */
function captive(state: WorkingAgonState, turn: number): number {
  let found = -1;
  const first = PIECES + turn * 3;
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
export const releasing = (state: WorkingAgonState): boolean => captive(state, state[TURN] as number) !== -1;

/**
 * AH1, AH2: the directions (a 6-bit mask) in which the piece of code `code` on cell p may step,
 * after the step of {@link nearAfter}'s `from`, `to` and `toggle` (now, for a toggle of 0).
 */
function stepDirections(state: WorkingAgonState, p: number, code: number, from = 0, to = 0, toggle = 0): number {
  let directions = inward(nearAfter(state, p, from, to, toggle), p, code);
  for (let rest = directions; rest !== 0; rest &= rest - 1) {
    const d = lowestBit(rest);
    if (between(nearAfter(state, NEIGHBOUR[p * 6 + d] as number, from, to, toggle), code & COLOUR)) directions ^= 1 << d;
  }
  return directions;
}

/**
 * AH4: writes the releases of what {@link captive} found, or, where `out` is left out, only counts
 * them: the Queen to each empty cell, else each captured Guard to each empty edge cell.
 */
function releases(state: WorkingAgonState, captured: number, out: Int32Array | undefined): number {
  let n = 0;
  if (captured >= 0) {
    for (let p = 0; p < SIZE; p++) {
      if (state[p] !== EMPTY) continue;
      if (out !== undefined) out[n] = releaseAction(captured, p);
      n++;
    }
    return n;
  }
  const first = PIECES + (state[TURN] as number) * 3;
  for (let word = 0; word < 3; word++) {
    for (let bits = state[first + word] as number; bits !== 0; bits &= bits - 1) {
      const p = (word << 5) + lowestBit(bits);
      if (((state[p] as number) & CAPTURED) === 0) continue;
      for (let e = 0; e < EDGE.length; e++) {
        const to = EDGE[e] as number;
        if (state[to] !== EMPTY) continue;
        if (out !== undefined) out[n] = releaseAction(p, to);
        n++;
      }
    }
  }
  return n;
}

/**
 * Writes the legal actions (a pass aside) in action order: AH4's releases if the player to move
 * has a captured piece, else AH1–AH2's steps. Returns their number, 0 when the player can only
 * pass (AH6).
 */
export function generateHistorical(state: WorkingAgonState, out: Int32Array): number {
  const captured = captive(state, state[TURN] as number);
  if (captured !== -1) return releases(state, captured, out);
  const first = PIECES + (state[TURN] as number) * 3;
  let n = 0;
  for (let word = 0; word < 3; word++) {
    for (let bits = state[first + word] as number; bits !== 0; bits &= bits - 1) {
      const p = (word << 5) + lowestBit(bits);
      const directions = stepDirections(state, p, state[p] as number);
      // All six places are written and the piece's steps kept, as the seed's generation does.
      const steps = (p * 64 + directions) * 6;
      out[n] = STEPS_OF[steps] as number;
      out[n + 1] = STEPS_OF[steps + 1] as number;
      out[n + 2] = STEPS_OF[steps + 2] as number;
      out[n + 3] = STEPS_OF[steps + 3] as number;
      out[n + 4] = STEPS_OF[steps + 4] as number;
      out[n + 5] = STEPS_OF[steps + 5] as number;
      n += DIRECTION_COUNT[directions] as number;
    }
  }
  return n;
}

/** The number of steps of side `turn` (0 Black, 1 White). */
function countSteps(state: WorkingAgonState, turn: number): number {
  const first = PIECES + turn * 3;
  let n = 0;
  for (let word = 0; word < 3; word++) {
    for (let bits = state[first + word] as number; bits !== 0; bits &= bits - 1) {
      const p = (word << 5) + lowestBit(bits);
      n += DIRECTION_COUNT[stepDirections(state, p, state[p] as number)] as number;
    }
  }
  return n;
}

/** The number of legal actions (a pass aside), as {@link generateHistorical} finds them. */
export function countHistorical(state: WorkingAgonState): number {
  const turn = state[TURN] as number;
  const captured = captive(state, turn);
  return captured === -1 ? countSteps(state, turn) : releases(state, captured, undefined);
}

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

/**
 * For each step action, the cells at most two steps from the cell it leaves or the one it enters,
 * as three mask words at action * 3 (as the working state's piece masks): a step changes what the
 * pieces there can do (AH1's empty cells, AH2's enemies), and no other's.
 */
const NEAR_STEP = new Int32Array(STEP_FROM.length * 3);
STEP_FROM.forEach((from, a) => {
  const near = (p: number): boolean =>
    ((DISTANCES[from] as Int8Array)[p] as number) <= 2 || ((DISTANCES[STEP_TO[a] as number] as Int8Array)[p] as number) <= 2;
  for (let p = 0; p < SIZE; p++) if (near(p)) NEAR_STEP[a * 3 + (p >> 5)] = (NEAR_STEP[a * 3 + (p >> 5)] as number) | (1 << (p & 31));
});

/**
 * A copy of the last position asked about by {@link countAfterStep} (known by its stamp), and
 * what it found there: the opponent's steps, -1 where the opponent must release, and each of
 * their pieces' steps by cell.
 */
const parent = emptyState();
let opponentSteps = -1;
const pieceSteps = new Int32Array(SIZE);

/** Counts the steps of side `turn` in {@link parent}, in all and by piece. */
function countParentSteps(turn: number): number {
  const first = PIECES + turn * 3;
  let n = 0;
  for (let word = 0; word < 3; word++) {
    for (let bits = parent[first + word] as number; bits !== 0; bits &= bits - 1) {
      const p = (word << 5) + lowestBit(bits);
      const steps = DIRECTION_COUNT[stepDirections(parent, p, parent[p] as number)] as number;
      pieceSteps[p] = steps;
      n += steps;
    }
  }
  return n;
}

/**
 * The number of legal actions after the step `action`, where it marks nothing (AH3) and cannot
 * end the game (AH5: only a Guard's step onto ring 1 can, or a Queen's step while her Guards fill
 * it), and the opponent steps: the opponent's steps before it, counted once for all the
 * moves of a position, changed at their pieces near the step's two cells, whose steps are found
 * from the NEAR masks as the step leaves them. Else -1, and the caller makes the step to see.
 */
export function countAfterStep(state: WorkingAgonState, action: number): number {
  const from = STEP_FROM[action] as number;
  const to = STEP_TO[action] as number;
  const code = state[from] as number;
  const colour = code & COLOUR;
  if (onSeat(to) || ((code & QUEEN) !== 0 && guardsRound(state, colour)) || enclosed(state, to, colour, taken) > 0) return -1;
  const next = 1 - (state[TURN] as number);
  if (!sameStamp(parent, state)) {
    parent.set(state);
    opponentSteps = captive(state, next) === -1 ? countParentSteps(next) : -1;
  }
  if (opponentSteps < 0) return -1;
  let change = 0;
  const toggle = 1 | (1 << (6 * colour));
  const first = PIECES + next * 3;
  for (let word = 0; word < 3; word++) {
    for (let bits = (state[first + word] as number) & (NEAR_STEP[action * 3 + word] as number); bits !== 0; bits &= bits - 1) {
      const q = (word << 5) + lowestBit(bits);
      change += (DIRECTION_COUNT[stepDirections(state, q, state[q] as number, from, to, toggle)] as number) - (pieceSteps[q] as number);
    }
  }
  return opponentSteps + change;
}
