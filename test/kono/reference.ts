/**
 * An independent, deliberately naive Four Field Kono: 16 cells in point order (a1, b1, c1, d1,
 * a2, …, d4), file/rank coordinates, moves as notation. It shares no code with src/kono, so the
 * engine's bit tricks are checked against the rules as RULES.md states them.
 */

export type Colour = 'b' | 'w';
export type Cell = Colour | null;

export interface RefPosition {
  readonly cells: readonly Cell[];
  readonly toMove: Colour;
}

export interface RefMove {
  readonly kind: 'step' | 'capture';
  readonly from: number;
  readonly to: number;
}

export interface RefOutcome {
  readonly winner: 'black' | 'white' | null;
  readonly reason: 'no-moves' | 'captured-all' | 'max-plies' | 'repetition';
}

const FILES = ['a', 'b', 'c', 'd'];
/** North, east, south, west as (file, rank) steps: the documented direction order. */
export const DIRECTIONS: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
];

export function pointAt(file: number, rank: number): number {
  return file < 0 || file > 3 || rank < 0 || rank > 3 ? -1 : rank * 4 + file;
}

export function fileOf(p: number): number {
  return p % 4;
}

export function rankOf(p: number): number {
  return Math.floor(p / 4);
}

export function pointName(p: number): string {
  return `${FILES[fileOf(p)] ?? '?'}${rankOf(p) + 1}`;
}

export function other(c: Colour): Colour {
  return c === 'b' ? 'w' : 'b';
}

export function refNotation(m: RefMove): string {
  return `${pointName(m.from)}${m.kind === 'capture' ? 'x' : '-'}${pointName(m.to)}`;
}

/** Every (from, to) pair the board allows, in the documented order: the action table. */
export function refActionTable(): RefMove[] {
  const table: RefMove[] = [];
  for (let p = 0; p < 16; p++) {
    for (const [df, dr] of DIRECTIONS) {
      const next = pointAt(fileOf(p) + df, rankOf(p) + dr);
      if (next < 0) continue;
      table.push({ kind: 'step', from: p, to: next });
      const beyond = pointAt(fileOf(p) + 2 * df, rankOf(p) + 2 * dr);
      if (beyond >= 0) table.push({ kind: 'capture', from: p, to: beyond });
    }
  }
  return table;
}

export function refMoves(pos: RefPosition): RefMove[] {
  const me = pos.toMove;
  const moves: RefMove[] = [];
  for (let p = 0; p < 16; p++) {
    if (pos.cells[p] !== me) continue;
    for (const [df, dr] of DIRECTIONS) {
      const next = pointAt(fileOf(p) + df, rankOf(p) + dr);
      if (next < 0) continue;
      if (pos.cells[next] === null) moves.push({ kind: 'step', from: p, to: next });
      const beyond = pointAt(fileOf(p) + 2 * df, rankOf(p) + 2 * dr);
      if (beyond >= 0 && pos.cells[next] === me && pos.cells[beyond] === other(me)) {
        moves.push({ kind: 'capture', from: p, to: beyond });
      }
    }
  }
  return moves;
}

export function refApply(pos: RefPosition, m: RefMove): RefPosition {
  const cells = [...pos.cells];
  cells[m.to] = cells[m.from] ?? null;
  cells[m.from] = null;
  return { cells, toMove: other(pos.toMove) };
}

/** K5 only (no draw options): the player to move without a move loses. */
export function refOutcome(pos: RefPosition): RefOutcome | undefined {
  if (refMoves(pos).length > 0) return undefined;
  const winner = pos.toMove === 'b' ? 'white' : 'black';
  return { winner, reason: pos.cells.includes(pos.toMove) ? 'no-moves' : 'captured-all' };
}

export function refParse(text: string): RefPosition {
  const [board, side] = text.split(' ');
  const rows = (board ?? '').split('/');
  if (rows.length !== 4 || (side !== 'b' && side !== 'w')) throw new Error(`reference cannot read ${text}`);
  const cells: Cell[] = new Array<Cell>(16).fill(null);
  rows.forEach((row, i) => {
    const rank = 3 - i;
    let file = 0;
    for (const ch of row) {
      if (ch === 'b' || ch === 'w') cells[pointAt(file++, rank)] = ch;
      else file += Number(ch);
    }
    if (file !== 4) throw new Error(`reference cannot read ${text}`);
  });
  return { cells, toMove: side };
}

export function refFormat(pos: RefPosition): string {
  const rows: string[] = [];
  for (let rank = 3; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (let file = 0; file < 4; file++) {
      const cell = pos.cells[pointAt(file, rank)];
      if (cell === null || cell === undefined) {
        empty++;
        continue;
      }
      if (empty > 0) row += String(empty);
      empty = 0;
      row += cell;
    }
    rows.push(empty > 0 ? row + String(empty) : row);
  }
  return `${rows.join('/')} ${pos.toMove}`;
}

export function refKey(pos: RefPosition): string {
  return refFormat(pos);
}

export const REF_START: RefPosition = refParse('wwww/wwww/bbbb/bbbb b');

/** Draw options as the reference understands them (RULES, common part). */
export interface RefDrawOptions {
  readonly maxPlies?: number;
  readonly repetition?: number;
}

/**
 * Perft by plain recursion: sequences of exactly `depth` plies; a finished game (by K5 or by a
 * draw option) ends its line, which then counts for nothing. `history` holds the keys since
 * the last capture, the current position last; captures clear it, as no earlier position can
 * recur with fewer pieces.
 */
export function refPerft(
  pos: RefPosition,
  depth: number,
  options: RefDrawOptions = {},
  ply = 0,
  history: readonly string[] = [refKey(pos)],
): number {
  if (depth === 0) return 1;
  const current = history[history.length - 1];
  if (options.repetition !== undefined && history.filter((k) => k === current).length >= options.repetition) return 0;
  if (options.maxPlies !== undefined && ply >= options.maxPlies) return 0;
  const moves = refMoves(pos);
  let total = 0;
  for (const m of moves) {
    const next = refApply(pos, m);
    const key = refKey(next);
    total += refPerft(next, depth - 1, options, ply + 1, m.kind === 'capture' ? [key] : [...history, key]);
  }
  return total;
}
