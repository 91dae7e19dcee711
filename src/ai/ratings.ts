import { describeValue } from '../core/describe.js';
import { RulesError } from '../core/errors.js';
import { readSettings } from '../core/read-settings.js';

/** The results of the games between two players, as {@link fitRatings} takes them. */
export interface PairResults {
  /** The index of one player in the list of players. */
  readonly first: number;
  /** The index of the other. */
  readonly second: number;
  /** Games `first` won. */
  readonly firstWins: number;
  /** Games `second` won. */
  readonly secondWins: number;
  /** Games drawn (each counts half a win to each player). */
  readonly draws: number;
}

/** A player's fitted rating. */
export interface Rating {
  /** The player's index. */
  readonly player: number;
  /** The rating, in Elo points: 0 for the anchor, 400 more is ten times the odds. */
  readonly rating: number;
  /** The low end of its 95 % confidence interval (the anchor's is exact: 0 to 0). */
  readonly low: number;
  /** The high end of its 95 % confidence interval. */
  readonly high: number;
  /** The rating's difference from the previous player's, with its own 95 % interval (`undefined` for player 0). */
  readonly step: RatingStep | undefined;
}

/** The difference between a player's rating and the previous player's ({@link Rating.step}). */
export interface RatingStep {
  /** The difference, in Elo points. */
  readonly difference: number;
  /** The low end of its 95 % confidence interval. */
  readonly low: number;
  /** The high end of its 95 % confidence interval. */
  readonly high: number;
}

/** Settings of {@link fitRatings}. */
export interface RatingSettings {
  /** The player whose rating is fixed at 0 (default 0). */
  readonly anchor?: number;
  /**
   * Virtual draws added to every pair that played (default 1): they keep a rating finite when a
   * player won every game, and weigh little against real games.
   */
  readonly priorDraws?: number;
}

const Z95 = 1.959963984540054;
const ELO = Math.LN10 / 400;

/**
 * Fits ratings to game results by maximum likelihood in the Bradley–Terry model: player `i`
 * beats player `j` with chance `1 / (1 + 10^((r_j - r_i) / 400))`, a draw counting half a win to
 * each. Newton's method finds the ratings; their 95 % confidence intervals, and those of the
 * steps between consecutive players, come from the curvature of the likelihood (the Fisher
 * information) at the fit.
 *
 * @example
 * ```ts
 * import { fitRatings } from 'ludicore/ai';
 * const ratings = fitRatings(2, [{ first: 0, second: 1, firstWins: 20, secondWins: 70, draws: 10 }]);
 * const ratingOf = ratings.map((r) => Math.round(r.rating));
 * ratingOf; // → [0, 189]
 * ```
 *
 * @param players - how many players there are (indexes 0 to `players - 1`)
 * @param results - the games between pairs of players; a pair may appear more than once
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a player count that is not
 *   a positive integer, a result naming a player out of range or itself, counts that are not
 *   non-negative integers, a bad setting, or players not all joined by games (their ratings
 *   would not be comparable).
 */
export function fitRatings(players: number, results: readonly PairResults[], settings?: RatingSettings): readonly Rating[] {
  const owner = 'fitRatings';
  if (!Number.isInteger(players) || players < 1 || players > 1000) {
    throw new RulesError('argument/invalid', `${owner} players must be an integer from 1 to 1000, got ${describeValue(players)}`);
  }
  if (!Array.isArray(results)) throw new RulesError('argument/invalid', `${owner} results must be an array, got ${describeValue(results)}`);
  const given = readSettings(owner, settings, ['anchor', 'priorDraws']);
  const anchor = given['anchor'] ?? 0;
  if (typeof anchor !== 'number' || !Number.isInteger(anchor) || anchor < 0 || anchor >= players) {
    throw new RulesError('argument/invalid', `${owner} anchor must be a player from 0 to ${players - 1}, got ${describeValue(anchor)}`);
  }
  const prior = given['priorDraws'] ?? 1;
  if (typeof prior !== 'number' || !Number.isFinite(prior) || prior < 0) {
    throw new RulesError('argument/invalid', `${owner} priorDraws must be a non-negative number, got ${describeValue(prior)}`);
  }

  // Games and points of each ordered pair, the prior's draws included.
  const games = new Float64Array(players * players);
  const points = new Float64Array(players * players);
  const count = (value: unknown, what: string): number => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
      throw new RulesError('argument/invalid', `${owner} result ${what} must be a non-negative integer, got ${describeValue(value)}`);
    }
    return value;
  };
  for (const result of results as readonly unknown[]) {
    if (typeof result !== 'object' || result === null) {
      throw new RulesError('argument/invalid', `${owner} results must be objects, got ${describeValue(result)}`);
    }
    const { first, second, firstWins, secondWins, draws } = result as Record<string, unknown>;
    const i = count(first, 'first');
    const j = count(second, 'second');
    if (i >= players || j >= players || i === j) {
      throw new RulesError(
        'argument/invalid',
        `${owner} result between ${i} and ${j}: players must be two different ones below ${players}`,
      );
    }
    const w = count(firstWins, 'firstWins');
    const l = count(secondWins, 'secondWins');
    const d = count(draws, 'draws');
    const n = w + l + d + (games[i * players + j] === 0 ? prior : 0);
    const s = w + d / 2 + (games[i * players + j] === 0 ? prior / 2 : 0);
    games[i * players + j] = (games[i * players + j] as number) + n;
    games[j * players + i] = (games[j * players + i] as number) + n;
    points[i * players + j] = (points[i * players + j] as number) + s;
    points[j * players + i] = (points[j * players + i] as number) + (n - s);
  }
  if (!connected(players, games)) {
    throw new RulesError('argument/invalid', `${owner} needs games joining every player to every other, directly or through others`);
  }

  // Newton's method on the log-likelihood, in natural units (Elo × ln 10 / 400), the anchor fixed at 0.
  const free = Array.from({ length: players }, (_, p) => p).filter((p) => p !== anchor);
  const theta = new Float64Array(players);
  let covariance: Float64Array = new Float64Array(0);
  for (let iteration = 0; iteration < 100; iteration++) {
    const { gradient, information } = curvature(players, games, points, theta, free);
    covariance = invert(information, free.length);
    let largest = 0;
    free.forEach((p, a) => {
      let change = 0;
      free.forEach((_, b) => (change += (covariance[a * free.length + b] as number) * (gradient[b] as number)));
      // A capped step keeps the first iterations from overshooting when one side won nearly everything.
      change = Math.max(-2, Math.min(2, change));
      theta[p] = (theta[p] as number) + change;
      largest = Math.max(largest, Math.abs(change));
    });
    if (largest < 1e-10) break;
  }
  covariance = invert(curvature(players, games, points, theta, free).information, free.length);

  const variance = (p: number, q: number): number => {
    const a = free.indexOf(p);
    const b = free.indexOf(q);
    return a < 0 || b < 0 ? 0 : (covariance[a * free.length + b] as number);
  };
  return Array.from({ length: players }, (_, p): Rating => {
    const rating = (theta[p] as number) / ELO;
    const spread = (Z95 * Math.sqrt(variance(p, p))) / ELO;
    let step: RatingStep | undefined;
    if (p > 0) {
      const difference = rating - (theta[p - 1] as number) / ELO;
      const stepSpread = (Z95 * Math.sqrt(Math.max(0, variance(p, p) + variance(p - 1, p - 1) - 2 * variance(p, p - 1)))) / ELO;
      step = { difference, low: difference - stepSpread, high: difference + stepSpread };
    }
    return { player: p, rating, low: rating - spread, high: rating + spread, step };
  });
}

/** The log-likelihood's gradient and its negated Hessian (the information) over the free players. */
function curvature(players: number, games: Float64Array, points: Float64Array, theta: Float64Array, free: readonly number[]) {
  const size = free.length;
  const gradient = new Float64Array(size);
  const information = new Float64Array(size * size);
  const slot = new Int32Array(players).fill(-1);
  free.forEach((p, a) => (slot[p] = a));
  for (let i = 0; i < players; i++) {
    for (let j = 0; j < players; j++) {
      const n = games[i * players + j] as number;
      if (i === j || n === 0) continue;
      const expected = 1 / (1 + Math.exp((theta[j] as number) - (theta[i] as number)));
      const a = slot[i] as number;
      const b = slot[j] as number;
      if (a < 0) continue;
      gradient[a] = (gradient[a] as number) + (points[i * players + j] as number) - n * expected;
      const weight = n * expected * (1 - expected);
      information[a * size + a] = (information[a * size + a] as number) + weight;
      if (b >= 0) information[a * size + b] = (information[a * size + b] as number) - weight;
    }
  }
  return { gradient, information };
}

/** The inverse of a symmetric positive definite matrix, by Gauss–Jordan elimination. */
function invert(matrix: Float64Array, size: number): Float64Array {
  const work = Float64Array.from(matrix);
  const inverse = new Float64Array(size * size);
  for (let i = 0; i < size; i++) inverse[i * size + i] = 1;
  for (let column = 0; column < size; column++) {
    let pivot = column;
    for (let row = column + 1; row < size; row++) {
      if (Math.abs(work[row * size + column] as number) > Math.abs(work[pivot * size + column] as number)) pivot = row;
    }
    for (let k = 0; k < size; k++) {
      for (const m of [work, inverse]) {
        const t = m[column * size + k] as number;
        m[column * size + k] = m[pivot * size + k] as number;
        m[pivot * size + k] = t;
      }
    }
    const scale = work[column * size + column] as number;
    for (let k = 0; k < size; k++) {
      work[column * size + k] = (work[column * size + k] as number) / scale;
      inverse[column * size + k] = (inverse[column * size + k] as number) / scale;
    }
    for (let row = 0; row < size; row++) {
      const factor = work[row * size + column] as number;
      if (row === column || factor === 0) continue;
      for (let k = 0; k < size; k++) {
        work[row * size + k] = (work[row * size + k] as number) - factor * (work[column * size + k] as number);
        inverse[row * size + k] = (inverse[row * size + k] as number) - factor * (inverse[column * size + k] as number);
      }
    }
  }
  return inverse;
}

/** Whether the pairs that played join all players into one group. */
function connected(players: number, games: Float64Array): boolean {
  const seen = new Uint8Array(players);
  const queue = [0];
  seen[0] = 1;
  for (let at = 0; at < queue.length; at++) {
    const p = queue[at] as number;
    for (let q = 0; q < players; q++) {
      if (seen[q] === 0 && (games[p * players + q] as number) > 0) {
        seen[q] = 1;
        queue.push(q);
      }
    }
  }
  return seen.every((s) => s === 1);
}
