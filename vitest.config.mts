import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const source = (path: string): string => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

export default defineConfig({
  resolve: {
    // The playground's modules and the examples import the package by name; their tests run them on the sources.
    alias: [
      { find: /^ludicore$/, replacement: source('index.ts') },
      { find: /^ludicore\/([a-z.]+)$/, replacement: source('$1/index.ts') },
    ],
  },
  test: {
    include: ['test/**/*.test.ts', 'examples/**/*.test.ts'],
    // The playing-strength suite is slow: `npm run test:strength` runs it (vitest.strength.config.mts).
    // The browser tests need a built playground and Chromium: `npm run test:browser`.
    // The package's tests need a build: `npm run test:package`.
    exclude: [...configDefaults.exclude, 'test/strength/**', 'test/browser/**', 'test/package/**'],
    testTimeout: 60_000,
  },
});
