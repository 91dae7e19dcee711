import { describe, expect, it } from 'vitest';
import { gong } from '../../src/gong/index.js';
import { checkGame } from '../../src/testing/index.js';
import { build } from './helpers.js';

// Gong games are long: each run stops at 250 plies unless it ends sooner.
const PLY_LIMIT = 250;

describe('checkGame conformance suite', () => {
  it('passes with the default options', () => {
    const report = checkGame(gong, { runs: 1, seed: 1, maxPlies: PLY_LIMIT });
    expect(report.runs).toBe(1);
    expect(report.positions).toBeGreaterThan(100);
  });

  it('passes with firstPlayer: white', () => {
    const report = checkGame(gong, { runs: 1, seed: 2, maxPlies: PLY_LIMIT, options: { firstPlayer: 'white' } });
    expect(report.runs).toBe(1);
  });

  it('passes with maxPlies: 60, where every game is over within 60 plies', () => {
    const report = checkGame(gong, { runs: 3, seed: 3, maxPlies: PLY_LIMIT, options: { maxPlies: 60 } });
    expect(report).toEqual({ runs: 3, positions: 3 * 61, finished: 3 });
  });

  it('passes with repetition: 2', () => {
    const report = checkGame(gong, { runs: 1, seed: 4, maxPlies: PLY_LIMIT, options: { repetition: 2 } });
    expect(report.runs).toBe(1);
  });

  it('passes in endgames with few pawns, where games end on the Gon', () => {
    const start = gong.parsePosition(build({ e5: 'b', f9: 'w', g3: 'b' }, 'b'), { maxPlies: 120 });
    const report = checkGame(gong, { runs: 3, seed: 5, start });
    expect(report.finished).toBe(3);
  });
});
