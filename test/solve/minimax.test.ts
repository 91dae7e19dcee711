import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cursor, Game, Position } from '../../src/index.js';
import { konoReducedToOneSolver, solve, solveJulGonu, solveKono, type PositionValue, type Solution } from '../../src/solve/index.js';
import { params } from '../support/fc.js';
import {
  arbMasks,
  checkAgainstChildren,
  JULGONU,
  KONO,
  KONO_REDUCED_TO_ONE,
  masksOfIndex,
  placements,
  textOf,
  type Subject,
} from './helpers.js';

/**
 * The solver against an independent exhaustive search over the game engine (its cursor), on
 * endgames small enough to search: a position is won in exactly d plies (d odd) when the mover
 * can force a win within d plies but not within d - 2, lost in exactly d (d even) when the
 * opponent can force a win within d plies but not within d - 2; a position decided beyond the
 * search horizon, or drawn, is neither within it. And the table against itself through the engine:
 * each value follows from its children's (one step of minimax), and perfectMoves are exactly the
 * moves to the children that keep the value.
 */

/** Depth-limited win/loss search with a transposition table, the engine as the only source of rules. */
class Search<Id extends string, M, O> {
  readonly #game: Game<Id, M, O>;
  readonly #memo = new Map<number, boolean>();
  readonly #buffers: Int32Array[] = [];

  constructor(game: Game<Id, M, O>) {
    this.#game = game;
  }

  /** With `plies` odd: the mover can force a win within `plies`. With `plies` even: the opponent can. */
  #decided(cursor: Cursor<Position<Id, O>>, plies: number): boolean {
    const key = Number(cursor.positionKey()) * 32 + plies;
    const known = this.#memo.get(key);
    if (known !== undefined) return known;
    const depth = cursor.depth;
    const moves = (this.#buffers[depth] ??= new Int32Array(this.#game.maxMoves));
    const n = cursor.legalActions(moves);
    let result: boolean;
    if (n === 0) {
      // The game is over: only ever lost for the mover (no draw rule is on).
      const outcome = cursor.outcome();
      expect(outcome).toBeDefined();
      expect(outcome?.winner).not.toBe(cursor.toMove());
      result = plies % 2 === 0;
    } else if (plies === 0) {
      result = false;
    } else if (plies % 2 === 1) {
      // A win: some move leaves the opponent lost within plies - 1.
      result = false;
      for (let i = 0; i < n && !result; i++) {
        cursor.play(moves[i] as number);
        result = this.#decided(cursor, plies - 1);
        cursor.undo();
      }
    } else {
      // A loss: every move leaves the opponent a win within plies - 1.
      result = true;
      for (let i = 0; i < n && result; i++) {
        cursor.play(moves[i] as number);
        result = this.#decided(cursor, plies - 1);
        cursor.undo();
      }
    }
    this.#memo.set(key, result);
    return result;
  }

  /** The exact value of a position as far as the search sees: decided in at most `horizon` plies, or `beyond`. */
  value(pos: Position<Id, O>, horizon: number): PositionValue | 'beyond' {
    const cursor = this.#game.cursor(pos);
    for (let plies = 0; plies <= horizon; plies++) {
      if (this.#decided(cursor, plies)) return { result: plies % 2 === 1 ? 'win' : 'loss', plies };
    }
    return 'beyond';
  }
}

/** What the search should find for a solved value within `horizon`. */
const expected = (v: PositionValue, horizon: number): PositionValue | 'beyond' =>
  v.plies !== undefined && v.plies <= horizon ? v : 'beyond';

/** Stats of the solved endgames: pinned, and cross-checked below (every value follows from its children's). */
const PINNED = {
  kono: {
    1: { positions: 273, wins: 16, losses: 17, draws: 240, longestWin: 1 },
    2: { positions: 14793, wins: 184, losses: 141, draws: 14468, longestWin: 1 },
    3: { positions: 277993, wins: 27192, losses: 12705, draws: 238096, longestWin: 63 },
  },
  konoReducedToOne: {
    1: { positions: 273, wins: 0, losses: 273, draws: 0, longestWin: 0 },
    2: { positions: 14793, wins: 2256, losses: 2089, draws: 10448, longestWin: 3 },
    3: { positions: 277993, wins: 29440, losses: 14725, draws: 233828, longestWin: 45 },
  },
  julgonu: {
    1: { positions: 273, wins: 0, losses: 273, draws: 0, longestWin: 0 },
    2: { positions: 14793, wins: 2824, losses: 2161, draws: 9808, longestWin: 9 },
    3: { positions: 277993, wins: 102232, losses: 56093, draws: 119668, longestWin: 53 },
  },
} as const;

function minimaxSuite<Id extends string, M, O>(
  subject: Subject<Id, M, O>,
  solveWith: (maxPieces: number) => Solution<Id, M, O>,
  pinned: Record<1 | 2 | 3, object>,
): void {
  const { game, parse, solver } = subject;
  const tables = new Map<number, Solution<Id, M, O>>();
  const tableOf = (maxPieces: number): Solution<Id, M, O> => {
    let table = tables.get(maxPieces);
    if (table === undefined) {
      table = solveWith(maxPieces);
      tables.set(maxPieces, table);
    }
    return table;
  };

  describe(subject.name, () => {
    it.each([1, 2, 3] as const)('maxPieces %i: stats pinned, summing to the number of placements', (maxPieces) => {
      const { stats } = tableOf(maxPieces);
      expect(stats).toEqual(pinned[maxPieces]);
      expect(stats.wins + stats.losses + stats.draws).toBe(stats.positions);
      expect(stats.positions).toBe(placements(maxPieces));
      expect(tableOf(maxPieces).maxPieces).toBe(maxPieces);
    });

    it('maxPieces 2: every position agrees with exhaustive search, with its children and with its twin; the stats count the values', () => {
      const table = tableOf(2);
      const search = new Search(game);
      // Every decided position of this endgame is within the horizon; draws are no win for either side within it.
      const horizon = Math.max(9, table.stats.longestWin + 3);
      const counts = { positions: 0, wins: 0, losses: 0, draws: 0, longestWin: 0 };
      solver.space(2).forEachPosition((index) => {
        const { own, enemy } = masksOfIndex(index);
        const pos = parse(textOf(own, enemy));
        const value = checkAgainstChildren(subject, table, pos);
        expect(search.value(pos, horizon), textOf(own, enemy)).toEqual(expected(value, horizon));
        expect(table.value(parse(textOf(own, enemy, 'w')))).toEqual(value);
        counts.positions++;
        if (value.result === 'win') {
          counts.wins++;
          counts.longestWin = Math.max(counts.longestWin, value.plies as number);
        } else if (value.result === 'loss') counts.losses++;
        else counts.draws++;
      });
      expect(counts).toEqual(table.stats);
    });

    it('maxPieces 3: random positions agree with exhaustive search to 7 plies, with their children and with their twins', () => {
      const table = tableOf(3);
      const search = new Search(game);
      const horizon = 7;
      const seen = { decided: 0, beyond: 0 };
      fc.assert(
        fc.property(arbMasks(3), ({ own, enemy }) => {
          const pos = parse(textOf(own, enemy));
          const value = checkAgainstChildren(subject, table, pos);
          const want = expected(value, horizon);
          expect(search.value(pos, horizon), textOf(own, enemy)).toEqual(want);
          expect(table.value(parse(textOf(own, enemy, 'w')))).toEqual(value);
          seen[want === 'beyond' ? 'beyond' : 'decided']++;
        }),
        params(1000),
      );
      // Both kinds occur often enough to mean something.
      expect(seen.decided).toBeGreaterThan(50);
      expect(seen.beyond).toBeGreaterThan(50);
    });

    it('maxPieces 3: positions decided within 7 plies, found along perfect lines, agree with exhaustive search', () => {
      // Random positions are mostly drawn or far from the end: walk perfect lines towards the end instead.
      const table = tableOf(3);
      const search = new Search(game);
      const horizon = 7;
      const distances = new Set<number>();
      fc.assert(
        fc.property(arbMasks(3, 1), fc.array(fc.nat(), { minLength: 60, maxLength: 60 }), ({ own, enemy }, picks) => {
          let pos = parse(textOf(own, enemy));
          if (table.value(pos).result === 'draw') return;
          for (const pick of picks) {
            const value = table.value(pos);
            if ((value.plies as number) <= horizon) {
              expect(search.value(pos, horizon), game.formatPosition(pos)).toEqual(value);
              distances.add(value.plies as number);
            }
            const perfect = table.perfectMoves(pos);
            if (perfect.length === 0) break;
            pos = game.play(pos, perfect[pick % perfect.length] as M);
          }
        }),
        params(300),
      );
      expect([...distances].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    });

    it('maxPieces 3: drawn positions are no forced win for either side within 9 plies', () => {
      const table = tableOf(3);
      const search = new Search(game);
      let draws = 0;
      fc.assert(
        fc.property(arbMasks(3, 2), ({ own, enemy }) => {
          const pos = parse(textOf(own, enemy));
          if (table.value(pos).result !== 'draw') return;
          draws++;
          expect(search.value(pos, 9), textOf(own, enemy)).toBe('beyond');
        }),
        params(400),
      );
      expect(draws).toBeGreaterThan(100);
    });
  });
}

minimaxSuite(KONO, (maxPieces) => solveKono({ maxPieces }), PINNED.kono);
// K6: the same search, the engine under reducedToOne the only source of rules.
minimaxSuite(KONO_REDUCED_TO_ONE, (maxPieces) => solve(konoReducedToOneSolver, { maxPieces }), PINNED.konoReducedToOne);
minimaxSuite(JULGONU, (maxPieces) => solveJulGonu({ maxPieces }), PINNED.julgonu);
