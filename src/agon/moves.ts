import { MAX_MOVES, PASS, PLACE } from './actions.js';
import { outcome } from './end.js';
import * as historical from './historical.js';
import type { AgonOptions } from './index.js';
import { HISTORICAL, TAKING, isHistorical, rulesOf, takesByEntering } from './rule-options.js';
import * as seed from './seed.js';
import { TURN, UNPLACED, copyState, emptyState, newOpponentSteps, type OpponentSteps, type WorkingAgonState } from './state.js';

/*
 * The moves as the game's rules give them to the library: the seed's rules (seed.ts) or the
 * historical variant's (historical.ts), as the options say, and A9's pass (AH6) for both.
 */

/** Writes the legal actions (a pass aside) in action order; returns their number. */
export function generate(state: WorkingAgonState, out: Int32Array, options: Readonly<AgonOptions>): number {
  const rules = rulesOf(options);
  return rules === HISTORICAL ? historical.generateHistorical(state, out) : seed.generateSeed(state, rules === TAKING, out);
}

/** The number of legal actions (a pass aside). */
export function count(state: WorkingAgonState, options: Readonly<AgonOptions>): number {
  const rules = rulesOf(options);
  return rules === HISTORICAL ? historical.countHistorical(state) : seed.countSeed(state, rules === TAKING);
}

/** Room for a position's legal moves, for checking one in the historical variant. */
const scratch = new Int32Array(MAX_MOVES);

/** Whether an action (in range, not the pass) is legal in the state. */
export function isLegal(state: WorkingAgonState, action: number, options: Readonly<AgonOptions>): boolean {
  if (isHistorical(options)) {
    // One mechanism for the variant's rules: the moves it generates (at most 180).
    const n = historical.generateHistorical(state, scratch);
    for (let i = 0; i < n; i++) if (scratch[i] === action) return true;
    return false;
  }
  return action < PASS && seed.isLegalSeed(state, action, takesByEntering(options));
}

/** Plays a legal action in place: A2–A6, AH1–AH4 in the historical variant; the pass (A9, AH6) only passes the turn. */
export function apply(state: WorkingAgonState, action: number, options: Readonly<AgonOptions>): void {
  if (action !== PASS) {
    if (isHistorical(options)) historical.applyHistorical(state, action);
    else seed.applySeed(state, action);
  }
  state[TURN] = 1 - (state[TURN] as number);
}

/** The legal action of rank `rank` (0 to `count - 1`) in action order: what {@link generate} writes there. */
export function legalActionAt(state: WorkingAgonState, rank: number, options: Readonly<AgonOptions>): number {
  const rules = rulesOf(options);
  return rules === HISTORICAL ? historical.historicalActionAt(state, rank) : seed.seedActionAt(state, rules === TAKING, rank);
}

/** A state to make a move on where the count after it needs the position itself. */
const spare = emptyState();

/** The number of legal actions (a pass aside) after a legal action, made on a spare state; -1 where the game is over there (A7, AH5). */
function countAfterMade(state: WorkingAgonState, action: number, options: Readonly<AgonOptions>): number {
  copyState(spare, state);
  apply(spare, action, options);
  const n = count(spare, options);
  return outcome(spare, n > 0, options) === undefined ? n : -1;
}

/**
 * What the count after each step of the player to move needs of the position, found once for all
 * of them: the opponent's steps, -1 at 0 where no step leaves them stepping (seed.ts,
 * historical.ts).
 */
function findOpponentSteps(state: WorkingAgonState, historicalRules: boolean, displacement: boolean, out: OpponentSteps): void {
  if (historicalRules) historical.findOpponentSteps(state, out);
  else out[0] = seed.opponentSteps(state, displacement);
}

/**
 * The number of legal actions after a step that changes only its two cells, counted from the
 * state before it and what {@link findOpponentSteps} found there; -1 for any other action, which
 * is made to see. The rules are read from the options once by the caller.
 */
function countAfterStep(
  state: WorkingAgonState,
  action: number,
  before: OpponentSteps,
  historicalRules: boolean,
  displacement: boolean,
): number {
  if (action >= PLACE || (before[0] as number) < 0) return -1;
  return historicalRules
    ? historical.countAfterStep(state, action, before)
    : seed.countAfterStep(state, action, displacement, before[0] as number);
}

/** The opponent's steps of one call of {@link countAfter} or {@link countTwoPlies}. */
const opponentSteps = newOpponentSteps();

/** The number of legal actions (a pass aside) after a legal action, or -1 where the game is over there (A7, AH5). */
export function countAfter(state: WorkingAgonState, action: number, options: Readonly<AgonOptions>): number {
  let n = -1;
  if (action < PLACE) {
    const historicalRules = isHistorical(options);
    const displacement = takesByEntering(options);
    findOpponentSteps(state, historicalRules, displacement, opponentSteps);
    n = countAfterStep(state, action, opponentSteps, historicalRules, displacement);
  }
  return n >= 0 ? n : countAfterMade(state, action, options);
}

/** The first ply's moves of {@link countTwoPlies}. */
const firstMoves = new Int32Array(MAX_MOVES);

/**
 * The number of legal lines of two plies (perft's last two): the opponent's steps are counted
 * once, and the count after each step that changes only its two cells follows from them; any
 * other move is made to see. -1 where a player has no move after one of the moves, and passes
 * (A9, AH6): the library counts those lines.
 */
export function countTwoPlies(state: WorkingAgonState, options: Readonly<AgonOptions>): number {
  const historicalRules = isHistorical(options);
  // The historical variant's steps are counted piece by piece, never listed, where both players step.
  if (historicalRules && !historical.releasing(state)) {
    historical.findOpponentSteps(state, opponentSteps);
    if ((opponentSteps[0] as number) >= 0) return historical.countStepLines(state, opponentSteps, countAfterMade, options);
  }
  const n = generate(state, firstMoves, options);
  // Releases and placements are made to see: every move of a position is one kind.
  const displacement = takesByEntering(options);
  opponentSteps[0] = -1;
  if (n > 0 && (firstMoves[0] as number) < PLACE) findOpponentSteps(state, historicalRules, displacement, opponentSteps);
  let total = 0;
  for (let i = 0; i < n; i++) {
    const action = firstMoves[i] as number;
    let after = countAfterStep(state, action, opponentSteps, historicalRules, displacement);
    if (after < 0) after = countAfterMade(state, action, options);
    if (after === 0) return -1;
    if (after > 0) total += after;
  }
  return total;
}

/** Only a placement can never be undone (captured pieces come back, so positions can recur). */
export function placed(before: WorkingAgonState, _action: number, after: WorkingAgonState): boolean {
  for (let i = UNPLACED; i < UNPLACED + 4; i++) if (before[i] !== after[i]) return true;
  return false;
}
