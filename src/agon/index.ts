/**
 * Agon: rulings A1–A10 of the library's rules, and AH1–AH6 of its historical variant, stated in full on its rules page,
 * [Agon rules](../../docs/rules/agon.md) (`docs/rules/agon.md` in the package). The game
 * itself, {@link agon}, has the `Game` contract's members, each with its documentation.
 *
 * @example
 * ```ts
 * import { agon } from 'ludicore/agon';
 * let pos = agon.start();                          // the fixed setup
 * pos = agon.play(pos, agon.parseMove(pos, 'f1-f2'));
 * agon.start({ setup: 'placement', displacementCapture: false });
 * agon.start({ variant: 'historical' });          // the 1842 rules, AH1–AH6
 * ```
 *
 * @module
 */
import { defineGame } from '../core/define.js';
import type { Game, Position } from '../core/game.js';
import type { DrawOptions, GameOptionSpecs } from '../core/options.js';
import { ACTION_COUNT, MAX_MOVES, PASS, type AgonMove } from './actions.js';
import { AGON_BOARD } from './board.js';
import { AGON_OUTCOME_REASONS, outcome, type AgonOutcomeReason } from './end.js';
import { evaluateAgon } from './evaluate.js';
import * as moves from './moves.js';
import * as notation from './notation.js';
import { formatState, keyOf, parseState, pieceOn, piecesOff } from './position.js';
import { isHistorical } from './rule-options.js';
import { cloneState, copyState, turnOf, type WorkingAgonState } from './state.js';

export { AGON_BOARD } from './board.js';
export type { AgonMove } from './actions.js';
export { AGON_OUTCOME_REASONS, type AgonOutcome, type AgonOutcomeReason } from './end.js';

/** The start layouts of A2. */
export const AGON_SETUPS = ['fixed', 'classic', 'placement'] as const;

/** One of {@link AGON_SETUPS}. */
export type AgonSetup = (typeof AGON_SETUPS)[number];

/** The rules Agon is played by: the seed's (A3–A7, A9) or the historical ones (AH1–AH6). */
export const AGON_VARIANTS = ['seed', 'historical'] as const;

/** One of {@link AGON_VARIANTS}. */
export type AgonVariant = (typeof AGON_VARIANTS)[number];

/**
 * Agon's options: the rules (the variant), the setup (A2), taking by entering (A4), and the
 * common draw options. The historical variant has the `classic` setup and no taking by entering:
 * giving it `setup` or `displacementCapture` is refused.
 */
export interface AgonOptions extends DrawOptions {
  /**
   * `seed` (default): rulings A3–A7 and A9. `historical`: the rules of the 1842 sources, AH1–AH6
   * (steps never outward, captured pieces marked on the board and released, six Guards round
   * an empty f6 lose), from the `classic` layout.
   */
  readonly variant?: AgonVariant;
  /**
   * A2. `fixed` (default): each Queen on a corner with her Guards on the six edge cells nearest
   * her. `classic`: the historical 1842 layout. `placement`: an empty board, the players placing
   * their pieces on edge cells in turn.
   */
  readonly setup?: AgonSetup;
  /** A4: whether a piece may enter an enemy's cell, taking it (default `true`). */
  readonly displacementCapture?: boolean;
}

/**
 * The type of {@link agon}: the `Game` contract with Agon's moves, options, outcome reasons and
 * positions, each by its name (`AgonMove`, `AgonPosition`, …), which the signatures of its members
 * show.
 */
export type AgonGame = Game<'agon', AgonMove, AgonOptions, AgonOutcomeReason, AgonPosition>;

/** An Agon position. */
export type AgonPosition = Position<'agon', AgonOptions>;

/** The options that do not apply to the historical variant. */
const SEED_ONLY = { option: 'variant', value: 'historical' } as const;

const OPTIONS: GameOptionSpecs<AgonOptions> = {
  variant: {
    type: 'choice',
    values: AGON_VARIANTS,
    default: 'seed',
    description:
      'seed = rulings A3–A7 and A9; historical = the 1842 rules (AH1–AH6): no outward steps, captured pieces marked and released',
  },
  setup: {
    type: 'choice',
    values: AGON_SETUPS,
    default: 'fixed',
    excludedBy: SEED_ONLY,
    description:
      'A2: fixed = Queens on opposite corners with their Guards beside; classic = the 1842 layout; placement = place the pieces in turn',
  },
  displacementCapture: {
    type: 'boolean',
    default: true,
    excludedBy: SEED_ONLY,
    description: 'A4: entering an enemy piece’s cell takes it; off, custodianship is the only capture',
  },
};

const START: Record<AgonSetup, string> = {
  fixed: '6/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b - -',
  classic: '1G2g1/g5G/8/G7g/10/q9Q/10/G7g/8/g5G/1G2g1 b - -',
  placement: '6/7/8/9/10/11/10/9/8/7/6 b - qggggggQGGGGGG',
};

// @namespace: the API site documents the object's members (the Game contract's, each with its
// documentation) on the game's page, where it would show only the type Game<…>.
/**
 * Agon.
 *
 * - **Moves** are {@link AgonMove} objects: steps (`f5-f6`; `f5xf6` taking by entering; the
 *   custodian captures appended in point order, `f5-f6xg6`), placements and returns (`Q@a1`,
 *   `G@b7`), releases of captured pieces in the historical variant (written as steps, `c3-f6`)
 *   and `pass`.
 * - **Move order** (of `legalMoves` and of action indices): steps by the cell moved from, in point
 *   order a1…l6, then by direction north, northeast, southeast, south, southwest, northwest; then
 *   placements of a Queen on each edge cell in point order, then of a Guard; then the pass; then
 *   releases by the cell left, then the cell entered.
 * - **Actions**: one per step the board allows, then 60 placements, then the pass, then 91 × 90
 *   releases; stable.
 * - **Position string**: files a to l from rank 1 up (`q` `g` Black, `Q` `G` White), the player
 *   to move, the held pieces, the unplaced pieces: `6/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b - -`;
 *   a captured piece of the historical variant with `*` after its letter (`g*`).
 * - **Options**: `variant`, `setup`, `displacementCapture`, `maxPlies`, `repetition`.
 * - **Rules**: {@link "rules/agon" | the rules page}, `docs/rules/agon.md` in the package.
 *
 * @namespace
 */
export const agon: AgonGame = defineGame<'agon', AgonMove, AgonOptions, WorkingAgonState, AgonOutcomeReason>({
  id: 'agon',
  name: 'Agon',
  board: AGON_BOARD,
  optionSpecs: OPTIONS,
  actionCount: ACTION_COUNT,
  maxMoves: MAX_MOVES,
  outcomeReasons: AGON_OUTCOME_REASONS,
  start: (options) => parseState(START[isHistorical(options) ? 'classic' : (options.setup ?? 'fixed')], options),
  clone: cloneState,
  copy: copyState,
  toMove: turnOf,
  positionKey: keyOf,
  generate: moves.generate,
  count: moves.count,
  countAfter: moves.countAfter,
  countTwoPlies: moves.countTwoPlies,
  legalActionAt: moves.legalActionAt,
  isLegal: moves.isLegal,
  apply: moves.apply,
  irreversible: moves.placed,
  outcome,
  passAction: PASS,
  encodeMove: notation.encode,
  decodeMove: notation.decode,
  evaluate: evaluateAgon,
  formatMove: notation.formatAction,
  parseMove: notation.parseAction,
  formatPosition: formatState,
  parsePosition: parseState,
  pieceAt: pieceOn,
  gesture: notation.gestureOf,
  offBoard: piecesOff,
});
