import { describe, expect, it } from 'vitest';
import { isRulesError } from '../../src/index.js';
import { agon, type AgonMove, type AgonOptions, type AgonPosition } from '../../src/agon/index.js';
import { thrown } from '../support/errors.js';
import { at, build, buildHistorical, playLine } from './helpers.js';

const START = '6/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b - -';
const snapshot = (pos: AgonPosition): string => `${agon.formatPosition(pos)} ${JSON.stringify(pos)}`;

describe('A10: positions with the wrong material', () => {
  it.each([
    ['a seventh Black Guard on the board', '6/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/g6/6 b - -', 'Black Guards'],
    ['a Black Guard missing', '6/7/7G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b - -', 'Black Guards'],
    ['a second White Queen', '6/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/7/Q5 b - -', 'White Queen'],
    ['no Queens at all', '6/7/g6G/g7G/g8G/11/g8G/g7G/g6G/7/6 b - -', 'Black Queen'],
    ['a held piece on top of a full side', '6/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b G -', 'White Guards'],
    ['an unplaced piece on top of a full side', '6/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b - q', 'Black Queen'],
    ['the placement start with a Guard too many', '6/7/8/9/10/11/10/9/8/7/6 b - qgggggggQGGGGGG', 'Black Guards'],
    ['an empty board with nothing off it', '6/7/8/9/10/11/10/9/8/7/6 b - -', 'Black Queen'],
  ])('%s: position/invalid, naming the text and the piece', (_what, text, piece) => {
    const error = thrown(() => agon.parsePosition(text));
    expect(error.code).toBe('position/invalid');
    expect(error.message).toContain(JSON.stringify(text));
    expect(error.message).toContain(piece);
  });
});

describe('malformed and non-canonical position strings', () => {
  it.each([
    ['held letters out of the order q g Q G', '6/7/8/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b Gg -'],
    ['unplaced letters out of the order q g Q G', '6/7/8/9/10/11/10/9/8/7/6 b - QGGGGGGqgggggg'],
    ['a Queen after the Guards of her colour', '6/7/8/9/10/11/10/9/8/7/6 b - ggggggqQGGGGGG'],
    ['a split run of empty cells, read whole as 33', '33/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b - -'],
    ['a run too long for its file', '7/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b - -'],
    ['a run too short for its file', '5/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b - -'],
    ['a zero run', '06/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b - -'],
    ['a missing file', '6/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/7 b - -'],
    ['an extra file', '6/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6/6 b - -'],
    ['an empty file', '/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b - -'],
    ['a bad letter on the board', '6/7/g6K/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b - -'],
    ['a bad letter in the held list', '6/7/8/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b gK -'],
    ['a bad letter in the unplaced list', '6/7/8/9/10/11/10/9/8/7/6 b - qggggggQGGGGGx'],
    ['a bad side to move', '6/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 x - -'],
    ['the side to move in upper case', '6/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 B - -'],
    ['three fields', '6/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b -'],
    ['two fields', '6/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b'],
    ['five fields', '6/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b - - -'],
    ['two spaces before the side', '6/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6  b - -'],
    ['a tab for a space', '6/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6\tb - -'],
    ['a Kono position', 'wwww/wwww/bbbb/bbbb b'],
    ['the empty string', ''],
  ])('%s: position/syntax naming the text', (_what, text) => {
    const error = thrown(() => agon.parsePosition(text));
    expect(error.code).toBe('position/syntax');
    expect(error.message).toContain(JSON.stringify(text.trim()).slice(0, 40));
  });

  // RULES.md: parsing accepts exactly the canonical form, so format(parse(s)) === s. An empty held
  // (or unplaced) field between two spaces is not "-"; the engine reads it as an empty list.
  it.each([
    ['an empty held field (two spaces)', '6/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b  -'],
    ['an empty held field in the placement start', '6/7/8/9/10/11/10/9/8/7/6 b  qggggggQGGGGGG'],
  ])('%s: position/syntax, not a silently rewritten position', (_what, text) => {
    let parsed: string | undefined;
    try {
      parsed = agon.formatPosition(agon.parsePosition(text));
    } catch (error) {
      expect(isRulesError(error, 'position/syntax')).toBe(true);
      return;
    }
    expect(parsed, `parsed and rewritten as ${JSON.stringify(parsed)}`).toBe(text);
  });

  it('surrounding white space is allowed, and a non-string is refused', () => {
    expect(agon.formatPosition(agon.parsePosition(`  ${START}\n`))).toBe(START);
    expect(thrown(() => agon.parsePosition(42 as unknown as string)).code).toBe('position/syntax');
  });
});

describe('illegal moves', () => {
  it('a return of a piece that is not held is move/illegal, naming the move and the position', () => {
    const start = agon.start();
    const error = thrown(() => agon.play(start, { kind: 'place', piece: 'guard', at: at('a1') }));
    expect(error.code).toBe('move/illegal');
    expect(error.message).toContain('G@a1');
    expect(error.message).toContain(START);
    // Holding a Guard only, the capturer cannot return a Queen.
    const holding = agon.parsePosition(build({}, 'b', 'G'));
    expect(thrown(() => agon.parseMove(holding, 'Q@f11')).code).toBe('move/illegal');
    expect(thrown(() => agon.play(holding, { kind: 'place', piece: 'queen', at: at('f11') })).code).toBe('move/illegal');
  });

  it('a placement off the edge is no Agon move at all', () => {
    const placing = agon.start({ setup: 'placement' });
    for (const cell of ['f6', 'b2', 'e9']) {
      const move: AgonMove = { kind: 'place', piece: 'queen', at: at(cell) };
      expect(thrown(() => agon.play(placing, move)).code).toBe('move/illegal');
      expect(thrown(() => agon.encodeMove(move)).code).toBe('move/illegal');
      const error = thrown(() => agon.parseMove(placing, `Q@${cell}`));
      expect(error.code).toBe('move/illegal');
      expect(error.message).toContain(`Q@${cell}`);
      expect(agon.isLegal(placing, move)).toBe(false);
    }
  });

  it('a step to a non-adjacent cell is no Agon move at all', () => {
    const start = agon.start();
    for (const [from, to] of [
      ['f1', 'f3'],
      ['f1', 'f1'],
      ['c1', 'e2'],
      ['a1', 'l6'],
    ] as const) {
      const move: AgonMove = { kind: 'step', from: at(from), to: at(to) };
      expect(thrown(() => agon.play(start, move)).code).toBe('move/illegal');
      expect(thrown(() => agon.formatMove(start, move)).code).toBe('move/illegal');
      const error = thrown(() => agon.parseMove(start, `${from}-${to}`));
      expect(error.code).toBe('move/illegal');
      expect(error.message).toContain(`${from}-${to}`);
    }
  });

  it('a legal-looking step that is not legal here lists the legal moves and changes nothing', () => {
    const start = agon.start();
    const before = snapshot(start);
    const error = thrown(() => agon.parseMove(start, 'f11-f10'));
    expect(error.code).toBe('move/illegal');
    expect(error.message).toContain('f11-f10');
    expect(error.message).toContain('c1-c2 c1-d2 c1-b1');
    expect(snapshot(start)).toBe(before);
  });

  it.each<[string, unknown]>([
    ['an unknown kind', { kind: 'jump', from: 0, to: 1 }],
    ['a placement of an unknown piece', { kind: 'place', piece: 'king', at: 0 }],
    ['a cell off the board', { kind: 'step', from: 90, to: 91 }],
    ['a fractional cell', { kind: 'place', piece: 'guard', at: 0.5 }],
    ['a cell as a name', { kind: 'step', from: 'f1', to: 'f2' }],
    ['a string', 'f1-f2'],
    ['null', null],
  ])('%s is not an Agon move: move/illegal from play, formatMove and encodeMove', (_what, move) => {
    const start = agon.start();
    for (const call of [
      () => agon.play(start, move as AgonMove),
      () => agon.formatMove(start, move as AgonMove),
      () => agon.encodeMove(move as AgonMove),
    ]) {
      const error = thrown(call);
      expect(error.code).toBe('move/illegal');
      expect(error.message).toContain(move === null ? 'null' : typeof move === 'string' ? move : JSON.stringify(move).slice(0, 20));
    }
    expect(agon.isLegal(start, move as AgonMove)).toBe(false);
  });
});

describe('move notation', () => {
  // Black g on f5 steps to an empty f6; with White's f7 and Black's f8 the step takes f7.
  const plain = agon.parsePosition(build({ f5: 'g' }));
  const capturing = agon.parsePosition(build({ f5: 'g', f7: 'G', f8: 'g' }));
  const entering = agon.parsePosition(build({ f5: 'g', f6: 'G' }));

  it.each<[string, AgonPosition, string, string]>([
    ['x onto an empty cell', plain, 'f5xf6', 'f5-f6'],
    ['a missing capture suffix', capturing, 'f5-f6', 'f5-f6xf7'],
    ['x for the custodian capture instead of the separator', capturing, 'f5xf6xf7', 'f5-f6xf7'],
    ['a capture suffix where nothing is taken', plain, 'f5-f6xf7', 'f5-f6'],
    ['- onto an enemy’s cell', entering, 'f5-f6', 'f5xf6'],
  ])('%s: notation/syntax, naming the canonical form', (_what, pos, text, canonical) => {
    const error = thrown(() => agon.parseMove(pos, text));
    expect(error.code).toBe('notation/syntax');
    expect(error.message).toContain(text);
    expect(error.message).toContain(canonical);
    expect(agon.formatMove(pos, agon.parseMove(pos, canonical))).toBe(canonical);
  });

  it.each([
    ['@a1', '@a1'],
    ['K@a1', 'K@a1'],
    ['q@a1', 'q@a1'],
    ['g@a1', 'g@a1'],
    ['Q@', 'Q@'],
    ['Q@j1', 'j1'],
    ['Q@a7', 'a7'],
    ['QG@a1', 'QG@a1'],
    ['Q@a1x', 'Q@a1x'],
    ['f5-f6^f7', 'f5-f6^f7'],
    ['f5-f6xg6xf7', 'f7'],
    ['f5-f6xf7xf7', 'f7'],
    ['F5-F6', 'F5-F6'],
    ['f5–f6', 'f5–f6'],
    ['f5 - f6', 'f5 - f6'],
    ['Pass', 'Pass'],
    ['pass pass', 'pass pass'],
    ['f12-f11', 'f12'],
    ['', '""'],
  ])('%j is notation/syntax, and the message names %s', (text, named) => {
    const error = thrown(() => agon.parseMove(capturing, text));
    expect(error.code).toBe('notation/syntax');
    expect(error.message).toContain(named);
  });

  it('surrounding white space is allowed; the canonical form inside it is required', () => {
    expect(agon.formatMove(capturing, agon.parseMove(capturing, '\tf5-f6xf7 \n'))).toBe('f5-f6xf7');
    expect(thrown(() => agon.parseMove(capturing, 'f5-f6 xf7')).code).toBe('notation/syntax');
    expect(thrown(() => agon.parseMove(capturing, 3 as unknown as string)).code).toBe('notation/syntax');
  });
});

describe('moves after the game is over', () => {
  const won = agon.parsePosition(build({ f6: 'q', f7: 'g', g6: 'g', g5: 'g', f5: 'g', e5: 'g', e6: 'g' }, 'w'));

  it('play and parseMove refuse with move/game-over, naming the result', () => {
    const before = snapshot(won);
    const error = thrown(() => agon.play(won, { kind: 'step', from: at('l1'), to: at('k2') }));
    expect(error.code).toBe('move/game-over');
    expect(error.message).toContain('seat-of-power');
    expect(thrown(() => agon.parseMove(won, 'l1-k2')).code).toBe('move/game-over');
    expect(thrown(() => agon.parseMove(won, 'pass')).code).toBe('move/game-over');
    expect(snapshot(won)).toBe(before);
  });

  it('a game drawn by maxPlies refuses moves too', () => {
    const pos = playLine(agon.start({ maxPlies: 1 }), ['f1-f2']);
    expect(thrown(() => agon.parseMove(pos, 'f11-f10')).code).toBe('move/game-over');
  });
});

describe('bad options', () => {
  it.each<[string, unknown, string]>([
    ['an unknown setup', { setup: 'random' }, 'random'],
    ['a setup that is not a string', { setup: 1 }, 'setup'],
    ['displacementCapture as a string', { displacementCapture: 'yes' }, 'displacementCapture'],
    ['displacementCapture as a number', { displacementCapture: 1 }, 'displacementCapture'],
    ['maxPlies 0', { maxPlies: 0 }, 'maxPlies'],
    ['maxPlies 2.5', { maxPlies: 2.5 }, '2.5'],
    ['repetition 1', { repetition: 1 }, 'repetition'],
    ['an unknown option', { noRepeat: 'off' }, 'noRepeat'],
    ['options as a string', 'classic', 'classic'],
    ['options as null', null, 'null'],
  ])('%s is option/invalid, for start and parsePosition', (_what, options, named) => {
    for (const call of [() => agon.start(options as AgonOptions), () => agon.parsePosition(START, options as AgonOptions)]) {
      const error = thrown(call);
      expect(error.code).toBe('option/invalid');
      expect(error.message).toContain(named);
    }
  });

  it('every setup and both displacement values are accepted', () => {
    for (const setup of ['fixed', 'classic', 'placement'] as const) {
      for (const displacementCapture of [true, false]) {
        expect(agon.start({ setup, displacementCapture }).options).toEqual({ variant: 'seed', setup, displacementCapture });
      }
    }
  });
});

describe('action indices', () => {
  const start = agon.start();
  it.each([-1, 8731, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('decodeMove(%d) is action/out-of-range naming it', (action) => {
    const error = thrown(() => agon.decodeMove(action));
    expect(error.code).toBe('action/out-of-range');
    expect(error.message).toContain(String(action));
    expect(error.message).toContain('8730');
  });

  it('the cursor refuses actions out of range and illegal actions, changing nothing', () => {
    const cursor = agon.cursor(start);
    expect(thrown(() => cursor.play(8731)).code).toBe('action/out-of-range');
    expect(thrown(() => cursor.play(541)).code).toBe('move/illegal');
    const error = thrown(() => cursor.play(540));
    expect(error.code).toBe('move/illegal');
    expect(error.message).toContain('pass');
    expect(cursor.depth).toBe(0);
    expect(agon.formatPosition(cursor.position())).toBe(START);
  });
});

describe('the historical variant: bad input', () => {
  const HISTORICAL = { variant: 'historical' } as const;
  const invalid = (text: string, options?: AgonOptions): string => {
    const error = thrown(() => agon.parsePosition(text, options));
    expect(error.code, text).toBe('position/invalid');
    return error.message;
  };

  it('a "*" in a position string of the seed’s variant is position/invalid, naming the cell', () => {
    const text = buildHistorical({ f5: 'G*' }, 'w');
    expect(invalid(text)).toContain('f5');
    expect(invalid(text, { setup: 'classic' })).toContain('historical variant');
  });

  it('a "*" on a piece that cannot be captured there is position/invalid', () => {
    // Pieces of both sides captured: a player steps only when none of theirs is.
    expect(invalid(buildHistorical({ f5: 'G*', e5: 'g*' }, 'w'), HISTORICAL)).toContain('both sides');
    // The Queen of the player who has just moved: she would have been released first.
    expect(invalid(buildHistorical({ f5: 'Q*', e5: 'G*' }, 'b'), HISTORICAL)).toContain('Queen');
    // The same pieces with the other player to move are positions of the variant.
    expect(agon.formatPosition(agon.parsePosition(buildHistorical({ f5: 'Q*', e5: 'G*' }, 'w'), HISTORICAL))).toContain('Q*');
  });

  it('held or unplaced pieces, or a Guard on f6, are position/invalid in the historical variant', () => {
    expect(invalid('1G2g1/g5G/8/G7g/10/q9Q/10/G7g/8/g6/1G2g1 b G -', HISTORICAL)).toContain('held and unplaced');
    expect(invalid(buildHistorical({ f6: 'g' }), HISTORICAL)).toContain('f6');
  });

  it('a "*" that follows no piece letter, or two of them, is position/syntax', () => {
    for (const text of [
      '1G2g1/g5G/8/G7g/10/q9*Q/10/G7g/8/g5G/1G2g1 b - -',
      '1G2g1/g5G/8/G7g/10/q**9Q/10/G7g/8/g5G/1G2g1 b - -',
      '*1G2g1/g5G/8/G7g/10/q9Q/10/G7g/8/g5G/1G2g1 b - -',
    ]) {
      expect(thrown(() => agon.parsePosition(text, { variant: 'historical' })).code, text).toBe('position/syntax');
    }
  });

  it('a JSON copy of a position with captured pieces is the same position; a copy of the start loads', () => {
    const pos = agon.parsePosition(buildHistorical({ f5: 'G*', e5: 'G*', f6: 'q' }, 'w'), HISTORICAL);
    const copy = JSON.parse(JSON.stringify(pos)) as AgonPosition;
    const captured = Array.from({ length: agon.board.size }, (_, p) => p).filter((p) => agon.pieceAt(copy, p)?.captured === true);
    expect(captured).toEqual([agon.board.point('e5'), agon.board.point('f5')]);
    expect(agon.formatPosition(copy)).toBe(agon.formatPosition(pos));
    expect(agon.legalMoves(copy)).toEqual(agon.legalMoves(pos));
    const start = JSON.parse(JSON.stringify(agon.start())) as AgonPosition;
    expect(agon.formatPosition(start)).toBe(agon.formatPosition(agon.start()));
    expect(agon.legalMoves(start)).toEqual(agon.legalMoves(agon.start()));
  });

  it('a JSON copy that marks a piece the variant cannot have captured is refused with argument/invalid', () => {
    const pos = agon.parsePosition(buildHistorical({ f5: 'G*', f6: 'q' }, 'w'), HISTORICAL);
    const copy = JSON.parse(JSON.stringify(pos)) as { board: string };
    // The Queen on f6 marked too: pieces of both sides captured (AH4).
    copy.board = buildHistorical({ f5: 'G*', f6: 'q*' }, 'w');
    expect(thrown(() => agon.legalMoves(copy as unknown as AgonPosition)).code).toBe('argument/invalid');
    // A mark on no piece (before the empty cells of the third file).
    copy.board = pos.board.replace(/^6\/7\/8\//, '6/7/*8/');
    expect(copy.board).not.toBe(pos.board);
    expect(thrown(() => agon.legalMoves(copy as unknown as AgonPosition)).code).toBe('argument/invalid');
  });
});
