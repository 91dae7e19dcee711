import { popcount } from '../core/bits.js';
import { CENTER, RING, SIZE } from './board.js';
import { inwardSteps } from './historical.js';
import type { AgonOptions } from './index.js';
import { isHistorical, takesByEntering } from './rule-options.js';
import { enterable, stepDirections } from './seed.js';
import { CAPTURED, COLOUR, EMPTY, HELD, QUEEN, TURN, UNPLACED, type WorkingAgonState } from './state.js';

/*
 * Weights, in evaluation units (about one unit per piece of material). See evaluateAgon.
 */
/** A piece on the board rather than held by the opponent (A6). */
const MATERIAL = 0.5;
/** Each step the Queen stands away from f6. */
const QUEEN_STEP = 0.3;
/** Each step a Guard stands away from ring 1 (a Guard on f6 is one step away). */
const GUARD_STEP = 0.2;
/** A held piece counts as standing this many steps beyond the edge (it comes back on ring 5). */
const HELD_STEPS = 1;
/** The Queen on f6. */
const SEATED = 0.5;
/** Each own Guard on ring 1 while the own Queen is on f6. */
const FORMATION = 0.15;
/** Each cell a piece could step to (empty, or an enemy's with A4 on; in the historical variant an empty one not farther out). */
const MOBILITY = 0.01;
/** A captured Queen of the historical variant (AH4): one turn from any empty cell, f6 included. */
const CAPTURED_QUEEN_STEPS = 1;

/** Each cell's distance from a Guard's goal, ring 1: ring − 1, and 1 for f6 itself. */
const GUARD_DISTANCE = Int8Array.from(RING, (ring) => (ring === 0 ? 1 : ring - 1));
/** Whether a cell is on ring 1. */
const ON_RING_ONE = Uint8Array.from(RING, (ring) => (ring === 1 ? 1 : 0));

/** Per colour (index 0 Black, 1 White), filled by each call: no allocation per evaluation. */
const score = new Float64Array(2);
const ringOneGuards = new Int32Array(2);

/**
 * Agon's evaluation, for the player to move: their total minus the opponent's, where a side's
 * total adds up these terms (weights in evaluation units, about one unit per piece):
 *
 * - **Material**, 0.5 for each of its pieces on the board. A piece held by the opponent (A6) is
 *   missing from the board until the holder returns it, so holding pieces is an advantage for
 *   the holder (though returning them costs the holder turns).
 * - **Distance to the seat of power** (A7): −0.3 for each step the Queen stands away from f6 and
 *   −0.2 for each step a Guard stands away from ring 1 (a Guard on f6 counts one step, as it
 *   has to make way for the Queen). A held piece counts as six steps away for the Queen and
 *   five for a Guard: it comes back on the edge, ring 5, where its captor chooses. A piece not
 *   yet placed (A2 `placement`) counts as on the board, on the edge.
 * - **Formation**: 0.5 for the Queen on f6, and then 0.15 for each own Guard on the six ring-1
 *   cells around her, so that the last steps towards the A7 win are wanted too.
 * - **Mobility**, 0.01 for each cell one of its pieces could step to (an empty cell, or an
 *   enemy's when taking by entering, A4, is on); counted on the board alone, cheaply.
 * - **The historical variant** (AH1–AH6): a captured Guard counts as a held one, five steps
 *   from ring 1 (its release puts it on the edge), and moves nowhere; a captured Queen counts as
 *   one step from f6 (her release may put her anywhere); mobility counts the steps AH1 allows
 *   (empty cells not farther out, f6 for the Queen only). A formation without the Queen on f6
 *   earns nothing, so that the search, which sees AH5's loss, is not drawn towards it.
 *
 * The evaluation reads the state and never changes it, and allocates nothing.
 */
export function evaluateAgon(state: WorkingAgonState, options: Readonly<AgonOptions>): number {
  const displacement = takesByEntering(options);
  const historical = isHistorical(options);
  score[0] = 0;
  score[1] = 0;
  ringOneGuards[0] = 0;
  ringOneGuards[1] = 0;
  for (let p = 0; p < SIZE; p++) {
    const code = state[p] as number;
    if (code === EMPTY) continue;
    const colour = code & COLOUR;
    const side = colour - 1;
    let value = MATERIAL;
    if ((code & CAPTURED) !== 0) {
      // AH4: released to the edge (a Guard) or anywhere (the Queen) at the cost of a turn.
      value -= (code & QUEEN) !== 0 ? QUEEN_STEP * CAPTURED_QUEEN_STEPS : GUARD_STEP * (4 + HELD_STEPS);
      score[side] = (score[side] as number) + value;
      continue;
    }
    if ((code & QUEEN) !== 0) {
      value -= QUEEN_STEP * (RING[p] as number);
      if (p === CENTER) value += SEATED;
    } else {
      value -= GUARD_STEP * (GUARD_DISTANCE[p] as number);
      ringOneGuards[side] = (ringOneGuards[side] as number) + (ON_RING_ONE[p] as number);
    }
    const moves = popcount(historical ? inwardSteps(state, p, code) : stepDirections(state, p, enterable(colour, displacement)));
    score[side] = (score[side] as number) + value + MOBILITY * moves;
  }
  // Held pieces, in the order q g Q G: each is missing from its owner's board and far away.
  score[0] =
    score[0] - (state[HELD] as number) * QUEEN_STEP * (5 + HELD_STEPS) - (state[HELD + 1] as number) * GUARD_STEP * (4 + HELD_STEPS);
  score[1] =
    score[1] - (state[HELD + 2] as number) * QUEEN_STEP * (5 + HELD_STEPS) - (state[HELD + 3] as number) * GUARD_STEP * (4 + HELD_STEPS);
  // Unplaced pieces (A2 placement) will stand on the edge.
  score[0] =
    score[0] + (state[UNPLACED] as number) * (MATERIAL - QUEEN_STEP * 5) + (state[UNPLACED + 1] as number) * (MATERIAL - GUARD_STEP * 4);
  score[1] =
    score[1] +
    (state[UNPLACED + 2] as number) * (MATERIAL - QUEEN_STEP * 5) +
    (state[UNPLACED + 3] as number) * (MATERIAL - GUARD_STEP * 4);
  // The formation round a seated Queen.
  const seat = state[CENTER] as number;
  if ((seat & QUEEN) !== 0) {
    const side = (seat & COLOUR) - 1;
    score[side] = (score[side] as number) + FORMATION * (ringOneGuards[side] as number);
  }
  const mine = state[TURN] as number;
  return (score[mine] as number) - (score[1 - mine] as number);
}
