import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
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

  it('28.12: start no more than the available parallelism, whatever the threads asked for, with the same results', async () => {
    const { availableParallelism } = await import('node:os');
    const cores = availableParallelism();
    const asked = threads.randomPlayouts(kono, start, 64, { seed: 3, limit: 10, threads: 1 });
    let summary: unknown;
    const started = await workersStarted(async () => {
      summary = await threads.randomPlayouts(kono, start, 64, { seed: 3, limit: 10, threads: 256 });
    });
    expect(started).toBeLessThanOrEqual(cores);
    expect(summary).toEqual(await asked);
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

describe('a game of the caller’s own, from a module', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ludicore-threads-'));
  const index = pathToFileURL(join(ROOT, 'dist', 'index.mjs')).href;
  const own = join(dir, 'own.mjs');
  writeFileSync(own, `import { kono } from ${JSON.stringify(index)};\nexport const ownKono = { ...kono };\n`);
  const empty = join(dir, 'empty.mjs');
  writeFileSync(empty, 'export const nothing = 1;\n');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('runs on the workers, which import the module, with the same results', async () => {
    const { ownKono } = (await import(pathToFileURL(own).href)) as { ownKono: typeof core.kono };
    const module = pathToFileURL(own);
    const start = ownKono.start();
    expect(await threads.perft(ownKono, start, 7, { threads: 2, module })).toBe(core.perft(core.kono, start, 7));
    expect(await threads.randomPlayouts(ownKono, start, 30, { seed: 4, threads: 2, module: module.href })).toEqual(
      await threads.randomPlayouts(core.kono, start, 30, { seed: 4, threads: 1 }),
    );
  });

  it('rejects with the RulesError a worker throws when the module has no such game', async () => {
    const error: unknown = await threads
      .perft({ ...core.kono }, core.kono.start(), 4, { threads: 2, module: pathToFileURL(empty) })
      .catch((e: unknown) => e);
    expect(isRulesError(error, 'argument/invalid'), String(error)).toBe(true);
    expect((error as Error).message).toBe(`the module ${pathToFileURL(empty).href} exports no game with the id "kono"`);
  });

  it('28.4: rejects with a RulesError naming a module that cannot be imported (not found, an unsupported scheme)', async () => {
    for (const module of ['file:///nonexistent/game.mjs', 'http://localhost:9/game.mjs']) {
      for (const game of [core.kono, { ...core.kono }]) {
        const error: unknown = await threads.perft(game, core.kono.start(), 4, { threads: 2, module }).catch((e: unknown) => e);
        expect(isRulesError(error, 'argument/invalid'), String(error)).toBe(true);
        expect((error as Error).message).toMatch(new RegExp(`^the module ${module} cannot be imported: `));
        expect((error as Error).message.length).toBeLessThan(400);
      }
    }
  });

  it('refuses a module that is not an absolute URL', async () => {
    await expect(threads.perft(core.kono, core.kono.start(), 4, { threads: 2, module: './own.mjs' })).rejects.toThrow(
      'perft module must be the absolute URL of an ES module, got "./own.mjs"',
    );
  });
});
