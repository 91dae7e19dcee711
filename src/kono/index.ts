/**
 * Four Field Kono: rulings K1–K6 of the library's rules, stated in full on its rules page,
 * [Four Field Kono rules](../../docs/rules/kono.md) (`docs/rules/kono.md` in the package). The game
 * itself, {@link kono}, has the `Game` contract's members, each with its documentation.
 *
 * @example
 * ```ts
 * import { kono } from 'ludicore/kono';
 * let pos = kono.start();
 * pos = kono.play(pos, kono.parseMove(pos, 'a1xa3'));
 * kono.formatPosition(pos); // 'wwww/bwww/bbbb/1bbb w'
 * ```
 *
 * @module
 */
import { defineGame } from '../core/define.js';
import type { Game, Position } from '../core/game.js';
import type { DrawOptions, GameOptionSpecs } from '../core/options.js';
import { KONO_BOARD } from './board.js';
import { evaluateKono } from './evaluate.js';
import * as moves from './moves.js';
import type { KonoMove, KonoOutcomeReason } from './moves.js';
import { KONO_STATE, type MutableKonoState } from './position.js';

export { KONO_BOARD } from './board.js';
export { KONO_OUTCOME_REASONS, type KonoMove, type KonoOutcome, type KonoOutcomeReason } from './moves.js';

/** Kono's options: the end by reduction to one piece (K6) and the common draw options, all off by default. */
export interface KonoOptions extends DrawOptions {
  /**
   * K6: a player with at most one piece on their turn has lost (`reduced-to-one`), as most modern
   * descriptions play Kono (default `false`: play goes on, K5).
   */
  readonly reducedToOne?: boolean;
}

const OPTIONS: GameOptionSpecs<KonoOptions> = {
  reducedToOne: {
    type: 'boolean',
    default: false,
    description: 'K6: a player down to one piece on their turn has lost; off, play goes on until a side cannot move',
  },
};

/**
 * The type of {@link kono}: the `Game` contract with Four Field Kono's moves, options, outcome
 * reasons and positions, each by its name (`KonoMove`, `KonoPosition`, …), which the signatures of
 * its members show.
 */
export type KonoGame = Game<'kono', KonoMove, KonoOptions, KonoOutcomeReason, KonoPosition>;

/** A Kono position. */
export type KonoPosition = Position<'kono', KonoOptions>;

// @namespace: the API site documents the object's members (the Game contract's, each with its
// documentation) on the game's page, where it would show only the type Game<…>.
/**
 * Four Field Kono.
 *
 * - **Moves** are {@link KonoMove} objects; notation `a2-a3` (step) and `a1xa3` (capture).
 * - **Move order** (of `legalMoves` and of action indices): by the point moved from, in point
 *   order a1, b1, c1, d1, a2, …, d4; then by direction north, east, south, west; a step before a
 *   capture in the same direction.
 * - **Actions**: 80 indices, 0–79, one per (from, to) pair the board allows (48 steps, 32
 *   captures), numbered in that same order; stable across versions.
 * - **Position string**: ranks 4 to 1, `b`, `w` or a run length, then the player to move:
 *   `wwww/wwww/bbbb/bbbb b` at the start.
 * - **Options**: `reducedToOne` (K6) and `maxPlies` and `repetition` (draw rules), all off by
 *   default.
 * - **Rules**: {@link "rules/kono" | the rules page}, `docs/rules/kono.md` in the package.
 *
 * @namespace
 */
export const kono: KonoGame = defineGame<'kono', KonoMove, KonoOptions, MutableKonoState, KonoOutcomeReason>({
  id: 'kono',
  name: 'Four Field Kono',
  board: KONO_BOARD,
  optionSpecs: OPTIONS,
  actionCount: moves.ACTION_COUNT,
  maxMoves: moves.MAX_MOVES,
  outcomeReasons: moves.KONO_OUTCOME_REASONS,
  ...KONO_STATE,
  generate: moves.generate,
  legalActionAt: moves.legalActionAt,
  count: moves.count,
  countAfter: moves.countAfter,
  countTwoPlies: moves.countTwoPlies,
  isLegal: moves.isLegal,
  apply: moves.apply,
  irreversible: (_before, action) => moves.isCapture(action),
  outcome: moves.outcome,
  encodeMove: moves.encode,
  decodeMove: moves.decode,
  evaluate: evaluateKono,
  formatMove: (_state, action) => moves.formatAction(action),
  parseMove: (_state, text) => moves.parseAction(text),
});
