/**
 * Words for the page's messages. The CLI has helpers of the same kind, but the playground reads
 * only the package's public names, and these are too small to be worth making public.
 */

/** The text with its first letter in upper case: a player's name at the start of a sentence. */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A piece in words: `Black man`, `White queen`. */
export const pieceName = (piece: { readonly owner: string; readonly kind: string }): string => `${capitalised(piece.owner)} ${piece.kind}`;

/**
 * What a screen reader says for a point of the board: its name, what stands on it, and how it
 * takes part in the move being made, e.g. `b3, Black man, selected` or `c4, empty, a move goes here`.
 */
export function pointLabel(
  name: string,
  piece: { readonly owner: string; readonly kind: string; readonly captured?: true } | undefined,
  mark: 'selected' | 'target' | undefined,
): string {
  const parts = [name, piece === undefined ? 'empty' : pieceName(piece)];
  if (piece?.captured === true) parts.push('captured');
  if (mark === 'selected') parts.push('selected');
  else if (mark === 'target') parts.push('a move goes here');
  return parts.join(', ');
}
