import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Once per run: builds the library when dist/ is stale (scripts/ensure-build.mjs, in a child
 * process since it exits on failure), since these tests look at what the package ships.
 */
export default function setup(): void {
  const ensured = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', "import { ensureBuild } from './scripts/ensure-build.mjs'; ensureBuild();"],
    { cwd: root, stdio: 'inherit' },
  );
  if (ensured.status !== 0) throw new Error(`building the library (npm run build) failed with exit code ${ensured.status}`);
}
