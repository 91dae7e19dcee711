import type { Cursor, Evaluation, Game, Position, PositionKey } from '../core/game.js';
import type { DrawOptions } from '../core/options.js';
import type { Outcome, Player } from '../core/player.js';
import { shuffleFirst, type Random } from '../core/random.js';
import { cursorAt, type Bot, type Decision } from './bot.js';
import { functionSetting, positiveInteger, positiveNumber, readSettings } from '../core/read-settings.js';
import { ownPosition } from '../core/made.js';
import { now } from './clock.js';
import { readRandom, type RandomSource } from './random-source.js';
import { requireGame } from '../core/guards.js';

/**
 * The score of a won game in {@link alphaBeta}'s scale, less one per ply to its end, so a quicker
 * win scores higher and a later loss lower. Evaluations are clamped well inside it.
 */
export const WIN_SCORE = 1_000_000;

/** The deepest iteration {@link alphaBeta} runs. */
export const MAX_SEARCH_DEPTH = 64;

/**
 * The largest transposition table {@link alphaBeta} takes: 2^24 positions (the most a JavaScript
 * `Map`, which holds the keys, can hold in V8), whose entries alone (14 bytes each) take 235 MB.
 */
export const MAX_TABLE_SIZE = 1 << 24;

/** Settings of {@link alphaBeta}. Without `nodes` or `time`, `depth` defaults to 4. */
export interface AlphaBetaSettings<P> {
  /** The deepest iteration to run, in plies (default 4 with no other budget, else {@link MAX_SEARCH_DEPTH}). */
  readonly depth?: number;
  /** Stop deepening once this many nodes are visited (the first iteration always completes). */
  readonly nodes?: number;
  /** Stop deepening after this many milliseconds (the first iteration always completes). */
  readonly time?: number;
  /** The evaluation at the leaves (default: the game's own, `game.evaluate`). */
  readonly evaluate?: Evaluation<P>;
  /** The random source that shuffles the root moves, so equal moves vary with the seed (default: seed 0). */
  readonly random?: RandomSource;
  /**
   * The most positions the transposition table keeps before it starts afresh (default 2^18, at most
   * {@link MAX_TABLE_SIZE}; 14 bytes each plus the key map).
   */
  readonly tableSize?: number;
}

/** A result the search proved: the player to move wins or loses, in that many plies of best play. */
export interface ForcedResult {
  /** `win` or `loss`, for the player to move. */
  readonly result: 'win' | 'loss';
  /** Plies to the end of the game. */
  readonly plies: number;
}

/** What {@link alphaBeta} reports about its choice. */
export interface AlphaBetaDecision<M> extends Decision<M> {
  /** The score for the player to move: evaluation units, or about ±{@link WIN_SCORE} for a proven result. */
  readonly score: number;
  /** The proven result, when the search saw the game end on every line that matters. */
  readonly forced: ForcedResult | undefined;
  /** The depth of the last completed iteration. */
  readonly depth: number;
  /** The positions visited. */
  readonly nodes: number;
  /** The line the search expects, starting with the chosen move. */
  readonly principalVariation: readonly M[];
}

const EXACT = 0;
const LOWER = 1;
const UPPER = 2;
const PROVEN = WIN_SCORE - 10_000;
const EVAL_LIMIT = WIN_SCORE / 2;
const KILLER_BONUS = 1 << 29;
const TABLE_BONUS = 1 << 30;

/** Scores are stored relative to the node, so proven results stay right wherever they recur. */
const toTable = (score: number, ply: number): number => (score > PROVEN ? score + ply : score < -PROVEN ? score - ply : score);
const fromTable = (score: number, ply: number): number => (score > PROVEN ? score - ply : score < -PROVEN ? score + ply : score);

function terminalScore(over: Outcome, toMove: Player, ply: number): number {
  if (over.winner === null) return 0;
  return over.winner === toMove ? WIN_SCORE - ply : ply - WIN_SCORE;
}

/** The search proper: negamax alpha-beta with a transposition table, killer moves and a history table. */
class AlphaBetaSearch<P> {
  readonly #evaluate: Evaluation<P>;
  readonly #tableSize: number;
  // The transposition table: a slot per position key, its entry spread over typed arrays.
  readonly #slots = new Map<PositionKey, number>();
  readonly #entryDepth: Int8Array;
  readonly #entryFlag: Int8Array;
  readonly #entryScore: Float64Array;
  readonly #entryAction: Int32Array;
  readonly #history: Int32Array;
  readonly #killers = new Int32Array(2 * (MAX_SEARCH_DEPTH + 1)).fill(-1);
  readonly #moves: Int32Array[] = [];
  readonly #order: Int32Array[] = [];
  readonly #pv = new Int32Array((MAX_SEARCH_DEPTH + 1) * (MAX_SEARCH_DEPTH + 1));
  readonly #pvLength = new Int32Array(MAX_SEARCH_DEPTH + 1);
  #cursor!: Cursor<P>;
  #nodes = 0;
  #nodeLimit = Infinity;
  #deadline = Infinity;
  #bounded = false;
  #aborted = false;
  #tableCuts = true;

  constructor(actionCount: number, maxMoves: number, evaluate: Evaluation<P>, tableSize: number) {
    this.#evaluate = evaluate;
    this.#tableSize = tableSize;
    this.#entryDepth = new Int8Array(tableSize);
    this.#entryFlag = new Int8Array(tableSize);
    this.#entryScore = new Float64Array(tableSize);
    this.#entryAction = new Int32Array(tableSize);
    this.#history = new Int32Array(actionCount);
    for (let i = 0; i <= MAX_SEARCH_DEPTH; i++) {
      this.#moves.push(new Int32Array(maxMoves));
      this.#order.push(new Int32Array(maxMoves));
    }
  }

  get nodes(): number {
    return this.#nodes;
  }

  /** Runs iterative deepening from the cursor's position; returns the best root action and what backs it. */
  run(cursor: Cursor<P>, maxDepth: number, nodeLimit: number, deadline: number, random: Random, historyFree: boolean) {
    this.#cursor = cursor;
    this.#tableCuts = historyFree;
    this.#nodes = 0;
    this.#nodeLimit = nodeLimit;
    this.#deadline = deadline;
    this.#aborted = false;
    this.#killers.fill(-1);
    for (let i = 0; i < this.#history.length; i++) this.#history[i] = (this.#history[i] as number) >> 2;
    if (this.#slots.size >= this.#tableSize) this.#slots.clear();

    const root = new Int32Array(this.#moves[0] as Int32Array);
    const n = cursor.legalActions(root);
    shuffleFirst(root, n, random);
    let best = { action: root[0] as number, score: 0, depth: 0, pv: [root[0] as number] };
    for (let depth = 1; depth <= maxDepth; depth++) {
      // The first iteration always completes, so there is always a searched move to play.
      this.#bounded = depth > 1;
      const found = this.#root(root, n, depth);
      if (this.#aborted) break;
      best = { ...found, depth };
      // Bring the best move to the front: the next iteration searches it first.
      const at = root.indexOf(found.action);
      root.copyWithin(1, 0, at);
      root[0] = found.action;
      // A proof is final once the iteration is as deep as the proven line: no quicker one was missed.
      if (Math.abs(found.score) > PROVEN && WIN_SCORE - Math.abs(found.score) <= depth) break;
    }
    return best;
  }

  #root(root: Int32Array, n: number, depth: number) {
    const cursor = this.#cursor;
    let alpha = -Infinity;
    let bestAction = root[0] as number;
    this.#nodes++;
    for (let i = 0; i < n; i++) {
      const action = root[i] as number;
      cursor.playUnchecked(action);
      const score = -this.#negamax(depth - 1, -Infinity, -alpha, 1);
      cursor.undo();
      if (this.#aborted) break;
      if (score > alpha) {
        alpha = score;
        bestAction = action;
        this.#keepLine(0, action);
      }
    }
    const length = this.#pvLength[0] as number;
    return { action: bestAction, score: alpha, pv: Array.from(this.#pv.subarray(0, length)) };
  }

  /** Records `action` followed by the child's line as the line at `ply`. */
  #keepLine(ply: number, action: number): void {
    const pv = this.#pv;
    const row = ply * (MAX_SEARCH_DEPTH + 1);
    const childRow = row + MAX_SEARCH_DEPTH + 1;
    const childLength = this.#pvLength[ply + 1] as number;
    pv[row + ply] = action;
    for (let i = ply + 1; i < childLength; i++) pv[row + i] = pv[childRow + i] as number;
    this.#pvLength[ply] = Math.max(childLength, ply + 1);
  }

  #outOfBudget(): boolean {
    if (this.#bounded && (this.#nodes >= this.#nodeLimit || ((this.#nodes & 1023) === 0 && now() > this.#deadline))) this.#aborted = true;
    return this.#aborted;
  }

  #negamax(depth: number, alpha: number, beta: number, ply: number): number {
    this.#nodes++;
    this.#pvLength[ply] = ply;
    if (this.#outOfBudget()) return 0;
    const cursor = this.#cursor;
    if (depth === 0 || ply >= MAX_SEARCH_DEPTH) {
      const over = cursor.outcome();
      if (over !== undefined) return terminalScore(over, cursor.toMove(), ply);
      const score = this.#evaluate(cursor);
      return score > EVAL_LIMIT ? EVAL_LIMIT : score < -EVAL_LIMIT ? -EVAL_LIMIT : score;
    }
    const moves = this.#moves[ply] as Int32Array;
    const n = cursor.legalActions(moves);
    if (n === 0) return terminalScore(cursor.outcome() as Outcome, cursor.toMove(), ply);

    const key = cursor.positionKey();
    const slot = this.#slots.get(key);
    let tableAction = -1;
    if (slot !== undefined) {
      tableAction = this.#entryAction[slot] as number;
      if (this.#tableCuts && (this.#entryDepth[slot] as number) >= depth) {
        const score = fromTable(this.#entryScore[slot] as number, ply);
        const flag = this.#entryFlag[slot] as number;
        if (flag === EXACT || (flag === LOWER && score >= beta) || (flag === UPPER && score <= alpha)) return score;
      }
    }

    const order = this.#order[ply] as Int32Array;
    const history = this.#history;
    const killer0 = this.#killers[2 * ply] as number;
    const killer1 = this.#killers[2 * ply + 1] as number;
    for (let i = 0; i < n; i++) {
      const action = moves[i] as number;
      order[i] =
        action === tableAction ? TABLE_BONUS : action === killer0 || action === killer1 ? KILLER_BONUS : (history[action] as number);
    }

    const alphaBefore = alpha;
    let best = -Infinity;
    let bestAction = moves[0] as number;
    for (let i = 0; i < n; i++) {
      // Selection sort, one step a move: a cut-off often comes before the list is sorted.
      let pick = i;
      for (let j = i + 1; j < n; j++) if ((order[j] as number) > (order[pick] as number)) pick = j;
      const action = moves[pick] as number;
      moves[pick] = moves[i] as number;
      order[pick] = order[i] as number;
      moves[i] = action;

      cursor.playUnchecked(action);
      const score = -this.#negamax(depth - 1, -beta, -alpha, ply + 1);
      cursor.undo();
      if (this.#aborted) return 0;
      if (score > best) {
        best = score;
        bestAction = action;
        if (score > alpha) {
          alpha = score;
          this.#keepLine(ply, action);
          if (alpha >= beta) {
            if (action !== killer0) {
              this.#killers[2 * ply + 1] = killer0;
              this.#killers[2 * ply] = action;
            }
            history[action] = Math.min((history[action] as number) + depth * depth, KILLER_BONUS - 1);
            break;
          }
        }
      }
    }

    let at = slot;
    if (at === undefined && this.#slots.size < this.#tableSize) {
      at = this.#slots.size;
      this.#slots.set(key, at);
    }
    if (at !== undefined) {
      this.#entryDepth[at] = depth;
      this.#entryFlag[at] = best <= alphaBefore ? UPPER : best >= beta ? LOWER : EXACT;
      this.#entryScore[at] = toTable(best, ply);
      this.#entryAction[at] = bestAction;
    }
    return best;
  }
}

/**
 * An alpha-beta searcher: negamax with iterative deepening, a transposition table on the
 * position key, the best move of the previous iteration first, then killer moves and a history
 * table for move ordering; proven wins and losses are scored by their distance. It stops at
 * the depth, node or time budget, whichever comes first, and plays the best move of the last
 * completed iteration.
 *
 * The table is keyed on the position key alone, so where the past matters — the `maxPlies` or
 * `repetition` draw options, Jul-Gonu's J4 — it only orders moves and never cuts the search
 * short: proven results stay exact.
 *
 * @example
 * ```ts
 * import { kono } from 'ludicore';
 * import { alphaBeta } from 'ludicore/ai';
 * const bot = alphaBeta(kono, { depth: 4, random: 1 });
 * const start = kono.start();
 * const decision = bot.decide(start);
 * decision.depth; // → 4
 * decision.forced; // → undefined
 * decision.principalVariation.length; // → 4
 * kono.formatMove(start, decision.move); // → 'c1xc3'
 * ```
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a value that is not a game, unknown settings or a budget that is not a
 * positive number (depth, nodes and tableSize integers).
 */
export function alphaBeta<Id extends string, M, O>(
  game: Game<Id, M, O>,
  settings?: AlphaBetaSettings<Position<Id, O>>,
): Bot<Position<Id, O>, M, AlphaBetaDecision<M>> {
  const bot = 'alphaBeta';
  requireGame(game, bot);
  const known = readSettings(bot, settings, ['depth', 'nodes', 'time', 'evaluate', 'random', 'tableSize']);
  const nodes = positiveInteger(bot, 'nodes', known['nodes']);
  const time = positiveNumber(bot, 'time', known['time']);
  const depth =
    positiveInteger(bot, 'depth', known['depth'], MAX_SEARCH_DEPTH) ?? (nodes === undefined && time === undefined ? 4 : MAX_SEARCH_DEPTH);
  const tableSize = positiveInteger(bot, 'tableSize', known['tableSize'], MAX_TABLE_SIZE) ?? 1 << 18;
  const evaluate =
    functionSetting<Evaluation<Position<Id, O>>>(bot, 'evaluate', known['evaluate']) ?? ((c: Cursor<Position<Id, O>>) => game.evaluate(c));
  const random = readRandom(bot, known['random']);
  const search = new AlphaBetaSearch<Position<Id, O>>(game.actionCount, game.maxMoves, evaluate, tableSize);
  const held = {};
  const name = `alpha-beta (${[
    nodes === undefined && time === undefined ? `depth ${depth}` : depth < MAX_SEARCH_DEPTH ? `depth ${depth}` : '',
    nodes === undefined ? '' : `${nodes} nodes`,
    time === undefined ? '' : `${time} ms`,
  ]
    .filter((part) => part !== '')
    .join(', ')})`;

  const decide = (given: Position<Id, O>): AlphaBetaDecision<M> => {
    const started = now();
    const cursor = cursorAt(game, held, given);
    // Its history and options are read below: those of the checked copy the cursor searches from.
    const position = ownPosition(game, given);
    // Where the past matters (a draw by ply count or repetition, a no-repetition rule: the
    // position then keeps a history), equal keys need not mean equal values, and the table only
    // orders moves.
    const historyFree = !cursor.tracksHistory && (position.options as Partial<DrawOptions>).maxPlies === undefined;
    const found = search.run(cursor, depth, nodes ?? Infinity, time === undefined ? Infinity : started + time, random, historyFree);
    // An action stands for the same move in every position, so the root position decodes them all.
    const line = found.pv.map((action) => game.decodeMove(action));
    const proven = Math.abs(found.score) > PROVEN;
    return {
      move: game.decodeMove(found.action),
      action: found.action,
      score: found.score,
      forced: proven ? { result: found.score > 0 ? 'win' : 'loss', plies: WIN_SCORE - Math.abs(found.score) } : undefined,
      depth: found.depth,
      nodes: search.nodes,
      principalVariation: line,
      elapsedMs: now() - started,
    };
  };
  return Object.freeze({ name, chooseMove: (position: Position<Id, O>) => decide(position).move, decide });
}
