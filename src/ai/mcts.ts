import type { Cursor, Evaluation, Game, Position } from '../core/game.js';
import type { Outcome, Player } from '../core/player.js';
import type { Random } from '../core/random.js';
import { cursorAt, type Bot, type Decision } from './bot.js';
import { countSetting, functionSetting, positiveInteger, positiveNumber, readSettings } from '../core/read-settings.js';
import { now } from './clock.js';
import { readRandom, type RandomSource } from './random-source.js';

/** Settings of {@link mcts}. Without `time`, `iterations` defaults to 1,000. */
export interface MctsSettings<P> {
  /**
   * Iterations (playouts) per move (default 1,000 with no time budget): time and memory linear in
   * it (the tree grows by one node an iteration).
   */
  readonly iterations?: number;
  /** Milliseconds per move; with `iterations` too, whichever ends first (at least one iteration runs). */
  readonly time?: number;
  /** The UCT exploration constant (default 1). */
  readonly exploration?: number;
  /**
   * Random plies a playout makes before it stops and asks the evaluation (default 16); a playout
   * that reaches the end of the game scores the result itself. 0 scores each new node by the
   * evaluation alone. At most 1,000,000; a playout's time is linear in it, its memory is not.
   */
  readonly playoutPlies?: number;
  /** The evaluation that scores unfinished playouts (default: the game's own, `game.evaluate`). */
  readonly evaluate?: Evaluation<P>;
  /**
   * The evaluation score that counts as a 73 % winning chance: a score `s` becomes the chance
   * `1 / (1 + e^(-s / evaluationScale))` (default 1, about one piece of material).
   */
  readonly evaluationScale?: number;
  /** The random source for expansion and playouts, or a seed for one (default: seed 0). */
  readonly random?: RandomSource;
}

/** What {@link mcts} reports about its choice. */
export interface MctsDecision<M> extends Decision<M> {
  /** Iterations run (fewer than the budget once the result is proven). */
  readonly iterations: number;
  /** Playouts through the chosen move. */
  readonly visits: number;
  /** The chosen move's mean playout score for the mover, from 0 (lost) through ½ (drawn) to 1 (won); exactly 1 or 0 once proven. */
  readonly value: number;
}

/** The plies of a playout played on the search's line and undone; a longer playout plays the rest without keeping them. */
const UNDONE_PLIES = 256;

class Node {
  readonly children: Node[] = [];
  untried: Int32Array | null = null;
  untriedCount = 0;
  visits = 0;
  /** Sum of the playout scores for {@link Node.mover}. */
  total = 0;
  /** The exact score for the mover once the node is known to end the game, else NaN. */
  terminal = Number.NaN;
  /** 1 once the mover is proven to win from here with best play, 0 to lose, else NaN. */
  proven = Number.NaN;

  constructor(
    readonly action: number,
    readonly parent: Node | null,
    /** The player who played {@link Node.action}: whose score the node keeps. */
    readonly mover: Player,
  ) {}
}

interface MctsConfig<P> {
  readonly iterations: number;
  readonly time: number;
  readonly exploration: number;
  readonly playoutPlies: number;
  readonly evaluate: Evaluation<P>;
  readonly evaluationScale: number;
  readonly random: Random;
}

/** One search: builds a tree from the cursor's position and returns the move to play with what backs it. */
function search<P>(cursor: Cursor<P>, config: MctsConfig<P>, buffer: Int32Array) {
  const { random, exploration, playoutPlies, evaluate, evaluationScale } = config;
  const started = now();
  const toMove = cursor.toMove();
  const root = new Node(-1, null, toMove === 'black' ? 'white' : 'black');

  // A move that wins at once needs no search.
  const n = cursor.legalActions(buffer);
  const actions = buffer.slice(0, n);
  for (const action of actions) {
    cursor.playUnchecked(action);
    const over = cursor.outcome();
    cursor.undo();
    if (over !== undefined && over.winner === toMove) return { action, iterations: 0, visits: 0, value: 1 };
  }

  // The position searched, to go back to after a long playout.
  const rootPosition = cursor.position();
  /** The score for Black of an outcome (a draw, or none, scores ½). */
  const result = (over: Outcome | undefined): number =>
    over === undefined || over.winner === null ? 0.5 : over.winner === 'black' ? 1 : 0;
  /** The score for Black of the evaluation's winning chance at the cursor's position. */
  const chance = (): number => {
    const forMover = 1 / (1 + Math.exp(-evaluate(cursor) / evaluationScale));
    return cursor.toMove() === 'black' ? forMover : 1 - forMover;
  };
  /** Whether the last playout left the cursor at the root, with the line of the iteration gone. */
  let atRoot = false;
  /**
   * The score for Black of a playout from the cursor's position, whose legal actions are in the
   * buffer already (`count` of them, more than 0); the cursor ends where it began. The first
   * {@link UNDONE_PLIES} plies are played and undone on the cursor's line (the fast way, for
   * short playouts); the rest, if any, are the cursor's own random playout, which keeps no line,
   * so that memory does not grow with `playoutPlies`: the cursor is then reset to the root.
   */
  const playout = (first: number): number => {
    let plies = 0;
    atRoot = false;
    for (let count = first; ; count = cursor.legalActions(buffer)) {
      if (count === 0) return undo(plies, result(cursor.outcome()));
      if (plies === playoutPlies) return undo(plies, chance());
      if (plies === UNDONE_PLIES) {
        // It draws as this loop does, random.int(count) once a ply: the same playout.
        cursor.playRandom(random, playoutPlies - plies);
        const over = cursor.outcome();
        const score = over === undefined ? chance() : result(over);
        cursor.reset(rootPosition);
        atRoot = true;
        return score;
      }
      cursor.playUnchecked(buffer[random.int(count)] as number);
      plies++;
    }
  };
  /** Takes back `plies` plies and returns the score. */
  const undo = (plies: number, score: number): number => {
    for (; plies > 0; plies--) cursor.undo();
    return score;
  };

  let iterations = 0;
  const timed = config.time !== Infinity;
  while (iterations < config.iterations) {
    if (timed && iterations > 0 && (iterations & 31) === 0 && now() - started >= config.time) break;
    iterations++;
    let node = root;
    let depth = 0;
    let blackScore: number;
    for (;;) {
      const known = Number.isNaN(node.proven) ? node.terminal : node.proven;
      if (!Number.isNaN(known)) {
        blackScore = node.mover === 'black' ? known : 1 - known;
        break;
      }
      if (node.untried === null) {
        const count = cursor.legalActions(buffer);
        if (count === 0) {
          const over = cursor.outcome();
          node.terminal = over === undefined || over.winner === null ? 0.5 : over.winner === node.mover ? 1 : 0;
          if (node.terminal !== 0.5) node.proven = node.terminal;
          continue;
        }
        node.untried = buffer.slice(0, count);
        node.untriedCount = count;
      }
      if (node.untriedCount > 0) {
        const pick = random.int(node.untriedCount);
        const untried = node.untried;
        const action = untried[pick] as number;
        untried[pick] = untried[--node.untriedCount] as number;
        const child = new Node(action, node, cursor.toMove());
        node.children.push(child);
        cursor.playUnchecked(action);
        depth++;
        node = child;
        const count = cursor.legalActions(buffer);
        if (count > 0) {
          blackScore = playout(count);
          if (atRoot) depth = 0;
          break;
        }
        // The move ends the game: the next pass round the loop scores it exactly, and proves it.
        continue;
      }
      node = selectChild(node, exploration);
      cursor.playUnchecked(node.action);
      depth++;
    }
    for (let at: Node | null = node; at !== null; at = at.parent) {
      at.visits++;
      at.total += at.mover === 'black' ? blackScore : 1 - blackScore;
      prove(at);
    }
    for (; depth > 0; depth--) cursor.undo();
    if (!Number.isNaN(root.proven)) break;
  }

  // A proven win first; else the most visited move not proven to lose (if there is one).
  let best = root.children[0] as Node;
  const rank = (child: Node): number => (child.proven === 1 ? 2 : child.proven === 0 ? 0 : 1);
  for (const child of root.children) {
    const better = rank(child) - rank(best) || child.visits - best.visits || child.total - best.total;
    if (better > 0) best = child;
  }
  const value = Number.isNaN(best.proven) ? (best.visits === 0 ? 0.5 : best.total / best.visits) : best.proven;
  return { action: best.action, iterations, visits: best.visits, value };
}

/**
 * Proves a node's parent from it (MCTS-Solver): a move proven to win for the player who makes
 * it proves the parent lost for its own mover; once every move of a fully expanded parent is
 * proven to lose, the parent is proven won.
 */
function prove(node: Node): void {
  const parent = node.parent;
  if (parent === null || !Number.isNaN(parent.proven)) return;
  if (node.proven === 1) {
    parent.proven = 0;
  } else if (node.proven === 0 && parent.untriedCount === 0 && parent.children.every((child) => child.proven === 0)) {
    parent.proven = 1;
  }
}

/** The child with the highest upper confidence bound (UCT); a proven win at once, a proven loss never while there is another. */
function selectChild(node: Node, exploration: number): Node {
  const logVisits = Math.log(node.visits);
  let best = node.children[0] as Node;
  let bestBound = -Infinity;
  for (const child of node.children) {
    if (child.proven === 1) return child;
    if (child.proven === 0) continue;
    const bound = child.total / child.visits + exploration * Math.sqrt(logVisits / child.visits);
    if (bound > bestBound) {
      bestBound = bound;
      best = child;
    }
  }
  return best;
}

/**
 * Monte Carlo tree search with the UCT rule. Each iteration walks the tree by upper confidence
 * bounds, adds one new move, and scores it by a playout: random moves for up to `playoutPlies`
 * plies, then the evaluation turned into a winning chance (a playout that ends the game scores
 * 1, ½ or 0). Passes are moves like any other, draws score ½, and a move that wins at once is
 * played without searching. Wins and losses proven in the tree are kept (MCTS-Solver): a
 * proven win is always followed, a proven loss avoided. The move played is a proven win if
 * there is one, else the most visited move not proven to lose.
 *
 * @example
 * ```ts
 * import { kono } from 'ludicore';
 * import { mcts } from 'ludicore/ai';
 * const bot = mcts(kono, { iterations: 500, random: 1 });
 * const decision = bot.decide(kono.start());
 * decision.iterations; // → 500
 * kono.formatMove(kono.start(), decision.move); // → 'a1xa3'
 * ```
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for unknown settings or a budget that is not a
 * positive number (`iterations` an integer).
 */
export function mcts<Id extends string, M, O>(
  game: Game<Id, M, O>,
  settings?: MctsSettings<Position<Id, O>>,
): Bot<Position<Id, O>, M, MctsDecision<M>> {
  const bot = 'mcts';
  const known = readSettings(bot, settings, ['iterations', 'time', 'exploration', 'playoutPlies', 'evaluate', 'evaluationScale', 'random']);
  const time = positiveNumber(bot, 'time', known['time']);
  const iterations = positiveInteger(bot, 'iterations', known['iterations']) ?? (time === undefined ? 1000 : Infinity);
  const config: MctsConfig<Position<Id, O>> = {
    iterations,
    time: time ?? Infinity,
    exploration: positiveNumber(bot, 'exploration', known['exploration']) ?? 1,
    playoutPlies: countSetting(bot, 'playoutPlies', known['playoutPlies']) ?? 16,
    evaluate:
      functionSetting<Evaluation<Position<Id, O>>>(bot, 'evaluate', known['evaluate']) ??
      ((c: Cursor<Position<Id, O>>) => game.evaluate(c)),
    evaluationScale: positiveNumber(bot, 'evaluationScale', known['evaluationScale']) ?? 1,
    random: readRandom(bot, known['random']),
  };
  const held = {};
  const buffer = new Int32Array(game.maxMoves);
  const budgets = [iterations === Infinity ? '' : `${iterations} iterations`, time === undefined ? '' : `${time} ms`];
  const name = `mcts (${budgets.filter((p) => p !== '').join(', ')})`;
  const decide = (position: Position<Id, O>): MctsDecision<M> => {
    const started = now();
    const cursor = cursorAt(game, held, position);
    const found = search(cursor, config, buffer);
    return { move: game.decodeMove(found.action), ...found, elapsedMs: now() - started };
  };
  return Object.freeze({ name, chooseMove: (position: Position<Id, O>) => decide(position).move, decide });
}
