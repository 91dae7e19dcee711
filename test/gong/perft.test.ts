import { describe, expect, it } from 'vitest';
import { divide, perft } from '../../src/index.js';
import { gong } from '../../src/gong/index.js';
import { REF_START, refParse, refPerft } from './reference.js';

interface Case {
  readonly what: string;
  readonly text: string;
  readonly counts: readonly number[];
}

// Mid-game positions reached by seeded random play from the start (randomLine(seed, plies) in
// helpers.ts: seeds 11, 12 and 13 after 60, 120 and 200 plies), written out here.
const MID: readonly Case[] = [
  {
    what: 'seed 11 after 60 plies (White on the Gon)',
    text: 'w/13/13/b12/13/5w7/13/1w11/13/1b11/13/13/13/1b7w3/13/13/7w5/13/1w11/11b1/1b11/4w8/13/2b10/6w6 b 0 0',
    counts: [28, 7023, 208185],
  },
  {
    what: 'seed 12 after 120 plies (pawns crowding ring 1 and 2)',
    text: 'w/13/13/b2b9/1b11/13/1w11/13/3b9/13/13/13/wb11/1ww10/w12/13/13/13/w12/13/1w11/bb11/13/13/b12 b 0 0',
    counts: [22, 4417, 114976],
  },
  {
    what: 'seed 13 after 200 plies (Black on the Gon, to move: Gongs)',
    text: 'b/w12/1w11/w12/13/13/13/13/b12/13/13/b12/13/13/b12/13/13/w12/13/w12/13/b12/13/13/13 b 0 0',
    counts: [213, 3313, 97576],
  },
];

describe('perft', () => {
  it('from the start: 12, 144, 1584, 17424, 174240 (placements only: 12, 12, 11, 11, 10 free points)', () => {
    const start = gong.start();
    expect([1, 2, 3, 4, 5].map((d) => perft(gong, start, d))).toEqual([12, 144, 1584, 17424, 174240]);
    expect(perft(gong, start, 0)).toBe(1);
    // By hand: each side has 12 entry points and takes one per placement, independently of the other.
    expect(perft(gong, start, 5)).toBe(12 * 12 * 11 * 11 * 10);
  });

  it('from the start the reference agrees to depth 4', () => {
    const ref = refParse(REF_START);
    expect([1, 2, 3, 4].map((d) => refPerft(ref, d))).toEqual([12, 144, 1584, 17424]);
  });

  it('White first gives the same counts', () => {
    const start = gong.start({ firstPlayer: 'white' });
    expect([1, 2, 3].map((d) => perft(gong, start, d))).toEqual([12, 144, 1584]);
  });

  it.each(MID)('$what: $counts', ({ text, counts }) => {
    const p = gong.parsePosition(text);
    expect(counts.map((_, i) => perft(gong, p, i + 1))).toEqual(counts);
    expect(divide(gong, p, 2).reduce((n, e) => n + e.nodes, 0)).toBe(counts[1]);
  });

  it.each(MID)('$what: the reference agrees to depth 3', ({ text, counts }) => {
    const ref = refParse(text);
    expect(counts.map((_, i) => refPerft(ref, i + 1))).toEqual(counts);
  });
});
