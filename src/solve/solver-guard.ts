import { describeValue } from '../core/describe.js';
import { RulesError } from '../core/errors.js';
import { gameDefect } from '../core/guards.js';
import type { Solver } from './solution.js';

/*
 * The check of a solver a caller hands to the solving and loading entries: its shape, read
 * before any of it is called, so that a value that is none is refused by name instead of
 * failing in the middle of a solve with a TypeError.
 */

// Far above any space that fits in memory (a side of 16 pieces on a 32-point board is already
// beyond it); a bound keeps a forged count from sizing tables or lists of classes.
/** The most pieces a side a solver may declare. */
export const MAX_SOLVER_PIECES = 64;

/** The longest id a solver may have: it is written into every saved table's header. */
const MAX_ID_LENGTH = 64;

/** Whether a value is an integer from `min` to `max`. */
const isIntegerIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * What keeps `value` from being a {@link Solver} (an id, a game, a `maxPieces`, `space` and
 * `indexOf`, and material that is absent or has a `maxTaken` and a `space`), in words for a
 * message; `undefined` for a solver.
 */
export function solverDefect(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return 'it is not an object';
  const solver = value as Partial<Record<keyof Solver<string, unknown, unknown>, unknown>>;
  const { id, maxPieces, material } = solver;
  if (typeof id !== 'string' || id === '' || id.length > MAX_ID_LENGTH) {
    return `its id is ${describeValue(id)}, not a string of 1 to ${MAX_ID_LENGTH} characters`;
  }
  const game = gameDefect(solver.game);
  if (game !== undefined) return `its game is no game: ${game}`;
  if (!isIntegerIn(maxPieces, 1, MAX_SOLVER_PIECES)) {
    return `its maxPieces is ${describeValue(maxPieces)}, not an integer from 1 to ${MAX_SOLVER_PIECES}`;
  }
  if (typeof solver.space !== 'function' || typeof solver.indexOf !== 'function') return 'it has no space and indexOf';
  if (material === undefined) return undefined;
  if (typeof material !== 'object' || material === null) return `its material is ${describeValue(material)}, not an object`;
  const { maxTaken, space } = material as Partial<Record<'maxTaken' | 'space', unknown>>;
  if (!isIntegerIn(maxTaken, 1, MAX_SOLVER_PIECES) || typeof space !== 'function') {
    return `its material is ${describeValue(material)}, without a maxTaken from 1 to ${MAX_SOLVER_PIECES} and a space`;
  }
  return undefined;
}

/**
 * Throws `argument/invalid` unless `value` is a solver (see {@link solverDefect}). `owner` names
 * the function that needs it, in the message.
 */
export function requireSolver(value: unknown, owner: string): asserts value is Solver<string, unknown, unknown> {
  const defect = solverDefect(value);
  if (defect === undefined) return;
  const detail = typeof value === 'object' && value !== null ? `: ${defect}` : '';
  throw new RulesError('argument/invalid', `${owner} needs a solver (konoSolver, say), got ${describeValue(value)}${detail}`);
}
