// Plays one complete game of each game in the registry between two seeded bots, Monte Carlo
// tree search against alpha-beta (taking turns at Black from game to game), printing the positions as text diagrams with the moves in notation, and the outcome.
// Small boards show every position; larger ones the start, the moves, and every 50th position
// (as position strings where the board is too big for a text diagram: Gong's 313 points).
// Usage: npm run demo [-- --seed N]
import { ensureBuild } from './ensure-build.mjs';

ensureBuild();
const { games, formatResult } = await import('../dist/index.mjs');
const { alphaBeta, mcts } = await import('../dist/ai.mjs');

const seedArg = process.argv.indexOf('--seed');
const seed = seedArg >= 0 ? Number(process.argv[seedArg + 1]) : 1;
const PER_ROW = 6;
/**
 * Draw rules, so that the demo always ends soon: in the small games those of `ludicore play`
 * (two bots that each see a draw can otherwise step back and forth for ever), a ply limit in
 * the long ones.
 */
const SMALL_GAME_DRAWS = { repetition: 3, maxPlies: 400 };
const OPTIONS = { kono: SMALL_GAME_DRAWS, julgonu: SMALL_GAME_DRAWS, agon: { maxPlies: 300 }, gong: { maxPlies: 600 } };
/** Budgets per move: the small boards get deeper searches, the big ones quick ones. */
const SMALL = new Set(['kono', 'julgonu']);
const botsFor = (game, index) => {
  const small = SMALL.has(game.id);
  const players = [mcts(game, { iterations: small ? 2000 : 1000, random: seed }), alphaBeta(game, { depth: small ? 5 : 3, random: seed })];
  return index % 2 === 0 ? players : players.reverse();
};
const SNAPSHOT_EVERY = 50;

/**
 * The board as rows of text, laid out by the points' drawing coordinates: one column per
 * distinct x, one row per distinct y (so a hexagon's staggered files show as such).
 */
function diagram(game, position) {
  const { board } = game;
  const xs = [];
  const ys = [];
  for (let p = 0; p < board.size; p++) {
    const { x, y } = board.coordinates(p);
    xs.push(Math.round(x * 1000));
    ys.push(Math.round(y * 2));
  }
  const columns = [...new Set(xs)].sort((a, b) => a - b);
  const rows = [...new Set(ys)].sort((a, b) => b - a);
  const grid = rows.map(() => columns.map(() => ' '));
  const files = columns.map(() => ' ');
  for (let p = 0; p < board.size; p++) {
    const piece = game.pieceAt(position, p);
    let mark = piece === undefined ? '.' : piece.owner === 'black' ? 'b' : 'w';
    if (piece?.kind === 'queen') mark = mark.toUpperCase();
    const column = columns.indexOf(xs[p]);
    grid[rows.indexOf(ys[p])][column] = mark;
    files[column] = board.name(p).replace(/[0-9]+$/, '');
  }
  return [...grid.map((row) => row.join(' ').trimEnd()), files.join(' ')];
}

function printRow(blocks) {
  const width = Math.max(...blocks.flat().map((line) => line.length)) + 3;
  const height = Math.max(...blocks.map((b) => b.length));
  for (let i = 0; i < height; i++)
    console.log(
      blocks
        .map((b) => (b[i] ?? '').padEnd(width))
        .join('')
        .trimEnd(),
    );
  console.log();
}

for (const [index, game] of Object.values(games).entries()) {
  const [black, white] = botsFor(game, index);
  const options = OPTIONS[game.id] ?? {};
  let position = game.start(options);
  const everyPosition = game.board.size <= 16;
  const drawable = game.board.size <= 100;
  console.log(
    `${game.name}: Black ${black.name} against White ${white.name} (seed ${seed}${Object.keys(options).length > 0 ? `, ${JSON.stringify(options)}` : ''})`,
  );
  console.log(`start ${game.formatPosition(position)}\n`);
  let blocks = drawable ? [['start', ...diagram(game, position)]] : [];
  const moves = [];
  while (game.outcome(position) === undefined) {
    const move = (game.toMove(position) === 'black' ? black : white).chooseMove(position);
    const label = `${position.ply + 1}. ${game.toMove(position)} ${game.formatMove(position, move)}`;
    moves.push(label);
    position = game.play(position, move);
    if (!drawable) {
      if (position.ply % SNAPSHOT_EVERY === 0) console.log(`after ${label}: ${game.formatPosition(position)}`);
      continue;
    }
    if (everyPosition || position.ply % SNAPSHOT_EVERY === 0) blocks.push([label, ...diagram(game, position)]);
    if (blocks.length === (everyPosition ? PER_ROW : 3)) {
      printRow(blocks);
      blocks = [];
    }
  }
  if (blocks.length > 0) printRow(blocks);
  if (!everyPosition) {
    console.log('moves:');
    for (let i = 0; i < moves.length; i += 8) console.log(`  ${moves.slice(i, i + 8).join('  ')}`);
    console.log();
    if (drawable) printRow([['final', ...diagram(game, position)]]);
  }
  const outcome = game.outcome(position);
  console.log(`final ${game.formatPosition(position)}`);
  console.log(`result after ${position.ply} plies: ${formatResult(outcome)}`);
  console.log(outcome.winner === null ? `a draw (${outcome.reason})\n` : `${outcome.winner} wins (${outcome.reason})\n`);
}
