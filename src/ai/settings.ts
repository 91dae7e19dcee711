import { describeValue } from '../core/describe.js';
import { RulesError } from '../core/errors.js';
import { createRandom, type Random } from '../core/random.js';

/** A seeded random source, or the seed to create one from. */
export type RandomSource = Random | number;

/**
 * Checks a bot's settings object: a plain object (or `undefined`) whose keys are all known.
 * Returns it as a record to read checked values from.
 */
export function settingsOf(bot: string, settings: unknown, known: readonly string[]): Record<string, unknown> {
  if (settings === undefined) return {};
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) {
    throw new RulesError('argument/invalid', `${bot} settings must be an object, got ${describeValue(settings)}`);
  }
  for (const key of Object.keys(settings)) {
    if (!known.includes(key)) {
      throw new RulesError('argument/invalid', `${bot} has no setting ${JSON.stringify(key)} (known: ${known.join(', ')})`);
    }
  }
  return settings as Record<string, unknown>;
}

/** A positive integer setting, or `undefined` when it is absent. */
export function positiveInteger(bot: string, name: string, value: unknown, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max) {
    throw new RulesError('argument/invalid', `${bot} ${name} must be an integer from 1 to ${max}, got ${describeValue(value)}`);
  }
  return value;
}

/** A positive finite number setting, or `undefined` when it is absent. */
export function positiveNumber(bot: string, name: string, value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new RulesError('argument/invalid', `${bot} ${name} must be a positive finite number, got ${describeValue(value)}`);
  }
  return value;
}

/** A non-negative integer setting, or `undefined` when it is absent. */
export function countSetting(bot: string, name: string, value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 1_000_000) {
    throw new RulesError('argument/invalid', `${bot} ${name} must be an integer from 0 to 1000000, got ${describeValue(value)}`);
  }
  return value;
}

/** A function setting, or `undefined` when it is absent. */
export function functionSetting<F>(bot: string, name: string, value: unknown): F | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'function') {
    throw new RulesError('argument/invalid', `${bot} ${name} must be a function, got ${describeValue(value)}`);
  }
  return value as F;
}

/** The random source a bot draws from: the one given, one made from a seed, or seed 0's. */
export function randomOf(bot: string, value: unknown): Random {
  if (value === undefined) return createRandom(0);
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) {
      throw new RulesError('argument/invalid', `${bot} random seed must be a safe integer, got ${describeValue(value)}`);
    }
    return createRandom(value);
  }
  if (typeof value === 'object' && value !== null && typeof (value as Random).nextUint32 === 'function' && typeof (value as Random).int === 'function') {
    return value as Random;
  }
  throw new RulesError('argument/invalid', `${bot} random must be a seed or a Random from createRandom, got ${describeValue(value)}`);
}

/** Milliseconds from a monotonic clock (performance.now where there is one). */
export const now: () => number = typeof performance === 'object' && typeof performance.now === 'function' ? () => performance.now() : () => Date.now();
