import { Admission } from './admission.js';
import { NO_HISTORY } from './made.js';
import { RulesCursor } from './cursor.js';
import { describeValue, withArticle } from './describe.js';
import { makeEngine, refusals } from './engine.js';
import { RulesError, isRulesError } from './errors.js';
import type { Game, Piece, Position } from './game.js';
import type { DrawOptions, OptionsInput } from './options.js';
import type { DrawOptionReason } from './player.js';
import type { GameRules } from './rules.js';
import { checkRules } from './rules-check.js';

/**
 * Builds a full {@link Game} from a game's {@link GameRules}: plain immutable positions and the
 * reading of positions from outside, option checking, the draw options `maxPlies` and
 * `repetition` (added to the game's own options, and their reasons to its own reasons), typed
 * errors, and the allocation-free {@link Cursor}. All four games of the library are made this
 * way, and a game of your own can be too.
 *
 * Throws `argument/invalid` for rules of the wrong shape (not an object, no id or name, a board
 * that is no board, a function missing, counts out of range: an action table or `actionCount`
 * of 1 to 16777216 actions, a `maxMoves` of at most 65536), and when a game that passes leaves
 * `no-move-for-either` out of its outcome reasons (see {@link GameRules.outcomeReasons}).
 *
 * The immutable functions load the position into a cursor kept for the purpose and ask it, so
 * they follow exactly the rules the cursor does.
 *
 * The example is a game of two pieces on a strip of five points, each stepping one point east or
 * west onto an empty one, where a player who cannot move has lost (the default end);
 * `docs/write-a-game.md` walks through a real one.
 *
 * @example
 * ```ts
 * import { defineGame, opponent, perft, RulesError, squareGrid, type DrawOptions, type Player } from 'ludicore';
 * interface Strip { black: number; white: number; toMove: Player } // the working state
 * const board = squareGrid(5, 1); // a1 … e1
 * const from = (s: Strip): number => (s.toMove === 'black' ? s.black : s.white);
 * const to = (s: Strip, action: number): number => from(s) + (action === 0 ? -1 : 1);
 * const duel = defineGame<'duel', { readonly step: 'west' | 'east' }, DrawOptions, Strip>({
 *   id: 'duel',
 *   name: 'Duel',
 *   board,
 *   actions: [{ step: 'west' }, { step: 'east' }],
 *   start: () => ({ black: 0, white: 4, toMove: 'black' }),
 *   toMove: (s) => s.toMove,
 *   formatPosition: (s) => `${board.names.map((_, p) => (p === s.black ? 'b' : p === s.white ? 'w' : '.')).join('')} ${s.toMove[0]}`,
 *   parsePosition: (text) => {
 *     const [points = '', player] = text.split(' ');
 *     if (!/^[.bw]{5}$/.test(points) || points.split('b').length !== 2 || points.split('w').length !== 2 || !/^[bw]$/.test(player ?? '')) {
 *       throw new RulesError('position/syntax', `not a Duel position: ${text}`);
 *     }
 *     return { black: points.indexOf('b'), white: points.indexOf('w'), toMove: player === 'b' ? 'black' : 'white' };
 *   },
 *   pieceAt: (s, p) => (p === s.black || p === s.white ? { owner: p === s.black ? 'black' : 'white', kind: 'man' } : undefined),
 *   generate: (s, out) => {
 *     let n = 0;
 *     for (const action of [0, 1]) if (to(s, action) >= 0 && to(s, action) < 5 && to(s, action) !== s.black && to(s, action) !== s.white) out[n++] = action;
 *     return n;
 *   },
 *   apply: (s, action) => {
 *     if (s.toMove === 'black') s.black = to(s, action);
 *     else s.white = to(s, action);
 *     s.toMove = opponent(s.toMove);
 *   },
 *   formatMove: (s, action) => `${board.name(from(s))}-${board.name(to(s, action))}`,
 * });
 * duel.formatPosition(duel.start()); // → 'b...w b'
 * perft(duel, duel.start(), 3); // → 2
 * const start = duel.start();
 * duel.legalMoves(start).map((move) => duel.formatMove(start, move)); // → ['a1-b1']
 * duel.outcome(duel.parsePosition('bw... b')); // → { winner: 'white', reason: 'no-moves' }
 * ```
 */
export function defineGame<Id extends string, M, O extends DrawOptions, W, R extends string = string>(
  rules: GameRules<Id, M, O, W, R>,
): Game<Id, M, O, R | DrawOptionReason> {
  type P = Position<Id, O>;
  checkRules(rules);
  const engine = makeEngine(rules);
  const admission = new Admission(engine);
  const scratch = new Int32Array(engine.maxMoves);
  // One cursor serves every call: a call reads its position and its move first (the only
  // steps that can run a caller's code, through a getter or a proxy, which might call the game
  // again) and only then loads the cursor and uses it without interruption.
  const cursor = new RulesCursor(engine, admission);
  const at = (position: P): RulesCursor<Id, M, O, W, R | DrawOptionReason> => {
    cursor.load(admission.read(position));
    return cursor;
  };
  const checkedAction = (move: unknown): number => {
    const action = engine.encodeMove(move);
    if (action < 0) throw refusals.notAMove(rules.name, move);
    return action;
  };
  /** The cursor loaded with a position, and a move checked as `play` checks it, as an action. */
  const checkedPlay = (position: P, move: unknown): [W, number, Readonly<O>] => {
    const own = admission.read(position);
    const action = checkedAction(move);
    cursor.load(own);
    cursor.check(action);
    return [cursor.state(), action, cursor.options()];
  };
  const evaluate = rules.evaluate;
  /** A position at ply 0 with no history, of a state nobody else holds and its position string. */
  const made = (state: W, board: string, options: Readonly<O>): P =>
    admission.make({ state, board, options, ply: 0, history: NO_HISTORY, keys: NO_HISTORY, key: undefined });

  const game: Game<Id, M, O, R | DrawOptionReason> = {
    id: rules.id,
    name: rules.name,
    board: rules.board,
    optionSpecs: engine.optionSpecs,
    outcomeReasons: engine.outcomeReasons,
    actionCount: engine.actionCount,
    maxMoves: engine.maxMoves,
    start(options?: OptionsInput<O>): P {
      const resolved = admission.resolve(options);
      const state = rules.start(resolved);
      return made(state, rules.formatPosition(state), resolved);
    },
    toMove(position) {
      return at(position).toMove();
    },
    legalMoves(position) {
      const n = at(position).legalActions(scratch);
      const moves = new Array<M>(n);
      for (let i = 0; i < n; i++) moves[i] = engine.decodeMove(scratch[i] as number);
      return moves;
    },
    isLegal(position, move) {
      try {
        const own = admission.read(position);
        const action = engine.encodeMove(move);
        if (action < 0) return false;
        cursor.load(own);
        return cursor.isPlayable(action);
      } catch (error) {
        if (isRulesError(error)) return false;
        throw error;
      }
    },
    play(position, move) {
      const own = admission.read(position);
      const action = checkedAction(move);
      cursor.load(own);
      cursor.check(action);
      cursor.playUnchecked(action);
      return cursor.position();
    },
    outcome(position) {
      return at(position).outcome();
    },
    parseMove(position, text) {
      const own = admission.read(position);
      cursor.load(own);
      return engine.decodeMove(cursor.parseMove(text));
    },
    formatMove(position, move) {
      const own = admission.read(position);
      const action = checkedAction(move);
      cursor.load(own);
      return rules.formatMove(cursor.state(), action, cursor.options());
    },
    parsePosition(text, options) {
      const resolved = admission.resolve(options);
      if (typeof text !== 'string') {
        throw new RulesError('position/syntax', `${withArticle(rules.name)} position string must be a string, got ${describeValue(text)}`);
      }
      // A string the game parses is its canonical form (once trimmed), so it is the position's board.
      const board = text.trim();
      return made(rules.parsePosition(board, resolved), board, resolved);
    },
    formatPosition(position) {
      return admission.read(position).board;
    },
    encodeMove(move) {
      return checkedAction(move);
    },
    decodeMove(action) {
      engine.requireAction(action);
      return engine.decodeMove(action);
    },
    positionKey(position) {
      return at(position).positionKey();
    },
    pieceAt(position, point): Piece | undefined {
      return at(position).pieceAt(point);
    },
    cursor(position) {
      return new RulesCursor(engine, admission, admission.read(position));
    },
    effects(position, move) {
      return engine.effects(...checkedPlay(position, move));
    },
    offBoard(position) {
      const loaded = at(position);
      return engine.offBoard(loaded.state(), loaded.options());
    },
    gesture(position, move) {
      return engine.gesture(...checkedPlay(position, move));
    },
    evaluate:
      evaluate === undefined
        ? (search) => {
            requireCursor(search, rules.name);
            return 0;
          }
        : (search) => {
            requireCursor(search, rules.name);
            // A cursor of this game's hands over its working state; any other is read through its position.
            if (search instanceof RulesCursor && search.serves(engine))
              return evaluate(search.state() as W, search.options() as Readonly<O>);
            const loaded = at(search.position());
            return evaluate(loaded.state(), loaded.options());
          },
  };
  return Object.freeze(game);
}

/** Throws `argument/invalid` unless `value` is a cursor (an object with a `position`), which `evaluate` reads. */
function requireCursor(value: unknown, name: string): void {
  if (typeof value !== 'object' || value === null || typeof (value as { position?: unknown }).position !== 'function') {
    throw new RulesError('argument/invalid', `${name} evaluate needs a cursor, got ${describeValue(value)}`);
  }
}
