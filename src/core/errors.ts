/**
 * Every machine-readable error code a ludicore function can throw, grouped by what was wrong.
 *
 * - `move/illegal`: a well-formed move that is not legal in the position, or data that is not a
 *   move of the game at all.
 * - `move/game-over`: a move played in a finished position.
 * - `notation/syntax`: move notation that does not parse.
 * - `position/syntax`: a position string that does not parse.
 * - `position/invalid`: a position string that parses but describes an impossible position.
 * - `option/invalid`: an unknown option, or an option value of the wrong type or range.
 * - `action/out-of-range`: an action index outside `0 … actionCount - 1`.
 * - `record/syntax`: a game record whose text does not parse.
 * - `record/move`: a game record with a move that cannot be played where it stands.
 * - `record/result`: a game record whose stated result differs from the replayed one.
 * - `match/no-undo`, `match/no-redo`: nothing to undo or redo in a {@link Match}.
 * - `game/unknown`: a game id that the registry does not know.
 * - `table/truncated`: a solution table that ends before its header says it should.
 * - `table/corrupt`: a solution table whose bytes are not a valid table (bad signature, version,
 *   value or checksum).
 * - `table/wrong-game`: a valid solution table of another game or rules variant than the one asked for,
 *   or of another material class, or of a class where a whole table is asked for (and back).
 * - `weights/truncated`: a weights file (of a learned evaluation) that ends before its header says it
 *   should.
 * - `weights/corrupt`: a weights file whose bytes are not valid weights (bad signature, checksum,
 *   header or value).
 * - `weights/version`: a weights file in a format version this library does not read.
 * - `weights/wrong-game`: valid weights of another game than the one asked for, or whose layout does
 *   not fit the game's board.
 * - `resource/exhausted`: a task that needs more memory than the machine can give it (a solve
 *   whose tables do not fit); the message says how much it needs.
 * - `argument/invalid`: any other argument of the wrong type or range (a negative perft depth,
 *   a seed that is not an integer, …).
 */
export const ERROR_CODES = [
  'move/illegal',
  'move/game-over',
  'notation/syntax',
  'position/syntax',
  'position/invalid',
  'option/invalid',
  'action/out-of-range',
  'record/syntax',
  'record/move',
  'record/result',
  'match/no-undo',
  'match/no-redo',
  'game/unknown',
  'table/truncated',
  'table/corrupt',
  'table/wrong-game',
  'weights/truncated',
  'weights/corrupt',
  'weights/version',
  'weights/wrong-game',
  'argument/invalid',
  'resource/exhausted',
] as const;

/** One of {@link ERROR_CODES}. */
export type ErrorCode = (typeof ERROR_CODES)[number];

// A global symbol, so that an ESM and a CommonJS copy of the library recognise each other's errors.
const BRAND = Symbol.for('ludicore.RulesError');

/**
 * The one error class of the library. Every fallible function throws a `RulesError` and nothing
 * else; its {@link RulesError.code | code} says what kind of input was wrong and its message says
 * which input and what was expected. Test for it with {@link isRulesError}, not `instanceof`.
 */
export class RulesError extends Error {
  /** What kind of input was wrong. */
  readonly code: ErrorCode;

  /**
   * @param code - what kind of input was wrong
   * @param message - which input and what was expected
   * @param options - the underlying error, where there is one
   */
  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    Object.defineProperty(this, BRAND, { value: true });
  }

  /** Always `RulesError`. */
  override get name(): string {
    return 'RulesError';
  }
}

/**
 * Whether `error` is a {@link RulesError} (from any copy of the library), and, when `code` is
 * given, whether it has that code.
 *
 * @example
 * ```ts
 * import { isRulesError, kono } from 'ludicore';
 * const start = kono.start();
 * function tryMove(text: string): string {
 *   try {
 *     kono.play(start, kono.parseMove(start, text));
 *     return 'played';
 *   } catch (error) {
 *     if (isRulesError(error)) return error.code;
 *     throw error;
 *   }
 * }
 * tryMove('a1xa3'); // → 'played'
 * tryMove('a1-a2'); // → 'move/illegal'
 * tryMove('a1a2'); // → 'notation/syntax'
 * ```
 */
export function isRulesError(error: unknown, code?: ErrorCode): error is RulesError {
  if (typeof error !== 'object' || error === null) return false;
  if ((error as { [BRAND]?: unknown })[BRAND] !== true) return false;
  return code === undefined || (error as RulesError).code === code;
}

/** Quotes user text in a message, shortened so that a huge input cannot flood a log. */
export function quote(text: string): string {
  const shown = text.length > 60 ? `${text.slice(0, 57)}...` : text;
  return JSON.stringify(shown);
}
