// The benchmark suite: per game, perft leaf nodes per second from the start position, random
// playouts per second to the end of the game, alpha-beta nodes per second and MCTS iterations per
// second; with --solve, the time and peak memory of the full Four Field Kono and Jul-Gonu solves
// (each in a process of its own).
// Prints figures only; nothing passes or fails.
// Usage: npm run bench [-- --seconds N] [-- --solve]
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from './ensure-build.mjs';

ensureBuild();
const { games, createRandom, perft, randomPlayouts } = await import('../dist/index.mjs');
const { alphaBeta, mcts, randomBot } = await import('../dist/ai.mjs');
const { solveKono } = await import('../dist/kono.mjs');
const { solveJulGonu, solveJulGonuPrevious } = await import('../dist/julgonu.mjs');

const secondsArg = process.argv.indexOf('--seconds');
const SECONDS = secondsArg >= 0 ? Number(process.argv[secondsArg + 1]) : 2;

/** Per-game settings: the options random playouts run under (so that every playout ends). */
const PLAYOUT_OPTIONS = { kono: { maxPlies: 1000 }, julgonu: { maxPlies: 1000 }, agon: { maxPlies: 1000 }, gong: { maxPlies: 2000 } };

/** Per-game settings: the option sets perft is measured under (default: the game's defaults only). */
const PERFT_OPTIONS = { julgonu: [{}, { noRepeat: 'off' }] };
/**
 * Where perft starts when not at the start position: Gong's start is a long placement phase, so
 * its figure is taken from a mid-game position (reached by seeded random play).
 */
const PERFT_FROM = {
  gong: '-/4w6w1/13/2b10/13/4b8/w12/1b11/13/13/5b7/13/2w10/13/13/2b10/13/1w11/13/13/4w8/1b11/7b5/5w7/1wb10 b 0 0',
};

const format = (n) => Math.round(n).toLocaleString('en-US');

const ROUNDS = 3;
const now = () => Number(process.hrtime.bigint()) / 1e9;

/**
 * Finds the smallest perft depth from the start that takes at least a quarter of the time
 * budget (or the deepest whose next depth would take more than twice the budget, judged by the
 * growth so far), then times it in several rounds and keeps the best (least disturbed) one.
 */
function benchPerft(game, options) {
  const from = PERFT_FROM[game.id];
  const start = from === undefined ? game.start(options) : game.parsePosition(from, options);
  let depth = 1;
  let previous = 1;
  for (;; depth++) {
    const t0 = now();
    const leaves = perft(game, start, depth);
    const seconds = now() - t0;
    if (seconds >= SECONDS / 4 || depth >= 30 || (seconds * leaves) / previous > SECONDS * 2) break;
    previous = Math.max(leaves, 1);
  }
  let best = { depth, leaves: 0, seconds: Infinity };
  for (let round = 0; round < ROUNDS; round++) {
    const t0 = now();
    const leaves = perft(game, start, depth);
    const seconds = now() - t0;
    if (seconds < best.seconds) best = { depth, leaves, seconds };
  }
  return best;
}

/** Random playouts to the end of the game in rounds of the time budget; keeps the best round. */
function benchPlayouts(game) {
  const start = game.start(PLAYOUT_OPTIONS[game.id] ?? { maxPlies: 1000 });
  const random = createRandom(1);
  randomPlayouts(game, start, 200, random); // warm-up
  let best = { games: 0, plies: 0, seconds: 1 };
  for (let round = 0; round < ROUNDS; round++) {
    let games = 0;
    let plies = 0;
    const t0 = now();
    while (now() - t0 < SECONDS / ROUNDS) {
      const summary = randomPlayouts(game, start, 100, random);
      games += summary.games;
      plies += summary.plies;
    }
    const seconds = now() - t0;
    if (games / seconds > best.games / best.seconds) best = { games, plies, seconds };
  }
  return { ...best, options: start.options };
}

/** Positions the bots are timed from: each game's start after some seeded random plies (Gong: the perft position). */
function botPositions(game) {
  if (PERFT_FROM[game.id] !== undefined) return [game.parsePosition(PERFT_FROM[game.id])];
  const positions = [];
  for (let seed = 1; positions.length < 4; seed++) {
    const mover = randomBot(game, { random: seed });
    let position = game.start();
    for (let ply = 0; ply < 8 + 4 * seed && game.outcome(position) === undefined; ply++) position = game.play(position, mover.chooseMove(position));
    if (game.outcome(position) === undefined) positions.push(position);
  }
  return positions;
}

/** Alpha-beta nodes per second: time-limited searches from each bot position, summed. */
function benchAlphaBeta(game) {
  const positions = botPositions(game);
  const time = (SECONDS * 1000) / positions.length / 2;
  alphaBeta(game, { depth: 2 }).decide(positions[0]); // warm-up
  let nodes = 0;
  let seconds = 0;
  let depth = 0;
  for (const position of positions) {
    const decision = alphaBeta(game, { time }).decide(position);
    nodes += decision.nodes;
    seconds += decision.elapsedMs / 1000;
    depth += decision.depth;
  }
  return { nodes, seconds, depth: depth / positions.length };
}

/** MCTS iterations per second with the default settings: time-limited searches from each bot position, summed. */
function benchMcts(game) {
  const positions = botPositions(game);
  const time = (SECONDS * 1000) / positions.length / 2;
  mcts(game, { iterations: 200 }).decide(positions[0]); // warm-up
  let iterations = 0;
  let seconds = 0;
  for (const position of positions) {
    const decision = mcts(game, { time }).decide(position);
    iterations += decision.iterations;
    seconds += decision.elapsedMs / 1000;
  }
  return { iterations, seconds };
}

/** A full solve, with its time and the process's peak resident memory. */
function benchSolve(name, solveIt) {
  const before = process.resourceUsage().maxRSS;
  const t0 = now();
  let lastReport = t0;
  const solution = solveIt({
    onProgress: (progress) => {
      if (now() - lastReport < 5) return;
      lastReport = now();
      console.log(`    ${progress.phase}: ${format(progress.decided)} of ${format(progress.positions)} positions decided, ${progress.plies} plies`);
    },
  });
  const seconds = now() - t0;
  const peak = process.resourceUsage().maxRSS;
  const { positions, wins, losses, draws, longestWin } = solution.stats;
  console.log(`  ${name}: ${format(positions)} positions in ${seconds.toFixed(1)} s; peak memory ${format(peak / 1024)} MB (${format(before / 1024)} MB before)`);
  console.log(`    ${format(wins)} wins, ${format(losses)} losses, ${format(draws)} draws for the player to move; longest forced win ${longestWin} plies`);
}

const SOLVES = {
  kono: ['Four Field Kono, every placement of up to 8 pieces a side', solveKono],
  'julgonu-off': [`Jul-Gonu (noRepeat 'off'), every placement of up to 4 pieces a side`, solveJulGonu],
  'julgonu-previous': [`Jul-Gonu (noRepeat 'previous'), every placement of up to 4 pieces a side with every J4 history`, solveJulGonuPrevious],
};

const solveOne = process.argv.indexOf('--solve-one');
if (solveOne >= 0) {
  const [name, solveIt] = SOLVES[process.argv[solveOne + 1]];
  benchSolve(name, solveIt);
  process.exit(0);
}
if (process.argv.includes('--solve')) {
  console.log(`ludicore solver benchmark — Node ${process.version}, ${process.platform}/${process.arch}, one thread, each solve in a process of its own`);
  for (const id of Object.keys(SOLVES)) {
    // A process per solve, so each peak memory figure is that solve's own.
    const run = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--solve-one', id], { stdio: 'inherit' });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
  process.exit(0);
}

console.log(`ludicore benchmarks — Node ${process.version}, ${process.platform}/${process.arch}, one thread, best of ${ROUNDS} rounds`);
console.log();
for (const game of Object.values(games)) {
  console.log(`${game.name} (${game.id})`);
  for (const options of PERFT_OPTIONS[game.id] ?? [{}]) {
    const p = benchPerft(game, options);
    const label = Object.keys(options).length === 0 ? 'default options' : JSON.stringify(options);
    const where = PERFT_FROM[game.id] === undefined ? 'the start' : `a mid-game position`;
    console.log(
      `  perft from ${where} (${label}), depth ${p.depth}: ${format(p.leaves)} leaves in ${p.seconds.toFixed(2)} s = ${format(p.leaves / p.seconds)} leaves/s`,
    );
  }
  const r = benchPlayouts(game);
  console.log(
    `  random playouts (${JSON.stringify(r.options)}): ${format(r.games)} in ${r.seconds.toFixed(2)} s = ${format(r.games / r.seconds)} playouts/s` +
      ` (${format(r.plies / r.games)} plies each, ${format(r.plies / r.seconds)} plies/s)`,
  );
  const a = benchAlphaBeta(game);
  console.log(`  alpha-beta (time-limited, ${game.id === 'gong' ? 'a mid-game position' : 'four early positions'}): ${format(a.nodes)} nodes in ${a.seconds.toFixed(2)} s = ${format(a.nodes / a.seconds)} nodes/s (depth ${a.depth.toFixed(1)} reached)`);
  const m = benchMcts(game);
  console.log(`  MCTS (default settings): ${format(m.iterations)} iterations in ${m.seconds.toFixed(2)} s = ${format(m.iterations / m.seconds)} iterations/s`);
  console.log();
}
