import { describe, expect, it } from 'vitest';
import { loadBuilt } from './helpers.js';
import type { AnyGame } from '../../src/index.js';

const { core, threads } = await loadBuilt();

describe('bot match series on worker threads', () => {
  const settings = {
    black: { bot: 'alpha-beta', settings: { depth: 2 } },
    white: { bot: 'mcts', settings: { iterations: 60 } },
    games: 6,
    seed: 4,
    alternate: true,
    limit: 120,
  } as const;

  const maskGames: readonly AnyGame[] = [core.kono, core.julgonu];
  for (const game of maskGames) {
    it(`${game.id}: the same games with 1, 2 and 3 threads, and two ranges merge into the whole`, async () => {
      const one = await threads.playMatches(game, { ...settings, threads: 1 });
      expect(one.games).toBe(6);
      expect(one.results.map((r) => r.index)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(one.results.map((r) => r.swapped)).toEqual([false, true, false, true, false, true]);
      expect(one.blackBotWins + one.whiteBotWins + one.draws + one.unfinished).toBe(6);
      expect(one.blackWins + one.whiteWins).toBe(one.blackBotWins + one.whiteBotWins);
      expect(one.plies).toBe(one.results.reduce((sum, r) => sum + r.plies, 0));
      for (const n of [2, 3]) expect(await threads.playMatches(game, { ...settings, threads: n }), `${n} threads`).toEqual(one);
      const low = await threads.playMatches(game, { ...settings, games: 2, threads: 2 });
      const high = await threads.playMatches(game, { ...settings, games: 4, first: 2, threads: 2 });
      expect(threads.addMatchSummaries(high, low)).toEqual(one);
    });
  }

  it('game i is a game between the bots built with matchSeeds(seed, i)', async () => {
    const game = core.kono;
    const options = { maxPlies: 80 };
    const summary = await threads.playMatches(game, {
      black: { bot: 'greedy' },
      white: { bot: 'random' },
      games: 1,
      first: 3,
      seed: 9,
      options,
      threads: 1,
    });
    const seeds = threads.matchSeeds(9, 3);
    const { greedyBot, randomBot } = await import('../../src/ai/index.js');
    const black = greedyBot(core.kono, { random: seeds.black });
    const white = randomBot(core.kono, { random: seeds.white });
    let position = core.kono.start(options);
    while (core.kono.outcome(position) === undefined)
      position = core.kono.play(position, (core.kono.toMove(position) === 'black' ? black : white).chooseMove(position));
    expect(summary.results[0]?.outcome).toEqual(core.kono.outcome(position));
    expect(summary.plies).toBe(position.ply);
  });
});
