import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom, randomPlayout, type Random } from '../../src/index.js';
import { playByMoves } from '../support/searches.js';
import { julgonu, type JulGonuPosition } from '../../src/julgonu/index.js';
import { count, generate, legalActionAt, legalRank, MAX_MOVES } from '../../src/julgonu/moves.js';
import type { MutableJulGonuState } from '../../src/julgonu/position.js';
import { params } from '../support/fc.js';

/*
 * A random playout draws its move by rank: legalActionAt finds the step of a rank, and under J4,
 * where the window forbids a step, legalRank gives the ranks of the forbidden ones to skip. Both
 * must agree with the order generate writes.
 */

/** Any board of two to four pieces a side, either side to move. */
const arbState: fc.Arbitrary<MutableJulGonuState> = fc
  .tuple(
    fc.shuffledSubarray([...Array(16).keys()], { minLength: 4, maxLength: 8 }),
    fc.integer({ min: 2, max: 4 }),
    fc.constantFrom<0 | 1>(0, 1),
  )
  .map(([points, black, turn]) => {
    let b = 0;
    let w = 0;
    points.forEach((p, i) => {
      if (i < black) b |= 1 << p;
      else w |= 1 << p;
    });
    return { black: b, white: w, turn };
  });

/**
 * The playout as documented: uniform choice by `random.int(n)` among the legal moves in their
 * order, J4 applied, written with the immutable functions instead of the cursor.
 */
function playoutByMoves(start: JulGonuPosition, random: Random): { position: JulGonuPosition; plies: number; forbidding: number } {
  let position = start;
  let plies = 0;
  let forbidding = 0;
  while (julgonu.outcome(position) === undefined) {
    const moves = julgonu.legalMoves(position);
    // The same board without its history: J4 forbids nothing there.
    if (julgonu.legalMoves(julgonu.parsePosition(position.board, start.options)).length > moves.length) forbidding++;
    const move = moves[random.int(moves.length)];
    if (move === undefined) throw new Error('no move to play');
    position = julgonu.play(position, move);
    plies++;
  }
  return { position, plies, forbidding };
}

describe("Jul-Gonu's ranks of legal steps", () => {
  it('legalActionAt finds the step generate writes at each rank, and legalRank gives each step its rank', () => {
    const list = new Int32Array(MAX_MOVES);
    fc.assert(
      fc.property(arbState, (state) => {
        const n = generate(state, list);
        expect(count(state)).toBe(n);
        for (let rank = 0; rank < n; rank++) {
          expect(legalActionAt(state, rank)).toBe(list[rank]);
          expect(legalRank(state, list[rank] as number)).toBe(rank);
        }
      }),
      params(2000),
    );
  });

  it('J4: a playout, which skips forbidden steps by their ranks, plays the game the immutable functions play from the same seed', () => {
    let forbidding = 0;
    for (let seed = 0; seed < 60; seed++) {
      const start = julgonu.start({ maxPlies: 300 });
      const got = randomPlayout(julgonu, start, createRandom(seed));
      const want = playoutByMoves(start, createRandom(seed));
      expect(got.plies, `seed ${seed}`).toBe(want.plies);
      expect(got.position.board, `seed ${seed}`).toBe(want.position.board);
      expect(got.position.history, `seed ${seed}`).toEqual(want.position.history);
      expect(got.outcome).toEqual(julgonu.outcome(want.position));
      forbidding += want.forbidding;
    }
    // Back-and-forths are common in random play: J4 forbade steps at many positions of these games.
    expect(forbidding).toBeGreaterThan(100);
  });

  it('J4: after a playout, the legal moves at its last position forbid what the window, reaching back into the playout, forbids', () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat(12), (seed, limit) => {
        const start = julgonu.start();
        const fast = julgonu.cursor(start);
        const slow = julgonu.cursor(start);
        expect(fast.playRandom(createRandom(seed), limit)).toBe(playByMoves(slow, createRandom(seed), limit, julgonu.maxMoves));
        const [mine, theirs] = [new Int32Array(julgonu.maxMoves), new Int32Array(julgonu.maxMoves)];
        expect(fast.countLegalActions()).toBe(slow.countLegalActions());
        const n = fast.legalActions(mine);
        expect(mine.subarray(0, n)).toEqual(theirs.subarray(0, slow.legalActions(theirs)));
        expect(fast.outcome()).toEqual(julgonu.outcome(slow.position()));
      }),
      params(300),
    );
  });
});
