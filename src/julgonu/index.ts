/**
 * Jul-Gonu: rulings J1–J5 of the library's rules, stated in full on its rules page,
 * [Jul-Gonu rules](../../docs/rules/julgonu.md) (`docs/rules/julgonu.md` in the package). The game
 * itself, {@link julgonu}, has the `Game` contract's members, each with its documentation.
 *
 * @example
 * ```ts
 * import { julgonu } from 'ludicore/julgonu';
 * let pos = julgonu.start();                       // 'wwww/4/4/bbbb b'
 * pos = julgonu.play(pos, julgonu.parseMove(pos, 'a1-a2'));
 * julgonu.start({ noRepeat: 'any' });              // J4: no position may ever recur
 * ```
 *
 * @module
 */
import { defineGame } from '../core/define.js';
import type { Game, Position } from '../core/game.js';
import type { DrawOptions, GameOptionSpecs } from '../core/options.js';
import { JULGONU_BOARD } from './board.js';
import { evaluateJulGonu } from './evaluate.js';
import * as moves from './moves.js';
import type { JulGonuMove, JulGonuOutcomeReason } from './moves.js';
import { JULGONU_STATE, type MutableJulGonuState } from './position.js';

export { JULGONU_BOARD } from './board.js';
export { JULGONU_OUTCOME_REASONS, type JulGonuMove, type JulGonuOutcome, type JulGonuOutcomeReason } from './moves.js';

/** The readings of J4, the rule against repeating a position. */
export const NO_REPEAT_MODES = ['previous', 'any', 'off'] as const;

/** One of {@link NO_REPEAT_MODES}. */
export type NoRepeatMode = (typeof NO_REPEAT_MODES)[number];

/** Jul-Gonu's options: J4's reading and the common draw options. */
export interface JulGonuOptions extends DrawOptions {
  /**
   * J4. `previous` (default): a move may not recreate the position of four plies ago (the end of
   * a back-and-forth). `any`: a move may not recreate any earlier position of the game. `off`: no
   * restriction.
   */
  readonly noRepeat?: NoRepeatMode;
}

/**
 * The type of {@link julgonu}: the `Game` contract with Jul-Gonu's moves, options, outcome reasons
 * and positions, each by its name (`JulGonuMove`, `JulGonuPosition`, …), which the signatures of
 * its members show.
 */
export type JulGonuGame = Game<'julgonu', JulGonuMove, JulGonuOptions, JulGonuOutcomeReason, JulGonuPosition>;

/** A Jul-Gonu position. */
export type JulGonuPosition = Position<'julgonu', JulGonuOptions>;

const OPTIONS: GameOptionSpecs<JulGonuOptions> = {
  noRepeat: {
    type: 'choice',
    values: NO_REPEAT_MODES,
    default: 'previous',
    description: 'J4: previous = no move may recreate the position of four plies ago; any = of any earlier ply; off = no restriction',
  },
};

/**
 * How many of the newest positions a move may not recreate, per J4 reading. Only the position
 * four plies back can be recreated by one move (see the rules page), so a window of four is
 * exactly "the position of four plies ago".
 */
const REPEAT_WINDOW: Record<NoRepeatMode, number> = { previous: 4, any: Infinity, off: 0 };

// @namespace: the API site documents the object's members (the Game contract's, each with its
// documentation) on the game's page, where it would show only the type Game<…>.
/**
 * Jul-Gonu.
 *
 * - **Moves** are {@link JulGonuMove} steps; notation `a1-a2`, with the custodian captures
 *   appended in point order: `b2-b3xc3`, `a2-b2xc2xb3` (a row and a column at once).
 * - **Move order** (of `legalMoves` and of action indices): by the point moved from, in point
 *   order a1, b1, c1, d1, a2, …, d4, then by direction north, east, south, west.
 * - **Actions**: 48 indices, 0–47, one per step the board allows, in that order; stable.
 * - **Position string**: as Kono's, ranks 4 to 1 then the player to move: `wwww/4/4/bbbb b` at
 *   the start. It holds no history: a parsed position forbids nothing by J4 on its first moves;
 *   a game record keeps the history exactly.
 * - **Options**: `noRepeat` (J4, default `previous`), `maxPlies` and `repetition`.
 * - **Rules**: {@link "rules/julgonu" | the rules page}, `docs/rules/julgonu.md` in the package.
 *
 * @namespace
 */
export const julgonu: JulGonuGame = defineGame<'julgonu', JulGonuMove, JulGonuOptions, MutableJulGonuState, JulGonuOutcomeReason>({
  id: 'julgonu',
  name: 'Jul-Gonu',
  board: JULGONU_BOARD,
  optionSpecs: OPTIONS,
  actionCount: moves.ACTION_COUNT,
  maxMoves: moves.MAX_MOVES,
  outcomeReasons: moves.JULGONU_OUTCOME_REASONS,
  ...JULGONU_STATE,
  generate: moves.generate,
  legalActionAt: moves.legalActionAt,
  legalRank: moves.legalRank,
  count: moves.count,
  countAfter: moves.countAfter,
  // The replies' window is the step's one ply on: its oldest position drops out where it is full.
  countTwoPlies: (state, options, window = []) =>
    moves.countTwoPlies(state, window, window.length >= REPEAT_WINDOW[options.noRepeat ?? 'previous'] ? 1 : 0),
  isLegal: moves.isLegal,
  apply: moves.apply,
  irreversible: moves.tookPieces,
  outcome: moves.outcome,
  encodeMove: moves.encode,
  decodeMove: moves.decode,
  evaluate: evaluateJulGonu,
  formatMove: moves.formatAction,
  parseMove: moves.parseAction,
  repeatWindow: (options) => REPEAT_WINDOW[options.noRepeat ?? 'previous'],
  positionKeyAfter: moves.keyAfterStep,
  actionBetween: moves.actionBetween,
});
