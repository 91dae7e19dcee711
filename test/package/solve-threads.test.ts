import { join } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * solveInParallel on real worker threads, from the built package (its worker script is a file of
 * dist/): the same table, byte for byte but the build time, as the one-thread solve, from the ES
 * module build and from the CommonJS one.
 */

const DIST = join(import.meta.dirname, '..', '..', 'dist');

type SolveModule = typeof import('../../src/solve/index.js');

/** A table's bytes without its checksum and build time (16–27), which differ between two solves. */
const comparable = (bytes: Uint8Array): number[] => [...bytes.subarray(0, 16), ...bytes.subarray(28)];

describe.each([
  ['ES module build', async (): Promise<SolveModule> => (await import(join(DIST, 'solve.mjs'))) as SolveModule],
  ['CommonJS build', (): Promise<SolveModule> => Promise.resolve(createRequire(import.meta.url)(join(DIST, 'solve.js')) as SolveModule)],
])('solveInParallel, %s', (_name, load) => {
  it('2 threads: the table of the one-thread solve (Jul-Gonu previous, 2 pieces a side; Kono, 3)', async () => {
    const solve = await load();
    for (const [id, maxPieces] of [
      ['julgonu-previous', 2],
      ['kono', 3],
    ] as const) {
      const progress: number[] = [];
      const parallel = await solve.solveInParallel(id, { threads: 2, maxPieces, onProgress: (p) => progress.push(p.decided) });
      const single = solve.solvers[id].solve({ maxPieces });
      expect(parallel.stats, id).toEqual(single.stats);
      expect(parallel.solver).toBe(single.solver);
      expect(comparable(solve.saveTable(parallel as never)), id).toEqual(comparable(solve.saveTable(single as never)));
      expect(progress.at(-1)).toBe(single.stats.wins + single.stats.losses);
    }
  });
});
