import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/index.js';
import { julgonu } from '../../src/julgonu/index.js';
import { actionBetween, apply, generate, MAX_MOVES, tookPieces } from '../../src/julgonu/moves.js';
import type { MutableJulGonuState } from '../../src/julgonu/position.js';
import { params } from '../support/fc.js';
import { MODES } from './helpers.js';

/*
 * J4 asks actionBetween which step would recreate each position of its window, from the states
 * of the line; a position loaded afresh asks the key after each step instead. Both must forbid
 * the same steps.
 */

/** Any board of up to four pieces a side (two at least), either side to move. */
const arbState: fc.Arbitrary<MutableJulGonuState> = fc
  .tuple(fc.shuffledSubarray([...Array(16).keys()], { minLength: 4, maxLength: 8 }), fc.nat(4), fc.integer({ min: 0, max: 1 }))
  .map(([points, split, turn]) => {
    const black = Math.min(4, Math.max(2, split));
    let b = 0;
    let w = 0;
    points.forEach((p, i) => {
      if (i < black) b |= 1 << p;
      else if (i < black + 4) w |= 1 << p;
    });
    return { black: b, white: w, turn: turn as 0 | 1 };
  });

const after = (state: MutableJulGonuState, action: number): MutableJulGonuState => {
  const next = { ...state };
  apply(next, action);
  return next;
};

describe("Jul-Gonu's actionBetween (J4's question)", () => {
  it('J4: names each step that captures nothing as the step from a position to the one it makes, and no capture', () => {
    fc.assert(
      fc.property(arbState, (state) => {
        const moves = new Int32Array(MAX_MOVES);
        const n = generate(state, moves);
        for (let i = 0; i < n; i++) {
          const step = moves[i] as number;
          const next = after(state, step);
          if (tookPieces(state, step, next)) expect(actionBetween(state, next)).toBe(-1);
          else expect(actionBetween(state, next)).toBe(step);
        }
      }),
      params(300),
    );
  });

  it('J4: names no step whose result differs from the position asked for, even by its captures alone', () => {
    fc.assert(
      fc.property(arbState, (state) => {
        const moves = new Int32Array(MAX_MOVES);
        const n = generate(state, moves);
        for (let i = 0; i < n; i++) {
          const step = moves[i] as number;
          // The board after the step as if it took nothing: the position asked for.
          const moved = (1 << julgonu.decodeMove(step).from) | (1 << julgonu.decodeMove(step).to);
          const asked: MutableJulGonuState =
            state.turn === 0
              ? { black: state.black ^ moved, white: state.white, turn: 1 }
              : { black: state.black, white: state.white ^ moved, turn: 0 };
          expect(actionBetween(state, asked)).toBe(tookPieces(state, step, after(state, step)) ? -1 : step);
        }
      }),
      params(300),
    );
  });

  it('J4: a step it names between any two positions makes exactly the second', () => {
    fc.assert(
      fc.property(arbState, arbState, (state, earlier) => {
        const step = actionBetween(state, earlier);
        if (step < 0) return;
        const next = after(state, step);
        expect([next.black, next.white, next.turn]).toEqual([earlier.black, earlier.white, earlier.turn]);
      }),
      params(2000),
    );
  });

  it('J4: deep in a line the cursor forbids what a position read afresh forbids, in every mode', () => {
    for (const noRepeat of MODES) {
      for (let seed = 0; seed < 20; seed++) {
        const random = createRandom(seed);
        const cursor = julgonu.cursor(julgonu.start({ noRepeat }));
        const moves = new Int32Array(julgonu.maxMoves);
        for (let ply = 0; ply < 120; ply++) {
          const n = cursor.legalActions(moves);
          const fresh = julgonu.legalMoves(cursor.position()).map((move) => julgonu.encodeMove(move));
          expect([...moves.subarray(0, n)]).toEqual(fresh);
          expect(cursor.countLegalActions()).toBe(n);
          if (n === 0) break;
          cursor.playUnchecked(moves[random.int(n)] as number);
        }
      }
    }
  });
});
