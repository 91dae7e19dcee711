import type { Cursor, Evaluation, Game, Position } from '../core/game.js';
import { cursorAt, type Bot, type Decision } from './bot.js';
import {
  booleanSetting,
  countSetting,
  fractionSetting,
  functionSetting,
  positiveInteger,
  positiveNumber,
  readSettings,
} from '../core/read-settings.js';
import { now } from './clock.js';
import { MctsSearch, type MctsConfig } from './mcts-search.js';
import { readRandom, type RandomSource } from './random-source.js';
import { requireGame } from '../core/guards.js';

/** Settings of {@link mcts}. Without `time`, `iterations` defaults to 1,000. */
export interface MctsSettings<P> {
  /**
   * Iterations per move (default 1,000 with no time budget): time and memory linear in it (the
   * tree grows by one expanded node an iteration, which holds a prior for each of its moves).
   */
  readonly iterations?: number;
  /** Milliseconds per move; with `iterations` too, whichever ends first (at least one iteration runs). */
  readonly time?: number;
  /** The UCT exploration constant (default 0.25): the weight of a move's uncertainty against its value. */
  readonly exploration?: number;
  /**
   * Random plies a playout makes from each new node before it stops and asks the evaluation
   * (default 0: no playout, the node's evaluation backed up from its moves is its score); a
   * playout that reaches the end of the game scores the result itself. At most 1,000,000; a
   * playout's time is linear in it, its memory is not.
   */
  readonly playoutPlies?: number;
  /**
   * How much a move's value is its backed-up evaluation rather than its mean score, from 0 to 1
   * (default 0.8): each node keeps both, the mean of its iterations' scores and the best line's
   * evaluation backed up minimax-fashion (implicit minimax), and the search judges a move by
   * `(1 − w) · mean + w · minimax`.
   */
  readonly minimaxWeight?: number;
  /**
   * Whether to keep the tree from one move to the next (default true): when the position asked
   * about follows the last one searched by the move played there, or by that move and a reply,
   * the search goes on in that move's (or reply's) subtree, with its proofs.
   */
  readonly reuseTree?: boolean;
  /** The evaluation that scores positions (default: the game's own, `game.evaluate`). */
  readonly evaluate?: Evaluation<P>;
  /**
   * The evaluation score that counts as a 73 % winning chance: a score `s` becomes the chance
   * `1 / (1 + e^(-s / evaluationScale))` (default 1, about one piece of material).
   */
  readonly evaluationScale?: number;
  /** The random source for the order of equal moves and for playouts, or a seed for one (default: seed 0). */
  readonly random?: RandomSource;
}

/** What {@link mcts} reports about its choice. */
export interface MctsDecision<M> extends Decision<M> {
  /** Iterations run for this move (fewer than the budget once the result is proven; 0 when it was proven before any). */
  readonly iterations: number;
  /** Iterations of earlier searches kept in the tree for this position (0 without a kept tree). */
  readonly reused: number;
  /** Iterations through the chosen move, those of earlier moves' searches kept in the tree included. */
  readonly visits: number;
  /**
   * The chosen move's value for the mover, from 0 (lost) through ½ (drawn) to 1 (won): the
   * blend of its mean score and backed-up evaluation, or exactly 1, ½ or 0 once proven.
   */
  readonly value: number;
  /**
   * The position's value for the player to move once the search has proved it (`win`, `draw`
   * or `loss`; for a win or a loss, `plies`: within how many plies the winner ends the game by
   * the proof), else `undefined`.
   */
  readonly proven:
    | {
        /** `win`, `draw` or `loss`, for the player to move. */
        readonly result: 'win' | 'draw' | 'loss';
        /** For a win or a loss, within how many plies the winner ends the game by the proof; `undefined` for a draw. */
        readonly plies: number | undefined;
      }
    | undefined;
}

/**
 * Monte Carlo tree search with the UCT rule, the evaluation in the tree, and proofs. Each
 * iteration walks down the tree by upper confidence bounds and expands one node: every move
 * from it gets a prior, the evaluation after it turned into a winning chance (or the exact
 * result of a move that ends the game). The node is scored by the best of its moves' priors
 * (or by a random playout of `playoutPlies` plies, then the evaluation), and the score goes
 * back up the line into each node's mean while the best line's evaluation is backed up
 * minimax-fashion; a move is judged by a blend of the two (`minimaxWeight`).
 *
 * Wins, draws and losses that the tree proves are kept (MCTS-Solver, with draws and the plies
 * to the end): a proven loss is never chosen, and once the root's value is proven the search
 * stops. The move played is the quickest proven win if there is one, else the most visited
 * move not proven to lose (a proven draw instead if that move's value is below ½), else the
 * slowest loss. A position that repeats one before it on the line, or earlier in the game, is
 * scored as a draw, so a side that is ahead makes progress instead of going round in circles.
 * The tree is kept from move to move while the positions asked about follow each other.
 *
 * @example
 * ```ts
 * import { kono } from 'ludicore';
 * import { mcts } from 'ludicore/ai';
 * const bot = mcts(kono, { iterations: 500, random: 1 });
 * const decision = bot.decide(kono.start());
 * decision.iterations; // → 500
 * kono.formatMove(kono.start(), decision.move); // → 'd1xd3'
 *
 * // Black to move wins in five plies: the search proves it and stops.
 * const puzzle = kono.parsePosition('1b2/4/1bbw/b2w b');
 * const proof = mcts(kono, { iterations: 20_000 }).decide(puzzle);
 * proof.proven; // → { result: 'win', plies: 5 }
 * kono.formatMove(puzzle, proof.move); // → 'b2xd2'
 * ```
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a value that is not a game, unknown settings or a budget that is not a
 * positive number (`iterations` an integer), a `minimaxWeight` outside 0 to 1 or a `reuseTree` that is not a boolean.
 */
export function mcts<Id extends string, M, O>(
  game: Game<Id, M, O>,
  settings?: MctsSettings<Position<Id, O>>,
): Bot<Position<Id, O>, M, MctsDecision<M>> {
  const bot = 'mcts';
  requireGame(game, bot);
  const known = readSettings(bot, settings, [
    'iterations',
    'time',
    'exploration',
    'playoutPlies',
    'minimaxWeight',
    'reuseTree',
    'evaluate',
    'evaluationScale',
    'random',
  ]);
  const time = positiveNumber(bot, 'time', known['time']);
  const iterations = positiveInteger(bot, 'iterations', known['iterations']) ?? (time === undefined ? 1000 : Infinity);
  const config: MctsConfig<Position<Id, O>> = {
    iterations,
    time: time ?? Infinity,
    exploration: positiveNumber(bot, 'exploration', known['exploration']) ?? 0.25,
    playoutPlies: countSetting(bot, 'playoutPlies', known['playoutPlies']) ?? 0,
    minimaxWeight: fractionSetting(bot, 'minimaxWeight', known['minimaxWeight']) ?? 0.8,
    reuseTree: booleanSetting(bot, 'reuseTree', known['reuseTree']) ?? true,
    evaluate:
      functionSetting<Evaluation<Position<Id, O>>>(bot, 'evaluate', known['evaluate']) ??
      ((c: Cursor<Position<Id, O>>) => game.evaluate(c)),
    evaluationScale: positiveNumber(bot, 'evaluationScale', known['evaluationScale']) ?? 1,
    random: readRandom(bot, known['random']),
  };
  const held = {};
  const search = new MctsSearch<Position<Id, O>>(config, game.maxMoves);
  const budgets = [iterations === Infinity ? '' : `${iterations} iterations`, time === undefined ? '' : `${time} ms`];
  const name = `mcts (${budgets.filter((p) => p !== '').join(', ')})`;
  const decide = (position: Position<Id, O>): MctsDecision<M> => {
    const started = now();
    const cursor = cursorAt(game, held, position);
    const found = search.run(cursor, position);
    return { move: game.decodeMove(found.action), ...found, elapsedMs: now() - started };
  };
  return Object.freeze({ name, chooseMove: (position: Position<Id, O>) => decide(position).move, decide });
}
