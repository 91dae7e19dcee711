import { describe, expect, it } from 'vitest';
import { julgonu } from '../../src/julgonu/index.js';
import { checkGame } from '../../src/testing/index.js';
import { MODES } from './helpers.js';

// checkGame stops an unfinished game after 200 plies, so a run visits at most 201 positions.
const PLY_LIMIT = 200;

describe('checkGame conformance suite', () => {
  it.each(MODES)('passes with noRepeat %s: 60 random games, some of them finished by J5', (noRepeat) => {
    const report = checkGame(julgonu, { runs: 60, seed: 1, options: { noRepeat } });
    expect(report.runs).toBe(60);
    expect(report.positions).toBeGreaterThan(60 * 2);
    expect(report.positions).toBeLessThanOrEqual(60 * (PLY_LIMIT + 1));
    expect(report.finished).toBeGreaterThan(0);
  });

  it('passes with maxPlies: 40, where every game is over within 40 plies', () => {
    const report = checkGame(julgonu, { runs: 100, seed: 2, options: { maxPlies: 40 } });
    expect(report.finished).toBe(100);
    expect(report.positions).toBeLessThanOrEqual(100 * 41);
  });

  it('passes with repetition: 2 and J4 off, where shuffling ends games quickly', () => {
    const report = checkGame(julgonu, { runs: 100, seed: 3, options: { repetition: 2, noRepeat: 'off' } });
    expect(report.finished).toBe(100);
  });

  it('passes with repetition: 3 and every J4 reading', () => {
    for (const noRepeat of MODES) {
      const report = checkGame(julgonu, { runs: 25, seed: 4, options: { repetition: 3, noRepeat } });
      expect(report.finished).toBeGreaterThan(0);
    }
  });

  it('passes from a sparse position where J4 stalemates and reduced-to-one come early', () => {
    for (const noRepeat of MODES) {
      const start = julgonu.parsePosition('wb2/b3/3w/2b1 b', { noRepeat, maxPlies: 60 });
      const report = checkGame(julgonu, { runs: 60, seed: 5, start });
      expect(report).toMatchObject({ runs: 60, finished: 60 });
    }
  });

  it('passes from a position parsed with White to move', () => {
    const report = checkGame(julgonu, { runs: 40, seed: 6, start: julgonu.parsePosition('w2w/1ww1/1bb1/b2b w', { noRepeat: 'any' }) });
    expect(report.runs).toBe(40);
  });
});
