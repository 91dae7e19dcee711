import { expect } from 'vitest';
import { isRulesError, type ErrorCode, type RulesError } from '../../src/index.js';

/** Runs `fn`, expects it to throw a RulesError with `code`, and returns that error for further checks. */
export function expectRulesError(fn: () => unknown, code: ErrorCode): Error {
  let thrown: unknown;
  try {
    fn();
  } catch (error) {
    thrown = error;
  }
  if (thrown === undefined) throw new Error(`expected a RulesError ${code}, but nothing was thrown`);
  if (!isRulesError(thrown)) throw new Error(`expected a RulesError ${code}, got ${String(thrown)}`);
  expect(thrown.code, thrown.message).toBe(code);
  return thrown;
}

/** What `fn` returned, or the RulesError it threw, for the test to check; any other exception fails the test. */
export function valueOrRulesError<T>(fn: () => T): { readonly value: T } | { readonly error: RulesError } {
  try {
    return { value: fn() };
  } catch (error) {
    if (isRulesError(error)) return { error };
    throw error;
  }
}
