/**
 * The move list as the game record writes its moves: numbered by pairs of plies, `1. a1xa3 b4xb2
 * 2. …`, whoever moved first (formatRecord numbers the moves of the record, not the plies of the
 * game, so a position loaded with White to move still starts at 1).
 */
import { capitalised } from './words.js';

/** One numbered line of the move list: its number and the indices (into the record's moves) of its plies. */
export interface MovePair {
  readonly number: number;
  readonly plies: readonly number[];
}

/** The record's `count` moves in numbered pairs. */
export function movePairs(count: number): MovePair[] {
  const pairs: MovePair[] = [];
  for (let i = 0; i < count; i += 2) pairs.push({ number: i / 2 + 1, plies: i + 1 < count ? [i, i + 1] : [i] });
  return pairs;
}

/** The move list's text, as the record writes it: `1. a1xa3 b4xb2 2. c1-c2`. */
export function moveListText(notations: readonly string[]): string {
  return movePairs(notations.length)
    .map(({ number, plies }) => [`${number}.`, ...plies.map((i) => notations[i])].join(' '))
    .join(' ');
}

/** What a screen reader says for the move at `index` of the record: its number, its player and the move, `1. Black a1xa3`. */
export function moveLabel(index: number, mover: string, notation: string): string {
  return `${Math.floor(index / 2) + 1}. ${capitalised(mover)} ${notation}`;
}
