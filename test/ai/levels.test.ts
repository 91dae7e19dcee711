import { describe, expect, it } from 'vitest';
import { agon, gong, julgonu, kono, type AnyGame, type Position } from '../../src/index.js';
import { MAX_LEVEL, MIN_LEVEL, botForLevel, levelPlan } from '../../src/ai/index.js';
import { konoSolver, julGonuSolver, solve } from '../../src/solve/index.js';
import { thrown } from '../support/errors.js';

const GAMES: readonly AnyGame[] = [kono, julgonu, agon, gong];
const LEVELS = Array.from({ length: MAX_LEVEL - MIN_LEVEL + 1 }, (_, i) => MIN_LEVEL + i);

/** The moves a level plays against itself for `plies` plies from the start, in notation. */
function selfPlay(game: AnyGame, level: number, seed: number, plies: number): string[] {
  const bot = botForLevel(game, level, { random: seed });
  const moves: string[] = [];
  let position: Position = game.start({ maxPlies: 400 });
  for (let ply = 0; ply < plies && game.outcome(position) === undefined; ply++) {
    const move = bot.chooseMove(position);
    expect(game.isLegal(position, move)).toBe(true);
    moves.push(game.formatMove(position, move));
    position = game.play(position, move);
  }
  return moves;
}

describe('botForLevel', () => {
  it('levels rise in search and fall in random moves, for every game', () => {
    for (const game of GAMES) {
      const plans = LEVELS.map((level) => levelPlan(game, level));
      plans.forEach((plan, i) => {
        expect(plan.level).toBe(LEVELS[i]);
        expect(plan.randomMoves).toBeGreaterThanOrEqual(0);
        expect(plan.randomMoves).toBeLessThan(1);
        if (i === 0) return;
        const below = plans[i - 1]!;
        const searchRank = (p: typeof plan): number => (p.search === 'greedy' ? 0 : p.nodes);
        // Each level is at least as strong as the one below in both respects, and stronger in one.
        expect(searchRank(plan)).toBeGreaterThanOrEqual(searchRank(below));
        expect(plan.randomMoves).toBeLessThanOrEqual(below.randomMoves);
        expect(searchRank(plan) > searchRank(below) || plan.randomMoves < below.randomMoves).toBe(true);
      });
      expect(plans[0]!.randomMoves).toBeGreaterThan(0);
      expect(plans[MAX_LEVEL - 1]!.randomMoves).toBe(0);
    }
  });

  it("the large games' levels are one search with fewer random moves a level, under the largest search", () => {
    for (const game of [agon, gong]) {
      const plans = LEVELS.map((level) => levelPlan(game, level));
      const top = plans[MAX_LEVEL - 1]!;
      // The top level is the strongest configuration: the largest search, about 0.2 s a move.
      expect(top).toEqual({ level: MAX_LEVEL, search: 'alpha-beta', nodes: 250_000, randomMoves: 0 });
      const below = plans.slice(0, -1);
      // Below it, a search large enough that two of them without random moves draw each other...
      for (const plan of below) {
        expect(plan.search).toBe('alpha-beta');
        expect(plan.nodes).toBe(below[0]!.nodes);
        expect(plan.nodes).toBeGreaterThanOrEqual(10_000);
      }
      // ...so random moves alone make the steps: strictly fewer each level, some even at level 9.
      below.forEach((plan, i) => {
        if (i > 0) expect(plan.randomMoves).toBeLessThan(below[i - 1]!.randomMoves);
      });
      expect(below[below.length - 1]!.randomMoves).toBeGreaterThan(0);
      expect(plans[0]!.randomMoves).toBeGreaterThan(0.5);
    }
    // Gong's level 1 plays few enough random moves that its games end within the ply limit.
    expect(levelPlan(gong, MIN_LEVEL).randomMoves).toBeLessThan(0.8);
  });

  it('plays legal moves at every level, the same from the same seed', () => {
    for (const game of GAMES) {
      for (const level of [MIN_LEVEL, 5, 8]) {
        const line = selfPlay(game, level, 3, 10);
        expect(selfPlay(game, level, 3, 10)).toEqual(line);
      }
    }
  });

  it('reports its level and whether the move was one of its random ones', () => {
    const bot = botForLevel(julgonu, MIN_LEVEL, { random: 5 });
    const decisions = Array.from({ length: 40 }, () => bot.decide(julgonu.start()));
    expect(decisions.every((d) => d.level === MIN_LEVEL)).toBe(true);
    // Level 1 plays a random move at its plan's rate: some of each in 40 tries.
    expect(decisions.some((d) => d.randomMove)).toBe(true);
    expect(decisions.some((d) => !d.randomMove)).toBe(true);
    expect(botForLevel(julgonu, MAX_LEVEL).decide(julgonu.start()).randomMove).toBe(false);
  });

  it('plays perfectly at the top level where a solution covers the position, and searches elsewhere', () => {
    const table = solve(konoSolver, { maxPieces: 2 });
    const bot = botForLevel(kono, MAX_LEVEL, { random: 1, solution: table });
    const endgame = kono.parsePosition('b3/4/1w2/2w1 b');
    expect(table.covers(endgame)).toBe(true);
    const perfect = table.perfectMoves(endgame).map((move) => kono.formatMove(endgame, move));
    expect(perfect).toContain(kono.formatMove(endgame, bot.chooseMove(endgame)));
    // The start has more pieces than the table holds: the level's search plays it.
    expect(kono.isLegal(kono.start(), bot.chooseMove(kono.start()))).toBe(true);
  });

  it("refuses a level out of range or not an integer, a non-game, bad settings and another game's solution", () => {
    for (const level of [0, 11, 1.5, Number.NaN, '3', null, undefined]) {
      const error = thrown(() => botForLevel(kono, level as number));
      expect(error.code).toBe('argument/invalid');
      expect(error.message).toContain('level must be an integer from 1 to 10');
      expect(thrown(() => levelPlan(kono, level as number)).code).toBe('argument/invalid');
    }
    expect(thrown(() => botForLevel({} as AnyGame, 3)).message).toContain('botForLevel needs a game');
    expect(thrown(() => botForLevel(kono, 3, { depth: 3 } as never)).message).toContain('no setting "depth"');
    expect(thrown(() => botForLevel(kono, 3, { random: 1.5 })).message).toContain('random seed must be a safe integer');
    const other = solve(julGonuSolver, { maxPieces: 1 });
    expect(thrown(() => botForLevel(kono, MAX_LEVEL, { solution: other as never })).message).toContain(
      'solution must be a Solution of Four Field Kono',
    );
    expect(thrown(() => botForLevel(kono, 5).chooseMove(julgonu.start() as never)).code).toBe('argument/invalid');
  });
});
