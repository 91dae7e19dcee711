import { describe, expect, it } from 'vitest';
import { agon } from '../../src/agon/index.js';
import { clickSelection } from '../../src/core/index.js';
import { boardOf, effectsOf, expectExactEffects } from '../support/effects.js';
import { SETUPS, at, build, randomLine } from './helpers.js';

const parse = (text: string): ReturnType<typeof agon.parsePosition> => agon.parsePosition(text);

describe('Agon effects', () => {
  it('A3: a step moves one piece', () => {
    expect(effectsOf(agon, agon.start(), 'f1-f2')).toEqual(['move f1 f2']);
  });

  it('A4, A5: the piece entered is removed before the step, the pieces enclosed after it; the capturer holds them', () => {
    const p = parse(build({ f5: 'g', f6: 'G', f7: 'G', f8: 'g' }));
    expect(effectsOf(agon, p, 'f5xf6xf7')).toEqual(['remove f6 white guard', 'move f5 f6', 'remove f7 white guard']);
    const next = agon.play(p, agon.parseMove(p, 'f5xf6xf7'));
    expect(agon.offBoard(next)).toEqual([{ owner: 'white', kind: 'guard', count: 2, reason: 'held' }]);
  });

  it('A6: a return puts the held piece back, in its owner’s colour, and the hold no longer counts it', () => {
    const p = parse(build({}, 'b', 'QG'));
    expect(agon.offBoard(p)).toEqual([
      { owner: 'white', kind: 'queen', count: 1, reason: 'held' },
      { owner: 'white', kind: 'guard', count: 1, reason: 'held' },
    ]);
    expect(effectsOf(agon, p, 'Q@f11')).toEqual(['place f11 white queen']);
    const next = agon.play(p, agon.parseMove(p, 'Q@f11'));
    expect(agon.offBoard(next)).toEqual([{ owner: 'white', kind: 'guard', count: 1, reason: 'held' }]);
  });

  it('A6: the returned piece is the choice of the gesture, since a Queen and a Guard can go on one cell', () => {
    const p = parse(build({}, 'b', 'QG'));
    const f11 = at('f11');
    const selection = clickSelection(agon, p, [f11]);
    expect(selection.targets).toEqual([]);
    expect(selection.complete.map((m) => [agon.formatMove(p, m.move), m.gesture])).toEqual([
      ['Q@f11', { points: [f11], choice: { kind: 'piece', piece: { owner: 'white', kind: 'queen' } } }],
      ['G@f11', { points: [f11], choice: { kind: 'piece', piece: { owner: 'white', kind: 'guard' } } }],
    ]);
  });

  it('A2 placement: the pieces not yet placed are off the board; a placement puts one of the mover’s own', () => {
    const start = agon.start({ setup: 'placement' });
    expect(agon.offBoard(start)).toEqual([
      { owner: 'black', kind: 'queen', count: 1, reason: 'unplaced' },
      { owner: 'black', kind: 'guard', count: 6, reason: 'unplaced' },
      { owner: 'white', kind: 'queen', count: 1, reason: 'unplaced' },
      { owner: 'white', kind: 'guard', count: 6, reason: 'unplaced' },
    ]);
    expect(effectsOf(agon, start, 'G@f1')).toEqual(['place f1 black guard']);
    expect(agon.gesture(start, agon.parseMove(start, 'G@f1'))).toEqual({
      points: [at('f1')],
      choice: { kind: 'piece', piece: { owner: 'black', kind: 'guard' } },
    });
    expect(agon.offBoard(agon.start())).toEqual([]);
  });

  it('A10: the board and the pieces off it hold one Queen and six Guards of each colour at every position', () => {
    for (const setup of SETUPS) {
      for (let seed = 1; seed <= 4; seed++) {
        for (const p of randomLine(seed, 150, agon.start({ setup }))) {
          const counts = new Map<string, number>();
          for (const piece of boardOf(agon, p))
            if (piece !== undefined) counts.set(`${piece.owner} ${piece.kind}`, (counts.get(`${piece.owner} ${piece.kind}`) ?? 0) + 1);
          for (const off of agon.offBoard(p))
            counts.set(`${off.owner} ${off.kind}`, (counts.get(`${off.owner} ${off.kind}`) ?? 0) + off.count);
          expect(Object.fromEntries(counts)).toEqual({ 'black queen': 1, 'black guard': 6, 'white queen': 1, 'white guard': 6 });
        }
      }
    }
  });

  it('every legal move of crafted and random positions: effects exactly the difference, gestures give the moves back', () => {
    let checked = 0;
    for (const text of [build({ f5: 'g', f6: 'G', f7: 'G', f8: 'g' }), build({}, 'b', 'QG'), build({}, 'w', 'qg')])
      checked += expectExactEffects(agon, parse(text));
    for (const setup of SETUPS) {
      for (const p of randomLine(7, 120, agon.start({ setup })).filter((_, i) => i % 4 === 0)) checked += expectExactEffects(agon, p);
    }
    expect(checked).toBeGreaterThan(500);
  });
});
