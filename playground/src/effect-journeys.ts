/**
 * A move's effects (`game.effects`) as what each piece does, for the animation of a move and the
 * highlight of the last one: pure, no DOM.
 */
import type { MoveEffect, Piece } from 'ludicore';

/** What one piece does in a move: the points it passes, when it goes from one to the next, and whether it comes or goes. */
export interface Journey {
  readonly piece: Piece;
  /** The points it is on, first to last (one for a piece that is only placed or removed). */
  readonly points: readonly number[];
  /** The effect (its index in the list) that takes it from `points[i]` to `points[i + 1]`. */
  readonly legSteps: readonly number[];
  /** The effect that puts it on the board, or `null` if it was there before the move. */
  readonly placedAt: number | null;
  /** The effect that takes it off the board, or `null` if it is there after the move. */
  readonly removedAt: number | null;
}

interface OpenJourney {
  piece: Piece;
  points: number[];
  legSteps: number[];
  placedAt: number | null;
  removedAt: number | null;
}

/**
 * The pieces a move touches, each with its journey, in the order the effects first name them. A
 * piece that moves on from where an earlier effect put it is the same piece (a chain of steps).
 */
export function journeysOf(effects: readonly MoveEffect[]): Journey[] {
  const journeys: OpenJourney[] = [];
  // The journey of the piece that an effect so far left on each point.
  const onPoint = new Map<number, OpenJourney>();
  effects.forEach((effect, step) => {
    if (effect.kind === 'place') {
      const journey = { piece: effect.piece, points: [effect.at], legSteps: [], placedAt: step, removedAt: null };
      journeys.push(journey);
      onPoint.set(effect.at, journey);
      return;
    }
    const from = effect.kind === 'move' ? effect.from : effect.at;
    let journey = onPoint.get(from);
    if (journey === undefined) {
      journey = { piece: effect.piece, points: [from], legSteps: [], placedAt: null, removedAt: null };
      journeys.push(journey);
    }
    onPoint.delete(from);
    if (effect.kind === 'move') {
      journey.points.push(effect.to);
      journey.legSteps.push(step);
      onPoint.set(effect.to, journey);
    } else journey.removedAt = step;
  });
  return journeys;
}

/** Every point a move's effects name, in point order: what the board highlights as the last move. */
export function effectPoints(effects: readonly MoveEffect[]): number[] {
  const points = effects.flatMap((effect) => (effect.kind === 'move' ? [effect.from, effect.to] : [effect.at]));
  return [...new Set(points)].sort((a, b) => a - b);
}

/** A point where it is drawn. */
export interface Spot {
  readonly x: number;
  readonly y: number;
}

/** One keyframe of a piece's animation: how far it is from where it is drawn, and how opaque. */
export interface PieceFrame {
  readonly offset: number;
  readonly dx: number;
  readonly dy: number;
  readonly opacity: number;
}

/**
 * The keyframes of a journey, over the time of `steps` effects shown one after another (each
 * effect its own slice of it, so that pushes slide one after another), for the piece drawn at
 * `home`: it slides leg by leg, fades in when placed and out when removed.
 */
export function framesOf(journey: Journey, steps: number, home: Spot, spotOf: (point: number) => Spot): PieceFrame[] {
  const frame = (step: number, point: number, opacity: number): PieceFrame => {
    const spot = spotOf(point);
    return { offset: Math.min(1, Math.max(0, step / steps)), dx: spot.x - home.x, dy: spot.y - home.y, opacity };
  };
  const start = journey.points[0] ?? 0;
  const frames = [frame(0, start, journey.placedAt === null ? 1 : 0)];
  if (journey.placedAt !== null) frames.push(frame(journey.placedAt, start, 0), frame(journey.placedAt + 1, start, 1));
  journey.legSteps.forEach((step, leg) => {
    frames.push(frame(step, journey.points[leg] ?? start, 1), frame(step + 1, journey.points[leg + 1] ?? start, 1));
  });
  const end = journey.points[journey.points.length - 1] ?? start;
  if (journey.removedAt !== null) frames.push(frame(journey.removedAt, end, 1), frame(journey.removedAt + 1, end, 0));
  frames.push(frame(steps, end, journey.removedAt === null ? 1 : 0));
  return frames;
}
