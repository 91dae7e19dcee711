/**
 * Playing by clicking, through the library's gestures (`game.gesture`, `clickSelection`): a click
 * adds a point to the clicks so far, which narrow the legal moves down to those they begin. The
 * page knows nothing of the shape of a game's moves or the names of its points.
 */
import { clickSelection, type AnyGame, type ClickSelection, type GesturedMove, type Position } from 'ludicore';

/** What the clicks so far amount to: the library's click selection. */
export type Selection = ClickSelection;

/** Nothing clicked yet, in `position`: every legal move, and the points where one begins. */
export function freshSelection(game: AnyGame, position: Position): Selection {
  return clickSelection(game, position, []);
}

/** Whether the clicks lead anywhere: to a further point or to a move they complete. */
const leadsOn = (selection: Selection): boolean => selection.targets.length > 0 || selection.complete.length > 0;

/**
 * The selection after clicking `point`: it extends the clicks if some legal move goes on that
 * way; else it starts afresh from `point` if a move begins there; else (or on clicking the last
 * point again) it clears.
 */
export function selectionAfter(game: AnyGame, position: Position, selection: Selection, point: number): Selection {
  const { clicks } = selection;
  const cleared = freshSelection(game, position);
  if (clicks.length > 0 && clicks[clicks.length - 1] === point) return cleared;
  const extended = clickSelection(game, position, [...clicks, point]);
  if (leadsOn(extended)) return extended;
  if (clicks.length === 0) return cleared;
  const restarted = clickSelection(game, position, [point]);
  return leadsOn(restarted) ? restarted : cleared;
}

/** The move the clicks make with nothing left to choose or click, if any. */
export function moveToPlay(selection: Selection): GesturedMove | undefined {
  const [only, ...others] = selection.complete;
  return only !== undefined && others.length === 0 && selection.targets.length === 0 && selection.clicks.length > 0 ? only : undefined;
}

/** The moves the player must choose between: the clicks complete several, which differ by their choice. */
export function movesToChooseFrom(selection: Selection): readonly GesturedMove[] {
  return selection.clicks.length > 0 && selection.complete.length > 1 ? selection.complete : [];
}

/** The points that make the choice with one more click (the pawn a Gong move sends on), in point order. */
export function choicePoints(selection: Selection): number[] {
  const points = movesToChooseFrom(selection).flatMap(({ gesture: { choice } }) => (choice?.kind === 'point' ? [choice.point] : []));
  return [...new Set(points)].sort((a, b) => a - b);
}

/** The move among those to choose from whose choice is the point `point`, if any. */
export function moveChosenAt(selection: Selection, point: number): GesturedMove | undefined {
  return movesToChooseFrom(selection).find(({ gesture: { choice } }) => choice?.kind === 'point' && choice.point === point);
}

/** The points where a move made by one click goes (placements, returns): marked with nothing selected. */
export function oneClickPoints(selection: Selection): number[] {
  const points = selection.moves.flatMap(({ gesture: { points } }) => (points.length === 1 ? points : []));
  return [...new Set(points)].sort((a, b) => a - b);
}

/** A legal move made without clicking a point (a pass), if there is one. */
export function moveWithoutPoints(selection: Selection): GesturedMove | undefined {
  return selection.moves.find(({ gesture: { points } }) => points.length === 0);
}

/** The points a player may click first: where some legal move begins. */
export function startPoints(selection: Selection): readonly number[] {
  return selection.clicks.length === 0 ? selection.targets : [];
}
