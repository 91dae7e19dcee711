import { ownPosition } from '../core/made.js';
import { lowestBit } from '../core/bits.js';
import { RulesError } from '../core/errors.js';
import type { Game, Position } from '../core/game.js';
import { maskKey, type MaskState } from '../core/masks.js';
import type { RetrogradeSpace } from './retrograde.js';
import { describeValue } from '../core/describe.js';
import { requireGame } from '../core/guards.js';

const spaceKey = /* @__PURE__ */ maskKey(16);

/**
 * The masks of a mask game's position (Kono, Jul-Gonu), read through the game's contract: its
 * pieces point by point and the player to move.
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a value that is not a position of `game`.
 */
export function masksOf<Id extends string, M, O>(game: Game<Id, M, O>, position: Position<Id, O>): MaskState {
  const own = ownPosition(game, position);
  let black = 0;
  let white = 0;
  for (let p = 0; p < game.board.size; p++) {
    const owner = game.pieceAt(own, p)?.owner;
    if (owner === 'black') black |= 1 << p;
    else if (owner === 'white') white |= 1 << p;
  }
  return { black, white, turn: game.toMove(own) === 'black' ? 0 : 1 };
}

/**
 * The index, in a {@link maskSpace} of 16 points, of a mask game's position: its pieces seen from
 * the player to move (theirs as `own`, so a side to move and its colour-swapped twin share an
 * index).
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a value that is not a position of `game`, or a
 *   `game` that is not a game.
 */
export function moverIndex<Id extends string, M, O>(position: Position<Id, O>, game: Game<Id, M, O>): number {
  requireGame(game, 'moverIndex');
  const { black, white, turn } = masksOf(game, position);
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
  /**
   * Only the positions of one material class: one side with `pieces[0]` pieces and the other with
   * `pieces[1]`, either side to move (see `materialClasses`); default: every count up to `maxPieces`.
   * The moves and predecessors are still those of the space of `maxPieces` pieces a side.
   */
  readonly pieces?: readonly [number, number];
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
 * positions), or with `pieces` of one material class of it. Its indices are the base-3 codes of
 * the placements, its ranks count only the placements it holds: an endgame's or a class's solve
 * and table hold only its own positions.
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a number of points
 *   outside 1 to 16, a `maxPieces` that is not an integer from 0 to the points, or `pieces` that
 *   are not two counts from 0 to `maxPieces`; for `rules` that are not an object.
 */
export function maskSpace(rules: MaskSpaceRules): MaskSpace {
  if (typeof rules !== 'object' || rules === null) {
    throw new RulesError('argument/invalid', `maskSpace needs the rules of a mask space, got ${describeValue(rules)}`);
  }
  const { points, maxPieces, pieces } = rules;
  if (!(Number.isInteger(points) && points >= 1 && points <= 2 * HALF)) {
    throw new RulesError('argument/invalid', `a mask space has 1 to ${2 * HALF} points, not ${describeValue(points)}`);
  }
  if (!(Number.isInteger(maxPieces) && maxPieces >= 0 && maxPieces <= points)) {
    throw new RulesError('argument/invalid', `a mask space has 0 to ${points} pieces a side at most, not ${describeValue(maxPieces)}`);
  }
  const isCount = (n: unknown): boolean => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= maxPieces;
  if (pieces !== undefined && !(Array.isArray(pieces) && pieces.length === 2 && isCount(pieces[0]) && isCount(pieces[1]))) {
    throw new RulesError('argument/invalid', `a material class has 0 to ${maxPieces} pieces a side, not ${describeValue(pieces)}`);
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
  /** Whether the space holds the positions with `own` pieces for the player to move and `enemy` for the other. */
  const holds =
    pieces === undefined
      ? (own: number, enemy: number): boolean => own <= maxPieces && enemy <= maxPieces
      : (own: number, enemy: number): boolean => (own === pieces[0] && enemy === pieces[1]) || (own === pieces[1] && enemy === pieces[0]);

  // The ranks: an index is a low half (points 0–7) and a high half (points 8–15) of base-3 digits.
  // Positions are ranked in index order, so a position's rank is the offset of its high half
  // (the positions with a smaller one) plus the rank of its low half among the low halves that
  // fit beside that high half (the piece counts of both halves together being ones the space holds).
  const lowSize = 3 ** Math.min(points, HALF);
  const highSize = 3 ** Math.max(points - HALF, 0);
  const counts = HALF + 1;
  // For each room (the own and enemy pieces of a high half), the low halves that fit beside it, in
  // order, and the rank of each low half among them.
  const lowLists: Uint16Array[] = [];
  const lowRank = new Int32Array(counts * counts * lowSize);
  for (let room = 0; room < counts * counts; room++) {
    const highOwn = Math.floor(room / counts);
    const highEnemy = room % counts;
    const list: number[] = [];
    for (let low = 0; low < lowSize; low++) {
      const fits = holds(highOwn + (bits[halfOwn[low] as number] as number), highEnemy + (bits[halfEnemy[low] as number] as number));
      lowRank[room * lowSize + low] = fits ? list.length : -1;
      if (fits) list.push(low);
    }
    lowLists.push(Uint16Array.from(list));
  }
  /** The room of a high half: its own and enemy piece counts. */
  const roomOf = (high: number): number => (bits[halfOwn[high] as number] as number) * counts + (bits[halfEnemy[high] as number] as number);
  // Per high half: where its room's low ranks start in lowRank (-1: none fit), and its offset.
  const highRanks = new Int32Array(highSize);
  const highOffset = new Int32Array(highSize + 1);
  for (let high = 0; high < highSize; high++) {
    const room = roomOf(high);
    const fitting = (lowLists[room] as Uint16Array).length;
    highRanks[high] = fitting === 0 ? -1 : room * lowSize;
    highOffset[high + 1] = (highOffset[high] as number) + fitting;
  }
  const size = 3 ** points;
  // On the solve's hot path (a rank per predecessor): integer arithmetic and table reads only.
  const rank = (index: number): number => {
    if ((index | 0) !== index || index < 0 || index >= size) return -1;
    const high = Math.floor(index / lowSize);
    const ranks = highRanks[high] as number;
    if (ranks < 0) return -1;
    const inHigh = lowRank[ranks + index - high * lowSize] as number;
    return inHigh < 0 ? -1 : (highOffset[high] as number) + inHigh;
  };

  /** Every placement the space holds whose rank is in [from, to), in index order (so in rank order). */
  const forEachPlacement = (visit: (own: number, enemy: number) => void, from = 0, to = Infinity): void => {
    for (let high = 0; high < highSize; high++) {
      const first = highOffset[high] as number;
      if (first >= to) break;
      const lows = lowLists[roomOf(high)] as Uint16Array;
      const end = Math.min(lows.length, to - first);
      const highOwn = (halfOwn[high] as number) << HALF;
      const highEnemy = (halfEnemy[high] as number) << HALF;
      for (let k = Math.max(0, from - first); k < end; k++) {
        const low = lows[k] as number;
        visit(highOwn | (halfOwn[low] as number), highEnemy | (halfEnemy[low] as number));
      }
    }
  };

  let out: Int32Array = new Int32Array(0);
  let written = 0;
  const emit = (own: number, enemy: number): void => {
    out[written++] = indexOf(own, enemy);
  };
  return {
    size,
    positions: highOffset[highSize] as number,
    maxPredecessors: rules.maxUnmoves,
    indexOf,
    ownOf,
    enemyOf,
    forEachPosition(visit, from, to) {
      forEachPlacement((own, enemy) => visit(indexOf(own, enemy), rules.moves(own, enemy)), from, to);
    },
    forEachIndex(visit) {
      forEachPlacement((own, enemy) => visit(indexOf(own, enemy)));
    },
    includes(index) {
      return rank(index) >= 0;
    },
    rank,
    predecessors(index, target) {
      out = target;
      written = 0;
      rules.unmoves(ownOf(index), enemyOf(index), emit);
      return written;
    },
  };
}
