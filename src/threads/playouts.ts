// Random playouts on worker threads, each playout seeded by its number so that a series is the
// same whatever the thread count, and can be split by number ranges across machines.
import { describeValue } from '../core/describe.js';
import { RulesError } from '../core/errors.js';
import type { Game, Position } from '../core/game.js';
import { requireGame } from '../core/guards.js';
import type { PlayoutSummary } from '../core/playout.js';
import { readSettings } from '../core/read-settings.js';
import type { PlayoutsJob } from './jobs.js';
import { runJobs } from './pool.js';
import { checkedPlayoutSummaries } from './summary-check.js';
import { checkModule, checkThreads, threadCount, type ThreadOptions } from './settings.js';

/** Options of {@link randomPlayouts}. */
export interface ParallelPlayoutOptions extends ThreadOptions {
  /** The series' seed, any safe integer: playout `i` draws from `createRandom(playoutSeed(seed, i))`. */
  readonly seed: number;
  /** Stop a playout after this many plies even if the game is not over (default 100,000), as the core's `randomPlayouts`. */
  readonly limit?: number;
  /**
   * The number of the first playout (default 0): the call runs playouts `first … first + count - 1`,
   * so that ranges of one series can run apart and their summaries be added ({@link addSummaries}).
   */
  readonly first?: number;
}

/** Playouts per job for each thread: enough jobs for the threads to finish together. */
const JOBS_PER_THREAD = 8;

/** Checks a count or a playout number: a non-negative safe integer. */
function checkIndex(owner: string, what: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new RulesError('argument/invalid', `${owner} ${what} must be a non-negative integer, got ${describeValue(value)}`);
  }
  return value;
}

/** Checks the numbers of a range of a series: `first` and `count`, whose last number must be a safe integer. */
export function checkRange(owner: string, first: unknown, count: unknown): { readonly first: number; readonly count: number } {
  const checkedCount = checkIndex(owner, 'count', count);
  const checkedFirst = checkIndex(owner, 'first', first);
  // Compared without adding: past 2**53 the sum rounds, and 2**53 - 1 + 2 - 1 would pass.
  if (checkedCount > 0 && checkedFirst > Number.MAX_SAFE_INTEGER - (checkedCount - 1)) {
    throw new RulesError(
      'argument/invalid',
      `${owner} first + count - 1 must be a safe integer, got ${checkedFirst} + ${checkedCount} - 1`,
    );
  }
  return { first: checkedFirst, count: checkedCount };
}

/** Splits `first … first + count - 1` into about `parts` consecutive ranges. */
export function ranges(first: number, count: number, parts: number): { readonly first: number; readonly count: number }[] {
  const size = Math.max(1, Math.ceil(count / parts));
  const out: { first: number; count: number }[] = [];
  for (let start = 0; start < count; start += size) out.push({ first: first + start, count: Math.min(size, count - start) });
  return out;
}

/**
 * The field-wise sum of playout summaries: the summary of the series whose ranges they are.
 *
 * @example
 * ```ts
 * import { isDeepStrictEqual } from 'node:util';
 * import { kono } from 'ludicore';
 * import { addSummaries, randomPlayouts } from 'ludicore/threads';
 * const start = kono.start();
 * const a = await randomPlayouts(kono, start, 500, { seed: 7 });
 * const b = await randomPlayouts(kono, start, 500, { seed: 7, first: 500 });
 * const whole = await randomPlayouts(kono, start, 1000, { seed: 7 });
 * isDeepStrictEqual(addSummaries(a, b), whole); // → true
 * ```
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a value that is not a playout summary (its
 *   counts non-negative safe integers).
 */
export function addSummaries(...given: readonly PlayoutSummary[]): PlayoutSummary {
  const summaries = checkedPlayoutSummaries(given);
  const sum = (field: keyof PlayoutSummary): number => summaries.reduce((total, s) => total + s[field], 0);
  return {
    games: sum('games'),
    blackWins: sum('blackWins'),
    whiteWins: sum('whiteWins'),
    draws: sum('draws'),
    unfinished: sum('unfinished'),
    plies: sum('plies'),
  };
}

/**
 * Runs the random playouts `first … first + count - 1` of the series seeded with `seed` from
 * `position`, on worker threads, and returns their totals. Playout `i` plays
 * `cursor.playRandom(createRandom(playoutSeed(seed, i)), limit)` from `position`, so the summary
 * is the same whatever the thread count (and with `threads: 1`, which runs in the calling
 * thread), and two ranges of one series add up to the whole ({@link addSummaries}). (Not the same
 * games as the core's `randomPlayouts` with `createRandom(seed)`, which draws every playout from one
 * source.) A game that is not one of the registry's plays in the calling thread, unless `module` exports it.
 *
 * @example
 * ```ts
 * import { julgonu } from 'ludicore';
 * import { randomPlayouts } from 'ludicore/threads';
 * const summary = await randomPlayouts(julgonu, julgonu.start(), 20_000, { seed: 1 });
 * summary.games; // → 20000
 * summary.blackWins + summary.whiteWins + summary.draws + summary.unfinished; // → 20000
 * ```
 *
 * @returns a promise of the totals, as the core's `randomPlayouts` reports them.
 * @throws {@link ludicore!RulesError | RulesError} (the promise rejects) `argument/invalid` for a
 *   `game` that is not a game, a position that is not one of its positions, a `count` or `first`
 *   that is not a non-negative integer (or whose last playout number is not a safe integer), a
 *   seed that is not a safe integer, a `limit` as the core's, or a `threads` from 1 to
 *   {@link MAX_THREADS}, all before any worker starts.
 */
export async function randomPlayouts<Id extends string, M, O>(
  game: Game<Id, M, O>,
  position: Position<Id, O>,
  count: number,
  options: ParallelPlayoutOptions,
): Promise<PlayoutSummary> {
  const owner = 'randomPlayouts';
  requireGame(game, owner);
  const known = readSettings(owner, options, ['seed', 'limit', 'threads', 'first', 'module']);
  if (options === undefined) throw new RulesError('argument/invalid', `${owner} needs options with a seed, got undefined`);
  const range = checkRange(owner, known['first'] ?? 0, count);
  const seed = known['seed'];
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) {
    throw new RulesError('argument/invalid', `${owner} seed must be a safe integer, got ${describeValue(seed)}`);
  }
  const limit = known['limit'] ?? 100_000;
  if (typeof limit !== 'number' || !Number.isSafeInteger(limit) || limit < 0) {
    throw new RulesError('argument/invalid', `playout limit must be a non-negative integer, got ${describeValue(limit)}`);
  }
  const given = checkThreads(owner, known['threads']);
  const module = checkModule(owner, known['module']);
  // The position as the game reads it: checked, and plain data a worker can take.
  const start = game.cursor(position).position();
  const threads = await threadCount(given);
  const jobs = ranges(range.first, range.count, threads === 1 ? 1 : threads * JOBS_PER_THREAD).map((part): PlayoutsJob => ({
    kind: 'playouts',
    position: start,
    seed,
    limit,
    ...part,
  }));
  return addSummaries(
    { games: 0, blackWins: 0, whiteWins: 0, draws: 0, unfinished: 0, plies: 0 },
    ...(await runJobs(game, jobs, threads, module)),
  );
}
