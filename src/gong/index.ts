/**
 * Gong: rulings G1–G10 of the library's rules, stated in full on its rules page,
 * [Gong rules](../../docs/rules/gong.md) (`docs/rules/gong.md` in the package). The game
 * itself, {@link gong}, has the `Game` contract's members, each with its documentation.
 *
 * @example
 * ```ts
 * import { gong } from 'ludicore/gong';
 * let pos = gong.start();                          // an empty board, eight pawns each off it
 * pos = gong.play(pos, gong.parseMove(pos, '@a13'));
 * gong.start({ firstPlayer: 'white' });
 * ```
 *
 * @module
 */
import { defineGame } from '../core/define.js';
import type { Game, Position } from '../core/game.js';
import type { DrawOptions, GameOptionSpecs } from '../core/options.js';
import { PLAYERS, type Player } from '../core/player.js';
import { GONG_BOARD } from './board.js';
import { evaluateGong } from './evaluate.js';
import * as actions from './actions.js';
import type { GongMove } from './actions.js';
import { effects, gestureOf } from './effects.js';
import * as moves from './moves.js';
import type { GongOutcomeReason } from './moves.js';
import { formatAction, parseAction } from './notation.js';
import {
  cloneState,
  copyState,
  formatState,
  keyOf,
  parseState,
  pieceOn,
  turnOf,
  type WorkingGongState,
  unplacedPawns,
} from './position.js';

export { GONG_BOARD } from './board.js';
export type { GongMove } from './actions.js';
export { GONG_OUTCOME_REASONS, type GongOutcome, type GongOutcomeReason } from './moves.js';

/** Gong's options: who places first, and the common draw options. */
export interface GongOptions extends DrawOptions {
  /** Who places first (the text: "decide who places first"); default `black`. */
  readonly firstPlayer?: Player;
}

/**
 * The type of {@link gong}: the `Game` contract with Gong's moves, options, outcome reasons and
 * positions, each by its name (`GongMove`, `GongPosition`, …), which the signatures of its members
 * show.
 */
export type GongGame = Game<'gong', GongMove, GongOptions, GongOutcomeReason, GongPosition>;

/** A Gong position. */
export type GongPosition = Position<'gong', GongOptions>;

const OPTIONS: GameOptionSpecs<GongOptions> = {
  firstPlayer: {
    type: 'choice',
    values: PLAYERS,
    default: 'black',
    description: 'who places first',
  },
};

/** G1 Setup: the board empty, eight pawns each off it. */
const EMPTY_BOARD = `-/${Array.from({ length: 24 }, () => '13').join('/')}`;
const NAME = 'Gong';

// @namespace: the API site documents the object's members (the Game contract's, each with its
// documentation) on the game's page, where it would show only the type Game<…>.
/**
 * Gong.
 *
 * - **Moves** are {@link GongMove} objects: `@c13` (placement), `e9-e4` and `e3-gon`
 *   (advance), `e4-f4`, `e4xf4` and `e4xf4^k1` (sidestep, take, toff with a choice of the pawn
 *   entering the Gon), `gon-m7` and `gonxm7` (Gong), and `pass`.
 * - **Move order** (of `legalMoves` and of action indices): placements by radial; Gongs by
 *   radial then ring; then by the point moved from, in point order: its advances (nearest
 *   first, the Gon last), its sidestep left with its toff choices, its sidestep right with its
 *   choices; then the pass.
 * - **Position string**: the Gon (`b`, `w` or `-`), the radials a to x from ring 1 out, the
 *   player to move, Black's and White's pawns off the board: `-/13/…/13 b 8 8` at the start.
 * - **Options**: `firstPlayer`, `maxPlies`, `repetition`.
 * - **Rules**: {@link "rules/gong" | the rules page}, `docs/rules/gong.md` in the package.
 *
 * @namespace
 */
export const gong: GongGame = defineGame<'gong', GongMove, GongOptions, WorkingGongState, GongOutcomeReason>({
  id: 'gong',
  name: NAME,
  board: GONG_BOARD,
  optionSpecs: OPTIONS,
  actionCount: actions.ACTION_COUNT,
  maxMoves: actions.MAX_MOVES,
  outcomeReasons: moves.GONG_OUTCOME_REASONS,
  start: (options) => parseState(`${EMPTY_BOARD} ${options.firstPlayer === 'white' ? 'w' : 'b'} 8 8`, NAME),
  clone: cloneState,
  copy: copyState,
  toMove: turnOf,
  positionKey: keyOf,
  generate: moves.generate,
  count: moves.count,
  legalActionAt: moves.legalActionAt,
  countAfter: moves.countAfter,
  canMove: moves.canMove,
  isLegal: moves.isLegal,
  apply: moves.apply,
  irreversible: moves.irreversible,
  outcome: moves.outcome,
  passAction: actions.PASS,
  encodeMove: actions.encode,
  decodeMove: actions.decode,
  evaluate: evaluateGong,
  formatMove: formatAction,
  parseMove: parseAction,
  formatPosition: formatState,
  parsePosition: (text) => parseState(text, NAME),
  pieceAt: pieceOn,
  effects,
  gesture: gestureOf,
  offBoard: unplacedPawns,
});
