import { describe, expect, it } from 'vitest';
import {
  applyEffects,
  boardEffects,
  clickSelection,
  effectsGesture,
  moveOfGesture,
  type AnyGame,
  type Piece,
} from '../../src/core/index.js';
import { games, kono } from '../../src/index.js';
import { thrownCode } from '../support/errors.js';
import { expectExactEffects } from '../support/effects.js';
import { randomLine } from '../support/lines.js';
import { walk } from '../support/walk.js';

const black: Piece = { owner: 'black', kind: 'man' };
const white: Piece = { owner: 'white', kind: 'man' };
const king: Piece = { owner: 'black', kind: 'king' };

describe('boardEffects: the default effects, from the board before and after', () => {
  it('a piece that vanished and one alike that appeared make a move', () => {
    expect(boardEffects([black, undefined, undefined], [undefined, undefined, black])).toEqual([
      { kind: 'move', from: 0, to: 2, piece: black },
    ]);
  });

  it('a piece on the point of arrival is removed before the move, other removes after it', () => {
    const effects = boardEffects([black, undefined, white, white], [undefined, undefined, black, undefined]);
    expect(effects).toEqual([
      { kind: 'remove', at: 2, piece: white },
      { kind: 'move', from: 0, to: 2, piece: black },
      { kind: 'remove', at: 3, piece: white },
    ]);
  });

  it('a piece that changes kind is removed and another placed', () => {
    expect(boardEffects([black, undefined], [undefined, king])).toEqual([
      { kind: 'remove', at: 0, piece: black },
      { kind: 'place', at: 1, piece: king },
    ]);
  });

  it('moves are ordered so that each arrives on an empty point', () => {
    // 1 → 2 must go before 0 → 1.
    const effects = boardEffects([black, king, undefined], [undefined, black, king]);
    expect(effects.map((e) => e.kind === 'move' && `${e.from}-${e.to}`)).toEqual(['1-2', '0-1']);
    expect(applyEffects([black, king, undefined], effects)).toEqual([undefined, black, king]);
  });

  it('a ring of pieces taking each other’s points is lifted off and put down again', () => {
    const effects = boardEffects([black, king], [king, black]);
    expect(applyEffects([black, king], effects)).toEqual([king, black]);
  });

  it('the same board has no effects', () => {
    expect(boardEffects([black, white], [black, white])).toEqual([]);
  });
});

describe('applyEffects', () => {
  it('refuses an effect that does not find what it names, with argument/invalid', () => {
    expect(thrownCode(() => applyEffects([undefined], [{ kind: 'remove', at: 0, piece: black }]))).toBe('argument/invalid');
    expect(thrownCode(() => applyEffects([black, white], [{ kind: 'move', from: 0, to: 1, piece: black }]))).toBe('argument/invalid');
    expect(thrownCode(() => applyEffects([black], [{ kind: 'place', at: 0, piece: black }]))).toBe('argument/invalid');
    expect(thrownCode(() => applyEffects([black], [{ kind: 'place', at: 3, piece: black }]))).toBe('argument/invalid');
  });

  it('leaves its input as it was', () => {
    const board = [black, undefined];
    applyEffects(board, [{ kind: 'move', from: 0, to: 1, piece: black }]);
    expect(board).toEqual([black, undefined]);
  });
});

describe('effectsGesture: the default gesture', () => {
  it('the point a piece leaves and the one where it ends, through the moves that carry it on', () => {
    expect(
      effectsGesture([
        { kind: 'remove', at: 2, piece: white },
        { kind: 'move', from: 0, to: 2, piece: black },
        { kind: 'move', from: 2, to: 3, piece: black },
      ]),
    ).toEqual({ points: [0, 3], choice: null });
  });

  it('the point of a placement, else of a removal; no points without effects', () => {
    expect(effectsGesture([{ kind: 'place', at: 4, piece: black }]).points).toEqual([4]);
    expect(effectsGesture([{ kind: 'remove', at: 5, piece: black }]).points).toEqual([5]);
    expect(effectsGesture([])).toEqual({ points: [], choice: null });
  });
});

const GAMES: readonly AnyGame[] = Object.values(games);

describe.each(GAMES.map((game) => [game.id, game] as const))('%s: effects, pieces off the board, gestures', (_, game) => {
  it('every legal move of random positions: the effects are exactly the difference, the gesture gives the move back', () => {
    let checked = 0;
    for (let seed = 1; seed <= 6; seed++) {
      for (const position of randomLine(game, seed, 60, game.start()).filter((_, i) => i % 3 === 0)) {
        checked += expectExactEffects(game, position);
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('what they hand out is frozen', () => {
    const position = game.start();
    const [move] = game.legalMoves(position);
    const effects = game.effects(position, move);
    expect(Object.isFrozen(effects) && effects.every((e) => Object.isFrozen(e) && Object.isFrozen(e.piece))).toBe(true);
    const gesture = game.gesture(position, move);
    expect(Object.isFrozen(gesture) && Object.isFrozen(gesture.points)).toBe(true);
    expect(Object.isFrozen(game.offBoard(position))).toBe(true);
  });

  it('refuses bad input like play: a position not the game’s with argument/invalid, a move not the game’s with move/illegal', () => {
    const position = game.start();
    const [move] = game.legalMoves(position);
    const foreign = game.id === 'kono' ? games.gong.start() : kono.start();
    for (const call of [() => game.effects(foreign, move), () => game.gesture(foreign, move), () => game.offBoard(foreign)]) {
      expect(thrownCode(call)).toBe('argument/invalid');
    }
    for (const bad of [{ kind: 'nothing' }, null, 7]) {
      expect(thrownCode(() => game.effects(position, bad))).toBe('move/illegal');
      expect(thrownCode(() => game.gesture(position, bad))).toBe('move/illegal');
    }
  });

  it('refuses a move that is not legal here with move/illegal, and any move of a finished game with move/game-over', () => {
    const position = game.start();
    const legal = new Set(game.legalMoves(position).map((m) => game.encodeMove(m)));
    const illegal = Array.from({ length: game.actionCount }, (_, a) => a).find((a) => !legal.has(a));
    expect(illegal).toBeDefined();
    expect(thrownCode(() => game.effects(position, game.decodeMove(illegal as number)))).toBe('move/illegal');
    expect(thrownCode(() => game.gesture(position, game.decodeMove(illegal as number)))).toBe('move/illegal');
    const over = game.start({ maxPlies: 1 });
    const [first] = game.legalMoves(over);
    const finished = game.play(over, first);
    expect(thrownCode(() => game.effects(finished, first))).toBe('move/game-over');
    expect(thrownCode(() => game.gesture(finished, first))).toBe('move/game-over');
  });
});

describe('clickSelection and moveOfGesture', () => {
  it('no clicks: every legal move, and the points where one begins', () => {
    const position = kono.start();
    const selection = clickSelection(kono, position, []);
    expect(selection.moves.map((m) => kono.formatMove(position, m.move))).toEqual(
      kono.legalMoves(position).map((m) => kono.formatMove(position, m)),
    );
    expect(selection.targets.map((p) => kono.board.name(p))).toEqual(['a1', 'b1', 'c1', 'd1']);
    expect(selection.complete).toEqual([]);
  });

  it('a first click narrows the moves down and names the targets; the second completes a move', () => {
    const position = kono.start();
    const a1 = kono.board.point('a1');
    const first = clickSelection(kono, position, [a1]);
    expect(first.targets.map((p) => kono.board.name(p))).toEqual(['a3']);
    const second = clickSelection(kono, position, [a1, kono.board.point('a3')]);
    expect(second.targets).toEqual([]);
    expect(second.complete.map((m) => kono.formatMove(position, m.move))).toEqual(['a1xa3']);
    expect(moveOfGesture(kono, position, second.complete[0]!.gesture)).toBe(second.complete[0]!.move);
  });

  it('clicks no legal move begins with select nothing, and a gesture no move has gives undefined', () => {
    const position = kono.start();
    expect(clickSelection(kono, position, [kono.board.point('a4')]).moves).toEqual([]);
    expect(moveOfGesture(kono, position, { points: [0, 1], choice: null })).toBeUndefined();
  });

  it('refuses clicks that are not point indices, and a value that is not a game, with argument/invalid', () => {
    const position = kono.start();
    for (const clicks of [[16], [-1], [0.5], ['a1'], 'a1', null]) {
      expect(thrownCode(() => clickSelection(kono, position, clicks as never))).toBe('argument/invalid');
    }
    expect(thrownCode(() => clickSelection({} as never, position, []))).toBe('argument/invalid');
    expect(thrownCode(() => clickSelection(kono, games.gong.start() as never, []))).toBe('argument/invalid');
  });
});

describe('a game of one’s own gets the three members from defineGame', () => {
  const game = walk('walk-effects', 0);

  it('effects from the difference of the boards, the gesture from the effects, no pieces off the board', () => {
    const position = game.start();
    const [forward] = game.legalMoves(position);
    if (forward === undefined) throw new Error('the walk always has a move');
    expect(game.effects(position, forward)).toEqual([{ kind: 'move', from: 2, to: 3, piece: { owner: 'black', kind: 'token' } }]);
    expect(game.gesture(position, forward)).toEqual({ points: [2, 3], choice: null });
    expect(game.offBoard(position)).toEqual([]);
  });

  it('a move that changes nothing on the board has no effects and a gesture without points', () => {
    const atZero = game.parsePosition('0 0 0');
    const mark = game.legalMoves(atZero).find((m) => m.kind === 'mark');
    if (mark === undefined) throw new Error('the walk marks on point 0');
    expect(game.effects(atZero, mark)).toEqual([]);
    expect(game.gesture(atZero, mark)).toEqual({ points: [], choice: null });
    expect(expectExactEffects(game, atZero)).toBe(3);
  });
});
