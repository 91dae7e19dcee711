import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  GAME_IDS,
  agon,
  formatRecord,
  gameById,
  gameList,
  games,
  isRecordOf,
  kono,
  parseRecord,
  replay,
  type AnyGame,
  type Game,
  type GameRecord,
  type KonoMove,
  type KonoOptions,
} from '../../src/index.js';
import { expectRulesError } from './helpers.js';

describe('the games registry', () => {
  it('holds kono under its id, and is frozen', () => {
    expect(games.kono).toBe(kono);
    expect(Object.isFrozen(games)).toBe(true);
    for (const [id, game] of Object.entries(games)) expect(game.id).toBe(id);
    expect(() => {
      (games as unknown as Record<string, unknown>)['chess'] = kono;
    }).toThrow(TypeError);
    expect(Object.keys(games)).not.toContain('chess');
  });

  it('finds a game by id', () => {
    expect(gameById('kono')).toBe(kono);
  });

  it.each(['chess', 'Kono', '', 'toString', '__proto__', 'constructor', 'hasOwnProperty'])('refuses %j with game/unknown', (id) => {
    const error = expectRulesError(() => gameById(id), 'game/unknown');
    expect(error.message).toContain(JSON.stringify(id));
    expect(error.message).toContain('kono');
  });
});

describe('the registry is typed', () => {
  it('gameById is typed by a literal id, and as any game for another string', () => {
    expectTypeOf(gameById('agon')).toEqualTypeOf<typeof agon>();
    expectTypeOf(gameById('kono').legalMoves(kono.start())).toEqualTypeOf<readonly KonoMove[]>();
    const id: string = 'gong';
    expectTypeOf(gameById(id)).toEqualTypeOf<AnyGame>();
    expect(gameById('agon')).toBe(agon);
  });

  it('gameList hands every game to a generic helper without a cast, in the order of GAME_IDS', () => {
    const count = <Id extends string, M, O>(game: Game<Id, M, O>): number => game.legalMoves(game.start()).length;
    // The moves of each start: Kono's four captures, Jul-Gonu's four steps, Agon's 15, Gong's 12 placements.
    expect(gameList.map((game) => count(game))).toEqual([4, 4, 15, 12]);
    expect(gameList.map((game) => game.id)).toEqual(GAME_IDS);
    expect(GAME_IDS).toEqual(['kono', 'julgonu', 'agon', 'gong']);
    expect(gameList).toEqual(Object.values(games));
    expect(Object.isFrozen(gameList) && Object.isFrozen(GAME_IDS)).toBe(true);
  });

  it('isRecordOf narrows a record of any game to one game', () => {
    const text = formatRecord(replay(kono, kono.start(), ['a1xa3']));
    const record = parseRecord(text, games);
    expectTypeOf(record).toEqualTypeOf<GameRecord>();
    if (!isRecordOf(record, kono)) throw new Error('a Kono record');
    expectTypeOf(record.moves).toEqualTypeOf<readonly KonoMove[]>();
    expect(record.moves).toEqual([{ kind: 'capture', from: 0, to: 8 }]);
    expect(isRecordOf(record, agon)).toBe(false);
    expectTypeOf(parseRecord(text, kono)).toEqualTypeOf<GameRecord<'kono', KonoMove, KonoOptions>>();
  });
});
