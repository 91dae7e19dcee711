import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Board,
  formatMoveSyntax,
  formatRows,
  isRulesError,
  parseMoveSyntax,
  parseRows,
  squareGrid,
  agon,
  gong,
  julgonu,
  kono,
  type AnyGame,
  type MoveForms,
  type MoveSyntax,
} from '../../src/index.js';
import { params } from '../support/fc.js';
import { expectRulesError, valueOrRulesError } from './helpers.js';

const grid = squareGrid(4, 4);

// A board with Gong's awkward names: `gon`, a radial `x` that is also the separator, and a
// multi-digit ring. The point order is deliberately not alphabetical (x3 before a1), so that
// "ascending" can only mean point order.
const NAMES = ['gon', 'x3', 'a1', 'a3', 'a13', 'x7', 'b2'];
const radial = new Board({
  names: NAMES,
  x: NAMES.map((_, i) => i),
  y: NAMES.map(() => 0),
  directions: [],
  opposite: [],
  neighbours: NAMES.map(() => []),
  symmetries: [{ name: 'identity', points: NAMES.map((_, i) => i), directions: [] }],
});
const P = (name: string): number => radial.point(name);
const G = (name: string): number => grid.point(name);

/** A game's declared choice mark, as Gong declares `^` for its toff. */
const CHOICE: MoveForms = { choice: { mark: '^', name: 'the chosen point' } };

function move(from: number, take: boolean, to: number, captures: number[] = [], choice = -1): MoveSyntax {
  return { kind: 'move', from, take, to, captures, choice };
}

describe('parseMoveSyntax on a grid', () => {
  it('reads pass, placements, steps and takes', () => {
    expect(parseMoveSyntax(grid, 'pass')).toEqual({ kind: 'pass' });
    expect(parseMoveSyntax(grid, '@c3')).toEqual({ kind: 'placement', piece: undefined, at: G('c3') });
    expect(parseMoveSyntax(grid, 'Q@a1')).toEqual({ kind: 'placement', piece: 'Q', at: G('a1') });
    expect(parseMoveSyntax(grid, 'a2-a3')).toEqual(move(G('a2'), false, G('a3')));
    expect(parseMoveSyntax(grid, 'a1xa3')).toEqual(move(G('a1'), true, G('a3')));
  });

  it('reads captures in ascending point order, and a choice after the mark a game declares', () => {
    // b2 (index 5) before a3 (index 8): ascending by point order, not by name.
    expect(parseMoveSyntax(grid, 'a1-a2xb2xa3')).toEqual(move(G('a1'), false, G('a2'), [G('b2'), G('a3')]));
    expect(parseMoveSyntax(grid, 'c1xc2xd2^b1', CHOICE)).toEqual(move(G('c1'), true, G('c2'), [G('d2')], G('b1')));
    expect(parseMoveSyntax(grid, 'a1-b1^d4', CHOICE)).toEqual(move(G('a1'), false, G('b1'), [], G('d4')));
    expect(parseMoveSyntax(grid, 'a1-b1!d4', { choice: { mark: '!', name: 'the chosen point' } })).toEqual(
      move(G('a1'), false, G('b1'), [], G('d4')),
    );
  });

  it('reads no choice where the game declares no mark, and names the choice where it does', () => {
    const plain = expectRulesError(() => parseMoveSyntax(grid, 'a1-b1^d4'), 'notation/syntax');
    expect(plain.message).toBe('bad move "a1-b1^d4": expected the end of the move at character 6, found "^d4"');
    const declared = expectRulesError(() => parseMoveSyntax(grid, 'a1-b1^', CHOICE), 'notation/syntax');
    expect(declared.message).toBe('bad move "a1-b1^": expected the chosen point after "^" at character 7, found the end');
  });

  it('trims surrounding white space only', () => {
    expect(parseMoveSyntax(grid, '  a2-a3\n')).toEqual(move(G('a2'), false, G('a3')));
    expect(parseMoveSyntax(grid, '\tpass ')).toEqual({ kind: 'pass' });
    expectRulesError(() => parseMoveSyntax(grid, 'a2 -a3'), 'notation/syntax');
  });

  it('refuses captures out of order or twice', () => {
    expectRulesError(() => parseMoveSyntax(grid, 'a1-a2xa3xb2'), 'notation/syntax');
    expectRulesError(() => parseMoveSyntax(grid, 'a1-a2xb2xb2'), 'notation/syntax');
  });

  it.each([
    ['', 1],
    ['a', 1],
    ['a1', 3],
    ['a1a2', 3],
    ['a1?a2', 3],
    ['a1-', 4],
    ['a1-a', 4],
    ['a1-a2x', 7],
    ['a1-a2^', 6],
    ['a1-a2!', 6],
    ['@', 2],
    ['Q@', 3],
    ['q@a1', 1],
    ['QQ@a1', 1],
    ['@a1x', 4],
    ['Pass', 1],
    ['passx', 1],
    ['1a-a2', 1],
    ['a9-a1', 1],
    ['a1-a9', 4],
    ['a01-a2', 1],
    ['e1-a1', 1],
  ])('%j is a syntax error at character %i naming the text', (text, position) => {
    const error = expectRulesError(() => parseMoveSyntax(grid, text), 'notation/syntax');
    expect(error.message).toContain(JSON.stringify(text.trim()));
    expect(error.message).toContain(`character ${position}`);
  });

  it('refuses a non-string with notation/syntax', () => {
    expectRulesError(() => parseMoveSyntax(grid, 42 as unknown as string), 'notation/syntax');
    expectRulesError(() => parseMoveSyntax(grid, null as unknown as string), 'notation/syntax');
  });

  // RULES: an error "says what was expected and where" — the ordering error should too.
  it('says where an out-of-order capture is', () => {
    const error = expectRulesError(() => parseMoveSyntax(grid, 'a1-a2xa3xb2'), 'notation/syntax');
    expect(error.message).toContain('"a1-a2xa3xb2"');
    expect(error.message).toMatch(/character (9|10)\b/);
  });
});

describe('parseMoveSyntax expects only the forms a game has', () => {
  const firstTokenMessage = (forms?: MoveForms): string =>
    expectRulesError(() => parseMoveSyntax(grid, 'Z9', forms), 'notation/syntax').message;

  it('names points, "@" and "pass" by default', () => {
    expect(firstTokenMessage()).toBe('bad move "Z9": expected a point, "@" or "pass" at character 1, found "Z9"');
  });

  it('names only what the game has', () => {
    expect(firstTokenMessage({ placements: false, passes: false })).toBe('bad move "Z9": expected a point at character 1, found "Z9"');
    expect(firstTokenMessage({ placements: false })).toBe('bad move "Z9": expected a point or "pass" at character 1, found "Z9"');
    expect(firstTokenMessage({ passes: false })).toBe('bad move "Z9": expected a point or "@" at character 1, found "Z9"');
  });

  it('without capture lists, an x after the destination is where the move should end', () => {
    expect(parseMoveSyntax(grid, 'a1-a2xb2')).toMatchObject({ captures: [G('b2')] });
    const error = expectRulesError(() => parseMoveSyntax(grid, 'a1xa3x', { captures: false }), 'notation/syntax');
    expect(error.message).toBe('bad move "a1xa3x": expected the end of the move at character 6, found "x"');
    expect(expectRulesError(() => parseMoveSyntax(grid, 'a1xa3x'), 'notation/syntax').message).toContain('a captured point');
  });

  it('still reads every form: the game refuses a form it lacks', () => {
    expect(parseMoveSyntax(grid, 'pass', { passes: false })).toEqual({ kind: 'pass' });
    expect(parseMoveSyntax(grid, '@a1', { placements: false })).toEqual({ kind: 'placement', piece: undefined, at: G('a1') });
  });

  it('Kono and Jul-Gonu messages expect a point; Agon and Gong messages also "@" and "pass"', () => {
    for (const game of [kono, julgonu] as AnyGame[])
      expect(expectRulesError(() => game.parseMove(game.start(), 'Z9'), 'notation/syntax').message).toContain(
        'expected a point at character 1',
      );
    for (const game of [agon, gong] as AnyGame[])
      expect(expectRulesError(() => game.parseMove(game.start(), 'Z9'), 'notation/syntax').message).toContain(
        'expected a point, "@" or "pass" at character 1',
      );
  });
});

describe('parseMoveSyntax reads points by their names on the board, never splits on x', () => {
  it('reads a name of letters alone, of any length, and never splits a number', () => {
    const names = ['middle', 'a1', 'a12', 'b1'];
    const board = new Board({
      names,
      x: names.map((_, i) => i),
      y: names.map(() => 0),
      directions: [],
      opposite: [],
      neighbours: names.map(() => []),
      symmetries: [{ name: 'identity', points: names.map((_, i) => i), directions: [] }],
    });
    expect(parseMoveSyntax(board, 'middlexa12')).toEqual(move(0, true, 2));
    expect(parseMoveSyntax(board, 'a1-middle')).toEqual(move(1, false, 0));
    // a12 is a name and a1 is one too: the longest wins; a13 is none, and a1 is not read out of it.
    const error = expectRulesError(() => parseMoveSyntax(board, 'a13-b1'), 'notation/syntax');
    expect(error.message).toBe('bad move "a13-b1": no point "a13" on this board (character 1)');
    expectRulesError(() => parseMoveSyntax(board, 'midd-a1'), 'notation/syntax');
  });

  it('reads a point in time bounded by the longest name, whatever the length of the text', () => {
    const long = `a${'1'.repeat(100_000)}-b1`;
    const error = expectRulesError(() => parseMoveSyntax(grid, long), 'notation/syntax');
    expect(error.message).toContain('no point "a11111111111" on this board (character 1)');
  });

  it('x3xa3 is from x3, take, to a3', () => {
    expect(parseMoveSyntax(radial, 'x3xa3')).toEqual(move(P('x3'), true, P('a3')));
  });

  it('gonxx7 is from gon, take, to x7', () => {
    expect(parseMoveSyntax(radial, 'gonxx7')).toEqual(move(P('gon'), true, P('x7')));
    expect(parseMoveSyntax(radial, 'x7xgon')).toEqual(move(P('x7'), true, P('gon')));
    expect(parseMoveSyntax(radial, 'x3-gon')).toEqual(move(P('x3'), false, P('gon')));
    expect(parseMoveSyntax(radial, '@gon')).toEqual({ kind: 'placement', piece: undefined, at: P('gon') });
  });

  it('reads multi-digit points greedily and x-named captures', () => {
    expect(parseMoveSyntax(radial, 'a13-a1')).toEqual(move(P('a13'), false, P('a1')));
    expect(parseMoveSyntax(radial, 'a1xa13')).toEqual(move(P('a1'), true, P('a13')));
    // Captures x3 (index 1) then a1 (index 2): ascending in point order though not by name.
    expect(parseMoveSyntax(radial, 'gon-a3xx3xa1^x7', CHOICE)).toEqual(move(P('gon'), false, P('a3'), [P('x3'), P('a1')], P('x7')));
    expectRulesError(() => parseMoveSyntax(radial, 'gon-a3xa1xx3'), 'notation/syntax');
  });

  it('refuses gon on a board without it, and half a point name', () => {
    expectRulesError(() => parseMoveSyntax(grid, 'gon-a1'), 'notation/syntax');
    expectRulesError(() => parseMoveSyntax(radial, 'go-a1'), 'notation/syntax');
    expectRulesError(() => parseMoveSyntax(radial, 'gonx'), 'notation/syntax');
    expectRulesError(() => parseMoveSyntax(radial, 'x3xx'), 'notation/syntax');
    expectRulesError(() => parseMoveSyntax(radial, 'a2-a1'), 'notation/syntax');
  });
});

describe('formatMoveSyntax', () => {
  it('writes the canonical forms', () => {
    expect(formatMoveSyntax(grid, { kind: 'pass' })).toBe('pass');
    expect(formatMoveSyntax(grid, { kind: 'placement', piece: undefined, at: G('c3') })).toBe('@c3');
    expect(formatMoveSyntax(grid, { kind: 'placement', piece: 'G', at: G('b4') })).toBe('G@b4');
    expect(formatMoveSyntax(grid, move(G('a2'), false, G('a3')))).toBe('a2-a3');
    expect(formatMoveSyntax(grid, move(G('a1'), true, G('a3'), [G('b2'), G('c3')], G('d1')), CHOICE)).toBe('a1xa3xb2xc3^d1');
    expect(formatMoveSyntax(radial, move(P('gon'), true, P('x7')))).toBe('gonxx7');
  });

  it('refuses a choice without the mark to write it with', () => {
    expectRulesError(() => formatMoveSyntax(grid, move(G('a1'), false, G('a2'), [], G('d1'))), 'argument/invalid');
  });
});

/** Any well-formed move syntax on a board: captures are a set, listed in ascending order. */
function syntaxOn(board: Board): fc.Arbitrary<MoveSyntax> {
  const point = fc.integer({ min: 0, max: board.size - 1 });
  return fc.oneof(
    fc.constant<MoveSyntax>({ kind: 'pass' }),
    fc.record({
      kind: fc.constant('placement' as const),
      piece: fc.option(fc.constantFrom(...'ABGQZ'), { nil: undefined }),
      at: point,
    }),
    fc.record({
      kind: fc.constant('move' as const),
      from: point,
      take: fc.boolean(),
      to: point,
      captures: fc.uniqueArray(point, { maxLength: 4 }).map((c) => c.sort((a, b) => a - b)),
      choice: fc.oneof(fc.constant(-1), point),
    }),
  );
}

describe('move notation properties', () => {
  it.each([
    ['the grid', grid],
    ['the radial board', radial],
  ])('on %s, parse(format(m)) equals m and format(parse(s)) === s', (_name, board) => {
    fc.assert(
      fc.property(syntaxOn(board), (syntax) => {
        const text = formatMoveSyntax(board, syntax, CHOICE);
        const parsed = parseMoveSyntax(board, text, CHOICE);
        expect(parsed).toEqual(syntax);
        expect(formatMoveSyntax(board, parsed, CHOICE)).toBe(text);
      }),
      params(300),
    );
  });

  it('any string parses to a value or a RulesError, and what parses is canonical', () => {
    const alphabet = fc.constantFrom(...'abdgnoxQ@^-0123456789 pas\n'.split(''), 'gon', 'a13', 'x3', 'x7');
    const text = fc.oneof(
      fc.string({ unit: alphabet, maxLength: 16 }),
      fc.string({ maxLength: 16 }),
      fc.string({ unit: 'binary', maxLength: 12 }),
    );
    for (const board of [grid, radial]) {
      fc.assert(
        fc.property(text, (s) => {
          const result = valueOrRulesError(() => parseMoveSyntax(board, s, CHOICE));
          if ('error' in result) expect(result.error.code).toBe('notation/syntax');
          else expect(formatMoveSyntax(board, result.value, CHOICE)).toBe(s.trim());
        }),
        params(400),
      );
    }
  });
});

describe('parseRows and formatRows', () => {
  const what = 'bad test position';

  it('reads letters and runs of empty cells', () => {
    expect(parseRows('wwww/4/1b2/bbbb', [4, 4, 4, 4], 'bw', what)).toEqual([
      ['w', 'w', 'w', 'w'],
      ['', '', '', ''],
      ['', 'b', '', ''],
      ['b', 'b', 'b', 'b'],
    ]);
  });

  it('reads multi-digit runs on long rows, and rows of different lengths', () => {
    const empty13 = Array.from({ length: 13 }, () => '');
    expect(parseRows('13', [13], 'bw', what)).toEqual([empty13]);
    expect(parseRows('b12', [13], 'bw', what)[0]?.filter((c) => c === '')).toHaveLength(12);
    expect(parseRows('11b1/6', [13, 6], 'bw', what)).toEqual([
      [...empty13.slice(0, 11), 'b', ''],
      ['', '', '', '', '', ''],
    ]);
    expect(parseRows('w10bw', [13], 'bw', what)[0]).toEqual(['w', ...empty13.slice(0, 10), 'b', 'w']);
  });

  it.each([
    ['5', [4], 'run longer than the row'],
    ['3', [4], 'row too short'],
    ['bbbbb', [4], 'row too long'],
    ['13', [4], 'a split run 1+3 read as 13'],
    ['22', [4], 'a split run 2+2'],
    ['112', [13], 'a split run 1+12'],
    ['013', [13], 'a leading zero'],
    ['b03', [4], 'a zero run'],
    ['0', [0], 'a zero run on an empty row'],
    ['b0b2', [4], 'an inner zero'],
    ['4/4', [4, 4, 4], 'too few rows'],
    ['4/4/4', [4, 4], 'too many rows'],
    ['bxb1', [4], 'a letter not allowed'],
    ['B3', [4], 'upper case'],
    [' 4', [4], 'white space'],
    ['', [4], 'an empty row'],
  ])('%j with row lengths %j is refused (%s)', (field, lengths, _why) => {
    const error = expectRulesError(() => parseRows(field, lengths, 'bw', what), 'position/syntax');
    expect(error.message).toContain(what);
  });

  it('formats runs, also long ones', () => {
    expect(
      formatRows([
        ['', '', 'b', ''],
        ['w', 'w', 'w', 'w'],
      ]),
    ).toBe('2b1/wwww');
    expect(formatRows([Array.from({ length: 13 }, () => '')])).toBe('13');
    expect(formatRows([[]])).toBe('');
  });

  const rowsArb = fc
    .array(fc.integer({ min: 1, max: 13 }), { minLength: 1, maxLength: 6 })
    .chain((lengths) =>
      fc.tuple(
        fc.constant(lengths),
        fc.tuple(...lengths.map((n) => fc.array(fc.constantFrom('', '', 'b', 'w'), { minLength: n, maxLength: n }))),
      ),
    );

  it('rows round-trip through their text, and the text is canonical', () => {
    fc.assert(
      fc.property(rowsArb, ([lengths, rows]) => {
        const text = formatRows(rows);
        expect(parseRows(text, lengths, 'bw', what)).toEqual(rows);
        expect(formatRows(parseRows(text, lengths, 'bw', what))).toBe(text);
      }),
      params(300),
    );
  });

  it('any field parses to rows of the given lengths or a RulesError', () => {
    const field = fc.string({ unit: fc.constantFrom(...'bw/0123456789x'.split('')), maxLength: 20 });
    fc.assert(
      fc.property(field, fc.array(fc.integer({ min: 0, max: 13 }), { minLength: 1, maxLength: 3 }), (text, lengths) => {
        let rows: string[][];
        try {
          rows = parseRows(text, lengths, 'bw', what);
        } catch (error) {
          expect(isRulesError(error, 'position/syntax'), String(error)).toBe(true);
          return;
        }
        expect(rows.map((r) => r.length)).toEqual(lengths);
        expect(formatRows(rows)).toBe(text);
      }),
      params(400),
    );
  });
});
