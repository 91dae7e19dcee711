// `ludicore train <game> --seed S --steps N`: learns an evaluation by self-play on every core and
// saves its weights, checkpointing as it goes so that Ctrl-C loses at most the steps since the last
// checkpoint, and `--resume` goes on from it with the same result as a run that never stopped.
import { existsSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { formatWeights, readWeights, type Weights } from '../ai/weights.js';
import { gameById } from '../games.js';
import { MAX_TRAINING_STEPS, trainEvaluation, type TrainingSettings } from '../threads/train.js';
import { UsageError, gameOptions, integerArg } from './args.js';
import { print, type Command } from './command.js';
import { describeFileError, readBytes } from './files.js';
import { formatTime } from './perft.js';
import { THREADS_FLAG, seedFlag, threadsHelp, threadsOption } from './threads.js';

/**
 * Writes `bytes` to `file` atomically: to a temporary file beside it, then renamed over it, so that
 * the file holds either the old bytes or the new ones, whenever the program stops.
 */
export function writeAtomically(file: string, bytes: Uint8Array): void {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, bytes);
    renameSync(temporary, file);
  } catch (error) {
    if (existsSync(temporary)) unlinkSync(temporary);
    throw new UsageError(describeFileError(error, file, 'write'));
  }
}

/** A number from `min` to `max` given as text (a decimal fraction allowed), or a usage error naming `what`. */
function numberArg(what: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!/^[0-9]+(\.[0-9]+)?$/.test(text) || value < min || value > max) {
    throw new UsageError(`${what} must be a number from ${min} to ${max}, got ${JSON.stringify(text)}`);
  }
  return value;
}

/** The flags of the settings of a new run, which --resume takes from its checkpoint instead. */
const NEW_RUN_FLAGS = [
  'seed',
  'games',
  'learning-rate',
  'lambda',
  'exploration',
  'opening',
  'limit',
  'lines',
  'material',
  'swap',
  'symmetries',
  'options',
];

/** The settings of a new run from the flags. */
function newRunSettings(id: string, flags: ReadonlyMap<string, string>): Omit<TrainingSettings<unknown>, 'steps'> {
  const game = gameById(id);
  const number = (flag: string, min: number, max: number): number | undefined => {
    const text = flags.get(flag);
    return text === undefined ? undefined : numberArg(`--${flag}`, text, min, max);
  };
  const whole = (flag: string, min: number, max: number): number | undefined => {
    const text = flags.get(flag);
    return text === undefined ? undefined : integerArg(`--${flag}`, text, min, max);
  };
  const material = flags.get('material');
  if (material !== undefined && material !== 'on' && material !== 'off')
    throw new UsageError(`--material is on or off, got ${JSON.stringify(material)}`);
  const symmetries = flags.get('symmetries');
  const settings = {
    seed: seedFlag('train', flags),
    gamesPerStep: whole('games', 1, 100_000),
    learningRate: number('learning-rate', 0, 100),
    lambda: number('lambda', 0, 1),
    exploration: number('exploration', 0, 1),
    openingPlies: whole('opening', 0, 10_000),
    limit: whole('limit', 1, 1_000_000),
    lines: whole('lines', 0, 4),
    material: material === undefined ? undefined : material === 'on',
    swap: flags.get('swap'),
    symmetries: symmetries === undefined ? undefined : symmetries.split(',').filter((name) => name !== ''),
    options: gameOptions(game, flags.get('options')),
  };
  // Only the settings given: the library fills in its defaults.
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
}

/** The command line that goes on from a checkpoint. */
const resumeLine = (id: string, file: string, steps: number): string => `ludicore train ${id} --resume ${file} --steps ${steps}`;

export const train: Command = {
  name: 'train',
  summary: 'learn an evaluation by self-play on every core, and save its weights',
  help: `Usage: ludicore train <game> --seed <n> --steps <n> [options]
       ludicore train <game> --resume <file> --steps <n> [options]

Learns an evaluation of <game> (kono, julgonu, agon or gong) from self-play
alone, by temporal-difference learning, TD(lambda), on every core, and saves
its weights (their format: docs/ai.md in the installed package; readWeights
and learnedEvaluation of ludicore/ai read them). A run is its seed and its
settings: the same give the same weights, whatever the thread count.

The weights are written to --out every --every steps and at the end, each
time to a temporary file then renamed over it, so the file always holds the
last complete checkpoint: Ctrl-C (or a crash) loses the steps since, and
--resume goes on from it, giving the weights of a run that never stopped.

Options:
  --seed <n>            the run's seed (required for a new run)
  --steps <n>           the steps to reach (required)
  --out <file>          where to save the weights (default <game>.weights, or
                        the --resume file)
  --resume <file>       go on from a checkpoint, with its settings
  --every <n>           save a checkpoint every n steps (default 10)
  --games <n>           games of self-play per step (default 16)
  --learning-rate <x>   how far a step moves the weights (default 0.05)
  --lambda <x>          TD(lambda)'s lambda, 0 to 1 (default 0.7)
  --exploration <x>     the chance of a random move, 0 to 1 (default 0.05)
  --opening <n>         random moves at the start of each game (default 4)
  --limit <n>           cut a game off after n plies (default 1000)
  --lines <n>           n-tuples of n neighbouring points in a line, 2 to 4
                        (default 0: none)
  --material on|off     count each kind's material (default on)
  --swap <name>         the board symmetry that exchanges the sides' places,
                        or none (default: the one the start position shows)
  --symmetries <names>  board symmetries under which the game looks alike to
                        both players, separated by commas (default: the start
                        position's)
  --options k=v,...     the game's rules options, e.g. variant=historical
${threadsHelp(20)}
  -h, --help            show this help

Examples:
  ludicore train kono --seed 1 --steps 200 --out kono.weights
  ludicore train kono --resume kono.weights --steps 400
  ludicore train gong --seed 1 --steps 100 --swap rotate1 \\
    --symmetries rotate2,mirror0`,
  flags: {
    seed: true,
    steps: true,
    out: true,
    resume: true,
    every: true,
    games: true,
    'learning-rate': true,
    lambda: true,
    exploration: true,
    opening: true,
    limit: true,
    lines: true,
    material: true,
    swap: true,
    symmetries: true,
    options: true,
    ...THREADS_FLAG,
  },
  async run(positionals, flags) {
    const [id, ...rest] = positionals;
    if (id === undefined) throw new UsageError('train needs a game: ludicore train <game> --seed <n> --steps <n>');
    if (rest.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(rest[0])}: train takes one game`);
    const game = gameById(id);
    const stepsText = flags.get('steps');
    if (stepsText === undefined) throw new UsageError('train needs --steps <n>: the steps to reach');
    const steps = integerArg('--steps', stepsText, 0, MAX_TRAINING_STEPS);
    const every = integerArg('--every', flags.get('every') ?? '10', 1, MAX_TRAINING_STEPS);
    const resumeFile = flags.get('resume');
    const out = flags.get('out') ?? resumeFile ?? `${game.id}.weights`;
    if (out === '') throw new UsageError('--out needs a file name');
    let settings: TrainingSettings<unknown>;
    if (resumeFile !== undefined) {
      const given = NEW_RUN_FLAGS.find((flag) => flags.has(flag));
      if (given !== undefined) throw new UsageError(`--resume goes on with the checkpoint's own settings: --${given} is for a new run`);
      const resume = readWeights(readBytes(resumeFile));
      print(`${game.name}: going on from step ${resume.training.steps} of ${resumeFile} (seed ${resume.training.seed})`);
      settings = { steps, resume };
    } else {
      settings = { ...newRunSettings(game.id, flags), steps };
    }
    let saved: Weights | undefined;
    let savedAt = performance.now();
    const started = performance.now();
    const stop = (): void => {
      const at =
        saved === undefined
          ? 'no checkpoint was written yet'
          : `${out} holds step ${saved.training.steps}: ${resumeLine(game.id, out, steps)}`;
      process.stderr.write(`\nludicore: interrupted; ${at}\n`);
      process.exit(130);
    };
    process.on('SIGINT', stop);
    try {
      const weights = await trainEvaluation(game, {
        ...settings,
        ...threadsOption(flags),
        onStep(progress) {
          if (progress.step % every !== 0 && progress.step !== progress.steps) return;
          writeAtomically(out, formatWeights(progress.weights));
          saved = progress.weights;
          const games = progress.weights.training.gamesPerStep;
          const ended = progress.finished === 0 ? '' : `, Black scored ${((100 * progress.blackPoints) / progress.finished).toFixed(0)} %`;
          print(
            `step ${progress.step}/${progress.steps}: ${progress.finished} of ${games} games ended${ended}, ` +
              `${Math.round(progress.plies / games)} plies a game; ${formatTime(performance.now() - savedAt)}; saved ${out}`,
          );
          savedAt = performance.now();
        },
      });
      if (saved === undefined || saved.training.steps !== weights.training.steps) writeAtomically(out, formatWeights(weights));
      print(`Trained to step ${weights.training.steps} in ${formatTime(performance.now() - started)}; saved ${out}`);
    } finally {
      process.off('SIGINT', stop);
    }
  },
};
