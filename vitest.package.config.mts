import { defineConfig } from 'vitest/config';

// The tests of the package as published (test/package): what a bundler makes of dist/, and what
// `npm pack` puts in the tarball. They need a build, so `npm test` leaves them out and
// `npm run test:package` runs them (after `npm run build` in CI; the setup builds a stale dist/).
export default defineConfig({
  test: {
    include: ['test/package/**/*.test.ts'],
    globalSetup: ['test/build-setup.ts'],
    testTimeout: 60_000,
  },
});
