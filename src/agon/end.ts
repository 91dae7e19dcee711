import { DRAW_OPTION_REASONS, type DrawOptionReason, type Outcome } from '../core/player.js';
import { CENTER, RING_ONE, SIZE } from './board.js';
import type { AgonOptions } from './index.js';
import { isHistorical } from './rule-options.js';
import { BLACK, CAPTURED, QUEEN, TURN, type WorkingAgonState } from './state.js';

/**
 * Every reason an Agon game can end for: `seat-of-power` (A7, AH5: a Queen on the center with
 * her six Guards round her wins), `guards-without-queen` (AH5: six Guards round the center
 * without their Queen on it lose), `no-move-for-either` (A9, AH6: both players could only pass,
 * a draw) and the draw options' `max-plies` and `repetition`.
 */
export const AGON_OUTCOME_REASONS = [
  'seat-of-power',
  'guards-without-queen',
  'no-move-for-either',
  ...DRAW_OPTION_REASONS,
] as const satisfies readonly AgonOutcomeReason[];

// Written out rather than read off the list, whose element union has no name of its own: the
// signatures that use it would spell out the union. A type test checks the two agree.
/** Why an Agon game ended: one of {@link AGON_OUTCOME_REASONS}. */
export type AgonOutcomeReason = 'seat-of-power' | 'guards-without-queen' | 'no-move-for-either' | DrawOptionReason;

/** The outcome of a finished Agon game. */
export type AgonOutcome = Outcome<AgonOutcomeReason>;

const BLACK_SEAT: AgonOutcome = Object.freeze({ winner: 'black', reason: 'seat-of-power' });
const WHITE_SEAT: AgonOutcome = Object.freeze({ winner: 'white', reason: 'seat-of-power' });
const BLACK_WITHOUT_QUEEN: AgonOutcome = Object.freeze({ winner: 'white', reason: 'guards-without-queen' });
const WHITE_WITHOUT_QUEEN: AgonOutcome = Object.freeze({ winner: 'black', reason: 'guards-without-queen' });

/** The seat of power: f6 and the six ring-1 cells round it, 1 for each. */
const SEAT = Uint8Array.from({ length: SIZE }, (_, p) => (p === CENTER || RING_ONE.includes(p) ? 1 : 0));

/** Whether cell p is one of the seat of power's seven (only a move onto one can complete it). */
export const onSeat = (p: number): boolean => SEAT[p] === 1;

/** The number of ring-1 cells that hold Guards of colour code `colour`, captured or not (AH3's mark aside). */
export function guardsOnRingOne(state: WorkingAgonState, colour: number): number {
  let n = 0;
  for (let i = 0; i < 6; i++) if (((state[RING_ONE[i] as number] as number) & ~CAPTURED) === colour) n++;
  return n;
}

/** Whether the six ring-1 cells all hold Guards of colour code `colour`, captured or not (AH3's mark aside). */
export const guardsRound = (state: WorkingAgonState, colour: number): boolean => guardsOnRingOne(state, colour) === 6;

/**
 * The game's own end, judged for the player who has just moved. A7: their Queen on f6 and their
 * six Guards round her win. AH5, the historical variant: their six Guards round f6 end the game,
 * won with their Queen on it, lost without her.
 */
export function outcome(state: WorkingAgonState, _canMove: boolean, options: Readonly<AgonOptions>): AgonOutcome | undefined {
  const colour = 2 - (state[TURN] as number);
  const seated = ((state[CENTER] as number) & ~CAPTURED) === (colour | QUEEN);
  // The Guards first: they are seldom all round, and the options are read only where they are.
  if (!guardsRound(state, colour) || !(seated || isHistorical(options))) return undefined;
  if (seated) return colour === BLACK ? BLACK_SEAT : WHITE_SEAT;
  return colour === BLACK ? BLACK_WITHOUT_QUEEN : WHITE_WITHOUT_QUEEN;
}
