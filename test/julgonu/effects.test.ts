import { describe, expect, it } from 'vitest';
import { julgonu } from '../../src/julgonu/index.js';
import { effectsOf, expectExactEffects } from '../support/effects.js';
import { randomLine } from '../support/lines.js';

describe('Jul-Gonu effects', () => {
  it('J2: a step moves one piece', () => {
    expect(effectsOf(julgonu, julgonu.start(), 'a1-a2')).toEqual(['move a1 a2']);
  });

  it('J3: the step first, then every piece it captures, in point order: a line of two and a line of one at once', () => {
    const p = julgonu.parsePosition('b3/w3/1wwb/b3 b');
    expect(effectsOf(julgonu, p, 'a1-a2xb2xc2xa3')).toEqual([
      'move a1 a2',
      'remove b2 white man',
      'remove c2 white man',
      'remove a3 white man',
    ]);
    expect(julgonu.gesture(p, julgonu.parseMove(p, 'a1-a2xb2xc2xa3'))).toEqual({ points: [0, 4], choice: null });
    expect(julgonu.offBoard(p)).toEqual([]);
  });

  it('every legal move of crafted and random positions: effects exactly the difference, gestures give the moves back', () => {
    let checked = expectExactEffects(julgonu, julgonu.parsePosition('b3/w3/1wwb/b3 b'));
    for (let seed = 1; seed <= 10; seed++) {
      for (const p of randomLine(julgonu, seed, 80, julgonu.start())) checked += expectExactEffects(julgonu, p);
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
