import { lowestBit, popcount } from '../core/bits.js';
import { RulesError, quote } from '../core/errors.js';
import type { PositionKey } from '../core/game.js';
import { maskStepKeyDelta } from '../core/masks.js';
import { formatMoveSyntax, parseMoveSyntax, type MoveForms } from '../core/notation.js';
import { DRAW_OPTION_REASONS, type DrawOptionReason, type Outcome } from '../core/player.js';
import { CUSTODIAN, JULGONU_BOARD } from './board.js';
import type { JulGonuState, MutableJulGonuState } from './position.js';

/**
 * Every reason a Jul-Gonu game can end for: `reduced-to-one` (J5: a player left with at most one
 * piece loses), `no-moves` (J5: the player to move has no legal move and loses) and the draw
 * options' `max-plies` and `repetition`.
 */
export const JULGONU_OUTCOME_REASONS = [
  'reduced-to-one',
  'no-moves',
  ...DRAW_OPTION_REASONS,
] as const satisfies readonly JulGonuOutcomeReason[];

// Written out rather than read off the list, whose element union has no name of its own: the
// signatures that use it would spell out the union. A type test checks the two agree.
/** Why a Jul-Gonu game ended: one of {@link JULGONU_OUTCOME_REASONS}. */
export type JulGonuOutcomeReason = 'reduced-to-one' | 'no-moves' | DrawOptionReason;

/** The outcome of a finished Jul-Gonu game. */
export type JulGonuOutcome = Outcome<JulGonuOutcomeReason>;

/**
 * A Jul-Gonu move: a step from `from` to the orthogonally adjacent empty point `to` (J2). The
 * custodian captures it makes (J3) follow from the position; notation writes them
 * (`b2-b3xc3`). Points are indices into {@link JULGONU_BOARD}.
 */
export interface JulGonuMove {
  /** The point the piece leaves. */
  readonly from: number;
  /** The adjacent empty point it steps to. */
  readonly to: number;
}

const FULL = 0xffff;
const FILE_A = 0x1111;
const FILE_D = 0x8888;

/*
 * The action table: every step the board allows, by the point it starts from (a1, b1, …, d4),
 * then by direction (north, east, south, west). That order is both the action index and the
 * order of legal moves.
 */
const FROM: number[] = [];
const TO: number[] = [];
const MOVES: JulGonuMove[] = [];
/** The action of the step from `from` to `to`, at index from * 16 + to, or -1. */
const ACTION_OF = new Int32Array(256).fill(-1);
/** The action of point p's step in direction d, at p * 4 + d, or -1. */
const DIRECTION_ACTION = new Int32Array(64).fill(-1);
for (let p = 0; p < 16; p++) {
  for (let d = 0; d < 4; d++) {
    const to = JULGONU_BOARD.neighbour(p, d);
    if (to < 0) continue;
    ACTION_OF[p * 16 + to] = FROM.length;
    DIRECTION_ACTION[p * 4 + d] = FROM.length;
    FROM.push(p);
    TO.push(to);
    MOVES.push(Object.freeze({ from: p, to }));
  }
}

/** The from and to bits of each action: what it changes in the mover's mask. */
const MOVED = Int32Array.from(FROM, (from, a) => (1 << from) | (1 << (TO[a] as number)));

/** Number of Jul-Gonu actions: the 48 steps of the 4×4 grid. */
export const ACTION_COUNT = FROM.length;
/** At most four pieces with four directions each can move. */
export const MAX_MOVES = 16;

/*
 * J2 on whole masks: for each direction, the pieces of the mover `own` that can step that way onto
 * an empty point. Generating, counting and counting two plies ahead all build on these four.
 */
const stepsNorth = (own: number, empty: number): number => own & (empty >>> 4);
const stepsEast = (own: number, empty: number): number => own & ~FILE_D & (empty >>> 1);
const stepsSouth = (own: number, empty: number): number => own & (empty << 4);
const stepsWest = (own: number, empty: number): number => own & ~FILE_A & (empty << 1);

/*
 * Each moving point's four directions form a code, and a table gives the steps of that point and
 * code in action order: the steps of point p with code c start at CODE_ACTIONS[(p * 16 + c) * 4].
 */
const CODE_ACTIONS = new Int8Array(16 * 16 * 4);
for (let code = 0; code < 16; code++) {
  for (let p = 0; p < 16; p++) {
    let i = 0;
    for (let d = 0; d < 4; d++) if (code & (1 << d)) CODE_ACTIONS[(p * 16 + code) * 4 + i++] = DIRECTION_ACTION[p * 4 + d] as number;
  }
}

/** The number of steps in each code: its bits, read from a table where a mover's are counted one by one. */
const CODE_SIZE = Uint8Array.from({ length: 16 }, (_, code) => popcount(code));

/** Point p's steps as a 4-bit code (north 1, east 2, south 4, west 8), from the masks of the pieces that step each way. */
const stepCode = (north: number, east: number, south: number, west: number, p: number): number =>
  ((north >>> p) & 1) | (((east >>> p) & 1) << 1) | (((south >>> p) & 1) << 2) | (((west >>> p) & 1) << 3);

/** Writes the steps of the player to move in action order (by the point moved from, then by direction); returns their number. */
export function generate(state: JulGonuState, out: Int32Array): number {
  const own = state.turn === 0 ? state.black : state.white;
  const empty = ~(state.black | state.white) & FULL;
  const north = stepsNorth(own, empty);
  const east = stepsEast(own, empty);
  const south = stepsSouth(own, empty);
  const west = stepsWest(own, empty);
  let n = 0;
  for (let movers = north | east | south | west; movers !== 0; movers &= movers - 1) {
    const p = lowestBit(movers);
    const code = stepCode(north, east, south, west, p);
    const base = ((p << 4) | code) << 2;
    const size = CODE_SIZE[code] as number;
    for (let i = 0; i < size; i++) out[n++] = CODE_ACTIONS[base + i] as number;
  }
  return n;
}

/** The legal step of a rank in action order (what {@link generate} writes there), found without listing the ones before it. */
export function legalActionAt(state: JulGonuState, rank: number): number {
  const own = state.turn === 0 ? state.black : state.white;
  const empty = ~(state.black | state.white) & FULL;
  const north = stepsNorth(own, empty);
  const east = stepsEast(own, empty);
  const south = stepsSouth(own, empty);
  const west = stepsWest(own, empty);
  let before = rank;
  for (let movers = north | east | south | west; ; movers &= movers - 1) {
    const p = lowestBit(movers);
    const code = stepCode(north, east, south, west, p);
    const size = CODE_SIZE[code] as number;
    // Whole pieces skipped by their number of steps.
    if (before < size) return CODE_ACTIONS[(((p << 4) | code) << 2) + before] as number;
    before -= size;
  }
}

/** The direction of each action, as the bit of its point's code (north 1, east 2, south 4, west 8). */
const DIRECTION_BIT = Int32Array.from({ length: FROM.length }, (_, a) => {
  const d = DIRECTION_ACTION.indexOf(a) % 4;
  return 1 << d;
});

/**
 * The rank of a legal step in action order (where {@link generate} writes it): the steps of the
 * points before the one it leaves, two popcounts as {@link countSteps} counts them, then those of
 * its own point in the directions before its own.
 */
export function legalRank(state: JulGonuState, action: number): number {
  const own = state.turn === 0 ? state.black : state.white;
  const empty = ~(state.black | state.white) & FULL;
  const north = stepsNorth(own, empty);
  const east = stepsEast(own, empty);
  const south = stepsSouth(own, empty);
  const west = stepsWest(own, empty);
  const p = FROM[action] as number;
  const before = (1 << p) - 1;
  const earlier = before | (before << 16);
  const code = stepCode(north, east, south, west, p);
  return (
    popcount((north | (south << 16)) & earlier) +
    popcount((east | (west << 16)) & earlier) +
    popcount(code & ((DIRECTION_BIT[action] as number) - 1))
  );
}

/** The number of steps of the mover `own`: two popcounts, two directions packed in each 32-bit word. */
function countSteps(own: number, enemy: number): number {
  const empty = ~(own | enemy) & FULL;
  return (
    popcount(stepsNorth(own, empty) | (stepsSouth(own, empty) << 16)) + popcount(stepsEast(own, empty) | (stepsWest(own, empty) << 16))
  );
}

/** The number of steps of the player to move. */
export function count(state: JulGonuState): number {
  return state.turn === 0 ? countSteps(state.black, state.white) : countSteps(state.white, state.black);
}

/** Whether an action (in range) is a step of the player to move onto an empty point. */
export function isLegal(state: JulGonuState, action: number): boolean {
  const own = state.turn === 0 ? state.black : state.white;
  return ((own >>> (FROM[action] as number)) & 1) !== 0 && (((state.black | state.white) >>> (TO[action] as number)) & 1) === 0;
}

/** The mask of the enemy pieces a legal step takes (J3). */
function capturesOf(state: JulGonuState, action: number): number {
  const moved = MOVED[action] as number;
  const own = (state.turn === 0 ? state.black : state.white) ^ moved;
  return CUSTODIAN.captures(TO[action] as number, own, state.turn === 0 ? state.white : state.black);
}

/** J5 for a side: at most one piece left. */
const reducedToOne = (pieces: number): boolean => (pieces & (pieces - 1)) === 0;

/**
 * The opponent's number of steps after the mover `own` steps from the bit `from` to the bit `to`
 * (J3 taking what it encloses), or -1 where J5 ends the game there.
 */
function countReplies(own: number, enemy: number, from: number, to: number): number {
  const stepped = own ^ from ^ to;
  const next = enemy & ~CUSTODIAN.captures(31 - Math.clz32(to), stepped, enemy);
  return reducedToOne(next) ? -1 : countSteps(next, stepped);
}

/** The number of steps after a legal step, from the masks it changes, or -1 where J5 ends the game there. */
export function countAfter(state: JulGonuState, action: number): number {
  const own = state.turn === 0 ? state.black : state.white;
  const enemy = state.turn === 0 ? state.white : state.black;
  return countReplies(own, enemy, 1 << (FROM[action] as number), 1 << (TO[action] as number));
}

/** The replies to every step of the pieces `movers` `shift` points up the board, towards rank 4 and file d. */
function repliesUp(movers: number, shift: number, own: number, enemy: number): number {
  let total = 0;
  for (let m = movers; m !== 0; m &= m - 1) total += Math.max(0, countReplies(own, enemy, m & -m, (m & -m) << shift));
  return total;
}

/** The replies to every step of the pieces `movers` `shift` points down the board, towards rank 1 and file a. */
function repliesDown(movers: number, shift: number, own: number, enemy: number): number {
  let total = 0;
  for (let m = movers; m !== 0; m &= m - 1) total += Math.max(0, countReplies(own, enemy, m & -m, (m & -m) >>> shift));
  return total;
}

/*
 * The four neighbours of a mask's points, for the points that have one: each bit moved one point
 * north, east, south or west, bits that would leave the board dropped.
 */
const toNorth = (mask: number): number => (mask << 4) & FULL;
const toEast = (mask: number): number => (mask << 1) & ~FILE_A & FULL;
const toSouth = (mask: number): number => mask >>> 4;
const toWest = (mask: number): number => (mask >>> 1) & ~FILE_D;

/**
 * The points on which a step of the mover `own` captures (J3), for the steps that can land there.
 * The step changes only the landing point and the point it leaves, which is next to it and, being
 * no enemy's, starts no line it could close: so every line reads the same before the step as after.
 */
function capturingLandings(own: number, enemy: number): number {
  // Each way: the points next to an enemy whose next point holds a friend, or an enemy then a friend.
  const s1 = toSouth(enemy);
  const s2 = toSouth(own);
  const n1 = toNorth(enemy);
  const n2 = toNorth(own);
  const w1 = toWest(enemy);
  const w2 = toWest(own);
  const e1 = toEast(enemy);
  const e2 = toEast(own);
  return (
    (s1 & toSouth(s2 | (s1 & toSouth(s2)))) |
    (n1 & toNorth(n2 | (n1 & toNorth(n2)))) |
    (w1 & toWest(w2 | (w1 & toWest(w2)))) |
    (e1 & toEast(e2 | (e1 & toEast(e2))))
  );
}

/**
 * The replies to steps that capture nothing, the steps given by the pieces that make them each way.
 * Each such step leaves the opponent's steps as they were, but for one more into the point left
 * and one fewer into the point taken from each enemy piece next to it: summed over all steps from
 * the number of enemy neighbours of every point, kept as the two bits of a count (at most three on
 * a point stepped from or to, which has a friendly or empty neighbour).
 */
function quietReplies(own: number, enemy: number, north: number, east: number, south: number, west: number): number {
  // The points with an enemy piece next to them to the north, east, south and west, added up bit by bit.
  const a = toSouth(enemy);
  const b = toWest(enemy);
  const c = toNorth(enemy);
  const d = toEast(enemy);
  const ones = a ^ b ^ c ^ d;
  const twos = (a & b) ^ (c & d) ^ ((a ^ b) & (c ^ d));
  // Two 16-bit masks to a 32-bit word: north with south, east with west, as countSteps packs them.
  const one = ones | (ones << 16);
  const two = twos | (twos << 16);
  const left1 = north | (south << 16);
  const left2 = east | (west << 16);
  const taken1 = toNorth(north) | (toSouth(south) << 16);
  const taken2 = toEast(east) | (toWest(west) << 16);
  const gained = popcount(left1 & one) + popcount(left2 & one) + 2 * (popcount(left1 & two) + popcount(left2 & two));
  const lost = popcount(taken1 & one) + popcount(taken2 & one) + 2 * (popcount(taken1 & two) + popcount(taken2 & two));
  const steps = popcount(left1) + popcount(left2);
  return steps * countSteps(enemy, own) + gained - lost;
}

/**
 * The number of legal lines of two plies: the replies to steps that capture, one by one, and to
 * those that do not, in bulk (none where the opponent is down to one piece: J5 ends the game).
 * Under J4, where the library asks, `window` holds the positions of the window at `state`, oldest
 * first and `state` last: the lines of a step that recreates one of them are not counted, nor a
 * reply that recreates one from `window[replies]` on (1 where the window is full and its oldest
 * position drops out one ply on, else 0).
 */
export function countTwoPlies(state: JulGonuState, window: readonly JulGonuState[] = [], replies = 0): number {
  const own = state.turn === 0 ? state.black : state.white;
  const enemy = state.turn === 0 ? state.white : state.black;
  const empty = ~(own | enemy) & FULL;
  const north = stepsNorth(own, empty);
  const east = stepsEast(own, empty);
  const south = stepsSouth(own, empty);
  const west = stepsWest(own, empty);
  // The pieces whose step one way lands on a capturing point.
  const landings = capturingLandings(own, enemy);
  const northTakes = north & toSouth(landings);
  const eastTakes = east & toWest(landings);
  const southTakes = south & toNorth(landings);
  const westTakes = west & toEast(landings);
  let total =
    repliesUp(northTakes, 4, own, enemy) +
    repliesUp(eastTakes, 1, own, enemy) +
    repliesDown(southTakes, 4, own, enemy) +
    repliesDown(westTakes, 1, own, enemy);
  if (!reducedToOne(enemy)) {
    total += quietReplies(own, enemy, north & ~northTakes, east & ~eastTakes, south & ~southTakes, west & ~westTakes);
  }
  return window.length === 0 ? total : total - linesRecreating(own, enemy, state.turn, window, replies);
}

/**
 * Of the two-ply lines of the mover `own` (the player `turn`, the opponent's pieces `enemy`), those
 * J4's window forbids: every line of a step that recreates a position of the window, and each
 * reply, after a step still allowed, that recreates one from `window[replies]` on. The window's
 * positions are consecutive positions of a line, `state` last.
 *
 * A position can only come back four plies, or a multiple of four, after it was left: every step
 * moves a piece to a point of the other colour of the board's chequer, so each side must have made
 * an even number of steps for its pieces to stand where they stood (and a capture in between
 * leaves fewer pieces, so nothing before it comes back). A step therefore recreates only positions
 * 3, 7, 11, … plies back and a step with its reply only those 2, 6, 10, … plies back: one in four of
 * the window is asked, however long it is.
 */
function linesRecreating(own: number, enemy: number, turn: number, window: readonly JulGonuState[], replies: number): number {
  const last = window.length - 1;
  let lines = 0;
  // The steps that recreate a position, as bits of their actions (0 to 31, then 32 to 47).
  let low = 0;
  let high = 0;
  for (let i = last - 3; i >= 0; i -= 4) {
    const earlier = window[i] as JulGonuState;
    if ((turn === 0 ? earlier.white : earlier.black) !== enemy) continue;
    const mine = turn === 0 ? earlier.black : earlier.white;
    const step = stepTo(own, enemy, mine);
    if (step < 0) continue;
    lines += Math.max(0, countReplies(own, enemy, own & ~mine, mine & ~own));
    if (step < 32) low |= 1 << step;
    else high |= 1 << (step - 32);
  }
  // A reply exists only where the opponent has not been reduced to one piece.
  if (reducedToOne(enemy)) return lines;
  for (let i = last - 2; i >= replies; i -= 4) {
    const earlier = window[i] as JulGonuState;
    const mine = turn === 0 ? earlier.black : earlier.white;
    const step = stepTo(own, enemy, mine);
    if (step < 0 || stepTo(enemy, mine, turn === 0 ? earlier.white : earlier.black) < 0) continue;
    // The reply's lines are already left out where the step itself is forbidden.
    if (((step < 32 ? low >>> step : high >>> (step - 32)) & 1) === 0) lines++;
  }
  return lines;
}

/** Plays a legal step in place, removing every piece it captures at once (J3). */
export function apply(state: MutableJulGonuState, action: number): void {
  const taken = capturesOf(state, action);
  const moved = MOVED[action] as number;
  if (state.turn === 0) {
    state.black ^= moved;
    state.white &= ~taken;
    state.turn = 1;
  } else {
    state.white ^= moved;
    state.black &= ~taken;
    state.turn = 0;
  }
}

/** Whether a step captured (the opponent's mask changed): a position with more pieces can never come back. */
export function tookPieces(before: JulGonuState, _action: number, after: JulGonuState): boolean {
  return before.black !== after.black && before.white !== after.white;
}

/**
 * The step of the mover `own` (the opponent's pieces `enemy`) after which the mover's pieces are
 * `after` and the opponent's as they are (it captures nothing), else -1.
 */
function stepTo(own: number, enemy: number, after: number): number {
  const moved = own ^ after;
  const from = moved & own;
  const to = moved & ~own;
  if (from === 0 || to === 0 || (from & (from - 1)) !== 0 || (to & (to - 1)) !== 0 || (to & enemy) !== 0) return -1;
  // Single bits: their points are their bit positions.
  const point = 31 - Math.clz32(to);
  const step = ACTION_OF[(31 - Math.clz32(from)) * 16 + point] as number;
  return step < 0 || CUSTODIAN.captures(point, after, enemy) !== 0 ? -1 : step;
}

/**
 * The legal step after which the position is exactly `earlier`, else -1 (J4's question: which step
 * recreates an earlier position). Such a step hands the turn over, leaves the opponent's pieces as
 * they are, moves one of the mover's pieces to a neighbouring point, and captures nothing.
 */
export function actionBetween(state: JulGonuState, earlier: JulGonuState): number {
  if (earlier.turn === state.turn) return -1;
  const enemy = state.turn === 0 ? state.white : state.black;
  if ((state.turn === 0 ? earlier.white : earlier.black) !== enemy) return -1;
  return stepTo(state.turn === 0 ? state.black : state.white, enemy, state.turn === 0 ? earlier.black : earlier.white);
}

/** How each step changes the position key: index turn * ACTION_COUNT + action. */
const STEP_KEY_DELTA = Int32Array.from({ length: 2 * ACTION_COUNT }, (_, i) =>
  maskStepKeyDelta(16, FROM[i % ACTION_COUNT] as number, TO[i % ACTION_COUNT] as number, i < ACTION_COUNT ? 0 : 1),
);

/**
 * The key after a step that captures nothing, from the key before it, without reading the board:
 * the shortcut the no-repetition rule (J4) checks every step with.
 */
export function keyAfterStep(state: JulGonuState, action: number, key: PositionKey): number {
  return (key as number) + (STEP_KEY_DELTA[state.turn * ACTION_COUNT + action] as number);
}

const BLACK_WINS_REDUCED: JulGonuOutcome = Object.freeze({ winner: 'black', reason: 'reduced-to-one' });
const WHITE_WINS_REDUCED: JulGonuOutcome = Object.freeze({ winner: 'white', reason: 'reduced-to-one' });
const BLACK_WINS_NO_MOVES: JulGonuOutcome = Object.freeze({ winner: 'black', reason: 'no-moves' });
const WHITE_WINS_NO_MOVES: JulGonuOutcome = Object.freeze({ winner: 'white', reason: 'no-moves' });

/**
 * J5, judged on the player to move: with at most one piece they have lost (`reduced-to-one`,
 * which comes first); otherwise, with no legal move, they have lost (`no-moves`).
 */
export function outcome(state: JulGonuState, canMove: boolean): JulGonuOutcome | undefined {
  if (reducedToOne(state.turn === 0 ? state.black : state.white)) return state.turn === 0 ? WHITE_WINS_REDUCED : BLACK_WINS_REDUCED;
  if (canMove) return undefined;
  return state.turn === 0 ? WHITE_WINS_NO_MOVES : BLACK_WINS_NO_MOVES;
}

/** The action of a move object, or -1 if the value is not a Jul-Gonu move. */
export function encode(move: unknown): number {
  if (typeof move !== 'object' || move === null) return -1;
  const { from, to } = move as Record<string, unknown>;
  if (!(Number.isInteger(from) && Number.isInteger(to))) return -1;
  if ((from as number) < 0 || (from as number) > 15 || (to as number) < 0 || (to as number) > 15) return -1;
  return ACTION_OF[(from as number) * 16 + (to as number)] as number;
}

/** The (frozen, shared) move object of an action. */
export function decode(action: number): JulGonuMove {
  return MOVES[action] as JulGonuMove;
}

/** The points of a capture mask, ascending. */
function pointsOf(mask: number): number[] {
  const points: number[] = [];
  for (let m = mask; m !== 0; m &= m - 1) points.push(lowestBit(m));
  return points;
}

/** `a1-a2`, with the captured points appended where the step captures: `a2-b2xc2xb3`. */
export function formatAction(state: JulGonuState, action: number): string {
  return formatMoveSyntax(JULGONU_BOARD, {
    kind: 'move',
    from: FROM[action] as number,
    take: false,
    to: TO[action] as number,
    captures: isLegal(state, action) ? pointsOf(capturesOf(state, action)) : [],
    choice: -1,
  });
}

/** The game's notation has steps (and captures) only: no placements, no passes. */
const STEPS_ONLY: MoveForms = { placements: false, passes: false };

/**
 * The action that notation names. Throws `notation/syntax` for text that is not a Jul-Gonu move
 * or whose capture list is not exactly what the step takes here, `move/illegal` for two points
 * that are not adjacent.
 */
export function parseAction(state: JulGonuState, text: string): number {
  const syntax = parseMoveSyntax(JULGONU_BOARD, text, STEPS_ONLY);
  if (syntax.kind !== 'move' || syntax.take) {
    throw new RulesError(
      'notation/syntax',
      `bad move ${quote(text)}: a Jul-Gonu move is a step like a1-a2, followed by the points it captures like b2-b3xc3`,
    );
  }
  const action = ACTION_OF[syntax.from * 16 + syntax.to] as number;
  if (action < 0) {
    throw new RulesError('move/illegal', `${quote(text)} is no Jul-Gonu move: a piece steps to an orthogonally adjacent point`);
  }
  // An illegal step is left for the caller to refuse as illegal, whatever captures it claims.
  if (isLegal(state, action)) {
    const canonical = formatAction(state, action);
    if (canonical !== text) {
      throw new RulesError(
        'notation/syntax',
        `bad move ${quote(text)}: this step is written ${quote(canonical)} here (its captures listed in point order)`,
      );
    }
  }
  return action;
}
