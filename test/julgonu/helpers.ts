import fc from 'fast-check';
import { createRandom, isRulesError, type RulesError } from '../../src/index.js';
import { julgonu, type JulGonuMove, type JulGonuOptions, type JulGonuPosition, type NoRepeatMode } from '../../src/julgonu/index.js';
import { refFormat, type Cell } from './reference.js';

export const MODES: readonly NoRepeatMode[] = ['previous', 'any', 'off'];

export const at = (name: string): number => julgonu.board.point(name);

export function notations(pos: JulGonuPosition): string[] {
  return julgonu.legalMoves(pos).map((m) => julgonu.formatMove(pos, m));
}

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

/** Plays notation moves one after another from a position string (or position). */
export function playLine(start: string | JulGonuPosition, moves: readonly string[], options?: JulGonuOptions): JulGonuPosition {
  let pos = typeof start === 'string' ? julgonu.parsePosition(start, options) : start;
  for (const m of moves) pos = julgonu.play(pos, julgonu.parseMove(pos, m));
  return pos;
}

/** Plays up to `plies` uniformly random legal moves (stopping when the game ends); every position on the way. */
export function randomLine(seed: number, plies: number, start: JulGonuPosition = julgonu.start()): JulGonuPosition[] {
  const random = createRandom(seed);
  const line = [start];
  let pos = start;
  for (let i = 0; i < plies; i++) {
    const moves = julgonu.legalMoves(pos);
    if (moves.length === 0) break;
    pos = julgonu.play(pos, random.pick(moves));
    line.push(pos);
  }
  return line;
}

/** A position (with its J4 history) reached by random legal play from the start: a seed, a number of plies and a mode. */
export function arbPlayed(maxPlies = 60): fc.Arbitrary<JulGonuPosition> {
  return fc
    .tuple(fc.integer(), fc.nat(maxPlies), fc.constantFrom(...MODES))
    .map(([seed, plies, noRepeat]) => {
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
