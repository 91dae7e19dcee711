import { describeValue, withArticle } from './describe.js';
import { boardEffects, frozenEffect, type MoveEffect } from './effects.js';
import { RulesError, quote } from './errors.js';
import type { Piece, PositionKey } from './game.js';
import { NO_GESTURE, effectsGesture, gesture as frozenGesture, type Gesture } from './gestures.js';
import { piecesOffBoard, type PiecesOffBoard } from './off-board.js';
import { DRAW_OPTION_SPECS, type DrawOptions, type OptionSpecs } from './options.js';
import { DRAW_OPTION_REASONS, type DrawOptionReason, type Outcome, type Player } from './player.js';
import type { GameRules } from './rules.js';

/*
 * The engine: a game's rules with every optional member filled in, and what every game shares on
 * top of its own rules (the draw options, the repetition history, the no-repetition window,
 * passing, judging the outcome, the messages). The search cursor runs on it, and the immutable
 * game functions run on the cursor, so each shared rule exists once.
 */

/**
 * A game's rules with the defaults of every optional member filled in, and the shared rules
 * derived from them, named as {@link GameRules} names them. Every function is the game's own
 * where it wrote one, not bound to the rules object (so that the search loops call it directly),
 * with the options in force last.
 */
export interface Engine<Id extends string, M, O extends DrawOptions, W, R extends string = string> {
  /** The game's own rules, as it wrote them. */
  readonly rules: GameRules<Id, M, O, W, R>;
  /** The options the game accepts: its own, then the draw options. */
  readonly optionSpecs: OptionSpecs<O>;
  /** Every reason an outcome can give: the game's own, then the draw options'. */
  readonly outcomeReasons: readonly R[];
  /** The number of action indices. */
  readonly actionCount: number;
  /** The most legal actions a state can have (a pass aside). */
  readonly maxMoves: number;
  /** The outcomes of the shared rules. */
  readonly draws: SharedDraws<R>;
  /** The pass action, or -1 in a game without passing. */
  readonly pass: number;
  /** Whether a value is an action index of the game (an integer from 0 to `actionCount - 1`). */
  readonly isAction: (action: unknown) => action is number;
  /** Throws `action/out-of-range` unless a value is an action index of the game. */
  readonly requireAction: (action: unknown) => void;
  /** A new copy of a working state. */
  readonly clone: (state: W) => W;
  /** Overwrites a working state, or `undefined` where the game has no `copy` (the cursor clones). */
  readonly copy: ((target: W, source: W) => void) | undefined;
  readonly decodeMove: (action: number) => M;
  readonly encodeMove: (move: unknown) => number;
  readonly positionKey: (state: W, options: Readonly<O>) => PositionKey;
  readonly parseMove: (state: W, text: string, options: Readonly<O>) => number;
  readonly count: (state: W, options: Readonly<O>) => number;
  readonly countAfter: (state: W, action: number, options: Readonly<O>) => number;
  readonly countTwoPlies: (state: W, options: Readonly<O>, window?: readonly W[]) => number;
  /**
   * Perft's last ply: the legal moves one ply below the position after a legal action, judged as
   * the cursor judges that position (its own end, the pass of a player without a move, the draw
   * when neither can move).
   */
  readonly leavesAfter: (state: W, action: number, options: Readonly<O>) => number;
  readonly canMove: (state: W, options: Readonly<O>) => boolean;
  readonly isLegal: (state: W, action: number, options: Readonly<O>) => boolean;
  readonly irreversible: (before: W, action: number, after: W, options: Readonly<O>) => boolean;
  /** Whether an action is irreversible, asked before it is played (on a scratch copy). */
  readonly irreversibleBefore: (state: W, action: number, options: Readonly<O>) => boolean;
  readonly positionKeyAfter: (state: W, action: number, key: PositionKey, options: Readonly<O>) => PositionKey;
  /**
   * Whether one legal action (the pass included) that does not cut the history leads from a state
   * to the position of key `key`: what two consecutive entries of a history must be. The
   * no-repetition rule and the draw options are not asked (they look further back).
   */
  readonly leadsTo: (state: W, key: PositionKey, options: Readonly<O>) => boolean;
  /** The game's own end (the default where it wrote none). */
  readonly outcome: (state: W, canMove: boolean, options: Readonly<O>) => Outcome<R> | undefined;
  /** For a game that passes: whether the opponent of the player to move would have no move either. */
  readonly bothStuck: (state: W, options: Readonly<O>) => boolean;
  /** How many of the newest positions a move may not recreate (0: no such rule). */
  readonly window: (options: Readonly<O>) => number;
  /** How many earlier keys a position under these options keeps (0: none). */
  readonly keep: (options: Readonly<O>) => number;
  /** What a legal action does to the board, frozen (none for the pass); the state is left as it is. */
  readonly effects: (state: W, action: number, options: Readonly<O>) => readonly MoveEffect[];
  /** The pieces off the board that can still come onto it, frozen. */
  readonly offBoard: (state: W, options: Readonly<O>) => readonly PiecesOffBoard[];
  /** The points that hold a piece, written into `out` in point order; returns how many. */
  readonly occupiedPoints: (state: W, out: Int32Array) => number;
  /** How a player makes a legal action, frozen (no points for the pass). */
  readonly gesture: (state: W, action: number, options: Readonly<O>) => Gesture;
}

/** The draws the shared rules judge. */
export interface SharedDraws<R extends string> {
  readonly repetition: Outcome<R>;
  readonly maxPlies: Outcome<R>;
  /** Only in a game that passes. */
  readonly noMoveForEither: Outcome<R> | undefined;
}

const REPETITION: Outcome<DrawOptionReason> = Object.freeze({ winner: null, reason: 'repetition' });
const MAX_PLIES: Outcome<DrawOptionReason> = Object.freeze({ winner: null, reason: 'max-plies' });

/**
 * The draw of a game that passes when neither player can move, its reason found in the game's
 * list; throws `argument/invalid` when the list leaves it out.
 */
function noMoveForEither<R extends string>(name: string, reasons: readonly R[]): Outcome<R> {
  const reason = reasons.find((listed) => listed === 'no-move-for-either');
  if (reason === undefined) {
    throw new RulesError(
      'argument/invalid',
      `the outcome reasons of ${name} must include "no-move-for-either" (a game that passes is drawn when neither player can move)`,
    );
  }
  return Object.freeze({ winner: null, reason });
}

/** The {@link Engine} of a game's rules. */
export function makeEngine<Id extends string, M, O extends DrawOptions, W, R extends string = string>(
  rules: GameRules<Id, M, O, W, R>,
): Engine<Id, M, O, W, R | DrawOptionReason> {
  const pass = rules.passAction ?? -1;
  const actionCount = rules.actionCount ?? rules.actions?.length;
  if (actionCount === undefined) {
    throw new RulesError(
      'argument/invalid',
      `the rules of ${rules.name} need an action table, or a decodeMove function and an actionCount`,
    );
  }
  const maxMoves = rules.maxMoves ?? actionCount;
  const scratch = new Int32Array(maxMoves);
  const firstMoves = new Int32Array(maxMoves);
  const generate = rules.generate;
  const apply = rules.apply;
  const clone = rules.clone ?? ((state: W) => structuredClone(state));
  const copy = rules.copy;
  const count = rules.count ?? ((state: W, options: Readonly<O>) => generate(state, scratch, options));
  const decode = rules.decodeMove ?? makeDecoder(rules, actionCount);
  const encode = rules.encodeMove ?? makeEncoder(actionCount, decode);
  const positionKey = rules.positionKey ?? ((state: W) => rules.formatPosition(state));
  /** Plays an action on a scratch copy of a state (one copy, reused). */
  let spare: W | undefined;
  const playOnSpare = (state: W, action: number, options: Readonly<O>): W => {
    if (spare === undefined || copy === undefined) spare = clone(state);
    else copy(spare, state);
    apply(spare, action, options);
    return spare;
  };
  const irreversible = rules.irreversible ?? (() => false);
  const window = (options: Readonly<O>): number => rules.repeatWindow?.(options) ?? 0;
  const isAction = (action: unknown): action is number =>
    typeof action === 'number' && Number.isInteger(action) && action >= 0 && action < actionCount;
  const ownReasons = rules.outcomeReasons ?? defaultReasons<R>(pass);
  const outcome = rules.outcome ?? defaultOutcome<W, R>(rules.toMove, pass);
  if (rules.outcome !== undefined && rules.outcomeReasons === undefined) {
    throw new RulesError('argument/invalid', `the rules of ${rules.name} write an outcome of their own, and need its outcomeReasons`);
  }
  const countAfter =
    rules.countAfter ??
    ((state: W, action: number, options: Readonly<O>) => {
      const after = playOnSpare(state, action, options);
      const n = count(after, options);
      return outcome(after, n > 0, options) === undefined ? n : -1;
    });
  const countTwoPlies =
    rules.countTwoPlies ??
    ((state: W, options: Readonly<O>, window?: readonly W[]) => {
      // A window is left to the library, which then makes each line's first move.
      if (window !== undefined && window.length > 0) return -1;
      // A list of its own: countAfter's default lists moves in `scratch`.
      const n = generate(state, firstMoves, options);
      let total = 0;
      for (let i = 0; i < n; i++) {
        const after = countAfter(state, firstMoves[i] as number, options);
        if (after === 0 && pass >= 0) return -1;
        if (after > 0) total += after;
      }
      return total;
    });
  const bothStuck = (state: W, options: Readonly<O>): boolean => count(playOnSpare(state, pass, options), options) === 0;
  // A list of its own: `count` and `isLegal` list moves in `scratch`, and `bothStuck` may be asked in between.
  const steps = new Int32Array(maxMoves);
  const leadsTo = (state: W, key: PositionKey, options: Readonly<O>): boolean => {
    const n = generate(state, steps, options);
    // No move is made in a finished game; a player without a move passes, unless neither can move.
    if (outcome(state, n > 0, options) !== undefined) return false;
    if (n === 0) return pass >= 0 && !bothStuck(state, options) && positionKey(playOnSpare(state, pass, options), options) === key;
    for (let i = 0; i < n; i++) {
      const action = steps[i] as number;
      const after = playOnSpare(state, action, options);
      if (positionKey(after, options) === key && !irreversible(state, action, after, options)) return true;
    }
    return false;
  };
  const effects = rules.effects ?? differenceEffects(rules, playOnSpare);
  const gesture = rules.gesture ?? ((state: W, action: number, options: Readonly<O>) => effectsGesture(effects(state, action, options)));
  const engine: Engine<Id, M, O, W, R | DrawOptionReason> = {
    rules,
    // The draw options are every game's, after its own options and reasons; the casts say what
    // the compiler cannot see, that a game's own options and the draw options are all of `O`.
    optionSpecs: Object.freeze({ ...rules.optionSpecs, ...DRAW_OPTION_SPECS }) as OptionSpecs<O>,
    outcomeReasons: Object.freeze([...new Set<R | DrawOptionReason>([...ownReasons, ...DRAW_OPTION_REASONS])]),
    actionCount,
    maxMoves,
    draws: {
      repetition: REPETITION,
      maxPlies: MAX_PLIES,
      noMoveForEither: pass >= 0 ? noMoveForEither(rules.name, ownReasons) : undefined,
    },
    pass,
    isAction,
    requireAction(action) {
      if (!isAction(action)) throw refusals.outOfRange(rules.name, actionCount, action);
    },
    clone,
    copy,
    decodeMove: decode,
    encodeMove: encode,
    positionKey,
    parseMove: rules.parseMove ?? notationMatcher(rules, scratch),
    count,
    countAfter,
    countTwoPlies,
    leavesAfter: (state, action, options) => {
      const n = countAfter(state, action, options);
      if (n !== 0 || pass < 0) return n < 0 ? 0 : n;
      // A player without a move passes, unless the opponent could not move either (a draw).
      return bothStuck(playOnSpare(state, action, options), options) ? 0 : 1;
    },
    canMove: rules.canMove ?? ((state, options) => count(state, options) > 0),
    isLegal:
      rules.isLegal ??
      ((state, action, options) => {
        const n = generate(state, scratch, options);
        for (let i = 0; i < n; i++) if (scratch[i] === action) return true;
        return false;
      }),
    irreversible,
    irreversibleBefore: (state, action, options) => irreversible(state, action, playOnSpare(state, action, options), options),
    positionKeyAfter:
      rules.positionKeyAfter ?? ((state, action, _key, options) => positionKey(playOnSpare(state, action, options), options)),
    leadsTo,
    outcome,
    bothStuck: pass < 0 ? () => false : bothStuck,
    window,
    keep: (options) => (options.repetition !== undefined ? Infinity : window(options)),
    // These three serve user interfaces, not search: they are free to allocate, and freeze what they hand out.
    effects: (state, action, options) => (action === pass ? NO_EFFECTS : Object.freeze(effects(state, action, options).map(frozenEffect))),
    offBoard: (state, options) => {
      const list = rules.offBoard?.(state, options);
      // An evaluation may ask at every leaf of a search, where nothing is off the board most of the time.
      if (list === undefined || list.length === 0) return NONE_OFF_BOARD;
      return Object.freeze(list.map((off) => piecesOffBoard(off.owner, off.kind, off.count, off.reason)));
    },
    occupiedPoints:
      rules.occupiedPoints ??
      ((state, out) => {
        let n = 0;
        for (let p = 0; p < rules.board.size; p++) if (rules.pieceAt(state, p) !== undefined) out[n++] = p;
        return n;
      }),
    gesture: (state, action, options) => {
      if (action === pass) return NO_GESTURE;
      const made = gesture(state, action, options);
      return Object.isFrozen(made) && Object.isFrozen(made.points) ? made : frozenGesture(made.points, made.choice);
    },
  };
  return Object.freeze(engine);
}

/** The reasons of the default end: `no-moves`, or `no-move-for-either` in a game that passes. */
function defaultReasons<R extends string>(pass: number): readonly R[] {
  const reasons: readonly string[] = Object.freeze([pass >= 0 ? 'no-move-for-either' : 'no-moves']);
  // A game that leaves its end to the default gives exactly these reasons, whatever `R` it names.
  return reasons as readonly R[];
}

/**
 * The default end: the player to move without a legal move has lost (`no-moves`). A game that
 * passes has no end of its own: its player passes, and the game is drawn when neither can move.
 */
function defaultOutcome<W, R extends string>(
  toMove: (state: W) => Player,
  pass: number,
): (state: W, canMove: boolean) => Outcome<R> | undefined {
  if (pass >= 0) return () => undefined;
  const lost = {
    black: Object.freeze({ winner: 'white', reason: 'no-moves' }),
    white: Object.freeze({ winner: 'black', reason: 'no-moves' }),
  } as const;
  return (state, canMove) => (canMove ? undefined : (lost[toMove(state)] as Outcome<string> as Outcome<R>));
}

const NO_EFFECTS: readonly MoveEffect[] = Object.freeze([]);
const NONE_OFF_BOARD: readonly PiecesOffBoard[] = Object.freeze([]);

/** The default `effects`: the difference of the board before and after the action, played on a scratch copy. */
function differenceEffects<Id extends string, M, O extends DrawOptions, W>(
  rules: GameRules<Id, M, O, W>,
  playOnSpare: (state: W, action: number, options: Readonly<O>) => W,
): (state: W, action: number, options: Readonly<O>) => readonly MoveEffect[] {
  const pieces = (state: W): (Piece | undefined)[] => {
    const list = new Array<Piece | undefined>(rules.board.size);
    for (let p = 0; p < list.length; p++) list[p] = rules.pieceAt(state, p);
    return list;
  };
  return (state, action, options) => {
    const before = pieces(state);
    return boardEffects(before, pieces(playOnSpare(state, action, options)));
  };
}

/** `decode` from the action table. */
function makeDecoder<Id extends string, M, O extends DrawOptions, W>(
  rules: GameRules<Id, M, O, W>,
  actionCount: number,
): (action: number) => M {
  const table = rules.actions;
  if (table === undefined || table.length !== actionCount) {
    throw new RulesError(
      'argument/invalid',
      `the rules of ${rules.name} need an action table of ${actionCount} moves, or a decodeMove function`,
    );
  }
  return (action) => table[action] as M;
}

/**
 * `encode` from the action table: the table's own objects by identity (what `legalMoves` hands
 * out), any other plain object by its own fields (a JSON copy of a move, one written by hand).
 */
function makeEncoder<M>(actionCount: number, decode: (action: number) => M): (move: unknown) => number {
  const byObject = new Map<unknown, number>();
  const byFields = new Map<string, number>();
  let widest = 0;
  for (let action = 0; action < actionCount; action++) {
    const move = decode(action);
    byObject.set(move, action);
    const fields = Object.keys(move as object);
    widest = Math.max(widest, fields.length);
    byFields.set(fieldsKey(move as Record<string, unknown>, fields.sort()), action);
  }
  return (move) => {
    const known = byObject.get(move);
    if (known !== undefined) return known;
    if (typeof move !== 'object' || move === null || Object.getPrototypeOf(move) !== Object.prototype) return -1;
    const fields: string[] = [];
    // Bounded: a value with more fields than any move is no move, however many it has.
    for (const field in move) if (fields.push(field) > widest) return -1;
    return byFields.get(fieldsKey(move as Record<string, unknown>, fields.sort())) ?? -1;
  };
}

/** Whether a value is no object (nor `null`, nor a function). */
function isPrimitive(value: unknown): value is string | number | boolean | bigint | symbol | undefined {
  return typeof value !== 'object' && typeof value !== 'function';
}

/** A string naming a move's fields and their values, for looking it up. */
function fieldsKey(move: Record<string, unknown>, fields: readonly string[]): string {
  let key = '';
  for (const field of fields) {
    const value = move[field];
    // Only the primitive values a move is made of; anything else makes the key match no move.
    key += `${field}=${isPrimitive(value) ? `${typeof value}:${String(value)}` : '\u0000'};`;
  }
  return key;
}

/** `parseMove` by matching the notation of every legal action (and the pass). */
function notationMatcher<Id extends string, M, O extends DrawOptions, W>(
  rules: GameRules<Id, M, O, W>,
  scratch: Int32Array,
): (state: W, text: string, options: Readonly<O>) => number {
  return (state, text, options) => {
    const n = rules.generate(state, scratch, options);
    for (let i = 0; i < n; i++) if (rules.formatMove(state, scratch[i] as number, options) === text) return scratch[i] as number;
    if (rules.passAction !== undefined && rules.formatMove(state, rules.passAction, options) === text) return rules.passAction;
    throw new RulesError('move/illegal', `${quote(text)} is not the notation of a legal ${rules.name} move here`);
  };
}

/**
 * The outcome of a position by the game's own rules, the draw options aside, given whether the
 * player to move has a move (a pass aside): the game's own end first; then, in a game that
 * passes, a draw when neither player has a move.
 */
export function ownOutcome<Id extends string, M, O extends DrawOptions, W, R extends string>(
  engine: Engine<Id, M, O, W, R>,
  state: W,
  canMove: boolean,
  options: Readonly<O>,
): Outcome<R> | undefined {
  const own = engine.outcome(state, canMove, options);
  if (own !== undefined || canMove) return own;
  const draw = engine.draws.noMoveForEither;
  return draw !== undefined && engine.bothStuck(state, options) ? draw : undefined;
}

/**
 * The actions a no-repetition window forbids at `state`, found with the game's `actionBetween`
 * from the working states of the window's positions, `states[first]` to `states[last]`, the
 * last one `state`'s own: each legal action that recreates one of them, once, written into
 * `out`; returns their number, or -1 for a game without `actionBetween` (the window then asks
 * the key after each legal action). Every move hands the turn over, so only the positions an odd
 * number of plies back, with the other player to move, can be recreated: the others are not asked.
 */
export function forbiddenActions<Id extends string, M, O extends DrawOptions, W, R extends string>(
  engine: Engine<Id, M, O, W, R>,
  state: W,
  states: readonly W[],
  first: number,
  last: number,
  options: Readonly<O>,
  out: Int32Array,
): number {
  const between = engine.rules.actionBetween;
  if (between === undefined) return -1;
  let k = 0;
  for (let i = last - 1; i >= first; i -= 2) {
    const action = between(state, states[i] as W, options);
    if (action >= 0 && !holds(out, k, action)) out[k++] = action;
  }
  return k;
}

/** Whether `action` is among the first `k` entries of a list. */
export function holds(list: Int32Array, k: number, action: number): boolean {
  for (let i = 0; i < k; i++) if (list[i] === action) return true;
  return false;
}

/** Drops from the first `n` actions of `out` the first `k` of `forbidden`, in place, keeping the order; returns how many are left. */
export function withoutForbidden(out: Int32Array, n: number, forbidden: Int32Array, k: number): number {
  if (k === 0) return n;
  let kept = 0;
  for (let i = 0; i < n; i++) if (!holds(forbidden, k, out[i] as number)) out[kept++] = out[i] as number;
  return kept;
}

/**
 * The number of legal actions of a player in a game that is not over, given the `n` of the game's
 * rules: those, or, where there are none, the pass as the only one (in a game that passes), which
 * is written into `out` where a list is given.
 */
export function withPass<Id extends string, M, O extends DrawOptions, W, R extends string>(
  engine: Engine<Id, M, O, W, R>,
  n: number,
  out?: Int32Array,
): number {
  if (n > 0 || engine.pass < 0) return n;
  if (out !== undefined) out[0] = engine.pass;
  return 1;
}

/**
 * The outcome of a position: {@link ownOutcome}, then the draw options. `occurrences` counts the
 * current position in its history (itself included); it is asked only under the `repetition` rule.
 */
export function judgeOutcome<Id extends string, M, O extends DrawOptions, W, R extends string>(
  engine: Engine<Id, M, O, W, R>,
  state: W,
  canMove: boolean,
  options: Readonly<O>,
  ply: number,
  occurrences: () => number,
): Outcome<R> | undefined {
  const own = ownOutcome(engine, state, canMove, options);
  if (own !== undefined) return own;
  const { draws } = engine;
  if (options.repetition !== undefined && occurrences() >= options.repetition) return draws.repetition;
  if (options.maxPlies !== undefined && ply >= options.maxPlies) return draws.maxPlies;
  return undefined;
}

/** The messages of the shared rules, written once for the game functions and the cursor. */
export const refusals = {
  /** An action index out of range. */
  outOfRange(name: string, actionCount: number, action: unknown): RulesError {
    return new RulesError(
      'action/out-of-range',
      `action ${describeValue(action)} is out of range: ${name} actions are integers 0 to ${actionCount - 1}`,
    );
  },
  /** A move in a finished game; `move` is the move as the caller gave it, already described. */
  gameOver(outcome: Outcome, move: string, position: string): RulesError {
    return new RulesError(
      'move/game-over',
      `the game is over (${outcome.winner ?? 'draw'}, ${outcome.reason}): ${move} cannot be played in ${quote(position)}`,
    );
  },
  /** A move that is not legal; `banned` says the no-repetition rule is why. */
  illegal(move: string, position: string, banned: boolean, legal: readonly string[]): RulesError {
    const why = banned ? ' (it would recreate an earlier position, which the no-repetition rule forbids)' : '';
    return new RulesError('move/illegal', `${move} is not legal in ${quote(position)}${why}; legal moves: ${legal.join(' ') || 'none'}`);
  },
  /** A value that is not a point index of the game's board. */
  notAPoint(name: string, point: unknown): RulesError {
    return new RulesError('argument/invalid', `point ${describeValue(point)} is not a point index of the ${name} board`);
  },
  /** A value that is not a move of the game. */
  notAMove(name: string, move: unknown): RulesError {
    return new RulesError('move/illegal', `${describeValue(move)} is not ${withArticle(name)} move`);
  },
} as const;
