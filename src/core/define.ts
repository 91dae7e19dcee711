import { RulesError, quote } from './errors.js';
import type { Cursor, Game, KeyTrail, Piece, Position, PositionKey } from './game.js';
import { resolveOptions, type DrawOptions, type OptionsInput } from './options.js';
import type { Outcome } from './player.js';
import type { GameRules } from './rules.js';

const REPETITION_DRAW: Outcome = Object.freeze({ winner: null, reason: 'repetition' });
const MAX_PLIES_DRAW: Outcome = Object.freeze({ winner: null, reason: 'max-plies' });

/** The draw options' verdict, given the ply count and how often the current position has occurred. */
function drawOutcome(options: Readonly<DrawOptions>, ply: number, occurrences: number): Outcome | undefined {
  if (options.repetition !== undefined && occurrences >= options.repetition) return REPETITION_DRAW;
  if (options.maxPlies !== undefined && ply >= options.maxPlies) return MAX_PLIES_DRAW;
  return undefined;
}

/** Whether `key` is among the newest `window` entries of the trail. */
function inTrail(trail: KeyTrail | null, key: PositionKey, window: number): boolean {
  for (let t = trail, n = 0; t !== null && n < window; t = t.previous, n++) if (t.key === key) return true;
  return false;
}

function countInTrail(trail: KeyTrail | null): number {
  if (trail === null) return 0;
  let n = 0;
  for (let t: KeyTrail | null = trail; t !== null; t = t.previous) if (t.key === trail.key) n++;
  return n;
}

/**
 * Builds a full {@link Game} from a game's {@link GameRules}: immutable positions, option
 * checking, the draw options `maxPlies` and `repetition`, validation with typed errors, and the
 * allocation-free {@link Cursor}. All four games of the library are made this way, and a game of
 * your own can be too.
 */
export function defineGame<S, M, O extends DrawOptions>(rules: GameRules<S, M, O>): Game<S, M, O> {
  type P = Position<S, O>;
  const scratch = new Int32Array(rules.maxMoves);
  const windowOf = (options: Readonly<O>): number => rules.repeatWindow?.(options) ?? 0;
  const tracksKeys = (options: Readonly<O>): boolean => options.repetition !== undefined || windowOf(options) > 0;
  const keyAfter = keyAfterOf(rules);
  const irreversible = irreversibleOf(rules);

  /** Whether a pseudo-legal action would recreate a position the no-repetition rule forbids. */
  const banned = (position: P, action: number): boolean => {
    const window = windowOf(position.options);
    // The key first: it rarely matches, and then the costlier irreversibility test is skipped.
    return (
      window > 0 &&
      inTrail(position.trail, keyAfter(position.state, action), window) &&
      !irreversible(position.state, action)
    );
  };
  /** Writes the legal actions (game not over) into `scratch`; returns how many. */
  const generateLegal = (position: P): number => {
    const n = rules.generate(position.state, scratch);
    if (windowOf(position.options) === 0) return n;
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const action = scratch[i] as number;
      if (!banned(position, action)) scratch[kept++] = action;
    }
    return kept;
  };
  const isLegalAction = (position: P, action: number): boolean =>
    rules.isLegal(position.state, action) && !banned(position, action);

  // Positions and their states are frozen: no caller can change a position it was handed.
  const make = (state: S, options: Readonly<O>, ply: number, trail: KeyTrail | null): P =>
    Object.freeze({ game: rules.id, state: Object.freeze(state), options, ply, trail });
  const startTrail = (state: S, options: Readonly<O>): KeyTrail | null =>
    tracksKeys(options) ? Object.freeze({ key: rules.key(state), previous: null }) : null;

  const checkPosition = (position: P): void => {
    if (typeof position !== 'object' || position === null || position.game !== rules.id) {
      throw new RulesError('argument/invalid', `expected a ${rules.name} position, got ${describeValue(position)}`);
    }
  };
  const outcomeOf = (position: P): Outcome | undefined => {
    checkPosition(position);
    const canMove = windowOf(position.options) === 0 ? rules.count(position.state) > 0 : generateLegal(position) > 0;
    return (
      rules.end(position.state, canMove) ??
      drawOutcome(position.options, position.ply, position.options.repetition === undefined ? 0 : countInTrail(position.trail))
    );
  };
  const actionOf = (move: unknown): number => {
    const action = rules.encode(move);
    if (action < 0) {
      throw new RulesError('move/illegal', `${describeValue(move)} is not a ${rules.name} move`);
    }
    return action;
  };
  const rejectIllegal = (position: P, action: number): never => {
    const state = position.state;
    const why = rules.isLegal(state, action) ? ' (it would recreate an earlier position, which the no-repetition rule forbids)' : '';
    const legal: string[] = [];
    const n = generateLegal(position);
    for (let i = 0; i < n; i++) legal.push(rules.formatMove(state, scratch[i] as number));
    throw new RulesError(
      'move/illegal',
      `${rules.formatMove(state, action)} is not legal in ${quote(rules.formatPosition(state))}${why}; legal moves: ${legal.join(' ') || 'none'}`,
    );
  };
  const refuseIfOver = (position: P, move: string): void => {
    const over = outcomeOf(position);
    if (over !== undefined) {
      throw new RulesError(
        'move/game-over',
        `the game is over (${over.winner ?? 'draw'}, ${over.reason}): ${move} cannot be played in ${quote(rules.formatPosition(position.state))}`,
      );
    }
  };
  const playAction = (position: P, action: number): P => {
    refuseIfOver(position, rules.formatMove(position.state, action));
    if (!isLegalAction(position, action)) rejectIllegal(position, action);
    const next = rules.clone(position.state);
    rules.apply(next, action);
    const trail = tracksKeys(position.options)
      ? Object.freeze({ key: rules.key(next), previous: rules.irreversible(position.state, action, next) ? null : position.trail })
      : null;
    return make(next, position.options, position.ply + 1, trail);
  };
  const legalActions = (position: P): Int32Array => {
    if (outcomeOf(position) !== undefined) return scratch.subarray(0, 0);
    return scratch.subarray(0, generateLegal(position));
  };

  const game: Game<S, M, O> = {
    id: rules.id,
    name: rules.name,
    board: rules.board,
    optionSpecs: rules.options,
    actionCount: rules.actionCount,
    maxMoves: rules.maxMoves,
    start(options?: OptionsInput<O>): P {
      const resolved = resolveOptions(rules.options, options, rules.name);
      const state = rules.start(resolved);
      return make(state, resolved, 0, startTrail(state, resolved));
    },
    toMove(position) {
      checkPosition(position);
      return rules.turn(position.state);
    },
    legalMoves(position) {
      return Array.from(legalActions(position), (a) => rules.decode(a));
    },
    isLegal(position, move) {
      try {
        checkPosition(position);
        const action = rules.encode(move);
        return action >= 0 && outcomeOf(position) === undefined && isLegalAction(position, action);
      } catch {
        return false;
      }
    },
    play(position, move) {
      checkPosition(position);
      return playAction(position, actionOf(move));
    },
    outcome: outcomeOf,
    parseMove(position, text) {
      checkPosition(position);
      if (typeof text !== 'string') {
        throw new RulesError('notation/syntax', `move notation must be a string, got ${describeValue(text)}`);
      }
      refuseIfOver(position, quote(text));
      const action = rules.parseMove(position.state, text.trim());
      if (!isLegalAction(position, action)) rejectIllegal(position, action);
      return rules.decode(action);
    },
    formatMove(position, move) {
      checkPosition(position);
      return rules.formatMove(position.state, actionOf(move));
    },
    parsePosition(text, options) {
      const resolved = resolveOptions(rules.options, options, rules.name);
      if (typeof text !== 'string') {
        throw new RulesError('position/syntax', `a ${rules.name} position string must be a string, got ${describeValue(text)}`);
      }
      const state = rules.parsePosition(text.trim(), resolved);
      return make(state, resolved, 0, startTrail(state, resolved));
    },
    formatPosition(position) {
      checkPosition(position);
      return rules.formatPosition(position.state);
    },
    encodeMove(position, move) {
      checkPosition(position);
      return actionOf(move);
    },
    decodeMove(position, action) {
      checkPosition(position);
      if (!(Number.isInteger(action) && action >= 0 && action < rules.actionCount)) {
        throw new RulesError(
          'action/out-of-range',
          `action ${describeValue(action)} is out of range: ${rules.name} actions are integers 0 to ${rules.actionCount - 1}`,
        );
      }
      return rules.decode(action);
    },
    positionKey(position) {
      checkPosition(position);
      return rules.key(position.state);
    },
    pieceAt(position, point): Piece | undefined {
      checkPosition(position);
      if (!(Number.isInteger(point) && point >= 0 && point < rules.board.size)) {
        throw new RulesError('argument/invalid', `point ${describeValue(point)} is not a point index of the ${rules.name} board`);
      }
      return rules.pieceAt(position.state, point);
    },
    cursor(position) {
      checkPosition(position);
      return new RulesCursor(rules, position);
    },
  };
  return Object.freeze(game);
}

/** Plays an action on a scratch copy of a state (one copy per caller, reused). */
function scratchPlayer<S, M, O extends DrawOptions>(rules: GameRules<S, M, O>): (state: S, action: number) => S {
  let scratch: S | undefined;
  return (state, action) => {
    if (scratch === undefined) scratch = rules.clone(state);
    else rules.copy(scratch, state);
    rules.apply(scratch, action);
    return scratch;
  };
}

/** The key after an action: the game's own shortcut, or play it on a scratch copy. */
function keyAfterOf<S, M, O extends DrawOptions>(rules: GameRules<S, M, O>): (state: S, action: number) => PositionKey {
  if (rules.keyAfter !== undefined) return rules.keyAfter.bind(rules);
  const play = scratchPlayer(rules);
  return (state, action) => rules.key(play(state, action));
}

/** Whether an action is irreversible, asked before it is played (on a scratch copy). */
function irreversibleOf<S, M, O extends DrawOptions>(rules: GameRules<S, M, O>): (state: S, action: number) => boolean {
  const play = scratchPlayer(rules);
  return (state, action) => rules.irreversible(state, action, play(state, action));
}

/**
 * The generic search cursor: copy-make over a stack of preallocated states, so that playing and
 * undoing allocate nothing once the stack has grown to the search depth.
 */
class RulesCursor<S, M, O extends DrawOptions> implements Cursor<Position<S, O>> {
  readonly #rules: GameRules<S, M, O>;
  #options!: Readonly<O>;
  #rootPly = 0;
  #depth = 0;
  #tracking = false;
  #window = 0;
  readonly #keyAfter: (state: S, action: number) => PositionKey;
  readonly #irreversible: (state: S, action: number) => boolean;
  readonly #scratch: Int32Array;
  readonly #states: S[] = [];
  // Keys of the positions on the current line, oldest first: the root's trail, then one per ply
  // played, so the current position's key is at #rootKeys + #depth - 1. The arrays only grow, so
  // play and undo never allocate; #trailStart[d] is where the trail of the position at depth d begins.
  readonly #keys: PositionKey[] = [];
  #rootKeys = 0;
  readonly #trailStart: number[] = [0];

  constructor(rules: GameRules<S, M, O>, position: Position<S, O>) {
    this.#rules = rules;
    this.#keyAfter = keyAfterOf(rules);
    this.#irreversible = irreversibleOf(rules);
    this.#scratch = new Int32Array(rules.maxMoves);
    this.reset(position);
  }

  get ply(): number {
    return this.#rootPly + this.#depth;
  }

  get depth(): number {
    return this.#depth;
  }

  reset(position: Position<S, O>): void {
    if (typeof position !== 'object' || position === null || position.game !== this.#rules.id) {
      throw new RulesError('argument/invalid', `expected a ${this.#rules.name} position, got ${describeValue(position)}`);
    }
    const root = this.#states[0];
    if (root === undefined) this.#states.push(this.#rules.clone(position.state));
    else this.#rules.copy(root, position.state);
    this.#options = position.options;
    this.#rootPly = position.ply;
    this.#depth = 0;
    this.#window = this.#rules.repeatWindow?.(position.options) ?? 0;
    this.#tracking = position.options.repetition !== undefined || this.#window > 0;
    this.#rootKeys = 0;
    if (this.#tracking) {
      const trail: PositionKey[] = [];
      for (let t = position.trail; t !== null; t = t.previous) trail.push(t.key);
      if (trail.length === 0) trail.push(this.#rules.key(position.state));
      for (let i = trail.length - 1; i >= 0; i--) this.#keys[this.#rootKeys++] = trail[i] as PositionKey;
    }
  }

  toMove() {
    return this.#rules.turn(this.#states[this.#depth] as S);
  }

  #over(state: S, canMove: boolean): Outcome | undefined {
    return (
      this.#rules.end(state, canMove) ??
      drawOutcome(this.#options, this.ply, this.#options.repetition === undefined ? 0 : this.#occurrences())
    );
  }

  #occurrences(): number {
    const keys = this.#keys;
    const last = this.#rootKeys + this.#depth - 1;
    const key = keys[last];
    let n = 0;
    for (let i = this.#trailStart[this.#depth] as number; i <= last; i++) if (keys[i] === key) n++;
    return n;
  }

  /** The index of the oldest key a move may not recreate (the window reaches back to it). */
  #windowStart(): number {
    const keys = this.#rootKeys + this.#depth;
    const trail = this.#trailStart[this.#depth] as number;
    return keys - trail > this.#window ? keys - this.#window : trail;
  }

  /** Whether a pseudo-legal action would recreate one of the keys from `first` on. */
  #recreates(state: S, action: number, first: number): boolean {
    const key = this.#keyAfter(state, action);
    const keys = this.#keys;
    for (let i = this.#rootKeys + this.#depth - 1; i >= first; i--) if (keys[i] === key) return !this.#irreversible(state, action);
    return false;
  }

  /** Whether a pseudo-legal action would recreate a position the no-repetition rule forbids. */
  #banned(state: S, action: number): boolean {
    return this.#window > 0 && this.#recreates(state, action, this.#windowStart());
  }

  /** Writes the legal actions, game end aside, into `out`; returns how many. */
  #generate(state: S, out: Int32Array): number {
    const n = this.#rules.generate(state, out);
    if (this.#window === 0) return n;
    const first = this.#windowStart();
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const action = out[i] as number;
      if (!this.#recreates(state, action, first)) out[kept++] = action;
    }
    return kept;
  }

  #count(state: S): number {
    return this.#window === 0 ? this.#rules.count(state) : this.#generate(state, this.#scratch);
  }

  legalActions(out: Int32Array): number {
    if (!(out instanceof Int32Array) || out.length < this.#rules.maxMoves) {
      throw new RulesError('argument/invalid', `legalActions needs an Int32Array of at least ${this.#rules.maxMoves} entries (the game's maxMoves)`);
    }
    const state = this.#states[this.#depth] as S;
    const n = this.#generate(state, out);
    return this.#over(state, n > 0) === undefined ? n : 0;
  }

  countLegalActions(): number {
    const state = this.#states[this.#depth] as S;
    const n = this.#count(state);
    return this.#over(state, n > 0) === undefined ? n : 0;
  }

  play(action: number): void {
    const rules = this.#rules;
    const state = this.#states[this.#depth] as S;
    if (!(Number.isInteger(action) && action >= 0 && action < rules.actionCount)) {
      throw new RulesError('action/out-of-range', `action ${describeValue(action)} is out of range: ${rules.name} actions are integers 0 to ${rules.actionCount - 1}`);
    }
    const legal = rules.isLegal(state, action) && !this.#banned(state, action);
    const over = this.#over(state, legal || this.#count(state) > 0);
    if (over !== undefined) {
      throw new RulesError('move/game-over', `the game is over (${over.winner ?? 'draw'}, ${over.reason}); action ${action} cannot be played`);
    }
    if (!legal) {
      throw new RulesError('move/illegal', `${rules.formatMove(state, action)} (action ${action}) is not legal in ${quote(rules.formatPosition(state))}`);
    }
    const depth = this.#depth + 1;
    let next = this.#states[depth];
    if (next === undefined) {
      next = rules.clone(state);
      this.#states.push(next);
    } else {
      rules.copy(next, state);
    }
    rules.apply(next, action);
    if (this.#tracking) {
      const index = this.#rootKeys + depth - 1;
      this.#trailStart[depth] = rules.irreversible(state, action, next) ? index : (this.#trailStart[depth - 1] as number);
      this.#keys[index] = rules.key(next);
    }
    this.#depth = depth;
  }

  undo(): void {
    if (this.#depth === 0) throw new RulesError('argument/invalid', 'nothing to undo: the cursor is at its starting position');
    this.#depth--;
  }

  outcome(): Outcome | undefined {
    const state = this.#states[this.#depth] as S;
    return this.#over(state, this.#count(state) > 0);
  }

  key(): PositionKey {
    return this.#rules.key(this.#states[this.#depth] as S);
  }

  position(): Position<S, O> {
    let trail: KeyTrail | null = null;
    if (this.#tracking) {
      const end = this.#rootKeys + this.#depth;
      for (let i = this.#trailStart[this.#depth] as number; i < end; i++) {
        trail = Object.freeze({ key: this.#keys[i] as PositionKey, previous: trail });
      }
    }
    return Object.freeze({
      game: this.#rules.id,
      state: Object.freeze(this.#rules.clone(this.#states[this.#depth] as S)),
      options: this.#options,
      ply: this.ply,
      trail,
    });
  }
}

/** A short description of any value for an error message. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'object') {
    try {
      const json = JSON.stringify(value);
      if (json !== undefined) return json.length > 80 ? `${json.slice(0, 77)}...` : json;
    } catch {
      // Fall through: cyclic or otherwise unprintable.
    }
    return 'an object';
  }
  if (typeof value === 'function') return 'a function';
  return String(value);
}
