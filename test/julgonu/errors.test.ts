import { describe, expect, it } from 'vitest';
import { games, isRulesError, parseRecord } from '../../src/index.js';
import { julgonu, type JulGonuMove, type JulGonuOptions, type JulGonuPosition } from '../../src/julgonu/index.js';
import { thrown } from '../support/errors.js';
import { at, playLine } from './helpers.js';

const snapshot = (pos: JulGonuPosition): string => `${julgonu.formatPosition(pos)} ${JSON.stringify(pos)}`;

describe('illegal moves', () => {
  const start = julgonu.start();

  it.each<[string, JulGonuMove]>([
    ['a step from an empty point', { from: at('a2'), to: at('a3') }],
    ['a step onto a friendly piece', { from: at('a1'), to: at('b1') }],
    ['a move of the opponent’s piece', { from: at('a4'), to: at('a3') }],
  ])('%s is refused with move/illegal, naming the move and the position, which is unchanged', (_what, move) => {
    const before = snapshot(start);
    const error = thrown(() => julgonu.play(start, move));
    expect(error.code).toBe('move/illegal');
    expect(error.message).toContain(julgonu.formatMove(start, move));
    expect(error.message).toContain('wwww/4/4/bbbb b');
    expect(error.message).toContain('a1-a2 b1-b2 c1-c2 d1-d2');
    expect(error.message).not.toContain('recreate');
    expect(snapshot(start)).toBe(before);
    expect(julgonu.isLegal(start, move)).toBe(false);
  });

  it('a step onto an enemy piece is refused the same way', () => {
    const p = julgonu.parsePosition('w2w/4/1w2/1b1b b');
    const error = thrown(() => julgonu.play(p, { from: at('b1'), to: at('b2') }));
    expect(error.code).toBe('move/illegal');
    expect(error.message).toContain('b1-b2');
  });

  it.each<[string, unknown, string]>([
    ['a diagonal step', { from: 0, to: 5 }, '{"from":0,"to":5}'],
    ['a jump of two points', { from: 0, to: 8 }, '{"from":0,"to":8}'],
    ['a step to itself', { from: 0, to: 0 }, '{"from":0,"to":0}'],
    ['a wrap-around "step" from d1 to a2', { from: 3, to: 4 }, '{"from":3,"to":4}'],
    ['a point off the board', { from: 12, to: 16 }, '{"from":12,"to":16}'],
    ['a negative point', { from: -1, to: 0 }, '{"from":-1,"to":0}'],
    ['a fractional point', { from: 0.5, to: 4 }, '0.5'],
    ['points as strings', { from: '0', to: '4' }, '"0"'],
    ['a missing to', { from: 0 }, '{"from":0}'],
    ['notation instead of a move', 'a1-a2', 'a1-a2'],
    ['null', null, 'null'],
    ['a number', 0, '0'],
  ])('%s is not a Jul-Gonu move: move/illegal from play, formatMove and encodeMove', (_what, move, named) => {
    const before = snapshot(start);
    for (const call of [
      () => julgonu.play(start, move as JulGonuMove),
      () => julgonu.formatMove(start, move as JulGonuMove),
      () => julgonu.encodeMove(move as JulGonuMove),
    ]) {
      const error = thrown(call);
      expect(error.code).toBe('move/illegal');
      expect(error.message).toContain(named);
    }
    expect(julgonu.isLegal(start, move as JulGonuMove)).toBe(false);
    expect(snapshot(start)).toBe(before);
  });

  it('a step J4 forbids is move/illegal, and the message says it would recreate an earlier position', () => {
    const p = playLine(julgonu.start(), ['a1-a2', 'a4-a3', 'a2-a1']);
    for (const call of [() => julgonu.play(p, { from: at('a3'), to: at('a4') }), () => julgonu.parseMove(p, 'a3-a4')]) {
      const error = thrown(call);
      expect(error.code).toBe('move/illegal');
      expect(error.message).toContain('a3-a4');
      expect(error.message).toContain('1www/w3/4/bbbb w');
      expect(error.message).toContain('recreate an earlier position');
    }
  });
});

describe('moves after the game is over', () => {
  it('play and parseMove refuse with move/game-over, naming the position and the reason', () => {
    for (const [text, reason, move] of [
      ['wb2/b3/3b/2bw w', 'no-moves', 'a4-a3'],
      ['wb2/b3/4/4 w', 'reduced-to-one', 'a4-b4'],
      ['4/1w2/4/bb2 w', 'reduced-to-one', 'b3-b4'],
    ] as const) {
      const over = julgonu.parsePosition(text);
      const before = snapshot(over);
      const [from, to] = move.split('-') as [string, string];
      const error = thrown(() => julgonu.play(over, { from: at(from), to: at(to) }));
      expect(error.code).toBe('move/game-over');
      expect(error.message).toContain(text);
      expect(error.message).toContain(reason);
      const parsed = thrown(() => julgonu.parseMove(over, move));
      expect(parsed.code).toBe('move/game-over');
      expect(parsed.message).toContain(move);
      expect(snapshot(over)).toBe(before);
    }
  });

  it('a player stalemated by J4 is over too: its forbidden step is move/game-over', () => {
    const p = playLine('wb2/b3/3w/2b1 b', ['c1-b1', 'd2-d1', 'b1-c1']);
    const error = thrown(() => julgonu.play(p, { from: at('d1'), to: at('d2') }));
    expect(error.code).toBe('move/game-over');
    expect(error.message).toContain('no-moves');
  });

  it('a game drawn by maxPlies refuses moves too', () => {
    const p = playLine(julgonu.parsePosition('w2w/4/4/b2b b', { maxPlies: 1 }), ['a1-a2']);
    expect(thrown(() => julgonu.play(p, { from: at('a4'), to: at('b4') })).code).toBe('move/game-over');
  });
});

describe('malformed move notation', () => {
  const start = julgonu.start();
  // a2-b2 takes c2 in `single`; a1-a2 takes b2 and c2 in `double`; b1-b2 takes c2 and b3 in `rowColumn`.
  const single = 'w2w/4/b1wb/4 b';
  const double = 'w2w/4/1wwb/b3 b';
  const rowColumn = 'wb1w/1w2/2wb/1b2 b';
  const initial = 'wwww/4/4/bbbb b';

  it.each<[string, string, string, string]>([
    ['the x separator, which Jul-Gonu never uses', initial, 'a1xa2', 'a1xa2'],
    ['the x separator on a capturing step', single, 'a2xb2', 'a2xb2'],
    ['a capturing step without its capture', single, 'a2-b2', 'a2-b2xc2'],
    ['a capturing step with only one of its two captures', double, 'a1-a2xb2', 'a1-a2xb2xc2'],
    ['a capturing step with a wrong capture', single, 'a2-b2xd2', 'a2-b2xc2'],
    ['a capturing step with an extra capture', single, 'a2-b2xc2xd4', 'a2-b2xc2'],
    ['captures out of order', rowColumn, 'b1-b2xb3xc2', 'b1-b2xb3xc2'],
    ['a capture listed twice', single, 'a2-b2xc2xc2', 'a2-b2xc2xc2'],
    ['a capture on a step that captures nothing', initial, 'a1-a2xa4', 'a1-a2'],
    ['a placement', initial, '@a1', '@a1'],
    ['a lettered placement', initial, 'Q@a1', 'Q@a1'],
    ['pass', initial, 'pass', 'pass'],
    ['a Gong toff', initial, 'a1-a2^b2', 'a1-a2^b2'],
    ['an empty string', initial, '', '""'],
    ['a lone point', initial, 'a1', 'a1'],
    ['a point off the board', initial, 'e1-e2', 'e1'],
    ['upper case', initial, 'A1-A2', 'A1-A2'],
    ['spaces inside', initial, 'a1 - a2', 'a1 - a2'],
    ['an en dash', initial, 'a1–a2', 'a1–a2'],
    ['a leading zero', initial, 'a01-a2', 'a01'],
    ['a trailing separator', initial, 'a1-a2-', 'a1-a2-'],
  ])('%s: in %s, %j is notation/syntax, and the message names %j', (_what, where, text, named) => {
    const error = thrown(() => julgonu.parseMove(julgonu.parsePosition(where), text));
    expect(error.code).toBe('notation/syntax');
    expect(error.message).toContain(named);
  });

  it.each(['a1-a3', 'a1-b2', 'a1-a1', 'd1-a2', 'a1-d4', 'a1-a3xa2'])(
    '%s is well-formed but no Jul-Gonu step at all: move/illegal naming it',
    (text) => {
      const error = thrown(() => julgonu.parseMove(start, text));
      expect(error.code).toBe('move/illegal');
      expect(error.message).toContain(text);
    },
  );

  it('a well-formed step that is not legal here is move/illegal, listing the legal moves', () => {
    const error = thrown(() => julgonu.parseMove(start, 'a2-a3'));
    expect(error.code).toBe('move/illegal');
    expect(error.message).toContain('a2-a3');
    expect(error.message).toContain('a1-a2 b1-b2 c1-c2 d1-d2');
  });

  it('surrounding white space is allowed; the canonical form inside it is required', () => {
    const p = julgonu.parsePosition(single);
    expect(julgonu.formatMove(p, julgonu.parseMove(p, '  a2-b2xc2\n'))).toBe('a2-b2xc2');
    expect(thrown(() => julgonu.parseMove(p, 'a2-b2 xc2')).code).toBe('notation/syntax');
  });

  it('notation that is not a string is notation/syntax', () => {
    for (const value of [null, 42, { from: 0, to: 4 }]) {
      expect(thrown(() => julgonu.parseMove(start, value as unknown as string)).code).toBe('notation/syntax');
    }
  });
});

describe('malformed position strings', () => {
  it.each([
    ['wrong row count (3)', 'wwww/4/bbbb b'],
    ['wrong row count (5)', 'wwww/4/4/bbbb/4 b'],
    ['run too long', '5/4/4/bbbb b'],
    ['row too long', 'wwwww/4/4/4 b'],
    ['row too short', 'www/4/4/bbbb b'],
    ['empty row', '/4/4/bbbb b'],
    ['split run', '22/4/4/bbbb b'],
    ['leading zero', '04/4/4/bbbb b'],
    ['zero run', 'w0www/4/4/bbbb b'],
    ['bad letter', 'wwwx/4/4/bbbb b'],
    ['Kono-style upper case', 'WWWW/4/4/BBBB b'],
    ['bad side', 'wwww/4/4/bbbb x'],
    ['side in upper case', 'wwww/4/4/bbbb B'],
    ['missing side', 'wwww/4/4/bbbb'],
    ['two spaces', 'wwww/4/4/bbbb  b'],
    ['extra field', 'wwww/4/4/bbbb b 0'],
    ['tab as separator', 'wwww/4/4/bbbb\tb'],
    ['empty string', ''],
    ['trailing slash', 'wwww/4/4/bbbb/ b'],
  ])('%s: %j is position/syntax naming the text', (_what, text) => {
    const error = thrown(() => julgonu.parsePosition(text));
    expect(error.code).toBe('position/syntax');
    expect(error.message).toContain(JSON.stringify(text.trim()));
  });

  it.each([
    ['5 white pieces', 'wwww/w3/4/bbbb b', 'white'],
    ['5 black pieces', 'wwww/4/b3/bbbb w', 'black'],
    ['a full board of black', 'bbbb/bbbb/bbbb/bbbb b', 'black'],
    // Both colours have eight; one is enough to name.
    ['Kono’s start', 'wwww/wwww/bbbb/bbbb b', 'black'],
  ])('%s: position/invalid naming the text, the colour and the limit of four', (_what, text, colour) => {
    const error = thrown(() => julgonu.parsePosition(text));
    expect(error.code).toBe('position/invalid');
    expect(error.message).toContain(text);
    expect(error.message).toContain(colour);
    expect(error.message).toContain('at most 4');
  });

  it('a position string that is not a string is position/syntax', () => {
    expect(thrown(() => julgonu.parsePosition(42 as unknown as string)).code).toBe('position/syntax');
  });

  it('four pieces a side, an empty board, and surrounding white space are fine', () => {
    expect(julgonu.formatPosition(julgonu.parsePosition('  bbbb/4/4/wwww w \n'))).toBe('bbbb/4/4/wwww w');
    expect(julgonu.formatPosition(julgonu.parsePosition('4/4/4/4 b'))).toBe('4/4/4/4 b');
  });
});

describe('bad options', () => {
  it.each<[string, unknown, string]>([
    ['noRepeat sometimes', { noRepeat: 'sometimes' }, 'sometimes'],
    ['noRepeat 1', { noRepeat: 1 }, '1'],
    ['noRepeat true', { noRepeat: true }, 'true'],
    ['noRepeat null', { noRepeat: null }, 'null'],
    ['noRepeat in upper case', { noRepeat: 'Previous' }, 'Previous'],
    ['noRepeat empty', { noRepeat: '' }, 'noRepeat'],
    ['an unknown option', { repeat: 'off' }, 'repeat'],
    ['maxPlies 0', { maxPlies: 0 }, 'maxPlies'],
    ['maxPlies 1.5', { maxPlies: 1.5 }, '1.5'],
    ['repetition 1', { repetition: 1 }, 'repetition'],
    ['options as a string', 'noRepeat=off', 'noRepeat=off'],
    ['options as null', null, 'null'],
  ])('%s is option/invalid, for start and parsePosition, naming it', (_what, options, named) => {
    for (const call of [
      () => julgonu.start(options as JulGonuOptions),
      () => julgonu.parsePosition('wwww/4/4/bbbb b', options as JulGonuOptions),
    ]) {
      const error = thrown(call);
      expect(error.code).toBe('option/invalid');
      expect(error.message).toContain(named);
    }
  });

  it('a bad noRepeat names the values allowed', () => {
    const error = thrown(() => julgonu.start({ noRepeat: 'sometimes' as 'off' }));
    for (const value of ['previous', 'any', 'off']) expect(error.message).toContain(value);
  });

  it('each mode is accepted, and leaving it out means previous', () => {
    expect(julgonu.start().options).toEqual({ noRepeat: 'previous' });
    expect(julgonu.start({ noRepeat: undefined }).options).toEqual({ noRepeat: 'previous' });
    for (const noRepeat of ['previous', 'any', 'off'] as const) expect(julgonu.start({ noRepeat }).options.noRepeat).toBe(noRepeat);
    expect(julgonu.start({ maxPlies: 1, repetition: 2, noRepeat: 'off' }).options).toEqual({ noRepeat: 'off', maxPlies: 1, repetition: 2 });
  });
});

describe('action indices', () => {
  it.each([-1, 48, 80, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 32])('decodeMove(%d) is action/out-of-range naming it', (action) => {
    const error = thrown(() => julgonu.decodeMove(action));
    expect(error.code).toBe('action/out-of-range');
    expect(error.message).toContain(String(action));
    expect(error.message).toContain('47');
  });

  it('decodeMove(0) and decodeMove(47) are in range', () => {
    expect(julgonu.decodeMove(0)).toEqual({ from: at('a1'), to: at('a2') });
    expect(julgonu.decodeMove(47)).toEqual({ from: at('d4'), to: at('c4') });
  });
});

describe('the cursor', () => {
  it('refuses actions out of range, illegal actions and undo at its start, changing nothing', () => {
    const cursor = julgonu.cursor(julgonu.start());
    expect(thrown(() => cursor.play(48)).code).toBe('action/out-of-range');
    expect(thrown(() => cursor.play(-1)).code).toBe('action/out-of-range');
    const illegal = thrown(() => cursor.play(1));
    expect(illegal.code).toBe('move/illegal');
    expect(illegal.message).toContain('a1-b1');
    expect(thrown(() => cursor.undo()).code).toBe('argument/invalid');
    expect(cursor.depth).toBe(0);
    expect(julgonu.formatPosition(cursor.position())).toBe('wwww/4/4/bbbb b');
  });

  it('refuses a step J4 forbids with move/illegal, and a finished position with move/game-over', () => {
    const cursor = julgonu.cursor(playLine(julgonu.start(), ['a1-a2', 'a4-a3', 'a2-a1']));
    const forbidden = julgonu.encodeMove({ from: at('a3'), to: at('a4') });
    expect(thrown(() => cursor.play(forbidden)).code).toBe('move/illegal');
    const over = julgonu.cursor(playLine('wb2/b3/3w/2b1 b', ['c1-b1', 'd2-d1', 'b1-c1']));
    expect(thrown(() => over.play(julgonu.encodeMove({ from: at('d1'), to: at('d2') }))).code).toBe('move/game-over');
  });
});

describe('game records', () => {
  const header = '[Game "julgonu"]\n[Start "wwww/4/4/bbbb b"]\n\n';

  it('a record whose moves break J4 is record/move, naming the move, with move/illegal as its cause', () => {
    const error = thrown(() => parseRecord(`${header}1. a1-a2 a4-a3 2. a2-a1 a3-a4\n`, games));
    expect(error.code).toBe('record/move');
    expect(error.message).toContain('move 4');
    expect(error.message).toContain('a3-a4');
    expect(isRulesError(error.cause, 'move/illegal')).toBe(true);
    expect((error.cause as Error).message).toContain('recreate an earlier position');
  });

  it('the same moves are fine where the record says noRepeat=off', () => {
    const record = parseRecord(`[Game "julgonu"]\n[Options "noRepeat=off"]\n\n1. a1-a2 a4-a3 2. a2-a1 a3-a4\n`, julgonu);
    expect(julgonu.formatPosition(record.positions[4] as JulGonuPosition)).toBe('wwww/4/4/bbbb b');
  });

  it('a record breaking any but not previous is refused only under any', () => {
    const moves = '1. a1-a2 d4-d3 2. a2-b2 d3-d4 3. b2-b1 d4-d3 4. b1-a1 d3-d4\n';
    const start = '[Start "w2w/4/4/b1b1 b"]\n';
    expect(parseRecord(`[Game "julgonu"]\n${start}\n${moves}`, julgonu).moves).toHaveLength(8);
    const error = thrown(() => parseRecord(`[Game "julgonu"]\n[Options "noRepeat=any"]\n${start}\n${moves}`, julgonu));
    expect(error.code).toBe('record/move');
    expect(error.message).toContain('move 8');
    expect(isRulesError(error.cause, 'move/illegal')).toBe(true);
  });

  it('a record with a noRepeat value that does not exist is option/invalid', () => {
    expect(thrown(() => parseRecord(`[Game "julgonu"]\n[Options "noRepeat=sometimes"]\n\n1. a1-a2\n`, games)).code).toBe('option/invalid');
  });

  it('a record with a step written without its capture is record/move with notation/syntax as its cause', () => {
    const error = thrown(() => parseRecord('[Game "julgonu"]\n[Start "w2w/4/b1wb/4 b"]\n\n1. a2-b2\n', games));
    expect(error.code).toBe('record/move');
    expect(isRulesError(error.cause, 'notation/syntax')).toBe(true);
  });
});
