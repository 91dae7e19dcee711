import type { Ctx } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { INVALID_MOVE as BOARDGAME_INVALID_MOVE } from 'boardgame.io/core';
import { Local } from 'boardgame.io/multiplayer';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { hasami } from '../../examples/hasami/index.js';
import { boardgameIoGame, INVALID_MOVE, playerOfSeat, SEATS, type BoardgameIoGame } from '../../src/boardgame.io/index.js';
import { createRandom, games, isRulesError, type AnyGame, type Position } from '../../src/index.js';
import { kono, type KonoOptions } from '../../src/kono/index.js';
import { AGON, GONG, JULGONU, KONO } from '../support/ai.js';

/*
 * ludicore/boardgame.io against boardgame.io's own client (0.50), in development mode, where
 * boardgame.io checks that every G is plain data.
 */

beforeAll(() => {
  vi.stubEnv('NODE_ENV', 'development');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

type AnyBoardgame = BoardgameIoGame<string, unknown>;

/** A local client of `definition` (hot seat: it moves for whichever seat is to move). */
function hotSeat(definition: AnyBoardgame) {
  const client = Client({ game: definition, numPlayers: 2, debug: false });
  client.start();
  return client;
}

/** The G and ctx a client holds now. */
function stateOf(client: ReturnType<typeof hotSeat>): { G: Position; ctx: Ctx } {
  const state = client.getState();
  if (state === null) throw new Error('the client has no state');
  return { G: state.G, ctx: state.ctx };
}

/** What ctx.gameover should be for a position: the outcome with the winner's seat. */
function gameoverOf(game: AnyGame, position: Position): unknown {
  const outcome = game.outcome(position);
  if (outcome === undefined) return undefined;
  return outcome.winner === null ? { draw: true, reason: outcome.reason } : { winner: SEATS[outcome.winner], reason: outcome.reason };
}

describe('ludicore/boardgame.io', () => {
  it("INVALID_MOVE is boardgame.io's own; the seats are Black '0' and White '1'", () => {
    expect(INVALID_MOVE).toBe(BOARDGAME_INVALID_MOVE);
    expect(SEATS).toEqual({ black: '0', white: '1' });
    expect(Object.isFrozen(SEATS)).toBe(true);
    expect([playerOfSeat('0'), playerOfSeat('1'), playerOfSeat('2'), playerOfSeat(0), playerOfSeat(null)]).toEqual([
      'black',
      'white',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('takes one game with its own types, or any of several (a server of them all) typed for any game', () => {
    expectTypeOf(boardgameIoGame(kono)).toEqualTypeOf<BoardgameIoGame<'kono', KonoOptions>>();
    const all = Object.values(games).map((game) => boardgameIoGame(game, { repetition: 3 }));
    expectTypeOf(all).toEqualTypeOf<BoardgameIoGame<string, unknown>[]>();
    expect(all.map(({ name }) => name)).toEqual(Object.values(games).map(({ id }) => id));
  });

  it('refuses what is not a game, and options the game refuses, with argument/invalid', () => {
    for (const value of [undefined, null, {}, 'kono', { id: 'kono' }]) {
      expect(() => boardgameIoGame(value as unknown as AnyGame), String(value)).toThrow(
        expect.objectContaining({ code: 'argument/invalid', message: expect.stringContaining('boardgameIoGame needs a game') }),
      );
    }
    expect(() => boardgameIoGame(KONO, { maxPlies: -1 })).toThrow(expect.objectContaining({ code: 'option/invalid' }));
    const options = Object.freeze({ repetition: 3 });
    boardgameIoGame(KONO, options);
    expect(options).toEqual({ repetition: 3 });
  });

  it.each([
    ['kono', KONO, { maxPlies: 300, repetition: 3 }, 1],
    ['julgonu', JULGONU, { maxPlies: 300, repetition: 3 }, 2],
    ['agon', AGON, { maxPlies: 300, repetition: 3 }, 3],
    ['hasami (a game of defineGame, examples/hasami)', hasami, { maxPlies: 300, repetition: 3 }, 4],
  ] as const)(
    '%s: a seeded game by notation to its end; the seat to move is the position’s, G the library’s position, gameover its outcome',
    (_, game, options, seed) => {
      const anyGame = game as AnyGame;
      const client = hotSeat(boardgameIoGame(anyGame, options));
      const random = createRandom(seed);
      let expected = anyGame.start(options);
      for (;;) {
        const { G, ctx } = stateOf(client);
        expect(G).toEqual(JSON.parse(JSON.stringify(expected)));
        expect(ctx.gameover).toEqual(gameoverOf(anyGame, expected));
        if (ctx.gameover !== undefined) break;
        expect(ctx.currentPlayer).toBe(SEATS[anyGame.toMove(G)]);
        const moves = anyGame.legalMoves(G);
        const move = moves[random.int(moves.length)];
        client.moves['play']!(anyGame.formatMove(G, move));
        expected = anyGame.play(expected, move);
      }
      expect(anyGame.outcome(stateOf(client).G)).toBeDefined();
      client.stop();
    },
  );

  it('Gong: a game with a pass keeps the turn order on the position (seed 9 passes at ply 544)', () => {
    const options = { maxPlies: 600, repetition: 3 } as const;
    const client = hotSeat(boardgameIoGame(GONG, options));
    const random = createRandom(9);
    let passes = 0;
    for (;;) {
      const { G, ctx } = stateOf(client);
      if (ctx.gameover !== undefined) break;
      expect(ctx.currentPlayer).toBe(SEATS[GONG.toMove(G)]);
      const moves = GONG.legalMoves(G);
      const move = moves[random.int(moves.length)]!;
      const text = GONG.formatMove(G, move);
      if (text === 'pass') passes++;
      client.moves['play']!(text);
      expect(stateOf(client).G.ply).toBe(G.ply + 1);
    }
    expect(passes).toBeGreaterThan(0);
    expect(stateOf(client).ctx.gameover).toEqual(gameoverOf(GONG, stateOf(client).G));
    client.stop();
  });

  it('playAction plays a move by its action index, as play does by its notation', () => {
    const byNotation = hotSeat(boardgameIoGame(JULGONU));
    const byAction = hotSeat(boardgameIoGame(JULGONU));
    const random = createRandom(5);
    for (let ply = 0; ply < 40 && stateOf(byNotation).ctx.gameover === undefined; ply++) {
      const { G } = stateOf(byNotation);
      const moves = JULGONU.legalMoves(G);
      const move = moves[random.int(moves.length)]!;
      byNotation.moves['play']!(JULGONU.formatMove(G, move));
      byAction.moves['playAction']!(JULGONU.encodeMove(move));
      expect(stateOf(byAction).G).toEqual(stateOf(byNotation).G);
    }
    expect(stateOf(byAction).G.ply).toBeGreaterThan(10);
  });

  it('a refused move is INVALID_MOVE and G stays as it was: illegal, malformed, of the wrong type, out of range', () => {
    const client = hotSeat(boardgameIoGame(KONO));
    const before = stateOf(client);
    const refused: [string, unknown][] = [
      ['play', 'a1-a2'],
      ['play', 'zz'],
      ['play', ''],
      ['play', 'x'.repeat(100_000)],
      ['play', 42],
      ['play', undefined],
      ['play', { toString: () => 'b1xb3' }],
      ['playAction', -1],
      ['playAction', KONO.actionCount],
      ['playAction', 1.5],
      ['playAction', Number.NaN],
      ['playAction', '3'],
      ['playAction', null],
    ];
    const definition = boardgameIoGame(KONO);
    // boardgame.io logs each refused move on the console.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const [name, argument] of refused) {
      client.moves[name]!(argument);
      expect(stateOf(client).G, `${name}(${String(argument).slice(0, 20)})`).toBe(before.G);
      expect(stateOf(client).ctx.turn).toBe(before.ctx.turn);
      // The move itself says INVALID_MOVE (boardgame.io only logs it).
      const move = definition.moves![name] as (context: unknown, ...args: unknown[]) => unknown;
      expect(move({ G: before.G, ctx: before.ctx, playerID: '0' }, argument)).toBe(INVALID_MOVE);
    }
    expect(logged).toHaveBeenCalledTimes(refused.length);
    logged.mockRestore();
    client.moves['play']!('b1xb3');
    expect(stateOf(client).G.ply).toBe(1);
  });

  it('a seat cannot move for the other one: boardgame.io refuses it, and so does the move itself', () => {
    const definition = boardgameIoGame(KONO);
    const multiplayer = Local();
    const black = Client({ game: definition, numPlayers: 2, playerID: '0', multiplayer, debug: false, matchID: 'm' });
    const white = Client({ game: definition, numPlayers: 2, playerID: '1', multiplayer, debug: false, matchID: 'm' });
    black.start();
    white.start();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      white.moves['play']!('b1xb3');
      expect(black.getState()?.G.ply).toBe(0);
      black.moves['play']!('b1xb3');
      expect(white.getState()?.G.ply).toBe(1);
      const { G, ctx } = { G: white.getState()!.G, ctx: white.getState()!.ctx };
      const move = definition.moves!['play'] as (context: unknown, text: string) => unknown;
      // White to move: Black's seat (or no seat) may not play White's move.
      const legal = KONO.formatMove(G, KONO.legalMoves(G)[0]);
      expect(move({ G, ctx, playerID: '0' }, legal)).toBe(INVALID_MOVE);
      expect(move({ G, ctx, playerID: undefined }, legal)).toBe(INVALID_MOVE);
      expect(move({ G, ctx, playerID: '1' }, legal)).not.toBe(INVALID_MOVE);
    } finally {
      error.mockRestore();
      black.stop();
      white.stop();
    }
  });

  it("no client ends a turn or the game, passes, or undoes by boardgame.io's events: only a move changes the state", () => {
    const definition = boardgameIoGame(KONO);
    expect(Object.values(definition.events ?? {})).toEqual(Array.from({ length: 8 }, () => false));
    const multiplayer = Local();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const black = Client({ game: definition, numPlayers: 2, playerID: '0', multiplayer, debug: false, matchID: 'events' });
    black.start();
    try {
      // The setup's state is lawful: boardgame.io checks it with the plugin too, and says nothing.
      expect(error).not.toHaveBeenCalled();
      const before = black.getState();
      // The events a client is offered: none, since all are off.
      expect(Object.keys(black.events)).toEqual([]);
      // Sent all the same, as a forged client would, each is refused and the state stays as it was.
      for (const type of ['endGame', 'endTurn', 'pass', 'endPhase', 'setPhase', 'setActivePlayers', 'endStage', 'setStage']) {
        black.store.dispatch({ type: 'GAME_EVENT', payload: { type, args: [{ winner: '0' }], playerID: '0' } });
      }
      black.undo();
      black.redo();
      // Not even the state's id moves: boardgame.io keeps the state as it was.
      expect(black.getState()?._stateID).toBe(before?._stateID);
      expect(black.getState()?.ctx).toEqual(before?.ctx);
      expect(black.getState()?.G).toEqual(before?.G);
      expect(black.getState()?.ctx.gameover).toBeUndefined();
      expect(black.getState()?.ctx.currentPlayer).toBe('0');
    } finally {
      error.mockRestore();
      black.stop();
    }
  });

  it('setup data are options over the given ones; validateSetupData refuses what the game refuses', () => {
    const definition = boardgameIoGame(JULGONU, { repetition: 3 });
    const setup = definition.setup!;
    const context = {} as Parameters<typeof setup>[0];
    expect(setup(context, undefined).options).toMatchObject({ repetition: 3, noRepeat: 'previous' });
    expect(setup(context, { noRepeat: 'off' }).options).toMatchObject({ repetition: 3, noRepeat: 'off' });
    const validate = definition.validateSetupData!;
    expect(validate(undefined, 2)).toBeUndefined();
    expect(validate({ noRepeat: 'any' }, 2)).toBeUndefined();
    expect(validate({ noRepeat: 'sometimes' }, 2)).toMatch(/noRepeat/);
    expect(validate({ colour: 'red' }, 2)).toMatch(/colour/);
    expect(validate('off', 2)).toMatch(/setup data must be an object/);
    expect(validate([] as never, 2)).toMatch(/setup data must be an object/);
  });

  it('endIf gives the winner’s seat or a draw, with the reason', () => {
    const call = (game: AnyGame, G: Position): unknown => {
      const endIf = boardgameIoGame(game, G.options as never).endIf!;
      return endIf({ G } as Parameters<typeof endIf>[0]);
    };
    // Black to move with one piece: White wins (J5).
    const reduced = JULGONU.parsePosition('www1/4/4/b3 b');
    expect(JULGONU.outcome(reduced)).toEqual({ winner: 'white', reason: 'reduced-to-one' });
    expect(call(JULGONU, reduced)).toEqual({ winner: '1', reason: 'reduced-to-one' });
    let pos = KONO.start({ maxPlies: 2 });
    expect(call(KONO, pos)).toBeUndefined();
    for (let i = 0; i < 2; i++) pos = KONO.play(pos, KONO.legalMoves(pos)[0]);
    expect(call(KONO, pos)).toEqual({ draw: true, reason: 'max-plies' });
  });

  it('a G that is no position of the game (forged, damaged) refuses every move, never ends, and keeps the turn where it was', () => {
    const definition = boardgameIoGame(KONO);
    const start = KONO.start();
    const ctx = { playOrderPos: 1 } as Ctx;
    for (const G of [
      { ...start, board: 'bbbb/bbbb/bbbb/bbbb b' },
      { ...start, game: 'agon' },
      { ...start, ply: -3 },
      null,
      'wwww/wwww/bbbb/bbbb b',
    ] as unknown as Position[]) {
      const context = { G, ctx, playerID: '0' } as never;
      expect((definition.moves!['play'] as (c: unknown, t: string) => unknown)(context, 'b1xb3')).toBe(INVALID_MOVE);
      expect((definition.moves!['playAction'] as (c: unknown, a: number) => unknown)(context, 0)).toBe(INVALID_MOVE);
      expect(definition.endIf!(context)).toBeUndefined();
      expect(definition.ai!.enumerate(G, ctx, '0')).toEqual([]);
      expect(definition.turn!.order!.next(context)).toBe(1);
    }
    // What the library refuses there is a RulesError, which the game turned into these answers.
    try {
      KONO.legalMoves({ ...start, board: 'bbbb/bbbb/bbbb/bbbb b' });
    } catch (error) {
      expect(isRulesError(error, 'argument/invalid')).toBe(true);
    }
  });

  it("ai.enumerate lists every legal move as play with its notation; boardgame.io's bots play by it", () => {
    const definition = boardgameIoGame(AGON);
    const G = AGON.start();
    const listed = definition.ai!.enumerate(G, {} as Ctx, '0');
    expect(listed).toEqual(AGON.legalMoves(G).map((move) => ({ move: 'play', args: [AGON.formatMove(G, move)] })));
  });
});
