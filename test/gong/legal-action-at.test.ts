import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/index.js';
import { gong, type GongPosition } from '../../src/gong/index.js';
import { count, generate, legalActionAt } from '../../src/gong/moves.js';
import { parseState, type WorkingGongState } from '../../src/gong/position.js';
import { ENTRANT, MAX_MOVES } from '../../src/gong/actions.js';
import { params } from '../support/fc.js';
import { arbAnyText, arbCrowdedText, arbPlacementText } from './helpers.js';

/**
 * `legalActionAt`, with which a random playout draws its move, must find exactly the action
 * `generate` writes at each rank, and `count` must be the number `generate` writes: at every
 * position of seeded random games (placements, the Gon's holder's Gongs, passes) and in crowded
 * positions (takes, toffs and choices of the pawn entering the Gon).
 */
const list = new Int32Array(MAX_MOVES);

function expectRanksMatch(state: WorkingGongState, where: string): number {
  const n = generate(state, list);
  expect(count(state), where).toBe(n);
  const ranked = Array.from({ length: n }, (_, rank) => legalActionAt(state, rank));
  expect(ranked, where).toEqual(Array.from(list.subarray(0, n)));
  expect(legalActionAt(state, n), where).toBe(-1);
  return n;
}

describe('Gong legalActionAt', () => {
  it('is the generated action of every rank at every position of seeded random games', () => {
    let positions = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const random = createRandom(seed);
      let pos: GongPosition = gong.start({ maxPlies: 400, firstPlayer: seed % 2 === 0 ? 'black' : 'white' });
      while (gong.outcome(pos) === undefined) {
        expectRanksMatch(parseState(pos.board, gong.name), gong.formatPosition(pos));
        positions++;
        const moves = gong.legalMoves(pos);
        pos = gong.play(pos, moves[random.int(moves.length)] as (typeof moves)[number]);
      }
    }
    expect(positions).toBeGreaterThan(5_000);
  });

  it('is the generated action of every rank in scattered and placement positions', () => {
    fc.assert(
      fc.property(fc.oneof(arbAnyText, arbPlacementText), (text) => {
        expectRanksMatch(parseState(text, gong.name), text);
      }),
      params(2000),
    );
  });

  it('finds the toff choices of the pawn entering the Gon in crowded positions', () => {
    let named = 0;
    fc.assert(
      fc.property(arbCrowdedText, (text) => {
        const n = expectRanksMatch(parseState(text, gong.name), text);
        for (let rank = 0; rank < n; rank++) if ((ENTRANT[list[rank] as number] as number) >= 0) named++;
      }),
      params(2000),
    );
    // The property above reaches the toffs where the mover chooses who enters.
    expect(named).toBeGreaterThan(0);
  });
});
