import { describe, expect, it } from 'vitest';
import { ERROR_CODES, RulesError, isRulesError } from '../../src/index.js';

describe('RulesError', () => {
  it('carries name, code, message and cause', () => {
    const cause = new Error('underneath');
    const error = new RulesError('move/illegal', 'a1-a2 is not legal', { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('RulesError');
    expect(error.code).toBe('move/illegal');
    expect(error.message).toBe('a1-a2 is not legal');
    expect(error.cause).toBe(cause);
    expect(String(error)).toBe('RulesError: a1-a2 is not legal');
    expect(error.stack).toContain('a1-a2 is not legal');
  });

  it('has no cause unless given one', () => {
    const error = new RulesError('argument/invalid', 'bad');
    expect(error.cause).toBeUndefined();
    expect('cause' in error).toBe(false);
  });

  it('does not show its brand among its keys', () => {
    // The brand is an internal marker; serialising an error should show code and message only.
    const error = new RulesError('game/unknown', 'no such game');
    expect(Object.keys(error)).toEqual(['code']);
  });
});

describe('isRulesError', () => {
  const error = new RulesError('notation/syntax', 'bad move');

  it('recognises a RulesError, with or without a code', () => {
    expect(isRulesError(error)).toBe(true);
    expect(isRulesError(error, 'notation/syntax')).toBe(true);
    expect(isRulesError(error, 'move/illegal')).toBe(false);
  });

  it.each([
    ['a plain Error', new Error('x')],
    ['a TypeError', new TypeError('x')],
    ['null', null],
    ['undefined', undefined],
    ['a string', 'RulesError'],
    ['a number', 42],
    ['an object faking name and code', { name: 'RulesError', code: 'move/illegal', message: 'fake' }],
    ['an Error with a code', Object.assign(new Error('x'), { code: 'move/illegal' })],
    ['an object with a string brand', { [Symbol.for('ludicore.RulesError')]: 'true', code: 'move/illegal' }],
    ['an object with a private symbol brand', { [Symbol('ludicore.RulesError')]: true, code: 'move/illegal' }],
  ])('is false for %s', (_what, value) => {
    expect(isRulesError(value)).toBe(false);
    expect(isRulesError(value, 'move/illegal')).toBe(false);
  });

  it('recognises an error from another copy of the library by its global brand', () => {
    // What an ESM copy sees when a CJS copy throws: not an instance of its class, but branded.
    const foreign = Object.assign(new Error('from the other copy'), {
      code: 'move/game-over',
      [Symbol.for('ludicore.RulesError')]: true,
    });
    expect(foreign).not.toBeInstanceOf(RulesError);
    expect(isRulesError(foreign)).toBe(true);
    expect(isRulesError(foreign, 'move/game-over')).toBe(true);
    expect(isRulesError(foreign, 'move/illegal')).toBe(false);
  });

  it('is a type guard for the code', () => {
    const caught: unknown = error;
    if (isRulesError(caught)) expect(ERROR_CODES).toContain(caught.code);
    else expect.unreachable();
  });
});

describe('ERROR_CODES', () => {
  it('are unique, in the group/detail form', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+\/[a-z-]+$/);
  });

  it('include every code the design names', () => {
    for (const code of ['move/illegal', 'move/game-over', 'notation/syntax', 'position/syntax', 'position/invalid', 'option/invalid']) {
      expect(ERROR_CODES).toContain(code);
    }
  });
});
