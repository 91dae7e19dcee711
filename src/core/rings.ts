import { Board, type Symmetry } from './board.js';
import { describeValue } from './describe.js';
import { RulesError } from './errors.js';

/** Directions of a rings-and-radials board: along the radial, and along the ring. */
export const RING_DIRECTIONS = ['inward', 'outward', 'left', 'right'] as const;

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Builds a board of `rings` concentric circles crossed by `radials` radials, plus the center
 * (13 rings and 24 radials make 313 points). Radials are named `a`, `b`, … counter-clockwise,
 * rings numbered 1 (innermost) to `rings`; a point is a radial and a ring (`a13`), the center
 * is named `center`, lower-case letters alone (so never a radial and a ring). Point order: the
 * center, a1…a13, b1…b13, ….
 *
 * Directions ({@link RING_DIRECTIONS}): `inward` (one ring lower; from ring 1, the center),
 * `outward`, and along the ring `left` (counter-clockwise, to the next radial: a → b, which is
 * to the left facing outward) and `right`; the ring wraps round (the last radial and `a` are
 * neighbours). The center is a hub: every ring-1 point links into it, and `board.spokes(center)`
 * lists its ways out, one per radial.
 *
 * Symmetries: every rotation by whole radials and every reflection (2 × radials); a game
 * whose radials are coloured uses the subset that keeps them.
 *
 * @throws {@link RulesError} `argument/invalid` for counts out of range or a center name of
 *   another form.
 */
export function ringsAndRadials(rings: number, radials: number, center: string): Board {
  if (!(Number.isInteger(rings) && Number.isInteger(radials) && rings >= 1 && rings <= 99 && radials >= 3 && radials <= 26)) {
    throw new RulesError(
      'argument/invalid',
      `a rings-and-radials board needs 1 to 99 rings and 3 to 26 radials, got ${describeValue(rings)} and ${describeValue(radials)}`,
    );
  }
  if (typeof center !== 'string' || !/^[a-z]{1,16}$/.test(center)) {
    throw new RulesError(
      'argument/invalid',
      `the center of a rings-and-radials board is named by 1 to 16 lower-case letters, got ${describeValue(center)}`,
    );
  }
  const at = (radial: number, ring: number): number =>
    ring === 0 ? 0 : 1 + (((radial % radials) + radials) % radials) * rings + (ring - 1);
  const names = [center];
  const xs = [0];
  const ys = [0];
  const neighbours: number[][] = [[-1, -1, -1, -1]];
  for (let r = 0; r < radials; r++) {
    const angle = (2 * Math.PI * r) / radials;
    for (let k = 1; k <= rings; k++) {
      names.push(`${LETTERS[r] as string}${k}`);
      xs.push(k * Math.cos(angle));
      ys.push(k * Math.sin(angle));
      neighbours.push([at(r, k - 1), k < rings ? at(r, k + 1) : -1, at(r + 1, k), at(r - 1, k)]);
    }
  }
  const symmetries: Symmetry[] = [];
  for (const mirrored of [false, true]) {
    for (let turn = 0; turn < radials; turn++) {
      const map = (r: number): number => (mirrored ? turn - r : r + turn);
      const points = names.map((_, p) => (p === 0 ? 0 : at(map(Math.floor((p - 1) / rings)), ((p - 1) % rings) + 1)));
      // A mirror swaps the two ways round the ring.
      const directions = mirrored ? [0, 1, 3, 2] : [0, 1, 2, 3];
      const name = mirrored ? `mirror${turn}` : `rotate${turn}`;
      symmetries.push({ name: name === 'rotate0' ? 'identity' : name, points, directions });
    }
  }
  return new Board({
    names,
    x: xs,
    y: ys,
    directions: RING_DIRECTIONS,
    opposite: [1, 0, 3, 2],
    neighbours,
    symmetries,
    hubs: [0],
    layout: { kind: 'rings', rings, radials, center: 0 },
  });
}
