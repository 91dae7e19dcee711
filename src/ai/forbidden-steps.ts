// The moves a position's history forbids (a no-repetition rule such as Jul-Gonu's J4), found
// through the Game contract alone: the legal moves of the same position without its history,
// less its own.
import { RulesError } from '../core/errors.js';
import type { AnyGame, Cursor, Position } from '../core/game.js';

/** A step between neighbouring points: the point it starts from and the direction it goes in. */
export interface Step {
  /** The point the piece leaves. */
  readonly from: number;
  /** The board direction from it to the point the piece enters. */
  readonly direction: number;
}

/** Buffers for {@link forbiddenSteps}, made once per game. */
export interface StepBuffers {
  /** Room for `game.maxMoves` actions, twice over. */
  readonly legal: Int32Array;
  readonly unrestricted: Int32Array;
  /** One entry per action of the game, all 0 between calls. */
  readonly marks: Uint8Array;
}

/** Buffers for {@link forbiddenSteps} of `game`. */
export function stepBuffers(game: AnyGame): StepBuffers {
  return { legal: new Int32Array(game.maxMoves), unrestricted: new Int32Array(game.maxMoves), marks: new Uint8Array(game.actionCount) };
}

/**
 * The moves that the history of `position` forbids, as steps: the legal moves of the same
 * position with no history that are not legal in it. `cursor`, a cursor of `game` loaded with
 * `position`, is left loaded with the position without its history. A move is read as a step by
 * its gesture: two points, neighbours on the board, and no choice.
 *
 * @throws {@link RulesError} `argument/invalid` for a forbidden move that is not such a step,
 *   which an observation cannot show.
 */
export function forbiddenSteps(game: AnyGame, cursor: Cursor, position: Position, buffers: StepBuffers): Step[] {
  const { legal, unrestricted, marks } = buffers;
  const n = cursor.legalActions(legal);
  const free: Position = { game: position.game, board: position.board, options: position.options, ply: position.ply, history: [] };
  cursor.reset(free);
  const m = cursor.legalActions(unrestricted);
  for (let i = 0; i < n; i++) marks[legal[i] as number] = 1;
  const steps: Step[] = [];
  try {
    for (let j = 0; j < m; j++) {
      const action = unrestricted[j] as number;
      if (marks[action] === 1) continue;
      const move = game.decodeMove(action);
      const { points, choice } = game.gesture(free, move);
      const [from, to] = points;
      const direction =
        points.length === 2 && choice === null && from !== undefined
          ? game.board.directions.findIndex((_, d) => game.board.neighbour(from, d) === to)
          : -1;
      if (from === undefined || direction < 0) {
        throw new RulesError(
          'argument/invalid',
          `observation shows the moves a history forbids as steps between neighbouring points, and ${game.name} forbids ` +
            `${game.formatMove(free, move)} here, which is not one`,
        );
      }
      steps.push({ from, direction });
    }
  } finally {
    for (let i = 0; i < n; i++) marks[legal[i] as number] = 0;
  }
  return steps;
}
