import { describe, expect, it } from 'vitest';
import { DRAW_OPTION_SPECS, isExcluded, resolveOptions, type DrawOptions, type OptionSpecs } from '../../src/index.js';
import { expectRulesError } from './helpers.js';

interface HandOptions extends DrawOptions {
  readonly mode: 'fast' | 'slow';
  readonly strict: boolean;
}

const HAND_SPECS: OptionSpecs<HandOptions> = {
  ...DRAW_OPTION_SPECS,
  mode: { type: 'choice', values: ['fast', 'slow'], default: 'slow', description: 'how fast' },
  strict: { type: 'boolean', default: false, description: 'whether strict' },
};

describe('resolveOptions with the draw options', () => {
  it('leaves integer options out when they are off', () => {
    const resolved = resolveOptions(DRAW_OPTION_SPECS, undefined, 'Kono');
    expect(resolved).toEqual({});
    expect(Object.keys(resolved)).toEqual([]);
    expect(resolveOptions(DRAW_OPTION_SPECS, {}, 'Kono')).toEqual({});
  });

  it('keeps values in range, at the minimum too', () => {
    expect(resolveOptions(DRAW_OPTION_SPECS, { maxPlies: 1, repetition: 2 }, 'Kono')).toEqual({ maxPlies: 1, repetition: 2 });
    expect(resolveOptions(DRAW_OPTION_SPECS, { maxPlies: 2 ** 53 - 1 }, 'Kono')).toEqual({ maxPlies: 2 ** 53 - 1 });
  });

  it('treats undefined as the default', () => {
    const resolved = resolveOptions(DRAW_OPTION_SPECS, { maxPlies: undefined, repetition: 3 }, 'Kono');
    expect(resolved).toEqual({ repetition: 3 });
    expect('maxPlies' in resolved).toBe(false);
  });

  it.each([
    ['maxPlies', 0],
    ['maxPlies', -5],
    ['maxPlies', 1.5],
    ['maxPlies', Number.NaN],
    ['maxPlies', Number.POSITIVE_INFINITY],
    ['maxPlies', 2 ** 53],
    ['maxPlies', '20'],
    ['maxPlies', null],
    ['maxPlies', true],
    ['repetition', 1],
    ['repetition', [3]],
  ])('refuses %s = %j, naming the option', (name, value) => {
    const error = expectRulesError(() => resolveOptions(DRAW_OPTION_SPECS, { [name]: value }, 'Kono'), 'option/invalid');
    expect(error.message).toContain(name);
    expect(error.message).toContain('Kono');
  });

  it('refuses an unknown option, naming it and the known ones', () => {
    const error = expectRulesError(() => resolveOptions(DRAW_OPTION_SPECS, { maxPly: 10 }, 'Kono'), 'option/invalid');
    expect(error.message).toContain('"maxPly"');
    expect(error.message).toContain('maxPlies');
    expect(error.message).toContain('repetition');
    // Unknown even when its value is undefined: a typo must not pass silently.
    expectRulesError(() => resolveOptions(DRAW_OPTION_SPECS, { maxPly: undefined }, 'Kono'), 'option/invalid');
  });

  it.each([null, 5, 'maxPlies=5', true, [], [1], () => 1])('refuses %j as the options object', (input) => {
    const error = expectRulesError(() => resolveOptions(DRAW_OPTION_SPECS, input, 'Kono'), 'option/invalid');
    expect(error.message).toContain('Kono options');
  });

  it('returns a frozen object', () => {
    const resolved = resolveOptions(DRAW_OPTION_SPECS, { maxPlies: 10 }, 'Kono');
    expect(Object.isFrozen(resolved)).toBe(true);
    expect(Object.isFrozen(resolveOptions(DRAW_OPTION_SPECS, undefined, 'Kono'))).toBe(true);
  });

  it('does not keep a reference to the input', () => {
    const input: { maxPlies?: number } = { maxPlies: 10 };
    const resolved = resolveOptions(DRAW_OPTION_SPECS, input, 'Kono');
    input.maxPlies = 99;
    expect(resolved.maxPlies).toBe(10);
  });
});

describe('resolveOptions with choice and boolean options', () => {
  it('fills in the defaults', () => {
    expect(resolveOptions(HAND_SPECS, undefined, 'Hand')).toEqual({ mode: 'slow', strict: false });
    expect(resolveOptions(HAND_SPECS, { mode: undefined, strict: undefined }, 'Hand')).toEqual({ mode: 'slow', strict: false });
  });

  it('keeps given values', () => {
    expect(resolveOptions(HAND_SPECS, { mode: 'fast', strict: true, maxPlies: 7 }, 'Hand')).toEqual({
      mode: 'fast',
      strict: true,
      maxPlies: 7,
    });
  });

  it.each([
    ['mode', 'medium'],
    ['mode', 'FAST'],
    ['mode', 1],
    ['mode', null],
    ['strict', 'true'],
    ['strict', 1],
    ['strict', 0],
  ])('refuses %s = %j, naming the option', (name, value) => {
    const error = expectRulesError(() => resolveOptions(HAND_SPECS, { [name]: value }, 'Hand'), 'option/invalid');
    expect(error.message).toContain(`option ${name}`);
  });

  it('names the allowed choices', () => {
    const error = expectRulesError(() => resolveOptions(HAND_SPECS, { mode: 'medium' }, 'Hand'), 'option/invalid');
    expect(error.message).toContain('"fast"');
    expect(error.message).toContain('"slow"');
    expect(error.message).toContain('"medium"');
  });
});

describe('options that do not apply under another option’s value (excludedBy)', () => {
  interface Variant {
    readonly rules: 'plain' | 'other';
    readonly board: 'small' | 'large';
    readonly fast: boolean;
  }
  const SPECS: OptionSpecs<Variant> = {
    rules: { type: 'choice', values: ['plain', 'other'], default: 'plain', description: 'which rules' },
    board: {
      type: 'choice',
      values: ['small', 'large'],
      default: 'small',
      description: 'which board',
      excludedBy: { option: 'rules', value: 'other' },
    },
    fast: { type: 'boolean', default: true, description: 'how fast', excludedBy: { option: 'rules', value: 'other' } },
  };

  it('resolves them as usual under other values, and leaves them out under the excluding one', () => {
    expect(resolveOptions(SPECS, {}, 'Hand')).toEqual({ rules: 'plain', board: 'small', fast: true });
    expect(resolveOptions(SPECS, { board: 'large' }, 'Hand')).toEqual({ rules: 'plain', board: 'large', fast: true });
    expect(resolveOptions(SPECS, { rules: 'other' }, 'Hand')).toEqual({ rules: 'other' });
    expect(resolveOptions(SPECS, { rules: 'other', board: undefined }, 'Hand')).toEqual({ rules: 'other' });
  });

  it('refuses one given with the excluding value, naming both', () => {
    const board = expectRulesError(() => resolveOptions(SPECS, { rules: 'other', board: 'small' }, 'Hand'), 'option/invalid');
    expect(board.message).toBe('Hand option board does not apply with rules "other": give one or the other, not both');
    const fast = expectRulesError(() => resolveOptions(SPECS, { rules: 'other', fast: false }, 'Hand'), 'option/invalid');
    expect(fast.message).toContain('fast');
  });

  it('isExcluded tells a form which controls to grey out', () => {
    expect(isExcluded(SPECS.board, { rules: 'other' })).toBe(true);
    expect(isExcluded(SPECS.board, { rules: 'plain' })).toBe(false);
    expect(isExcluded(SPECS.rules, { rules: 'other' })).toBe(false);
  });

  it('refuses a spec whose excludedBy names no other option, or has a bad value, with argument/invalid', () => {
    const bad = (excludedBy: unknown): unknown => ({ ...SPECS, board: { ...SPECS.board, excludedBy } });
    for (const excludedBy of [
      { option: 'nothing', value: 'x' },
      { option: 'board', value: 'x' },
      { option: 'rules', value: 3 },
      'rules',
      null,
    ]) {
      expect(
        expectRulesError(() => resolveOptions(bad(excludedBy) as OptionSpecs<Variant>, {}, 'Hand'), 'argument/invalid').message,
      ).toContain('excludedBy');
    }
  });
});
