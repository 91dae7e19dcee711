import type { Ctx, Game as BgioGame } from 'boardgame.io';
import { RandomBot, Step } from 'boardgame.io/ai';
import { Client } from 'boardgame.io/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { boardgameIoGame, SEATS } from '../../src/boardgame.io/index.js';
import type { AnyGame, Outcome, Position } from '../../src/index.js';
import { AGON, GONG, JULGONU, KONO } from '../support/ai.js';

/*
 * ludicore's positions kept, as the library returns them, in the `G` of a boardgame.io game
 * (0.50). Wherever NODE_ENV is not 'production', boardgame.io's plugin-serializable checks what
 * every move and hook returns (the phase's and turn's default onBegin hooks return G as it is
 * when the game starts, so what setup returns is checked when the client is made): it walks
 * the value and refuses any object that is neither an array nor a plain object (lodash
 * isPlainObject: its prototype is Object.prototype or null), throwing "Move state is not
 * JSON-serialiazable." out of the client's constructor or dispatch.
 *
 * Moves and hooks run under immer: inside them `G`, and every plain object or array read from
 * it, frozen or not, is an immer draft (a proxy), so the library is handed a proxy of its own
 * position there; endIf, the turn order and ai.enumerate get the stored objects. The sanity
 * tests below pin these facts.
 */

/** One game for each game of the registry, with draw options so a random game ends. */
const CASES: readonly (readonly [AnyGame, Readonly<Record<string, unknown>>])[] = [
  [KONO, { maxPlies: 300, repetition: 3 }],
  [JULGONU, { maxPlies: 300, repetition: 3 }],
  [AGON, { maxPlies: 300, repetition: 3 }],
  // Gong spends its first 16 plies placing, and its random games run long.
  [GONG, { maxPlies: 600, repetition: 3 }],
];

/** The seed of boardgame.io's own random source (ctx.random) and of its RandomBot. */
const SEED = 'ludicore';

/** A ludicore game as a boardgame.io game (ludicore/boardgame.io), with boardgame.io's seed set. */
function bgioGame(game: AnyGame, options: Readonly<Record<string, unknown>>): BgioGame<Position> {
  return { ...boardgameIoGame(game, options), seed: SEED };
}

/** What a seeded game between RandomBots gave: every state on the way, and the moves played. */
interface Played<G> {
  readonly states: readonly { readonly G: G; readonly ctx: Ctx }[];
  readonly moves: readonly string[];
}

/** Plays a boardgame.io game to its end with a seeded RandomBot, on a local client without debug panel. */
async function playToEnd<G>(definition: BgioGame<G>, limit: number): Promise<Played<G>> {
  const client = Client({ game: definition, numPlayers: 2, debug: false });
  client.start();
  const bot = new RandomBot({ enumerate: definition.ai!.enumerate, seed: SEED });
  const states = [client.store.getState()];
  const moves: string[] = [];
  try {
    while (states[states.length - 1]!.ctx.gameover === undefined) {
      if (moves.length >= limit) throw new Error(`${definition.name} did not end within ${limit} moves`);
      const action = await Step(client, bot);
      moves.push(String(action?.payload.args?.[0]));
      states.push(client.store.getState());
    }
  } finally {
    client.stop();
  }
  return { states, moves };
}

// boardgame.io checks G only where NODE_ENV is not 'production'; make sure of that whatever the caller set.
beforeAll(() => {
  vi.stubEnv('NODE_ENV', 'development');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('boardgame.io in development mode checks that G is JSON-serialisable (sanity)', () => {
  class Box {
    constructor(readonly value: number) {}
  }
  /** A game that stores what `wrap` makes of a count; it ends after three moves. */
  const counting = (wrap: (n: number) => unknown): BgioGame<{ box: unknown; n: number }> => ({
    name: 'counting',
    seed: SEED,
    setup: () => ({ box: wrap(0), n: 0 }),
    moves: { bump: ({ G }) => ({ box: wrap(G.n + 1), n: G.n + 1 }) },
    turn: { minMoves: 1, maxMoves: 1 },
    endIf: ({ G }) => (G.n === 3 ? { winner: null } : undefined),
    ai: { enumerate: () => [{ move: 'bump' }] },
  });

  it('a class instance in G is refused, frozen or not', async () => {
    expect(process.env['NODE_ENV']).not.toBe('production');
    await expect(
      playToEnd(
        counting((n) => new Box(n)),
        10,
      ),
    ).rejects.toThrow('Move state is not JSON-serialiazable');
    await expect(
      playToEnd(
        counting((n) => Object.freeze(new Box(n))),
        10,
      ),
    ).rejects.toThrow('Move state is not JSON-serialiazable');
  });

  it('plain objects, frozen or not, and arrays are accepted', async () => {
    for (const wrap of [
      (n: number) => ({ value: n }),
      (n: number) => Object.freeze({ value: n, list: Object.freeze([n]) }),
      (n: number) => [n],
    ]) {
      const played = await playToEnd(counting(wrap), 10);
      expect(played.moves).toHaveLength(3);
      expect(played.states[3]!.ctx.gameover).toEqual({ winner: null });
    }
  });

  it('the check is off in production, where a class instance passes', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      const played = await playToEnd(
        counting((n) => new Box(n)),
        10,
      );
      expect(played.states[3]!.G.box).toBeInstanceOf(Box);
    } finally {
      vi.stubEnv('NODE_ENV', 'development');
    }
  });

  it('inside a move, G and the plain objects read from it are immer drafts, not the stored objects', async () => {
    const stored = Object.freeze({ value: 0, list: Object.freeze([1, 2]) });
    const seen: unknown[] = [];
    const definition: BgioGame<{ inner: typeof stored; n: number }> = {
      name: 'drafts',
      setup: () => ({ inner: stored, n: 0 }),
      moves: {
        look: ({ G }) => {
          seen.push(G.inner === stored, Object.isFrozen(G.inner), Array.isArray(G.inner.list), JSON.stringify(G.inner));
          return { inner: G.inner, n: 1 };
        },
      },
      endIf: ({ G }) => (G.n === 1 ? { winner: null } : undefined),
      ai: { enumerate: () => [{ move: 'look' }] },
    };
    const played = await playToEnd(definition, 5);
    // The move saw a proxy of `stored` (not frozen, an array still an array); immer put `stored` itself back into G.
    expect(seen).toEqual([false, false, true, JSON.stringify(stored)]);
    expect(played.states[1]!.G.inner).toBe(stored);
  });

  it('a draft kept inside a frozen object the move returns is a revoked proxy afterwards: the check throws a TypeError', async () => {
    const definition: BgioGame<{ inner: unknown; n: number }> = {
      name: 'revoked',
      setup: () => ({ inner: Object.freeze({ options: Object.freeze({ maxPlies: 3 }) }), n: 0 }),
      // Like a new position that shares a part of the old one: immer does not look inside frozen objects.
      moves: { share: ({ G }) => ({ inner: Object.freeze({ options: (G.inner as { options: unknown }).options }), n: 1 }) },
      endIf: ({ G }) => (G.n === 1 ? { winner: null } : undefined),
      ai: { enumerate: () => [{ move: 'share' }] },
    };
    await expect(playToEnd(definition, 5)).rejects.toThrow(/revoked/);
  });
});

describe("boardgame.io plays every game with the library's positions in G", () => {
  it.each(CASES.map(([game, options]) => [game.id, game, options] as const))(
    "%s: seeded RandomBots play to the end, which is the library's outcome; every position in G is plain JSON",
    async (_, game, options) => {
      const played = await playToEnd(bgioGame(game, options), (options['maxPlies'] as number) + 1);
      const last = played.states[played.states.length - 1]!;
      const outcome: Outcome | undefined = game.outcome(last.G);
      expect(outcome).toBeDefined();
      expect(last.ctx.gameover).toEqual(
        outcome!.winner === null ? { draw: true, reason: outcome!.reason } : { winner: SEATS[outcome!.winner], reason: outcome!.reason },
      );

      // The library's own line: the moves boardgame.io played, replayed from the start.
      let position = game.start(options);
      for (const [i, state] of played.states.entries()) {
        if (i > 0) position = game.play(position, game.parseMove(position, played.moves[i - 1]!));
        const where = `${game.id} after ${i} plies: ${played.moves.slice(Math.max(0, i - 4), i).join(' ')}`;
        const inG = state.G;
        expect(game.formatPosition(inG), where).toBe(game.formatPosition(position));
        expect(inG.ply, where).toBe(i);
        expect(game.outcome(inG), where).toEqual(game.outcome(position));
        if (state.ctx.gameover === undefined) expect(state.ctx.currentPlayer, where).toBe(SEATS[game.toMove(inG)]);
        const copy = JSON.parse(JSON.stringify(inG)) as Position;
        expect(copy, where).toEqual(inG);
        expect(game.formatPosition(copy), where).toBe(game.formatPosition(inG));
      }
      expect(game.outcome(position)).toEqual(outcome);
    },
  );

  it('the same seed plays the same game', async () => {
    const [game, options] = CASES[0]!;
    const first = await playToEnd(bgioGame(game, options), 301);
    const second = await playToEnd(bgioGame(game, options), 301);
    expect(second.moves).toEqual(first.moves);
    expect(first.moves.length).toBeGreaterThan(1);
  });
});
