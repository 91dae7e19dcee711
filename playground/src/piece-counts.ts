/**
 * How many pieces each player has where: on the board, still to place, captured, and of those
 * captured how many the other side holds to bring back (Agon). Read through the Game contract
 * alone (`pieceAt`, `offBoard`, `start`), so every game gets the same table and the page knows
 * nothing of any game's pieces.
 */
import { PLAYERS, type AnyGame, type OptionsInput, type Player, type Position } from 'ludicore';

/** One player's pieces. */
export interface PieceCount {
  readonly player: Player;
  /** Pieces in play on the board (a piece captured and left on its cell not counted). */
  readonly onBoard: number;
  /** Pieces off the board not yet placed (Gong's pawns, Agon's placement setup). */
  readonly toPlace: number;
  /**
   * Pieces out of play that the game started with: taken for good (Kono, Jul-Gonu, Gong), held by
   * the other side for return, or captured and left on their cells (Agon).
   */
  readonly captured: number;
  /** Of the captured pieces, those the other side holds off the board to bring back (Agon). */
  readonly held: number;
}

/** How many pieces of `player` a position has on the board in play, captured on their cells, and off the board by reason. */
function tally(
  game: AnyGame,
  position: Position,
  player: Player,
): { inPlay: number; markedCaptured: number; toPlace: number; held: number } {
  let inPlay = 0;
  let markedCaptured = 0;
  for (let p = 0; p < game.board.size; p++) {
    const piece = game.pieceAt(position, p);
    if (piece?.owner !== player) continue;
    if (piece.captured === true) markedCaptured++;
    else inPlay++;
  }
  let toPlace = 0;
  let held = 0;
  for (const { owner, count, reason } of game.offBoard(position)) {
    if (owner !== player) continue;
    if (reason === 'held') held += count;
    else toPlace += count;
  }
  return { inPlay, markedCaptured, toPlace, held };
}

/**
 * Each player's pieces in `position`, Black first. The captured count is the difference from the
 * game's start under the same options (every piece on and off the board there), so a position
 * loaded from a string counts the pieces missing since the start of the game, not since the load.
 */
export function pieceCounts(game: AnyGame, position: Position, options: OptionsInput<unknown>): PieceCount[] {
  const start = game.start(options);
  return PLAYERS.map((player) => {
    const first = tally(game, start, player);
    const now = tally(game, position, player);
    const total = first.inPlay + first.markedCaptured + first.toPlace + first.held;
    return {
      player,
      onBoard: now.inPlay,
      toPlace: now.toPlace,
      captured: Math.max(0, total - now.inPlay - now.toPlace),
      held: now.held,
    };
  });
}

/**
 * Whether the table needs a column for pieces to place: the game starts with some under these
 * options (Gong, Agon's placement setup), or `position` has some.
 */
export function hasPiecesToPlace(game: AnyGame, position: Position, options: OptionsInput<unknown>): boolean {
  const unplaced = (at: Position): boolean => game.offBoard(at).some(({ reason }) => reason === 'unplaced');
  return unplaced(position) || unplaced(game.start(options));
}
