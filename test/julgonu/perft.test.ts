import { describe, expect, it } from 'vitest';
import { divide, perft } from '../../src/index.js';
import { julgonu, type NoRepeatMode } from '../../src/julgonu/index.js';
import { thrownCode } from '../support/errors.js';
import { MODES, notations, playLine } from './helpers.js';
import { REF_START, refApply, refGame, refMoves, refParse, refPerft, refPlay, type RefGame } from './reference.js';

/*
 * Perft from the start, depths 1 to 8. The reference perft reproduced all 24 numbers offline
 * (about 8 s); below, it re-checks depths 0 to 6 on every run.
 */
const START_PERFT: Record<NoRepeatMode, number[]> = {
  off: [4, 16, 124, 938, 6524, 43690, 328692, 2426846],
  previous: [4, 16, 124, 922, 6352, 42202, 311578, 2260702],
  any: [4, 16, 124, 922, 6352, 42202, 311578, 2258102],
};

/** The reference game after notation moves (matching on the engine's notation). */
function refLine(text: string, moves: readonly string[], noRepeat: NoRepeatMode): RefGame {
  let game = refGame(refParse(text));
  for (const n of moves) {
    const m = refMoves(game, { noRepeat }).find(
      (x) => `${x.from}-${x.to}` === `${julgonu.board.point(n.slice(0, 2))}-${julgonu.board.point(n.slice(3, 5))}`,
    );
    if (m === undefined) throw new Error(`reference: ${n} is not legal`);
    game = refPlay(game, m);
  }
  return game;
}

describe('perft from the start position', () => {
  it.each(MODES)('noRepeat %s: the reference perft agrees at depths 0 to 6', (noRepeat) => {
    const counts = [0, 1, 2, 3, 4, 5, 6].map((d) => refPerft(refGame(REF_START), d, { noRepeat }));
    expect(counts).toEqual([1, ...START_PERFT[noRepeat].slice(0, 6)]);
  });

  it.each(MODES)('noRepeat %s: depths 1 to 8 are the pinned numbers', (noRepeat) => {
    const pos = julgonu.start({ noRepeat });
    expect(perft(julgonu, pos, 0)).toBe(1);
    expect(START_PERFT[noRepeat].map((_, i) => perft(julgonu, pos, i + 1))).toEqual(START_PERFT[noRepeat]);
  });

  it('depth 4 by hand: previous forbids exactly the 4 × 4 back-and-forths of the first two moves', () => {
    expect((START_PERFT.off[3] ?? 0) - (START_PERFT.previous[3] ?? 0)).toBe(16);
    // Every first Black step and every White reply can be taken back, and none captures.
    const start = julgonu.start();
    expect(notations(start)).toHaveLength(4);
    for (const m of notations(start)) expect(notations(playLine(start, [m]))).toHaveLength(4);
  });

  it('previous and any first differ at depth 8: the shortest cycle that is no back-and-forth takes 8 plies', () => {
    // A position can only recur after an even number of moves by each side (a step changes the
    // colour of one square a piece stands on), and two moves a side that undo each other are a
    // back-and-forth, forbidden by both readings.
    const previous = julgonu.start({ noRepeat: 'previous' });
    const any = julgonu.start({ noRepeat: 'any' });
    expect([5, 6, 7].map((d) => perft(julgonu, any, d))).toEqual([5, 6, 7].map((d) => perft(julgonu, previous, d)));
    expect(perft(julgonu, any, 8)).toBeLessThan(perft(julgonu, previous, 8));
  });
});

describe('perft from crafted positions', () => {
  // Counts at depths 1 to 6 (the reference reproduced them to depth 7 offline).
  const cases: [string, string, Record<NoRepeatMode, number[]>][] = [
    [
      'a symmetric middle game',
      'w2w/1ww1/1bb1/b2b b',
      {
        off: [8, 68, 520, 4080, 28532, 199810],
        previous: [8, 68, 520, 4016, 27590, 188466],
        any: [8, 68, 520, 4016, 27590, 188466],
      },
    ],
    [
      'a row-plus-column capture at hand',
      'wb1w/1w2/2wb/1b2 b',
      {
        off: [6, 49, 294, 2268, 12701, 98479],
        previous: [6, 49, 294, 2233, 12319, 93780],
        any: [6, 49, 294, 2233, 12319, 93780],
      },
    ],
    [
      'a close fight in the middle, White to move',
      '4/1ww1/1bb1/4 w',
      {
        off: [4, 20, 118, 750, 3762, 19066],
        previous: [4, 20, 118, 734, 3604, 17732],
        any: [4, 20, 118, 734, 3604, 17732],
      },
    ],
  ];

  it.each(cases)('%s (%s): pinned counts in every mode', (_what, text, counts) => {
    for (const noRepeat of MODES) {
      const pos = julgonu.parsePosition(text, { noRepeat });
      expect(
        counts[noRepeat].map((_, i) => perft(julgonu, pos, i + 1)),
        noRepeat,
      ).toEqual(counts[noRepeat]);
    }
  });

  it.each(cases)('%s (%s): the reference agrees to depth 5 in every mode', (_what, text, counts) => {
    for (const noRepeat of MODES) {
      const ref = [1, 2, 3, 4, 5].map((d) => refPerft(refGame(refParse(text)), d, { noRepeat }));
      expect(ref, noRepeat).toEqual(counts[noRepeat].slice(0, 5));
    }
  });

  it('the square cycle position: previous and any part at depth 8, as the reference counts', () => {
    // Reference: 253477 and 252273 (checked offline; too slow to repeat here).
    const text = 'w2w/4/4/b1b1 b';
    expect(perft(julgonu, julgonu.parsePosition(text, { noRepeat: 'previous' }), 8)).toBe(253477);
    expect(perft(julgonu, julgonu.parsePosition(text, { noRepeat: 'any' }), 8)).toBe(252273);
    expect([5, 6].map((d) => perft(julgonu, julgonu.parsePosition(text, { noRepeat: 'any' }), d))).toEqual(
      [5, 6].map((d) => refPerft(refGame(refParse(text)), d, { noRepeat: 'any' })),
    );
  });

  it('a position reached by play keeps its J4 history: its perft differs from the same string parsed', () => {
    const line = ['a1-a2', 'a4-a3', 'a2-a1'];
    // With any, the three plies of history also reach an 8-ply cycle at depth 5.
    const expected = { previous: [6, 23, 172, 1250, 9812], any: [6, 23, 172, 1250, 9792] };
    for (const noRepeat of ['previous', 'any'] as const) {
      const played = playLine(julgonu.start({ noRepeat }), line);
      const parsed = julgonu.parsePosition(julgonu.formatPosition(played), { noRepeat });
      const depths = [1, 2, 3, 4, 5];
      expect(depths.map((d) => perft(julgonu, played, d))).toEqual(expected[noRepeat]);
      expect(depths.map((d) => refPerft(refLine('wwww/4/4/bbbb b', line, noRepeat), d, { noRepeat }))).toEqual(expected[noRepeat]);
      expect(depths.map((d) => perft(julgonu, parsed, d))).toEqual([7, 27, 193, 1395, 10865]);
      expect(depths.map((d) => refPerft(refGame(refParse('1www/w3/4/bbbb w')), d, { noRepeat }))).toEqual([7, 27, 193, 1395, 10865]);
    }
  });

  it('a finished position has perft 1 at depth 0 and 0 beyond, whatever ended it', () => {
    const finished = [
      julgonu.parsePosition('wb2/b3/3b/2bw w'), // no-moves
      julgonu.parsePosition('4/4/4/bb2 w'), // reduced-to-one
      playLine('wb2/b3/3w/2b1 b', ['c1-b1', 'd2-d1', 'b1-c1']), // no-moves by J4
    ];
    for (const pos of finished) expect([0, 1, 2, 3].map((d) => perft(julgonu, pos, d))).toEqual([1, 0, 0, 0]);
  });

  it('a game won by reduced-to-one cuts its line short', () => {
    // Black takes b2 (White keeps one piece: over) or plays one of four other steps.
    const text = '3w/4/1wb1/b3 b';
    const entries = divide(julgonu, julgonu.parsePosition(text), 2);
    const ref = refParse(text);
    expect(entries.map((e) => e.notation)).toEqual(['a1-a2xb2', 'a1-b1', 'c2-c3', 'c2-d2', 'c2-c1']);
    expect(entries.map((e) => e.nodes)).toEqual(refMoves(refGame(ref)).map((m) => refPerft(refGame(refApply(ref, m)), 1)));
    expect(entries[0]?.nodes).toBe(0);
  });
});

describe('perft under any, its window as long as the line since the last capture', () => {
  // Positions just after a capture (parsed, they have the same empty history): captures follow
  // within a few plies, so the window is cut inside the count, and cycles of eight plies are
  // reached. Divide counts each subtree after a first move made by play, whose window reaches
  // back into the position's history (known by keys only) until the next capture: it compares
  // keys, where perft's count asks the game which step recreates which of its own states.
  const positions = ['1w2/3w/b1b1/1wbb w', '2ww/w1w1/2b1/1bb1 b', 'w2w/1b2/b2w/1b1b w'];

  it.each(positions)('from %s at depth 8: perft agrees with divide, and any forbids more than previous', (text) => {
    const pos = julgonu.parsePosition(text, { noRepeat: 'any' });
    const count = perft(julgonu, pos, 8);
    expect(divide(julgonu, pos, 8).reduce((sum, e) => sum + e.nodes, 0)).toBe(count);
    expect(count).toBeLessThan(perft(julgonu, julgonu.parsePosition(text, { noRepeat: 'previous' }), 8));
  });

  it.each(positions)('from %s: the reference agrees to depth 5', (text) => {
    const pos = julgonu.parsePosition(text, { noRepeat: 'any' });
    const ref = refGame(refParse(text));
    expect([1, 2, 3, 4, 5].map((d) => perft(julgonu, pos, d))).toEqual([1, 2, 3, 4, 5].map((d) => refPerft(ref, d, { noRepeat: 'any' })));
  });

  it('from the start at depth 9: perft agrees with divide, a step now recreating a position eight plies back', () => {
    const start = julgonu.start({ noRepeat: 'any' });
    const count = perft(julgonu, start, 9);
    expect(count).toBe(15421374);
    expect(divide(julgonu, start, 9).reduce((sum, e) => sum + e.nodes, 0)).toBe(count);
  });
});

describe('divide', () => {
  const positions = ['wwww/4/4/bbbb b', 'w2w/1ww1/1bb1/b2b b', 'wb1w/1w2/2wb/1b2 b', '4/1ww1/1bb1/4 w'];

  it.each(positions)('from %s: one entry per legal move, in legal-move order, summing to perft', (text) => {
    for (const noRepeat of MODES) {
      const pos = julgonu.parsePosition(text, { noRepeat });
      for (const depth of [1, 2, 3, 4]) {
        const entries = divide(julgonu, pos, depth);
        expect(entries.map((e) => e.notation)).toEqual(notations(pos));
        expect(entries.map((e) => julgonu.formatMove(pos, e.move))).toEqual(notations(pos));
        expect(entries.reduce((sum, e) => sum + e.nodes, 0)).toBe(perft(julgonu, pos, depth));
      }
    }
  });

  it.each(positions)('from %s: each entry counts what the reference counts below that move, history included', (text) => {
    for (const noRepeat of MODES) {
      const game = refGame(refParse(text));
      const entries = divide(julgonu, julgonu.parsePosition(text, { noRepeat }), 5);
      expect(
        entries.map((e) => e.nodes),
        noRepeat,
      ).toEqual(refMoves(game, { noRepeat }).map((m) => refPerft(refPlay(game, m), 4, { noRepeat })));
    }
  });

  it('from the start: a1-a2 and d1-d2 count alike, and so do b1-b2 and c1-c2 (mirror symmetry)', () => {
    const show = (noRepeat: NoRepeatMode, depth: number) =>
      divide(julgonu, julgonu.start({ noRepeat }), depth).map((e) => `${e.notation} ${e.nodes}`);
    expect(show('off', 4)).toEqual(['a1-a2 205', 'b1-b2 264', 'c1-c2 264', 'd1-d2 205']);
    expect(show('previous', 4)).toEqual(['a1-a2 201', 'b1-b2 260', 'c1-c2 260', 'd1-d2 201']);
    expect(show('any', 6)).toEqual(['a1-a2 9202', 'b1-b2 11899', 'c1-c2 11899', 'd1-d2 9202']);
  });

  it('after a back-and-forth, divide leaves out the forbidden step', () => {
    const pos = playLine(julgonu.start(), ['a1-a2', 'a4-a3', 'a2-a1']);
    expect(divide(julgonu, pos, 1).map((e) => e.notation)).toEqual(['a3-b3', 'a3-a2', 'b4-b3', 'b4-a4', 'c4-c3', 'd4-d3']);
  });
});

describe('perft arguments', () => {
  it('rejects depths that are not integers from 0 to 64', () => {
    for (const depth of [-1, 1.5, 65, Number.NaN]) {
      expect(thrownCode(() => perft(julgonu, julgonu.start(), depth))).toBe('argument/invalid');
    }
  });

  it('divide needs a depth of at least 1', () => {
    expect(thrownCode(() => divide(julgonu, julgonu.start(), 0))).toBe('argument/invalid');
  });
});
