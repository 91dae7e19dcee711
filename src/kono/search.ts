import { popcount } from '../core/bits.js';
import type { Random } from '../core/random.js';
import type { SearchKernel } from '../core/rules.js';
import { FILE_A, FILE_D, FILES_AB, FILES_CD, FULL } from './board.js';
import type { MutableKonoState } from './position.js';

/*
 * Kono's own perft and random playouts (GameRules.kernel): the rules of moves.ts written once more
 * on two plain integers, the mover's mask and the opponent's, so that the hot loops make no call
 * through the shared cursor and allocate nothing. Perft recurses on the masks and counts the last
 * ply from them (popcounts, no moves made); a playout counts the moves, draws one rank, and finds
 * that move by walking the movers in move order. No option changes Kono's moves, and the cursor
 * hands nothing to a kernel under the repetition draw, so one kernel serves every option set.
 */

/**
 * The number of legal moves of the mover `own` against `enemy` (K2, K3): four popcounts, each of
 * two kinds of move packed into the low and high halves of one 32-bit word.
 */
function countMoves(own: number, enemy: number): number {
  const empty = ~(own | enemy) & FULL;
  return (
    popcount((own & (empty >>> 4)) | ((own & (empty << 4)) << 16)) +
    popcount((own & ~FILE_D & (empty >>> 1)) | ((own & ~FILE_A & (empty << 1)) << 16)) +
    popcount((own & (own >>> 4) & (enemy >>> 8)) | ((own & (own << 4) & (enemy << 8)) << 16)) +
    popcount((own & FILES_AB & (own >>> 1) & (enemy >>> 2)) | ((own & FILES_CD & (own << 1) & (enemy << 2)) << 16))
  );
}

/*
 * Perft. A move of the piece on bit `f` is the pair of bits it changes in the mover's mask (from and
 * to), and a capture also clears the landing bit in the opponent's; the child is then counted with
 * the sides swapped. A player without a move has lost (K5), which is a count of 0, so no end test
 * is needed.
 */

/** Leaves two plies down: each move played on the masks, the reply counted. */
function leaves2(own: number, enemy: number): number {
  const empty = ~(own | enemy) & FULL;
  let total = 0;
  for (let m = own & (empty >>> 4); m !== 0; m &= m - 1) {
    const f = m & -m;
    total += countMoves(enemy, own ^ (f | (f << 4)));
  }
  for (let m = own & ~FILE_D & (empty >>> 1); m !== 0; m &= m - 1) {
    const f = m & -m;
    total += countMoves(enemy, own ^ (f | (f << 1)));
  }
  for (let m = own & (empty << 4); m !== 0; m &= m - 1) {
    const f = m & -m;
    total += countMoves(enemy, own ^ (f | (f >>> 4)));
  }
  for (let m = own & ~FILE_A & (empty << 1); m !== 0; m &= m - 1) {
    const f = m & -m;
    total += countMoves(enemy, own ^ (f | (f >>> 1)));
  }
  for (let m = own & (own >>> 4) & (enemy >>> 8); m !== 0; m &= m - 1) {
    const f = m & -m;
    total += countMoves(enemy ^ (f << 8), own ^ (f | (f << 8)));
  }
  for (let m = own & FILES_AB & (own >>> 1) & (enemy >>> 2); m !== 0; m &= m - 1) {
    const f = m & -m;
    total += countMoves(enemy ^ (f << 2), own ^ (f | (f << 2)));
  }
  for (let m = own & (own << 4) & (enemy << 8); m !== 0; m &= m - 1) {
    const f = m & -m;
    total += countMoves(enemy ^ (f >>> 8), own ^ (f | (f >>> 8)));
  }
  for (let m = own & FILES_CD & (own << 1) & (enemy << 2); m !== 0; m &= m - 1) {
    const f = m & -m;
    total += countMoves(enemy ^ (f >>> 2), own ^ (f | (f >>> 2)));
  }
  return total;
}

/** Leaves `depth` plies down (at least 1). */
function leaves(own: number, enemy: number, depth: number): number {
  if (depth === 1) return countMoves(own, enemy);
  if (depth === 2) return leaves2(own, enemy);
  const below = depth - 1;
  const empty = ~(own | enemy) & FULL;
  let total = 0;
  for (let m = own & (empty >>> 4); m !== 0; m &= m - 1) {
    const f = m & -m;
    total += leaves(enemy, own ^ (f | (f << 4)), below);
  }
  for (let m = own & ~FILE_D & (empty >>> 1); m !== 0; m &= m - 1) {
    const f = m & -m;
    total += leaves(enemy, own ^ (f | (f << 1)), below);
  }
  for (let m = own & (empty << 4); m !== 0; m &= m - 1) {
    const f = m & -m;
    total += leaves(enemy, own ^ (f | (f >>> 4)), below);
  }
  for (let m = own & ~FILE_A & (empty << 1); m !== 0; m &= m - 1) {
    const f = m & -m;
    total += leaves(enemy, own ^ (f | (f >>> 1)), below);
  }
  for (let m = own & (own >>> 4) & (enemy >>> 8); m !== 0; m &= m - 1) {
    const f = m & -m;
    total += leaves(enemy ^ (f << 8), own ^ (f | (f << 8)), below);
  }
  for (let m = own & FILES_AB & (own >>> 1) & (enemy >>> 2); m !== 0; m &= m - 1) {
    const f = m & -m;
    total += leaves(enemy ^ (f << 2), own ^ (f | (f << 2)), below);
  }
  for (let m = own & (own << 4) & (enemy << 8); m !== 0; m &= m - 1) {
    const f = m & -m;
    total += leaves(enemy ^ (f >>> 8), own ^ (f | (f >>> 8)), below);
  }
  for (let m = own & FILES_CD & (own << 1) & (enemy << 2); m !== 0; m &= m - 1) {
    const f = m & -m;
    total += leaves(enemy ^ (f >>> 2), own ^ (f | (f >>> 2)), below);
  }
  return total;
}

/*
 * Playouts pick the move of a given rank in move order (moves.ts): by the point moved from, then
 * the eight kinds north-step, north-jump, east-step, …, west-jump. A point's kinds form an 8-bit
 * code; NTH_KIND gives the kind of each rank within a code, and MOVED the two bits a kind changes.
 */
const SHIFTS = [4, 1, -4, -1];
/** The from and to bits of point p's move of kind k, at p * 8 + k (0 where the board has no such move: never drawn). */
const MOVED = new Int32Array(16 * 8);
for (let p = 0; p < 16; p++) {
  for (let k = 0; k < 8; k++) {
    const shift = (SHIFTS[k >> 1] as number) * ((k & 1) + 1);
    const to = p + shift;
    MOVED[p * 8 + k] = to >= 0 && to < 16 ? (1 << p) | (1 << to) : 0;
  }
}
/** The kind of the rank-r move among a point's kinds `code`, at code * 8 + r. */
const NTH_KIND = new Int8Array(256 * 8);
/** The number of kinds in a code. */
const CODE_SIZE = new Uint8Array(256);
for (let code = 0; code < 256; code++) {
  let r = 0;
  for (let k = 0; k < 8; k++) if (code & (1 << k)) NTH_KIND[code * 8 + r++] = k;
  CODE_SIZE[code] = r;
}

/** A random playout on the state, in place; returns the plies played. */
function playout(state: MutableKonoState, random: Random, limit: number): number {
  let own = state.turn === 0 ? state.black : state.white;
  let enemy = state.turn === 0 ? state.white : state.black;
  let plies = 0;
  while (plies < limit) {
    const empty = ~(own | enemy) & FULL;
    const northStep = own & (empty >>> 4);
    const northJump = own & (own >>> 4) & (enemy >>> 8);
    const eastStep = own & ~FILE_D & (empty >>> 1);
    const eastJump = own & FILES_AB & (own >>> 1) & (enemy >>> 2);
    const southStep = own & (empty << 4);
    const southJump = own & (own << 4) & (enemy << 8);
    const westStep = own & ~FILE_A & (empty << 1);
    const westJump = own & FILES_CD & (own << 1) & (enemy << 2);
    const n =
      popcount(northStep | (southStep << 16)) +
      popcount(eastStep | (westStep << 16)) +
      popcount(northJump | (southJump << 16)) +
      popcount(eastJump | (westJump << 16));
    // K5: the player to move has no move, and the game is over.
    if (n === 0) break;
    let rank = random.int(n);
    let moved: number;
    for (let movers = northStep | northJump | eastStep | eastJump | southStep | southJump | westStep | westJump; ; movers &= movers - 1) {
      const p = 31 - Math.clz32(movers & -movers);
      const code =
        ((northStep >>> p) & 1) |
        (((northJump >>> p) & 1) << 1) |
        (((eastStep >>> p) & 1) << 2) |
        (((eastJump >>> p) & 1) << 3) |
        (((southStep >>> p) & 1) << 4) |
        (((southJump >>> p) & 1) << 5) |
        (((westStep >>> p) & 1) << 6) |
        (((westJump >>> p) & 1) << 7);
      const size = CODE_SIZE[code] as number;
      if (rank < size) {
        moved = MOVED[p * 8 + (NTH_KIND[code * 8 + rank] as number)] as number;
        break;
      }
      rank -= size;
    }
    // The landing bit of a capture held an enemy piece, which goes; a step's held none.
    const next = enemy & ~moved;
    enemy = own ^ moved;
    own = next;
    plies++;
  }
  // An odd number of plies leaves the other player to move, whose pieces are now in `own`.
  const turn = (state.turn ^ (plies & 1)) as 0 | 1;
  state.turn = turn;
  state.black = turn === 0 ? own : enemy;
  state.white = turn === 0 ? enemy : own;
  return plies;
}

/** The kernel: Kono keeps no history (no rule of its own looks back), so `recent` is neither read nor changed. */
export const KONO_KERNEL: SearchKernel<MutableKonoState> = {
  countLeaves: (state, depth) => {
    const own = state.turn === 0 ? state.black : state.white;
    const enemy = state.turn === 0 ? state.white : state.black;
    return leaves(own, enemy, depth);
  },
  playout: (state, random, limit) => playout(state, random, limit),
};
