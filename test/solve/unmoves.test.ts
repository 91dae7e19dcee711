import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RetrogradeSpace } from '../../src/solve/index.js';
import { params } from '../support/fc.js';
import { arbMasks, JULGONU, KONO, masksOf, masksOfIndex, placements, popcount, ternaryIndex, textOf, type Subject } from './helpers.js';

/**
 * The predecessor relation of the solvers' spaces (the "unmoves" retrograde analysis walks back
 * along) against the game engine, which only knows how to play forwards: for every move p → c
 * the space lists p among the predecessors of c exactly once per such move, and lists nothing
 * else. Checked in the full spaces (every placement of up to 8 pieces a side for Kono, 4 for
 * Jul-Gonu) and in endgame spaces, where a predecessor with too many pieces must be left out.
 */

/** How many times each value occurs. */
function tally(values: Iterable<number>): Map<number, number> {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

/** The predecessors of `index`, read into a buffer of exactly the room the space announces (as retrograde does). */
function predecessorsOf(space: RetrogradeSpace, index: number): number[] {
  const out = new Int32Array(space.maxPredecessors);
  const n = space.predecessors(index, out);
  expect(n, `predecessors of ${index} overflow maxPredecessors`).toBeLessThanOrEqual(space.maxPredecessors);
  return Array.from(out.subarray(0, n));
}

function unmoveSuite<Id extends string, M, O>(subject: Subject<Id, M, O>, maxPiecesList: readonly number[]): void {
  const { game, solver, parse } = subject;
  /** The engine position of a mask position, Black to move. */
  const at = (own: number, enemy: number) => parse(textOf(own, enemy));
  /** The space indices of the children of a position, one entry per legal move. */
  const childIndices = (own: number, enemy: number): number[] => {
    const pos = at(own, enemy);
    return game.legalMoves(pos).map((m) => solver.indexOf(game.play(pos, m)));
  };

  describe(subject.name, () => {
    for (const maxPieces of maxPiecesList) {
      const space = solver.space(maxPieces);
      const label = `maxPieces ${maxPieces}`;

      it(`${label}: a position's index is its base-3 mask index, and its colour-swapped twin (White to move) has the same`, () => {
        fc.assert(
          fc.property(arbMasks(maxPieces), ({ own, enemy }) => {
            const black = at(own, enemy);
            const white = parse(textOf(own, enemy, 'w'));
            expect(game.toMove(white)).toBe('white');
            expect(masksOf(game, black)).toEqual({ own, enemy });
            expect(masksOf(game, white)).toEqual({ own, enemy });
            const index = ternaryIndex(own, enemy);
            expect(solver.indexOf(black)).toBe(index);
            expect(solver.indexOf(white)).toBe(index);
            expect(space.includes(index)).toBe(true);
            // The twins play alike: the same moves, to twin children.
            const blackMoves = game.legalMoves(black);
            expect(game.legalMoves(white).map((m) => game.formatMove(white, m))).toEqual(blackMoves.map((m) => game.formatMove(black, m)));
            for (const m of blackMoves) expect(solver.indexOf(game.play(white, m))).toBe(solver.indexOf(game.play(black, m)));
          }),
          params(300),
        );
      });

      it(`${label}: every move p → c lists p among the predecessors of c, as many times as such moves exist`, () => {
        fc.assert(
          fc.property(arbMasks(maxPieces), ({ own, enemy }) => {
            const p = ternaryIndex(own, enemy);
            for (const [c, moves] of tally(childIndices(own, enemy))) {
              // Moves never add pieces: the child is in the space too.
              expect(space.includes(c)).toBe(true);
              const listed = predecessorsOf(space, c).filter((q) => q === p).length;
              expect(listed, `${textOf(own, enemy)} → ${textOf(masksOfIndex(c).own, masksOfIndex(c).enemy)}`).toBe(moves);
            }
          }),
          params(1000),
        );
      });

      /** Every predecessor the space lists for `c` has exactly as many moves to `c` as it is listed. */
      const checkPredecessors = (c: number): void => {
        for (const [p, listed] of tally(predecessorsOf(space, c))) {
          expect(space.includes(p), `predecessor ${p} of ${c} is outside the space`).toBe(true);
          const { own, enemy } = masksOfIndex(p);
          expect(popcount(own) <= maxPieces && popcount(enemy) <= maxPieces).toBe(true);
          const moves = childIndices(own, enemy).filter((x) => x === c).length;
          const child = masksOfIndex(c);
          expect(moves, `${textOf(own, enemy)} listed ${listed}× before ${textOf(child.own, child.enemy)}`).toBe(listed);
        }
      };

      it(`${label}: every predecessor of a random position has exactly that many moves to it`, () => {
        fc.assert(
          fc.property(arbMasks(maxPieces), ({ own, enemy }) => checkPredecessors(ternaryIndex(own, enemy))),
          params(1000),
        );
      });

      it(`${label}: every predecessor of a position just reached by a move has exactly that many moves to it`, () => {
        // Children of random positions surely have predecessors, captures included.
        fc.assert(
          fc.property(arbMasks(maxPieces, 1), fc.nat(), ({ own, enemy }, pick) => {
            const children = childIndices(own, enemy);
            if (children.length > 0) checkPredecessors(children[pick % children.length] as number);
          }),
          params(600),
        );
      });
    }

    it('includes() accepts exactly the indices of placements within maxPieces', () => {
      const space = solver.space(2);
      expect(space.size).toBe(3 ** 16);
      expect([-1, 0.5, Number.NaN, space.size, space.size + 1].map((i) => space.includes(i))).toEqual([false, false, false, false, false]);
      fc.assert(
        fc.property(fc.nat(space.size - 1), (index) => {
          const { own, enemy } = masksOfIndex(index);
          expect(space.includes(index)).toBe(popcount(own) <= 2 && popcount(enemy) <= 2);
        }),
        params(2000),
      );
    });

    it("forEachPosition visits every placement once, with the engine's number of legal moves; 0 exactly where the mover has lost", () => {
      for (const maxPieces of [2, 3]) {
        const space = solver.space(maxPieces);
        const seen = new Uint8Array(space.size);
        let visited = 0;
        let revisited = 0;
        let checked = 0;
        space.forEachPosition((index, moves) => {
          if (seen[index] !== 0) revisited++;
          seen[index] = 1;
          visited++;
          // Every position of the small space; every 80th of the bigger one.
          if (maxPieces === 3 && visited % 80 !== 0) return;
          checked++;
          const { own, enemy } = masksOfIndex(index);
          expect(popcount(own) <= maxPieces && popcount(enemy) <= maxPieces).toBe(true);
          const pos = at(own, enemy);
          const where = textOf(own, enemy);
          expect(moves, where).toBe(game.legalMoves(pos).length);
          const outcome = game.outcome(pos);
          // The game ends only for a player to move who has lost (no draw rule is on).
          if (moves === 0) expect(outcome?.winner, where).toBe('white');
          else expect(outcome, where).toBeUndefined();
        });
        expect(revisited).toBe(0);
        expect(visited).toBe(placements(maxPieces));
        expect(checked).toBeGreaterThan(3000);
      }
    });
  });
}

unmoveSuite(KONO, [8, 3]);
unmoveSuite(JULGONU, [4, 2]);
