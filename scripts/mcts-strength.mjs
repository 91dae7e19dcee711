// The strength of `mcts` measured two ways, from the built package (dist/):
//
// - matches: `mcts` against `alphaBeta`, both with the same time per move and otherwise their
//   default settings, in each game from its start position under a draw rule (so that every game
//   ends); game i gives `mcts` the seed FIRST + i and `alphaBeta` the seed FIRST + 10,000 + i (the
//   seeds vary the openings), and `mcts` plays Black in even games, White in odd ones. A win
//   counts 1, a draw ½.
// - keep: in positions of seeded random games of Four Field Kono and Jul-Gonu (`noRepeat:
//   'off'`) where some move loses the game-theoretic value (a win that a move turns into a draw
//   or a loss, a draw that a move turns into a loss), how often each bot's move keeps it, judged
//   by the solved tables (Kono's takes some 20 seconds to solve; --tables DIR keeps the tables
//   there between runs).
//
// Every figure comes with the number of games or positions and a 95 % confidence interval: the
// normal one on the mean score (per-game scores 1, ½, 0), Wilson's on a proportion. The seeds fix
// everything but the time budgets, which depend on the machine: runs on a busy machine differ.
//
// Usage: node scripts/mcts-strength.mjs [--only match,keep] [--games kono,julgonu,agon,gong]
//          [--count 100] [--time 30] [--first 1] [--keep-time 50] [--positions 400]
//          [--mcts JSON] [--alpha-beta JSON] [--keep-bots mcts,alpha-beta] [--tables DIR] [--dist DIR]
//   --mcts / --alpha-beta: settings added to each bot's (e.g. '{"exploration":0.5}'), to compare.
//   --dist: another build's dist/ folder (default: this checkout's, built first if stale).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild } from './ensure-build.mjs';
import { scriptArguments } from './command-line.mjs';

const { argument, fail } = scriptArguments('mcts-strength');

function positiveArgument(name, fallback) {
  const value = Number(argument(name) ?? fallback);
  if (!(value > 0 && Number.isFinite(value))) fail(`${name} takes a positive number`);
  return value;
}

function jsonArgument(name) {
  const text = argument(name);
  if (text === undefined) return {};
  try {
    return JSON.parse(text);
  } catch {
    return fail(`${name} takes a JSON object, got ${text}`);
  }
}

const PARTS = ['match', 'keep'];
const ONLY = (argument('--only') ?? PARTS.join(',')).split(',');
for (const part of ONLY) if (!PARTS.includes(part)) fail(`unknown part '${part}'; known: ${PARTS.join(', ')}`);
const GAME_IDS = ['kono', 'julgonu', 'agon', 'gong'];
const GAMES = (argument('--games') ?? GAME_IDS.join(',')).split(',');
for (const id of GAMES) if (!GAME_IDS.includes(id)) fail(`unknown game '${id}'; known: ${GAME_IDS.join(', ')}`);
const COUNT = positiveArgument('--count', 100);
const TIME = positiveArgument('--time', 30);
const FIRST = Number(argument('--first') ?? 1);
if (!Number.isSafeInteger(FIRST)) fail('--first takes an integer');
const KEEP_TIME = positiveArgument('--keep-time', 50);
const POSITIONS = positiveArgument('--positions', 400);
const MCTS_EXTRA = jsonArgument('--mcts');
const ALPHA_BETA_EXTRA = jsonArgument('--alpha-beta');
const TABLES = argument('--tables');
const KEEP_BOTS = (argument('--keep-bots') ?? 'mcts,alpha-beta').split(',');
for (const bot of KEEP_BOTS)
  if (bot !== 'mcts' && bot !== 'alpha-beta') fail(`unknown bot '${bot}' for --keep-bots; known: mcts, alpha-beta`);
const DIST = argument('--dist');

/**
 * The start options of the matches: a draw after this many plies, a few times the length of a
 * decided game between the two bots, so that a won game has room to be won.
 */
const MATCH_OPTIONS = { kono: { maxPlies: 200 }, julgonu: { maxPlies: 200 }, agon: { maxPlies: 300 }, gong: { maxPlies: 400 } };

if (DIST === undefined) ensureBuild();
const dist = resolve(DIST ?? 'dist');
const load = (name) => import(pathToFileURL(join(dist, `${name}.mjs`)).href);
const lib = await load('index');
const { alphaBeta, mcts, randomBot } = await load('ai');

/** The 95 % normal interval of a mean of scores, as percentages. */
function meanInterval(scores) {
  const n = scores.length;
  const mean = scores.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? scores.reduce((a, s) => a + (s - mean) ** 2, 0) / (n - 1) : 0;
  const half = 1.96 * Math.sqrt(variance / n);
  return { mean, low: Math.max(0, mean - half), high: Math.min(1, mean + half) };
}

/** Wilson's 95 % interval of a proportion. */
function wilson(successes, n) {
  const z = 1.96;
  const p = successes / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return { mean: p, low: centre - half, high: centre + half };
}

const percent = (x) => `${(x * 100).toFixed(1)} %`;
const interval = ({ mean, low, high }) => `${percent(mean)} (95 % CI ${percent(low)} to ${percent(high)})`;

function playGame(game, black, white, options) {
  let pos = game.start(options);
  for (let over = game.outcome(pos); ; over = game.outcome(pos)) {
    if (over !== undefined) return { outcome: over, plies: pos.ply };
    pos = game.play(pos, (game.toMove(pos) === 'black' ? black : white).chooseMove(pos));
  }
}

function matches(game) {
  const options = MATCH_OPTIONS[game.id];
  const started = performance.now();
  const scores = [];
  let wins = 0;
  let draws = 0;
  let plies = 0;
  for (let i = 0; i < COUNT; i++) {
    const seed = FIRST + i;
    const searcher = mcts(game, { time: TIME, ...MCTS_EXTRA, random: seed });
    const opponent = alphaBeta(game, { time: TIME, ...ALPHA_BETA_EXTRA, random: seed + 10_000 });
    const side = i % 2 === 0 ? 'black' : 'white';
    const result = side === 'black' ? playGame(game, searcher, opponent, options) : playGame(game, opponent, searcher, options);
    const score = result.outcome.winner === null ? 0.5 : result.outcome.winner === side ? 1 : 0;
    scores.push(score);
    if (score === 1) wins++;
    else if (score === 0.5) draws++;
    plies += result.plies;
    if ((i + 1) % 10 === 0) {
      const sofar = meanInterval(scores);
      console.error(`  ${game.id} ${i + 1}/${COUNT}: ${percent(sofar.mean)} (${wins} W, ${draws} D, ${i + 1 - wins - draws} L)`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const losses = COUNT - wins - draws;
  console.log(
    `${game.name} (${JSON.stringify(options)}): mcts scores ${interval(meanInterval(scores))} over ${COUNT} games ` +
      `(${wins} W, ${draws} D, ${losses} L), ${(plies / COUNT).toFixed(1)} plies a game, ${seconds.toFixed(0)} s`,
  );
}

/** The solved table of a game's rules variant, from DIR if saved there before. */
async function table(id) {
  const solve = await load('solve');
  const solver = id === 'kono' ? solve.konoSolver : solve.julGonuSolver;
  const file = TABLES === undefined ? undefined : join(TABLES, `${id}.table`);
  if (file !== undefined && existsSync(file)) return solve.loadTable(solver, readFileSync(file));
  const solved = solve.solve(solver);
  if (file !== undefined) {
    mkdirSync(TABLES, { recursive: true });
    writeFileSync(file, solve.saveTable(solved));
  }
  return solved;
}

/** Whether the value `after` (for the opponent, after a move) keeps the value `before` (for the mover). */
const keeps = (before, after) =>
  before.result === 'win' ? after.result === 'loss' : before.result === 'draw' ? after.result !== 'win' : true;

/**
 * Up to POSITIONS distinct positions (by position string) of random games from the start, seeds
 * 1, 2, …, where some legal move loses the value.
 */
function testPositions(game, solution, options) {
  const found = new Map();
  for (let seed = 1; found.size < POSITIONS && seed <= 100_000; seed++) {
    const walker = randomBot(game, { random: seed });
    let pos = game.start(options);
    while (game.outcome(pos) === undefined && found.size < POSITIONS) {
      const value = solution.value(pos);
      const text = game.formatPosition(pos);
      if (value.result !== 'loss' && !found.has(text)) {
        const losing = game.legalMoves(pos).some((move) => !keeps(value, solution.value(game.play(pos, move))));
        if (losing) found.set(text, { pos, value });
      }
      pos = game.play(pos, walker.chooseMove(pos));
    }
  }
  return [...found.values()];
}

async function keepValue(game) {
  const options = game.id === 'julgonu' ? { noRepeat: 'off' } : {};
  const solution = await table(game.id);
  const positions = testPositions(game, solution, options);
  const makers = {
    mcts: () => mcts(game, { time: KEEP_TIME, ...MCTS_EXTRA, random: 1 }),
    'alpha-beta': () => alphaBeta(game, { time: KEEP_TIME, ...ALPHA_BETA_EXTRA, random: 1 }),
  };
  const bots = Object.fromEntries(KEEP_BOTS.map((label) => [label, makers[label]()]));
  const wins = positions.filter(({ value }) => value.result === 'win').length;
  for (const [label, bot] of Object.entries(bots)) {
    let kept = 0;
    let keptWins = 0;
    for (const { pos, value } of positions) {
      const ok = keeps(value, solution.value(game.play(pos, bot.chooseMove(pos))));
      if (ok) kept++;
      if (ok && value.result === 'win') keptWins++;
    }
    console.log(
      `${game.name} (${JSON.stringify(options)}), ${label} at ${KEEP_TIME} ms: keeps the value in ${interval(wilson(kept, positions.length))} ` +
        `of ${positions.length} positions (wins ${keptWins}/${wins}, draws ${kept - keptWins}/${positions.length - wins})`,
    );
  }
}

console.log(`mcts-strength: node ${process.version}, mcts ${JSON.stringify(MCTS_EXTRA)}, alpha-beta ${JSON.stringify(ALPHA_BETA_EXTRA)}`);
for (const id of GAMES) {
  const game = lib.games[id] ?? lib[id];
  if (ONLY.includes('match')) {
    console.log(`matches at ${TIME} ms a move, seeds ${FIRST} to ${FIRST + COUNT - 1}:`);
    matches(game);
  }
  if (ONLY.includes('keep') && (id === 'kono' || id === 'julgonu')) await keepValue(game);
}
