import { describe, expect, it } from 'vitest';
import { formatRecord, type AnyGame } from '../../src/index.js';
import { moveLabel, movePairs, moveListText } from '../../playground/src/move-list.js';
import { newSession, playMove, sessionFromPosition, type Session } from '../../playground/src/session.js';
import { GONG, JULGONU, KONO } from '../support/ai.js';
import { randomGame } from './helpers.js';

/** The moves of a record text: its lines after the tags, joined. */
const recordMoves = (text: string): string =>
  text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('['))
    .join(' ');

describe('movePairs', () => {
  it('numbers pairs of plies from 1, the last pair short when the count is odd', () => {
    expect(movePairs(0)).toEqual([]);
    expect(movePairs(1)).toEqual([{ number: 1, plies: [0] }]);
    expect(movePairs(4)).toEqual([
      { number: 1, plies: [0, 1] },
      { number: 2, plies: [2, 3] },
    ]);
    expect(movePairs(5).at(-1)).toEqual({ number: 3, plies: [4] });
  });

  it('has every ply once, in order', () => {
    for (let count = 0; count <= 25; count++) expect(movePairs(count).flatMap((pair) => pair.plies)).toEqual([...Array(count).keys()]);
  });
});

describe('moveListText', () => {
  const HUMANS = { black: 'human', white: 'human' } as const;

  it.each([
    ['Kono from the start', KONO, undefined],
    ['Jul-Gonu from the start', JULGONU, undefined],
    ['Gong with White first', GONG, { firstPlayer: 'white' }],
  ] as const)('%s: is the record’s move text, numbers and all', (_label, game: AnyGame, options) => {
    for (let plies = 0; plies <= 23; plies += 1) {
      const { moves } = randomGame(game, game.start(options ?? {}), 40 + plies, plies);
      const session = moves.reduce<Session>((s, move) => playMove(s, move), newSession(game, options ?? {}, HUMANS));
      expect(moveListText(session.record.notations)).toBe(recordMoves(formatRecord(session.record)));
    }
  });

  it('numbers from 1 in a game loaded from a position with White to move, as the record does', () => {
    const session = ['d1-c1', 'a4-b4', 'c1-d1'].reduce(
      (s, move) => playMove(s, KONO.parseMove(s.record.end, move)),
      sessionFromPosition(KONO, 'b3/4/4/3w w', {}, HUMANS),
    );
    expect(moveListText(session.record.notations)).toBe('1. d1-c1 a4-b4 2. c1-d1');
    expect(recordMoves(formatRecord(session.record))).toBe('1. d1-c1 a4-b4 2. c1-d1');
  });
});

describe('moveLabel', () => {
  it('says the number of the move as the list shows it, the player and the move', () => {
    expect(moveLabel(0, 'black', 'a1xa3')).toBe('1. Black a1xa3');
    expect(moveLabel(1, 'white', 'b4xb2')).toBe('1. White b4xb2');
    expect(moveLabel(2, 'black', 'c1-c2')).toBe('2. Black c1-c2');
    // A game begun by White: the record's first move is still number 1.
    expect(moveLabel(0, 'white', 'd1-c1')).toBe('1. White d1-c1');
  });
});
