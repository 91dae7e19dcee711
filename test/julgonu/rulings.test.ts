import { describe, expect, it } from 'vitest';
import { julgonu, type JulGonuOptions, type JulGonuPosition } from '../../src/julgonu/index.js';
import { thrown, thrownCode } from '../support/errors.js';
import { at, capturedBy, notations, pieceCount, playLine } from './helpers.js';
import { refActionTable, refCapturesAfterStep, type Cell } from './reference.js';

const pos = (text: string, options?: JulGonuOptions): JulGonuPosition => julgonu.parsePosition(text, options);
const text = (p: JulGonuPosition): string => julgonu.formatPosition(p);
const step = (from: string, to: string) => ({ from: at(from), to: at(to) });
/** The position string after playing notation moves from a position string. */
const after = (start: string, ...moves: string[]): string => text(playLine(start, moves));

describe('J1 Setup', () => {
  it('J1: the start position is wwww/4/4/bbbb b', () => {
    expect(text(julgonu.start())).toBe('wwww/4/4/bbbb b');
    expect(text(julgonu.parsePosition('wwww/4/4/bbbb b'))).toBe(text(julgonu.start()));
  });

  it('J1: four pieces each, Black on rank 1 and White on rank 4, ranks 2 and 3 empty', () => {
    const start = julgonu.start();
    for (let p = 0; p < 16; p++) {
      const rank = Math.floor(p / 4) + 1;
      const expected = rank === 1 ? { owner: 'black', kind: 'man' } : rank === 4 ? { owner: 'white', kind: 'man' } : undefined;
      expect(julgonu.pieceAt(start, p)).toEqual(expected);
    }
    expect(pieceCount(start, 'black')).toBe(4);
    expect(pieceCount(start, 'white')).toBe(4);
  });

  it('J1: Black moves first, at ply 0, in every noRepeat mode', () => {
    for (const noRepeat of ['previous', 'any', 'off'] as const) {
      const start = julgonu.start({ noRepeat });
      expect(julgonu.toMove(start)).toBe('black');
      expect(start.ply).toBe(0);
      expect(julgonu.outcome(start)).toBeUndefined();
    }
  });

  it('J1: the legal moves of the start are the four steps north off rank 1', () => {
    const start = julgonu.start();
    expect(notations(start)).toEqual(['a1-a2', 'b1-b2', 'c1-c2', 'd1-d2']);
    expect(julgonu.legalMoves(start).map((m) => julgonu.encodeMove(m))).toEqual([0, 2, 5, 8]);
    expect(after('wwww/4/4/bbbb b', 'b1-b2')).toBe('wwww/4/1b2/b1bb w');
  });
});

describe('J2 Step', () => {
  it('J2: a piece steps to each orthogonally adjacent empty point, in the four directions', () => {
    // d1 (point 3) comes before b2 (point 5).
    expect(notations(pos('w2w/4/1b2/3b b'))).toEqual(['d1-d2', 'd1-c1', 'b2-b3', 'b2-c2', 'b2-b1', 'b2-a2']);
    expect(after('w2w/4/1b2/3b b', 'b2-c2')).toBe('w2w/4/2b1/3b w');
  });

  it('J2: at the edges and corners only points on the board are reachable', () => {
    expect(notations(pos('4/4/w2w/b2b b'))).toEqual(['a1-b1', 'd1-c1']);
    expect(notations(pos('w2w/4/4/b2b w'))).toEqual(['a4-b4', 'a4-a3', 'd4-d3', 'd4-c4']);
  });

  it('J2: no step onto a friendly or an enemy piece', () => {
    // b2 has a white piece north and east, black pieces south and west: it cannot move at all.
    const p = pos('w2w/1w2/bbw1/1b2 b');
    expect(notations(p)).toEqual(['b1-c1', 'b1-a1', 'a2-a3', 'a2-a1']);
    for (const to of ['b3', 'c2', 'b1', 'a2']) expect(julgonu.isLegal(p, step('b2', to))).toBe(false);
    expect(thrownCode(() => julgonu.play(p, step('b2', 'c2')))).toBe('move/illegal');
  });

  it('J2: no diagonal step and no jump, even onto an empty point: they are no Jul-Gonu moves at all', () => {
    const p = pos('w2w/4/1b2/3b b');
    for (const to of ['a1', 'c1', 'a3', 'c3', 'b4', 'd2']) {
      expect(julgonu.isLegal(p, step('b2', to))).toBe(false);
      expect(thrownCode(() => julgonu.encodeMove(step('b2', to)))).toBe('move/illegal');
    }
  });

  it('J2: a piece of the player not to move, or an empty point, does not move', () => {
    const p = pos('w2w/4/1b2/3b b');
    expect(julgonu.isLegal(p, step('a4', 'a3'))).toBe(false);
    expect(julgonu.isLegal(p, step('c3', 'c2'))).toBe(false);
  });
});

describe('J3 Custodian capture', () => {
  it('J3: a single enemy closed by a friend on the far side is taken', () => {
    const p = pos('w2w/4/b1wb/4 b');
    expect(notations(p)).toContain('a2-b2xc2');
    expect(after('w2w/4/b1wb/4 b', 'a2-b2xc2')).toBe('w2w/4/1b1b/4 w');
  });

  it('J3: it works in all four directions and for White too', () => {
    expect(notations(pos('w2w/4/bw1b/4 b'))).toContain('d2-c2xb2'); // west
    expect(notations(pos('1b1w/1w2/4/1b1w b'))).toContain('b1-b2xb3'); // north
    expect(notations(pos('1b1w/4/1w2/1b1w b'))).toContain('b4-b3xb2'); // south
    expect(notations(pos('b2b/4/w1bw/4 w'))).toContain('a2-b2xc2'); // east, White
  });

  it('J3: a line of two enemies closed by a friend: both are taken', () => {
    const p = pos('w2w/4/1wwb/b3 b');
    expect(notations(p)).toEqual(['a1-a2xb2xc2', 'a1-b1', 'd2-d3', 'd2-d1']);
    expect(after('w2w/4/1wwb/b3 b', 'a1-a2xb2xc2')).toBe('w2w/4/b2b/4 w');
  });

  it('J3: a row line and a column line in one move: both enemies are taken, listed in point order', () => {
    // c2 (point 6) comes before b3 (point 9) although b sorts before c.
    const p = pos('wb1w/1w2/2wb/1b2 b');
    expect(notations(p)).toContain('b1-b2xc2xb3');
    const next = playLine(p, ['b1-b2xc2xb3']);
    expect(text(next)).toBe('wb1w/4/1b1b/4 w');
    expect(capturedBy(p, step('b1', 'b2'))).toEqual([at('c2'), at('b3')]);
  });

  it('J3: a row line plus a column line of two: three pieces in one move', () => {
    const p = pos('1b1w/1w2/1w2/b1wb b');
    expect(notations(p)).toContain('a1-b1xc1xb2xb3');
    const next = playLine(p, ['a1-b1xc1xb2xb3']);
    expect(text(next)).toBe('1b1w/4/4/1b1b w');
    expect(pieceCount(next, 'white')).toBe(pieceCount(p, 'white') - 3);
    // A column line of two plus a row line of one, from a2 this time.
    expect(notations(pos('b2w/w3/1wwb/b3 b'))).toContain('a1-a2xb2xc2xa3');
  });

  it('J3: one move takes at most three pieces here: two lines of two meet only at a corner, which cannot be entered past them', () => {
    // Every step, with every colouring of the points on the four rays from its destination.
    let most = 0;
    for (const { from, to } of refActionTable()) {
      const rays: number[] = [];
      for (let d = 0; d < 4; d++) for (const q of julgonu.board.ray(to, d)) if (q !== from) rays.push(q);
      for (let code = 0; code < 3 ** rays.length; code++) {
        const cells: Cell[] = new Array<Cell>(16).fill(null);
        cells[from] = 'b';
        let c = code;
        for (const q of rays) {
          cells[q] = c % 3 === 0 ? null : c % 3 === 1 ? 'b' : 'w';
          c = Math.floor(c / 3);
        }
        if (cells.filter((x) => x === 'b').length > 4 || cells.filter((x) => x === 'w').length > 4) continue;
        if (cells.filter((x) => x === 'b').length < 2) continue;
        const p = pos(`${boardOf(cells)} b`);
        const taken = capturedBy(p, { from, to });
        most = Math.max(most, taken.length);
        // The reference agrees on every one of them.
        const moved = [...cells];
        moved[to] = 'b';
        moved[from] = null;
        expect(taken, `${text(p)} ${julgonu.board.name(from)}-${julgonu.board.name(to)}`).toEqual(refCapturesAfterStep(moved, to));
      }
    }
    expect(most).toBe(3);
  });

  it('J3: a piece that steps between two enemies is not taken', () => {
    const p = pos('w2w/4/w1w1/1b1b b');
    expect(notations(p)).toContain('b1-b2');
    const next = playLine(p, ['b1-b2']);
    expect(text(next)).toBe('w2w/4/wbw1/3b w');
    // Nor does any White move that leaves the sandwich standing take it.
    expect(notations(next).every((n) => !n.includes('x'))).toBe(true);
  });

  it('J3: the sandwiching enemy must move away and come back to take it', () => {
    const p = playLine('w2w/4/w1w1/1b1b b', ['b1-b2', 'c2-c3', 'd1-d2']);
    expect(notations(p)).toContain('c3-c2xb2');
    expect(text(playLine(p, ['c3-c2xb2']))).toBe('w2w/4/w1wb/4 b');
  });

  it('J3: a piece that steps next to a friend so that both are sandwiched takes nothing and loses nothing', () => {
    const p = pos('w2w/4/w1bw/1b2 b');
    expect(notations(p)).toContain('b1-b2');
    expect(text(playLine(p, ['b1-b2']))).toBe('w2w/4/wbbw/4 w');
  });

  it('J3: a line with a gap is not captured, nor an enemy one point away', () => {
    expect(notations(pos('w2w/4/1w1b/b3 b'))).toContain('a1-a2');
    expect(after('w2w/4/1w1b/b3 b', 'a1-a2')).toBe('w2w/4/bw1b/4 w');
    expect(after('w2w/4/2wb/b3 b', 'a1-a2')).toBe('w2w/4/b1wb/4 w');
  });

  it('J3: a line closed by an enemy is not captured, neither as a line of one nor of two', () => {
    expect(after('w3/4/1www/b2b b', 'a1-a2')).toBe('w3/4/bwww/3b w');
  });

  it('J3: a line closed by the edge is not captured', () => {
    expect(after('w2w/4/2ww/1b1b b', 'b1-b2')).toBe('w2w/4/1bww/3b w');
    expect(after('w2w/4/3w/b1b1 b', 'c1-c2')).toBe('w2w/4/2bw/b3 w');
    // A corner piece can never be taken: nothing lies beyond it.
    expect(after('wb2/4/b3/4 b', 'a2-a3')).toBe('wb2/b3/4/4 w');
  });

  it('J3: only lines that start at the moved piece count: a sandwich elsewhere on the board stays', () => {
    // White b1 already sits between black a1 and c1; black steps next to it from c2.
    const p = pos('w2w/4/2b1/bwb1 b');
    expect(after('w2w/4/2b1/bwb1 b', 'c2-b2')).toBe('w2w/4/1b2/bwb1 w');
    expect(after('w2w/4/2b1/bwb1 b', 'c2-c3')).toBe('w2w/2b1/4/bwb1 w');
    expect(notations(p).filter((n) => n.includes('x'))).toEqual([]);
    // Moving a flanker away and back does take it.
    expect(after('w2w/4/2b1/bwb1 b', 'c1-d1', 'd4-d3', 'd1-c1xb1')).toBe('w3/3w/2b1/b1b1 w');
  });

  it('J3: the captures of a move are removed together at the end of the move: the taken points empty, the closers and all else in place', () => {
    // No removal order could differ here: the lines from the moved piece are disjoint and a
    // removal only opens a gap, so it can neither make nor break another line. What is pinned is
    // the result: exactly the three taken, the mover's pieces all kept.
    const p = pos('1b1w/1w2/1w2/b1wb b');
    const next = playLine(p, ['a1-b1xc1xb2xb3']);
    for (let q = 0; q < 16; q++) {
      const expected =
        q === at('a1') || [at('c1'), at('b2'), at('b3')].includes(q) ? undefined : q === at('b1') ? 'black' : julgonu.pieceAt(p, q)?.owner;
      expect(julgonu.pieceAt(next, q)?.owner).toBe(expected);
    }
    expect(julgonu.pieceAt(next, at('b4'))?.owner).toBe('black');
    expect(julgonu.pieceAt(next, at('d1'))?.owner).toBe('black');
    expect(pieceCount(next, 'black')).toBe(pieceCount(p, 'black'));
  });

  it('J3: notation lists the captures in ascending point order, and parsing accepts only that order', () => {
    const p = pos('wb1w/1w2/2wb/1b2 b');
    expect(julgonu.formatMove(p, step('b1', 'b2'))).toBe('b1-b2xc2xb3');
    expect(thrownCode(() => julgonu.parseMove(p, 'b1-b2xb3xc2'))).toBe('notation/syntax');
    expect(julgonu.parseMove(p, 'b1-b2xc2xb3')).toEqual(step('b1', 'b2'));
  });
});

describe('J4 No repetition', () => {
  const backAndForth = ['a1-a2', 'a4-a3', 'a2-a1'];

  it('J4: previous (the default): the fourth ply of a back-and-forth, recreating the position of four plies ago, is forbidden', () => {
    for (const options of [undefined, { noRepeat: 'previous' } as const]) {
      const p = playLine(julgonu.start(options), backAndForth);
      expect(p.options.noRepeat).toBe('previous');
      expect(notations(p)).not.toContain('a3-a4');
      expect(notations(p)).toEqual(['a3-b3', 'a3-a2', 'b4-b3', 'b4-a4', 'c4-c3', 'd4-d3']);
      expect(julgonu.isLegal(p, step('a3', 'a4'))).toBe(false);
      const error = thrown(() => julgonu.play(p, step('a3', 'a4')));
      expect(error.code).toBe('move/illegal');
      expect(error.message).toContain('a3-a4');
      expect(error.message).toContain('recreate an earlier position');
      expect(thrown(() => julgonu.parseMove(p, 'a3-a4')).code).toBe('move/illegal');
      expect(julgonu.outcome(p)).toBeUndefined();
    }
  });

  it('J4: previous: the first mover is held to it as well (ply 5 may not recreate ply 1)', () => {
    const p = playLine(julgonu.start(), ['a1-a2', 'a4-a3', 'b1-b2', 'a3-a4']);
    expect(notations(p)).not.toContain('b2-b1');
    expect(julgonu.isLegal(p, step('b2', 'b1'))).toBe(false);
  });

  it('J4: previous: a step back is fine once the position of four plies ago is a different one', () => {
    // White does something else in between, so a3-a4 no longer recreates anything.
    const p = playLine(julgonu.start(), [...backAndForth, 'd4-d3', 'b1-b2']);
    expect(notations(p)).toContain('a3-a4');
    expect(julgonu.isLegal(p, step('a3', 'a4'))).toBe(true);
  });

  it('J4: previous allows a longer cycle (round a 2×2 square over 8 plies); any forbids it', () => {
    const cycle = ['a1-a2', 'd4-d3', 'a2-b2', 'd3-d4', 'b2-b1', 'd4-d3', 'b1-a1'];
    const start = 'w2w/4/4/b1b1 b';
    const previous = playLine(start, cycle, { noRepeat: 'previous' });
    expect(notations(previous)).toContain('d3-d4');
    expect(text(playLine(previous, ['d3-d4']))).toBe(start);
    const any = playLine(start, cycle, { noRepeat: 'any' });
    expect(notations(any)).not.toContain('d3-d4');
    expect(julgonu.isLegal(any, step('d3', 'd4'))).toBe(false);
    expect(thrown(() => julgonu.play(any, step('d3', 'd4'))).message).toContain('recreate an earlier position');
    // Only that one step differs between the two readings here.
    expect(notations(previous).filter((n) => !notations(any).includes(n))).toEqual(['d3-d4']);
  });

  it('J4: any also forbids the end of a back-and-forth', () => {
    const p = playLine(julgonu.start({ noRepeat: 'any' }), backAndForth);
    expect(notations(p)).not.toContain('a3-a4');
  });

  it('J4: off: everything is allowed, and a position may recur again and again', () => {
    let p = julgonu.start({ noRepeat: 'off' });
    for (let i = 0; i < 3; i++) {
      p = playLine(p, backAndForth);
      expect(notations(p)).toContain('a3-a4');
      p = playLine(p, ['a3-a4']);
      expect(text(p)).toBe('wwww/4/4/bbbb b');
    }
    const cycle = ['a1-a2', 'd4-d3', 'a2-b2', 'd3-d4', 'b2-b1', 'd4-d3', 'b1-a1', 'd3-d4'];
    expect(text(playLine('w2w/4/4/b1b1 b', cycle, { noRepeat: 'off' }))).toBe('w2w/4/4/b1b1 b');
  });

  it('J4: a player whose only step is forbidden has no legal move and loses by no-moves', () => {
    // White a4 is boxed in; White's d2 steps to d1 and back would recreate the start of the line.
    const start = 'wb2/b3/3w/2b1 b';
    const line = ['c1-b1', 'd2-d1', 'b1-c1'];
    for (const noRepeat of ['previous', 'any'] as const) {
      const p = playLine(start, line, { noRepeat });
      expect(text(p)).toBe('wb2/b3/4/2bw w');
      expect(julgonu.legalMoves(p)).toEqual([]);
      expect(julgonu.outcome(p)).toEqual({ winner: 'black', reason: 'no-moves' });
      expect(thrownCode(() => julgonu.play(p, step('d1', 'd2')))).toBe('move/game-over');
    }
    const off = playLine(start, line, { noRepeat: 'off' });
    expect(notations(off)).toEqual(['d1-d2']);
    expect(julgonu.outcome(off)).toBeUndefined();
  });

  it('J4: a parsed position has no history: nothing is forbidden on its first moves', () => {
    for (const noRepeat of ['previous', 'any'] as const) {
      const p = pos('wb2/b3/4/2bw w', { noRepeat });
      expect(notations(p)).toEqual(['d1-d2']);
      expect(julgonu.outcome(p)).toBeUndefined();
      // The same string reached by play has history, and there the step is forbidden.
      const played = playLine('wb2/b3/3w/2b1 b', ['c1-b1', 'd2-d1', 'b1-c1'], { noRepeat });
      expect(text(played)).toBe(text(p));
      expect(notations(played)).toEqual([]);
    }
    // Its own position is the first of its history: four plies on, it may not be recreated.
    const q = playLine('wwww/4/4/bbbb b', backAndForth);
    expect(notations(q)).not.toContain('a3-a4');
  });

  it('J4: a capture starts the history afresh, with the position it makes as its first entry', () => {
    for (const noRepeat of ['previous', 'any'] as const) {
      const captured = playLine('w2w/4/b1wb/4 b', ['a2-b2xc2'], { noRepeat });
      // The position right after the capture may not be recreated four plies later.
      const p = playLine(captured, ['a4-a3', 'b2-b1', 'a3-a4']);
      expect(notations(p)).not.toContain('b1-b2');
      // And the legal moves are those of the same line from the captured position as a string.
      const fresh = playLine(text(captured), ['a4-a3', 'b2-b1', 'a3-a4'], { noRepeat });
      expect(notations(p)).toEqual(notations(fresh));
    }
  });

  it('J4: a capture is never forbidden, even where the board before the removal repeats an earlier position', () => {
    // Black b2 already sits between a2 and c2. White steps c2 away and back four plies later:
    // the step alone would recreate the start, but it takes b2, and the position it makes is new.
    for (const noRepeat of ['previous', 'any'] as const) {
      const p = playLine('3w/4/wbw1/3b b', ['d1-c1', 'c2-c3', 'c1-d1'], { noRepeat });
      expect(notations(p)).toContain('c3-c2xb2');
      expect(text(playLine(p, ['c3-c2xb2']))).toBe('3w/4/w1w1/3b b');
    }
  });
});

describe('J5 End', () => {
  it('J5: a move that leaves the opponent one piece wins by reduced-to-one', () => {
    const p = pos('3w/4/1wb1/b3 b');
    const next = playLine(p, ['a1-a2xb2']);
    expect(pieceCount(next, 'white')).toBe(1);
    expect(julgonu.outcome(next)).toEqual({ winner: 'black', reason: 'reduced-to-one' });
    expect(julgonu.legalMoves(next)).toEqual([]);
  });

  it('J5: taking the last two pieces at once wins the same way (at most one piece)', () => {
    const next = playLine('4/4/1wwb/b3 b', ['a1-a2xb2xc2']);
    expect(pieceCount(next, 'white')).toBe(0);
    expect(julgonu.outcome(next)).toEqual({ winner: 'black', reason: 'reduced-to-one' });
    expect(julgonu.outcome(pos('4/4/4/bb2 w'))).toEqual({ winner: 'black', reason: 'reduced-to-one' });
    expect(julgonu.outcome(pos('ww2/4/4/4 b'))).toEqual({ winner: 'white', reason: 'reduced-to-one' });
  });

  it('J5: a blocked player to move loses by no-moves', () => {
    // White a4 is boxed by b4 and a3, White d1 by c1 and d2.
    const p = pos('wb2/b3/3b/2bw w');
    expect(julgonu.outcome(p)).toEqual({ winner: 'black', reason: 'no-moves' });
    expect(julgonu.legalMoves(p)).toEqual([]);
    expect(julgonu.outcome(pos('bw2/w3/3w/2wb b'))).toEqual({ winner: 'white', reason: 'no-moves' });
  });

  it('J5: reduced-to-one wins over no-moves when a lone piece is also blocked', () => {
    expect(julgonu.outcome(pos('wb2/b3/4/4 w'))).toEqual({ winner: 'black', reason: 'reduced-to-one' });
  });

  it('J5: a lone piece that could still move has lost all the same', () => {
    expect(julgonu.outcome(pos('4/1w2/4/bb2 w'))).toEqual({ winner: 'black', reason: 'reduced-to-one' });
    expect(julgonu.legalMoves(pos('4/1w2/4/bb2 w'))).toEqual([]);
  });

  it('J5: judged on the player to move only: an opponent with one piece, or blocked, has not lost yet', () => {
    const lone = pos('w3/4/4/bb2 b');
    expect(julgonu.outcome(lone)).toBeUndefined();
    expect(notations(lone)).toEqual(['a1-a2', 'b1-b2', 'b1-c1']);
    expect(julgonu.outcome(playLine(lone, ['b1-c1']))).toEqual({ winner: 'black', reason: 'reduced-to-one' });
    const blocked = pos('wb2/b3/3b/2bw b');
    expect(julgonu.outcome(blocked)).toBeUndefined();
    expect(notations(blocked).length).toBeGreaterThan(0);
  });

  it('J5: a finished game has no legal moves and refuses every move', () => {
    const p = pos('wb2/b3/3b/2bw w');
    expect(thrownCode(() => julgonu.play(p, step('a4', 'a3')))).toBe('move/game-over');
    expect(thrownCode(() => julgonu.parseMove(p, 'd1-d2'))).toBe('move/game-over');
    expect(julgonu.isLegal(p, step('d1', 'd2'))).toBe(false);
  });
});

describe('Move order and action indices', () => {
  it('legal moves are ordered by from-point (a1, b1, …), then north, east, south, west', () => {
    const p = pos('1w1w/b2b/4/1b1b b');
    expect(notations(p)).toEqual(['b1-b2', 'b1-c1', 'b1-a1', 'd1-d2', 'd1-c1', 'a3-a4', 'a3-b3', 'a3-a2', 'd3-d2', 'd3-c3']);
    expect(julgonu.legalMoves(p).map((m) => julgonu.encodeMove(m))).toEqual([2, 3, 4, 8, 9, 24, 25, 26, 36, 37]);
  });

  it('a capturing step keeps its place in that order', () => {
    expect(notations(pos('w2w/4/1wwb/b3 b'))).toEqual(['a1-a2xb2xc2', 'a1-b1', 'd2-d3', 'd2-d1']);
  });

  it('a step J4 forbids is left out and the rest keep their order', () => {
    const p = playLine(julgonu.start(), ['a1-a2', 'a4-a3', 'a2-a1']);
    const actions = julgonu.legalMoves(p).map((m) => julgonu.encodeMove(m));
    expect(actions).toEqual([...actions].sort((a, b) => a - b));
    expect(actions).not.toContain(julgonu.encodeMove(step('a3', 'a4')));
  });

  it('there are 48 actions, one per step the board allows: a1-a2, a1-b1, b1-b2, b1-c1, b1-a1, …, d4-d3, d4-c4', () => {
    expect(julgonu.actionCount).toBe(48);
    expect(julgonu.maxMoves).toBeGreaterThanOrEqual(16);
    const names = Array.from({ length: 48 }, (_, i) => {
      const m = julgonu.decodeMove(i);
      return `${julgonu.board.name(m.from)}-${julgonu.board.name(m.to)}`;
    });
    expect(names.slice(0, 5)).toEqual(['a1-a2', 'a1-b1', 'b1-b2', 'b1-c1', 'b1-a1']);
    expect(names.slice(-2)).toEqual(['d4-d3', 'd4-c4']);
    expect(new Set(names).size).toBe(48);
    names.forEach((n, i) => {
      const [from, to] = n.split('-') as [string, string];
      expect(julgonu.encodeMove(step(from, to))).toBe(i);
    });
  });
});

/** The board field of a position string for 16 cells in point order. */
function boardOf(cells: readonly Cell[]): string {
  const rows: string[] = [];
  for (let rank = 3; rank >= 0; rank--) {
    let row = '';
    let run = 0;
    for (let file = 0; file < 4; file++) {
      const c = cells[rank * 4 + file];
      if (c === null || c === undefined) run++;
      else {
        if (run > 0) row += String(run);
        run = 0;
        row += c;
      }
    }
    rows.push(run > 0 ? row + String(run) : row);
  }
  return rows.join('/');
}
