import { lowestBit } from '../core/bits.js';
import { PLACE, STEP_ACTION, STEP_FROM, STEP_TO } from './actions.js';
import { EDGE, NEIGHBOUR } from './board.js';
import { enclosed } from './enclosure.js';
import { onSeat } from './end.js';
import { COLOUR, EMPTY, HELD, PIECES, TURN, UNPLACED, codeOf, countIndex, move, put, type WorkingAgonState } from './state.js';

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

/** The number of empty edge cells. */
export function emptyEdges(state: WorkingAgonState): number {
  let empty = 0;
  for (let e = 0; e < EDGE.length; e++) if (state[EDGE[e] as number] === EMPTY) empty++;
  return empty;
}

/** A2, A6: the placements of the pieces at count-list offset `from` (a Queen, then a Guard): each kind still to put down, on each empty edge cell. */
function countPlacements(state: WorkingAgonState, from: number): number {
  const empty = emptyEdges(state);
  return ((state[from] as number) > 0 ? empty : 0) + ((state[from + 1] as number) > 0 ? empty : 0);
}

/** Writes the placements of {@link countPlacements} in action order (a Queen's, then a Guard's, each by edge cell); returns their number. */
function listPlacements(state: WorkingAgonState, from: number, out: Int32Array): number {
  let n = 0;
  for (let kind = 0; kind < 2; kind++) {
    if (state[from + kind] === 0) continue;
    const base = PLACE + kind * EDGE.length;
    for (let e = 0; e < EDGE.length; e++) if (state[EDGE[e] as number] === EMPTY) out[n++] = base + e;
  }
  return n;
}

/**
 * A3, A4: the bits a cell's code must not share for a piece of colour code `colour` to step onto
 * it: its own colour where entering an enemy's cell takes it (empty and enemy cells pass), else
 * every bit (only empty cells pass). The sentinel's code has both colour bits, so it never passes.
 */
export const blocking = (colour: number, displacement: boolean): number => (displacement ? colour : -1);

/** 1 where a cell's code shares no bit with a blocking mask (the step onto it is open), else 0; without a branch. */
export const opens = (code: number, block: number): number => ((code & block) - 1) >>> 31;

/** The number of open steps of the piece on cell p. */
function openSteps(state: WorkingAgonState, p: number, block: number): number {
  const at = p * 6;
  return (
    opens(state[NEIGHBOUR[at] as number] as number, block) +
    opens(state[NEIGHBOUR[at + 1] as number] as number, block) +
    opens(state[NEIGHBOUR[at + 2] as number] as number, block) +
    opens(state[NEIGHBOUR[at + 3] as number] as number, block) +
    opens(state[NEIGHBOUR[at + 4] as number] as number, block) +
    opens(state[NEIGHBOUR[at + 5] as number] as number, block)
  );
}

/** The number of steps of side `turn` (0 Black, 1 White) with blocking mask `block`. */
function countSteps(state: WorkingAgonState, turn: number, block: number): number {
  let n = 0;
  const first = PIECES + turn * 3;
  for (let word = 0; word < 3; word++) {
    for (let bits = state[first + word] as number; bits !== 0; bits &= bits - 1)
      n += openSteps(state, (word << 5) + lowestBit(bits), block);
  }
  return n;
}

/** Writes the legal actions (a pass aside) in action order; returns their number. */
export function generateSeed(state: WorkingAgonState, displacement: boolean, out: Int32Array): number {
  const turn = state[TURN] as number;
  const from = placingFrom(state, turn);
  if (from >= 0) return listPlacements(state, from, out);
  const block = blocking(turn + 1, displacement);
  const first = PIECES + turn * 3;
  let n = 0;
  for (let word = 0; word < 3; word++) {
    for (let bits = state[first + word] as number; bits !== 0; bits &= bits - 1) {
      const at = ((word << 5) + lowestBit(bits)) * 6;
      // Every step is written and only the open ones kept: no branch to mispredict.
      for (let d = at; d < at + 6; d++) {
        out[n] = STEP_ACTION[d] as number;
        n += opens(state[NEIGHBOUR[d] as number] as number, block);
      }
    }
  }
  return n;
}

/** The number of legal actions (a pass aside). */
export function countSeed(state: WorkingAgonState, displacement: boolean): number {
  const turn = state[TURN] as number;
  const from = placingFrom(state, turn);
  return from >= 0 ? countPlacements(state, from) : countSteps(state, turn, blocking(turn + 1, displacement));
}

/** Whether the player to move has a legal action (a pass aside): stops at the first piece that can step. */
export function canMoveSeed(state: WorkingAgonState, displacement: boolean): boolean {
  const turn = state[TURN] as number;
  const from = placingFrom(state, turn);
  if (from >= 0) return countPlacements(state, from) > 0;
  const block = blocking(turn + 1, displacement);
  const first = PIECES + turn * 3;
  for (let word = 0; word < 3; word++) {
    for (let bits = state[first + word] as number; bits !== 0; bits &= bits - 1) {
      if (openSteps(state, (word << 5) + lowestBit(bits), block) > 0) return true;
    }
  }
  return false;
}

/** Whether a step or placement action is legal. */
export function isLegalSeed(state: WorkingAgonState, action: number, displacement: boolean): boolean {
  const turn = state[TURN] as number;
  const from = placingFrom(state, turn);
  if (action < PLACE) {
    const colour = turn + 1;
    return (
      from < 0 &&
      ((state[STEP_FROM[action] as number] as number) & COLOUR) === colour &&
      opens(state[STEP_TO[action] as number] as number, blocking(colour, displacement)) === 1
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
 * The change in side `colour`'s open steps when cell c, where none of its pieces stands, goes
 * from code `old` to `code`: one for each of its pieces next to c, if c opens or closes to them.
 */
function reopened(state: WorkingAgonState, c: number, old: number, code: number, colour: number, block: number): number {
  const change = opens(code, block) - opens(old, block);
  if (change === 0) return 0;
  let pieces = 0;
  for (let at = c * 6; at < c * 6 + 6; at++) if (((state[NEIGHBOUR[at] as number] as number) & COLOUR) === colour) pieces++;
  return change * pieces;
}

/**
 * The number of legal actions after the step `action`, counted from the state before it where
 * the step changes its two cells only: no capture, no placement due next, and not onto the seat
 * of power, where A7 could end the game. Else -1, and the caller makes the step to see.
 */
export function countAfterStep(state: WorkingAgonState, action: number, displacement: boolean): number {
  const next = 1 - (state[TURN] as number);
  const to = STEP_TO[action] as number;
  if (state[to] !== EMPTY || onSeat(to) || placingFrom(state, next) >= 0) return -1;
  const from = STEP_FROM[action] as number;
  const code = state[from] as number;
  if (enclosed(state, to, code & COLOUR, taken) > 0) return -1;
  const colour = next + 1;
  const block = blocking(colour, displacement);
  return (
    countSteps(state, next, block) + reopened(state, from, code, EMPTY, colour, block) + reopened(state, to, EMPTY, code, colour, block)
  );
}
