// Measures the bot levels' ratings for docs/ai.md: a round robin of botForLevel's levels for each
// game (playLadder of ludicore/threads, on every core unless --threads says how many), written to
// docs/ladder/<game>.json, and a chart of the ratings with their 95 % intervals,
// docs/images/ladder-<game>.svg (which `npm run diagrams` draws again from the JSON file, as it
// draws every picture of the docs).
//
//   node scripts/ladder.mjs [game ...] [--games N] [--seed S] [--threads T]   play and draw
//                                                         (default: all games, on every core)
//   node scripts/ladder.mjs --markdown [game ...]         print docs/ai.md's tables from them
//
// It loads the built library: run `npm run build` first.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { ladderChart } from './diagrams-lib.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const GAMES = ['kono', 'julgonu', 'agon', 'gong'];
/** Games per pair of levels: the small games are quick, the large ones take minutes a pair at the top. */
const DEFAULT_GAMES = { kono: 50, julgonu: 50, agon: 6, gong: 6 };
/**
 * The draw rules, so that every game ends: those of `ludicore match` and `ludicore ladder`
 * (repetition 3, 400 plies) for the small games; fewer for the large ones, whose games between
 * searching levels are drawn (see docs/ai.md) and cost most at the ply limit: 200 in Gong, 300
 * in Agon, whose searches need most of that to win against a level that plays random moves.
 */
const OPTIONS = {
  kono: { repetition: 3, maxPlies: 400 },
  julgonu: { repetition: 3, maxPlies: 400 },
  agon: { repetition: 3, maxPlies: 300 },
  gong: { repetition: 3, maxPlies: 200 },
};

const jsonFile = (id) => join(root, 'docs', 'ladder', `${id}.json`);
const svgFile = (id) => join(root, 'docs', 'images', `ladder-${id}.svg`);

const signed = (n) => `${n >= 0 ? '+' : '−'}${Math.abs(Math.round(n))}`;

/** docs/ai.md's table of one game's ladder: each level's plan, rating, interval and step. */
function markdownTable(record, levelPlan, game) {
  const rows = record.ratings.map((r) => {
    const plan = levelPlan(game, r.level);
    const search = plan.search === 'greedy' ? 'greedy' : `alpha-beta, ${plan.nodes.toLocaleString('en')} nodes`;
    const random = plan.randomMoves === 0 ? '' : `, ${+(plan.randomMoves * 100).toFixed(1)} % random`;
    const step = r.step === undefined ? '' : `${signed(r.step.difference)} (${signed(r.step.low)} to ${signed(r.step.high)})`;
    return `| ${r.level} | ${search}${random} | ${signed(r.rating)} | ${signed(r.low)} to ${signed(r.high)} | ${step} | ${r.games} |`;
  });
  return [
    '| level | plays | rating | 95 % interval | step from the level below (95 %) | games |',
    '| ---: | --- | ---: | --- | --- | ---: |',
    ...rows,
  ].join('\n');
}

async function main(argv) {
  const valued = ['--games', '--seed', '--threads'];
  const ids = argv.filter((word, i) => !word.startsWith('--') && !valued.includes(argv[i - 1]));
  if (argv.includes('--markdown')) {
    const { gameById } = await import(join(root, 'dist', 'index.mjs'));
    const { levelPlan } = await import(join(root, 'dist', 'ai.mjs'));
    for (const id of ids.length > 0 ? ids : GAMES) {
      const record = JSON.parse(readFileSync(jsonFile(id), 'utf8'));
      console.log(`${markdownTable(record, levelPlan, gameById(id))}\n`);
    }
    return;
  }
  const flag = (name) => {
    const at = argv.indexOf(`--${name}`);
    return at < 0 ? undefined : Number(argv[at + 1]);
  };
  const seed = flag('seed') ?? 1;
  // Fewer threads than cores leaves the others to other work; the games are the same either way.
  const threads = flag('threads');
  const { gameById } = await import(join(root, 'dist', 'index.mjs'));
  const { playLadder } = await import(join(root, 'dist', 'threads.mjs'));
  mkdirSync(join(root, 'docs', 'ladder'), { recursive: true });
  for (const id of ids.length > 0 ? ids : GAMES) {
    const game = gameById(id);
    const games = flag('games') ?? DEFAULT_GAMES[id];
    const started = performance.now();
    const ladder = await playLadder(game, { games, seed, options: OPTIONS[id], ...(threads === undefined ? {} : { threads }) });
    const seconds = Math.round((performance.now() - started) / 1000);
    const record = {
      game: id,
      name: game.name,
      seed,
      gamesPerPair: games,
      options: OPTIONS[id],
      seconds,
      ...(threads === undefined ? {} : { threads }),
      ...ladder,
    };
    writeFileSync(jsonFile(id), `${JSON.stringify(record, null, 2)}\n`);
    writeFileSync(svgFile(id), ladderChart(record));
    const steps = ladder.ratings.map((r) => (r.step === undefined ? '' : Math.round(r.step.difference))).join(' ');
    console.log(`${game.name}: ${seconds} s; steps ${steps}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));
