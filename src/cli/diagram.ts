// Text diagrams of positions, drawn from the board's layout through the Game contract alone:
// a grid with file letters and rank numbers (Kono, Jul-Gonu), a hexagon in 11 rows beside a key of
// its cell names (Agon), a table of rings by radials (Gong), or a list of points for any other
// board; optionally the last move marked and the board turned round.
import type { MoveEffect } from '../core/effects.js';
import type { AnyGame, Piece, Position } from '../core/game.js';
import { OFF_BOARD_REASONS, type OffBoardReason } from '../core/off-board.js';
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

/** How a diagram is drawn: the last move's points marked, and the board seen from the other side. */
export interface DiagramView {
  /** Points to mark with `*` after their cell: the points the last move changed (see {@link lastMovePoints}). */
  readonly lastMove?: readonly number[];
  /** Draw the board turned half a circle, as the player at the top sees it. */
  readonly flipped?: boolean;
}

/** The marker after a cell of the last move, where the space between cells would be. */
const LAST_MOVE_MARK = '*';

/** A board drawn as rows of slots, top row first, each slot a point or a gap (`undefined`). */
type Slots = (number | undefined)[][];

/** The slots turned half a circle: the last row first, each row right to left. */
const turned = (slots: Slots): Slots => slots.map((row) => [...row].reverse()).reverse();

/**
 * One row of slots as text: each slot `show(point)` padded to `pitch - 1` characters, then a
 * space, or the last-move marker for a marked point.
 */
function slotLine(row: readonly (number | undefined)[], pitch: number, show: (p: number) => string, marked: ReadonlySet<number>): string {
  return row
    .map((p) => (p === undefined ? ' '.repeat(pitch) : show(p).padEnd(pitch - 1) + (marked.has(p) ? LAST_MOVE_MARK : ' ')))
    .join('')
    .trimEnd();
}

/** The rows of a grid board: ranks from the top down, file letters below and above. */
function gridRows(game: AnyGame, position: Position, files: number, ranks: number, view: DiagramView): string[] {
  const board = game.board;
  const at: Slots = Array.from({ length: ranks }, () => Array<number | undefined>(files).fill(undefined));
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
  const flipped = view.flipped === true;
  const slots = flipped ? turned([...at].reverse()) : [...at].reverse();
  const rankLabels = flipped ? rankNames : [...rankNames].reverse();
  const fileLabels = flipped ? [...fileNames].reverse() : fileNames;
  const width = Math.max(...rankNames.map((name) => name.length));
  const letters = `${' '.repeat(width + 2)}${fileLabels.join(' ')}`;
  const marked = new Set(view.lastMove);
  const lines = [letters];
  slots.forEach((row, i) => {
    const rank = rankLabels[i] as string;
    const cells = slotLine(row, 2, (p) => mark(game.pieceAt(position, p)), marked).padEnd(2 * files - 1);
    lines.push(`${rank.padStart(width)}  ${cells}  ${rank}`.trimEnd());
  });
  lines.push(letters);
  return lines;
}

/**
 * The slots of a hexagon of cells (Agon) whose files are columns, neighbouring files half a cell
 * apart in height: one text row per cell of a file, the cells of every other file (those half a
 * cell higher) drawn in the row below theirs, so the 91 cells fit in 11 rows (offset columns).
 */
function hexSlots(game: AnyGame): Slots {
  const board = game.board;
  const xs: number[] = [];
  const rows: number[] = [];
  for (let p = 0; p < board.size; p++) {
    const { x, y } = board.coordinates(p);
    xs.push(Math.round(x * 1000));
    // Half-way heights (y = n + 0.5) go to row n: floor, with a margin for rounding.
    rows.push(Math.floor(y + 1e-9));
  }
  const columns = [...new Set(xs)].sort((a, b) => a - b);
  const heights = [...new Set(rows)].sort((a, b) => b - a);
  const slots: Slots = heights.map(() => Array<number | undefined>(columns.length).fill(undefined));
  for (let p = 0; p < board.size; p++) {
    const row = slots[heights.indexOf(rows[p] as number)] as (number | undefined)[];
    row[columns.indexOf(xs[p] as number)] = p;
  }
  return slots;
}

/** The Agon board: the pieces on the hexagon, beside the same hexagon with the cell names, file letters below. */
function hexagonRows(game: AnyGame, position: Position, view: DiagramView): string[] {
  const board = game.board;
  const slots = view.flipped === true ? turned(hexSlots(game)) : hexSlots(game);
  const marked = new Set(view.lastMove);
  const pieces = slots.map((row) => slotLine(row, 2, (p) => mark(game.pieceAt(position, p)), marked));
  const names = slots.map((row) => slotLine(row, 4, (p) => board.name(p), new Set()));
  const width = Math.max(...pieces.map((line) => line.length)) + 4;
  // The file letter under each column of the pieces.
  const columns = slots[0]?.length ?? 0;
  const files = Array.from({ length: columns }, (_, c) => {
    const p = slots.map((row) => row[c]).find((q) => q !== undefined);
    return p === undefined ? ' ' : board.name(p).replace(/[0-9]+$/, '');
  }).join(' ');
  return [...pieces.map((line, i) => `${line.padEnd(width)}${names[i] ?? ''}`.trimEnd()), files];
}

/** The Gong board: one column per radial (`a` to `x`), one row per ring (13 at the top), then the Gon. */
function ringRows(game: AnyGame, position: Position, rings: number, radials: number, center: number, view: DiagramView): string[] {
  const board = game.board;
  // Point order: the center, then each radial from ring 1 out (see ringsAndRadials).
  const pointAt = (radial: number, ring: number): number => 1 + radial * rings + (ring - 1);
  const ringOrder = Array.from({ length: rings }, (_, i) => rings - i);
  const slots: Slots = ringOrder.map((ring) => Array.from({ length: radials }, (_, r) => pointAt(r, ring)));
  const flipped = view.flipped === true;
  const shown = flipped ? turned(slots) : slots;
  const ringLabels = flipped ? [...ringOrder].reverse() : ringOrder;
  const radialOrder = Array.from({ length: radials }, (_, r) => (flipped ? radials - 1 - r : r));
  const letters = radialOrder.map((r) => board.name(pointAt(r, 1)).replace(/[0-9]+$/, ''));
  const label = (text: string): string => text.padStart(7);
  const marked = new Set(view.lastMove);
  const lines = [`${label('radial')}  ${letters.join(' ')}`];
  // Gong's radials alternate in colour, a black; pawns are placed on their own colour.
  if (game.id === 'gong') lines.push(`${label('colour')}  ${radialOrder.map((r) => (r % 2 === 0 ? 'b' : 'w')).join(' ')}`);
  const ringLines = shown.map(
    (row, i) => `${label(`ring ${ringLabels[i] as number}`)}  ${slotLine(row, 2, (p) => mark(game.pieceAt(position, p)), marked)}`,
  );
  // The center stays next to ring 1: below the rings, or above them when turned round.
  const centerLine = `${label(board.name(center))}  ${slotLine([center], 2, (p) => mark(game.pieceAt(position, p)), marked)}`;
  return flipped ? [...lines, centerLine, ...ringLines] : [...lines, ...ringLines, centerLine];
}

/** Every occupied point of a board with no drawable layout. */
function listRows(game: AnyGame, position: Position, view: DiagramView): string[] {
  const board = game.board;
  const marked = new Set(view.lastMove);
  const lines: string[] = [];
  for (let p = 0; p < board.size; p++) {
    const piece = game.pieceAt(position, p);
    if (piece !== undefined) lines.push(`${board.name(p)}: ${piece.owner} ${piece.kind}${marked.has(p) ? ` ${LAST_MOVE_MARK}` : ''}`);
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

/** The words for why pieces are off the board, in the order the lines come. */
const OFF_BOARD_WORDS: Readonly<Record<OffBoardReason, string>> = { held: 'Held for return', unplaced: 'Not yet placed' };

/** The pieces off the board as the game counts them, one line a reason: `Not yet placed: Black 6 pawns, White 5 pawns`. */
function offBoardLines(game: AnyGame, position: Position): string[] {
  const off = game.offBoard(position);
  return OFF_BOARD_REASONS.flatMap((reason) => {
    const counts = off.filter((pieces) => pieces.reason === reason);
    if (counts.length === 0) return [];
    const words = counts.map(({ owner, kind, count }) => `${capitalised(owner)} ${count} ${count === 1 ? kind : `${kind}s`}`);
    return [`${OFF_BOARD_WORDS[reason]}: ${words.join(', ')}`];
  });
}

/** The key to the piece letters, and to the last-move marker when there is one. */
function legend(game: AnyGame, view: DiagramView): string {
  const pieces =
    game.board.layout.kind === 'hexagon'
      ? 'q g: Black Queen and Guards, Q G: White Queen and Guards, .: empty'
      : 'b: Black, w: White, .: empty';
  return (view.lastMove ?? []).length > 0 ? `${pieces}, ${LAST_MOVE_MARK}: the last move` : pieces;
}

/** The board as lines of text, with its point names. */
export function boardLines(game: AnyGame, position: Position, view: DiagramView = {}): string[] {
  const layout = game.board.layout;
  switch (layout.kind) {
    case 'grid':
      return gridRows(game, position, layout.files, layout.ranks, view);
    case 'hexagon':
      return [...hexagonRows(game, position, view), '', ...piecesByPoint(game, position)];
    case 'rings':
      return [...ringRows(game, position, layout.rings, layout.radials, layout.center, view), '', ...piecesByPoint(game, position)];
    default:
      return listRows(game, position, view);
  }
}

/**
 * The points of a move's effects (`game.effects`) that pieces left, reached or were placed on, in
 * point order: where a piece came from and went to, each pushed piece's path, a placed or
 * returned piece; not the points of pieces it took, which are empty afterwards and would read as
 * a move of their own.
 */
export function lastMovePoints(effects: readonly MoveEffect[]): number[] {
  const points = new Set<number>();
  for (const effect of effects) {
    if (effect.kind === 'move') points.add(effect.from).add(effect.to);
    else if (effect.kind === 'place') points.add(effect.at);
  }
  return [...points].sort((a, b) => a - b);
}

/**
 * The full picture of a position: the board, the key to the letters, pieces off the board, the
 * position string, and who is to move or how the game ended.
 */
export function diagram(game: AnyGame, position: Position, view: DiagramView = {}): string {
  const lines = [...boardLines(game, position, view), legend(game, view), ...offBoardLines(game, position)];
  lines.push(`Position: ${game.formatPosition(position)}`);
  const outcome = game.outcome(position);
  lines.push(
    outcome === undefined
      ? `${capitalised(game.toMove(position))} to move (ply ${position.ply}).`
      : `Game over: ${describeOutcome(outcome)}.`,
  );
  return lines.join('\n');
}
