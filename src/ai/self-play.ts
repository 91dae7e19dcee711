// One game of self-play and the temporal-difference update it teaches: the learner of a learned
// evaluation. Pure computation on the Game contract, so that it runs alike in the calling thread and
// on worker threads (ludicore/threads shares the games of a training step out among them).
import type { Cursor, Position } from '../core/game.js';
import type { Random } from '../core/random.js';
import type { FeatureSet } from './features.js';

/** How the games of self-play are played and learned from. */
export interface SelfPlaySettings {
  /** TD(λ)'s λ: how far back the final result reaches (0: each position learns from the next alone; 1: from the result). */
  readonly lambda: number;
  /** The chance that a move is chosen at random rather than by the evaluation (those moves teach nothing). */
  readonly exploration: number;
  /** Random moves at the start of each game, so that the games differ; they teach nothing. */
  readonly openingPlies: number;
  /** Plies after which a game is cut off: its last position then counts its own value. */
  readonly limit: number;
}

/**
 * What one game of self-play teaches: for each weight its positions had, the sum of their TD errors
 * (each position's error shared out equally among its features) and how many positions had it; and
 * how the game went. A training step adds these up over its games and moves each weight by the
 * learning rate times its mean error ({@link applyErrors}).
 */
export interface SelfPlayUpdate {
  /** The indices of the weights the game's positions had, in increasing order. */
  readonly indices: Int32Array;
  /** For each, the sum of the errors of the positions that had it. */
  readonly errors: Float64Array;
  /** For each, how many positions had it. */
  readonly counts: Int32Array;
  /** Plies played, the opening included. */
  readonly plies: number;
  /** The game's result for Black: 1 won, 0 lost, ½ drawn; `undefined` for a game cut off. */
  readonly blackScore: number | undefined;
}

/** The logistic function: an evaluation (in log-odds) as the chance of winning. */
export const winningChance = (value: number): number => 1 / (1 + Math.exp(-value));

/**
 * The self-play learner of one {@link FeatureSet}: its buffers are reused from game to game, so one
 * learner serves a worker's whole share of a training run.
 */
export class SelfPlayLearner {
  readonly #features: FeatureSet;
  readonly #moves: Int32Array;
  readonly #scratch: Int32Array;
  #cursor: Cursor<Position> | undefined;
  /** The features of each position of the game, one after another, and where each position's start. */
  #trail = new Int32Array(1 << 16);
  #starts: number[] = [];
  #chances: number[] = [];
  #explored: boolean[] = [];
  readonly #sum: Float64Array;
  readonly #count: Int32Array;
  readonly #touched: Int32Array;

  constructor(features: FeatureSet) {
    this.#features = features;
    this.#moves = new Int32Array(features.game.maxMoves);
    this.#scratch = new Int32Array(features.maxFeatures);
    this.#sum = new Float64Array(features.size);
    this.#count = new Int32Array(features.size);
    this.#touched = new Int32Array(features.size);
  }

  /** The chance that the player to move at the cursor wins, by the table of the weights. */
  #chance(cursor: Cursor<Position>, table: Float32Array): number {
    return winningChance(this.#features.value(cursor, table));
  }

  /** Keeps the features of the cursor's position on the trail. */
  #record(cursor: Cursor<Position>): void {
    const start = this.#starts.length === 0 ? 0 : (this.#starts[this.#starts.length - 1] as number);
    const n = this.#features.features(cursor, this.#scratch);
    if (start + n > this.#trail.length) {
      const longer = new Int32Array(2 * (start + n));
      longer.set(this.#trail);
      this.#trail = longer;
    }
    this.#trail.set(this.#scratch.subarray(0, n), start);
    this.#starts.push(start + n);
  }

  /**
   * Plays one game from `start` with the table of the weights ({@link FeatureSet.table}; each move the one whose position the evaluation
   * likes best for the mover, one ply ahead, but for the opening's and the explored ones) and
   * returns its TD(λ) errors: how far each position's value (as a winning chance) is from its
   * λ-return, the mix of the values of the positions after it and of the result that TD(λ) gives,
   * computed backwards from the end once the game is over.
   */
  play(start: Position, table: Float32Array, random: Random, settings: SelfPlaySettings): SelfPlayUpdate {
    const game = this.#features.game;
    let cursor = this.#cursor;
    if (cursor === undefined) this.#cursor = cursor = game.cursor(start);
    else cursor.reset(start);
    const moves = this.#moves;
    let plies = 0;
    while (plies < settings.openingPlies && plies < settings.limit && cursor.outcome() === undefined) {
      const n = cursor.legalActions(moves);
      cursor.playUnchecked(moves[random.int(n)] as number);
      plies++;
    }
    this.#starts = [];
    this.#chances = [];
    this.#explored = [];
    let over = cursor.outcome();
    while (over === undefined && plies < settings.limit) {
      this.#record(cursor);
      this.#chances.push(this.#chance(cursor, table));
      const n = cursor.legalActions(moves);
      const explore = random.next() < settings.exploration;
      let chosen = moves[random.int(n)] as number;
      if (!explore) {
        const mover = cursor.toMove();
        let best = -1;
        // Ties go to the first best from a random place in the list, so that equal moves vary.
        const offset = random.int(n);
        for (let k = 0; k < n; k++) {
          const action = moves[(k + offset) % n] as number;
          cursor.playUnchecked(action);
          const after = cursor.outcome();
          const score =
            after === undefined ? 1 - this.#chance(cursor, table) : after.winner === null ? 0.5 : after.winner === mover ? 1 : 0;
          cursor.undo();
          if (score > best) {
            best = score;
            chosen = action;
          }
        }
      }
      this.#explored.push(explore);
      cursor.playUnchecked(chosen);
      plies++;
      // The cursor's history need not grow with the game: start afresh from the position reached.
      if (cursor.depth >= 256) cursor.reset(cursor.position());
      over = cursor.outcome();
    }
    const mover = cursor.toMove();
    // The value of the last position for its mover: the result, or for a game cut off its own value.
    const last = over === undefined ? this.#chance(cursor, table) : over.winner === null ? 0.5 : over.winner === mover ? 1 : 0;
    const blackScore = over === undefined ? undefined : over.winner === null ? 0.5 : over.winner === 'black' ? 1 : 0;
    return { ...this.#errors(last, settings.lambda), plies, blackScore };
  }

  /**
   * The TD(λ) errors of the game just played, whose last position is worth `last` to its mover:
   * for each weight, the sum over the positions that have it of the position's error shared out
   * among its features, and the number of those positions.
   */
  #errors(last: number, lambda: number): { indices: Int32Array; errors: Float64Array; counts: Int32Array } {
    const sum = this.#sum;
    const count = this.#count;
    const touched = this.#touched;
    const { plus, minus } = this.#features;
    let touchedCount = 0;
    // Every move hands the turn over, so the position after a move is worth 1 − its value to the mover before it.
    let next = last;
    let target = last;
    for (let t = this.#chances.length - 1; t >= 0; t--) {
      const chance = this.#chances[t] as number;
      if (this.#explored[t] === true) {
        // A random move says nothing of the position before it: the return starts again from its value.
        target = chance;
      } else {
        target = (1 - lambda) * (1 - next) + lambda * (1 - target);
        const from = t === 0 ? 0 : (this.#starts[t - 1] as number);
        const to = this.#starts[t] as number;
        const error = target - chance;
        // Each feature's worth is one weight less another: the error raises the one and lowers the other.
        for (let i = from; i < to; i++) {
          const feature = this.#trail[i] as number;
          const add = plus[feature] as number;
          if (add >= 0) {
            if (count[add] === 0) touched[touchedCount++] = add;
            sum[add] = (sum[add] as number) + error;
            count[add] = (count[add] as number) + 1;
          }
          const take = minus[feature] as number;
          if (take >= 0) {
            if (count[take] === 0) touched[touchedCount++] = take;
            sum[take] = (sum[take] as number) - error;
            count[take] = (count[take] as number) + 1;
          }
        }
      }
      next = chance;
    }
    const indices = touched.slice(0, touchedCount).sort();
    const errors = new Float64Array(touchedCount);
    const counts = new Int32Array(touchedCount);
    for (let i = 0; i < touchedCount; i++) {
      const index = indices[i] as number;
      errors[i] = sum[index] as number;
      counts[i] = count[index] as number;
      sum[index] = 0;
      count[index] = 0;
    }
    return { indices, errors, counts };
  }
}

/**
 * Moves each weight of a training step's games by `learningRate` times its mean error, in `weights`
 * (rounded to 32-bit floats, as a weights file keeps them): `errors` and `counts` are the sums over
 * the step's games of their {@link SelfPlayUpdate}s, indexed by weight.
 */
export function applyErrors(weights: Float32Array, errors: Float64Array, counts: Int32Array, learningRate: number): void {
  for (let i = 0; i < weights.length; i++) {
    const n = counts[i] as number;
    if (n > 0) weights[i] = (weights[i] as number) + (learningRate * (errors[i] as number)) / Math.sqrt(n);
  }
}
