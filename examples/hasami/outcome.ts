import { popcount, type DrawOptionReason, type Outcome } from 'ludicore';
import { moverPieces, opponentPieces, type HasamiState } from './position.js';

/**
 * The reasons of Hasami's own end (H4): `reduced-to-one` (a reason of this game's own, which the
 * core does not know) and `no-moves` (one the core shares between games). `defineGame` adds the
 * draw options' (`max-plies`, `repetition`, H5) to the game's `outcomeReasons`.
 */
export const HASAMI_OUTCOME_REASONS = ['reduced-to-one', 'no-moves'] as const;

/** Why a Hasami game ended: one of {@link HASAMI_OUTCOME_REASONS}, or a draw option's reason. */
export type HasamiOutcomeReason = (typeof HASAMI_OUTCOME_REASONS)[number] | DrawOptionReason;

/** The outcome of a finished Hasami game. */
export type HasamiOutcome = Outcome<HasamiOutcomeReason>;

/** The reasons of H4, the game's own end. */
type LossReason = 'reduced-to-one' | 'no-moves';

const loss = (loser: 'black' | 'white', reason: LossReason): HasamiOutcome =>
  Object.freeze({ winner: loser === 'black' ? 'white' : 'black', reason });

/** The outcome in which a player (0 Black, 1 White) has lost, by reason: made once, shared by every position. */
const LOSS: Readonly<Record<0 | 1, Readonly<Record<LossReason, HasamiOutcome>>>> = {
  0: { 'reduced-to-one': loss('black', 'reduced-to-one'), 'no-moves': loss('black', 'no-moves') },
  1: { 'reduced-to-one': loss('white', 'reduced-to-one'), 'no-moves': loss('white', 'no-moves') },
};

/**
 * H4. A player with at most one piece has lost (`reduced-to-one`): the player to move is asked
 * first, then the opponent, who can only have one piece in a position read from a string (in
 * play the capture that leaves one hands the turn to its victim). Otherwise a player to move
 * with no legal slide has lost (`no-moves`).
 */
export function outcome(state: HasamiState, canMove: boolean): HasamiOutcome | undefined {
  if (popcount(moverPieces(state)) <= 1) return LOSS[state.turn]['reduced-to-one'];
  if (popcount(opponentPieces(state)) <= 1) return LOSS[state.turn === 0 ? 1 : 0]['reduced-to-one'];
  return canMove ? undefined : LOSS[state.turn]['no-moves'];
}
