// `ludicore ladder <game> --games N --seed S`: a round robin of the bot levels on every core, and
// the ratings fitted to it.
import { performance } from 'node:perf_hooks';
import { MAX_LEVEL, MIN_LEVEL } from '../ai/levels.js';
import { quote } from '../core/errors.js';
import { gameById } from '../games.js';
import { playLadder } from '../threads/ladder.js';
import { DRAW_DEFAULTS, UsageError, drawRules, gameOptions, integerArg } from './args.js';
import { print, type Command } from './command.js';
import { formatTime } from './perft.js';
import { THREADS_FLAG, countFlag, seedFlag, threadsHelp, threadsOption } from './threads.js';

/** The levels of --levels: a comma-separated list, or a range `from-to`. */
function levelsArg(text: string): number[] {
  const range = /^([0-9]+)-([0-9]+)$/.exec(text);
  const level = (part: string): number => integerArg('--levels', part, MIN_LEVEL, MAX_LEVEL);
  const [from, to] = range ? [level(range[1] as string), level(range[2] as string)] : [0, -1];
  const levels = range ? Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i) : text.split(',').map(level);
  if (levels.length < 2 || levels.some((l, i) => i > 0 && l <= (levels[i - 1] as number))) {
    throw new UsageError(
      `--levels takes two or more increasing levels from ${MIN_LEVEL} to ${MAX_LEVEL} (3,5,7 or 1-10); found ${quote(text)}`,
    );
  }
  return levels;
}

const signed = (n: number): string => `${n >= 0 ? '+' : '−'}${Math.abs(Math.round(n))}`;

export const ladder: Command = {
  name: 'ladder',
  summary: 'rate the bot levels by a round robin on every core',
  help: `Usage: ludicore ladder <game> --games <n> --seed <n> [options]

Plays a round robin of the computer's levels (1 to 10, as \`play --level\`
and \`match --black level:N\` take them) at <game> (kono, julgonu, agon or
gong) on every core: every pair of levels plays <n> games, colours
alternating. Then it fits a rating to each level by maximum likelihood
(Bradley-Terry, a draw counting half a win to each side; level ${MIN_LEVEL} at 0, 400
points more is ten times the odds) and prints each with its 95 % confidence
interval, the step from the level below, and each pair's score. Every game
reproduces from the seed, whatever the thread count.

Options:
  --games <n>        games each pair of levels plays (required)
  --seed <n>         the round robin's seed (required)
  --levels <list>    the levels that play: 1-10 (default), 3-6 or 2,5,9
  --limit <n>        stop a game after n plies, as a draw (default 1000)
  --options k=v,...  the game's rules options; the draw rules are on unless
                     turned off (default repetition=3, maxPlies=400)
${threadsHelp(17)}
  -h, --help         show this help

Examples:
  ludicore ladder kono --games 20 --seed 1
  ludicore ladder gong --games 10 --seed 2 --levels 1-5`,
  flags: { games: true, seed: true, levels: true, limit: true, options: true, ...THREADS_FLAG },
  async run(positionals, flags) {
    const [id, ...rest] = positionals;
    if (id === undefined) throw new UsageError('ladder needs a game: ludicore ladder <game> --games <n> --seed <n>');
    if (rest.length > 0) throw new UsageError(`unexpected argument ${quote(rest[0] as string)}: ladder takes one game`);
    const game = gameById(id);
    if (!flags.has('games')) throw new UsageError('ladder needs --games <n>: the games each pair of levels plays');
    const games = countFlag(flags, 'games', 0);
    if (games === 0) throw new UsageError('--games must be at least 1');
    const seed = seedFlag('ladder', flags);
    const levelsText = flags.get('levels');
    const levels = levelsText === undefined ? undefined : levelsArg(levelsText);
    const options = gameOptions(game, flags.get('options'), DRAW_DEFAULTS);
    const started = performance.now();
    const result = await playLadder(game, {
      games,
      seed,
      options,
      limit: countFlag(flags, 'limit', 1000),
      ...(levels === undefined ? {} : { levels }),
      ...threadsOption(flags),
    });
    const ms = performance.now() - started;
    print(`${game.name}: levels ${result.levels.join(', ')}, ${games} games a pair, seed ${seed}`);
    print(drawRules(game, game.start(options)));
    print('level  rating  95 % interval   step from below (95 %)   games');
    for (const r of result.ratings) {
      const interval = `${signed(r.low)} … ${signed(r.high)}`;
      const step = r.step === undefined ? '' : `${signed(r.step.difference)} (${signed(r.step.low)} … ${signed(r.step.high)})`;
      print(`${String(r.level).padStart(5)}  ${signed(r.rating).padStart(6)}  ${interval.padEnd(15)}  ${step.padEnd(23)}  ${r.games}`);
    }
    print('pair     lower  draws  higher   plies a game');
    for (const p of result.pairs) {
      const pair = `${p.lower}-${p.higher}`;
      print(
        `${pair.padEnd(7)}  ${String(p.lowerWins).padStart(5)}  ${String(p.draws).padStart(5)}  ${String(p.higherWins).padStart(6)}   ${Math.round(p.plies / p.games)}`,
      );
    }
    print(`time ${formatTime(ms)}`);
  },
};
