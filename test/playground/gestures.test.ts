import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  choicePoints,
  freshSelection,
  moveChosenAt,
  moveToPlay,
  moveWithoutPoints,
  movesToChooseFrom,
  oneClickPoints,
  selectionAfter,
  startPoints,
  type Selection,
} from '../../playground/src/gestures.js';
import { agon, games, gong, kono, type AnyGame, type Position } from '../../src/index.js';
import { AGON, GONG, KONO } from '../support/ai.js';
import { params } from '../support/fc.js';
import { VARIANTS, arbLine, randomGame } from './helpers.js';

const names = (game: AnyGame, points: readonly number[]): string => points.map((p) => game.board.name(p)).join(' ');

/** The selection after clicking `points` one by one from nothing selected. */
function clickAll(game: AnyGame, position: Position, points: readonly number[]): Selection {
  return points.reduce<Selection>((selection, point) => selectionAfter(game, position, selection, point), freshSelection(game, position));
}

/** The notations of the moves a selection leaves to choose from, or of the one it plays. */
function outcomeOf(game: AnyGame, position: Position, selection: Selection): string[] {
  const only = moveToPlay(selection);
  const moves = only === undefined ? movesToChooseFrom(selection) : [only];
  return moves.map(({ move }) => game.formatMove(position, move));
}

/**
 * What is wrong with playing the position by clicking as the page does (nothing, we expect): each
 * legal move's points, clicked one by one from nothing selected, are each offered, and end in the
 * move played, or in a choice that includes it (its choice point offered and picking it). Checked
 * without `expect` in the loop, which would be slow over Gong's hundreds of moves.
 */
function clickingProblems(game: AnyGame, position: Position): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, problem: () => string): void => {
    if (!ok) problems.push(problem());
  };
  const fresh = freshSelection(game, position);
  for (const { move } of fresh.moves) {
    const notation = game.formatMove(position, move);
    const { points, choice } = game.gesture(position, move);
    if (points.length === 0) {
      check(moveWithoutPoints(fresh)?.move === move, () => `${notation} is not the move without points`);
      continue;
    }
    let selection = fresh;
    for (const [i, point] of points.entries()) {
      check(selection.targets.includes(point), () => `${notation}: click ${i + 1} on ${names(game, [point])} is not offered`);
      selection = selectionAfter(game, position, selection, point);
    }
    const played = moveToPlay(selection);
    if (played !== undefined) {
      check(played.move === move, () => `${notation}: the clicks play ${game.formatMove(position, played.move)}`);
      continue;
    }
    check(
      movesToChooseFrom(selection).some((m) => m.move === move),
      () => `${notation}: its clicks leave ${outcomeOf(game, position, selection).join(' ') || 'nothing'}`,
    );
    if (choice?.kind === 'point') {
      check(choicePoints(selection).includes(choice.point), () => `${notation}: its choice point is not offered`);
      check(moveChosenAt(selection, choice.point)?.move === move, () => `${notation}: its choice point picks another move`);
    }
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
    it('in every position of random games, each move’s points clicked one by one play it or offer it as a choice', () => {
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
    it(`${label}: every legal move is made by clicking its points`, () => {
      checkClicking(game, game.parsePosition(text, options));
    });
  }
});

describe('selectionAfter', () => {
  const start = kono.start();
  const at = (name: string): number => kono.board.point(name);
  const kono1 = (points: readonly string[]): Selection => clickAll(KONO, start, points.map(at));

  it('selects a piece that can move and offers where it can go', () => {
    const selection = kono1(['a1']);
    expect(selection.clicks).toEqual([at('a1')]);
    expect(selection.targets).toEqual([at('a3')]);
    expect(moveToPlay(selection)).toBeUndefined();
  });

  it('clicking the last clicked point again clears the selection', () => {
    expect(kono1(['a1', 'a1']).clicks).toEqual([]);
    const returns = agon.parsePosition('6/7/g6G/g7G/g7G1/q4g1g3/g8G/8G/8/7/6 b QG -');
    const a1 = agon.board.point('a1');
    expect(clickAll(AGON, returns, [a1, a1]).clicks).toEqual([]);
  });

  it('clicking a point that starts no move clears the selection, or selects nothing', () => {
    for (const other of ['d4', 'a2', 'b2', 'c4']) {
      expect(kono1(['a1', other]).clicks, other).toEqual([]);
      expect(kono1([other]).clicks, other).toEqual([]);
    }
  });

  it('clicking another piece that can move, while one is selected, starts a fresh selection from it', () => {
    expect(kono1(['a1', 'b1']).clicks).toEqual([at('b1')]);
  });

  it('plays the Kono capture a1xa3 from the start with the clicks a1, a3', () => {
    expect(outcomeOf(KONO, start, kono1(['a1', 'a3']))).toEqual(['a1xa3']);
  });

  it('offers the start points of the Kono start: the four pieces that can capture', () => {
    expect(names(KONO, startPoints(freshSelection(KONO, start)))).toBe('a1 b1 c1 d1');
    expect(startPoints(kono1(['a1']))).toEqual([]);
  });

  it('a held Queen and Guard are returned with one click on an empty edge cell, choosing the piece there', () => {
    const position = agon.parsePosition('6/7/g6G/g7G/g7G1/q4g1g3/g8G/8G/8/7/6 b QG -');
    expect(oneClickPoints(freshSelection(AGON, position))).toHaveLength(21);
    const a1 = clickAll(AGON, position, [agon.board.point('a1')]);
    expect(outcomeOf(AGON, position, a1)).toEqual(['Q@a1', 'G@a1']);
    expect(choicePoints(a1)).toEqual([]);
  });

  it('a single held piece is returned with one click, with nothing to choose', () => {
    const position = agon.parsePosition('G5/7/g6G/g7G/g6G2/q4g1g3/g8G/8G/8/7/6 b Q -');
    const l6 = clickAll(AGON, position, [agon.board.point('l6')]);
    expect(outcomeOf(AGON, position, l6)).toEqual(['Q@l6']);
    expect(moveToPlay(l6)).toBeDefined();
  });

  it('a Gong toff with a choice of entrant leaves the choice, made by a click on the entering pawn', () => {
    const position = gong.parsePosition('-/13/13/13/13/3b9/1bbw9/13/13/13/13/bb11/13/b12/13/13/3wb1b6/13/13/13/13/13/13/12w/13 b 0 0');
    const at = (name: string): number => gong.board.point(name);
    const taken = clickAll(GONG, position, [at('e4'), at('f4')]);
    expect(moveToPlay(taken)).toBeUndefined();
    expect(outcomeOf(GONG, position, taken).sort()).toEqual(['e4xf4^k1', 'e4xf4^m1']);
    expect(choicePoints(taken)).toEqual([at('k1'), at('m1')]);
    const chosen = moveChosenAt(taken, at('m1'));
    expect(chosen === undefined ? undefined : GONG.formatMove(position, chosen.move)).toBe('e4xf4^m1');
    expect(moveChosenAt(taken, at('p5'))).toBeUndefined();
    // Clicking the taken pawn again clears; clicking another pawn that can move starts afresh from it.
    expect(selectionAfter(GONG, position, taken, at('f4')).clicks).toEqual([]);
    expect(selectionAfter(GONG, position, taken, at('p5')).clicks).toEqual([at('p5')]);
  });

  it('a Gong toff with exactly one entrant is played on the second click', () => {
    const position = gong.parsePosition('-/13/13/13/13/3b9/1bbw9/13/13/13/13/bb11/13/13/13/13/3wb1b6/13/13/13/13/13/13/12w/13 b 0 0');
    const at = (name: string): number => gong.board.point(name);
    expect(outcomeOf(GONG, position, clickAll(GONG, position, [at('e4'), at('f4')]))).toEqual(['e4xf4']);
  });

  it('a pass is the move without points, and no point is offered', () => {
    const position = gong.parsePosition('-/13/13/13/13/13/13/13/13/13/13/13/13/6b6/13/13/13/13/13/13/13/13/13/13/13 w 0 0');
    const fresh = freshSelection(GONG, position);
    const pass = moveWithoutPoints(fresh);
    expect(pass === undefined ? undefined : GONG.formatMove(position, pass.move)).toBe('pass');
    expect(startPoints(fresh)).toEqual([]);
    expect(moveToPlay(fresh)).toBeUndefined();
  });
});
