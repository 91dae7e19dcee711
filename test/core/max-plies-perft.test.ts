import { describe, expect, it } from 'vitest';
import { agon, createRandom, julgonu, kono, gong, type AnyGame, type Position } from '../../src/index.js';
import { countByMoves, kernelTally, moveLists } from '../support/move-by-move.js';

/*
 * The maxPlies draw ends every line at ply maxPlies, so perft that would need a move from there
 * counts nothing at once, under every option set, with or without a game's own count: checked
 * against the count move by move on either side of the limit.
 */

/** A position after `plies` seeded random plies (fewer if the game ends). */
function after(game: AnyGame, options: object, plies: number, seed: number): Position {
  const random = createRandom(seed);
  let position = game.start(options);
  for (let i = 0; i < plies && game.outcome(position) === undefined; i++) {
    const moves = game.legalMoves(position);
    position = game.play(position, moves[random.int(moves.length)]);
  }
  return position;
}

const CASES: readonly [AnyGame, object, number][] = [
  [kono, {}, 4],
  [kono, { reducedToOne: true }, 4],
  [julgonu, { noRepeat: 'any' }, 4],
  [julgonu, { repetition: 2 }, 4],
  [agon, { variant: 'historical' }, 3],
  [agon, { repetition: 3 }, 3],
  [gong, {}, 2],
];

describe('perft under maxPlies', () => {
  for (const [game, options, deepest] of CASES) {
    it(`${game.id} ${JSON.stringify(options)}: the count stops at the limit, as move by move`, () => {
      for (const seed of [1, 2, 3]) {
        const plies = 6 + seed;
        for (let extra = 0; extra <= deepest; extra++) {
          const position = after(game, { ...options, maxPlies: plies + extra }, plies, seed);
          for (let depth = 1; depth <= deepest; depth++) {
            const expected = countByMoves(game.cursor(position), depth, moveLists(game, depth), -1, kernelTally());
            expect(game.cursor(position).countLeaves(depth), `depth ${depth}, ${extra} plies before the limit`).toBe(expected);
            if (position.ply + depth - 1 >= plies + extra) expect(expected).toBe(0);
          }
        }
      }
    });
  }
});
