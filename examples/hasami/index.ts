/**
 * Hasami Shogi on a 5×5 board: rulings H1–H5 of `docs/write-a-game.md`, written with the public
 * API of ludicore alone, as an example of a game of one's own. Not part of the package.
 *
 * @example
 * ```ts
 * let pos = hasami.start();                        // 'wwwww/5/5/5/bbbbb b'
 * pos = hasami.play(pos, hasami.parseMove(pos, 'a1-a4'));
 * ```
 *
 * @module
 */
import { defineGame, type DrawOptions, type Game, type Position } from 'ludicore';
import { HASAMI_BOARD } from './board.js';
import { evaluateHasami } from './evaluate.js';
import * as moves from './moves.js';
import type { HasamiMove } from './moves.js';
import { formatAction, parseAction } from './notation.js';
import { HASAMI_OUTCOME_REASONS, outcome, type HasamiOutcomeReason } from './outcome.js';
import { HASAMI_STATE, type MutableHasamiState } from './position.js';

export { HASAMI_BOARD } from './board.js';
export type { HasamiMove } from './moves.js';
export { HASAMI_OUTCOME_REASONS, type HasamiOutcome, type HasamiOutcomeReason } from './outcome.js';

/** Hasami's options: only the common draw options (both off by default). */
export type HasamiOptions = DrawOptions;

/** A Hasami position. */
export type HasamiPosition = Position<'hasami', HasamiOptions>;

/**
 * Hasami Shogi, 5×5.
 *
 * - **Moves** are {@link HasamiMove} slides; notation `a1-a4`, with the custodian captures
 *   appended in point order: `b1-b4xc4`, `c1-c3xb3xc4` (a row and a column at once).
 * - **Move order** (of `legalMoves` and of action indices): by the point moved from, in point
 *   order a1, b1, …, e5; then by direction north, east, south, west; then nearest first.
 * - **Actions**: 200 indices, one per slide the board allows, in that order.
 * - **Position string**: ranks 5 to 1, `b`, `w` or a run of empty points, then the player to
 *   move: `wwwww/5/5/5/bbbbb b` at the start.
 * - **Options**: `maxPlies` and `repetition` (draw rules, off by default).
 */
export const hasami: Game<'hasami', HasamiMove, HasamiOptions, HasamiOutcomeReason> = defineGame<
  'hasami',
  HasamiMove,
  HasamiOptions,
  MutableHasamiState,
  HasamiOutcomeReason
>({
  // What the game is.
  id: 'hasami',
  name: 'Hasami Shogi',
  board: HASAMI_BOARD,
  // The state and its text: start, toMove, formatPosition, parsePosition and pieceAt (and the
  // optional clone, copy and positionKey, faster than the defaults).
  ...HASAMI_STATE,
  // The moves: encodeMove, decodeMove and actionCount come from the action table.
  actions: moves.ACTIONS,
  generate: moves.generate,
  apply: moves.apply,
  formatMove: formatAction,
  // The end: H4, with reasons of its own.
  outcome,
  outcomeReasons: HASAMI_OUTCOME_REASONS,
  // Optional: the repetition history is cut at a capture, a move is checked without listing them
  // all, notation errors are told apart, and the bots get an evaluation.
  irreversible: moves.tookPieces,
  isLegal: moves.isLegal,
  parseMove: parseAction,
  evaluate: evaluateHasami,
});
