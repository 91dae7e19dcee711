// The moves a position's history forbids (a no-repetition rule such as Jul-Gonu's J4), found
// through the Game contract alone: the legal moves of the same position without its history,
// less its own.
import { RulesError } from '../core/errors.js';
import type { AnyGame, Position } from '../core/game.js';

/** A step between neighbouring points: the point it starts from and the direction it goes in. */
export interface Step {
  /** The point the piece leaves. */
  readonly from: number;
  /** The board direction from it to the point the piece enters. */
  readonly direction: number;
}

/**
 * The moves that the history of `position` forbids, as steps: the legal moves of the same
 * position with no history that are not among `legal` (the position's legal actions, with its
 * history). A move is read as a step by its gesture: two points, neighbours on the board, and no
 * choice.
 *
 * @throws {@link RulesError} `argument/invalid` for a forbidden move that is not such a step,
 *   which an observation cannot show.
 */
export function forbiddenSteps(game: AnyGame, position: Position, legal: Int32Array): Step[] {
  const unrestricted: Position = { game: position.game, board: position.board, options: position.options, ply: position.ply, history: [] };
  const allowed = new Set(legal);
  const steps: Step[] = [];
  for (const move of game.legalMoves(unrestricted)) {
    if (allowed.has(game.encodeMove(move))) continue;
    const { points, choice } = game.gesture(unrestricted, move);
    const [from, to] = points;
    const direction =
      points.length === 2 && choice === null && from !== undefined
        ? game.board.directions.findIndex((_, d) => game.board.neighbour(from, d) === to)
        : -1;
    if (from === undefined || direction < 0) {
      throw new RulesError(
        'argument/invalid',
        `observation shows the moves a history forbids as steps between neighbouring points, and ${game.name} forbids ` +
          `${game.formatMove(unrestricted, move)} here, which is not one`,
      );
    }
    steps.push({ from, direction });
  }
  return steps;
}
