import { describe, expect, it } from 'vitest';
import { ARROW_KEYS, pointInDirection, type DrawnPoint } from '../../playground/src/directions.js';

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
