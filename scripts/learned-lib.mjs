// What the scripts of the learned evaluations share: matches at equal time per move between
// alpha-beta with a learned evaluation and alpha-beta with the game's own (on worker threads, one
// game at a time each), the score's confidence interval, the cost of one evaluation, and the
// picture of a learning curve. Runs the built package (dist/).
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

/**
 * The score of a series (1 a win, ½ a draw) with its 95 % confidence interval: the mean of the
 * games' points ± 1.96 standard errors (the sample deviation of the points over √n), cut to 0–1.
 *
 * @param {readonly number[]} points each game's points for the learned side
 */
export function scoreOf(points) {
  const n = points.length;
  const mean = n === 0 ? 0 : points.reduce((a, b) => a + b, 0) / n;
  const variance = n < 2 ? 0 : points.reduce((sum, p) => sum + (p - mean) ** 2, 0) / (n - 1);
  const half = 1.96 * Math.sqrt(variance / Math.max(1, n));
  return { games: n, score: mean, low: Math.max(0, mean - half), high: Math.min(1, mean + half) };
}

/** A score and its interval as text: `57.5 % (95 % CI 52.1–62.9 %)`. */
export function formatScore({ score, low, high }) {
  const percent = (x) => (100 * x).toFixed(1);
  return `${percent(score)} % (95 % CI ${percent(low)}–${percent(high)} %)`;
}

/**
 * Plays game `index` of a series: the learned side is Black in even games, White in odd ones;
 * `opening` random plies (drawn from the game's own seed) start it, then each side searches
 * `time` ms a move. Returns the learned side's points and what each side's searches reached.
 */
function playGame({ lib, ai, threads }, game, evaluate, settings, index) {
  const seed = threads.playoutSeed(settings.seed, index);
  const random = lib.createRandom(seed);
  const learnedBlack = index % 2 === 0;
  const learned = ai.alphaBeta(game, { time: settings.time, evaluate, random: seed + 1 });
  const hand = ai.alphaBeta(game, { time: settings.time, random: seed + 2 });
  let position = game.start({ ...settings.options, maxPlies: settings.maxPlies });
  for (let k = 0; k < settings.opening && game.outcome(position) === undefined; k++) {
    const moves = game.legalMoves(position);
    position = game.play(position, moves[random.int(moves.length)]);
  }
  const sides = { learned: { depth: 0, nodes: 0, ms: 0, moves: 0 }, hand: { depth: 0, nodes: 0, ms: 0, moves: 0 } };
  let plies = 0;
  while (game.outcome(position) === undefined) {
    const mine = (game.toMove(position) === 'black') === learnedBlack;
    const decision = (mine ? learned : hand).decide(position);
    const side = sides[mine ? 'learned' : 'hand'];
    side.depth += decision.depth;
    side.nodes += decision.nodes;
    side.ms += decision.elapsedMs;
    side.moves++;
    position = game.play(position, decision.move);
    plies++;
  }
  const outcome = game.outcome(position);
  const points = outcome.winner === null ? 0.5 : (outcome.winner === 'black') === learnedBlack ? 1 : 0;
  return { index, learnedBlack, points, reason: outcome.reason, plies, sides };
}

/** The worker's side: builds the learned evaluation once, then plays the games it is sent. */
async function serve() {
  const modules = {
    lib: await import('../dist/index.mjs'),
    ai: await import('../dist/ai.mjs'),
    threads: await import('../dist/threads.mjs'),
  };
  const { gameId, weights, settings } = workerData;
  const game = modules.lib.gameById(gameId);
  const evaluate = modules.ai.learnedEvaluation(game, modules.ai.readWeights(new Uint8Array(weights)));
  parentPort.on('message', (index) => parentPort.postMessage(playGame(modules, game, evaluate, settings, index)));
  parentPort.postMessage('ready');
}

if (!isMainThread && workerData?.role === 'learned-match') await serve();

/**
 * Plays `games` games between alpha-beta with the learned evaluation of `weights` (the bytes of a
 * weights file) and alpha-beta with the game's own, `time` ms a move each, on `threads` worker
 * threads (default: every core), one game at a time each, so that both sides of a game share a
 * core alike. Calls `onGame` with each game's result as it ends; resolves to the results in game
 * order.
 */
export async function equalTimeMatch({ gameId, weights, time, games, maxPlies, seed = 1, opening = 2, options = {}, threads, onGame }) {
  const count = Math.max(1, Math.min(threads ?? availableParallelism(), games));
  const settings = { time, maxPlies, seed, opening, options };
  const results = new Array(games);
  let next = 0;
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL(import.meta.url), { workerData: { role: 'learned-match', gameId, weights, settings } });
          const give = () => {
            if (next >= games) {
              void worker.terminate().then(() => resolve());
              return;
            }
            worker.postMessage(next++);
          };
          worker.on('message', (message) => {
            if (message !== 'ready') {
              results[message.index] = message;
              onGame?.(message);
            }
            give();
          });
          worker.on('error', reject);
        }),
    ),
  );
  return results;
}

/** Each side's mean depth and thousands of nodes a second over a series' results. */
export function searchFigures(results) {
  const total = (side) => {
    const sum = { depth: 0, nodes: 0, ms: 0, moves: 0 };
    for (const r of results) for (const key of Object.keys(sum)) sum[key] += r.sides[side][key];
    return { depth: sum.depth / Math.max(1, sum.moves), knps: sum.nodes / Math.max(1, sum.ms) };
  };
  return { learned: total('learned'), hand: total('hand') };
}

/**
 * Microseconds of processor time one evaluation takes, the learned one's and the game's own,
 * measured alternately over positions of seeded random games (the best of five rounds of `ms`
 * each). Processor time, not wall time: on a machine busy with other work, the wall clock
 * counts the time the process waited for a core.
 */
export function evaluationCost(lib, ai, game, evaluate, ms = 200) {
  const random = lib.createRandom(11);
  const cursors = [];
  for (let g = 0; g < 40; g++) {
    const cursor = game.cursor(game.start());
    cursor.playRandom(random, 4 + random.int(60));
    if (cursor.outcome() === undefined) cursors.push(game.cursor(cursor.position()));
  }
  const measures = { learned: evaluate, hand: (cursor) => game.evaluate(cursor) };
  const best = { learned: Infinity, hand: Infinity };
  let sink = 0;
  for (let round = 0; round < 5; round++) {
    for (const [name, f] of Object.entries(measures)) {
      let calls = 0;
      const start = performance.now();
      const used = process.cpuUsage();
      while (performance.now() - start < ms) {
        for (const cursor of cursors) sink += f(cursor);
        calls += cursors.length;
      }
      const { user, system } = process.cpuUsage(used);
      best[name] = Math.min(best[name], (user + system) / calls);
    }
  }
  // The sum is used, so that no call can be left out as dead code.
  if (Number.isNaN(sink)) best.learned = NaN;
  return best;
}

/**
 * An SVG line chart of learning curves: for each series, points `{ x, y, low, high }` (y a score
 * from 0 to 1, with its confidence interval drawn as a band), x the training step. Deterministic
 * text for given points.
 */
export function curveSvg({ title, xLabel, series }) {
  const width = 640;
  const height = 360;
  const left = 56;
  const right = 150;
  const top = 40;
  const bottom = 48;
  const plotW = width - left - right;
  const plotH = height - top - bottom;
  const maxX = Math.max(1, ...series.flatMap((s) => s.points.map((p) => p.x)));
  const x = (v) => (left + (plotW * v) / maxX).toFixed(1);
  const y = (v) => (top + plotH * (1 - v)).toFixed(1);
  const colours = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd'];
  const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escape(title)}">`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    `<text x="${width / 2}" y="22" text-anchor="middle" font-family="sans-serif" font-size="15">${escape(title)}</text>`,
  ];
  for (const tick of [0, 0.25, 0.5, 0.6, 0.75, 1]) {
    const dash = tick === 0.5 || tick === 0.6 ? ' stroke-dasharray="4 3"' : '';
    out.push(`<line x1="${left}" x2="${left + plotW}" y1="${y(tick)}" y2="${y(tick)}" stroke="#ccc"${dash}/>`);
    out.push(
      `<text x="${left - 6}" y="${(Number(y(tick)) + 4).toFixed(1)}" text-anchor="end" font-family="sans-serif" font-size="11">${Math.round(100 * tick)} %</text>`,
    );
  }
  // A tick at each step measured.
  for (const v of [...new Set(series.flatMap((s) => s.points.map((p) => p.x)))].sort((a, b) => a - b)) {
    out.push(`<text x="${x(v)}" y="${top + plotH + 16}" text-anchor="middle" font-family="sans-serif" font-size="11">${v}</text>`);
  }
  out.push(`<line x1="${left}" x2="${left}" y1="${top}" y2="${top + plotH}" stroke="#333"/>`);
  out.push(`<line x1="${left}" x2="${left + plotW}" y1="${top + plotH}" y2="${top + plotH}" stroke="#333"/>`);
  out.push(
    `<text x="${left + plotW / 2}" y="${height - 10}" text-anchor="middle" font-family="sans-serif" font-size="12">${escape(xLabel)}</text>`,
  );
  series.forEach((s, i) => {
    const colour = colours[i % colours.length];
    const band = [...s.points.map((p) => `${x(p.x)},${y(p.high)}`), ...[...s.points].reverse().map((p) => `${x(p.x)},${y(p.low)}`)];
    out.push(`<polygon points="${band.join(' ')}" fill="${colour}" fill-opacity="0.12" stroke="none"/>`);
    out.push(
      `<polyline points="${s.points.map((p) => `${x(p.x)},${y(p.y)}`).join(' ')}" fill="none" stroke="${colour}" stroke-width="2"/>`,
    );
    for (const p of s.points) out.push(`<circle cx="${x(p.x)}" cy="${y(p.y)}" r="3" fill="${colour}"/>`);
    const ly = top + 14 + 20 * i;
    out.push(`<line x1="${left + plotW + 14}" x2="${left + plotW + 34}" y1="${ly}" y2="${ly}" stroke="${colour}" stroke-width="2"/>`);
    out.push(`<text x="${left + plotW + 40}" y="${ly + 4}" font-family="sans-serif" font-size="12">${escape(s.name)}</text>`);
  });
  out.push('</svg>', '');
  return out.join('\n');
}
