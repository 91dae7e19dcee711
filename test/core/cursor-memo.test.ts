import { describe, expect, it } from 'vitest';
import { RulesError, createRandom, type DrawOptions, type Game, type Position } from '../../src/index.js';
import { walk, type WalkMove } from '../support/walk.js';

/*
 * The cursor that serves the immutable functions remembers the position it was loaded from and
 * the one it made last, and loads either without copying (src/core/cursor.ts). These tests play
 * long chains of positions through the immutable API, each from the last, with calls on older
 * positions mixed in, and check every answer against the same call on a JSON copy (which the
 * cursor always loads afresh), and every history (position strings) against one kept independently here.
 */

/** What a position answers: its moves, its outcome, its key. */
function answers<Id extends string, M, O>(game: Game<Id, M, O>, position: Position<Id, O>): unknown {
  return {
    moves: game.legalMoves(position).map((m) => game.formatMove(position, m)),
    outcome: game.outcome(position),
    key: game.positionKey(position),
  };
}

const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * Plays `plies` seeded random plies, each from the last position, asking each position's answers
 * first (and, with `detours`, now and then an older position's, which loads the cursor
 * elsewhere and so breaks the chain of positions loaded without copying); returns the
 * positions, the answers given along the way, and the position string of every position in turn
 * (written by the game, not read off the position) with the index of the last irreversible ply before it.
 */
function chain(game: Game<string, WalkMove, DrawOptions>, options: DrawOptions, plies: number, seed: number, detours: boolean) {
  const random = createRandom(seed);
  const positions: Position<string, DrawOptions>[] = [game.start(options)];
  const given: unknown[] = [];
  const boards: string[] = [];
  const stretchStart: number[] = [];
  let since = 0;
  // The walk's own state, played here beside the game: its position string is "point player marks".
  const walked = { at: 2, turn: 0, marks: 0 };
  for (let i = 0; i <= plies; i++) {
    const position = positions[i] as Position<string, DrawOptions>;
    boards.push(`${walked.at} ${walked.turn} ${walked.marks}`);
    stretchStart.push(since);
    given.push(answers(game, position));
    if (detours && i > 5 && random.int(10) === 0) answers(game, positions[i - 1 - random.int(5)] as Position<string, DrawOptions>);
    if (i === plies) break;
    const moves = game.legalMoves(position);
    const move = moves[random.int(moves.length)] as WalkMove;
    if (move.kind === 'mark') {
      since = i + 1;
      walked.marks++;
    } else walked.at = (walked.at + 5 + move.by) % 5;
    walked.turn = 1 - walked.turn;
    positions.push(game.play(position, move));
  }
  return { positions, given, boards, stretchStart };
}

describe('the cursor behind the immutable functions loads its own positions without copying', () => {
  const cases = [
    { label: 'repetition draw on, every key kept', game: walk('walk-repetition', 0), options: { repetition: 1_000_000 }, keep: Infinity },
    { label: 'a no-repetition window of 3', game: walk('walk-window', 3), options: {}, keep: 3 },
    {
      label: 'a no-repetition window of 3 and the repetition draw',
      game: walk('walk-both', 3),
      options: { repetition: 1_000_000 },
      keep: Infinity,
    },
    { label: 'no rule looking back', game: walk('walk-plain', 0), options: {}, keep: 0 },
  ];

  it.each(
    cases.flatMap((c) => [
      { ...c, detours: false },
      { ...c, detours: true },
    ]),
  )(
    '$label, detours $detours: every answer along a chain of 6,000 plies is the answer on a JSON copy, and every history the position strings kept here',
    ({ game, options, keep, detours }) => {
      const { positions, given, boards, stretchStart } = chain(game, options, 6_000, 17, detours);
      // Past 4,096 keys the cursor moves the live ones to the front of its array: this chain goes past it.
      expect(positions.length).toBe(6_001);
      positions.forEach((position, i) => {
        const first = Math.max(stretchStart[i] as number, i - keep);
        expect(position.history, `history at ply ${i}`).toEqual(keep === 0 ? [] : boards.slice(first, i));
        expect(position.board, `board at ply ${i}`).toBe(boards[i]);
        if (i % 7 === 0 || i > 5_950) expect(given[i], `answers at ply ${i}`).toEqual(answers(game, json(position)));
      });
    },
  );

  it('answers on a position are the same before and after its successors are made', () => {
    const game = walk('walk-again', 3);
    const { positions, given } = chain(game, {}, 300, 5, true);
    positions.forEach((position, i) => expect(answers(game, position), `ply ${i}`).toEqual(given[i]));
  });

  it('a public cursor reset to the position it made goes on from there, at depth 0', () => {
    const game = walk('walk-cursor', 3);
    const cursor = game.cursor(game.start({ repetition: 100 }));
    const buffer = new Int32Array(game.maxMoves);
    const random = createRandom(3);
    for (let round = 0; round < 50; round++) {
      for (let k = 0; k < 7; k++) cursor.play(buffer[random.int(cursor.legalActions(buffer))] as number);
      const made = cursor.position();
      cursor.reset(made);
      expect(cursor.depth).toBe(0);
      expect(cursor.ply).toBe(made.ply);
      expect(() => cursor.undo()).toThrow(RulesError);
      const fresh = game.cursor(json(made));
      expect(Array.from(buffer.subarray(0, cursor.legalActions(buffer)))).toEqual(
        Array.from(buffer.subarray(0, fresh.legalActions(buffer))),
      );
      expect(cursor.positionKey()).toBe(fresh.positionKey());
      expect(cursor.position()).toEqual(made);
    }
  });
});
