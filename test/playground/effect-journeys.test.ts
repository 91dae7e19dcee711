import { describe, expect, it } from 'vitest';
import { effectPoints, framesOf, journeysOf } from '../../playground/src/effect-journeys.js';
import { gong, kono, type MoveEffect, type Piece } from '../../src/index.js';

const black: Piece = { owner: 'black', kind: 'pawn' };
const white: Piece = { owner: 'white', kind: 'pawn' };

describe('journeysOf', () => {
  it('a push: each piece is its own journey, in the order the effects name them', () => {
    const effects: MoveEffect[] = [
      { kind: 'move', from: 2, to: 3, piece: white },
      { kind: 'move', from: 1, to: 2, piece: black },
    ];
    expect(journeysOf(effects)).toEqual([
      { piece: white, points: [2, 3], legSteps: [0], placedAt: null, removedAt: null },
      { piece: black, points: [1, 2], legSteps: [1], placedAt: null, removedAt: null },
    ]);
  });

  it('a piece moved on from where an earlier effect put it is one journey; a capture and a placement are their own', () => {
    const effects: MoveEffect[] = [
      { kind: 'remove', at: 5, piece: white },
      { kind: 'move', from: 1, to: 2, piece: black },
      { kind: 'move', from: 2, to: 3, piece: black },
      { kind: 'place', at: 7, piece: white },
    ];
    expect(journeysOf(effects)).toEqual([
      { piece: white, points: [5], legSteps: [], placedAt: null, removedAt: 0 },
      { piece: black, points: [1, 2, 3], legSteps: [1, 2], placedAt: null, removedAt: null },
      { piece: white, points: [7], legSteps: [], placedAt: 3, removedAt: null },
    ]);
    expect(effectPoints(effects)).toEqual([1, 2, 3, 5, 7]);
  });

  it('the Kono capture a1xa3 from the start: the capturer slides, the captured piece goes', () => {
    const start = kono.start();
    const move = kono.parseMove(start, 'a1xa3');
    const journeys = journeysOf(kono.effects(start, move));
    expect(journeys.map((j) => [j.removedAt === null ? 'stays' : 'goes', j.points.map((p) => kono.board.name(p))]).sort()).toEqual([
      ['goes', ['a3']],
      ['stays', ['a1', 'a3']],
    ]);
  });

  it('a Gong toff moves several pawns, each a journey', () => {
    const position = gong.parsePosition('-/13/13/13/13/3b9/1bbw9/13/13/13/13/bb11/13/b12/13/13/3wb1b6/13/13/13/13/13/13/12w/13 b 0 0');
    const effects = gong.effects(position, gong.parseMove(position, 'e4xf4^m1'));
    expect(journeysOf(effects).length).toBeGreaterThan(1);
  });
});

describe('framesOf', () => {
  const spotOf = (point: number): { x: number; y: number } => ({ x: point * 10, y: 0 });

  it('a piece that slides on the second of two effects waits, then slides to where it is drawn', () => {
    const [, journey] = journeysOf([
      { kind: 'move', from: 2, to: 3, piece: white },
      { kind: 'move', from: 1, to: 2, piece: black },
    ]);
    if (journey === undefined) throw new Error('no journey');
    const frames = framesOf(journey, 2, spotOf(2), spotOf);
    expect(frames.map((f) => [f.offset, f.dx, f.opacity])).toEqual([
      [0, -10, 1],
      [0.5, -10, 1],
      [1, 0, 1],
      [1, 0, 1],
    ]);
  });

  it('a removed piece fades out where it stood, a placed one fades in', () => {
    const [removed, placed] = journeysOf([
      { kind: 'remove', at: 4, piece: white },
      { kind: 'place', at: 6, piece: black },
    ]);
    if (removed === undefined || placed === undefined) throw new Error('no journey');
    expect(framesOf(removed, 2, spotOf(4), spotOf).map((f) => [f.offset, f.opacity])).toEqual([
      [0, 1],
      [0, 1],
      [0.5, 0],
      [1, 0],
    ]);
    expect(framesOf(placed, 2, spotOf(6), spotOf).map((f) => [f.offset, f.opacity])).toEqual([
      [0, 0],
      [0.5, 0],
      [1, 1],
      [1, 1],
    ]);
  });
});
