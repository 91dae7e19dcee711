// Plays one complete game of each game in the registry between two seeded random players,
// printing every position as a text diagram with the move that led to it, and the outcome.
// Usage: npm run demo [-- --seed N]
import { ensureBuild } from './ensure-build.mjs';

ensureBuild();
const { games, createRandom, formatResult } = await import('../dist/index.mjs');

const seedArg = process.argv.indexOf('--seed');
const seed = seedArg >= 0 ? Number(process.argv[seedArg + 1]) : 1;
const PER_ROW = 6;

/** The board as rows of text, using the points' drawing coordinates. */
function diagram(game, position) {
  const { board } = game;
  const cells = new Map();
  let maxX = 0;
  let maxY = 0;
  for (let p = 0; p < board.size; p++) {
    const { x, y } = board.coordinates(p);
    const piece = game.pieceAt(position, p);
    const mark = piece === undefined ? '.' : piece.owner === 'black' ? 'b' : 'w';
    cells.set(`${x},${y}`, mark);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  const rows = [];
  for (let y = maxY; y >= 0; y--) {
    let row = `${y + 1} `;
    for (let x = 0; x <= maxX; x++) row += `${cells.get(`${x},${y}`) ?? ' '} `;
    rows.push(row.trimEnd());
  }
  rows.push(`  ${Array.from({ length: maxX + 1 }, (_, x) => board.name(x).replace(/[0-9]+$/, '')).join(' ')}`);
  return rows;
}

function printRow(blocks) {
  const width = Math.max(...blocks.flat().map((line) => line.length)) + 3;
  const height = Math.max(...blocks.map((b) => b.length));
  for (let i = 0; i < height; i++) console.log(blocks.map((b) => (b[i] ?? '').padEnd(width)).join('').trimEnd());
  console.log();
}

for (const game of Object.values(games)) {
  const random = createRandom(seed);
  let position = game.start();
  console.log(`${game.name}: two random players (seed ${seed})`);
  console.log(`start ${game.formatPosition(position)}\n`);
  let blocks = [['start', ...diagram(game, position)]];
  while (game.outcome(position) === undefined) {
    const move = random.pick(game.legalMoves(position));
    const label = `${position.ply + 1}. ${game.toMove(position)} ${game.formatMove(position, move)}`;
    position = game.play(position, move);
    blocks.push([label, ...diagram(game, position)]);
    if (blocks.length === PER_ROW) {
      printRow(blocks);
      blocks = [];
    }
  }
  if (blocks.length > 0) printRow(blocks);
  const outcome = game.outcome(position);
  console.log(`final ${game.formatPosition(position)}`);
  console.log(`result after ${position.ply} plies: ${formatResult(outcome)}`);
  console.log(outcome.winner === null ? `a draw (${outcome.reason})\n` : `${outcome.winner} wins (${outcome.reason})\n`);
}
