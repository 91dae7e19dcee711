import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lowestBit, popcount } from '../../src/core/bits.js';
import { params } from '../support/fc.js';

/** The set bits of a 32-bit integer, counted one bit at a time. */
function bitsOneByOne(x: number): number {
  let n = 0;
  for (let bit = 0; bit < 32; bit++) n += (x >>> bit) & 1;
  return n;
}

describe('bit counting', () => {
  it('popcount counts the set bits of any 32-bit integer, signed or unsigned', () => {
    for (const x of [0, 1, 0xffff, 0x10000, 0x7fffffff, -1, 0x80000000, 0xffffffff, -0x80000000]) {
      expect(popcount(x), String(x)).toBe(bitsOneByOne(x));
    }
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 31), max: 2 ** 32 - 1 }), (x) => popcount(x) === bitsOneByOne(x)),
      params(2000),
    );
  });

  it('lowestBit is the index of the lowest set bit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 31 }), fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), (bit, above) => {
        const x = ((above << bit) | (1 << bit)) >>> 0;
        return lowestBit(x) === bit;
      }),
      params(1000),
    );
  });
});
