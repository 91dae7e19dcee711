// Text diagrams of positions, drawn from the board's layout through the Game contract alone:
// a grid with file letters and rank numbers (Kono, Jul-Gonu), a hexagon beside a key of its cell
// names (Agon), a table of rings by radials (Gong), or a list of points for any other board.
import type { AnyGame, Piece, Position } from '../core/game.js';
import { capitalised, describeOutcome } from './words.js';

/** One character for a piece, as the position strings write it; `.` for an empty point. */
function mark(piece: Piece | undefined): string {
  if (piece === undefined) return '.';
  // Agon's pieces: Queens and Guards, lower case Black and upper case White.
  if (piece.kind === 'queen' || piece.kind === 'guard') {
    return piece.owner === 'black' ? (piece.kind[0] as string) : (piece.kind[0] as string).toUpperCase();
  }
  return piece.owner === 'black' ? 'b' : 'w';
}

/** The rows of a grid board: ranks from the top down, file letters below and above. */
function gridRows(game: AnyGame, position: Position, files: number, ranks: number): string[] {
  const board = game.board;
  const at: (number | undefined)[][] = Array.from({ length: ranks }, () => Array<number | undefined>(files).fill(undefined));
  for (let p = 0; p < board.size; p++) {
    const { x, y } = board.coordinates(p);
    const row = at[Math.round(y)];
    if (row !== undefined) row[Math.round(x)] = p;
  }
  const fileNames = Array.from({ length: files }, (_, f) => {
    const p = at[0]?.[f];
    return p === undefined ? '?' : board.name(p).replace(/[0-9]+$/, '');
  });
  const rankNames = Array.from({ length: ranks }, (_, r) => {
    const p = at[r]?.[0];
    return p === undefined ? '?' : board.name(p).replace(/^[a-z]+/, '');
  });
  const width = Math.max(...rankNames.map((name) => name.length));
  const letters = `${' '.repeat(width + 2)}${fileNames.join(' ')}`;
  const lines = [letters];
  for (let r = ranks - 1; r >= 0; r--) {
    const cells = (at[r] ?? []).map((p) => (p === undefined ? ' ' : mark(game.pieceAt(position, p))));
    const rank = rankNames[r] as string;
    lines.push(`${rank.padStart(width)}  ${cells.join(' ')}  ${rank}`);
  }
  lines.push(letters);
  return lines;
}

/**
 * A hexagon of cells (Agon), as columns of cells on alternate text rows, each cell showing
 * `show(point)` in a slot of `pitch` characters per column.
 */
function hexRows(game: AnyGame, pitch: number, show: (p: number) => string): string[] {
  const board = game.board;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let p = 0; p < board.size; p++) {
    const { x, y } = board.coordinates(p);
    xs.push(Math.round(x * 1000));
    ys.push(Math.round(y * 2));
  }
  const columns = [...new Set(xs)].sort((a, b) => a - b);
  const rows = [...new Set(ys)].sort((a, b) => b - a);
  const grid = rows.map(() => Array.from({ length: columns.length * pitch + 4 }, () => ' '));
  for (let p = 0; p < board.size; p++) {
    const text = show(p);
    const line = grid[rows.indexOf(ys[p] as number)] as string[];
    const start = columns.indexOf(xs[p] as number) * pitch;
    for (let i = 0; i < text.length; i++) line[start + i] = text[i] as string;
  }
  return grid.map((line) => line.join('').trimEnd());
}

/** The Agon board: the pieces on the hexagon, beside the same hexagon with the cell names. */
function hexagonRows(game: AnyGame, position: Position): string[] {
  const board = game.board;
  const pieces = hexRows(game, 2, (p) => mark(game.pieceAt(position, p)));
  const names = hexRows(game, 3, (p) => board.name(p));
  const width = Math.max(...pieces.map((line) => line.length)) + 6;
  // The file letters under each column of the pieces.
  const files: string[] = [];
  for (let p = 0; p < board.size; p++) {
    const file = board.name(p).replace(/[0-9]+$/, '');
    if (!files.includes(file)) files.push(file);
  }
  return [...pieces.map((line, i) => `${line.padEnd(width)}${names[i] ?? ''}`.trimEnd()), files.join(' ')];
}

/** The Gong board: one column per radial (`a` to `x`), one row per ring (13 at the top), then the Gon. */
function ringRows(game: AnyGame, position: Position, rings: number, radials: number, center: number): string[] {
  const board = game.board;
  // Point order: the center, then each radial from ring 1 out (see ringsAndRadials).
  const pointAt = (radial: number, ring: number): number => 1 + radial * rings + (ring - 1);
  const letters = Array.from({ length: radials }, (_, r) => board.name(pointAt(r, 1)).replace(/[0-9]+$/, ''));
  const label = (text: string): string => text.padStart(7);
  const lines = [`${label('radial')}  ${letters.join(' ')}`];
  // Gong's radials alternate in colour, a black; pawns are placed on their own colour.
  if (game.id === 'gong') lines.push(`${label('colour')}  ${letters.map((_, r) => (r % 2 === 0 ? 'b' : 'w')).join(' ')}`);
  for (let ring = rings; ring >= 1; ring--) {
    const cells = letters.map((_, r) => mark(game.pieceAt(position, pointAt(r, ring))));
    lines.push(`${label(`ring ${ring}`)}  ${cells.join(' ')}`);
  }
  lines.push(`${label(board.name(center))}  ${mark(game.pieceAt(position, center))}`);
  return lines;
}

/** Every occupied point of a board with no drawable layout. */
function listRows(game: AnyGame, position: Position): string[] {
  const board = game.board;
  const lines: string[] = [];
  for (let p = 0; p < board.size; p++) {
    const piece = game.pieceAt(position, p);
    if (piece !== undefined) lines.push(`${board.name(p)}: ${piece.owner} ${piece.kind}`);
  }
  return lines.length > 0 ? lines : ['(no pieces on the board)'];
}

/** The pieces of each side by point, e.g. `Black: c13 e4`, for the boards too big to read at a glance. */
function piecesByPoint(game: AnyGame, position: Position): string[] {
  const board = game.board;
  return (['black', 'white'] as const).map((owner) => {
    const points: string[] = [];
    for (let p = 0; p < board.size; p++) {
      const piece = game.pieceAt(position, p);
      if (piece?.owner === owner) points.push(piece.kind === 'queen' ? `${board.name(p)} (Queen)` : board.name(p));
    }
    return `${capitalised(owner)} on the board (${points.length}): ${points.length === 0 ? '-' : points.join(' ')}`;
  });
}

/** What the fields after the board and the player to move say, for the games that have them. */
function offBoardLines(game: AnyGame, position: Position): string[] {
  const fields = game.formatPosition(position).split(' ');
  if (game.id === 'agon') {
    const [held = '-', unplaced = '-'] = fields.slice(2);
    const lines: string[] = [];
    if (held !== '-') lines.push(`Held for return: ${held}`);
    if (unplaced !== '-') lines.push(`Not yet placed: ${unplaced}`);
    return lines;
  }
  if (game.id === 'gong') {
    const [black = '0', white = '0'] = fields.slice(2);
    return [`Off the board: Black ${black}, White ${white}`];
  }
  return [];
}

/** The key to the piece letters. */
function legend(game: AnyGame): string {
  if (game.board.layout.kind === 'hexagon') return 'q g: Black Queen and Guards, Q G: White Queen and Guards, .: empty';
  return 'b: Black, w: White, .: empty';
}

/** The board as lines of text, with its point names. */
export function boardLines(game: AnyGame, position: Position): string[] {
  const layout = game.board.layout;
  switch (layout.kind) {
    case 'grid':
      return gridRows(game, position, layout.files, layout.ranks);
    case 'hexagon':
      return [...hexagonRows(game, position), '', ...piecesByPoint(game, position)];
    case 'rings':
      return [...ringRows(game, position, layout.rings, layout.radials, layout.center), '', ...piecesByPoint(game, position)];
    default:
      return listRows(game, position);
  }
}

/**
 * The full picture of a position: the board, the key to the letters, pieces off the board, the
 * position string, and who is to move or how the game ended.
 */
export function diagram(game: AnyGame, position: Position): string {
  const lines = [...boardLines(game, position), legend(game), ...offBoardLines(game, position)];
  lines.push(`Position: ${game.formatPosition(position)}`);
  const outcome = game.outcome(position);
  lines.push(
    outcome === undefined
      ? `${capitalised(game.toMove(position))} to move (ply ${position.ply}).`
      : `Game over: ${describeOutcome(outcome)}.`,
  );
  return lines.join('\n');
}
