import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { perft } from '../../src/index.js';
import { kono, type KonoPosition } from '../../src/kono/index.js';
import { params } from '../support/fc.js';
import { engineView as engineViewOf } from '../support/reference.js';
import { arbBoardText, randomLine } from './helpers.js';
import {
  REF_START,
  refActionTable,
  refApply,
  refFormat,
  refMoves,
  refNotation,
  refOutcome,
  refParse,
  refPerft,
  type RefPosition,
} from './reference.js';

/** What the engine says about a position, in the reference's terms. */
function engineView(pos: KonoPosition) {
  return engineViewOf(kono, pos, (m) => ({ kind: m.kind, from: m.from, to: m.to }), { pieces: true });
}

/** What the reference says about the same position string. */
function referenceView(text: string) {
  const ref = refParse(text);
  const moves = refMoves(ref);
  return {
    text: refFormat(ref),
    toMove: ref.toMove === 'b' ? 'black' : 'white',
    pieces: ref.cells.map((c) => (c === 'b' ? 'black' : c === 'w' ? 'white' : null)),
    moves,
    notations: moves.map(refNotation),
    outcome: refOutcome(ref),
    next: moves.map((m) => refFormat(refApply(ref, m))),
  };
}

/** Checks one position against the reference (moves in the same sequence: same set, same order); returns whether it is over. */
function agree(pos: KonoPosition): boolean {
  const got = engineView(pos);
  expect(got).toEqual(referenceView(got.text));
  return got.outcome !== undefined;
}

describe('the reference itself', () => {
  it('reads and writes the start position and knows its four captures', () => {
    expect(refFormat(REF_START)).toBe('wwww/wwww/bbbb/bbbb b');
    expect(refMoves(REF_START).map(refNotation)).toEqual(['a1xa3', 'b1xb3', 'c1xc3', 'd1xd3']);
    expect(refActionTable()).toHaveLength(80);
  });
});

describe('engine against the reference', () => {
  it('agrees on every position of random games from the start (moves, order, outcome, next positions)', () => {
    let positions = 0;
    let finished = 0;
    for (let seed = 1; seed <= 40; seed++) {
      for (const pos of randomLine(seed, 150)) {
        positions++;
        if (agree(pos)) finished++;
      }
    }
    expect(positions).toBeGreaterThan(2000);
    // Some random games end by K5, so the outcome check sees finished games of real play too.
    expect(finished).toBeGreaterThan(2);
  });

  it('agrees on arbitrary boards with up to 8 pieces a side and either side to move', () => {
    fc.assert(
      fc.property(arbBoardText, (text) => {
        const pos = kono.parsePosition(text);
        expect(kono.formatPosition(pos)).toBe(text);
        agree(pos);
      }),
      params(3000),
    );
  });

  it('agrees on the outcome of arbitrary sparse boards, where games end most often', () => {
    let over = 0;
    fc.assert(
      fc.property(arbBoardText, (text) => {
        const ref = refParse(text);
        const expected = refOutcome(ref);
        expect(kono.outcome(kono.parsePosition(text)), text).toEqual(expected);
        if (expected !== undefined) over++;
      }),
      params(2000),
    );
    expect(over).toBeGreaterThan(20);
  });

  it('agrees on the action table: index i is the i-th (from, to) pair in the documented order', () => {
    refActionTable().forEach((m, i) => {
      expect(kono.decodeMove(i)).toEqual(m);
      expect(kono.encodeMove(m)).toBe(i);
    });
  });
});

describe('reference perft', () => {
  const positions: [string, number][] = [
    ['wwww/wwww/bbbb/bbbb b', 5],
    ['wwww/bwww/bbbb/1bbb w', 5],
    ['w2w/1ww1/1bb1/b2b b', 5],
    ['4/1w2/2b1/4 w', 6],
    ['w1w1/b1b1/1w1w/b1b1 b', 5],
  ];
  it.each(positions)('agrees with perft(kono) from %s up to depth %i', (text, maxDepth) => {
    const pos = kono.parsePosition(text);
    const ref: RefPosition = refParse(text);
    for (let depth = 0; depth <= maxDepth; depth++) {
      expect(perft(kono, pos, depth), `${text} depth ${depth}`).toBe(refPerft(ref, depth));
    }
  });

  it('agrees with perft(kono) from positions reached by random play', () => {
    for (let seed = 100; seed < 120; seed++) {
      const line = randomLine(seed, 12 + (seed % 25));
      const pos = line[line.length - 1] as KonoPosition;
      const ref = refParse(kono.formatPosition(pos));
      expect(perft(kono, pos, 4), kono.formatPosition(pos)).toBe(refPerft(ref, 4));
    }
  });

  it('agrees with perft(kono) on arbitrary boards at depth 3', () => {
    fc.assert(
      fc.property(arbBoardText, (text) => {
        expect(perft(kono, kono.parsePosition(text), 3), text).toBe(refPerft(refParse(text), 3));
      }),
      params(300),
    );
  });
});
