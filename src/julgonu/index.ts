/**
 * Jul-Gonu: rulings J1–J5 of the library's rules, stated in full on its rules page,
 * [Jul-Gonu rules](../../docs/rules/julgonu.md) (`docs/rules/julgonu.md` in the package). The game
 * itself, {@link julgonu}, has the `Game` contract's members, each with its documentation.
 *
 * @example
 * ```ts
 * import { julgonu } from 'ludicore/julgonu';
 * let pos = julgonu.start();
 * pos.board; // → 'wwww/4/4/bbbb b'
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

// @namespace: the API site lists the object's members (the Game contract's, each with its
// documentation) on the game's page, where it would show only the type Game<…>; each titled
// example below is shown under the member it names (scripts/typedoc-plugin.mjs), and
// test/docs/api-examples.test.ts type-checks and runs them all.
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
 * @example id
 * ```ts
 * import { julgonu } from 'ludicore/julgonu';
 * julgonu.id; // → 'julgonu'
 * ```
 *
 * @example name
 * ```ts
 * import { julgonu } from 'ludicore/julgonu';
 * julgonu.name; // → 'Jul-Gonu'
 * ```
 *
 * @example board
 * ```ts
 * import { julgonu } from 'ludicore/julgonu';
 * julgonu.board.size; // → 16
 * julgonu.board.point('c2'); // → 6
 * julgonu.board.name(6); // → 'c2'
 * ```
 *
 * @example optionSpecs
 * ```ts
 * import { julgonu } from 'ludicore/julgonu';
 * Object.keys(julgonu.optionSpecs); // → ['noRepeat', 'maxPlies', 'repetition']
 * julgonu.optionSpecs.noRepeat.type; // → 'choice'
 * ```
 *
 * @example actionCount
 * ```ts
 * import { julgonu } from 'ludicore/julgonu';
 * julgonu.actionCount; // → 48
 * julgonu.decodeMove(julgonu.actionCount - 1); // → { from: 15, to: 14 }
 * ```
 *
 * @example maxMoves
 * ```ts
 * import { julgonu } from 'ludicore/julgonu';
 * julgonu.maxMoves; // → 16
 * const actions = new Int32Array(julgonu.maxMoves); // room for the moves of any position
 * julgonu.cursor(julgonu.start()).legalActions(actions); // → 4
 * ```
 *
 * @example outcomeReasons
 * ```ts
 * import { julgonu } from 'ludicore/julgonu';
 * julgonu.outcomeReasons; // → ['reduced-to-one', 'no-moves', 'max-plies', 'repetition']
 * ```
 *
 * @example start
 * ```ts
 * import { julgonu } from 'ludicore/julgonu';
 * julgonu.start().board; // → 'wwww/4/4/bbbb b'
 * julgonu.start().options; // → { noRepeat: 'previous' }
 * julgonu.start({ noRepeat: 'off' }).options; // → { noRepeat: 'off' }
 * ```
 *
 * @example toMove
 * ```ts
 * import { julgonu } from 'ludicore/julgonu';
 * julgonu.toMove(julgonu.start()); // → 'black'
 * ```
 *
 * @example legalMoves
 * ```ts
 * import { julgonu } from 'ludicore/julgonu';
 * const start = julgonu.start();
 * julgonu.legalMoves(start).map((move) => julgonu.formatMove(start, move)); // → ['a1-a2', 'b1-b2', 'c1-c2', 'd1-d2']
 * ```
 *
 * @example isLegal
 * ```ts
 * import { julgonu } from 'ludicore/julgonu';
 * let position = julgonu.start();
 * for (const move of ['a1-a2', 'a4-a3', 'a2-a1']) position = julgonu.play(position, julgonu.parseMove(position, move));
 * // a3-a4 would recreate the position of four plies ago, which J4 forbids
 * julgonu.isLegal(position, { from: 8, to: 12 }); // → false
 * julgonu.isLegal(position, { from: 13, to: 9 }); // → true
 * ```
 *
 * @example play
 * ```ts
 * import { julgonu } from 'ludicore/julgonu';
 * const position = julgonu.parsePosition('b2w/w3/1wwb/b3 b');
 * const next = julgonu.play(position, julgonu.parseMove(position, 'a1-a2xb2xc2xa3'));
 * next.board; // → 'b2w/4/b2b/4 w'
 * next.ply; // → 1
 * ```
 *
 * @example outcome
 * ```ts
 * import { julgonu } from 'ludicore/julgonu';
 * const position = julgonu.parsePosition('b2w/w3/1wwb/b3 b');
 * julgonu.outcome(position); // → undefined
 * const next = julgonu.play(position, julgonu.parseMove(position, 'a1-a2xb2xc2xa3'));
 * julgonu.outcome(next); // → { winner: 'black', reason: 'reduced-to-one' }
 * ```
 *
 * @example parseMove
 * ```ts
 * import { julgonu } from 'ludicore/julgonu';
 * const position = julgonu.parsePosition('b2w/w3/1wwb/b3 b');
 * julgonu.parseMove(position, 'a1-a2xb2xc2xa3'); // → { from: 0, to: 4 }
 * ```
 *
 * @example formatMove
 * ```ts
 * import { julgonu } from 'ludicore/julgonu';
 * const position = julgonu.parsePosition('b2w/w3/1wwb/b3 b');
 * julgonu.formatMove(position, { from: 0, to: 4 }); // → 'a1-a2xb2xc2xa3'
 * julgonu.formatMove(julgonu.start(), { from: 0, to: 4 }); // → 'a1-a2'
 * ```
 *
 * @example parsePosition
 * ```ts
 * import { julgonu } from 'ludicore/julgonu';
 * const position = julgonu.parsePosition('b2w/w3/1wwb/b3 b', { noRepeat: 'off' });
 * julgonu.toMove(position); // → 'black'
 * position.options; // → { noRepeat: 'off' }
 * ```
 *
 * @example formatPosition
 * ```ts
 * import { julgonu } from 'ludicore/julgonu';
 * julgonu.formatPosition(julgonu.start()); // → 'wwww/4/4/bbbb b'
 * ```
 *
 * @example encodeMove
 * ```ts
 * import { julgonu } from 'ludicore/julgonu';
 * julgonu.encodeMove({ from: 0, to: 4 }); // → 0
 * julgonu.encodeMove({ from: 15, to: 14 }); // → 47
 * ```
 *
 * @example decodeMove
 * ```ts
 * import { julgonu } from 'ludicore/julgonu';
 * julgonu.decodeMove(0); // → { from: 0, to: 4 }
 * ```
 *
 * @example positionKey
 * ```ts
 * import { julgonu } from 'ludicore/julgonu';
 * const played = julgonu.play(julgonu.start(), julgonu.parseMove(julgonu.start(), 'a1-a2'));
 * const parsed = julgonu.parsePosition('wwww/4/b3/1bbb w');
 * julgonu.positionKey(played) === julgonu.positionKey(parsed); // → true
 * played.history; // → ['wwww/4/4/bbbb b']
 * ```
 *
 * @example pieceAt
 * ```ts
 * import { julgonu } from 'ludicore/julgonu';
 * const start = julgonu.start();
 * julgonu.pieceAt(start, julgonu.board.point('a1')); // → { owner: 'black', kind: 'man' }
 * julgonu.pieceAt(start, julgonu.board.point('b2')); // → undefined
 * ```
 *
 * @example cursor
 * ```ts
 * import { julgonu } from 'ludicore/julgonu';
 * const cursor = julgonu.cursor(julgonu.start());
 * cursor.countLeaves(3); // → 124
 * cursor.tracksHistory; // → true
 * cursor.play(cursor.parseMove('a1-a2'));
 * cursor.position().board; // → 'wwww/4/b3/1bbb w'
 * ```
 *
 * @example evaluate
 * ```ts
 * import { julgonu } from 'ludicore/julgonu';
 * julgonu.evaluate(julgonu.cursor(julgonu.start())); // → 0
 * const position = julgonu.parsePosition('b2w/w3/1wwb/b3 b');
 * julgonu.evaluate(julgonu.cursor(position)); // → -1.4
 * ```
 *
 * @example effects
 * ```ts
 * import { julgonu } from 'ludicore/julgonu';
 * const position = julgonu.parsePosition('b2w/w3/1wwb/b3 b');
 * const [moved, ...removed] = julgonu.effects(position, julgonu.parseMove(position, 'a1-a2xb2xc2xa3'));
 * moved; // → { kind: 'move', from: 0, to: 4, piece: { owner: 'black', kind: 'man' } }
 * removed.map((effect) => (effect.kind === 'remove' ? julgonu.board.name(effect.at) : '')); // → ['b2', 'c2', 'a3']
 * ```
 *
 * @example offBoard
 * ```ts
 * import { julgonu } from 'ludicore/julgonu';
 * julgonu.offBoard(julgonu.start()); // → []
 * ```
 *
 * @example gesture
 * ```ts
 * import { julgonu } from 'ludicore/julgonu';
 * const position = julgonu.parsePosition('b2w/w3/1wwb/b3 b');
 * julgonu.gesture(position, { from: 0, to: 4 }); // → { points: [0, 4], choice: null }
 * ```
 *
 * @sortStrategy source-order
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
