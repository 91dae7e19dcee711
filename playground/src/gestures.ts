/**
 * Playing by clicking: every legal move becomes the list of points a player clicks to make it,
 * and a list of clicks so far narrows the legal moves down to those it begins.
 */
import type { AnyGame, Position } from 'ludicore';

/**
 * The fields the four games' move objects use: `from` and `to` for a piece that moves, `at` for a
 * placement, Gong's `toff` for the ring-1 pawn sent into the Gon, and `kind` (`gong` leaves the Gon).
 */
interface MoveFields {
  readonly kind?: unknown;
  readonly from?: unknown;
  readonly to?: unknown;
  readonly at?: unknown;
  readonly toff?: unknown;
}

const isPoint = (value: unknown): value is number => typeof value === 'number';

/**
 * The points clicked to make a move: the piece, then where it goes (then, in a Gong toff with a
 * choice, the pawn that enters the Gon); the cell alone for a placement; nothing for a pass.
 */
export function clickPath(game: AnyGame, move: unknown): number[] {
  const fields = (typeof move === 'object' && move !== null ? move : {}) as MoveFields;
  const path: number[] = [];
  if (isPoint(fields.from)) path.push(fields.from);
  else if (fields.kind === 'gong') path.push(game.board.point('gon'));
  if (isPoint(fields.to)) path.push(fields.to);
  if (isPoint(fields.at)) path.push(fields.at);
  if (isPoint(fields.toff)) path.push(fields.toff);
  return path;
}

/** A legal move with its notation and click path. */
export interface Gesture {
  readonly move: unknown;
  readonly notation: string;
  readonly path: readonly number[];
}

/** Every legal move of `position` as a gesture, in the game's move order. */
export function gesturesOf(game: AnyGame, position: Position): Gesture[] {
  return game.legalMoves(position).map((move) => ({ move, notation: game.formatMove(position, move), path: clickPath(game, move) }));
}

/** What a list of clicks amounts to. */
export interface Selection {
  /** The clicks that still begin some legal move (empty: nothing selected). */
  readonly clicks: readonly number[];
  /** Points that continue one of those moves. */
  readonly targets: readonly number[];
  /** Moves the clicks spell out completely (several: the player must choose). */
  readonly complete: readonly Gesture[];
}

const startsWith = (path: readonly number[], clicks: readonly number[]): boolean =>
  clicks.length <= path.length && clicks.every((p, i) => path[i] === p);

/** The legal moves whose click paths begin with `clicks`. */
export function movesBegunBy(gestures: readonly Gesture[], clicks: readonly number[]): Gesture[] {
  return gestures.filter((g) => startsWith(g.path, clicks));
}

function selectionOf(gestures: readonly Gesture[], clicks: readonly number[]): Selection {
  const begun = movesBegunBy(gestures, clicks);
  const targets = new Set<number>();
  for (const g of begun) {
    const next = g.path[clicks.length];
    if (next !== undefined) targets.add(next);
  }
  return { clicks, targets: [...targets].sort((a, b) => a - b), complete: begun.filter((g) => g.path.length === clicks.length) };
}

/** Nothing selected. */
export const NO_SELECTION: Selection = { clicks: [], targets: [], complete: [] };

/**
 * The selection after clicking `point`: it extends the clicks if some legal move goes on that
 * way; else it starts afresh from `point` if a move begins there; else (or on clicking the last
 * point again) it clears.
 */
export function click(gestures: readonly Gesture[], selection: Selection, point: number): Selection {
  if (selection.clicks.length > 0 && selection.clicks[selection.clicks.length - 1] === point) return NO_SELECTION;
  const extended = selectionOf(gestures, [...selection.clicks, point]);
  if (extended.targets.length > 0 || extended.complete.length > 0) return extended;
  if (selection.clicks.length === 0) return NO_SELECTION;
  const fresh = selectionOf(gestures, [point]);
  return fresh.targets.length > 0 || fresh.complete.length > 0 ? fresh : NO_SELECTION;
}

/** The points a player may click first: where some legal move begins. */
export function startPoints(gestures: readonly Gesture[]): number[] {
  return [...new Set(gestures.flatMap((g) => (g.path.length > 0 ? [g.path[0] as number] : [])))].sort((a, b) => a - b);
}
