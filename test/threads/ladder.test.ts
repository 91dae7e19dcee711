import { describe, expect, it } from 'vitest';
import { loadBuilt } from './helpers.js';
import { isRulesError } from '../../src/index.js';
import { fitRatings } from '../../src/ai/index.js';

const { core, threads } = await loadBuilt();

describe('playLadder', () => {
  const settings = { levels: [1, 4, 8], games: 4, seed: 9, options: { maxPlies: 150, repetition: 3 } } as const;

  it('plays every pair, the same with 1 and 2 threads, as the match series it is numbered in', async () => {
    const one = await threads.playLadder(core.kono, { ...settings, threads: 1 });
    expect(one.levels).toEqual([1, 4, 8]);
    expect(one.pairs.map((p) => `${p.lower}-${p.higher}`)).toEqual(['1-4', '1-8', '4-8']);
    for (const pair of one.pairs) expect(pair.lowerWins + pair.higherWins + pair.draws).toBe(4);
    expect(await threads.playLadder(core.kono, { ...settings, threads: 2 })).toEqual(one);
    // Pair p's games are games p × 4 … p × 4 + 3 of one series between its two levels.
    const second = await threads.playMatches(core.kono, {
      black: { bot: 'level', settings: { level: 1 } },
      white: { bot: 'level', settings: { level: 8 } },
      games: 4,
      first: 4,
      seed: 9,
      alternate: true,
      options: settings.options,
      threads: 1,
    });
    expect([one.pairs[1]!.lowerWins, one.pairs[1]!.higherWins]).toEqual([second.blackBotWins, second.whiteBotWins]);
    expect(one.pairs[1]!.plies).toBe(second.plies);
    // The ratings are fitRatings' of the pairs' results.
    const fitted = fitRatings(
      3,
      one.pairs.map((p, i) => ({
        first: [0, 0, 1][i]!,
        second: [1, 2, 2][i]!,
        firstWins: p.lowerWins,
        secondWins: p.higherWins,
        draws: p.draws,
      })),
    );
    expect(one.ratings.map((r) => r.rating)).toEqual(fitted.map((r) => r.rating));
    expect(one.ratings.map((r) => [r.level, r.games])).toEqual([
      [1, 8],
      [4, 8],
      [8, 8],
    ]);
  });

  it('refuses bad settings before any game', async () => {
    // [1, <hole>, 3]: a hole is no level.
    const sparse: number[] = [];
    sparse[0] = 1;
    sparse[2] = 3;
    const bad: [unknown, string][] = [
      [{ ...settings, levels: [3] }, 'levels must be at least two increasing integers'],
      [{ ...settings, levels: [4, 2] }, 'levels must be at least two increasing integers'],
      [{ ...settings, levels: [0, 2] }, 'levels must be at least two increasing integers'],
      [{ ...settings, levels: sparse }, 'levels must be at least two increasing integers'],
      [{ ...settings, levels: Array.from({ length: 1e6 }, (_, i) => i) }, 'levels must be at least two increasing integers'],
      [{ ...settings, games: 0 }, 'games must be a positive integer'],
      [{ ...settings, seed: 1.5 }, 'seed must be a safe integer'],
      [{ ...settings, limit: 0 }, 'limit must be an integer'],
      [{ ...settings, depth: 3 }, 'no setting "depth"'],
      [undefined, 'needs settings'],
    ];
    for (const [given, words] of bad) {
      const error: unknown = await threads.playLadder(core.kono, given as never).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(isRulesError(error) && error.code === 'argument/invalid', String(error)).toBe(true);
      expect(String(error)).toContain(words);
    }
    await expect(threads.playLadder({} as never, settings)).rejects.toThrow('playLadder needs a game');
  });
});
