import { describe, expect, it } from 'vitest';
import { agon, type AgonPosition } from '../../src/agon/index.js';
import { build, buildHistorical, randomLine, SETUPS } from './helpers.js';
import { refFormat, refParse, sortLetters, type Letter } from './reference.js';

/** The evaluation of a position (for the player to move), through a cursor as the bots call it. */
const evaluate = (pos: AgonPosition | string): number =>
  agon.evaluate(agon.cursor(typeof pos === 'string' ? agon.parsePosition(pos) : pos));

const SWAP: Readonly<Record<Letter, Letter>> = { q: 'Q', g: 'G', Q: 'q', G: 'g' };

/** The position string with every piece's colour swapped and the other side to move. */
function swapColours(text: string): string {
  const pos = refParse(text);
  return refFormat({
    cells: new Map([...pos.cells].map(([cell, piece]) => [cell, SWAP[piece]])),
    toMove: pos.toMove === 'b' ? 'w' : 'b',
    held: sortLetters(pos.held.map((l) => SWAP[l])),
    unplaced: sortLetters(pos.unplaced.map((l) => SWAP[l])),
    displacement: true,
  });
}

/** Positions of random play from each setup, a few plies apart. */
const PLAYED: readonly AgonPosition[] = SETUPS.flatMap((setup, s) =>
  [0, 1, 2].flatMap((seed) => randomLine(100 * s + seed, 120, agon.start({ setup })).filter((_, i) => i % 10 === 0)),
);

describe('agon.evaluate', () => {
  it('is the game evaluation', () => {
    const pos = randomLine(7, 40).at(-1) as AgonPosition;
    expect(agon.evaluate(agon.cursor(pos))).toBe(evaluate(pos));
  });

  it('is colour-symmetric: a position and its colour-swapped twin score the same for the side to move', () => {
    for (const pos of PLAYED) {
      const text = agon.formatPosition(pos);
      expect(evaluate(swapColours(text)), text).toBeCloseTo(evaluate(text), 9);
    }
  });

  it('scores the start positions 0: they are symmetric', () => {
    for (const setup of SETUPS) expect(evaluate(agon.start({ setup }))).toBeCloseTo(0, 9);
  });

  it('scores the same position with opposite signs for the two sides', () => {
    for (const pos of PLAYED) {
      const text = agon.formatPosition(pos);
      const other = text.replace(/ [bw] /, (m) => (m === ' b ' ? ' w ' : ' b '));
      expect(evaluate(other), text).toBeCloseTo(-evaluate(text), 9);
    }
  });

  it('prefers more material: an enemy piece held (A6) is better for the holder', () => {
    const even = build({ f4: 'g', f8: 'G' }, 'b');
    const ahead = build({ f4: 'g' }, 'b', 'G');
    const behind = build({ f8: 'G' }, 'b', 'g');
    expect(evaluate(ahead)).toBeGreaterThan(evaluate(even));
    expect(evaluate(even)).toBeGreaterThan(evaluate(behind));
    // Likewise the held Queen.
    expect(evaluate(build({}, 'b', 'Q'))).toBeGreaterThan(evaluate(build({}, 'b')));
  });

  it('prefers the Queen on f6 with her Guards round her to the same pieces far away', () => {
    // Ring 1 round f6: e5 e6 f5 f7 g5 g6. Five Guards there and the sixth a step away ...
    const seated = build({ f6: 'q', e5: 'g', e6: 'g', f5: 'g', f7: 'g', g5: 'g', h5: 'g' }, 'b');
    // ... beats two of them a step further out ...
    const apart = build({ f6: 'q', e5: 'g', e6: 'g', f5: 'g', f7: 'g', g4: 'g', h5: 'g' }, 'b');
    // ... and the same group of pieces round f2 is far worse.
    const far = build({ f2: 'q', e2: 'g', g2: 'g', d2: 'g', h2: 'g', f3: 'g', e3: 'g' }, 'b');
    expect(evaluate(seated)).toBeGreaterThan(evaluate(apart));
    expect(evaluate(apart)).toBeGreaterThan(evaluate(far));
    // The Queen a step from f6 is better than two steps away.
    expect(evaluate(build({ f5: 'q' }, 'b'))).toBeGreaterThan(evaluate(build({ f4: 'q' }, 'b')));
    // And from the other side's turn the order turns round.
    const whiteToMove = (text: string): string => text.replace(' b ', ' w ');
    expect(evaluate(whiteToMove(seated))).toBeLessThan(evaluate(whiteToMove(far)));
  });

  it('the historical variant: a captured piece is worth less than a free one, and the start scores 0', () => {
    const hist = (text: string): number => agon.evaluate(agon.cursor(agon.parsePosition(text, { variant: 'historical' })));
    expect(hist(agon.formatPosition(agon.start({ variant: 'historical' })))).toBeCloseTo(0, 9);
    // White to move with a captured Guard on f5, against the same Guard free.
    const free = hist(buildHistorical({ f5: 'G', f6: 'q' }, 'w'));
    const captured = hist(buildHistorical({ f5: 'G*', f6: 'q' }, 'w'));
    expect(captured).toBeLessThan(free);
    // A captured Queen is one release from anywhere: worth more than one far out on the edge.
    expect(hist(buildHistorical({ f4: 'Q*', e4: 'G*' }, 'w'))).toBeGreaterThan(hist(buildHistorical({ a1: 'Q', e4: 'G*' }, 'w')));
  });

  it('never changes the cursor', () => {
    for (const pos of PLAYED) {
      const cursor = agon.cursor(pos);
      const key = cursor.positionKey();
      const text = agon.formatPosition(cursor.position());
      agon.evaluate(cursor);
      expect(cursor.positionKey()).toBe(key);
      expect(agon.formatPosition(cursor.position())).toBe(text);
    }
  });
});
