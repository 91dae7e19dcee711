/**
 * Bots for every game of the library, working through the `Game` contract alone: a random
 * player, a one-ply greedy player, an alpha-beta searcher and Monte Carlo tree search. Each
 * takes a seeded random source, so games between bots reproduce. They score positions with the
 * game's own evaluation (`game.evaluate`) unless given another. Beside them, observations for
 * learning code: a position as planes over the grid its board embeds into (`observation`,
 * `observationShape`) and its legal moves as a mask over the action indices (`legalActionMask`).
 * See `docs/ai.md`.
 *
 * @example
 * ```ts
 * import { kono } from 'ludicore/kono';
 * import { alphaBeta, mcts } from 'ludicore/ai';
 * const black = alphaBeta(kono, { depth: 3, random: 1 });
 * const white = mcts(kono, { iterations: 300, random: 2 });
 * let pos = kono.start({ maxPlies: 100 }); // a draw at ply 100, so that the game ends
 * while (!kono.outcome(pos)) pos = kono.play(pos, (kono.toMove(pos) === 'black' ? black : white).chooseMove(pos));
 * kono.outcome(pos) !== undefined; // → true
 * ```
 *
 * @module
 */
export type { Bot, Decision } from './bot.js';
export type { RandomSource } from './random-source.js';
export { randomBot, type RandomBotSettings } from './random-bot.js';
export { greedyBot, type GreedyBotSettings, type GreedyDecision } from './greedy.js';
export {
  alphaBeta,
  WIN_SCORE,
  MAX_SEARCH_DEPTH,
  MAX_TABLE_SIZE,
  type AlphaBetaSettings,
  type AlphaBetaDecision,
  type ForcedResult,
} from './alphabeta.js';
export { mcts, type MctsSettings, type MctsDecision } from './mcts.js';
export { botForLevel, levelPlan, MIN_LEVEL, MAX_LEVEL, type LevelPlan, type LevelSettings, type LevelDecision } from './levels.js';
export { fitRatings, type PairResults, type Rating, type RatingSettings, type RatingStep } from './ratings.js';
export { observation, observationShape, legalActionMask, type ObservationShape } from './observation.js';
export { learnedEvaluation, learnedWeights } from './learned-evaluation.js';
export { formatWeights, readWeights, WEIGHTS_FORMAT_VERSION, type Weights, type TrainingRecord } from './weights.js';
export { MAX_TUPLE_POINTS, NO_SYMMETRY, type FeatureLayout, type OffBoardFeature } from './features.js';
