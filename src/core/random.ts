import { describeValue } from './describe.js';
import { RulesError } from './errors.js';

/**
 * A seeded pseudo-random source (the sfc32 generator): the same seed gives the same sequence on
 * every platform, so random games, playouts and tests reproduce exactly.
 */
export interface Random {
  /** The seed this source was created with. */
  readonly seed: number;
  /** A uniformly distributed 32-bit unsigned integer. */
  nextUint32(): number;
  /** A float in `[0, 1)`. */
  next(): number;
  /** An integer in `[0, n)`; `n` must be a positive integer below 2^32. */
  int(n: number): number;
  /** A uniformly chosen element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
}

/**
 * Creates a {@link Random} from an integer seed.
 *
 * @throws {@link RulesError} `argument/invalid` if the seed is not a safe integer.
 */
export function createRandom(seed: number): Random {
  if (!Number.isSafeInteger(seed)) {
    throw new RulesError('argument/invalid', `random seed must be a safe integer, got ${describeValue(seed)}`);
  }
  // Spread the seed over the state words and warm up, as sfc32's authors advise.
  let a = 0x9e3779b9;
  let b = seed | 0;
  let c = Math.floor(seed / 0x100000000) | 0;
  let d = 1;
  const nextUint32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 15; i++) nextUint32();
  /** `int(n)` for a range the fast path leaves out: checked, then by rejection sampling. */
  const wideInt = (n: number): number => {
    if (!(Number.isInteger(n) && n > 0 && n <= 0x100000000)) {
      throw new RulesError('argument/invalid', `random range must be a positive integer up to 2^32, got ${describeValue(n)}`);
    }
    // Rejection sampling keeps every value equally likely.
    const limit = 0x100000000 - (0x100000000 % n);
    let x = nextUint32();
    while (x >= limit) x = nextUint32();
    return x % n;
  };
  /** The rare end of Lemire's method: draws again while the low part of `x * n` falls below the threshold. */
  const redrawn = (x: number, n: number): number => {
    const threshold = (0x100000000 - n) % n;
    let draw = x;
    while (Math.imul(draw, n) >>> 0 < threshold) draw = nextUint32();
    return Math.floor((draw * n) / 0x100000000);
  };
  // Lemire's multiply-and-reject for every range up to 2^21, where x * n stays exact in doubles:
  // its low 32 bits are Math.imul's (no floating-point remainder), and it needs a division only
  // in the rare case that they fall below n. The checks and the rare paths are functions of their
  // own, so that this one stays small enough to be inlined into the loops that draw.
  const int = (n: number): number => {
    if (!(Number.isInteger(n) && n > 0 && n <= 0x200000)) return wideInt(n);
    const x = nextUint32();
    return Math.imul(x, n) >>> 0 < n ? redrawn(x, n) : Math.floor((x * n) / 0x100000000);
  };
  return {
    seed,
    nextUint32,
    next: () => nextUint32() / 0x100000000,
    int,
    pick<T>(items: readonly T[]): T {
      if (!Array.isArray(items)) throw new RulesError('argument/invalid', `pick needs an array, got ${describeValue(items)}`);
      if (items.length === 0) throw new RulesError('argument/invalid', 'cannot pick from an empty list');
      return items[int(items.length)] as T;
    },
  };
}
