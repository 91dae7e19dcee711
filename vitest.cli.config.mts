import { defineConfig } from 'vitest/config';
import { CLI_SUITES, maxWorkers, resolve } from './vitest.config.mjs';

// The command-line program end to end (see CLI_SUITES in vitest.config.mts): `npm run test:cli`
// runs them, CI too. Each test starts the built program (dist/cli.mjs, built when stale).
export default defineConfig({
  resolve,
  test: {
    include: CLI_SUITES,
    testTimeout: 60_000,
    maxWorkers,
    // Built once before the files start: the threads' and the program's tests load dist/.
    globalSetup: ['test/build-setup.ts'],
  },
});
