import { lowestBit, popcount } from '../core/bits.js';
import { ownPosition } from '../core/made.js';
import { RulesError } from '../core/errors.js';
import { maskSpace, moverIndex, type MaskSpace } from './mask-space.js';
import { solve, type Solution, type SolveSettings, type Solver } from './solution.js';
import { KONO_BOARD } from '../kono/board.js';
import { kono, type KonoOptions, type KonoPosition } from '../kono/index.js';
import { count, outcome, type KonoMove } from '../kono/moves.js';
import type { MutableKonoState } from '../kono/position.js';

/** Each point's neighbour in each of the four directions, or -1 off the board. */
const NEIGHBOUR = /* @__PURE__ */ Int8Array.from({ length: 64 }, (_, i) => KONO_BOARD.neighbour(i >> 2, i & 3));

/** The most pieces a side: the eight each side starts with. */
const MAX_PIECES = 8;

// A scratch state for counting moves from masks.
const scratch: MutableKonoState = { black: 0, white: 0, turn: 0 };

/**
 * The positions before a Kono move that led to (own, enemy), own to move: the opponent's piece
 * now on `to` came back either one step (K2) or, having jumped over a friend, two (K3), and then
 * the piece it took stands on `to` again.
 */
function unmoves(own: number, enemy: number, maxPieces: number, emit: (own: number, enemy: number) => void): void {
  const occupied = own | enemy;
  const canRestore = popcount(own) < maxPieces;
  for (let movers = enemy; movers !== 0; movers &= movers - 1) {
    const to = lowestBit(movers);
    for (let d = 0; d < 4; d++) {
      const next = NEIGHBOUR[to * 4 + d] as number;
      if (next < 0) continue;
      if (((occupied >>> next) & 1) === 0) {
        emit(enemy ^ (1 << to) ^ (1 << next), own);
      } else if (canRestore && ((enemy >>> next) & 1) === 1) {
        const from = NEIGHBOUR[next * 4 + d] as number;
        if (from >= 0 && ((occupied >>> from) & 1) === 0) emit(enemy ^ (1 << to) ^ (1 << from), own | (1 << to));
      }
    }
  }
}

/** The solver of Kono under one reading of its end: K5 alone, or with K6 (`reducedToOne`). */
function konoSolverOf(reducedToOne: boolean): Solver<'kono', KonoMove, KonoOptions> {
  const rules: KonoOptions = { reducedToOne };
  /** The space of up to `maxPieces` pieces a side, or the class of `pieces` within it. */
  const spaceOf = (maxPieces: number, pieces?: readonly [number, number]): MaskSpace =>
    maskSpace({
      points: 16,
      maxPieces,
      ...(pieces === undefined ? {} : { pieces }),
      maxUnmoves: 32,
      moves(own, enemy) {
        scratch.black = own;
        scratch.white = enemy;
        // The game's own end (K6 under the option) before its moves: a position it ends is lost as it stands.
        return outcome(scratch, true, rules) === undefined ? count(scratch) : 0;
      },
      unmoves: (own, enemy, emit) => unmoves(own, enemy, maxPieces, emit),
    });
  return Object.freeze({
    id: reducedToOne ? 'kono reducedToOne' : 'kono',
    game: kono,
    maxPieces: MAX_PIECES,
    space: (maxPieces: number) => spaceOf(maxPieces),
    // A jump takes one piece (K3).
    material: Object.freeze({ maxTaken: 1, space: (pieces: readonly [number, number]) => spaceOf(MAX_PIECES, pieces) }),
    indexOf(given: KonoPosition): number {
      const position = ownPosition(kono, given);
      const index = moverIndex(position, kono);
      if ((position.options.reducedToOne === true) !== reducedToOne) {
        throw new RulesError(
          'argument/invalid',
          reducedToOne
            ? 'this Kono table solves reducedToOne: true (K6); this position plays on when a side is down to one piece (K5)'
            : 'this Kono table solves the rules without reducedToOne (K5); this position plays with reducedToOne: true (K6)',
        );
      }
      return index;
    },
  });
}

/**
 * The solver of Four Field Kono: the space of every placement of up to eight pieces a side on
 * the 16 points, seen from the player to move (the rules treat both colours alike, so a position
 * and its colour-swapped twin with the other side to move share one entry): 43,046,721 indices.
 * It solves the default rules, K5 alone.
 */
export const konoSolver: Solver<'kono', KonoMove, KonoOptions> = /* @__PURE__ */ konoSolverOf(false);

/**
 * The solver of Four Field Kono with `reducedToOne: true` (K6): the space of {@link konoSolver},
 * where a player to move with at most one piece has lost.
 */
export const konoReducedToOneSolver: Solver<'kono', KonoMove, KonoOptions> = /* @__PURE__ */ konoSolverOf(true);

/**
 * Solves Four Field Kono by retrograde analysis (see `docs/solutions.md`): every placement of up
 * to eight pieces a side (or `maxPieces`), either side to move. The full solve takes about 20 s
 * and 220 MB on the project's machine (see `docs/performance.md`); pass `onProgress` to follow it.
 *
 * @example
 * ```ts
 * import { kono } from 'ludicore/kono';
 * import { solveKono } from 'ludicore/solve';
 * const table = solveKono({ onProgress: (p) => console.log(p.phase, p.decided) });
 * table.value(kono.start()); // → { result: 'draw', plies: undefined }
 * table.perfectMoves(kono.start()).length; // → 4
 * ```
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for unknown settings or a bad `maxPieces`.
 */
export function solveKono(settings?: SolveSettings): Solution<'kono', KonoMove, KonoOptions> {
  return solve(konoSolver, settings);
}
