import { describe, expect, it } from 'vitest';
import { editDistance, nearestWord } from '../../src/cli/suggest.js';

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['abc', '', 3],
    ['', 'abc', 3],
    ['history', 'history', 0],
    ['hsitory', 'history', 1],
    ['histroy', 'history', 1],
    ['bord', 'board', 1],
    ['mvoes', 'moves', 1],
    ['kitten', 'sitting', 3],
    ['ca', 'abc', 3],
  ])('%j to %j: %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });
});

describe('nearestWord', () => {
  const words = ['moves', 'board', 'history', 'hint', 'undo', 'flip', 'save', 'resign', 'help', 'quit'];

  it('finds the word a slip of the keyboard was meant to be, case aside', () => {
    expect(nearestWord('hsitory', words)).toBe('history');
    expect(nearestWord('Bord', words)).toBe('board');
    expect(nearestWord('quti', words)).toBe('quit');
    expect(nearestWord('resing', words)).toBe('resign');
    expect(nearestWord('hlep', words)).toBe('help');
  });

  it('suggests nothing for a word far from all of them', () => {
    expect(nearestWord('xyz', words)).toBeUndefined();
    expect(nearestWord('castle', words)).toBeUndefined();
    // Short words get one edit: "hi" is two from "hint".
    expect(nearestWord('hi', words)).toBeUndefined();
  });
});
