import { describeValue } from './describe.js';
import { readEffects, readPiece, type MoveEffect } from './effects.js';
import { RulesError } from './errors.js';
import type { Game, Piece, Position } from './game.js';
import { requireGame } from './guards.js';

/*
 * Moves as a player makes them by clicking: the points, then maybe one choice. A user interface
 * that works through these knows neither the shape of a game's moves nor the names of its points.
 */

/**
 * The choice a move needs once its points are clicked, where the points alone do not say which
 * move it is: a `piece` to put down (its owner and kind), or a `point` that settles some further
 * part of the move (a piece that the move sends on, say), which a user interface can offer as
 * one more click.
 */
export type GestureChoice =
  | {
      /** A piece to put down. */
      readonly kind: 'piece';
      /** The piece chosen, with the owner it has on the board and its kind. */
      readonly piece: Piece;
    }
  | {
      /** A point. */
      readonly kind: 'point';
      /** The point chosen. */
      readonly point: number;
    };

/**
 * How a player makes a move: the points they click, in order (the piece, then where it goes; the
 * single point of a placement; none for a pass), then the choice it needs, if any. In a position,
 * no two legal moves have the same gesture.
 */
export interface Gesture {
  /** The points clicked, in order. */
  readonly points: readonly number[];
  /** The choice made after the points, or `null` when the points say it all. */
  readonly choice: GestureChoice | null;
}

/** The gesture of a pass, and of any move that touches no point. */
export const NO_GESTURE: Gesture = Object.freeze({ points: Object.freeze([]), choice: null });

/** A frozen gesture. */
export function gesture(points: readonly number[], choice: GestureChoice | null = null): Gesture {
  return Object.freeze({ points: Object.freeze([...points]), choice: choice === null ? null : Object.freeze({ ...choice }) });
}

/**
 * The gesture a move's effects suggest, the default of {@link GameRules.gesture}: the piece that
 * moves first, and the point where it ends (following it through the moves that carry it on);
 * else the point of the first piece placed, else of the first removed; no choice. A game whose
 * moves share these points writes its own.
 *
 * @throws {@link RulesError} `argument/invalid` for `effects` that are not a list of move effects.
 */
export function effectsGesture(effects: readonly MoveEffect[]): Gesture {
  return gestureOf(readEffects(effects, 'effectsGesture'));
}

/** {@link effectsGesture} of checked effects. */
function gestureOf(effects: readonly MoveEffect[]): Gesture {
  const first = effects.find((effect) => effect.kind === 'move');
  if (first !== undefined) {
    let end = first.to;
    for (const effect of effects) if (effect !== first && effect.kind === 'move' && effect.from === end) end = effect.to;
    return gesture([first.from, end]);
  }
  const other = effects.find((effect) => effect.kind === 'place') ?? effects.find((effect) => effect.kind === 'remove');
  return other === undefined ? NO_GESTURE : gesture([other.at]);
}

/**
 * Whether two choices are the same.
 *
 * @throws {@link RulesError} `argument/invalid` for a value that is neither a choice nor `null`.
 */
export function sameChoice(a: GestureChoice | null, b: GestureChoice | null): boolean {
  return choicesAlike(readChoice(a, 'sameChoice', 'the first choice'), readChoice(b, 'sameChoice', 'the second choice'));
}

/**
 * `value` as a gesture's choice, checked: `null`, a `point` choice with an integer point, or a
 * `piece` choice with a piece. A frozen copy, each field read once.
 */
function readChoice(value: unknown, owner: string, what: string): GestureChoice | null {
  if (value === null) return null;
  const refuse = (): never => {
    throw new RulesError(
      'argument/invalid',
      `${owner}: ${what} must be null, { kind: 'point', point } or { kind: 'piece', piece }, got ${describeValue(value)}`,
    );
  };
  if (typeof value !== 'object') return refuse();
  const { kind, point, piece } = value as Partial<Record<'kind' | 'point' | 'piece', unknown>>;
  if (kind === 'point') {
    return typeof point === 'number' && Number.isInteger(point) ? Object.freeze({ kind, point }) : refuse();
  }
  if (kind !== 'piece' || piece === undefined) return refuse();
  return Object.freeze({ kind, piece: readPiece(piece, owner, `the piece of ${what}`) as Piece });
}

/** {@link sameChoice} of checked choices. */
function choicesAlike(a: GestureChoice | null, b: GestureChoice | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.kind === 'point') return b.kind === 'point' && a.point === b.point;
  return b.kind === 'piece' && a.piece.owner === b.piece.owner && a.piece.kind === b.piece.kind;
}

/** A legal move with its gesture. */
export interface GesturedMove<M = unknown> {
  /** The move. */
  readonly move: M;
  /** How it is made. */
  readonly gesture: Gesture;
}

/** What the clicks so far amount to in a position: see {@link clickSelection}. */
export interface ClickSelection<M = unknown> {
  /** The clicks, as given. */
  readonly clicks: readonly number[];
  /** The legal moves whose gestures begin with the clicks, in the game's move order. */
  readonly moves: readonly GesturedMove<M>[];
  /** The points a next click can go to, to continue one of those moves, in point order. */
  readonly targets: readonly number[];
  /**
   * The moves whose points the clicks complete: none yet, one to play, or several that differ
   * by their choice (then the player picks one).
   */
  readonly complete: readonly GesturedMove<M>[];
}

/**
 * The legal moves that begin with the points clicked so far, and what can come next: the pure
 * helper a user interface builds moves from clicks with, for any game (it works through
 * {@link Game.legalMoves} and {@link Game.gesture} alone). With no clicks, every legal move and
 * the points where one begins.
 *
 * Throws as `legalMoves` does for a position that is not the game's, and `argument/invalid` for
 * clicks that are not a list of point indices of the game's board.
 */
export function clickSelection<Id extends string, M, O>(
  game: Game<Id, M, O>,
  position: Position<Id, O>,
  clicks: readonly number[],
): ClickSelection<M> {
  requireGame(game, 'clickSelection');
  const given = readClicks(game, clicks);
  const moves = game
    .legalMoves(position)
    .map((move) => ({ move, gesture: game.gesture(position, move) }))
    .filter(({ gesture: { points } }) => given.length <= points.length && given.every((p, i) => points[i] === p));
  const targets = new Set<number>();
  for (const { gesture: made } of moves) {
    const next = made.points[given.length];
    if (next !== undefined) targets.add(next);
  }
  return Object.freeze({
    clicks: Object.freeze(given),
    moves: Object.freeze(moves.map((m) => Object.freeze(m))),
    targets: Object.freeze([...targets].sort((a, b) => a - b)),
    complete: Object.freeze(moves.filter(({ gesture: made }) => made.points.length === given.length)),
  });
}

/**
 * The legal move made by a gesture (its points and its choice), or `undefined` if no legal move
 * is made that way: the inverse of {@link Game.gesture}. Throws as {@link clickSelection} does,
 * and `argument/invalid` for a gesture that is not an object with points and a choice.
 */
export function moveOfGesture<Id extends string, M, O>(game: Game<Id, M, O>, position: Position<Id, O>, made: Gesture): M | undefined {
  requireGame(game, 'moveOfGesture');
  if (typeof made !== 'object' || made === null) {
    throw new RulesError('argument/invalid', `moveOfGesture needs a gesture ({ points, choice }), got ${describeValue(made)}`);
  }
  const { points, choice: given } = made;
  const choice = readChoice(given, 'moveOfGesture', "the gesture's choice");
  return clickSelection(game, position, points).complete.find((m) => choicesAlike(m.gesture.choice, choice))?.move;
}

/** The clicks as a fresh list, checked to be point indices of the game's board. */
function readClicks(game: Game<string, unknown, unknown>, clicks: unknown): number[] {
  if (!Array.isArray(clicks))
    throw new RulesError('argument/invalid', `clicks must be a list of point indices, got ${describeValue(clicks)}`);
  const points: number[] = [];
  for (const p of clicks as readonly unknown[]) {
    if (!(typeof p === 'number' && Number.isInteger(p) && p >= 0 && p < game.board.size)) {
      throw new RulesError('argument/invalid', `click ${describeValue(p)} is not a point index of the ${game.name} board`);
    }
    points.push(p);
  }
  return points;
}
