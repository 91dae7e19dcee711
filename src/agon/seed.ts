import { lowestBit } from '../core/bits.js';
import { EDGE_INDEX, PLACE, STEPS_OF, STEP_DIRECTION, STEP_FROM, STEP_TO, writeSteps } from './actions.js';
import { DIRECTION_COUNT, EDGE } from './board.js';
import { enclosed } from './enclosure.js';
import { onSeat } from './end.js';
import {
  COLOUR,
  EMPTY,
  HELD,
  NEAR,
  PAIRS,
  PIECES,
  TURN,
  UNPLACED,
  codeOf,
  countIndex,
  emptyAt,
  emptyCount,
  emptyWord,
  cellMask,
  move,
  put,
  type WorkingAgonState,
} from './state.js';

/*
 * The seed's moves, A2–A6 (A7 is in end.ts, A9's pass in moves.ts): steps that may take by
 * entering, custodian captures, returns of held pieces and the placements of the `placement`
 * setup. A move of a side that puts a piece down is a placement action; a step, a step action.
 */

/**
 * A10, then A6: where side `turn`'s next move comes from, as the count-list offset of the Queen
 * entry of the pieces it puts down: its own unplaced ones (A2 `placement`) before anything else,
 * else the opponent's that it holds; -1 when it steps.
 */
export function placingFrom(state: WorkingAgonState, turn: number): number {
  const mine = UNPLACED + turn * 2;
  if ((state[mine] as number) + (state[mine + 1] as number) > 0) return mine;
  const theirs = HELD + (1 - turn) * 2;
  if ((state[theirs] as number) + (state[theirs + 1] as number) > 0) return theirs;
  return -1;
}

/** The edge cells, where pieces are put down (A2, A6). */
const EDGE_CELLS = cellMask(EDGE);

/** A2, A6: the placements of the pieces at count-list offset `from` (a Queen, then a Guard): each kind still to put down, on each empty edge cell. */
function countPlacements(state: WorkingAgonState, from: number): number {
  const empty = emptyCount(state, EDGE_CELLS);
  return ((state[from] as number) > 0 ? empty : 0) + ((state[from + 1] as number) > 0 ? empty : 0);
}

/** Writes the placements of {@link countPlacements} in action order (a Queen's, then a Guard's, each by edge cell); returns their number. */
function listPlacements(state: WorkingAgonState, from: number, out: Int32Array): number {
  let n = 0;
  for (let kind = 0; kind < 2; kind++) {
    if (state[from + kind] === 0) continue;
    const base = PLACE + kind * EDGE.length;
    for (let word = 0; word < 3; word++) {
      for (let empty = emptyWord(state, EDGE_CELLS, word); empty !== 0; empty &= empty - 1) {
        out[n++] = base + (EDGE_INDEX[(word << 5) + lowestBit(empty)] as number);
      }
    }
  }
  return n;
}

/** The placement of rank `rank` among those of {@link countPlacements}, in action order. */
function placementAt(state: WorkingAgonState, from: number, rank: number): number {
  const empty = emptyCount(state, EDGE_CELLS);
  let before = rank;
  for (let kind = 0; kind < 2; kind++) {
    if (state[from + kind] === 0) continue;
    if (before < empty) return PLACE + kind * EDGE.length + (EDGE_INDEX[emptyAt(state, EDGE_CELLS, before)] as number);
    before -= empty;
  }
  return -1;
}

/**
 * A3, A4: the neighbours a piece of colour code `colour` may step onto, as the bits of a cell's
 * {@link NEAR} mask: the empty ones, and the enemy's where entering an enemy's cell takes it.
 */
export const enterable = (colour: number, displacement: boolean): number => (displacement ? 63 | (63 << (6 * (colour ^ COLOUR))) : 63);

/** 1 if a cell of code `code` is one that {@link enterable}'s `entering` lets a piece step onto, else 0 (never the sentinel). */
const enters = (code: number, entering: number): number => (entering >> (6 * (code & COLOUR))) & 1;

/** The directions (a 6-bit mask) in which the piece on cell p may step, given {@link enterable}'s `entering`. */
export function stepDirections(state: WorkingAgonState, p: number, entering: number): number {
  const near = (state[NEAR + p] as number) & entering;
  return (near | (near >>> 6) | (near >>> 12)) & 63;
}

/**
 * The number of steps of side `turn` (0 Black, 1 White), given {@link enterable}'s `entering`:
 * its pieces' pairs with the neighbours they may enter, read from the state's {@link PAIRS}.
 */
function countSteps(state: WorkingAgonState, turn: number, entering: number): number {
  const colour = turn + 1;
  return enters(EMPTY, entering) * (state[PAIRS + colour] as number) + enters(colour ^ COLOUR, entering) * (state[PAIRS] as number);
}

/** Writes the legal actions (a pass aside) in action order; returns their number. */
export function generateSeed(state: WorkingAgonState, displacement: boolean, out: Int32Array): number {
  const turn = state[TURN] as number;
  const from = placingFrom(state, turn);
  if (from >= 0) return listPlacements(state, from, out);
  const entering = enterable(turn + 1, displacement);
  const first = PIECES + turn * 3;
  let n = 0;
  for (let word = 0; word < 3; word++) {
    for (let bits = state[first + word] as number; bits !== 0; bits &= bits - 1) {
      const p = (word << 5) + lowestBit(bits);
      const directions = stepDirections(state, p, entering);
      n = writeSteps(p, directions, out, n);
    }
  }
  return n;
}

/** The number of legal actions (a pass aside). */
export function countSeed(state: WorkingAgonState, displacement: boolean): number {
  const turn = state[TURN] as number;
  const from = placingFrom(state, turn);
  return from >= 0 ? countPlacements(state, from) : countSteps(state, turn, enterable(turn + 1, displacement));
}

/** The legal action of rank `rank` in action order, as {@link generateSeed} writes it: whole pieces skipped by their number of moves. */
export function seedActionAt(state: WorkingAgonState, displacement: boolean, rank: number): number {
  const turn = state[TURN] as number;
  const from = placingFrom(state, turn);
  if (from >= 0) return placementAt(state, from, rank);
  const entering = enterable(turn + 1, displacement);
  const first = PIECES + turn * 3;
  let before = rank;
  for (let word = 0; word < 3; word++) {
    for (let bits = state[first + word] as number; bits !== 0; bits &= bits - 1) {
      const p = (word << 5) + lowestBit(bits);
      const directions = stepDirections(state, p, entering);
      const size = DIRECTION_COUNT[directions] as number;
      if (before < size) return STEPS_OF[(p * 64 + directions) * 6 + before] as number;
      before -= size;
    }
  }
  return -1;
}

/** Whether a step or placement action is legal. */
export function isLegalSeed(state: WorkingAgonState, action: number, displacement: boolean): boolean {
  const turn = state[TURN] as number;
  const from = placingFrom(state, turn);
  if (action < PLACE) {
    const colour = turn + 1;
    const p = STEP_FROM[action] as number;
    return (
      from < 0 &&
      ((state[p] as number) & COLOUR) === colour &&
      ((stepDirections(state, p, enterable(colour, displacement)) >> (STEP_DIRECTION[action] as number)) & 1) === 1
    );
  }
  const kind = action - PLACE >= EDGE.length ? 1 : 0;
  return from >= 0 && (state[from + kind] as number) > 0 && state[EDGE[(action - PLACE) % EDGE.length] as number] === EMPTY;
}

/** The cell code of the piece a placement action puts down (the mover's own, or the opponent's it returns). */
export function placedCode(state: WorkingAgonState, action: number): number {
  const from = placingFrom(state, state[TURN] as number);
  const list = from < UNPLACED ? HELD : UNPLACED;
  return codeOf(from - list + (action - PLACE >= EDGE.length ? 1 : 0));
}

/** A6: the piece on cell p is captured: it leaves the board for the capturer's hold. */
function take(state: WorkingAgonState, p: number): void {
  const held = HELD + countIndex(state[p] as number);
  state[held] = (state[held] as number) + 1;
  put(state, p, EMPTY);
}

const taken = new Int32Array(6);

/** Plays a legal step (A3–A5) or placement (A2, A6) in place; the caller passes the turn. */
export function applySeed(state: WorkingAgonState, action: number): void {
  if (action < PLACE) {
    const from = STEP_FROM[action] as number;
    const to = STEP_TO[action] as number;
    const code = state[from] as number;
    const n = enclosed(state, to, code & COLOUR, taken);
    if (state[to] !== EMPTY) take(state, to);
    move(state, from, to, code);
    for (let k = 0; k < n; k++) take(state, taken[k] as number);
    return;
  }
  const from = placingFrom(state, state[TURN] as number);
  const kind = action - PLACE >= EDGE.length ? 1 : 0;
  put(state, EDGE[(action - PLACE) % EDGE.length] as number, placedCode(state, action));
  state[from + kind] = (state[from + kind] as number) - 1;
}

/**
 * The change in side `colour`'s steps when cell c, where none of its pieces stands, goes from
 * code `old` to `code`: one for each of its pieces next to c, if c opens or closes to them.
 */
function reopened(state: WorkingAgonState, c: number, old: number, code: number, colour: number, entering: number): number {
  const change = enters(code, entering) - enters(old, entering);
  return change === 0 ? 0 : change * (DIRECTION_COUNT[((state[NEAR + c] as number) >> (6 * colour)) & 63] as number);
}

/**
 * The opponent's steps in a position where the player to move steps (their number before any of
 * those steps), for {@link countAfterStep}; -1 where the opponent puts a piece down next (A2, A6),
 * as no step changes.
 */
export function opponentSteps(state: WorkingAgonState, displacement: boolean): number {
  const next = 1 - (state[TURN] as number);
  return placingFrom(state, next) >= 0 ? -1 : countSteps(state, next, enterable(next + 1, displacement));
}

/**
 * The number of legal actions after the step `action`, given the {@link opponentSteps} of the
 * state before it, where the step changes its two cells only: no capture, no placement due next,
 * and not onto the seat of power, where A7 could end the game. Else -1, and the caller makes the
 * step to see.
 */
export function countAfterStep(state: WorkingAgonState, action: number, displacement: boolean, stepsBefore: number): number {
  const to = STEP_TO[action] as number;
  if (stepsBefore < 0 || state[to] !== EMPTY || onSeat(to)) return -1;
  const from = STEP_FROM[action] as number;
  const code = state[from] as number;
  if (enclosed(state, to, code & COLOUR, taken) > 0) return -1;
  const colour = (code & COLOUR) ^ COLOUR;
  const entering = enterable(colour, displacement);
  return stepsBefore + reopened(state, from, code, EMPTY, colour, entering) + reopened(state, to, EMPTY, code, colour, entering);
}
