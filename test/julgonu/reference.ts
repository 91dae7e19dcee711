/**
 * An independent, deliberately naive Jul-Gonu: 16 cells in point order (a1, b1, c1, d1, a2, …,
 * d4), file/rank coordinates, captures found by walking the board, J4 with a plain list of
 * earlier position strings. It shares no code with src/, so the engine's masks, precomputed
 * custodian lines and key trail are checked against the rules as RULES.md states them.
 */

export type Colour = 'b' | 'w';
export type Cell = Colour | null;
export type RefNoRepeat = 'previous' | 'any' | 'off';

export interface RefPosition {
  readonly cells: readonly Cell[];
  readonly toMove: Colour;
}

/** A step and the points it captures, ascending. */
export interface RefMove {
  readonly from: number;
  readonly to: number;
  readonly captures: readonly number[];
}

export interface RefOutcome {
  readonly winner: 'black' | 'white' | null;
  readonly reason: 'no-moves' | 'reduced-to-one' | 'max-plies' | 'repetition';
}

/**
 * A position with what J4 and the draw options need beyond it. `earlier` holds the position
 * strings of the whole game so far, oldest first, the current one last. It is deliberately *not*
 * cut at captures (the engine's trail is): positions with more pieces can never come back, so the
 * two must agree, and the reference does not rely on that argument.
 */
export interface RefGame {
  readonly position: RefPosition;
  readonly earlier: readonly string[];
  readonly ply: number;
}

export interface RefOptions {
  readonly noRepeat?: RefNoRepeat;
  readonly maxPlies?: number;
  readonly repetition?: number;
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
  return `${pointName(m.from)}-${pointName(m.to)}${m.captures.map((p) => `x${pointName(p)}`).join('')}`;
}

/** Every (from, to) step the board allows, in the documented order: the action table. */
export function refActionTable(): { from: number; to: number }[] {
  const table: { from: number; to: number }[] = [];
  for (let p = 0; p < 16; p++) {
    for (const [df, dr] of DIRECTIONS) {
      const next = pointAt(fileOf(p) + df, rankOf(p) + dr);
      if (next >= 0) table.push({ from: p, to: next });
    }
  }
  return table;
}

/**
 * J3 as the text says it: on the board after the step, look from the moved piece in each
 * direction; one enemy then a friend takes the enemy, two enemies then a friend take both.
 */
export function refCapturesAfterStep(cells: readonly Cell[], to: number): number[] {
  const me = cells[to];
  if (me === null || me === undefined) throw new Error('reference: no piece on the destination');
  const enemy = other(me);
  const taken: number[] = [];
  for (const [df, dr] of DIRECTIONS) {
    const first = pointAt(fileOf(to) + df, rankOf(to) + dr);
    const second = pointAt(fileOf(to) + 2 * df, rankOf(to) + 2 * dr);
    const third = pointAt(fileOf(to) + 3 * df, rankOf(to) + 3 * dr);
    if (first < 0 || cells[first] !== enemy || second < 0) continue;
    if (cells[second] === me) taken.push(first);
    else if (cells[second] === enemy && third >= 0 && cells[third] === me) taken.push(first, second);
  }
  return taken.sort((a, b) => a - b);
}

/** J2 + J3: every step of the player to move, in the documented order, with its captures. */
export function refSteps(pos: RefPosition): RefMove[] {
  const moves: RefMove[] = [];
  for (let p = 0; p < 16; p++) {
    if (pos.cells[p] !== pos.toMove) continue;
    for (const [df, dr] of DIRECTIONS) {
      const to = pointAt(fileOf(p) + df, rankOf(p) + dr);
      if (to < 0 || pos.cells[to] !== null) continue;
      const cells = [...pos.cells];
      cells[to] = pos.toMove;
      cells[p] = null;
      moves.push({ from: p, to, captures: refCapturesAfterStep(cells, to) });
    }
  }
  return moves;
}

export function refApply(pos: RefPosition, m: RefMove): RefPosition {
  const cells = [...pos.cells];
  cells[m.to] = cells[m.from] ?? null;
  cells[m.from] = null;
  for (const p of m.captures) cells[p] = null;
  return { cells, toMove: other(pos.toMove) };
}

export function refGame(position: RefPosition): RefGame {
  return { position, earlier: [refFormat(position)], ply: 0 };
}

export function refPlay(game: RefGame, m: RefMove): RefGame {
  const position = refApply(game.position, m);
  return { position, earlier: [...game.earlier, refFormat(position)], ply: game.ply + 1 };
}

/**
 * J4: whether a step would recreate a position the reading forbids. `previous`: the position of
 * four plies ago, counted from the position after the step. `any`: any position of the game.
 */
export function refForbidden(game: RefGame, m: RefMove, mode: RefNoRepeat): boolean {
  if (mode === 'off') return false;
  const after = refFormat(refApply(game.position, m));
  const { earlier } = game;
  // earlier[earlier.length - 1] is the current position (ply n); after the step it is ply n + 1.
  if (mode === 'previous') return earlier[earlier.length - 4] === after;
  return earlier.includes(after);
}

export function refLegal(game: RefGame, mode: RefNoRepeat = 'previous'): RefMove[] {
  return refSteps(game.position).filter((m) => !refForbidden(game, m, mode));
}

/** J5, then the draw options (RULES, common part), judged on the player to move. */
export function refOutcome(game: RefGame, options: RefOptions = {}): RefOutcome | undefined {
  const { cells, toMove } = game.position;
  const winner = toMove === 'b' ? 'white' : 'black';
  if (cells.filter((c) => c === toMove).length <= 1) return { winner, reason: 'reduced-to-one' };
  if (refLegal(game, options.noRepeat ?? 'previous').length === 0) return { winner, reason: 'no-moves' };
  const current = game.earlier[game.earlier.length - 1];
  if (options.repetition !== undefined && game.earlier.filter((k) => k === current).length >= options.repetition) {
    return { winner: null, reason: 'repetition' };
  }
  if (options.maxPlies !== undefined && game.ply >= options.maxPlies) return { winner: null, reason: 'max-plies' };
  return undefined;
}

/** The legal moves of a game: none once it is over. */
export function refMoves(game: RefGame, options: RefOptions = {}): RefMove[] {
  return refOutcome(game, options) === undefined ? refLegal(game, options.noRepeat ?? 'previous') : [];
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

export const REF_START: RefPosition = refParse('wwww/4/4/bbbb b');

/** Perft by plain recursion: sequences of exactly `depth` plies; a finished game ends its line. */
export function refPerft(game: RefGame, depth: number, options: RefOptions = {}): number {
  if (depth === 0) return 1;
  const moves = refMoves(game, options);
  if (depth === 1) return moves.length;
  let total = 0;
  for (const m of moves) total += refPerft(refPlay(game, m), depth - 1, options);
  return total;
}
