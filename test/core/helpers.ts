import { expect } from 'vitest';
import { isRulesError, type ErrorCode } from '../../src/index.js';

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

/** Runs `fn`: returns normally or throws a RulesError; any other exception fails the test. */
export function valueOrRulesError(fn: () => unknown): boolean {
  try {
    fn();
    return true;
  } catch (error) {
    if (isRulesError(error)) return true;
    throw error;
  }
}
