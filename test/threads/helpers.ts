import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt } from '../build-setup.js';

/*
 * The threads tests run the built package: a worker loads dist/threads-worker.mjs, which the
 * sources do not have. The modules are typed as their sources, and loaded from dist/, the core
 * and the threads from the same copy (a worker runs the registry's games, and only a game that
 * is the registry's own goes to the workers).
 */

export const ROOT = join(import.meta.dirname, '..', '..');

/** The built library's root entry and ludicore/threads, as their sources type them. */
export async function loadBuilt(): Promise<{
  core: typeof import('../../src/index.js');
  threads: typeof import('../../src/threads/index.js');
}> {
  ensureBuilt();
  const core = (await import(pathToFileURL(join(ROOT, 'dist', 'index.mjs')).href)) as typeof import('../../src/index.js');
  const threads = (await import(pathToFileURL(join(ROOT, 'dist', 'threads.mjs')).href)) as typeof import('../../src/threads/index.js');
  return { core, threads };
}
