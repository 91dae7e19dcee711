// Checks of the settings objects that bots, the renderer, playouts and the conformance checks take:
// the object itself (known keys only), then each value by its kind.
import { describeValue } from './describe.js';
import { RulesError, quote } from './errors.js';

/**
 * Checks a settings object (of a bot, of the renderer, of a series on threads): a plain object
 * (or `undefined`) whose keys are all known. Returns what it holds as a new record to read checked
 * values from: each known setting read once (so a getter cannot show one value to a check and
 * another to its use), `undefined` for one not given. `null` is no way to leave a setting out,
 * and is refused here, once for every reader, so that no reader's default (`?? 0`) takes it for
 * "not given". `owner` names the function the settings are for, in messages.
 *
 * @throws {@link RulesError} `argument/invalid` for settings that are not an object, an unknown
 *   key, or a setting that is `null`, naming it.
 */
export function readSettings(owner: string, settings: unknown, known: readonly string[]): Record<string, unknown> {
  const read: Record<string, unknown> = {};
  if (settings === undefined) return read;
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) {
    throw new RulesError('argument/invalid', `${owner} settings must be an object, got ${describeValue(settings)}`);
  }
  for (const key of Object.keys(settings)) {
    if (!known.includes(key)) {
      throw new RulesError('argument/invalid', `${owner} has no setting ${quote(key)} (known: ${known.join(', ')})`);
    }
  }
  for (const key of known) {
    const value: unknown = (settings as Record<string, unknown>)[key];
    if (value === null) {
      throw new RulesError('argument/invalid', `${owner} ${key} must not be null: leave it out (or undefined) for a setting not given`);
    }
    if (value !== undefined) read[key] = value;
  }
  return read;
}

/** A positive integer setting, or `undefined` when it is absent. */
export function positiveInteger(owner: string, name: string, value: unknown, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max) {
    throw new RulesError('argument/invalid', `${owner} ${name} must be an integer from 1 to ${max}, got ${describeValue(value)}`);
  }
  return value;
}

/** A positive finite number setting, at most `max` where one is given, or `undefined` when it is absent. */
export function positiveNumber(owner: string, name: string, value: unknown, max = Infinity): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > max) {
    const most = max === Infinity ? '' : ` of at most ${max}`;
    throw new RulesError('argument/invalid', `${owner} ${name} must be a positive finite number${most}, got ${describeValue(value)}`);
  }
  return value;
}

/** A non-negative integer setting, or `undefined` when it is absent. */
export function countSetting(owner: string, name: string, value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 1_000_000) {
    throw new RulesError('argument/invalid', `${owner} ${name} must be an integer from 0 to 1000000, got ${describeValue(value)}`);
  }
  return value;
}

/** A function setting, or `undefined` when it is absent. */
export function functionSetting<F>(owner: string, name: string, value: unknown): F | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'function') {
    throw new RulesError('argument/invalid', `${owner} ${name} must be a function, got ${describeValue(value)}`);
  }
  return value as F;
}

/** A number setting from 0 to 1 (a weight, a share), or `undefined` when it is absent. */
export function fractionSetting(owner: string, name: string, value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !(value >= 0 && value <= 1)) {
    throw new RulesError('argument/invalid', `${owner} ${name} must be a number from 0 to 1, got ${describeValue(value)}`);
  }
  return value;
}

/** A boolean setting, or `undefined` when it is absent. */
export function booleanSetting(owner: string, name: string, value: unknown): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') {
    throw new RulesError('argument/invalid', `${owner} ${name} must be true or false, got ${describeValue(value)}`);
  }
  return value;
}

/** A seed setting: any safe integer, or `undefined` when it is absent. */
export function seedSetting(owner: string, name: string, value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new RulesError('argument/invalid', `${owner} ${name} must be a safe integer, got ${describeValue(value)}`);
  }
  return value;
}
