// Players and outcomes in words, for every command's output.
import { opponent, type Outcome } from '../core/player.js';

/** The text with its first letter in upper case: a player's name at the start of a sentence. */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** An outcome in words, e.g. `Black wins: White has no legal move (black no-moves)`. */
export function describeOutcome(outcome: Outcome): string {
  const { winner, reason } = outcome;
  const loser = winner === null ? undefined : capitalised(opponent(winner));
  const why: Record<string, string> = {
    'no-moves': `${loser ?? 'the player to move'} has no legal move`,
    'captured-all': `${loser ?? 'a player'} has no pieces left`,
    'reduced-to-one': `${loser ?? 'a player'} is down to one piece`,
    'gon-occupied': 'the last pawn stands on the Gon',
    'seat-of-power': 'the Queen holds the center with her six Guards around her',
    'guards-without-queen': `${loser ?? 'a player'} has six Guards round the center without the Queen on it`,
    'no-move-for-either': 'neither player can move',
    'max-plies': 'the maxPlies limit was reached',
    repetition: 'the position was repeated as often as the repetition option allows',
  };
  const result = winner === null ? 'Draw' : `${capitalised(winner)} wins`;
  return `${result}: ${why[reason] ?? reason} (${winner ?? 'draw'} ${reason})`;
}
