import { describe, expect, it } from 'vitest';
import { kono } from '../../src/kono/index.js';
import { checkGame } from '../../src/testing/index.js';

// checkGame stops an unfinished game after 200 plies, so a run visits at most 201 positions.
const PLY_LIMIT = 200;

describe('checkGame conformance suite', () => {
  it('passes with default rules: 200 random games, some of them finished by K5', () => {
    const report = checkGame(kono, { runs: 200, seed: 1 });
    expect(report.runs).toBe(200);
    expect(report.positions).toBeGreaterThan(200 * 2);
    expect(report.positions).toBeLessThanOrEqual(200 * (PLY_LIMIT + 1));
    expect(report.finished).toBeGreaterThan(0);
    // Without draw rules random play shuffles: many games reach the ply limit unfinished.
    expect(report.finished).toBeLessThan(200);
  });

  it('passes with maxPlies: 50, where every game is over within 50 plies', () => {
    const report = checkGame(kono, { runs: 200, seed: 1, options: { maxPlies: 50 } });
    expect(report.runs).toBe(200);
    expect(report.finished).toBe(200);
    expect(report.positions).toBeGreaterThan(200 * 2);
    expect(report.positions).toBeLessThanOrEqual(200 * 51);
  });

  it('K6: passes with reducedToOne, where more games finish, some of them by reduced-to-one', () => {
    const report = checkGame(kono, { runs: 200, seed: 1, options: { reducedToOne: true } });
    expect(report.runs).toBe(200);
    expect(report.finished).toBeGreaterThan(checkGame(kono, { runs: 200, seed: 1 }).finished);
    expect(report.positions).toBeLessThanOrEqual(200 * (PLY_LIMIT + 1));
  });

  it('passes with repetition: 3', () => {
    const report = checkGame(kono, { runs: 200, seed: 1, options: { repetition: 3 } });
    expect(report.runs).toBe(200);
    expect(report.finished).toBeGreaterThan(0);
    expect(report.positions).toBeLessThanOrEqual(200 * (PLY_LIMIT + 1));
  });

  it('passes with repetition: 2 from two lone pieces, where every game ends by repetition', () => {
    // Two lone pieces can neither capture nor be blocked, and have only 480 positions between them.
    const start = kono.parsePosition('w3/4/4/b3 b', { repetition: 2 });
    const report = checkGame(kono, { runs: 50, seed: 3, start });
    expect(report).toMatchObject({ runs: 50, finished: 50 });
  });
});
