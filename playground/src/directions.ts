/**
 * Moving between a board's points with the arrow keys. Boards here are not all grids (Agon's
 * hexagon, Gong's rings), so an arrow goes to the nearest point that way on the screen rather than
 * to a neighbour in the rules' sense.
 */

/** A point as drawn: its name and its center in screen coordinates (y downwards). */
export interface DrawnPoint {
  readonly name: string;
  readonly x: number;
  readonly y: number;
}

export type ScreenDirection = 'left' | 'right' | 'up' | 'down';

/** The arrow keys, by `KeyboardEvent.key`. */
export const ARROW_KEYS: Readonly<Record<string, ScreenDirection>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/** Unit vectors on the screen, y downwards. */
const VECTORS: Readonly<Record<ScreenDirection, { readonly x: number; readonly y: number }>> = {
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
};

/**
 * The point an arrow key goes to from `from`: the nearest of the points that lie that way (more
 * along the direction than across it, within 45°); of two as near, the one less to the side.
 * None that way: `from` itself. The nearest, not a score that weighs the side more: on Gong's
 * rings such a score never picks the ring-1 points at 45°, which no key could then reach (the
 * unit test walks every board as drawn).
 */
export function pointInDirection(points: readonly DrawnPoint[], from: DrawnPoint, direction: ScreenDirection): DrawnPoint {
  const { x: ux, y: uy } = VECTORS[direction];
  let best = from;
  let bestDistance = Infinity;
  let bestAcross = Infinity;
  for (const point of points) {
    const dx = point.x - from.x;
    const dy = point.y - from.y;
    const along = dx * ux + dy * uy;
    const across = Math.abs(dx * uy - dy * ux);
    // Drawn positions are rounded to hundredths of a pixel: a point level with `from` may be off by that much.
    if (along <= 0.5 || across > along) continue;
    const distance = Math.hypot(dx, dy);
    const nearer = distance < bestDistance - TIE;
    const asNear = Math.abs(distance - bestDistance) <= TIE;
    if (nearer || (asNear && across < bestAcross)) {
      best = point;
      bestDistance = distance;
      bestAcross = across;
    }
  }
  return best;
}

/** Distances closer than this (in pixels, past the rounding of drawn positions) count as equal. */
const TIE = 0.05;
