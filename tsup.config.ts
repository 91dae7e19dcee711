import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    kono: 'src/kono/index.ts',
    julgonu: 'src/julgonu/index.ts',
    agon: 'src/agon/index.ts',
    gong: 'src/gong/index.ts',
    ai: 'src/ai/index.ts',
    render: 'src/render/index.ts',
    testing: 'src/testing/index.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  // One shared chunk for the core, so every subpath sees the same RulesError class and registry.
  splitting: true,
  treeshake: true,
  target: 'es2022',
  platform: 'neutral',
});
