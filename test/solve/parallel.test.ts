import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/index.js';
import { countRange, propagateRange } from '../../src/solve/parallel-round.js';
import {
  julGonuPreviousSolver,
  julGonuSolver,
  konoSolver,
  retrograde,
  solveInParallel,
  type RetrogradeSpace,
} from '../../src/solve/index.js';
import { thrownCode } from '../support/errors.js';

/**
 * The steps of the parallel solve, run in this thread over ranges taken in a shuffled order (as
 * workers may take them): the values must be those of the one-thread solve, whatever the order.
 * The solve on real worker threads is tested against the built package (test/package).
 */

/** [from, to) ranges of `length` items, `size` long, in an order shuffled by `seed`. */
function shuffledRanges(length: number, size: number, seed: number): [number, number][] {
  const cut: [number, number][] = [];
  for (let from = 0; from < length; from += size) cut.push([from, Math.min(length, from + size)]);
  const random = createRandom(seed);
  for (let i = cut.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [cut[i], cut[j]] = [cut[j] as [number, number], cut[i] as [number, number]];
  }
  return cut;
}

/** The values of a solve by ranges, each round's ranges in a shuffled order. */
function solveByRanges(space: RetrogradeSpace, size: number, seed: number): Uint16Array {
  const values = new Uint16Array(space.positions);
  const open = new Uint8Array(space.positions);
  const lists = shuffledRanges(space.positions, size, seed).map(([from, to]) => countRange(space, values, open, from, to));
  let frontier = Int32Array.from(lists.flatMap((list) => [...list]));
  for (let plies = 0; frontier.length > 0; plies++) {
    const shared = frontier;
    const next = shuffledRanges(shared.length, size, seed + plies + 1).map(([from, to]) =>
      propagateRange(space, values, open, shared, from, to, plies),
    );
    frontier = Int32Array.from(next.flatMap((list) => [...list]));
  }
  return values;
}

describe('the parallel solve’s steps, by ranges in any order', () => {
  const cases = [
    ['Kono, 3 pieces a side', konoSolver.space(3)],
    ['Jul-Gonu off, 3 pieces a side', julGonuSolver.space(3)],
    ['Jul-Gonu previous, 2 pieces a side', julGonuPreviousSolver.space(2)],
  ] as const;

  it.each(cases)('%s: the values of the one-thread solve, for three orders and range sizes', (_name, space) => {
    const { values } = retrograde(space);
    for (const [size, seed] of [
      [1009, 1],
      [65_536, 2],
      [7, 3],
    ] as const) {
      if (size === 7 && space.positions > 200_000) continue;
      const byRanges = solveByRanges(space, size, seed);
      expect(byRanges.length).toBe(values.length);
      // Compared whole: the first difference would be named.
      const first = byRanges.findIndex((v, i) => v !== values[i]);
      expect(first, `range size ${size}`).toBe(-1);
    }
  });

  it('countRange visits exactly the positions of its range of ranks', () => {
    const space = konoSolver.space(3);
    const values = new Uint16Array(space.positions);
    const open = new Uint8Array(space.positions);
    countRange(space, values, open, 1000, 2000);
    expect(values.slice(0, 1000).every((v) => v === 0)).toBe(true);
    expect(values.slice(1000, 2000).every((v) => v !== 0)).toBe(true);
    expect(values.slice(2000).every((v) => v === 0)).toBe(true);
  });
});

describe('solveInParallel: arguments', () => {
  it('one thread: the solve of the calling thread, the same stats as solve', async () => {
    const table = await solveInParallel('julgonu-off', { threads: 1, maxPieces: 2 });
    expect(table.solver).toBe(julGonuSolver);
    expect(table.stats).toEqual(retrograde(julGonuSolver.space(2)).stats);
  });

  it('an unknown solver, unknown settings, a bad threads or maxPieces: argument/invalid', async () => {
    const bad: [string, unknown][] = [
      ['kono-any', {}],
      ['kono', { threads: 0 }],
      ['kono', { threads: 1.5 }],
      ['kono', { threads: 257 }],
      ['kono', { maxPieces: 9 }],
      ['kono', { depth: 3 }],
      ['kono', null],
      ['kono', { onProgress: 3 }],
    ];
    for (const [id, settings] of bad) {
      const code = await solveInParallel(id as 'kono', settings as never).then(
        () => 'no error',
        (error: unknown) =>
          thrownCode(() => {
            throw error;
          }),
      );
      expect(code, `${id} ${JSON.stringify(settings)}`).toBe('argument/invalid');
    }
  });

  it('28.2: a setting that is null is refused, naming it, not solved as if it were left out', async () => {
    for (const name of ['maxPieces', 'threads', 'onProgress']) {
      const error = await solveInParallel('kono', { threads: 1, [name]: null }).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(
        thrownCode(() => {
          throw error;
        }),
      ).toBe('argument/invalid');
      expect((error as Error).message).toContain(`solveInParallel ${name} must not be null`);
    }
  });
});
