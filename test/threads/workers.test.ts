import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { rebuiltError } from '../../src/threads/pool.js';
import { isRulesError } from '../../src/index.js';
import { ROOT, loadBuilt } from './helpers.js';

const { core, threads } = await loadBuilt();

/** The worker threads `run` starts, as Node reports them (the process's `worker` event). */
async function workersStarted(run: () => Promise<unknown>): Promise<number> {
  let started = 0;
  const count = (): void => {
    started++;
  };
  process.on('worker', count);
  try {
    await run();
  } finally {
    process.off('worker', count);
  }
  return started;
}

describe('the workers', () => {
  const kono = core.kono;
  const start = kono.start();

  it('start no more than the threads asked for (nor than the jobs), reuse the idle ones, and start none with threads: 1', async () => {
    // Idle workers of the other files' calls may be there to reuse: count at most.
    expect(await workersStarted(() => threads.perft(kono, start, 6, { threads: 3 }))).toBeLessThanOrEqual(3);
    expect(await workersStarted(() => threads.perft(kono, start, 6, { threads: 3 }))).toBe(0);
    expect(await workersStarted(() => threads.randomPlayouts(kono, start, 2, { seed: 1, threads: 4 }))).toBe(0);
    expect(await workersStarted(() => threads.perft(kono, start, 6, { threads: 1 }))).toBe(0);
    expect(await workersStarted(() => threads.randomPlayouts(kono, start, 20, { seed: 1, threads: 1 }))).toBe(0);
    expect(await workersStarted(() => threads.perft({ ...kono }, start, 6, { threads: 2 }))).toBe(0);
    await new Promise((done) => setTimeout(done, 2500));
    expect(await workersStarted(() => threads.perft(kono, start, 6, { threads: 2 })), 'after the idle ones ended').toBe(2);
  });

  it('start none for input that is refused', async () => {
    const refused = await workersStarted(async () => {
      await expect(threads.perft(kono, start, -1, { threads: 2 })).rejects.toThrow('perft depth');
      await expect(threads.randomPlayouts(kono, start, 9, { seed: 1, limit: 0.5, threads: 2 })).rejects.toThrow('limit');
      await expect(
        threads.playMatches(kono, { black: { bot: 'random' }, white: { bot: 'nobody' } as never, games: 2, seed: 1, threads: 2 }),
      ).rejects.toThrow('bot must be');
    });
    expect(refused).toBe(0);
  });

  it('start and end with the CommonJS build too, giving the same counts, and let the process exit', async () => {
    const program = `
      const { perft, randomPlayouts } = require('./dist/threads.js');
      const { kono } = require('./dist/index.js');
      let workers = 0;
      process.on('worker', () => workers++);
      (async () => {
        const leaves = await perft(kono, kono.start(), 7, { threads: 2 });
        const summary = await randomPlayouts(kono, kono.start(), 40, { seed: 2, threads: 2 });
        console.log(JSON.stringify({ leaves, summary, workers }));
      })();`;
    const out = JSON.parse(execFileSync(process.execPath, ['-e', program], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 })) as {
      leaves: number;
      summary: unknown;
      workers: number;
    };
    expect(out.leaves).toBe(core.perft(kono, start, 7));
    // The second call reuses the first one's workers.
    expect(out.workers).toBe(2);
    expect(out.summary).toEqual(await threads.randomPlayouts(kono, start, 40, { seed: 2, threads: 1 }));
  });

  it('the calling side rebuilds a worker’s RulesError with its code and message, and other errors as errors', () => {
    const error = rebuiltError({ code: 'game/unknown', message: 'unknown game "chess"' });
    expect(isRulesError(error, 'game/unknown')).toBe(true);
    expect(error.message).toBe('unknown game "chess"');
    const other = rebuiltError({ code: undefined, message: 'out of memory' });
    expect(isRulesError(other)).toBe(false);
    expect(other.message).toBe('a worker thread failed: out of memory');
  });
});
