import { describe, expect, it } from 'vitest';
import { createRandom, kono, randomPlayout, randomPlayouts, type KonoPosition, type Random } from '../../src/index.js';
import { expectRulesError } from './helpers.js';

/**
 * The playout as documented — uniform choice by `random.int(n)` among the legal moves in their
 * order — written with the immutable functions instead of the cursor.
 */
function slowPlayout(start: KonoPosition, random: Random, limit: number): { position: KonoPosition; plies: number } {
  let position = start;
  let plies = 0;
  for (; plies < limit; plies++) {
    const moves = kono.legalMoves(position);
    if (moves.length === 0) break;
    position = kono.play(position, moves[random.int(moves.length)] as (typeof moves)[number]);
  }
  return { position, plies };
}

describe('randomPlayout', () => {
  it('is reproducible by seed and differs between seeds', () => {
    const start = kono.start();
    const a = randomPlayout(kono, start, createRandom(3));
    const b = randomPlayout(kono, start, createRandom(3));
    expect(b.plies).toBe(a.plies);
    expect(b.outcome).toEqual(a.outcome);
    expect(kono.formatPosition(b.position)).toBe(kono.formatPosition(a.position));
    const others = [4, 5, 6, 7].map((s) => randomPlayout(kono, start, createRandom(s)));
    expect(others.some((o) => o.plies !== a.plies || kono.formatPosition(o.position) !== kono.formatPosition(a.position))).toBe(true);
  });

  it('plays the game the documented choice rule gives', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      for (const start of [kono.start(), kono.start({ maxPlies: 15 }), kono.start({ repetition: 2 })]) {
        const got = randomPlayout(kono, start, createRandom(seed), { limit: 60 });
        const want = slowPlayout(start, createRandom(seed), 60);
        expect(got.plies).toBe(want.plies);
        expect(kono.formatPosition(got.position)).toBe(kono.formatPosition(want.position));
        expect(got.outcome).toEqual(kono.outcome(want.position));
      }
    }
  });

  it('ends with an outcome, or unfinished at its limit, in a consistent final position', () => {
    for (let seed = 0; seed < 30; seed++) {
      const start = kono.start();
      const result = randomPlayout(kono, start, createRandom(seed), { limit: 40 });
      const { position } = result;
      expect(position.ply).toBe(start.ply + result.plies);
      expect(kono.outcome(position)).toEqual(result.outcome);
      if (result.outcome === undefined) {
        expect(result.plies).toBe(40);
        expect(kono.legalMoves(position).length).toBeGreaterThan(0);
      } else {
        expect(result.plies).toBeLessThanOrEqual(40);
        expect(kono.legalMoves(position)).toEqual([]);
      }
      // The final position is a real one: its string reads back to the same key.
      expect(kono.positionKey(kono.parsePosition(kono.formatPosition(position)))).toBe(kono.positionKey(position));
    }
  });

  it('with maxPlies 20 every playout ends by ply 20', () => {
    const start = kono.start({ maxPlies: 20 });
    for (let seed = 0; seed < 40; seed++) {
      const result = randomPlayout(kono, start, createRandom(seed));
      expect(result.plies).toBeLessThanOrEqual(20);
      expect(result.outcome).toBeDefined();
      if (result.plies === 20) expect(result.outcome).toEqual({ winner: null, reason: 'max-plies' });
    }
  });

  it('with limit 0 plays nothing', () => {
    const start = kono.start();
    const result = randomPlayout(kono, start, createRandom(1), { limit: 0 });
    expect(result.plies).toBe(0);
    expect(result.outcome).toBeUndefined();
    expect(kono.formatPosition(result.position)).toBe(kono.formatPosition(start));
  });

  it('never changes the start position', () => {
    const start = kono.start({ repetition: 3 });
    const before = JSON.stringify(start);
    randomPlayout(kono, start, createRandom(8));
    expect(JSON.stringify(start)).toBe(before);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses the limit %s', (limit) => {
    expectRulesError(() => randomPlayout(kono, kono.start(), createRandom(1), { limit }), 'argument/invalid');
    expectRulesError(() => randomPlayouts(kono, kono.start(), 1, createRandom(1), { limit }), 'argument/invalid');
  });
});

describe('randomPlayouts', () => {
  it('totals add up and match the single playouts drawn from the same source', () => {
    const start = kono.start({ maxPlies: 30 });
    const summary = randomPlayouts(kono, start, 60, createRandom(21), { limit: 25 });
    expect(summary.games).toBe(60);
    expect(summary.blackWins + summary.whiteWins + summary.draws + summary.unfinished).toBe(60);

    const random = createRandom(21);
    const tally = { blackWins: 0, whiteWins: 0, draws: 0, unfinished: 0, plies: 0 };
    for (let g = 0; g < 60; g++) {
      const r = randomPlayout(kono, start, random, { limit: 25 });
      tally.plies += r.plies;
      if (r.outcome === undefined) tally.unfinished++;
      else if (r.outcome.winner === 'black') tally.blackWins++;
      else if (r.outcome.winner === 'white') tally.whiteWins++;
      else tally.draws++;
    }
    expect(summary).toEqual({ games: 60, ...tally });
    // The limit of 25 comes before the 30-ply draw, so some games must be unfinished.
    expect(summary.unfinished).toBeGreaterThan(0);
  });

  it('is reproducible by seed', () => {
    const start = kono.start({ maxPlies: 40 });
    expect(randomPlayouts(kono, start, 30, createRandom(9))).toEqual(randomPlayouts(kono, start, 30, createRandom(9)));
  });

  it('with maxPlies 20 no playout is unfinished or longer than 20 plies', () => {
    const summary = randomPlayouts(kono, kono.start({ maxPlies: 20 }), 100, createRandom(4));
    expect(summary.unfinished).toBe(0);
    expect(summary.blackWins + summary.whiteWins + summary.draws).toBe(100);
    expect(summary.plies).toBeLessThanOrEqual(2000);
  });

  it('counts plies from the given position, not from the game start', () => {
    let start = kono.start({ maxPlies: 20 });
    for (const m of ['a1xa3', 'b4xb2']) start = kono.play(start, kono.parseMove(start, m));
    const summary = randomPlayouts(kono, start, 50, createRandom(4));
    expect(summary.unfinished).toBe(0);
    expect(summary.plies).toBeLessThanOrEqual(50 * 18);
  });

  it('plays no games for count 0', () => {
    expect(randomPlayouts(kono, kono.start(), 0, createRandom(1))).toEqual({
      games: 0,
      blackWins: 0,
      whiteWins: 0,
      draws: 0,
      unfinished: 0,
      plies: 0,
    });
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses the count %s', (count) => {
    expectRulesError(() => randomPlayouts(kono, kono.start(), count, createRandom(1)), 'argument/invalid');
  });
});
