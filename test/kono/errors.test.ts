import { describe, expect, it } from 'vitest';
import { isRulesError } from '../../src/index.js';
import { kono, type KonoMove, type KonoOptions, type KonoPosition } from '../../src/kono/index.js';
import { thrown } from '../support/errors.js';

const at = (name: string): number => kono.board.point(name);
const snapshot = (pos: KonoPosition): string => `${kono.formatPosition(pos)} ${JSON.stringify(pos)}`;

describe('illegal moves', () => {
  const start = kono.start();

  it.each<[string, KonoMove]>([
    ['a step onto an occupied point', { kind: 'step', from: at('a2'), to: at('a3') }],
    ['a capture over an enemy', { kind: 'capture', from: at('a2'), to: at('a4') }],
    ['a move of the opponent’s piece', { kind: 'capture', from: at('a4'), to: at('a2') }],
    ['a move from an empty point', { kind: 'step', from: at('a1'), to: at('a2') }],
  ])('%s is refused with move/illegal, naming the move, and the position is unchanged', (_what, move) => {
    const before = snapshot(start);
    const error = thrown(() => kono.play(start, move));
    expect(error.code).toBe('move/illegal');
    expect(error.message).toContain(kono.formatMove(start, move));
    expect(error.message).toContain('wwww/wwww/bbbb/bbbb b');
    expect(snapshot(start)).toBe(before);
    expect(kono.isLegal(start, move)).toBe(false);
  });

  it.each<[string, unknown]>([
    ['a diagonal step', { kind: 'step', from: 0, to: 5 }],
    ['a jump written as a step', { kind: 'step', from: 0, to: 8 }],
    ['a step written as a capture', { kind: 'capture', from: 0, to: 4 }],
    ['a point off the board', { kind: 'step', from: 0, to: 16 }],
    ['a fractional point', { kind: 'step', from: 0.5, to: 4 }],
    ['an unknown kind', { kind: 'jump', from: 0, to: 8 }],
    ['a string', 'a1xa3'],
    ['null', null],
  ])('%s is not a Kono move: move/illegal from play, formatMove and encodeMove', (_what, move) => {
    const before = snapshot(start);
    for (const call of [
      () => kono.play(start, move as KonoMove),
      () => kono.formatMove(start, move as KonoMove),
      () => kono.encodeMove(move as KonoMove),
    ]) {
      const error = thrown(call);
      expect(error.code).toBe('move/illegal');
      expect(error.message).toContain(move === null ? 'null' : typeof move === 'string' ? move : JSON.stringify(move));
    }
    expect(kono.isLegal(start, move as KonoMove)).toBe(false);
    expect(snapshot(start)).toBe(before);
  });

  it('a legal-looking notation that is not legal here is move/illegal, listing the legal moves', () => {
    const error = thrown(() => kono.parseMove(start, 'a2-a3'));
    expect(error.code).toBe('move/illegal');
    expect(error.message).toContain('a2-a3');
    expect(error.message).toContain('a1xa3 b1xb3 c1xc3 d1xd3');
  });
});

describe('moves after the game is over', () => {
  const over = kono.parsePosition('wb2/b3/4/4 w');

  it('play refuses any move with move/game-over and changes nothing', () => {
    const before = snapshot(over);
    const error = thrown(() => kono.play(over, { kind: 'step', from: at('a4'), to: at('a3') }));
    expect(error.code).toBe('move/game-over');
    expect(error.message).toContain('wb2/b3/4/4 w');
    expect(snapshot(over)).toBe(before);
  });

  it('parseMove refuses well-formed notation with move/game-over, naming the finished position', () => {
    const error = thrown(() => kono.parseMove(over, 'a4-b4'));
    expect(error.code).toBe('move/game-over');
    expect(error.message).toContain('wb2/b3/4/4 w');
    expect(error.message).toContain('no-moves');
  });

  it('a game drawn by maxPlies refuses moves too', () => {
    let pos = kono.parsePosition('w3/4/4/b3 b', { maxPlies: 1 });
    pos = kono.play(pos, kono.parseMove(pos, 'a1-a2'));
    expect(thrown(() => kono.play(pos, { kind: 'step', from: at('a4'), to: at('b4') })).code).toBe('move/game-over');
  });
});

describe('malformed move notation', () => {
  const start = kono.start();
  it.each([
    ['', '""'],
    ['a1', 'a1'],
    ['a1-', 'a1-'],
    ['e1-e2', 'e1'],
    ['a1–a2', 'a1–a2'],
    ['A1-A2', 'A1-A2'],
    [' a1xa3x', 'a1xa3x'],
    ['a1xa3xb3', 'a1xa3xb3'],
    ['a1 - a2', 'a1 - a2'],
    ['a1a3', 'a1a3'],
    ['a01-a2', 'a01'],
    ['a1-a2-a3', 'a1-a2-a3'],
    ['pass', 'pass'],
    ['@a1', '@a1'],
    ['a1-a2^b2', 'a1-a2^b2'],
    ['1a-2a', '1a-2a'],
    ['a5-a6', 'a5'],
    ['a1xa3xa2', 'a1xa3xa2'],
  ])('%j is notation/syntax, and the message names %s', (text, named) => {
    const error = thrown(() => kono.parseMove(start, text));
    expect(error.code).toBe('notation/syntax');
    expect(error.message).toContain(named);
  });

  it('a capture list, a form Kono does not have, is not expected: the move should have ended', () => {
    for (const text of ['b3xb1x', 'a1xa3xb3', 'a1-a2xb2']) {
      const error = thrown(() => kono.parseMove(start, text));
      expect(error.code).toBe('notation/syntax');
      expect(error.message).toBe(`bad move "${text}": expected the end of the move at character 6, found "${text.slice(5)}"`);
      expect(error.message).not.toContain('captured');
    }
  });

  it.each(['a1-c1', 'a1-b2', 'a1xa2', 'a1-a3', 'a1-a1', 'a1-d1', 'a1xd4', 'b2xb2'])(
    '%s is well-formed but no Kono move at all: move/illegal naming it',
    (text) => {
      const error = thrown(() => kono.parseMove(start, text));
      expect(error.code).toBe('move/illegal');
      expect(error.message).toContain(text);
    },
  );

  it('surrounding white space is allowed; the canonical form inside it is required', () => {
    expect(kono.formatMove(start, kono.parseMove(start, '  a1xa3\n'))).toBe('a1xa3');
    expect(thrown(() => kono.parseMove(start, 'a1 xa3')).code).toBe('notation/syntax');
  });
});

describe('malformed position strings', () => {
  it.each([
    ['wrong row count (3)', 'wwww/wwww/bbbb b'],
    ['wrong row count (5)', 'wwww/wwww/bbbb/bbbb/4 b'],
    ['run too long', '5/4/4/4 b'],
    ['row too long with letters', 'wwwww/4/4/4 b'],
    ['row too short', 'www/4/4/4 b'],
    ['empty row', '/4/4/4 b'],
    ['split run', '22/4/4/4 b'],
    ['split run around nothing', 'w12/4/4/4 b'],
    ['leading zero', '04/4/4/4 b'],
    ['zero run', 'w0www/4/4/4 b'],
    ['bad letter', 'wwwx/4/4/4 b'],
    ['upper case', 'WWWW/4/4/4 b'],
    ['bad side', '4/4/4/4 x'],
    ['side in upper case', '4/4/4/4 B'],
    ['missing side', 'wwww/wwww/bbbb/bbbb'],
    ['two spaces', 'wwww/wwww/bbbb/bbbb  b'],
    ['space inside the board', 'wwww/wwww /bbbb/bbbb b'],
    ['extra field', 'wwww/wwww/bbbb/bbbb b 0'],
    ['tab as separator', 'wwww/wwww/bbbb/bbbb\tb'],
    ['empty string', ''],
    ['trailing slash', 'wwww/wwww/bbbb/bbbb/ b'],
  ])('%s: %j is position/syntax naming the text', (_what, text) => {
    const error = thrown(() => kono.parsePosition(text));
    expect(error.code).toBe('position/syntax');
    expect(error.message).toContain(JSON.stringify(text.trim()));
  });

  it.each([
    ['9 black pieces', 'bbbb/bbbb/b3/4 w'],
    ['9 white pieces', 'wwww/wwww/w3/4 b'],
    ['a full board of black', 'bbbb/bbbb/bbbb/bbbb b'],
  ])('%s: position/invalid naming the text and the colour', (what, text) => {
    const error = thrown(() => kono.parsePosition(text));
    expect(error.code).toBe('position/invalid');
    expect(error.message).toContain(text);
    expect(error.message).toContain(what.includes('white') ? 'white' : 'black');
  });

  it('eight pieces a side, and surrounding white space, are fine', () => {
    expect(kono.formatPosition(kono.parsePosition('  bbbb/bbbb/wwww/wwww w \n'))).toBe('bbbb/bbbb/wwww/wwww w');
  });
});

describe('bad options', () => {
  it.each<[string, unknown, string]>([
    ['an unknown option', { foo: 1 }, 'foo'],
    ['maxPlies 0', { maxPlies: 0 }, 'maxPlies'],
    ['maxPlies 1.5', { maxPlies: 1.5 }, '1.5'],
    ['maxPlies -3', { maxPlies: -3 }, '-3'],
    ['maxPlies as a string', { maxPlies: '10' }, '"10"'],
    ['maxPlies NaN', { maxPlies: Number.NaN }, 'NaN'],
    ['maxPlies Infinity', { maxPlies: Number.POSITIVE_INFINITY }, 'Infinity'],
    ['repetition 1', { repetition: 1 }, 'repetition'],
    ['repetition 2.5', { repetition: 2.5 }, '2.5'],
    ['options as a string', 'maxPlies=3', 'maxPlies=3'],
    ['options as a number', 3, '3'],
    ['options as null', null, 'null'],
    ['options as an array', [], '[]'],
  ])('%s is option/invalid, for start and parsePosition', (_what, options, named) => {
    for (const call of [
      () => kono.start(options as KonoOptions),
      () => kono.parsePosition('wwww/wwww/bbbb/bbbb b', options as KonoOptions),
    ]) {
      const error = thrown(call);
      expect(error.code).toBe('option/invalid');
      expect(error.message).toContain(named);
    }
  });

  it('the smallest allowed values are accepted', () => {
    expect(kono.start({ maxPlies: 1, repetition: 2 }).options).toEqual({ reducedToOne: false, maxPlies: 1, repetition: 2 });
    expect(kono.start({ maxPlies: undefined }).options).toEqual({ reducedToOne: false });
  });
});

describe('action indices', () => {
  it.each([-1, 80, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 32])('decodeMove(%d) is action/out-of-range naming it', (action) => {
    const error = thrown(() => kono.decodeMove(action));
    expect(error.code).toBe('action/out-of-range');
    expect(error.message).toContain(String(action));
  });

  it('decodeMove(0) and decodeMove(79) are in range', () => {
    expect(kono.decodeMove(0)).toEqual({ kind: 'step', from: 0, to: 4 });
    expect(kono.decodeMove(79).kind).toBe('capture');
  });
});

describe('the cursor', () => {
  it('refuses actions out of range, illegal actions and undo at its start, changing nothing', () => {
    const cursor = kono.cursor(kono.start());
    expect(thrown(() => cursor.play(80)).code).toBe('action/out-of-range');
    expect(thrown(() => cursor.play(-1)).code).toBe('action/out-of-range');
    const illegal = thrown(() => cursor.play(0));
    expect(illegal.code).toBe('move/illegal');
    expect(illegal.message).toContain('a1-a2');
    expect(thrown(() => cursor.undo()).code).toBe('argument/invalid');
    expect(cursor.depth).toBe(0);
    expect(kono.formatPosition(cursor.position())).toBe('wwww/wwww/bbbb/bbbb b');
  });

  it('refuses to play in a finished position with move/game-over', () => {
    const cursor = kono.cursor(kono.parsePosition('wb2/b3/4/4 w'));
    expect(thrown(() => cursor.play(kono.encodeMove({ kind: 'step', from: 12, to: 8 }))).code).toBe('move/game-over');
  });
});

describe('every error is a RulesError', () => {
  it('isRulesError recognises them and tells the codes apart', () => {
    const error = thrown(() => kono.parseMove(kono.start(), 'zz'));
    expect(isRulesError(error)).toBe(true);
    expect(isRulesError(error, 'notation/syntax')).toBe(true);
    expect(isRulesError(error, 'move/illegal')).toBe(false);
    expect(error.name).toBe('RulesError');
  });
});
