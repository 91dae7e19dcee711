/**
 * The side of the table the board is drawn from. The four games draw Black's side at the bottom;
 * a person playing White against a bot sees the board from White's side instead, as they would
 * sit at a real board. The Flip button turns it either way.
 */
import type { Seats } from './session.js';

/** Whether the board is drawn turned (from White's side) for these players, before any Flip. */
export const flippedFor = (seats: Seats): boolean => seats.white === 'human' && seats.black !== 'human';
