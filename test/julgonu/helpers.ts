import fc from 'fast-check';
import { julgonu, type JulGonuMove, type JulGonuOptions, type JulGonuPosition, type NoRepeatMode } from '../../src/julgonu/index.js';
import { notations as notationsOf, playLine as playLineOf, randomLine as randomLineOf } from '../support/lines.js';
import { refFormat, type Cell } from './reference.js';

export const MODES: readonly NoRepeatMode[] = ['previous', 'any', 'off'];

export const at = (name: string): number => julgonu.board.point(name);

export const notations = (pos: JulGonuPosition): string[] => notationsOf(julgonu, pos);

export function pieceCount(pos: JulGonuPosition, owner: 'black' | 'white'): number {
  let n = 0;
  for (let p = 0; p < 16; p++) if (julgonu.pieceAt(pos, p)?.owner === owner) n++;
  return n;
}

/** The points a move empties besides its own from-point: its captures, found by comparing boards. */
export function capturedBy(pos: JulGonuPosition, move: JulGonuMove): number[] {
  const next = julgonu.play(pos, move);
  const taken: number[] = [];
  for (let p = 0; p < 16; p++) {
    if (p !== move.from && julgonu.pieceAt(pos, p) !== undefined && julgonu.pieceAt(next, p) === undefined) taken.push(p);
  }
  return taken;
}

export const playLine = (start: string | JulGonuPosition, moves: readonly string[], options?: JulGonuOptions): JulGonuPosition =>
  playLineOf(julgonu, start, moves, options);

export const randomLine = (seed: number, plies: number, start: JulGonuPosition = julgonu.start()): JulGonuPosition[] =>
  randomLineOf(julgonu, seed, plies, start);

/** A position (with its J4 history) reached by random legal play from the start: a seed, a number of plies and a mode. */
export function arbPlayed(maxPlies = 60): fc.Arbitrary<JulGonuPosition> {
  return fc.tuple(fc.integer(), fc.nat(maxPlies), fc.constantFrom(...MODES)).map(([seed, plies, noRepeat]) => {
    const start = julgonu.start({ noRepeat });
    return randomLine(seed, plies, start).at(-1) ?? start;
  });
}

/**
 * Any board with at most four pieces a side and either side to move, as a position string:
 * counts drawn first (0 to 4 each, so lone pieces and empty sides occur), then distinct points.
 */
export const arbBoardText: fc.Arbitrary<string> = fc
  .tuple(
    fc.nat(4),
    fc.nat(4),
    fc.uniqueArray(fc.integer({ min: 0, max: 15 }), { minLength: 8, maxLength: 8 }),
    fc.constantFrom<'b' | 'w'>('b', 'w'),
  )
  .map(([blacks, whites, points, toMove]) => {
    const cells: Cell[] = new Array<Cell>(16).fill(null);
    points.forEach((p, i) => {
      if (i < blacks) cells[p] = 'b';
      else if (i >= 4 && i < 4 + whites) cells[p] = 'w';
    });
    return refFormat({ cells, toMove });
  });
