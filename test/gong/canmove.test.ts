import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/index.js';
import { gong, type GongPosition } from '../../src/gong/index.js';
import { canMove, count } from '../../src/gong/moves.js';
import { parseState } from '../../src/gong/position.js';

/**
 * `canMove`, the shortcut the cursor judges the end of the game with, must say exactly whether
 * `count` finds a move: along seeded random games (where the pawns crowd ring 1, the Gon changes
 * hands and players pass) and in positions made to have no move.
 */
describe('Gong canMove', () => {
  it('agrees with count > 0 at every position of seeded random games', () => {
    let positions = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const random = createRandom(seed);
      let pos: GongPosition = gong.start({ maxPlies: 400, firstPlayer: seed % 2 === 0 ? 'black' : 'white' });
      while (gong.outcome(pos) === undefined) {
        const state = parseState(pos.board, gong.name);
        expect(canMove(state), gong.formatPosition(pos)).toBe(count(state) > 0);
        positions++;
        const moves = gong.legalMoves(pos);
        pos = gong.play(pos, moves[random.int(moves.length)] as (typeof moves)[number]);
      }
    }
    expect(positions).toBeGreaterThan(10_000);
  });

  // Black's radials are a, c, e, …; a row lists a radial from ring 1 out.
  const blockedPlacement = Array.from({ length: 24 }, (_, r) => (r % 2 === 1 ? '13' : r < 14 ? '12b' : '12w')).join('/');
  it.each([
    ['pawns still to place, every ring-13 point of Black’s radials taken', `-/${blockedPlacement} b 1 0`, ['pass']],
    [
      'a lone pawn on ring 1 between two enemies, the Gon held by the enemy',
      `w/w12/b12/w12/${Array(21).fill('13').join('/')} b 0 0`,
      ['pass'],
    ],
    // Nobody can move: drawn at once (G10).
    ['no pawns at all, nothing off the board', `-/${Array(24).fill('13').join('/')} b 0 0`, []],
  ])('%s: no move', (_what, text, legal) => {
    const pos = gong.parsePosition(text);
    expect(count(parseState(pos.board, gong.name))).toBe(0);
    expect(canMove(parseState(pos.board, gong.name))).toBe(false);
    expect(gong.legalMoves(pos).map((m) => gong.formatMove(pos, m))).toEqual(legal);
  });
});
