// Trains the learned evaluations the package ships, with the settings below (the same weights as
// `ludicore train <game>` with the flags it prints), and draws each game's learning curve: the
// score of alpha-beta with the weights of the step against alpha-beta with the game's own
// evaluation, at equal time per move, measured every few steps (docs/images/learned-<game>.svg).
// One game at a time, on every core: the training's steps, then each curve point's games.
// Writes <out>/<game>.weights (checkpointed, atomically) and <out>/<game>-curve.json; ship the
// weights with `node scripts/ship-weights.mjs <out>/*.weights`.
// Usage: node scripts/train-evaluations.mjs [--games kono,julgonu,agon,gong] [--out DIR]
//          [--curve-games N] [--no-curve]
//        node scripts/train-evaluations.mjs --redraw [--out DIR]   (the pictures again, from DIR's curves)
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from './ensure-build.mjs';
import { curveSvg, equalTimeMatch, scoreOf } from './learned-lib.mjs';
import { scriptArguments } from './command-line.mjs';

const { argument } = scriptArguments('train-evaluations');

/**
 * Each game's run: the training settings (those of trainEvaluation) and how its curve is measured
 * (`time` ms a move, a draw at `maxPlies`, a point every `every` steps).
 */
export const RUNS = {
  kono: { train: { seed: 1, steps: 1000, gamesPerStep: 32, lines: 3 }, curve: { every: 200, time: 10, maxPlies: 200 } },
  julgonu: { train: { seed: 1, steps: 400, gamesPerStep: 32, lines: 3 }, curve: { every: 80, time: 10, maxPlies: 200 } },
  // Under the seed rules no game of self-play ever ends (nothing reaches the seat of power by
  // chance), so nothing is learned: Agon learns under the historical rules, where no step leads
  // outward and games end, and its weights serve the seed rules (docs/ai.md).
  agon: {
    train: { seed: 1, steps: 150, gamesPerStep: 16, exploration: 0.1, options: { variant: 'historical' } },
    curve: { every: 25, time: 10, maxPlies: 200 },
  },
  gong: {
    train: { seed: 1, steps: 300, gamesPerStep: 16, lines: 2, swap: 'rotate1', symmetries: ['rotate2', 'mirror0'] },
    curve: { every: 50, time: 10, maxPlies: 200 },
  },
};

/** The flags of `ludicore train` that give the same run. */
export function commandLine(id, settings) {
  const flags = {
    seed: settings.seed,
    steps: settings.steps,
    games: settings.gamesPerStep,
    'learning-rate': settings.learningRate,
    lambda: settings.lambda,
    exploration: settings.exploration,
    opening: settings.openingPlies,
    limit: settings.limit,
    lines: settings.lines,
    material: settings.material === undefined ? undefined : settings.material ? 'on' : 'off',
    swap: settings.swap,
    symmetries: settings.symmetries?.join(','),
    options:
      settings.options === undefined
        ? undefined
        : Object.entries(settings.options)
            .map(([key, value]) => `${key}=${value}`)
            .join(','),
  };
  const words = Object.entries(flags).flatMap(([flag, value]) => (value === undefined ? [] : [`--${flag}`, String(value)]));
  return `ludicore train ${id} ${words.join(' ')} --out ${id}.weights`;
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  ensureBuild();
  const lib = await import('../dist/index.mjs');
  const ai = await import('../dist/ai.mjs');
  const threads = await import('../dist/threads.mjs');
  const ids = argument('--games', Object.keys(RUNS).join(',')).split(',');
  const out = argument('--out', 'trained');
  const curveGames = Number(argument('--curve-games', '24'));
  const drawCurve = !process.argv.includes('--no-curve');
  mkdirSync(out, { recursive: true });
  for (const id of ids) {
    const run = RUNS[id];
    if (run === undefined) throw new Error(`no run for ${id}; the runs are ${Object.keys(RUNS).join(', ')}`);
    const game = lib.gameById(id);
    const file = join(out, `${id}.weights`);
    const curve = [];
    const measure = async (step, weights) => {
      const results = await equalTimeMatch({
        gameId: id,
        weights: ai.formatWeights(weights),
        games: curveGames,
        seed: 1000 + step,
        ...run.curve,
      });
      const { score, low, high } = scoreOf(results.map((r) => r.points));
      curve.push({ step, score, low, high, games: results.length });
      console.log(
        `${id} step ${step}: ${(100 * score).toFixed(1)} % (${(100 * low).toFixed(1)}–${(100 * high).toFixed(1)} %) over ${results.length} games`,
      );
    };
    console.log(`${game.name}: ${commandLine(id, run.train)}`);
    const started = performance.now();
    // Step 0: the weights before any game, all zero.
    if (drawCurve) await measure(0, await threads.trainEvaluation(game, { ...run.train, steps: 0 }));
    let trainingMs = 0;
    let since = performance.now();
    const weights = await threads.trainEvaluation(game, {
      ...run.train,
      async onStep(progress) {
        if (progress.step % run.curve.every !== 0 && progress.step !== progress.steps) return;
        trainingMs += performance.now() - since;
        const temporary = `${file}.tmp`;
        writeFileSync(temporary, ai.formatWeights(progress.weights));
        renameSync(temporary, file);
        console.log(`${id} step ${progress.step}/${progress.steps}: ${(trainingMs / 1000).toFixed(0)} s of training`);
        if (drawCurve) await measure(progress.step, progress.weights);
        since = performance.now();
      },
    });
    console.log(
      `${game.name}: ${weights.training.steps} steps, ${weights.training.steps * weights.training.gamesPerStep} games, ${(trainingMs / 1000).toFixed(0)} s of training (${((performance.now() - started) / 1000).toFixed(0)} s with the curve)`,
    );
    if (!drawCurve) continue;
    writeFileSync(
      join(out, `${id}-curve.json`),
      `${JSON.stringify({ game: id, trainingSeconds: Math.round(trainingMs / 1000), run, curve }, null, 2)}\n`,
    );
    draw(game, run, curve);
  }
}

/** Draws a game's learning curve into docs/images/learned-<game>.svg. */
function draw(game, run, curve) {
  const svg = curveSvg({
    title: `${game.name}: learned against hand-written, ${run.curve.time} ms a move`,
    xLabel: `training step (${run.train.gamesPerStep} games of self-play each)`,
    series: [{ name: 'score, 95 % CI', points: curve.map((p) => ({ x: p.step, y: p.score, low: p.low, high: p.high })) }],
  });
  writeFileSync(join(root, 'docs', 'images', `learned-${game.id}.svg`), svg);
  console.log(`wrote docs/images/learned-${game.id}.svg`);
}

/** `--redraw`: draws the pictures again from the curves of an earlier run (<out>/<game>-curve.json), training nothing. */
async function redraw() {
  ensureBuild();
  const lib = await import('../dist/index.mjs');
  const out = argument('--out', 'trained');
  for (const id of argument('--games', Object.keys(RUNS).join(',')).split(',')) {
    const { run, curve } = JSON.parse(readFileSync(join(out, `${id}-curve.json`), 'utf8'));
    draw(lib.gameById(id), run, curve);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await (process.argv.includes('--redraw') ? redraw() : main());
