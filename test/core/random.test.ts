import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/index.js';
import { params } from '../support/fc.js';
import { expectRulesError } from './helpers.js';

const draw = (seed: number, n: number): number[] => {
  const random = createRandom(seed);
  return Array.from({ length: n }, () => random.nextUint32());
};

/**
 * sfc32 as its author (Chris Doty-Humphrey, PractRand) defines it, with the library's seeding:
 * an independent statement of the documented generator, so that a change of sequence (which
 * would change every seeded game and playout) cannot pass unnoticed.
 */
function referenceSfc32(seed: number, n: number): number[] {
  let a = 0x9e3779b9 >>> 0;
  let b = Number(BigInt.asUintN(32, BigInt(seed)));
  let c = Number(BigInt.asUintN(32, BigInt(Math.floor(seed / 2 ** 32))));
  let counter = 1;
  const next = (): number => {
    const t = (a + b + counter) % 2 ** 32;
    counter = (counter + 1) % 2 ** 32;
    a = (b ^ (b >>> 9)) >>> 0;
    b = (c + c * 8) % 2 ** 32;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) % 2 ** 32;
    return t;
  };
  for (let i = 0; i < 15; i++) next();
  return Array.from({ length: n }, next);
}

describe('createRandom', () => {
  it('gives the same sequence for the same seed', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (seed) => {
        expect(draw(seed, 20)).toEqual(draw(seed, 20));
      }),
      params(100),
    );
  });

  it('is the sfc32 generator', () => {
    for (const seed of [0, 1, 42, -1, 2 ** 32, 2 ** 32 + 5, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]) {
      expect(draw(seed, 200), `seed ${seed}`).toEqual(referenceSfc32(seed, 200));
    }
  });

  it('gives different sequences for different seeds, high bits included', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.maxSafeInteger(), (s, t) => {
        fc.pre(s !== t);
        expect(draw(s, 4)).not.toEqual(draw(t, 4));
      }),
      params(200),
    );
    // Seeds that agree in their low 32 bits, or are each other's negation.
    expect(draw(7, 4)).not.toEqual(draw(7 + 2 ** 32, 4));
    expect(draw(7, 4)).not.toEqual(draw(-7, 4));
    expect(draw(0, 4)).not.toEqual(draw(2 ** 32, 4));
  });

  it('remembers its seed', () => {
    expect(createRandom(123).seed).toBe(123);
  });

  it('next() is in [0, 1) and not constant', () => {
    const random = createRandom(9);
    const values = Array.from({ length: 10_000 }, () => random.next());
    for (const v of values) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(1);
    }
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.02);
  });

  it('int(n) stays in [0, n) for any n, up to 2^32', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0 }), fc.integer({ min: 1, max: 2 ** 32 }), (seed, n) => {
        const random = createRandom(seed);
        for (let i = 0; i < 20; i++) {
          const x = random.int(n);
          expect(Number.isInteger(x)).toBe(true);
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThan(n);
        }
      }),
      params(200),
    );
    expect(createRandom(1).int(1)).toBe(0);
  });

  it.each([3, 10, 37])('int(%i) is roughly uniform over 60,000 draws', (n) => {
    const random = createRandom(2024 + n);
    const counts = new Array<number>(n).fill(0);
    const draws = 60_000;
    for (let i = 0; i < draws; i++) {
      const x = random.int(n);
      counts[x] = (counts[x] ?? 0) + 1;
    }
    const expected = draws / n;
    const chiSquare = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // The 99.99th percentile of chi-square with n-1 degrees of freedom is below 3n + 20 here.
    expect(chiSquare).toBeLessThan(3 * n + 20);
  });

  it.each([0x200000, 0x200001, 1_000_003])('int(%i) spreads evenly over its range (either side of the fast path)', (n) => {
    const random = createRandom(n);
    const quarters = [0, 0, 0, 0];
    const draws = 40_000;
    for (let i = 0; i < draws; i++) {
      const q = Math.floor((random.int(n) * 4) / n);
      quarters[q] = (quarters[q] ?? 0) + 1;
    }
    for (const count of quarters) expect(Math.abs(count - draws / 4)).toBeLessThan(500);
  });

  it('int(n) is uniform where the modulo would be biased', () => {
    // n just above 2^31: a plain `x % n` would give the low half twice the weight of the high half.
    const n = 2 ** 31 + 2 ** 30;
    const random = createRandom(77);
    let low = 0;
    const draws = 20_000;
    for (let i = 0; i < draws; i++) if (random.int(n) < 2 ** 30) low++;
    // Uniform: a third of the draws fall below 2^30; biased modulo would give a half.
    expect(low / draws).toBeGreaterThan(0.3);
    expect(low / draws).toBeLessThan(0.367);
  });

  it('pick chooses each element, from the given list only', () => {
    const random = createRandom(5);
    const items = ['a', 'b', 'c', 'd'] as const;
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const x = random.pick(items);
      expect(items).toContain(x);
      seen.add(x);
    }
    expect(seen.size).toBe(4);
    expect(random.pick(['only'])).toBe('only');
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, -(2 ** 53), '1' as unknown as number])('refuses the seed %s', (seed) => {
    expectRulesError(() => createRandom(seed), 'argument/invalid');
  });

  it.each([0, -1, 1.5, Number.NaN, 2 ** 32 + 1, Number.POSITIVE_INFINITY])('refuses int(%s)', (n) => {
    const random = createRandom(1);
    expectRulesError(() => random.int(n), 'argument/invalid');
  });

  it('refuses to pick from an empty list', () => {
    expectRulesError(() => createRandom(1).pick([]), 'argument/invalid');
  });
});
