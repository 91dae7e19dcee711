import { describe, expect, it } from 'vitest';
import { HASAMI_OUTCOME_REASONS, hasami, type HasamiOptions, type HasamiPosition } from './index.js';

/*
 * One describe per ruling of docs/write-a-game.md, each test titled with its ruling. Positions are
 * written as position strings: ranks 5 to 1, then the player to move.
 */

const parse = (text: string, options?: HasamiOptions): HasamiPosition => hasami.parsePosition(text, options);
const notations = (pos: HasamiPosition): string[] => hasami.legalMoves(pos).map((m) => hasami.formatMove(pos, m));
/** The position after playing moves, given in notation, from a position. */
const playLine = (pos: HasamiPosition, ...moves: string[]): HasamiPosition =>
  moves.reduce((p, text) => hasami.play(p, hasami.parseMove(p, text)), pos);
/** The position string after playing moves from a position string. */
const after = (text: string, ...moves: string[]): string => hasami.formatPosition(playLine(parse(text), ...moves));

describe('H1 Board and setup', () => {
  it('H1: the start is wwwww/5/5/5/bbbbb b: five pieces each on the back ranks, Black to move', () => {
    const start = hasami.start();
    expect(hasami.formatPosition(start)).toBe('wwwww/5/5/5/bbbbb b');
    expect(hasami.toMove(start)).toBe('black');
    expect(hasami.board.size).toBe(25);
    for (let p = 0; p < 25; p++) {
      const rank = Math.floor(p / 5) + 1;
      const expected = rank === 1 ? { owner: 'black', kind: 'man' } : rank === 5 ? { owner: 'white', kind: 'man' } : undefined;
      expect(hasami.pieceAt(start, p)).toEqual(expected);
    }
  });

  it('H1: Black opens with one of 15 slides north, to rank 2, 3 or 4', () => {
    expect(notations(hasami.start())).toEqual(['a', 'b', 'c', 'd', 'e'].flatMap((f) => [2, 3, 4].map((r) => `${f}1-${f}${r}`)));
  });
});

describe('H2 Slides', () => {
  it('H2: a piece slides any number of empty points along its file or rank, in order north, east, south, west, nearest first', () => {
    expect(notations(parse('w3w/5/2b2/5/b3b b'))).toEqual([
      ...['a1-a2', 'a1-a3', 'a1-a4', 'a1-b1', 'a1-c1', 'a1-d1'],
      ...['e1-e2', 'e1-e3', 'e1-e4', 'e1-d1', 'e1-c1', 'e1-b1'],
      ...['c3-c4', 'c3-c5', 'c3-d3', 'c3-e3', 'c3-c2', 'c3-c1', 'c3-b3', 'c3-a3'],
    ]);
  });

  it('H2: a slide stops before any piece, friend or enemy: no jumping, no landing on a piece', () => {
    // c3 has White on c4 and Black on c2.
    const pos = parse('5/2w2/2b2/2b2/w3w b');
    expect(notations(pos).filter((m) => m.startsWith('c3'))).toEqual(['c3-d3', 'c3-e3', 'c3-b3', 'c3-a3']);
    for (const to of ['c4', 'c5', 'c2', 'c1']) {
      expect(hasami.isLegal(pos, { from: hasami.board.point('c3'), to: hasami.board.point(to) })).toBe(false);
    }
  });

  it('H2: a diagonal is no Hasami move at all, and there is no pass', () => {
    const pos = hasami.start();
    const diagonal = { from: hasami.board.point('a1'), to: hasami.board.point('b2') };
    expect(hasami.isLegal(pos, diagonal)).toBe(false);
    expect(() => hasami.encodeMove(diagonal)).toThrow('is not a Hasami Shogi move');
    expect(() => hasami.parseMove(pos, 'pass')).toThrow('a Hasami move is a slide');
  });
});

describe('H3 Custodian capture', () => {
  it('H3: a slide that closes one enemy piece against a friend takes it', () => {
    expect(notations(parse('2b1w/4w/5/bw3/5 b'))).toContain('c5-c2xb2');
    expect(after('2b1w/4w/5/bw3/5 b', 'c5-c2xb2')).toBe('4w/4w/5/b1b2/5 w');
  });

  it('H3: a line of two or three enemy pieces is taken whole', () => {
    expect(after('ww1b1/5/5/5/bww2 b', 'd5-d1xb1xc1')).toBe('ww3/5/5/5/b2b1 w');
    expect(after('ww2b/5/5/5/bwww1 b', 'e5-e1xb1xc1xd1')).toBe('ww3/5/5/5/b3b w');
  });

  it('H3: every direction from the destination is checked, and several lines are taken at once', () => {
    // c1-c3 closes b3 against a3 and c4 against c5.
    expect(after('2b1w/2w1w/bw3/5/2b2 b', 'c1-c3xb3xc4')).toBe('2b1w/4w/b1b2/5/5 w');
  });

  it('H3: moving between two enemy pieces is safe; only the moving piece captures, so re-closing the line takes it', () => {
    const sandwiched = after('1w2w/4w/5/b1b2/5 w', 'b5-b2');
    expect(sandwiched).toBe('4w/4w/5/bwb2/5 b');
    // Black opens the line and closes it again with a move of its own.
    expect(after(sandwiched, 'c2-c3', 'e4-d4', 'c3-c2xb2')).toBe('4w/3w1/5/b1b2/5 w');
  });

  it('H3: moving into a line of friends that enemies bracket is safe too', () => {
    // a2 and d2 are White; Black's c5-c2 completes b2, c2 between them and takes nothing.
    expect(after('2b1w/5/5/wb1w1/4b b', 'c5-c2')).toBe('4w/5/5/wbbw1/4b w');
  });

  it('H3: no corner capture: a piece in the corner, flanked on both sides, stays', () => {
    expect(after('4w/1b2w/5/b4/w4 b', 'b4-b1')).toBe('4w/4w/5/b4/wb3 w');
  });

  it('H3: no capture against the edge, and none across a gap', () => {
    // The line b1, a1 runs into the edge; c1 has an empty point before the friend on a1.
    expect(notations(parse('4w/2b2/5/4b/ww3 b'))).toContain('c4-c1');
    expect(notations(parse('4w/3b1/5/4b/b1w2 b'))).toContain('d4-d1');
  });
});

describe('H4 End', () => {
  it('H4: a capture that leaves the opponent one piece wins (reduced-to-one)', () => {
    const pos = playLine(parse('2b1w/5/5/bw3/5 b'), 'c5-c2xb2');
    expect(hasami.outcome(pos)).toEqual({ winner: 'black', reason: 'reduced-to-one' });
    expect(hasami.legalMoves(pos)).toEqual([]);
  });

  it('H4: a position string in which either side has at most one piece is over; if both have, the player to move has lost', () => {
    expect(hasami.outcome(parse('4w/5/5/5/bb3 w'))).toEqual({ winner: 'black', reason: 'reduced-to-one' });
    expect(hasami.outcome(parse('4w/5/5/5/bb3 b'))).toEqual({ winner: 'black', reason: 'reduced-to-one' });
    expect(hasami.outcome(parse('5/5/5/5/bb3 b'))).toEqual({ winner: 'black', reason: 'reduced-to-one' });
    expect(hasami.outcome(parse('4w/5/5/5/b4 b'))).toEqual({ winner: 'white', reason: 'reduced-to-one' });
    expect(hasami.outcome(parse('4w/5/5/5/b4 w'))).toEqual({ winner: 'black', reason: 'reduced-to-one' });
  });

  it('H4: a player to move with no legal slide has lost (no-moves)', () => {
    const pos = parse('5/5/5/ww3/bbw2 b');
    expect(hasami.legalMoves(pos)).toEqual([]);
    expect(hasami.outcome(pos)).toEqual({ winner: 'white', reason: 'no-moves' });
    // The same board with White to move goes on.
    expect(hasami.outcome(parse('5/5/5/ww3/bbw2 w'))).toBeUndefined();
  });

  it('H4: reduced-to-one is judged before no-moves', () => {
    expect(hasami.outcome(parse('5/5/5/w4/bw3 b'))).toEqual({ winner: 'white', reason: 'reduced-to-one' });
  });

  it("H4, H5: the game lists its own reasons, defineGame adds the draw options', and it gives no other", () => {
    expect(HASAMI_OUTCOME_REASONS).toEqual(['reduced-to-one', 'no-moves']);
    expect(hasami.outcomeReasons).toEqual([...HASAMI_OUTCOME_REASONS, 'max-plies', 'repetition']);
  });
});

describe('H5 Draws', () => {
  it('H5: no draw rule by default; maxPlies draws once that many plies are played', () => {
    expect(hasami.start().options).toEqual({});
    const pos = playLine(hasami.start({ maxPlies: 2 }), 'a1-a2', 'a5-a4');
    expect(hasami.outcome(pos)).toEqual({ winner: null, reason: 'max-plies' });
  });

  it('H5: repetition draws when a position occurs for the given time', () => {
    const shuffle = ['a1-a2', 'a5-a4', 'a2-a1', 'a4-a5'];
    const twice = playLine(hasami.start({ repetition: 3 }), ...shuffle);
    expect(hasami.outcome(twice)).toBeUndefined();
    expect(hasami.outcome(playLine(twice, ...shuffle))).toEqual({ winner: null, reason: 'repetition' });
  });

  it('H5: a capture cuts the repetition history: nothing before it can come back', () => {
    const quiet = playLine(parse('2b1w/4w/5/bw3/5 w', { repetition: 3 }), 'e4-d4');
    expect(quiet.history).toHaveLength(1);
    const taken = playLine(quiet, 'c5-c2xb2');
    expect(hasami.outcome(taken)).toBeUndefined();
    expect(taken.history).toEqual([]);
  });
});
