import { describe, expect, it } from 'vitest';
import { pieceCounts } from '../../playground/src/piece-counts.js';
import type { AnyGame, Position } from '../../src/index.js';
import { AGON, GONG, JULGONU, KONO } from '../support/ai.js';
import { randomGame } from './helpers.js';

/** The counts as one line a player, to compare at a glance. */
const lines = (game: AnyGame, position: Position, options: Record<string, unknown> = {}): string[] =>
  pieceCounts(game, position, options).map(
    ({ player, onBoard, toPlace, captured, held }) =>
      `${player}: ${onBoard} on board, ${toPlace} to place, ${captured} captured, ${held} held`,
  );

describe('pieceCounts', () => {
  it('Kono: every piece on the board at the start; a capture counts for the side that lost the piece', () => {
    const start = KONO.start();
    expect(lines(KONO, start)).toEqual([
      'black: 8 on board, 0 to place, 0 captured, 0 held',
      'white: 8 on board, 0 to place, 0 captured, 0 held',
    ]);
    const after = KONO.play(start, KONO.parseMove(start, 'a1xa3'));
    expect(lines(KONO, after)).toEqual([
      'black: 8 on board, 0 to place, 0 captured, 0 held',
      'white: 7 on board, 0 to place, 1 captured, 0 held',
    ]);
  });

  it('a position loaded from a string counts the pieces missing since the game’s start', () => {
    expect(lines(KONO, KONO.parsePosition('b3/4/4/3w b'))).toEqual([
      'black: 1 on board, 0 to place, 7 captured, 0 held',
      'white: 1 on board, 0 to place, 7 captured, 0 held',
    ]);
  });

  it('Agon: a piece held by the other side is captured and held; the placement setup has pieces to place', () => {
    const held = AGON.parsePosition('6/7/g6G/g7G/g8G/q4G4Q/g8G/g8/8/7/6 b gG -');
    expect(lines(AGON, held)).toEqual([
      'black: 6 on board, 0 to place, 1 captured, 1 held',
      'white: 6 on board, 0 to place, 1 captured, 1 held',
    ]);
    const placing = AGON.start({ setup: 'placement' });
    expect(lines(AGON, placing, { setup: 'placement' })).toEqual([
      'black: 0 on board, 7 to place, 0 captured, 0 held',
      'white: 0 on board, 7 to place, 0 captured, 0 held',
    ]);
  });

  it('Agon’s historical variant: the pieces captured and left on their cells are captured, not in play', () => {
    const options = { variant: 'historical' };
    const marked = AGON.parsePosition('1G*2g1/g5G*/8/G7g/10/q9Q/10/G7g/8/g5G/1G2g1 b - -', options);
    expect(lines(AGON, marked, options)).toEqual([
      'black: 7 on board, 0 to place, 0 captured, 0 held',
      'white: 5 on board, 0 to place, 2 captured, 0 held',
    ]);
  });

  it('Gong: eight pawns to place at the start, one fewer after a placement', () => {
    const start = GONG.start();
    expect(lines(GONG, start)).toEqual([
      'black: 0 on board, 8 to place, 0 captured, 0 held',
      'white: 0 on board, 8 to place, 0 captured, 0 held',
    ]);
    const placed = GONG.play(start, GONG.legalMoves(start)[0]);
    expect(lines(GONG, placed)[0]).toBe('black: 1 on board, 7 to place, 0 captured, 0 held');
  });

  it('Kono, Jul-Gonu and Gong, in random games: the captured count is the number of the player’s pieces the moves removed', () => {
    for (const game of [KONO, JULGONU, GONG]) {
      for (let seed = 1; seed <= 8; seed++) {
        const { moves, positions } = randomGame(game, game.start(), seed, 120);
        const removed = { black: 0, white: 0 };
        moves.forEach((move, i) => {
          for (const effect of game.effects(positions[i] as Position, move)) if (effect.kind === 'remove') removed[effect.piece.owner]++;
        });
        const counts = pieceCounts(game, positions.at(-1) as Position, {});
        expect(
          counts.map(({ captured }) => captured),
          `${game.id}, seed ${seed}`,
        ).toEqual([removed.black, removed.white]);
        // Every piece the game started with is somewhere.
        const first = pieceCounts(game, game.start(), {});
        counts.forEach(({ onBoard, toPlace, captured }, i) =>
          expect(onBoard + toPlace + captured).toBe((first[i]?.onBoard ?? 0) + (first[i]?.toPlace ?? 0)),
        );
      }
    }
  });

  it('Agon, in random games: pieces are never lost, only held for a while', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const { positions } = randomGame(AGON, AGON.start(), seed, 200);
      for (const position of positions) {
        for (const { onBoard, toPlace, captured, held } of pieceCounts(AGON, position, {})) {
          expect(onBoard + toPlace + captured).toBe(7);
          expect(captured).toBe(held);
        }
      }
    }
  });
});
