import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/*
 * The threads tests run the built package: a worker loads dist/threads-worker.mjs, which the
 * sources do not have. The modules are typed as their sources, and loaded from dist/, the core
 * and the threads from the same copy (a worker runs the registry's games, and only a game that
 * is the registry's own goes to the workers).
 */

export const ROOT = join(import.meta.dirname, '..', '..');

/** Builds dist/ when it is stale (scripts/ensure-build.mjs, in a child process since it exits on failure). */
export function ensureBuild(): void {
  const ensured = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', "import { ensureBuild } from './scripts/ensure-build.mjs'; ensureBuild();"],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (ensured.status !== 0) throw new Error(`building the library (npm run build) failed with exit code ${ensured.status}`);
}

/** The built library's root entry and ludicore/threads, as their sources type them. */
export async function loadBuilt(): Promise<{
  core: typeof import('../../src/index.js');
  threads: typeof import('../../src/threads/index.js');
}> {
  ensureBuild();
  const core = (await import(pathToFileURL(join(ROOT, 'dist', 'index.mjs')).href)) as typeof import('../../src/index.js');
  const threads = (await import(pathToFileURL(join(ROOT, 'dist', 'threads.mjs')).href)) as typeof import('../../src/threads/index.js');
  return { core, threads };
}
