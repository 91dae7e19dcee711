// The tree of Monte Carlo tree search: its nodes, what a node knows of its position's value
// (the mean of its iterations, the backed-up evaluation, a proof), and the rules that carry
// that knowledge from children to parents.
import type { PositionKey } from '../core/game.js';
import type { Player } from '../core/player.js';

/**
 * A position of the tree, reached from the root by its ancestors' actions: the tree is keyed by
 * the line, not by the position, so that rules that look at the past (a draw by repetition or
 * by ply count, a no-repetition rule) judge every node as they judge the line.
 */
export class Node {
  /** The legal actions of the node's position, in the (shuffled) order the search meets them; empty until expanded. */
  actions: Int32Array = NO_ACTIONS;
  /**
   * For each action, the winning chance of the player to move here after it, from the
   * evaluation (the exact 1, ½ or 0 where the action ends the game): what the search assumes
   * of a move until it visits it.
   */
  priors: Float64Array = NO_PRIORS;
  /** The children visited (or proven at expansion), by the index of their action; the others are undefined. */
  children: (Node | undefined)[] = [];
  /** The player to move at the node's position, once expanded. */
  chooser: Player = 'black';
  /** Children not proven yet: once 0, the node's own value follows from theirs. */
  open = 0;
  visits = 0;
  /** Sum of the iterations' scores for {@link Node.mover}. */
  total = 0;
  /** The best line's evaluation backed up minimax-fashion from the leaves, as a chance for the mover. */
  minimax = 0.5;
  /** 1 once the mover is proven to win from here with best play, ½ to draw, 0 to lose, else NaN. */
  proven = Number.NaN;
  /** Plies to the end of the game along the proof (the quickest win, the slowest loss), once proven. */
  plies = 0;
  /**
   * Whether the position repeats one before it on the line (the game's earlier positions
   * included): counted as a draw and searched no further, so that a side ahead makes progress
   * instead of going round in circles. Never a proof: the rules may not call it a draw.
   */
  repeated = false;

  constructor(
    readonly action: number,
    public parent: Node | null,
    /** The player who played {@link Node.action}: whose score the node keeps. */
    readonly mover: Player,
    /** The position's key, for the repetition check. */
    readonly key: PositionKey,
  ) {}

  /** Whether the node's value is exact: proven, or a repetition. */
  get settled(): boolean {
    return this.repeated || !Number.isNaN(this.proven);
  }
}

const NO_ACTIONS = new Int32Array(0);
const NO_PRIORS = new Float64Array(0);

/** A value for `to` from a value for `from`: the same if they are the same player, else its complement. */
export const valueFor = (value: number, from: Player, to: Player): number => (from === to ? value : 1 - value);

/** What a child is worth to its chooser: its proof, ½ for a repetition, else the blend of its mean and its backed-up evaluation. */
export function childValue(node: Node, index: number, minimaxWeight: number): number {
  const child = node.children[index];
  if (child === undefined) return node.priors[index] as number;
  if (!Number.isNaN(child.proven)) return child.proven;
  if (child.repeated || child.visits === 0) return child.repeated ? 0.5 : child.minimax;
  return (1 - minimaxWeight) * (child.total / child.visits) + minimaxWeight * child.minimax;
}

/** The best of a node's children for its chooser by their backed-up evaluations (proofs and repetitions as they are). */
function bestMinimax(node: Node): number {
  const { children, priors } = node;
  let best = 0;
  for (let i = 0; i < priors.length; i++) {
    const child = children[i];
    const value =
      child === undefined ? (priors[i] as number) : !Number.isNaN(child.proven) ? child.proven : child.repeated ? 0.5 : child.minimax;
    if (value > best) best = value;
  }
  return best;
}

/** Sets a node's backed-up evaluation from its children's (implicit minimax). */
export function backUpMinimax(node: Node): void {
  if (node.priors.length > 0) node.minimax = valueFor(bestMinimax(node), node.chooser, node.mover);
}

/** Records a proof: the mover's value and the plies to the end; the parent has one open child fewer. */
export function markProven(node: Node, value: number, plies: number): void {
  node.proven = value;
  node.plies = plies;
  if (node.parent !== null) node.parent.open--;
}

/**
 * Proves an expanded node from its children where they decide it (MCTS-Solver, with draws): a
 * child its chooser wins proves the node won for the chooser (in the plies of the quickest such
 * child, one more); once every child is proven, the node's value is the best of theirs (a draw,
 * or a loss in the plies of the slowest, one more). Returns whether the node is now proven.
 */
export function settle(node: Node): boolean {
  if (!Number.isNaN(node.proven)) return true;
  const { children } = node;
  let quickestWin = Infinity;
  for (const child of children) if (child !== undefined && child.proven === 1 && child.plies < quickestWin) quickestWin = child.plies;
  if (quickestWin < Infinity) {
    markProven(node, valueFor(1, node.chooser, node.mover), quickestWin + 1);
    return true;
  }
  if (node.open > 0) return false;
  let best = 0;
  let slowest = 0;
  for (const child of children) {
    const value = (child as Node).proven;
    if (value > best) best = value;
    slowest = Math.max(slowest, (child as Node).plies);
  }
  markProven(node, valueFor(best, node.chooser, node.mover), best === 0 ? slowest + 1 : 0);
  return true;
}

/**
 * The index of the child to descend to: the highest upper confidence bound, each child's value
 * its {@link childValue} (its prior until visited), its bonus `exploration · √(ln N / (n + 1))`,
 * none for a child whose value is exact (proven, or a repetition). Children proven lost are
 * never chosen while another is not.
 */
export function selectChild(node: Node, exploration: number, minimaxWeight: number): number {
  const logVisits = Math.log(node.visits + 1);
  const { children } = node;
  let best = -1;
  let bestBound = -Infinity;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    if (child !== undefined && child.proven === 0) continue;
    // A settled child's value is exact: visiting it again teaches nothing, so it gets no bonus.
    const bonus = child === undefined ? Math.sqrt(logVisits) : child.settled ? 0 : Math.sqrt(logVisits / (child.visits + 1));
    const bound = childValue(node, i, minimaxWeight) + exploration * bonus;
    if (bound > bestBound) {
      bestBound = bound;
      best = i;
    }
  }
  return best;
}

/** A node's mean score for its mover (½ before its first visit). */
const mean = (node: Node): number => (node.visits === 0 ? 0.5 : node.total / node.visits);

/**
 * The index of the root's child to play: the quickest proven win; else the most visited child
 * not proven lost (its value breaking ties), unless its value is below ½ and a child is a
 * proven draw, which is then played (the best-scoring of them); else, every child lost, the
 * slowest loss.
 */
export function chooseChild(root: Node, minimaxWeight: number): number {
  const { children } = root;
  let win = -1;
  let draw = -1;
  let open = -1;
  let loss = -1;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    const proven = child === undefined ? Number.NaN : child.proven;
    if (proven === 1) {
      if (win < 0 || (child as Node).plies < (children[win] as Node).plies) win = i;
    } else if (proven === 0.5) {
      // Among drawn moves, the one whose iterations went best: the opponent may yet go wrong.
      if (draw < 0 || mean(child as Node) > mean(children[draw] as Node)) draw = i;
    } else if (proven === 0) {
      if (loss < 0 || (child as Node).plies > (children[loss] as Node).plies) loss = i;
    } else if (open < 0) {
      open = i;
    } else {
      const visits = child === undefined ? 0 : child.visits;
      const bestVisits = children[open]?.visits ?? 0;
      if (visits > bestVisits || (visits === bestVisits && childValue(root, i, minimaxWeight) > childValue(root, open, minimaxWeight))) {
        open = i;
      }
    }
  }
  if (win >= 0) return win;
  if (open >= 0 && (draw < 0 || childValue(root, open, minimaxWeight) >= 0.5)) return open;
  if (draw >= 0) return draw;
  return loss;
}
