import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/index.js';
import { kono, type KonoOptions, type KonoPosition } from '../../src/kono/index.js';
import { params } from '../support/fc.js';
import { countByMoves, expectSearchesAgree } from '../support/searches.js';
import { randomLine } from '../support/lines.js';

/** A position reached by `plies` seeded random moves through kono.play from the start under `options`. */
function played(seed: number, plies: number, options: KonoOptions = {}): KonoPosition {
  const start = kono.start(options);
  return randomLine(kono, seed, plies, start).at(-1) ?? start;
}

describe("Kono's perft and playouts on its own functions agree with the cursor's move-by-move loops", () => {
  it('perft at depths 1 to 4 and random playouts, on positions reached by random play', () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat(120), fc.integer(), fc.nat(500), (seed, plies, playoutSeed, limit) => {
        expectSearchesAgree(kono, played(seed, plies), [1, 2, 3, 4], playoutSeed, limit);
      }),
      params(150),
    );
  });

  it('with maxPlies: the count stops at the limit, and a playout ends there drawn by max-plies', () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat(40), fc.integer({ min: 1, max: 5 }), fc.integer(), (seed, plies, extra, playoutSeed) => {
        const options = { maxPlies: plies + extra };
        const position = played(seed, plies, options);
        expectSearchesAgree(kono, position, [1, 2, 3, 4, 5, 6], playoutSeed, 1000);
        const cursor = kono.cursor(position);
        cursor.playRandom(createRandom(playoutSeed), 1000);
        const outcome = cursor.outcome();
        // Unless K5 ended it first, the game ends at the limit, drawn.
        if (outcome?.reason !== 'no-moves' && outcome?.reason !== 'captured-all') {
          expect(cursor.ply).toBe(options.maxPlies);
          expect(outcome).toEqual({ winner: null, reason: 'max-plies' });
        }
      }),
      params(60),
    );
  });

  it('maxPlies: 3 leaves no line of 4 plies, where the moves alone would count 576', () => {
    const cursor = kono.cursor(kono.start({ maxPlies: 3 }));
    expect(cursor.countLeaves(3)).toBe(100);
    expect(cursor.countLeaves(4)).toBe(0);
    expect(kono.cursor(kono.start()).countLeaves(4)).toBe(576);
    const playout = kono.cursor(kono.start({ maxPlies: 3 }));
    expect(playout.playRandom(createRandom(1), 1000)).toBe(3);
    expect(playout.outcome()).toEqual({ winner: null, reason: 'max-plies' });
  });

  it('with repetition: 2, the cursor judges the draw itself, and prunes what the moves alone would count', () => {
    const text = 'w3/4/4/b3 b';
    const drawn = kono.cursor(kono.parsePosition(text, { repetition: 2 }));
    expect(drawn.countLeaves(5)).toBe(countByMoves(kono.cursor(kono.parsePosition(text, { repetition: 2 })), 5, kono.maxMoves));
    expect(drawn.countLeaves(5)).toBeLessThan(kono.cursor(kono.parsePosition(text)).countLeaves(5));
    fc.assert(
      fc.property(fc.integer(), fc.nat(60), fc.integer(), (seed, plies, playoutSeed) => {
        const position = played(seed, plies, { repetition: 2, maxPlies: 300 });
        expectSearchesAgree(kono, position, [1, 2, 3, 4], playoutSeed, 1000);
      }),
      params(30),
    );
  });
});
