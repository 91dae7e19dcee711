import { describe, expect, it } from 'vitest';
import { gong } from '../../src/gong/index.js';
import { checkGame } from '../../src/testing/index.js';
import { build } from './helpers.js';

// Gong games are long: each run stops at 250 plies unless it ends sooner. A position has up to
// 312 moves, so each is checked on a sample of eight of them in full (every move's notation
// and action still checked unique), which affords 20 games a configuration.
const PLY_LIMIT = 250;
const SAMPLE = { movesPerPosition: 8 } as const;

describe('checkGame conformance suite', () => {
  it('passes with the default options', () => {
    const report = checkGame(gong, { runs: 20, seed: 1, maxPlies: PLY_LIMIT, ...SAMPLE });
    expect(report.runs).toBe(20);
    expect(report.positions).toBeGreaterThan(2000);
  });

  it('passes with firstPlayer: white', () => {
    const report = checkGame(gong, { runs: 20, seed: 2, maxPlies: PLY_LIMIT, options: { firstPlayer: 'white' }, ...SAMPLE });
    expect(report.runs).toBe(20);
  });

  it('passes with maxPlies: 60, where every game is over within 60 plies', () => {
    const report = checkGame(gong, { runs: 20, seed: 3, maxPlies: PLY_LIMIT, options: { maxPlies: 60 }, ...SAMPLE });
    expect(report).toEqual({ runs: 20, positions: 20 * 61, finished: 20 });
  });

  it('passes with repetition: 2', () => {
    const report = checkGame(gong, { runs: 20, seed: 4, maxPlies: PLY_LIMIT, options: { repetition: 2 }, ...SAMPLE });
    expect(report.runs).toBe(20);
  });

  it('passes in endgames with few pawns, where games end on the Gon', () => {
    const start = gong.parsePosition(build({ e5: 'b', f9: 'w', g3: 'b' }, 'b'), { maxPlies: 120 });
    const report = checkGame(gong, { runs: 20, seed: 5, start, ...SAMPLE });
    expect(report.finished).toBe(20);
  });
});
