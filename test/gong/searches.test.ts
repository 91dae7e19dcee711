import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom, perft, randomPlayouts, type Random } from '../../src/index.js';
import { gong, type GongOptions, type GongPosition } from '../../src/gong/index.js';
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
import { arbAnyText, arbCrowdedText, arbPlacementText } from './helpers.js';

/*
 * The cursor's perft and random playouts of Gong, run on the game's own functions (copy-make, the
 * last ply counted with countAfter), against perft and playouts written move by move through the
 * cursor's public moves, on positions of seeded random play from the start (placement,
 * the middle game, the Gon changing hands, passes, the end), from crowded boards (takes, toffs
 * and their choices of the pawn entering the Gon, jams), from boards during placement and from
 * boards where a player, or both, cannot move.
 */

const PASS = gong.encodeMove({ kind: 'pass' });

const EMPTY_RADIALS = Array.from({ length: 24 }, () => '13');
// Black's radials are a, c, e, …; a row lists a radial from ring 1 out (canmove.test.ts's positions).
const BLOCKED_PLACEMENT = Array.from({ length: 24 }, (_, r) => (r % 2 === 1 ? '13' : r < 14 ? '12b' : '12w')).join('/');
const CRAFTED: readonly string[] = [
  // c3xd3 is a toff (Black's own pawn on d2) where a1, Black's only ring-1 pawn, enters the empty Gon unnamed (G6).
  `-/b12/13/2b10/1bw10/${EMPTY_RADIALS.slice(4).join('/')} b 0 0`,
  // Black has a pawn to place and no free ring-13 point: the pass (G2).
  `-/${BLOCKED_PLACEMENT} b 1 0`,
  // A lone Black pawn on ring 1 between two White pawns, the Gon White's: the pass.
  `w/w12/b12/w12/${EMPTY_RADIALS.slice(3).join('/')} b 0 0`,
  // No pawn anywhere: neither side can move, a draw at once (G10).
  `-/${EMPTY_RADIALS.join('/')} b 0 0`,
];

const arbStart: fc.Arbitrary<GongPosition> = fc.oneof(
  fc.constantFrom<'black' | 'white'>('black', 'white').map((firstPlayer) => gong.start({ firstPlayer })),
  arbCrowdedText.map((text) => gong.parsePosition(text)),
  arbAnyText.map((text) => gong.parsePosition(text)),
  arbPlacementText.map((text) => gong.parsePosition(text)),
  fc.constantFrom(...CRAFTED).map((text) => gong.parsePosition(text)),
);

/** A position after seeded random play from one of the starts: a few plies, or up to a late game. */
const arbPosition: fc.Arbitrary<GongPosition> = fc
  .tuple(arbStart, fc.integer(), fc.oneof(fc.nat(6), fc.nat(1500)))
  .map(([start, seed, plies]) => playedFrom(gong, start, seed, plies));

/** Counts from `position` after up to `ahead` seeded random plies into the cursor, both ways; returns both counts and the cursor's ply. */
function bothCounts(
  position: GongPosition,
  depth: number,
  ahead: number,
  tally: KernelTally,
): { leaves: number; expected: number; ply: number } {
  const cursor = gong.cursor(position);
  playByMoves(cursor, createRandom(ahead), ahead, new Int32Array(gong.maxMoves), PASS, tally);
  const before = standing(gong, cursor);
  const expected = countByMoves(cursor, depth, moveLists(gong, depth), PASS, tally);
  const leaves = cursor.countLeaves(depth);
  expect(standing(gong, cursor)).toEqual(before);
  return { leaves, expected, ply: cursor.ply };
}

/** How many of a position's legal moves are toffs that name the pawn entering the Gon (G6). */
const toffChoices = (position: GongPosition): number =>
  gong.legalMoves(position).filter((m) => m.kind === 'sidestep' && m.toff !== null).length;

describe('Gong searches: countLeaves', () => {
  it('equals perft move by move, from positions of seeded random play (passes, toffs and the end included)', () => {
    const tally = kernelTally();
    let choices = 0;
    fc.assert(
      fc.property(arbPosition, fc.integer({ min: 1, max: 3 }), fc.nat(2), (position, depth, ahead) => {
        choices += toffChoices(position);
        const { leaves, expected } = bothCounts(position, depth, ahead, tally);
        expect(leaves).toBe(expected);
      }),
      params(150),
    );
    // The lines met what the searches must judge: passes, G9's win, G10's draw, and toffs with a choice.
    expect(tally.passes).toBeGreaterThan(0);
    expect(tally.ends.get('gon-occupied') ?? 0).toBeGreaterThan(0);
    expect(tally.ends.get('no-move-for-either') ?? 0).toBeGreaterThan(0);
    expect(choices).toBeGreaterThan(0);
  });

  it('equals perft move by move under maxPlies, with the limit beyond the tree and inside it', () => {
    const tally = kernelTally();
    let used = 0;
    fc.assert(
      fc.property(
        arbPosition,
        fc.integer({ min: 1, max: 3 }),
        fc.nat(3),
        fc.integer({ min: 1, max: 6 }),
        (played, depth, ahead, maxPlies) => {
          const position = reparse(gong, played, { ...played.options, maxPlies });
          const { leaves, expected, ply } = bothCounts(position, depth, ahead, tally);
          expect(leaves).toBe(expected);
          // The cursor counts on the game's functions straight exactly when no line can reach maxPlies inside the tree.
          if (ply + depth - 1 < maxPlies) used++;
        },
      ),
      params(100),
    );
    expect(used).toBeGreaterThan(0);
    expect(tally.ends.get('max-plies') ?? 0).toBeGreaterThan(0);
  });

  it('under the repetition draw (counted move by move by the cursor), the count is the same', () => {
    const tally = kernelTally();
    fc.assert(
      fc.property(arbPosition, fc.integer({ min: 1, max: 2 }), (played, depth) => {
        const position = reparse(gong, played, { ...played.options, repetition: 2 });
        const { leaves, expected } = bothCounts(position, depth, 0, tally);
        expect(leaves).toBe(expected);
      }),
      params(40),
    );
  });

  it.each(CRAFTED)('equals perft move by move to depth 3 from %s, and seeded playouts from it end alike', (text) => {
    const position = gong.parsePosition(text);
    const tally = kernelTally();
    for (let depth = 1; depth <= 3; depth++) {
      const { leaves, expected } = bothCounts(position, depth, 0, tally);
      expect(leaves).toBe(expected);
    }
    for (let seed = 1; seed <= 20; seed++) {
      const mine = gong.cursor(position);
      const theirs = gong.cursor(position);
      expect(mine.playRandom(createRandom(seed), 30)).toBe(
        playByMoves(theirs, createRandom(seed), 30, new Int32Array(gong.maxMoves), PASS, tally),
      );
      expect(standing(gong, mine)).toEqual(standing(gong, theirs));
    }
  });

  it('perft from the start', () => {
    expect(perft(gong, gong.start(), 3)).toBe(1584);
  });
});

type Variant = 'plain' | 'maxPlies' | 'repetition';

/** The options of a playout variant, on a position's own options. */
function variantOptions(position: GongPosition, variant: Variant, maxPlies: number): GongOptions {
  if (variant === 'maxPlies') return { ...position.options, maxPlies };
  return variant === 'repetition' ? { ...position.options, repetition: 3 } : position.options;
}

describe('Gong searches: playRandom', () => {
  it('plays the game a loop of legalActions and random.int plays, to the same end, and draws as many numbers', () => {
    const tally = kernelTally();
    const ends = new Map<string, number>();
    fc.assert(
      fc.property(
        arbPosition,
        fc.constantFrom<Variant>('plain', 'maxPlies', 'repetition'),
        fc.integer(),
        fc.oneof(fc.nat(10), fc.nat(2500)),
        fc.integer({ min: 1, max: 2000 }),
        fc.constantFrom(0, 0, 1, 3),
        (played, variant, seed, limit, maxPlies, ahead) => {
          const position = reparse(gong, played, variantOptions(played, variant, maxPlies));
          const mine = gong.cursor(position);
          const theirs = gong.cursor(position);
          // A few plies into both cursors first: the playout starts from the state at the cursor's depth.
          for (const cursor of [mine, theirs])
            playByMoves(cursor, createRandom(ahead), ahead, new Int32Array(gong.maxMoves), PASS, kernelTally());
          const randomMine = createRandom(seed);
          const randomTheirs = createRandom(seed);
          expect(mine.playRandom(randomMine, limit)).toBe(
            playByMoves(theirs, randomTheirs, limit, new Int32Array(gong.maxMoves), PASS, tally),
          );
          expect(standing(gong, mine)).toEqual(standing(gong, theirs));
          expect(randomMine.nextUint32()).toBe(randomTheirs.nextUint32());
          const reason = mine.outcome()?.reason ?? 'none';
          ends.set(reason, (ends.get(reason) ?? 0) + 1);
          // The state the playout leaves is whole: play on from it, and count from it.
          mine.playRandom(randomMine, 40);
          playByMoves(theirs, randomTheirs, 40, new Int32Array(gong.maxMoves), PASS, tally);
          expect(standing(gong, mine)).toEqual(standing(gong, theirs));
          expect(mine.countLeaves(2)).toBe(countByMoves(theirs, 2, moveLists(gong, 2), PASS, tally));
        },
      ),
      params(150),
    );
    expect(tally.passes).toBeGreaterThan(0);
    expect(ends.get('max-plies') ?? 0).toBeGreaterThan(0);
    expect(ends.get('gon-occupied') ?? 0).toBeGreaterThan(0);
    expect(ends.get('no-move-for-either') ?? 0).toBeGreaterThan(0);
  });

  it('randomPlayouts from the start are the same game for game', () => {
    const start = gong.start({ maxPlies: 2000 });
    const summary = randomPlayouts(gong, start, 6, createRandom(5));
    const random = createRandom(5);
    const cursor = gong.cursor(start);
    let plies = 0;
    for (let g = 0; g < 6; g++) {
      cursor.reset(start);
      plies += playByMoves(cursor, random, 2000, new Int32Array(gong.maxMoves), PASS, kernelTally());
    }
    expect(summary.plies).toBe(plies);
  });

  it('a Random that runs searches of its own while a playout runs changes nothing', () => {
    // Each number drawn first counts a tree and plays a game on other cursors, which the playout must keep apart.
    const busy = (seed: number): Random => {
      const inner = createRandom(seed);
      const side = gong.cursor(gong.start());
      return {
        ...inner,
        int(n) {
          side.countLeaves(2);
          gong.cursor(gong.start()).playRandom(createRandom(n), 3);
          return inner.int(n);
        },
      };
    };
    const start = gong.start();
    const mine = gong.cursor(start);
    const theirs = gong.cursor(start);
    expect(mine.playRandom(busy(9), 300)).toBe(
      playByMoves(theirs, createRandom(9), 300, new Int32Array(gong.maxMoves), PASS, kernelTally()),
    );
    expect(standing(gong, mine)).toEqual(standing(gong, theirs));
  });
});
