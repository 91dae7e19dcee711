/**
 * The drawn board made usable from the keyboard and by screen readers. renderSvg draws a picture
 * (`role="img"`, whose content assistive technology skips) with a hit area over every point; here
 * the picture becomes a group of point buttons with one tab stop (a roving tabindex), each named
 * for its point and what stands on it, and the rest of the drawing is hidden from the
 * accessibility tree, since the points' names already say what it shows.
 */
import type { DrawnPoint } from './directions.js';

/** The hit areas renderSvg's `interactive` option draws, one per point. */
const POINT_SELECTOR = 'circle.point[data-point]';

/** The hit area of the point `name`, if the board has it. */
export function pointElement(container: HTMLElement, name: string): SVGElement | null {
  return container.querySelector<SVGElement>(`${POINT_SELECTOR}[data-point="${CSS.escape(name)}"]`);
}

/** The name of the point an event happened on, if any. */
export function pointNameAt(target: EventTarget | null): string | undefined {
  return (target instanceof Element ? target.closest('[data-point]')?.getAttribute('data-point') : undefined) ?? undefined;
}

/**
 * Turns the freshly drawn board in `container` into a group of buttons: each point gets the role
 * button and `label(name)` as its name, and `tabStop` the board's one tab stop.
 */
export function makeBoardAccessible(container: HTMLElement, boardName: string, label: (name: string) => string, tabStop: string): void {
  const svg = container.querySelector('svg');
  if (svg === null) return;
  svg.setAttribute('role', 'group');
  svg.setAttribute('aria-label', boardName);
  for (const part of Array.from(svg.children)) if (!part.matches(POINT_SELECTOR)) part.setAttribute('aria-hidden', 'true');
  for (const point of Array.from(svg.querySelectorAll<SVGElement>(POINT_SELECTOR))) {
    const name = point.dataset['point'] ?? '';
    point.setAttribute('role', 'button');
    point.setAttribute('aria-label', label(name));
    point.tabIndex = name === tabStop ? 0 : -1;
  }
}

/** Moves the board's tab stop to the point `name` and focuses it. */
export function focusPoint(container: HTMLElement, name: string): void {
  const target = pointElement(container, name);
  if (target === null) return;
  for (const point of Array.from(container.querySelectorAll<SVGElement>(POINT_SELECTOR))) point.tabIndex = point === target ? 0 : -1;
  target.focus();
}

/** Every point where it is drawn, in screen pixels (the board's own units, which scale alike). */
export function drawnPoints(container: HTMLElement): DrawnPoint[] {
  return Array.from(container.querySelectorAll<SVGElement>(POINT_SELECTOR), (point) => ({
    name: point.dataset['point'] ?? '',
    x: Number(point.getAttribute('cx')),
    y: Number(point.getAttribute('cy')),
  }));
}
