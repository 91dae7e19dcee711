import type { Admission } from './admission.js';
import { LaterParts, NO_HISTORY, type PositionParts } from './made.js';
import { forbiddenActions, holds, judgeOutcome, refusals, withPass, type Engine } from './engine.js';
import { leafCounter } from './leaf-count.js';
import { countLinesBelow } from './line-count.js';
import { playRandomLine, playRandomLineUnderWindow, type LineRing, type WindowLists } from './random-line.js';
import { describeValue } from './describe.js';
import { RulesError, isRulesError, quote } from './errors.js';
import type { Cursor, Piece, Position, PositionKey } from './game.js';
import type { PiecesOffBoard } from './off-board.js';
import type { DrawOptions } from './options.js';
import type { Outcome } from './player.js';
import { checkedRandom, type Random } from './random.js';
import { isTypedArray } from './guards.js';

/**
 * The search cursor, and the engine of every game: copy-make over a stack of preallocated states,
 * so that playing and undoing allocate nothing once the stack has grown to the search depth. The
 * immutable game functions load a position into a cursor and ask it, so the shared rules (draw
 * options, repetition history, no-repetition window, passing, judging the outcome) exist here
 * only.
 */
export class RulesCursor<Id extends string, M, O extends DrawOptions, W, R extends string = string> implements Cursor<Position<Id, O>, R> {
  readonly #engine: Engine<Id, M, O, W, R>;
  readonly #admission: Admission<Id, M, O, W>;
  #options!: Readonly<O>;
  #rootPly = 0;
  #depth = 0;
  /** Whether the options need the keys of the line (a repetition rule or a no-repetition window). */
  #tracking = false;
  #window = 0;
  #keep = 0;
  readonly #scratch: Int32Array;
  // Searches hand the same buffer to every call: once it is known to be a real Int32Array (a check
  // that costs as much as a tenth of the call), only its length is checked again.
  /** The last buffer found to be a real Int32Array. */
  #knownBuffer: Int32Array | undefined;
  /** The move lists of the searches the cursor runs itself, one per depth below the current one, made when first needed. */
  readonly #lists: Int32Array[] = [];
  /** The working state at each depth. */
  readonly #states: W[] = [];
  // The keys of the line, oldest first: the root's history, then the root's own key at #base, then
  // one per ply played, so the current position's key is at #base + #depth. Loading a history
  // makes a new array; play and undo only write into it (it grows to the search depth once), so
  // they never allocate. #stretch[d] is where the keys since the last irreversible move begin for
  // the position at depth d.
  #keys: PositionKey[] = [];
  // The position strings of the line, at the same indices as #keys: those of the root's history as
  // it was loaded, the others written when a position is made (undefined until then). Made from
  // the loaded history only when first needed (#rootTexts until then), since most loads make no
  // position that looks back.
  #texts: (string | undefined)[] = [];
  /**
   * Every string of #texts before this index is written: what #writeTexts need not look at again,
   * so that writing the strings of a line played move by move costs a constant a move however
   * long the history. (Lowered where a string is cleared; 0 where the array is replaced.)
   */
  #written = 0;
  /**
   * The working states of history positions before the root, by index: those whose strings a
   * playout left to be written (#writeTexts), and those a rebase keeps for the window (#keepLate).
   */
  #late: (W | undefined)[] = [];
  #rootTexts: readonly string[] | undefined;
  #base = 0;
  readonly #stretch: number[] = [0];
  readonly #occurrences = (): number => this.#countCurrent();
  /**
   * How often each key of the line occurs in it, once the repetition draw has been judged on a
   * long stretch of it several times since the cursor was loaded (replaying a long record, say):
   * from then on the draw is judged in constant time, however long the history. Undefined until
   * then, when the stretch since the last irreversible move is counted afresh each time (cheaper
   * for a few questions). It counts the whole line, not only the keys since the last
   * irreversible move: no key before such a move can equal one after it (what irreversible
   * means), so the count of the current key is the same.
   */
  #counts: Map<PositionKey, number> | undefined;
  /** Times a long stretch was counted afresh since the last load. */
  #longCounts = 0;
  // What the cursor remembers of the positions it was loaded from and made, so that the calls of
  // the immutable API on one position, and on the position the last play made, skip loading it
  // (positions are immutable, so the same object always holds the same position):
  /** The position loaded at depth 0 (the root never changes until the next load). */
  #root: PositionParts<W, O> | undefined;
  /** The root's position string, where it is known (the next one is written when asked for). */
  #rootBoard: string | undefined;
  /** The parts of the position {@link RulesCursor.position} last made, while the cursor is still there. */
  #made: PositionParts<W, O> | undefined;
  /** The depth whose legal actions (the no-repetition window applied) are in #scratch, or -1. */
  #listed = -1;
  #listedCount = 0;
  /** The actions the no-repetition window forbids at a position (see #forbidden), made when first needed. */
  #forbiddenList: Int32Array | undefined;
  /** The working states of a random playout's last positions under a no-repetition window, made when first needed. */
  #ring: LineRing<W> | undefined;
  /** The lists of a random playout under a no-repetition window, made when first needed. */
  #windowLists: WindowLists | undefined;

  /** A cursor at `position` (one the game has read), or to be loaded before use. */
  constructor(engine: Engine<Id, M, O, W, R>, admission: Admission<Id, M, O, W>, position?: PositionParts<W, O>) {
    this.#engine = engine;
    this.#admission = admission;
    this.#scratch = new Int32Array(engine.maxMoves);
    if (position !== undefined) this.load(position);
  }

  /** Whether this cursor runs on `engine` (so its working states are that game's). */
  serves(engine: object): boolean {
    return this.#engine === engine;
  }

  get ply(): number {
    return this.#rootPly + this.#depth;
  }

  get depth(): number {
    return this.#depth;
  }

  get tracksHistory(): boolean {
    return this.#tracking;
  }

  reset(position: Position<Id, O>): void {
    this.load(this.#admission.read(position));
  }

  /** Starts again from a position the game has already read (its own, or the checked parts of a copy). */
  load(position: PositionParts<W, O>): void {
    if (position === this.#root) {
      this.#rewind();
      return;
    }
    const made = this.#made;
    if (made !== undefined && position === made) {
      this.#rebase(made);
      return;
    }
    this.#made = undefined;
    this.#listed = -1;
    this.#root = position;
    const engine = this.#engine;
    const state = this.#admission.stateOf(position);
    let root = this.#states[0];
    if (root === undefined || engine.copy === undefined) this.#states[0] = root = engine.clone(state);
    else engine.copy(root, state);
    this.#rootBoard = position.board;
    const options = position.options;
    this.#rootPly = position.ply;
    this.#depth = 0;
    // What the rules look back at is the options' (one shared object for each option set), asked
    // again only when they change.
    if (options !== this.#options) {
      this.#options = options;
      this.#window = engine.window(options);
      this.#keep = engine.keep(options);
      this.#tracking = this.#keep > 0;
    }
    if (this.#tracking) {
      const history = position.history;
      // Copied into the cursor's own array (it writes into it), which a load need not allocate.
      if (history.length > 0) copyInto(this.#keys, this.#admission.keysOf(position));
      this.#rootTexts = history;
      if (this.#late.length > 0) this.#late = [];
      this.#base = history.length;
      this.#keys[this.#base] = position.key ?? engine.positionKey(root, options);
      this.#stretch[0] = 0;
    }
    this.#counts = undefined;
    this.#longCounts = 0;
  }

  /** Back to depth 0. */
  #rewind(): void {
    if (this.#depth === 0) return;
    this.#depth = 0;
    this.#made = undefined;
    this.#listed = -1;
    // The counts held the plies now dropped; they are made again if they are needed again.
    this.#counts = undefined;
  }

  /**
   * Makes the current depth the root, for `position`, the position made there (or none, for a
   * root no position object stands for): the states and keys of the line are already what
   * loading it would make, so nothing is copied.
   */
  #rebase(position: PositionParts<W, O> | undefined): void {
    const depth = this.#depth;
    this.#made = undefined;
    this.#root = position;
    if (depth === 0) return;
    // The strings of the positions the new root looks back at are written while their states are here.
    if (this.#tracking) this.#writeTexts(Math.max(this.#stretch[depth] as number, this.#base + depth - this.#keep), this.#base + depth);
    this.#rootBoard = position?.board;
    const states = this.#states;
    const top = states[depth] as W;
    states[depth] = states[0] as W;
    states[0] = top;
    this.#listed = this.#listed === depth ? 0 : -1;
    this.#rootPly += depth;
    this.#depth = 0;
    if (!this.#tracking) return;
    this.#keepLate(depth);
    let first = this.#stretch[depth] as number;
    this.#base += depth;
    // The keys before what the new root's history holds are dead; past a few thousand of them,
    // the live ones move to the front, so a long game does not grow the array without bound.
    if (this.#base - first > this.#keep) first = this.#base - this.#keep;
    if (first > 4096) {
      const keys = this.#keys;
      const counts = this.#counts;
      if (counts !== undefined) for (let i = 0; i < first; i++) remove(counts, keys[i] as PositionKey);
      keys.copyWithin(0, first, this.#base + 1);
      keys.length = this.#base + 1 - first;
      this.#textsOfLine();
      // Strings a playout left to be written are written before their indices move.
      this.#writeTexts(0, Math.min(this.#late.length, this.#base));
      this.#late = [];
      this.#texts.copyWithin(0, first, this.#base + 1);
      this.#texts.length = keys.length;
      this.#written = Math.max(0, this.#written - first);
      this.#base -= first;
      first = 0;
    }
    this.#stretch[0] = first;
  }

  /**
   * In {@link RulesCursor.#rebase}, before the root moves `depth` plies on: keeps copies of the
   * states of the positions it leaves behind in #late, those a finite no-repetition window can
   * still reach, so that the window is asked with the game's `actionBetween` at the new root
   * (a game played move by move through the immutable functions) rather than with the key after
   * every action; the states before them are let go.
   */
  #keepLate(depth: number): void {
    const engine = this.#engine;
    const window = this.#window;
    if (engine.rules.actionBetween === undefined || window === 0 || !Number.isFinite(window)) return;
    const late = this.#late;
    const states = this.#states;
    const base = this.#base;
    for (let j = 0; j < depth; j++) late[base + j] = engine.clone(states[j === 0 ? depth : j] as W);
    for (let i = base + depth - window - 1; i >= 0 && late[i] !== undefined; i--) late[i] = undefined;
  }

  toMove() {
    return this.#engine.rules.toMove(this.#states[this.#depth] as W);
  }

  countLeaves(depth: number): number {
    if (!(Number.isInteger(depth) && depth >= 0 && depth <= MAX_COUNT_DEPTH)) {
      throw new RulesError(
        'argument/invalid',
        `a leaf count's depth must be an integer from 0 to ${MAX_COUNT_DEPTH}, got ${describeValue(depth)}`,
      );
    }
    if (depth === 0) return 1;
    // Every line plays its last move from ply `this.ply + depth - 1`, and the maxPlies draw ends
    // the game at ply maxPlies: no line gets that far, so there is nothing to count.
    const maxPlies = this.#options.maxPlies;
    if (maxPlies !== undefined && this.ply + depth - 1 >= maxPlies) return 0;
    const engine = this.#engine;
    const lists = this.#lists;
    for (let d = lists.length; d <= depth; d++) lists.push(new Int32Array(engine.maxMoves));
    const copy = engine.copy;
    // Without a copy, move by move on the cursor; else copy-make on the game's own functions, keeping the line's keys where a rule looks back.
    if (copy === undefined) return this.#countBelow(depth);
    const states = this.#states;
    const from = this.#depth;
    for (let d = from + 1; d <= from + depth; d++) states[d] ??= engine.clone(states[from] as W);
    if (!this.#tracking) return leafCounter(engine, copy, this.#options, states, lists)(from, depth);
    const line = this.#recent();
    line.push(this.#keys[this.#base + from] as PositionKey);
    return countLinesBelow(engine, copy, this.#options, states, lists, from, depth, line);
  }

  /** Leaves `depth` plies below the cursor (at least 1), move by move; the last ply is counted, not played. */
  #countBelow(depth: number): number {
    if (depth === 1) return this.countLegalActions();
    const moves = this.#lists[depth] as Int32Array;
    const n = this.legalActions(moves);
    let total = 0;
    for (let i = 0; i < n; i++) {
      this.playUnchecked(moves[i] as number);
      total += this.#countBelow(depth - 1);
      this.undo();
    }
    return total;
  }

  playRandom(given: Random, limit: number): number {
    if (!(Number.isSafeInteger(limit) && limit >= 0)) {
      throw new RulesError('argument/invalid', `a random playout's ply limit must be a non-negative integer, got ${describeValue(limit)}`);
    }
    // The library's own source as it is; a caller's, checked as it answers.
    const random = checkedRandom(given, 'playRandom');
    const maxPlies = this.#options.maxPlies;
    // Under maxPlies the game ends at that ply, so the playout never goes past it.
    const budget = maxPlies === undefined ? limit : Math.min(limit, Math.max(0, maxPlies - this.ply));
    let moves = this.#lists[0];
    if (moves === undefined) this.#lists[0] = moves = new Int32Array(this.#engine.maxMoves);
    // A caller's source, checked as it answers, plays move by move on the cursor's own steps: an
    // answer out of range then stops the playout at a position the cursor has reached, and not
    // halfway through a ply of the game's own playout, which works on the state in place.
    if (random !== given) return this.#playRandomStepwise(random, budget, moves);
    // Where no rule looks back, on the game's own functions straight, in place.
    if (!this.#tracking) {
      const plies = playRandomLine(this.#engine, this.#options, this.#states[this.#depth] as W, moves, random, budget);
      this.#settle(plies, [], []);
      return plies;
    }
    const engine = this.#engine;
    const window = this.#window;
    const between = engine.rules.actionBetween;
    if (engine.copy !== undefined && between !== undefined && this.#options.repetition === undefined && Number.isFinite(window)) {
      return this.#playRandomUnderWindow(engine.copy, between, window, moves, random, budget);
    }
    return this.#playRandomStepwise(random, budget, moves);
  }

  /** A random playout of at most `budget` plies by the cursor's own steps: `legalActions`, then `playUnchecked` of the one drawn. */
  #playRandomStepwise(random: Random, budget: number, moves: Int32Array): number {
    let plies = 0;
    while (plies < budget) {
      const n = this.legalActions(moves);
      if (n === 0) break;
      this.playUnchecked(moves[random.int(n)] as number);
      // The line is forgotten as it goes, so a long playout keeps no more than a short one.
      if ((++plies & (FORGET_EVERY - 1)) === 0) this.#rebase(undefined);
    }
    this.#rebase(undefined);
    return plies;
  }

  /**
   * A random playout under a no-repetition window whose forbidden moves the game finds from
   * working states ({@link playRandomLineUnderWindow}), with no repetition draw: in place on the
   * current state, then the history it leaves is made from the line's last states.
   */
  #playRandomUnderWindow(
    copy: (target: W, source: W) => void,
    between: (state: W, earlier: W, options: Readonly<O>) => number,
    window: number,
    moves: Int32Array,
    random: Random,
    budget: number,
  ): number {
    const engine = this.#engine;
    const options = this.#options;
    const state = this.#states[this.#depth] as W;
    // The positions before the start that the window or the history left behind may reach.
    const last = this.#base + this.#depth;
    const stretch = this.#stretch[this.#depth] as number;
    const first = last - this.#keep > stretch ? last - this.#keep : stretch;
    this.#writeTexts(first, last);
    const beforeKeys = this.#keys.slice(first, last);
    const beforeTexts = this.#textsOfLine().slice(first, last) as string[];
    if (this.#ring?.states.length !== window) {
      this.#ring = { states: Array.from({ length: window }, () => engine.clone(state)), actions: new Int32Array(window) };
    }
    const ring = this.#ring;
    const lists = (this.#windowLists ??= { forbidden: new Int32Array(engine.maxMoves), ranks: new Int32Array(engine.maxMoves) });
    const { plies, cut } = playRandomLineUnderWindow(engine, copy, between, options, state, moves, random, budget, ring, beforeKeys, lists);
    const keys: PositionKey[] = [];
    const texts: (string | undefined)[] = [];
    // The strings of the positions the playout made are written when asked for, from their states
    // in the ring itself: the next playout writes them (#writeTexts) before it overwrites the ring.
    const late: (W | undefined)[] = [];
    for (let j = Math.max(plies - this.#keep, cut); j < plies; j++) {
      const earlier = ring.states[j % window] as W;
      keys.push(j < 0 ? (beforeKeys[beforeKeys.length + j] as PositionKey) : engine.positionKey(earlier, options));
      texts.push(j < 0 ? beforeTexts[beforeTexts.length + j] : undefined);
      late.push(j < 0 ? undefined : earlier);
    }
    this.#settle(plies, keys, texts, late);
    return plies;
  }

  /** The cursor's own array of the line's position strings, made from the loaded history if it is not yet. */
  #textsOfLine(): (string | undefined)[] {
    const loaded = this.#rootTexts;
    if (loaded !== undefined) {
      this.#rootTexts = undefined;
      const texts = [...loaded] as (string | undefined)[];
      // The strings past the root are written from the states when asked for.
      for (let i = loaded.length; i <= this.#base + this.#depth; i++) texts.push(i === loaded.length ? this.#rootBoard : undefined);
      this.#texts = texts;
      this.#written = 0;
    }
    return this.#texts;
  }

  /** Writes the missing position strings of the line from `from` to `to` (not included), from the states played there or left by a playout. */
  #writeTexts(from: number, to: number): void {
    const texts = this.#textsOfLine();
    const written = this.#written;
    for (let i = from < written ? written : from; i < to; i++) {
      if (texts[i] === undefined) {
        texts[i] = this.#engine.rules.formatPosition((i < this.#base ? this.#late[i] : this.#states[i - this.#base]) as W);
      }
    }
    if (from <= written && to > written) this.#written = to;
  }

  /**
   * The keys a playout in place needs: those of the positions before the current one since the last
   * irreversible move, oldest first, as many as a position keeps (none without a rule that looks back).
   */
  #recent(): PositionKey[] {
    if (!this.#tracking) return [];
    const last = this.#base + this.#depth;
    const stretch = this.#stretch[this.#depth] as number;
    return this.#keys.slice(last - this.#keep > stretch ? last - this.#keep : stretch, last);
  }

  /**
   * After a playout in place, which changed the state at the current depth: that state becomes
   * the root, `plies` on, with the keys the playout left in `recent` as its history.
   */
  #settle(plies: number, recent: PositionKey[], texts: (string | undefined)[], late: (W | undefined)[] = []): void {
    const depth = this.#depth;
    const states = this.#states;
    const top = states[depth] as W;
    states[depth] = states[0] as W;
    states[0] = top;
    this.#root = undefined;
    this.#rootBoard = undefined;
    this.#made = undefined;
    this.#listed = -1;
    this.#rootPly += depth + plies;
    this.#depth = 0;
    if (this.#tracking) {
      recent.push(this.#engine.positionKey(top, this.#options));
      this.#keys = recent;
      this.#texts = texts;
      this.#written = 0;
      this.#late = late;
      this.#rootTexts = undefined;
      this.#base = recent.length - 1;
      this.#stretch[0] = 0;
      this.#counts = undefined;
      this.#longCounts = 0;
    }
  }

  /** The outcome, given whether the player to move has a legal action other than a pass. */
  #over(state: W, canMove: boolean): Outcome<R> | undefined {
    return judgeOutcome(this.#engine, state, canMove, this.#options, this.ply, this.#occurrences);
  }

  /** How often the current position occurs since the last irreversible move, itself included (asked under the repetition draw only). */
  #countCurrent(): number {
    const keys = this.#keys;
    const last = this.#base + this.#depth;
    const key = keys[last] as PositionKey;
    if (this.#counts !== undefined) return this.#counts.get(key) ?? 1;
    const first = this.#stretch[this.#depth] as number;
    if (last - first > 64 && ++this.#longCounts > 8) {
      const counts = new Map<PositionKey, number>();
      for (let i = 0; i <= last; i++) add(counts, keys[i] as PositionKey);
      this.#counts = counts;
      return counts.get(key) ?? 1;
    }
    let n = 0;
    for (let i = first; i <= last; i++) if (keys[i] === key) n++;
    return n;
  }

  /** Whether a pseudo-legal action would recreate a position the no-repetition rule forbids. */
  #banned(state: W, action: number): boolean {
    if (this.#window === 0) return false;
    const keys = this.#keys;
    const last = this.#base + this.#depth;
    const stretch = this.#stretch[this.#depth] as number;
    const first = last + 1 - this.#window > stretch ? last + 1 - this.#window : stretch;
    const key = this.#engine.positionKeyAfter(state, action, keys[last] as PositionKey, this.#options);
    // The key first: it rarely matches, and then the costlier irreversibility test is skipped.
    for (let i = last; i >= first; i--) if (keys[i] === key) return !this.#engine.irreversibleBefore(state, action, this.#options);
    return false;
  }

  /**
   * The actions the no-repetition window forbids at the current depth, into #forbiddenList, found
   * from the states of the window's positions with the game's `actionBetween`; returns their
   * number, or -1 where the game has no `actionBetween`, the window has no end, or it reaches
   * positions before the root (known by their keys only).
   */
  #forbidden(state: W): number {
    const engine = this.#engine;
    if (!Number.isFinite(this.#window)) return -1;
    const last = this.#base + this.#depth;
    const stretch = this.#stretch[this.#depth] as number;
    const first = last + 1 - this.#window > stretch ? last + 1 - this.#window : stretch;
    this.#forbiddenList ??= new Int32Array(this.#window + 1);
    if (first < this.#base) return this.#forbiddenAcrossRoot(state, first, last);
    return forbiddenActions(engine, state, this.#states, first - this.#base, this.#depth, this.#options, this.#forbiddenList);
  }

  /**
   * {@link RulesCursor.#forbidden} where the window reaches positions before the root: found from
   * their states where the cursor kept them all (#late: a playout's, or a rebase's), as from those
   * of the line; else -1.
   */
  #forbiddenAcrossRoot(state: W, first: number, last: number): number {
    const between = this.#engine.rules.actionBetween;
    const late = this.#late;
    const base = this.#base;
    if (between === undefined) return -1;
    const out = this.#forbiddenList as Int32Array;
    let k = 0;
    // As forbiddenActions asks: only positions an odd number of plies back can be recreated.
    for (let i = last - 1; i >= first; i -= 2) {
      const earlier = i < base ? late[i] : this.#states[i - base];
      if (earlier === undefined) return -1;
      const action = between(state, earlier, this.#options);
      if (action >= 0 && !holds(out, k, action)) out[k++] = action;
    }
    return k;
  }

  /** Writes the legal actions, game end and passing aside, into `out`; returns how many. */
  #generate(state: W, out: Int32Array): number {
    const n = this.#engine.rules.generate(state, out, this.#options);
    if (this.#window === 0) return n;
    const k = this.#forbidden(state);
    if (k === 0) return n;
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const action = out[i] as number;
      if (k > 0 ? !holds(this.#forbiddenList as Int32Array, k, action) : !this.#banned(state, action)) out[kept++] = action;
    }
    return kept;
  }

  /** The number of legal actions, game end and passing aside: counted where the window's forbidden actions are known, else listed. */
  #count(state: W): number {
    if (this.#window === 0) return this.#engine.count(state, this.#options);
    if (this.#listed !== this.#depth) {
      const k = this.#forbidden(state);
      if (k >= 0) return this.#engine.count(state, this.#options) - k;
    }
    return this.#list(state);
  }

  /** Whether the player to move has a legal action other than a pass. */
  #canMove(state: W): boolean {
    return this.#window === 0 ? this.#engine.canMove(state, this.#options) : this.#count(state) > 0;
  }

  /**
   * The legal actions at the current depth (passing aside) into #scratch, and their number: under
   * a no-repetition window, where listing them is the costly way to learn whether there are any,
   * the list stays there until the cursor moves, for the next question at the same position.
   */
  #list(state: W): number {
    if (this.#listed !== this.#depth) {
      this.#listedCount = this.#generate(state, this.#scratch);
      this.#listed = this.#depth;
    }
    return this.#listedCount;
  }

  /** Whether `out` is a real Int32Array (a proxy around one is not), remembering the last one that is. */
  #isBuffer(out: unknown): out is Int32Array {
    if (out !== undefined && out === this.#knownBuffer) return true;
    if (!isTypedArray(out, 'Int32Array')) return false;
    this.#knownBuffer = out;
    return true;
  }

  legalActions(out: Int32Array): number {
    if (!this.#isBuffer(out) || out.length < this.#engine.maxMoves) {
      throw new RulesError(
        'argument/invalid',
        `legalActions needs an Int32Array of at least ${this.#engine.maxMoves} entries (the game's maxMoves)`,
      );
    }
    const state = this.#states[this.#depth] as W;
    let n: number;
    if (this.#listed === this.#depth) {
      // Listed already at this position (by an outcome under the no-repetition window).
      n = this.#listedCount;
      const listed = this.#scratch;
      for (let i = 0; i < n; i++) out[i] = listed[i] as number;
    } else n = this.#generate(state, out);
    return this.#over(state, n > 0) === undefined ? withPass(this.#engine, n, out) : 0;
  }

  countLegalActions(): number {
    const state = this.#states[this.#depth] as W;
    const n = this.#count(state);
    return this.#over(state, n > 0) === undefined ? withPass(this.#engine, n) : 0;
  }

  /** Whether an action index is legal in the state at the cursor, the end of the game aside. */
  #isLegalAction(state: W, action: number): boolean {
    const engine = this.#engine;
    if (action !== engine.pass && engine.isLegal(state, action, this.#options)) return !this.#banned(state, action);
    // A pass is legal exactly when the player has nothing else.
    return action === engine.pass && !this.#canMove(state);
  }

  /**
   * Whether an action (any value) can be played here: an action index, legal, the game not over.
   * Builds no text.
   */
  isPlayable(action: number): boolean {
    const engine = this.#engine;
    if (!engine.isAction(action)) return false;
    const state = this.#states[this.#depth] as W;
    // A legal move other than a pass shows that the player can move; a legal pass that they cannot.
    return (
      this.#isLegalAction(state, action) && this.#over(state, action !== engine.pass) === undefined && this.ply < Number.MAX_SAFE_INTEGER
    );
  }

  /**
   * Throws what {@link Cursor.play} throws for an action that cannot be played here, and returns
   * for one that can. `shown` is the move as the caller wrote it, for the messages (default: its
   * notation); messages are built only when the action is refused.
   */
  check(action: number, shown?: string): void {
    if (this.isPlayable(action)) return;
    const engine = this.#engine;
    const rules = engine.rules;
    const state = this.#states[this.#depth] as W;
    engine.requireAction(action);
    const over = this.outcome();
    if (over !== undefined)
      throw refusals.gameOver(over, shown ?? rules.formatMove(state, action, this.#options), rules.formatPosition(state));
    if (this.#isLegalAction(state, action)) {
      throw new RulesError(
        'argument/invalid',
        `the ply count cannot pass ${Number.MAX_SAFE_INTEGER}: no move can be played from ply ${this.ply}`,
      );
    }
    const out = new Int32Array(engine.maxMoves);
    const listed = out.subarray(0, this.legalActions(out));
    const legalMoves = Array.from(listed, (a) => rules.formatMove(state, a, this.#options));
    // A move the game's own rules allow that is still illegal was refused by the no-repetition rule.
    const banned = action !== engine.pass && engine.isLegal(state, action, this.#options);
    throw refusals.illegal(shown ?? rules.formatMove(state, action, this.#options), rules.formatPosition(state), banned, legalMoves);
  }

  play(action: number): void {
    this.check(action);
    this.playUnchecked(action);
  }

  parseMove(text: string): number {
    if (typeof text !== 'string') throw new RulesError('notation/syntax', `move notation must be a string, got ${describeValue(text)}`);
    const engine = this.#engine;
    const state = this.#states[this.#depth] as W;
    const written = text.trim();
    let action: number;
    try {
      action = engine.parseMove(state, written, this.#options);
    } catch (error) {
      // The game being over is the first thing wrong with any move.
      const over = isRulesError(error) ? this.outcome() : undefined;
      if (over !== undefined) throw refusals.gameOver(over, quote(written), engine.rules.formatPosition(state));
      throw error;
    }
    this.check(action, quote(written));
    return action;
  }

  formatMove(action: number): string {
    this.#engine.requireAction(action);
    return this.#engine.rules.formatMove(this.#states[this.#depth] as W, action, this.#options);
  }

  playUnchecked(action: number): void {
    const engine = this.#engine;
    const state = this.#states[this.#depth] as W;
    const depth = this.#depth + 1;
    let next = this.#states[depth];
    if (next === undefined || engine.copy === undefined) {
      next = engine.clone(state);
      this.#states[depth] = next;
    } else {
      engine.copy(next, state);
    }
    engine.rules.apply(next, action, this.#options);
    this.#made = undefined;
    if (this.#tracking) {
      const index = this.#base + depth;
      this.#stretch[depth] = engine.irreversible(state, action, next, this.#options) ? index : (this.#stretch[depth - 1] as number);
      const key = engine.positionKey(next, this.#options);
      this.#keys[index] = key;
      this.#texts[index] = undefined;
      if (index < this.#written) this.#written = index;
      if (this.#counts !== undefined) add(this.#counts, key);
    }
    this.#depth = depth;
  }

  undo(): void {
    if (this.#depth === 0) throw new RulesError('argument/invalid', 'nothing to undo: the cursor is at its starting position');
    if (this.#listed === this.#depth) this.#listed = -1;
    this.#made = undefined;
    if (this.#counts !== undefined) remove(this.#counts, this.#keys[this.#base + this.#depth] as PositionKey);
    this.#depth--;
  }

  outcome(): Outcome<R> | undefined {
    const state = this.#states[this.#depth] as W;
    return this.#over(state, this.#canMove(state));
  }

  positionKey(): PositionKey {
    // The line's keys are kept when the rules look back; else the key is made.
    return this.#tracking
      ? (this.#keys[this.#base + this.#depth] as PositionKey)
      : this.#engine.positionKey(this.#states[this.#depth] as W, this.#options);
  }

  pieceAt(point: number): Piece | undefined {
    const rules = this.#engine.rules;
    if (!(Number.isInteger(point) && point >= 0 && point < rules.board.size)) throw refusals.notAPoint(rules.name, point);
    return rules.pieceAt(this.#states[this.#depth] as W, point);
  }

  occupiedPoints(out: Int32Array): number {
    const size = this.#engine.rules.board.size;
    if (!this.#isBuffer(out) || out.length < size) {
      throw new RulesError('argument/invalid', `occupiedPoints needs an Int32Array of at least ${size} entries, got ${describeValue(out)}`);
    }
    return this.#engine.occupiedPoints(this.#states[this.#depth] as W, out);
  }

  offBoard(): readonly PiecesOffBoard[] {
    return this.#engine.offBoard(this.#states[this.#depth] as W, this.#options);
  }

  /** The working state at the cursor, for the game's own evaluation and the immutable functions: read it, never change it. */
  state(): W {
    return this.#states[this.#depth] as W;
  }

  /** The options of the loaded position, which every rule of the game is given. */
  options(): Readonly<O> {
    return this.#options;
  }

  position(): Position<Id, O> {
    const engine = this.#engine;
    const depth = this.#depth;
    const state = this.#states[depth] as W;
    let history: readonly string[] = NO_HISTORY;
    let board = depth === 0 ? this.#rootBoard : undefined;
    const key = this.#tracking ? this.#keys[this.#base + depth] : undefined;
    let parts: PositionParts<W, O> | undefined;
    if (this.#tracking) {
      const end = this.#base + depth;
      const stretch = this.#stretch[depth] as number;
      const start = end - this.#keep > stretch ? end - this.#keep : stretch;
      const root = this.#root;
      if (depth === 1 && root !== undefined && end - start > EAGER_HISTORY && this.#keep === Infinity) {
        // One ply after the root (a game played move by move): the root's history and its board,
        // made when read (the root's history is the line's strings from #stretch[0] to #base, and
        // `start` is not before that). Only a history that grows with the game is linked: the
        // links go back to the last irreversible move, which such a history holds anyway, where
        // a window's would go back without end.
        this.#writeTexts(end, end + 1);
        parts = new LaterParts(this.#texts[end] as string, this.#options, this.ply, key, root, end - start);
      } else {
        this.#writeTexts(start, end + 1);
        board = this.#texts[end];
        if (end > start) history = Object.freeze(this.#texts.slice(start, end) as string[]);
      }
    }
    if (parts === undefined) {
      board ??= engine.rules.formatPosition(state);
      if (depth === 0) this.#rootBoard = board;
      // The working state and the history's keys are left out: they are read from the strings if
      // the position is ever loaded other than straight after this (most are not, and copies of
      // them are what would cost most here).
      parts = {
        state: undefined,
        board,
        options: this.#options,
        ply: this.ply,
        history,
        keys: history.length === 0 ? NO_HISTORY : undefined,
        key,
      };
    }
    this.#made = parts;
    return this.#admission.make(parts);
  }
}

/**
 * The longest history a position one ply after the cursor's root copies when it is made; a
 * longer one is made when first read ({@link LaterParts}).
 */
const EAGER_HISTORY = 32;

/** The deepest leaf count a cursor runs (far beyond what any game can count in a lifetime). */
export const MAX_COUNT_DEPTH = 64;

/** How often (in plies, a power of two) the cursor's own playout forgets the line behind it. */
const FORGET_EVERY = 1024;

/**
 * Writes `source` over the start of `target`, appending where it is longer (so it stays packed).
 * What `target` holds past that is left: the cursor writes each key past the root before it reads it.
 */
function copyInto(target: PositionKey[], source: readonly PositionKey[]): void {
  const n = source.length;
  for (let i = 0; i < n; i++) target[i] = source[i] as PositionKey;
}

/** Counts one more occurrence of a key. */
function add(counts: Map<PositionKey, number>, key: PositionKey): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** Counts one occurrence of a key less (it is in the map). */
function remove(counts: Map<PositionKey, number>, key: PositionKey): void {
  const n = (counts.get(key) ?? 1) - 1;
  if (n === 0) counts.delete(key);
  else counts.set(key, n);
}
