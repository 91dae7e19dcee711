import { describe, expect, it } from 'vitest';
import { kono } from '../../src/kono/index.js';
import { effectsOf, expectExactEffects } from '../support/effects.js';
import { randomLine } from '../support/lines.js';

describe('Kono effects', () => {
  it('K3: the enemy piece on the landing point is removed, then the capturer jumps onto it', () => {
    expect(effectsOf(kono, kono.start(), 'a1xa3')).toEqual(['remove a3 white man', 'move a1 a3']);
    expect(kono.gesture(kono.start(), kono.parseMove(kono.start(), 'a1xa3'))).toEqual({
      points: [kono.board.point('a1'), kono.board.point('a3')],
      choice: null,
    });
  });

  it('K2: a step moves one piece; no pieces are ever off the board', () => {
    const p = kono.parsePosition('wwww/w3/3b/bbbb b');
    expect(effectsOf(kono, p, 'd2-d3')).toEqual(['move d2 d3']);
    expect(kono.offBoard(p)).toEqual([]);
  });

  it('every legal move of random positions: effects exactly the difference, gestures give the moves back', () => {
    let checked = 0;
    for (let seed = 1; seed <= 10; seed++) {
      for (const p of randomLine(kono, seed, 80, kono.start())) checked += expectExactEffects(kono, p);
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
