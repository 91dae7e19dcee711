// The property kit's adapter for Four Field Kono: K3 captures take the piece on `to` for good.
import { kono, type KonoOptions } from '../kono/index.js';
import type { KonoMove } from '../kono/moves.js';
import type { GameAdapter } from './adapter.js';
import { mapSquarePosition, ranksFromTop, squareBoards } from './square.js';

const ROWS = ranksFromTop(kono.board);

/**
 * Four Field Kono's adapter for {@link gameProperties}: a capture takes the enemy piece on `to`
 * for good and a move touches its two points; all eight symmetries of the square keep the rules,
 * with or without the colours swapped; any board of up to eight pieces a side is a position.
 */
export const konoAdapter: GameAdapter<'kono', KonoMove, KonoOptions> = {
  pieces: {
    taken: (_position, move) => (move.kind === 'capture' ? [move.to] : []),
    touched: (_position, move) => [move.from, move.to],
  },
  symmetry: {
    symmetries: kono.board.symmetries,
    colourSwaps: kono.board.symmetries,
    mapPosition: (text, symmetry, swapColours) => mapSquarePosition(text, ROWS, symmetry, swapColours),
    mapMove: (move, symmetry) => ({ kind: move.kind, from: symmetry.points[move.from] ?? -1, to: symmetry.points[move.to] ?? -1 }),
  },
  positionStrings: squareBoards(ROWS, kono.board.size, 8),
};
