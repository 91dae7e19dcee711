import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Builds the library when dist/ is missing or stale (scripts/ensure-build.mjs, in a child
 * process since it exits on failure).
 */
export function ensureBuilt(): void {
  const ensured = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', "import { ensureBuild } from './scripts/ensure-build.mjs'; ensureBuild();"],
    { cwd: root, stdio: 'inherit' },
  );
  if (ensured.status !== 0) throw new Error(`building the library (npm run build) failed with exit code ${ensured.status}`);
}

/**
 * A run's global setup: builds once, before any test file starts, for the files that load the
 * built package (the threads' workers, the command-line program, the package's tests). Each of
 * them checking on its own raced: two files that found dist/ missing built it at once, and one
 * build's files were rewritten under the other file's workers.
 */
export default function setup(): void {
  ensureBuilt();
}
