import { lowestBit } from '../core/bits.js';
import { moved, placed, removed, type MoveEffect } from '../core/effects.js';
import { RulesError, quote } from '../core/errors.js';
import { gesture, type Gesture } from '../core/gestures.js';
import { formatMoveSyntax, parseMoveSyntax, type MoveForms } from '../core/notation.js';
import { DRAW_OPTION_REASONS, type Outcome } from '../core/player.js';
import { GON, GONG_BOARD, RADIALS, RINGS, beside, inward, pointAt, radialOf, ringOf } from './board.js';
import { EMPTY, cloneState, ownRadial, pawnOf, type WorkingGongState } from './position.js';

/**
 * Every reason a Gong game can end for: `gon-occupied` (G9: the last pawn on the board stands on
 * the Gon, and its owner wins), `no-move-for-either` (G10: both players could only pass, a draw)
 * and the draw options' `max-plies` and `repetition`.
 */
export const GONG_OUTCOME_REASONS = ['gon-occupied', 'no-move-for-either', ...DRAW_OPTION_REASONS] as const;

/** Why a Gong game ended: one of {@link GONG_OUTCOME_REASONS}. */
export type GongOutcomeReason = (typeof GONG_OUTCOME_REASONS)[number];

/** The outcome of a finished Gong game. */
export type GongOutcome = Outcome<GongOutcomeReason>;

/**
 * A Gong move: a `place` of a pawn on ring 13 (G2); an `advance` inward along the radial, maybe
 * onto the Gon (G3); a `sidestep` along the ring (G4), which takes an enemy pawn there (G5) and
 * may end in a toff (G6), where `toff` names the ring-1 pawn the mover sends into the Gon when
 * several could enter (else `null`); a `gong` from the Gon outward to `to`, taking the pawn there
 * if there is one (G7, G8); or a `pass`.
 */
export type GongMove =
  | {
      /** A placement. */
      readonly kind: 'place';
      /** The empty ring-13 point of a radial of the mover's colour. */
      readonly at: number;
    }
  | {
      /** An advance. */
      readonly kind: 'advance';
      /** The point the pawn leaves. */
      readonly from: number;
      /** A point inward on the same radial, or the Gon (0). */
      readonly to: number;
    }
  | {
      /** A sidestep, taking what is on `to` if it is an enemy pawn. */
      readonly kind: 'sidestep';
      /** The point the pawn leaves. */
      readonly from: number;
      /** The point beside it on the same ring. */
      readonly to: number;
      /** In a toff where several ring-1 pawns could enter the Gon, the one that does; else `null`. */
      readonly toff: number | null;
    }
  | {
      /** A Gong: the pawn on the Gon leaves outward. */
      readonly kind: 'gong';
      /** The point it slides to, or the first pawn on that radial, which it takes. */
      readonly to: number;
    }
  | {
      /** A pass, the only move of a player who has no other. */
      readonly kind: 'pass';
    };

/*
 * The action table. Placements by radial (24); Gongs by radial and ring (312); then, for each
 * point in point order, its advances (to the next ring inward first, the Gon last), its sidestep
 * left, the 24 toff choices of that sidestep (by the radial of the entering pawn), its sidestep
 * right and its 24 choices; then the pass. That is also the order of legal moves.
 */
const PLACE = 0;
const GONG = PLACE + RADIALS;
const KIND_PLACE = 0;
const KIND_GONG = 1;
const KIND_ADVANCE = 2;
const KIND_SIDESTEP = 3;
const KIND_PASS = 4;
const kinds: number[] = [];
const froms: number[] = [];
const tos: number[] = [];
const entrants: number[] = [];
const MOVES: GongMove[] = [];
const add = (kind: number, from: number, to: number, entrant: number, move: GongMove): void => {
  kinds.push(kind);
  froms.push(from);
  tos.push(to);
  entrants.push(entrant);
  MOVES.push(Object.freeze(move));
};
for (let r = 0; r < RADIALS; r++) add(KIND_PLACE, -1, pointAt(r, RINGS), -1, { kind: 'place', at: pointAt(r, RINGS) });
for (let r = 0; r < RADIALS; r++) {
  for (let k = 1; k <= RINGS; k++) add(KIND_GONG, GON, pointAt(r, k), -1, { kind: 'gong', to: pointAt(r, k) });
}
/** The first action of point p (its advances), at BLOCK[p]. */
const BLOCK = new Int32Array(GONG_BOARD.size);
for (let p = 1; p < GONG_BOARD.size; p++) {
  BLOCK[p] = kinds.length;
  for (let k = ringOf(p) - 1; k >= 0; k--) {
    const to = pointAt(radialOf(p), k);
    add(KIND_ADVANCE, p, to, -1, { kind: 'advance', from: p, to });
  }
  for (let side = 0; side < 2; side++) {
    const to = beside(p, side);
    add(KIND_SIDESTEP, p, to, -1, { kind: 'sidestep', from: p, to, toff: null });
    for (let r = 0; r < RADIALS; r++) {
      const entrant = pointAt(r, 1);
      add(KIND_SIDESTEP, p, to, entrant, { kind: 'sidestep', from: p, to, toff: entrant });
    }
  }
}
/** The pass action. */
export const PASS = kinds.length;
add(KIND_PASS, -1, -1, -1, { kind: 'pass' });

const KIND = Int8Array.from(kinds);
const FROM = Int16Array.from(froms);
const TO = Int16Array.from(tos);
const ENTRANT = Int16Array.from(entrants);

/** Number of Gong actions. */
export const ACTION_COUNT = kinds.length;
/** A pawn on the Gon has up to 312 Gongs; seven others up to 12 advances and 14 sidesteps each. */
export const MAX_MOVES = 312 + 7 * 26;

/** The first action of the sidestep of p to `side` (0 left, 1 right); its choices follow. */
const sidestepAction = (p: number, side: number): number => (BLOCK[p] as number) + ringOf(p) + side * (RADIALS + 1);

const colourOf = (state: WorkingGongState): number => state.turn + 1;

/**
 * What a sidestep of the mover's pawn from p to t does: -1 illegal; 0 a plain step or a take with
 * its inward step; else a toff, with `entrants` holding the ring-1 pawns that could enter the Gon
 * (the return value is their number plus one).
 */
function sidestepEffect(state: WorkingGongState, p: number, t: number, entrants: Int16Array): number {
  const colour = colourOf(state);
  const target = state.cells[t] as number;
  if (target === EMPTY) return 0;
  if (target === colour) return -1;
  const inner = state.cells[inward(t)] as number;
  if (inner === EMPTY) return 0;
  if (inner !== colour) return -1;
  // G6: the mover's other ring-1 pawns may enter the Gon if it is empty (the capturer stays).
  let n = 0;
  if (state.cells[GON] === EMPTY) {
    for (let r = 0; r < RADIALS; r++) {
      const q = pointAt(r, 1);
      if (q !== p && q !== t && state.cells[q] === colour) entrants[n++] = q;
    }
  }
  return n + 1;
}

const scratchEntrants = new Int16Array(RADIALS);

/** Writes the legal actions (a pass aside) in action order; returns their number. */
export function generate(state: WorkingGongState, out: Int32Array): number {
  const colour = colourOf(state);
  const cells = state.cells;
  let n = 0;
  if ((state.off[state.turn] as number) > 0) {
    for (let r = colour - 1; r < RADIALS; r += 2) if (cells[pointAt(r, RINGS)] === EMPTY) out[n++] = PLACE + r;
    return n;
  }
  if (cells[GON] === colour) {
    for (let r = 0; r < RADIALS; r++) {
      for (let k = 1; k <= RINGS; k++) {
        out[n++] = GONG + r * RINGS + (k - 1);
        if (cells[pointAt(r, k)] !== EMPTY) break;
      }
    }
  }
  const masks = (colour - 1) * RADIALS;
  for (let r = 0; r < RADIALS; r++) {
    for (let bits = state.radials[masks + r] as number; bits !== 0; bits &= bits - 1) {
      n = generateFrom(state, 1 + r * RINGS + lowestBit(bits), out, n);
    }
  }
  return n;
}

/** Writes the advances and sidesteps of the mover's pawn on p after `out[n - 1]`; returns the new count. */
function generateFrom(state: WorkingGongState, p: number, out: Int32Array, n: number): number {
  const cells = state.cells;
  const block = BLOCK[p] as number;
  const ring = ringOf(p);
  let i = 0;
  for (let q = p - 1; i < ring - 1 && cells[q] === EMPTY; q--, i++) out[n++] = block + i;
  if (i === ring - 1 && cells[GON] === EMPTY) out[n++] = block + i;
  for (let side = 0; side < 2; side++) {
    const effect = sidestepEffect(state, p, beside(p, side), scratchEntrants);
    if (effect < 0) continue;
    const action = sidestepAction(p, side);
    if (effect <= 2) out[n++] = action;
    else for (let e = 0; e < effect - 1; e++) out[n++] = action + 1 + radialOf(scratchEntrants[e] as number);
  }
  return n;
}

/**
 * Whether the mover has a legal action other than a pass: `count(state) > 0`, stopping at the
 * first move found (the end of the game is judged on it at every node of a search, and a pawn
 * on the Gon alone has up to 312 moves to list).
 */
export function canMove(state: WorkingGongState): boolean {
  const colour = colourOf(state);
  const cells = state.cells;
  if ((state.off[state.turn] as number) > 0) {
    for (let r = colour - 1; r < RADIALS; r += 2) if (cells[pointAt(r, RINGS)] === EMPTY) return true;
    return false;
  }
  // A pawn on the Gon can always take the first pawn of a radial or slide out along it (G7, G8).
  if (cells[GON] === colour) return true;
  const masks = (colour - 1) * RADIALS;
  for (let r = 0; r < RADIALS; r++) {
    for (let bits = state.radials[masks + r] as number; bits !== 0; bits &= bits - 1) {
      const p = 1 + r * RINGS + lowestBit(bits);
      // G3: a step inward (onto the Gon from ring 1).
      if ((ringOf(p) > 1 ? cells[p - 1] : cells[GON]) === EMPTY) return true;
      // G4, G5: a sidestep to either side.
      if (sidestepEffect(state, p, beside(p, 0), scratchEntrants) >= 0 || sidestepEffect(state, p, beside(p, 1), scratchEntrants) >= 0) {
        return true;
      }
    }
  }
  return false;
}

const countBuffer = new Int32Array(MAX_MOVES);

/** The number of legal actions (a pass aside). */
export function count(state: WorkingGongState): number {
  return generate(state, countBuffer);
}

/** Whether an action (in range, not the pass) is legal in the state. */
export function isLegal(state: WorkingGongState, action: number): boolean {
  const colour = colourOf(state);
  const cells = state.cells;
  const kind = KIND[action] as number;
  const placing = (state.off[state.turn] as number) > 0;
  if (kind === KIND_PLACE) return placing && ownRadial(action - PLACE, colour) && cells[TO[action] as number] === EMPTY;
  if (placing) return false;
  const from = FROM[action] as number;
  const to = TO[action] as number;
  if (cells[from] !== colour) return false;
  if (kind === KIND_GONG) {
    for (let q = to - 1; ringOf(q + 1) > 1; q--) if (cells[q] !== EMPTY) return false;
    return true;
  }
  if (kind === KIND_ADVANCE) {
    for (let q = from - 1; ringOf(q + 1) > 1 && q > to; q--) if (cells[q] !== EMPTY) return false;
    return to === GON ? cells[GON] === EMPTY && (ringOf(from) === 1 || cells[pointAt(radialOf(from), 1)] === EMPTY) : cells[to] === EMPTY;
  }
  if (kind !== KIND_SIDESTEP || from === GON) return false;
  const effect = sidestepEffect(state, from, to, scratchEntrants);
  if (effect < 0) return false;
  const entrant = ENTRANT[action] as number;
  if (effect <= 2) return entrant < 0;
  return entrant >= 0 && scratchEntrants.subarray(0, effect - 1).includes(entrant);
}

/** Plays a legal action in place. */
export function apply(state: WorkingGongState, action: number): void {
  const colour = colourOf(state);
  const { cells, on } = state;
  const kind = KIND[action] as number;
  const from = FROM[action] as number;
  const to = TO[action] as number;
  if (kind === KIND_PLACE) {
    put(state, to, colour);
    state.off[state.turn] = (state.off[state.turn] as number) - 1;
    on[state.turn] = (on[state.turn] as number) + 1;
  } else if (kind === KIND_GONG) {
    put(state, GON, EMPTY);
    if (cells[to] === EMPTY) {
      put(state, to, colour);
    } else {
      // G8: take the first pawn on the radial, then step back onto the point just crossed.
      take(state, to);
      put(state, inward(to), colour);
    }
  } else if (kind === KIND_ADVANCE) {
    put(state, from, EMPTY);
    put(state, to, colour);
  } else if (kind === KIND_SIDESTEP) {
    if (cells[to] === EMPTY) {
      put(state, from, EMPTY);
      put(state, to, colour);
    } else {
      const inner = inward(to);
      // Who enters the Gon in a toff is settled on the position before the take.
      const named = ENTRANT[action] as number;
      const entrant = cells[inner] === EMPTY ? -1 : named >= 0 ? named : onlyEntrant(state, from, to);
      put(state, from, EMPTY);
      take(state, to);
      if (cells[inner] === EMPTY) {
        put(state, inner, colour);
      } else {
        put(state, to, colour);
        toff(state, to, entrant);
      }
    }
  }
  state.turn = state.turn === 0 ? 1 : 0;
}

/** Writes a cell and keeps the per-radial masks in step. */
function put(state: WorkingGongState, p: number, code: number): void {
  if (p !== GON) {
    const old = state.cells[p] as number;
    const bit = 1 << (ringOf(p) - 1);
    const r = radialOf(p);
    if (old !== EMPTY) state.radials[(old - 1) * RADIALS + r] = (state.radials[(old - 1) * RADIALS + r] as number) & ~bit;
    if (code !== EMPTY) state.radials[(code - 1) * RADIALS + r] = (state.radials[(code - 1) * RADIALS + r] as number) | bit;
  }
  state.cells[p] = code;
}

/** G5, G8: the pawn on p is taken off the board. */
function take(state: WorkingGongState, p: number): void {
  const owner = state.cells[p] as number;
  put(state, p, EMPTY);
  state.on[owner - 1] = (state.on[owner - 1] as number) - 1;
}

/** The single ring-1 pawn that can enter the Gon in a toff, or -1 (called when there is no choice). */
function onlyEntrant(state: WorkingGongState, from: number, capturer: number): number {
  const n = sidestepEffect(state, from, capturer, scratchEntrants);
  return n === 2 ? (scratchEntrants[0] as number) : -1;
}

/**
 * G6, the toff: every pawn of the mover but the capturer is pushed one point inward, radial by
 * radial from the center outward, so a pawn moves into a point that is empty or was just vacated
 * and stays behind an enemy or an own pawn that stayed; only `entrant` (or none, -1) enters the
 * Gon. Enemy pawns and a pawn on the Gon never move.
 */
export function toff(state: WorkingGongState, capturer: number, entrant: number, pushed?: (from: number, to: number) => void): void {
  const colour = state.turn + 1;
  const cells = state.cells;
  for (let r = 0; r < RADIALS; r++) {
    for (let k = 1; k <= RINGS; k++) {
      const p = pointAt(r, k);
      if (cells[p] !== colour || p === capturer) continue;
      const q = k === 1 ? GON : p - 1;
      if (k === 1 ? p !== entrant : cells[q] !== EMPTY) continue;
      put(state, q, colour);
      put(state, p, EMPTY);
      pushed?.(p, q);
    }
  }
}

/**
 * What a legal action (not the pass) does to the board, for user interfaces: a placement puts a
 * pawn from off the board on ring 13 (G2); a take removes the pawn taken, moves the capturer onto
 * its point and then one point inward (G5, G8); a toff, after the take and the capturer's move,
 * moves each pushed pawn one point inward, in the order G6 pushes them (radial by radial from a,
 * each from the center outward), the pawn entering the Gon in its turn. Taken pawns leave the
 * game.
 */
export function effects(state: WorkingGongState, action: number): MoveEffect[] {
  const { cells } = state;
  const kind = KIND[action] as number;
  const to = TO[action] as number;
  const pawn = pawnOf(colourOf(state));
  if (kind === KIND_PLACE) return [placed(to, pawn)];
  const from = FROM[action] as number;
  const target = cells[to] as number;
  if (target === EMPTY) return [moved(from, to, pawn)];
  const take = [removed(to, pawnOf(target)), moved(from, to, pawn)];
  const inner = inward(to);
  if (kind === KIND_GONG || cells[inner] === EMPTY) return [...take, moved(to, inner, pawn)];
  const named = ENTRANT[action] as number;
  return [...take, ...toffPushes(state, from, to, named >= 0 ? named : onlyEntrant(state, from, to)).map(([p, q]) => moved(p, q, pawn))];
}

/**
 * The pushes of the toff after the mover's pawn on `from` takes on `capturer`, as pairs of points
 * in the order {@link toff} makes them: the take and the toff itself played on a copy of the state
 * (the state is left as it is), so the effects follow the rule's one implementation.
 */
function toffPushes(state: WorkingGongState, from: number, capturer: number, entrant: number): [number, number][] {
  const copy = cloneState(state);
  put(copy, from, EMPTY);
  take(copy, capturer);
  put(copy, capturer, copy.turn + 1);
  const pushes: [number, number][] = [];
  toff(copy, capturer, entrant, (p, q) => pushes.push([p, q]));
  return pushes;
}

/**
 * How a player makes a legal action (not the pass): the ring-13 point of a placement; the pawn's
 * point and where it goes for an advance or a sidestep (the pawn taken, for a take), with the
 * ring-1 pawn that enters the Gon as a point choice where a toff names one (G6); the Gon and the
 * point of arrival or of the pawn taken for a Gong (G7, G8).
 */
export function gestureOf(_state: WorkingGongState, action: number): Gesture {
  const to = TO[action] as number;
  if ((KIND[action] as number) === KIND_PLACE) return gesture([to]);
  const entrant = ENTRANT[action] as number;
  return gesture([FROM[action] as number, to], entrant < 0 ? null : { kind: 'point', point: entrant });
}

/** Takes and placements can never be undone: no position before them comes back. */
export function irreversible(before: WorkingGongState, _action: number, after: WorkingGongState): boolean {
  return before.on[0] !== after.on[0] || before.on[1] !== after.on[1] || before.off[0] !== after.off[0] || before.off[1] !== after.off[1];
}

const BLACK_WINS: GongOutcome = Object.freeze({ winner: 'black', reason: 'gon-occupied' });
const WHITE_WINS: GongOutcome = Object.freeze({ winner: 'white', reason: 'gon-occupied' });

/** G9: exactly one pawn left, counting those off the board, and it stands on the Gon. */
export function outcome(state: WorkingGongState): GongOutcome | undefined {
  const pawns = (state.on[0] as number) + (state.on[1] as number) + (state.off[0] as number) + (state.off[1] as number);
  if (pawns !== 1 || state.cells[GON] === EMPTY) return undefined;
  return state.cells[GON] === 1 ? BLACK_WINS : WHITE_WINS;
}

/** The action of a move object, or -1 if the value is not a Gong move. */
export function encode(move: unknown): number {
  if (typeof move !== 'object' || move === null) return -1;
  const m = move as Record<string, unknown>;
  const point = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) < GONG_BOARD.size;
  switch (m['kind']) {
    case 'pass':
      return PASS;
    case 'place':
      return point(m['at']) && m['at'] !== GON && ringOf(m['at']) === RINGS ? PLACE + radialOf(m['at']) : -1;
    case 'gong':
      return point(m['to']) && m['to'] !== GON ? GONG + (m['to'] - 1) : -1;
    case 'advance': {
      if (!point(m['from']) || !point(m['to']) || m['from'] === GON) return -1;
      const from = m['from'];
      const to = m['to'];
      if (to !== GON && radialOf(to) !== radialOf(from)) return -1;
      const k = ringOf(to);
      return k < ringOf(from) ? (BLOCK[from] as number) + (ringOf(from) - 1 - k) : -1;
    }
    case 'sidestep': {
      if (!point(m['from']) || !point(m['to']) || m['from'] === GON) return -1;
      const side = beside(m['from'], 0) === m['to'] ? 0 : beside(m['from'], 1) === m['to'] ? 1 : -1;
      if (side < 0) return -1;
      const base = sidestepAction(m['from'], side);
      const entrant = m['toff'];
      if (entrant === null) return base;
      return point(entrant) && entrant !== GON && ringOf(entrant) === 1 ? base + 1 + radialOf(entrant) : -1;
    }
    default:
      return -1;
  }
}

/** The (frozen, shared) move object of an action. */
export function decode(action: number): GongMove {
  return MOVES[action] as GongMove;
}

/**
 * Canonical notation: `@c13`; `e9-e4`, `e3-gon`; `e4-f4`, `e4xf4`, `e4xf4^k1`; `gon-m7`,
 * `gonxm7`; `pass`. The `x` shows a take, so it depends on the position.
 */
export function formatAction(state: WorkingGongState, action: number): string {
  const kind = KIND[action] as number;
  if (kind === KIND_PASS) return 'pass';
  const to = TO[action] as number;
  if (kind === KIND_PLACE) return formatMoveSyntax(GONG_BOARD, { kind: 'placement', piece: undefined, at: to });
  const entrant = ENTRANT[action] as number;
  return formatMoveSyntax(
    GONG_BOARD,
    {
      kind: 'move',
      from: FROM[action] as number,
      take: kind !== KIND_ADVANCE && state.cells[to] !== EMPTY && (kind === KIND_GONG || state.cells[to] !== state.turn + 1),
      to,
      captures: [],
      choice: entrant,
    },
    GONG_FORMS,
  );
}

/** Gong's notation: every form, and the toff's choice of the pawn that enters the Gon after `^` (G6). */
const GONG_FORMS: MoveForms = { choice: { mark: '^', name: 'the pawn entering the Gon' } };

/**
 * The action that notation names. Throws `notation/syntax` for text that is not Gong notation or
 * not the canonical form of the move here, `move/illegal` for points no Gong move joins.
 */
export function parseAction(state: WorkingGongState, text: string): number {
  const syntax = parseMoveSyntax(GONG_BOARD, text, GONG_FORMS);
  if (syntax.kind === 'pass') return PASS;
  let action: number;
  if (syntax.kind === 'placement') {
    if (syntax.piece !== undefined) {
      throw new RulesError('notation/syntax', `bad move ${quote(text)}: a Gong placement names no piece, as in @c13`);
    }
    action = encode({ kind: 'place', at: syntax.at });
    if (action < 0) throw new RulesError('move/illegal', `${quote(text)} is no Gong move: pawns are placed on ring 13`);
  } else {
    if (syntax.captures.length > 0) {
      throw new RulesError('notation/syntax', `bad move ${quote(text)}: a Gong move takes at most the pawn it lands on`);
    }
    const { from, to } = syntax;
    const toff = syntax.choice < 0 ? null : syntax.choice;
    if (from === GON) action = toff === null ? encode({ kind: 'gong', to }) : -1;
    else if (to === GON || (radialOf(to) === radialOf(from) && ringOf(to) < ringOf(from))) {
      action = toff === null ? encode({ kind: 'advance', from, to }) : -1;
    } else action = encode({ kind: 'sidestep', from, to, toff });
    if (action < 0) {
      throw new RulesError(
        'move/illegal',
        `${quote(text)} is no Gong move: a pawn advances inward on its radial, sidesteps along its ring (a "^" names a ring-1 pawn),` +
          ` or leaves the Gon outward`,
      );
    }
  }
  // An illegal action is left for the caller to refuse as illegal, whatever its notation claims.
  if (isLegal(state, action)) {
    const canonical = formatAction(state, action);
    if (canonical !== text) {
      throw new RulesError('notation/syntax', `bad move ${quote(text)}: this move is written ${quote(canonical)} here`);
    }
  }
  return action;
}
