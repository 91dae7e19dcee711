import { defineConfig } from 'vitest/config';
import { resolve } from './vitest.config.mjs';

// The multiplayer example end to end (examples/multiplayer): PostgreSQL (installed from Debian's
// package where it is missing), the example's server in a process of its own, the playground's
// online mode in headless Chromium and boardgame.io's client in Node. `npm run test:multiplayer`
// runs it, CI too; `npm test` leaves it out.
export default defineConfig({
  resolve,
  test: {
    include: ['examples/multiplayer/**/*.test.ts'],
    // Builds the library and the playground, and serves the page (inject('playgroundUrl')).
    globalSetup: ['test/browser/global-setup.ts'],
    testTimeout: 300_000,
    hookTimeout: 600_000,
    expect: { poll: { timeout: 5_000, interval: 50 } },
    fileParallelism: false,
  },
});
