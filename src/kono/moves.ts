import { lowestBit, popcount } from '../core/bits.js';
import { RulesError, quote } from '../core/errors.js';
import { formatMoveSyntax, parseMoveSyntax, type MoveForms } from '../core/notation.js';
import { DRAW_OPTION_REASONS, type Outcome } from '../core/player.js';
import { FILE_A, FILE_D, FILES_AB, FILES_CD, FULL, KONO_BOARD } from './board.js';
import type { KonoState, MutableKonoState } from './position.js';

/**
 * Every reason a Kono game can end for: `captured-all` and `no-moves` (K5: the player to move
 * has no piece, or no legal move, and loses), `reduced-to-one` (K6, with the option
 * `reducedToOne`: the player to move has at most one piece and loses) and the draw options'
 * `max-plies` and `repetition`.
 */
export const KONO_OUTCOME_REASONS = ['captured-all', 'no-moves', 'reduced-to-one', ...DRAW_OPTION_REASONS] as const;

/** Why a Kono game ended: one of {@link KONO_OUTCOME_REASONS}. */
export type KonoOutcomeReason = (typeof KONO_OUTCOME_REASONS)[number];

/** The outcome of a finished Kono game. */
export type KonoOutcome = Outcome<KonoOutcomeReason>;

/**
 * A Kono move: a `step` to an orthogonally adjacent empty point (K2), or a `capture` that jumps
 * over the adjacent friendly piece and takes the enemy piece on `to` (K3). Points are indices
 * into {@link KONO_BOARD}.
 */
export interface KonoMove {
  /** `step` onto an empty point, or `capture` of the enemy piece on `to`. */
  readonly kind: 'step' | 'capture';
  /** The point the piece leaves. */
  readonly from: number;
  /** The point the piece ends on. */
  readonly to: number;
}

/*
 * The action table. Every move the board allows is listed once, ordered by the point it starts
 * from (a1, b1, …, d4), then by direction (north, east, south, west), the step before the jump.
 * That order is both the action index and the order of legal moves.
 */
const FROM: number[] = [];
const TO: number[] = [];
const OVER: number[] = [];
const MOVES: KonoMove[] = [];
/** The action from `from` to `to`, at index from * 16 + to, or -1. */
const ACTION_OF = new Int32Array(256).fill(-1);

for (let p = 0; p < 16; p++) {
  for (let d = 0; d < 4; d++) {
    const next = KONO_BOARD.neighbour(p, d);
    if (next < 0) continue;
    const beyond = KONO_BOARD.neighbour(next, d);
    for (const [to, over] of beyond < 0
      ? [[next, -1]]
      : [
          [next, -1],
          [beyond, next],
        ]) {
      ACTION_OF[p * 16 + (to as number)] = FROM.length;
      FROM.push(p);
      TO.push(to as number);
      OVER.push(over as number);
      MOVES.push(Object.freeze({ kind: over === -1 ? 'step' : 'capture', from: p, to: to as number }));
    }
  }
}

/** The from and to bits of each action: what it changes in the mover's mask (and, for a capture, in the opponent's). */
const MOVED = Int32Array.from(FROM, (from, a) => (1 << from) | (1 << (TO[a] as number)));

/** Number of Kono actions: 48 steps and 32 captures. */
export const ACTION_COUNT = FROM.length;
/** At most 8 pieces with 4 directions each can move. */
export const MAX_MOVES = 32;

/*
 * K2 and K3 on whole masks: for each direction, the pieces of the mover `own` that can step that
 * way (onto an empty point) and those that can jump that way (over a friendly piece onto an enemy
 * one). Generating, counting and counting two plies ahead all build on these eight, so each rule
 * is written here once.
 */
const stepsNorth = (own: number, empty: number): number => own & (empty >>> 4);
const stepsEast = (own: number, empty: number): number => own & ~FILE_D & (empty >>> 1);
const stepsSouth = (own: number, empty: number): number => own & (empty << 4);
const stepsWest = (own: number, empty: number): number => own & ~FILE_A & (empty << 1);
const jumpsNorth = (own: number, enemy: number): number => own & (own >>> 4) & (enemy >>> 8);
const jumpsEast = (own: number, enemy: number): number => own & FILES_AB & (own >>> 1) & (enemy >>> 2);
const jumpsSouth = (own: number, enemy: number): number => own & (own << 4) & (enemy << 8);
const jumpsWest = (own: number, enemy: number): number => own & FILES_CD & (own << 1) & (enemy << 2);

/** The action of point p's move of kind k (north step, north jump, east step, …, west jump), at p * 8 + k. */
const KIND_ACTIONS = new Int32Array(16 * 8).fill(-1);
for (let a = 0; a < FROM.length; a++) {
  const from = FROM[a] as number;
  const direction = [4, 1, -4, -1].indexOf(((TO[a] as number) - from) / ((OVER[a] as number) < 0 ? 1 : 2));
  KIND_ACTIONS[from * 8 + direction * 2 + ((OVER[a] as number) < 0 ? 0 : 1)] = a;
}
/*
 * Each moving point's eight kinds of move form a code, and a table gives the actions of that point
 * and code in action order, so listing them needs no test per kind: the actions of point p with
 * code c start at CODE_ACTIONS[(p * 256 + c) * 4], CODE_SIZE[c] of them.
 */
const CODE_ACTIONS = new Int8Array(16 * 256 * 4);
const CODE_SIZE = new Uint8Array(256);
for (let code = 0; code < 256; code++) {
  CODE_SIZE[code] = popcount(code);
  for (let p = 0; p < 16; p++) {
    let i = 0;
    for (let k = 0; k < 8; k++) {
      // Codes never combine a step and a jump in one direction, so four slots are enough.
      if (code & (1 << k) && i < 4) CODE_ACTIONS[(p * 256 + code) * 4 + i++] = KIND_ACTIONS[p * 8 + k] as number;
    }
  }
}

/** The code of the piece on p's kinds of move, from the eight masks of the pieces that can make each. */
function codeAt(
  p: number,
  northStep: number,
  northJump: number,
  eastStep: number,
  eastJump: number,
  southStep: number,
  southJump: number,
  westStep: number,
  westJump: number,
): number {
  return (
    ((northStep >>> p) & 1) |
    (((northJump >>> p) & 1) << 1) |
    (((eastStep >>> p) & 1) << 2) |
    (((eastJump >>> p) & 1) << 3) |
    (((southStep >>> p) & 1) << 4) |
    (((southJump >>> p) & 1) << 5) |
    (((westStep >>> p) & 1) << 6) |
    (((westJump >>> p) & 1) << 7)
  );
}

/** Writes the legal actions in action order (by the point moved from, then by direction); returns their number. */
export function generate(state: KonoState, out: Int32Array): number {
  const own = state.turn === 0 ? state.black : state.white;
  const enemy = state.turn === 0 ? state.white : state.black;
  const empty = ~(own | enemy) & FULL;
  const northStep = stepsNorth(own, empty);
  const northJump = jumpsNorth(own, enemy);
  const eastStep = stepsEast(own, empty);
  const eastJump = jumpsEast(own, enemy);
  const southStep = stepsSouth(own, empty);
  const southJump = jumpsSouth(own, enemy);
  const westStep = stepsWest(own, empty);
  const westJump = jumpsWest(own, enemy);
  let n = 0;
  for (let rest = northStep | northJump | eastStep | eastJump | southStep | southJump | westStep | westJump; rest !== 0; rest &= rest - 1) {
    const p = lowestBit(rest);
    const code = codeAt(p, northStep, northJump, eastStep, eastJump, southStep, southJump, westStep, westJump);
    const base = ((p << 8) | code) << 2;
    const size = CODE_SIZE[code] as number;
    for (let i = 0; i < size; i++) out[n++] = CODE_ACTIONS[base + i] as number;
  }
  return n;
}

/** The legal action of a rank in action order (what {@link generate} writes there), found without listing the ones before it. */
export function legalActionAt(state: KonoState, rank: number): number {
  const own = state.turn === 0 ? state.black : state.white;
  const enemy = state.turn === 0 ? state.white : state.black;
  const empty = ~(own | enemy) & FULL;
  const northStep = stepsNorth(own, empty);
  const northJump = jumpsNorth(own, enemy);
  const eastStep = stepsEast(own, empty);
  const eastJump = jumpsEast(own, enemy);
  const southStep = stepsSouth(own, empty);
  const southJump = jumpsSouth(own, enemy);
  const westStep = stepsWest(own, empty);
  const westJump = jumpsWest(own, enemy);
  let before = rank;
  for (let rest = northStep | northJump | eastStep | eastJump | southStep | southJump | westStep | westJump; ; rest &= rest - 1) {
    const p = lowestBit(rest);
    const code = codeAt(p, northStep, northJump, eastStep, eastJump, southStep, southJump, westStep, westJump);
    const size = CODE_SIZE[code] as number;
    // Whole pieces skipped by their number of moves.
    if (before < size) return CODE_ACTIONS[(((p << 8) | code) << 2) + before] as number;
    before -= size;
  }
}

/**
 * The number of legal moves of the mover `own` against `enemy`: four popcounts, each of two
 * kinds of move packed into the low and high halves of one 32-bit word.
 */
function countMoves(own: number, enemy: number): number {
  const empty = ~(own | enemy) & FULL;
  return (
    popcount(stepsNorth(own, empty) | (stepsSouth(own, empty) << 16)) +
    popcount(stepsEast(own, empty) | (stepsWest(own, empty) << 16)) +
    popcount(jumpsNorth(own, enemy) | (jumpsSouth(own, enemy) << 16)) +
    popcount(jumpsEast(own, enemy) | (jumpsWest(own, enemy) << 16))
  );
}

/** The number of legal actions. */
export function count(state: KonoState): number {
  return state.turn === 0 ? countMoves(state.black, state.white) : countMoves(state.white, state.black);
}

/** K6: a side of at most one piece. */
const reducedToOne = (pieces: number): boolean => (pieces & (pieces - 1)) === 0;

/**
 * The opponent's number of moves after the mover `own` changes the bits `moved` (the from and
 * to points; a capture also takes the enemy piece on the second), or -1 where K6 ends the game.
 */
function countReplies(own: number, enemy: number, moved: number, k6: boolean): number {
  const next = enemy & ~moved;
  if (k6 && reducedToOne(next)) return -1;
  return countMoves(next, own ^ moved);
}

/** The number of legal actions after a legal action, from the masks it changes, or -1 where K6 ends the game there. */
export function countAfter(state: KonoState, action: number, options: Readonly<{ reducedToOne?: boolean }>): number {
  const own = state.turn === 0 ? state.black : state.white;
  const enemy = state.turn === 0 ? state.white : state.black;
  return countReplies(own, enemy, MOVED[action] as number, options.reducedToOne === true);
}

/** The replies to every move of the pieces `movers` `shift` points up the board, towards rank 4 and file d. */
function repliesUp(movers: number, shift: number, own: number, enemy: number, k6: boolean): number {
  let total = 0;
  for (let m = movers; m !== 0; m &= m - 1) total += Math.max(0, countReplies(own, enemy, (m & -m) | ((m & -m) << shift), k6));
  return total;
}

/** The replies to every move of the pieces `movers` `shift` points down the board, towards rank 1 and file a. */
function repliesDown(movers: number, shift: number, own: number, enemy: number, k6: boolean): number {
  let total = 0;
  for (let m = movers; m !== 0; m &= m - 1) total += Math.max(0, countReplies(own, enemy, (m & -m) | ((m & -m) >>> shift), k6));
  return total;
}

/** The number of legal lines of two plies: the replies to each legal move, summed move kind by move kind. */
export function countTwoPlies(state: KonoState, options: Readonly<{ reducedToOne?: boolean }>): number {
  const own = state.turn === 0 ? state.black : state.white;
  const enemy = state.turn === 0 ? state.white : state.black;
  const empty = ~(own | enemy) & FULL;
  const k6 = options.reducedToOne === true;
  return (
    repliesUp(stepsNorth(own, empty), 4, own, enemy, k6) +
    repliesUp(stepsEast(own, empty), 1, own, enemy, k6) +
    repliesDown(stepsSouth(own, empty), 4, own, enemy, k6) +
    repliesDown(stepsWest(own, empty), 1, own, enemy, k6) +
    repliesUp(jumpsNorth(own, enemy), 8, own, enemy, k6) +
    repliesUp(jumpsEast(own, enemy), 2, own, enemy, k6) +
    repliesDown(jumpsSouth(own, enemy), 8, own, enemy, k6) +
    repliesDown(jumpsWest(own, enemy), 2, own, enemy, k6)
  );
}

/** Whether an action (in range) is legal in the state. */
export function isLegal(state: KonoState, action: number): boolean {
  const own = state.turn === 0 ? state.black : state.white;
  const enemy = state.turn === 0 ? state.white : state.black;
  const from = 1 << (FROM[action] as number);
  const to = 1 << (TO[action] as number);
  const over = OVER[action] as number;
  if ((own & from) === 0) return false;
  return over < 0 ? ((own | enemy) & to) === 0 : (own & (1 << over)) !== 0 && (enemy & to) !== 0;
}

/** Plays a legal action in place. */
export function apply(state: MutableKonoState, action: number): void {
  const moved = MOVED[action] as number;
  if (state.turn === 0) {
    state.black ^= moved;
    state.white &= ~moved;
    state.turn = 1;
  } else {
    state.white ^= moved;
    state.black &= ~moved;
    state.turn = 0;
  }
}

/** Whether the action is a capture: a position with more pieces can never come back after it. */
export function isCapture(action: number): boolean {
  return (OVER[action] as number) >= 0;
}

const BLACK_WINS_CAPTURED_ALL: KonoOutcome = Object.freeze({ winner: 'black', reason: 'captured-all' });
const WHITE_WINS_CAPTURED_ALL: KonoOutcome = Object.freeze({ winner: 'white', reason: 'captured-all' });
const BLACK_WINS_NO_MOVES: KonoOutcome = Object.freeze({ winner: 'black', reason: 'no-moves' });
const WHITE_WINS_NO_MOVES: KonoOutcome = Object.freeze({ winner: 'white', reason: 'no-moves' });

const BLACK_WINS_REDUCED: KonoOutcome = Object.freeze({ winner: 'black', reason: 'reduced-to-one' });
const WHITE_WINS_REDUCED: KonoOutcome = Object.freeze({ winner: 'white', reason: 'reduced-to-one' });

/**
 * K6 first, when `reducedToOne` is on: the player to move with at most one piece has lost
 * (`reduced-to-one`, before `no-moves` and `captured-all`, as in Jul-Gonu's J5). Then K5: the
 * player to move without a legal move has lost; with no pieces, by `captured-all`.
 */
export function outcome(state: KonoState, canMove: boolean, options: Readonly<{ reducedToOne?: boolean }>): KonoOutcome | undefined {
  if (options.reducedToOne === true) {
    if (reducedToOne(state.turn === 0 ? state.black : state.white)) return state.turn === 0 ? WHITE_WINS_REDUCED : BLACK_WINS_REDUCED;
  }
  if (canMove) return undefined;
  if (state.turn === 0) return state.black === 0 ? WHITE_WINS_CAPTURED_ALL : WHITE_WINS_NO_MOVES;
  return state.white === 0 ? BLACK_WINS_CAPTURED_ALL : BLACK_WINS_NO_MOVES;
}

/** The action of a move object, or -1 if the value is not a Kono move. */
export function encode(move: unknown): number {
  if (typeof move !== 'object' || move === null) return -1;
  const { kind, from, to } = move as Record<string, unknown>;
  if (!(Number.isInteger(from) && Number.isInteger(to))) return -1;
  if ((from as number) < 0 || (from as number) > 15 || (to as number) < 0 || (to as number) > 15) return -1;
  const action = ACTION_OF[(from as number) * 16 + (to as number)] as number;
  if (action < 0 || kind !== (MOVES[action] as KonoMove).kind) return -1;
  return action;
}

/** The (frozen, shared) move object of an action. */
export function decode(action: number): KonoMove {
  return MOVES[action] as KonoMove;
}

/** `a2-a3` for a step, `a1xa3` for a capture. */
export function formatAction(action: number): string {
  return formatMoveSyntax(KONO_BOARD, {
    kind: 'move',
    from: FROM[action] as number,
    take: (OVER[action] as number) >= 0,
    to: TO[action] as number,
    captures: [],
    choice: -1,
  });
}

/** The game's notation has steps and captures (`a1xa3`) only: no placements, no passes, no capture lists. */
const STEPS_ONLY: MoveForms = { placements: false, passes: false, captures: false };

/** The action that notation names; throws `notation/syntax` or `move/illegal` if it names no Kono move. */
export function parseAction(text: string): number {
  const syntax = parseMoveSyntax(KONO_BOARD, text, STEPS_ONLY);
  if (syntax.kind !== 'move') {
    throw new RulesError(
      'notation/syntax',
      `bad move ${quote(text)}: a Four Field Kono move is two points joined by "-" (a step) or "x" (a capture), like a2-a3 or a1xa3`,
    );
  }
  const action = ACTION_OF[syntax.from * 16 + syntax.to] as number;
  if (action < 0) {
    throw new RulesError(
      'move/illegal',
      `${quote(text)} is no Four Field Kono move: a piece steps one point orthogonally or jumps two points in a straight line`,
    );
  }
  if (isCapture(action) !== syntax.take) {
    const right = formatAction(action);
    throw new RulesError(
      'move/illegal',
      `${quote(text)} is no Four Field Kono move: a ${isCapture(action) ? 'jump always captures' : 'step never captures'}` +
        ` (did you mean ${right}?)`,
    );
  }
  return action;
}
