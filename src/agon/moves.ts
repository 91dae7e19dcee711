import { MAX_MOVES, PASS, PLACE } from './actions.js';
import { outcome } from './end.js';
import { applyHistorical, countAfterStep as countAfterHistoricalStep, countHistorical, generateHistorical } from './historical.js';
import type { AgonOptions } from './index.js';
import { isHistorical, takesByEntering } from './rule-options.js';
import { applySeed, canMoveSeed, countAfterStep, countSeed, generateSeed, isLegalSeed } from './seed.js';
import { TURN, UNPLACED, copyState, emptyState, restamp, type WorkingAgonState } from './state.js';

/*
 * The moves as the game's rules give them to the library: the seed's rules (seed.ts) or the
 * historical variant's (historical.ts), as the options say, and A9's pass (AH6) for both.
 */

/** Writes the legal actions (a pass aside) in action order; returns their number. */
export function generate(state: WorkingAgonState, out: Int32Array, options: Readonly<AgonOptions>): number {
  return isHistorical(options) ? generateHistorical(state, out) : generateSeed(state, takesByEntering(options), out);
}

/** The number of legal actions (a pass aside). */
export function count(state: WorkingAgonState, options: Readonly<AgonOptions>): number {
  return isHistorical(options) ? countHistorical(state) : countSeed(state, takesByEntering(options));
}

/** Whether the player to move has a legal action (a pass aside). */
export function canMove(state: WorkingAgonState, options: Readonly<AgonOptions>): boolean {
  return isHistorical(options) ? countHistorical(state) > 0 : canMoveSeed(state, takesByEntering(options));
}

/** Room for a position's legal moves, for checking one in the historical variant. */
const scratch = new Int32Array(MAX_MOVES);

/** Whether an action (in range, not the pass) is legal in the state. */
export function isLegal(state: WorkingAgonState, action: number, options: Readonly<AgonOptions>): boolean {
  if (isHistorical(options)) {
    // One mechanism for the variant's rules: the moves it generates (at most 180).
    const n = generateHistorical(state, scratch);
    for (let i = 0; i < n; i++) if (scratch[i] === action) return true;
    return false;
  }
  return action < PASS && isLegalSeed(state, action, takesByEntering(options));
}

/** Plays a legal action in place: A2–A6, AH1–AH4 in the historical variant; the pass (A9, AH6) only passes the turn. */
export function apply(state: WorkingAgonState, action: number, options: Readonly<AgonOptions>): void {
  if (action !== PASS) {
    if (isHistorical(options)) applyHistorical(state, action);
    else applySeed(state, action);
  }
  state[TURN] = 1 - (state[TURN] as number);
  restamp(state);
}

/** A state to make a move on where the count after it needs the position itself. */
const spare = emptyState();

/**
 * The number of legal actions (a pass aside) after a legal action, or -1 where the game is over
 * there (A7, AH5): perft's last ply. A step that changes only its two cells is counted from the
 * state before it (seed.ts, historical.ts); any other move is made on a spare state and counted
 * there.
 */
export function countAfter(state: WorkingAgonState, action: number, options: Readonly<AgonOptions>): number {
  if (action < PLACE) {
    const n = isHistorical(options) ? countAfterHistoricalStep(state, action) : countAfterStep(state, action, takesByEntering(options));
    if (n >= 0) return n;
  }
  copyState(spare, state);
  apply(spare, action, options);
  const n = count(spare, options);
  return outcome(spare, n > 0, options) === undefined ? n : -1;
}

/** Only a placement can never be undone (captured pieces come back, so positions can recur). */
export function placed(before: WorkingAgonState, _action: number, after: WorkingAgonState): boolean {
  for (let i = UNPLACED; i < UNPLACED + 4; i++) if (before[i] !== after[i]) return true;
  return false;
}
