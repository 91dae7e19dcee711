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
  occupiedPoints,
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

// @namespace: the API site lists the object's members (the Game contract's, each with its
// documentation) on the game's page, where it would show only the type Game<…>; each titled
// example below is shown under the member it names (scripts/typedoc-plugin.mjs), and
// test/docs/api-examples.test.ts type-checks and runs them all.
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
 * @example id
 * ```ts
 * import { gong } from 'ludicore/gong';
 * gong.id; // → 'gong'
 * ```
 *
 * @example name
 * ```ts
 * import { gong } from 'ludicore/gong';
 * gong.name; // → 'Gong'
 * ```
 *
 * @example board
 * ```ts
 * import { gong } from 'ludicore/gong';
 * gong.board.size; // → 313
 * gong.board.names.slice(0, 3); // → ['gon', 'a1', 'a2']
 * gong.board.point('a13'); // → 13
 * ```
 *
 * @example optionSpecs
 * ```ts
 * import { gong } from 'ludicore/gong';
 * Object.keys(gong.optionSpecs); // → ['firstPlayer', 'maxPlies', 'repetition']
 * gong.optionSpecs.firstPlayer.type; // → 'choice'
 * ```
 *
 * @example actionCount
 * ```ts
 * import { gong } from 'ludicore/gong';
 * gong.actionCount; // → 18121
 * gong.decodeMove(gong.actionCount - 1); // → { kind: 'pass' }
 * ```
 *
 * @example maxMoves
 * ```ts
 * import { gong } from 'ludicore/gong';
 * gong.maxMoves; // → 494
 * const actions = new Int32Array(gong.maxMoves); // room for the moves of any position
 * gong.cursor(gong.start()).legalActions(actions); // → 12
 * ```
 *
 * @example outcomeReasons
 * ```ts
 * import { gong } from 'ludicore/gong';
 * gong.outcomeReasons; // → ['gon-occupied', 'no-move-for-either', 'max-plies', 'repetition']
 * ```
 *
 * @example start
 * ```ts
 * import { gong } from 'ludicore/gong';
 * gong.start().board.endsWith(' b 8 8'); // → true
 * gong.toMove(gong.start({ firstPlayer: 'white' })); // → 'white'
 * ```
 *
 * @example toMove
 * ```ts
 * import { gong } from 'ludicore/gong';
 * gong.toMove(gong.start()); // → 'black'
 * ```
 *
 * @example legalMoves
 * ```ts
 * import { gong } from 'ludicore/gong';
 * const start = gong.start();
 * gong.legalMoves(start).map((move) => gong.formatMove(start, move)).join(' '); // → '@a13 @c13 @e13 @g13 @i13 @k13 @m13 @o13 @q13 @s13 @u13 @w13'
 * ```
 *
 * @example isLegal
 * ```ts
 * import { gong } from 'ludicore/gong';
 * const start = gong.start();
 * gong.isLegal(start, { kind: 'place', at: gong.board.point('a13') }); // → true
 * gong.isLegal(start, { kind: 'place', at: gong.board.point('b13') }); // → false
 * ```
 *
 * @example play
 * ```ts
 * import { gong } from 'ludicore/gong';
 * const start = gong.start();
 * const next = gong.play(start, gong.parseMove(start, '@a13'));
 * gong.pieceAt(next, gong.board.point('a13')); // → { owner: 'black', kind: 'pawn' }
 * next.board.endsWith(' w 7 8'); // → true
 * ```
 *
 * @example outcome
 * ```ts
 * import { gong } from 'ludicore/gong';
 * const empty = Array.from({ length: 24 }, () => '13').join('/');
 * gong.outcome(gong.parsePosition(`b/${empty} w 0 0`)); // → { winner: 'black', reason: 'gon-occupied' }
 * gong.outcome(gong.parsePosition(`-/${empty} b 0 0`)); // → { winner: null, reason: 'no-move-for-either' }
 * ```
 *
 * @example parseMove
 * ```ts
 * import { gong } from 'ludicore/gong';
 * gong.parseMove(gong.start(), '@a13'); // → { kind: 'place', at: 13 }
 * const position = gong.parsePosition('-/13/13/13/13/3b9/1bbw9/13/13/13/13/bb11/13/b12/13/13/3wb1b6/13/13/13/13/13/13/12w/13 b 0 0');
 * gong.parseMove(position, 'e4xf4^k1'); // → { kind: 'sidestep', from: 56, to: 69, toff: 131 }
 * ```
 *
 * @example formatMove
 * ```ts
 * import { gong } from 'ludicore/gong';
 * gong.formatMove(gong.start(), { kind: 'place', at: 13 }); // → '@a13'
 * ```
 *
 * @example parsePosition
 * ```ts
 * import { gong } from 'ludicore/gong';
 * const position = gong.parsePosition('-/13/13/13/13/3b9/1bbw9/13/13/13/13/bb11/13/b12/13/13/3wb1b6/13/13/13/13/13/13/12w/13 b 0 0');
 * gong.toMove(position); // → 'black'
 * gong.legalMoves(position).length; // → 26
 * ```
 *
 * @example formatPosition
 * ```ts
 * import { gong } from 'ludicore/gong';
 * const text = '-/13/13/13/13/3b9/1bbw9/13/13/13/13/bb11/13/b12/13/13/3wb1b6/13/13/13/13/13/13/12w/13 b 0 0';
 * gong.formatPosition(gong.parsePosition(text)) === text; // → true
 * ```
 *
 * @example encodeMove
 * ```ts
 * import { gong } from 'ludicore/gong';
 * gong.encodeMove({ kind: 'place', at: 13 }); // → 0
 * gong.encodeMove({ kind: 'pass' }); // → 18120
 * ```
 *
 * @example decodeMove
 * ```ts
 * import { gong } from 'ludicore/gong';
 * gong.decodeMove(0); // → { kind: 'place', at: 13 }
 * ```
 *
 * @example positionKey
 * ```ts
 * import { gong } from 'ludicore/gong';
 * const played = gong.play(gong.start(), gong.parseMove(gong.start(), '@a13'));
 * const parsed = gong.parsePosition(gong.formatPosition(played));
 * gong.positionKey(played) === gong.positionKey(parsed); // → true
 * ```
 *
 * @example pieceAt
 * ```ts
 * import { gong } from 'ludicore/gong';
 * const position = gong.parsePosition('-/13/13/13/13/3b9/1bbw9/13/13/13/13/bb11/13/b12/13/13/3wb1b6/13/13/13/13/13/13/12w/13 b 0 0');
 * gong.pieceAt(position, gong.board.point('f4')); // → { owner: 'white', kind: 'pawn' }
 * gong.pieceAt(position, gong.board.point('gon')); // → undefined
 * ```
 *
 * @example cursor
 * ```ts
 * import { gong } from 'ludicore/gong';
 * const cursor = gong.cursor(gong.start());
 * cursor.countLeaves(2); // → 144
 * cursor.play(cursor.parseMove('@a13'));
 * cursor.formatMove(cursor.parseMove('@b13')); // → '@b13'
 * ```
 *
 * @example evaluate
 * ```ts
 * import { gong } from 'ludicore/gong';
 * gong.evaluate(gong.cursor(gong.start())); // → 0
 * const position = gong.parsePosition('-/13/13/13/13/3b9/1bbw9/13/13/13/13/bb11/13/b12/13/13/3wb1b6/13/13/13/13/13/13/12w/13 b 0 0');
 * gong.evaluate(gong.cursor(position)) > 0; // → true
 * ```
 *
 * @example effects
 * ```ts
 * import { gong } from 'ludicore/gong';
 * const position = gong.parsePosition('-/13/13/13/13/3b9/1bbw9/13/13/13/13/bb11/13/b12/13/13/3wb1b6/13/13/13/13/13/13/12w/13 b 0 0');
 * const effects = gong.effects(position, gong.parseMove(position, 'e4xf4^k1'));
 * effects.map((effect) => effect.kind); // → ['remove', 'move', 'move', 'move', 'move', 'move', 'move']
 * effects[4]; // → { kind: 'move', from: 131, to: 0, piece: { owner: 'black', kind: 'pawn' } }
 * ```
 *
 * @example offBoard
 * ```ts
 * import { gong } from 'ludicore/gong';
 * gong.offBoard(gong.start()); // → [{ owner: 'black', kind: 'pawn', count: 8, reason: 'unplaced' }, { owner: 'white', kind: 'pawn', count: 8, reason: 'unplaced' }]
 * ```
 *
 * @example gesture
 * ```ts
 * import { gong } from 'ludicore/gong';
 * const position = gong.parsePosition('-/13/13/13/13/3b9/1bbw9/13/13/13/13/bb11/13/b12/13/13/3wb1b6/13/13/13/13/13/13/12w/13 b 0 0');
 * gong.gesture(position, gong.parseMove(position, 'e4xf4^k1')); // → { points: [56, 69], choice: { kind: 'point', point: 131 } }
 * ```
 *
 * @sortStrategy source-order
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
  occupiedPoints,
  effects,
  gesture: gestureOf,
  offBoard: unplacedPawns,
});
