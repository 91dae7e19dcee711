import type { Random } from '../core/random.js';
import { bufferedKernel, type BufferedSearch } from '../core/buffered-kernel.js';
import type { SearchKernel } from '../core/rules.js';
import { GON, RADIALS, RINGS, pointAt } from './board.js';
import { EMPTY, type WorkingGongState } from './position.js';

/*
 * Gong's own perft and random playouts (GameRules.kernel): the rules of moves.ts (G2–G10)
 * rewritten on the radial bit masks alone, one flat Int32Array a ply of depth, copied down the
 * line (copy-make), with no call through the shared layers per node. Each move is a few mask
 * operations: an advance's length is the distance to the nearest pawn inward, found with
 * Math.clz32; a toff (G6) pushes each radial at once, since a pawn moves exactly when the pawn
 * or empty point inward of it lets it. The shared rules can end nothing the kernel runs into:
 * Gong has no no-repetition window, the cursor keeps the `repetition` draw and a `maxPlies` inside
 * the tree to itself, and G9 and G10 are judged here, where the cursor would judge them.
 *
 * A search state, at offsets of one Int32Array: each side's pawns per radial as bit masks (bit
 * k - 1 for ring k; Black's radials a–x at 0–23, White's at 24–47, as in the working state), the
 * Gon's code (0 empty, 1 Black, 2 White), each side's pawns off and on the board, the player to
 * move, and each side's radials that hold its pawns (a bit a radial).
 */
const GON_CODE = 2 * RADIALS;
const OFF = GON_CODE + 1;
const ON = OFF + 2;
const TURN = ON + 2;
/** Each side's radials that hold its pawns, a bit a radial: move generation visits those only. */
const HOLDING = TURN + 1;
const STRIDE = HOLDING + 2;

/** The bit of ring 13, where pawns are placed (G2). */
const OUTER = 1 << (RINGS - 1);
/** Every ring's bit. */
const ALL_RINGS = (1 << RINGS) - 1;

/*
 * A move of the search: its kind times KIND, the radial of the pawn (or the point of arrival for
 * a placement or a Gong) times RADIAL, its ring's bit index times RING, then a detail: an
 * advance's ring of arrival (0 the Gon), a sidestep's entrant into the Gon in a toff as its
 * radial + 1 (0 for none chosen).
 */
const PLACE = 0;
const GONG = 1;
const ADVANCE = 2;
const LEFT = 3;
const RIGHT = 4;
const KIND = 1 << 16;
const RADIAL = 1 << 10;
const RING = 1 << 5;
/** As moves.ts's MAX_MOVES: a pawn on the Gon has up to 312 Gongs; seven others up to 12 advances and 14 sidesteps each. */
const MOST_MOVES = 312 + 7 * 26;

/** The radial to the left (counter-clockwise) and to the right of radial r. */
const leftOf = (r: number): number => (r === RADIALS - 1 ? 0 : r + 1);
const rightOf = (r: number): number => (r === 0 ? RADIALS - 1 : r - 1);
/** The index of the lowest set bit of a non-zero mask. */
const lowest = (bits: number): number => 31 - Math.clz32(bits & -bits);

/** G9: one pawn left, counting those off the board, and it stands on the Gon. */
function over(s: Int32Array): boolean {
  return (s[GON_CODE] as number) !== EMPTY && (s[ON] as number) + (s[ON + 1] as number) + (s[OFF] as number) + (s[OFF + 1] as number) === 1;
}

/** The mover's pawns on ring 1. */
function ringOnePawns(s: Int32Array, own: number): number {
  let n = 0;
  for (let r = 0; r < RADIALS; r++) n += (s[own + r] as number) & 1;
  return n;
}

/**
 * The moves of the sidestep of the mover's pawn on bit `bit` (index b) of some radial onto the
 * radial whose masks are `mine` and `theirs` (G4–G6): 0 illegal, else 1, or the number of ring-1
 * pawns that may enter the Gon where a toff gives the mover that choice (two or more).
 */
function sidesteps(s: Int32Array, own: number, bit: number, mine: number, theirs: number): number {
  if ((mine & bit) !== 0) return 0;
  if ((theirs & bit) === 0) return 1;
  const gon = s[GON_CODE] as number;
  // The take: the capturer must step inward, onto the Gon from ring 1.
  if (bit === 1) return gon === EMPTY || gon === (s[TURN] as number) + 1 ? 1 : 0;
  const inner = bit >> 1;
  if ((theirs & inner) !== 0) return 0;
  if ((mine & inner) === 0 || gon !== EMPTY) return 1;
  // A toff with the Gon empty: the pawn moving is not on ring 1, the pawn taken not the mover's.
  const entrants = ringOnePawns(s, own);
  return entrants > 1 ? entrants : 1;
}

/** The number of the mover's legal moves, the pass aside (moves.ts's `count`). */
function countMoves(s: Int32Array): number {
  const turn = s[TURN] as number;
  const own = turn * RADIALS;
  const enemy = RADIALS - own;
  let n = 0;
  if ((s[OFF + turn] as number) > 0) {
    // G2: placements only, on the free ring-13 points of the mover's radials.
    for (let r = turn; r < RADIALS; r += 2) if ((((s[r] as number) | (s[RADIALS + r] as number)) & OUTER) === 0) n++;
    return n;
  }
  const gon = s[GON_CODE] as number;
  if (gon === turn + 1) {
    // G7, G8: out along each radial to its first pawn, which may be taken.
    for (let r = 0; r < RADIALS; r++) {
      const occupied = (s[r] as number) | (s[RADIALS + r] as number);
      n += occupied === 0 ? RINGS : lowest(occupied) + 1;
    }
  }
  const intoGon = gon === EMPTY ? 1 : 0;
  for (let radials = s[HOLDING + turn] as number; radials !== 0; radials &= radials - 1) {
    const r = lowest(radials);
    const pawns = s[own + r] as number;
    const occupied = pawns | (s[enemy + r] as number);
    const left = leftOf(r);
    const right = rightOf(r);
    const leftMine = s[own + left] as number;
    const leftTheirs = s[enemy + left] as number;
    const rightMine = s[own + right] as number;
    const rightTheirs = s[enemy + right] as number;
    for (let bits = pawns; bits !== 0; bits &= bits - 1) {
      const b = lowest(bits);
      const bit = 1 << b;
      // G3: inward up to the nearest pawn, or all the way and onto an empty Gon.
      const inward = occupied & (bit - 1);
      n += inward === 0 ? b + intoGon : b - 32 + Math.clz32(inward);
      n += sidesteps(s, own, bit, leftMine, leftTheirs) + sidesteps(s, own, bit, rightMine, rightTheirs);
    }
  }
  return n;
}

/** Writes the sidestep moves of the pawn on bit index b of radial r onto radial `to` after `out[n - 1]`, in move order; returns the new count. */
function listSidesteps(s: Int32Array, own: number, r: number, b: number, to: number, kind: number, out: Int32Array, n: number): number {
  const enemy = RADIALS - own;
  const bit = 1 << b;
  const k = sidesteps(s, own, bit, s[own + to] as number, s[enemy + to] as number);
  const move = kind * KIND + r * RADIAL + b * RING;
  if (k === 1) out[n++] = move;
  else if (k > 1) for (let q = 0; q < RADIALS; q++) if (((s[own + q] as number) & 1) !== 0) out[n++] = move + q + 1;
  return n;
}

/** Writes the mover's legal moves, the pass aside, in Gong's move order (moves.ts's `generate`); returns their number. */
function listMoves(s: Int32Array, out: Int32Array): number {
  const turn = s[TURN] as number;
  const own = turn * RADIALS;
  const enemy = RADIALS - own;
  let n = 0;
  if ((s[OFF + turn] as number) > 0) {
    for (let r = turn; r < RADIALS; r += 2)
      if ((((s[r] as number) | (s[RADIALS + r] as number)) & OUTER) === 0) out[n++] = PLACE * KIND + r * RADIAL;
    return n;
  }
  const gon = s[GON_CODE] as number;
  if (gon === turn + 1) {
    for (let r = 0; r < RADIALS; r++) {
      const occupied = (s[r] as number) | (s[RADIALS + r] as number);
      const last = occupied === 0 ? RINGS - 1 : lowest(occupied);
      for (let b = 0; b <= last; b++) out[n++] = GONG * KIND + r * RADIAL + b * RING;
    }
  }
  const intoGon = gon === EMPTY;
  for (let radials = s[HOLDING + turn] as number; radials !== 0; radials &= radials - 1) {
    const r = lowest(radials);
    const pawns = s[own + r] as number;
    const occupied = pawns | (s[enemy + r] as number);
    for (let bits = pawns; bits !== 0; bits &= bits - 1) {
      const b = lowest(bits);
      const bit = 1 << b;
      const move = ADVANCE * KIND + r * RADIAL + b * RING;
      // Nearest first: rings b down to the one above the nearest pawn inward, the Gon last.
      const inward = occupied & (bit - 1);
      const stop = inward === 0 ? (intoGon ? 0 : 1) : 32 - Math.clz32(inward) + 1;
      for (let ring = b; ring >= stop; ring--) out[n++] = move + ring;
      n = listSidesteps(s, own, r, b, leftOf(r), LEFT, out, n);
      n = listSidesteps(s, own, r, b, rightOf(r), RIGHT, out, n);
    }
  }
  return n;
}

/**
 * The mover's legal move of rank `rank` (below {@link countMoves}) in Gong's move order, found
 * without listing the moves before it: whole radials of Gongs and whole pawns' advances are
 * skipped by their counts (a pawn on the Gon alone has up to 312 moves).
 */
function pickMove(s: Int32Array, rank: number): number {
  const turn = s[TURN] as number;
  const own = turn * RADIALS;
  const enemy = RADIALS - own;
  if ((s[OFF + turn] as number) > 0) {
    for (let r = turn; r < RADIALS; r += 2) {
      if ((((s[r] as number) | (s[RADIALS + r] as number)) & OUTER) === 0 && rank-- === 0) return PLACE * KIND + r * RADIAL;
    }
    return -1;
  }
  const gon = s[GON_CODE] as number;
  if (gon === turn + 1) {
    for (let r = 0; r < RADIALS; r++) {
      const occupied = (s[r] as number) | (s[RADIALS + r] as number);
      const here = occupied === 0 ? RINGS : lowest(occupied) + 1;
      if (rank < here) return GONG * KIND + r * RADIAL + rank * RING;
      rank -= here;
    }
  }
  const intoGon = gon === EMPTY ? 1 : 0;
  for (let radials = s[HOLDING + turn] as number; radials !== 0; radials &= radials - 1) {
    const r = lowest(radials);
    const pawns = s[own + r] as number;
    const occupied = pawns | (s[enemy + r] as number);
    for (let bits = pawns; bits !== 0; bits &= bits - 1) {
      const b = lowest(bits);
      const bit = 1 << b;
      const inward = occupied & (bit - 1);
      const advances = inward === 0 ? b + intoGon : b - 32 + Math.clz32(inward);
      // The advances nearest first: rank k arrives on ring b - k (0 the Gon).
      if (rank < advances) return ADVANCE * KIND + r * RADIAL + b * RING + (b - rank);
      rank -= advances;
      for (let kind = LEFT; kind <= RIGHT; kind++) {
        const to = kind === LEFT ? leftOf(r) : rightOf(r);
        const here = sidesteps(s, own, bit, s[own + to] as number, s[enemy + to] as number);
        if (rank >= here) {
          rank -= here;
          continue;
        }
        const move = kind * KIND + r * RADIAL + b * RING;
        if (here === 1) return move;
        // A toff with a choice: the entrants by radial.
        for (let q = 0; q < RADIALS; q++) if (((s[own + q] as number) & 1) !== 0 && rank-- === 0) return move + q + 1;
      }
    }
  }
  return -1;
}

/** Writes a side's pawn mask of a radial (at `at`, as the state keeps them), keeping that side's mask of radials with pawns in step. */
function write(s: Int32Array, at: number, pawns: number): void {
  s[at] = pawns;
  const side = at < RADIALS ? 0 : 1;
  const bit = 1 << (at - side * RADIALS);
  s[HOLDING + side] = pawns !== 0 ? (s[HOLDING + side] as number) | bit : (s[HOLDING + side] as number) & ~bit;
}

/** G5, G8: the pawn on bit `bit` of radial r, the mover's or not, is taken off the board. */
function take(s: Int32Array, r: number, bit: number): void {
  const side = ((s[r] as number) & bit) !== 0 ? 0 : 1;
  write(s, side * RADIALS + r, (s[side * RADIALS + r] as number) & ~bit);
  s[ON + side] = (s[ON + side] as number) - 1;
}

/**
 * G6, the toff, after the capturer has landed on bit `capturer` of radial `at`: every other pawn
 * of the mover is pushed one point inward, radial by radial. On a radial a pawn moves exactly
 * when the point inward of it is empty or its pawn moves, so the pawns that move are the runs of
 * the mover's pawns whose innermost one has an empty point inward (or is the entrant, the one
 * ring-1 pawn that enters the Gon, radial `entrant`, or none: -1): adding those innermost bits to
 * the run's mask clears exactly the run. The capturer stands, and blocks like an enemy.
 */
function toff(s: Int32Array, at: number, capturer: number, entrant: number): void {
  const turn = s[TURN] as number;
  const own = turn * RADIALS;
  const enemy = RADIALS - own;
  for (let radials = s[HOLDING + turn] as number; radials !== 0; radials &= radials - 1) {
    const r = lowest(radials);
    const all = s[own + r] as number;
    const stays = r === at ? capturer : 0;
    const pawns = all & ~stays;
    let first = pawns & ~(((all | (s[enemy + r] as number)) << 1) | 1);
    if (r === entrant) first |= 1;
    if (first === 0) continue;
    const moved = pawns & ~(pawns + first);
    write(s, own + r, (pawns & ~moved) | (moved >> 1) | stays);
    if ((moved & 1) !== 0) s[GON_CODE] = turn + 1;
  }
}

/** Plays a move of {@link listMoves} in place (moves.ts's `apply`). */
function play(s: Int32Array, move: number): void {
  const turn = s[TURN] as number;
  const colour = turn + 1;
  const own = turn * RADIALS;
  const enemy = RADIALS - own;
  const kind = (move / KIND) | 0;
  const r = (move >> 10) & 31;
  const b = (move >> 5) & 31;
  const detail = move & 31;
  const bit = 1 << b;
  if (kind === PLACE) {
    write(s, own + r, (s[own + r] as number) | OUTER);
    s[OFF + turn] = (s[OFF + turn] as number) - 1;
    s[ON + turn] = (s[ON + turn] as number) + 1;
  } else if (kind === GONG) {
    s[GON_CODE] = EMPTY;
    if ((((s[r] as number) | (s[RADIALS + r] as number)) & bit) === 0) write(s, own + r, (s[own + r] as number) | bit);
    else {
      // G8: take the first pawn on the radial, then step back onto the point just crossed.
      take(s, r, bit);
      if (b === 0) s[GON_CODE] = colour;
      else write(s, own + r, (s[own + r] as number) | (bit >> 1));
    }
  } else if (kind === ADVANCE) {
    write(s, own + r, (s[own + r] as number) & ~bit);
    if (detail === 0) s[GON_CODE] = colour;
    else write(s, own + r, (s[own + r] as number) | (1 << (detail - 1)));
  } else {
    const to = kind === LEFT ? leftOf(r) : rightOf(r);
    write(s, own + r, (s[own + r] as number) & ~bit);
    if (((s[enemy + to] as number) & bit) === 0) {
      write(s, own + to, (s[own + to] as number) | bit);
    } else {
      const inner = bit >> 1;
      const gon = s[GON_CODE] as number;
      const innerEmpty = b === 0 ? gon === EMPTY : (((s[to] as number) | (s[RADIALS + to] as number)) & inner) === 0;
      // Who enters the Gon in a toff is settled before the take: the named pawn, else the only one that can (G6).
      const entrant = innerEmpty || gon !== EMPTY ? -1 : detail > 0 ? detail - 1 : onlyEntrant(s, own);
      take(s, to, bit);
      if (!innerEmpty) {
        write(s, own + to, (s[own + to] as number) | bit);
        toff(s, to, bit, entrant);
      } else if (b === 0) s[GON_CODE] = colour;
      else write(s, own + to, (s[own + to] as number) | inner);
    }
  }
  s[TURN] = 1 - turn;
}

/** The radial of the mover's one ring-1 pawn, or -1 for none or several (a toff's entrant where there is no choice). */
function onlyEntrant(s: Int32Array, own: number): number {
  let found = -1;
  for (let r = 0; r < RADIALS; r++) {
    if (((s[own + r] as number) & 1) === 0) continue;
    if (found >= 0) return -1;
    found = r;
  }
  return found;
}

/** Whether the player not to move would have no move either (G10 once the mover has none: a pass changes only the turn). */
function opponentStuck(s: Int32Array): boolean {
  const turn = s[TURN] as number;
  s[TURN] = 1 - turn;
  const n = countMoves(s);
  s[TURN] = turn;
  return n === 0;
}

/** One search's states and move lists, a ply of depth each, grown as a deeper search needs them. */
class GongSearch implements BufferedSearch<WorkingGongState, Int32Array> {
  readonly #states: Int32Array[] = [];
  readonly #lists: Int32Array[] = [];

  /** Makes room for `depth` + 1 plies and loads the working state at ply `depth`; returns that search state. */
  load(state: WorkingGongState, depth: number): Int32Array {
    while (this.#states.length <= depth) {
      this.#states.push(new Int32Array(STRIDE));
      this.#lists.push(new Int32Array(MOST_MOVES));
    }
    const s = this.#states[depth] as Int32Array;
    s[HOLDING] = 0;
    s[HOLDING + 1] = 0;
    for (let i = 0; i < 2 * RADIALS; i++) write(s, i, state.radials[i] as number);
    s[GON_CODE] = state.cells[GON] as number;
    for (let side = 0; side < 2; side++) {
      s[OFF + side] = state.off[side] as number;
      s[ON + side] = state.on[side] as number;
    }
    s[TURN] = state.turn;
    return s;
  }

  /** Writes search state `s` back over the working state. */
  store(s: Int32Array, state: WorkingGongState): void {
    const cells = state.cells;
    cells.fill(EMPTY);
    cells[GON] = s[GON_CODE] as number;
    for (let i = 0; i < 2 * RADIALS; i++) {
      const pawns = (s[i] as number) & ALL_RINGS;
      state.radials[i] = pawns;
      const r = i % RADIALS;
      const code = i < RADIALS ? 1 : 2;
      for (let bits = pawns; bits !== 0; bits &= bits - 1) cells[pointAt(r, lowest(bits) + 1)] = code;
    }
    for (let side = 0; side < 2; side++) {
      state.off[side] = s[OFF + side] as number;
      state.on[side] = s[ON + side] as number;
    }
    state.turn = s[TURN] === 0 ? 0 : 1;
  }

  /** Perft below the state at ply `depth` (at least 1), each line judged as the cursor judges it. */
  countBelow(depth: number): number {
    const s = this.#states[depth] as Int32Array;
    if (over(s)) return 0;
    if (depth === 1) {
      const n = countMoves(s);
      return n > 0 ? n : opponentStuck(s) ? 0 : 1;
    }
    const moves = this.#lists[depth] as Int32Array;
    const child = this.#states[depth - 1] as Int32Array;
    const n = listMoves(s, moves);
    if (n === 0) {
      // G2, G10: the pass, the only move, unless neither player can move (a draw).
      if (opponentStuck(s)) return 0;
      child.set(s);
      child[TURN] = 1 - (s[TURN] as number);
      return this.countBelow(depth - 1);
    }
    let total = 0;
    for (let i = 0; i < n; i++) {
      child.set(s);
      play(child, moves[i] as number);
      total += this.countBelow(depth - 1);
    }
    return total;
  }

  /** A random playout on the state at ply 0, as the kernel's `playout` describes it. */
  playout(random: Random, limit: number): number {
    const s = this.#states[0] as Int32Array;
    let plies = 0;
    for (; plies < limit; plies++) {
      if (over(s)) break;
      const n = countMoves(s);
      if (n > 0) {
        play(s, pickMove(s, random.int(n)));
        continue;
      }
      if (opponentStuck(s)) break;
      // G2: the pass is the only legal move, drawn like any other.
      random.int(1);
      s[TURN] = 1 - (s[TURN] as number);
    }
    return plies;
  }
}

/** Gong's search kernel: the same for every option set (the first player, the only rule option, shapes only the start). */
const KERNEL: SearchKernel<WorkingGongState> = /* @__PURE__ */ bufferedKernel(() => new GongSearch());

/**
 * Gong's perft and random playouts on a search state of its own ({@link GameRules.kernel}).
 * Gong has no no-repetition window, so the positions before the current one (`recent`) are never
 * needed, and the kernel is the same under every option set the cursor hands it.
 */
export function gongKernel(): SearchKernel<WorkingGongState> {
  return KERNEL;
}
