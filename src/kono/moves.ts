import { lowestBit, popcount } from '../core/bits.js';
import { RulesError, quote } from '../core/errors.js';
import { formatMoveSyntax, parseMoveSyntax, type MoveForms } from '../core/notation.js';
import { DRAW_OPTION_REASONS, type DrawOptionReason, type Outcome } from '../core/player.js';
import { FILE_A, FILE_D, FILES_AB, FILES_CD, FULL, KONO_BOARD } from './board.js';
import type { KonoState, MutableKonoState } from './position.js';

/**
 * Every reason a Kono game can end for: `captured-all` and `no-moves` (K5: the player to move
 * has no piece, or no legal move, and loses), `reduced-to-one` (K6, with the option
 * `reducedToOne`: the player to move has at most one piece and loses) and the draw options'
 * `max-plies` and `repetition`.
 */
export const KONO_OUTCOME_REASONS = [
  'captured-all',
  'no-moves',
  'reduced-to-one',
  ...DRAW_OPTION_REASONS,
] as const satisfies readonly KonoOutcomeReason[];

// Written out rather than read off the list, whose element union has no name of its own: the
// signatures that use it would spell out the union. A type test checks the two agree.
/** Why a Kono game ended: one of {@link KONO_OUTCOME_REASONS}. */
export type KonoOutcomeReason = 'captured-all' | 'no-moves' | 'reduced-to-one' | DrawOptionReason;

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
  // A piece moves at most once each way (a step or a jump, never both), so these four masks count
  // its moves, and whole pieces are skipped by their number of moves.
  const north = northStep | northJump;
  const east = eastStep | eastJump;
  const south = southStep | southJump;
  const west = westStep | westJump;
  let before = rank;
  for (let rest = north | east | south | west; ; rest &= rest - 1) {
    const p = lowestBit(rest);
    const size = ((north >>> p) & 1) + ((east >>> p) & 1) + ((south >>> p) & 1) + ((west >>> p) & 1);
    if (before < size) {
      const code = codeAt(p, northStep, northJump, eastStep, eastJump, southStep, southJump, westStep, westJump);
      return CODE_ACTIONS[(((p << 8) | code) << 2) + before] as number;
    }
    before -= size;
  }
}

/**
 * The number of moves in the masks of the pieces that can move north, east, south and west: two
 * popcounts, two directions packed into the halves of one 32-bit word.
 */
const movesIn = (north: number, east: number, south: number, west: number): number =>
  popcount(north | (south << 16)) + popcount(east | (west << 16));

/**
 * The number of legal moves of the mover `own` against `enemy`. A piece's step and jump in one
 * direction exclude each other (the next point is empty for the one and friendly for the other),
 * so one mask holds a direction's moves.
 */
function countMoves(own: number, enemy: number): number {
  const empty = ~(own | enemy) & FULL;
  return movesIn(
    stepsNorth(own, empty) | jumpsNorth(own, enemy),
    stepsEast(own, empty) | jumpsEast(own, enemy),
    stepsSouth(own, empty) | jumpsSouth(own, enemy),
    stepsWest(own, empty) | jumpsWest(own, enemy),
  );
}

/** The number of legal actions. */
export function count(state: KonoState): number {
  // One call of countMoves, not one for each player to move: small enough to be compiled into the caller.
  const own = state.turn === 0 ? state.black : state.white;
  const enemy = state.turn === 0 ? state.white : state.black;
  return countMoves(own, enemy);
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

/*
 * Two plies at once. A move from f to t changes the board at f and t only (a jump's middle point
 * keeps the mover's piece), and what the replier can do changes with each of the two points apart
 * from the other. So the replies to a move are the replier's moves in the state plus gain(t) -
 * gain(f), where the gain of a point is how many more moves the replier has with a mover's piece
 * there than without: than with the point empty (the replier's jumps onto it less its steps onto
 * it), or, on a point of the replier's, than with that piece still there (the jumps onto the point
 * less every move of the piece and every jump over it). Worked out once per state for all 16
 * points from the replier's move masks, the gains serve every move, which then costs two reads
 * instead of a count. A gain is -4 to 2; each is kept as gain + 4 in four bits, points 0–7 in one
 * 32-bit word and 8–15 in another.
 */

/** Each byte spread to four-bit fields: bit i of the byte to bit 4i of the word. */
const NIBBLES = new Int32Array(256);
for (let byte = 0; byte < 256; byte++) {
  let spread = 0;
  for (let bit = 0; bit < 8; bit++) if (byte & (1 << bit)) spread |= 1 << (4 * bit);
  NIBBLES[byte] = spread;
}

/** The four-bit fields of the points 0–7 of a mask (of 8–15 for the mask shifted down by 8). */
const fields = (mask: number): number => NIBBLES[mask & 255] as number;

/** 4 in every four-bit field: what keeps each field, gain + 4, from 0 to 6. */
const GAIN_BIAS = 0x44444444;

/**
 * The gains of the state being counted: points 0–7 in the four-bit fields of the first word,
 * 8–15 in the second. Written by {@link repliesAndGains} once per count and read by
 * {@link gainAt} for every move: a read small enough to be compiled into the loop over the moves.
 */
const GAINS = new Int32Array(2);

/** The gain of point p plus 4 (a shift by 4p is taken mod 32, which picks p's field within its word). */
const gainAt = (p: number): number => ((GAINS[p >> 3] as number) >>> (p << 2)) & 15;

/**
 * The number of moves of the replier `enemy` in the state, where `own` is to move; the gains of
 * the points are written into {@link GAINS} on the way, from the same masks.
 */
function repliesAndGains(own: number, enemy: number): number {
  const empty = ~(own | enemy) & FULL;
  const notEnemy = ~enemy & FULL;
  // The replier's jumps onto each point, were it the mover's. A jump north lands on rank 3 or 4 and
  // a jump south on rank 1 or 2, so a point takes at most one of the two; likewise east and west.
  const landNS = (jumpsNorth(enemy, FULL) << 8) | (jumpsSouth(enemy, FULL) >>> 8);
  const landEW = (jumpsEast(enemy, FULL) << 2) | (jumpsWest(enemy, FULL) >>> 2);
  // Its jumps and all its moves in the state, direction by direction.
  const jumpN = jumpsNorth(enemy, own);
  const jumpE = jumpsEast(enemy, own);
  const jumpS = jumpsSouth(enemy, own);
  const jumpW = jumpsWest(enemy, own);
  const moveN = stepsNorth(enemy, empty) | jumpN;
  const moveE = stepsEast(enemy, empty) | jumpE;
  const moveS = stepsSouth(enemy, empty) | jumpS;
  const moveW = stepsWest(enemy, empty) | jumpW;
  // What it loses, direction by direction: its steps onto a point not its own, and on its own
  // points each move and each jump over one. A piece's next point that way is empty, its own or
  // the mover's for the three, so they never meet, and one mask holds them.
  const lostN = (stepsNorth(enemy, notEnemy) << 4) | moveN | (jumpN << 4);
  const lostE = (stepsEast(enemy, notEnemy) << 1) | moveE | (jumpE << 1);
  const lostS = (stepsSouth(enemy, notEnemy) >>> 4) | moveS | (jumpS >>> 4);
  const lostW = (stepsWest(enemy, notEnemy) >>> 1) | moveW | (jumpW >>> 1);
  GAINS[0] = GAIN_BIAS + fields(landNS) + fields(landEW) - fields(lostN) - fields(lostE) - fields(lostS) - fields(lostW);
  GAINS[1] =
    GAIN_BIAS +
    fields(landNS >>> 8) +
    fields(landEW >>> 8) -
    fields(lostN >>> 8) -
    fields(lostE >>> 8) -
    fields(lostS >>> 8) -
    fields(lostW >>> 8);
  return movesIn(moveN, moveE, moveS, moveW);
}

/**
 * The replies to every move of the pieces `moves` in one direction, `shift` points a step (4
 * north, 1 east, -4 south, -1 west) and twice that a jump (the pieces `jumps`): each the
 * replier's `replies` in the state, plus the gain where the piece lands, less where it leaves.
 */
function repliesToward(moves: number, jumps: number, shift: number, replies: number): number {
  let total = 0;
  for (let m = moves; m !== 0; m &= m - 1) {
    const p = lowestBit(m);
    total += replies + gainAt(p + (shift << ((jumps >>> p) & 1))) - gainAt(p);
  }
  return total;
}

/** The number of legal lines of two plies: the replies to each legal move, from the gains of the state's points. */
export function countTwoPlies(state: KonoState, options: Readonly<{ reducedToOne?: boolean }>): number {
  const own = state.turn === 0 ? state.black : state.white;
  const enemy = state.turn === 0 ? state.white : state.black;
  const k6 = options.reducedToOne === true;
  // K6: a replier with at most one piece has lost, and has no replies.
  if (k6 && reducedToOne(enemy)) return 0;
  // A capture leaves the replier a piece fewer: where K6 then ends the game, a capture has no
  // replies, and no capture is looked for.
  const prey = k6 && reducedToOne(enemy & (enemy - 1)) ? 0 : enemy;
  const empty = ~(own | enemy) & FULL;
  const replies = repliesAndGains(own, enemy);
  const jumpN = jumpsNorth(own, prey);
  const jumpE = jumpsEast(own, prey);
  const jumpS = jumpsSouth(own, prey);
  const jumpW = jumpsWest(own, prey);
  return (
    repliesToward(stepsNorth(own, empty) | jumpN, jumpN, 4, replies) +
    repliesToward(stepsEast(own, empty) | jumpE, jumpE, 1, replies) +
    repliesToward(stepsSouth(own, empty) | jumpS, jumpS, -4, replies) +
    repliesToward(stepsWest(own, empty) | jumpW, jumpW, -1, replies)
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
