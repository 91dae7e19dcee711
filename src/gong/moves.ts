import { lowestBit, popcount } from '../core/bits.js';
import { DRAW_OPTION_REASONS, type DrawOptionReason, type Outcome } from '../core/player.js';
import { ENTRANT, FIRST_ACTION, FROM, GONG, KIND, KIND_ADVANCE, KIND_GONG, KIND_PASS, KIND_PLACE, PLACE, TO } from './actions.js';
import { GON, GONG_BOARD, RADIALS, RINGS, radialOf, ringOf } from './board.js';
import { EMPTY, GON_CODE, HOLDING, OFF, ON, OUTER, TURN, cloneState, copyState, setPawns, type WorkingGongState } from './position.js';

/*
 * Gong's moves, each rule once, on the radial masks of the working state: every legal move is a
 * few mask operations (an advance's length is the distance to the nearest pawn inward, found with
 * Math.clz32; a toff pushes a whole radial at once). The rules come first, one section each, then
 * what the library asks of them (generate, count, legalActionAt, canMove, isLegal, apply,
 * countAfter, the end), which only put them together.
 */

/**
 * Every reason a Gong game can end for: `gon-occupied` (the last pawn stands on the Gon, and its
 * owner wins), `no-move-for-either` (G10: both players could only pass, a draw, which the library
 * judges for every game that passes, given its pass action) and the draw options' `max-plies` and
 * `repetition`.
 */
export const GONG_OUTCOME_REASONS = [
  'gon-occupied',
  'no-move-for-either',
  ...DRAW_OPTION_REASONS,
] as const satisfies readonly GongOutcomeReason[];

// Written out rather than read off the list, whose element union has no name of its own: the
// signatures that use it would spell out the union. A type test checks the two agree.
/** Why a Gong game ended: one of {@link GONG_OUTCOME_REASONS}. */
export type GongOutcomeReason = 'gon-occupied' | 'no-move-for-either' | DrawOptionReason;

/** The outcome of a finished Gong game. */
export type GongOutcome = Outcome<GongOutcomeReason>;

/** The radial of each point (the Gon's is 0, never read) and the bit of its ring in a radial's mask (0 for the Gon). */
const RADIAL = Int8Array.from({ length: GONG_BOARD.size }, (_, p) => (p === GON ? 0 : radialOf(p)));
const RING_BIT = Int32Array.from({ length: GONG_BOARD.size }, (_, p) => (p === GON ? 0 : 1 << (ringOf(p) - 1)));

/** The radial to the left (counter-clockwise, side 0) and to the right (side 1) of radial r. */
const leftOf = (r: number): number => (r === RADIALS - 1 ? 0 : r + 1);
const rightOf = (r: number): number => (r === 0 ? RADIALS - 1 : r - 1);

/** The pawns of both sides on radial r. */
const occupiedOn = (s: WorkingGongState, r: number): number => (s[r] as number) | (s[RADIALS + r] as number);

// G2 Turn. A player with pawns off the board places one on a free ring-13 point of a radial of
// their colour, and does nothing else; a player who cannot act passes (PASS, played by the
// library as the only move of a player without another).

/** Whether the player to move still has pawns off the board, and so places. */
const placing = (s: WorkingGongState): boolean => (s[OFF + (s[TURN] as number)] as number) > 0;

/** The mover's radials whose ring-13 point is free, a bit a radial: where they can place. */
function freeEntries(s: WorkingGongState): number {
  let free = 0;
  for (let r = s[TURN] as number; r < RADIALS; r += 2) if ((occupiedOn(s, r) & OUTER) === 0) free |= 1 << r;
  return free;
}

/** Places a pawn of the mover on ring 13 of radial r. */
function place(s: WorkingGongState, r: number): void {
  const turn = s[TURN] as number;
  const own = turn * RADIALS;
  setPawns(s, own + r, (s[own + r] as number) | OUTER);
  s[OFF + turn] = (s[OFF + turn] as number) - 1;
  s[ON + turn] = (s[ON + turn] as number) + 1;
}

// G3 Advance. A pawn slides inward up to the nearest pawn, or all the way and onto an empty Gon.

/**
 * The number of advances of the pawn on bit index b of a radial whose pawns (both sides') are
 * `occupied`; `gonEmpty` is 1 when the Gon is empty. Nearest first, the k-th (from 0) ends on
 * ring b - k, the Gon being ring 0.
 */
function advanceCount(occupied: number, b: number, gonEmpty: number): number {
  const inward = occupied & ((1 << b) - 1);
  return inward === 0 ? b + gonEmpty : b - 32 + Math.clz32(inward);
}

/** Moves the mover's pawn on point `from` inward to `to` on its radial, or onto the Gon. */
function advance(s: WorkingGongState, from: number, to: number): void {
  const turn = s[TURN] as number;
  const at = turn * RADIALS + (RADIAL[from] as number);
  const rest = (s[at] as number) & ~(RING_BIT[from] as number);
  if (to === GON) {
    setPawns(s, at, rest);
    s[GON_CODE] = turn + 1;
  } else setPawns(s, at, rest | (RING_BIT[to] as number));
}

// G4 Sidestep, G5 Sidestep take, G6 Toff. A pawn steps along its ring onto an empty point, or
// onto an enemy pawn, which it takes, then steps one point inward if that is empty; where its own
// pawn stands there, a toff pushes the mover's other pawns inward instead.

/** The mover's radials with a pawn on ring 1, a bit a radial: who may enter an empty Gon in a toff. */
function ringOneRadials(s: WorkingGongState, own: number): number {
  let radials = 0;
  for (let held = s[HOLDING + (own === 0 ? 0 : 1)] as number; held !== 0; held &= held - 1) {
    const r = lowestBit(held);
    radials |= ((s[own + r] as number) & 1) << r;
  }
  return radials;
}

/** 1 where the Gon holds an enemy of the mover (a take on ring 1 cannot step onto it), else 0. */
const enemyGon = (s: WorkingGongState): number => ((s[GON_CODE] as number) + (s[TURN] as number) === 2 ? 1 : 0);

/**
 * Of the mover's `pawns` on a radial, those that can sidestep onto the next radial, whose pawns
 * are `mine` (the mover's) and `theirs`, each keeping its ring: onto an empty point, or onto an
 * enemy pawn, which it takes, unless the point inward of that is an enemy's (the Gon from ring 1,
 * `enemyOnGon` 1 where the enemy holds it). An own pawn there makes the take a toff.
 */
const sidestepping = (pawns: number, mine: number, theirs: number, enemyOnGon: number): number =>
  pawns & ~mine & ~(theirs & ((theirs << 1) | enemyOnGon));

/**
 * Of those, the ones whose take is a toff into which a pawn on ring 1 may enter the Gon, if the
 * Gon is empty (an own pawn on the Gon is never pushed, and a capturer on ring 1 stays): each is
 * one move for each of the mover's ring-1 pawns that can enter, where several can.
 */
const toffing = (pawns: number, mine: number, theirs: number): number => pawns & theirs & (mine << 1);

/**
 * Plays a legal sidestep (not turning the move over): the step, or the take and the capturer's
 * step inward, or the take and the toff, whose pushes go to `pushed` (see toff).
 */
export function playSidestep(s: WorkingGongState, action: number, pushed?: (radial: number, moved: number) => void): void {
  const turn = s[TURN] as number;
  const own = turn * RADIALS;
  const enemy = RADIALS - own;
  const from = FROM[action] as number;
  const bit = RING_BIT[from] as number;
  const r = RADIAL[from] as number;
  const t = RADIAL[TO[action] as number] as number;
  setPawns(s, own + r, (s[own + r] as number) & ~bit);
  if (((s[enemy + t] as number) & bit) === 0) {
    setPawns(s, own + t, (s[own + t] as number) | bit);
    return;
  }
  const inner = bit >> 1;
  const gon = s[GON_CODE] as number;
  const innerEmpty = bit === 1 ? gon === EMPTY : (occupiedOn(s, t) & inner) === 0;
  // Who enters the Gon in a toff is settled before the take: the named pawn, else the only one that can.
  const named = ENTRANT[action] as number;
  const entrant = innerEmpty || gon !== EMPTY ? -1 : named >= 0 ? (RADIAL[named] as number) : onlyEntrant(s, own);
  take(s, t, bit);
  if (!innerEmpty) {
    setPawns(s, own + t, (s[own + t] as number) | bit);
    toff(s, t, bit, entrant, pushed);
  } else if (bit === 1) s[GON_CODE] = turn + 1;
  else setPawns(s, own + t, (s[own + t] as number) | inner);
}

/** The radial of the mover's one ring-1 pawn, or -1 for none or several (a toff's entrant where the mover has no choice). */
function onlyEntrant(s: WorkingGongState, own: number): number {
  const radials = ringOneRadials(s, own);
  return radials !== 0 && (radials & (radials - 1)) === 0 ? lowestBit(radials) : -1;
}

/**
 * The toff, after the capturer has landed on ring bit `capturer` of radial `at`: every other pawn
 * of the mover is pushed one point inward, radial by radial from a, each from the center outward.
 * On a radial a pawn moves exactly when the point inward of it is empty or its pawn moves, so the
 * pawns that move are the runs of the mover's pawns whose innermost one has an empty point inward
 * (or is the entrant, the one ring-1 pawn that enters the Gon, on radial `entrant`, or none: -1):
 * adding those innermost bits to the run's mask clears exactly the run. The capturer stays, and
 * blocks like an enemy; enemy pawns and a pawn on the Gon never move. Each radial's pushes go to
 * `pushed` as the mask of the pawns it moves, each one ring inward (ring 1's onto the Gon).
 */
function toff(s: WorkingGongState, at: number, capturer: number, entrant: number, pushed?: (radial: number, moved: number) => void): void {
  const turn = s[TURN] as number;
  const own = turn * RADIALS;
  const enemy = RADIALS - own;
  for (let held = s[HOLDING + turn] as number; held !== 0; held &= held - 1) {
    const r = lowestBit(held);
    const all = s[own + r] as number;
    const stays = r === at ? capturer : 0;
    const pawns = all & ~stays;
    let first = pawns & ~(((all | (s[enemy + r] as number)) << 1) | 1);
    if (r === entrant) first |= 1;
    if (first === 0) continue;
    const moved = pawns & ~(pawns + first);
    setPawns(s, own + r, (pawns & ~moved) | (moved >> 1) | stays);
    if ((moved & 1) !== 0) s[GON_CODE] = turn + 1;
    pushed?.(r, moved);
  }
}

/** The pawn on ring bit `bit` of radial r, of either side, is taken off the board, for good. */
function take(s: WorkingGongState, r: number, bit: number): void {
  const side = ((s[r] as number) & bit) !== 0 ? 0 : 1;
  setPawns(s, side * RADIALS + r, (s[side * RADIALS + r] as number) & ~bit);
  s[ON + side] = (s[ON + side] as number) - 1;
}

// G7 Gong, G8 Gong take. The pawn on the Gon slides outward along a radial, over empty points,
// or onto the first pawn there, of either side, which it takes, then steps back one point inward.

/** The number of Gongs along a radial whose pawns (both sides') are `occupied`: out to its first pawn, which may be taken. */
const gongCount = (occupied: number): number => (occupied === 0 ? RINGS : lowestBit(occupied) + 1);

/** The mover's pawn leaves the Gon for point `to`, taking the pawn there if there is one. */
function leaveGon(s: WorkingGongState, to: number): void {
  const turn = s[TURN] as number;
  const own = turn * RADIALS;
  const r = RADIAL[to] as number;
  const bit = RING_BIT[to] as number;
  s[GON_CODE] = EMPTY;
  if ((occupiedOn(s, r) & bit) === 0) setPawns(s, own + r, (s[own + r] as number) | bit);
  else {
    take(s, r, bit);
    if (bit === 1) s[GON_CODE] = turn + 1;
    else setPawns(s, own + r, (s[own + r] as number) | (bit >> 1));
  }
}

// What the library asks of the rules.

/** Writes the legal actions (a pass aside) in action order; returns their number. */
export function generate(s: WorkingGongState, out: Int32Array): number {
  let n = 0;
  if (placing(s)) {
    for (let free = freeEntries(s); free !== 0; free &= free - 1) out[n++] = PLACE + lowestBit(free);
    return n;
  }
  const turn = s[TURN] as number;
  const gon = s[GON_CODE] as number;
  if (gon === turn + 1) {
    for (let r = 0; r < RADIALS; r++) {
      const occupied = occupiedOn(s, r);
      n = occupied === 0 ? listWholeRadial(GONG + r * RINGS, out, n) : listRun(GONG + r * RINGS, gongCount(occupied), out, n);
    }
  }
  const gonEmpty = gon === EMPTY ? 1 : 0;
  const enemyOnGon = enemyGon(s);
  const own = turn * RADIALS;
  const enemy = RADIALS - own;
  // The ring-1 pawns that may enter the Gon in a toff, where the mover chooses (found when first needed).
  let entrants = -1;
  for (let held = s[HOLDING + turn] as number; held !== 0; held &= held - 1) {
    const r = lowestBit(held);
    const pawns = s[own + r] as number;
    const occupied = pawns | (s[enemy + r] as number);
    const left = leftOf(r);
    const right = rightOf(r);
    const leftMine = s[own + left] as number;
    const leftTheirs = s[enemy + left] as number;
    const rightMine = s[own + right] as number;
    const rightTheirs = s[enemy + right] as number;
    const toLeft = sidestepping(pawns, leftMine, leftTheirs, enemyOnGon);
    const toRight = sidestepping(pawns, rightMine, rightTheirs, enemyOnGon);
    const toffsLeft = gonEmpty === 1 ? toffing(pawns, leftMine, leftTheirs) : 0;
    const toffsRight = gonEmpty === 1 ? toffing(pawns, rightMine, rightTheirs) : 0;
    if ((toffsLeft | toffsRight) !== 0 && entrants < 0) entrants = choosable(s, own);
    for (let bits = pawns; bits !== 0; bits &= bits - 1) {
      const b = lowestBit(bits);
      const bit = 1 << b;
      const first = FIRST_ACTION[1 + r * RINGS + b] as number;
      n = listRun(first, advanceCount(occupied, b, gonEmpty), out, n);
      if ((toLeft & bit) !== 0) {
        if ((toffsLeft & bit) === 0) out[n++] = sidestepOf(first, b, 0);
        else n = listToff(sidestepOf(first, b, 0), entrants, out, n);
      }
      if ((toRight & bit) !== 0) {
        if ((toffsRight & bit) === 0) out[n++] = sidestepOf(first, b, 1);
        else n = listToff(sidestepOf(first, b, 1), entrants, out, n);
      }
    }
  }
  return n;
}

/**
 * The first action of the sidestep to `side` (0 left, 1 right) of the pawn on bit index b, whose
 * first action is `first`: after its advances' block (b + 1 actions), and for the right, after
 * the left and its 24 toff choices.
 */
const sidestepOf = (first: number, b: number, side: number): number => first + b + 1 + side * (RADIALS + 1);

/** Writes the `k` actions from `first` on at `out[n]`; returns the new count. */
function listRun(first: number, k: number, out: Int32Array, n: number): number {
  for (let i = 0; i < k; i++) out[n + i] = first + i;
  return n + k;
}

/**
 * Writes the 13 Gongs of an empty radial from `first` on at `out[n]`; returns the new count. One
 * store each, with no loop: the holder of the Gon lists up to 312 moves a ply, most of them
 * whole radials, and this is half the time of a loop that random playouts spend there.
 */
function listWholeRadial(first: number, out: Int32Array, n: number): number {
  out[n] = first;
  out[n + 1] = first + 1;
  out[n + 2] = first + 2;
  out[n + 3] = first + 3;
  out[n + 4] = first + 4;
  out[n + 5] = first + 5;
  out[n + 6] = first + 6;
  out[n + 7] = first + 7;
  out[n + 8] = first + 8;
  out[n + 9] = first + 9;
  out[n + 10] = first + 10;
  out[n + 11] = first + 11;
  out[n + 12] = first + 12;
  return n + RINGS;
}

/** The mover's ring-1 pawns that may enter the empty Gon in a toff where they choose, a bit a radial: 0 where one or none could. */
function choosable(s: WorkingGongState, own: number): number {
  const radials = ringOneRadials(s, own);
  return (radials & (radials - 1)) !== 0 ? radials : 0;
}

/** The number of moves a legal toff is where the mover chooses among `entrants` (see choosable): one for each, or one where they do not choose. */
const toffChoices = (entrants: number): number => (entrants === 0 ? 1 : popcount(entrants));

/** The move of rank i (from 0) of the legal toff `action` (see toffChoices): the action itself where the mover does not choose, else the i-th entrant's by radial. */
const toffChoice = (action: number, entrants: number, i: number): number => (entrants === 0 ? action : action + 1 + nthBit(entrants, i));

/** Writes the moves of a legal toff, `action`, in order (see toffChoice); returns the new count. */
function listToff(action: number, entrants: number, out: Int32Array, n: number): number {
  const k = toffChoices(entrants);
  for (let i = 0; i < k; i++) out[n + i] = toffChoice(action, entrants, i);
  return n + k;
}

/** The index of the set bit of rank i (from 0, lowest first) of `bits`, which has more than i. */
function nthBit(bits: number, i: number): number {
  let rest = bits;
  for (let k = 0; k < i; k++) rest &= rest - 1;
  return lowestBit(rest);
}

/**
 * The holder of the Gon's number of Gongs: every radial's when empty (`gongCount(0)`), corrected
 * on the radials with pawns, which are visited alone.
 */
function gongMoves(s: WorkingGongState): number {
  const whole = gongCount(0);
  let n = RADIALS * whole;
  for (let occupied = (s[HOLDING] as number) | (s[HOLDING + 1] as number); occupied !== 0; occupied &= occupied - 1) {
    n += gongCount(occupiedOn(s, lowestBit(occupied))) - whole;
  }
  return n;
}

/**
 * The holder of the Gon's Gong of rank `rank` (below gongMoves) in action order. Every radial
 * without pawns has all 13 Gongs (`gongCount(0)`), so a stretch of them is one run of actions,
 * skipped at once; the radials with pawns are visited alone.
 */
function gongAt(s: WorkingGongState, rank: number): number {
  const whole = gongCount(0);
  let rest = rank;
  let stretch = 0;
  for (let occupied = (s[HOLDING] as number) | (s[HOLDING + 1] as number); occupied !== 0; occupied &= occupied - 1) {
    const r = lowestBit(occupied);
    if (rest < (r - stretch) * whole) break;
    rest -= (r - stretch) * whole;
    const k = gongCount(occupiedOn(s, r));
    if (rest < k) return GONG + r * RINGS + rest;
    rest -= k;
    stretch = r + 1;
  }
  return GONG + stretch * RINGS + rest;
}

/** The number of legal actions (a pass aside): what {@link generate} writes, counted without listing. */
export function count(s: WorkingGongState): number {
  if (placing(s)) return popcount(freeEntries(s));
  const turn = s[TURN] as number;
  const gon = s[GON_CODE] as number;
  let n = gon === turn + 1 ? gongMoves(s) : 0;
  const gonEmpty = gon === EMPTY ? 1 : 0;
  const enemyOnGon = enemyGon(s);
  const own = turn * RADIALS;
  const enemy = RADIALS - own;
  let toffs = 0;
  for (let held = s[HOLDING + turn] as number; held !== 0; held &= held - 1) {
    const r = lowestBit(held);
    const pawns = s[own + r] as number;
    const occupied = pawns | (s[enemy + r] as number);
    const left = leftOf(r);
    const right = rightOf(r);
    const leftMine = s[own + left] as number;
    const leftTheirs = s[enemy + left] as number;
    const rightMine = s[own + right] as number;
    const rightTheirs = s[enemy + right] as number;
    const toLeft = sidestepping(pawns, leftMine, leftTheirs, enemyOnGon);
    const toRight = sidestepping(pawns, rightMine, rightTheirs, enemyOnGon);
    for (let bits = pawns; bits !== 0; bits &= bits - 1) {
      const b = lowestBit(bits);
      n += advanceCount(occupied, b, gonEmpty) + ((toLeft >> b) & 1) + ((toRight >> b) & 1);
    }
    if (gonEmpty === 1) {
      // Both sides' toffs side by side in one word, counted at once where there are any.
      const toffsBoth = toffing(pawns, leftMine, leftTheirs) | (toffing(pawns, rightMine, rightTheirs) << RINGS);
      if (toffsBoth !== 0) toffs += popcount(toffsBoth);
    }
  }
  // Each toff where the mover chooses is one move for each choice, not one.
  return toffs === 0 ? n : n + toffs * (toffChoices(choosable(s, own)) - 1);
}

/**
 * The legal action of rank `rank` (from 0) in action order: what {@link generate} writes at that
 * index, or -1 for a rank of no legal action. It walks the moves as generate lists them, skipping
 * each run of Gongs and of a pawn's advances by its count, so that a random playout does not list
 * the Gon holder's hundreds of moves to play one.
 */
export function legalActionAt(s: WorkingGongState, rank: number): number {
  if (placing(s)) {
    const free = freeEntries(s);
    return rank < popcount(free) ? PLACE + nthBit(free, rank) : -1;
  }
  const turn = s[TURN] as number;
  const gon = s[GON_CODE] as number;
  let rest = rank;
  if (gon === turn + 1) {
    const gongs = gongMoves(s);
    if (rest < gongs) return gongAt(s, rest);
    rest -= gongs;
  }
  const gonEmpty = gon === EMPTY ? 1 : 0;
  const enemyOnGon = enemyGon(s);
  const own = turn * RADIALS;
  const enemy = RADIALS - own;
  // The ring-1 pawns that may enter the Gon in a toff, where the mover chooses (found when first needed).
  let entrants = -1;
  for (let held = s[HOLDING + turn] as number; held !== 0; held &= held - 1) {
    const r = lowestBit(held);
    const pawns = s[own + r] as number;
    const occupied = pawns | (s[enemy + r] as number);
    const left = leftOf(r);
    const right = rightOf(r);
    const leftMine = s[own + left] as number;
    const leftTheirs = s[enemy + left] as number;
    const rightMine = s[own + right] as number;
    const rightTheirs = s[enemy + right] as number;
    const toLeft = sidestepping(pawns, leftMine, leftTheirs, enemyOnGon);
    const toRight = sidestepping(pawns, rightMine, rightTheirs, enemyOnGon);
    const toffsLeft = gonEmpty === 1 ? toffing(pawns, leftMine, leftTheirs) : 0;
    const toffsRight = gonEmpty === 1 ? toffing(pawns, rightMine, rightTheirs) : 0;
    if ((toffsLeft | toffsRight) !== 0 && entrants < 0) entrants = choosable(s, own);
    for (let bits = pawns; bits !== 0; bits &= bits - 1) {
      const b = lowestBit(bits);
      const bit = 1 << b;
      const first = FIRST_ACTION[1 + r * RINGS + b] as number;
      const advances = advanceCount(occupied, b, gonEmpty);
      if (rest < advances) return first + rest;
      rest -= advances;
      if ((toLeft & bit) !== 0) {
        const choosing = (toffsLeft & bit) === 0 ? 0 : entrants;
        if (rest < toffChoices(choosing)) return toffChoice(sidestepOf(first, b, 0), choosing, rest);
        rest -= toffChoices(choosing);
      }
      if ((toRight & bit) !== 0) {
        const choosing = (toffsRight & bit) === 0 ? 0 : entrants;
        if (rest < toffChoices(choosing)) return toffChoice(sidestepOf(first, b, 1), choosing, rest);
        rest -= toffChoices(choosing);
      }
    }
  }
  return -1;
}

/**
 * Whether the mover has a legal action other than a pass: `count(state) > 0`, stopping at the
 * first move found (the end of the game is judged on it, and a pawn on the Gon alone has up to
 * 312 moves to count).
 */
export function canMove(s: WorkingGongState): boolean {
  if (placing(s)) return freeEntries(s) !== 0;
  const turn = s[TURN] as number;
  const gon = s[GON_CODE] as number;
  // Every radial has a Gong.
  if (gon === turn + 1) return true;
  const gonEmpty = gon === EMPTY ? 1 : 0;
  const enemyOnGon = enemyGon(s);
  const own = turn * RADIALS;
  const enemy = RADIALS - own;
  for (let held = s[HOLDING + turn] as number; held !== 0; held &= held - 1) {
    const r = lowestBit(held);
    const pawns = s[own + r] as number;
    const left = leftOf(r);
    const right = rightOf(r);
    if (
      sidestepping(pawns, s[own + left] as number, s[enemy + left] as number, enemyOnGon) !== 0 ||
      sidestepping(pawns, s[own + right] as number, s[enemy + right] as number, enemyOnGon) !== 0
    ) {
      return true;
    }
    const occupied = pawns | (s[enemy + r] as number);
    for (let bits = pawns; bits !== 0; bits &= bits - 1) if (advanceCount(occupied, lowestBit(bits), gonEmpty) > 0) return true;
  }
  return false;
}

/** Whether an action (in range, not the pass) is legal in the state. */
export function isLegal(s: WorkingGongState, action: number): boolean {
  const kind = KIND[action] as number;
  if (kind === KIND_PASS) return false;
  if (placing(s)) return kind === KIND_PLACE && (freeEntries(s) & (1 << (action - PLACE))) !== 0;
  if (kind === KIND_PLACE) return false;
  const turn = s[TURN] as number;
  const gon = s[GON_CODE] as number;
  if (kind === KIND_GONG) {
    const r = RADIAL[TO[action] as number] as number;
    return gon === turn + 1 && action - GONG - r * RINGS < gongCount(occupiedOn(s, r));
  }
  const own = turn * RADIALS;
  const from = FROM[action] as number;
  const r = RADIAL[from] as number;
  const bit = RING_BIT[from] as number;
  if (((s[own + r] as number) & bit) === 0) return false;
  if (kind === KIND_ADVANCE)
    return action - (FIRST_ACTION[from] as number) < advanceCount(occupiedOn(s, r), ringOf(from) - 1, gon === EMPTY ? 1 : 0);
  const t = RADIAL[TO[action] as number] as number;
  const mine = s[own + t] as number;
  const theirs = s[RADIALS - own + t] as number;
  if (sidestepping(bit, mine, theirs, enemyGon(s)) === 0) return false;
  const entrants = gon === EMPTY && toffing(bit, mine, theirs) !== 0 ? choosable(s, own) : 0;
  const entrant = ENTRANT[action] as number;
  return entrant < 0 ? entrants === 0 : ((entrants >> (RADIAL[entrant] as number)) & 1) !== 0;
}

/** Plays a legal action in place (the pass only turns the move over). */
export function apply(s: WorkingGongState, action: number): void {
  const kind = KIND[action] as number;
  if (kind === KIND_PLACE) place(s, action - PLACE);
  else if (kind === KIND_GONG) leaveGon(s, TO[action] as number);
  else if (kind === KIND_ADVANCE) advance(s, FROM[action] as number, TO[action] as number);
  else if (kind !== KIND_PASS) playSidestep(s, action);
  s[TURN] = 1 - (s[TURN] as number);
}

/** The state after an action, for {@link countAfter}. */
let after: WorkingGongState | undefined;

/**
 * The number of legal actions (a pass aside) after a legal action, or -1 where the game is over
 * there. Played on a scratch state (a copy of a few dozen words): a move can change every radial
 * of the mover (a toff), and each of the opponent's pawns' moves depends on its neighbouring
 * radials and on the Gon, so the count is not a sum over what the move changed.
 */
export function countAfter(s: WorkingGongState, action: number): number {
  if (after === undefined) after = cloneState(s);
  else copyState(after, s);
  apply(after, action);
  return outcome(after) === undefined ? count(after) : -1;
}

/** Takes and placements can never be undone: no position before them comes back. */
export function irreversible(before: WorkingGongState, _action: number, after: WorkingGongState): boolean {
  return before[ON] !== after[ON] || before[ON + 1] !== after[ON + 1] || before[OFF] !== after[OFF] || before[OFF + 1] !== after[OFF + 1];
}

const BLACK_WINS: GongOutcome = Object.freeze({ winner: 'black', reason: 'gon-occupied' });
const WHITE_WINS: GongOutcome = Object.freeze({ winner: 'white', reason: 'gon-occupied' });

/** G9 End: exactly one pawn left, counting those off the board, and it stands on the Gon; its owner wins. */
export function outcome(s: WorkingGongState): GongOutcome | undefined {
  const gon = s[GON_CODE] as number;
  if (gon === EMPTY || (s[ON] as number) + (s[ON + 1] as number) + (s[OFF] as number) + (s[OFF + 1] as number) !== 1) return undefined;
  return gon === 1 ? BLACK_WINS : WHITE_WINS;
}
