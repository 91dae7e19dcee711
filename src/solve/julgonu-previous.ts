import { lowestBit, popcount } from '../core/bits.js';
import { RulesError } from '../core/errors.js';
import { maskKey } from '../core/masks.js';
import { ownPosition } from '../core/made.js';
import { masksOf, moverIndex } from './mask-space.js';
import type { RetrogradeSpace } from './retrograde.js';
import { solve, type Solution, type SolveSettings, type Solver } from './solution.js';
import { julgonu, type JulGonuOptions, type JulGonuPosition } from '../julgonu/index.js';
import { apply, count, encode, outcome, type JulGonuMove } from '../julgonu/moves.js';
import type { MutableJulGonuState } from '../julgonu/position.js';
import { along, has, unmoves } from './julgonu.js';

/*
 * With J4's default reading a step may not recreate the position of four plies ago. That happens
 * exactly when the opponent's last step undid their step before it and the mover now undoes
 * their own last step (no captures between), so a position's value depends on its board and on
 * three facts about the last moves, which make the state solved here:
 *
 * - G: the opponent's last step, reversed (the opponent's piece on its new point, the point it
 *   left still empty), or none after a capture or at the start of the history;
 * - R: the mover's last step, reversed, while it is still a step the mover can make (none
 *   otherwise, and always none when G is none, since it can then never matter);
 * - F: whether the opponent's last step undid their step before it: then R is forbidden (unless
 *   it captures, for a capture never repeats a position).
 *
 * A step s then leads to: the board after s; G' = s reversed (none if s captured); R' = G, while
 * still a step (none if s entered G's empty point); F' = (s = R, s took nothing, R' not none).
 * Steps are coded per board as (k, d): the k-th piece of the side in point order stepping in
 * direction d; the history of a board is coded as h = 0 (G none), else 1 + g·33 + r with r = 0
 * (R none) or 1 + 2·rCode + F.
 */

/** History codes per board. */
const HISTORIES = 1 + 16 * 33;

const keyOf = /* @__PURE__ */ maskKey(16);

// A scratch state for counting moves from masks.
const scratch: MutableJulGonuState = { black: 0, white: 0, turn: 0 };

/** The code of the step of `mask`'s piece on `from` in direction `d`. */
const stepCode = (mask: number, from: number, d: number): number => popcount(mask & ((1 << from) - 1)) * 4 + d;

/** The point of `mask`'s k-th piece (in point order), or -1. */
function nthPiece(mask: number, k: number): number {
  for (let rest = mask, i = 0; rest !== 0; rest &= rest - 1, i++) if (i === k) return lowestBit(rest);
  return -1;
}

/** Where the step with code `code` of `mask`'s pieces goes, or -1 if it is no step onto an empty point. */
function stepTarget(mask: number, occupied: number, code: number): number {
  const from = nthPiece(mask, code >> 2);
  if (from < 0) return -1;
  const to = along(from, code & 3, 1);
  return to < 0 || has(occupied, to) ? -1 : to;
}

// A scratch state and move for playing a step as the game plays it.
const played: MutableJulGonuState = { black: 0, white: 0, turn: 0 };
const step = { from: 0, to: 0 };

/** Whether the mover (`own`) stepping from `from` onto the empty point `to` takes anything (J3), played by the game's own rules. */
function takes(own: number, enemy: number, from: number, to: number): boolean {
  played.black = own;
  played.white = enemy;
  played.turn = 0;
  step.from = from;
  step.to = to;
  apply(played, encode(step));
  return played.white !== enemy;
}

/** Of the mover's step codes `codes` (each a step onto an empty point), those that capture, as a 16-bit mask. */
function capturingSteps(own: number, enemy: number, codes: number): number {
  let capturing = 0;
  for (let rest = codes; rest !== 0; rest &= rest - 1) {
    const code = lowestBit(rest);
    const from = nthPiece(own, code >> 2);
    if (takes(own, enemy, from, along(from, code & 3, 1))) capturing |= 1 << code;
  }
  return capturing;
}

/** The codes of every step `mask`'s pieces can make, as a 16-bit mask (bit `code`). */
function stepMask(mask: number, occupied: number): number {
  let codes = 0;
  for (let code = 0; code < 16; code++) if (stepTarget(mask, occupied, code) >= 0) codes |= 1 << code;
  return codes;
}

/** The boards of Jul-Gonu (up to four pieces a side, mover's view), numbered: built on first use. */
export interface Boards {
  /** A board's number by its mask index (`maskKey(16)(own, enemy, 0)`), or -1. */
  readonly numberOf: Int32Array;
  /** The mover's pieces of each board. */
  readonly own: Uint16Array;
  /** The opponent's pieces of each board. */
  readonly enemy: Uint16Array;
  /** `upTo[m]`: how many boards have at most `m` pieces a side (they come first). */
  readonly upTo: readonly number[];
  /** The codes of the steps the opponent (`enemy`) can make on each board: the possible G. */
  readonly gCodes: Uint16Array;
  /** The codes of the steps the mover (`own`) can make on each board: the possible R. */
  readonly rCodes: Uint16Array;
  /**
   * `offset[b]`: how many states the boards before board `b` have, so the rank of board `b`'s
   * first state (one more entry than boards: the last is the number of states).
   */
  readonly offset: Int32Array;
}

/** The states of a board with `g` possible steps of the opponent and `r` of the mover: G none, else each G with R none or each R with F. */
const statesOf = (g: number, r: number): number => 1 + g * (1 + 2 * r);

let boardsBuilt: Boards | undefined;

/**
 * Room for `length` elements of `Type`, in shared memory where the platform has it, so that a
 * parallel solve's workers can use the tables this thread built instead of building their own.
 */
function sharedArray<T>(Type: new (buffer: ArrayBuffer | SharedArrayBuffer) => T, bytesPerElement: number, length: number): T {
  const bytes = bytesPerElement * length;
  return new Type(typeof SharedArrayBuffer === 'function' ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes));
}

/** The boards of the solver, built once per thread (or handed over: see {@link adoptBoards}). */
export function boardsOf(): Boards {
  if (boardsBuilt !== undefined) return boardsBuilt;
  const numberOf = sharedArray(Int32Array, 4, 3 ** 16).fill(-1);
  const owns: number[] = [];
  const enemies: number[] = [];
  const upTo: number[] = [];
  // Boards by their larger side, so that an endgame's boards are a prefix and its space small.
  for (let most = 0; most <= MAX_PIECES; most++) {
    for (let own = 0; own < 1 << 16; own++) {
      if (popcount(own) > most) continue;
      const free = 0xffff & ~own;
      for (let enemy = free; ; enemy = (enemy - 1) & free) {
        if (Math.max(popcount(own), popcount(enemy)) === most) {
          numberOf[keyOf(own, enemy, 0)] = owns.length;
          owns.push(own);
          enemies.push(enemy);
        }
        if (enemy === 0) break;
      }
    }
    upTo.push(owns.length);
  }
  const own = sharedArray(Uint16Array, 2, owns.length);
  own.set(owns);
  const enemy = sharedArray(Uint16Array, 2, enemies.length);
  enemy.set(enemies);
  const gCodes = sharedArray(Uint16Array, 2, own.length);
  const rCodes = sharedArray(Uint16Array, 2, own.length);
  const offset = sharedArray(Int32Array, 4, own.length + 1);
  for (let b = 0; b < own.length; b++) {
    const occupied = (own[b] as number) | (enemy[b] as number);
    const g = stepMask(enemy[b] as number, occupied);
    const r = stepMask(own[b] as number, occupied);
    gCodes[b] = g;
    rCodes[b] = r;
    offset[b + 1] = (offset[b] as number) + statesOf(popcount(g), popcount(r));
  }
  boardsBuilt = { numberOf, own, enemy, upTo, gCodes, rCodes, offset };
  return boardsBuilt;
}

/**
 * Takes the boards another thread built (its {@link boardsOf}, in shared memory) instead of
 * building them: a parallel solve's workers share the main thread's 200 MB of board tables.
 */
export function adoptBoards(boards: Boards): void {
  boardsBuilt ??= boards;
}

const MAX_PIECES = 4;

/** The space of (board, history) states with up to `maxPieces` pieces a side, mover's view. */
function historySpace(maxPieces: number): RetrogradeSpace {
  const { numberOf: boardIndex, own: boardOwn, enemy: boardEnemy, upTo, gCodes: boardG, rCodes: boardR, offset } = boardsOf();
  const boards = upTo[maxPieces] as number;

  /** Calls `emit` with every history code of board `b`, in increasing order (so in rank order). */
  const forEachHistory = (b: number, emit: (h: number, g: number, rCode: number, flag: number) => void): void => {
    emit(0, -1, -1, 0);
    const rCodes = boardR[b] as number;
    for (let gCodes = boardG[b] as number; gCodes !== 0; gCodes &= gCodes - 1) {
      const g = lowestBit(gCodes);
      emit(1 + g * 33, g, -1, 0);
      for (let rest = rCodes; rest !== 0; rest &= rest - 1) {
        const r = lowestBit(rest);
        emit(1 + g * 33 + 1 + 2 * r, g, r, 0);
        emit(1 + g * 33 + 2 + 2 * r, g, r, 1);
      }
    }
  };

  /** The rank of a state: its board's offset, then h = 0, then each G (in code order) with R none or each R with F 0 and 1. */
  const rank = (index: number): number => {
    if ((index | 0) !== index || index < 0 || index >= boards * HISTORIES) return -1;
    const b = Math.floor(index / HISTORIES);
    const h = index - b * HISTORIES;
    const first = offset[b] as number;
    if (h === 0) return first;
    const gCodes = boardG[b] as number;
    const rCodes = boardR[b] as number;
    const g = Math.floor((h - 1) / 33);
    const r = (h - 1) % 33;
    if (((gCodes >>> g) & 1) === 0) return -1;
    const row = first + 1 + popcount(gCodes & ((1 << g) - 1)) * (1 + 2 * popcount(rCodes));
    if (r === 0) return row;
    const rCode = (r - 1) >> 1;
    if (((rCodes >>> rCode) & 1) === 0) return -1;
    return row + 1 + 2 * popcount(rCodes & ((1 << rCode) - 1)) + ((r - 1) & 1);
  };

  let out: Int32Array = new Int32Array(0);
  let written = 0;

  return {
    size: boards * HISTORIES,
    positions: offset[boards] as number,
    maxPredecessors: 4 * 4 * 8 * HISTORIES,
    forEachPosition(visit, from = 0, to = Infinity) {
      for (let b = 0; b < boards; b++) {
        let at = offset[b] as number;
        if (at >= to) break;
        if ((offset[b + 1] as number) <= from) continue;
        const own = boardOwn[b] as number;
        const enemy = boardEnemy[b] as number;
        scratch.black = own;
        scratch.white = enemy;
        // The game's own end (J5) before its moves: a position it ends is lost as it stands.
        const moves = outcome(scratch, true) === undefined ? count(scratch) : 0;
        // A forbidden R is one move fewer, unless it captures: asked once a step, not once a history.
        const capturing = moves === 0 || boardG[b] === 0 ? 0 : capturingSteps(own, enemy, boardR[b] as number);
        const base = b * HISTORIES;
        forEachHistory(b, (h, _g, rCode, flag) => {
          // The histories come in rank order: visit those in range.
          const rank = at++;
          if (rank < from || rank >= to) return;
          visit(base + h, flag === 0 || moves === 0 || ((capturing >>> rCode) & 1) === 1 ? moves : moves - 1);
        });
      }
    },
    forEachIndex(visit) {
      for (let b = 0; b < boards; b++) {
        const base = b * HISTORIES;
        forEachHistory(b, (h) => visit(base + h));
      }
    },
    includes(index) {
      return rank(index) >= 0;
    },
    rank,
    predecessors(index, target) {
      out = target;
      written = 0;
      const b = Math.floor(index / HISTORIES);
      const h = index % HISTORIES;
      const own = boardOwn[b] as number;
      const enemy = boardEnemy[b] as number;
      // With one piece or none the opponent had lost before their move (J5).
      if (popcount(enemy) <= 1) return 0;
      if (h === 0) {
        // No history: the last move took pieces (a step taking nothing leaves its G).
        unmoves(own, enemy, maxPieces, (before, restored) => {
          if (restored === 0) return;
          const board = boardIndex[keyOf(before, own | restored, 0)] as number;
          const base = board * HISTORIES;
          forEachHistory(board, (history) => {
            out[written++] = base + history;
          });
        });
        return written;
      }
      const g = Math.floor((h - 1) / 33);
      const r = (h - 1) % 33;
      const rCode = r === 0 ? -1 : (r - 1) >> 1;
      const flag = r === 0 ? 0 : (r - 1) & 1;
      // The last move was the step G reverses: from `from` to `to`, taking nothing.
      const to = nthPiece(enemy, g >> 2);
      const from = along(to, g & 3, 1);
      let tookNothing = true;
      for (let d = 0; d < 4 && tookNothing; d++) {
        if (!has(own, along(to, d, 1))) continue;
        const second = along(to, d, 2);
        tookNothing = !has(enemy, second) && !(has(own, second) && has(enemy, along(to, d, 3)));
      }
      if (!tookNothing) return 0;
      const mover = enemy ^ (1 << to) ^ (1 << from);
      const occupied = mover | own;
      const base = (boardIndex[keyOf(mover, own, 0)] as number) * HISTORIES;
      const stepped = stepCode(mover, from, (g & 3) ^ 2);
      const emitFor = (gBefore: number): void => {
        if (gBefore < 0) {
          // G none: R none and F 0, which leaves R' none and F' 0.
          if (rCode < 0) out[written++] = base;
          return;
        }
        const row = base + 1 + gBefore * 33;
        if (flag === 1) {
          // F' holds only if the step just played was R (and then R was not forbidden).
          out[written++] = row + 1 + 2 * stepped;
          return;
        }
        out[written++] = row;
        for (let codes = stepMask(mover, occupied); codes !== 0; codes &= codes - 1) {
          const code = lowestBit(codes);
          if (code === stepped) {
            // Playing R would have set F' (if R' is a step); R forbidden would have banned it.
            if (rCode < 0) out[written++] = row + 1 + 2 * code;
            continue;
          }
          out[written++] = row + 1 + 2 * code;
          out[written++] = row + 2 + 2 * code;
        }
      };
      if (rCode >= 0) {
        // R' is G before the step: the same step of the same piece, which had its empty point then.
        const rFrom = nthPiece(own, rCode >> 2);
        const rTo = along(rFrom, rCode & 3, 1);
        if (rTo === from) return 0;
        emitFor(rCode);
      } else {
        // G was none, or a step of the opponent's into the point just entered.
        emitFor(-1);
        for (let d = 0; d < 4; d++) {
          const neighbour = along(to, d, 1);
          if (has(own, neighbour)) emitFor(stepCode(own, neighbour, d ^ 2));
        }
      }
      return written;
    },
  };
}

/** The direction from point `from` to its neighbour `to`, or -1. */
const directionTo = (from: number, to: number): number => [0, 1, 2, 3].find((d) => along(from, d, 1) === to) ?? -1;

/** The history code of a position from its history (the keys since the last capture, oldest first). */
function historyOf(position: JulGonuPosition, own: number): number {
  // The masks of the position and of up to three before it, newest first.
  const now = masksOf(julgonu, position);
  const keys: [number, number][] = [[now.black, now.white]];
  for (let i = position.history.length - 1; i >= 0 && keys.length < 4; i--) {
    const before = masksOf(julgonu, julgonu.parsePosition(position.history[i] as string, position.options));
    keys.push([before.black, before.white]);
  }
  const side = now.turn;
  // Masks of the mover (m) and the opponent (o) k plies ago.
  const m = (k: number): number => (keys[k] as [number, number])[side];
  const o = (k: number): number => (keys[k] as [number, number])[side === 0 ? 1 : 0];
  if (keys.length < 2) return 0;
  // G: the opponent's last step, reversed.
  const entered = o(0) & ~o(1);
  const left = o(1) & ~o(0);
  if (popcount(entered) !== 1 || popcount(left) !== 1) return 0;
  // Each mask holds one point here.
  const gFrom = lowestBit(entered);
  const g = stepCode(o(0), gFrom, directionTo(gFrom, lowestBit(left)));
  if (keys.length < 3) return 1 + g * 33;
  // R: the mover's last step, reversed, if the point it left is still empty.
  const rFromMask = m(1) & ~m(2);
  const rToMask = m(2) & ~m(1);
  if (popcount(rFromMask) !== 1 || popcount(rToMask) !== 1 || (rToMask & (own | o(0))) !== 0) return 1 + g * 33;
  const rFrom = lowestBit(rFromMask);
  const r = stepCode(own, rFrom, directionTo(rFrom, lowestBit(rToMask)));
  // F: the opponent's last step undid the one before it.
  const flag = keys.length >= 4 && o(3) === o(0) ? 1 : 0;
  return 1 + g * 33 + 1 + 2 * r + flag;
}

/**
 * The solver of Jul-Gonu with J4's default reading, `noRepeat: 'previous'`: a state is a board
 * (up to four pieces a side, mover's view) with the three facts about the last moves that decide
 * which step J4 forbids now and later (see `docs/solutions.md`): 2,267,253 boards × 529 history
 * codes. A position's history is read from its `history`, so a position reached by play is valued
 * with its past, and one parsed from a string (no past) as such.
 */
export const julGonuPreviousSolver: Solver<'julgonu', JulGonuMove, JulGonuOptions> = /* @__PURE__ */ Object.freeze({
  id: 'julgonu noRepeat=previous',
  game: julgonu,
  maxPieces: MAX_PIECES,
  space: historySpace,
  indexOf(given: JulGonuPosition): number {
    // The history is read from the checked copy, as the state.
    const position = ownPosition(julgonu, given);
    const index = moverIndex(position, julgonu);
    if (position.options.noRepeat !== 'previous') {
      throw new RulesError(
        'argument/invalid',
        `this Jul-Gonu table solves noRepeat 'previous'; this position plays with noRepeat '${String(position.options.noRepeat)}'`,
      );
    }
    const { black, white, turn } = masksOf(julgonu, position);
    return (boardsOf().numberOf[index] as number) * HISTORIES + historyOf(position, turn === 0 ? black : white);
  },
});

/**
 * Solves Jul-Gonu under J4's default reading (`noRepeat: 'previous'`) by retrograde analysis
 * over boards and move histories (see `docs/solutions.md`). About 45 s and 1 GB of memory on
 * the project's machine (see `docs/performance.md`): meant for a one-off build whose table is
 * then saved.
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for unknown settings or a bad `maxPieces`.
 */
export function solveJulGonuPrevious(settings?: SolveSettings): Solution<'julgonu', JulGonuMove, JulGonuOptions> {
  return solve(julGonuPreviousSolver, settings);
}
