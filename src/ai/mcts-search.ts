// The search of `mcts`: iterations over a tree kept from move to move.
import type { Cursor, Evaluation, Position, PositionKey } from '../core/game.js';
import type { Outcome, Player } from '../core/player.js';
import { shuffleFirst, type Random } from '../core/random.js';
import { now } from './clock.js';
import { backUpMinimax, childValue, chooseChild, markProven, Node, selectChild, settle, valueFor } from './mcts-tree.js';

/** What the search is told to do, read from the bot's settings. */
export interface MctsConfig<P> {
  readonly iterations: number;
  readonly time: number;
  readonly exploration: number;
  readonly playoutPlies: number;
  readonly minimaxWeight: number;
  readonly reuseTree: boolean;
  readonly evaluate: Evaluation<P>;
  readonly evaluationScale: number;
  readonly random: Random;
}

/** A value the search proved, for the player to move. */
export interface MctsProof {
  /** `win`, `draw` or `loss`, for the player to move. */
  readonly result: 'win' | 'draw' | 'loss';
  /**
   * For a win or a loss, the plies within which the winner can end the game by the proof (the
   * quickest win and the slowest loss that the tree holds: at least the fewest with best play);
   * `undefined` for a draw.
   */
  readonly plies: number | undefined;
}

/** What one search found: the action to play and what backs it. */
export interface MctsFound {
  readonly action: number;
  readonly iterations: number;
  readonly reused: number;
  readonly visits: number;
  readonly value: number;
  readonly proven: MctsProof | undefined;
}

/** The plies of a playout played on the search's line and undone; a longer playout plays the rest without keeping them. */
const UNDONE_PLIES = 256;

/** How many iterations run between two looks at the clock. */
const CLOCK_EVERY = 8;

const opponent = (player: Player): Player => (player === 'black' ? 'white' : 'black');

/** The score of an outcome for `player`: 1 won, ½ drawn (or no outcome), 0 lost. */
const resultFor = (over: Outcome | undefined, player: Player): number =>
  over === undefined || over.winner === null ? 0.5 : over.winner === player ? 1 : 0;

/** The root's proven value for the player to move, if it is proven. */
function proofOf(root: Node): MctsProof | undefined {
  if (Number.isNaN(root.proven)) return undefined;
  const value = valueFor(root.proven, root.mover, root.chooser);
  return value === 0.5 ? { result: 'draw', plies: undefined } : { result: value === 1 ? 'win' : 'loss', plies: root.plies };
}

/**
 * Whether two positions are the same game state: board, ply, history and options (of a game's
 * own positions, whose options are flat records of plain values).
 */
function samePosition(a: Position, b: Position): boolean {
  if (a.board !== b.board || a.ply !== b.ply) return false;
  const [history, otherHistory] = [a.history, b.history];
  if (history.length !== otherHistory.length) return false;
  for (let i = 0; i < history.length; i++) if (history[i] !== otherHistory[i]) return false;
  const options = a.options as Readonly<Record<string, unknown>>;
  const others = b.options as Readonly<Record<string, unknown>>;
  const keys = Object.keys(options);
  return keys.length === Object.keys(others).length && keys.every((key) => options[key] === others[key]);
}

/**
 * Monte Carlo tree search from the cursor's position, with the tree of the previous search
 * when the position descends from it. Each iteration walks down by upper confidence bounds,
 * expands one node (evaluating every move from it), scores it (its backed-up evaluation, or a
 * playout) and carries the score, the evaluation and any proof back up.
 */
export class MctsSearch<P extends Position> {
  readonly #config: MctsConfig<P>;
  readonly #buffer: Int32Array;
  #cursor!: Cursor<P>;
  /** The last search's position, the action played there, and its tree (where trees are kept) with the index of that action. */
  #lastPosition: P | undefined;
  #lastAction = -1;
  #lastRoot: Node | undefined;
  #lastIndex = -1;
  /** The keys of the game's positions before the root that the bot has seen, for the repetition check. */
  #earlier = new Set<PositionKey>();
  /** Whether the last playout left the cursor at the root, with the line of the iteration gone. */
  #atRoot = false;

  constructor(config: MctsConfig<P>, maxMoves: number) {
    this.#config = config;
    this.#buffer = new Int32Array(maxMoves);
  }

  /** Searches the cursor's position (which is the game's `position`, not over) and returns the move to play. */
  run(cursor: Cursor<P>, position: P): MctsFound {
    this.#cursor = cursor;
    const config = this.#config;
    const started = now();
    const root = this.#rootFor(position);
    const reused = root.visits;
    const rootPosition = cursor.position();

    let iterations = 0;
    const timed = config.time !== Infinity;
    while (Number.isNaN(root.proven) && iterations < config.iterations) {
      if (timed && iterations > 0 && iterations % CLOCK_EVERY === 0 && now() - started >= config.time) break;
      iterations++;
      this.#iterate(root, rootPosition);
    }

    const index = chooseChild(root, config.minimaxWeight);
    const child = root.children[index];
    this.#lastPosition = rootPosition;
    this.#lastAction = root.actions[index] as number;
    this.#lastRoot = config.reuseTree ? root : undefined;
    this.#lastIndex = index;
    return {
      action: root.actions[index] as number,
      iterations,
      reused,
      visits: child === undefined ? 0 : child.visits,
      value: childValue(root, index, config.minimaxWeight),
      proven: proofOf(root),
    };
  }

  /**
   * The root for `position`, where the cursor stands: the node of the last search's tree that
   * holds it, if it is the position after the move played there or after that and one reply
   * (kept with its subtree and proofs); else a new node. The game's positions in between are
   * remembered for the repetition check either way; a position that does not descend so
   * starts the game afresh.
   */
  #rootFor(position: P): Node {
    const cursor = this.#cursor;
    const key = cursor.positionKey();
    const lastPosition = this.#lastPosition;
    let found: Node | undefined;
    let descends = false;
    if (lastPosition !== undefined) {
      cursor.reset(lastPosition);
      const seen = [cursor.positionKey()];
      const child = this.#lastRoot?.children[this.#lastIndex];
      // Listed at this position by the last search: playable unchecked.
      cursor.playUnchecked(this.#lastAction);
      if (this.#isAt(key, position)) {
        descends = true;
        found = child;
      } else {
        seen.push(cursor.positionKey());
        const buffer = this.#buffer;
        const count = cursor.legalActions(buffer);
        for (let i = 0; i < count && !descends; i++) {
          const reply = buffer[i] as number;
          cursor.playUnchecked(reply);
          if (this.#isAt(key, position)) {
            descends = true;
            found = child?.children[child.actions.indexOf(reply)];
          }
          cursor.undo();
        }
      }
      cursor.reset(position);
      if (descends) for (const k of seen) this.#earlier.add(k);
    }
    if (!descends) this.#earlier.clear();
    if (found === undefined || found.actions.length === 0) {
      const root = new Node(-1, null, opponent(cursor.toMove()), key);
      this.#expand(root);
      return root;
    }
    found.parent = null;
    found.repeated = false;
    return found;
  }

  /** Whether the cursor stands at `position`, whose key is `key` (the cheap test first). */
  #isAt(key: PositionKey, position: P): boolean {
    const cursor = this.#cursor;
    return cursor.positionKey() === key && samePosition(cursor.position(), position);
  }

  /**
   * Expands a node at the cursor's position (not over): lists its actions in a random order,
   * gives each its prior (the evaluation after it, or its exact result, the child then made and
   * proven at once), backs the evaluation up into the node and proves it if its children do.
   */
  #expand(node: Node): void {
    const cursor = this.#cursor;
    const { random, evaluate, evaluationScale } = this.#config;
    const buffer = this.#buffer;
    const count = cursor.legalActions(buffer);
    shuffleFirst(buffer, count, random);
    const chooser = cursor.toMove();
    const actions = buffer.slice(0, count);
    const priors = new Float64Array(count);
    node.actions = actions;
    node.priors = priors;
    node.children = new Array<Node | undefined>(count).fill(undefined);
    node.chooser = chooser;
    node.open = count;
    for (let i = 0; i < count; i++) {
      const action = actions[i] as number;
      cursor.playUnchecked(action);
      const over = cursor.outcome();
      if (over === undefined) {
        const chance = 1 / (1 + Math.exp(-evaluate(cursor) / evaluationScale));
        priors[i] = valueFor(chance, cursor.toMove(), chooser);
      } else {
        const exact = resultFor(over, chooser);
        priors[i] = exact;
        const child = new Node(action, node, chooser, cursor.positionKey());
        node.children[i] = child;
        markProven(child, exact, 0);
      }
      cursor.undo();
    }
    backUpMinimax(node);
    settle(node);
  }

  /** One iteration from the root, which the cursor stands at and returns to. */
  #iterate(root: Node, rootPosition: P): void {
    const cursor = this.#cursor;
    const { exploration, minimaxWeight, playoutPlies } = this.#config;
    let node = root;
    let depth = 0;
    let score: number;
    let proved = false;
    for (;;) {
      if (!Number.isNaN(node.proven)) {
        score = node.proven;
        break;
      }
      if (node.repeated) {
        score = 0.5;
        break;
      }
      if (node.actions.length === 0) {
        this.#expand(node);
        proved = !Number.isNaN(node.proven);
        if (proved) score = node.proven;
        else if (playoutPlies === 0) score = node.minimax;
        else {
          this.#buffer.set(node.actions);
          score = valueFor(this.#playout(node.actions.length, rootPosition), 'black', node.mover);
          if (this.#atRoot) depth = 0;
        }
        break;
      }
      const index = selectChild(node, exploration, minimaxWeight);
      const action = node.actions[index] as number;
      cursor.playUnchecked(action);
      depth++;
      let child = node.children[index];
      if (child === undefined) {
        child = new Node(action, node, node.chooser, cursor.positionKey());
        child.repeated = this.#repeats(child);
        node.children[index] = child;
      }
      node = child;
    }
    const blackScore = valueFor(score, node.mover, 'black');
    for (let at: Node | null = node; at !== null; at = at.parent) {
      at.visits++;
      at.total += valueFor(blackScore, 'black', at.mover);
      if (at !== node) {
        backUpMinimax(at);
        proved = proved && settle(at);
      }
    }
    for (; depth > 0; depth--) cursor.undo();
  }

  /** Whether a new node's position occurred before on its line, or earlier in the game. */
  #repeats(node: Node): boolean {
    const key = node.key;
    for (let at = node.parent; at !== null; at = at.parent) if (at.key === key) return true;
    return this.#earlier.has(key);
  }

  /**
   * The score for Black of a playout from the cursor's position, whose legal actions are in the
   * buffer already (`first` of them, more than 0): random moves for up to `playoutPlies` plies,
   * then the evaluation's winning chance; the result itself if the game ends. The cursor ends
   * where it began. The first {@link UNDONE_PLIES} plies are played and undone on the cursor's
   * line (the fast way, for short playouts); the rest, if any, are the cursor's own random
   * playout, which keeps no line, so that memory does not grow with `playoutPlies`: the cursor
   * is then reset to the root.
   */
  #playout(first: number, rootPosition: P): number {
    const cursor = this.#cursor;
    const { random, playoutPlies } = this.#config;
    const buffer = this.#buffer;
    let plies = 0;
    let score: number;
    this.#atRoot = false;
    for (let count = first; ; count = cursor.legalActions(buffer)) {
      if (count === 0) {
        score = resultFor(cursor.outcome(), 'black');
        break;
      }
      if (plies === playoutPlies) {
        score = this.#chance();
        break;
      }
      if (plies === UNDONE_PLIES) {
        // It draws as this loop does, random.int(count) once a ply: the same playout.
        cursor.playRandom(random, playoutPlies - plies);
        const over = cursor.outcome();
        score = over === undefined ? this.#chance() : resultFor(over, 'black');
        cursor.reset(rootPosition);
        this.#atRoot = true;
        return score;
      }
      cursor.playUnchecked(buffer[random.int(count)] as number);
      plies++;
    }
    for (; plies > 0; plies--) cursor.undo();
    return score;
  }

  /** The evaluation's winning chance for Black at the cursor's position. */
  #chance(): number {
    const { evaluate, evaluationScale } = this.#config;
    const cursor = this.#cursor;
    return valueFor(1 / (1 + Math.exp(-evaluate(cursor) / evaluationScale)), cursor.toMove(), 'black');
  }
}
