import fc from 'fast-check';
import { gong, type GongMove, type GongOptions, type GongPosition } from '../../src/gong/index.js';
import { notations as notationsOf, playLine as playLineOf, randomLine as randomLineOf } from '../support/lines.js';
import { GON, NAMES, RADIALS, RINGS, pt, refFormat, type Colour, type RefMove } from './reference.js';

export const at = (name: string): number => gong.board.point(name);
export const name = (p: number): string => gong.board.name(p);

/** An engine move in the reference's terms (point names). */
export function named(m: GongMove): RefMove {
  switch (m.kind) {
    case 'pass':
      return { kind: 'pass' };
    case 'place':
      return { kind: 'place', at: name(m.at) };
    case 'advance':
      return { kind: 'advance', from: name(m.from), to: name(m.to) };
    case 'gong':
      return { kind: 'gong', to: name(m.to) };
    case 'sidestep':
      return { kind: 'sidestep', from: name(m.from), to: name(m.to), toff: m.toff === null ? null : name(m.toff) };
  }
}

export const notations = (pos: GongPosition): string[] => notationsOf(gong, pos);

/** A position string from a map of point names to colours, the mover and the pawns off. */
export function build(pieces: Record<string, Colour>, toMove: Colour = 'b', offB = 0, offW = 0): string {
  return refFormat({ cells: new Map(Object.entries(pieces)), toMove, off: { b: offB, w: offW } });
}

export function pos(pieces: Record<string, Colour>, toMove: Colour = 'b', offB = 0, offW = 0, options?: GongOptions): GongPosition {
  return gong.parsePosition(build(pieces, toMove, offB, offW), options);
}

export const playLine = (start: string | GongPosition, moves: readonly string[]): GongPosition => playLineOf(gong, start, moves);

export function after(start: string | GongPosition, moves: readonly string[]): string {
  return gong.formatPosition(playLine(start, moves));
}

export const randomLine = (seed: number, plies: number, start: GongPosition = gong.start()): GongPosition[] =>
  randomLineOf(gong, seed, plies, start);

/**
 * Crowded positions (all pawns on the board): up to 8 pawns of each colour on a window of a few
 * neighbouring radials and the innermost rings, the Gon maybe held, either side to move. Narrow
 * windows give many takes, toffs, jams and Gon choices.
 */
export const arbCrowdedText: fc.Arbitrary<string> = fc
  .tuple(
    fc.nat(RADIALS - 1),
    fc.integer({ min: 2, max: 6 }),
    fc.integer({ min: 1, max: 6 }),
    fc.integer({ min: 1, max: 8 }),
    fc.integer({ min: 0, max: 8 }),
    fc.array(fc.nat(1000), { minLength: 16, maxLength: 16 }),
    fc.constantFrom<'-' | Colour>('-', '-', 'b', 'w'),
    fc.constantFrom<Colour>('b', 'w'),
  )
  .map(([r0, width, depth, nb, nw, draws, gon, toMove]) => {
    const window: string[] = [];
    for (let r = 0; r < width; r++) for (let k = 1; k <= depth; k++) window.push(pt(r0 + r, k));
    const cells = new Map<string, Colour>();
    if (gon !== '-') cells.set(GON, gon);
    const want: Colour[] = [
      ...Array<Colour>(gon === 'b' ? Math.min(nb, 7) : nb).fill('b'),
      ...Array<Colour>(gon === 'w' ? Math.min(nw, 7) : nw).fill('w'),
    ];
    want.forEach((c, i) => {
      for (let j = 0; j < window.length; j++) {
        const cell = window[((draws[i] as number) + j) % window.length] as string;
        if (!cells.has(cell)) {
          cells.set(cell, c);
          return;
        }
      }
    });
    return refFormat({ cells, toMove, off: { b: 0, w: 0 } });
  });

/** Any valid position with all pawns on the board, anywhere. */
export const arbAnyText: fc.Arbitrary<string> = fc
  .tuple(fc.uniqueArray(fc.nat(NAMES.length - 1), { minLength: 1, maxLength: 16 }), fc.nat(8), fc.constantFrom<Colour>('b', 'w'))
  .map(([points, nb, toMove]) => {
    const cells = new Map<string, Colour>();
    points.forEach((p, i) => cells.set(NAMES[p] as string, i < Math.min(nb, 8) ? 'b' : i - Math.min(nb, 8) < 8 ? 'w' : 'b'));
    let b = 0;
    let w = 0;
    for (const [k, v] of [...cells]) {
      if (v === 'b' && ++b > 8) cells.delete(k);
      if (v === 'w' && ++w > 8) cells.delete(k);
    }
    return refFormat({ cells, toMove, off: { b: 0, w: 0 } });
  });

/** Positions during placement: some pawns off, those on the board on own-colour ring-13 points. */
export const arbPlacementText: fc.Arbitrary<string> = fc
  .tuple(fc.subarray([...Array(RADIALS).keys()]), fc.nat(8), fc.nat(8), fc.constantFrom<Colour>('b', 'w'))
  .map(([radials, offB, offW, toMove]) => {
    const cells = new Map<string, Colour>();
    let b = 0;
    let w = 0;
    for (const r of radials) {
      const c: Colour = r % 2 === 0 ? 'b' : 'w';
      if (c === 'b' && b + offB < 8) {
        cells.set(pt(r, RINGS), c);
        b++;
      }
      if (c === 'w' && w + offW < 8) {
        cells.set(pt(r, RINGS), c);
        w++;
      }
    }
    return refFormat({ cells, toMove, off: { b: offB, w: offW } });
  });
