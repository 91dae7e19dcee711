import { popcount, type Outcome, type OutcomeReason } from 'ludicore';
import { moverPieces, opponentPieces, type HasamiState } from './position.js';

/**
 * Every reason the game's own end (H4) gives, in one list, so that the engine's coming per-game
 * outcome reasons (`GameRules.outcomeReasons`) take one line. The draw options' reasons
 * (`max-plies`, `repetition`) are the engine's.
 */
export const HASAMI_OUTCOME_REASONS = ['reduced-to-one', 'no-moves'] as const satisfies readonly OutcomeReason[];

/** One of {@link HASAMI_OUTCOME_REASONS}. */
export type HasamiOutcomeReason = (typeof HASAMI_OUTCOME_REASONS)[number];

const loss = (loser: 'black' | 'white', reason: HasamiOutcomeReason): Outcome =>
  Object.freeze({ winner: loser === 'black' ? 'white' : 'black', reason });

/** The outcome in which a player (0 Black, 1 White) has lost, by reason: made once, shared by every position. */
const LOSS: Readonly<Record<0 | 1, Readonly<Record<HasamiOutcomeReason, Outcome>>>> = {
  0: { 'reduced-to-one': loss('black', 'reduced-to-one'), 'no-moves': loss('black', 'no-moves') },
  1: { 'reduced-to-one': loss('white', 'reduced-to-one'), 'no-moves': loss('white', 'no-moves') },
};

/**
 * H4. A player with at most one piece has lost (`reduced-to-one`): the player to move is asked
 * first, then the opponent, who can only have one piece in a position read from a string (in
 * play the capture that leaves one hands the turn to its victim). Otherwise a player to move
 * with no legal slide has lost (`no-moves`).
 */
export function end(state: HasamiState, canMove: boolean): Outcome | undefined {
  if (popcount(moverPieces(state)) <= 1) return LOSS[state.turn]['reduced-to-one'];
  if (popcount(opponentPieces(state)) <= 1) return LOSS[state.turn === 0 ? 1 : 0]['reduced-to-one'];
  return canMove ? undefined : LOSS[state.turn]['no-moves'];
}
