// `ludicore perft <game> <depth> [position]`: move-generation counts, per depth or per first move.
import { performance } from 'node:perf_hooks';
import { divide, perft as countPerft } from '../threads/perft.js';
import type { AnyGame, Position } from '../core/game.js';
import { gameById } from '../games.js';
import { POSITION_FLAG, UsageError, gameOptions, integerArg, positionArg } from './args.js';
import { print, type Command } from './command.js';
import { THREADS_FLAG, threadsHelp, threadsOption } from './threads.js';

/** Milliseconds as text: `3 ms`, `1.25 s`. */
export function formatTime(ms: number): string {
  return ms < 10 ? `${ms.toFixed(1)} ms` : ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** Below this count at one depth, the next depth (unless the last) is counted in this thread, with no worker. */
const SMALL_COUNT = 1_000_000;

/** A count, plain, for scripts to read. */
const count = (n: number): string => String(n);

/** `position` after the moves of `--after` (notation separated by commas or spaces), played in order. */
function afterMoves(game: AnyGame, position: Position, text: string | undefined): Position {
  if (text === undefined) return position;
  const moves = text.split(/[\s,]+/).filter((word) => word !== '');
  if (moves.length === 0) throw new UsageError('--after needs moves, in notation separated by commas or spaces');
  return moves.reduce((at, move) => game.play(at, game.parseMove(at, move)), position);
}

export const perft: Command = {
  name: 'perft',
  summary: 'count the move sequences of a given length (move-generator check)',
  help: `Usage: ludicore perft <game> <depth> [position] [options]

Counts the legal move sequences of exactly 1, 2, ... <depth> plies from a
position of <game> (kono, julgonu, agon or gong), by default the start, with
the time each count took, on every core. The position may also be given as
--position <text>. With --divide, splits the count at <depth> by first move
instead. With --after, plays the given moves first (keeping the history the
rules look back at) and counts from where they lead: to split a long count
across machines, list the first moves with --divide and have each machine
count its share of them at <depth> - 1 with --after <move>; the counts add up
(docs/threads.md).

Options:
  --divide           list the count below each legal first move
  --position <text>  the position string (instead of the [position] argument)
  --options k=v,...  the game's rules options, e.g. maxPlies=200
  --after <moves>    play these moves (notation, separated by commas or spaces)
                     first, and count from the position they lead to
${threadsHelp(17)}
  -h, --help         show this help

Examples:
  ludicore perft kono 5
  ludicore perft julgonu 4 --divide
  ludicore perft agon 3 --options setup=classic
  ludicore perft kono 4 'w1ww/bwww/bwbb/1bbb b'
  ludicore perft kono 4 --position 'w1ww/bwww/bwbb/1bbb b'
  ludicore perft julgonu 9 --threads 2
  ludicore perft kono 10 --after b1-a1`,
  flags: { divide: false, options: true, after: true, ...POSITION_FLAG, ...THREADS_FLAG },
  async run(positionals, flags) {
    const [id, depthText, ...words] = positionals;
    if (id === undefined || depthText === undefined) {
      throw new UsageError('perft needs a game and a depth: ludicore perft <game> <depth> [position]');
    }
    const game = gameById(id);
    const depth = integerArg('the perft depth', depthText, flags.has('divide') ? 1 : 0, 64);
    const options = gameOptions(game, flags.get('options'));
    const position = afterMoves(game, positionArg(game, words, flags, options), flags.get('after'));
    const threads = threadsOption(flags);
    print(`${game.name}, ${game.formatPosition(position)}`);
    const started = performance.now();
    if (flags.has('divide')) {
      const rows = await divide(game, position, depth, threads);
      const width = Math.max(0, ...rows.map((row) => row.notation.length));
      for (const row of rows) print(`  ${row.notation.padEnd(width)}  ${count(row.nodes)}`);
      const total = rows.reduce((sum, row) => sum + row.nodes, 0);
      print(`perft ${depth}: ${count(total)} (${rows.length} moves, ${formatTime(performance.now() - started)})`);
      return;
    }
    let previous = 0;
    for (let d = depth === 0 ? 0 : 1; d <= depth; d++) {
      const before = performance.now();
      // Starting workers takes longer than a small count: the shallow ones run in this thread.
      const small = d < depth && previous < SMALL_COUNT;
      const nodes = await countPerft(game, position, d, small ? { threads: 1 } : threads);
      previous = nodes;
      print(`perft ${d}: ${count(nodes)} (${formatTime(performance.now() - before)})`);
    }
    print(`total time ${formatTime(performance.now() - started)}`);
  },
};
