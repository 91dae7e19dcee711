import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gong, type GongMove } from '../../src/gong/index.js';
import { onlyRulesErrors } from '../support/errors.js';
import { params } from '../support/fc.js';
import { randomLine } from './helpers.js';

const positions = [gong.start(), ...randomLine(3, 120).filter((_, i) => i % 30 === 29)];
const pieces = ['-', 'b', 'w', '/', ' ', '13', '12', '1', '0', '8', 'x', 'gon', '^', '@', 'a', 'e4', 'f4', '-'];
const arbTokens = fc.array(fc.constantFrom(...pieces), { maxLength: 60 }).map((a) => a.join(''));

describe('fuzz', () => {
  it('parsePosition with arbitrary strings: a position or a RulesError', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), arbTokens, fc.string({ unit: 'grapheme' })), (text) =>
        onlyRulesErrors(() => {
          const p = gong.parsePosition(text);
          expect(gong.formatPosition(p)).toBe(text.trim());
        }),
      ),
      params(400),
    );
  });

  it('parseMove with arbitrary strings: a move whose notation is the text, or a RulesError', () => {
    fc.assert(
      fc.property(fc.constantFrom(...positions), fc.oneof(fc.string(), arbTokens), (p, text) =>
        onlyRulesErrors(() => {
          const m = gong.parseMove(p, text);
          if (gong.isLegal(p, m)) expect(gong.formatMove(p, m)).toBe(text.trim());
        }),
      ),
      params(400),
    );
  });

  it('play, isLegal and encodeMove with anything', () => {
    fc.assert(
      fc.property(fc.constantFrom(...positions), fc.anything(), (p, value) => {
        onlyRulesErrors(() => gong.play(p, value as GongMove));
        onlyRulesErrors(() => expect(typeof gong.isLegal(p, value as GongMove)).toBe('boolean'));
        onlyRulesErrors(() => gong.encodeMove(value as GongMove));
      }),
      params(300),
    );
  });

  it('move-shaped objects with arbitrary fields', () => {
    const arbMove = fc.record({
      kind: fc.constantFrom('place', 'advance', 'sidestep', 'gong', 'pass', 'other'),
      at: fc.oneof(fc.integer({ min: -2, max: 320 }), fc.anything()),
      from: fc.oneof(fc.integer({ min: -2, max: 320 }), fc.anything()),
      to: fc.oneof(fc.integer({ min: -2, max: 320 }), fc.anything()),
      toff: fc.oneof(fc.constant(null), fc.integer({ min: -2, max: 320 }), fc.anything()),
    });
    fc.assert(
      fc.property(fc.constantFrom(...positions), arbMove, (p, value) => {
        const m = value as unknown as GongMove;
        let legal = false;
        onlyRulesErrors(() => (legal = gong.isLegal(p, m)));
        if (legal) expect(gong.legalMoves(p).map((x) => JSON.stringify(x))).toContain(JSON.stringify(gong.decodeMove(gong.encodeMove(m))));
        onlyRulesErrors(() => gong.play(p, m));
      }),
      params(400),
    );
  });
});
