import { describeValue } from './describe.js';
import { RulesError } from './errors.js';
import type { Cursor, Game, Position } from './game.js';
import { requireGame } from './guards.js';
import type { Outcome } from './player.js';
import { checkedRandom, type Random } from './random.js';
import { readSettings } from './read-settings.js';

/** Options of {@link randomPlayout} and {@link randomPlayouts}. */
export interface PlayoutOptions {
  /**
   * Stop after this many plies even if the game is not over (default 100,000: a safety net for
   * games without a draw rule). Any safe integer: a playout's time is linear in it, and its memory
   * does not grow with it.
   */
  readonly limit?: number;
}

/** How a random playout ended. */
export interface PlayoutResult<P> {
  /** The outcome, or `undefined` if the playout stopped at its ply limit first. */
  readonly outcome: Outcome | undefined;
  /** Plies played. */
  readonly plies: number;
  /** The final position. */
  readonly position: P;
}

/** Totals of {@link randomPlayouts}. */
export interface PlayoutSummary {
  /** Playouts run. */
  readonly games: number;
  /** Playouts Black won. */
  readonly blackWins: number;
  /** Playouts White won. */
  readonly whiteWins: number;
  /** Playouts drawn (by a draw rule or with no move for either side). */
  readonly draws: number;
  /** Playouts stopped by their ply limit before the game ended. */
  readonly unfinished: number;
  /** Plies played in all playouts together. */
  readonly plies: number;
}

/** Checks the arguments every playout takes: the random source to draw from (checked), and the ply limit of the options. */
function checkPlayout(
  owner: string,
  game: unknown,
  random: unknown,
  options: unknown,
): { readonly limit: number; readonly source: Random } {
  requireGame(game, owner);
  const source = checkedRandom(random, owner);
  const { limit = 100_000 } = readSettings(owner, options, ['limit']);
  if (!(typeof limit === 'number' && Number.isSafeInteger(limit) && limit >= 0)) {
    throw new RulesError('argument/invalid', `playout limit must be a non-negative integer, got ${describeValue(limit)}`);
  }
  return { limit, source };
}

/**
 * Plays uniformly random legal moves from `position` until the game ends (or the ply limit),
 * drawing from `random`, so the same seed gives the same game.
 *
 * @throws {@link RulesError} `argument/invalid` for a `game` that is not a game, a position that is
 *   not one of its positions, a `random` that is not a random source, or options that are not an
 *   object with a non-negative integer `limit`; and, as it plays, for a `random` (not one of
 *   `createRandom`'s) whose `int(n)` answers anything but an integer from 0 to n - 1.
 */
export function randomPlayout<Id extends string, M, O>(
  game: Game<Id, M, O>,
  position: Position<Id, O>,
  random: Random,
  options: PlayoutOptions = {},
): PlayoutResult<Position<Id, O>> {
  const { limit, source } = checkPlayout('randomPlayout', game, random, options);
  const cursor = game.cursor(position);
  const plies = cursor.playRandom(source, limit);
  return { outcome: cursor.outcome(), plies, position: cursor.position() };
}

/**
 * Runs `count` random playouts from `position` on one reused cursor ({@link ludicore!Cursor.playRandom | Cursor.playRandom}: the
 * game's own playout where it has one, no allocation per move, memory bounded whatever the limit) and
 * returns their totals: the measure of raw game speed, and a quick estimate of who is favoured.
 *
 * @throws {@link RulesError} `argument/invalid` as {@link randomPlayout} does, and for a `count`
 *   that is not a non-negative integer.
 */
export function randomPlayouts<Id extends string, M, O>(
  game: Game<Id, M, O>,
  position: Position<Id, O>,
  count: number,
  random: Random,
  options: PlayoutOptions = {},
): PlayoutSummary {
  const { limit, source } = checkPlayout('randomPlayouts', game, random, options);
  if (!(Number.isSafeInteger(count) && count >= 0)) {
    throw new RulesError('argument/invalid', `playout count must be a non-negative integer, got ${describeValue(count)}`);
  }
  return playoutSeries(game.cursor(position), position, count, () => source, limit);
}

/**
 * The totals of `count` random playouts from `position` on `cursor` (one of the position's
 * game), playout `g` drawing from `randomFor(g)`: the loop of {@link randomPlayouts}, and of
 * every other series of playouts (those of the threads, each with its own seeded source).
 */
export function playoutSeries<P>(
  cursor: Cursor<P>,
  position: P,
  count: number,
  randomFor: (g: number) => Random,
  limit: number,
): PlayoutSummary {
  let blackWins = 0;
  let whiteWins = 0;
  let draws = 0;
  let unfinished = 0;
  let plies = 0;
  for (let g = 0; g < count; g++) {
    cursor.reset(position);
    plies += cursor.playRandom(randomFor(g), limit);
    const outcome = cursor.outcome();
    if (outcome === undefined) unfinished++;
    else if (outcome.winner === 'black') blackWins++;
    else if (outcome.winner === 'white') whiteWins++;
    else draws++;
  }
  return { games: count, blackWins, whiteWins, draws, unfinished, plies };
}
