import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { ROOT, loadBuilt } from './helpers.js';

const { core, threads } = await loadBuilt();

const STILL_RUNNING = Symbol('still running');

/**
 * The error `promise` is already rejected with: it must be settled before its function's first
 * await, which comes before any worker starts (the thread count is looked up first).
 */
async function refusedAtOnce(promise: Promise<unknown>): Promise<unknown> {
  const settled = await Promise.race([promise, Promise.resolve(STILL_RUNNING)]).then(
    (value) => (value === STILL_RUNNING ? STILL_RUNNING : 'resolved'),
    (error: unknown) => ({ error }),
  );
  expect(settled, 'the call was not refused before its first await').not.toBe(STILL_RUNNING);
  expect(settled).not.toBe('resolved');
  return (settled as { error: unknown }).error;
}

async function expectRefused(promise: Promise<unknown>, code: string, words: string): Promise<void> {
  const error = await refusedAtOnce(promise);
  expect(core.isRulesError(error, code as never), String(error)).toBe(true);
  expect((error as Error).message).toContain(words);
}

describe('bad input to ludicore/threads', () => {
  const kono = core.kono;
  const start = kono.start();

  it('refuses a thread count that is not an integer from 1 to 256, before any worker starts', async () => {
    for (const bad of [0, -1, 1.5, 257, Number.NaN, '2']) {
      await expectRefused(
        threads.perft(kono, start, 3, { threads: bad as number }),
        'argument/invalid',
        'perft threads must be an integer from 1 to 256',
      );
      await expectRefused(threads.divide(kono, start, 3, { threads: bad as number }), 'argument/invalid', 'divide threads');
      await expectRefused(
        threads.randomPlayouts(kono, start, 3, { seed: 1, threads: bad as number }),
        'argument/invalid',
        'randomPlayouts threads',
      );
    }
  });

  it('refuses what the core refuses, with its messages', async () => {
    await expectRefused(threads.perft({} as never, start, 3, { threads: 2 }), 'argument/invalid', 'perft needs a game');
    await expectRefused(threads.perft(kono, start, 65, { threads: 2 }), 'argument/invalid', 'perft depth must be an integer from 0 to 64');
    await expectRefused(threads.divide(kono, start, 0, { threads: 2 }), 'argument/invalid', 'divide needs a depth of at least 1');
    await expectRefused(threads.perft(kono, core.julgonu.start(), 3, { threads: 2 }), 'argument/invalid', 'position');
    await expectRefused(
      threads.perft(kono, start, 3, { threads: 2, depth: 1 } as never),
      'argument/invalid',
      'perft has no setting "depth"',
    );
    await expectRefused(threads.randomPlayouts(kono, start, -1, { seed: 1, threads: 2 }), 'argument/invalid', 'randomPlayouts count');
    await expectRefused(threads.randomPlayouts(kono, start, 3, { seed: 1.5, threads: 2 }), 'argument/invalid', 'randomPlayouts seed');
    await expectRefused(threads.randomPlayouts(kono, start, 3, undefined as never), 'argument/invalid', 'needs options with a seed');
    await expectRefused(threads.randomPlayouts(kono, start, 3, { seed: 1, limit: -1, threads: 2 }), 'argument/invalid', 'playout limit');
    await expectRefused(
      threads.randomPlayouts(kono, start, 10, { seed: 1, first: Number.MAX_SAFE_INTEGER, threads: 2 }),
      'argument/invalid',
      'first + count - 1 must be a safe integer',
    );
  });

  it('28.2: a setting that is null is refused, naming it, before any worker starts: null is not "not given"', async () => {
    for (const name of ['limit', 'first', 'threads', 'module']) {
      await expectRefused(
        threads.randomPlayouts(kono, start, 3, { seed: 1, threads: 2, [name]: null }),
        'argument/invalid',
        `randomPlayouts ${name} must not be null`,
      );
    }
    const base = { black: { bot: 'random' }, white: { bot: 'greedy' }, games: 2, seed: 1, threads: 2 } as const;
    for (const name of ['first', 'limit', 'alternate', 'position', 'options']) {
      await expectRefused(threads.playMatches(kono, { ...base, [name]: null }), 'argument/invalid', `playMatches ${name} must not be null`);
    }
    await expectRefused(
      threads.playMatches(kono, { ...base, black: { bot: 'alpha-beta', settings: { depth: null } } } as never),
      'argument/invalid',
      'playMatches black (alpha-beta) depth must not be null',
    );
    await expectRefused(
      threads.playLadder(kono, { levels: [1, 2], games: 2, seed: 1, threads: 2, limit: null } as never),
      'argument/invalid',
      'playLadder limit must not be null',
    );
    await expectRefused(
      threads.perft(kono, start, 3, { threads: 2, module: null } as never),
      'argument/invalid',
      'perft module must not be null',
    );
    for (const name of ['gamesPerStep', 'lines', 'material', 'options']) {
      await expectRefused(
        threads.trainEvaluation(kono, { seed: 1, steps: 1, threads: 2, [name]: null }),
        'argument/invalid',
        `trainEvaluation ${name} must not be null`,
      );
    }
  });

  it('28.10: a range that ends one past the safe integers is refused by the range check (the rounded sum passed it)', async () => {
    for (const count of [2, 3]) {
      await expectRefused(
        threads.randomPlayouts(kono, start, count, { seed: 1, first: Number.MAX_SAFE_INTEGER, threads: 1 }),
        'argument/invalid',
        `randomPlayouts first + count - 1 must be a safe integer, got ${Number.MAX_SAFE_INTEGER} + ${count} - 1`,
      );
    }
  });

  it('refuses bot specs that do not reproduce or are not bots, and bad series settings', async () => {
    const base = { black: { bot: 'random' }, white: { bot: 'greedy' }, games: 2, seed: 1, threads: 2 } as const;
    const timed = { ...base, black: { bot: 'mcts', settings: { time: 100 } } } as never;
    await expectRefused(threads.playMatches(kono, timed), 'argument/invalid', 'playMatches black (mcts) takes no "time"');
    await expectRefused(
      threads.playMatches(kono, { ...base, white: { bot: 'minimax' } } as never),
      'argument/invalid',
      'playMatches white bot must be one of random, greedy, alpha-beta, mcts',
    );
    await expectRefused(
      threads.playMatches(kono, { ...base, black: { bot: 'alpha-beta', settings: { depth: 0 } } }),
      'argument/invalid',
      'depth must be an integer from 1 to 64',
    );
    await expectRefused(
      threads.playMatches(kono, { ...base, black: { bot: 'alpha-beta', settings: { evaluate: () => 0 } } } as never),
      'argument/invalid',
      'no setting "evaluate"',
    );
    await expectRefused(
      threads.playMatches(kono, { ...base, white: { bot: 'alpha-beta', settings: { iterations: 5 } } } as never),
      'argument/invalid',
      'playMatches white (alpha-beta) has no setting "iterations" (known: depth, nodes, tableSize)',
    );
    await expectRefused(threads.playMatches(kono, { ...base, games: 1.5 }), 'argument/invalid', 'playMatches count');
    await expectRefused(
      threads.playMatches(kono, { ...base, limit: 0 }),
      'argument/invalid',
      'playMatches limit must be an integer from 1 to 1000000',
    );
    await expectRefused(
      threads.playMatches(kono, { ...base, alternate: 'yes' } as never),
      'argument/invalid',
      'alternate must be a boolean',
    );
    await expectRefused(threads.playMatches(kono, { ...base, options: { maxPlies: -3 } }), 'option/invalid', 'maxPlies');
    await expectRefused(
      threads.playMatches(kono, { ...base, options: {}, position: start }),
      'argument/invalid',
      'options or a position, not both',
    );
  });

  it('a worker answers a job that fails with the RulesError’s code and message, which the calling side rebuilds', async () => {
    // A job the calling side never sends (it checks first): a position of no game of the registry.
    const worker = new Worker(join(ROOT, 'dist', 'threads-worker.mjs'));
    try {
      const reply = await new Promise<unknown>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.postMessage({
          id: 7,
          job: { kind: 'perft', position: { game: 'chess', state: {}, options: {}, ply: 0, history: [] }, depth: 2 },
        });
      });
      expect(reply).toEqual({ id: 7, error: { code: 'game/unknown', message: expect.stringContaining('unknown game "chess"') } });
      const ok = await new Promise<unknown>((resolve) => {
        worker.once('message', resolve);
        worker.postMessage({ id: 8, job: { kind: 'perft', position: start, depth: 3 } });
      });
      expect(ok).toEqual({ id: 8, result: 100 });
    } finally {
      await worker.terminate();
    }
  });
});
