import { defineConfig } from 'vitest/config';

// The playground's end-to-end tests (test/browser): the page built against dist/ and served on
// localhost once (test/browser/global-setup.ts), then driven in headless Chromium through
// playwright-core. `npm run test:browser` runs them; `npm test` leaves them out.
export default defineConfig({
  test: {
    include: ['test/browser/**/*.test.ts'],
    globalSetup: ['test/browser/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // What the page shows after a click or a key is there at once; a slow machine gets some slack.
    expect: { poll: { timeout: 5_000, interval: 50 } },
    // One browser at a time: the files run one after another.
    fileParallelism: false,
  },
});
