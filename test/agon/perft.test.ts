import { describe, expect, it } from 'vitest';
import { divide, perft } from '../../src/index.js';
import { agon, type AgonOptions } from '../../src/agon/index.js';
import { thrownCode } from '../support/errors.js';
import { build, notations } from './helpers.js';
import { REF_STARTS, refApply, refGame, refMoves, refParse, refPerft, refPlay } from './reference.js';

interface Case {
  readonly what: string;
  readonly text: string;
  readonly options: AgonOptions;
  readonly counts: readonly number[];
}

const STARTS: readonly Case[] = [
  { what: 'fixed', text: REF_STARTS.fixed, options: {}, counts: [15, 225, 4080, 73984] },
  { what: 'classic', text: REF_STARTS.classic, options: { setup: 'classic' }, counts: [27, 729, 20290, 558996] },
  { what: 'placement', text: REF_STARTS.placement, options: { setup: 'placement' }, counts: [60, 3480, 146160, 5919480] },
  // The fixed setup's pieces are seven steps apart: nothing can be entered within four plies.
  {
    what: 'fixed, displacementCapture off',
    text: REF_STARTS.fixed,
    options: { displacementCapture: false },
    counts: [15, 225, 4080, 73984],
  },
  // The classic setup's are two steps apart (b1 and a2): from ply 2 on, entering an enemy's cell makes a difference.
  {
    what: 'classic, displacementCapture off',
    text: REF_STARTS.classic,
    options: { setup: 'classic', displacementCapture: false },
    counts: [27, 713, 19138, 505900],
  },
];

describe('perft from the start positions', () => {
  it.each(STARTS)('$what: $counts', ({ options, counts }) => {
    const start = agon.start(options);
    expect(counts.map((_, i) => perft(agon, start, i + 1))).toEqual(counts);
    expect(perft(agon, start, 0)).toBe(1);
  });

  it.each(STARTS)('$what: the pinned numbers are the reference’s, to depth 4', ({ text, options, counts }) => {
    const game = refGame(refParse(text, options.displacementCapture ?? true));
    expect(counts.map((_, i) => refPerft(game, i + 1))).toEqual(counts);
  });

  it('depth 2 by hand: the sides cannot reach each other, so every first move leaves White 15 (fixed) or 27 (classic)', () => {
    expect(divide(agon, agon.start(), 2).map((e) => e.nodes)).toEqual(new Array<number>(15).fill(15));
    expect(divide(agon, agon.start({ setup: 'classic' }), 2).map((e) => e.nodes)).toEqual(new Array<number>(27).fill(27));
  });

  it('depth 2 by hand for placement: 60 placements, then White’s 30 edge cells less the one taken, two kinds each', () => {
    expect(divide(agon, agon.start({ setup: 'placement' }), 2).map((e) => e.nodes)).toEqual(new Array<number>(60).fill(58));
  });
});

describe('perft from crafted positions', () => {
  const CRAFTED: readonly Case[] = [
    {
      // Pieces of both sides mingled round the center: captures of every kind one or two plies away.
      what: 'a crowded middle, Black to move',
      text: 'g5/7/8/5g3/4qG4/3gg1G4/3Q1Gg3/4Gg3/8/7/GG4 b - -',
      options: {},
      counts: [33, 901, 27754, 794733],
    },
    {
      what: 'the same, displacementCapture off',
      text: 'g5/7/8/5g3/4qG4/3gg1G4/3Q1Gg3/4Gg3/8/7/GG4 b - -',
      options: { displacementCapture: false },
      counts: [25, 535, 14421, 334378],
    },
    {
      // White holds a Black Guard: its first ply is one of 27 returns.
      what: 'a held piece, White to move',
      text: '6/7/8/5g3/4QG4/4g1Gg3/3q1Gg3/5g3/8/7/GGG3 w g -',
      options: {},
      counts: [27, 913, 21580, 689996],
    },
  ];

  it.each(CRAFTED)('$what: $counts, as the reference counts', ({ text, options, counts }) => {
    const pos = agon.parsePosition(text, options);
    expect(counts.map((_, i) => perft(agon, pos, i + 1))).toEqual(counts);
    const game = refGame(refParse(text, options.displacementCapture ?? true));
    expect(counts.slice(0, 3).map((_, i) => refPerft(game, i + 1))).toEqual(counts.slice(0, 3));
  });

  it('the held-piece position: the first ply is only returns of the Guard', () => {
    const pos = agon.parsePosition(CRAFTED[2]?.text ?? '');
    expect(notations(pos).every((m) => m.startsWith('G@'))).toBe(true);
  });

  it('a finished position has perft 1 at depth 0 and 0 beyond', () => {
    const won = agon.parsePosition(build({ f6: 'q', f7: 'g', g6: 'g', g5: 'g', f5: 'g', e5: 'g', e6: 'g' }, 'w'));
    expect([0, 1, 2, 3].map((d) => perft(agon, won, d))).toEqual([1, 0, 0, 0]);
  });

  it('a pass counts as a move: a walled-in Black has perft 1 at depth 1', () => {
    const text = 'qG4/GG5/8/9/10/11/10/9/8/7/GGG2Q b gggggg -';
    const pos = agon.parsePosition(text, { displacementCapture: false });
    expect(perft(agon, pos, 1)).toBe(1);
    expect([2, 3].map((d) => perft(agon, pos, d))).toEqual([2, 3].map((d) => refPerft(refGame(refParse(text, false)), d)));
  });

  it('a win ends its line: lines through the completing move stop there', () => {
    const text = build({ f6: 'q', f7: 'g', g6: 'g', g5: 'g', f5: 'g', e5: 'g', d6: 'g' });
    const entries = divide(agon, agon.parsePosition(text), 2);
    expect(entries.find((e) => e.notation === 'd6-e6')?.nodes).toBe(0);
    expect(entries.filter((e) => e.nodes === 0).map((e) => e.notation)).toEqual(['d6-e6']);
  });

  it('maxPlies cuts every line at its ply count', () => {
    const start = agon.start({ maxPlies: 2 });
    expect([1, 2, 3].map((d) => perft(agon, start, d))).toEqual([15, 225, 0]);
  });
});

describe('divide', () => {
  const positions: [string, AgonOptions][] = [
    [REF_STARTS.classic, {}],
    ['g5/7/8/5g3/4qG4/3gg1G4/3Q1Gg3/4Gg3/8/7/GG4 b - -', {}],
    ['g5/7/8/5g3/4qG4/3gg1G4/3Q1Gg3/4Gg3/8/7/GG4 b - -', { displacementCapture: false }],
    ['6/7/8/5g3/4QG4/4g1Gg3/3q1Gg3/5g3/8/7/GGG3 w g -', {}],
  ];

  it.each(positions)('from %s: one entry per legal move in order, each the reference’s count below it', (text, options) => {
    const pos = agon.parsePosition(text, options);
    const entries = divide(agon, pos, 3);
    expect(entries.map((e) => e.notation)).toEqual(notations(pos));
    expect(entries.map((e) => agon.formatMove(pos, e.move))).toEqual(notations(pos));
    expect(entries.reduce((sum, e) => sum + e.nodes, 0)).toBe(perft(agon, pos, 3));
    const game = refGame(refParse(text, options.displacementCapture ?? true));
    expect(entries.map((e) => e.nodes)).toEqual(refMoves(game).map((m) => refPerft(refPlay(game, m), 2)));
  });

  it('the crowded middle at depth 2, move by move', () => {
    const text = 'g5/7/8/5g3/4qG4/3gg1G4/3Q1Gg3/4Gg3/8/7/GG4 b - -';
    const ref = refParse(text);
    const entries = divide(agon, agon.parsePosition(text), 2);
    // Each entry is the number of White replies in the position after that move.
    expect(entries.map((e) => e.nodes)).toEqual(refMoves(refGame(ref)).map((m) => refMoves(refGame(refApply(ref, m))).length));
    expect(entries.some((e) => e.notation.includes('x'))).toBe(true);
  });

  it('at depth 1 every entry counts 1', () => {
    expect(divide(agon, agon.start({ setup: 'placement' }), 1).map((e) => e.nodes)).toEqual(new Array<number>(60).fill(1));
  });
});

describe('perft arguments', () => {
  it('rejects depths that are not integers from 0 to 64; divide needs at least 1', () => {
    for (const depth of [-1, 1.5, 65, Number.NaN]) expect(thrownCode(() => perft(agon, agon.start(), depth))).toBe('argument/invalid');
    expect(thrownCode(() => divide(agon, agon.start(), 0))).toBe('argument/invalid');
  });
});
