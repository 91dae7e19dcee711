import { NEIGHBOUR } from './board.js';
import { COLOUR, type WorkingAgonState } from './state.js';

/**
 * A5, and AH3 in the historical variant: writes into `out` the cells of the enemy pieces (captured
 * or not) that a piece of colour code `colour` on cell `to` encloses, looking from it along each
 * of the six directions in order: the next cell an enemy's, the cell after it the mover's. Returns
 * their number. Only lines that start at `to` count, so standing between two enemies is safe; the
 * sentinel is neither side's, so a line that runs off the board encloses nothing.
 *
 * The cell a step leaves is never read (it is next to `to`, where the line's first cell is an
 * enemy's, never two steps away), so the captures of a step can be found before it is made.
 */
export function enclosed(state: WorkingAgonState, to: number, colour: number, out: Int32Array): number {
  const enemy = colour ^ COLOUR;
  let n = 0;
  for (let d = 0; d < 6; d++) {
    const next = NEIGHBOUR[to * 6 + d] as number;
    if (((state[next] as number) & COLOUR) === enemy && ((state[NEIGHBOUR[next * 6 + d] as number] as number) & COLOUR) === colour) {
      out[n++] = next;
    }
  }
  return n;
}
