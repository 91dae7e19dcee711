import { describe, expect, it } from 'vitest';
import { agon } from '../../src/agon/index.js';
import { checkGame } from '../../src/testing/index.js';
import { build } from './helpers.js';

// Agon games are long (nothing ends them but the seat of power, which random play never reaches),
// so each run stops at 150 plies unless a draw option ends it sooner.
const PLY_LIMIT = 150;

describe('checkGame conformance suite', () => {
  it.each([
    ['fixed', true],
    ['classic', true],
    ['placement', true],
    ['fixed', false],
    ['classic', false],
    ['placement', false],
  ] as const)('passes from the %s setup with displacementCapture %s', (setup, displacementCapture) => {
    const report = checkGame(agon, { runs: 3, seed: 1, maxPlies: PLY_LIMIT, options: { setup, displacementCapture } });
    expect(report.runs).toBe(3);
    expect(report.positions).toBe(3 * (PLY_LIMIT + 1));
    expect(report.finished).toBe(0);
  });

  it('passes with maxPlies: 40, where every game is over within 40 plies', () => {
    const report = checkGame(agon, { runs: 10, seed: 2, maxPlies: PLY_LIMIT, options: { setup: 'classic', maxPlies: 40 } });
    expect(report).toEqual({ runs: 10, positions: 10 * 41, finished: 10 });
  });

  it('passes with repetition: 2', () => {
    const report = checkGame(agon, { runs: 3, seed: 3, maxPlies: PLY_LIMIT, options: { repetition: 2 } });
    expect(report.runs).toBe(3);
    expect(report.positions).toBeLessThanOrEqual(3 * (PLY_LIMIT + 1));
  });

  it('passes next to the seat of power, where A7 wins are one step away', () => {
    const start = agon.parsePosition(build({ f6: 'q', f7: 'g', g6: 'g', g5: 'g', f5: 'g', e5: 'g', d6: 'g', c3: 'G', h7: 'G' }), {
      maxPlies: 30,
    });
    const report = checkGame(agon, { runs: 20, seed: 4, start });
    expect(report.finished).toBe(20);
  });

  it('passes from a walled-in position, through passes and returns', () => {
    const start = agon.parsePosition('qG4/GG5/8/9/10/11/10/9/8/7/GGG2Q b gggggg -', { displacementCapture: false, maxPlies: 40 });
    const report = checkGame(agon, { runs: 5, seed: 5, start });
    expect(report).toEqual({ runs: 5, positions: 5 * 41, finished: 5 });
  });

  it('passes in the historical variant (AH1–AH6), where games capture, release and end', () => {
    const report = checkGame(agon, { runs: 4, seed: 6, maxPlies: 250, options: { variant: 'historical' } });
    expect(report.runs).toBe(4);
    expect(report.positions).toBeGreaterThan(4 * 50);
  });

  it('passes in the historical variant next to AH5’s end, where six Guards win or lose', () => {
    // Black's Queen on f6, five Guards round her and the sixth on g4, next to the empty g5.
    const near = build({ f6: 'q', f7: 'g', g6: 'g', f5: 'g', e5: 'g', e6: 'g', g4: 'g' });
    const report = checkGame(agon, { runs: 20, seed: 7, start: agon.parsePosition(near, { variant: 'historical', maxPlies: 30 }) });
    expect(report.finished).toBe(20);
  });
});
