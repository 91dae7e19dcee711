// `ludicore match <game> --black SPEC --white SPEC --games N --seed S`: a series of games between
// two bots on every core, numbered so that ranges of it (--first) can run on several machines.
import { performance } from 'node:perf_hooks';
import { quote } from '../core/errors.js';
import { gameById } from '../games.js';
import { BOT_KINDS, type BotSpec } from '../threads/bots.js';
import { playMatches } from '../threads/matches.js';
import { DRAW_DEFAULTS, UsageError, choiceArg, drawRules, gameOptions } from './args.js';
import { print, type Command } from './command.js';
import { formatTime } from './perft.js';
import { THREADS_FLAG, countFlag, seedFlag, threadsHelp, threadsOption } from './threads.js';

/**
 * A bot spec from its text: a kind, then optionally a colon and name=value settings separated by
 * commas (`alpha-beta:depth=3`, `mcts:iterations=500,playoutPlies=8`). The library checks the
 * settings' names and values.
 */
export function parseBotSpec(flag: string, text: string): BotSpec {
  const colon = text.indexOf(':');
  const kind = choiceArg(`the bot of --${flag}`, colon < 0 ? text : text.slice(0, colon), BOT_KINDS);
  if (kind === 'level') {
    // A level is written level:N; the library checks N.
    const level = text.slice(colon + 1);
    if (colon < 0 || !/^[0-9]+$/.test(level))
      throw new UsageError(`--${flag} level is written level:N with N from 1 to 10; found ${quote(text)}`);
    return { bot: kind, settings: { level: Number(level) } };
  }
  const settings = new Map<string, number>();
  for (const pair of colon < 0 ? [] : text.slice(colon + 1).split(',')) {
    const [name, value, ...extra] = pair.split('=');
    if (name === undefined || name === '' || value === undefined || extra.length > 0 || !/^-?[0-9]+(\.[0-9]+)?$/.test(value)) {
      throw new UsageError(`--${flag} settings are written kind:name=number,name=number; found ${quote(pair)}`);
    }
    if (settings.has(name)) throw new UsageError(`--${flag} gives the setting ${quote(name)} twice, in ${quote(text)}`);
    settings.set(name, Number(value));
  }
  // The kind and settings as the library reads them; it refuses what they lack or do not know.
  // Each name an own property, `__proto__` too (an assignment would set the prototype instead).
  return { bot: kind, settings: Object.fromEntries(settings) };
}

/** The result of a game, as a record writes it: `1-0`, `0-1`, `1/2-1/2`, or `*` unfinished. */
function resultText(winner: string | null | undefined): string {
  return winner === undefined ? '*' : winner === null ? '1/2-1/2' : winner === 'black' ? '1-0' : '0-1';
}

export const match: Command = {
  name: 'match',
  summary: 'play bots against each other on every core (seeded, splittable)',
  help: `Usage: ludicore match <game> --black <bot> --white <bot> --games <n>
                      --seed <n> [options]

Plays a series of games of <game> (kono, julgonu, agon or gong) between two
bots, on every core, and prints each game's result and the totals. A bot is
random, greedy, alpha-beta or mcts, with settings after a colon:
alpha-beta:depth=3, alpha-beta:nodes=20000, mcts:iterations=500. Budgets are
in nodes or iterations, never time, so that every game reproduces: game i
seeds both bots from the series' seed and i, whatever the thread count, and a
series can be split across machines by number ranges (--first).

Options:
  --black <bot>      the bot that plays Black (in even games, with --alternate)
  --white <bot>      the bot that plays White (in even games, with --alternate)
  --games <n>        games to play (required)
  --seed <n>         the series' seed (required)
  --first <n>        the number of the first game (default 0)
  --alternate        swap the bots' colours in the odd-numbered games
  --limit <n>        stop a game, unfinished, after n plies (default 1000)
  --options k=v,...  the game's rules options, e.g. maxPlies=200; the draw rules
                     are on unless turned off (default repetition=3,
                     maxPlies=400; maxPlies=off, repetition=off: none)
${threadsHelp(17)}
  -h, --help         show this help

Examples:
  ludicore match kono --black alpha-beta:depth=3 --white random \\
    --games 20 --seed 1 --alternate
  ludicore match julgonu --black mcts:iterations=300 --white greedy \\
    --games 50 --seed 2 --first 50`,
  flags: { black: true, white: true, games: true, seed: true, first: true, alternate: false, limit: true, options: true, ...THREADS_FLAG },
  async run(positionals, flags) {
    const [id, ...rest] = positionals;
    if (id === undefined)
      throw new UsageError('match needs a game: ludicore match <game> --black <bot> --white <bot> --games <n> --seed <n>');
    if (rest.length > 0) throw new UsageError(`unexpected argument ${quote(rest[0] as string)}: match takes one game`);
    const game = gameById(id);
    const blackText = flags.get('black');
    const whiteText = flags.get('white');
    if (blackText === undefined || whiteText === undefined) throw new UsageError('match needs both bots: --black <bot> --white <bot>');
    if (!flags.has('games')) throw new UsageError('match needs --games <n>: the number of games to play');
    const games = countFlag(flags, 'games', 0);
    const seed = seedFlag('match', flags);
    const options = gameOptions(game, flags.get('options'), DRAW_DEFAULTS);
    const started = performance.now();
    const summary = await playMatches(game, {
      black: parseBotSpec('black', blackText),
      white: parseBotSpec('white', whiteText),
      games,
      seed,
      first: countFlag(flags, 'first', 0),
      options,
      alternate: flags.has('alternate'),
      limit: countFlag(flags, 'limit', 1000),
      ...threadsOption(flags),
    });
    const ms = performance.now() - started;
    print(`${game.name}: ${blackText} against ${whiteText}, seed ${seed}`);
    print(drawRules(game, game.start(options)));
    for (const result of summary.results) {
      const [onBlack, onWhite] = result.swapped ? [whiteText, blackText] : [blackText, whiteText];
      const reason = result.outcome === undefined ? 'unfinished' : result.outcome.reason;
      print(`game ${result.index}: ${onBlack} - ${onWhite}  ${resultText(result.outcome?.winner)} (${reason}, ${result.plies} plies)`);
    }
    print(`games ${summary.games}`);
    print(`--black wins ${summary.blackBotWins}`);
    print(`--white wins ${summary.whiteBotWins}`);
    print(`black wins ${summary.blackWins}`);
    print(`white wins ${summary.whiteWins}`);
    print(`draws ${summary.draws}`);
    print(`unfinished ${summary.unfinished}`);
    print(`plies ${summary.plies}`);
    print(`time ${formatTime(ms)}`);
  },
};
