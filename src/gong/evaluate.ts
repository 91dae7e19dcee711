import { lowestBit } from '../core/bits.js';
import { RADIALS, RINGS } from './board.js';
import { EMPTY, GON_CODE, OFF, ON, TURN, type WorkingGongState } from './position.js';

/*
 * Weights, in evaluation units (about one unit per pawn). See evaluateGong.
 */
/** Each pawn, on or off the board, while the opponent still has pawns. */
const PAWN = 1;
/** Holding the Gon while the opponent still has pawns. */
const GON_HELD = 0.6;
/** Each ring a pawn on the board stands inside ring 13. */
const PROGRESS = 0.02;
/** Each radial whose first pawn is an enemy's, for the side on the Gon (a Gong take, G8, is ready). */
const THREAT = 0.1;
/** The base of a side whose opponent has no pawn left (G9: only its own pawns stand in its way). */
const CLEARED = 15;
/** Each own pawn beyond the last one, once the opponent has none. */
const SURPLUS = 0.5;
/** Holding the Gon once the opponent has no pawn left. */
const GON_CLEARED = 0.3;
/** Each ring the innermost own pawn stands away from the Gon, once the opponent has none and the Gon is empty. */
const APPROACH = 0.05;

/** For a radial's ring mask (bit k − 1 for ring k): the rings its pawns stand inside ring 13, summed. */
const INSIDE = Int32Array.from({ length: 1 << RINGS }, (_, mask) => {
  let sum = 0;
  for (let k = 1; k <= RINGS; k++) if (mask & (1 << (k - 1))) sum += RINGS - k;
  return sum;
});

/**
 * Gong's evaluation, for the player to move: their total minus the opponent's. A side's total
 * (weights in evaluation units, about one unit per pawn) depends on whether its opponent still
 * has pawns, for G9 makes the owner of the last pawn left, on the Gon, the winner:
 *
 * - **While the opponent has pawns** (on or off the board): 1 for each own pawn, on or off the
 *   board, so taking enemy pawns and keeping one's own is what counts most; 0.6 for holding the
 *   Gon (no take reaches a pawn there, and from it a Gong take, G8, reaches the first pawn of
 *   every radial); 0.1 more for each radial whose first pawn is an enemy's while holding the
 *   Gon (a take ready to be made); and 0.02 for each ring a pawn on the board has advanced inside
 *   ring 13 (progress towards the Gon).
 * - **Once the opponent has none**: 15, less 0.5 for each own pawn beyond the last one (they
 *   must be taken from the Gon, G8, so fewer is better now); then 0.3 for holding the Gon, or,
 *   with the Gon empty, −0.05 for each ring the innermost own pawn stands away from it. The
 *   base is high enough that taking the opponent's last pawn always pays, however many own
 *   pawns are left to take.
 *
 * A side without pawns scores 0. Mobility is left out: counting Gong's moves means generating
 * them (a pawn on the Gon alone has up to 312), too dear for every leaf. The evaluation reads the
 * cursor's state and never changes it, and allocates nothing.
 */
export function evaluateGong(state: WorkingGongState): number {
  const mover = state[TURN] as number;
  return sideValue(state, mover) - sideValue(state, 1 - mover);
}

/** The total of side `side` (0 Black, 1 White), as {@link evaluateGong} describes it. */
function sideValue(state: WorkingGongState, side: number): number {
  const other = 1 - side;
  const own = (state[ON + side] as number) + (state[OFF + side] as number);
  if (own === 0) return 0;
  const enemies = (state[ON + other] as number) + (state[OFF + other] as number);
  const colour = side + 1;
  const gon = state[GON_CODE] as number;
  const onGon = gon === colour;
  const mine = side * RADIALS;
  const theirs = other * RADIALS;
  if (enemies === 0) {
    let value = CLEARED - SURPLUS * (own - 1);
    if (onGon) return value + GON_CLEARED;
    if (gon === EMPTY) {
      let innermost = RINGS + 1;
      for (let r = 0; r < RADIALS; r++) {
        const mask = state[mine + r] as number;
        if (mask === 0) continue;
        // Bit r - 1 of a radial's mask stands for ring r, so its lowest bit is its innermost pawn.
        const ring = lowestBit(mask) + 1;
        if (ring < innermost) innermost = ring;
      }
      if (innermost <= RINGS) value -= APPROACH * innermost;
    }
    return value;
  }
  let value = PAWN * own;
  let inside = 0;
  let exposed = 0;
  for (let r = 0; r < RADIALS; r++) {
    const ownMask = state[mine + r] as number;
    inside += INSIDE[ownMask] as number;
    const enemyMask = state[theirs + r] as number;
    const both = ownMask | enemyMask;
    if ((enemyMask & both & -both) !== 0) exposed++;
  }
  value += PROGRESS * inside;
  if (onGon) value += GON_HELD + THREAT * exposed;
  return value;
}
