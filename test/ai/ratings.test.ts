import { describe, expect, it } from 'vitest';
import { fitRatings } from '../../src/ai/index.js';
import { thrown } from '../support/errors.js';

/** The rating difference at which the stronger side scores `score`: 400 log10(score / (1 - score)). */
const eloOf = (score: number): number => 400 * Math.log10(score / (1 - score));

describe('fitRatings', () => {
  it('fits two players to the score between them, the prior draw included', () => {
    const [weak, strong] = fitRatings(2, [{ first: 0, second: 1, firstWins: 20, secondWins: 70, draws: 10 }]);
    expect(weak!.rating).toBe(0);
    expect(weak!.low).toBe(0);
    // 70 wins, 10 draws and the prior's one draw: 75.5 points of 101.
    expect(strong!.rating).toBeCloseTo(eloOf(75.5 / 101), 6);
    expect(strong!.step!.difference).toBeCloseTo(strong!.rating, 9);
    expect(strong!.low).toBeLessThan(strong!.rating);
    expect(strong!.high - strong!.rating).toBeCloseTo(strong!.rating - strong!.low, 9);
  });

  it('gives the standard error of a two-player fit: 1.96 / sqrt(n p (1 - p)) in natural units', () => {
    const [, strong] = fitRatings(2, [{ first: 0, second: 1, firstWins: 300, secondWins: 700, draws: 0 }], { priorDraws: 0 });
    const p = 0.7;
    const spread = (1.959963984540054 / Math.sqrt(1000 * p * (1 - p))) * (400 / Math.LN10);
    expect(strong!.rating).toBeCloseTo(eloOf(p), 6);
    expect(strong!.high - strong!.rating).toBeCloseTo(spread, 6);
  });

  it('recovers the ratings that generated the results, and orders them', () => {
    const truth = [0, 150, 320, 500];
    const results = [];
    for (let i = 0; i < truth.length; i++) {
      for (let j = i + 1; j < truth.length; j++) {
        const p = 1 / (1 + 10 ** ((truth[i]! - truth[j]!) / 400));
        // Expected counts of 10,000 games, 500 of them drawn.
        const draws = 500;
        const secondWins = Math.round(10_000 * p - draws / 2);
        results.push({ first: i, second: j, firstWins: 10_000 - draws - secondWins, secondWins, draws });
      }
    }
    const fit = fitRatings(truth.length, results, { priorDraws: 0 });
    fit.forEach((r, i) => expect(Math.abs(r.rating - truth[i]!)).toBeLessThan(3));
    expect(fit[3]!.step!.difference).toBeCloseTo(fit[3]!.rating - fit[2]!.rating, 9);
    expect(fit[3]!.step!.low).toBeLessThan(fit[3]!.step!.difference);
  });

  it('keeps a rating finite when one side won every game, and moves the anchor', () => {
    const fit = fitRatings(2, [{ first: 0, second: 1, firstWins: 0, secondWins: 50, draws: 0 }]);
    expect(Number.isFinite(fit[1]!.rating)).toBe(true);
    expect(fit[1]!.rating).toBeGreaterThan(500);
    const anchored = fitRatings(2, [{ first: 0, second: 1, firstWins: 0, secondWins: 50, draws: 0 }], { anchor: 1 });
    expect(anchored[1]!.rating).toBe(0);
    expect(anchored[0]!.rating).toBeCloseTo(-fit[1]!.rating, 6);
  });

  it('refuses bad input with argument/invalid naming it', () => {
    const ok = { first: 0, second: 1, firstWins: 1, secondWins: 1, draws: 0 };
    const cases: [() => unknown, string][] = [
      [() => fitRatings(0, []), 'players must be an integer'],
      [() => fitRatings(1.5, []), 'players must be an integer'],
      [() => fitRatings(2, null as never), 'results must be an array'],
      [() => fitRatings(2, [null as never]), 'results must be objects'],
      [() => fitRatings(2, [{ ...ok, second: 0 }]), 'must be two different ones'],
      [() => fitRatings(2, [{ ...ok, second: 2 }]), 'must be two different ones'],
      [() => fitRatings(2, [{ ...ok, draws: -1 }]), 'draws must be a non-negative integer'],
      [() => fitRatings(2, [{ ...ok, firstWins: 0.5 }]), 'firstWins must be a non-negative integer'],
      [() => fitRatings(3, [ok]), 'needs games joining every player'],
      [() => fitRatings(2, [ok], { anchor: 2 }), 'anchor must be a player'],
      [() => fitRatings(2, [ok], { priorDraws: -1 }), 'priorDraws must be a non-negative number'],
      [() => fitRatings(2, [ok], null as never), 'settings must be an object'],
    ];
    for (const [call, words] of cases) {
      const error = thrown(call);
      expect(error.code).toBe('argument/invalid');
      expect(error.message).toContain(words);
    }
  });
});
