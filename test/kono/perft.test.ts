import { describe, expect, it } from 'vitest';
import { divide, perft } from '../../src/index.js';
import { kono } from '../../src/kono/index.js';
import { thrownCode } from '../support/errors.js';
import { notations } from './helpers.js';
import { REF_START, refApply, refMoves, refParse, refPerft, type RefDrawOptions } from './reference.js';

const START_PERFT = [1, 4, 16, 100, 576, 3642, 21474, 144064, 915890];

describe('perft from the start position', () => {
  it.each(START_PERFT.map((n, depth) => [depth, n] as const))('depth %i is %i', (depth, n) => {
    expect(perft(kono, kono.start(), depth)).toBe(n);
  });

  it('the pinned numbers are the independent reference perft, depths 0 to 8', () => {
    expect(START_PERFT.map((_, depth) => refPerft(REF_START, depth))).toEqual(START_PERFT);
  });

  it('depth 2 by hand: each of the four first captures leaves White exactly four captures', () => {
    // a1xa3: c3xa3 b4xb2 c4xc2 d4xd2; the others by the same reasoning (16 = 4 × 4).
    const after = kono.play(kono.start(), kono.parseMove(kono.start(), 'a1xa3'));
    expect(notations(after)).toEqual(['c3xa3', 'b4xb2', 'c4xc2', 'd4xd2']);
  });
});

describe('perft from crafted positions', () => {
  const cases: [string, number[]][] = [
    // Mid-game, symmetric under mirror-files, both sides with steps only.
    ['w2w/1ww1/1bb1/b2b b', [8, 68, 536, 4304, 31542, 230420]],
    // Dense, White to move with a capture among steps.
    ['ww1w/w1wb/b1bw/bb1b w', [7, 52, 339, 2105, 14670, 98015]],
    // Captures for both sides close at hand.
    ['1w2/wbw1/bbb1/1w2 b', [5, 36, 252, 1590, 11536, 71495]],
    // Endgame, few pieces, where lines end by K5.
    ['4/1w2/bb2/bw2 w', [4, 13, 59, 336, 1571, 8882]],
  ];
  it.each(cases)('%s', (text, counts) => {
    const pos = kono.parsePosition(text);
    expect(counts.map((_, i) => perft(kono, pos, i + 1))).toEqual(counts);
    expect(counts.map((_, i) => refPerft(refParse(text), i + 1))).toEqual(counts);
  });

  it('a finished position has perft 1 at depth 0 and 0 beyond', () => {
    for (const text of ['4/4/4/b3 w', 'wb2/b3/4/4 w', '4/4/wwww/bbbb b']) {
      const pos = kono.parsePosition(text);
      expect([0, 1, 2, 3].map((d) => perft(kono, pos, d))).toEqual([1, 0, 0, 0]);
    }
  });

  it('a game that ends by capture cuts its line short', () => {
    // Black can take White's last piece (a1xc1, game over) or step (two moves, game on).
    const pos = kono.parsePosition('4/4/4/bbw1 b');
    expect(perft(kono, pos, 1)).toBe(3);
    const entries = divide(kono, pos, 2);
    expect(entries.map((e) => [e.notation, e.nodes])).toEqual([
      ['a1-a2', refPerft(refApply(refParse('4/4/4/bbw1 b'), { kind: 'step', from: 0, to: 4 }), 1)],
      ['a1xc1', 0],
      ['b1-b2', refPerft(refApply(refParse('4/4/4/bbw1 b'), { kind: 'step', from: 1, to: 5 }), 1)],
    ]);
  });
});

describe('divide', () => {
  const positions = ['wwww/wwww/bbbb/bbbb b', 'w2w/1ww1/1bb1/b2b b', 'ww1w/w1wb/b1bw/bb1b w', '1w2/wbw1/bbb1/1w2 b'];

  it.each(positions)('from %s: one entry per legal move, in legal-move order, summing to perft', (text) => {
    const pos = kono.parsePosition(text);
    for (const depth of [1, 2, 3, 4]) {
      const entries = divide(kono, pos, depth);
      expect(entries.map((e) => e.notation)).toEqual(notations(pos));
      expect(entries.map((e) => kono.formatMove(pos, e.move))).toEqual(notations(pos));
      expect(entries.reduce((sum, e) => sum + e.nodes, 0)).toBe(perft(kono, pos, depth));
    }
  });

  it.each(positions)('from %s: each entry counts what the reference counts below that move', (text) => {
    const ref = refParse(text);
    const entries = divide(kono, kono.parsePosition(text), 4);
    expect(entries.map((e) => e.nodes)).toEqual(refMoves(ref).map((m) => refPerft(refApply(ref, m), 3)));
  });

  it('from the start at depth 4: a1xa3 137, b1xb3 151, c1xc3 151, d1xd3 137', () => {
    expect(divide(kono, kono.start(), 4).map((e) => `${e.notation} ${e.nodes}`)).toEqual([
      'a1xa3 137',
      'b1xb3 151',
      'c1xc3 151',
      'd1xd3 137',
    ]);
  });

  it('at depth 1 every entry counts 1', () => {
    expect(divide(kono, kono.start(), 1).map((e) => e.nodes)).toEqual([1, 1, 1, 1]);
  });
});

describe('perft with draw options', () => {
  const withOptions = (text: string, options: RefDrawOptions, depths: number[]): number[] =>
    depths.map((d) => perft(kono, kono.parsePosition(text, options), d));

  it('maxPlies: 3 leaves perft unchanged up to depth 3', () => {
    const pos = kono.start({ maxPlies: 3 });
    expect([1, 2, 3].map((d) => perft(kono, pos, d))).toEqual([4, 16, 100]);
  });

  it('maxPlies: 3 ends every line at ply 3, so no sequence of 4 or 5 plies exists', () => {
    // perft counts sequences of exactly `depth` plies; a drawn game ends its line early.
    const pos = kono.start({ maxPlies: 3 });
    expect([4, 5].map((d) => perft(kono, pos, d))).toEqual([0, 0]);
    expect([4, 5].map((d) => refPerft(REF_START, d, { maxPlies: 3 }))).toEqual([0, 0]);
    expect(divide(kono, pos, 4).map((e) => e.nodes)).toEqual([0, 0, 0, 0]);
  });

  it('maxPlies counts from the position given, so divide and perft agree at the boundary', () => {
    const text = 'w2w/1ww1/1bb1/b2b b';
    expect(withOptions(text, { maxPlies: 2 }, [1, 2, 3])).toEqual([8, 68, 0]);
    expect(withOptions(text, { maxPlies: 1 }, [1, 2])).toEqual([8, 0]);
  });

  it('repetition: 2 prunes the back-and-forth lines of a sparse position, as the reference does', () => {
    const text = 'w3/4/4/b3 b';
    const depths = [1, 2, 3, 4, 5, 6, 7, 8];
    const plain = [2, 4, 11, 33, 89, 263, 755, 2397];
    const drawn = [2, 4, 11, 33, 81, 233, 614, 1812];
    expect(depths.map((d) => perft(kono, kono.parsePosition(text), d))).toEqual(plain);
    expect(withOptions(text, { repetition: 2 }, depths)).toEqual(drawn);
    expect(depths.map((d) => refPerft(refParse(text), d, { repetition: 2 }))).toEqual(drawn);
  });

  it('repetition: 3 first prunes at depth 9 (two full back-and-forths)', () => {
    const text = 'w3/4/4/b3 b';
    const depths = [8, 9];
    const plain = depths.map((d) => refPerft(refParse(text), d));
    const drawn = depths.map((d) => refPerft(refParse(text), d, { repetition: 3 }));
    expect(drawn[0]).toBe(plain[0]);
    expect(drawn[1]).toBeLessThan(plain[1] ?? 0);
    expect(withOptions(text, { repetition: 3 }, depths)).toEqual(drawn);
  });

  it('repetition counts the history since the last capture only; the reference agrees from a capturing position', () => {
    const text = '1w2/wbw1/bbb1/1w2 b';
    for (const options of [{ repetition: 2 }, { repetition: 3 }, { maxPlies: 4 }, { maxPlies: 4, repetition: 2 }]) {
      expect(withOptions(text, options, [1, 2, 3, 4, 5, 6])).toEqual([1, 2, 3, 4, 5, 6].map((d) => refPerft(refParse(text), d, options)));
    }
  });
});

describe('perft arguments', () => {
  it('rejects depths that are not integers from 0 to 64', () => {
    for (const depth of [-1, 1.5, 65, Number.NaN]) {
      expect(thrownCode(() => perft(kono, kono.start(), depth))).toBe('argument/invalid');
    }
  });

  it('divide needs a depth of at least 1', () => {
    expect(thrownCode(() => divide(kono, kono.start(), 0))).toBe('argument/invalid');
  });
});
