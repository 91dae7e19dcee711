import { describe, expect, it } from 'vitest';
import { describeValue } from '../../src/core/describe.js';
import { kono } from '../../src/index.js';
import { expectRulesError } from './helpers.js';

/*
 * Hostile input: values of the wrong kind, absurd sizes and forged objects. Every refusal is a
 * RulesError whose message names what was wrong, costs little, and leaves the input as it was.
 */

describe('describeValue: short and cheap whatever the value', () => {
  it('shows only the first elements of an array of length 1e8, and its length', () => {
    const huge = Object.assign([], { length: 1e8 });
    const text = describeValue(huge);
    expect(text.length).toBeLessThanOrEqual(80);
    expect(text.startsWith('[undefined,undefined,')).toBe(true);
    expect(text.endsWith(' (100000000 elements)')).toBe(true);
    // The refusal that used to stringify the whole array first.
    const error = expectRulesError(() => kono.toMove(huge as never), 'argument/invalid');
    expect(error.message.length).toBeLessThan(200);
  });

  it('shows only the first properties of an object with a million keys', () => {
    const many: Record<string, number> = {};
    for (let i = 0; i < 1e6; i++) many[`k${i}`] = i;
    const text = describeValue(many);
    expect(text).toBe('{"k0":0,"k1":1,"k2":2,"k3":3,"k4":4,"k5":5,"k6":6,"k7":7,...}');
  });

  it('shows only the first elements of a huge typed array and of a huge String object', () => {
    expect(describeValue(new Uint8Array(1e7))).toBe('[0,0,0,0,0,0,0,0,...] (10000000 elements)');
    const text = describeValue(new String('x'.repeat(1e7)));
    expect(text.length).toBeLessThanOrEqual(80);
    expect(text.startsWith('"xxx')).toBe(true);
  });

  it.each<[string, unknown, string]>([
    ['a string', 'abc', '"abc"'],
    ['a number', 1.5, '1.5'],
    ['NaN', Number.NaN, 'NaN'],
    ['null', null, 'null'],
    ['undefined', undefined, 'undefined'],
    ['a function', () => 1, 'a function'],
    ['a symbol', Symbol('s'), 'Symbol(s)'],
    ['an empty array', [], '[]'],
    ['a short array', [1, 2, 3], '[1,2,3]'],
    ['an array of nine', [1, 2, 3, 4, 5, 6, 7, 8, 9], '[1,2,3,4,5,6,7,8,...] (9 elements)'],
    ['an empty object', {}, '{}'],
    ['an object', { a: 1, b: 'x', c: [null] }, '{"a":1,"b":"x","c":[null]}'],
    ['values JSON drops', { a: undefined, f: () => 1, n: Number.NaN }, '{"a":undefined,"f":a function,"n":NaN}'],
    ['deep nesting', { a: { b: { c: { d: 1 } } }, l: [[[[1]]]] }, '{"a":{"b":{"c":{...}}},"l":[[[...]]]}'],
    ['inherited keys (not shown)', Object.create({ x: 1 }) as object, '{}'],
  ])('describes %s', (_what, value, expected) => {
    expect(describeValue(value)).toBe(expected);
  });

  it('writes a cycle as [Circular] instead of following it', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic['self'] = cyclic;
    expect(describeValue(cyclic)).toBe('{"a":1,"self":[Circular]}');
    const list: unknown[] = [1];
    list.push(list);
    expect(describeValue(list)).toBe('[1,[Circular]]');
  });

  it('cuts a long description to 80 characters, quoting long strings shortened', () => {
    const text = describeValue({ a: 'y'.repeat(1000), b: 'z'.repeat(1000) });
    expect(text.length).toBe(80);
    expect(text.endsWith('...')).toBe(true);
    expect(describeValue('w'.repeat(1000)).length).toBeLessThanOrEqual(62);
  });

  it('looks at a bounded number of inherited keys', () => {
    const proto: Record<string, number> = {};
    for (let i = 0; i < 1000; i++) proto[`p${i}`] = i;
    const child = Object.assign(Object.create(proto) as Record<string, number>, { own: 1 });
    expect(describeValue(child)).toBe('{"own":1,...}');
  });

  it('is what resolveOptions describes a bad option value with', () => {
    const huge = Object.assign([], { length: 1e8 });
    const error = expectRulesError(() => kono.start({ maxPlies: huge as never }), 'option/invalid');
    expect(error.message).toBe(`Four Field Kono option maxPlies must be an integer of at least 1, got ${describeValue(huge)}`);
    expect(expectRulesError(() => kono.start({ maxPlies: { n: 3 } as never }), 'option/invalid').message).toContain('got {"n":3}');
  });

  it('passes an exception of a getter or proxy trap through unchanged', () => {
    const boom = new Error('the caller’s own getter');
    const getter = {
      get x(): never {
        throw boom;
      },
    };
    expect(() => describeValue(getter)).toThrow(boom);
    const proxy = new Proxy([], {
      get(): never {
        throw boom;
      },
    });
    expect(() => describeValue(proxy)).toThrow(boom);
  });
});
