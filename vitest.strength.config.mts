import { defineConfig } from 'vitest/config';

// The playing-strength suite (test/strength): seeded bot-against-random matches that take
// minutes, so `npm test` leaves them out and `npm run test:strength` runs them alone.
export default defineConfig({
  test: {
    include: ['test/strength/**/*.test.ts'],
    testTimeout: 20 * 60_000,
    hookTimeout: 60_000,
    // Gong's matches (gong.test.ts) run beside the other games' on a second core.
    fileParallelism: true,
  },
});
