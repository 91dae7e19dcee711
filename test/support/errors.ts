import { expect } from 'vitest';
import { isRulesError, type ErrorCode, type RulesError } from '../../src/core/index.js';

/** The result of {@link attempt}: the value, or the fact that an expected RulesError was thrown. */
export type Attempt<T> = { ok: true; value: T } | { ok: false };

/**
 * Runs `fn`; a RulesError with one of `codes` is fine, anything else thrown fails the property
 * (rethrown, so that fast-check reports it with its counterexample).
 */
export function attempt<T>(fn: () => T, codes: readonly ErrorCode[]): Attempt<T> {
  try {
    return { ok: true, value: fn() };
  } catch (error) {
    if (isRulesError(error) && codes.includes(error.code)) return { ok: false };
    throw error;
  }
}

/** Runs `fn`; a thrown error must be a RulesError. */
export function onlyRulesErrors(fn: () => unknown): void {
  try {
    fn();
  } catch (error) {
    expect(isRulesError(error), String(error)).toBe(true);
  }
}

/** The RulesError code `fn` throws; `'no error'` if it returns; the error itself re-thrown if it is not a RulesError. */
export function thrownCode(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (isRulesError(error)) return error.code;
    throw error;
  }
  return 'no error';
}

/** The RulesError `fn` throws (fails the calling test otherwise). */
export function thrown(fn: () => unknown): RulesError {
  try {
    fn();
  } catch (error) {
    if (isRulesError(error)) return error;
    throw new Error(`expected a RulesError, got ${String(error)}`, { cause: error });
  }
  throw new Error('expected a RulesError, but nothing was thrown');
}
