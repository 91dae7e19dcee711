/*
 * Playing strength: each bot of ludicore/ai, searching with the game's own evaluation, against the
 * random player, in seeded matches (the bot alternating Black and White). Slow, so it runs apart
 * from `npm test`: `npm run test:strength` (vitest.strength.config.mts), two files side by side.
 */
import { describe, expect, it } from 'vitest';
import type { Game, OptionsInput } from '../../src/index.js';
import { alphaBeta, mcts } from '../../src/ai/index.js';
import { formatSummary, matchAgainstRandom, type AnyBot } from '../support/match.js';

/** One game's matches: how many games, the score to reach, the start options. */
export interface Case<Id extends string, M, O> {
  readonly game: Game<Id, M, O>;
  /** Games per bot. */
  readonly games: number;
  /** The least score (points per game) the bot must reach. */
  readonly threshold: number;
  /** The start options: a draw rule so every game ends. */
  readonly options: OptionsInput<O>;
}

/** The bots under test, by a name for the summary line; each made from its game and a seed. */
const BOTS = {
  'alpha-beta depth 3': <Id extends string, M, O>(game: Game<Id, M, O>, seed: number): AnyBot<Id, M, O> =>
    alphaBeta(game, { depth: 3, random: seed }),
  'mcts 2000 iterations': <Id extends string, M, O>(game: Game<Id, M, O>, seed: number): AnyBot<Id, M, O> =>
    mcts(game, { iterations: 2000, random: seed }),
};

/** The first bot seed of every match (the random player's are 10,000 above the bot's). */
const FIRST_SEED = 1;

/** Declares the matches of every bot against the random player in one game. */
export function strength<Id extends string, M, O>(c: Case<Id, M, O>): void {
  describe(`${c.game.name} against the random player`, () => {
    for (const [label, make] of Object.entries(BOTS)) {
      it(`${label} scores at least ${c.threshold * 100}% over ${c.games} games`, () => {
        const summary = matchAgainstRandom(c.game, (seed) => make(c.game, seed), {
          games: c.games,
          firstSeed: FIRST_SEED,
          options: c.options,
        });
        console.log(formatSummary(`${c.game.id} ${label}`, summary));
        expect(summary.games).toBe(c.games);
        expect(summary.score).toBeGreaterThanOrEqual(c.threshold);
      });
    }
  });
}
