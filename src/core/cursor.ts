import { admitPosition, madePosition, type Admission } from './admission.js';
import { describeValue } from './describe.js';
import { RulesError, quote } from './errors.js';
import type { Cursor, KeyTrail, Position, PositionKey } from './game.js';
import { bothStuckOf, hasMoveOf, irreversibleOf, judgeOutcome, keyAfterOf } from './referee.js';
import type { DrawOptions } from './options.js';
import type { Outcome } from './player.js';
import type { GameRules } from './rules.js';

/**
 * The generic search cursor: copy-make over a stack of preallocated states, so that playing and
 * undoing allocate nothing once the stack has grown to the search depth.
 */
export class RulesCursor<S, M, O extends DrawOptions> implements Cursor<Position<S, O>> {
  readonly #rules: GameRules<S, M, O>;
  #options!: Readonly<O>;
  #rootPly = 0;
  #depth = 0;
  #tracking = false;
  #window = 0;
  readonly #keyAfter: (state: S, action: number, key: PositionKey) => PositionKey;
  readonly #irreversible: (state: S, action: number) => boolean;
  readonly #bothStuck: (state: S) => boolean;
  readonly #hasMove: (state: S) => boolean;
  readonly #seal: (state: S) => S;
  readonly #admission: Admission<S, M, O>;
  readonly #scratch: Int32Array;
  readonly #states: S[] = [];
  // Keys of the positions on the current line, oldest first: the root's trail, then one per ply
  // played, so the current position's key is at #rootKeys + #depth - 1. The arrays only grow, so
  // play and undo never allocate; #trailStart[d] is where the trail of the position at depth d begins.
  readonly #keys: PositionKey[] = [];
  #rootKeys = 0;
  readonly #trailStart: number[] = [0];

  constructor(admission: Admission<S, M, O>, position: Position<S, O>) {
    const { rules } = admission;
    this.#admission = admission;
    this.#rules = rules;
    this.#keyAfter = keyAfterOf(rules);
    this.#irreversible = irreversibleOf(rules);
    this.#bothStuck = bothStuckOf(rules);
    this.#hasMove = hasMoveOf(rules);
    this.#seal = admission.seal;
    this.#scratch = new Int32Array(rules.maxMoves);
    this.reset(position);
  }

  get ply(): number {
    return this.#rootPly + this.#depth;
  }

  get depth(): number {
    return this.#depth;
  }

  reset(given: Position<S, O>): void {
    const position = admitPosition(this.#admission, given);
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

  /** The outcome, given whether the player to move has a legal action other than a pass. */
  #over(state: S, canMove: boolean): Outcome | undefined {
    const own = this.#rules.end(state, canMove);
    // The common case, a game going on with moves to make, decided without a call.
    if (own === undefined && canMove && this.#options.repetition === undefined && this.#options.maxPlies === undefined) return undefined;
    return judgeOutcome(
      own,
      canMove,
      this.#bothStuck,
      state,
      this.#options,
      this.ply,
      this.#options.repetition === undefined ? 0 : this.#occurrences(),
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
    const keys = this.#keys;
    const last = this.#rootKeys + this.#depth - 1;
    const key = this.#keyAfter(state, action, keys[last] as PositionKey);
    for (let i = last; i >= first; i--) if (keys[i] === key) return !this.#irreversible(state, action);
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

  /** Whether the player to move has a legal action other than a pass. */
  #canMove(state: S): boolean {
    return this.#window === 0 ? this.#hasMove(state) : this.#generate(state, this.#scratch) > 0;
  }

  legalActions(out: Int32Array): number {
    if (!(out instanceof Int32Array) || out.length < this.#rules.maxMoves) {
      throw new RulesError('argument/invalid', `legalActions needs an Int32Array of at least ${this.#rules.maxMoves} entries (the game's maxMoves)`);
    }
    const state = this.#states[this.#depth] as S;
    const n = this.#generate(state, out);
    if (this.#over(state, n > 0) !== undefined) return 0;
    if (n > 0 || this.#rules.passAction === undefined) return n;
    out[0] = this.#rules.passAction;
    return 1;
  }

  countLegalActions(): number {
    const state = this.#states[this.#depth] as S;
    const n = this.#count(state);
    if (this.#over(state, n > 0) !== undefined) return 0;
    return n > 0 || this.#rules.passAction === undefined ? n : 1;
  }

  play(action: number): void {
    const rules = this.#rules;
    const state = this.#states[this.#depth] as S;
    if (!(Number.isInteger(action) && action >= 0 && action < rules.actionCount)) {
      throw new RulesError('action/out-of-range', `action ${describeValue(action)} is out of range: ${rules.name} actions are integers 0 to ${rules.actionCount - 1}`);
    }
    let legal: boolean;
    let canMove: boolean;
    if (action !== rules.passAction && rules.isLegal(state, action)) {
      legal = !this.#banned(state, action);
      canMove = legal || this.#canMove(state);
    } else {
      // A pass is legal exactly when the player has nothing else.
      canMove = this.#canMove(state);
      legal = action === rules.passAction && !canMove;
    }
    const over = this.#over(state, canMove);
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
    return this.#over(state, this.#canMove(state));
  }

  key(): PositionKey {
    return this.#rules.key(this.#states[this.#depth] as S);
  }

  state(): S {
    return this.#states[this.#depth] as S;
  }

  position(): Position<S, O> {
    let trail: KeyTrail | null = null;
    if (this.#tracking) {
      const end = this.#rootKeys + this.#depth;
      for (let i = this.#trailStart[this.#depth] as number; i < end; i++) {
        trail = Object.freeze({ key: this.#keys[i] as PositionKey, previous: trail });
      }
    }
    return madePosition(this.#rules.id, this.#seal(this.#rules.clone(this.#states[this.#depth] as S)), this.#options, this.ply, trail);
  }
}
