import { defineConfig, type Options } from 'tsup';

export default defineConfig([
  {
    entry: {
      index: 'src/index.ts',
      kono: 'src/kono/index.ts',
      julgonu: 'src/julgonu/index.ts',
      agon: 'src/agon/index.ts',
      gong: 'src/gong/index.ts',
      ai: 'src/ai/index.ts',
      solve: 'src/solve/index.ts',
      render: 'src/render/index.ts',
      testing: 'src/testing/index.ts',
      threads: 'src/threads/index.ts',
      'boardgame.io': 'src/boardgame.io/index.ts',
    },
    format: ['esm', 'cjs'],
    dts: true,
    // No source maps: the output is unminified ES2022 that names each module's source file, so it
    // reads as it is; maps without their sources point at files the package does not ship, and
    // with them (sourcesContent) they were 1.15 MB, more than half the unpacked package.
    sourcemap: false,
    // The builds run at once: leave the command-line program's and the workers' files to their own builds.
    clean: ['!cli.mjs', '!threads-worker.mjs', '!solve-worker.mjs'],
    // One shared chunk for the core, so every subpath sees the same RulesError class and registry.
    splitting: true,
    treeshake: true,
    target: 'es2022',
    platform: 'neutral',
    // import.meta.url in the CommonJS build too: ludicore/threads and solveInParallel find their worker scripts by it.
    shims: true,
  },
  // The worker scripts of ludicore/threads and of solveInParallel, which each starts from beside
  // itself: one self-contained ES module each, which Node's worker_threads start from the
  // CommonJS build too. (As entries of the build above they would make esbuild wrap the shared
  // chunks' modules in lazy initialisers, which bundlers cannot tree-shake: importing one game
  // would bring all four.)
  workerBuild('threads-worker', 'src/threads/worker.ts'),
  workerBuild('solve-worker', 'src/solve/worker.ts'),
  {
    // The command-line program (package.json "bin"): one self-contained ES module for Node.
    entry: { cli: 'src/cli/main.ts' },
    format: ['esm'],
    dts: false,
    sourcemap: false,
    clean: false,
    splitting: false,
    treeshake: true,
    target: 'node20',
    platform: 'node',
    banner: { js: '#!/usr/bin/env node' },
  },
]);

/** The build of one worker script: `dist/<name>.mjs`, self-contained. */
function workerBuild(name: string, source: string): Options {
  return {
    entry: { [name]: source },
    format: ['esm'],
    dts: false,
    sourcemap: false,
    clean: false,
    splitting: false,
    treeshake: true,
    target: 'es2022',
    platform: 'neutral',
  };
}
