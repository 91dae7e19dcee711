import { describe, expect, it } from 'vitest';
import { agon, type AgonMove, type AgonOptions, type AgonPosition } from '../../src/agon/index.js';
import { thrownCode } from '../support/errors.js';
import { after, at, build, name, notations, playLine } from './helpers.js';
import { EDGE, neighbour, type Letter } from './reference.js';

const parse = (text: string, options?: AgonOptions): AgonPosition => agon.parsePosition(text, options);
const text = (p: AgonPosition): string => agon.formatPosition(p);
const step = (from: string, to: string): AgonMove => ({ kind: 'step', from: at(from), to: at(to) });
const place = (piece: 'queen' | 'guard', cell: string): AgonMove => ({ kind: 'place', piece, at: at(cell) });
const PASS: AgonMove = { kind: 'pass' };

/** The cells holding each kind of piece, as sorted name lists. */
function layout(pos: AgonPosition): Record<string, string[]> {
  const out: Record<string, string[]> = { 'black queen': [], 'black guard': [], 'white queen': [], 'white guard': [] };
  for (let p = 0; p < agon.board.size; p++) {
    const piece = agon.pieceAt(pos, p);
    if (piece !== undefined) out[`${piece.owner} ${piece.kind}`]?.push(name(p));
  }
  return out;
}

/** The empty edge cells of a position, in point order. */
const emptyEdge = (pos: AgonPosition): string[] => EDGE.filter((c) => agon.pieceAt(pos, at(c)) === undefined);

/** The held and unplaced fields of a position string. */
const offBoard = (pos: AgonPosition): string => text(pos).split(' ').slice(2).join(' ');

describe('A1/A2 pieces and setups', () => {
  it('A2: each setup starts from the position string of RULES.md', () => {
    expect(text(agon.start())).toBe('6/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b - -');
    expect(text(agon.start({ setup: 'fixed' }))).toBe('6/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b - -');
    expect(text(agon.start({ setup: 'classic' }))).toBe('1G2g1/g5G/8/G7g/10/q9Q/10/G7g/8/g5G/1G2g1 b - -');
    expect(text(agon.start({ setup: 'placement' }))).toBe('6/7/8/9/10/11/10/9/8/7/6 b - qggggggQGGGGGG');
  });

  it('A1/A2: Black moves first at ply 0 in every setup, with nothing held', () => {
    for (const setup of ['fixed', 'classic', 'placement'] as const) {
      for (const displacementCapture of [true, false]) {
        const start = agon.start({ setup, displacementCapture });
        expect(agon.toMove(start)).toBe('black');
        expect(start.ply).toBe(0);
        expect(agon.outcome(start)).toBeUndefined();
        expect(offBoard(start).split(' ')[0]).toBe('-');
      }
    }
  });

  it('A2 fixed: Black Queen f1, Guards c1 d1 e1 g1 h1 i1; White Queen f11, Guards c8 d9 e10 g10 h9 i8', () => {
    expect(layout(agon.start())).toEqual({
      'black queen': ['f1'],
      'black guard': ['c1', 'd1', 'e1', 'g1', 'h1', 'i1'],
      'white queen': ['f11'],
      'white guard': ['c8', 'd9', 'e10', 'g10', 'h9', 'i8'],
    });
  });

  it('A2 fixed: each Queen on a corner, opposite each other, her Guards on the six edge cells nearest her, three a side', () => {
    const ring = agon.board.distances(at('f6'));
    const edge = agon.board.names.filter((_, p) => ring[p] === 5);
    const l = layout(agon.start());
    for (const [queen, guards] of [
      ['f1', l['black guard']],
      ['f11', l['white guard']],
    ] as const) {
      // A corner: three neighbours only.
      expect([0, 1, 2, 3, 4, 5].filter((d) => agon.board.neighbour(at(queen), d) >= 0)).toHaveLength(3);
      const distance = agon.board.distances(at(queen));
      const nearest = edge.filter((c) => c !== 'f1' && c !== 'f11').sort((a, b) => (distance[at(a)] ?? 0) - (distance[at(b)] ?? 0));
      expect([...(guards ?? [])].sort()).toEqual(nearest.slice(0, 6).sort());
      expect((guards ?? []).map((g) => distance[at(g)]).sort()).toEqual([1, 1, 2, 2, 3, 3]);
    }
    expect(agon.board.distances(at('f1'))[at('f11')]).toBe(10);
  });

  it('A2 classic: going round the rim from either Queen either way, the pattern of RULES.md', () => {
    // The rim as a cycle from f1, built from the neighbour rule: each edge cell has two edge neighbours.
    const rim = ['f1'];
    while (rim.length < 30) {
      const last = rim[rim.length - 1] as string;
      const next = [0, 1, 2, 3, 4, 5]
        .map((d) => neighbour(last, d))
        .find((c): c is string => c !== undefined && EDGE.includes(c) && !rim.includes(c));
      if (next === undefined) throw new Error('the rim is not a cycle');
      rim.push(next);
    }
    expect(rim[15]).toBe('f11');
    const pattern = ['', 'enemy', '', 'own', '', 'enemy', '', '', 'own', '', 'enemy', '', 'own', '', 'queen'];
    const expected: Record<string, Letter> = { f1: 'q', f11: 'Q' };
    for (const [queen, own, enemy] of [
      [0, 'g', 'G'],
      [15, 'G', 'g'],
    ] as const) {
      for (const way of [1, -1]) {
        pattern.forEach((what, i) => {
          const cell = rim[(queen + way * (i + 1) + 30) % 30] as string;
          if (what === 'own') expected[cell] = own;
          if (what === 'enemy') expected[cell] = enemy;
        });
      }
    }
    const start = agon.start({ setup: 'classic' });
    for (let p = 0; p < 91; p++) {
      const piece = agon.pieceAt(start, p);
      const letter = piece === undefined ? undefined : piece.owner === 'black' ? piece.kind[0] : piece.kind[0]?.toUpperCase();
      expect(letter, name(p)).toBe(expected[name(p)]);
    }
    expect(layout(start)).toEqual({
      'black queen': ['f1'],
      'black guard': ['a5', 'b1', 'd9', 'h9', 'k1', 'l5'],
      'white queen': ['f11'],
      'white guard': ['a2', 'b7', 'd1', 'h1', 'k7', 'l2'],
    });
  });

  it('A2 placement: an empty board; the legal moves are Q@ then G@ on each of the 30 edge cells', () => {
    const start = agon.start({ setup: 'placement' });
    expect(Object.values(layout(start)).flat()).toEqual([]);
    expect(notations(start)).toEqual([...EDGE.map((c) => `Q@${c}`), ...EDGE.map((c) => `G@${c}`)]);
  });

  it('A2 placement: the mover places its own piece, then the other side; a placed Queen leaves only Guards to place', () => {
    const pos = playLine(agon.start({ setup: 'placement' }), ['Q@a1', 'G@l6']);
    expect(agon.pieceAt(pos, at('a1'))).toEqual({ owner: 'black', kind: 'queen' });
    expect(agon.pieceAt(pos, at('l6'))).toEqual({ owner: 'white', kind: 'guard' });
    expect(text(pos)).toBe('q5/7/8/9/10/11/10/9/8/7/5G b - ggggggQGGGGG');
    expect(notations(pos)).toEqual(emptyEdge(pos).map((c) => `G@${c}`));
    expect(notations(pos)).toHaveLength(28);
  });

  it('A2 placement: placements go on edge cells only, even where a step would be possible', () => {
    const pos = playLine(agon.start({ setup: 'placement' }), ['Q@a1', 'Q@l6']);
    expect(agon.isLegal(pos, step('a1', 'a2'))).toBe(false);
    expect(agon.isLegal(pos, place('guard', 'b2'))).toBe(false);
    expect(thrownCode(() => agon.parseMove(pos, 'G@f6'))).toBe('move/illegal');
  });

  it('A2 placement: after fourteen placements the board holds all pieces and stepping starts', () => {
    const order = ['Q@f1', 'Q@f11', 'G@e1', 'G@e10', 'G@g1', 'G@g10', 'G@d1', 'G@d9', 'G@h1', 'G@h9', 'G@c1', 'G@c8', 'G@i1', 'G@i8'];
    const pos = playLine(agon.start({ setup: 'placement' }), order);
    // The same layout as the fixed setup, so the same fifteen first moves.
    expect(text(pos)).toBe(text(agon.start()));
    expect(notations(pos)).toEqual(notations(agon.start()));
  });

  it('A2 placement: placements capture nothing, even a piece they close a line on', () => {
    // Black a1, White a2, then Black places on a3: a2 stays.
    const pos = playLine(agon.start({ setup: 'placement' }), ['G@a1', 'G@a2', 'G@a3']);
    expect(agon.pieceAt(pos, at('a2'))).toEqual({ owner: 'white', kind: 'guard' });
    expect(offBoard(pos)).toBe('- qggggQGGGGG');
  });
});

describe('A3 step', () => {
  it('A3: a piece steps to each of the six adjacent cells, in the order north … northwest', () => {
    const pos = parse(build({ f6: 'q' }));
    expect(notations(pos).filter((m) => m.startsWith('f6'))).toEqual(['f6-f7', 'f6-g6', 'f6-g5', 'f6-f5', 'f6-e5', 'f6-e6']);
  });

  it('A3: outward steps too, onto the edge; a corner has three neighbours, an edge cell four', () => {
    const pos = parse(build({ f2: 'g', f11: 'g', c1: 'g' }));
    expect(notations(pos).filter((m) => m.startsWith('f2'))).toEqual(['f2-f3', 'f2-g2', 'f2-g1', 'f2-f1', 'f2-e1', 'f2-e2']);
    expect(notations(pos).filter((m) => m.startsWith('f11'))).toEqual(['f11-g10', 'f11-f10', 'f11-e10']);
    expect(notations(pos).filter((m) => m.startsWith('c1'))).toEqual(['c1-c2', 'c1-d2', 'c1-d1', 'c1-b1']);
    expect(after(build({ f2: 'g' }), ['f2-f1'])).toContain('/g10/');
  });

  it('A3: never onto a cell of one’s own side', () => {
    const pos = parse(build({ f6: 'q', f7: 'g', g5: 'g' }));
    expect(notations(pos).filter((m) => m.startsWith('f6'))).toEqual(['f6-g6', 'f6-f5', 'f6-e5', 'f6-e6']);
    expect(agon.isLegal(pos, step('f6', 'f7'))).toBe(false);
    expect(thrownCode(() => agon.play(pos, step('f6', 'f7')))).toBe('move/illegal');
    expect(thrownCode(() => agon.parseMove(pos, 'f6-f7'))).toBe('move/illegal');
    expect(thrownCode(() => agon.parseMove(pos, 'f6xf7'))).toBe('move/illegal');
  });

  it('A3: only the mover’s pieces step; an empty cell has no moves', () => {
    const pos = parse(build({ f6: 'q', f8: 'G' }));
    expect(agon.isLegal(pos, step('f8', 'f9'))).toBe(false);
    expect(agon.isLegal(pos, step('f9', 'f10'))).toBe(false);
    expect(agon.isLegal(parse(build({ f6: 'q', f8: 'G' }, 'w')), step('f8', 'f9'))).toBe(true);
  });

  it('A3: a step moves the piece and nothing else, and passes the turn', () => {
    expect(after(agon.formatPosition(agon.start()), ['f1-f2'])).toBe('6/7/g6G/g7G/g8G/1q8Q/g8G/g7G/g6G/7/6 w - -');
  });
});

describe('A4 taking by entering', () => {
  it('A4: a piece may enter an enemy’s cell and take it, written with x; the taken piece is held', () => {
    const pos = parse(build({ f5: 'g', f6: 'G' }));
    expect(notations(pos)).toContain('f5xf6');
    const next = playLine(pos, ['f5xf6']);
    expect(agon.pieceAt(next, at('f6'))).toEqual({ owner: 'black', kind: 'guard' });
    expect(agon.pieceAt(next, at('f5'))).toBeUndefined();
    expect(offBoard(next)).toBe('G -');
  });

  it('A4: Queens and Guards take and are taken alike by entering', () => {
    expect(offBoard(playLine(build({ f5: 'q', f6: 'Q' }), ['f5xf6']))).toBe('Q -');
    expect(offBoard(playLine(build({ f5: 'g', f6: 'Q' }), ['f5xf6']))).toBe('Q -');
    expect(offBoard(playLine(build({ f5: 'G', f6: 'q' }, 'w'), ['f5xf6']))).toBe('q -');
  });

  it('A4: with displacementCapture off, an enemy’s cell cannot be entered', () => {
    const pos = parse(build({ f5: 'g', f6: 'G' }), { displacementCapture: false });
    expect(notations(pos).filter((m) => m.startsWith('f5'))).toEqual(['f5-g5', 'f5-g4', 'f5-f4', 'f5-e4', 'f5-e5']);
    expect(agon.isLegal(pos, step('f5', 'f6'))).toBe(false);
    expect(thrownCode(() => agon.play(pos, step('f5', 'f6')))).toBe('move/illegal');
    expect(thrownCode(() => agon.parseMove(pos, 'f5xf6'))).toBe('move/illegal');
  });

  it('A4 off: custodianship still captures', () => {
    expect(after(build({ f5: 'g', f7: 'G', f8: 'g' }), ['f5-f6xf7'], { displacementCapture: false })).toBe(
      after(build({ f5: 'g', f7: 'G', f8: 'g' }), ['f5-f6xf7']),
    );
  });
});

describe('A5 custodian capture', () => {
  // Direction from f6, the cell the mover comes from (behind it), the enemy and the closing friend.
  const lines: [string, string, string, string][] = [
    ['north', 'f5', 'f7', 'f8'],
    ['northeast', 'e5', 'g6', 'h6'],
    ['southeast', 'e6', 'g5', 'h4'],
    ['south', 'f7', 'f5', 'f4'],
    ['southwest', 'g6', 'e5', 'd4'],
    ['northwest', 'g5', 'e6', 'd6'],
  ];

  it.each(lines)('A5 %s: stepping to f6 from %s takes the enemy on %s closed by a friend on %s', (_d, from, enemy, closer) => {
    const black = build({ [from]: 'g', [enemy]: 'G', [closer]: 'g' });
    expect(notations(parse(black))).toContain(`${from}-f6x${enemy}`);
    const next = playLine(black, [`${from}-f6x${enemy}`]);
    expect(agon.pieceAt(next, at(enemy))).toBeUndefined();
    expect(agon.pieceAt(next, at(closer))).toEqual({ owner: 'black', kind: 'guard' });
    expect(offBoard(next)).toBe('G -');
    // The same with the colours swapped: White captures alike.
    const white = build({ [from]: 'G', [enemy]: 'g', [closer]: 'G' }, 'w');
    expect(offBoard(playLine(white, [`${from}-f6x${enemy}`]))).toBe('g -');
  });

  it('A5: the three axes are the opposite pairs north–south, northeast–southwest, southeast–northwest', () => {
    for (const [d, , enemy, closer] of lines) {
      const dir = agon.board.direction(d);
      expect(name(agon.board.neighbour(at('f6'), dir))).toBe(enemy);
      expect(name(agon.board.neighbour(at(enemy), dir))).toBe(closer);
    }
  });

  it('A5: an enemy then an empty cell, or an enemy then another enemy, or the board’s end, takes nothing', () => {
    expect(notations(parse(build({ f5: 'g', f7: 'G' })))).toContain('f5-f6');
    expect(notations(parse(build({ f5: 'g', f7: 'G', f8: 'G', f9: 'g' })))).toContain('f5-f6');
    // d8-e9 puts White's e10 between e9 and the end of the board: no line, no capture.
    expect(notations(parse(build({ d8: 'g', e10: 'G' })))).toContain('d8-e9');
  });

  it('A5: moving between two enemies is safe', () => {
    const pos = parse(build({ e6: 'g', f5: 'G', f7: 'G' }));
    expect(notations(pos)).toContain('e6-f6');
    const next = playLine(pos, ['e6-f6']);
    expect(agon.pieceAt(next, at('f6'))).toEqual({ owner: 'black', kind: 'guard' });
    expect(offBoard(next)).toBe('- -');
  });

  it('A5: an already-flanked piece is taken only when an enemy moves to complete a flank', () => {
    // White's f6 sits between Black's f5 and f7 in a parsed position; a Black move elsewhere leaves it.
    const flanked = build({ f5: 'g', f6: 'G', f7: 'g', c4: 'g' });
    expect(agon.pieceAt(playLine(flanked, ['c4-c5']), at('f6'))).toEqual({ owner: 'white', kind: 'guard' });
    // A Black piece that steps onto the line's end takes it.
    const closing = build({ f5: 'g', f6: 'G', f8: 'g' });
    expect(notations(parse(closing))).toContain('f8-f7xf6');
    // Stepping away from a line and back in completes it again.
    expect(offBoard(playLine(flanked, ['f7-g7', 'l6-k7', 'g7-f7xf6']))).toBe('G -');
  });

  it('A5: Queens and Guards capture and are captured alike', () => {
    // A Queen moving, a Queen captured, a Queen closing.
    expect(notations(parse(build({ f5: 'q', f7: 'Q', f8: 'g' })))).toContain('f5-f6xf7');
    expect(offBoard(playLine(build({ f5: 'g', f7: 'Q', f8: 'q' }), ['f5-f6xf7']))).toBe('Q -');
    expect(offBoard(playLine(build({ f5: 'Q', f7: 'q', f8: 'G' }, 'w'), ['f5-f6xf7']))).toBe('q -');
  });

  it('A5: captures in two directions at once', () => {
    const pos = build({ e5: 'g', f7: 'G', f8: 'g', g6: 'G', h6: 'g' });
    expect(notations(parse(pos))).toContain('e5-f6xf7xg6');
    expect(offBoard(playLine(pos, ['e5-f6xf7xg6']))).toBe('GG -');
  });

  it('A5: captures in three directions at once, listed in point order', () => {
    const pos = build({ f5: 'g', f7: 'G', f8: 'g', g6: 'G', h6: 'g', g5: 'Q', h4: 'q' });
    expect(notations(parse(pos))).toContain('f5-f6xf7xg5xg6');
    const next = playLine(pos, ['f5-f6xf7xg5xg6']);
    for (const c of ['f7', 'g5', 'g6']) expect(agon.pieceAt(next, at(c))).toBeUndefined();
    expect(offBoard(next)).toBe('QGG -');
  });

  it('A5 with A4: a displacement and a custodian capture in one move', () => {
    const pos = build({ f5: 'g', f6: 'Q', f7: 'G', f8: 'g' });
    expect(notations(parse(pos))).toContain('f5xf6xf7');
    expect(offBoard(playLine(pos, ['f5xf6xf7']))).toBe('QG -');
  });

  it('A5 with A4: a displacement and five custodian captures, all removed together', () => {
    const pos = build({ f5: 'g', f6: 'Q', f7: 'G', g6: 'G', g5: 'G', e5: 'G', e6: 'G', f8: 'g', h6: 'g', h4: 'g', d4: 'g', d6: 'q' });
    expect(notations(parse(pos))).toContain('f5xf6xe5xe6xf7xg5xg6');
    const next = playLine(pos, ['f5xf6xe5xe6xf7xg5xg6']);
    expect(offBoard(next)).toBe('QGGGGG -');
    expect(layout(next)['white guard']).toEqual(['l1']);
  });
});

describe('A6 returning', () => {
  const captured = (): AgonPosition => playLine(build({ f5: 'g', f7: 'G', f8: 'g' }), ['f5-f6xf7']);

  it('A6: after a capture the opponent moves as usual, then the capturer must return instead of moving', () => {
    const white = captured();
    expect(agon.toMove(white)).toBe('white');
    expect(notations(white).every((m) => /^[a-l][0-9]+[-x]/.test(m))).toBe(true);
    const black = playLine(white, ['l6-k7']);
    expect(notations(black)).toEqual(emptyEdge(black).map((c) => `G@${c}`));
    expect(agon.isLegal(black, step('f6', 'f7'))).toBe(false);
    expect(thrownCode(() => agon.parseMove(black, 'f6-f7'))).toBe('move/illegal');
  });

  it('A6: the returned piece is its owner’s again, and the capturer steps on its next turn', () => {
    const black = playLine(captured(), ['l6-k7']);
    const returned = playLine(black, ['G@f11']);
    expect(agon.pieceAt(returned, at('f11'))).toEqual({ owner: 'white', kind: 'guard' });
    expect(offBoard(returned)).toBe('- -');
    expect(notations(returned)).toContain('f11-f10');
    const next = playLine(returned, ['f11-f10']);
    expect(notations(next)).toContain('f6-f7');
  });

  it('A6: returns go on empty edge cells only', () => {
    const black = playLine(captured(), ['l6-k7']);
    expect(agon.isLegal(black, place('guard', 'a1'))).toBe(false); // Black's parked Queen is there.
    expect(thrownCode(() => agon.parseMove(black, 'G@a1'))).toBe('move/illegal');
    expect(thrownCode(() => agon.parseMove(black, 'G@f7'))).toBe('move/illegal');
    expect(thrownCode(() => agon.parseMove(black, 'Q@f11'))).toBe('move/illegal');
  });

  it('A6: holding both kinds, the capturer chooses: Queen returns first in the order, then Guards; one per turn', () => {
    const pos = playLine(build({ f5: 'g', f6: 'Q', f7: 'G', f8: 'g', g6: 'G', h6: 'g' }), ['f5xf6xf7xg6', 'l1-k2']);
    expect(offBoard(pos)).toBe('QGG -');
    const empty = emptyEdge(pos);
    expect(notations(pos)).toEqual([...empty.map((c) => `Q@${c}`), ...empty.map((c) => `G@${c}`)]);
    const afterGuard = playLine(pos, ['G@f11']);
    expect(offBoard(afterGuard)).toBe('QG -');
    const again = playLine(afterGuard, ['k2-k3']);
    expect(notations(again).filter((m) => m.startsWith('Q@'))).toHaveLength(emptyEdge(again).length);
    const afterQueen = playLine(again, ['Q@f1', 'k3-k4']);
    expect(agon.pieceAt(afterQueen, at('f1'))).toEqual({ owner: 'white', kind: 'queen' });
    expect(notations(afterQueen)).toEqual(emptyEdge(afterQueen).map((c) => `G@${c}`));
    const done = playLine(afterQueen, ['G@e1']);
    expect(offBoard(done)).toBe('- -');
  });

  it('A6: a returned piece belongs to the capturer’s opponent, for either colour', () => {
    // Both sides hold a piece: each returns the other's.
    const pos = parse(build({}, 'b', 'gG'));
    expect(notations(pos)).toEqual(emptyEdge(pos).map((c) => `G@${c}`));
    const one = playLine(pos, ['G@f11']);
    expect(agon.pieceAt(one, at('f11'))).toEqual({ owner: 'white', kind: 'guard' });
    const two = playLine(one, ['G@f1']);
    expect(agon.pieceAt(two, at('f1'))).toEqual({ owner: 'black', kind: 'guard' });
    expect(offBoard(two)).toBe('- -');
  });

  it('A6: returns capture nothing', () => {
    // Black returns White's Guard to d1, beside Black's e1 with White's f1 beyond: e1 stays.
    const pos = build({ e1: 'g', f1: 'G' }, 'b', 'G');
    const next = playLine(pos, ['G@d1']);
    expect(agon.pieceAt(next, at('e1'))).toEqual({ owner: 'black', kind: 'guard' });
    expect(offBoard(next)).toBe('- -');
    // Nor does a returned piece count as Black's: White's d1 between Black's c1 and e1 stays too.
    const between = playLine(build({ c1: 'g', e1: 'g' }, 'b', 'G'), ['G@d1']);
    expect(agon.pieceAt(between, at('d1'))).toEqual({ owner: 'white', kind: 'guard' });
  });
});

describe('A7 seat of power', () => {
  const seat = (toMove: 'b' | 'w', held = ''): string =>
    build({ f6: 'q', f7: 'g', g6: 'g', g5: 'g', f5: 'g', e5: 'g', e6: 'g', c3: 'Q' }, toMove, held);

  it('A7: the seat of the player who has just moved ends the game at once', () => {
    const pos = parse(seat('w'));
    expect(agon.outcome(pos)).toEqual({ winner: 'black', reason: 'seat-of-power' });
    expect(agon.legalMoves(pos)).toEqual([]);
    expect(thrownCode(() => agon.play(pos, step('c3', 'c4')))).toBe('move/game-over');
    expect(thrownCode(() => agon.parseMove(pos, 'c3-c4'))).toBe('move/game-over');
  });

  it('A7: the seat of the player to move is not a win: it is judged at the end of their own turn', () => {
    const pos = parse(seat('b'));
    expect(agon.outcome(pos)).toBeUndefined();
    // Every Black piece is in the seat, so every Black step breaks it.
    for (const m of agon.legalMoves(pos)) expect(agon.outcome(agon.play(pos, m))).toBeUndefined();
  });

  it('A7: a return that leaves the seat standing ends the capturer’s turn with a win', () => {
    const pos = parse(seat('b', 'G'));
    expect(agon.outcome(pos)).toBeUndefined();
    expect(notations(pos).every((m) => m.startsWith('G@'))).toBe(true);
    expect(agon.outcome(playLine(pos, ['G@a6']))).toEqual({ winner: 'black', reason: 'seat-of-power' });
  });

  it('A7: the Guard step that completes the seat wins', () => {
    const guard = build({ f6: 'q', f7: 'g', g6: 'g', g5: 'g', f5: 'g', e5: 'g', d6: 'g' });
    expect(agon.outcome(parse(guard))).toBeUndefined();
    expect(agon.outcome(playLine(guard, ['d6-e6']))).toEqual({ winner: 'black', reason: 'seat-of-power' });
  });

  it('A7: the Queen never completes the seat herself: she enters f6 from a ring-1 cell and leaves it empty', () => {
    const pos = build({ f7: 'Q', f8: 'G', g6: 'G', g5: 'G', f5: 'G', e5: 'G', e6: 'G' }, 'w');
    expect(agon.outcome(playLine(pos, ['f7-f6']))).toBeUndefined();
    expect(agon.outcome(playLine(pos, ['f7-f6', 'a1-b2', 'f8-f7']))).toEqual({ winner: 'white', reason: 'seat-of-power' });
  });

  it('A7: completing the seat by entering an enemy’s cell wins', () => {
    const pos = build({ f6: 'q', f7: 'g', g6: 'g', g5: 'g', f5: 'g', e5: 'g', d6: 'g', e6: 'G' });
    expect(notations(parse(pos))).toContain('d6xe6');
    expect(agon.outcome(playLine(pos, ['d6xe6']))).toEqual({ winner: 'black', reason: 'seat-of-power' });
  });

  it('A7: five Guards round the Queen, or a Guard in the center, is no seat', () => {
    const five = build({ f6: 'q', f7: 'g', g6: 'g', g5: 'g', f5: 'g', e5: 'g', c4: 'g' }, 'w');
    expect(agon.outcome(parse(five))).toBeUndefined();
    const guardInside = build({ f6: 'g', f7: 'g', g6: 'g', g5: 'g', f5: 'g', e5: 'g', e6: 'q' }, 'w');
    expect(agon.outcome(parse(guardInside))).toBeUndefined();
    const mixed = build({ f6: 'q', f7: 'g', g6: 'g', g5: 'g', f5: 'g', e5: 'g', e6: 'G' }, 'w');
    expect(agon.outcome(parse(mixed))).toBeUndefined();
  });

  it('A7: White’s seat wins for White, judged after White’s move', () => {
    const white = build({ f6: 'Q', f7: 'G', g6: 'G', g5: 'G', f5: 'G', e5: 'G', e6: 'G' }, 'b');
    expect(agon.outcome(parse(white))).toEqual({ winner: 'white', reason: 'seat-of-power' });
    expect(agon.outcome(parse(build({ f6: 'Q', f7: 'G', g6: 'G', g5: 'G', f5: 'G', e5: 'G', e6: 'G' }, 'w')))).toBeUndefined();
  });
});

describe('A8 draws', () => {
  const shuffle = ['f1-f2', 'f11-f10', 'f2-f1', 'f10-f11'];

  it('A8: without options nothing is drawn, however often a position recurs', () => {
    const pos = playLine(agon.start(), [...shuffle, ...shuffle, ...shuffle]);
    expect(text(pos)).toBe(text(agon.start()));
    expect(agon.outcome(pos)).toBeUndefined();
    expect(agon.start().options).toEqual({ variant: 'seed', setup: 'fixed', displacementCapture: true });
  });

  it('A8: repetition draws when the same position has occurred that many times', () => {
    const two = agon.start({ repetition: 2 });
    expect(agon.outcome(playLine(two, shuffle.slice(0, 3)))).toBeUndefined();
    expect(agon.outcome(playLine(two, shuffle))).toEqual({ winner: null, reason: 'repetition' });
    const three = agon.start({ repetition: 3 });
    expect(agon.outcome(playLine(three, shuffle))).toBeUndefined();
    expect(agon.outcome(playLine(three, [...shuffle, ...shuffle]))).toEqual({ winner: null, reason: 'repetition' });
  });

  it('A8: maxPlies draws once that many plies have been played, passes included', () => {
    const pos = agon.start({ maxPlies: 4 });
    expect(agon.outcome(playLine(pos, shuffle.slice(0, 3)))).toBeUndefined();
    expect(agon.outcome(playLine(pos, shuffle))).toEqual({ winner: null, reason: 'max-plies' });
    const stuck = parse('qG4/GG5/8/9/10/11/10/9/8/7/GGG2Q b gggggg -', { displacementCapture: false, maxPlies: 1 });
    expect(agon.outcome(playLine(stuck, ['pass']))).toEqual({ winner: null, reason: 'max-plies' });
  });

  it('A8: the seat of power is judged before the draw options', () => {
    const pos = build({ f6: 'q', f7: 'g', g6: 'g', g5: 'g', f5: 'g', e5: 'g', d6: 'g' });
    expect(agon.outcome(playLine(pos, ['d6-e6'], { maxPlies: 1 }))).toEqual({ winner: 'black', reason: 'seat-of-power' });
  });
});

describe('A9 no legal move', () => {
  // Displacement off: Black's Queen in the a1 corner, walled in by White's a2 b1 b2; White holds
  // the six Black Guards.
  const WALLED = 'qG4/GG5/8/9/10/11/10/9/8/7/GGG2Q b gggggg -';

  it('A9: a player with no legal move has exactly one, pass', () => {
    const pos = parse(WALLED, { displacementCapture: false });
    expect(agon.legalMoves(pos)).toEqual([PASS]);
    expect(notations(pos)).toEqual(['pass']);
    expect(agon.parseMove(pos, 'pass')).toEqual(PASS);
    expect(agon.isLegal(pos, PASS)).toBe(true);
    expect(agon.outcome(pos)).toBeUndefined();
  });

  it('A9: after the pass the opponent plays, on the same board', () => {
    const pos = parse(WALLED, { displacementCapture: false });
    const next = agon.play(pos, PASS);
    expect(agon.toMove(next)).toBe('white');
    expect(text(next)).toBe(WALLED.replace(' b ', ' w '));
    expect(next.ply).toBe(1);
    expect(notations(next)).toEqual(emptyEdge(next).map((c) => `G@${c}`));
  });

  it('A9: with displacement on the same Queen takes her way out, so there is no pass', () => {
    const pos = parse(WALLED);
    expect(notations(pos)).toEqual(['a1xa2', 'a1xb2', 'a1xb1']);
    expect(agon.isLegal(pos, PASS)).toBe(false);
  });

  it('A9: a player whose pieces are all held by the opponent passes, whatever the options', () => {
    for (const displacementCapture of [true, false]) {
      const pos = parse('6/7/8/9/10/GGGQGGG4/10/9/8/7/6 b qgggggg -', { displacementCapture });
      expect(agon.legalMoves(pos)).toEqual([PASS]);
      // White must return one of them: a Queen or a Guard on any empty edge cell (f1 is White's).
      const next = playLine(pos, ['pass']);
      const empty = emptyEdge(next);
      expect(empty).toHaveLength(29);
      expect(notations(next)).toEqual([...empty.map((c) => `Q@${c}`), ...empty.map((c) => `G@${c}`)]);
    }
  });

  it('A9: pass is not legal while any other move is', () => {
    const start = agon.start();
    expect(agon.isLegal(start, PASS)).toBe(false);
    expect(thrownCode(() => agon.play(start, PASS))).toBe('move/illegal');
    expect(thrownCode(() => agon.parseMove(start, 'pass'))).toBe('move/illegal');
    const placing = agon.start({ setup: 'placement' });
    expect(agon.isLegal(placing, PASS)).toBe(false);
  });

  it('A9: both players stuck cannot arise: after any pass the opponent has a move', () => {
    // Both stuck would need every piece on the board (a held or unplaced piece gives its holder a
    // placement on the 30-cell edge) and every piece walled in, a set of 14 cells closed under
    // adjacency on a connected board of 91. So the engine's no-move-for-either never fires here.
    for (const [t, displacementCapture] of [
      [WALLED, false],
      ['qgG3/ggG4/GGG5/9/10/11/10/9/8/7/G4Q b ggg -', false],
      ['6/7/8/9/10/GGGQGGG4/10/9/8/7/6 b qgggggg -', true],
    ] as const) {
      const pos = parse(t, { displacementCapture });
      expect(agon.legalMoves(pos)).toEqual([PASS]);
      const next = agon.play(pos, PASS);
      expect(agon.outcome(next)).toBeUndefined();
      expect(agon.legalMoves(next).length).toBeGreaterThan(0);
      expect(agon.legalMoves(next)).not.toContainEqual(PASS);
    }
  });
});

describe('A10 material', () => {
  it('A10: exactly one Queen and six Guards a side, counting board, held and unplaced', () => {
    expect(thrownCode(() => parse('6/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b g -'))).toBe('position/invalid');
    expect(thrownCode(() => parse('6/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b - Q'))).toBe('position/invalid');
    expect(thrownCode(() => parse('6/7/g6G/g7G/g8G/11/g8G/g7G/g6G/7/6 b - -'))).toBe('position/invalid');
    expect(thrownCode(() => parse('6/7/g6G/g7G/g8G/q9q/g8G/g7G/g6G/7/6 b - G'))).toBe('position/invalid');
    // Moving pieces between the board, the held list and the unplaced list keeps a position valid.
    expect(text(parse('6/7/7G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b - g'))).toBe('6/7/7G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b - g');
    expect(text(parse('6/7/8/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b G g'))).toBe('6/7/8/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b G g');
  });

  it('A10: a player with pieces to place places them before anything else, even before returns', () => {
    // Black has a Guard to place and holds a White Guard: the placement comes first.
    const pos = parse(build({ f6: 'g' }, 'b', 'G', 'g'));
    expect(notations(pos)).toEqual(emptyEdge(pos).map((c) => `G@${c}`));
    const placed = playLine(pos, ['G@f1']);
    expect(agon.pieceAt(placed, at('f1'))).toEqual({ owner: 'black', kind: 'guard' });
    expect(offBoard(placed)).toBe('G -');
    const returned = playLine(placed, ['l1-k2', 'G@f11']);
    expect(agon.pieceAt(returned, at('f11'))).toEqual({ owner: 'white', kind: 'guard' });
  });

  it('A10: the opponent’s unplaced pieces do not stop the mover from stepping', () => {
    const pos = parse(build({ f6: 'q' }, 'b', '', 'G'));
    expect(notations(pos)).toContain('f6-f7');
    expect(notations(playLine(pos, ['f6-f7']))).toEqual(emptyEdge(playLine(pos, ['f6-f7'])).map((c) => `G@${c}`));
  });
});

describe('move order and action numbering', () => {
  it('steps by cell in point order, then by direction north … northwest', () => {
    const p = parse(build({ f6: 'g', c3: 'g' }, 'b'));
    const ms = notations(p);
    const froms = ms.map((m) => m.slice(0, m.search(/[-x]/)));
    const order = froms.map((f) => at(f));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(ms.filter((m) => m.startsWith('f6'))).toEqual(['f6-f7', 'f6-g6', 'f6-g5', 'f6-f5', 'f6-e5', 'f6-e6']);
  });

  it('then Queen placements on the edge cells in point order, then Guard placements, then the pass, then the releases', () => {
    const start = agon.start({ setup: 'placement' });
    expect(agon.actionCount).toBe(480 + 30 + 30 + 1 + 91 * 90);
    expect(agon.legalMoves(start).map((m) => agon.encodeMove(m))).toEqual(Array.from({ length: 60 }, (_, i) => 480 + i));
    expect(agon.decodeMove(0)).toEqual(step('a1', 'a2'));
    expect(agon.decodeMove(479)).toEqual(step('l6', 'k7'));
    expect(agon.decodeMove(480)).toEqual(place('queen', 'a1'));
    expect(agon.decodeMove(509)).toEqual(place('queen', 'l6'));
    expect(agon.decodeMove(510)).toEqual(place('guard', 'a1'));
    expect(agon.decodeMove(540)).toEqual(PASS);
    expect(agon.encodeMove(PASS)).toBe(540);
    // AH4's releases: by the cell left, then the cell entered, skipping the cell left.
    expect(agon.decodeMove(541)).toEqual({ kind: 'release', from: at('a1'), to: at('a2') });
    expect(agon.decodeMove(541 + 90)).toEqual({ kind: 'release', from: at('a2'), to: at('a1') });
    expect(agon.decodeMove(541 + 91 * 90 - 1)).toEqual({ kind: 'release', from: at('l6'), to: at('l5') });
  });

  it('the action of a step depends only on its cells, that of a placement on its kind and cell', () => {
    // 480 steps: each of the 240 links of the board, both ways (3R(3R + 1) links for radius R = 5).
    let steps = 0;
    for (let p = 0; p < 91; p++) for (let d = 0; d < 6; d++) if (agon.board.neighbour(p, d) >= 0) steps++;
    expect(steps).toBe(480);
    expect(agon.encodeMove(step('f1', 'f2'))).toBe(agon.encodeMove(step('f1', 'f2')));
  });
});
