// The bots' random setting: a Random, or a seed to make one from.
import { describeValue } from '../core/describe.js';
import { RulesError } from '../core/errors.js';
import { isRandom } from '../core/guards.js';
import { checkedRandom, createRandom, type Random } from '../core/random.js';

/** A seeded random source, or the seed to create one from. */
export type RandomSource = Random | number;

/** The random source a bot draws from: the one given, one made from a seed, or seed 0's. */
export function readRandom(bot: string, value: unknown): Random {
  if (value === undefined) return createRandom(0);
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) {
      throw new RulesError('argument/invalid', `${bot} random seed must be a safe integer, got ${describeValue(value)}`);
    }
    return createRandom(value);
  }
  // A source of the caller's own is checked where the bot draws from it.
  if (isRandom(value)) return checkedRandom(value, bot);
  throw new RulesError('argument/invalid', `${bot} random must be a seed or a Random from createRandom, got ${describeValue(value)}`);
}
