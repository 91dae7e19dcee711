import type { Random } from '../core/random.js';
import { bufferedKernel, type BufferedSearch } from '../core/buffered-kernel.js';
import type { SearchKernel } from '../core/rules.js';
import { CENTER, EDGE, NEIGHBOUR, RING_ONE } from './board.js';
import { COLOUR, EMPTY, QUEEN, SIZE, type WorkingAgonState } from './position.js';

/*
 * Agon's own perft and random playouts (GameRules.kernel): the rules of moves.ts (A2–A7, A9)
 * rewritten for one flat Int32Array per ply of depth, copied down the line (copy-make), with no
 * call through the shared layers per node. The shared rules can end nothing the kernel runs
 * into: Agon has no no-repetition window, the cursor keeps the `repetition` draw and a `maxPlies`
 * inside the tree to itself, and A7 and A9's draw (both players stuck) are judged here, where the
 * cursor would judge them.
 *
 * A search state, at offsets of one Int32Array: the 91 cells' codes (as position.ts codes them),
 * then a sentinel cell that no piece can enter and that is neither side's (so that a neighbour
 * off the board needs no test), the held and unplaced counts (q g Q G), the player to move, and
 * each side's cells as bit masks (three 32-cell words a side, as in the working state).
 */
const OFF_BOARD = SIZE;
/** Neither side's colour bits alone, nor empty: a neighbour off the board. */
const OFF_CODE = COLOUR;
const HELD = SIZE + 1;
const UNPLACED = HELD + 4;
const TURN = UNPLACED + 4;
const MASKS = TURN + 1;
const STRIDE = MASKS + 6;

/** The neighbour of cell p in direction d at p * 6 + d, the sentinel where there is none. */
const NEXT = Int32Array.from(NEIGHBOUR, (q) => (q < 0 ? OFF_BOARD : q));
const EDGE_CELLS = Int32Array.from(EDGE);
const SEAT = Int32Array.from(RING_ONE);

/*
 * A move of the search: a step as from * 6 + direction (below PLACING), or a placement or a
 * return as PLACING + count-list entry * 128 + cell (the entry names the piece; it is the mover's
 * own for a placement, the opponent's for a return).
 */
const PLACING = 1 << 12;
/** Seven pieces with six directions each, or two kinds on 30 edge cells (as moves.ts's MAX_MOVES). */
const MOST_MOVES = 60;

/** Marks cell p as holding a piece of colour code `colour` (1 or 2) in the state's masks, or clears it. */
function setBit(s: Int32Array, colour: number, p: number, present: boolean): void {
  const word = MASKS + (colour - 1) * 3 + (p >> 5);
  const bit = 1 << (p & 31);
  s[word] = present ? (s[word] as number) | bit : (s[word] as number) & ~bit;
}

/** A7 for the player who has just moved: their Queen on f6 and their six Guards round her. */
function won(s: Int32Array): boolean {
  const colour = 2 - (s[TURN] as number);
  if (s[CENTER] !== (colour | QUEEN)) return false;
  for (let i = 0; i < 6; i++) if (s[SEAT[i] as number] !== colour) return false;
  return true;
}

/**
 * Where the mover's next move comes from (A2 placement, A6 returns): the count-list offset of
 * the pieces it puts down (UNPLACED + its own first entry, or HELD + the opponent's), or -1 when
 * it steps.
 */
function placingFrom(s: Int32Array): number {
  const mine = (s[TURN] as number) * 2;
  if ((s[UNPLACED + mine] as number) + (s[UNPLACED + mine + 1] as number) > 0) return UNPLACED + mine;
  const theirs = 2 - mine;
  if ((s[HELD + theirs] as number) + (s[HELD + theirs + 1] as number) > 0) return HELD + theirs;
  return -1;
}

/**
 * The mask that a cell's code must not share for a step onto it (A3, A4): the mover's colour
 * when entering an enemy takes it (then only empty and enemy cells pass), else every bit (only
 * empty cells pass). The sentinel's code holds both colours, so it never passes.
 */
const blocking = (s: Int32Array, displacement: boolean): number => (displacement ? (s[TURN] as number) + 1 : -1);

/** 1 for a cell code and blocking mask that share no bit (the step is open), else 0; without a branch. */
const open = (shared: number): number => (shared - 1) >>> 31;

/** 1 for a cell code whose colour bits, XORed with the mover's colour, are none (the mover's piece), else 0; without a branch. */
const mine = (code: number): number => ((code & COLOUR) - 1) >>> 31;

/** Each cell's neighbours on the board. */
const DEGREE = Int32Array.from({ length: SIZE }, (_, p) => NEIGHBOUR.subarray(p * 6, p * 6 + 6).filter((q) => q >= 0).length);

/** The number of the mover's legal moves, the pass aside (moves.ts's `count`). */
function countMoves(s: Int32Array, displacement: boolean): number {
  const from = placingFrom(s);
  if (from >= 0) {
    let empty = 0;
    for (let e = 0; e < 30; e++) if (s[EDGE_CELLS[e] as number] === EMPTY) empty++;
    return ((s[from] as number) > 0 ? empty : 0) + ((s[from + 1] as number) > 0 ? empty : 0);
  }
  const turn = s[TURN] as number;
  const first = MASKS + turn * 3;
  let n = 0;
  if (displacement) {
    // Every neighbour on the board but the mover's own pieces: each pair of the mover's
    // neighbouring pieces blocks two steps, and is found once, looking the first three ways.
    const own = turn + 1;
    for (let word = 0; word < 3; word++) {
      for (let bits = s[first + word] as number; bits !== 0; bits &= bits - 1) {
        const p = (word << 5) + 31 - Math.clz32(bits & -bits);
        const at = p * 6;
        n +=
          (DEGREE[p] as number) -
          2 *
            (mine((s[NEXT[at] as number] as number) ^ own) +
              mine((s[NEXT[at + 1] as number] as number) ^ own) +
              mine((s[NEXT[at + 2] as number] as number) ^ own));
      }
    }
    return n;
  }
  const block = blocking(s, displacement);
  for (let word = 0; word < 3; word++) {
    for (let bits = s[first + word] as number; bits !== 0; bits &= bits - 1) {
      const at = ((word << 5) + 31 - Math.clz32(bits & -bits)) * 6;
      n +=
        open((s[NEXT[at] as number] as number) & block) +
        open((s[NEXT[at + 1] as number] as number) & block) +
        open((s[NEXT[at + 2] as number] as number) & block) +
        open((s[NEXT[at + 3] as number] as number) & block) +
        open((s[NEXT[at + 4] as number] as number) & block) +
        open((s[NEXT[at + 5] as number] as number) & block);
    }
  }
  return n;
}

/** Writes the mover's legal moves, the pass aside, in Agon's move order (moves.ts's `generate`); returns their number. */
function listMoves(s: Int32Array, displacement: boolean, out: Int32Array): number {
  let n = 0;
  const from = placingFrom(s);
  if (from >= 0) {
    // A Queen's entry of the count list before the Guards', each on the edge cells in point order.
    const entry = from < UNPLACED ? from - HELD : from - UNPLACED;
    for (let k = 0; k < 2; k++) {
      if ((s[from + k] as number) === 0) continue;
      const base = PLACING + (entry + k) * 128;
      for (let e = 0; e < 30; e++) {
        const at = EDGE_CELLS[e] as number;
        if (s[at] === EMPTY) out[n++] = base + at;
      }
    }
    return n;
  }
  const block = blocking(s, displacement);
  const first = MASKS + (s[TURN] as number) * 3;
  for (let word = 0; word < 3; word++) {
    for (let bits = s[first + word] as number; bits !== 0; bits &= bits - 1) {
      const at = ((word << 5) + 31 - Math.clz32(bits & -bits)) * 6;
      // Every step is written and only the legal ones kept: no branch to mispredict.
      for (let d = 0; d < 6; d++) {
        out[n] = at + d;
        n += open((s[NEXT[at + d] as number] as number) & block);
      }
    }
  }
  return n;
}

/**
 * Writes cell p's code, keeping the masks in step and, in a playout, the open steps (a search
 * that lists its moves, as perft does, tracks none).
 */
function put(s: Int32Array, p: number, code: number, tracker: OpenSteps | undefined): void {
  const old = s[p] as number;
  if (old !== EMPTY) setBit(s, old & COLOUR, p, false);
  if (code !== EMPTY) setBit(s, code & COLOUR, p, true);
  s[p] = code;
  if (tracker !== undefined) tracker.changed(p, old, code);
}

/** A6: the piece on cell p (of code `code`) leaves the board for the capturer's hold. */
function take(s: Int32Array, p: number, code: number, tracker: OpenSteps | undefined): void {
  const entry = HELD + ((code & COLOUR) - 1) * 2 + ((code & QUEEN) !== 0 ? 0 : 1);
  s[entry] = (s[entry] as number) + 1;
  put(s, p, EMPTY, tracker);
}

/** Plays a move of {@link listMoves} in place (moves.ts's `apply`). */
function play(s: Int32Array, move: number, tracker: OpenSteps | undefined): void {
  const turn = s[TURN] as number;
  if (move < PLACING) {
    const own = turn + 1;
    const opponent = 3 - own;
    const from = (move / 6) | 0;
    const to = NEXT[move] as number;
    const target = s[to] as number;
    if (target !== EMPTY) take(s, to, target, tracker);
    const code = s[from] as number;
    s[to] = code;
    s[from] = EMPTY;
    setBit(s, own, from, false);
    setBit(s, own, to, true);
    if (tracker !== undefined) tracker.stepped(from, to, code);
    // A5: an enemy next to the moved piece with a friend behind it, in each direction.
    const at = to * 6;
    for (let d = 0; d < 6; d++) {
      const enemy = NEXT[at + d] as number;
      const taken = s[enemy] as number;
      if ((taken & COLOUR) === opponent && ((s[NEXT[enemy * 6 + d] as number] as number) & COLOUR) === own) take(s, enemy, taken, tracker);
    }
  } else {
    const entry = (move - PLACING) >> 7;
    const colour = (entry >> 1) + 1;
    put(s, (move - PLACING) & 127, colour | ((entry & 1) === 0 ? QUEEN : 0), tracker);
    // The mover's own pieces come from the unplaced ones (A2), the opponent's from its hold (A6).
    const count = colour === turn + 1 ? UNPLACED + entry : HELD + entry;
    s[count] = (s[count] as number) - 1;
  }
  s[TURN] = 1 - turn;
}

/** Cells of a side's open-step masks: the board and the sentinel (whose mask, changed freely, is never read). */
const TRACKED = SIZE + 1;

/** The direction from q = NEXT[p * 6 + d] back to p, at p * 6 + d (found, not assumed of the board's direction order). */
const BACK = Int32Array.from(NEXT, (q, i) => (q === OFF_BOARD ? 0 : NEIGHBOUR.subarray(q * 6, q * 6 + 6).indexOf(Math.floor(i / 6))));
/** The number of directions in a 6-bit mask. */
const DIRECTIONS_IN = Uint8Array.from({ length: 64 }, (_, m) => [0, 1, 2, 3, 4, 5].filter((d) => ((m >> d) & 1) === 1).length);
/** The k-th direction (from 0) of a 6-bit mask, at mask * 6 + k. */
const KTH_DIRECTION = Uint8Array.from(
  { length: 64 * 6 },
  (_, i) => [0, 1, 2, 3, 4, 5].filter((d) => (((i / 6) >> d) & 1) === 1)[i % 6] ?? 0,
);

/**
 * For a playout, which changes one state ply after ply: for each side and each cell, the
 * directions in which that side's piece on the cell could step (a 6-bit mask), kept up to date
 * as cells change. A side's steps are then a table's sum over its seven pieces (where listing
 * them is 42 tests), and the step of a given rank is a table look-up in its piece's mask.
 */
class OpenSteps {
  /** Side 0's (Black's) masks at 0 … TRACKED - 1, side 1's after them. */
  readonly masks = new Int32Array(2 * TRACKED);
  /** Each side's blocking mask (see {@link blocking}). */
  black = 1;
  white = 2;

  /** Finds every cell's masks in search state `s` afresh. */
  reset(s: Int32Array, displacement: boolean): void {
    this.black = displacement ? 1 : -1;
    this.white = displacement ? 2 : -1;
    const masks = this.masks;
    for (let p = 0; p < SIZE; p++) {
      let black = 0;
      let white = 0;
      for (let d = 0; d < 6; d++) {
        const code = s[NEXT[p * 6 + d] as number] as number;
        black |= open(code & this.black) << d;
        white |= open(code & this.white) << d;
      }
      masks[p] = black;
      masks[TRACKED + p] = white;
    }
  }

  /** Cell p's code went from `old` to `code`: for each side for which the cell opened or closed, its neighbours' masks change. */
  changed(p: number, old: number, code: number): void {
    const black = open(code & this.black);
    if (black !== open(old & this.black)) this.#mark(0, p, black);
    const white = open(code & this.white);
    if (white !== open(old & this.white)) this.#mark(TRACKED, p, white);
  }

  /** A piece of code `code` stepped from cell `from` onto the empty cell `to`: `from` opens, `to` closes, for the sides the piece blocks. */
  stepped(from: number, to: number, code: number): void {
    if (open(code & this.black) === 0) {
      this.#mark(0, from, 1);
      this.#mark(0, to, 0);
    }
    if (open(code & this.white) === 0) {
      this.#mark(TRACKED, from, 1);
      this.#mark(TRACKED, to, 0);
    }
  }

  /** Cell p is now open (1) or closed (0) to the side whose masks start at `side`: so is the step onto it of each neighbour. */
  #mark(side: number, p: number, opened: number): void {
    const masks = this.masks;
    for (let at = p * 6, end = at + 6; at < end; at++) {
      const q = side + (NEXT[at] as number);
      const bit = 1 << (BACK[at] as number);
      masks[q] = opened === 1 ? (masks[q] as number) | bit : (masks[q] as number) & ~bit;
    }
  }

  /** The mover's steps in a state where it steps (no placement is due). */
  steps(s: Int32Array): number {
    const masks = this.masks;
    const turn = s[TURN] as number;
    const base = turn * TRACKED;
    const first = MASKS + turn * 3;
    let n = 0;
    for (let word = 0; word < 3; word++) {
      for (let bits = s[first + word] as number; bits !== 0; bits &= bits - 1) {
        n += DIRECTIONS_IN[masks[base + (word << 5) + 31 - Math.clz32(bits & -bits)] as number] as number;
      }
    }
    return n;
  }

  /** The mover's step of rank `rank` in move order (below {@link steps}). */
  step(s: Int32Array, rank: number): number {
    const masks = this.masks;
    const turn = s[TURN] as number;
    const base = turn * TRACKED;
    const first = MASKS + turn * 3;
    for (let word = 0; word < 3; word++) {
      for (let bits = s[first + word] as number; bits !== 0; bits &= bits - 1) {
        const p = (word << 5) + 31 - Math.clz32(bits & -bits);
        const mask = masks[base + p] as number;
        const here = DIRECTIONS_IN[mask] as number;
        if (rank < here) return p * 6 + (KTH_DIRECTION[mask * 6 + rank] as number);
        rank -= here;
      }
    }
    return -1;
  }
}

/** Whether the player not to move would have no move either (A9's draw once the mover has none: a pass changes only the turn). */
function opponentStuck(s: Int32Array, displacement: boolean): boolean {
  const turn = s[TURN] as number;
  s[TURN] = 1 - turn;
  const n = countMoves(s, displacement);
  s[TURN] = turn;
  return n === 0;
}

/** One search's states and move lists, a ply of depth each, grown as a deeper search needs them. */
class AgonSearch implements BufferedSearch<WorkingAgonState, Int32Array> {
  readonly #states: Int32Array[] = [];
  readonly #lists: Int32Array[] = [];
  readonly #tracker = new OpenSteps();
  /** Whether a step may take by entering (A4), as the options say. */
  readonly #displacement: boolean;

  constructor(displacement: boolean) {
    this.#displacement = displacement;
  }

  /** Makes room for `depth` + 1 plies and loads the working state at ply `depth`; returns that search state. */
  load(state: WorkingAgonState, depth: number): Int32Array {
    while (this.#states.length <= depth) {
      const s = new Int32Array(STRIDE);
      s[OFF_BOARD] = OFF_CODE;
      this.#states.push(s);
      this.#lists.push(new Int32Array(MOST_MOVES));
    }
    const s = this.#states[depth] as Int32Array;
    const cells = state.cells;
    for (let p = 0; p < SIZE; p++) s[p] = cells[p] as number;
    for (let i = 0; i < 4; i++) {
      s[HELD + i] = state.held[i] as number;
      s[UNPLACED + i] = state.unplaced[i] as number;
    }
    s[TURN] = state.turn;
    for (let w = 0; w < 6; w++) s[MASKS + w] = state.pieces[w] as number;
    return s;
  }

  /** Writes search state `s` back over the working state. */
  store(s: Int32Array, state: WorkingAgonState): void {
    const cells = state.cells;
    for (let p = 0; p < SIZE; p++) cells[p] = s[p] as number;
    for (let i = 0; i < 4; i++) {
      state.held[i] = s[HELD + i] as number;
      state.unplaced[i] = s[UNPLACED + i] as number;
    }
    state.turn = s[TURN] === 0 ? 0 : 1;
    for (let w = 0; w < 6; w++) state.pieces[w] = s[MASKS + w] as number;
  }

  /** Perft below the state at ply `depth` (at least 1), each line judged as the cursor judges it. */
  countBelow(depth: number): number {
    const s = this.#states[depth] as Int32Array;
    const displacement = this.#displacement;
    if (won(s)) return 0;
    if (depth === 1) {
      const n = countMoves(s, displacement);
      return n > 0 ? n : opponentStuck(s, displacement) ? 0 : 1;
    }
    const moves = this.#lists[depth] as Int32Array;
    const child = this.#states[depth - 1] as Int32Array;
    const n = listMoves(s, displacement, moves);
    if (n === 0) {
      // A9: the pass, the only move, unless neither player can move (a draw).
      if (opponentStuck(s, displacement)) return 0;
      child.set(s);
      child[TURN] = 1 - (s[TURN] as number);
      return this.countBelow(depth - 1);
    }
    let total = 0;
    for (let i = 0; i < n; i++) {
      child.set(s);
      play(child, moves[i] as number, undefined);
      total += this.countBelow(depth - 1);
    }
    return total;
  }

  /** A random playout on the state at ply 0, as the kernel's `playout` describes it. */
  playout(random: Random, limit: number): number {
    const s = this.#states[0] as Int32Array;
    const moves = this.#lists[0] as Int32Array;
    const displacement = this.#displacement;
    const tracker = this.#tracker;
    tracker.reset(s, displacement);
    let plies = 0;
    for (; plies < limit; plies++) {
      if (won(s)) break;
      if (placingFrom(s) < 0) {
        const n = tracker.steps(s);
        if (n > 0) {
          play(s, tracker.step(s, random.int(n)), tracker);
          continue;
        }
      } else {
        const n = listMoves(s, displacement, moves);
        if (n > 0) {
          play(s, moves[random.int(n)] as number, tracker);
          continue;
        }
      }
      if (opponentStuck(s, displacement)) break;
      // A9: the pass is the only legal move, drawn like any other.
      random.int(1);
      s[TURN] = 1 - (s[TURN] as number);
    }
    return plies;
  }
}

/** Agon's search kernels of the seed's rules, with taking by entering (A4) and without. */
const KERNELS: readonly SearchKernel<WorkingAgonState>[] = [
  /* @__PURE__ */ bufferedKernel(() => new AgonSearch(false)),
  /* @__PURE__ */ bufferedKernel(() => new AgonSearch(true)),
];

/**
 * Agon's perft and random playouts on a search state of its own ({@link GameRules.kernel}), for
 * the seed's rules with taking by entering (A4) on or off. Agon has no no-repetition window, so
 * the positions before the current one (`recent`) are never needed.
 */
export function agonKernel(displacement: boolean): SearchKernel<WorkingAgonState> {
  return KERNELS[displacement ? 1 : 0] as SearchKernel<WorkingAgonState>;
}
