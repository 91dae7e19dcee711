/**
 * The move list on the page, numbered as the record numbers its moves (move-list.ts): each move a
 * button that shows the position after it. The one shown is marked current; moves after it, kept
 * until a move is played from there, are greyed.
 */
import type { GameRecord, Position } from 'ludicore';
import { moveLabel, movePairs } from './move-list.js';

/**
 * Fills `list` with the moves of `record`, `shown` of them leading to the position on the board
 * (`start`, the button for the start position, is current when that is none).
 */
export function drawMoveList(list: HTMLOListElement, start: HTMLButtonElement, record: GameRecord, shown: number): void {
  const { game, notations, positions } = record;
  const moveButton = (i: number): HTMLButtonElement => {
    const mover = game.toMove(positions[i] as Position);
    const notation = notations[i] ?? '';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `move ${mover}`;
    button.dataset['ply'] = String(i + 1);
    button.textContent = notation;
    button.setAttribute('aria-label', moveLabel(i, mover, notation));
    if (i + 1 === shown) button.setAttribute('aria-current', 'step');
    if (i + 1 > shown) button.classList.add('later');
    return button;
  };
  const items = movePairs(notations.length).map(({ number, plies }) => {
    const item = document.createElement('li');
    const label = document.createElement('span');
    label.className = 'number';
    label.textContent = `${number}.`;
    // The buttons' names carry the number: said once is enough.
    label.setAttribute('aria-hidden', 'true');
    item.append(label, ...plies.map(moveButton));
    return item;
  });
  // Drawing anew replaces the button a keyboard user just pressed: the focus goes to its successor.
  const active = document.activeElement;
  const focused = active instanceof HTMLElement && list.contains(active) ? active.dataset['ply'] : undefined;
  list.replaceChildren(...items);
  if (focused !== undefined) list.querySelector<HTMLElement>(`button[data-ply="${focused}"]`)?.focus();
  if (shown === 0) start.setAttribute('aria-current', 'step');
  else start.removeAttribute('aria-current');
  list.querySelector('[aria-current]')?.scrollIntoView({ block: 'nearest' });
}
