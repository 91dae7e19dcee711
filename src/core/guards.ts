import { MAX_BOARD_POINTS, type Board } from './board.js';
import { describeValue } from './describe.js';
import { RulesError } from './errors.js';
import type { AnyGame } from './game.js';
import { PLAYERS, type Outcome } from './player.js';
import type { Random } from './random.js';

/*
 * Checks of the arguments that the generic entries (perft, playouts, records, checkGame) take
 * from callers: one check per kind of value, so that every entry refuses alike. They read the
 * value's properties, so a getter or proxy trap of the caller runs, and what it throws passes
 * through unchanged.
 */

/** The functions of the `Game` contract, which every game has. */
const GAME_FUNCTIONS = [
  'start',
  'toMove',
  'legalMoves',
  'isLegal',
  'play',
  'outcome',
  'parseMove',
  'formatMove',
  'parsePosition',
  'formatPosition',
  'encodeMove',
  'decodeMove',
  'positionKey',
  'pieceAt',
  'cursor',
  'evaluate',
  'effects',
  'offBoard',
  'gesture',
] as const satisfies readonly (keyof AnyGame)[];

// The entries allocate move buffers of maxMoves entries, one per depth of a perft: a bound keeps a
// forged count from failing the allocation. It is far above any real game's (the largest of this library's is 494).
/** The largest `maxMoves` a game may declare. */
export const MAX_MOVES = 0x10000;

/**
 * What keeps `value` from being a board (an object with a size from 1 to the most points a board
 * has, its names as a list, and its `name` and `indexOf`), in words for a message; `undefined`
 * for a board. A board of another copy of the library passes: it is checked by its shape.
 */
export function boardDefect(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return 'it is not an object';
  const board = value as Partial<Record<'size' | 'names' | 'name' | 'indexOf', unknown>>;
  const { size } = board;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 1 || size > MAX_BOARD_POINTS) {
    return `its size is ${describeValue(size)}, not an integer from 1 to ${MAX_BOARD_POINTS}`;
  }
  if (!Array.isArray(board.names)) return 'its names are not a list';
  if (typeof board.name !== 'function' || typeof board.indexOf !== 'function') return 'it has no name and indexOf';
  return undefined;
}

/** Throws `argument/invalid` unless `value` is a board (see {@link boardDefect}); `owner` names who needs it. */
export function requireBoard(value: unknown, owner: string): asserts value is Board {
  const defect = boardDefect(value);
  if (defect === undefined) return;
  const detail = typeof value === 'object' && value !== null ? `: ${defect}` : '';
  throw new RulesError('argument/invalid', `${owner} needs a board (a Board, as a game's board is), got ${describeValue(value)}${detail}`);
}

/** The most outcome reasons a game may list: far more than any game's ending needs. */
const MAX_REASONS = 64;

/** The form of every outcome reason: lower-case words of letters and digits joined by hyphens. */
const REASON_FORM = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** Whether a value has the form of an outcome reason (and a length a Result tag can carry). */
function isReason(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 64 && REASON_FORM.test(value);
}

/**
 * What keeps `value` from being a game (an object with the `Game` contract's id, name,
 * functions, counts and outcome reasons), in words for a message; `undefined` for a game.
 */
export function gameDefect(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return 'it is not an object';
  const game = value as Partial<Record<keyof AnyGame, unknown>>;
  if (typeof game.id !== 'string') return `its id is ${describeValue(game.id)}, not a string`;
  if (typeof game.name !== 'string') return `its name is ${describeValue(game.name)}, not a string`;
  for (const name of GAME_FUNCTIONS) {
    if (typeof game[name] !== 'function') return `its ${name} is ${describeValue(game[name])}, not a function`;
  }
  // The board is read by every entry that names points (gestures, pictures, observations).
  const boardProblem = boardDefect(game.board);
  if (boardProblem !== undefined) return `its board is ${describeValue(game.board)}, not a board: ${boardProblem}`;
  const { actionCount, maxMoves } = game;
  if (typeof actionCount !== 'number' || !Number.isSafeInteger(actionCount) || actionCount < 1) {
    return `its actionCount is ${describeValue(actionCount)}, not a positive integer`;
  }
  // Every legal move is a distinct action, so no position has more moves than there are actions.
  if (typeof maxMoves !== 'number' || !Number.isInteger(maxMoves) || maxMoves < 0 || maxMoves > Math.min(actionCount, MAX_MOVES)) {
    return `its maxMoves is ${describeValue(maxMoves)}, not an integer from 0 to its actionCount (at most ${MAX_MOVES})`;
  }
  const reasons: unknown = game.outcomeReasons;
  if (!Array.isArray(reasons) || reasons.length > MAX_REASONS || !reasons.every(isReason)) {
    return `its outcomeReasons is ${describeValue(reasons)}, not a list of at most ${MAX_REASONS} reasons (words such as no-moves)`;
  }
  return undefined;
}

/**
 * Throws `argument/invalid` unless `value` is a game (see {@link gameDefect}). `owner` names the
 * function that needs it, in the message.
 */
export function requireGame(value: unknown, owner: string): asserts value is AnyGame {
  const defect = gameDefect(value);
  if (defect === undefined) return;
  // For an object, say which part of the contract it lacks; anything else is plainly no game.
  const detail = typeof value === 'object' && value !== null ? `: ${defect}` : '';
  throw new RulesError('argument/invalid', `${owner} needs a game (one that defineGame made, say), got ${describeValue(value)}${detail}`);
}

/** Whether `value` is a random source: an object with the `nextUint32` and `int` of a {@link Random}. */
export function isRandom(value: unknown): value is Random {
  if (typeof value !== 'object' || value === null) return false;
  const random = value as Partial<Record<keyof Random, unknown>>;
  return typeof random.nextUint32 === 'function' && typeof random.int === 'function';
}

/**
 * A checked copy of an outcome as a caller hands it in: `undefined` stays `undefined`; anything
 * else must be an object whose winner is `black`, `white` or `null` and whose reason is one of
 * `reasons` (a game's {@link Game.outcomeReasons}) or, without them, a word of the form every
 * reason has (`no-moves`). Each field is read once, so what is checked is what is used. `what`
 * names the value in the message (`the outcome given to formatResult`).
 *
 * @throws {@link RulesError} `argument/invalid` naming the outcome and what is wrong with it.
 */
export function checkedOutcome(value: unknown, what: string, reasons?: readonly string[]): Outcome | undefined {
  if (value === undefined) return undefined;
  const refuse = (why: string): never => {
    throw new RulesError('argument/invalid', `${what} must be an outcome or undefined, got ${describeValue(value)}${why}`);
  };
  if (typeof value !== 'object' || value === null) return refuse('');
  const { winner: givenWinner, reason: givenReason } = value as Partial<Record<keyof Outcome, unknown>>;
  const winner = givenWinner === null ? null : PLAYERS.find((player) => player === givenWinner);
  if (winner === undefined) return refuse(`: its winner is ${describeValue(givenWinner)}, not black, white or null`);
  if (!isReason(givenReason)) {
    return refuse(`: its reason is ${describeValue(givenReason)}, not a reason (a word such as no-moves)`);
  }
  if (reasons !== undefined && !reasons.includes(givenReason)) {
    return refuse(`: its reason is ${describeValue(givenReason)}, not one of the game's (${reasons.join(', ')})`);
  }
  return Object.freeze({ winner, reason: givenReason });
}

/** The typed arrays the library takes from callers, by name. */
interface TypedArrays {
  readonly Int32Array: Int32Array;
  readonly Uint8Array: Uint8Array;
  readonly Uint16Array: Uint16Array;
  readonly Float32Array: Float32Array;
}

/** `TypedArray.prototype[Symbol.toStringTag]`, whose getter names a real typed array's kind. */
const TAG = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Uint8Array.prototype) as object, Symbol.toStringTag);

/**
 * Whether `value` is a real typed array of the kind named: `instanceof` alone takes a proxy around
 * one (whose methods and length then throw a `TypeError`) or an object given its prototype. The
 * check reads an internal slot, so it runs no code of the caller's and never throws.
 */
export function isTypedArray<K extends keyof TypedArrays>(value: unknown, kind: K): value is TypedArrays[K] {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the getter is applied to the value, its receiver
  return ArrayBuffer.isView(value) && Reflect.apply(TAG?.get ?? (() => undefined), value, []) === kind;
}
