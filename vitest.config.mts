import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config';

const source = (path: string): string => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/** The playground's modules and the examples import the package by name: their tests run them on the sources. */
export const resolve = {
  alias: [
    { find: /^ludicore$/, replacement: source('index.ts') },
    { find: /^ludicore\/([a-z.]+)$/, replacement: source('$1/index.ts') },
  ],
} satisfies ViteUserConfig['resolve'];

/**
 * One test file per core: vitest's default leaves a core to its main process, which only waits
 * while the files run; on two cores that ran them one at a time (`npm test`: 194 s, against
 * 124 s with two workers).
 */
export const maxWorkers = availableParallelism();

/**
 * The long suites, which `npm run test:long` runs (vitest.long.config.mts) and `npm test` leaves
 * out: the conformance suite over hundreds of random games per game and option set, the
 * differential references of whole solves and of the historical variant, the deep property
 * runs of the testing kit, every click of every move of random games in the playground, the
 * playground's bots, the solver's material classes and unmoves, the example game's engine under
 * the kit, and the training runs that give the shipped learned weights. (`npm test` builds the library first where it is stale, about 30 s of its time.)
 */
export const LONG_SUITES = [
  'test/kono/conformance.test.ts',
  'test/julgonu/conformance.test.ts',
  'test/agon/conformance.test.ts',
  'test/gong/conformance.test.ts',
  'test/agon/historical.test.ts',
  'test/solve/minimax.test.ts',
  'test/solve/previous.test.ts',
  'test/testing/kit.test.ts',
  'test/playground/gestures.test.ts',
  'test/playground/players.test.ts',
  'test/solve/material.test.ts',
  'test/solve/unmoves.test.ts',
  'examples/hasami/engine.test.ts',
  'test/ai/shipped-weights.test.ts',
];

/** The command-line program end to end, a process per call: `npm run test:cli` (vitest.cli.config.mts). */
export const CLI_SUITES = ['test/cli/cli.test.ts', 'test/cli/threads.test.ts', 'test/cli/terminal.test.ts', 'test/cli/train.test.ts'];

export default defineConfig({
  resolve,
  test: {
    include: ['test/**/*.test.ts', 'examples/**/*.test.ts'],
    // The playing-strength suite is slow: `npm run test:strength` runs it (vitest.strength.config.mts).
    // The browser tests need a built playground and Chromium: `npm run test:browser`.
    // The package's tests need a build: `npm run test:package`.
    exclude: [
      ...configDefaults.exclude,
      'test/strength/**',
      'test/browser/**',
      'test/package/**',
      // The multiplayer example's test starts PostgreSQL, a server and Chromium: `npm run test:multiplayer`.
      'examples/multiplayer/**',
      ...LONG_SUITES,
      ...CLI_SUITES,
    ],
    testTimeout: 60_000,
    maxWorkers,
    // Built once before the files start: the threads' and the program's tests load dist/.
    globalSetup: ['test/build-setup.ts'],
  },
});
