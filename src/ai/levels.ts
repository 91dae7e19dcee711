import { describeValue } from '../core/describe.js';
import { RulesError } from '../core/errors.js';
import type { Game, Position } from '../core/game.js';
import { requireGame } from '../core/guards.js';
import { readSettings } from '../core/read-settings.js';
import { perfectBot } from '../solve/perfect-bot.js';
import { Solution } from '../solve/solution.js';
import { alphaBeta } from './alphabeta.js';
import { cursorAt, type Bot, type Decision } from './bot.js';
import { now } from './clock.js';
import { greedyBot } from './greedy.js';
import { readRandom, type RandomSource } from './random-source.js';

/** The weakest level of {@link botForLevel}: a little better than random play. */
export const MIN_LEVEL = 1;

/** The strongest level of {@link botForLevel}: the strongest configuration the library has. */
export const MAX_LEVEL = 10;

/**
 * What a level of {@link botForLevel} plays: a search, and how often it plays a uniformly random
 * legal move instead. The weak levels are made weak by those random moves, the strong ones by a
 * larger search; each game has its own plan, measured so that each level is clearly stronger than
 * the one below (see `docs/ai.md`).
 */
export interface LevelPlan {
  /** The level, from {@link MIN_LEVEL} to {@link MAX_LEVEL}. */
  readonly level: number;
  /** `greedy` (one ply ahead, `greedyBot`) or `alpha-beta` (`alphaBeta` with a node budget). */
  readonly search: 'greedy' | 'alpha-beta';
  /** The alpha-beta node budget per move (0 for the greedy search). */
  readonly nodes: number;
  /** The chance, from 0 to 1, that a move is a uniformly random legal move instead of the search's. */
  readonly randomMoves: number;
}

type Step = readonly [search: LevelPlan['search'], nodes: number, randomMoves: number];

/** The node budget of the largest search a level plays, level 10 of the large games: about 0.2 s a move. */
const LARGEST_SEARCH = 250_000;

/**
 * A large game's plan: one search of `nodes` with these shares of random moves at levels 1 to 9,
 * and the largest search, with none, at level 10.
 */
function underTheLargestSearch(nodes: number, randomMoves: readonly number[]): readonly Step[] {
  return [...randomMoves.map((share): Step => ['alpha-beta', nodes, share]), ['alpha-beta', LARGEST_SEARCH, 0]];
}

/**
 * The plans by game id; a game of your own (from `defineGame`) gets `default`. They were tuned
 * with the ladder (`ludicore ladder`, docs/ai.md gives the measured ratings) towards steps of
 * 100 to 400 rating points. In the small games a search of a few thousand nodes plays nearly
 * perfectly, so their levels are mostly that search with fewer random moves a level. In the
 * large games, searches of every size draw each other (neither side can force the end), and
 * only random moves lose to them, so their levels are one search with fewer random moves a level
 * too, under the largest search. The default, for a game of your own, rises from a greedy player
 * with random moves to searches whose budgets grow about threefold a level.
 */
const PLANS: Readonly<Record<string, readonly Step[]>> = {
  // The small games: a search that plays them nearly perfectly, weakened by random moves.
  kono: [
    ['alpha-beta', 300, 0.93],
    ['alpha-beta', 300, 0.75],
    ['alpha-beta', 300, 0.55],
    ['alpha-beta', 300, 0.38],
    ['alpha-beta', 300, 0.22],
    ['alpha-beta', 300, 0.08],
    ['alpha-beta', 800, 0.04],
    ['alpha-beta', 1_500, 0.02],
    ['alpha-beta', 2_500, 0],
    ['alpha-beta', 8_000, 0],
  ],
  julgonu: [
    ['alpha-beta', 300, 0.95],
    ['alpha-beta', 300, 0.8],
    ['alpha-beta', 300, 0.63],
    ['alpha-beta', 300, 0.48],
    ['alpha-beta', 300, 0.36],
    ['alpha-beta', 300, 0.2],
    ['alpha-beta', 300, 0.07],
    ['alpha-beta', 500, 0.05],
    ['alpha-beta', 1_000, 0.01],
    ['alpha-beta', 16_000, 0],
  ],
  // Gong: level 1 stays below 80 % random moves: with more, neither side finishes a game within
  // the ladder's 200 plies (levels 1 and 2 drew 8 of their 10), so the lowest levels would draw
  // each other and measure alike.
  gong: underTheLargestSearch(30_000, [0.78, 0.68, 0.6, 0.52, 0.43, 0.32, 0.19, 0.08, 0.03]),
  // Agon: a search wins only against a level that plays many random moves, and needs most of
  // the ladder's 300 plies to do it.
  agon: underTheLargestSearch(10_000, [0.9, 0.75, 0.6, 0.45, 0.35, 0.25, 0.15, 0.07, 0.03]),
  // A game of your own: random moves at the bottom, then a search that grows a level.
  default: [
    ['greedy', 0, 0.9],
    ['greedy', 0, 0.7],
    ['greedy', 0, 0.5],
    ['greedy', 0, 0.3],
    ['greedy', 0, 0.15],
    ['greedy', 0, 0],
    ['alpha-beta', 3_000, 0],
    ['alpha-beta', 10_000, 0],
    ['alpha-beta', 30_000, 0],
    ['alpha-beta', LARGEST_SEARCH, 0],
  ],
};

/**
 * The plan of a level for a game: what {@link botForLevel} plays at that level.
 *
 * @example
 * ```ts
 * import { agon } from 'ludicore';
 * import { levelPlan } from 'ludicore/ai';
 * levelPlan(agon, 1).randomMoves; // → 0.9
 * levelPlan(agon, 10).nodes; // → 250000
 * ```
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a value that is not a
 *   game, or a level that is not an integer from {@link MIN_LEVEL} to {@link MAX_LEVEL}.
 */
export function levelPlan(game: Game<string, unknown, unknown>, level: number): LevelPlan {
  requireGame(game, 'levelPlan');
  checkLevel('levelPlan', level);
  const plan = PLANS[game.id] ?? PLANS['default'];
  const [search, nodes, randomMoves] = plan?.[level - 1] as Step;
  return { level, search, nodes, randomMoves };
}

function checkLevel(owner: string, level: unknown): asserts level is number {
  if (typeof level !== 'number' || !Number.isInteger(level) || level < MIN_LEVEL || level > MAX_LEVEL) {
    throw new RulesError(
      'argument/invalid',
      `${owner} level must be an integer from ${MIN_LEVEL} to ${MAX_LEVEL}, got ${describeValue(level)}`,
    );
  }
}

/** Settings of {@link botForLevel}. */
export interface LevelSettings<Id extends string, M, O> {
  /** The random source of every choice the bot makes, or a seed for one (default: seed 0). */
  readonly random?: RandomSource;
  /**
   * A solution of the game (`solve` or `loadTable` of `ludicore/solve`): at {@link MAX_LEVEL} the
   * bot then plays perfectly wherever the table covers the position, and searches elsewhere.
   */
  readonly solution?: Solution<Id, M, O>;
}

/** What a level's bot reports about its choice. */
export interface LevelDecision<M> extends Decision<M> {
  /** The level that chose. */
  readonly level: number;
  /** Whether the move is one of the level's random moves rather than its search's choice. */
  readonly randomMove: boolean;
}

/**
 * A bot of a given strength, from level {@link MIN_LEVEL} (a little better than random play)
 * to level {@link MAX_LEVEL} (the strongest configuration the library has: perfect play from a
 * solution where one is given, else its largest search). Each level follows its game's
 * {@link levelPlan}: a greedy or alpha-beta search with a node budget, and at the weak levels a
 * share of uniformly random moves. The budgets are in nodes, never time, so a level's games
 * replay exactly from its seed on any machine; `docs/ai.md` gives each level's measured rating
 * and time per move.
 *
 * @example
 * ```ts
 * import { kono } from 'ludicore';
 * import { botForLevel } from 'ludicore/ai';
 * const bot = botForLevel(kono, 5, { random: 1 });
 * bot.name; // → 'level 5'
 * const start = kono.start();
 * kono.isLegal(start, bot.chooseMove(start)); // → true
 * ```
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a value that is not a
 *   game, a level that is not an integer from {@link MIN_LEVEL} to {@link MAX_LEVEL}, unknown or
 *   malformed settings, or a solution of another game.
 */
export function botForLevel<Id extends string, M, O>(
  game: Game<Id, M, O>,
  level: number,
  settings?: LevelSettings<Id, M, O>,
): Bot<Position<Id, O>, M, LevelDecision<M>> {
  const owner = 'botForLevel';
  requireGame(game, owner);
  checkLevel(owner, level);
  const known = readSettings(owner, settings, ['random', 'solution']);
  const random = readRandom(owner, known['random']);
  const solution = known['solution'];
  if (solution !== undefined && !(solution instanceof Solution && solution.solver.game.id === game.id)) {
    throw new RulesError('argument/invalid', `${owner} solution must be a Solution of ${game.name}, got ${describeValue(solution)}`);
  }
  const plan = levelPlan(game, level);
  // Every part draws from the one source, so the bot's whole play follows from its seed.
  const searcher: Bot<Position<Id, O>, M> = plan.search === 'greedy'
    ? greedyBot(game, { random })
    : alphaBeta(game, { nodes: plan.nodes, random });
  const search =
    level === MAX_LEVEL && solution instanceof Solution
      ? perfectBot(solution as Solution<Id, M, O>, { random, fallback: searcher })
      : searcher;
  const held = {};
  const buffer = new Int32Array(game.maxMoves);
  const decide = (position: Position<Id, O>): LevelDecision<M> => {
    const started = now();
    // Checked first (a position of the game, not over), so that a refused one draws nothing.
    const cursor = cursorAt(game, held, position);
    if (plan.randomMoves > 0 && random.next() < plan.randomMoves) {
      const action = buffer[random.int(cursor.legalActions(buffer))] as number;
      return { move: game.decodeMove(action), action, level, randomMove: true, elapsedMs: now() - started };
    }
    const { move, action } = search.decide(position);
    return { move, action, level, randomMove: false, elapsedMs: now() - started };
  };
  return Object.freeze({ name: `level ${level}`, chooseMove: (position: Position<Id, O>) => decide(position).move, decide });
}
