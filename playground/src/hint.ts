/**
 * A hint: a bot's choice for the person to move, shown on the board without being played. The
 * points marked are those the person would click for it (the library's gesture), so that
 * following the hint is clicking the marked points in turn.
 */
import type { AnyGame, Position } from 'ludicore';
import { pointElement } from './board-access.js';
import type { LevelKind } from './players.js';

/**
 * The bot that finds hints: the strongest level, the library's strongest configuration. Its budget
 * is in nodes, not time, so a slow phone gets as good a hint as a fast desktop (only later), and
 * where the worker holds the game's table the hint is a perfect move.
 */
export const HINT_PLAYER = 'level-10' satisfies LevelKind;

/** A hint on the board: the move in notation and the points to click for it, in order. */
export interface Hint {
  readonly notation: string;
  readonly points: readonly number[];
}

/** The hint for `move` in `position`: its notation, and its gesture's points, then the point that makes its choice if it is one. */
export function hintOf(game: AnyGame, position: Position, move: unknown): Hint {
  const { points, choice } = game.gesture(position, move);
  return { notation: game.formatMove(position, move), points: choice?.kind === 'point' ? [...points, choice.point] : [...points] };
}

/** Marks the hit areas of the hint's points on the board drawn in `container` (the class `hint`, which style.css rings). */
export function markHint(container: HTMLElement, names: readonly string[]): void {
  for (const name of names) pointElement(container, name)?.classList.add('hint');
}
