import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servePlayground } from '../../scripts/playground-lib.mjs';
import { agon, createRandom, julgonu, kono, perft, randomPlayouts, type AnyGame } from '../../src/index.js';
import { playoutSeed } from '../../src/threads/index.js';
import { ROOT, launchChromium } from './support.js';

/**
 * ludicore/threads in a browser: the package's ES build served as it is (dist/*.mjs, and the
 * worker script beside it), imported by a page, counting and playing on module Web Workers. The
 * answers must be the core's, computed here on one thread.
 */

const PAGE = `<!doctype html>
<meta charset="utf-8">
<title>ludicore/threads</title>
<script>
  // Counts the Web Workers the page starts, to show the work ran on them.
  window.started = 0;
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(...args) {
      super(...args);
      window.started++;
    }
  };
</script>
<script type="module">
  import { games } from './index.mjs';
  import { perft, randomPlayouts } from './threads.mjs';
  window.run = async (id, depth, playouts) => {
    const game = games[id];
    const leaves = await perft(game, game.start(), depth, { threads: 2 });
    const summary = await randomPlayouts(game, game.start({ maxPlies: 300 }), playouts, { seed: 7, threads: 2 });
    return { leaves, summary, started: window.started };
  };
  window.ready = true;
</script>`;

interface PageResult {
  readonly leaves: number;
  readonly summary: unknown;
  /** Web Workers started by the page so far. */
  readonly started: number;
}
declare const window: { ready?: boolean; run(id: string, depth: number, playouts: number): Promise<PageResult> };

let dir = '';
let server: Server | undefined;
let browser: Browser | undefined;
let page: Page;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ludicore-threads-'));
  const dist = join(ROOT, 'dist');
  for (const file of readdirSync(dist)) if (file.endsWith('.mjs')) cpSync(join(dist, file), join(dir, file));
  writeFileSync(join(dir, 'threads.html'), PAGE);
  const served = await servePlayground(dir);
  server = served.server;
  browser = await launchChromium();
  page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(new URL('threads.html', served.url).href);
  await page.waitForFunction(() => window.ready === true);
  expect(errors).toEqual([]);
});

afterAll(async () => {
  await browser?.close();
  server?.closeAllConnections();
  server?.close();
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

/** The core's playout summary of the seeded series: playout i from its own source, one thread. */
function seriesOnOneThread(game: AnyGame, count: number) {
  const start = game.start({ maxPlies: 300 });
  const parts = Array.from({ length: count }, (_, i) => randomPlayouts(game, start, 1, createRandom(playoutSeed(7, i))));
  return parts.reduce((sum, part) => ({
    games: sum.games + part.games,
    blackWins: sum.blackWins + part.blackWins,
    whiteWins: sum.whiteWins + part.whiteWins,
    draws: sum.draws + part.draws,
    unfinished: sum.unfinished + part.unfinished,
    plies: sum.plies + part.plies,
  }));
}

describe('ludicore/threads on module Web Workers in Chromium', () => {
  const cases: [string, AnyGame, number][] = [
    ['kono', kono, 7],
    ['julgonu', julgonu, 7],
    ['agon', agon, 4],
  ];
  it.each(cases)('%s: perft and seeded playouts on two workers are the core answers', async (id, game, depth) => {
    const result = await page.evaluate(([gameId, d]) => window.run(gameId, d, 40), [id, depth] as const);
    expect(result.leaves).toBe(perft(game, game.start(), depth));
    expect(result.summary).toEqual(seriesOnOneThread(game, 40));
    expect(result.started).toBeGreaterThanOrEqual(2);
  });
});
