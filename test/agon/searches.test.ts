import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom, perft, randomPlayouts, type Random } from '../../src/index.js';
import { agon, type AgonOptions, type AgonPosition } from '../../src/agon/index.js';
import { params } from '../support/fc.js';
import {
  countByMoves,
  kernelTally,
  moveLists,
  playByMoves,
  playedFrom,
  reparse,
  standing,
  type KernelTally,
} from '../support/move-by-move.js';
import { SETUPS, arbHistoricalText, arbPositionText, arbSeatText } from './helpers.js';

/*
 * The cursor's perft and random playouts on Agon's own functions (the last ply counted by
 * countAfter, from the state before each move) against perft and playouts written move by move
 * through the cursor's public moves, on positions of seeded random play from the starts, from
 * crowded boards (blocked pieces, captures), from boards at the seat of power (A7), from
 * walled-in boards (A9's pass) and from positions of the historical variant (AH1–AH6).
 */

const PASS = agon.encodeMove({ kind: 'pass' });

// Black walled in with displacement off, or with every piece held by White (reference.test.ts's A9 cases).
const WALLED: readonly (readonly [string, boolean])[] = [
  ['qG4/GG5/8/9/10/11/10/9/8/7/GGG2Q b gggggg -', false],
  ['qgG3/ggG4/GGG5/9/10/11/10/9/8/7/G4Q b ggg -', false],
  ['qgG3/ggG4/GGG5/9/10/11/10/9/8/7/G4Q w ggg -', false],
  ['6/7/8/9/10/GGGQGGG4/10/9/8/7/6 b qgggggg -', true],
];

const arbStart: fc.Arbitrary<AgonPosition> = fc.oneof(
  fc.tuple(fc.constantFrom(...SETUPS), fc.boolean()).map(([setup, displacementCapture]) => agon.start({ setup, displacementCapture })),
  fc.tuple(arbPositionText, fc.boolean()).map(([text, displacementCapture]) => agon.parsePosition(text, { displacementCapture })),
  arbSeatText.map((text) => agon.parsePosition(text)),
  fc.constantFrom(...WALLED).map(([text, displacementCapture]) => agon.parsePosition(text, { displacementCapture })),
  fc.constant(agon.start({ variant: 'historical' })),
  arbHistoricalText.map((text) => agon.parsePosition(text, { variant: 'historical' })),
);

/** A position after seeded random play from one of the starts: a few plies, or up to a late game. */
const arbPosition: fc.Arbitrary<AgonPosition> = fc
  .tuple(arbStart, fc.integer(), fc.oneof(fc.nat(6), fc.nat(800)))
  .map(([start, seed, plies]) => playedFrom(agon, start, seed, plies));

/** Counts from `position` after up to `ahead` seeded random plies into the cursor, both ways; returns both counts and the cursor's ply. */
function bothCounts(
  position: AgonPosition,
  depth: number,
  ahead: number,
  tally: KernelTally,
): { leaves: number; expected: number; ply: number } {
  const cursor = agon.cursor(position);
  playByMoves(cursor, createRandom(ahead), ahead, new Int32Array(agon.maxMoves), PASS, tally);
  const before = standing(agon, cursor);
  const expected = countByMoves(cursor, depth, moveLists(agon, depth), PASS, tally);
  const leaves = cursor.countLeaves(depth);
  expect(standing(agon, cursor)).toEqual(before);
  return { leaves, expected, ply: cursor.ply };
}

describe('Agon countLeaves', () => {
  it('equals perft move by move, from positions of seeded random play (passes and wins included)', () => {
    const tally = kernelTally();
    fc.assert(
      fc.property(arbPosition, fc.integer({ min: 1, max: 3 }), fc.nat(3), (position, depth, ahead) => {
        const { leaves, expected } = bothCounts(position, depth, ahead, tally);
        expect(leaves).toBe(expected);
      }),
      params(160),
    );
    // The lines met what the game's own functions must judge: A9's pass, A7's win and AH5's loss.
    expect(tally.passes).toBeGreaterThan(0);
    expect(tally.ends.get('seat-of-power') ?? 0).toBeGreaterThan(0);
  });

  it('equals perft move by move under maxPlies, the limit beyond the tree or inside it', () => {
    const tally = kernelTally();
    fc.assert(
      fc.property(
        arbPosition,
        fc.integer({ min: 1, max: 3 }),
        fc.nat(3),
        fc.integer({ min: 1, max: 6 }),
        (played, depth, ahead, maxPlies) => {
          const position = reparse(agon, played, { ...played.options, maxPlies });
          const { leaves, expected } = bothCounts(position, depth, ahead, tally);
          expect(leaves).toBe(expected);
        },
      ),
      params(120),
    );
    expect(tally.ends.get('max-plies') ?? 0).toBeGreaterThan(0);
  });

  it('equals perft move by move under the repetition draw', () => {
    const tally = kernelTally();
    fc.assert(
      fc.property(arbPosition, fc.integer({ min: 1, max: 2 }), (played, depth) => {
        const position = reparse(agon, played, { ...played.options, repetition: 2 });
        const { leaves, expected } = bothCounts(position, depth, 0, tally);
        expect(leaves).toBe(expected);
      }),
      params(40),
    );
  });

  it.each(WALLED)('equals perft move by move to depth 3 from %s, and seeded playouts from it end alike', (text, displacementCapture) => {
    const position = agon.parsePosition(text, { displacementCapture });
    const tally = kernelTally();
    for (let depth = 1; depth <= 3; depth++) {
      const { leaves, expected } = bothCounts(position, depth, 0, tally);
      expect(leaves).toBe(expected);
    }
    for (let seed = 1; seed <= 20; seed++) {
      const mine = agon.cursor(position);
      const theirs = agon.cursor(position);
      expect(mine.playRandom(createRandom(seed), 30)).toBe(
        playByMoves(theirs, createRandom(seed), 30, new Int32Array(agon.maxMoves), PASS, tally),
      );
      expect(standing(agon, mine)).toEqual(standing(agon, theirs));
    }
  });

  it('perft from the fixed start', () => {
    expect(perft(agon, agon.start(), 3)).toBe(4080);
  });
});

type Variant = 'plain' | 'maxPlies' | 'repetition';

/** The options of a playout variant, on a position's own options. */
function variantOptions(position: AgonPosition, variant: Variant, maxPlies: number): AgonOptions {
  if (variant === 'maxPlies') return { ...position.options, maxPlies };
  return variant === 'repetition' ? { ...position.options, repetition: 3 } : position.options;
}

describe('Agon playRandom', () => {
  it('plays the game a loop of legalActions and random.int plays, to the same end, and draws as many numbers', () => {
    const tally = kernelTally();
    const ends = new Map<string, number>();
    fc.assert(
      fc.property(
        arbPosition,
        fc.constantFrom<Variant>('plain', 'maxPlies', 'repetition'),
        fc.integer(),
        fc.oneof(fc.nat(10), fc.nat(1500)),
        fc.integer({ min: 1, max: 1200 }),
        fc.constantFrom(0, 0, 1, 3),
        (played, variant, seed, limit, maxPlies, ahead) => {
          const position = reparse(agon, played, variantOptions(played, variant, maxPlies));
          const mine = agon.cursor(position);
          const theirs = agon.cursor(position);
          // A few plies into both cursors first: the playout starts from the state at the cursor's depth.
          for (const cursor of [mine, theirs])
            playByMoves(cursor, createRandom(ahead), ahead, new Int32Array(agon.maxMoves), PASS, kernelTally());
          const randomMine = createRandom(seed);
          const randomTheirs = createRandom(seed);
          expect(mine.playRandom(randomMine, limit)).toBe(
            playByMoves(theirs, randomTheirs, limit, new Int32Array(agon.maxMoves), PASS, tally),
          );
          expect(standing(agon, mine)).toEqual(standing(agon, theirs));
          expect(randomMine.nextUint32()).toBe(randomTheirs.nextUint32());
          const reason = mine.outcome()?.reason ?? 'none';
          ends.set(reason, (ends.get(reason) ?? 0) + 1);
          // The state the playout leaves is whole: play on from it, and count from it.
          mine.playRandom(randomMine, 40);
          playByMoves(theirs, randomTheirs, 40, new Int32Array(agon.maxMoves), PASS, tally);
          expect(standing(agon, mine)).toEqual(standing(agon, theirs));
          expect(mine.countLeaves(2)).toBe(countByMoves(theirs, 2, moveLists(agon, 2), PASS, tally));
        },
      ),
      params(160),
    );
    expect(tally.passes).toBeGreaterThan(0);
    expect(ends.get('max-plies') ?? 0).toBeGreaterThan(0);
    expect(ends.get('seat-of-power') ?? 0).toBeGreaterThan(0);
  });

  it('randomPlayouts from the start are the same game for game', () => {
    const start = agon.start({ maxPlies: 300 });
    const summary = randomPlayouts(agon, start, 6, createRandom(5));
    const random = createRandom(5);
    const cursor = agon.cursor(start);
    let plies = 0;
    for (let g = 0; g < 6; g++) {
      cursor.reset(start);
      plies += playByMoves(cursor, random, 300, new Int32Array(agon.maxMoves), PASS, kernelTally());
    }
    expect(summary.plies).toBe(plies);
  });

  it('a Random that runs searches of its own while a playout runs changes nothing', () => {
    // Each number drawn first counts a tree and plays a game on other cursors, whose scratch states must stay apart.
    const busy = (seed: number): Random => {
      const inner = createRandom(seed);
      const side = agon.cursor(agon.start({ setup: 'classic' }));
      return {
        ...inner,
        int(n) {
          side.countLeaves(2);
          agon.cursor(agon.start()).playRandom(createRandom(n), 3);
          return inner.int(n);
        },
      };
    };
    const start = agon.start({ setup: 'placement' });
    const mine = agon.cursor(start);
    const theirs = agon.cursor(start);
    expect(mine.playRandom(busy(9), 200)).toBe(
      playByMoves(theirs, createRandom(9), 200, new Int32Array(agon.maxMoves), PASS, kernelTally()),
    );
    expect(standing(agon, mine)).toEqual(standing(agon, theirs));
  });
});
