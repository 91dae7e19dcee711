import { describe, expect, it } from 'vitest';
import { gong, type GongPosition } from '../../src/gong/index.js';
import { build, randomLine } from './helpers.js';
import { GON, RADIALS, pt, radial, refFormat, refParse, ring, type Colour } from './reference.js';

/** The evaluation of a position (for the player to move), through a cursor as the bots call it. */
const evaluate = (pos: GongPosition | string): number =>
  gong.evaluate(gong.cursor(typeof pos === 'string' ? gong.parsePosition(pos) : pos));

const other = (c: Colour): Colour => (c === 'b' ? 'w' : 'b');

/**
 * The position string with every pawn's colour swapped, the other side to move, the pawns off
 * the board swapped, and the board turned by one radial (so pawns still waiting to move stand on
 * radials of their new colour, G2).
 */
function swapColours(text: string): string {
  const pos = refParse(text);
  const cells = new Map<string, Colour>();
  for (const [p, c] of pos.cells) cells.set(p === GON ? GON : pt((radial(p) + 1) % RADIALS, ring(p)), other(c));
  return refFormat({ cells, toMove: other(pos.toMove), off: { b: pos.off.w, w: pos.off.b } });
}

/** Positions of random play from the start, a few plies apart, and some crowded middle games. */
const PLAYED: readonly GongPosition[] = [
  ...[0, 1, 2, 3].flatMap((seed) => randomLine(seed, 400).filter((_, i) => i % 20 === 0)),
  gong.parsePosition(build({ gon: 'b', a1: 'w', b1: 'b', c2: 'w', c3: 'b', d1: 'w', k5: 'b' }, 'w')),
  gong.parsePosition(build({ a1: 'b', b1: 'w', a2: 'b', c4: 'w' }, 'b')),
];

describe('gong.evaluate', () => {
  it('is the game evaluation', () => {
    const pos = randomLine(3, 60).at(-1) as GongPosition;
    expect(gong.evaluate(gong.cursor(pos))).toBe(evaluate(pos));
  });

  it('is colour-symmetric: a position and its colour-swapped twin score the same for the side to move', () => {
    for (const pos of PLAYED) {
      const text = gong.formatPosition(pos);
      expect(evaluate(swapColours(text)), text).toBeCloseTo(evaluate(text), 9);
    }
  });

  it('scores the start 0 and the same position with opposite signs for the two sides', () => {
    expect(evaluate(gong.start())).toBe(0);
    for (const pos of PLAYED) {
      const text = gong.formatPosition(pos);
      if (gong.offBoard(pos).length > 0) continue;
      const turned = text.replace(/ ([bw]) /, (_, c: string) => ` ${other(c as Colour)} `);
      expect(evaluate(turned), text).toBeCloseTo(-evaluate(text), 9);
    }
  });

  it('prefers more material: a pawn more, or an enemy pawn fewer, is better', () => {
    const even = build({ c5: 'b', d5: 'w', e5: 'b', f5: 'w' }, 'b');
    expect(evaluate(build({ c5: 'b', d5: 'w', e5: 'b' }, 'b'))).toBeGreaterThan(evaluate(even));
    expect(evaluate(build({ c5: 'b', e5: 'b', f5: 'w', g5: 'b' }, 'b'))).toBeGreaterThan(evaluate(even));
    expect(evaluate(build({ c5: 'b', d5: 'w', f5: 'w' }, 'b'))).toBeLessThan(evaluate(even));
    // Pawns still off the board count too.
    expect(evaluate(build({ a13: 'b' }, 'b', 1, 0))).toBeGreaterThan(evaluate(build({ a13: 'b', b13: 'w' }, 'b', 0, 1)));
  });

  it('prefers an own pawn on the Gon, and pawns nearer to it', () => {
    const pawns = { d5: 'w', f5: 'w', h9: 'b' } as const;
    const onGon = build({ ...pawns, gon: 'b' }, 'b');
    const ringOne = build({ ...pawns, a1: 'b' }, 'b');
    const outside = build({ ...pawns, a12: 'b' }, 'b');
    expect(evaluate(onGon)).toBeGreaterThan(evaluate(ringOne));
    expect(evaluate(ringOne)).toBeGreaterThan(evaluate(outside));
    // The enemy on the Gon is bad for the side to move.
    expect(evaluate(build({ ...pawns, gon: 'w', a12: 'b' }, 'b'))).toBeLessThan(evaluate(outside));
  });

  it('G9: once the enemy has no pawns, fewer own pawns are better, and taking the last enemy pawn always pays', () => {
    // Black holds the Gon with pawns on ring 1, White has none left.
    const many = build({ gon: 'b', a1: 'b', c1: 'b', e1: 'b', g1: 'b', i1: 'b', k1: 'b', m1: 'b' }, 'b');
    const fewer = build({ gon: 'b', a1: 'b', c1: 'b' }, 'b');
    const two = build({ gon: 'b', a1: 'b' }, 'b');
    expect(evaluate(fewer)).toBeGreaterThan(evaluate(many));
    expect(evaluate(two)).toBeGreaterThan(evaluate(fewer));
    // The same eight black pawns with one white pawn still on the board score less than with none.
    const oneEnemy = build({ gon: 'b', a1: 'b', c1: 'b', e1: 'b', g1: 'b', i1: 'b', k1: 'b', m1: 'b', b1: 'w' }, 'b');
    expect(evaluate(many)).toBeGreaterThan(evaluate(oneEnemy));
    // From White's side, with no pawns, it is lost: the score is the negative.
    expect(evaluate(build({ gon: 'b', a1: 'b' }, 'w'))).toBeCloseTo(-evaluate(two), 9);
    // The last pawn nearer to the empty Gon is better.
    expect(evaluate(build({ a2: 'b' }, 'b'))).toBeGreaterThan(evaluate(build({ a9: 'b' }, 'b')));
  });

  it('never changes the cursor', () => {
    for (const pos of PLAYED) {
      const cursor = gong.cursor(pos);
      const key = cursor.positionKey();
      gong.evaluate(cursor);
      expect(cursor.positionKey()).toBe(key);
      expect(gong.formatPosition(cursor.position())).toBe(gong.formatPosition(pos));
    }
  });
});
