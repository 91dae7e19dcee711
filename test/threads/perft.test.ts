import { beforeAll, describe, expect, it } from 'vitest';
import { loadBuilt } from './helpers.js';

const { core, threads } = await loadBuilt();

/** A depth per game that makes a few thousand to a few hundred thousand leaves, quick on one thread. */
const DEPTHS = { kono: 6, julgonu: 4, agon: 3, gong: 2 } as const;

describe('perft and divide on worker threads', () => {
  beforeAll(() => expect(core.gameList.length).toBe(4));

  for (const game of core.gameList) {
    const depth = DEPTHS[game.id as keyof typeof DEPTHS];
    it(`${game.id}: perft and divide at depth ${depth} with 1, 2 and 3 threads equal the core's`, async () => {
      const start = game.start();
      const want = core.perft(game, start, depth);
      const rows = core.divide(game, start, depth);
      for (const count of [1, 2, 3]) {
        expect(await threads.perft(game, start, depth, { threads: count }), `perft with ${count} threads`).toBe(want);
        expect(await threads.divide(game, start, depth, { threads: count }), `divide with ${count} threads`).toEqual(rows);
      }
    });
  }

  it('counts every depth from 0 alike, and a position after some moves, with its history', async () => {
    const game = core.julgonu;
    let position = game.start();
    for (const i of [0, 1, 2]) {
      const move = game.legalMoves(position)[i];
      if (move === undefined) throw new Error(`no move ${i} in ${game.formatPosition(position)}`);
      position = game.play(position, move);
    }
    for (let depth = 0; depth <= 4; depth++) {
      expect(await threads.perft(game, position, depth, { threads: 2 })).toBe(core.perft(game, position, depth));
    }
  });

  it('28.3: reads a caller’s position once, so a getter that alternates is counted as it was first read', async () => {
    const kono = core.kono;
    const start = kono.start();
    const after = kono.play(start, kono.legalMoves(start)[0] as never);
    /** A copy of `start` whose board is a getter alternating between start's and after's, and how often it was read. */
    const alternating = () => {
      const read = { count: 0 };
      const position = {
        game: 'kono',
        get board() {
          return read.count++ % 2 === 0 ? start.board : after.board;
        },
        options: start.options,
        ply: 0,
        history: [],
      };
      return { position: position as never, read };
    };
    const want = core.perft(kono, start, 4);
    const rows = core.divide(kono, start, 4);
    for (const count of [1, 2]) {
      const a = alternating();
      expect(await threads.perft(kono, a.position, 4, { threads: count }), `perft with ${count} threads`).toBe(want);
      expect(a.read.count).toBe(1);
      const b = alternating();
      expect(await threads.divide(kono, b.position, 4, { threads: count }), `divide with ${count} threads`).toEqual(rows);
      expect(b.read.count).toBe(1);
      const c = alternating();
      expect(await threads.randomPlayouts(kono, c.position, 4, { seed: 1, threads: count })).toEqual(
        await threads.randomPlayouts(kono, start, 4, { seed: 1, threads: count }),
      );
      expect(c.read.count).toBe(1);
      const e = alternating();
      const bots = { black: { bot: 'random' }, white: { bot: 'random' }, games: 2, seed: 1, threads: count } as const;
      expect(await threads.playMatches(kono, { ...bots, position: e.position })).toEqual(
        await threads.playMatches(kono, { ...bots, position: start }),
      );
      expect(e.read.count).toBe(1);
    }
    const d = alternating();
    expect(core.divide(kono, d.position, 4)).toEqual(rows);
    expect(d.read.count).toBe(1);
  });

  it('counts the same with the default thread count (the machine’s)', async () => {
    expect(await threads.perft(core.kono, core.kono.start(), 7)).toBe(core.perft(core.kono, core.kono.start(), 7));
  });

  it('counts a game of the caller’s own (not the registry’s) in the calling thread, alike', async () => {
    const own = { ...core.kono };
    expect(await threads.perft(own, own.start(), 5, { threads: 2 })).toBe(core.perft(core.kono, core.kono.start(), 5));
  });
});
