// A round robin of the levels of botForLevel on worker threads, and their ratings fitted to it.
import { MAX_LEVEL, MIN_LEVEL } from '../ai/levels.js';
import { fitRatings, type Rating } from '../ai/ratings.js';
import { describeValue } from '../core/describe.js';
import { RulesError } from '../core/errors.js';
import type { Game, Position } from '../core/game.js';
import { requireGame } from '../core/guards.js';
import type { OptionsInput } from '../core/options.js';
import { readSettings } from '../core/read-settings.js';
import type { MatchJob } from './jobs.js';
import { MAX_MATCH_PLIES } from './matches.js';
import { checkRange } from './playouts.js';
import { runJobs } from './pool.js';
import { checkModule, checkThreads, threadCount, type ThreadOptions } from './settings.js';

/** Settings of {@link playLadder}. */
export interface LadderSettings<O> extends ThreadOptions {
  /** The levels that play, in increasing order (default: every level, 1 to 10). */
  readonly levels?: readonly number[];
  /** Games each pair of levels plays, colours alternating (a positive integer; even keeps colours fair). */
  readonly games: number;
  /** The seed of the whole round robin, any safe integer. */
  readonly seed: number;
  /** The rules options of the start position (a draw rule such as `maxPlies` makes sure every game ends). */
  readonly options?: OptionsInput<O>;
  /** Stop a game after this many plies, counted as a draw, if it has not ended (default 1,000). */
  readonly limit?: number;
}

/** The games between two levels of a {@link Ladder}. */
export interface LadderPair {
  /** The lower level. */
  readonly lower: number;
  /** The higher level. */
  readonly higher: number;
  /** Games played (half of them with the lower level as Black). */
  readonly games: number;
  /** Games the lower level won. */
  readonly lowerWins: number;
  /** Games the higher level won. */
  readonly higherWins: number;
  /** Games drawn, those stopped at the ply limit included. */
  readonly draws: number;
  /** Plies played in all the pair's games together. */
  readonly plies: number;
}

/** A level's fitted rating: see {@link Rating}, whose `player` is the index in {@link Ladder.levels}. */
export interface LevelRating extends Rating {
  /** The level. */
  readonly level: number;
  /** Games it played. */
  readonly games: number;
}

/** What {@link playLadder} found. */
export interface Ladder {
  /** The levels that played, in increasing order. */
  readonly levels: readonly number[];
  /** Every pair's results. */
  readonly pairs: readonly LadderPair[];
  /** The ratings fitted to them, the lowest level anchored at 0. */
  readonly ratings: readonly LevelRating[];
}

/**
 * Plays a round robin of `botForLevel`'s levels on worker threads and fits their ratings
 * (`fitRatings`: Bradley–Terry by maximum likelihood, draws counted half, the lowest level at 0).
 * Each pair plays `games` games, colours alternating; game `k` of the `p`-th pair (pairs in
 * order: (1, 2), (1, 3), …, (2, 3), …) is game number `p × games + k` of one match series
 * seeded with `seed`, so the round robin is the same whatever the thread count.
 *
 * @example
 * ```ts
 * import { kono } from 'ludicore';
 * import { playLadder } from 'ludicore/threads';
 * const ladder = await playLadder(kono, { levels: [1, 4], games: 4, seed: 1, options: { maxPlies: 100 } });
 * ladder.pairs.map((pair) => pair.games); // → [4]
 * ladder.ratings.map((r) => r.level); // → [1, 4]
 * ```
 *
 * @returns a promise of the results and ratings.
 * @throws {@link ludicore!RulesError | RulesError} (the promise rejects) `argument/invalid` for a
 *   value that is not a game, unknown settings, levels that are not at least two increasing
 *   integers from 1 to 10, `games` not a positive integer, a seed not a safe integer, a `limit`
 *   out of range or a `threads` out of range; `option/invalid` for bad rules options.
 */
export async function playLadder<Id extends string, M, O>(game: Game<Id, M, O>, settings: LadderSettings<O>): Promise<Ladder> {
  const owner = 'playLadder';
  requireGame(game, owner);
  const known = readSettings(owner, settings, ['levels', 'games', 'seed', 'options', 'limit', 'threads', 'module']);
  if (settings === undefined) throw new RulesError('argument/invalid', `${owner} needs settings with the games and seed, got undefined`);
  const levels = readLevels(owner, known['levels']);
  const games = known['games'];
  if (typeof games !== 'number' || !Number.isInteger(games) || games < 1) {
    throw new RulesError('argument/invalid', `${owner} games must be a positive integer, got ${describeValue(games)}`);
  }
  const seed = known['seed'];
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) {
    throw new RulesError('argument/invalid', `${owner} seed must be a safe integer, got ${describeValue(seed)}`);
  }
  const limit = known['limit'] ?? 1000;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAX_MATCH_PLIES) {
    throw new RulesError('argument/invalid', `${owner} limit must be an integer from 1 to ${MAX_MATCH_PLIES}, got ${describeValue(limit)}`);
  }
  const given = checkThreads(owner, known['threads']);
  const module = checkModule(owner, known['module']);
  const position: Position<Id, O> = game.cursor(game.start(known['options'] as OptionsInput<O> | undefined)).position();

  const pairs: [number, number][] = [];
  for (let a = 0; a < levels.length; a++) for (let b = a + 1; b < levels.length; b++) pairs.push([a, b]);
  // The games' numbers stay safe integers however many pairs there are.
  checkRange(owner, 0, pairs.length * games);
  const jobs = pairs.flatMap(([a, b], p) =>
    Array.from({ length: games }, (_, k): MatchJob => ({
      kind: 'match',
      position,
      seed,
      index: p * games + k,
      black: { bot: 'level', settings: { level: levels[a] as number } },
      white: { bot: 'level', settings: { level: levels[b] as number } },
      alternate: true,
      limit,
    })),
  );
  const results = await runJobs(game, jobs, await threadCount(given), module);

  const tallies = pairs.map(([a, b]) => ({
    lower: levels[a] as number,
    higher: levels[b] as number,
    games: 0,
    lowerWins: 0,
    higherWins: 0,
    draws: 0,
    plies: 0,
  }));
  for (const result of results) {
    const tally = tallies[Math.floor(result.index / games)] as (typeof tallies)[number];
    tally.games++;
    tally.plies += result.plies;
    const winner = result.outcome?.winner;
    // The lower level plays Black in the even-numbered games, White in the odd (swapped) ones.
    if (winner === undefined || winner === null) tally.draws++;
    else if ((winner === 'black') !== result.swapped) tally.lowerWins++;
    else tally.higherWins++;
  }
  const fitted = fitRatings(
    levels.length,
    tallies.map((t, p) => ({
      first: (pairs[p] as [number, number])[0],
      second: (pairs[p] as [number, number])[1],
      firstWins: t.lowerWins,
      secondWins: t.higherWins,
      draws: t.draws,
    })),
  );
  const ratings = fitted.map((r): LevelRating => ({
    ...r,
    level: levels[r.player] as number,
    games: tallies.reduce((sum, t) => sum + (t.lower === levels[r.player] || t.higher === levels[r.player] ? t.games : 0), 0),
  }));
  return { levels, pairs: tallies, ratings };
}

function readLevels(owner: string, value: unknown): readonly number[] {
  if (value === undefined) return Array.from({ length: MAX_LEVEL - MIN_LEVEL + 1 }, (_, i) => MIN_LEVEL + i);
  // Read index by index (a sparse array's holes are refused), once each, after the length is bounded.
  const levels = Array.isArray(value) && value.length >= 2 && value.length <= MAX_LEVEL ? Array.from(value as unknown[]) : [];
  const valid =
    levels.length > 0 &&
    levels.every(
      (level, i) =>
        typeof level === 'number' &&
        Number.isInteger(level) &&
        level >= MIN_LEVEL &&
        level <= MAX_LEVEL &&
        (i === 0 || level > (levels[i - 1] as number)),
    );
  if (!valid) {
    throw new RulesError(
      'argument/invalid',
      `${owner} levels must be at least two increasing integers from ${MIN_LEVEL} to ${MAX_LEVEL}, got ${describeValue(value)}`,
    );
  }
  return levels as number[];
}
