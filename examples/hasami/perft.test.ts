import { createRandom, divide, perft, type Random } from 'ludicore';
import { describe, expect, it } from 'vitest';
import { hasami } from './index.js';
import { refFormat, refMoves, refOutcome, refParse, refPerft, type RefCell, type RefPosition } from './reference.js';

/*
 * Perft from the start, computed by the example and pinned. Depth 1 by hand: each of Black's five
 * pieces slides north to rank 2, 3 or 4 (15). Depth 2 by hand: White's piece on the same file
 * has 2, 1 or 0 slides as Black's went to rank 2, 3 or 4, the other four pieces 3 each, so
 * 5 × (14 + 13 + 12) = 195. The rest agree with the reference (below) to depth 5.
 */
const START_PERFT = [1, 15, 195, 3517, 60028, 1075344, 18371116];
/** How deep the reference, which copies the board at every node, checks the pinned numbers. */
const REFERENCE_DEPTH = 5;

describe('perft from the start position', () => {
  it.each(START_PERFT.map((n, depth) => [depth, n] as const))('depth %i is %i', (depth, n) => {
    expect(perft(hasami, hasami.start(), depth)).toBe(n);
  });

  it(`the pinned numbers are the naive reference's, depths 0 to ${REFERENCE_DEPTH}`, () => {
    const start = refParse(hasami.formatPosition(hasami.start()));
    const depths = START_PERFT.slice(0, REFERENCE_DEPTH + 1);
    expect(depths.map((_, depth) => refPerft(start, depth))).toEqual(depths);
  });

  it('divide at depth 2 splits 195 by file: 14, 13, 12 for the slides to ranks 2, 3, 4', () => {
    const entries = divide(hasami, hasami.start(), 2);
    expect(entries.map((e) => e.notation).slice(0, 3)).toEqual(['a1-a2', 'a1-a3', 'a1-a4']);
    expect(entries.map((e) => e.nodes)).toEqual(Array.from({ length: 5 }, () => [14, 13, 12]).flat());
  });
});

describe('perft from crafted positions, pinned and checked by the reference', () => {
  const cases: [string, string, number[]][] = [
    ['captures at hand: c1-c3 takes a row and a column', '2b1w/2w1w/bw3/5/2b2 b', [13, 220, 3184, 55215]],
    ['a crowded middle game, White to move', 'w1w1w/1b1w1/2b2/w1b1b/1b3 w', [19, 426, 7196, 149115]],
    ['two against two: any capture ends the game (H4)', '4w/5/2b2/5/w3b b', [14, 180, 2316, 29302]],
    ['two against three, White to move', '1w3/2w2/1b3/5/b3b w', [13, 262, 3099, 55987]],
  ];
  it.each(cases)('%s: %s', (_what, text, counts) => {
    const depths = counts.map((_, i) => i + 1);
    expect(depths.map((d) => perft(hasami, hasami.parsePosition(text), d))).toEqual(counts);
    expect(depths.map((d) => refPerft(refParse(text), d))).toEqual(counts);
  });
});

/** A random position: up to 5 pieces a side (5 tries at a random point, some finding it taken), either side to move. */
function randomPosition(random: Random): RefPosition {
  const cells: RefCell[][] = Array.from({ length: 5 }, () => Array<RefCell>(5).fill('.'));
  for (const colour of ['b', 'w'] as const) {
    for (let i = 0; i < 5; i++) {
      const rank = cells[random.int(5)] as RefCell[];
      const file = random.int(5);
      if (rank[file] === '.') rank[file] = colour;
    }
  }
  return { cells, toMove: random.int(2) === 0 ? 'b' : 'w' };
}

/** The example's moves of a position, as the reference writes them: notation and position string after. */
function engineMoves(text: string): string[] {
  const pos = hasami.parsePosition(text);
  return hasami.legalMoves(pos).map((m) => `${hasami.formatMove(pos, m)} ${hasami.formatPosition(hasami.play(pos, m))}`);
}

const referenceMoves = (pos: RefPosition): string[] => refMoves(pos).map((m) => `${m.notation} ${refFormat(m.after)}`);

describe('differential: the example against the naive reference', () => {
  it('on 3000 random positions: the same moves in the same order, the same positions after them, the same outcome', () => {
    const random = createRandom(2024);
    let captures = 0;
    let multiple = 0;
    for (let i = 0; i < 3000; i++) {
      const ref = randomPosition(random);
      const text = refFormat(ref);
      const moves = engineMoves(text);
      expect(moves, text).toEqual(referenceMoves(ref));
      expect(hasami.outcome(hasami.parsePosition(text)), text).toEqual(refOutcome(ref));
      captures += moves.filter((m) => /^\S+x/.test(m)).length;
      multiple += moves.filter((m) => /^\S+x\S+x/.test(m)).length;
    }
    // The sample holds the cases that matter: captures, and captures of several pieces at once.
    expect(captures).toBeGreaterThan(1000);
    expect(multiple).toBeGreaterThan(100);
  });

  it('along 100 random games from the start, at every ply', () => {
    const random = createRandom(7);
    let plies = 0;
    let finished = 0;
    for (let game = 0; game < 100; game++) {
      let pos = hasami.start();
      for (let ply = 0; ply < 150 && hasami.outcome(pos) === undefined; ply++, plies++) {
        const text = hasami.formatPosition(pos);
        expect(engineMoves(text), text).toEqual(referenceMoves(refParse(text)));
        pos = hasami.play(pos, random.pick(hasami.legalMoves(pos)));
      }
      const text = hasami.formatPosition(pos);
      expect(hasami.outcome(pos), text).toEqual(refOutcome(refParse(text)));
      if (hasami.outcome(pos) !== undefined) finished++;
    }
    // Enough plies for the comparison to mean something, and games that reach their end.
    expect(plies).toBeGreaterThan(5000);
    expect(finished).toBeGreaterThan(10);
  });

  it('perft to depth 3 from 100 random positions', () => {
    const random = createRandom(99);
    for (let i = 0; i < 100; i++) {
      const ref = randomPosition(random);
      const text = refFormat(ref);
      expect(
        [1, 2, 3].map((d) => perft(hasami, hasami.parsePosition(text), d)),
        text,
      ).toEqual([1, 2, 3].map((d) => refPerft(ref, d)));
    }
  });
});
