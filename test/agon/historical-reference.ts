/**
 * An independent, deliberately naive Agon of the historical variant (AH1–AH6), written from
 * RULES.md alone, on the geometry of the seed reference (cell names, neighbours, rings by
 * walking them): cells are a Map from cell name to piece letter, captured pieces a Set of cell
 * names, moves are named by cell names. It shares no code with src/.
 */
import { CENTER, EDGE, NAMES, RINGS, RING_ONE, colourOf, indexOf, neighbour, other, type Colour, type Letter } from './reference.js';

export interface HistoricalPosition {
  readonly cells: ReadonlyMap<string, Letter>;
  /** The cells of the captured pieces (AH3). */
  readonly captured: ReadonlySet<string>;
  readonly toMove: Colour;
}

/** A step (AH1) or a release (AH4), by cell names, or a pass (AH6). */
export type HistoricalMove =
  | { readonly kind: 'step'; readonly from: string; readonly to: string }
  | { readonly kind: 'release'; readonly from: string; readonly to: string }
  | { readonly kind: 'pass' };

export interface HistoricalOutcome {
  readonly winner: 'black' | 'white' | null;
  readonly reason: 'seat-of-power' | 'guards-without-queen' | 'no-move-for-either';
}

export const HISTORICAL_START = '1G2g1/g5G/8/G7g/10/q9Q/10/G7g/8/g5G/1G2g1 b - -';

const ringOf = (name: string): number => RINGS.get(name) ?? -1;

const isQueen = (l: Letter): boolean => l === 'q' || l === 'Q';

/** Reads a position string of the variant: a `*` after a letter marks a captured piece. */
export function historicalParse(text: string): HistoricalPosition {
  const [board, side] = text.split(' ') as [string, string];
  const cells = new Map<string, Letter>();
  const captured = new Set<string>();
  board.split('/').forEach((file, f) => {
    let rank = 1;
    for (const token of file.match(/[0-9]+|[qgQG]\*?/g) ?? []) {
      if (/^[0-9]+$/.test(token)) {
        rank += Number(token);
        continue;
      }
      const name = `${'abcdefghikl'[f] ?? '?'}${rank++}`;
      cells.set(name, token.charAt(0) as Letter);
      if (token.endsWith('*')) captured.add(name);
    }
  });
  return { cells, captured, toMove: side as Colour };
}

export function historicalFormat(pos: HistoricalPosition): string {
  const files: string[] = [];
  let i = 0;
  for (let f = 0; f < 11; f++) {
    const length = 11 - Math.abs(f - 5);
    let text = '';
    let run = 0;
    for (let rank = 1; rank <= length; rank++, i++) {
      const name = NAMES[i] as string;
      const piece = pos.cells.get(name);
      if (piece === undefined) {
        run++;
        continue;
      }
      if (run > 0) text += String(run);
      run = 0;
      text += piece + (pos.captured.has(name) ? '*' : '');
    }
    files.push(run > 0 ? text + String(run) : text);
  }
  return `${files.join('/')} ${pos.toMove} - -`;
}

/** AH2: whether the piece on `at` stands between two enemy pieces on one of the three axes. */
function betweenEnemies(cells: ReadonlyMap<string, Letter>, at: string): boolean {
  const me = cells.get(at) as Letter;
  for (let d = 0; d < 3; d++) {
    const a = neighbour(at, d);
    const b = neighbour(at, d + 3);
    const pa = a === undefined ? undefined : cells.get(a);
    const pb = b === undefined ? undefined : cells.get(b);
    if (pa !== undefined && pb !== undefined && colourOf(pa) !== colourOf(me) && colourOf(pb) !== colourOf(me)) return true;
  }
  return false;
}

/** The moves of the player to move, the pass aside, in the documented order (by action index). */
export function historicalPseudoMoves(pos: HistoricalPosition): HistoricalMove[] {
  const mine = [...pos.captured].filter((c) => colourOf(pos.cells.get(c) as Letter) === pos.toMove);
  const moves: HistoricalMove[] = [];
  if (mine.length > 0) {
    // AH4: a captured Queen first, anywhere empty; else any captured Guard, to an empty edge cell.
    const queen = mine.find((c) => isQueen(pos.cells.get(c) as Letter));
    const sources = queen !== undefined ? [queen] : mine.sort((a, b) => indexOf(a) - indexOf(b));
    for (const from of sources) {
      for (const to of queen !== undefined ? NAMES : EDGE) if (!pos.cells.has(to)) moves.push({ kind: 'release', from, to });
    }
    return moves;
  }
  for (const from of NAMES) {
    const piece = pos.cells.get(from);
    if (piece === undefined || colourOf(piece) !== pos.toMove) continue;
    for (let d = 0; d < 6; d++) {
      const to = neighbour(from, d);
      if (to === undefined || pos.cells.has(to) || ringOf(to) > ringOf(from) || (to === CENTER && !isQueen(piece))) continue;
      const cells = new Map(pos.cells);
      cells.delete(from);
      cells.set(to, piece);
      if (!betweenEnemies(cells, to)) moves.push({ kind: 'step', from, to });
    }
  }
  return moves;
}

/** AH3: the enemies a step to `at` captures: enemy next, own piece behind, not captured already. */
function captures(cells: ReadonlyMap<string, Letter>, captured: ReadonlySet<string>, at: string): string[] {
  const me = cells.get(at) as Letter;
  const found: string[] = [];
  for (let d = 0; d < 6; d++) {
    const first = neighbour(at, d);
    const second = first === undefined ? undefined : neighbour(first, d);
    if (first === undefined || second === undefined) continue;
    const enemy = cells.get(first);
    const behind = cells.get(second);
    if (enemy !== undefined && colourOf(enemy) !== colourOf(me) && behind !== undefined && colourOf(behind) === colourOf(me)) {
      if (!captured.has(first)) found.push(first);
    }
  }
  return found.sort((a, b) => indexOf(a) - indexOf(b));
}

export function historicalApply(pos: HistoricalPosition, m: HistoricalMove): HistoricalPosition {
  if (m.kind === 'pass') return { ...pos, toMove: other(pos.toMove) };
  const cells = new Map(pos.cells);
  const captured = new Set(pos.captured);
  const piece = cells.get(m.from) as Letter;
  cells.delete(m.from);
  cells.set(m.to, piece);
  if (m.kind === 'release') captured.delete(m.from);
  else for (const c of captures(cells, captured, m.to)) captured.add(c);
  return { cells, captured, toMove: other(pos.toMove) };
}

export function historicalNotation(pos: HistoricalPosition, m: HistoricalMove): string {
  if (m.kind === 'pass') return 'pass';
  if (m.kind === 'release') return `${m.from}-${m.to}`;
  const cells = new Map(pos.cells);
  const piece = cells.get(m.from) as Letter;
  cells.delete(m.from);
  cells.set(m.to, piece);
  return `${m.from}-${m.to}${captures(cells, pos.captured, m.to)
    .map((c) => `x${c}`)
    .join('')}`;
}

/** AH5 for the player who has just moved; then AH6's draw when neither side has a move. */
export function historicalOutcome(pos: HistoricalPosition): HistoricalOutcome | undefined {
  const justMoved = other(pos.toMove);
  const guard = justMoved === 'b' ? 'g' : 'G';
  if (RING_ONE.every((c) => pos.cells.get(c) === guard)) {
    const seated = pos.cells.get(CENTER) === (justMoved === 'b' ? 'q' : 'Q');
    // Seated, the six Guards win for their side; without the Queen they lose.
    const winnerColour = seated ? justMoved : other(justMoved);
    return { winner: winnerColour === 'b' ? 'black' : 'white', reason: seated ? 'seat-of-power' : 'guards-without-queen' };
  }
  if (historicalPseudoMoves(pos).length === 0 && historicalPseudoMoves({ ...pos, toMove: justMoved }).length === 0) {
    return { winner: null, reason: 'no-move-for-either' };
  }
  return undefined;
}

/** The legal moves: none once the game is over, a lone pass for a player with nothing else (AH6). */
export function historicalMoves(pos: HistoricalPosition): HistoricalMove[] {
  if (historicalOutcome(pos) !== undefined) return [];
  const moves = historicalPseudoMoves(pos);
  return moves.length > 0 ? moves : [{ kind: 'pass' }];
}

/** Perft by plain recursion; a finished game ends its line. */
export function historicalPerft(pos: HistoricalPosition, depth: number): number {
  if (depth === 0) return 1;
  const moves = historicalMoves(pos);
  if (depth === 1) return moves.length;
  let total = 0;
  for (const m of moves) total += historicalPerft(historicalApply(pos, m), depth - 1);
  return total;
}
