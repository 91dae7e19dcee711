import { describe, expect, it } from 'vitest';
import { gong } from '../../src/gong/index.js';
import { thrown } from '../support/errors.js';
import { at, build, pos } from './helpers.js';
import { REF_START } from './reference.js';

const EMPTY = REF_START.slice(0, REF_START.indexOf(' '));
const code = (text: string): string => thrown(() => gong.parsePosition(text)).code;

describe('invalid positions (position/invalid)', () => {
  it('more than 8 pawns of a colour on and off the board', () => {
    expect(code(build({ a5: 'b' }, 'b', 8, 0))).toBe('position/invalid');
    const nine = Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].map((r) => [`${r}5`, 'w' as const]));
    expect(code(build(nine, 'b', 0, 0))).toBe('position/invalid');
    expect(code(build({ gon: 'w', c13: 'b' }, 'w', 0, 8))).toBe('position/invalid');
    expect(() => gong.parsePosition(build({ a13: 'b' }, 'b', 7, 8))).not.toThrow();
  });

  it('a player with pawns off whose board pawns are not all on own-colour ring-13 points', () => {
    expect(code(build({ a12: 'b' }, 'b', 1, 0))).toBe('position/invalid');
    expect(code(build({ b13: 'b' }, 'b', 1, 0))).toBe('position/invalid');
    expect(code(build({ gon: 'w' }, 'b', 0, 1))).toBe('position/invalid');
    expect(code(build({ a13: 'w' }, 'b', 0, 3))).toBe('position/invalid');
    // Without pawns off, anything goes.
    expect(gong.formatPosition(gong.parsePosition(build({ a13: 'w', b2: 'b' })))).toBe(build({ a13: 'w', b2: 'b' }));
    // The other player's pawns may be anywhere once all of theirs are on.
    expect(() => gong.parsePosition(build({ a13: 'b', c4: 'w' }, 'b', 1, 0))).not.toThrow();
  });
});

describe('malformed position strings (position/syntax)', () => {
  it.each([
    '',
    EMPTY,
    `${EMPTY} b 8`,
    `${EMPTY} b 8 8 x`,
    `${EMPTY}  b 8 8`,
    `${EMPTY} x 8 8`,
    `${EMPTY} B 8 8`,
    `${EMPTY} b 9 8`,
    `${EMPTY} b -1 8`,
    `${EMPTY} b 08 8`,
    `${EMPTY} b 8 a`,
    `x${EMPTY.slice(1)} b 8 8`,
    `B${EMPTY.slice(1)} b 8 8`,
    `${EMPTY}/13 b 8 8`,
    `${EMPTY.slice(0, -3)} b 8 8`,
    `${EMPTY.replace('/13', '/14')} b 8 8`,
    `${EMPTY.replace('/13', '/12')} b 8 8`,
    `${EMPTY.replace('/13', '/b11')} b 8 8`,
    `${EMPTY.replace('/13', '/b13')} b 0 8`,
    `${EMPTY.replace('/13', '/x12')} b 8 8`,
    `${EMPTY.replace('/13', '/6+7')} b 8 8`,
    `${EMPTY.replace('/13', '/013')} b 8 8`,
    `${EMPTY.replace('/13', '/1111111111111')} b 8 8`,
    `${EMPTY.replace('/13', '/')} b 8 8`,
  ])('%j', (text) => {
    const err = thrown(() => gong.parsePosition(text));
    expect(err.code).toBe('position/syntax');
  });

  it('non-canonical runs (1 followed by 12) are refused', () => {
    expect(code(`${EMPTY.replace('/13', '/1/12')} b 8 8`)).toBe('position/syntax');
    expect(code(`${EMPTY.replace('/13', '/112')} b 8 8`)).toBe('position/syntax');
  });
});

describe('bad moves', () => {
  const p = pos({ e4: 'b', f4: 'w', f3: 'b', k1: 'b', m1: 'b', x13: 'w' });

  it('a ^ naming a pawn that cannot enter: a RulesError naming the text', () => {
    for (const text of ['e4xf4^c1', 'e4xf4^f3', 'e4xf4^k2', 'e4xf4^e4']) {
      const err = thrown(() => gong.play(p, gong.parseMove(p, text)));
      expect(['move/illegal', 'notation/syntax']).toContain(err.code);
      expect(err.message).toContain(text);
    }
    expect(thrown(() => gong.parseMove(p, 'e4xf4^gon')).code).toMatch(/^(move\/illegal|notation\/syntax)$/);
  });

  it('a ^ missing where a choice is needed', () => {
    const err = thrown(() => gong.play(p, gong.parseMove(p, 'e4xf4')));
    expect(['move/illegal', 'notation/syntax']).toContain(err.code);
    expect(err.message).toContain('e4xf4');
  });

  it('a ^ on a move that is no toff', () => {
    const q = pos({ e4: 'b', f4: 'w', k1: 'b', m1: 'b', x13: 'w' });
    for (const text of ['e4xf4^k1', 'e4-e3^k1', 'k1-gon^m1', 'e4-d4^k1']) {
      const err = thrown(() => gong.play(q, gong.parseMove(q, text)));
      expect(['move/illegal', 'notation/syntax']).toContain(err.code);
    }
  });

  it('non-canonical notation is refused with notation/syntax', () => {
    const q = pos({ e4: 'b', f4: 'w', g9: 'b', x13: 'w' });
    expect(thrown(() => gong.parseMove(q, 'e4-f4')).code).toBe('notation/syntax');
    expect(thrown(() => gong.parseMove(q, 'g9xg5')).code).toBe('notation/syntax');
    expect(thrown(() => gong.parseMove(q, 'E4xf4')).code).toBe('notation/syntax');
    expect(thrown(() => gong.parseMove(q, 'e4 x f4')).code).toBe('notation/syntax');
    expect(thrown(() => gong.parseMove(q, 'e04xf4')).code).toBe('notation/syntax');
    expect(thrown(() => gong.parseMove(q, 'Pass')).code).toBe('notation/syntax');
    expect(thrown(() => gong.parseMove(q, 'P@a13')).code).toMatch(/notation\/syntax|move\/illegal/);
    const r = pos({ gon: 'b', m5: 'w' });
    expect(thrown(() => gong.parseMove(r, 'gon-m5')).code).toBe('notation/syntax');
    expect(thrown(() => gong.parseMove(r, 'gonxm4')).code).toBe('notation/syntax');
    expect(gong.formatMove(q, gong.parseMove(q, ' e4xf4 '))).toBe('e4xf4');
  });

  it('moves no Gong move joins: move/illegal', () => {
    const q = pos({ e4: 'b', f4: 'w', x13: 'w' });
    for (const text of ['e4-e5', 'e4-g4', '@e12', 'e4-f3', 'gon-gon', 'e4-e4']) {
      expect(thrown(() => gong.play(q, gong.parseMove(q, text))).code).toBe('move/illegal');
    }
    expect(thrown(() => gong.play(q, { kind: 'advance', from: at('e4'), to: at('e5') })).code).toBe('move/illegal');
    expect(thrown(() => gong.play(q, { kind: 'place', at: at('c13') })).code).toBe('move/illegal');
  });

  it('bad options: argument/invalid or options/invalid', () => {
    for (const options of [{ firstPlayer: 'red' }, { maxPlies: -1 }, { repetition: 0 }, { nonsense: 1 }]) {
      const err = thrown(() => gong.start(options as unknown as Parameters<typeof gong.start>[0]));
      expect(err.code).toMatch(/invalid/);
    }
  });

  it('decodeMove out of range', () => {
    for (const a of [-1, gong.actionCount, 1.5, Number.NaN])
      expect(thrown(() => gong.decodeMove(a)).code).toMatch(/^(argument\/invalid|action\/out-of-range)$/);
    expect(gong.decodeMove(0)).toEqual({ kind: 'place', at: at('a13') });
  });

  it('encodeMove of a non-move', () => {
    expect(thrown(() => gong.encodeMove({ kind: 'place', at: 0 })).code).toBe('move/illegal');
    expect(thrown(() => gong.encodeMove({ kind: 'advance', from: at('a5'), to: at('b4') })).code).toBe('move/illegal');
  });
});
