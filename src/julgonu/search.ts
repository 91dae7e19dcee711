import { popcount } from '../core/bits.js';
import type { PositionKey } from '../core/game.js';
import { maskKey } from '../core/masks.js';
import type { Random } from '../core/random.js';
import type { SearchKernel } from '../core/rules.js';
import { JULGONU_STATE, type MutableJulGonuState } from './position.js';

/*
 * Jul-Gonu's own perft and random playouts (GameRules.kernel): the rules of moves.ts written once
 * more on two plain integers, the mover's mask and the opponent's, so that the hot loops make no
 * call through the shared cursor and allocate nothing. A step is the pair of bits it changes in the
 * mover's mask; its custodian captures (J3) are found by shifting the landing bit along the four
 * directions, with no table and no point index. Perft counts the last ply from the masks
 * (popcounts, no moves made); a playout counts the moves, draws one rank, and finds that move by
 * walking the movers in move order.
 *
 * J4's default reading (a window of the four newest positions since the last capture) needs only
 * one comparison per node in play that really happened: of the positions in the window, those with
 * the mover to move can never come back after the mover's step (the turn differs), and the one
 * just before the opponent's last step cannot either (a step changes the stepping side's mask), so
 * only the position of four plies back can: the mover stepping back after both sides stepped
 * there and back. Perft therefore carries the three positions before each node as plain arguments
 * and forbids at most one step, the one that recreates the oldest. A history handed in from outside
 * need not be a line of play (a position copy may carry any keys of the game), so the first three
 * plies below the start, whose window reaches into it, compare every step's result with every
 * position of the window, as the cursor does.
 */

const FULL = 0xffff;
const FILE_A = 0x1111;
const FILE_D = 0x8888;
const FILES_AB = 0x3333;
const FILES_CD = 0xcccc;

/** The number of steps of the mover `own` (J2): two popcounts, two directions packed in each. */
function countSteps(own: number, enemy: number): number {
  const empty = ~(own | enemy) & FULL;
  return (
    popcount((own & (empty >>> 4)) | ((own & (empty << 4)) << 16)) +
    popcount((own & ~FILE_D & (empty >>> 1)) | ((own & ~FILE_A & (empty << 1)) << 16))
  );
}

/**
 * J3: the enemy pieces taken by the mover's piece that has just stepped onto the bit `to`, given
 * the mover's pieces `own` after the step. Each direction's next three points are `to` shifted,
 * masked so that no shift wraps round a rank; a point off the board is a bit no mask holds.
 */
function captures(to: number, own: number, enemy: number): number {
  let taken = 0;
  let near = to << 4;
  let far = to << 8;
  if ((enemy & near) !== 0) {
    if ((own & far) !== 0) taken |= near;
    else if ((enemy & far) !== 0 && (own & (to << 12)) !== 0) taken |= near | far;
  }
  near = (to & ~FILE_D) << 1;
  far = (to & FILES_AB) << 2;
  if ((enemy & near) !== 0) {
    if ((own & far) !== 0) taken |= near;
    else if ((enemy & far) !== 0 && (own & ((to & FILE_A) << 3)) !== 0) taken |= near | far;
  }
  near = to >>> 4;
  far = to >>> 8;
  if ((enemy & near) !== 0) {
    if ((own & far) !== 0) taken |= near;
    else if ((enemy & far) !== 0 && (own & (to >>> 12)) !== 0) taken |= near | far;
  }
  near = (to & ~FILE_A) >>> 1;
  far = (to & FILES_CD) >>> 2;
  if ((enemy & near) !== 0) {
    if ((own & far) !== 0) taken |= near;
    else if ((enemy & far) !== 0 && (own & ((to & FILE_D) >>> 3)) !== 0) taken |= near | far;
  }
  return taken;
}

// ---- Perft without J4 ('off') ----

/** The leaves one ply down: none for a mover left with at most one piece (J5), else the steps. */
function countOff(own: number, enemy: number): number {
  return (own & (own - 1)) === 0 ? 0 : countSteps(own, enemy);
}

/** The leaves one ply below the step from bit `from` to bit `to`. */
function afterOff(own: number, enemy: number, from: number, to: number): number {
  const stepped = own ^ from ^ to;
  return countOff(enemy & ~captures(to, stepped, enemy), stepped);
}

/** The leaves `depth` plies below the step from `from` to `to` (depth at least 1). */
function belowOff(own: number, enemy: number, from: number, to: number, depth: number): number {
  const stepped = own ^ from ^ to;
  return leavesOff(enemy & ~captures(to, stepped, enemy), stepped, depth);
}

/** The leaves two plies down. */
function leaves2Off(own: number, enemy: number): number {
  if ((own & (own - 1)) === 0) return 0;
  const empty = ~(own | enemy) & FULL;
  let total = 0;
  for (let m = own & (empty >>> 4); m !== 0; m &= m - 1) total += afterOff(own, enemy, m & -m, (m & -m) << 4);
  for (let m = own & ~FILE_D & (empty >>> 1); m !== 0; m &= m - 1) total += afterOff(own, enemy, m & -m, (m & -m) << 1);
  for (let m = own & (empty << 4); m !== 0; m &= m - 1) total += afterOff(own, enemy, m & -m, (m & -m) >>> 4);
  for (let m = own & ~FILE_A & (empty << 1); m !== 0; m &= m - 1) total += afterOff(own, enemy, m & -m, (m & -m) >>> 1);
  return total;
}

/** The leaves `depth` plies down (at least 1). */
function leavesOff(own: number, enemy: number, depth: number): number {
  if (depth === 1) return countOff(own, enemy);
  if (depth === 2) return leaves2Off(own, enemy);
  if ((own & (own - 1)) === 0) return 0;
  const empty = ~(own | enemy) & FULL;
  const below = depth - 1;
  let total = 0;
  for (let m = own & (empty >>> 4); m !== 0; m &= m - 1) total += belowOff(own, enemy, m & -m, (m & -m) << 4, below);
  for (let m = own & ~FILE_D & (empty >>> 1); m !== 0; m &= m - 1) total += belowOff(own, enemy, m & -m, (m & -m) << 1, below);
  for (let m = own & (empty << 4); m !== 0; m &= m - 1) total += belowOff(own, enemy, m & -m, (m & -m) >>> 4, below);
  for (let m = own & ~FILE_A & (empty << 1); m !== 0; m &= m - 1) total += belowOff(own, enemy, m & -m, (m & -m) >>> 1, below);
  return total;
}

// ---- Perft under J4's window of four ('previous'), in play that really happened ----
//
// Each node has the three positions before it, as the mover's and the opponent's masks: (aOwn,
// aEnemy) one ply back, then b, then c three plies back; -1 where there is none since the last
// capture (no mask is -1, so nothing matches it). The step that would make the mover's mask cOwn
// again, with the opponent's still cEnemy and nothing captured, recreates c and is forbidden.

/** The leaves one ply down: J5, then the steps less the one forbidden, if it captures nothing (a capture is never a repetition). */
function countPrevious(own: number, enemy: number, cOwn: number, cEnemy: number): number {
  if ((own & (own - 1)) === 0) return 0;
  const n = countSteps(own, enemy);
  return cEnemy === enemy && captures(cOwn & ~own, cOwn, enemy) === 0 ? n - 1 : n;
}

/** The leaves one ply below a step (whose child's c is this node's b). */
function afterPrevious(own: number, enemy: number, from: number, to: number, bOwn: number, bEnemy: number): number {
  const stepped = own ^ from ^ to;
  const taken = captures(to, stepped, enemy);
  if (taken !== 0) return countOff(enemy & ~taken, stepped);
  return countPrevious(enemy, stepped, bEnemy, bOwn);
}

/** The leaves `depth` plies below a step, or 0 for the step that recreates c. */
function belowPrevious(
  own: number,
  enemy: number,
  from: number,
  to: number,
  depth: number,
  aOwn: number,
  aEnemy: number,
  bOwn: number,
  bEnemy: number,
  cOwn: number,
  cEnemy: number,
): number {
  const stepped = own ^ from ^ to;
  const taken = captures(to, stepped, enemy);
  // After a capture the window starts afresh.
  if (taken !== 0) return leavesPrevious(enemy & ~taken, stepped, depth, -1, -1, -1, -1, -1, -1);
  if (stepped === cOwn && enemy === cEnemy) return 0;
  return leavesPrevious(enemy, stepped, depth, enemy, own, aEnemy, aOwn, bEnemy, bOwn);
}

/** The leaves two plies down. */
function leaves2Previous(own: number, enemy: number, bOwn: number, bEnemy: number, cOwn: number, cEnemy: number): number {
  if ((own & (own - 1)) === 0) return 0;
  const empty = ~(own | enemy) & FULL;
  // The one step that may be forbidden here: it comes back to cOwn; every other step is counted.
  const banned = cEnemy === enemy ? cOwn : -1;
  let total = 0;
  for (let m = own & (empty >>> 4); m !== 0; m &= m - 1) {
    const f = m & -m;
    if ((own ^ f ^ (f << 4)) !== banned || captures(f << 4, banned, enemy) !== 0)
      total += afterPrevious(own, enemy, f, f << 4, bOwn, bEnemy);
  }
  for (let m = own & ~FILE_D & (empty >>> 1); m !== 0; m &= m - 1) {
    const f = m & -m;
    if ((own ^ f ^ (f << 1)) !== banned || captures(f << 1, banned, enemy) !== 0)
      total += afterPrevious(own, enemy, f, f << 1, bOwn, bEnemy);
  }
  for (let m = own & (empty << 4); m !== 0; m &= m - 1) {
    const f = m & -m;
    if ((own ^ f ^ (f >>> 4)) !== banned || captures(f >>> 4, banned, enemy) !== 0)
      total += afterPrevious(own, enemy, f, f >>> 4, bOwn, bEnemy);
  }
  for (let m = own & ~FILE_A & (empty << 1); m !== 0; m &= m - 1) {
    const f = m & -m;
    if ((own ^ f ^ (f >>> 1)) !== banned || captures(f >>> 1, banned, enemy) !== 0)
      total += afterPrevious(own, enemy, f, f >>> 1, bOwn, bEnemy);
  }
  return total;
}

/** The leaves `depth` plies down (at least 1). */
function leavesPrevious(
  own: number,
  enemy: number,
  depth: number,
  aOwn: number,
  aEnemy: number,
  bOwn: number,
  bEnemy: number,
  cOwn: number,
  cEnemy: number,
): number {
  if (depth === 1) return countPrevious(own, enemy, cOwn, cEnemy);
  if (depth === 2) return leaves2Previous(own, enemy, bOwn, bEnemy, cOwn, cEnemy);
  if ((own & (own - 1)) === 0) return 0;
  const empty = ~(own | enemy) & FULL;
  const below = depth - 1;
  let total = 0;
  for (let m = own & (empty >>> 4); m !== 0; m &= m - 1) {
    total += belowPrevious(own, enemy, m & -m, (m & -m) << 4, below, aOwn, aEnemy, bOwn, bEnemy, cOwn, cEnemy);
  }
  for (let m = own & ~FILE_D & (empty >>> 1); m !== 0; m &= m - 1) {
    total += belowPrevious(own, enemy, m & -m, (m & -m) << 1, below, aOwn, aEnemy, bOwn, bEnemy, cOwn, cEnemy);
  }
  for (let m = own & (empty << 4); m !== 0; m &= m - 1) {
    total += belowPrevious(own, enemy, m & -m, (m & -m) >>> 4, below, aOwn, aEnemy, bOwn, bEnemy, cOwn, cEnemy);
  }
  for (let m = own & ~FILE_A & (empty << 1); m !== 0; m &= m - 1) {
    total += belowPrevious(own, enemy, m & -m, (m & -m) >>> 1, below, aOwn, aEnemy, bOwn, bEnemy, cOwn, cEnemy);
  }
  return total;
}

// ---- The window's positions as keys ----

/** J4's window under 'previous': the four newest positions, the current one included. */
const WINDOW = 4;
const keyOf = /* @__PURE__ */ maskKey(16);
const TURN_SCALE = 3 ** 16;

/**
 * Reads a key of the history into `at` of the three arrays: Black's mask, White's, the player to
 * move; a value that is no key of a Jul-Gonu position gets turn -1, which no position has.
 */
function readKey(key: PositionKey, at: number, blacks: Int32Array, whites: Int32Array, turns: Int32Array): void {
  turns[at] = -1;
  if (typeof key !== 'number' || !Number.isInteger(key) || key < 0 || key >= 2 * TURN_SCALE) return;
  const turn = key >= TURN_SCALE ? 1 : 0;
  let rest = key - turn * TURN_SCALE;
  let black = 0;
  let white = 0;
  for (let p = 0; p < 16; p++) {
    const digit = rest % 3;
    rest = (rest - digit) / 3;
    if (digit === 1) black |= 1 << p;
    else if (digit === 2) white |= 1 << p;
  }
  blacks[at] = black;
  whites[at] = white;
  turns[at] = turn;
}

/*
 * The line at the start of a count: the window's positions before the start (up to three, from
 * `recent`), the start and the first plies below it, at slots 0 to 6, the start at START. Perft
 * calls nothing outside this module, so one set of arrays serves every count.
 */
const START = WINDOW - 1;
const LINE_BLACK = new Int32Array(START + WINDOW);
const LINE_WHITE = new Int32Array(START + WINDOW);
const LINE_TURN = new Int32Array(START + WINDOW);

/** Whether the position (black, white, turn) is in the line's window, slots `first` to `last`. */
function inLine(black: number, white: number, turn: number, first: number, last: number): boolean {
  for (let i = first; i <= last; i++) {
    if (LINE_TURN[i] === turn && LINE_BLACK[i] === black && LINE_WHITE[i] === white) return true;
  }
  return false;
}

/** A position of the line as the masks of the player `turn` and of the other, for the plain-argument recursion; -1 before `since`. */
const ownAt = (slot: number, since: number, turn: number): number =>
  slot < since ? -1 : turn === 0 ? (LINE_BLACK[slot] as number) : (LINE_WHITE[slot] as number);
const enemyAt = (slot: number, since: number, turn: number): number =>
  slot < since ? -1 : turn === 0 ? (LINE_WHITE[slot] as number) : (LINE_BLACK[slot] as number);

/**
 * The leaves `depth` plies below the line's slot `slot` (the mover `turn`), for the plies whose
 * window reaches before the start: each step's result is compared with every position of the
 * window since the last capture (slot `since`), as the cursor does. Below them the recursion on
 * plain arguments takes over.
 */
function leavesNearStart(own: number, enemy: number, turn: number, depth: number, slot: number, since: number): number {
  if ((own & (own - 1)) === 0) return 0;
  LINE_BLACK[slot] = turn === 0 ? own : enemy;
  LINE_WHITE[slot] = turn === 0 ? enemy : own;
  LINE_TURN[slot] = turn;
  const next = turn ^ 1;
  const first = Math.max(since, slot - (WINDOW - 1));
  const empty = ~(own | enemy) & FULL;
  let total = 0;
  for (let d = 0; d < 4; d++) {
    const shifted = d === 0 ? empty >>> 4 : d === 1 ? (empty >>> 1) & ~FILE_D : d === 2 ? empty << 4 : (empty << 1) & ~FILE_A;
    for (let m = own & shifted; m !== 0; m &= m - 1) {
      const from = m & -m;
      const to = d === 0 ? from << 4 : d === 1 ? from << 1 : d === 2 ? from >>> 4 : from >>> 1;
      const stepped = own ^ from ^ to;
      const taken = captures(to, stepped, enemy);
      if (taken === 0 && inLine(next === 0 ? enemy : stepped, next === 0 ? stepped : enemy, next, first, slot)) continue;
      const after = enemy & ~taken;
      const childSince = taken !== 0 ? slot + 1 : since;
      if (depth === 1) total++;
      else if (slot + 1 < START + WINDOW - 1) total += leavesNearStart(after, stepped, next, depth - 1, slot + 1, childSince);
      else {
        // The child's window holds only positions of this count, all of them reached by play.
        total += leavesPrevious(
          after,
          stepped,
          depth - 1,
          ownAt(slot, childSince, next),
          enemyAt(slot, childSince, next),
          ownAt(slot - 1, childSince, next),
          enemyAt(slot - 1, childSince, next),
          ownAt(slot - 2, childSince, next),
          enemyAt(slot - 2, childSince, next),
        );
      }
    }
  }
  return total;
}

/** Perft under the window, from a state and the keys before it since the last capture. */
function countUnderWindow(state: MutableJulGonuState, depth: number, recent: readonly PositionKey[]): number {
  const known = Math.min(recent.length, START);
  for (let i = 0; i < known; i++)
    readKey(recent[recent.length - known + i] as PositionKey, START - known + i, LINE_BLACK, LINE_WHITE, LINE_TURN);
  const own = state.turn === 0 ? state.black : state.white;
  const enemy = state.turn === 0 ? state.white : state.black;
  return leavesNearStart(own, enemy, state.turn, depth, START, START - known);
}

// ---- Random playouts ----

/** The direction bit (north 1, east 2, south 4, west 8) of the step from bit `from` to bit `to`, or 0 if they are not neighbours. */
function directionOf(from: number, to: number): number {
  if (to === from << 4) return 1;
  if (to === (from & ~FILE_D) << 1) return 2;
  if (to === from >>> 4) return 4;
  return to === (from & ~FILE_A) >>> 1 ? 8 : 0;
}

/** The direction of the rank-r step among a point's directions `code`, as its bit, at code * 4 + r. */
const NTH_DIRECTION = new Int8Array(16 * 4);
/** The number of directions in a code. */
const CODE_SIZE = new Uint8Array(16);
for (let code = 0; code < 16; code++) {
  let r = 0;
  for (let d = 0; d < 4; d++) if (code & (1 << d)) NTH_DIRECTION[code * 4 + r++] = 1 << d;
  CODE_SIZE[code] = r;
}

/**
 * A random playout on the state, in place; returns the plies played. Under the window (`banning`)
 * it keeps the four positions before the current one (ring slots by ply modulo 4; `recent`'s keys
 * for those before the start) and forbids, at each ply, every step that recreates one of the three
 * newest since the last capture, as the cursor does (in play that really happened, at most one).
 * It leaves in `recent` the keys of the four positions before the final one since the last capture,
 * and in `texts` their position strings.
 */
function playout(
  state: MutableJulGonuState,
  random: Random,
  limit: number,
  recent: PositionKey[],
  texts: string[],
  banning: boolean,
): number {
  let own = state.turn === 0 ? state.black : state.white;
  let enemy = state.turn === 0 ? state.white : state.black;
  let turn: number = state.turn;
  // The ring, made only under the window (a playout without one keeps nothing).
  const ring = banning ? WINDOW : 0;
  const blacks = new Int32Array(ring);
  const whites = new Int32Array(ring);
  const turns = new Int32Array(ring);
  /** The keys before the start, the newest last (only those the ring can still hold). */
  const before = banning ? recent.slice(-WINDOW) : [];
  const textsBefore = banning ? texts.slice(-WINDOW) : [];
  // Plies are counted from the start; positions before it are -1, -2, …
  let since = -before.length;
  for (let i = since; i < 0; i++) readKey(before[before.length + i] as PositionKey, i & (WINDOW - 1), blacks, whites, turns);
  let plies = 0;
  while (plies < limit) {
    // J5: a player with at most one piece has lost.
    if ((own & (own - 1)) === 0) break;
    const empty = ~(own | enemy) & FULL;
    const north = own & (empty >>> 4);
    const east = own & ~FILE_D & (empty >>> 1);
    const south = own & (empty << 4);
    const west = own & ~FILE_A & (empty << 1);
    let n = popcount(north | (south << 16)) + popcount(east | (west << 16));
    // The forbidden steps, as the points they leave and their direction bits (at most three).
    let banFrom1 = 0;
    let banFrom2 = 0;
    let banFrom3 = 0;
    let banDirection1 = 0;
    let banDirection2 = 0;
    let banDirection3 = 0;
    if (banning) {
      const next = turn ^ 1;
      for (let back = 1; back < WINDOW && plies - back >= since; back++) {
        const slot = (plies - back) & (WINDOW - 1);
        if (turns[slot] !== next) continue;
        const oldOwn = next === 1 ? (blacks[slot] as number) : (whites[slot] as number);
        const oldEnemy = next === 1 ? (whites[slot] as number) : (blacks[slot] as number);
        if (oldEnemy !== enemy) continue;
        const from = own & ~oldOwn;
        const to = oldOwn & ~own;
        // A step recreates it only if the masks differ by that one step, which captures nothing.
        if (from === 0 || (from & (from - 1)) !== 0 || to === 0 || (to & (to - 1)) !== 0 || (to & empty) === 0) continue;
        const direction = directionOf(from, to);
        if (direction === 0 || captures(to, oldOwn, enemy) !== 0) continue;
        if ((from === banFrom1 && direction === banDirection1) || (from === banFrom2 && direction === banDirection2)) continue;
        n--;
        if (banFrom1 === 0) {
          banFrom1 = from;
          banDirection1 = direction;
        } else if (banFrom2 === 0) {
          banFrom2 = from;
          banDirection2 = direction;
        } else {
          banFrom3 = from;
          banDirection3 = direction;
        }
      }
    }
    if (n === 0) break;
    if (banning) {
      // The position about to be left joins the ring (in place of the one five plies before the next).
      const slot = plies & (WINDOW - 1);
      blacks[slot] = turn === 0 ? own : enemy;
      whites[slot] = turn === 0 ? enemy : own;
      turns[slot] = turn;
    }
    let rank = random.int(n);
    let from: number;
    let direction: number;
    for (let movers = north | east | south | west; ; movers &= movers - 1) {
      from = movers & -movers;
      const p = 31 - Math.clz32(from);
      let code = ((north >>> p) & 1) | (((east >>> p) & 1) << 1) | (((south >>> p) & 1) << 2) | (((west >>> p) & 1) << 3);
      if (from === banFrom1) code &= ~banDirection1;
      if (from === banFrom2) code &= ~banDirection2;
      if (from === banFrom3) code &= ~banDirection3;
      const size = CODE_SIZE[code] as number;
      if (rank < size) {
        direction = NTH_DIRECTION[code * 4 + rank] as number;
        break;
      }
      rank -= size;
    }
    const to = direction === 1 ? from << 4 : direction === 2 ? from << 1 : direction === 4 ? from >>> 4 : from >>> 1;
    const stepped = own ^ from ^ to;
    const taken = captures(to, stepped, enemy);
    own = enemy & ~taken;
    enemy = stepped;
    turn ^= 1;
    plies++;
    // After a capture nothing before can come back.
    if (taken !== 0) since = plies;
  }
  state.turn = turn === 0 ? 0 : 1;
  state.black = turn === 0 ? own : enemy;
  state.white = turn === 0 ? enemy : own;
  if (banning) {
    recent.length = 0;
    texts.length = 0;
    for (let i = Math.max(since, plies - WINDOW); i < plies; i++) {
      const slot = i & (WINDOW - 1);
      if (i < 0) {
        recent.push(before[before.length + i] as PositionKey);
        texts.push(textsBefore[textsBefore.length + i] as string);
        continue;
      }
      const position = { black: blacks[slot] as number, white: whites[slot] as number, turn: turns[slot] as 0 | 1 };
      recent.push(keyOf(position.black, position.white, position.turn));
      texts.push(JULGONU_STATE.formatPosition(position));
    }
  }
  return plies;
}

/** The kernel without J4 ('off'): no history is read or kept. */
const KERNEL_OFF: SearchKernel<MutableJulGonuState> = {
  countLeaves(state, depth) {
    const own = state.turn === 0 ? state.black : state.white;
    const enemy = state.turn === 0 ? state.white : state.black;
    return leavesOff(own, enemy, depth);
  },
  playout: (state, random, limit, recent, texts) => playout(state, random, limit, recent, texts, false),
};

/** The kernel under J4's window of four ('previous'). */
const KERNEL_PREVIOUS: SearchKernel<MutableJulGonuState> = {
  countLeaves: countUnderWindow,
  playout: (state, random, limit, recent, texts) => playout(state, random, limit, recent, texts, true),
};

/**
 * The kernel for a J4 window (`repeatWindow`'s value): its own for no window and for the window of
 * four; none for the whole game's history ('any'), which the cursor keeps.
 */
export function julgonuKernel(window: number): SearchKernel<MutableJulGonuState> | undefined {
  if (window === 0) return KERNEL_OFF;
  return window === WINDOW ? KERNEL_PREVIOUS : undefined;
}
