import fc from 'fast-check';
import { expect } from 'vitest';
import type { ErrorCode, Game, OptionsInput, Position } from '../../src/core/index.js';
import { attempt } from './errors.js';

/** The errors `parsePosition` may answer text with. */
export const POSITION_CODES: readonly ErrorCode[] = ['position/syntax', 'position/invalid'];
/** The errors `parseMove` may answer text with (a finished position answers `move/game-over`). */
export const MOVE_CODES: readonly ErrorCode[] = ['notation/syntax', 'move/illegal', 'move/game-over'];
/** The errors `play` may answer an arbitrary value with. */
export const PLAY_CODES: readonly ErrorCode[] = ['move/illegal', 'move/game-over'];

/** A row of a fuzzing table: what the strings are, their arbitrary, and the number of runs. */
export type FuzzRow = [string, fc.Arbitrary<string>, number];

/** Surrounding white space, which the parsers must ignore. */
export const wrap = (inner: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.tuple(fc.constantFrom('', ' ', '\t', '\n '), inner, fc.constantFrom('', ' ', '\n')).map(([a, s, b]) => a + s + b);

/** One edit at `k`: 0 replaces the character there with `c`, 1 drops it, 2 inserts `c` before it. */
function edit(s: string, k: number, c: string, op: number): string {
  return op === 0 ? s.slice(0, k) + c + s.slice(k + 1) : op === 1 ? s.slice(0, k) + s.slice(k + 1) : s.slice(0, k) + c + s.slice(k);
}

/** Near-misses of valid strings: a real one with up to three characters (from `alphabet`) changed, dropped or added anywhere. */
export function mutated(valid: fc.Arbitrary<string>, alphabet: string, maxIndex: number): fc.Arbitrary<string> {
  return fc
    .tuple(valid, fc.array(fc.tuple(fc.nat(maxIndex), fc.constantFrom(...alphabet.split('')), fc.nat(2)), { maxLength: 3 }))
    .map(([text, edits]) => edits.reduce((s, [i, c, op]) => edit(s, i % (s.length + 1), c, op), text));
}

/** The same near-misses, one or two edits counted back from the end, where a long prefix does not dilute them. */
export function mutatedTail(valid: fc.Arbitrary<string>, alphabet: string, maxIndex: number): fc.Arbitrary<string> {
  return fc
    .tuple(valid, fc.array(fc.tuple(fc.nat(maxIndex), fc.constantFrom(...alphabet.split('')), fc.nat(2)), { minLength: 1, maxLength: 2 }))
    .map(([text, edits]) => edits.reduce((s, [i, c, op]) => edit(s, Math.max(0, s.length - 1 - i), c, op), text));
}

/** Parses `text` as a position: a position error, or a position that round-trips and has at most `maxMoves` moves. */
export function checkPositionText<Id extends string, M, O>(game: Game<Id, M, O>, text: string, options?: OptionsInput<O>): void {
  const result = attempt(() => game.parsePosition(text, options), POSITION_CODES);
  if (result.ok) {
    expect(game.formatPosition(result.value)).toBe(text.trim());
    expect(game.legalMoves(result.value).length).toBeLessThanOrEqual(game.maxMoves);
  }
}

/** Whether `text` parses as a position (else it must be refused with a position error). */
export function parsesAsPosition<Id extends string, M, O>(game: Game<Id, M, O>, text: string, options?: OptionsInput<O>): boolean {
  return attempt(() => game.parsePosition(text, options), POSITION_CODES).ok;
}

/** Parses `text` as a move in each position: a move error, or a legal move whose notation is the text. */
export function checkMoveText<Id extends string, M, O>(game: Game<Id, M, O>, positions: readonly Position<Id, O>[], text: string): void {
  for (const pos of positions) {
    const result = attempt(() => game.parseMove(pos, text), MOVE_CODES);
    if (result.ok) {
      expect(game.formatMove(pos, result.value)).toBe(text.trim());
      expect(game.isLegal(pos, result.value)).toBe(true);
    }
  }
}

/** Whether `text` parses to a move in any of the positions. */
export function parsesAsMove<Id extends string, M, O>(game: Game<Id, M, O>, positions: readonly Position<Id, O>[], text: string): boolean {
  return positions.some((p) => attempt(() => game.parseMove(p, text), MOVE_CODES).ok);
}

/**
 * Encodes an arbitrary value as a move: `undefined` for move/illegal, else an action that must be
 * in range (the caller checks what it decodes to).
 */
export function encodedAction<Id extends string, M, O>(game: Game<Id, M, O>, value: unknown): number | undefined {
  const result = attempt(() => game.encodeMove(value as M), ['move/illegal']);
  if (!result.ok) return undefined;
  expect(Number.isInteger(result.value) && result.value >= 0 && result.value < game.actionCount).toBe(true);
  return result.value;
}

/** `isLegal` never throws, and `play` agrees with it (one ply on, or an error), never changing the position. */
export function checkPlayAgreesWithIsLegal<Id extends string, M, O>(game: Game<Id, M, O>, pos: Position<Id, O>, value: unknown): void {
  const before = JSON.stringify(pos);
  const legal = game.isLegal(pos, value as M);
  const result = attempt(() => game.play(pos, value as M), PLAY_CODES);
  expect(result.ok).toBe(legal);
  if (result.ok) expect(result.value.ply).toBe(pos.ply + 1);
  expect(JSON.stringify(pos)).toBe(before);
}
