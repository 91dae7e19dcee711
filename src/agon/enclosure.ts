import { lowestBit } from '../core/bits.js';
import { NEIGHBOUR } from './board.js';
import { COLOUR, NEAR, type WorkingAgonState } from './state.js';

/**
 * A5, and AH3 in the historical variant: writes into `out` the cells of the enemy pieces (captured
 * or not) that a piece of colour code `colour` on cell `to` encloses, looking from it along each
 * of the six directions in order: the next cell an enemy's, the cell after it the mover's. Returns
 * their number. Only lines that start at `to` count, so standing between two enemies is safe; the
 * sentinel is neither side's, so a line that runs off the board encloses nothing.
 *
 * The enemies next to `to` are read from its {@link NEAR} mask. Neither that nor the cells two
 * steps away change when a piece steps to `to` from next to it (the cell it leaves is no enemy's
 * before or after), so the captures of a step can be found before it is made.
 */
export function enclosed(state: WorkingAgonState, to: number, colour: number, out: Int32Array): number {
  let n = 0;
  for (let enemies = ((state[NEAR + to] as number) >> (6 * (colour ^ COLOUR))) & 63; enemies !== 0; enemies &= enemies - 1) {
    const d = lowestBit(enemies);
    const next = NEIGHBOUR[to * 6 + d] as number;
    if (((state[NEIGHBOUR[next * 6 + d] as number] as number) & COLOUR) === colour) out[n++] = next;
  }
  return n;
}
