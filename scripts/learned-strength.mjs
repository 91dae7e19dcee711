// Measures a learned evaluation against the game's own at equal time per move: alpha-beta with
// each, `--time` ms a move, over `--games` games (the learned side Black in even games, White in
// odd ones; each game opened by `--opening` random plies from its own seed, and drawn at
// `--max-plies`), on every core, one game at a time each. Prints each game, the score of the
// learned side with its 95 % confidence interval, each side's mean search depth and speed, and
// the cost of one evaluation of each.
// Usage: node scripts/learned-strength.mjs <game> [--weights FILE] [--time MS] [--games N]
//          [--max-plies N] [--opening N] [--seed N] [--threads N] [--quiet] [--cost-only]
import { readFileSync } from 'node:fs';
import { ensureBuild } from './ensure-build.mjs';
import { equalTimeMatch, evaluationCost, formatScore, scoreOf, searchFigures } from './learned-lib.mjs';
import { scriptArguments } from './command-line.mjs';

const { argument, fail } = scriptArguments('learned-strength');

const gameId = process.argv[2];
if (gameId === undefined || gameId.startsWith('--')) fail('name a game: kono, julgonu, agon or gong');
ensureBuild();
const lib = await import('../dist/index.mjs');
const ai = await import('../dist/ai.mjs');
const game = lib.gameById(gameId);
const file = argument('--weights', undefined);
const weights = file === undefined ? ai.formatWeights(ai.learnedWeights(gameId)) : new Uint8Array(readFileSync(file));
const settings = {
  time: Number(argument('--time', '20')),
  games: Number(argument('--games', '200')),
  maxPlies: Number(argument('--max-plies', '300')),
  opening: Number(argument('--opening', '2')),
  seed: Number(argument('--seed', '1')),
};
const threads = argument('--threads', undefined);
const quiet = process.argv.includes('--quiet');

const evaluate = ai.learnedEvaluation(game, ai.readWeights(weights));
const cost = evaluationCost(lib, ai, game, evaluate);
console.log(`${game.name}: the learned evaluation (${file ?? 'shipped'}) against the game's own, ${settings.time} ms a move each`);
console.log(
  `${settings.games} games, ${settings.opening} random opening plies, a draw at ${settings.maxPlies} plies, seed ${settings.seed}`,
);
console.log(`one evaluation: learned ${cost.learned.toFixed(3)} µs, the game's own ${cost.hand.toFixed(3)} µs (processor time)`);
if (process.argv.includes('--cost-only')) process.exit(0);
const started = performance.now();
const results = await equalTimeMatch({
  gameId,
  weights,
  ...settings,
  ...(threads === undefined ? {} : { threads: Number(threads) }),
  onGame(result) {
    if (quiet) return;
    const side = result.learnedBlack ? 'Black' : 'White';
    console.log(`game ${result.index}: learned ${side}, ${result.points} (${result.reason}, ${result.plies} plies)`);
  },
});
const points = results.map((r) => r.points);
const tally = (p) => points.filter((x) => x === p).length;
const figures = searchFigures(results);
console.log(`learned: ${tally(1)} wins, ${tally(0.5)} draws, ${tally(0)} losses`);
console.log(`score ${formatScore(scoreOf(points))} over ${points.length} games`);
console.log(
  `search: learned depth ${figures.learned.depth.toFixed(2)} at ${figures.learned.knps.toFixed(0)} knodes/s, ` +
    `the game's own depth ${figures.hand.depth.toFixed(2)} at ${figures.hand.knps.toFixed(0)} knodes/s`,
);
console.log(`time ${((performance.now() - started) / 1000).toFixed(0)} s`);
