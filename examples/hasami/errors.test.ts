import { isRulesError } from 'ludicore';
import { describe, expect, it } from 'vitest';
import { hasami } from './index.js';

/** The RulesError code `fn` throws, or `'no error'`; anything else thrown fails the test. */
function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (isRulesError(error)) return error.code;
    throw error;
  }
  return 'no error';
}

describe('N Notation', () => {
  // c1-c3 takes b3 and c4 here (H3).
  const pos = hasami.parsePosition('2b1w/2w1w/bw3/5/2b2 b');
  const slide = { from: hasami.board.point('c1'), to: hasami.board.point('c3') };

  it('N: a slide is written from-to, its captures appended in point order, and read back', () => {
    expect(hasami.formatMove(pos, slide)).toBe('c1-c3xb3xc4');
    expect(hasami.parseMove(pos, 'c1-c3xb3xc4')).toEqual(slide);
    expect(hasami.parseMove(pos, ' c1-c3xb3xc4 ')).toEqual(slide);
  });

  it.each([
    ['the captures left out', 'c1-c3'],
    ['only some of the captures', 'c1-c3xb3'],
    ['a capture that is not there', 'c1-c3xb3xc4xd4'],
    ['the captures out of point order', 'c1-c3xc4xb3'],
    ['"x" between the points', 'c1xc3'],
    ["Gong's toff suffix", 'c1-c3xb3xc4^c5'],
    ['a pass', 'pass'],
    ['a placement', '@c3'],
    ['a point off the board', 'c1-f3'],
    ['one point', 'c1'],
    ['nothing', ''],
    ['upper case', 'C1-C3'],
  ])('N: %s is notation/syntax', (_what, text) => {
    expect(codeOf(() => hasami.parseMove(pos, text))).toBe('notation/syntax');
  });

  it.each([
    ['a diagonal', 'a1-b2'],
    ['a slide to the same point', 'c1-c1'],
    ['a slide over a piece', 'c1-c5'],
    ['a slide onto a piece', 'c1-c4'],
    ['a slide of the opponent', 'e5-e1'],
    ['an illegal slide, whatever it claims to capture', 'c5-c3xb3'],
  ])('N: %s is move/illegal', (_what, text) => {
    expect(codeOf(() => hasami.parseMove(pos, text))).toBe('move/illegal');
  });

  it('N: a move object that is no slide is move/illegal', () => {
    // Values from outside, typed as moves only to reach the check.
    for (const move of [{ from: 0, to: 6 }, { from: 0, to: 25 }, { from: -1, to: 0 }, { from: '0', to: '5' }, null, 'a1-a2']) {
      expect(codeOf(() => hasami.encodeMove(move as never))).toBe('move/illegal');
    }
  });
});

describe('P Position string', () => {
  it('P: a position string round-trips, runs of empty points written whole', () => {
    for (const text of ['wwwww/5/5/5/bbbbb b', '2b1w/2w1w/bw3/5/2b2 b', '5/5/5/5/5 w', 'w3w/1b1b1/5/2w2/b3b w']) {
      expect(hasami.formatPosition(hasami.parsePosition(text))).toBe(text);
    }
  });

  it.each([
    ['no player to move', 'wwwww/5/5/5/bbbbb'],
    ['a player to move other than b or w', 'wwwww/5/5/5/bbbbb x'],
    ['two spaces', 'wwwww/5/5/5/bbbbb  b'],
    ['four ranks', 'wwwww/5/5/bbbbb b'],
    ['six ranks', 'wwwww/5/5/5/5/bbbbb b'],
    ['a rank of six points', 'wwwwww/5/5/5/bbbbb b'],
    ['a rank of four points', 'wwww/5/5/5/bbbbb b'],
    ['two runs side by side', 'wwwww/23/5/5/bbbbb b'],
    ['a letter that is no piece', 'wwwww/5/2q2/5/bbbbb b'],
    ['a run of zero', 'wwwww/05/5/5/bbbbb b'],
  ])('P: %s is position/syntax', (_what, text) => {
    expect(codeOf(() => hasami.parsePosition(text))).toBe('position/syntax');
  });

  it('P: more than five pieces of a colour is position/invalid', () => {
    expect(codeOf(() => hasami.parsePosition('wwwww/w4/5/5/bbbbb b'))).toBe('position/invalid');
    expect(codeOf(() => hasami.parsePosition('wwwww/5/5/b4/bbbbb w'))).toBe('position/invalid');
  });

  it('P: a copy from outside whose board no position string of the game gives is refused with argument/invalid', () => {
    const start = hasami.start();
    // Forged copies, as JSON from outside could give them.
    for (const board of [
      'wwwww/5/5/5/bbbbb',
      'wwwwww/5/5/5/bbbbb b',
      'wwwww/w4/5/5/bbbbb b',
      'wwwww/5/5/5/bbbbb x',
      ' wwwww/5/5/5/bbbbb b',
    ]) {
      expect(codeOf(() => hasami.legalMoves({ ...start, board }))).toBe('argument/invalid');
    }
  });
});
