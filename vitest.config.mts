import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The playing-strength suite is slow: `npm run test:strength` runs it (vitest.strength.config.mts).
    exclude: [...configDefaults.exclude, 'test/strength/**'],
    testTimeout: 60_000,
  },
});
