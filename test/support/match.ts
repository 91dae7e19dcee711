import type { Game, OptionsInput, Outcome, Player, Position } from '../../src/index.js';
import { randomBot, type Bot, type Decision } from '../../src/ai/index.js';

/** A bot of a game, of any kind. */
export type AnyBot<Id extends string, M, O> = Bot<Position<Id, O>, M, Decision<M>>;

/** How one game between two bots ended. */
export interface GameResult {
  /** The outcome of the final position. */
  readonly outcome: Outcome;
  /** Plies played, passes included. */
  readonly plies: number;
}

/**
 * Plays one game between two bots from the start position under `options` (which should set a
 * draw rule such as `maxPlies`, so the game is sure to end) and returns how it ended. Bots built
 * with fixed seeds make the game replay exactly.
 */
export function playGame<Id extends string, M, O>(
  game: Game<Id, M, O>,
  black: AnyBot<Id, M, O>,
  white: AnyBot<Id, M, O>,
  options?: OptionsInput<O>,
): GameResult {
  let pos = game.start(options);
  for (let over = game.outcome(pos); ; over = game.outcome(pos)) {
    if (over !== undefined) return { outcome: over, plies: pos.ply };
    const bot = game.toMove(pos) === 'black' ? black : white;
    pos = game.play(pos, bot.chooseMove(pos));
  }
}

/** The score of a finished game for `player`: 1 won, ½ drawn, 0 lost. */
export function scoreFor(outcome: Outcome, player: Player): number {
  return outcome.winner === null ? 0.5 : outcome.winner === player ? 1 : 0;
}

/** What {@link matchAgainstRandom} reports. */
export interface MatchSummary {
  /** Games played. */
  readonly games: number;
  /** The bot's points: 1 a win, ½ a draw. */
  readonly points: number;
  /** Points per game, 0 to 1. */
  readonly score: number;
  /** Games the bot won, drew and lost. */
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** Mean plies per game. */
  readonly averagePlies: number;
  /** Wall-clock seconds for the whole match. */
  readonly seconds: number;
}

/**
 * A seeded match of a bot against `randomBot`: game `i` (0 to `games` − 1) uses seed
 * `firstSeed + i` for the bot (`makeBot(seed)`) and `firstSeed + 10_000 + i` for the random
 * player, and the bot plays Black in even games, White in odd ones.
 */
export function matchAgainstRandom<Id extends string, M, O>(
  game: Game<Id, M, O>,
  makeBot: (seed: number) => AnyBot<Id, M, O>,
  settings: { readonly games: number; readonly firstSeed: number; readonly options?: OptionsInput<O> },
): MatchSummary {
  const started = performance.now();
  let points = 0;
  let wins = 0;
  let draws = 0;
  let plies = 0;
  for (let i = 0; i < settings.games; i++) {
    const seed = settings.firstSeed + i;
    const bot = makeBot(seed);
    const random = randomBot(game, { random: seed + 10_000 });
    const side: Player = i % 2 === 0 ? 'black' : 'white';
    const result = side === 'black' ? playGame(game, bot, random, settings.options) : playGame(game, random, bot, settings.options);
    const score = scoreFor(result.outcome, side);
    points += score;
    if (score === 1) wins++;
    else if (score === 0.5) draws++;
    plies += result.plies;
  }
  const games = settings.games;
  return {
    games,
    points,
    score: games === 0 ? 0 : points / games,
    wins,
    draws,
    losses: games - wins - draws,
    averagePlies: games === 0 ? 0 : plies / games,
    seconds: (performance.now() - started) / 1000,
  };
}

/** A one-line summary of a match, e.g. `agon alpha-beta (depth 3): 95.0% (19 W, 0 D, 1 L) in 20 games, 74.2 plies/game, 3.1 s`. */
export function formatSummary(label: string, summary: MatchSummary): string {
  return (
    `${label}: ${(summary.score * 100).toFixed(1)}% (${summary.wins} W, ${summary.draws} D, ${summary.losses} L) ` +
    `in ${summary.games} games, ${summary.averagePlies.toFixed(1)} plies/game, ${summary.seconds.toFixed(1)} s`
  );
}
