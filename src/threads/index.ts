/**
 * Every core of the machine: perft, divide, random playouts and bot-against-bot match series on
 * worker threads (Node's `worker_threads`, or module Web Workers in a browser), with the same
 * results as one thread: perft and divide exactly, playouts and matches reproducible by seed
 * whatever the thread count. The functions are asynchronous (the core stays synchronous); each
 * takes a `threads` option, by default the machine's available parallelism. Series of playouts and
 * matches are numbered, so ranges of one series can run on several machines and their summaries
 * be added. See `docs/threads.md`.
 *
 * A worker rebuilds the game from its id with the registry (`games`), and takes positions as the
 * plain data they are; a game of your own (from `defineGame`) runs in the calling thread, or, given
 * the `module` option (the URL of an ES module that exports it), on the workers, which import it.
 *
 * @example
 * ```ts
 * import { kono } from 'ludicore';
 * import { perft, randomPlayouts } from 'ludicore/threads';
 * const leaves = await perft(kono, kono.start(), 9); // → 6212834
 * const summary = await randomPlayouts(kono, kono.start(), 10_000, { seed: 1 });
 * summary.games; // → 10000
 * ```
 *
 * @module
 */
export { perft, divide } from './perft.js';
export { randomPlayouts, addSummaries, type ParallelPlayoutOptions } from './playouts.js';
export { playMatches, addMatchSummaries, MAX_MATCH_PLIES, type MatchSettings, type MatchSummary } from './matches.js';
export {
  BOT_KINDS,
  type BotKind,
  type BotSpec,
  type AlphaBetaSpecSettings,
  type MctsSpecSettings,
  type LevelSpecSettings,
} from './bots.js';
export { playLadder, type Ladder, type LadderPair, type LadderSettings, type LevelRating } from './ladder.js';
export type { MatchGameResult } from './jobs.js';
export { playoutSeed, matchSeeds, type MatchSeeds } from './seeds.js';
export { MAX_THREADS, type ThreadOptions } from './settings.js';
export { trainEvaluation, MAX_TRAINING_STEPS, MAX_GAMES_PER_STEP, type TrainingSettings, type TrainingProgress } from './train.js';
