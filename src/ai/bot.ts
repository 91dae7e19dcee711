import { describeValue, withArticle } from '../core/describe.js';
import { RulesError } from '../core/errors.js';
import type { Cursor, Game, Position } from '../core/game.js';

/** What every bot reports about the move it chose. */
export interface Decision<M> {
  /** The chosen move, as the game's `legalMoves` lists it. */
  readonly move: M;
  /** Its action index. */
  readonly action: number;
  /** Milliseconds the choice took. */
  readonly elapsedMs: number;
}

/**
 * A computer player. Every bot draws its random choices from its own seeded source, so a game
 * between bots with fixed seeds and node or iteration budgets replays exactly.
 *
 * @typeParam P - the game's position type
 * @typeParam M - the game's move type
 * @typeParam D - what the bot reports about its choice
 */
export interface Bot<P, M, D extends Decision<M> = Decision<M>> {
  /** A short description, e.g. `alpha-beta (depth 4)`. */
  readonly name: string;
  /**
   * Chooses a move for the player to move in `position`.
   *
   * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a position of another game, `move/game-over`
   * once the game is over.
   */
  chooseMove(position: P): M;
  /** Like {@link Bot.chooseMove}, with the bot's report on the choice. */
  decide(position: P): D;
}

/**
 * The cursor a bot searches with, reset to `position`, once the position is known to be of the
 * bot's game and not over. The cursor is reused from call to call.
 */
export function cursorAt<Id extends string, M, O>(
  game: Game<Id, M, O>,
  held: { cursor?: Cursor<Position<Id, O>> },
  position: Position<Id, O>,
): Cursor<Position<Id, O>> {
  if (typeof position !== 'object' || position === null || position.game !== game.id) {
    throw new RulesError('argument/invalid', `expected ${withArticle(game.name)} position, got ${describeValue(position)}`);
  }
  let cursor = held.cursor;
  if (cursor === undefined) held.cursor = cursor = game.cursor(position);
  else cursor.reset(position);
  const over = cursor.outcome();
  if (over !== undefined) {
    throw new RulesError('move/game-over', `the game is over (${over.winner ?? 'draw'}, ${over.reason}); there is no move to choose`);
  }
  return cursor;
}

/** The score of a finished game for the player to move at its end: 1 won, 0 lost, ½ drawn. */
export function resultFor(cursor: Cursor<unknown>): number {
  const over = cursor.outcome();
  if (over === undefined) return Number.NaN;
  if (over.winner === null) return 0.5;
  return over.winner === cursor.toMove() ? 1 : 0;
}
