import { describe, expect, it } from 'vitest';
import { capitalised, pieceName, pointLabel } from '../../playground/src/words.js';

describe('words', () => {
  it('capitalises a player at the start of a sentence', () => {
    expect(capitalised('black')).toBe('Black');
    expect(capitalised('')).toBe('');
  });

  it('names a piece by its owner and kind', () => {
    expect(pieceName({ owner: 'black', kind: 'man' })).toBe('Black man');
    expect(pieceName({ owner: 'white', kind: 'queen' })).toBe('White queen');
  });

  it('labels a point with its name, what stands on it and its part in the move being made', () => {
    expect(pointLabel('b3', { owner: 'black', kind: 'man' }, undefined)).toBe('b3, Black man');
    expect(pointLabel('c4', undefined, undefined)).toBe('c4, empty');
    expect(pointLabel('b3', { owner: 'black', kind: 'man' }, 'selected')).toBe('b3, Black man, selected');
    expect(pointLabel('c4', undefined, 'target')).toBe('c4, empty, a move goes here');
    expect(pointLabel('d4', { owner: 'white', kind: 'man' }, 'target')).toBe('d4, White man, a move goes here');
  });
});
