import { defineConfig } from 'vitest/config';
import { LONG_SUITES, maxWorkers, resolve } from './vitest.config.mjs';

// The long suites (see LONG_SUITES in vitest.config.mts): `npm run test:long` runs them, CI too.
export default defineConfig({
  resolve,
  test: {
    include: LONG_SUITES,
    testTimeout: 120_000,
    maxWorkers,
  },
});
