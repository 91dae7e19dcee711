// The property kit's adapter for Jul-Gonu: J3 custodian captures, which the notation lists.
import { julgonu, type JulGonuMove, type JulGonuOptions, type JulGonuPosition } from '../julgonu/index.js';
import type { GameAdapter } from './adapter.js';
import { mapSquarePosition, ranksFromTop, squareBoards } from './square.js';

const ROWS = ranksFromTop(julgonu.board);

/** The points a move captures, as its notation lists them after the step (`b2-b3xc3`). */
function listedCaptures(position: JulGonuPosition, move: JulGonuMove): number[] {
  const [, ...taken] = julgonu.formatMove(position, move).split('x');
  return taken.map((name) => julgonu.board.point(name));
}

/**
 * Jul-Gonu's adapter for {@link gameProperties}: a step takes the pieces its notation lists (J3)
 * for good and touches its own two points and those; all eight symmetries of the square keep the
 * rules, with or without the colours swapped; any board of up to four pieces a side is a position.
 */
export const julgonuAdapter: GameAdapter<'julgonu', JulGonuMove, JulGonuOptions> = {
  pieces: {
    taken: listedCaptures,
    touched: (position, move) => [move.from, move.to, ...listedCaptures(position, move)],
  },
  symmetry: {
    symmetries: julgonu.board.symmetries,
    colourSwaps: julgonu.board.symmetries,
    mapPosition: (text, symmetry, swapColours) => mapSquarePosition(text, ROWS, symmetry, swapColours),
    mapMove: (move, symmetry) => ({ from: symmetry.points[move.from] ?? -1, to: symmetry.points[move.to] ?? -1 }),
  },
  positionStrings: squareBoards(ROWS, julgonu.board.size, 4),
};
