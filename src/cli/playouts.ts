// `ludicore playouts <game> <count> --seed S`: random playouts on every core, numbered so that
// ranges of one series (--first) can run on several machines and their counts be added.
import { performance } from 'node:perf_hooks';
import { gameById } from '../games.js';
import { checkRange, randomPlayouts } from '../threads/playouts.js';
import { POSITION_FLAG, UsageError, gameOptions, integerArg, positionArg } from './args.js';
import { print, type Command } from './command.js';
import { formatTime } from './perft.js';
import { THREADS_FLAG, countFlag, seedFlag, threadsHelp, threadsOption } from './threads.js';

export const playouts: Command = {
  name: 'playouts',
  summary: 'play random games on every core, count who wins (seeded, splittable)',
  help: `Usage: ludicore playouts <game> <count> [position] --seed <n> [options]

Plays <count> uniformly random games of <game> (kono, julgonu, agon or gong)
from a position, by default the start, on every core, and prints the counts:
games, black wins, white wins, draws, unfinished (stopped by --limit) and
plies. Playout number i draws from its own seed (playoutSeed(seed, i) of
ludicore/threads), so the counts are the same whatever the thread count, and
a series can be split across machines by number ranges: the counts of
--first 0 and --first <count> with the same seed add up to those of twice the
count.

Options:
  --seed <n>         the series' seed (required)
  --first <n>        the number of the first playout (default 0)
  --limit <n>        stop a playout after n plies (default 100000)
  --position <text>  the position string (instead of the [position] argument)
  --options k=v,...  the game's rules options, e.g. maxPlies=200
${threadsHelp(17)}
  -h, --help         show this help

Examples:
  ludicore playouts kono 100000 --seed 1
  ludicore playouts julgonu 50000 --seed 1 --first 50000 --threads 2
  ludicore playouts agon 1000 --seed 7 --options setup=classic`,
  flags: { seed: true, first: true, limit: true, options: true, ...POSITION_FLAG, ...THREADS_FLAG },
  async run(positionals, flags) {
    const [id, countText, ...words] = positionals;
    if (id === undefined || countText === undefined) {
      throw new UsageError('playouts needs a game and a count: ludicore playouts <game> <count> --seed <n>');
    }
    const game = gameById(id);
    const count = integerArg('the playout count', countText, 0, Number.MAX_SAFE_INTEGER);
    const seed = seedFlag('playouts', flags);
    const first = countFlag(flags, 'first', 0);
    const limit = countFlag(flags, 'limit', 100_000);
    const options = gameOptions(game, flags.get('options'));
    const position = positionArg(game, words, flags, options);
    const threads = threadsOption(flags);
    // Everything is checked before the first line is printed: a refusal leaves standard output empty.
    checkRange('playouts', first, count);
    print(`${game.name}, ${game.formatPosition(position)}`);
    const started = performance.now();
    const summary = await randomPlayouts(game, position, count, { seed, first, limit, ...threads });
    const ms = performance.now() - started;
    const last = count === 0 ? 'none' : `${first} to ${first + count - 1}`;
    print(`playouts ${last}, seed ${seed}, limit ${limit}`);
    print(`games ${summary.games}`);
    print(`black wins ${summary.blackWins}`);
    print(`white wins ${summary.whiteWins}`);
    print(`draws ${summary.draws}`);
    print(`unfinished ${summary.unfinished}`);
    print(`plies ${summary.plies}`);
    const rate = ms > 0 ? `, ${Math.round((count * 1000) / ms)} playouts/s` : '';
    print(`time ${formatTime(ms)}${rate}`);
  },
};
