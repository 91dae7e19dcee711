import { GON, GONG_BOARD, RADIALS, RINGS, beside, pointAt, radialOf, ringOf } from './board.js';

/**
 * A Gong move: a `place` of a pawn from off the board on ring 13; an `advance` inward along the
 * radial, maybe onto the Gon; a `sidestep` along the ring, which takes an enemy pawn there and
 * may end in a toff, where `toff` names the ring-1 pawn the mover sends into the Gon when several
 * could enter (else `null`); a `gong` from the Gon outward to `to`, taking the pawn there if there
 * is one; or a `pass`.
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
/** The first placement action; the placement on radial r is `PLACE + r`. */
export const PLACE = 0;
/** The first Gong action; the Gong to radial r, ring k is `GONG + r * RINGS + k - 1`. */
export const GONG = PLACE + RADIALS;
/** The kinds of action, as {@link KIND} holds them. */
export const KIND_PLACE = 0;
export const KIND_GONG = 1;
export const KIND_ADVANCE = 2;
export const KIND_SIDESTEP = 3;
export const KIND_PASS = 4;
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
/**
 * The first action of the pawn on point p, at `FIRST_ACTION[p]`: its advances, nearest first
 * (the advance to ring k from ring j is `FIRST_ACTION[p] + j - 1 - k`, the Gon ring 0).
 */
export const FIRST_ACTION = new Int32Array(GONG_BOARD.size);
for (let p = 1; p < GONG_BOARD.size; p++) {
  FIRST_ACTION[p] = kinds.length;
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

/** Each action's kind (`KIND_PLACE` …), the point it moves from (-1 for none), the point it names as `to` or `at`, and a toff's named entrant (-1 for none). */
export const KIND = Int8Array.from(kinds);
export const FROM = Int16Array.from(froms);
export const TO = Int16Array.from(tos);
export const ENTRANT = Int16Array.from(entrants);

/** Number of Gong actions. */
export const ACTION_COUNT = kinds.length;
/** A pawn on the Gon has up to 312 Gongs; seven others up to 12 advances and 14 sidesteps each. */
export const MAX_MOVES = 312 + 7 * 26;

/** The first action of the sidestep of p to `side` (0 left, 1 right); its toff choices follow, by the entrant's radial. */
export const sidestepAction = (p: number, side: number): number => (FIRST_ACTION[p] as number) + ringOf(p) + side * (RADIALS + 1);

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
      return k < ringOf(from) ? (FIRST_ACTION[from] as number) + (ringOf(from) - 1 - k) : -1;
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
