// The pieces of work the threads share out, and how one runs: the same code in a worker and, with
// one thread, in the calling thread, so that both give the same results.
import type { AnyGame, Position } from '../core/game.js';
import type { Outcome } from '../core/player.js';
import { playoutSeries, type PlayoutSummary } from '../core/playout.js';
import { createRandom } from '../core/random.js';
import { FeatureSet, type FeatureLayout } from '../ai/features.js';
import { SelfPlayLearner, type SelfPlaySettings, type SelfPlayUpdate } from '../ai/self-play.js';
import { buildBot, type BotSpec } from './bots.js';
import { matchSeeds, playoutSeed } from './seeds.js';

/** Perft of `depth` from one position of the split tree. */
export interface PerftJob {
  readonly kind: 'perft';
  readonly position: Position;
  readonly depth: number;
}

/** The playouts `first … first + count - 1` of a series seeded with `seed`. */
export interface PlayoutsJob {
  readonly kind: 'playouts';
  readonly position: Position;
  readonly seed: number;
  readonly first: number;
  readonly count: number;
  readonly limit: number;
}

/** Game number `index` of a match series. */
export interface MatchJob {
  readonly kind: 'match';
  readonly position: Position;
  readonly seed: number;
  readonly index: number;
  readonly black: BotSpec;
  readonly white: BotSpec;
  readonly alternate: boolean;
  readonly limit: number;
}

/** Games `first … first + count - 1` of a training run's self-play, with the weights of its current step. */
export interface SelfPlayJob {
  readonly kind: 'self-play';
  readonly position: Position;
  readonly seed: number;
  readonly first: number;
  readonly count: number;
  readonly layout: FeatureLayout;
  readonly values: Float32Array;
  readonly settings: SelfPlaySettings;
}

/** Any piece of work. */
export type Job = PerftJob | PlayoutsJob | MatchJob | SelfPlayJob;

/** How one game of a match series went. */
export interface MatchGameResult {
  /** The game's number in the series. */
  readonly index: number;
  /** Whether the bot given as `white` played Black in this game (every odd-numbered game with `alternate`). */
  readonly swapped: boolean;
  /** The outcome, or `undefined` if the game stopped at the series' ply limit first. */
  readonly outcome: Outcome | undefined;
  /** Plies played. */
  readonly plies: number;
}

/** What each kind of job gives. */
export interface JobResults {
  readonly perft: number;
  readonly playouts: PlayoutSummary;
  readonly match: MatchGameResult;
  readonly 'self-play': readonly SelfPlayUpdate[];
}

/** Runs one job of `game`, whose positions the job's are. */
export function runJob(game: AnyGame, job: Job): JobResults[Job['kind']] {
  switch (job.kind) {
    case 'perft':
      return game.cursor(job.position).countLeaves(job.depth);
    case 'playouts':
      return runPlayouts(game, job);
    case 'match':
      return runMatchGame(game, job);
    case 'self-play':
      return runSelfPlay(game, job);
  }
}

/** The learner of the last layout a self-play job used in this thread: a run's jobs all share one. */
let learning:
  { readonly game: AnyGame; readonly layout: string; readonly learner: SelfPlayLearner; readonly features: FeatureSet } | undefined;

function runSelfPlay(game: AnyGame, job: SelfPlayJob): SelfPlayUpdate[] {
  const layout = JSON.stringify(job.layout);
  if (learning === undefined || learning.game !== game || learning.layout !== layout) {
    const features = new FeatureSet(game, job.layout);
    learning = { game, layout, learner: new SelfPlayLearner(features), features };
  }
  const { learner, features } = learning;
  const table = features.table(job.values);
  return Array.from({ length: job.count }, (_, g) =>
    learner.play(job.position, table, createRandom(playoutSeed(job.seed, job.first + g)), job.settings),
  );
}

function runPlayouts(game: AnyGame, job: PlayoutsJob): PlayoutSummary {
  const random = (g: number) => createRandom(playoutSeed(job.seed, job.first + g));
  return playoutSeries(game.cursor(job.position), job.position, job.count, random, job.limit);
}

function runMatchGame(game: AnyGame, job: MatchJob): MatchGameResult {
  const seeds = matchSeeds(job.seed, job.index);
  const swapped = job.alternate && job.index % 2 === 1;
  const first = buildBot(game, job.black, seeds.black);
  const second = buildBot(game, job.white, seeds.white);
  const [onBlack, onWhite] = swapped ? [second, first] : [first, second];
  let position = job.position;
  let plies = 0;
  let outcome = game.outcome(position);
  while (outcome === undefined && plies < job.limit) {
    const bot = game.toMove(position) === 'black' ? onBlack : onWhite;
    position = game.play(position, bot.chooseMove(position));
    plies++;
    outcome = game.outcome(position);
  }
  return {
    index: job.index,
    swapped,
    outcome: outcome === undefined ? undefined : { winner: outcome.winner, reason: outcome.reason },
    plies,
  };
}
