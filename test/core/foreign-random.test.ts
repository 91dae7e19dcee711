import { describe, expect, it } from 'vitest';
import { createRandom, gameList, isRulesError, kono, randomPlayout, randomPlayouts, type Random } from '../../src/index.js';
import { alphaBeta, botForLevel, greedyBot, mcts, randomBot } from '../../src/ai/index.js';
import { checkedRandom } from '../../src/core/random.js';

/*
 * A random source of the caller's own is checked where the library reads its answers: an answer
 * out of range names no legal move, and is refused with argument/invalid naming the source,
 * rather than played (a position that cannot be, a playout that never ends, an illegal move from
 * a bot). The library's own generator is trusted as it is.
 */

/** A source of the caller's own: createRandom(seed)'s answers, but for `int`'s `bad`-th answer, which is `answer`. */
function foreign(seed: number, bad = Infinity, answer: unknown = -1): Random & { readonly asked: number } {
  const inner = createRandom(seed);
  let asked = 0;
  return {
    seed,
    get asked() {
      return asked;
    },
    nextUint32: () => inner.nextUint32(),
    next: () => inner.next(),
    int: (n: number) => (++asked === bad ? (answer as number) : inner.int(n)),
    pick: <T>(items: readonly T[]) => inner.pick(items),
  };
}

/** The error `call` throws, which must be a RulesError argument/invalid naming the source's owner. */
function refused(call: () => unknown, owner: string): Error {
  let thrown: unknown;
  try {
    call();
  } catch (error) {
    thrown = error;
  }
  expect(isRulesError(thrown, 'argument/invalid'), String(thrown)).toBe(true);
  expect((thrown as Error).message).toMatch(new RegExp(`^the random source given to ${owner} answered `));
  expect((thrown as Error).message.length).toBeLessThan(200);
  return thrown as Error;
}

describe('28.5: a random source of the caller’s own is checked where it answers', () => {
  const BAD = [-1, 4096, 1e9, 0.5, Number.NaN, Infinity, '1', undefined, null];

  for (const game of gameList) {
    it(`${game.id}: randomPlayout refuses an answer out of range, at once or after some good ones`, () => {
      const start = game.start();
      for (const answer of BAD) {
        for (const bad of [1, 6]) {
          const error = refused(() => randomPlayout(game, start, foreign(3, bad, answer), { limit: 50 }), 'randomPlayout');
          expect(error.message).toContain(`int(`);
        }
      }
      refused(() => randomPlayouts(game, start, 3, foreign(3, 20, -17), { limit: 50 }), 'randomPlayouts');
    });

    it(`${game.id}: a source of the caller’s own that answers in range plays as createRandom does, within the limit`, () => {
      const start = game.start();
      const mine = randomPlayout(game, start, foreign(11), { limit: 80 });
      const own = randomPlayout(game, start, createRandom(11), { limit: 80 });
      expect(mine.plies).toBe(own.plies);
      expect(mine.position).toEqual(own.position);
      expect(randomPlayouts(game, start, 5, foreign(2), { limit: 60 })).toEqual(
        randomPlayouts(game, start, 5, createRandom(2), { limit: 60 }),
      );
      // The cursor's stepwise playout for a caller's source is the game's own playout, draw for draw.
      const a = game.cursor(start);
      const b = game.cursor(start);
      expect(a.playRandom(foreign(5), 70)).toBe(b.playRandom(createRandom(5), 70));
      expect(a.position()).toEqual(b.position());
      // Whatever it answers in range, the ply limit bounds the work.
      const last: Random = {
        seed: 0,
        nextUint32: () => 0xffffffff,
        next: () => 0.999,
        int: (n) => n - 1,
        pick: (items) => items[0] as never,
      };
      expect(randomPlayout(game, start, last, { limit: 30 }).plies).toBeLessThanOrEqual(30);
    });

    it(`${game.id}: cursor.playRandom stops at the position reached before the answer out of range`, () => {
      const start = game.start();
      const cursor = game.cursor(start);
      refused(() => cursor.playRandom(foreign(8, 6, 9999), 50), 'playRandom');
      // Five plies were played with createRandom(8)'s first five answers: the cursor is there, and usable.
      const replayed = game.cursor(start);
      const draws = createRandom(8);
      const moves = new Int32Array(game.maxMoves);
      for (let ply = 0; ply < 5 && replayed.outcome() === undefined; ply++) {
        replayed.playUnchecked(moves[draws.int(replayed.legalActions(moves))] as number);
      }
      expect(cursor.position()).toEqual(replayed.position());
      expect(game.legalMoves(cursor.position())).toEqual(game.legalMoves(replayed.position()));
    });
  }

  it('the bots refuse an answer out of range, and never play a move that is not legal', () => {
    const start = kono.start();
    for (const answer of [-1, 4, 1e9, 0.5, Number.NaN]) {
      refused(() => randomBot(kono, { random: foreign(1, 1, answer) }).chooseMove(start), 'randomBot');
      refused(() => alphaBeta(kono, { depth: 2, random: foreign(1, 1, answer) }).chooseMove(start), 'alphaBeta');
      refused(() => mcts(kono, { iterations: 50, random: foreign(1, 1, answer) }).chooseMove(start), 'mcts');
      // The greedy bot draws only between equal moves: a move it plays is legal.
      let move: unknown;
      try {
        move = greedyBot(kono, { random: foreign(1, 1, answer) }).chooseMove(start);
      } catch (error) {
        expect(isRulesError(error, 'argument/invalid')).toBe(true);
      }
      if (move !== undefined) expect(kono.isLegal(start, move as never)).toBe(true);
    }
    const wild: Random = { seed: 0, nextUint32: () => -5, next: () => 7, int: () => 0, pick: (items) => items[0] as never };
    refused(() => botForLevel(kono, 1, { random: wild }).chooseMove(start), 'botForLevel');
  });

  it('the library’s own sources are used as they are, with no wrapper; a caller’s is wrapped once', () => {
    const own = createRandom(1);
    expect(checkedRandom(own, 'test')).toBe(own);
    const wrapped = checkedRandom(foreign(1), 'test');
    expect(checkedRandom(wrapped, 'again')).toBe(wrapped);
    expect(() => checkedRandom({ int: 3 }, 'test')).toThrow('test needs a random source');
  });
});
