import { ringsAndRadials } from '../core/rings.js';

/**
 * The Gong board: 13 rings crossed by 24 radials, plus the Gon at the center; 313 points named
 * `gon`, `a1`…`a13`, `b1`…, `x13`, in that point order. Radials `a`, `c`, `e`, … (even index)
 * are black, `b`, `d`, … white.
 */
export const GONG_BOARD = ringsAndRadials(13, 24, 'gon');

/** Rings and radials. */
export const RINGS = 13;
export const RADIALS = 24;
/** The Gon, point 0. */
export const GON = 0;
/** The point on radial r (0–23) and ring k (1–13; 0 is the Gon). */
export const pointAt = (r: number, k: number): number => (k === 0 ? GON : 1 + r * RINGS + (k - 1));
/** The radial (0–23) of a point other than the Gon. */
export const radialOf = (p: number): number => Math.floor((p - 1) / RINGS);
/** The ring (1–13) of a point, 0 for the Gon. */
export const ringOf = (p: number): number => (p === GON ? 0 : ((p - 1) % RINGS) + 1);
/** The next point inward (the Gon from ring 1). */
export const inward = (p: number): number => (ringOf(p) === 1 ? GON : p - 1);
/** The point beside p on its ring: side 0 left (the next radial, counter-clockwise), 1 right. */
export const beside = (p: number, side: number): number => pointAt((radialOf(p) + (side === 0 ? 1 : RADIALS - 1)) % RADIALS, ringOf(p));
