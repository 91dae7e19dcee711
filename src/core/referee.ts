import type { KeyTrail, PositionKey } from './game.js';
import type { DrawOptions } from './options.js';
import type { Outcome } from './player.js';
import type { GameRules } from './rules.js';

/*
 * The rules every game shares on top of its own, used by both the immutable game functions
 * (which keep the history as a trail in each position) and the search cursor (which keeps it as
 * a key stack): the draw options, the no-repetition rule, and passing.
 */

const REPETITION_DRAW: Outcome = Object.freeze({ winner: null, reason: 'repetition' });
const NO_MOVE_FOR_EITHER: Outcome = Object.freeze({ winner: null, reason: 'no-move-for-either' });

/**
 * The outcome of a position given the game's own verdict and whether the player to move has a
 * move (a pass aside): the game's own end first; then, in a game that passes, a draw when neither
 * player has a move; then the draw options.
 */
export function judgeOutcome<S>(
  own: Outcome | undefined,
  canMove: boolean,
  bothStuck: (state: S) => boolean,
  state: S,
  options: Readonly<DrawOptions>,
  ply: number,
  occurrences: number,
): Outcome | undefined {
  if (own !== undefined) return own;
  if (!canMove && bothStuck(state)) return NO_MOVE_FOR_EITHER;
  return drawOutcome(options, ply, occurrences);
}

/** Whether the player to move has a legal action other than a pass: the game's shortcut, or `count`. */
export function hasMoveOf<S, M, O extends DrawOptions>(rules: GameRules<S, M, O>): (state: S) => boolean {
  const canMove = rules.canMove;
  return canMove === undefined ? (state) => rules.count(state) > 0 : (state) => canMove.call(rules, state);
}

/**
 * For a game that passes: whether the opponent of the player to move would have no move either
 * (the pass is played on a scratch copy). Always false for a game without a pass action.
 */
export function bothStuckOf<S, M, O extends DrawOptions>(rules: GameRules<S, M, O>): (state: S) => boolean {
  const pass = rules.passAction;
  if (pass === undefined) return () => false;
  const play = scratchPlayer(rules);
  return (state) => rules.count(play(state, pass)) === 0;
}
const MAX_PLIES_DRAW: Outcome = Object.freeze({ winner: null, reason: 'max-plies' });

/** The draw options' verdict, given the ply count and how often the current position has occurred. */
function drawOutcome(options: Readonly<DrawOptions>, ply: number, occurrences: number): Outcome | undefined {
  if (options.repetition !== undefined && occurrences >= options.repetition) return REPETITION_DRAW;
  if (options.maxPlies !== undefined && ply >= options.maxPlies) return MAX_PLIES_DRAW;
  return undefined;
}

/** Whether `key` is among the newest `window` entries of the trail. */
export function inTrail(trail: KeyTrail | null, key: PositionKey, window: number): boolean {
  for (let t = trail, n = 0; t !== null && n < window; t = t.previous, n++) if (t.key === key) return true;
  return false;
}

/** How often the trail's newest key occurs in it. */
export function countInTrail(trail: KeyTrail | null): number {
  if (trail === null) return 0;
  let n = 0;
  for (let t: KeyTrail | null = trail; t !== null; t = t.previous) if (t.key === trail.key) n++;
  return n;
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

/** The key after an action, given the state and its key: the game's shortcut, or play it on a scratch copy. */
export function keyAfterOf<S, M, O extends DrawOptions>(
  rules: GameRules<S, M, O>,
): (state: S, action: number, key: PositionKey) => PositionKey {
  if (rules.keyAfter !== undefined) return rules.keyAfter.bind(rules);
  const play = scratchPlayer(rules);
  return (state, action) => rules.key(play(state, action));
}

/** Whether an action is irreversible, asked before it is played (on a scratch copy). */
export function irreversibleOf<S, M, O extends DrawOptions>(rules: GameRules<S, M, O>): (state: S, action: number) => boolean {
  const play = scratchPlayer(rules);
  return (state, action) => rules.irreversible(state, action, play(state, action));
}

