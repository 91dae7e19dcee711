// `ludicore perft <game> <depth> [position]`: move-generation counts, per depth or per first move.
import { performance } from 'node:perf_hooks';
import { divide, perft as countPerft } from '../core/perft.js';
import { gameById } from '../games.js';
import { POSITION_FLAG, UsageError, gameOptions, integerArg, positionArg } from './args.js';
import { print, type Command } from './command.js';

/** Milliseconds as text: `3 ms`, `1.25 s`. */
export function formatTime(ms: number): string {
  return ms < 10 ? `${ms.toFixed(1)} ms` : ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** A count, plain, for scripts to read. */
const count = (n: number): string => String(n);

export const perft: Command = {
  name: 'perft',
  summary: 'count the move sequences of a given length (move-generator check)',
  help: `Usage: ludicore perft <game> <depth> [position] [options]

Counts the legal move sequences of exactly 1, 2, ... <depth> plies from a
position of <game> (kono, julgonu, agon or gong), by default the start, with
the time each count took. The position may also be given as --position <text>. With --divide, splits the count at <depth> by first
move instead.

Options:
  --divide           list the count below each legal first move
  --position <text>  the position string (instead of the [position] argument)
  --options k=v,...  the game's rules options, e.g. maxPlies=200
  -h, --help         show this help

Examples:
  ludicore perft kono 5
  ludicore perft julgonu 4 --divide
  ludicore perft agon 3 --options setup=classic
  ludicore perft kono 4 'w1ww/bwww/bwbb/1bbb b'
  ludicore perft kono 4 --position 'w1ww/bwww/bwbb/1bbb b'`,
  flags: { divide: false, options: true, ...POSITION_FLAG },
  run(positionals, flags) {
    const [id, depthText, ...words] = positionals;
    if (id === undefined || depthText === undefined) {
      throw new UsageError('perft needs a game and a depth: ludicore perft <game> <depth> [position]');
    }
    const game = gameById(id);
    const depth = integerArg('the perft depth', depthText, flags.has('divide') ? 1 : 0, 64);
    const options = gameOptions(game, flags.get('options'));
    const position = positionArg(game, words, flags, options);
    print(`${game.name}, ${game.formatPosition(position)}`);
    const started = performance.now();
    if (flags.has('divide')) {
      const rows = divide(game, position, depth);
      const width = Math.max(0, ...rows.map((row) => row.notation.length));
      for (const row of rows) print(`  ${row.notation.padEnd(width)}  ${count(row.nodes)}`);
      const total = rows.reduce((sum, row) => sum + row.nodes, 0);
      print(`perft ${depth}: ${count(total)} (${rows.length} moves, ${formatTime(performance.now() - started)})`);
      return;
    }
    for (let d = depth === 0 ? 0 : 1; d <= depth; d++) {
      const before = performance.now();
      const nodes = countPerft(game, position, d);
      print(`perft ${d}: ${count(nodes)} (${formatTime(performance.now() - before)})`);
    }
    print(`total time ${formatTime(performance.now() - started)}`);
  },
};
