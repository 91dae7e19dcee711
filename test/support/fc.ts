import fc from 'fast-check';

/**
 * Property tests run with a fixed seed so that a failure in CI reproduces locally; fast-check
 * prints the seed, the path and the counterexample of a failure. Override with FC_SEED=n.
 */
export const SEED = Number(process.env['FC_SEED'] ?? 20261129);

/** fast-check parameters for a property: the fixed seed and the number of runs. */
export function params(numRuns: number): fc.Parameters<unknown> {
  return { seed: SEED, numRuns, verbose: 1 };
}
