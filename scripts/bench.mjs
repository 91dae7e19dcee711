// The benchmark suite: per game, perft leaf nodes per second from the start position and random
// playouts per second to the end of the game. Prints figures only; nothing passes or fails.
// Usage: npm run bench [-- --seconds N]
import { ensureBuild } from './ensure-build.mjs';

ensureBuild();
const { games, createRandom, perft, randomPlayouts } = await import('../dist/index.mjs');

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
  console.log();
}
