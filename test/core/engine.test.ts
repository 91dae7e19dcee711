import { describe, expect, it } from 'vitest';
import {
  RulesError,
  createRandom,
  defineGame,
  games,
  type AnyGame,
  type Cursor,
  type DrawOptions,
  type GameRules,
  type Position,
} from '../../src/index.js';
import { checkGame } from '../../src/testing/index.js';
import { thrown } from '../support/errors.js';
import { walk, type WalkMove, type WalkState } from '../support/walk.js';

/*
 * The engine's defaults for the members a game leaves out (src/core/engine.ts), on a game that
 * writes none of them: each is checked against what it is derived from.
 */

const WALK = walk('walk-defaults', 0);
const GAMES: readonly AnyGame[] = Object.values(games);

/** Expects `fn` to throw a RulesError of `code` whose message mentions `part`, if given. */
function expectRulesError(fn: () => unknown, code: string, part?: string): void {
  const error = thrown(fn);
  expect(error.code).toBe(code);
  if (part !== undefined) expect(error.message).toContain(part);
}

/** Positions along seeded random walks. */
function walkPositions() {
  const random = createRandom(11);
  const out = [WALK.start()];
  for (let i = 0; i < 200; i++) {
    const position = out[out.length - 1] as (typeof out)[number];
    const moves = WALK.legalMoves(position);
    out.push(WALK.play(position, moves[random.int(moves.length)] as WalkMove));
  }
  return out;
}

describe('the defaults of GameRules', () => {
  it('pass the conformance suite', () => {
    expect(checkGame(WALK, { runs: 4, maxPlies: 60, seed: 5 }).positions).toBeGreaterThan(100);
  });

  it('encode and decode come from the action table: its own objects, and any plain object of the same fields', () => {
    for (let action = 0; action < WALK.actionCount; action++) {
      const move = WALK.decodeMove(action);
      expect(WALK.encodeMove(move)).toBe(action);
      expect(WALK.encodeMove(JSON.parse(JSON.stringify(move)))).toBe(action);
    }
    expectRulesError(() => WALK.encodeMove({ kind: 'step', by: 2 } as unknown as WalkMove), 'move/illegal');
    expectRulesError(() => WALK.encodeMove({ kind: 'mark', extra: 1 } as unknown as WalkMove), 'move/illegal');
    expectRulesError(() => WALK.decodeMove(3), 'action/out-of-range');
  });

  it('isLegal and parseMove come from generate and formatMove', () => {
    for (const position of walkPositions()) {
      const legal = WALK.legalMoves(position);
      for (let action = 0; action < WALK.actionCount; action++) {
        const move = WALK.decodeMove(action);
        expect(WALK.isLegal(position, move)).toBe(legal.includes(move));
      }
      for (const move of legal) expect(WALK.parseMove(position, WALK.formatMove(position, move))).toBe(move);
      if (WALK.pieceAt(position, 0) === undefined) expectRulesError(() => WALK.parseMove(position, 'm'), 'move/illegal');
      expectRulesError(() => WALK.parseMove(position, 'x'), 'move/illegal');
    }
  });

  it("a copy is read by the game's position parser: position strings it writes are taken, others refused naming the board", () => {
    for (const position of walkPositions()) {
      const copy = JSON.parse(JSON.stringify(position)) as typeof position;
      expect(WALK.legalMoves(copy)).toEqual(WALK.legalMoves(position));
      expect(WALK.positionKey(copy)).toBe(WALK.positionKey(position));
      const made = WALK.cursor(copy).position();
      expect(made).toEqual(position);
      expect(Object.isFrozen(made)).toBe(true);
    }
    const start = WALK.start();
    expect(start.board).toBe('2 0 0');
    expect(WALK.toMove({ ...start, board: '1 1 7' })).toBe('white');
    for (const board of ['5 0 0', '1 2 0', '1 0 -1', '1 0 01', ' 1 0 0', '1 0 0 ', 1, null, ['1 0 0']]) {
      expectRulesError(() => WALK.toMove({ ...start, board: board as unknown as string }), 'argument/invalid', 'board');
    }
  });

  it('the default clone keeps a position as it was while a cursor from it plays on', () => {
    const position = walkPositions()[40] as ReturnType<typeof WALK.start>;
    const before = { moves: WALK.legalMoves(position), key: WALK.positionKey(position), board: position.board };
    const cursor = WALK.cursor(position);
    const buffer = new Int32Array(WALK.maxMoves);
    const random = createRandom(2);
    for (let i = 0; i < 30; i++) cursor.play(buffer[random.int(cursor.legalActions(buffer))] as number);
    expect(cursor.positionKey()).not.toBe(before.key);
    expect({ moves: WALK.legalMoves(position), key: WALK.positionKey(position), board: position.board }).toEqual(before);
  });

  const base: GameRules<'half', WalkMove, DrawOptions, WalkState> = {
    id: 'half',
    name: 'Half',
    board: WALK.board,
    optionSpecs: WALK.optionSpecs,
    outcomeReasons: WALK.outcomeReasons,
    actionCount: 1,
    maxMoves: 1,
    actions: [WALK.decodeMove(0)],
    start: () => ({ at: 0, turn: 0, marks: 0 }),
    toMove: () => 'black',
    positionKey: (s) => s.at,
    generate: () => 0,
    apply: () => undefined,
    outcome: () => undefined,
    formatMove: () => '+',
    formatPosition: (s) => `${s.at} 0 0`,
    parsePosition: () => ({ at: 0, turn: 0, marks: 0 }),
    pieceAt: () => undefined,
  };

  it('a game with neither an action table of actionCount moves nor decode is refused when it is defined', () => {
    const { actions, ...tableless } = base;
    expect(actions).toHaveLength(1);
    expect(() => defineGame(tableless)).toThrow(RulesError);
    expectRulesError(() => defineGame({ ...base, actionCount: 2 }), 'argument/invalid', 'action table of 2 moves');
    expect(defineGame({ ...tableless, decodeMove: () => WALK.decodeMove(0) }).decodeMove(0)).toEqual(WALK.decodeMove(0));
  });

  it('a game lists the reasons of its own rules; the draw options and their reasons are added after its own', () => {
    const bare = defineGame({ ...base, optionSpecs: {}, outcomeReasons: [] });
    expect(bare.outcomeReasons).toEqual(['max-plies', 'repetition']);
    expect(Object.keys(bare.optionSpecs)).toEqual(['maxPlies', 'repetition']);
    expect(bare.start({ maxPlies: 5 }).options).toEqual({ maxPlies: 5 });
    expectRulesError(() => bare.start({ repetition: 1 }), 'option/invalid', 'repetition');
    const withOwn = defineGame<'half', WalkMove, DrawOptions & { readonly slow?: boolean }, WalkState>({
      ...base,
      optionSpecs: { slow: { type: 'boolean', default: false, description: 'an option of the game' } },
      outcomeReasons: ['stuck'],
    });
    expect(Object.keys(withOwn.optionSpecs)).toEqual(['slow', 'maxPlies', 'repetition']);
    expect(withOwn.outcomeReasons).toEqual(['stuck', 'max-plies', 'repetition']);
    expect(withOwn.start().options).toEqual({ slow: false });
    expectRulesError(
      () => defineGame({ ...base, passAction: 0, outcomeReasons: WALK.outcomeReasons }),
      'argument/invalid',
      'must include "no-move-for-either"',
    );
    // A reason of the game's own, listed once however often it is written.
    const own = defineGame({
      ...base,
      outcomeReasons: ['stuck', 'stuck', 'max-plies', 'repetition'],
      outcome: () => ({ winner: 'white', reason: 'stuck' }),
    });
    expect(own.outcomeReasons).toEqual(['stuck', 'max-plies', 'repetition']);
    expect(Object.isFrozen(own.outcomeReasons)).toBe(true);
    expect(own.outcome(own.start())).toEqual({ winner: 'white', reason: 'stuck' });
    const plain = defineGame({ ...base, outcomeReasons: ['max-plies', 'repetition'] });
    expect(plain.outcome({ ...plain.start({ maxPlies: 1 }), ply: 1 })).toEqual({ winner: null, reason: 'max-plies' });
  });
});

describe('the twelve members a game writes, and the defaults of the rest', () => {
  /** A game of two points where Black's token steps to the other point and White never moves: the default end decides it. */
  interface FlipState {
    at: number;
    turn: 0 | 1;
  }
  type FlipMove = { readonly kind: 'flip' };
  const FLIP: readonly FlipMove[] = [Object.freeze({ kind: 'flip' })];
  /** The twelve members, for a game whose reasons are `R` (those of the default end). */
  const rulesOf = <R extends string>(): GameRules<'flip', FlipMove, DrawOptions, FlipState, R> => ({
    id: 'flip',
    name: 'Flip',
    board: WALK.board,
    start: () => ({ at: 0, turn: 0 }),
    toMove: (s) => (s.turn === 0 ? 'black' : 'white'),
    formatPosition: (s) => `${s.at} ${s.turn}`,
    parsePosition(text) {
      const match = /^([01]) ([01])$/.exec(text);
      if (match === null) throw new RulesError('position/syntax', `bad flip position ${JSON.stringify(text)}`);
      return { at: Number(match[1]), turn: match[2] === '0' ? 0 : 1 };
    },
    pieceAt: (s, p) => (p === s.at ? { owner: 'black', kind: 'token' } : undefined),
    actions: FLIP,
    generate(s, out) {
      if (s.turn === 1) return 0;
      out[0] = 0;
      return 1;
    },
    apply(s) {
      s.at = 1 - s.at;
      s.turn = s.turn === 0 ? 1 : 0;
    },
    formatMove: () => 'flip',
  });
  const twelve = rulesOf<'no-moves'>();

  it('a game of the twelve alone works: counts from its table, its key its position string, the player without a move loses', () => {
    const flip = defineGame(twelve);
    expect(Object.keys(twelve)).toHaveLength(12);
    expect(flip.actionCount).toBe(1);
    expect(flip.maxMoves).toBe(1);
    expect(flip.outcomeReasons).toEqual(['no-moves', 'max-plies', 'repetition']);
    const start = flip.start();
    expect(flip.positionKey(start)).toBe('0 0');
    expect(flip.outcome(start)).toBeUndefined();
    const after = flip.play(start, flip.parseMove(start, 'flip'));
    expect(after.board).toBe('1 1');
    expect(flip.outcome(after)).toEqual({ winner: 'black', reason: 'no-moves' });
    expect(checkGame(flip, { runs: 3, seed: 1 }).runs).toBe(3);
  });

  it('a game that passes and writes no end of its own is drawn when neither player can move', () => {
    const passing = defineGame<'flip', FlipMove, DrawOptions, FlipState, 'no-move-for-either'>({
      ...rulesOf<'no-move-for-either'>(),
      actions: [...FLIP, Object.freeze({ kind: 'flip' })],
      passAction: 1,
      apply(s, action) {
        if (action === 0) s.at = 1 - s.at;
        s.turn = s.turn === 0 ? 1 : 0;
      },
      generate(s, out) {
        if (s.turn === 1 || s.at === 1) return 0;
        out[0] = 0;
        return 1;
      },
      formatMove: (_s, action) => (action === 0 ? 'flip' : 'pass'),
    });
    expect(passing.outcomeReasons).toEqual(['no-move-for-either', 'max-plies', 'repetition']);
    const start = passing.start();
    const after = passing.play(start, passing.parseMove(start, 'flip'));
    expect(passing.outcome(after)).toEqual({ winner: null, reason: 'no-move-for-either' });
  });

  it('an end of its own needs its reasons, and decodeMove without a table needs the action count', () => {
    expectRulesError(() => defineGame({ ...twelve, outcome: () => undefined }), 'argument/invalid', 'outcomeReasons');
    const { actions, ...tableless } = twelve;
    expect(actions).toHaveLength(1);
    expectRulesError(() => defineGame({ ...tableless, decodeMove: () => FLIP[0] as FlipMove }), 'argument/invalid', 'actionCount');
    expect(defineGame({ ...tableless, decodeMove: () => FLIP[0] as FlipMove, actionCount: 1 }).decodeMove(0)).toBe(FLIP[0]);
  });

  it('every rule is given the options in force', () => {
    const seen: unknown[] = [];
    const told = defineGame({
      ...twelve,
      generate(s, out, options) {
        seen.push(options);
        return twelve.generate(s, out, options);
      },
    });
    told.legalMoves(told.start({ maxPlies: 9 }));
    expect(seen).toEqual([{ maxPlies: 9 }]);
  });
});

describe('the cursor reads the board', () => {
  it('pieceAt as the game gives it, and refuses what is not a point', () => {
    for (const position of walkPositions().slice(0, 30)) {
      const cursor = WALK.cursor(position);
      for (let p = 0; p < WALK.board.size; p++) expect(cursor.pieceAt(p)).toEqual(WALK.pieceAt(position, p));
      for (const bad of [-1, 5, 1.5, Number.NaN, '1', null])
        expectRulesError(() => cursor.pieceAt(bad as number), 'argument/invalid', 'point');
    }
  });
});

describe('a game evaluates any cursor', () => {
  it.each(GAMES.map((g) => [g.name, g] as const))(
    '%s: a cursor of its own and one written elsewhere that shows the same positions score alike',
    (_, game) => {
      const random = createRandom(4);
      const cursor = game.cursor(game.start());
      const buffer = new Int32Array(game.maxMoves);
      const foreign: Cursor<Position> = {
        get ply() {
          return cursor.ply;
        },
        get depth() {
          return cursor.depth;
        },
        get tracksHistory() {
          return cursor.tracksHistory;
        },
        toMove: () => cursor.toMove(),
        legalActions: (out) => cursor.legalActions(out),
        countLegalActions: () => cursor.countLegalActions(),
        countLeaves: (depth) => cursor.countLeaves(depth),
        playRandom: (random, limit) => cursor.playRandom(random, limit),
        play: (action) => cursor.play(action),
        playUnchecked: (action) => cursor.playUnchecked(action),
        undo: () => cursor.undo(),
        outcome: () => cursor.outcome(),
        positionKey: () => cursor.positionKey(),
        pieceAt: (point) => cursor.pieceAt(point),
        occupiedPoints: (out) => cursor.occupiedPoints(out),
        offBoard: () => cursor.offBoard(),
        parseMove: (text) => cursor.parseMove(text),
        formatMove: (action) => cursor.formatMove(action),
        position: () => cursor.position(),
        reset: (position) => cursor.reset(position),
      };
      for (let ply = 0; ply < 40; ply++) {
        const n = cursor.legalActions(buffer);
        if (n === 0) break;
        expect(game.evaluate(foreign), `ply ${ply}`).toBe(game.evaluate(cursor));
        cursor.play(buffer[random.int(n)] as number);
      }
    },
  );
});
