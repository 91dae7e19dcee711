import { describe, expect, it } from 'vitest';
import { clickSelection, moveOfGesture } from '../../src/core/index.js';
import { gong } from '../../src/gong/index.js';
import { effectsOf, expectExactEffects } from '../support/effects.js';
import { at, pos } from './helpers.js';

/*
 * A toff position: Black's e4 takes White's f4, and Black's f3 is behind it. Black's other pawns:
 * a1 and k1 on ring 1 (two can enter the empty Gon), c5 and c6 in a line (c6 follows c5 into the
 * point it vacates), g3 behind White's g2 (it stays).
 */
const TOFF = pos({ e4: 'b', f4: 'w', f3: 'b', a1: 'b', k1: 'b', c5: 'b', c6: 'b', g3: 'b', g2: 'w' });

describe('Gong effects', () => {
  it('G2: a placement puts a pawn from off the board on ring 13, and the pawns off the board count it', () => {
    const start = gong.start();
    expect(gong.offBoard(start)).toEqual([
      { owner: 'black', kind: 'pawn', count: 8, reason: 'unplaced' },
      { owner: 'white', kind: 'pawn', count: 8, reason: 'unplaced' },
    ]);
    expect(effectsOf(gong, start, '@c13')).toEqual(['place c13 black pawn']);
    const next = gong.play(start, gong.parseMove(start, '@c13'));
    expect(gong.offBoard(next)[0]).toEqual({ owner: 'black', kind: 'pawn', count: 7, reason: 'unplaced' });
    expect(gong.offBoard(pos({ a1: 'b', b1: 'w' }))).toEqual([]);
  });

  it('G3, G4: an advance and a sidestep move one pawn', () => {
    const p = pos({ e9: 'b', b1: 'w' });
    expect(effectsOf(gong, p, 'e9-e4')).toEqual(['move e9 e4']);
    expect(effectsOf(gong, p, 'e9-f9')).toEqual(['move e9 f9']);
  });

  it('G5: a take removes the pawn taken, and the capturer moves onto its point, then one inward', () => {
    const p = pos({ e4: 'b', f4: 'w', b1: 'w' });
    expect(effectsOf(gong, p, 'e4xf4')).toEqual(['remove f4 white pawn', 'move e4 f4', 'move f4 f3']);
  });

  it('G6: a toff moves every pushed pawn one point inward, radial by radial from the center outward', () => {
    expect(
      gong
        .legalMoves(TOFF)
        .map((m) => gong.formatMove(TOFF, m))
        .filter((n) => n.startsWith('e4xf4')),
    ).toEqual(['e4xf4^a1', 'e4xf4^k1']);
    expect(effectsOf(gong, TOFF, 'e4xf4^k1')).toEqual([
      'remove f4 white pawn',
      'move e4 f4',
      'move c5 c4',
      'move c6 c5',
      'move f3 f2',
      'move k1 gon',
    ]);
    expect(effectsOf(gong, TOFF, 'e4xf4^a1')).toEqual([
      'remove f4 white pawn',
      'move e4 f4',
      'move a1 gon',
      'move c5 c4',
      'move c6 c5',
      'move f3 f2',
    ]);
  });

  it('G6: where one ring-1 pawn can enter, it does, in its turn of the push', () => {
    const p = pos({ e4: 'b', f4: 'w', f3: 'b', k1: 'b', b1: 'w' });
    expect(effectsOf(gong, p, 'e4xf4')).toEqual(['remove f4 white pawn', 'move e4 f4', 'move f3 f2', 'move k1 gon']);
  });

  it('G6: the entrant is the choice of a toff’s gesture, after the capturer’s point and the pawn taken', () => {
    const clicks = [at('e4'), at('f4')];
    const selection = clickSelection(gong, TOFF, clicks);
    expect(selection.targets).toEqual([]);
    expect(selection.complete.map((m) => m.gesture)).toEqual([
      { points: clicks, choice: { kind: 'point', point: at('a1') } },
      { points: clicks, choice: { kind: 'point', point: at('k1') } },
    ]);
    const k1 = moveOfGesture(gong, TOFF, { points: clicks, choice: { kind: 'point', point: at('k1') } });
    expect(k1 === undefined ? undefined : gong.formatMove(TOFF, k1)).toBe('e4xf4^k1');
    expect(moveOfGesture(gong, TOFF, { points: clicks, choice: null })).toBeUndefined();
  });

  it('G7, G8: a Gong slides out; a Gong take removes the pawn, lands on its point and steps back', () => {
    const p = pos({ gon: 'b', m7: 'w', a1: 'b', b1: 'w' });
    expect(effectsOf(gong, p, 'gon-m6')).toEqual(['move gon m6']);
    expect(effectsOf(gong, p, 'gonxm7')).toEqual(['remove m7 white pawn', 'move gon m7', 'move m7 m6']);
    // Taking one's own pawn on ring 1 ends back on the Gon.
    expect(effectsOf(gong, p, 'gonxa1')).toEqual(['remove a1 black pawn', 'move gon a1', 'move a1 gon']);
    expect(gong.gesture(p, gong.parseMove(p, 'gonxm7'))).toEqual({ points: [at('gon'), at('m7')], choice: null });
  });

  it('a pass has no effects and no gesture', () => {
    const whites = Object.fromEntries(['i', 'k', 'm', 'o', 'q', 's', 'u', 'w'].map((r) => [`${r}13`, 'w' as const]));
    const p = pos({ a13: 'b', c13: 'b', e13: 'b', g13: 'b', ...whites }, 'b', 4, 0);
    const pass = gong.parseMove(p, 'pass');
    expect(gong.effects(p, pass)).toEqual([]);
    expect(gong.gesture(p, pass)).toEqual({ points: [], choice: null });
  });

  it('every legal move of the crafted positions: effects exactly the difference, gestures give the moves back', () => {
    const positions = [TOFF, pos({ gon: 'b', m7: 'w', a1: 'b', b1: 'w' }), pos({ e4: 'b', f4: 'w', f3: 'b', k1: 'b', b1: 'w' })];
    expect(positions.reduce((n, p) => n + expectExactEffects(gong, p), 0)).toBeGreaterThan(100);
  });
});
