import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_SELECTION, click, clickPath, gesturesOf, startPoints, type Gesture, type Selection } from '../../playground/src/gestures.js';
import { agon, games, gong, kono, type AnyGame, type Position } from '../../src/index.js';
import { AGON, GONG, KONO } from '../support/ai.js';
import { params } from '../support/fc.js';
import { VARIANTS, arbLine, randomGame } from './helpers.js';

/** The fields of the four games' move objects that the checks below read. */
interface MoveFields {
  readonly kind?: string;
  readonly piece?: string;
  readonly toff?: number | null;
}

const fieldsOf = (move: unknown): MoveFields => move as MoveFields;
const key = (points: readonly number[]): string => points.join(',');
const sortedSet = (points: readonly number[]): number[] => [...new Set(points)].sort((a, b) => a - b);

/** The selection after clicking `points` one by one from nothing selected. */
function clickAll(list: readonly Gesture[], points: readonly number[]): Selection {
  return points.reduce<Selection>((selection, point) => click(list, selection, point), NO_SELECTION);
}

/** The notations of a selection's complete moves. */
const completeOf = (selection: Selection): string[] => selection.complete.map((g) => g.notation);

const sameList = (a: readonly unknown[], b: readonly unknown[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * What is wrong with playing the position by clicking (nothing, we expect): every legal move is a
 * gesture with the path its notation names, made by clicking that path point by point from
 * nothing selected; every point offered leads on to a legal move; and moves that share a path are
 * an Agon Queen and Guard put on the same cell. Checked without `expect` in the loops, which
 * would be slow over Gong's hundreds of moves; the problems are compared with none at the end.
 */
function clickingProblems(game: AnyGame, position: Position): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, problem: () => string): void => {
    if (!ok) problems.push(problem());
  };
  const name = (point: number | undefined): string => (point === undefined ? '(none)' : game.board.name(point));
  const names = (points: readonly number[]): string => points.map(name).join(' ');
  const list = gesturesOf(game, position);
  const legal = game.legalMoves(position);

  // One gesture per legal move, in the game's move order, with the move's notation.
  check(
    sameList(
      list.map((g) => g.move),
      legal,
    ),
    () => 'the gestures are not the legal moves in order',
  );
  check(
    sameList(
      list.map((g) => g.notation),
      legal.map((m) => game.formatMove(position, m)),
    ),
    () => 'the gestures do not have the moves’ notation',
  );

  // The path is the points the notation names: piece, then where it goes (then the toff entrant); the cell of a placement; nothing for a pass.
  for (const { move, notation, path } of list) {
    const fields = fieldsOf(move);
    const [first, second, third] = path;
    let expected: string;
    if (path.length === 0) expected = 'pass';
    else if (path.length === 1) expected = `@${name(first)}`;
    else expected = `${name(first)}${notation.charAt(name(first).length) === 'x' ? 'x' : '-'}${name(second)}`;
    check(path.length === 1 ? notation.endsWith(expected) : notation.startsWith(expected), () => `${notation} has the path ${names(path)}`);
    check(fields.kind !== 'pass' || path.length === 0, () => `the pass has the path ${names(path)}`);
    check(fields.kind !== 'gong' || first === game.board.point('gon'), () => `the Gong ${notation} starts at ${name(first)}`);
    if (fields.toff !== undefined && fields.toff !== null) {
      check(
        path.length === 3 && third === fields.toff && notation.endsWith(`^${name(third)}`),
        () => `the toff ${notation} has the path ${names(path)}`,
      );
    } else check(path.length <= 2, () => `${notation} has the path ${names(path)}`);
  }

  // Moves that share a path: only an Agon Queen and Guard put on the same cell, the choice the page shows.
  const byPath = new Map<string, Gesture[]>();
  for (const g of list) byPath.set(key(g.path), [...(byPath.get(key(g.path)) ?? []), g]);
  for (const same of byPath.values()) {
    if (same.length < 2) continue;
    const cell = name(same[0]?.path[0]);
    const shown = same.map((g) => g.notation);
    const agonChoice =
      game.id === 'agon' &&
      same[0]?.path.length === 1 &&
      sameList(shown, [`Q@${cell}`, `G@${cell}`]) &&
      sameList(
        same.map((g) => fieldsOf(g.move).piece),
        ['queen', 'guard'],
      );
    check(agonChoice, () => `${shown.join(' ')} share the path ${names(same[0]?.path ?? [])}`);
  }

  const starts = startPoints(list);
  check(sameList(starts, sortedSet(list.flatMap((g) => g.path.slice(0, 1)))), () => `the start points are ${names(starts)}`);

  // Click every path point by point from nothing selected; remember every selection on the way.
  const reached = new Map<string, Selection>();
  const memo = new Map<string, Selection>();
  const clickOnce = (selection: Selection, point: number): Selection => {
    const k = `${key(selection.clicks)};${point}`;
    let next = memo.get(k);
    if (next === undefined) memo.set(k, (next = click(list, selection, point)));
    return next;
  };
  for (const g of list) {
    let selection = NO_SELECTION;
    for (const [i, point] of g.path.entries()) {
      const offered = i === 0 ? starts : selection.targets;
      check(offered.includes(point), () => `${g.notation}: click ${i + 1} on ${name(point)} is not offered (${names(offered)})`);
      selection = clickOnce(selection, point);
      check(
        sameList(selection.clicks, g.path.slice(0, i + 1)),
        () => `${g.notation}: click ${i + 1} leaves the clicks ${names(selection.clicks)}`,
      );
      reached.set(key(selection.clicks), selection);
    }
    if (g.path.length > 0)
      check(
        completeOf(selection).includes(g.notation),
        () => `${g.notation}: its clicks complete ${completeOf(selection).join(' ') || 'nothing'}`,
      );
  }

  // Every point offered extends the clicks towards a legal move; every selection completes moves or offers more, never both.
  for (const selection of reached.values()) {
    const after = names(selection.clicks);
    check(
      selection.complete.every((g) => key(g.path) === key(selection.clicks)),
      () => `after ${after} the complete moves have other paths`,
    );
    if (selection.complete.length > 0)
      check(selection.targets.length === 0, () => `after ${after} moves are complete and ${names(selection.targets)} offered too`);
    else check(selection.targets.length > 0, () => `after ${after} nothing is complete or offered`);
    for (const target of selection.targets) {
      const next = clickOnce(selection, target);
      check(
        sameList(next.clicks, [...selection.clicks, target]) && reached.has(key(next.clicks)),
        () => `after ${after} the offered ${name(target)} leads to ${names(next.clicks)}`,
      );
    }
  }
  // A point that starts no move selects nothing.
  for (let point = 0; point < game.board.size; point++) {
    if (starts.includes(point)) continue;
    const selection = click(list, NO_SELECTION, point);
    check(
      selection.clicks.length === 0 && selection.targets.length === 0 && selection.complete.length === 0,
      () => `clicking ${name(point)} selects ${names(selection.clicks)}`,
    );
  }
  return problems;
}

/** Expects the position to play by clicking as {@link clickingProblems} says. */
function checkClicking(game: AnyGame, position: Position): void {
  expect(clickingProblems(game, position), `${game.id} ${game.formatPosition(position)}`).toEqual([]);
}

/** Positions the random games seldom reach: passes, returns, toff choices, Gongs, finished games. */
const FIXED: readonly {
  readonly label: string;
  readonly game: AnyGame;
  readonly text: string;
  readonly options?: Record<string, unknown>;
}[] = [
  {
    label: 'Gong: Black must place and every black ring-13 point is taken (pass)',
    game: GONG,
    text: '-/12b/13/12b/13/12b/13/12b/13/12w/13/12w/13/12w/13/12w/13/12w/13/12w/13/12w/13/12w/13 b 4 0',
  },
  {
    label: 'Gong: White has no pawns at all (pass)',
    game: GONG,
    text: '-/13/13/13/13/13/13/13/13/13/13/13/13/6b6/13/13/13/13/13/13/13/13/13/13/13 w 0 0',
  },
  {
    label: 'Agon, displacementCapture false: Black walled in a corner (pass)',
    game: AGON,
    text: 'qG4/GG5/8/9/10/11/10/9/8/7/GGG2Q b gggggg -',
    options: { displacementCapture: false },
  },
  { label: 'Agon: Black holds a White Queen and Guard (returns)', game: AGON, text: '6/7/g6G/g7G/g7G1/q4g1g3/g8G/8G/8/7/6 b QG -' },
  { label: 'Agon: both players hold pieces', game: AGON, text: '6/7/g6G/g7G/g8G/q4G4Q/g8G/g8/8/7/6 b gG -' },
  { label: 'Agon: taking by entering and by flanking', game: AGON, text: '6/7/g6G/g7G/g8G/q3gQGg3/g8G/8G/8/7/6 b - -' },
  { label: 'Agon: a finished game (seat of power)', game: AGON, text: '6/7/7G/8G/4gg3G/4gqg3Q/4gg3G/8G/7G/7/6 w - -' },
  {
    label: 'Gong: a toff with a choice of entrant',
    game: GONG,
    text: '-/13/13/13/13/3b9/1bbw9/13/13/13/13/bb11/13/b12/13/13/3wb1b6/13/13/13/13/13/13/12w/13 b 0 0',
  },
  {
    label: 'Gong: a toff with one entrant',
    game: GONG,
    text: '-/13/13/13/13/3b9/1bbw9/13/13/13/13/bb11/13/13/13/13/3wb1b6/13/13/13/13/13/13/12w/13 b 0 0',
  },
  {
    label: 'Gong: the capturer and the point it left',
    game: GONG,
    text: '-/bb11/12w/13/13/3bb8/2bwbb7/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/b12 b 0 0',
  },
  {
    label: 'Gong: Gongs and Gong takes',
    game: GONG,
    text: 'b/13/12w/4b8/13/13/13/13/13/13/13/13/13/6w6/13/13/13/13/13/13/13/13/13/13/13 b 0 0',
  },
  {
    label: 'Gong: a Gong take on ring 1',
    game: GONG,
    text: 'b/13/12w/4b8/13/13/13/13/13/13/13/13/13/w12/13/13/13/13/13/13/13/13/13/13/13 b 0 0',
  },
];

describe('every legal move can be made by clicking', () => {
  it('the variants cover every game of the registry', () => {
    expect(new Set(VARIANTS.map((v) => v.game.id))).toEqual(new Set(Object.keys(games)));
  });

  describe.each(VARIANTS)('$label', ({ game, options }) => {
    it('in every position of random games, each move’s path clicked point by point completes it, and nothing offered leads nowhere', () => {
      const maxPlies = game === KONO ? 60 : 120;
      fc.assert(
        fc.property(arbLine(maxPlies), ({ seed, plies }) => {
          for (const position of randomGame(game, game.start(options), seed, plies).positions) checkClicking(game, position);
        }),
        params(game === KONO ? 60 : 20),
      );
    });
  });

  for (const { label, game, text, options } of FIXED) {
    it(`${label}: every legal move is made by clicking its path`, () => {
      checkClicking(game, game.parsePosition(text, options));
    });
  }
});

describe('click', () => {
  const start = kono.start();
  const list = gesturesOf(KONO, start);
  const at = (name: string): number => kono.board.point(name);

  it('selects a piece that can move and offers where it can go', () => {
    expect(clickAll(list, [at('a1')])).toEqual({ clicks: [at('a1')], targets: [at('a3')], complete: [] });
  });

  it('clicking the last clicked point again clears the selection', () => {
    expect(clickAll(list, [at('a1'), at('a1')])).toEqual(NO_SELECTION);
    const returns = agon.parsePosition('6/7/g6G/g7G/g7G1/q4g1g3/g8G/8G/8/7/6 b QG -');
    const a1 = agon.board.point('a1');
    expect(clickAll(gesturesOf(AGON, returns), [a1, a1])).toEqual(NO_SELECTION);
  });

  it('clicking a point that starts no move clears the selection, or selects nothing', () => {
    // d4 is White's, a2 is Black's but cannot move, b2 is Black's and cannot move, c4 is White's.
    for (const other of ['d4', 'a2', 'b2', 'c4']) {
      expect(clickAll(list, [at('a1'), at(other)]), other).toEqual(NO_SELECTION);
      expect(clickAll(list, [at(other)]), other).toEqual(NO_SELECTION);
    }
  });

  it('clicking another piece that can move, while one is selected, starts a fresh selection from it', () => {
    expect(clickAll(list, [at('a1'), at('b1')])).toEqual({ clicks: [at('b1')], targets: [at('b3')], complete: [] });
  });

  it('makes the Kono capture a1xa3 from the start with the clicks a1, a3', () => {
    const selection = clickAll(list, [at('a1'), at('a3')]);
    expect(selection.clicks).toEqual([at('a1'), at('a3')]);
    expect(selection.targets).toEqual([]);
    expect(completeOf(selection)).toEqual(['a1xa3']);
    expect(KONO.formatPosition(KONO.play(start, selection.complete[0]?.move))).toBe('wwww/bwww/bbbb/1bbb w');
  });

  it('offers the start points of the Kono start: the four pieces that can capture', () => {
    expect(startPoints(list).map((p) => kono.board.name(p))).toEqual(['a1', 'b1', 'c1', 'd1']);
    expect(startPoints([])).toEqual([]);
  });

  it('a Gong or Gong take starts at the Gon and goes to where the pawn stops or the pawn it takes', () => {
    const position = gong.parsePosition('b/13/12w/4b8/13/13/13/13/13/13/13/13/13/6w6/13/13/13/13/13/13/13/13/13/13/13 b 0 0');
    const gon = gong.board.point('gon');
    const at = (name: string): number => gong.board.point(name);
    const all = gesturesOf(GONG, position);
    const pathOf = (notation: string): readonly number[] | undefined => all.find((g) => g.notation === notation)?.path;
    expect(pathOf('gon-m5')).toEqual([gon, at('m5')]);
    expect(pathOf('gonxm7')).toEqual([gon, at('m7')]);
    expect(pathOf('gonxc5')).toEqual([gon, at('c5')]);
    expect(startPoints(all)).toEqual([gon, at('c5')]);
    const fromGon = clickAll(all, [gon]);
    expect(fromGon.targets).toHaveLength(all.length - 6);
    expect(fromGon.targets).toEqual(expect.arrayContaining(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'c5'].map(at)));
    expect(fromGon.targets).not.toContain(at('m8'));
    expect(completeOf(clickAll(all, [gon, at('m7')]))).toEqual(['gonxm7']);
    expect(completeOf(clickAll(all, [gon, at('c5')]))).toEqual(['gonxc5']);
  });

  it('a held Queen and Guard are returned with one click on an empty edge cell, choosing the piece there', () => {
    const position = agon.parsePosition('6/7/g6G/g7G/g7G1/q4g1g3/g8G/8G/8/7/6 b QG -');
    const all = gesturesOf(AGON, position);
    expect(all).toHaveLength(42);
    expect(all.every((g) => g.path.length === 1)).toBe(true);
    const edge = [
      'a1',
      'a2',
      'a3',
      'a4',
      'a5',
      'a6',
      'b1',
      'b7',
      'e10',
      'f11',
      'h1',
      'i1',
      'i8',
      'k1',
      'k7',
      'l1',
      'l2',
      'l3',
      'l4',
      'l5',
      'l6',
    ];
    expect(startPoints(all).map((p) => agon.board.name(p))).toEqual(edge);
    const a1 = clickAll(all, [agon.board.point('a1')]);
    expect(a1.targets).toEqual([]);
    expect(completeOf(a1)).toEqual(['Q@a1', 'G@a1']);
    // A non-edge cell or an occupied edge cell is no return.
    expect(clickAll(all, [agon.board.point('f6')])).toEqual(NO_SELECTION);
    expect(clickAll(all, [agon.board.point('c1')])).toEqual(NO_SELECTION);
  });

  it('a single held piece is returned with one click, with nothing to choose', () => {
    const position = agon.parsePosition('G5/7/g6G/g7G/g6G2/q4g1g3/g8G/8G/8/7/6 b Q -');
    const l6 = clickAll(gesturesOf(AGON, position), [agon.board.point('l6')]);
    expect(l6.targets).toEqual([]);
    expect(completeOf(l6)).toEqual(['Q@l6']);
    expect(AGON.formatPosition(AGON.play(position, l6.complete[0]?.move))).toBe('G5/7/g6G/g7G/g6G2/q4g1g3/g8G/8G/8/7/5Q w - -');
  });

  it('a Gong toff with a choice of entrant completes on a third click, on the pawn that enters the Gon', () => {
    const position = gong.parsePosition('-/13/13/13/13/3b9/1bbw9/13/13/13/13/bb11/13/b12/13/13/3wb1b6/13/13/13/13/13/13/12w/13 b 0 0');
    const at = (name: string): number => gong.board.point(name);
    const all = gesturesOf(GONG, position);
    expect(clickAll(all, [at('e4')]).targets).toEqual(['gon', 'e1', 'e2', 'e3', 'd4', 'f4'].map(at).sort((a, b) => a - b));
    const taken = clickAll(all, [at('e4'), at('f4')]);
    expect(taken.complete).toEqual([]);
    expect(taken.targets).toEqual([at('k1'), at('m1')]);
    expect(completeOf(clickAll(all, [at('e4'), at('f4'), at('k1')]))).toEqual(['e4xf4^k1']);
    expect(completeOf(clickAll(all, [at('e4'), at('f4'), at('m1')]))).toEqual(['e4xf4^m1']);
    // Clicking the taken pawn again clears; clicking another pawn that can move starts afresh from it.
    expect(clickAll(all, [at('e4'), at('f4'), at('f4')])).toEqual(NO_SELECTION);
    expect(clickAll(all, [at('e4'), at('f4'), at('p5')]).clicks).toEqual([at('p5')]);
  });

  it('a Gong toff with exactly one entrant completes on the second click', () => {
    const position = gong.parsePosition('-/13/13/13/13/3b9/1bbw9/13/13/13/13/bb11/13/13/13/13/3wb1b6/13/13/13/13/13/13/12w/13 b 0 0');
    const at = (name: string): number => gong.board.point(name);
    const taken = clickAll(gesturesOf(GONG, position), [at('e4'), at('f4')]);
    expect(taken.targets).toEqual([]);
    expect(completeOf(taken)).toEqual(['e4xf4']);
  });

  it('a pass has no path and offers no point to click', () => {
    const position = gong.parsePosition('-/13/13/13/13/13/13/13/13/13/13/13/13/6b6/13/13/13/13/13/13/13/13/13/13/13 w 0 0');
    const all = gesturesOf(GONG, position);
    expect(all.map((g) => [g.notation, g.path])).toEqual([['pass', []]]);
    expect(startPoints(all)).toEqual([]);
  });

  it('clickPath reads the points of a move object', () => {
    expect(clickPath(KONO, { kind: 'capture', from: 0, to: 8 })).toEqual([0, 8]);
    expect(clickPath(AGON, { kind: 'place', piece: 'queen', at: 5 })).toEqual([5]);
    expect(clickPath(GONG, { kind: 'sidestep', from: 56, to: 69, toff: 131 })).toEqual([56, 69, 131]);
    expect(clickPath(GONG, { kind: 'sidestep', from: 56, to: 69, toff: null })).toEqual([56, 69]);
    expect(clickPath(GONG, { kind: 'gong', to: 163 })).toEqual([0, 163]);
    expect(clickPath(GONG, { kind: 'advance', from: 1, to: 0 })).toEqual([1, 0]);
    expect(clickPath(GONG, { kind: 'pass' })).toEqual([]);
  });
});
