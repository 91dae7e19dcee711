// The benchmark suite: per game, perft leaf nodes per second from the start position, random
// playouts per second to the end of the game on the search cursor, plies per second of random
// games played through the immutable API (legalMoves, play, outcome), the cost of legalMoves on a
// JSON copy of a position against the library's own position, alpha-beta nodes per second and
// MCTS iterations per second, and the cost of an observation and a legal-action mask for learning
// code (ludicore/ai); with --solve, the time and peak memory of the full Four Field Kono
// and Jul-Gonu solves (each in a process of its own); with --growth, how time and memory grow with
// the work (perft per depth, playouts per ply limit, solves per piece count).
// With --compare DIR it also loads the build in DIR/dist/ (another checkout, built) and runs every
// measure on both builds, interleaved round by round, printing both figures and new/baseline.
// Prints figures only; nothing passes or fails.
// Usage: npm run bench [-- --seconds N] [-- --rounds N] [-- --clock wall|cpu] [-- --compare DIR] [-- --only MEASURES] [-- --games IDS] [-- --solve] [-- --growth]
//   MEASURES: some of perft,variants,playouts,immutable,copies,alphabeta,mcts,observations,replay,threads (bots: both bots); IDS: some of kono,julgonu,agon,gong
//   variants: perft under each variant and rule that looks back against the game's default rules, this build only
//   observations: observation and legalActionMask into buffers on positions of random games, this build only
//   threads: perft and playouts of ludicore/threads on 1, 2 and all the machine's threads (this build only, wall clock)
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureBuild } from './ensure-build.mjs';
import { scriptArguments } from './command-line.mjs';

const { argument, fail } = scriptArguments('bench');

const SECONDS = Number(argument('--seconds') ?? 2);
if (!(SECONDS > 0 && Number.isFinite(SECONDS))) fail('--seconds takes a positive number');

/** The measures --only can select ('bots' stands for both bots). */
const MEASURES = ['perft', 'variants', 'playouts', 'immutable', 'copies', 'alphabeta', 'mcts', 'observations', 'replay', 'threads'];
const ONLY = (argument('--only') ?? MEASURES.join(',')).split(',').flatMap((name) => (name === 'bots' ? ['alphabeta', 'mcts'] : [name]));
for (const name of ONLY) if (!MEASURES.includes(name)) fail(`unknown measure '${name}'; known: ${MEASURES.join(', ')}, bots`);
const measured = (name) => ONLY.includes(name);
const BOTS = measured('alphabeta') || measured('mcts') || measured('observations');

/** Loads one build of the library from a dist/ folder: the main module, and the bots if they are measured. */
async function loadBuild(label, dist) {
  const lib = await import(pathToFileURL(join(dist, 'index.mjs')).href);
  const ai = BOTS ? await import(pathToFileURL(join(dist, 'ai.mjs')).href) : undefined;
  return { label, lib, ai };
}

ensureBuild();

/** Per-game settings: the options random playouts and immutable games run under (so that every game ends). */
const PLAYOUT_OPTIONS = { kono: { maxPlies: 1000 }, julgonu: { maxPlies: 1000 }, agon: { maxPlies: 1000 }, gong: { maxPlies: 2000 } };

/** Per-game settings: the option sets playouts are measured under, each added to the playout options (default: those alone). */
const PLAYOUT_VARIANTS = { julgonu: [{}, { noRepeat: 'off' }] };

/** Per-game settings: the option sets perft is measured under (default: the game's defaults only). */
const PERFT_OPTIONS = { julgonu: [{}, { noRepeat: 'off' }] };
/**
 * Per-game settings: the variants and the rules that look back whose perft is set against the
 * default rules' (the variants measure), from the same position.
 */
const VARIANT_OPTIONS = {
  kono: [{ reducedToOne: true }, { repetition: 3 }, { maxPlies: 1000 }],
  julgonu: [{ noRepeat: 'off' }, { noRepeat: 'any' }, { repetition: 3 }, { maxPlies: 1000 }],
  agon: [{ variant: 'historical' }, { displacementCapture: false }, { repetition: 3 }, { maxPlies: 1000 }],
  gong: [{ repetition: 3 }, { maxPlies: 1000 }],
};

/**
 * Where perft starts when not at the start position: Gong's start is a long placement phase, so
 * its figure is taken from a mid-game position (reached by seeded random play).
 */
const PERFT_FROM = {
  gong: '-/4w6w1/13/2b10/13/4b8/w12/1b11/13/13/5b7/13/2w10/13/13/2b10/13/1w11/13/13/4w8/1b11/7b5/5w7/1wb10 b 0 0',
};

/**
 * Per-game settings: the option sets of the games the copy-cost positions are taken from (default:
 * the playout options). Agon's include a repetition rule, so that its positions carry a history.
 */
const COPY_OPTIONS = { agon: [{ maxPlies: 1000 }, { maxPlies: 1000, repetition: 3 }] };
/** How many seeded random games the copy-cost positions are taken from, and how many positions from each. */
const COPY_GAMES = 6;
const COPY_POSITIONS_PER_GAME = 50;

const format = (n) => Math.round(n).toLocaleString('en-US');

const ROUNDS = Number(argument('--rounds') ?? 3);
if (!(Number.isSafeInteger(ROUNDS) && ROUNDS > 0)) fail('--rounds takes a whole number of at least 1');
/**
 * The clock rounds are timed by: 'wall', the time that passes (the default for one build), or
 * 'cpu', the CPU time of this process (user and system, all its threads; the default with
 * --compare), which leaves out the time other processes hold the cores, so that a busy machine
 * slows neither build's figures.
 */
const CLOCK = argument('--clock') ?? (process.argv.includes('--compare') ? 'cpu' : 'wall');
if (CLOCK !== 'wall' && CLOCK !== 'cpu') fail("--clock takes 'wall' or 'cpu'");
const now =
  CLOCK === 'cpu'
    ? () => {
        const { user, system } = process.cpuUsage();
        return (user + system) / 1e6;
      }
    : () => Number(process.hrtime.bigint()) / 1e9;

/**
 * Runs each build's timed round ROUNDS times, interleaved so that drift in the machine's speed
 * falls on both builds alike: every round runs every build once, the order alternating from round
 * to round. Returns each build's list of round results.
 */
function interleave(runs) {
  const results = runs.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (let k = 0; k < runs.length; k++) {
      const i = round % 2 === 0 ? k : runs.length - 1 - k;
      results[i].push(runs[i](round));
    }
  }
  return results;
}

/** The best (least disturbed) of a build's rounds: the one with the most `count` per second. */
const bestRound = (rounds) => rounds.reduce((best, r) => (r.count / r.seconds > best.count / best.seconds ? r : best));

/** The line of one measure: this build's figure and details, or, comparing, both builds' figures and new/baseline. */
function report(title, results, figure, unit, details, note = '') {
  if (!COMPARING) {
    console.log(`  ${title}: ${details(results[0])}`);
    return;
  }
  const [mine, base] = results.map(figure);
  console.log(
    `  ${title}: this ${format(mine)} ${unit}, baseline ${format(base)} ${unit}, new/baseline ${(mine / base).toFixed(2)}${note}`,
  );
}

/**
 * Finds the smallest perft depth from the start that takes at least a quarter of the time
 * budget (or the deepest whose next depth would take more than twice the budget, judged by the
 * growth so far). A short run
 * that would stop the search by that judgement is timed again, so that one disturbed run (code
 * still being compiled, another process) does not stop it too early.
 */
function perftDepth(lib, game, start) {
  let depth = 1;
  let previous = 1;
  const time = () => {
    const t0 = now();
    return { leaves: lib.perft(game, start, depth), seconds: now() - t0 };
  };
  for (; ; depth++) {
    let { leaves, seconds } = time();
    const tooDeep = () => (seconds * leaves) / previous > SECONDS * 2;
    if (seconds < SECONDS / 4 && tooDeep()) seconds = Math.min(seconds, time().seconds);
    if (seconds >= SECONDS / 4 || depth >= 30 || tooDeep()) return depth;
    previous = Math.max(leaves, 1);
  }
}

/** Perft at the first build's depth (the same tree for all) in several rounds per build, interleaved; keeps each build's best round. */
function benchPerft(id, options) {
  const setups = BUILDS.map(({ lib }) => {
    const game = lib.games[id];
    const from = PERFT_FROM[id];
    return { lib, game, start: from === undefined ? game.start(options) : game.parsePosition(from, options) };
  });
  // Every build runs the depth search, which warms it up the same way; the first build's depth counts.
  const depth = setups.map(({ lib, game, start }) => perftDepth(lib, game, start))[0];
  const results = interleave(
    setups.map(({ lib, game, start }) => () => {
      const t0 = now();
      const count = lib.perft(game, start, depth);
      return { count, seconds: now() - t0 };
    }),
  );
  return { depth, best: results.map(bestRound) };
}

/**
 * Perft of this build under the default rules and under one variant, in interleaved rounds; keeps
 * each one's best round. Both count to one depth, the smaller of the two found as for perft: the
 * leaves a node has depend on how deep it is, so rates at two depths would not compare the rules.
 */
function benchVariant(id, variant, given) {
  const { lib } = BUILDS[0];
  const game = lib.games[id];
  const starts = [{}, variant].map((options) => {
    const from = PERFT_FROM[id];
    return from === undefined ? game.start(options) : game.parsePosition(from, options);
  });
  const depth = given ?? Math.min(...starts.map((start) => perftDepth(lib, game, start)));
  const setups = starts.map((start) => ({ start, depth }));
  // A round counts its tree again until it has taken a round's time: one tree may be far smaller
  // than the other at the same depth, and the best of a few short runs would favour it.
  const results = interleave(
    setups.map(({ start, depth }) => () => {
      const t0 = now();
      let count = 0;
      do count += lib.perft(game, start, depth);
      while (now() - t0 < SECONDS / ROUNDS);
      return { count, seconds: now() - t0, depth };
    }),
  );
  return results.map(bestRound);
}

/** Random playouts on the cursor to the end of the game in rounds of the time budget; keeps each build's best round. */
function benchPlayouts(id, variant) {
  const runs = BUILDS.map(({ lib }) => {
    const game = lib.games[id];
    const start = game.start({ ...(PLAYOUT_OPTIONS[id] ?? { maxPlies: 1000 }), ...variant });
    const random = lib.createRandom(1);
    lib.randomPlayouts(game, start, 200, random); // warm-up
    return () => {
      let count = 0;
      let plies = 0;
      const t0 = now();
      while (now() - t0 < SECONDS / ROUNDS) {
        const summary = lib.randomPlayouts(game, start, 100, random);
        count += summary.games;
        plies += summary.plies;
      }
      return { count, plies, seconds: now() - t0, options: start.options };
    };
  });
  return interleave(runs).map(bestRound);
}

/** One game from `start` to its end through the immutable API, each move drawn from `random`; returns its plies. */
function immutableGame(game, start, random) {
  let position = start;
  let plies = 0;
  while (game.outcome(position) === undefined) {
    const moves = game.legalMoves(position);
    if (moves.length === 0) break;
    position = game.play(position, moves[random.int(moves.length)]);
    plies++;
  }
  return plies;
}

/**
 * Plies per second of seeded random games through the immutable API (legalMoves, play, outcome)
 * in rounds of the time budget; every build plays the same games in a round (the round's seed).
 */
function benchImmutable(id) {
  const runs = BUILDS.map(({ lib }) => {
    const game = lib.games[id];
    const start = game.start(PLAYOUT_OPTIONS[id] ?? { maxPlies: 1000 });
    immutableGame(game, start, lib.createRandom(0)); // warm-up
    return (round) => {
      const random = lib.createRandom(round + 1);
      let count = 0;
      let games = 0;
      const t0 = now();
      while (now() - t0 < SECONDS / ROUNDS) {
        count += immutableGame(game, start, random);
        games++;
      }
      return { count, games, seconds: now() - t0, options: start.options };
    };
  });
  return interleave(runs).map(bestRound);
}

/**
 * Positions along seeded random games (immutable API): from each of COPY_GAMES games (over the
 * game's copy option sets in turn), up to COPY_POSITIONS_PER_GAME evenly spaced positions where
 * the game is not over.
 */
function copyPositions(lib, id) {
  const game = lib.games[id];
  const optionSets = COPY_OPTIONS[id] ?? [PLAYOUT_OPTIONS[id] ?? { maxPlies: 1000 }];
  const positions = [];
  for (let seed = 1; seed <= COPY_GAMES; seed++) {
    const random = lib.createRandom(seed);
    const line = [];
    for (let position = game.start(optionSets[(seed - 1) % optionSets.length]); game.outcome(position) === undefined;) {
      const moves = game.legalMoves(position);
      if (moves.length === 0) break;
      line.push(position);
      position = game.play(position, moves[random.int(moves.length)]);
    }
    const taken = Math.min(COPY_POSITIONS_PER_GAME, line.length);
    for (let k = 0; k < taken; k++) positions.push(line[Math.floor((k * line.length) / taken)]);
  }
  return positions;
}

let sink = 0;
/** Calls legalMoves on every position of the list, pass after pass, for about `seconds`; returns the calls and the time. */
function timeLegalMoves(game, positions, seconds) {
  let count = 0;
  let elapsed;
  const t0 = now();
  do {
    for (const position of positions) sink += game.legalMoves(position).length;
    count += positions.length;
    elapsed = now() - t0;
  } while (elapsed < seconds);
  return { count, seconds: elapsed };
}

/**
 * The cost of legalMoves on JSON copies (made once, untimed) against the same call on the
 * library's own positions: in each round, passes over the own positions and over the copies for
 * half the round's budget each (which goes first alternates); keeps each side's best round.
 */
function benchCopies(id) {
  let mismatch = false;
  const runs = BUILDS.map(({ lib }) => {
    const game = lib.games[id];
    const own = copyPositions(lib, id);
    const copies = own.map((position) => JSON.parse(JSON.stringify(position)));
    // Untimed check (and warm-up): a copy has the same moves as its original.
    own.forEach((position, i) => {
      if (JSON.stringify(game.legalMoves(copies[i])) !== JSON.stringify(game.legalMoves(position))) mismatch = true;
    });
    return (round) => {
      const half = SECONDS / ROUNDS / 2;
      if (round % 2 === 0) {
        const o = timeLegalMoves(game, own, half);
        return { own: o, copy: timeLegalMoves(game, copies, half), positions: own.length };
      }
      const c = timeLegalMoves(game, copies, half);
      return { own: timeLegalMoves(game, own, half), copy: c, positions: own.length };
    };
  });
  return interleave(runs).map((rounds) => {
    const own = bestRound(rounds.map((r) => r.own));
    const copy = bestRound(rounds.map((r) => r.copy));
    const ownNs = (own.seconds * 1e9) / own.count;
    const copyNs = (copy.seconds * 1e9) / copy.count;
    return { ownNs, copyNs, ratio: copyNs / ownNs, positions: rounds[0].positions, mismatch };
  });
}

/**
 * Positions the bots are timed from: each game's start after some seeded random plies (Gong: the
 * perft position), drawn with createRandom(seed) from legalMoves as the random bot would.
 */
function botPositions(lib, id) {
  const game = lib.games[id];
  if (PERFT_FROM[id] !== undefined) return [game.parsePosition(PERFT_FROM[id])];
  const positions = [];
  for (let seed = 1; positions.length < 4; seed++) {
    const random = lib.createRandom(seed);
    let position = game.start();
    for (let ply = 0; ply < 8 + 4 * seed && game.outcome(position) === undefined; ply++) {
      const moves = game.legalMoves(position);
      position = game.play(position, moves[random.int(moves.length)]);
    }
    if (game.outcome(position) === undefined) positions.push(position);
  }
  return positions;
}

/**
 * Time-limited searches of one bot from each bot position, summed per build: the builds take
 * turns position by position (the order alternating), each with the same time per search. A
 * search's time is its own elapsedMs, or on the CPU clock the process's CPU time it took.
 */
function benchBot(id, makeBot, warmUp, add) {
  const setups = BUILDS.map(({ ai, lib }) => {
    const game = lib.games[id];
    const positions = botPositions(lib, id);
    warmUp(ai, game).decide(positions[0]);
    return { ai, game, positions, total: {} };
  });
  const count = setups[0].positions.length;
  const time = (SECONDS * 1000) / count / 2;
  for (let j = 0; j < count; j++) {
    for (let k = 0; k < setups.length; k++) {
      const { ai, game, positions, total } = setups[j % 2 === 0 ? k : setups.length - 1 - k];
      const bot = makeBot(ai, game, time);
      const t0 = now();
      const decision = bot.decide(positions[j]);
      add(total, decision, CLOCK === 'cpu' ? now() - t0 : decision.elapsedMs / 1000);
    }
  }
  return setups.map(({ total }) => ({ ...total, positions: count }));
}

/** Alpha-beta nodes per second: time-limited searches from each bot position, summed. */
function benchAlphaBeta(id) {
  return benchBot(
    id,
    (ai, game, time) => ai.alphaBeta(game, { time }),
    (ai, game) => ai.alphaBeta(game, { depth: 2 }),
    (total, decision, seconds) => {
      total.nodes = (total.nodes ?? 0) + decision.nodes;
      total.seconds = (total.seconds ?? 0) + seconds;
      total.depth = (total.depth ?? 0) + decision.depth;
    },
  );
}

/** MCTS iterations per second with the default settings: time-limited searches from each bot position, summed. */
function benchMcts(id) {
  return benchBot(
    id,
    (ai, game, time) => ai.mcts(game, { time }),
    (ai, game) => ai.mcts(game, { iterations: 200 }),
    (total, decision, seconds) => {
      total.iterations = (total.iterations ?? 0) + decision.iterations;
      total.seconds = (total.seconds ?? 0) + seconds;
    },
  );
}

/**
 * Nanoseconds per call of observation and of legalActionMask, each writing into a buffer of its
 * own, over the positions of copyPositions (Jul-Gonu's with the history J4 looks back at), pass
 * after pass for half the round's budget each; this build only.
 */
function benchObservations(id) {
  const { lib, ai } = BUILDS[0];
  const game = lib.games[id];
  const positions = copyPositions(lib, id);
  // A buffer for each shape: the game's option sets may have shapes of their own (Agon's with repetition).
  const buffers = new Map();
  const bufferOf = (position) => {
    const { planes, height, width } = ai.observationShape(game, position.options);
    const size = planes * height * width;
    if (!buffers.has(size)) buffers.set(size, new Float32Array(size));
    return buffers.get(size);
  };
  const planesOut = new Map(positions.map((position) => [position, bufferOf(position)]));
  const maskOut = new Uint8Array(game.actionCount);
  const time = (call, seconds) => {
    let count = 0;
    let elapsed;
    const t0 = now();
    do {
      for (const position of positions) call(position);
      count += positions.length;
      elapsed = now() - t0;
    } while (elapsed < seconds);
    return { count, seconds: elapsed };
  };
  const observe = (position) => (sink += ai.observation(game, position, planesOut.get(position))[0]);
  const mask = (position) => (sink += ai.legalActionMask(game, position, maskOut)[0]);
  time(observe, 0.05); // warm-up
  time(mask, 0.05);
  const ns = (rounds) => {
    const best = bestRound(rounds);
    return (best.seconds * 1e9) / best.count;
  };
  const rounds = interleave([() => ({ observe: time(observe, SECONDS / ROUNDS / 2), mask: time(mask, SECONDS / ROUNDS / 2) })])[0];
  return {
    positions: positions.length,
    shapes: [...buffers.keys()].map((size) => format(size)).join(' and '),
    observeNs: ns(rounds.map((r) => r.observe)),
    maskNs: ns(rounds.map((r) => r.mask)),
  };
}

/** The plies of the records {@link benchReplay} replays. */
const REPLAY_PLIES = [2500, 10000];

/**
 * The time to replay a Four Field Kono record of two pieces shuffling back and forth, no capture
 * and the repetition draw on (so every position's history is the whole game): per build and
 * record length, the best of the rounds, in seconds.
 */
function benchReplay() {
  const shuffle = ['a1-a2', 'd4-d3', 'a2-a1', 'd3-d4'];
  const runs = BUILDS.map(({ lib }) => {
    const start = lib.kono.parsePosition('3w/4/4/b3 b', { repetition: 1_000_000 });
    const records = REPLAY_PLIES.map((n) => Array.from({ length: n }, (_, i) => shuffle[i % 4]));
    lib.replay(lib.kono, start, records[0]); // warm-up
    return () =>
      records.map((moves) => {
        const t0 = now();
        lib.replay(lib.kono, start, moves);
        return now() - t0;
      });
  });
  return interleave(runs).map((rounds) => REPLAY_PLIES.map((_, k) => Math.min(...rounds.map((r) => r[k]))));
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
      console.log(
        `    ${progress.phase}: ${format(progress.decided)} of ${format(progress.positions)} positions decided, ${progress.plies} plies`,
      );
    },
  });
  const seconds = now() - t0;
  const peak = process.resourceUsage().maxRSS;
  const { positions, wins, losses, draws, longestWin } = solution.stats;
  console.log(
    `  ${name}: ${format(positions)} positions in ${seconds.toFixed(1)} s; peak memory ${format(peak / 1024)} MB (${format(before / 1024)} MB before)`,
  );
  console.log(
    `    ${format(wins)} wins, ${format(losses)} losses, ${format(draws)} draws for the player to move; longest forced win ${longestWin} plies`,
  );
}

const SOLVES = {
  kono: ['Four Field Kono, every placement of up to 8 pieces a side', async () => (await import('../dist/solve.mjs')).solveKono],
  'julgonu-off': [
    `Jul-Gonu (noRepeat 'off'), every placement of up to 4 pieces a side`,
    async () => (await import('../dist/solve.mjs')).solveJulGonu,
  ],
  'julgonu-previous': [
    `Jul-Gonu (noRepeat 'previous'), every placement of up to 4 pieces a side with every J4 history`,
    async () => (await import('../dist/solve.mjs')).solveJulGonuPrevious,
  ],
};

const solveOne = process.argv.indexOf('--solve-one');
if (solveOne >= 0) {
  const [name, solver] = SOLVES[process.argv[solveOne + 1]];
  benchSolve(name, await solver());
  process.exit(0);
}
if (process.argv.includes('--solve')) {
  console.log(
    `ludicore solver benchmark — Node ${process.version}, ${process.platform}/${process.arch}, one thread, each solve in a process of its own`,
  );
  for (const id of Object.keys(SOLVES)) {
    // A process per solve, so each peak memory figure is that solve's own.
    const run = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--solve-one', id], { stdio: 'inherit' });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
  process.exit(0);
}

/** Wall-clock seconds: what thread scaling is measured by (CPU time adds up every thread's). */
const wallNow = () => Number(process.hrtime.bigint()) / 1e9;

/** The thread counts the threads measure runs on: 1, 2 and the machine's available parallelism. */
const THREAD_COUNTS = [...new Set([1, 2, availableParallelism()])].sort((a, b) => a - b);

/** CPU seconds of this process, all its threads (the workers') together. */
const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/**
 * The best (fastest) of ROUNDS wall-clock runs of `run`, which resolves to a count, with the CPU
 * time it took: on a machine shared with other work, the wall clock shows the cores this process
 * got, and the CPU time shows whether the threads cost more work than one thread.
 */
async function bestWall(run) {
  let best;
  for (let round = 0; round < ROUNDS; round++) {
    const t0 = wallNow();
    const c0 = cpuNow();
    const count = await run();
    const seconds = wallNow() - t0;
    const cpu = cpuNow() - c0;
    if (best === undefined || count / seconds > best.count / best.seconds) best = { count, seconds, cpu };
  }
  return best;
}

/**
 * ludicore/threads' perft and random playouts of one game on each of THREAD_COUNTS (this build
 * only: a baseline may have no ludicore/threads): perft at the depth one thread counts in about a
 * quarter of the time budget or more, playouts as many as one thread plays in about the budget.
 * Returns per thread count the best round of each.
 */
async function benchThreads(lib, threads, id) {
  const game = lib.games[id];
  const from = PERFT_FROM[id];
  const perftStart = from === undefined ? game.start() : game.parsePosition(from);
  const depth = perftDepth(lib, game, perftStart);
  const playoutStart = game.start(PLAYOUT_OPTIONS[id]);
  // As many playouts as one thread plays in about the time budget, judged by a short first run.
  const t0 = wallNow();
  let calibration = 0;
  while (wallNow() - t0 < 0.2)
    calibration += (await threads.randomPlayouts(game, playoutStart, 20, { seed: calibration, threads: 1 })).games;
  const count = Math.max(20, Math.round((calibration / (wallNow() - t0)) * SECONDS));
  const rows = [];
  for (const n of THREAD_COUNTS) {
    const perft = await bestWall(() => threads.perft(game, perftStart, depth, { threads: n }));
    const plies = [];
    const playouts = await bestWall(async () => {
      const summary = await threads.randomPlayouts(game, playoutStart, count, { seed: 1, threads: n });
      plies.push(summary.plies);
      return summary.games;
    });
    rows.push({ threads: n, perft, playouts, plies });
  }
  return { depth, count, rows };
}

/*
 * --growth: how time and memory grow with the work. Perft per depth (time should follow the
 * leaves), random playouts and MCTS playouts per ply limit (time linear in it, memory flat), and
 * endgame solves per piece count (time and memory following the positions). Each playout and solve
 * runs in a process of its own, so that each peak memory figure is its own.
 */
const GROWTH_PLAYOUT_LIMITS = [1_000, 10_000, 100_000, 1_000_000];
const GROWTH_SOLVES = [
  ['kono', 'solveKono', [2, 4, 6, 8]],
  ['julgonu-off', 'solveJulGonu', [2, 3, 4]],
  ['julgonu-previous', 'solveJulGonuPrevious', [2, 3, 4]],
];

/** In a child process: one measured piece of growth work, printed as one JSON line (seconds, peak and start memory in MB). */
async function growthOne(kind, ...args) {
  const lib = await import('../dist/index.mjs');
  const before = process.resourceUsage().maxRSS / 1024;
  const t0 = now();
  let detail;
  if (kind === 'playout') {
    const limit = Number(args[0]);
    detail = lib.randomPlayout(lib.agon, lib.agon.start(), lib.createRandom(1), { limit }).plies;
  } else if (kind === 'mcts') {
    const { mcts } = await import('../dist/ai.mjs');
    detail = mcts(lib.agon, { iterations: 4, playoutPlies: Number(args[0]), random: 1 }).decide(lib.agon.start()).iterations;
  } else {
    const solve = await import('../dist/solve.mjs');
    detail = solve[args[0]]({ maxPieces: Number(args[1]) }).stats.positions;
  }
  console.log(JSON.stringify({ seconds: now() - t0, peak: process.resourceUsage().maxRSS / 1024, before, detail }));
}

/** Runs one piece of growth work in a process of its own and returns what it printed. */
function growthChild(...args) {
  const run = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--growth-one', ...args.map(String)], { encoding: 'utf8' });
  if (run.status !== 0) {
    process.stderr.write(run.stderr);
    process.exit(run.status ?? 1);
  }
  return JSON.parse(run.stdout.trim().split('\n').pop());
}

/** Prints the growth figures. */
async function growth() {
  const lib = await import('../dist/index.mjs');
  console.log(`ludicore growth benchmark — Node ${process.version}, ${process.platform}/${process.arch}, one thread`);
  console.log('\nPerft per depth (time should grow as the leaves do; leaves/s steady once the tree is deep enough)');
  for (const [id, options] of [
    ['kono', {}],
    ['julgonu', {}],
    ['julgonu', { noRepeat: 'off' }],
    ['agon', {}],
    ['gong', {}],
  ]) {
    const game = lib.games[id];
    const start = PERFT_FROM[id] === undefined ? game.start(options) : game.parsePosition(PERFT_FROM[id], options);
    const label = `${game.name}${Object.keys(options).length > 0 ? ` ${JSON.stringify(options)}` : ''}`;
    const rows = [];
    let previousLeaves = 1;
    for (let depth = 1; ; depth++) {
      const t0 = now();
      const leaves = lib.perft(game, start, depth);
      const seconds = now() - t0;
      rows.push(
        `d${depth} ${format(leaves)} in ${seconds < 0.01 ? '<0.01' : seconds.toFixed(2)} s${seconds >= 0.01 ? ` (${format(leaves / seconds)}/s)` : ''}`,
      );
      // The next depth would take about the branching factor times as long: stop before it passes eight budgets.
      const branching = leaves / Math.max(previousLeaves, 1);
      previousLeaves = leaves;
      if (seconds > SECONDS || seconds * branching > SECONDS * 8 || depth >= 30) break;
    }
    console.log(`  ${label}: ${rows.join('; ')}`);
  }
  console.log(
    '\nAgon random playouts and MCTS playouts by ply limit (no draw rule; each in a process of its own: time linear, memory flat)',
  );
  for (const limit of GROWTH_PLAYOUT_LIMITS) {
    const p = growthChild('playout', limit);
    const m = growthChild('mcts', limit);
    console.log(
      `  limit ${format(limit)}: randomPlayout ${format(p.detail)} plies in ${p.seconds.toFixed(2)} s, peak ${format(p.peak)} MB (${format(p.before)} MB at start);` +
        ` mcts 4 iterations with playoutPlies ${format(limit)} in ${m.seconds.toFixed(2)} s, peak ${format(m.peak)} MB`,
    );
  }
  console.log('\nEndgame solves by pieces a side (each in a process of its own)');
  for (const [name, solver, counts] of GROWTH_SOLVES) {
    const rows = counts.map((pieces) => {
      const r = growthChild('solve', solver, pieces);
      return `≤${pieces}: ${format(r.detail)} positions in ${r.seconds.toFixed(1)} s, peak ${format(r.peak)} MB`;
    });
    console.log(`  ${name}: ${rows.join('; ')}`);
  }
}

const growthOneAt = process.argv.indexOf('--growth-one');
if (growthOneAt >= 0) {
  await growthOne(...process.argv.slice(growthOneAt + 1));
  process.exit(0);
}
if (process.argv.includes('--growth')) {
  await growth();
  process.exit(0);
}

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const compareDir = argument('--compare');
if (compareDir !== undefined && !existsSync(join(resolve(compareDir), 'dist', 'index.mjs'))) {
  fail(`no build in ${join(compareDir, 'dist', 'index.mjs')}: run 'npm ci' and 'npm run build' in ${compareDir} first`);
}
/** The builds measured: this checkout's first, then the baseline of --compare if given. */
const BUILDS = [await loadBuild('this', DIST)];
if (compareDir !== undefined) BUILDS.push(await loadBuild(`baseline (${compareDir})`, join(resolve(compareDir), 'dist')));
const COMPARING = BUILDS.length > 1;

const GAMES = (argument('--games') ?? Object.keys(BUILDS[0].lib.games).join(',')).split(',');
for (const id of GAMES) {
  for (const build of BUILDS)
    if (!Object.hasOwn(build.lib.games, id))
      fail(`unknown game '${id}' in ${build.label}; known: ${Object.keys(build.lib.games).join(', ')}`);
}

// One game's variants, this build only, in a process of its own (see variantsOf): their figures as JSON.
const variantsOneAt = process.argv.indexOf('--variants-one');
if (variantsOneAt >= 0) {
  const id = process.argv[variantsOneAt + 1];
  const depths = argument('--depths')?.split(',').map(Number) ?? [];
  console.log(
    JSON.stringify((VARIANT_OPTIONS[id] ?? []).map((variant, v) => ({ variant, results: benchVariant(id, variant, depths[v]) }))),
  );
  process.exit(0);
}

/** How many child processes measure each game's variants (see variantsOf). */
const VARIANT_PROCESSES = 3;

/**
 * Each variant of a game against its default rules, measured in child processes that run that
 * game alone, each side's best round of all of them kept. In a process that has run the other
 * games, the core's shared loops have seen every game's functions, and what that costs a count
 * depends on how many leaves each node has, so a ratio of two rule sets of one game would say as
 * much about the games measured before as about the rules; and the code the compiler makes
 * differs from process to process by a tenth or more, so one process alone would not decide it.
 */
function variantsOf(id) {
  const runs = [];
  for (let i = 0; i < VARIANT_PROCESSES; i++) {
    const args = ['--variants-one', id, '--seconds', String(SECONDS), '--rounds', String(ROUNDS), '--clock', CLOCK];
    // The first process finds each variant's depth, and the others count to the same.
    if (i > 0) args.push('--depths', runs[0].map((row) => row.results[0].depth).join(','));
    const run = spawnSync(process.execPath, [fileURLToPath(import.meta.url), ...args], { encoding: 'utf8' });
    if (run.status !== 0) {
      process.stderr.write(run.stderr);
      process.exit(run.status ?? 1);
    }
    runs.push(JSON.parse(run.stdout.trim().split('\n').pop()));
  }
  return runs[0].map(({ variant }, v) => ({
    variant,
    results: [0, 1].map((side) => bestRound(runs.map((rows) => rows[v].results[side]))),
  }));
}

const clock = CLOCK === 'cpu' ? ', timed by CPU time' : '';
console.log(
  `ludicore benchmarks — Node ${process.version}, ${process.platform}/${process.arch}, one thread, best of ${ROUNDS} rounds${clock}`,
);
if (COMPARING) {
  console.log(`Comparing this build (dist/ of this checkout) with ${BUILDS[1].label}, interleaved round by round.`);
  console.log('new/baseline is this figure over the baseline figure: above 1 is faster for a rate, slower for ns per call.');
}
console.log();
const copyRatios = BUILDS.map(() => []);
for (const id of GAMES) {
  const game = BUILDS[0].lib.games[id];
  console.log(`${game.name} (${id})`);
  if (measured('perft')) {
    for (const options of PERFT_OPTIONS[id] ?? [{}]) {
      const { depth, best } = benchPerft(id, options);
      const label = Object.keys(options).length === 0 ? 'default options' : JSON.stringify(options);
      const where = PERFT_FROM[id] === undefined ? 'the start' : `a mid-game position`;
      const differ = best.some((p) => p.count !== best[0].count)
        ? ` (LEAF COUNTS DIFFER: ${best.map((p) => format(p.count)).join(' vs ')})`
        : '';
      report(
        `perft from ${where} (${label}), depth ${depth}`,
        best,
        (p) => p.count / p.seconds,
        'leaves/s',
        (p) => `${format(p.count)} leaves in ${p.seconds.toFixed(2)} s = ${format(p.count / p.seconds)} leaves/s`,
        differ,
      );
    }
  }
  for (const variant of measured('playouts') ? (PLAYOUT_VARIANTS[id] ?? [{}]) : []) {
    const results = benchPlayouts(id, variant);
    report(
      `random playouts (${JSON.stringify(results[0].options)})`,
      results,
      (r) => r.count / r.seconds,
      'playouts/s',
      (r) =>
        `${format(r.count)} in ${r.seconds.toFixed(2)} s = ${format(r.count / r.seconds)} playouts/s` +
        ` (${format(r.plies / r.count)} plies each, ${format(r.plies / r.seconds)} plies/s)`,
    );
  }
  if (measured('immutable')) {
    const results = benchImmutable(id);
    report(
      `immutable API games (${JSON.stringify(results[0].options)})`,
      results,
      (r) => r.count / r.seconds,
      'plies/s',
      (r) =>
        `${format(r.count)} plies in ${r.seconds.toFixed(2)} s = ${format(r.count / r.seconds)} plies/s (${format(r.games)} games, ${format(r.count / r.games)} plies each)`,
    );
  }
  if (measured('copies')) {
    const results = benchCopies(id);
    results.forEach((c, i) => copyRatios[i].push(c.ratio));
    const where = `legalMoves on ${results[0].positions} positions of ${COPY_GAMES} games`;
    const warning = results.some((c) => c.mismatch) ? ' (A COPY GAVE OTHER MOVES THAN ITS ORIGINAL)' : '';
    if (!COMPARING) {
      const c = results[0];
      console.log(
        `  ${where}: own ${format(c.ownNs)} ns per call, JSON copy ${format(c.copyNs)} ns per call, copy/own ${c.ratio.toFixed(2)}${warning}`,
      );
    } else {
      report(`${where}, own positions`, results, (c) => c.ownNs, 'ns per call', undefined);
      report(`${where}, JSON copies`, results, (c) => c.copyNs, 'ns per call', undefined, warning);
      console.log(`  copy/own: this ${results[0].ratio.toFixed(2)}, baseline ${results[1].ratio.toFixed(2)}`);
    }
  }
  for (const { variant, results } of measured('variants') ? variantsOf(id) : []) {
    const [base, other] = results;
    const rate = (r) => r.count / r.seconds;
    console.log(
      `  perft under ${JSON.stringify(variant)}: ${format(rate(other))} leaves/s at depth ${other.depth},` +
        ` default rules ${format(rate(base))} leaves/s at depth ${base.depth}, variant/default ${(rate(other) / rate(base)).toFixed(2)}`,
    );
  }
  if (measured('alphabeta')) {
    const results = benchAlphaBeta(id);
    const where = id === 'gong' ? 'a mid-game position' : 'four early positions';
    report(
      `alpha-beta (time-limited, ${where})`,
      results,
      (a) => a.nodes / a.seconds,
      'nodes/s',
      (a) =>
        `${format(a.nodes)} nodes in ${a.seconds.toFixed(2)} s = ${format(a.nodes / a.seconds)} nodes/s (depth ${(a.depth / a.positions).toFixed(1)} reached)`,
      ` (depth ${results.map((a) => (a.depth / a.positions).toFixed(1)).join(' and ')} reached)`,
    );
  }
  if (measured('mcts')) {
    const results = benchMcts(id);
    report(
      'MCTS (default settings)',
      results,
      (m) => m.iterations / m.seconds,
      'iterations/s',
      (m) => `${format(m.iterations)} iterations in ${m.seconds.toFixed(2)} s = ${format(m.iterations / m.seconds)} iterations/s`,
    );
  }
  if (measured('observations')) {
    const r = benchObservations(id);
    console.log(
      `  observations (${r.shapes} numbers) on ${r.positions} positions of ${COPY_GAMES} games: observation ${format(r.observeNs)} ns per call,` +
        ` legalActionMask ${format(r.maskNs)} ns per call (this build only)`,
    );
  }
  if (measured('threads')) {
    const { lib } = BUILDS[0];
    const threads = await import(pathToFileURL(join(DIST, 'threads.mjs')).href);
    const { depth, rows } = await benchThreads(lib, threads, id);
    const [one] = rows;
    const differ = (values) => (new Set(values).size > 1 ? ` (COUNTS DIFFER BY THREAD COUNT: ${[...new Set(values)].join(' vs ')})` : '');
    // Per thread count: the rate, its ratio to one thread's, and the CPU time per unit over one thread's.
    const line = (figure, unit, best) =>
      rows
        .map(
          (r) =>
            `${r.threads} thread${r.threads === 1 ? '' : 's'} ${format(figure(r))} ${unit} (x${(figure(r) / figure(one)).toFixed(2)}, ` +
            `CPU x${(best(r).cpu / best(r).count / (best(one).cpu / best(one).count)).toFixed(2)})`,
        )
        .join(', ');
    const where = PERFT_FROM[id] === undefined ? 'the start' : 'a mid-game position';
    console.log(
      `  ludicore/threads perft from ${where}, depth ${depth}, wall clock: ${line(
        (r) => r.perft.count / r.perft.seconds,
        'leaves/s',
        (r) => r.perft,
      )}` + differ(rows.map((r) => r.perft.count)),
    );
    console.log(
      `  ludicore/threads random playouts (${JSON.stringify(PLAYOUT_OPTIONS[id])}), ${format(one.playouts.count)} a round, wall clock: ` +
        line(
          (r) => r.playouts.count / r.playouts.seconds,
          'playouts/s',
          (r) => r.playouts,
        ) +
        differ(rows.flatMap((r) => r.plies)),
    );
  }
  console.log();
}
if (measured('replay')) {
  console.log('Replaying a record (Four Field Kono, no capture, repetition draw on)');
  const results = benchReplay();
  REPLAY_PLIES.forEach((plies, k) => {
    const line = results.map((r, i) => `${i === 0 ? 'this' : 'baseline'} ${(r[k] * 1000).toFixed(1)} ms`).join(', ');
    console.log(`  ${format(plies)} plies: ${line}${COMPARING ? `, new/baseline ${(results[0][k] / results[1][k]).toFixed(2)}` : ''}`);
  });
  const growth = results.map((r, i) => `${i === 0 ? 'this' : 'baseline'} ${(r[1] / r[0]).toFixed(2)}`).join(', ');
  console.log(
    `  time for ${format(REPLAY_PLIES[1])} plies over time for ${format(REPLAY_PLIES[0])} (4 for linear, 16 for quadratic): ${growth}`,
  );
  console.log();
}
if (measured('copies')) {
  /** The geometric mean of a list of ratios. */
  const geometricMean = (ratios) => Math.exp(ratios.reduce((sum, r) => sum + Math.log(r), 0) / ratios.length);
  const means = copyRatios.map(geometricMean);
  const games = `${GAMES.length} game${GAMES.length === 1 ? '' : 's'}`;
  if (!COMPARING) console.log(`Copy cost, geometric mean of copy/own over ${games}: ${means[0].toFixed(2)}`);
  else
    console.log(
      `Copy cost, geometric mean of copy/own over ${games}: this ${means[0].toFixed(2)}, baseline ${means[1].toFixed(2)}, new/baseline ${(means[0] / means[1]).toFixed(2)}`,
    );
}
if (sink < 0) console.log(sink); // keeps the timed legalMoves calls' results alive
