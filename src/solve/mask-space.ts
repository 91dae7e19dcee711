import { ownPosition } from '../core/admission.js';
import { lowestBit } from '../core/bits.js';
import { RulesError } from '../core/errors.js';
import type { Game, Position } from '../core/game.js';
import { maskKey, type MaskState } from '../core/masks.js';
import type { RetrogradeSpace } from './retrograde.js';

const spaceKey = /* @__PURE__ */ maskKey(16);

/**
 * The index, in a {@link maskSpace} of 16 points, of a mask game's position: its pieces seen from
 * the player to move (theirs as `own`, so a side to move and its colour-swapped twin share an
 * index).
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a value that is not a position of `game`.
 */
export function moverIndex<M, O>(position: Position<MaskState, O>, game: Game<MaskState, M, O>): number {
  const { black, white, turn } = ownPosition(game, position).state;
  return spaceKey(turn === 0 ? black : white, turn === 0 ? white : black, 0);
}

/**
 * The rules a mask game (Kono, Jul-Gonu) gives {@link maskSpace}: positions are seen from the
 * player to move, `own` their pieces and `enemy` the opponent's, as bit masks of the points.
 */
export interface MaskSpaceRules {
  /** Points on the board (at most 16). */
  readonly points: number;
  /** The most pieces a side may have in the space. */
  readonly maxPieces: number;
  /** The most moves that can lead to one position (the room predecessors need). */
  readonly maxUnmoves: number;
  /** The legal moves of the player to move; 0 when the position is lost as it stands. */
  moves(own: number, enemy: number): number;
  /**
   * Calls `emit` once per legal move that leads to this position, with the position before it
   * seen from its own player to move (whose pieces are now `enemy`).
   */
  unmoves(own: number, enemy: number, emit: (own: number, enemy: number) => void): void;
}

/** A {@link RetrogradeSpace} of mask positions, indexed by a base-3 digit per point (1 own, 2 enemy). */
export interface MaskSpace extends RetrogradeSpace {
  /** The index of a position. */
  indexOf(own: number, enemy: number): number;
  /** The mover's pieces of the position at an index. */
  ownOf(index: number): number;
  /** The opponent's pieces of the position at an index. */
  enemyOf(index: number): number;
}

const HALF = 8;
const HALF_SIZE = 3 ** HALF;

/**
 * The space of every placement of up to `maxPieces` pieces a side on a board of up to 16 points,
 * with the player to move always counted as `own` (so colour-symmetric rules need half the
 * positions).
 */
export function maskSpace(rules: MaskSpaceRules): MaskSpace {
  const { points, maxPieces } = rules;
  if (!(Number.isInteger(points) && points >= 1 && points <= 2 * HALF)) {
    throw new RulesError('argument/invalid', `a mask space has 1 to ${2 * HALF} points, not ${String(points)}`);
  }
  const full = (1 << points) - 1;
  const ternary = new Int32Array(1 << points);
  const bits = new Uint8Array(1 << points);
  for (let mask = 1; mask <= full; mask++) {
    const low = lowestBit(mask);
    ternary[mask] = (ternary[mask & (mask - 1)] as number) + 3 ** low;
    bits[mask] = (bits[mask & (mask - 1)] as number) + 1;
  }
  // Half an index (eight base-3 digits) back to its two masks.
  const halfOwn = new Uint8Array(HALF_SIZE);
  const halfEnemy = new Uint8Array(HALF_SIZE);
  for (let i = 0; i < HALF_SIZE; i++) {
    for (let p = 0, rest = i; p < HALF; p++, rest = Math.floor(rest / 3)) {
      if (rest % 3 === 1) halfOwn[i] = (halfOwn[i] as number) | (1 << p);
      if (rest % 3 === 2) halfEnemy[i] = (halfEnemy[i] as number) | (1 << p);
    }
  }
  const indexOf = (own: number, enemy: number): number => (ternary[own] as number) + 2 * (ternary[enemy] as number);
  const ownOf = (index: number): number =>
    (halfOwn[index % HALF_SIZE] as number) | ((halfOwn[Math.floor(index / HALF_SIZE)] as number) << HALF);
  const enemyOf = (index: number): number =>
    (halfEnemy[index % HALF_SIZE] as number) | ((halfEnemy[Math.floor(index / HALF_SIZE)] as number) << HALF);

  /** Every placement of up to `maxPieces` pieces a side, the mover's masks in increasing order. */
  const forEachPlacement = (visit: (own: number, enemy: number) => void): void => {
    for (let own = 0; own <= full; own++) {
      if ((bits[own] as number) > maxPieces) continue;
      const free = full & ~own;
      for (let enemy = free; ; enemy = (enemy - 1) & free) {
        if ((bits[enemy] as number) <= maxPieces) visit(own, enemy);
        if (enemy === 0) break;
      }
    }
  };

  let out: Int32Array = new Int32Array(0);
  let written = 0;
  const emit = (own: number, enemy: number): void => {
    out[written++] = indexOf(own, enemy);
  };
  return {
    size: 3 ** points,
    maxPredecessors: rules.maxUnmoves,
    indexOf,
    ownOf,
    enemyOf,
    forEachPosition(visit) {
      forEachPlacement((own, enemy) => visit(indexOf(own, enemy), rules.moves(own, enemy)));
    },
    forEachIndex(visit) {
      forEachPlacement((own, enemy) => visit(indexOf(own, enemy)));
    },
    includes(index) {
      return (
        Number.isInteger(index) &&
        index >= 0 &&
        index < 3 ** points &&
        (bits[ownOf(index)] as number) <= maxPieces &&
        (bits[enemyOf(index)] as number) <= maxPieces
      );
    },
    predecessors(index, target) {
      out = target;
      written = 0;
      rules.unmoves(ownOf(index), enemyOf(index), emit);
      return written;
    },
  };
}
