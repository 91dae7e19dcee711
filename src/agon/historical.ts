import { lowestBit } from '../core/bits.js';
import { RELEASE, STEP_ACTION, STEPS_OF, STEP_FROM, STEP_TO, releaseAction, releaseFrom, releaseTo, writeSteps } from './actions.js';
import { CENTER, DIRECTION_COUNT, EDGE, NEIGHBOUR, OFF_BOARD, RING, SIZE } from './board.js';
import { guardsRound, onSeat } from './end.js';
import { enclosed } from './enclosure.js';
import type { AgonOptions } from './index.js';
import {
  CAPTURED,
  CLOSED,
  COLOUR,
  EMPTY,
  GAINS,
  NEAR,
  PIECES,
  QUEEN,
  REACHED,
  TURN,
  emptyAt,
  emptyCount,
  emptyWord,
  cellMask,
  type CellMask,
  move,
  type OpponentSteps,
  type WorkingAgonState,
} from './state.js';

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

/**
 * AH1, and AH2: the directions (a 6-bit mask) in which the piece of code `code` on cell p may step:
 * inward to an empty cell, where it would not stand between two enemies.
 */
function stepDirections(state: WorkingAgonState, p: number, code: number): number {
  let directions = inward(state[NEAR + p] as number, p, code);
  for (let rest = directions; rest !== 0; rest &= rest - 1) {
    const d = lowestBit(rest);
    if (between(state[NEAR + (NEIGHBOUR[p * 6 + d] as number)] as number, code & COLOUR)) directions ^= 1 << d;
  }
  return directions;
}

/** Room for the cells of {@link releasable}: a side's seven pieces. */
const sources = new Int32Array(7);

/**
 * AH4: writes into {@link sources} the cells of the pieces of side `turn` (0 Black, 1 White) that it must
 * release one of: its captured Queen alone, else each of its captured Guards, in point order.
 * Returns their number, 0 where none of its pieces is captured (it steps).
 */
function releasable(state: WorkingAgonState, turn: number): number {
  let n = 0;
  const first = PIECES + turn * 3;
  for (let word = 0; word < 3; word++) {
    for (let bits = state[first + word] as number; bits !== 0; bits &= bits - 1) {
      const p = (word << 5) + lowestBit(bits);
      const code = state[p] as number;
      if ((code & CAPTURED) === 0) continue;
      if ((code & QUEEN) !== 0) {
        sources[0] = p;
        return 1;
      }
      sources[n++] = p;
    }
  }
  return n;
}

/** Whether the player to move has a captured piece, and so must release one (AH4). */
export const releasing = (state: WorkingAgonState): boolean => releasable(state, state[TURN] as number) > 0;

/** Every cell. */
const ALL_CELLS = cellMask(Array.from({ length: SIZE }, (_, p) => p));
/** The edge cells. */
const EDGE_CELLS = cellMask(EDGE);

/** AH4: the cells that a captured piece of code `code` is released to where they are empty: any for a Queen, the edge for a Guard. */
const releaseTargets = (code: number): CellMask => ((code & QUEEN) !== 0 ? ALL_CELLS : EDGE_CELLS);

/** Writes the releases of the first `n` cells of {@link sources}, in action order; returns their number. */
function listReleases(state: WorkingAgonState, n: number, out: Int32Array): number {
  let written = 0;
  for (let i = 0; i < n; i++) {
    const from = sources[i] as number;
    const targets = releaseTargets(state[from] as number);
    for (let word = 0; word < 3; word++) {
      for (let empty = emptyWord(state, targets, word); empty !== 0; empty &= empty - 1) {
        out[written++] = releaseAction(from, (word << 5) + lowestBit(empty));
      }
    }
  }
  return written;
}

/** The number of releases of the captured piece on cell `from`. */
const releasesOf = (state: WorkingAgonState, from: number): number => emptyCount(state, releaseTargets(state[from] as number));

/** The number of releases of the first `n` cells of {@link sources}. */
function countReleases(state: WorkingAgonState, n: number): number {
  let total = 0;
  for (let i = 0; i < n; i++) total += releasesOf(state, sources[i] as number);
  return total;
}

/** The release of rank `rank` among those of the first `n` cells of {@link sources}, in action order. */
function releaseAt(state: WorkingAgonState, n: number, rank: number): number {
  let before = rank;
  for (let i = 0; i < n; i++) {
    const from = sources[i] as number;
    const size = releasesOf(state, from);
    if (before < size) {
      return releaseAction(from, emptyAt(state, releaseTargets(state[from] as number), before));
    }
    before -= size;
  }
  return -1;
}

/**
 * Writes the legal actions (a pass aside) in action order: AH4's releases if the player to move
 * has a captured piece, else AH1–AH2's steps. Returns their number, 0 when the player can only
 * pass (AH6).
 */
export function generateHistorical(state: WorkingAgonState, out: Int32Array): number {
  const turn = state[TURN] as number;
  const captured = releasable(state, turn);
  if (captured > 0) return listReleases(state, captured, out);
  const first = PIECES + turn * 3;
  let n = 0;
  for (let word = 0; word < 3; word++) {
    for (let bits = state[first + word] as number; bits !== 0; bits &= bits - 1) {
      const p = (word << 5) + lowestBit(bits);
      const directions = stepDirections(state, p, state[p] as number);
      n = writeSteps(p, directions, out, n);
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
  const captured = releasable(state, turn);
  return captured > 0 ? countReleases(state, captured) : countSteps(state, turn);
}

/** The legal action of rank `rank` in action order, as {@link generateHistorical} writes it: whole pieces skipped by their number of moves. */
export function historicalActionAt(state: WorkingAgonState, rank: number): number {
  const turn = state[TURN] as number;
  const captured = releasable(state, turn);
  if (captured > 0) return releaseAt(state, captured, rank);
  const first = PIECES + turn * 3;
  let before = rank;
  for (let word = 0; word < 3; word++) {
    for (let bits = state[first + word] as number; bits !== 0; bits &= bits - 1) {
      const p = (word << 5) + lowestBit(bits);
      const directions = stepDirections(state, p, state[p] as number);
      const size = DIRECTION_COUNT[directions] as number;
      if (before < size) return STEPS_OF[(p * 64 + directions) * 6 + before] as number;
      before -= size;
    }
  }
  return -1;
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

/*
 * The count after a step, from the state before it. The opponent's steps are counted by the cell
 * they enter: an empty cell t takes a step from each of the opponent's pieces next to it that AH1
 * lets step there (t's gain), unless AH2 forbids it (the mover's pieces on both sides of t). A
 * step from `from` to `to` changes that only at `to` (filled), at `from` (emptied) and at the
 * empty cells next to either (whose neighbours of the mover's colour change), so the count after
 * it is the count before, counted once for all the moves of a position with the gains, and those
 * few cells' changes. The gains do not change with the step: the opponent's pieces stay.
 */

/** The bit of the direction from cell y to cell z, at y * SIZE + z, where they are neighbours; else 0. */
const TOWARD = Uint8Array.from({ length: SIZE * SIZE }, (_, i) => {
  const d = NEIGHBOUR.subarray(Math.floor(i / SIZE) * 6, Math.floor(i / SIZE) * 6 + 6).indexOf(i % SIZE);
  return d < 0 ? 0 : 1 << d;
});

/** For each step action, at action * 3, the neighbours of `around`'s end of it but the other end, as three mask words (as the piece masks). */
function aroundEnd(around: ArrayLike<number>, other: ArrayLike<number>): Int32Array {
  const masks = new Int32Array(STEP_FROM.length * 3);
  for (let a = 0; a < STEP_FROM.length; a++) {
    const end = around[a] as number;
    for (let d = 0; d < 6; d++) {
      const t = NEIGHBOUR[end * 6 + d] as number;
      if (t !== OFF_BOARD && t !== other[a]) masks[a * 3 + (t >> 5)] = (masks[a * 3 + (t >> 5)] as number) | (1 << (t & 31));
    }
  }
  return masks;
}

/** The cells next to the cell a step leaves, but the one it enters: only there can AH2 open a cell to the opponent (a piece of the mover's leaves). */
const AROUND_FROM = aroundEnd(STEP_FROM, STEP_TO);
/** The cells next to the cell a step enters, but the one it leaves: only there can AH2 close a cell to the opponent (a piece of the mover's comes). */
const AROUND_TO = aroundEnd(STEP_TO, STEP_FROM);

/**
 * Cell y's NEAR mask as it is after a piece steps from `from` to `to`, given that step's NEAR
 * toggle (`1 | 1 << 6 * colour`: the cell left turns empty and the cell entered the colour's).
 * (The two cells differ, so their directions' bits from y add up.)
 */
function nearAfter(state: WorkingAgonState, y: number, from: number, to: number, toggle: number): number {
  return (state[NEAR + y] as number) ^ Math.imul(toggle, (TOWARD[y * SIZE + from] as number) + (TOWARD[y * SIZE + to] as number));
}

/**
 * Adds the opponent's piece on cell p (code `code`) to `out`'s {@link OpponentSteps}: its AH1
 * steps, but where AH2 forbids them, to the count; the cells they enter to the masks; a gain to
 * each cell it steps onto, and to each of the mover's (colour code `mover`) next to it that it
 * could step onto once that piece has gone.
 */
function addOpponentPiece(state: WorkingAgonState, p: number, code: number, mover: number, out: OpponentSteps): void {
  const near = state[NEAR + p] as number;
  const reach = (near | (near >> (6 * mover))) & 63 & (INWARD[p * 2 + ((code & QUEEN) >> 2)] as number);
  for (let rest = reach; rest !== 0; rest &= rest - 1) {
    const t = NEIGHBOUR[p * 6 + lowestBit(rest)] as number;
    out[GAINS + t] = (out[GAINS + t] as number) + 1;
    if (state[t] !== EMPTY) continue;
    const bit = 1 << (t & 31);
    out[REACHED + (t >> 5)] = (out[REACHED + (t >> 5)] as number) | bit;
    if (between(state[NEAR + t] as number, code & COLOUR)) out[CLOSED + (t >> 5)] = (out[CLOSED + (t >> 5)] as number) | bit;
    else out[0] = (out[0] as number) + 1;
  }
}

/** Writes into `out` the {@link OpponentSteps} of a position where the player to move steps. */
export function findOpponentSteps(state: WorkingAgonState, out: OpponentSteps): void {
  const next = 1 - (state[TURN] as number);
  out.fill(0);
  const first = PIECES + next * 3;
  for (let word = 0; word < 3; word++) {
    for (let bits = state[first + word] as number; bits !== 0; bits &= bits - 1) {
      const p = (word << 5) + lowestBit(bits);
      const code = state[p] as number;
      // AH4: an opponent with a captured piece releases one next, whatever the step.
      if ((code & CAPTURED) !== 0) {
        out[0] = -1;
        return;
      }
      addOpponentPiece(state, p, code, 2 - next, out);
    }
  }
}

/**
 * The change in the opponent's steps (colour code `colour`) onto the cells of word `word` of
 * `cells`, none the step's two, where the step of {@link nearAfter}'s `from`, `to` and `toggle`
 * changes whether AH2 closes them, as `before` has them.
 */
function reopened(
  state: WorkingAgonState,
  cells: number,
  word: number,
  before: OpponentSteps,
  from: number,
  to: number,
  toggle: number,
  colour: number,
): number {
  let change = 0;
  for (let rest = cells; rest !== 0; rest &= rest - 1) {
    const bit = lowestBit(rest);
    const t = (word << 5) + bit;
    const closed = (((before[CLOSED + word] as number) >>> bit) & 1) === 1;
    if (between(nearAfter(state, t, from, to, toggle), colour) !== closed) {
      change += closed ? (before[GAINS + t] as number) : -(before[GAINS + t] as number);
    }
  }
  return change;
}

/**
 * AH4: the number of the opponent's releases after a step from `from` to `to` that captures the
 * first `n` cells of {@link taken}, where none of their pieces was captured before: a captured
 * Queen's to every empty cell, else each captured Guard's to every empty edge cell. The step
 * itself leaves as many cells empty, and changes those of the edge only where it leaves it.
 */
function releasesAfterCapture(state: WorkingAgonState, from: number, to: number, n: number): number {
  for (let k = 0; k < n; k++) {
    if (((state[taken[k] as number] as number) & QUEEN) !== 0) return emptyCount(state, ALL_CELLS);
  }
  const edge = (RING[from] === 5 ? 1 : 0) - (RING[to] === 5 ? 1 : 0);
  return n * (emptyCount(state, EDGE_CELLS) + edge);
}

/**
 * The number of two-ply lines from a position where the player to move steps and the opponent
 * would step after (`before`, their {@link OpponentSteps}, not -1 at 0): the steps are visited
 * piece by piece rather than listed, and each counted with {@link countAfterStep}, or where it
 * cannot, by `made` (the count after the step made, -1 where the game ends there). -1 where a
 * step leaves the opponent no move (AH6).
 */
export function countStepLines(
  state: WorkingAgonState,
  before: OpponentSteps,
  made: (state: WorkingAgonState, action: number, options: Readonly<AgonOptions>) => number,
  options: Readonly<AgonOptions>,
): number {
  const first = PIECES + (state[TURN] as number) * 3;
  let total = 0;
  for (let word = 0; word < 3; word++) {
    for (let bits = state[first + word] as number; bits !== 0; bits &= bits - 1) {
      const p = (word << 5) + lowestBit(bits);
      for (let directions = stepDirections(state, p, state[p] as number); directions !== 0; directions &= directions - 1) {
        const action = STEP_ACTION[p * 6 + lowestBit(directions)] as number;
        let after = countAfterStep(state, action, before);
        if (after < 0) after = made(state, action, options);
        if (after === 0) return -1;
        if (after > 0) total += after;
      }
    }
  }
  return total;
}

/**
 * The number of legal actions after the step `action`, given the {@link OpponentSteps} of the
 * state before it, where it cannot end the game (AH5: only a Guard's step onto ring 1 can, or a
 * Queen's step while her Guards fill it) and the opponent has no captured piece: their steps, or
 * where the step marks some of their pieces (AH3), their releases (AH4). Else -1, and the caller
 * makes the step to see.
 */
export function countAfterStep(state: WorkingAgonState, action: number, before: OpponentSteps): number {
  const steps = before[0] as number;
  if (steps < 0) return -1;
  const from = STEP_FROM[action] as number;
  const to = STEP_TO[action] as number;
  const code = state[from] as number;
  const colour = code & COLOUR;
  if (onSeat(to) || ((code & QUEEN) !== 0 && guardsRound(state, colour))) return -1;
  const captures = enclosed(state, to, colour, taken);
  if (captures > 0) return releasesAfterCapture(state, from, to, captures);
  const opponent = colour ^ COLOUR;
  const toggle = 1 | (1 << (6 * colour));
  let change = 0;
  // The cell entered takes the opponent's steps onto it away, where AH2 allowed them; the cell left gives its own.
  if ((((before[CLOSED + (to >> 5)] as number) >>> (to & 31)) & 1) === 0) change -= before[GAINS + to] as number;
  if (!between(nearAfter(state, from, from, to, toggle), opponent)) change += before[GAINS + from] as number;
  // Round the cell left, only a cell AH2 closes may open; round the one entered, only an open cell may close.
  for (let word = 0; word < 3; word++) {
    const closed = before[CLOSED + word] as number;
    const cells =
      (closed & (AROUND_FROM[action * 3 + word] as number)) |
      ((before[REACHED + word] as number) & ~closed & (AROUND_TO[action * 3 + word] as number));
    if (cells !== 0) change += reopened(state, cells, word, before, from, to, toggle, opponent);
  }
  return steps + change;
}
