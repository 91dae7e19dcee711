import { beforeAll, describe, expect, it } from 'vitest';
import { divide, julgonu, kono, perft } from '../../src/index.js';
import { playLadder, playMatches, randomPlayouts } from '../../src/threads/index.js';
import { ensureCli, ludicore, type Run } from './helpers.js';

/*
 * The commands that run on every core (perft, playouts, match), end to end: their counts with
 * --threads 1, 2 and the default equal the library's in the calling thread, and ranges of one
 * series (--first) add up.
 */

beforeAll(() => ensureCli(), 120_000);

function ok(run: Run): string {
  expect(run.stderr, run.stderr).toBe('');
  expect(run.status).toBe(0);
  return run.stdout;
}

/** The `name value` lines of a summary, as numbers by name. */
function counts(out: string): Record<string, number> {
  return Object.fromEntries([...out.matchAll(/^([a-z-]+(?: [a-z]+)?) (\d+)$/gm)].map((m) => [m[1] as string, Number(m[2])]));
}

/** A usage or input error: one line on standard error, exit code 2. */
function refused(run: Run, words: string): void {
  expect(run.status).toBe(2);
  expect(run.stdout).toBe('');
  expect(run.stderr).toContain(words);
}

describe('perft --threads', () => {
  it('counts the same at every depth with 1 and 2 threads and the default', () => {
    const want = Array.from({ length: 9 }, (_, d) => `perft ${d + 1}: ${perft(kono, kono.start(), d + 1)} (`);
    for (const threads of [['--threads', '1'], ['--threads', '2'], []]) {
      const out = ok(ludicore(['perft', 'kono', '9', ...threads]));
      for (const line of want) expect(out).toContain(line);
    }
  });

  it('--divide lists the same rows with 2 threads', () => {
    const out = ok(ludicore(['perft', 'julgonu', '4', '--divide', '--threads', '2']));
    for (const row of divide(julgonu, julgonu.start(), 4)) expect(out).toMatch(new RegExp(`^  ${row.notation} +${row.nodes}$`, 'm'));
  });

  it('--after counts below the moves, so that the counts below each first move add up to the whole', () => {
    const rows = divide(kono, kono.start(), 8);
    let sum = 0;
    for (const row of rows) {
      const out = ok(ludicore(['perft', 'kono', '7', '--after', row.notation, '--threads', '2']));
      const match = /^perft 7: (\d+) \(/m.exec(out);
      expect(Number(match?.[1]), row.notation).toBe(row.nodes);
      sum += Number(match?.[1]);
    }
    expect(sum).toBe(perft(kono, kono.start(), 8));
  });

  it('refuses a thread count out of range and moves that are not legal', () => {
    refused(ludicore(['perft', 'kono', '3', '--threads', '0']), '--threads must be a whole number from 1 to 256, got "0"');
    refused(ludicore(['perft', 'kono', '3', '--threads', '257']), '--threads must be a whole number from 1 to 256');
    refused(ludicore(['perft', 'kono', '3', '--after', 'a1-a2']), 'a1-a2');
    refused(ludicore(['perft', 'kono', '3', '--after', ',']), '--after needs moves');
  });
});

describe('playouts', () => {
  it('prints the counts of randomPlayouts, the same with 1 and 2 threads', async () => {
    const want = await randomPlayouts(kono, kono.start(), 300, { seed: 5, threads: 1 });
    for (const threads of ['1', '2']) {
      const got = counts(ok(ludicore(['playouts', 'kono', '300', '--seed', '5', '--threads', threads])));
      expect(got).toEqual({
        games: want.games,
        'black wins': want.blackWins,
        'white wins': want.whiteWins,
        draws: want.draws,
        unfinished: want.unfinished,
        plies: want.plies,
      });
    }
  });

  it('ranges of one series (--first) add up to the whole; --limit and --options apply', () => {
    const whole = counts(ok(ludicore(['playouts', 'julgonu', '200', '--seed', '-3', '--limit', '40'])));
    const low = counts(ok(ludicore(['playouts', 'julgonu', '120', '--seed', '-3', '--limit', '40'])));
    const high = counts(ok(ludicore(['playouts', 'julgonu', '80', '--seed', '-3', '--limit', '40', '--first', '120'])));
    for (const [name, value] of Object.entries(whole)) expect(value, name).toBe((low[name] ?? 0) + (high[name] ?? 0));
    expect(whole['plies']).toBeLessThanOrEqual(200 * 40);
    const short = counts(ok(ludicore(['playouts', 'kono', '50', '--seed', '1', '--options', 'maxPlies=10'])));
    expect(short['draws']! + short['black wins']! + short['white wins']!).toBe(50);
    expect(short['plies']).toBeLessThanOrEqual(500);
  });

  it('needs a game, a count and a seed', () => {
    refused(ludicore(['playouts', 'kono']), 'playouts needs a game and a count');
    refused(ludicore(['playouts', 'kono', '10']), 'playouts needs --seed <n>');
    refused(ludicore(['playouts', 'kono', 'ten', '--seed', '1']), 'the playout count must be a whole number');
    refused(ludicore(['playouts', 'kono', '10', '--seed', '1', '--first', '-1']), '--first must be a whole number');
  });

  it('28.10: a range past the safe integers is refused before anything is printed', () => {
    refused(ludicore(['playouts', 'kono', '2', '--seed', '1', '--first', '9007199254740991']), 'first + count - 1 must be a safe integer');
  });
});

describe('match', () => {
  it('prints each game and the totals of playMatches, the same with 1 and 2 threads, and ranges add up', async () => {
    const settings = {
      black: { bot: 'alpha-beta', settings: { depth: 2 } },
      white: { bot: 'random' },
      games: 4,
      seed: 8,
      alternate: true,
    } as const;
    // The command's draw rules: repetition=3 by default, maxPlies as given.
    const want = await playMatches(kono, { ...settings, options: { maxPlies: 150, repetition: 3 }, threads: 1 });
    const args = [
      'match',
      'kono',
      '--black',
      'alpha-beta:depth=2',
      '--white',
      'random',
      '--seed',
      '8',
      '--alternate',
      '--options',
      'maxPlies=150',
    ];
    for (const threads of ['1', '2']) {
      const out = ok(ludicore([...args, '--games', '4', '--threads', threads]));
      const got = counts(out);
      expect(got['games']).toBe(4);
      expect(got['black wins']).toBe(want.blackWins);
      expect(got['white wins']).toBe(want.whiteWins);
      expect(got['draws']).toBe(want.draws);
      expect(got['plies']).toBe(want.plies);
      expect(out).toContain(`--black wins ${want.blackBotWins}`);
      expect(out).toContain(`--white wins ${want.whiteBotWins}`);
      expect(out).toMatch(/^game 1: random - alpha-beta:depth=2 {2}(1-0|0-1|1\/2-1\/2) \(/m);
    }
    const high = ok(ludicore([...args, '--games', '2', '--first', '2']));
    for (const result of want.results.slice(2)) expect(high).toContain(`game ${result.index}: `);
    expect(counts(high)['plies']).toBe(want.results[2]!.plies + want.results[3]!.plies);
  });

  it('refuses bots that do not reproduce or do not exist, and missing settings', () => {
    const base = ['match', 'kono', '--games', '2', '--seed', '1'];
    refused(ludicore([...base, '--black', 'mcts:time=100', '--white', 'random']), 'takes no "time"');
    refused(
      ludicore([...base, '--black', 'minimax', '--white', 'random']),
      'the bot of --black must be one of random, greedy, alpha-beta, mcts',
    );
    refused(ludicore([...base, '--black', 'alpha-beta:depth', '--white', 'random']), '--black settings are written kind:name=number');
    refused(ludicore([...base, '--black', 'random']), 'match needs both bots');
  });

  it('28.10: a setting named __proto__ and a setting given twice are refused', () => {
    const base = ['match', 'kono', '--games', '2', '--seed', '1', '--white', 'random'];
    const proto = ludicore([...base, '--black', 'alpha-beta:__proto__=1']);
    refused(proto, '__proto__');
    refused(ludicore([...base, '--black', 'alpha-beta:depth=3,depth=4']), '--black gives the setting "depth" twice');
    refused(ludicore(['match', 'kono', '--black', 'random', '--white', 'random', '--seed', '1']), 'match needs --games');
  });
});

describe('ladder', () => {
  it('prints the ratings and pairs of playLadder, the same with 1 and 2 threads', async () => {
    const want = await playLadder(julgonu, { levels: [1, 5, 9], games: 4, seed: 3, options: { maxPlies: 120, repetition: 3 }, threads: 1 });
    const args = ['ladder', 'julgonu', '--levels', '1,5,9', '--games', '4', '--seed', '3', '--options', 'maxPlies=120'];
    for (const threads of ['1', '2']) {
      const out = ok(ludicore([...args, '--threads', threads]));
      expect(out).toContain('Jul-Gonu: levels 1, 5, 9, 4 games a pair, seed 3');
      for (const pair of want.pairs) {
        expect(out).toMatch(new RegExp(`^${pair.lower}-${pair.higher} +${pair.lowerWins} +${pair.draws} +${pair.higherWins} `, 'm'));
      }
      const signed = (n: number): string => `${n >= 0 ? '+' : '−'}${Math.abs(Math.round(n))}`;
      for (const rating of want.ratings)
        expect(out).toContain(`${String(rating.level).padStart(5)}  ${signed(rating.rating).padStart(6)}  `);
    }
    // A range of levels reads as the list.
    expect(ok(ludicore(['ladder', 'julgonu', '--levels', '1-2', '--games', '2', '--seed', '3']))).toContain('levels 1, 2,');
  });

  it('refuses bad levels, a missing game count or seed', () => {
    const base = ['ladder', 'kono', '--games', '2', '--seed', '1'];
    refused(ludicore([...base, '--levels', '3']), '--levels takes two or more increasing levels');
    refused(ludicore([...base, '--levels', '5,3']), '--levels takes two or more increasing levels');
    refused(ludicore([...base, '--levels', '0-4']), '--levels');
    refused(ludicore([...base, '--levels', '1-99999999']), '--levels');
    refused(ludicore(['ladder', 'kono', '--seed', '1']), 'ladder needs --games');
    refused(ludicore(['ladder', 'kono', '--games', '0', '--seed', '1']), '--games must be at least 1');
    refused(ludicore(['ladder', 'kono', '--games', '2']), 'ladder needs --seed');
  });
});

describe('match with levels', () => {
  it('plays level:N bots as playMatches plays { bot: "level" }', async () => {
    const want = await playMatches(kono, {
      black: { bot: 'level', settings: { level: 2 } },
      white: { bot: 'level', settings: { level: 6 } },
      games: 4,
      seed: 5,
      alternate: true,
      options: { maxPlies: 150, repetition: 3 },
      threads: 1,
    });
    const out = ok(
      ludicore([
        'match',
        'kono',
        '--black',
        'level:2',
        '--white',
        'level:6',
        '--games',
        '4',
        '--seed',
        '5',
        '--alternate',
        '--options',
        'maxPlies=150',
      ]),
    );
    expect(counts(out)['plies']).toBe(want.plies);
    expect(out).toContain(`--white wins ${want.whiteBotWins}`);
    refused(
      ludicore(['match', 'kono', '--black', 'level:11', '--white', 'random', '--games', '2', '--seed', '1']),
      'level must be an integer from 1 to 10',
    );
    refused(
      ludicore(['match', 'kono', '--black', 'level', '--white', 'random', '--games', '2', '--seed', '1']),
      'level is written level:N',
    );
  });
});
