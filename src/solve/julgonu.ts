import { lowestBit, popcount } from '../core/bits.js';
import { RulesError } from '../core/errors.js';
import { ownPosition } from '../core/made.js';
import { maskSpace, moverIndex, type MaskSpace } from './mask-space.js';
import { solve, type Solution, type SolveSettings, type Solver } from './solution.js';
import { JULGONU_BOARD } from '../julgonu/board.js';
import { julgonu, type JulGonuOptions, type JulGonuPosition } from '../julgonu/index.js';
import { count, outcome, type JulGonuMove } from '../julgonu/moves.js';
import type { MutableJulGonuState } from '../julgonu/position.js';

/** Each point's neighbour in each of the four directions, or -1 off the board. */
const NEIGHBOUR = /* @__PURE__ */ Int8Array.from({ length: 64 }, (_, i) => JULGONU_BOARD.neighbour(i >> 2, i & 3));

// A scratch state for counting moves from masks.
const scratch: MutableJulGonuState = { black: 0, white: 0, turn: 0 };

/** Whether point `p` (-1 for off the board) is in `mask`. */
export const has = (mask: number, p: number): boolean => p >= 0 && ((mask >>> p) & 1) === 1;

/** The point `steps` points from `p` in direction `d`, or -1. */
export function along(p: number, d: number, steps: number): number {
  for (let i = 0; i < steps && p >= 0; i++) p = NEIGHBOUR[p * 4 + d] as number;
  return p;
}

/**
 * The steps that led to (own, enemy), own to move, each as the opponent's pieces before it, the
 * pieces of own's it took, and the points it went from and to. The opponent's
 * piece now on `to` stepped there from an empty neighbour (J2). Had a line of one or two of
 * own's pieces then stood between `to` and another of the opponent's pieces, it would have been
 * taken (J3), so such a line rules `to` out; and wherever an empty run of one or two points now
 * lies between `to` and an opponent's piece, it may have held own's pieces that the step took
 * (each direction by itself, except back towards the point stepped from).
 */
export function unmoves(
  own: number,
  enemy: number,
  maxPieces: number,
  emit: (before: number, restored: number, from: number, to: number) => void,
): void {
  // With one piece or none the opponent had lost before their move (J5).
  if (popcount(enemy) <= 1) return;
  const occupied = own | enemy;
  const room = maxPieces - popcount(own);
  const taken = [0, 0, 0, 0];
  for (let movers = enemy; movers !== 0; movers &= movers - 1) {
    const to = lowestBit(movers);
    let possible = true;
    for (let d = 0; d < 4 && possible; d++) {
      const first = along(to, d, 1);
      if (!has(own, first)) {
        // Empty runs ending at an opponent's piece may have held pieces the step took.
        const second = along(to, d, 2);
        taken[d] =
          first < 0 || has(enemy, first)
            ? 0
            : has(enemy, second)
              ? 1 << first
              : second >= 0 && !has(occupied, second) && has(enemy, along(to, d, 3))
                ? (1 << first) | (1 << second)
                : 0;
        continue;
      }
      taken[d] = 0;
      const second = along(to, d, 2);
      possible = !has(enemy, second) && !(has(own, second) && has(enemy, along(to, d, 3)));
    }
    if (!possible) continue;
    for (let back = 0; back < 4; back++) {
      const from = along(to, back, 1);
      if (from < 0 || has(occupied, from)) continue;
      const before = enemy ^ (1 << to) ^ (1 << from);
      // Every choice of directions whose run was taken, the direction back excluded.
      for (let choice = 0; choice < 16; choice++) {
        if (choice & (1 << back)) continue;
        let restored = 0;
        let ok = true;
        for (let d = 0; d < 4 && ok; d++) {
          if ((choice & (1 << d)) === 0) continue;
          const run = taken[d] as number;
          ok = run !== 0;
          restored |= run;
        }
        if (ok && popcount(restored) <= room) emit(before, restored, from, to);
      }
    }
  }
}

/** The most pieces a side: the four each side starts with. */
const MAX_PIECES = 4;

/** The space of up to `maxPieces` pieces a side with J4 off, or the class of `pieces` within it. */
function spaceOf(maxPieces: number, pieces?: readonly [number, number]): MaskSpace {
  return maskSpace({
    points: 16,
    maxPieces,
    ...(pieces === undefined ? {} : { pieces }),
    maxUnmoves: 4 * 4 * 8,
    moves(own, enemy) {
      scratch.black = own;
      scratch.white = enemy;
      // The game's own end (J5) before its moves: a position it ends is lost as it stands.
      return outcome(scratch, true) === undefined ? count(scratch) : 0;
    },
    unmoves: (own, enemy, emit) => unmoves(own, enemy, maxPieces, (before, restored) => emit(before, own | restored)),
  });
}

/**
 * The solver of Jul-Gonu with `noRepeat: 'off'` (J4 off, so a position's value depends on the
 * board and the player to move alone): every placement of up to four pieces a side on the 16
 * points, seen from the player to move, as for Kono.
 */
export const julGonuSolver: Solver<'julgonu', JulGonuMove, JulGonuOptions> = /* @__PURE__ */ Object.freeze({
  id: 'julgonu noRepeat=off',
  game: julgonu,
  maxPieces: MAX_PIECES,
  space: (maxPieces: number) => spaceOf(maxPieces),
  // A step takes a line of one or two pieces in each direction but the one it came from, left empty (J3).
  material: /* @__PURE__ */ Object.freeze({ maxTaken: 6, space: (pieces: readonly [number, number]) => spaceOf(MAX_PIECES, pieces) }),
  indexOf(given: JulGonuPosition): number {
    const position = ownPosition(julgonu, given);
    const index = moverIndex(position, julgonu);
    if (position.options.noRepeat !== 'off') {
      throw new RulesError(
        'argument/invalid',
        `the Jul-Gonu table solves noRepeat 'off'; this position plays with noRepeat '${String(position.options.noRepeat)}', ` +
          "where a position's value also depends on the moves before it",
      );
    }
    return index;
  },
});

/**
 * Solves Jul-Gonu with `noRepeat: 'off'` by retrograde analysis (see `docs/solutions.md`):
 * every placement of up to four pieces a side, either side to move. Takes seconds.
 *
 * @example
 * ```ts
 * import { julgonu } from 'ludicore/julgonu';
 * import { solveJulGonu } from 'ludicore/solve';
 * const table = solveJulGonu();
 * const start = julgonu.start({ noRepeat: 'off' });
 * table.value(start); // → { result: 'draw', plies: undefined }
 * table.perfectMoves(start).map((move) => julgonu.formatMove(start, move)); // → ['a1-a2', 'b1-b2', 'c1-c2', 'd1-d2']
 * ```
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for unknown settings or a bad `maxPieces`.
 */
export function solveJulGonu(settings?: SolveSettings): Solution<'julgonu', JulGonuMove, JulGonuOptions> {
  return solve(julGonuSolver, settings);
}
