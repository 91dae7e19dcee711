import { describeValue } from './describe.js';
import { RulesError } from './errors.js';
import { isRandom } from './guards.js';

/**
 * A seeded pseudo-random source (the sfc32 generator): the same seed gives the same sequence on
 * every platform, so random games, playouts and tests reproduce exactly.
 *
 * A source of your own may stand in for one where the library takes a `Random` (the playouts,
 * `Cursor.playRandom`, the bots' `random`): its answers are checked as they are read, and one
 * out of range (an `int(n)` that is not an integer from 0 to n - 1) is refused with
 * `argument/invalid` naming the source.
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
  return trusted({ seed, nextUint32, next: () => nextUint32() / 0x100000000, int, pick: picker(int) });
}

/** A `pick` drawing from `int`, which answers in range. */
function picker(int: (n: number) => number): Random['pick'] {
  return <T>(items: readonly T[]): T => {
    if (!Array.isArray(items)) throw new RulesError('argument/invalid', `pick needs an array, got ${describeValue(items)}`);
    if (items.length === 0) throw new RulesError('argument/invalid', 'cannot pick from an empty list');
    return items[int(items.length)] as T;
  };
}

/**
 * The random sources whose answers are in range by construction: those of {@link createRandom},
 * and the checked wrappers of {@link checkedRandom}. They are used as they are, so the library's
 * own generator costs no check on the paths that draw.
 */
const TRUSTED = new WeakSet<Random>();

function trusted(random: Random): Random {
  TRUSTED.add(random);
  return random;
}

/**
 * The random source to draw from for a caller's `random`: the library's own (from
 * `createRandom`, or checked already) as it is; any other object with the `nextUint32` and
 * `int` of a {@link Random} wrapped, once, in a source that checks each answer where the library
 * reads it: `int(n)` an integer from 0 to n - 1, `nextUint32()` an integer from 0 to 2^32 - 1,
 * `next()` a number in [0, 1). A source that answers out of range could make a playout play a
 * move that is not legal, write a position that cannot be, or never end; refused, it does none
 * of these, and every loop that draws stays bounded by its own budget (a playout's ply limit, a
 * bot's nodes or iterations). `owner` names the function the source was given to, in messages.
 *
 * @throws {@link RulesError} `argument/invalid` for a value that is not a random source; the
 *   wrapper throws `argument/invalid` naming the source, the question and the answer for an
 *   answer out of range. What the caller's own functions throw passes through.
 */
export function checkedRandom(random: unknown, owner: string): Random {
  if (typeof random === 'object' && random !== null && TRUSTED.has(random as Random)) return random as Random;
  if (!isRandom(random)) {
    throw new RulesError('argument/invalid', `${owner} needs a random source (from createRandom), got ${describeValue(random)}`);
  }
  const source = random;
  const refuse = (question: string, answer: unknown, range: string): never => {
    throw new RulesError(
      'argument/invalid',
      `the random source given to ${owner} answered ${question} with ${describeValue(answer)}, not ${range}`,
    );
  };
  const nextUint32 = (): number => {
    const answer: unknown = source.nextUint32();
    return typeof answer === 'number' && Number.isInteger(answer) && answer >= 0 && answer <= 0xffffffff
      ? answer
      : refuse('nextUint32()', answer, 'an integer from 0 to 2^32 - 1');
  };
  const int = (n: number): number => {
    const answer: unknown = source.int(n);
    return typeof answer === 'number' && Number.isInteger(answer) && answer >= 0 && answer < n
      ? answer
      : refuse(`int(${n})`, answer, `an integer from 0 to ${n - 1}`);
  };
  // A source without `next` of its own draws it from `nextUint32`, as createRandom's does.
  const own = typeof source.next === 'function' ? source : undefined;
  const next = (): number => {
    if (own === undefined) return nextUint32() / 0x100000000;
    const answer: unknown = own.next();
    return typeof answer === 'number' && answer >= 0 && answer < 1 ? answer : refuse('next()', answer, 'a number from 0 up to 1');
  };
  return trusted({ seed: source.seed, nextUint32, next, int, pick: picker(int) });
}

/**
 * Shuffles the first `count` entries of `list` in place (Fisher–Yates from the end, one
 * `random.int` a swap), so that equal moves are met in an order that varies with the seed.
 */
export function shuffleFirst(list: Int32Array, count: number, random: Random): void {
  for (let i = count - 1; i > 0; i--) {
    const j = random.int(i + 1);
    const t = list[i] as number;
    list[i] = list[j] as number;
    list[j] = t;
  }
}
