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
import { formatState, keyOf, occupiedCells, parseState, pieceOn, piecesOff } from './position.js';
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

// @namespace: the API site lists the object's members (the Game contract's, each with its
// documentation) on the game's page, where it would show only the type Game<…>; each titled
// example below is shown under the member it names (scripts/typedoc-plugin.mjs), and
// test/docs/api-examples.test.ts type-checks and runs them all.
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
 * @example id
 * ```ts
 * import { agon } from 'ludicore/agon';
 * agon.id; // → 'agon'
 * ```
 *
 * @example name
 * ```ts
 * import { agon } from 'ludicore/agon';
 * agon.name; // → 'Agon'
 * ```
 *
 * @example board
 * ```ts
 * import { agon } from 'ludicore/agon';
 * agon.board.size; // → 91
 * agon.board.names.slice(0, 7); // → ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'b1']
 * agon.board.point('f6'); // → 45
 * ```
 *
 * @example optionSpecs
 * ```ts
 * import { agon } from 'ludicore/agon';
 * Object.keys(agon.optionSpecs); // → ['variant', 'setup', 'displacementCapture', 'maxPlies', 'repetition']
 * agon.optionSpecs.setup.excludedBy; // → { option: 'variant', value: 'historical' }
 * ```
 *
 * @example actionCount
 * ```ts
 * import { agon } from 'ludicore/agon';
 * agon.actionCount; // → 8731
 * agon.decodeMove(agon.actionCount - 1); // → { kind: 'release', from: 90, to: 89 }
 * ```
 *
 * @example maxMoves
 * ```ts
 * import { agon } from 'ludicore/agon';
 * agon.maxMoves; // → 180
 * const actions = new Int32Array(agon.maxMoves); // room for the moves of any position
 * agon.cursor(agon.start()).legalActions(actions); // → 15
 * ```
 *
 * @example outcomeReasons
 * ```ts
 * import { agon } from 'ludicore/agon';
 * agon.outcomeReasons; // → ['seat-of-power', 'guards-without-queen', 'no-move-for-either', 'max-plies', 'repetition']
 * ```
 *
 * @example start
 * ```ts
 * import { agon } from 'ludicore/agon';
 * agon.start().board; // → '6/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b - -'
 * agon.start({ setup: 'placement' }).board; // → '6/7/8/9/10/11/10/9/8/7/6 b - qggggggQGGGGGG'
 * agon.start({ variant: 'historical' }).board; // → '1G2g1/g5G/8/G7g/10/q9Q/10/G7g/8/g5G/1G2g1 b - -'
 * ```
 *
 * @example toMove
 * ```ts
 * import { agon } from 'ludicore/agon';
 * agon.toMove(agon.start()); // → 'black'
 * ```
 *
 * @example legalMoves
 * ```ts
 * import { agon } from 'ludicore/agon';
 * const start = agon.start();
 * const moves = agon.legalMoves(start);
 * moves.length; // → 15
 * moves.slice(0, 5).map((move) => agon.formatMove(start, move)); // → ['c1-c2', 'c1-d2', 'c1-b1', 'd1-d2', 'd1-e2']
 * ```
 *
 * @example isLegal
 * ```ts
 * import { agon } from 'ludicore/agon';
 * const start = agon.start();
 * agon.isLegal(start, { kind: 'step', from: 40, to: 41 }); // → true
 * agon.isLegal(start, { kind: 'pass' }); // → false
 * ```
 *
 * @example play
 * ```ts
 * import { agon } from 'ludicore/agon';
 * const start = agon.start();
 * const next = agon.play(start, agon.parseMove(start, 'f1-f2'));
 * next.board; // → '6/7/g6G/g7G/g8G/1q8Q/g8G/g7G/g6G/7/6 w - -'
 * ```
 *
 * @example outcome
 * ```ts
 * import { agon } from 'ludicore/agon';
 * const position = agon.parsePosition('6/7/7G/8G/4gg3G/4gqg3Q/4g1g2G/8G/7G/7/6 b - -');
 * agon.outcome(position); // → undefined
 * const next = agon.play(position, agon.parseMove(position, 'g7-g6'));
 * agon.outcome(next); // → { winner: 'black', reason: 'seat-of-power' }
 * ```
 *
 * @example parseMove
 * ```ts
 * import { agon } from 'ludicore/agon';
 * agon.parseMove(agon.start(), 'f1-f2'); // → { kind: 'step', from: 40, to: 41 }
 * const placing = agon.start({ setup: 'placement' });
 * agon.parseMove(placing, 'Q@a1'); // → { kind: 'place', piece: 'queen', at: 0 }
 * ```
 *
 * @example formatMove
 * ```ts
 * import { agon } from 'ludicore/agon';
 * agon.formatMove(agon.start(), { kind: 'step', from: 40, to: 41 }); // → 'f1-f2'
 * const position = agon.parsePosition('6/7/g6G/g7G/g8G/q3gG1g2Q/g8G/8G/8/7/6 b - -');
 * agon.formatMove(position, { kind: 'step', from: 44, to: 45 }); // → 'f5xf6'
 * ```
 *
 * @example parsePosition
 * ```ts
 * import { agon } from 'ludicore/agon';
 * const position = agon.parsePosition('6/7/g6G/g7G/g8G/q4g1g2Q/g8G/8G/8/7/6 w G -');
 * agon.toMove(position); // → 'white'
 * agon.legalMoves(position).length; // → 13
 * ```
 *
 * @example formatPosition
 * ```ts
 * import { agon } from 'ludicore/agon';
 * agon.formatPosition(agon.start()); // → '6/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b - -'
 * ```
 *
 * @example encodeMove
 * ```ts
 * import { agon } from 'ludicore/agon';
 * agon.encodeMove({ kind: 'step', from: 40, to: 41 }); // → 210
 * ```
 *
 * @example decodeMove
 * ```ts
 * import { agon } from 'ludicore/agon';
 * agon.decodeMove(210); // → { kind: 'step', from: 40, to: 41 }
 * ```
 *
 * @example positionKey
 * ```ts
 * import { agon } from 'ludicore/agon';
 * const played = agon.play(agon.start(), agon.parseMove(agon.start(), 'f1-f2'));
 * const parsed = agon.parsePosition('6/7/g6G/g7G/g8G/1q8Q/g8G/g7G/g6G/7/6 w - -');
 * agon.positionKey(played) === agon.positionKey(parsed); // → true
 * ```
 *
 * @example pieceAt
 * ```ts
 * import { agon } from 'ludicore/agon';
 * const start = agon.start();
 * agon.pieceAt(start, agon.board.point('f1')); // → { owner: 'black', kind: 'queen' }
 * agon.pieceAt(start, agon.board.point('f6')); // → undefined
 * ```
 *
 * @example cursor
 * ```ts
 * import { agon } from 'ludicore/agon';
 * const cursor = agon.cursor(agon.start());
 * cursor.countLeaves(2); // → 225
 * cursor.play(cursor.parseMove('f1-f2'));
 * cursor.toMove(); // → 'white'
 * ```
 *
 * @example evaluate
 * ```ts
 * import { agon } from 'ludicore/agon';
 * agon.evaluate(agon.cursor(agon.start())); // → 0
 * const position = agon.parsePosition('6/7/g6G/g7G/g8G/q4g1g2Q/g8G/8G/8/7/6 w G -');
 * agon.evaluate(agon.cursor(position)) < 0; // → true
 * ```
 *
 * @example effects
 * ```ts
 * import { agon } from 'ludicore/agon';
 * const position = agon.parsePosition('6/7/g6G/g7G/g8G/q3gG1g2Q/g8G/8G/8/7/6 b - -');
 * const [removed, moved] = agon.effects(position, agon.parseMove(position, 'f5xf6'));
 * removed; // → { kind: 'remove', at: 45, piece: { owner: 'white', kind: 'guard' } }
 * moved; // → { kind: 'move', from: 44, to: 45, piece: { owner: 'black', kind: 'guard' } }
 * ```
 *
 * @example offBoard
 * ```ts
 * import { agon } from 'ludicore/agon';
 * const position = agon.parsePosition('6/7/g6G/g7G/g8G/q4g1g2Q/g8G/8G/8/7/6 w G -');
 * agon.offBoard(position); // → [{ owner: 'white', kind: 'guard', count: 1, reason: 'held' }]
 * agon.offBoard(agon.start()); // → []
 * ```
 *
 * @example gesture
 * ```ts
 * import { agon } from 'ludicore/agon';
 * const placing = agon.start({ setup: 'placement' });
 * agon.gesture(placing, agon.parseMove(placing, 'Q@a1')); // → { points: [0], choice: { kind: 'piece', piece: { owner: 'black', kind: 'queen' } } }
 * ```
 *
 * @sortStrategy source-order
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
  occupiedPoints: occupiedCells,
  gesture: notation.gestureOf,
  offBoard: piecesOff,
});
