/**
 * The pieces table under the board: a row per player with the pieces on the board, still to
 * place (only for a game that starts with pieces off the board), and captured, those the other
 * side holds to bring back said beside them. Plain text at the page's size, so it reads at any
 * width, where a count drawn in the picture shrank with the board.
 */
import { opponent } from 'ludicore';
import type { PieceCount } from './piece-counts.js';
import { capitalised } from './words.js';

/** The text of a player's captured count: `2`, or `1 (1 held by White)`. */
export function capturedText({ player, captured, held }: PieceCount): string {
  return held > 0 ? `${captured} (${held} held by ${capitalised(opponent(player))})` : String(captured);
}

/**
 * Fills `table` with `counts`, a column for the pieces still to place when `placing` (the game
 * starts with pieces off the board), so that the columns stay put through a game.
 */
export function drawPieceCounts(table: HTMLTableElement, counts: readonly PieceCount[], placing: boolean): void {
  const cell = (tag: 'th' | 'td', text: string, count?: string): HTMLTableCellElement => {
    const element = document.createElement(tag);
    element.textContent = text;
    if (tag === 'th') element.scope = count === undefined ? 'col' : 'row';
    if (count !== undefined && tag === 'td') element.dataset['count'] = count;
    return element;
  };
  const head = document.createElement('tr');
  head.append(cell('th', 'Pieces'), cell('th', 'On the board'), ...(placing ? [cell('th', 'To place')] : []), cell('th', 'Captured'));
  const rows = counts.map((count) => {
    const row = document.createElement('tr');
    row.dataset['player'] = count.player;
    row.append(
      cell('th', capitalised(count.player), 'player'),
      cell('td', String(count.onBoard), 'on-board'),
      ...(placing ? [cell('td', String(count.toPlace), 'to-place')] : []),
      cell('td', capturedText(count), 'captured'),
    );
    return row;
  });
  const thead = document.createElement('thead');
  thead.append(head);
  const tbody = document.createElement('tbody');
  tbody.append(...rows);
  const caption = document.createElement('caption');
  caption.textContent = 'Pieces of each player';
  caption.className = 'visually-hidden';
  table.replaceChildren(caption, thead, tbody);
}
