import { describe, expect, it } from 'vitest';
import { DRAW_OPTION_SPECS, resolveOptions, type DrawOptions, type OptionSpecs } from '../../src/index.js';
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
