import { describe, expect, it } from 'vitest';
import { loadBuilt } from './helpers.js';

const { core, threads } = await loadBuilt();

describe('random playouts on worker threads', () => {
  for (const game of core.gameList) {
    it(`${game.id}: the summary is the same with 1, 2 and 4 threads, and two ranges add up to the whole`, async () => {
      const start = game.start();
      const options = { seed: 11, limit: 300 };
      const count = game.id === 'kono' || game.id === 'julgonu' ? 400 : 60;
      const one = await threads.randomPlayouts(game, start, count, { ...options, threads: 1 });
      expect(one.games).toBe(count);
      expect(one.blackWins + one.whiteWins + one.draws + one.unfinished).toBe(count);
      for (const n of [2, 4])
        expect(await threads.randomPlayouts(game, start, count, { ...options, threads: n }), `${n} threads`).toEqual(one);
      const low = await threads.randomPlayouts(game, start, count / 4, { ...options, threads: 2 });
      const high = await threads.randomPlayouts(game, start, count - count / 4, { ...options, first: count / 4, threads: 2 });
      expect(threads.addSummaries(low, high)).toEqual(one);
    });
  }

  it('playout i is the core playout drawing from createRandom(playoutSeed(seed, i))', async () => {
    const game = core.kono;
    const start = game.start();
    for (const i of [0, 1, 17]) {
      const alone = core.randomPlayout(game, start, core.createRandom(threads.playoutSeed(5, i)));
      const summary = await threads.randomPlayouts(game, start, 1, { seed: 5, first: i, threads: 1 });
      expect(summary.plies).toBe(alone.plies);
      expect(summary.blackWins).toBe(alone.outcome?.winner === 'black' ? 1 : 0);
    }
  });

  it('playoutSeed gives non-negative safe integers that differ by seed and index', () => {
    const seeds = new Set<number>();
    for (const seed of [0, 1, -1, 2 ** 40, Number.MIN_SAFE_INTEGER]) {
      for (const index of [0, 1, 2, 2 ** 33, Number.MAX_SAFE_INTEGER]) {
        const derived = threads.playoutSeed(seed, index);
        expect(Number.isSafeInteger(derived) && derived >= 0).toBe(true);
        expect(threads.playoutSeed(seed, index)).toBe(derived);
        seeds.add(derived);
      }
    }
    expect(seeds.size).toBe(25);
  });

  it('gives the calling thread’s summary for a game of the caller’s own', async () => {
    const own = { ...core.julgonu };
    const settings = { seed: 3, limit: 200 };
    expect(await threads.randomPlayouts(own, own.start(), 50, { ...settings, threads: 2 })).toEqual(
      await threads.randomPlayouts(core.julgonu, core.julgonu.start(), 50, { ...settings, threads: 2 }),
    );
  });
});
