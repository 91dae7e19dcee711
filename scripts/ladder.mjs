// Measures the bot levels' ratings for docs/ai.md: a round robin of botForLevel's levels for each
// game (playLadder of ludicore/threads, on every core), written to docs/ladder/<game>.json, and a
// chart of the ratings with their 95 % intervals, docs/images/ladder-<game>.svg.
//
//   node scripts/ladder.mjs [game ...] [--games N] [--seed S]   play and draw (default: all games)
//   node scripts/ladder.mjs --draw                              redraw the charts from the JSON files
//   node scripts/ladder.mjs --markdown                          print docs/ai.md's tables from them
//
// It loads the built library: run `npm run build` first.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const GAMES = ['kono', 'julgonu', 'agon', 'gong'];
/** Games per pair of levels: the small games are quick, the large ones take minutes a pair at the top. */
const DEFAULT_GAMES = { kono: 40, julgonu: 40, agon: 6, gong: 6 };
/**
 * The draw rules, so that every game ends: those of `ludicore match` and `ludicore ladder`
 * (repetition 3, 400 plies) for the small games; 200 plies for the large ones, whose games
 * between searching levels are drawn (see docs/ai.md) and cost most at the ply limit.
 */
const OPTIONS = {
  kono: { repetition: 3, maxPlies: 400 },
  julgonu: { repetition: 3, maxPlies: 400 },
  agon: { repetition: 3, maxPlies: 200 },
  gong: { repetition: 3, maxPlies: 200 },
};

const jsonFile = (id) => join(root, 'docs', 'ladder', `${id}.json`);
const svgFile = (id) => join(root, 'docs', 'images', `ladder-${id}.svg`);

/** The chart of one game's ratings: a point per level with its 95 % interval. */
export function ladderChart(record) {
  const width = 480;
  const height = 300;
  const left = 56;
  const right = 16;
  const top = 34;
  const bottom = 44;
  const { ratings } = record;
  const highest = Math.max(...ratings.map((r) => r.high));
  const lowest = Math.min(0, ...ratings.map((r) => r.low));
  const step = highest - lowest > 1600 ? 400 : 200;
  const yMin = Math.floor(lowest / step) * step;
  const yMax = Math.ceil(highest / step) * step;
  const levels = ratings.map((r) => r.level);
  const x = (level) => left + ((level - levels[0]) / Math.max(1, levels[levels.length - 1] - levels[0])) * (width - left - right);
  const y = (rating) => top + ((yMax - rating) / (yMax - yMin)) * (height - top - bottom);
  const f = (n) => n.toFixed(1);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="sans-serif" font-size="12">`,
    `<title>${record.name}: rating of each bot level</title>`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    `<text x="${width / 2}" y="20" text-anchor="middle" font-size="14">${record.name}: rating by level (95 % intervals)</text>`,
  ];
  for (let value = yMin; value <= yMax; value += step) {
    parts.push(
      `<line x1="${left}" y1="${f(y(value))}" x2="${width - right}" y2="${f(y(value))}" stroke="#ddd"/>`,
      `<text x="${left - 6}" y="${f(y(value) + 4)}" text-anchor="end">${value}</text>`,
    );
  }
  for (const level of levels) parts.push(`<text x="${f(x(level))}" y="${height - bottom + 18}" text-anchor="middle">${level}</text>`);
  parts.push(
    `<text x="${(left + width - right) / 2}" y="${height - 8}" text-anchor="middle">level</text>`,
    `<text transform="translate(14 ${(top + height - bottom) / 2}) rotate(-90)" text-anchor="middle">rating (Elo, level ${levels[0]} = 0)</text>`,
    `<polyline fill="none" stroke="#1f6feb" stroke-width="2" points="${ratings.map((r) => `${f(x(r.level))},${f(y(r.rating))}`).join(' ')}"/>`,
  );
  for (const r of ratings) {
    parts.push(
      `<line x1="${f(x(r.level))}" y1="${f(y(r.low))}" x2="${f(x(r.level))}" y2="${f(y(r.high))}" stroke="#1f6feb"/>`,
      `<circle cx="${f(x(r.level))}" cy="${f(y(r.rating))}" r="4" fill="#1f6feb"><title>level ${r.level}: ${Math.round(r.rating)} (${Math.round(r.low)} to ${Math.round(r.high)}), ${r.games} games</title></circle>`,
    );
  }
  parts.push('</svg>', '');
  return parts.join('\n');
}

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
  if (argv.includes('--draw')) {
    for (const id of GAMES) writeFileSync(svgFile(id), ladderChart(JSON.parse(readFileSync(jsonFile(id), 'utf8'))));
    return;
  }
  if (argv.includes('--markdown')) {
    const { gameById } = await import(join(root, 'dist', 'index.mjs'));
    const { levelPlan } = await import(join(root, 'dist', 'ai.mjs'));
    for (const id of GAMES) {
      const record = JSON.parse(readFileSync(jsonFile(id), 'utf8'));
      console.log(`${markdownTable(record, levelPlan, gameById(id))}\n`);
    }
    return;
  }
  const flag = (name) => {
    const at = argv.indexOf(`--${name}`);
    return at < 0 ? undefined : Number(argv[at + 1]);
  };
  const ids = argv.filter((word, i) => !word.startsWith('--') && !argv[i - 1]?.startsWith('--'));
  const seed = flag('seed') ?? 1;
  const { gameById } = await import(join(root, 'dist', 'index.mjs'));
  const { playLadder } = await import(join(root, 'dist', 'threads.mjs'));
  mkdirSync(join(root, 'docs', 'ladder'), { recursive: true });
  for (const id of ids.length > 0 ? ids : GAMES) {
    const game = gameById(id);
    const games = flag('games') ?? DEFAULT_GAMES[id];
    const started = performance.now();
    const ladder = await playLadder(game, { games, seed, options: OPTIONS[id] });
    const seconds = Math.round((performance.now() - started) / 1000);
    const record = { game: id, name: game.name, seed, gamesPerPair: games, options: OPTIONS[id], seconds, ...ladder };
    writeFileSync(jsonFile(id), `${JSON.stringify(record, null, 2)}\n`);
    writeFileSync(svgFile(id), ladderChart(record));
    const steps = ladder.ratings.map((r) => (r.step === undefined ? '' : Math.round(r.step.difference))).join(' ');
    console.log(`${game.name}: ${seconds} s; steps ${steps}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));
