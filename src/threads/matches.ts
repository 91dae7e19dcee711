// Series of games between two bots on worker threads, each game with its own seeds, so that a
// series is the same whatever the thread count and can be split by game numbers across machines.
import { describeValue } from '../core/describe.js';
import { RulesError } from '../core/errors.js';
import type { Game, Position } from '../core/game.js';
import { requireGame } from '../core/guards.js';
import type { OptionsInput } from '../core/options.js';
import { readSettings } from '../core/read-settings.js';
import { readBotSpec, type BotSpec } from './bots.js';
import type { MatchGameResult, MatchJob } from './jobs.js';
import { checkRange } from './playouts.js';
import { runJobs } from './pool.js';
import { checkedMatchResults } from './summary-check.js';
import { checkModule, checkThreads, threadCount, type ThreadOptions } from './settings.js';

/** The most plies a match game may be given: a game's time is linear in its limit. */
export const MAX_MATCH_PLIES = 1_000_000;

/** Settings of {@link playMatches}. */
export interface MatchSettings<Id extends string, O> extends ThreadOptions {
  /** The bot that plays Black (in the even-numbered games, with `alternate`). */
  readonly black: BotSpec;
  /** The bot that plays White (in the even-numbered games, with `alternate`). */
  readonly white: BotSpec;
  /** Games to play: the games `first … first + games - 1` of the series. */
  readonly games: number;
  /** The series' seed, any safe integer: game `i` seeds its bots with {@link matchSeeds}`(seed, i)`. */
  readonly seed: number;
  /** The number of the first game (default 0), so that ranges of one series can run apart and be added ({@link addMatchSummaries}). */
  readonly first?: number;
  /** The rules options of the start position (a draw rule such as `maxPlies` makes sure every game ends). */
  readonly options?: OptionsInput<O>;
  /** The position every game starts from (default: the start under `options`). */
  readonly position?: Position<Id, O>;
  /** Whether the bots swap colours in the odd-numbered games (default `false`). */
  readonly alternate?: boolean;
  /** Stop a game after this many plies, as unfinished, if it has not ended (default 1,000, at most {@link MAX_MATCH_PLIES}). */
  readonly limit?: number;
}

/** Totals of a match series, with each game's result. */
export interface MatchSummary {
  /** Games played. */
  readonly games: number;
  /** Games the bot given as `black` won, whichever colour it played. */
  readonly blackBotWins: number;
  /** Games the bot given as `white` won, whichever colour it played. */
  readonly whiteBotWins: number;
  /** Games Black won, whichever bot played it. */
  readonly blackWins: number;
  /** Games White won, whichever bot played it. */
  readonly whiteWins: number;
  /** Games drawn. */
  readonly draws: number;
  /** Games stopped at the ply limit before they ended. */
  readonly unfinished: number;
  /** Plies played in all games together. */
  readonly plies: number;
  /** Each game's result, by game number. */
  readonly results: readonly MatchGameResult[];
}

/**
 * The summary of the series whose ranges `summaries` are: the counts added, the results merged by
 * game number.
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a value that is not a match summary (a list of
 *   game results, each with an index, plies, `swapped` and an outcome or `undefined`).
 */
export function addMatchSummaries(...summaries: readonly MatchSummary[]): MatchSummary {
  return summarise(checkedMatchResults(summaries));
}

/** The totals of a list of games' results. */
function summarise(games: readonly MatchGameResult[]): MatchSummary {
  const results = [...games].sort((a, b) => a.index - b.index);
  let blackBotWins = 0;
  let whiteBotWins = 0;
  let blackWins = 0;
  let whiteWins = 0;
  let draws = 0;
  let unfinished = 0;
  let plies = 0;
  for (const result of results) {
    plies += result.plies;
    const winner = result.outcome?.winner;
    if (result.outcome === undefined) unfinished++;
    else if (winner === null) draws++;
    else {
      if (winner === 'black') blackWins++;
      else whiteWins++;
      if ((winner === 'black') !== result.swapped) blackBotWins++;
      else whiteBotWins++;
    }
  }
  return { games: results.length, blackBotWins, whiteBotWins, blackWins, whiteWins, draws, unfinished, plies, results };
}

/**
 * Plays the games `first … first + games - 1` of a series between two bots (described as data,
 * {@link BotSpec}) on worker threads. Game `i` builds both bots afresh with the seeds
 * {@link matchSeeds}`(seed, i)` and, with `alternate`, swaps their colours when `i` is odd; the
 * bots have node or iteration budgets (a spec with `time` is refused), so every game, and so the
 * summary, is the same whatever the thread count and whichever machine played it. A game that is
 * not one of the registry's plays in the calling thread, unless `module` exports it.
 *
 * @example
 * ```ts
 * import { kono } from 'ludicore';
 * import { playMatches } from 'ludicore/threads';
 * const summary = await playMatches(kono, {
 *   black: { bot: 'alpha-beta', settings: { depth: 3 } },
 *   white: { bot: 'mcts', settings: { iterations: 300 } },
 *   games: 20,
 *   seed: 1,
 *   alternate: true,
 *   options: { maxPlies: 200 },
 * });
 * summary.games; // → 20
 * summary.unfinished; // → 0
 * ```
 *
 * @returns a promise of the series' totals and each game's result.
 * @throws {@link ludicore!RulesError | RulesError} (the promise rejects) `argument/invalid` for a
 *   `game` that is not a game, settings that are not an object of the known keys, a bot spec of
 *   an unknown kind or with settings its bot refuses (or `time`), `games` or `first` not a
 *   non-negative integer, a seed not a safe integer, a `limit` not from 1 to
 *   {@link MAX_MATCH_PLIES}, a position not of the game, a `threads` out of range; `option/invalid`
 *   for bad rules options; all before any worker starts.
 */
export async function playMatches<Id extends string, M, O>(game: Game<Id, M, O>, settings: MatchSettings<Id, O>): Promise<MatchSummary> {
  const owner = 'playMatches';
  requireGame(game, owner);
  const known = readSettings(owner, settings, [
    'black',
    'white',
    'games',
    'seed',
    'first',
    'options',
    'position',
    'alternate',
    'limit',
    'threads',
    'module',
  ]);
  if (settings === undefined)
    throw new RulesError('argument/invalid', `${owner} needs settings with the bots, games and seed, got undefined`);
  const black = readBotSpec(game, `${owner} black`, known['black']);
  const white = readBotSpec(game, `${owner} white`, known['white']);
  const range = checkRange(owner, known['first'] ?? 0, known['games']);
  const seed = known['seed'];
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) {
    throw new RulesError('argument/invalid', `${owner} seed must be a safe integer, got ${describeValue(seed)}`);
  }
  const alternate = known['alternate'] ?? false;
  if (typeof alternate !== 'boolean')
    throw new RulesError('argument/invalid', `${owner} alternate must be a boolean, got ${describeValue(alternate)}`);
  const limit = known['limit'] ?? 1000;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAX_MATCH_PLIES) {
    throw new RulesError('argument/invalid', `${owner} limit must be an integer from 1 to ${MAX_MATCH_PLIES}, got ${describeValue(limit)}`);
  }
  const given = checkThreads(owner, known['threads']);
  const module = checkModule(owner, known['module']);
  if (known['position'] !== undefined && known['options'] !== undefined) {
    throw new RulesError('argument/invalid', `${owner} takes options or a position, not both: a position carries its options`);
  }
  const from = (known['position'] as Position<Id, O> | undefined) ?? game.start(known['options'] as OptionsInput<O> | undefined);
  // The position as the game reads it: checked, and plain data a worker can take.
  const position = game.cursor(from).position();
  const threads = await threadCount(given);
  const jobs = Array.from({ length: range.count }, (_, k): MatchJob => ({
    kind: 'match',
    position,
    seed,
    index: range.first + k,
    black,
    white,
    alternate,
    limit,
  }));
  return summarise(await runJobs(game, jobs, threads, module));
}
