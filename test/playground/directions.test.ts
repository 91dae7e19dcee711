import { describe, expect, it } from 'vitest';
import { ARROW_KEYS, pointInDirection, type DrawnPoint } from '../../playground/src/directions.js';
import type { AnyGame } from '../../src/index.js';
import { renderSvg } from '../../src/render/index.js';
import { AGON, GONG, JULGONU, KONO } from '../support/ai.js';

/** A 3 × 3 grid drawn 10 px apart, `a` to `c` left to right, rank 1 at the bottom (screen y down). */
const GRID: DrawnPoint[] = ['a', 'b', 'c'].flatMap((file, i) =>
  [1, 2, 3].map((rank) => ({ name: `${file}${rank}`, x: i * 10, y: (3 - rank) * 10 })),
);
const at = (name: string): DrawnPoint => GRID.find((p) => p.name === name) as DrawnPoint;
const go = (points: readonly DrawnPoint[], from: DrawnPoint, ...keys: string[]): string =>
  keys.reduce((point, key) => pointInDirection(points, point, ARROW_KEYS[key] ?? 'left'), from).name;

describe('pointInDirection', () => {
  it('on a grid, goes to the neighbour that way on the screen', () => {
    expect(go(GRID, at('b2'), 'ArrowRight')).toBe('c2');
    expect(go(GRID, at('b2'), 'ArrowLeft')).toBe('a2');
    expect(go(GRID, at('b2'), 'ArrowUp')).toBe('b3');
    expect(go(GRID, at('b2'), 'ArrowDown')).toBe('b1');
    expect(go(GRID, at('a1'), 'ArrowUp', 'ArrowUp', 'ArrowRight', 'ArrowRight', 'ArrowDown')).toBe('c2');
  });

  it('stays put at the edge', () => {
    expect(go(GRID, at('c3'), 'ArrowRight')).toBe('c3');
    expect(go(GRID, at('c3'), 'ArrowUp')).toBe('c3');
    expect(go(GRID, at('a1'), 'ArrowLeft', 'ArrowDown')).toBe('a1');
  });

  it('prefers a point straight ahead to one as near but off to the side, and ignores points beyond 45°', () => {
    const points: DrawnPoint[] = [
      { name: 'from', x: 0, y: 0 },
      { name: 'ahead', x: 10, y: 0 },
      { name: 'slanting', x: 8, y: 6 },
      { name: 'steep', x: 3, y: -9 },
    ];
    const from = points[0] as DrawnPoint;
    expect(go(points, from, 'ArrowRight')).toBe('ahead');
    expect(go(points, from, 'ArrowUp')).toBe('steep');
    expect(go(points, from, 'ArrowDown')).toBe('from');
  });

  it('on rings, goes round and out as the screen shows them', () => {
    // Eight points on a circle of radius 10 round a center, the first to the right, counter-clockwise on the screen.
    const ring: DrawnPoint[] = [{ name: 'center', x: 0, y: 0 }];
    for (let k = 0; k < 8; k++) {
      const angle = (k * Math.PI) / 4;
      ring.push({ name: `r${k}`, x: Math.round(10 * Math.cos(angle) * 100) / 100, y: -Math.round(10 * Math.sin(angle) * 100) / 100 });
    }
    const center = ring[0] as DrawnPoint;
    expect(go(ring, center, 'ArrowRight')).toBe('r0');
    expect(go(ring, center, 'ArrowUp')).toBe('r2');
    expect(go(ring, center, 'ArrowLeft')).toBe('r4');
    expect(go(ring, center, 'ArrowDown')).toBe('r6');
    expect(go(ring, center, 'ArrowRight', 'ArrowLeft')).toBe('center');
    // Every point can be reached from the center.
    const reached = new Set<string>();
    const visit = (point: DrawnPoint): void => {
      if (reached.has(point.name)) return;
      reached.add(point.name);
      for (const key of Object.keys(ARROW_KEYS)) visit(ring.find((p) => p.name === go(ring, point, key)) as DrawnPoint);
    };
    visit(center);
    expect(reached.size).toBe(ring.length);
  });
});

describe('pointInDirection on the boards as renderSvg draws them', () => {
  /** The points of the interactive drawing, read from its hit areas, as the page reads them. */
  function drawn(game: AnyGame): DrawnPoint[] {
    const svg = renderSvg(game, game.start(), { size: 560, interactive: true });
    return Array.from(svg.matchAll(/<circle class="point" data-point="([^"]+)" cx="([-\d.]+)" cy="([-\d.]+)"/g), (m) => ({
      name: m[1] as string,
      x: Number(m[2]),
      y: Number(m[3]),
    }));
  }

  it.each([
    ['Kono', KONO],
    ['Jul-Gonu', JULGONU],
    ['Agon', AGON],
    ['Gong', GONG],
  ] as const)('%s: every point can be reached with the arrow keys from any point', (_label, game: AnyGame) => {
    const points = drawn(game);
    expect(points).toHaveLength(game.board.size);
    const byName = new Map(points.map((p) => [p.name, p]));
    const step = (point: DrawnPoint): DrawnPoint[] =>
      Object.keys(ARROW_KEYS).map((key) => byName.get(go(points, point, key)) as DrawnPoint);
    // From every point, following the arrows reaches every other: the keys never strand a point.
    const reachedFrom = (origin: DrawnPoint): number => {
      const seen = new Set([origin.name]);
      const queue = [origin];
      for (let point = queue.shift(); point !== undefined; point = queue.shift()) {
        for (const next of step(point)) {
          if (seen.has(next.name)) continue;
          seen.add(next.name);
          queue.push(next);
        }
      }
      return seen.size;
    };
    for (const origin of game.board.size > 100 ? points.filter((_, i) => i % 25 === 0) : points)
      expect(reachedFrom(origin), `from ${origin.name}`).toBe(points.length);
  });

  it('Agon: up and down go along a file, as the cells are drawn', () => {
    const points = drawn(AGON);
    const f6 = points.find((p) => p.name === 'f6') as DrawnPoint;
    expect(go(points, f6, 'ArrowUp')).toBe('f7');
    expect(go(points, f6, 'ArrowDown')).toBe('f5');
  });
});
