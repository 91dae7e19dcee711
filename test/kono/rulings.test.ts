import { describe, expect, it } from 'vitest';
import { kono, type KonoMove, type KonoPosition } from '../../src/kono/index.js';
import { thrownCode } from '../support/errors.js';
import { notations, pieceCount } from './helpers.js';

const at = (name: string): number => kono.board.point(name);
const pos = (text: string): KonoPosition => kono.parsePosition(text);
const move = (p: KonoPosition, text: string): KonoMove => kono.parseMove(p, text);
const after = (text: string, ...moves: string[]): string => {
  let p = pos(text);
  for (const m of moves) p = kono.play(p, move(p, m));
  return kono.formatPosition(p);
};

describe('K1 Setup', () => {
  it('K1: the start position is wwww/wwww/bbbb/bbbb b', () => {
    expect(kono.formatPosition(kono.start())).toBe('wwww/wwww/bbbb/bbbb b');
  });

  it('K1: Black fills ranks 1 and 2, White ranks 3 and 4, 8 pieces each', () => {
    const start = kono.start();
    for (let p = 0; p < 16; p++) {
      const rank = Math.floor(p / 4) + 1;
      expect(kono.pieceAt(start, p)).toEqual({ owner: rank <= 2 ? 'black' : 'white', kind: 'man' });
    }
    expect(pieceCount(start, 'black')).toBe(8);
    expect(pieceCount(start, 'white')).toBe(8);
  });

  it('K1: Black moves first', () => {
    expect(kono.toMove(kono.start())).toBe('black');
    expect(kono.start().ply).toBe(0);
  });

  it('K1: the board is full, so the only legal moves are the four captures a1xa3 b1xb3 c1xc3 d1xd3', () => {
    const start = kono.start();
    expect(notations(start)).toEqual(['a1xa3', 'b1xb3', 'c1xc3', 'd1xd3']);
    expect(kono.legalMoves(start).every((m) => m.kind === 'capture')).toBe(true);
    expect(kono.outcome(start)).toBeUndefined();
  });

  it('K1: the first capture takes a white piece and passes the turn to White', () => {
    expect(after('wwww/wwww/bbbb/bbbb b', 'a1xa3')).toBe('wwww/bwww/bbbb/1bbb w');
    expect(after('wwww/wwww/bbbb/bbbb b', 'c1xc3')).toBe('wwww/wwbw/bbbb/bb1b w');
  });
});

describe('K2 Step', () => {
  it('K2: a lone piece in the middle steps to its four orthogonal neighbours, never diagonally', () => {
    expect(notations(pos('4/4/1b2/4 b'))).toEqual(['b2-b3', 'b2-c2', 'b2-b1', 'b2-a2']);
  });

  it('K2: at the edges and corners only the points on the board are reachable', () => {
    expect(notations(pos('4/4/4/b3 b'))).toEqual(['a1-a2', 'a1-b1']);
    expect(notations(pos('3w/4/4/4 w'))).toEqual(['d4-d3', 'd4-c4']);
    expect(notations(pos('4/4/4/1b2 b'))).toEqual(['b1-b2', 'b1-c1', 'b1-a1']);
    expect(notations(pos('4/w3/4/4 w'))).toEqual(['a3-a4', 'a3-b3', 'a3-a2']);
  });

  it('K2: a step moves the piece and leaves its point empty', () => {
    expect(after('4/4/1b2/4 b', 'b2-c2')).toBe('4/4/2b1/4 w');
    expect(after('3w/4/4/b3 w', 'd4-c4')).toBe('2w1/4/4/b3 b');
  });

  it('K2: no step onto a point held by a friendly piece', () => {
    // b2 is walled in by its own pieces; only the outer pieces may step.
    const p = pos('4/1b2/bbb1/1b2 b');
    expect(notations(p).filter((n) => n.startsWith('b2-'))).toEqual([]);
    expect(kono.isLegal(p, { kind: 'step', from: at('b2'), to: at('c2') })).toBe(false);
  });

  it('K2: no step onto a point held by an enemy piece', () => {
    // b2 surrounded by enemies: no step, no capture (nothing friendly to jump over).
    const p = pos('4/1w2/wbw1/1w2 b');
    expect(notations(p)).toEqual([]);
    expect(thrownCode(() => kono.play(p, { kind: 'step', from: at('b2'), to: at('b3') }))).toBe('move/game-over');
  });

  it('K2: no diagonal step, even onto an empty point', () => {
    const p = pos('4/4/1b2/4 b');
    for (const to of ['a1', 'c1', 'a3', 'c3']) {
      expect(kono.isLegal(p, { kind: 'step', from: at('b2'), to: at(to) })).toBe(false);
    }
  });
});

describe('K3 Capture', () => {
  it('K3: captures by jumping over a friendly piece onto an enemy, which is removed', () => {
    const p = pos('4/w3/b3/b3 b');
    expect(notations(p)).toContain('a1xa3');
    const next = kono.play(p, move(p, 'a1xa3'));
    expect(kono.formatPosition(next)).toBe('4/b3/b3/4 w');
    expect(pieceCount(next, 'white')).toBe(0);
    expect(pieceCount(next, 'black')).toBe(2);
  });

  it('K3: captures work in all four directions, for either colour', () => {
    expect(notations(pos('4/4/4/bbw1 b'))).toContain('a1xc1'); // east
    expect(notations(pos('4/4/4/1wbb b'))).toContain('d1xb1'); // west
    expect(notations(pos('b3/w3/w3/4 w'))).toContain('a2xa4'); // north
    expect(notations(pos('3w/3w/3b/4 w'))).toContain('d4xd2'); // south
  });

  it('K3: no jumping over an enemy piece', () => {
    // a1 black, a2 and a3 white: a1 may not jump a2 to take a3.
    const p = pos('4/w3/w3/b3 b');
    expect(notations(p)).toEqual(['a1-b1']);
    expect(kono.isLegal(p, { kind: 'capture', from: at('a1'), to: at('a3') })).toBe(false);
  });

  it('K3: a jump never lands on an empty point', () => {
    const p = pos('4/4/b3/b3 b');
    expect(notations(p)).toEqual(['a1-b1', 'a2-a3', 'a2-b2']);
    expect(kono.isLegal(p, { kind: 'capture', from: at('a1'), to: at('a3') })).toBe(false);
  });

  it('K3: a jump never lands on a friendly piece', () => {
    const p = pos('4/b3/b3/b3 b');
    expect(notations(p)).toEqual(['a1-b1', 'a2-b2', 'a3-a4', 'a3-b3']);
  });

  it('K3: the three points must be in a straight line: no capture along a bend', () => {
    // a1 black, a2 black, b2 white: a bend, not a line.
    expect(notations(pos('4/4/bw2/b3 b')).filter((n) => n.includes('x'))).toEqual([]);
  });

  it('K3: no diagonal capture', () => {
    // a1, b2 black and c3 white lie on a diagonal.
    const p = pos('4/2w1/1b2/b3 b');
    expect(notations(p)).toEqual(['a1-a2', 'a1-b1', 'b2-b3', 'b2-c2', 'b2-b1', 'b2-a2']);
    expect(kono.isLegal(p, { kind: 'capture', from: at('a1'), to: at('c3') })).toBe(false);
  });

  it('K3: no jumping two points over a gap and no capture from farther away', () => {
    // d1 black, c1 empty, b1 black, a1 white: d1 cannot reach a1.
    const p = pos('4/4/4/wb1b b');
    expect(notations(p).filter((n) => n.includes('x'))).toEqual([]);
  });

  it('K3: one capture per move, no chains: the turn passes after a capture even if another is available', () => {
    // After a1xa3 the piece on a3 could jump b3 onto c3, but it is White's turn.
    const p = pos('4/wbw1/b3/b3 b');
    const next = kono.play(p, move(p, 'a1xa3'));
    expect(kono.formatPosition(next)).toBe('4/bbw1/b3/4 w');
    expect(kono.toMove(next)).toBe('white');
    expect(pieceCount(next, 'white')).toBe(pieceCount(p, 'white') - 1);
    expect(thrownCode(() => kono.parseMove(p, 'a1xa3xc3'))).toBe('notation/syntax');
  });

  it('K3: a capture never removes the jumped-over piece', () => {
    const next = kono.play(kono.start(), move(kono.start(), 'b1xb3'));
    expect(kono.pieceAt(next, at('b2'))?.owner).toBe('black');
    expect(kono.pieceAt(next, at('b3'))?.owner).toBe('black');
    expect(kono.pieceAt(next, at('b1'))).toBeUndefined();
  });
});

describe('K4 Captures are optional', () => {
  it('K4: a position with both a capture and steps lists both', () => {
    const p = pos('4/4/4/bbw1 b');
    expect(notations(p)).toEqual(['a1-a2', 'a1xc1', 'b1-b2']);
  });

  it('K4: a step may be played while a capture is available', () => {
    const p = pos('4/4/4/bbw1 b');
    const next = kono.play(p, move(p, 'b1-b2'));
    expect(kono.formatPosition(next)).toBe('4/4/1b2/b1w1 w');
    expect(pieceCount(next, 'white')).toBe(1);
  });
});

describe('K5 End', () => {
  it('K5: the player to move with no pieces loses by captured-all', () => {
    expect(kono.outcome(pos('4/4/4/b3 w'))).toEqual({ winner: 'black', reason: 'captured-all' });
    expect(kono.outcome(pos('w3/4/4/4 b'))).toEqual({ winner: 'white', reason: 'captured-all' });
    expect(kono.legalMoves(pos('4/4/4/b3 w'))).toEqual([]);
  });

  it('K5: capturing the last enemy piece wins by captured-all', () => {
    const p = pos('4/4/4/bbw1 b');
    const next = kono.play(p, move(p, 'a1xc1'));
    expect(kono.outcome(next)).toEqual({ winner: 'black', reason: 'captured-all' });
  });

  it('K5: a blocked player to move loses by no-moves', () => {
    // White a4 is walled in by black b4 and a3, and has no friend to jump over.
    expect(kono.outcome(pos('wb2/b3/4/4 w'))).toEqual({ winner: 'black', reason: 'no-moves' });
    expect(kono.outcome(pos('4/1w2/wbw1/1w2 b'))).toEqual({ winner: 'white', reason: 'no-moves' });
    expect(kono.legalMoves(pos('wb2/b3/4/4 w'))).toEqual([]);
  });

  it('K5: a blocked player with several pieces loses by no-moves', () => {
    // Black's rank 1 faces a white rank 2: no step is free and every jump lands on a friend.
    expect(kono.outcome(pos('4/4/wwww/bbbb b'))).toEqual({ winner: 'white', reason: 'no-moves' });
    expect(kono.outcome(pos('wwww/bbbb/4/4 w'))).toEqual({ winner: 'black', reason: 'no-moves' });
  });

  it('K5: a lone piece plays on: the game is not over with one piece', () => {
    const p = pos('w3/4/4/bb2 w');
    expect(kono.outcome(p)).toBeUndefined();
    expect(notations(p)).toEqual(['a4-b4', 'a4-a3']);
    const q = pos('wwww/4/4/b3 b');
    expect(kono.outcome(q)).toBeUndefined();
    expect(notations(q)).toEqual(['a1-a2', 'a1-b1']);
  });

  it('K5: a lone piece can still be captured or blocked; being reduced to one is no result of its own', () => {
    const p = pos('4/w3/b3/b3 b');
    expect(kono.outcome(p)).toBeUndefined();
    expect(kono.outcome(kono.play(p, move(p, 'a1xa3')))).toEqual({ winner: 'black', reason: 'captured-all' });
    expect(kono.outcome(pos('wb2/b3/4/4 w'))).toEqual({ winner: 'black', reason: 'no-moves' });
  });

  it('K5: the condition is judged for the player to move only: an opponent with no pieces has not lost yet', () => {
    const p = pos('4/4/4/b3 b');
    expect(kono.outcome(p)).toBeUndefined();
    expect(notations(p)).toEqual(['a1-a2', 'a1-b1']);
    // After Black's move it is White's turn with no pieces.
    expect(kono.outcome(kono.play(p, move(p, 'a1-a2')))).toEqual({ winner: 'black', reason: 'captured-all' });
  });

  it('K5: the condition is judged for the player to move only: a blocked opponent has not lost yet', () => {
    const p = pos('wb2/b3/4/4 b');
    expect(kono.outcome(p)).toBeUndefined();
    expect(notations(p)).toEqual(['a3-b3', 'a3-a2', 'b4-c4', 'b4-b3']);
    // Black may even free White: b4-c4 opens b4.
    const freed = kono.play(p, move(p, 'b4-c4'));
    expect(kono.outcome(freed)).toBeUndefined();
    expect(notations(freed)).toEqual(['a4-b4']);
  });

  it('K5: a finished game has no legal moves and refuses every move', () => {
    const p = pos('wb2/b3/4/4 w');
    expect(kono.legalMoves(p)).toEqual([]);
    expect(thrownCode(() => kono.play(p, { kind: 'step', from: at('a4'), to: at('a3') }))).toBe('move/game-over');
    expect(thrownCode(() => kono.parseMove(p, 'a4-b4'))).toBe('move/game-over');
  });
});

describe('K6 Reduced to one (reducedToOne)', () => {
  const k6 = (text: string): KonoPosition => kono.parsePosition(text, { reducedToOne: true });

  it('K6: is off by default, and a boolean option', () => {
    expect(kono.start().options.reducedToOne).toBe(false);
    expect(kono.start({ reducedToOne: true }).options.reducedToOne).toBe(true);
    expect(thrownCode(() => kono.start({ reducedToOne: 'yes' as never }))).toBe('option/invalid');
  });

  it('K6: a player to move with one piece has lost by reduced-to-one, even with moves left', () => {
    const p = k6('w3/4/4/bb2 w');
    expect(kono.outcome(p)).toEqual({ winner: 'black', reason: 'reduced-to-one' });
    expect(kono.legalMoves(p)).toEqual([]);
    expect(kono.outcome(k6('wwww/4/4/b3 b'))).toEqual({ winner: 'white', reason: 'reduced-to-one' });
    // The same positions play on without the option (K5).
    expect(notations(pos('w3/4/4/bb2 w'))).toEqual(['a4-b4', 'a4-a3']);
  });

  it('K6: the capture that leaves the opponent one piece wins at once', () => {
    const p = k6('4/ww2/b3/b3 b');
    const after = kono.play(p, move(p, 'a1xa3'));
    expect(kono.formatPosition(after)).toBe('4/bw2/b3/4 w');
    expect(kono.outcome(after)).toEqual({ winner: 'black', reason: 'reduced-to-one' });
    expect(kono.outcome(kono.play(pos('4/ww2/b3/b3 b'), move(pos('4/ww2/b3/b3 b'), 'a1xa3')))).toBeUndefined();
  });

  it('K6: reduced-to-one wins over no-moves, and over captured-all with no pieces', () => {
    // White's lone a4 is blocked: K5 alone says no-moves, K6 says reduced-to-one.
    expect(kono.outcome(pos('wb2/b3/4/4 w'))).toEqual({ winner: 'black', reason: 'no-moves' });
    expect(kono.outcome(k6('wb2/b3/4/4 w'))).toEqual({ winner: 'black', reason: 'reduced-to-one' });
    expect(kono.outcome(k6('4/4/4/b3 w'))).toEqual({ winner: 'black', reason: 'reduced-to-one' });
  });

  it('K6: judged for the player to move only: the mover with two pieces plays on against a lone opponent', () => {
    const p = k6('w3/4/4/bb2 b');
    expect(kono.outcome(p)).toBeUndefined();
    expect(notations(p).length).toBeGreaterThan(0);
  });

  it('K6: with two pieces each play goes on, and a blocked side still loses by no-moves', () => {
    expect(kono.outcome(k6('ww2/4/4/bb2 b'))).toBeUndefined();
    // White's a4 and d1 are cornered, and neither can jump: no-moves, with two pieces.
    expect(kono.outcome(k6('wb2/b3/3b/2bw w'))).toEqual({ winner: 'black', reason: 'no-moves' });
  });

  it("K6: a finished game refuses every move, and the outcome reason is one of the game's", () => {
    const p = k6('w3/4/4/bb2 w');
    expect(thrownCode(() => kono.parseMove(p, 'a4-b4'))).toBe('move/game-over');
    expect(kono.outcomeReasons).toContain('reduced-to-one');
  });

  it('K6: perft and playouts stop at the rule (counted from the masks, countAfter ending the line)', () => {
    const lone = k6('w3/4/4/bb2 w');
    expect(kono.cursor(lone).countLeaves(3)).toBe(0);
    const plain = kono.cursor(pos('w3/4/4/bb2 w'));
    expect(plain.countLeaves(1)).toBe(2);
    // Two plies down, the line a1xa3 ends at once (White is down to one piece): it has no leaves.
    const byHand = (p: KonoPosition): number => kono.legalMoves(p).reduce((n, m) => n + kono.legalMoves(kono.play(p, m)).length, 0);
    const two = k6('4/ww2/b3/b3 b');
    expect(kono.cursor(two).countLeaves(2)).toBe(byHand(two));
    expect(byHand(two)).toBeLessThan(byHand(pos('4/ww2/b3/b3 b')));
  });
});

describe('Move order and action indices', () => {
  it('legal moves are ordered by from-point (a1, b1, …), then north, east, south, west', () => {
    // Every black piece here has steps in several directions; the order mixes files and ranks.
    expect(notations(pos('4/b2b/4/1b1b b'))).toEqual([
      'b1-b2',
      'b1-c1',
      'b1-a1',
      'd1-d2',
      'd1-c1',
      'a3-a4',
      'a3-b3',
      'a3-a2',
      'd3-d4',
      'd3-d2',
      'd3-c3',
    ]);
  });

  it('within one piece a capture in an earlier direction comes before a step in a later one', () => {
    // b2: north over b3 onto white b4; east, south, west empty. b3: north b4 is an enemy (no jump).
    expect(notations(pos('1w2/1b2/1b2/4 b'))).toEqual(['b2xb4', 'b2-c2', 'b2-b1', 'b2-a2', 'b3-c3', 'b3-a3']);
    // a1: north a2 empty (step), east over b1 onto white c1 (capture).
    expect(notations(pos('4/4/4/bbw1 b'))).toEqual(['a1-a2', 'a1xc1', 'b1-b2']);
  });

  it('there are 80 actions, 48 steps and 32 captures', () => {
    expect(kono.actionCount).toBe(80);
    const all = Array.from({ length: 80 }, (_, i) => kono.decodeMove(i));
    expect(all.filter((m) => m.kind === 'step')).toHaveLength(48);
    expect(all.filter((m) => m.kind === 'capture')).toHaveLength(32);
    expect(new Set(all.map((m) => `${m.from}-${m.to}`)).size).toBe(80);
  });

  it('action indices follow the move order: a1-a2, a1xa3, a1-b1, a1xc1, b1-b2, …, d4xb4', () => {
    const start = kono.start();
    const first = Array.from({ length: 9 }, (_, i) => kono.formatMove(start, kono.decodeMove(i)));
    expect(first).toEqual(['a1-a2', 'a1xa3', 'a1-b1', 'a1xc1', 'b1-b2', 'b1xb3', 'b1-c1', 'b1xd1', 'b1-a1']);
    expect(kono.decodeMove(0)).toEqual({ kind: 'step', from: at('a1'), to: at('a2') });
    expect(kono.decodeMove(79)).toEqual({ kind: 'capture', from: at('d4'), to: at('b4') });
    const last = Array.from({ length: 4 }, (_, i) => kono.formatMove(start, kono.decodeMove(76 + i)));
    expect(last).toEqual(['d4-d3', 'd4xd2', 'd4-c4', 'd4xb4']);
  });

  it('legal moves come in increasing action order', () => {
    for (const text of ['wwww/wwww/bbbb/bbbb b', '4/b2b/4/1b1b b', '1w2/wbw1/bbb1/1w2 b', 'wwww/bwww/bbbb/1bbb w']) {
      const p = pos(text);
      const actions = kono.legalMoves(p).map((m) => kono.encodeMove(m));
      expect(actions).toEqual([...actions].sort((a, b) => a - b));
      expect(actions.length).toBeGreaterThan(0);
    }
  });

  it('the start position gives actions 1, 5, 10, 15 (the four northward captures of rank 1)', () => {
    const start = kono.start();
    expect(kono.legalMoves(start).map((m) => kono.encodeMove(m))).toEqual([1, 5, 10, 15]);
  });
});
