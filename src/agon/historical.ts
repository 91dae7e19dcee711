import { lowestBit } from '../core/bits.js';
import { CENTER, CUSTODIAN, EDGE, NEIGHBOUR, RING, RING_ONE } from './board.js';
import { RELEASE, STEP_FROM, STEP_START, STEP_TO, releaseAction, releaseFrom, releaseTo } from './actions.js';
import { CAPTURED, COLOUR, EMPTY, QUEEN, SIZE, setPiece, type WorkingAgonState } from './position.js';

/*
 * The historical variant's rules, AH1–AH5 (AH6's pass is the seed's A9, in moves.ts): steps that
 * never go outward, captures that mark, releases of the captured pieces. moves.ts hands a state
 * here when its `historical` flag is set. The steps are the seed's step actions; the releases
 * follow the pass (actions.ts).
 */

const EDGE_CELLS = Int32Array.from(EDGE);

/** What {@link capturedOf} finds: the captured Queen's cell or -1, and 1 if a Guard is captured. */
const found = new Int32Array(2);
/** Finds the pieces of the player to move that are captured (AH4), into {@link found}. */
function capturedOf(state: WorkingAgonState): void {
  const { cells, pieces } = state;
  const first = state.turn * 3;
  found[0] = -1;
  found[1] = 0;
  for (let word = 0; word < 3; word++) {
    for (let bits = pieces[first + word] as number; bits !== 0; bits &= bits - 1) {
      const p = word * 32 + lowestBit(bits);
      const code = cells[p] as number;
      if ((code & CAPTURED) === 0) continue;
      if ((code & QUEEN) !== 0) found[0] = p;
      else found[1] = 1;
    }
  }
}

/** Whether the player to move has a captured piece, and so must release one (AH4). */
export function releasing(state: WorkingAgonState): boolean {
  capturedOf(state);
  return (found[0] as number) >= 0 || found[1] === 1;
}

/**
 * AH2: whether a piece of colour `colour` that has stepped to `to` stands between two enemy
 * pieces, captured or not, on one of the three axes. Direction d + 3 is opposite direction d.
 * The cell the piece left is its own colour in `cells` until the step is made, so it never
 * counts as an enemy.
 */
function between(cells: Int8Array, to: number, colour: number): boolean {
  const enemy = 3 - colour;
  for (let d = 0; d < 3; d++) {
    const a = NEIGHBOUR[to * 6 + d] as number;
    const b = NEIGHBOUR[to * 6 + d + 3] as number;
    if (a >= 0 && b >= 0 && ((cells[a] as number) & COLOUR) === enemy && ((cells[b] as number) & COLOUR) === enemy) return true;
  }
  return false;
}

/**
 * AH1's geometry: whether the piece with code `code` may step from `from` to the adjacent `to`
 * if it is empty: not farther from f6, and onto f6 only a Queen. (The evaluation counts these too.)
 */
export function inwardStep(from: number, to: number, code: number): boolean {
  return (RING[to] as number) <= (RING[from] as number) && (to !== CENTER || (code & QUEEN) !== 0);
}

/** Whether step action `a` of the piece with code `code` on `from` is legal by AH1 and AH2. */
function stepAllowed(cells: Int8Array, from: number, code: number, a: number): boolean {
  const to = STEP_TO[a] as number;
  return cells[to] === EMPTY && inwardStep(from, to, code) && !between(cells, to, code & COLOUR);
}

/**
 * Writes the legal actions in action order (AH4's releases if the player to move has a captured
 * piece, else AH1–AH2's steps); returns their number, 0 when the player can only pass (AH6).
 */
export function generateHistorical(state: WorkingAgonState, out: Int32Array): number {
  const { cells, pieces } = state;
  let n = 0;
  capturedOf(state);
  const queen = found[0] as number;
  if (queen >= 0) {
    for (let p = 0; p < SIZE; p++) if (cells[p] === EMPTY) out[n++] = releaseAction(queen, p);
    return n;
  }
  const first = state.turn * 3;
  const releasing = found[1] === 1;
  for (let word = 0; word < 3; word++) {
    for (let bits = pieces[first + word] as number; bits !== 0; bits &= bits - 1) {
      const p = word * 32 + lowestBit(bits);
      const code = cells[p] as number;
      if (releasing) {
        if ((code & CAPTURED) === 0) continue;
        for (let e = 0; e < EDGE_CELLS.length; e++) {
          const to = EDGE_CELLS[e] as number;
          if (cells[to] === EMPTY) out[n++] = releaseAction(p, to);
        }
        continue;
      }
      const last = STEP_START[p + 1] as number;
      for (let a = STEP_START[p] as number; a < last; a++) if (stepAllowed(cells, p, code, a)) out[n++] = a;
    }
  }
  return n;
}

const taken = new Int32Array(6);

/** Plays a legal step (AH1–AH3) or release (AH4), not the pass, in place; the caller passes the turn. */
export function applyHistorical(state: WorkingAgonState, action: number): void {
  const release = action >= RELEASE;
  const from = release ? releaseFrom(action) : (STEP_FROM[action] as number);
  const to = release ? releaseTo(action) : (STEP_TO[action] as number);
  const { cells, pieces } = state;
  const code = (cells[from] as number) & ~CAPTURED;
  const colour = code & COLOUR;
  cells[to] = code;
  cells[from] = EMPTY;
  setPiece(pieces, colour, from, false);
  setPiece(pieces, colour, to, true);
  if (release) return;
  // AH3: the enemies enclosed are marked where they stand (a piece already captured stays so).
  const n = CUSTODIAN.captures(cells, to, colour, COLOUR, taken);
  for (let k = 0; k < n; k++) {
    const q = taken[k] as number;
    cells[q] = (cells[q] as number) | CAPTURED;
  }
}

/** The colour code of the player who has just moved, if their six Guards fill ring 1 (AH5), else 0. */
export function ringFilledBy(state: WorkingAgonState): number {
  const colour = state.turn === 0 ? 2 : 1;
  for (const p of RING_ONE) if (((state.cells[p] as number) & ~CAPTURED) !== colour) return 0;
  return colour;
}

/** Whether the Queen of colour code `colour` stands on f6, captured or not (AH5). */
export function queenSeated(state: WorkingAgonState, colour: number): boolean {
  return ((state.cells[CENTER] as number) & ~CAPTURED) === (colour | QUEEN);
}
