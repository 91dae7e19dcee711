/**
 * The move just played, animated on the board already drawn after it: the pieces its effects name
 * slide, fade in or fade out, one effect after another. Only a picture: the position is already
 * the new one, so clicks and bots go on while it runs, and a redraw simply ends it.
 */
import type { MoveEffect } from 'ludicore';
import { framesOf, journeysOf, type Spot } from './effect-journeys.js';
import { pointElement } from './board-access.js';

/** Milliseconds each effect takes. */
const STEP_TIME = 220;

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Whether the person asked their system for less motion. */
const motionReduced = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The elements renderSvg draws for the piece at (cx, cy) in `root`: its disc, and the ring that
 * marks a Queen (the next circle, centred alike, unfilled).
 */
function pieceElementsAt(root: ParentNode, cx: string, cy: string): SVGElement[] {
  const disc = Array.from(root.querySelectorAll<SVGElement>('circle.piece')).find(
    (circle) => circle.getAttribute('cx') === cx && circle.getAttribute('cy') === cy,
  );
  if (disc === undefined) return [];
  const next = disc.nextElementSibling;
  const ring =
    next instanceof SVGElement && next.matches('circle:not([class])') && next.getAttribute('cx') === cx && next.getAttribute('cy') === cy
      ? [next]
      : [];
  return [disc, ...ring];
}

/**
 * Animates `effects` on the board in `container`, drawn (with renderSvg's `interactive` hit areas)
 * after the move; `before` draws the board before the move with renderSvg (asked for only when
 * the move removes a piece, which is found there to fade out). Every element animated gets `data-animated`. Returns how many
 * pieces it animates (none when motion is reduced).
 */
export function animateEffects(
  container: HTMLElement,
  effects: readonly MoveEffect[],
  pointName: (point: number) => string,
  before: () => string,
): number {
  const svg = container.querySelector('svg');
  if (svg === null || effects.length === 0 || motionReduced()) return 0;
  const centre = (point: number): { cx: string; cy: string } | undefined => {
    const hit = pointElement(container, pointName(point));
    const cx = hit?.getAttribute('cx');
    const cy = hit?.getAttribute('cy');
    return cx == null || cy == null ? undefined : { cx, cy };
  };
  const spotOf = (point: number): Spot => {
    const found = centre(point);
    return { x: Number(found?.cx ?? 0), y: Number(found?.cy ?? 0) };
  };
  // The pieces removed are no longer drawn: they are copied from the board before, on a layer
  // under the hit areas, so that clicks still reach the points.
  const ghosts = document.createElementNS(SVG_NS, 'g');
  ghosts.setAttribute('class', 'ghosts');
  ghosts.setAttribute('aria-hidden', 'true');
  ghosts.setAttribute('pointer-events', 'none');
  svg.insertBefore(ghosts, svg.querySelector('circle.point'));
  let beforeSvg: Document | undefined;
  let animated = 0;
  for (const journey of journeysOf(effects)) {
    const removed = journey.removedAt !== null;
    const home = removed ? journey.points[0] : journey.points[journey.points.length - 1];
    const at = home === undefined ? undefined : centre(home);
    if (home === undefined || at === undefined) continue;
    beforeSvg ??= removed ? new DOMParser().parseFromString(before(), 'image/svg+xml') : undefined;
    const found = removed && beforeSvg !== undefined ? pieceElementsAt(beforeSvg, at.cx, at.cy) : pieceElementsAt(svg, at.cx, at.cy);
    const elements = removed ? found.map((element) => ghosts.appendChild(document.importNode(element, true))) : found;
    if (elements.length === 0) continue;
    const frames = framesOf(journey, effects.length, spotOf(home), spotOf).map(({ offset, dx, dy, opacity }) => ({
      offset,
      transform: `translate(${dx}px, ${dy}px)`,
      opacity,
    }));
    for (const element of elements) {
      element.dataset['animated'] = removed ? 'remove' : journey.placedAt !== null ? 'place' : 'move';
      // A removed piece stays faded out; the others end where the board draws them.
      element.animate(frames, { duration: STEP_TIME * effects.length, easing: 'ease-in-out', fill: removed ? 'forwards' : 'none' });
    }
    animated++;
  }
  return animated;
}
