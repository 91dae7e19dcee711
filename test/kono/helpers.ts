import fc from 'fast-check';
import { kono, type KonoOptions, type KonoPosition } from '../../src/kono/index.js';
import { notations as notationsOf, randomLine as randomLineOf } from '../support/lines.js';
import { refFormat, type Cell } from './reference.js';

export const notations = (pos: KonoPosition): string[] => notationsOf(kono, pos);

export function pieceCount(pos: KonoPosition, owner: 'black' | 'white'): number {
  let n = 0;
  for (let p = 0; p < 16; p++) if (kono.pieceAt(pos, p)?.owner === owner) n++;
  return n;
}

export const randomLine = (seed: number, plies: number, start: KonoPosition = kono.start()): KonoPosition[] =>
  randomLineOf(kono, seed, plies, start);

/** A position reached by random legal play from the start: a seed and a number of plies. */
export function arbPlayed(maxPlies = 60, options?: KonoOptions): fc.Arbitrary<KonoPosition> {
  return fc
    .tuple(fc.integer(), fc.nat(maxPlies))
    .map(([seed, plies]) => randomLine(seed, plies, kono.start(options)).at(-1) ?? kono.start(options));
}

/**
 * Any board with at most eight pieces a side and either side to move, as a position string.
 * Sparse and dense boards both occur: the share of empty cells is drawn first.
 */
export const arbBoardText: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 1, max: 6 }), fc.array(fc.nat(99), { minLength: 16, maxLength: 16 }), fc.constantFrom<'b' | 'w'>('b', 'w'))
  .map(([density, draws, toMove]) => {
    const cells: Cell[] = draws.map((d) => {
      const r = d % 7;
      return r < density ? (d % 2 === 0 ? 'b' : 'w') : null;
    });
    return { cells, toMove };
  })
  .filter(({ cells }) => cells.filter((c) => c === 'b').length <= 8 && cells.filter((c) => c === 'w').length <= 8)
  .map(refFormat);
