/**
 * A deliberately simple, independent reference implementation of Gong, written straight from
 * RULES.md (G1–G10). It shares no code with src/: points are names (`gon`, `a1`…`x13`), the board
 * is a Map from point name to colour, and the radial/ring arithmetic is its own. Slow and plain.
 */

export type Colour = 'b' | 'w';

export const LETTERS = 'abcdefghijklmnopqrstuvwx';
export const RADIALS = 24;
export const RINGS = 13;
export const GON = 'gon';

/** The name of radial r (any integer, wrapped) and ring k (0 = the Gon). */
export function pt(r: number, k: number): string {
  if (k === 0) return GON;
  const rr = ((r % RADIALS) + RADIALS) % RADIALS;
  return `${LETTERS.charAt(rr)}${k}`;
}
export function radial(p: string): number {
  return LETTERS.indexOf(p.charAt(0));
}
export function ring(p: string): number {
  return p === GON ? 0 : Number(p.slice(1));
}
/** The point one step toward the center (the Gon from ring 1). */
export function inwardOf(p: string): string {
  return pt(radial(p), ring(p) - 1);
}
/** All point names in the library's point order: gon, a1…a13, b1…, x13. */
export const NAMES: readonly string[] = [
  GON,
  ...Array.from({ length: RADIALS * RINGS }, (_, i) => pt(Math.floor(i / RINGS), (i % RINGS) + 1)),
];

export const other = (c: Colour): Colour => (c === 'b' ? 'w' : 'b');
/** Black radials are a, c, e, … (even index). */
export const radialColour = (r: number): Colour => (r % 2 === 0 ? 'b' : 'w');

export interface RefPos {
  readonly cells: ReadonlyMap<string, Colour>;
  readonly toMove: Colour;
  readonly off: { readonly b: number; readonly w: number };
}

export type RefMove =
  | { readonly kind: 'place'; readonly at: string }
  | { readonly kind: 'advance'; readonly from: string; readonly to: string }
  | { readonly kind: 'sidestep'; readonly from: string; readonly to: string; readonly toff: string | null }
  | { readonly kind: 'gong'; readonly to: string }
  | { readonly kind: 'pass' };

export const REF_START = `-/${Array.from({ length: 24 }, () => '13').join('/')} b 8 8`;

/** Reads a valid position string (no validation beyond what the tests need). */
export function refParse(text: string): RefPos {
  const [board, mover, b, w] = text.trim().split(' ') as [string, string, string, string];
  const parts = board.split('/');
  const cells = new Map<string, Colour>();
  const g = parts[0] as string;
  if (g === 'b' || g === 'w') cells.set(GON, g);
  for (let r = 0; r < RADIALS; r++) {
    const tokens = (parts[r + 1] as string).match(/\d+|[bw]/g) ?? [];
    let k = 1;
    for (const t of tokens) {
      if (t === 'b' || t === 'w') cells.set(pt(r, k++), t);
      else k += Number(t);
    }
    if (k !== RINGS + 1) throw new Error(`reference: radial ${r} of ${text} has ${k - 1} points`);
  }
  return { cells, toMove: mover as Colour, off: { b: Number(b), w: Number(w) } };
}

export function refFormat(pos: RefPos): string {
  const radials: string[] = [];
  for (let r = 0; r < RADIALS; r++) {
    let s = '';
    let run = 0;
    for (let k = 1; k <= RINGS; k++) {
      const c = pos.cells.get(pt(r, k));
      if (c === undefined) run++;
      else {
        if (run > 0) s += String(run);
        run = 0;
        s += c;
      }
    }
    if (run > 0) s += String(run);
    radials.push(s);
  }
  return `${pos.cells.get(GON) ?? '-'}/${radials.join('/')} ${pos.toMove} ${pos.off.b} ${pos.off.w}`;
}

/** The pawns of each colour on the board. */
export function onBoard(pos: RefPos, c: Colour): number {
  let n = 0;
  for (const v of pos.cells.values()) if (v === c) n++;
  return n;
}

/** G5: what a sidestep from → to does: null illegal; 'step' a plain step or take-and-step; else a toff with these entrant candidates. */
function sidestepKind(pos: RefPos, from: string, to: string): null | 'step' | { entrants: string[] } {
  const me = pos.toMove;
  const target = pos.cells.get(to);
  if (target === undefined) return 'step';
  if (target === me) return null;
  const inner = pos.cells.get(inwardOf(to));
  if (inner === undefined) return 'step';
  if (inner !== me) return null;
  const entrants: string[] = [];
  if (!pos.cells.has(GON)) {
    for (let r = 0; r < RADIALS; r++) {
      const p = pt(r, 1);
      if (p !== from && p !== to && pos.cells.get(p) === me) entrants.push(p);
    }
  }
  return { entrants };
}

/** The legal moves other than a pass, in the engine's documented order. */
function rawMoves(pos: RefPos): RefMove[] {
  const me = pos.toMove;
  const moves: RefMove[] = [];
  if (pos.off[me] > 0) {
    for (let r = 0; r < RADIALS; r++)
      if (radialColour(r) === me && !pos.cells.has(pt(r, RINGS))) moves.push({ kind: 'place', at: pt(r, RINGS) });
    return moves;
  }
  if (pos.cells.get(GON) === me) {
    for (let r = 0; r < RADIALS; r++) {
      for (let k = 1; k <= RINGS; k++) {
        moves.push({ kind: 'gong', to: pt(r, k) });
        if (pos.cells.has(pt(r, k))) break;
      }
    }
  }
  for (const p of NAMES) {
    if (p === GON || pos.cells.get(p) !== me) continue;
    const r = radial(p);
    for (let k = ring(p) - 1; k >= 0; k--) {
      if (pos.cells.has(pt(r, k))) break;
      moves.push({ kind: 'advance', from: p, to: pt(r, k) });
    }
    for (const dr of [1, -1]) {
      const to = pt(r + dr, ring(p));
      const kind = sidestepKind(pos, p, to);
      if (kind === null) continue;
      if (kind === 'step' || kind.entrants.length <= 1) moves.push({ kind: 'sidestep', from: p, to, toff: null });
      else for (const e of kind.entrants) moves.push({ kind: 'sidestep', from: p, to, toff: e });
    }
  }
  return moves;
}

/** G9: exactly one pawn left (counting those off) and it is on the Gon. */
export function refOutcome(pos: RefPos): { winner: 'black' | 'white' | null; reason: string } | undefined {
  const total = pos.cells.size + pos.off.b + pos.off.w;
  const gon = pos.cells.get(GON);
  if (total === 1 && gon !== undefined) return { winner: gon === 'b' ? 'black' : 'white', reason: 'gon-occupied' };
  if (rawMoves(pos).length === 0 && rawMoves({ ...pos, toMove: other(pos.toMove) }).length === 0)
    return { winner: null, reason: 'no-move-for-either' };
  return undefined;
}

/** The legal moves: none when the game is over, a lone pass for a stuck player. */
export function refMoves(pos: RefPos): RefMove[] {
  if (refOutcome(pos) !== undefined) return [];
  const moves = rawMoves(pos);
  return moves.length === 0 ? [{ kind: 'pass' }] : moves;
}

/**
 * G6, the toff, straight from the text, on a board where the capturer already stands on the
 * point it took: every other pawn of `me` is pushed one point inward; radial by radial (in
 * `order`), from the center outward, a pawn moves if its next point is empty (or was just
 * vacated), stays behind an enemy or an own pawn that stayed; a ring-1 pawn enters the Gon only
 * if it is `entrant`. Enemy pawns and a pawn on the Gon never move.
 */
export function refToff(cells: Map<string, Colour>, me: Colour, capturer: string, entrant: string | null, order: readonly number[]): void {
  for (const r of order) {
    for (let k = 1; k <= RINGS; k++) {
      const p = pt(r, k);
      if (cells.get(p) !== me || p === capturer) continue;
      const next = pt(r, k - 1);
      if (k === 1) {
        if (p === entrant && !cells.has(GON)) {
          cells.delete(p);
          cells.set(GON, me);
        }
      } else if (!cells.has(next)) {
        cells.delete(p);
        cells.set(next, me);
      }
    }
  }
}

export const RADIAL_ORDER: readonly number[] = Array.from({ length: RADIALS }, (_, r) => r);

/** The position after a (legal) move; `order` is the radial order of a toff. */
export function refApply(pos: RefPos, move: RefMove, order: readonly number[] = RADIAL_ORDER): RefPos {
  const me = pos.toMove;
  const cells = new Map(pos.cells);
  const off = { ...pos.off };
  switch (move.kind) {
    case 'pass':
      break;
    case 'place':
      cells.set(move.at, me);
      off[me]--;
      break;
    case 'advance':
      cells.delete(move.from);
      cells.set(move.to, me);
      break;
    case 'gong':
      cells.delete(GON);
      if (cells.has(move.to)) {
        cells.delete(move.to);
        cells.set(inwardOf(move.to), me);
      } else cells.set(move.to, me);
      break;
    case 'sidestep': {
      const target = cells.get(move.to);
      if (target === undefined) {
        cells.delete(move.from);
        cells.set(move.to, me);
        break;
      }
      const kind = sidestepKind(pos, move.from, move.to);
      cells.delete(move.from);
      cells.delete(move.to);
      const inner = inwardOf(move.to);
      if (!cells.has(inner)) {
        cells.set(inner, me);
        break;
      }
      cells.set(move.to, me);
      const entrants = kind !== null && kind !== 'step' ? kind.entrants : [];
      const entrant = move.toff ?? (entrants.length === 1 ? (entrants[0] as string) : null);
      refToff(cells, me, move.to, entrant, order);
      break;
    }
  }
  return { cells, toMove: other(me), off };
}

export function refNotation(pos: RefPos, move: RefMove): string {
  switch (move.kind) {
    case 'pass':
      return 'pass';
    case 'place':
      return `@${move.at}`;
    case 'advance':
      return `${move.from}-${move.to}`;
    case 'gong':
      return `gon${pos.cells.has(move.to) ? 'x' : '-'}${move.to}`;
    case 'sidestep':
      return `${move.from}${pos.cells.has(move.to) ? 'x' : '-'}${move.to}${move.toff === null ? '' : `^${move.toff}`}`;
  }
}

export function refPerft(pos: RefPos, depth: number): number {
  if (depth === 0) return 1;
  const moves = refMoves(pos);
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) n += refPerft(refApply(pos, m), depth - 1);
  return n;
}
