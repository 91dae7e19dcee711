import { lowestBit } from '../core/bits.js';
import {
  RELEASE,
  STEP_ACTION,
  STEP_DIRECTION,
  STEPS_OF,
  STEP_FROM,
  STEP_TO,
  releaseAction,
  releaseFrom,
  releaseTo,
  writeSteps,
} from './actions.js';
import { BACK, CENTER, DIRECTION_COUNT, EDGE, NEIGHBOUR, OFF_BOARD, RING, SIZE } from './board.js';
import { guardsOnRingOne } from './end.js';
import { enclosed } from './enclosure.js';
import type { AgonOptions } from './index.js';
import {
  CAPTURED,
  CLOSED,
  CAPTURING,
  ENTERING,
  COLOUR,
  EMPTY,
  GAINS,
  NEAR,
  PIECES,
  QUEEN,
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
const between = (near: number, colour: number): boolean => flanked((near >> (6 * (colour ^ COLOUR))) & 63);

/** Whether one side's pieces next to a cell, as a 6-bit direction mask, stand on both sides of it on one axis (AH2). */
const flanked = (pieces: number): boolean => (pieces & (pieces >> 3)) !== 0;

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
 * they enter: an empty cell y takes a step from each of the opponent's pieces next to it that AH1
 * lets step there (y's gain), unless AH2 closes it to them (the mover's pieces on both sides of y
 * on an axis). A step from f to t changes that only at t (filled), at f (emptied), round f (a piece
 * of the mover's leaves: a closed cell may open) and round t (one comes: an open cell may close).
 * The gains do not change: the opponent's pieces stay.
 *
 * Those changes split into a share of the cell entered, the same whichever piece enters it (the
 * {@link ENTERING} counts, found with the opponent's steps), a share of the piece, the same
 * whichever way it steps, and a little of the step's own, so that each share is found once per
 * position and each step costs a few reads. Round t, a cell y closes
 * where the mover's piece beyond it, in line with t, is there; f is never that cell, so the piece
 * leaving f changes nothing there. Round f, a cell opens where every line that closed it ran
 * through f; t closes it again only where it is next to t as well (the two cells beside the
 * step), and that the step's own share puts right.
 */

/** The mover's (colour code `mover`) pieces next to cell p, as a 6-bit direction mask. */
const moversNear = (state: WorkingAgonState, p: number, mover: number): number => ((state[NEAR + p] as number) >> (6 * mover)) & 63;

/** Whether `before` has cell p among those AH2 closes to the opponent ({@link CLOSED}). */
const isClosed = (before: OpponentSteps, p: number): boolean => (((before[CLOSED + (p >> 5)] as number) >>> (p & 31)) & 1) === 1;

/**
 * For a step from cell f in direction d, at (f * 6 + d) * 2 and + 1: the directions from the cells
 * beside the step (f's neighbours in directions d - 1 and d + 1, next to both ends) to the cell it
 * enters.
 */
const BESIDE_TOWARD = Int8Array.from({ length: SIZE * 12 }, (_, i) => {
  const f = (i / 12) >> 0;
  const d = (i >> 1) % 6;
  const beside = NEIGHBOUR[f * 6 + ((d + (i & 1 ? 1 : 5)) % 6)] as number;
  const to = NEIGHBOUR[f * 6 + d] as number;
  return beside === OFF_BOARD || to === OFF_BOARD ? 0 : NEIGHBOUR.subarray(beside * 6, beside * 6 + 6).indexOf(to);
});

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
 * For each 6-bit mask of the mover's pieces next to a cell, the directions (a 6-bit mask) in which
 * one more piece of the mover's would flank it (AH2): where a piece leaves a cell f in direction
 * d, the others and the piece on its new cell flank f.
 */
const FLANKED_WITH = Uint8Array.from({ length: 64 }, (_, movers) => {
  let directions = 0;
  for (let d = 0; d < 6; d++) if (flanked(movers | (1 << d))) directions |= 1 << d;
  return directions;
});

/*
 * The piece whose steps are being counted, as {@link leaveCell} found it on cell f: the opponent's
 * steps after it leaves f, whichever way, but for what each step's cell entered changes; the
 * opponent's steps onto f, empty after; the directions of steps after which f is flanked and so
 * closed to them; the directions from f of the closed cells its leaving opens.
 */
let leftSteps = 0;
let leftGain = 0;
let leftFlanked = 0;
let opened = 0;

/**
 * Finds what the mover's (colour code `mover`) piece leaving cell f does to the opponent's steps,
 * whichever way it steps (the variables above): f empties, and the closed cells round f that only
 * lines through f closed open. `closed` is whether `before` has any closed cell.
 */
function leaveCell(state: WorkingAgonState, before: OpponentSteps, f: number, mover: number, closed: boolean): void {
  leftGain = before[GAINS + f] as number;
  leftFlanked = FLANKED_WITH[moversNear(state, f, mover)] as number;
  opened = 0;
  let share = 0;
  for (let e = 0; closed && e < 6; e++) {
    const y = NEIGHBOUR[f * 6 + e] as number;
    if (y === OFF_BOARD || !isClosed(before, y)) continue;
    if (!flanked(moversNear(state, y, mover) & ~(1 << (BACK[f * 6 + e] as number)))) {
      share += before[GAINS + y] as number;
      opened |= 1 << e;
    }
  }
  leftSteps = (before[0] as number) + share;
}

/** Whether `before` has any cell closed to the opponent. */
const anyClosed = (before: OpponentSteps): boolean =>
  ((before[CLOSED] as number) | (before[CLOSED + 1] as number) | (before[CLOSED + 2] as number)) !== 0;

/**
 * The correction to {@link leaveCell}'s steps for the step from f in direction d onto t: t,
 * filled, takes no steps even if it opened; a cell beside the step that opened closes again if t
 * flanks it.
 */
function besideShare(state: WorkingAgonState, before: OpponentSteps, f: number, d: number, t: number, mover: number): number {
  let share = ((opened >> d) & 1) === 1 ? -(before[GAINS + t] as number) : 0;
  for (let side = 0; side < 2; side++) {
    const e = (d + (side === 1 ? 1 : 5)) % 6;
    if (((opened >> e) & 1) === 0) continue;
    const c = NEIGHBOUR[f * 6 + e] as number;
    const after =
      (moversNear(state, c, mover) & ~(1 << (BACK[f * 6 + e] as number))) | (1 << (BESIDE_TOWARD[(f * 6 + d) * 2 + side] as number));
    if (flanked(after)) share -= before[GAINS + c] as number;
  }
  return share;
}

/**
 * The number of legal actions after the mover's (colour code `mover`) piece steps from cell f in
 * direction d, given `before` and f's {@link leaveCell} (the last found), where the step cannot
 * end the game ({@link endingSteps}): the opponent's steps, or their releases where the step
 * captures (AH3, AH4).
 */
function countAfterOne(state: WorkingAgonState, before: OpponentSteps, f: number, d: number, mover: number): number {
  const t = NEIGHBOUR[f * 6 + d] as number;
  const entering = before[ENTERING + t] as number;
  if (entering >= CAPTURING) return releasesAfterCapture(state, f, t, enclosed(state, t, mover, taken));
  const intoF = ((leftFlanked >> d) & 1) === 1 ? 0 : leftGain;
  const beside = opened === 0 ? 0 : besideShare(state, before, f, d, t, mover);
  return leftSteps - entering + intoF + beside;
}

/**
 * Adds the opponent's piece on cell p (code `code`) to `out`'s {@link OpponentSteps}: its AH1
 * steps, but where AH2 forbids them, to the count and to the entry counts of the cells whose
 * entering would take them away; the cells AH2 closes to it to the mask; a gain to each cell it
 * steps onto, and to each of the mover's (colour code `mover`) next to it that it could step onto
 * once that piece has gone.
 */
function addOpponentPiece(state: WorkingAgonState, p: number, code: number, mover: number, out: OpponentSteps): void {
  const near = state[NEAR + p] as number;
  // AH3: the empty cells next to it in line with a piece of the mover's on its other side, where entering captures it.
  const flanking = (near >> (6 * mover)) & 63;
  for (let lines = ((flanking >> 3) | (flanking << 3)) & near & 63; lines !== 0; lines &= lines - 1) {
    const at = ENTERING + (NEIGHBOUR[p * 6 + lowestBit(lines)] as number);
    out[at] = (out[at] as number) + CAPTURING;
  }
  const reach = (near | (near >> (6 * mover))) & 63 & (INWARD[p * 2 + ((code & QUEEN) >> 2)] as number);
  for (let rest = reach; rest !== 0; rest &= rest - 1) {
    const t = NEIGHBOUR[p * 6 + lowestBit(rest)] as number;
    out[GAINS + t] = (out[GAINS + t] as number) + 1;
    if (state[t] !== EMPTY) continue;
    const tNear = state[NEAR + t] as number;
    if (between(tNear, code & COLOUR)) {
      out[CLOSED + (t >> 5)] = (out[CLOSED + (t >> 5)] as number) | (1 << (t & 31));
      continue;
    }
    out[0] = (out[0] as number) + 1;
    out[ENTERING + t] = (out[ENTERING + t] as number) + 1;
    // The empty cells beyond t, each in line with a piece of the mover's on t's other side: entering one closes t.
    const movers = (tNear >> (6 * mover)) & 63;
    for (let lines = ((movers >> 3) | (movers << 3)) & tNear & 63; lines !== 0; lines &= lines - 1) {
      const beyond = ENTERING + (NEIGHBOUR[t * 6 + lowestBit(lines)] as number);
      out[beyond] = (out[beyond] as number) + 1;
    }
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

/** For each cell, the directions (a 6-bit mask) from it to ring-1 cells. */
const TOWARD_RING_ONE = Uint8Array.from({ length: SIZE }, (_, p) => {
  let directions = 0;
  for (let d = 0; d < 6; d++) if (RING[NEIGHBOUR[p * 6 + d] as number] === 1) directions |= 1 << d;
  return directions;
});

/**
 * AH5: the directions (a 6-bit mask) of the steps of the mover's piece of code `code` on cell f
 * after which the mover's six Guards may stand round f6, ending the game, given the Guards on ring
 * 1 before (`guards`): all of a Queen's where they are six (her step leaves them), a Guard's onto
 * ring 1 where it makes them six. Those steps are made to see.
 */
function endingSteps(code: number, f: number, guards: number): number {
  if ((code & QUEEN) !== 0) return guards === 6 ? 63 : 0;
  return guards - (RING[f] === 1 ? 1 : 0) === 5 ? (TOWARD_RING_ONE[f] as number) : 0;
}

/**
 * The number of two-ply lines from a position where the player to move steps and the opponent
 * would step after (`before`, their {@link OpponentSteps}, not -1 at 0): the steps are visited
 * piece by piece rather than listed, and each counted with the shares above, or where it may end
 * the game, by `made` (the count after the step made, -1 where the game ends there). -1 where a
 * step leaves the opponent no move (AH6).
 */
export function countStepLines(
  state: WorkingAgonState,
  before: OpponentSteps,
  made: (state: WorkingAgonState, action: number, options: Readonly<AgonOptions>) => number,
  options: Readonly<AgonOptions>,
): number {
  const mover = (state[TURN] as number) + 1;
  const first = PIECES + (mover - 1) * 3;
  const guards = guardsOnRingOne(state, mover);
  const closed = anyClosed(before);
  let total = 0;
  for (let word = 0; word < 3; word++) {
    for (let bits = state[first + word] as number; bits !== 0; bits &= bits - 1) {
      const f = (word << 5) + lowestBit(bits);
      const code = state[f] as number;
      let directions = stepDirections(state, f, code);
      if (directions === 0) continue;
      leaveCell(state, before, f, mover, closed);
      const ending = endingSteps(code, f, guards);
      for (; directions !== 0; directions &= directions - 1) {
        const d = lowestBit(directions);
        let after = ((ending >> d) & 1) === 1 ? -1 : countAfterOne(state, before, f, d, mover);
        if (after < 0) after = made(state, STEP_ACTION[f * 6 + d] as number, options);
        if (after === 0) return -1;
        if (after > 0) total += after;
      }
    }
  }
  return total;
}

/**
 * The number of legal actions after the step `action`, given the {@link OpponentSteps} of the
 * state before it, where it cannot end the game and the opponent has no captured piece: their
 * steps, or where the step captures (AH3), their releases (AH4). Else -1, and the caller makes the
 * step to see.
 */
export function countAfterStep(state: WorkingAgonState, action: number, before: OpponentSteps): number {
  if ((before[0] as number) < 0) return -1;
  const f = STEP_FROM[action] as number;
  const code = state[f] as number;
  const mover = code & COLOUR;
  const d = STEP_DIRECTION[action] as number;
  if (((endingSteps(code, f, guardsOnRingOne(state, mover)) >> d) & 1) === 1) return -1;
  leaveCell(state, before, f, mover, anyClosed(before));
  return countAfterOne(state, before, f, d, mover);
}
