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
 * kono.formatPosition(pos); // → 'wwww/bwww/bbbb/1bbb w'
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

// @namespace: the API site lists the object's members (the Game contract's, each with its
// documentation) on the game's page, where it would show only the type Game<…>; each titled
// example below is shown under the member it names (scripts/typedoc-plugin.mjs), and
// test/docs/api-examples.test.ts type-checks and runs them all.
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
 * @example id
 * ```ts
 * import { kono } from 'ludicore/kono';
 * kono.id; // → 'kono'
 * ```
 *
 * @example name
 * ```ts
 * import { kono } from 'ludicore/kono';
 * kono.name; // → 'Four Field Kono'
 * ```
 *
 * @example board
 * ```ts
 * import { kono } from 'ludicore/kono';
 * kono.board.size; // → 16
 * kono.board.names.slice(0, 5); // → ['a1', 'b1', 'c1', 'd1', 'a2']
 * kono.board.point('a3'); // → 8
 * ```
 *
 * @example optionSpecs
 * ```ts
 * import { kono } from 'ludicore/kono';
 * Object.keys(kono.optionSpecs); // → ['reducedToOne', 'maxPlies', 'repetition']
 * kono.optionSpecs.reducedToOne.type; // → 'boolean'
 * ```
 *
 * @example actionCount
 * ```ts
 * import { kono } from 'ludicore/kono';
 * kono.actionCount; // → 80
 * kono.decodeMove(kono.actionCount - 1); // → { kind: 'capture', from: 15, to: 13 }
 * ```
 *
 * @example maxMoves
 * ```ts
 * import { kono } from 'ludicore/kono';
 * kono.maxMoves; // → 32
 * const actions = new Int32Array(kono.maxMoves); // room for the moves of any position
 * kono.cursor(kono.start()).legalActions(actions); // → 4
 * ```
 *
 * @example outcomeReasons
 * ```ts
 * import { kono } from 'ludicore/kono';
 * kono.outcomeReasons; // → ['captured-all', 'no-moves', 'reduced-to-one', 'max-plies', 'repetition']
 * ```
 *
 * @example start
 * ```ts
 * import { kono } from 'ludicore/kono';
 * kono.start().board; // → 'wwww/wwww/bbbb/bbbb b'
 * kono.start({ reducedToOne: true }).options; // → { reducedToOne: true }
 * ```
 *
 * @example toMove
 * ```ts
 * import { kono } from 'ludicore/kono';
 * kono.toMove(kono.start()); // → 'black'
 * ```
 *
 * @example legalMoves
 * ```ts
 * import { kono } from 'ludicore/kono';
 * const start = kono.start();
 * kono.legalMoves(start).map((move) => kono.formatMove(start, move)); // → ['a1xa3', 'b1xb3', 'c1xc3', 'd1xd3']
 * ```
 *
 * @example isLegal
 * ```ts
 * import { kono } from 'ludicore/kono';
 * const start = kono.start();
 * kono.isLegal(start, { kind: 'capture', from: 0, to: 8 }); // → true
 * kono.isLegal(start, { kind: 'step', from: 4, to: 8 }); // → false
 * ```
 *
 * @example play
 * ```ts
 * import { kono } from 'ludicore/kono';
 * const start = kono.start();
 * const next = kono.play(start, kono.parseMove(start, 'a1xa3'));
 * next.board; // → 'wwww/bwww/bbbb/1bbb w'
 * next.ply; // → 1
 * start.board; // → 'wwww/wwww/bbbb/bbbb b'
 * ```
 *
 * @example outcome
 * ```ts
 * import { kono } from 'ludicore/kono';
 * const position = kono.parsePosition('4/4/4/bbw1 b');
 * kono.outcome(position); // → undefined
 * kono.outcome(kono.play(position, kono.parseMove(position, 'a1xc1'))); // → { winner: 'black', reason: 'captured-all' }
 * ```
 *
 * @example parseMove
 * ```ts
 * import { kono } from 'ludicore/kono';
 * kono.parseMove(kono.start(), 'a1xa3'); // → { kind: 'capture', from: 0, to: 8 }
 * ```
 *
 * @example formatMove
 * ```ts
 * import { kono } from 'ludicore/kono';
 * kono.formatMove(kono.start(), { kind: 'capture', from: 0, to: 8 }); // → 'a1xa3'
 * ```
 *
 * @example parsePosition
 * ```ts
 * import { kono } from 'ludicore/kono';
 * const position = kono.parsePosition('wwww/bwww/bbbb/1bbb w');
 * kono.toMove(position); // → 'white'
 * position.ply; // → 0
 * ```
 *
 * @example formatPosition
 * ```ts
 * import { kono } from 'ludicore/kono';
 * kono.formatPosition(kono.start()); // → 'wwww/wwww/bbbb/bbbb b'
 * ```
 *
 * @example encodeMove
 * ```ts
 * import { kono } from 'ludicore/kono';
 * kono.encodeMove({ kind: 'capture', from: 0, to: 8 }); // → 1
 * ```
 *
 * @example decodeMove
 * ```ts
 * import { kono } from 'ludicore/kono';
 * kono.decodeMove(1); // → { kind: 'capture', from: 0, to: 8 }
 * ```
 *
 * @example positionKey
 * ```ts
 * import { kono } from 'ludicore/kono';
 * const played = kono.play(kono.start(), kono.parseMove(kono.start(), 'a1xa3'));
 * const parsed = kono.parsePosition('wwww/bwww/bbbb/1bbb w');
 * kono.positionKey(played) === kono.positionKey(parsed); // → true
 * ```
 *
 * @example pieceAt
 * ```ts
 * import { kono } from 'ludicore/kono';
 * const position = kono.parsePosition('wwww/bwww/bbbb/1bbb w');
 * kono.pieceAt(position, kono.board.point('a3')); // → { owner: 'black', kind: 'man' }
 * kono.pieceAt(position, kono.board.point('a1')); // → undefined
 * ```
 *
 * @example cursor
 * ```ts
 * import { kono } from 'ludicore/kono';
 * const cursor = kono.cursor(kono.start());
 * cursor.countLeaves(3); // → 100
 * cursor.play(cursor.parseMove('a1xa3'));
 * cursor.toMove(); // → 'white'
 * cursor.undo();
 * cursor.position().board; // → 'wwww/wwww/bbbb/bbbb b'
 * ```
 *
 * @example evaluate
 * ```ts
 * import { kono } from 'ludicore/kono';
 * const start = kono.start();
 * kono.evaluate(kono.cursor(start)); // → 0
 * const next = kono.play(start, kono.parseMove(start, 'a1xa3'));
 * kono.evaluate(kono.cursor(next)); // → -1.2
 * ```
 *
 * @example effects
 * ```ts
 * import { kono } from 'ludicore/kono';
 * const start = kono.start();
 * const [removed, moved] = kono.effects(start, kono.parseMove(start, 'a1xa3'));
 * removed; // → { kind: 'remove', at: 8, piece: { owner: 'white', kind: 'man' } }
 * moved; // → { kind: 'move', from: 0, to: 8, piece: { owner: 'black', kind: 'man' } }
 * ```
 *
 * @example offBoard
 * ```ts
 * import { kono } from 'ludicore/kono';
 * kono.offBoard(kono.start()); // → []
 * ```
 *
 * @example gesture
 * ```ts
 * import { kono } from 'ludicore/kono';
 * const start = kono.start();
 * kono.gesture(start, kono.parseMove(start, 'a1xa3')); // → { points: [0, 8], choice: null }
 * ```
 *
 * @sortStrategy source-order
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
