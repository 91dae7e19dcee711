import { RulesError, quote } from '../core/errors.js';
import { gesture, type Gesture } from '../core/gestures.js';
import { formatMoveSyntax, parseMoveSyntax } from '../core/notation.js';
import { DRAW_OPTION_REASONS, type Outcome } from '../core/player.js';
import { AGON_BOARD, CENTER, CUSTODIAN, EDGE, NEIGHBOUR, RING, RING_ONE } from './board.js';
import { lowestBit } from '../core/bits.js';
import {
  EDGE_INDEX,
  MAX_MOVES,
  MOVES,
  PASS,
  PLACE,
  RELEASE,
  STEP_ACTION,
  STEP_FROM,
  STEP_START,
  STEP_TO,
  releaseAction,
  releaseFrom,
  releaseTo,
  type AgonMove,
} from './actions.js';
import type { AgonOptions } from './index.js';
import { applyHistorical, generateHistorical, queenSeated, releasing, ringFilledBy } from './historical.js';
import {
  BLACK,
  CAPTURED,
  COLOUR,
  EMPTY,
  QUEEN,
  SIZE,
  WHITE,
  codeOf,
  countIndex,
  isHistorical,
  pieceOfCode,
  setPiece,
  takesByEntering,
  type WorkingAgonState,
} from './position.js';

export { ACTION_COUNT, MAX_MOVES, PASS, type AgonMove } from './actions.js';

/**
 * Every reason an Agon game can end for: `seat-of-power` (A7, AH5: a Queen on the center with
 * her six Guards round her wins), `guards-without-queen` (AH5: six Guards round the center
 * without their Queen on it lose), `no-move-for-either` (A9, AH6: both players could only pass,
 * a draw) and the draw options' `max-plies` and `repetition`.
 */
export const AGON_OUTCOME_REASONS = ['seat-of-power', 'guards-without-queen', 'no-move-for-either', ...DRAW_OPTION_REASONS] as const;

/** Why a Agon game ended: one of {@link AGON_OUTCOME_REASONS}. */
export type AgonOutcomeReason = (typeof AGON_OUTCOME_REASONS)[number];

/** The outcome of a finished Agon game. */
export type AgonOutcome = Outcome<AgonOutcomeReason>;

const own = (state: WorkingAgonState): number => (state.turn === 0 ? BLACK : WHITE);

/** Count-list indices of the pieces the mover places: its own unplaced ones, else the opponent's it holds. */
function placing(state: WorkingAgonState): number {
  const mine = state.turn * 2;
  if ((state.unplaced[mine] as number) + (state.unplaced[mine + 1] as number) > 0) return mine | 4;
  const theirs = (1 - state.turn) * 2;
  if ((state.held[theirs] as number) + (state.held[theirs + 1] as number) > 0) return theirs | 8;
  return -1;
}

/** How many of count-list entry i the mover may put down in the phase `phase` (see {@link placing}). */
function available(state: WorkingAgonState, phase: number, i: number): number {
  return ((phase & 4) !== 0 ? state.unplaced[i] : state.held[i]) as number;
}

/**
 * Which cell codes a piece may step onto (A3, A4): for colour c (1 or 2) and displacement off or
 * on, ENTERABLE[((c - 1) * 2 + on) * 8 + code]. An empty cell always; an enemy's with A4 on.
 */
const ENTERABLE = Uint8Array.from({ length: 32 }, (_, i) => {
  const code = i & 7;
  const colour = (i >> 4) + 1;
  const displacement = (i >> 3) & 1;
  return code === EMPTY || (displacement === 1 && (code & COLOUR) === 3 - colour) ? 1 : 0;
});
const enterable = (options: Readonly<AgonOptions>, colour: number): number => ((colour - 1) * 2 + (takesByEntering(options) ? 1 : 0)) * 8;

/** Writes the legal actions (a pass aside) in action order; returns their number. */
export function generate(state: WorkingAgonState, out: Int32Array, options: Readonly<AgonOptions>): number {
  if (isHistorical(options)) return generateHistorical(state, out);
  let n = 0;
  const phase = placing(state);
  if (phase >= 0) {
    const first = phase & 3;
    for (let i = first; i < first + 2; i++) {
      if (available(state, phase, i) === 0) continue;
      const base = PLACE + (i & 1) * EDGE.length;
      for (let e = 0; e < EDGE.length; e++) if (state.cells[EDGE[e] as number] === EMPTY) out[n++] = base + e;
    }
    return n;
  }
  const colour = own(state);
  const cells = state.cells;
  const first = (colour - 1) * 3;
  const enter = enterable(options, colour);
  for (let word = 0; word < 3; word++) {
    for (let bits = state.pieces[first + word] as number; bits !== 0; bits &= bits - 1) {
      const p = word * 32 + lowestBit(bits);
      const last = STEP_START[p + 1] as number;
      for (let a = STEP_START[p] as number; a < last; a++) {
        if (ENTERABLE[enter + (cells[STEP_TO[a] as number] as number)] === 1) out[n++] = a;
      }
    }
  }
  return n;
}

/** The number of legal actions (a pass aside). */
export function count(state: WorkingAgonState, options: Readonly<AgonOptions>): number {
  if (isHistorical(options)) return generateHistorical(state, scratch);
  const phase = placing(state);
  if (phase >= 0) {
    let empty = 0;
    for (const p of EDGE) if (state.cells[p] === EMPTY) empty++;
    const first = phase & 3;
    return (available(state, phase, first) > 0 ? empty : 0) + (available(state, phase, first + 1) > 0 ? empty : 0);
  }
  const colour = own(state);
  const cells = state.cells;
  const first = (colour - 1) * 3;
  const enter = enterable(options, colour);
  let n = 0;
  for (let word = 0; word < 3; word++) {
    for (let bits = state.pieces[first + word] as number; bits !== 0; bits &= bits - 1) {
      const p = word * 32 + lowestBit(bits);
      const last = STEP_START[p + 1] as number;
      for (let a = STEP_START[p] as number; a < last; a++) n += ENTERABLE[enter + (cells[STEP_TO[a] as number] as number)] as number;
    }
  }
  return n;
}

/** Whether an action (in range, not the pass) is legal in the state. */
export function isLegal(state: WorkingAgonState, action: number, options: Readonly<AgonOptions>): boolean {
  if (isHistorical(options)) {
    // One mechanism for the variant's rules: the moves it generates (at most 180).
    const n = generateHistorical(state, scratch);
    for (let i = 0; i < n; i++) if (scratch[i] === action) return true;
    return false;
  }
  if (action >= RELEASE) return false;
  const phase = placing(state);
  if (action < PLACE) {
    const colour = own(state);
    return (
      phase < 0 &&
      ((state.cells[STEP_FROM[action] as number] as number) & COLOUR) === colour &&
      ENTERABLE[enterable(options, colour) + (state.cells[STEP_TO[action] as number] as number)] === 1
    );
  }
  if (action >= PASS || phase < 0) return false;
  const e = (action - PLACE) % EDGE.length;
  const i = (phase & 3) + (action - PLACE >= EDGE.length ? 1 : 0);
  return available(state, phase, i) > 0 && state.cells[EDGE[e] as number] === EMPTY;
}

const taken = new Int32Array(6);
/** Room for a position's legal moves, for counting and checking them in the historical variant. */
const scratch = new Int32Array(MAX_MOVES);

/** Plays a legal action in place: A3–A6, A2's placements, A9's pass; AH1–AH4 in the historical variant. */
export function apply(state: WorkingAgonState, action: number, options: Readonly<AgonOptions>): void {
  if (action !== PASS && isHistorical(options)) applyHistorical(state, action);
  else if (action < PLACE) {
    const from = STEP_FROM[action] as number;
    const to = STEP_TO[action] as number;
    const { cells, pieces } = state;
    const colour = (cells[from] as number) & COLOUR;
    const target = cells[to] as number;
    if (target !== EMPTY) take(state, to);
    cells[to] = cells[from] as number;
    cells[from] = EMPTY;
    setPiece(pieces, colour, from, false);
    setPiece(pieces, colour, to, true);
    const n = CUSTODIAN.captures(cells, to, colour, COLOUR, taken);
    for (let k = 0; k < n; k++) take(state, taken[k] as number);
  } else if (action < PASS) {
    const phase = placing(state);
    const i = (phase & 3) + (action - PLACE >= EDGE.length ? 1 : 0);
    const at = EDGE[(action - PLACE) % EDGE.length] as number;
    state.cells[at] = codeOf(i);
    setPiece(state.pieces, codeOf(i) & COLOUR, at, true);
    if ((phase & 4) !== 0) state.unplaced[i] = (state.unplaced[i] as number) - 1;
    else state.held[i] = (state.held[i] as number) - 1;
  }
  state.turn = state.turn === 0 ? 1 : 0;
}

/**
 * How a player makes a legal action (not the pass): the cell left and the cell entered for a
 * step; for a return (A6) or a placement (A2 `placement`) the edge cell, with the piece put
 * there as the choice (a Queen or a Guard, of the opponent's colour for a return, of the
 * mover's for a placement), since both kinds can go on one cell. The effects need no code of
 * Agon's own: the board before and after a move show them exactly (the captured pieces go to
 * the capturer's hold, which {@link piecesOff} counts).
 */
export function gestureOf(state: WorkingAgonState, action: number): Gesture {
  if (action >= RELEASE) return gesture([releaseFrom(action), releaseTo(action)]);
  if (action < PLACE) return gesture([STEP_FROM[action] as number, STEP_TO[action] as number]);
  const i = (placing(state) & 3) + (action - PLACE >= EDGE.length ? 1 : 0);
  return gesture([EDGE[(action - PLACE) % EDGE.length] as number], { kind: 'piece', piece: pieceOfCode(codeOf(i)) });
}

/** A6: the piece on cell p is captured: it leaves the board for the capturer's hold. */
function take(state: WorkingAgonState, p: number): void {
  const code = state.cells[p] as number;
  const i = countIndex(code);
  state.held[i] = (state.held[i] as number) + 1;
  state.cells[p] = EMPTY;
  setPiece(state.pieces, code & COLOUR, p, false);
}

/** Only a placement can never be undone (captured pieces come back, so positions can recur). */
export function placed(before: WorkingAgonState, _action: number, after: WorkingAgonState): boolean {
  for (let i = 0; i < 4; i++) if (before.unplaced[i] !== after.unplaced[i]) return true;
  return false;
}

const BLACK_SEAT: AgonOutcome = Object.freeze({ winner: 'black', reason: 'seat-of-power' });
const WHITE_SEAT: AgonOutcome = Object.freeze({ winner: 'white', reason: 'seat-of-power' });

const BLACK_WITHOUT_QUEEN: AgonOutcome = Object.freeze({ winner: 'white', reason: 'guards-without-queen' });
const WHITE_WITHOUT_QUEEN: AgonOutcome = Object.freeze({ winner: 'black', reason: 'guards-without-queen' });

/**
 * A7, judged for the player who has just moved: Queen on f6, the six Guards round her. In the
 * historical variant AH5: the six Guards round f6 end the game, won with the Queen on it, lost
 * without her.
 */
export function outcome(state: WorkingAgonState, _canMove: boolean, options: Readonly<AgonOptions>): AgonOutcome | undefined {
  if (isHistorical(options)) {
    const filled = ringFilledBy(state);
    if (filled === 0) return undefined;
    if (queenSeated(state, filled)) return filled === BLACK ? BLACK_SEAT : WHITE_SEAT;
    return filled === BLACK ? BLACK_WITHOUT_QUEEN : WHITE_WITHOUT_QUEEN;
  }
  const colour = state.turn === 0 ? WHITE : BLACK;
  if (state.cells[CENTER] !== (colour | QUEEN)) return undefined;
  for (const p of RING_ONE) if (state.cells[p] !== colour) return undefined;
  return colour === BLACK ? BLACK_SEAT : WHITE_SEAT;
}

/** The action of a move object, or -1 if the value is not an Agon move. */
export function encode(move: unknown): number {
  if (typeof move !== 'object' || move === null) return -1;
  const m = move as Record<string, unknown>;
  const inBoard = (p: unknown): p is number => Number.isInteger(p) && (p as number) >= 0 && (p as number) < SIZE;
  switch (m['kind']) {
    case 'pass':
      return PASS;
    case 'step': {
      if (!inBoard(m['from']) || !inBoard(m['to'])) return -1;
      const d = NEIGHBOUR.subarray(m['from'] * 6, m['from'] * 6 + 6).indexOf(m['to']);
      return d < 0 ? -1 : (STEP_ACTION[m['from'] * 6 + d] as number);
    }
    case 'place': {
      if (!inBoard(m['at']) || EDGE_INDEX[m['at']] === -1) return -1;
      const kind = m['piece'] === 'queen' ? 0 : m['piece'] === 'guard' ? 1 : -1;
      return kind < 0 ? -1 : PLACE + kind * EDGE.length + (EDGE_INDEX[m['at']] as number);
    }
    case 'release':
      return inBoard(m['from']) && inBoard(m['to']) && m['from'] !== m['to'] ? releaseAction(m['from'], m['to']) : -1;
    default:
      return -1;
  }
}

/** The (frozen, shared) move object of an action. */
export function decode(action: number): AgonMove {
  return MOVES[action] as AgonMove;
}

/**
 * The cells a legal step takes by custodianship (A5) or captures (AH3), ascending: the enemies it
 * encloses, played on a copy of the cells, but for those captured already (AH3).
 */
function custodianCaptures(state: WorkingAgonState, from: number, to: number): number[] {
  const cells = Int8Array.from(state.cells);
  cells[to] = cells[from] as number;
  cells[from] = EMPTY;
  const n = CUSTODIAN.captures(cells, to, cells[to] & COLOUR, COLOUR, taken);
  const list: number[] = [];
  for (let k = 0; k < n; k++) if (((cells[taken[k] as number] as number) & CAPTURED) === 0) list.push(taken[k] as number);
  return list.sort((a, b) => a - b);
}

/**
 * `f5-f6`, `f5xf6` (taking by entering), with custodian captures appended; `Q@a1`; `pass`; a
 * release written as a step, `c3-f6`.
 */
export function formatAction(state: WorkingAgonState, action: number, options: Readonly<AgonOptions>): string {
  if (action === PASS) return 'pass';
  if (action >= RELEASE) {
    return formatMoveSyntax(AGON_BOARD, {
      kind: 'move',
      from: releaseFrom(action),
      take: false,
      to: releaseTo(action),
      captures: [],
      choice: -1,
    });
  }
  if (action >= PLACE) {
    const kind = action - PLACE >= EDGE.length ? 'G' : 'Q';
    return formatMoveSyntax(AGON_BOARD, { kind: 'placement', piece: kind, at: EDGE[(action - PLACE) % EDGE.length] as number });
  }
  const legal = isLegal(state, action, options);
  const from = STEP_FROM[action] as number;
  const to = STEP_TO[action] as number;
  return formatMoveSyntax(AGON_BOARD, {
    kind: 'move',
    from,
    take: legal && state.cells[to] !== EMPTY,
    to,
    captures: legal ? custodianCaptures(state, from, to) : [],
    choice: -1,
  });
}

/**
 * The action that notation names. Throws `notation/syntax` for text that is not Agon notation or
 * not the canonical form of the move here (its `x` and capture list), `move/illegal` for cells
 * that are not adjacent or a placement off the edge.
 */
export function parseAction(state: WorkingAgonState, text: string, options: Readonly<AgonOptions>): number {
  const syntax = parseMoveSyntax(AGON_BOARD, text);
  let action: number;
  if (syntax.kind === 'pass') return PASS;
  if (syntax.kind === 'placement') {
    if (syntax.piece !== 'Q' && syntax.piece !== 'G') {
      throw new RulesError('notation/syntax', `bad move ${quote(text)}: an Agon placement names the piece, Q or G, as in Q@a1 or G@b7`);
    }
    if (RING[syntax.at] !== 5) {
      throw new RulesError('move/illegal', `${quote(text)} is no Agon move: pieces are placed and returned on the edge cells only`);
    }
    action = encode({ kind: 'place', piece: syntax.piece === 'Q' ? 'queen' : 'guard', at: syntax.at });
  } else if (isHistorical(options) && releasing(state)) {
    // AH4: while a piece of theirs is captured, the player's moves are releases, written as steps.
    if (syntax.from === syntax.to)
      throw new RulesError('move/illegal', `${quote(text)} is no Agon move: a release moves a piece to another cell`);
    action = releaseAction(syntax.from, syntax.to);
  } else {
    action = encode({ kind: 'step', from: syntax.from, to: syntax.to });
    if (action < 0) throw new RulesError('move/illegal', `${quote(text)} is no Agon move: a piece steps to an adjacent cell`);
  }
  // An illegal action is left for the caller to refuse as illegal, whatever its notation claims.
  if (isLegal(state, action, options)) {
    const canonical = formatAction(state, action, options);
    if (canonical !== text) {
      throw new RulesError('notation/syntax', `bad move ${quote(text)}: this move is written ${quote(canonical)} here`);
    }
  }
  return action;
}
