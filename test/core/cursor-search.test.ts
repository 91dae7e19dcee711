import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agon, createRandom, gong, julgonu, kono, perft, type AnyGame, type Position } from '../../src/index.js';
import { params } from '../support/fc.js';
import { countByMoves, playByMoves } from '../support/searches.js';
import { expectRulesError } from './helpers.js';

const GAMES: readonly AnyGame[] = [kono, julgonu, agon, gong];

/**
 * From `start` after `prefix` seeded random plies: countLeaves to `deepest` and a playout of up to
 * `limit` plies agree with the move-by-move loops (same counts, same plies, same final position).
 */
function agreesMoveByMove(game: AnyGame, start: Position, prefix: number, seed: number, deepest: number, limit: number): void {
  const cursor = game.cursor(start);
  playByMoves(cursor, createRandom(seed), prefix, game.maxMoves);
  const at = cursor.position();
  for (let depth = 0; depth <= deepest; depth++) {
    expect(game.cursor(at).countLeaves(depth)).toBe(countByMoves(game.cursor(at), depth, game.maxMoves));
  }
  const fast = game.cursor(at);
  const slow = game.cursor(at);
  const plies = fast.playRandom(createRandom(seed + 1), limit);
  expect(plies).toBe(playByMoves(slow, createRandom(seed + 1), limit, game.maxMoves));
  expect(fast.ply).toBe(slow.ply);
  expect(fast.depth).toBe(0);
  expect(fast.positionKey()).toBe(slow.positionKey());
  expect(fast.outcome()).toEqual(slow.outcome());
  expect(game.formatPosition(fast.position())).toBe(game.formatPosition(slow.position()));
}

describe('the cursor counts leaves and plays random games', () => {
  it.each(GAMES.map((g) => [g.name, g] as const))('%s: countLeaves and playRandom agree with the move-by-move loops', (_, game) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 1000 }), (prefix, seed) =>
        agreesMoveByMove(game, game.start(), prefix, seed, 2, 300),
      ),
      params(20),
    );
  });

  // The variants, and the rules that look back (the repetition draw, a no-repetition window), whose line the count keeps.
  const VARIANTS = [
    [kono, { reducedToOne: true }],
    [agon, { variant: 'historical' }],
    [kono, { repetition: 2 }],
    [julgonu, { noRepeat: 'any' }],
    [julgonu, { noRepeat: 'off', repetition: 2 }],
    [julgonu, { repetition: 3 }],
    [agon, { repetition: 2 }],
    [gong, { repetition: 2 }],
  ] as const;
  it.each(VARIANTS.map(([g, options]) => [`${g.name} ${JSON.stringify(options)}`, g as AnyGame, options] as const))(
    '%s: countLeaves and playRandom agree with the move-by-move loops',
    (_, game, options) => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 0, max: 1000 }), (prefix, seed) =>
          agreesMoveByMove(game, game.start(options), prefix, seed, 3, 400),
        ),
        params(15),
      );
    },
  );

  it('countLeaves is perft; depth 0 counts the position itself', () => {
    const cursor = kono.cursor(kono.start());
    expect(cursor.countLeaves(0)).toBe(1);
    expect(cursor.countLeaves(4)).toBe(perft(kono, kono.start(), 4));
    expect(cursor.depth).toBe(0);
  });

  it('refuses a depth or a limit out of range, changing nothing', () => {
    const cursor = kono.cursor(kono.start());
    for (const depth of [-1, 1.5, 65, Number.NaN, '2']) expectRulesError(() => cursor.countLeaves(depth as number), 'argument/invalid');
    for (const limit of [-1, 0.5, Infinity, 2 ** 53, '3']) {
      expectRulesError(() => cursor.playRandom(createRandom(1), limit as number), 'argument/invalid');
    }
    expect(cursor.ply).toBe(0);
  });

  it('a playout forgets the line behind it, so its memory does not grow with its length', () => {
    for (const game of GAMES) {
      const cursor = game.cursor(game.start());
      const plies = cursor.playRandom(createRandom(3), 5000);
      expect(cursor.depth).toBe(0);
      expect(cursor.ply).toBe(plies);
      expectRulesError(() => cursor.undo(), 'argument/invalid');
    }
  });

  it('stops at maxPlies, where the game is drawn', () => {
    const start = agon.start({ maxPlies: 40 });
    const cursor = agon.cursor(start);
    expect(cursor.playRandom(createRandom(5), 1000)).toBe(40);
    expect(cursor.outcome()).toEqual({ winner: null, reason: 'max-plies' });
    expect(cursor.playRandom(createRandom(5), 1000)).toBe(0);
  });
});
