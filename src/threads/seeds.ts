// The seeds of the parallel playouts and match games: each numbered piece of work draws from its
// own source, so the result of a piece does not depend on which thread or machine ran it.
import { describeValue } from '../core/describe.js';
import { RulesError } from '../core/errors.js';

/** murmur3's 32-bit finaliser: every input bit affects every output bit. */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The low and high 32-bit words of a safe integer, in two's complement for a negative one. */
function words(n: number): readonly [number, number] {
  return [n >>> 0, Math.floor(n / 0x100000000) >>> 0];
}

function requireSafeInteger(owner: string, what: string, value: unknown, min: number): asserts value is number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
    const range = min === 0 ? 'a non-negative safe integer' : 'a safe integer';
    throw new RulesError('argument/invalid', `${owner} ${what} must be ${range}, got ${describeValue(value)}`);
  }
}

/**
 * The seed of playout number `index` of a series seeded with `seed`: the parallel
 * {@link randomPlayouts} runs playout `i` on `createRandom(playoutSeed(seed, i))`, which is what
 * makes a series the same whatever the thread count, and lets a series be split by index ranges
 * across machines.
 *
 * The derivation is fixed for good (changing it would be a breaking change): the seed's and the
 * index's low and high 32-bit words (two's complement for a negative seed) are folded, in the order
 * seed low, seed high, index low, index high, into `h = fmix32(h ^ word)` from `h = 0x243f6a88`,
 * with murmur3's finaliser `fmix32`; a second word is `fmix32(h ^ 0x9e3779b9)`; the result is
 * `(h & 0x1fffff) * 2^32 + second`, a non-negative safe integer.
 *
 * @param seed - the series' seed, any safe integer
 * @param index - the playout's number, a non-negative safe integer
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a seed or index out of range.
 */
export function playoutSeed(seed: number, index: number): number {
  requireSafeInteger('playoutSeed', 'seed', seed, Number.MIN_SAFE_INTEGER);
  requireSafeInteger('playoutSeed', 'index', index, 0);
  let h = 0x243f6a88;
  for (const word of [...words(seed), ...words(index)]) h = fmix32(h ^ word);
  const second = fmix32(h ^ 0x9e3779b9);
  return (h & 0x1fffff) * 0x100000000 + second;
}

/** The bots' seeds of one game of a match series: see {@link matchSeeds}. */
export interface MatchSeeds {
  /** The seed of the bot given as `black` in the series' settings. */
  readonly black: number;
  /** The seed of the bot given as `white`. */
  readonly white: number;
}

/**
 * The seeds of the two bots in game number `index` of a match series seeded with `seed`
 * ({@link playMatches}): `playoutSeed(playoutSeed(seed, index), 0)` for the bot given as `black`,
 * `playoutSeed(playoutSeed(seed, index), 1)` for the bot given as `white`, whichever colour each
 * plays in that game. Fixed for good, like {@link playoutSeed}.
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a seed or index out of range.
 */
export function matchSeeds(seed: number, index: number): MatchSeeds {
  requireSafeInteger('matchSeeds', 'seed', seed, Number.MIN_SAFE_INTEGER);
  requireSafeInteger('matchSeeds', 'index', index, 0);
  const game = playoutSeed(seed, index);
  return { black: playoutSeed(game, 0), white: playoutSeed(game, 1) };
}
