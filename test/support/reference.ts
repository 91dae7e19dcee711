import type { Game, Outcome, Player, Position } from '../../src/core/index.js';

/** What the engine says about a position, in terms a reference implementation can produce too. */
export interface EngineView<V> {
  text: string;
  toMove: Player;
  /** The owner of each point, where the reference keeps a board of points. */
  pieces?: (Player | null)[];
  moves: V[];
  notations: string[];
  outcome: Outcome | undefined;
  next: string[];
}

/**
 * The engine's view of a position: its string, the mover, the legal moves (as `moveView` renders
 * them), their notation, the outcome and the position after each move; with `pieces`, the owner
 * of every point too. Comparing whole views shows every disagreement at once.
 */
export function engineView<Id extends string, M, O, V>(
  game: Game<Id, M, O>,
  pos: Position<Id, O>,
  moveView: (move: M) => V,
  { pieces = false }: { pieces?: boolean } = {},
): EngineView<V> {
  const moves = game.legalMoves(pos);
  return {
    text: game.formatPosition(pos),
    toMove: game.toMove(pos),
    ...(pieces ? { pieces: Array.from({ length: game.board.size }, (_, p) => game.pieceAt(pos, p)?.owner ?? null) } : {}),
    moves: moves.map(moveView),
    notations: moves.map((m) => game.formatMove(pos, m)),
    outcome: game.outcome(pos),
    next: moves.map((m) => game.formatPosition(game.play(pos, m))),
  };
}
