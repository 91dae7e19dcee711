import fc from 'fast-check';
import { createRandom, isRulesError, type RulesError } from '../../src/index.js';
import { kono, type KonoOptions, type KonoPosition } from '../../src/kono/index.js';
import { refFormat, type Cell } from './reference.js';

export function notations(pos: KonoPosition): string[] {
  return kono.legalMoves(pos).map((m) => kono.formatMove(pos, m));
}

export function pieceCount(pos: KonoPosition, owner: 'black' | 'white'): number {
  let n = 0;
  for (let p = 0; p < 16; p++) if (kono.pieceAt(pos, p)?.owner === owner) n++;
  return n;
}

/** Plays up to `plies` uniformly random legal moves (stopping when the game ends); every position on the way. */
export function randomLine(seed: number, plies: number, start: KonoPosition = kono.start()): KonoPosition[] {
  const random = createRandom(seed);
  const line = [start];
  let pos = start;
  for (let i = 0; i < plies; i++) {
    const moves = kono.legalMoves(pos);
    if (moves.length === 0) break;
    pos = kono.play(pos, random.pick(moves));
    line.push(pos);
  }
  return line;
}

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
  .tuple(
    fc.integer({ min: 1, max: 6 }),
    fc.array(fc.nat(99), { minLength: 16, maxLength: 16 }),
    fc.constantFrom<'b' | 'w'>('b', 'w'),
  )
  .map(([density, draws, toMove]) => {
    const cells: Cell[] = draws.map((d) => {
      const r = d % 7;
      return r < density ? (d % 2 === 0 ? 'b' : 'w') : null;
    });
    return { cells, toMove };
  })
  .filter(({ cells }) => cells.filter((c) => c === 'b').length <= 8 && cells.filter((c) => c === 'w').length <= 8)
  .map(refFormat);

/** The RulesError code `fn` throws; `'no error'` if it returns; the error itself re-thrown if it is not a RulesError. */
export function thrownCode(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (isRulesError(error)) return error.code;
    throw error;
  }
  return 'no error';
}

/** The RulesError `fn` throws (fails the calling test otherwise). */
export function thrown(fn: () => unknown): RulesError {
  try {
    fn();
  } catch (error) {
    if (isRulesError(error)) return error;
    throw new Error(`expected a RulesError, got ${String(error)}`);
  }
  throw new Error('expected a RulesError, but nothing was thrown');
}
