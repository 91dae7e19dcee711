// Training a learned evaluation by self-play on worker threads: each step plays its games with the
// step's weights, each game seeded by its number, and adds up what they teach in game order, so
// that a run gives the same weights whatever the thread count, and goes on from any step's weights.
import { describeValue } from '../core/describe.js';
import { RulesError } from '../core/errors.js';
import type { Game, Position } from '../core/game.js';
import { requireGame } from '../core/guards.js';
import type { OptionsInput } from '../core/options.js';
import { createRandom } from '../core/random.js';
import { readSettings } from '../core/read-settings.js';
import { discoverLayout, FeatureSet, MAX_TUPLE_POINTS } from '../ai/features.js';
import { applyErrors, type SelfPlaySettings } from '../ai/self-play.js';
import { requireWeightsOf, type TrainingRecord, type Weights } from '../ai/weights.js';
import type { SelfPlayJob } from './jobs.js';
import { ranges } from './playouts.js';
import { runJobs } from './pool.js';
import { checkModule, checkThreads, threadCount, type ThreadOptions } from './settings.js';

/** The most steps a training run takes. */
export const MAX_TRAINING_STEPS = 1_000_000;

/** The most games of self-play a training step takes. */
export const MAX_GAMES_PER_STEP = 100_000;

/** What {@link trainEvaluation} reports after each step. */
export interface TrainingProgress {
  /** The steps done (of the run, a resumed one's earlier steps included). */
  readonly step: number;
  /** The steps the run goes to. */
  readonly steps: number;
  /** The weights after the step. */
  readonly weights: Weights;
  /** The step's games that ended (the others were cut off at the ply limit). */
  readonly finished: number;
  /** Plies of the step's games. */
  readonly plies: number;
  /** Black's points in the step's games that ended (1 a win, ½ a draw). */
  readonly blackPoints: number;
}

/**
 * Settings of {@link trainEvaluation}. A run is its seed and these settings: the same ones give the
 * same weights, whatever the thread count. With `resume`, the run goes on from those weights with
 * their own settings (then only `steps`, `threads`, `module` and `onStep` may be given).
 */
export interface TrainingSettings<O> extends ThreadOptions {
  /** The run's seed, any safe integer (required unless `resume`): game `i` of step `s` draws from `playoutSeed(seed, s × gamesPerStep + i)`. */
  readonly seed?: number;
  /** The steps to reach (a resumed run's done steps count). */
  readonly steps: number;
  /** Games of self-play per step (default 16). */
  readonly gamesPerStep?: number;
  /**
   * How far a step moves each weight (default 0.05): the learning rate times the sum of the TD
   * errors of the positions that have it, over the square root of their number.
   */
  readonly learningRate?: number;
  /** TD(λ)'s λ, from 0 to 1 (default 0.7). */
  readonly lambda?: number;
  /** The chance that a move of self-play is chosen at random, from 0 to 1 (default 0.05). */
  readonly exploration?: number;
  /** Random moves at the start of each game (default 4). */
  readonly openingPlies?: number;
  /** Plies after which a game is cut off, its last position counting its own value (default 1,000). */
  readonly limit?: number;
  /** The rules options of the games (default: the game's defaults). */
  readonly options?: OptionsInput<O>;
  /** The points of the n-tuples, 0 (none, the default) or 2 to 4: see `FeatureLayout` in `ludicore/ai`. */
  readonly lines?: number;
  /** Whether the layout counts the material of each kind (default `true`). */
  readonly material?: boolean;
  /** The board symmetry that exchanges the sides' places, `none`, or (the default) the one the start position shows. */
  readonly swap?: string;
  /** The board symmetries under which the game looks alike to either player (default: those of the start position). */
  readonly symmetries?: readonly string[];
  /** Weights to go on from: a checkpoint of an earlier run (their training record holds its settings and steps). */
  readonly resume?: Weights;
  /** Called after each step with the weights (awaited: a caller may write them to a file before the run goes on). */
  readonly onStep?: (progress: TrainingProgress) => void | Promise<void>;
}

/** The settings a run is made of, with their defaults. */
const DEFAULTS = { gamesPerStep: 16, learningRate: 0.05, lambda: 0.7, exploration: 0.05, openingPlies: 4, limit: 1000 } as const;

/** A number setting: a finite number from `min` to `max` (an integer where `integer`), else `argument/invalid`. */
function numberSetting(owner: string, name: string, value: unknown, min: number, max: number, integer: boolean): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
    const what = integer ? 'an integer' : 'a number';
    throw new RulesError('argument/invalid', `${owner} ${name} must be ${what} from ${min} to ${max}, got ${describeValue(value)}`);
  }
  return value;
}

/** The settings of a new run, checked, with the defaults filled in. */
function newRecord<O>(owner: string, known: Record<string, unknown>, game: Game<string, unknown, O>): TrainingRecord {
  const seed = known['seed'];
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed))
    throw new RulesError('argument/invalid', `${owner} seed must be a safe integer, got ${describeValue(seed)}`);
  const options = known['options'] ?? {};
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new RulesError('argument/invalid', `${owner} options must be an object of rules options, got ${describeValue(options)}`);
  // The game checks the options.
  game.start(options);
  return {
    seed,
    steps: 0,
    gamesPerStep: numberSetting(owner, 'gamesPerStep', known['gamesPerStep'] ?? DEFAULTS.gamesPerStep, 1, MAX_GAMES_PER_STEP, true),
    learningRate: numberSetting(owner, 'learningRate', known['learningRate'] ?? DEFAULTS.learningRate, 0, 100, false),
    lambda: numberSetting(owner, 'lambda', known['lambda'] ?? DEFAULTS.lambda, 0, 1, false),
    exploration: numberSetting(owner, 'exploration', known['exploration'] ?? DEFAULTS.exploration, 0, 1, false),
    openingPlies: numberSetting(owner, 'openingPlies', known['openingPlies'] ?? DEFAULTS.openingPlies, 0, 10_000, true),
    limit: numberSetting(owner, 'limit', known['limit'] ?? DEFAULTS.limit, 1, 1_000_000, true),
    options: { ...(options as Record<string, unknown>) },
  };
}

/** The settings only a new run takes (a resumed one has its own in its weights). */
const NEW_RUN_ONLY = [
  'seed',
  'gamesPerStep',
  'learningRate',
  'lambda',
  'exploration',
  'openingPlies',
  'limit',
  'options',
  'lines',
  'material',
  'swap',
  'symmetries',
] as const;

/**
 * Learns an evaluation of `game` by self-play alone: temporal-difference learning, TD(λ), of the
 * weights of a linear evaluation over the features of a `FeatureLayout` (`ludicore/ai`: pieces by
 * owner, kind and point, n-tuples, counts off the board, material), whose value is the log-odds
 * that the player to move wins. Each step plays `gamesPerStep` games from the start, every move the
 * best for the mover by the step's weights one ply ahead (but for `openingPlies` random moves at
 * the start and a random move with the chance `exploration`); then each position's winning chance
 * is moved towards its λ-return, the mix of the chances of the positions after it and of the
 * result. The games of a step run on worker threads; what they teach is added in game order, so a
 * run gives the same weights whatever the thread count, and a run resumed from any step's weights
 * gives the same weights as one that never stopped. See `docs/ai.md`, "Learned evaluations".
 *
 * @example
 * ```ts
 * import { kono } from 'ludicore';
 * import { learnedEvaluation } from 'ludicore/ai';
 * import { trainEvaluation } from 'ludicore/threads';
 * const weights = await trainEvaluation(kono, { seed: 1, steps: 5, gamesPerStep: 8 });
 * weights.training.steps; // → 5
 * const evaluate = learnedEvaluation(kono, weights);
 * ```
 *
 * @returns a promise of the weights after the last step.
 * @throws {@link ludicore!RulesError | RulesError} (the promise rejects) `argument/invalid` for a `game`
 *   that is not a game, settings that are not an object of the known keys or out of range (a
 *   symmetry the board has not), settings of a new run beside `resume`, a `threads` out of range;
 *   `option/invalid` for bad rules options; `weights/wrong-game` for `resume` weights of another
 *   game or layout; all before any worker starts. An error thrown by `onStep` rejects the promise.
 */
export async function trainEvaluation<Id extends string, M, O>(game: Game<Id, M, O>, settings: TrainingSettings<O>): Promise<Weights> {
  const owner = 'trainEvaluation';
  requireGame(game, owner);
  const known = readSettings(owner, settings, [...NEW_RUN_ONLY, 'steps', 'resume', 'onStep', 'threads', 'module']);
  if (settings === undefined) throw new RulesError('argument/invalid', `${owner} needs settings with a seed and the steps, got undefined`);
  const steps = numberSetting(owner, 'steps', known['steps'], 0, MAX_TRAINING_STEPS, true);
  const onStep = known['onStep'];
  if (onStep !== undefined && typeof onStep !== 'function')
    throw new RulesError('argument/invalid', `${owner} onStep must be a function, got ${describeValue(onStep)}`);
  const given = checkThreads(owner, known['threads']);
  const module = checkModule(owner, known['module']);
  const resume = known['resume'] as Weights | undefined;
  let weights: Weights;
  if (resume !== undefined) {
    const extra = NEW_RUN_ONLY.find((key) => known[key] !== undefined);
    if (extra !== undefined)
      throw new RulesError(
        'argument/invalid',
        `${owner} resumes a run with its own settings: give ${extra} to a new run, not beside resume`,
      );
    if (typeof resume !== 'object' || resume === null || !(resume.values instanceof Float32Array))
      throw new RulesError(
        'argument/invalid',
        `${owner} resume must be weights from readWeights or trainEvaluation, got ${describeValue(resume)}`,
      );
    requireWeightsOf(resume, game.id, game.name);
    weights = { ...resume, values: resume.values.slice() };
  } else {
    const record = newRecord(owner, known, game);
    const lines = numberSetting(owner, 'lines', known['lines'] ?? 0, 0, MAX_TUPLE_POINTS, true);
    if (lines === 1) throw new RulesError('argument/invalid', `${owner} lines must be 0 or from 2 to ${MAX_TUPLE_POINTS}, got 1`);
    const material = known['material'] ?? true;
    if (typeof material !== 'boolean')
      throw new RulesError('argument/invalid', `${owner} material must be a boolean, got ${describeValue(material)}`);
    const swap = known['swap'];
    if (swap !== undefined && typeof swap !== 'string')
      throw new RulesError('argument/invalid', `${owner} swap must be a symmetry's name, got ${describeValue(swap)}`);
    const symmetries = known['symmetries'];
    if (symmetries !== undefined && !(Array.isArray(symmetries) && symmetries.every((name) => typeof name === 'string')))
      throw new RulesError('argument/invalid', `${owner} symmetries must be a list of symmetries' names, got ${describeValue(symmetries)}`);
    const start = game.start(record.options as OptionsInput<O>);
    const layout = discoverLayout(game, start, { lines, material, swap, symmetries }, createRandom(record.seed));
    weights = { game: game.id, layout, values: new Float32Array(new FeatureSet(game, layout).size), training: record };
  }
  const features = new FeatureSet(game, weights.layout);
  if (features.size !== weights.values.length)
    throw new RulesError(
      'weights/wrong-game',
      `these weights hold ${weights.values.length} values; their layout on ${game.name}'s board has ${features.size}`,
    );
  const record = weights.training;
  // The position as the game reads it: checked, and plain data a worker can take.
  const start: Position = game.cursor(game.start(record.options as OptionsInput<O>)).position();
  const play: SelfPlaySettings = {
    lambda: record.lambda,
    exploration: record.exploration,
    openingPlies: record.openingPlies,
    limit: record.limit,
  };
  const threads = await threadCount(given);
  const errors = new Float64Array(features.size);
  const counts = new Int32Array(features.size);
  for (let step = record.steps; step < steps; step++) {
    const first = step * record.gamesPerStep;
    const jobs = ranges(first, record.gamesPerStep, 2 * threads).map((range): SelfPlayJob => ({
      kind: 'self-play',
      position: start,
      seed: record.seed,
      ...range,
      layout: weights.layout,
      values: weights.values,
      settings: play,
    }));
    const games = (await runJobs(game, jobs, threads, module)).flat();
    errors.fill(0);
    counts.fill(0);
    let finished = 0;
    let plies = 0;
    let blackPoints = 0;
    // In game order, whichever thread played each: the sums do not depend on the thread count.
    for (const update of games) {
      for (let i = 0; i < update.indices.length; i++) {
        const index = update.indices[i] as number;
        errors[index] = (errors[index] as number) + (update.errors[i] as number);
        counts[index] = (counts[index] as number) + (update.counts[i] as number);
      }
      plies += update.plies;
      if (update.blackScore !== undefined) {
        finished++;
        blackPoints += update.blackScore;
      }
    }
    const values = weights.values.slice();
    applyErrors(values, errors, counts, record.learningRate);
    weights = { ...weights, values, training: { ...record, steps: step + 1 } };
    if (typeof onStep === 'function')
      await (onStep as NonNullable<TrainingSettings<O>['onStep']>)({ step: step + 1, steps, weights, finished, plies, blackPoints });
  }
  return weights;
}
