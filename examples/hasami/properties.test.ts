import fc from 'fast-check';
import { formatRows, lowestBit, type Symmetry } from 'ludicore';
import { gameProperties, type GameAdapter } from 'ludicore/testing';
import { describe, it } from 'vitest';
import { SIZE } from './board.js';
import { hasami, type HasamiMove, type HasamiOptions, type HasamiPosition } from './index.js';
import { HASAMI_STATE } from './position.js';
import { capturesOf } from './moves.js';

/*
 * The property kit of ludicore/testing on the example: the generic laws of every game (play
 * never mutates, the round trips, piece conservation) and, with the adapter below, what Hasami
 * adds: its captures are taken for good (H3), and the eight symmetries of the square, with or
 * without the colours swapped, map legal moves to legal moves and captures to captures.
 */

/** The points of a mask, ascending. */
function pointsOf(mask: number): number[] {
  const points: number[] = [];
  for (let m = mask; m !== 0; m &= m - 1) points.push(lowestBit(m));
  return points;
}

/** The image of a position string under a symmetry of the board, the colours swapped if asked. */
function mapPosition(text: string, symmetry: Symmetry, swapColours: boolean): string {
  const position = hasami.parsePosition(text);
  const cells = new Array<string>(SIZE * SIZE).fill('');
  for (let p = 0; p < SIZE * SIZE; p++) {
    const owner = hasami.pieceAt(position, p)?.owner;
    if (owner !== undefined) cells[symmetry.points[p] as number] = (owner === 'black') !== swapColours ? 'b' : 'w';
  }
  // Rows from rank 5 down to rank 1; point p is file p % 5 of rank p / 5.
  const rows = Array.from({ length: SIZE }, (_, r) => cells.slice((SIZE - 1 - r) * SIZE, (SIZE - r) * SIZE));
  const black = (hasami.toMove(position) === 'black') !== swapColours;
  return `${formatRows(rows)} ${black ? 'b' : 'w'}`;
}

const taken = (position: HasamiPosition, move: HasamiMove): number[] =>
  pointsOf(capturesOf(HASAMI_STATE.parsePosition(position.board, position.options), hasami.encodeMove(move)));

const adapter: GameAdapter<'hasami', HasamiMove, HasamiOptions> = {
  pieces: {
    taken,
    touched: (position, move) => [move.from, move.to, ...taken(position, move)],
  },
  symmetry: {
    symmetries: hasami.board.symmetries,
    colourSwaps: hasami.board.symmetries,
    mapPosition,
    mapMove: (move, symmetry) => ({ from: symmetry.points[move.from] as number, to: symmetry.points[move.to] as number }),
  },
};

describe('the property kit on Hasami', () => {
  for (const { name, property } of gameProperties(hasami, { adapter, options: [{}, { repetition: 3 }] })) {
    it(name, () => fc.assert(property, { seed: 1, numRuns: 200 }));
  }
});
