import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  AGON_OUTCOME_REASONS,
  GAME_IDS,
  GONG_OUTCOME_REASONS,
  JULGONU_OUTCOME_REASONS,
  KONO_OUTCOME_REASONS,
  Match,
  agon,
  formatRecord,
  gameById,
  gameList,
  games,
  gong,
  isRecordOf,
  julgonu,
  kono,
  parseRecord,
  replay,
  type AgonGame,
  type AgonMove,
  type AgonOptions,
  type AgonOutcomeReason,
  type AgonPosition,
  type AnyGame,
  type DecisionReason,
  type Game,
  type GameId,
  type GameRecord,
  type GongGame,
  type GongMove,
  type GongOptions,
  type GongOutcomeReason,
  type GongPosition,
  type JulGonuGame,
  type JulGonuMove,
  type JulGonuOptions,
  type JulGonuOutcomeReason,
  type JulGonuPosition,
  type KonoGame,
  type KonoMove,
  type KonoOptions,
  type KonoOutcome,
  type KonoOutcomeReason,
  type KonoPosition,
  type Outcome,
  type PositionOf,
  type ReasonOf,
  type RecordOf,
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

  it.each([5, null, undefined, {}, ['kono'], { toString: () => 'kono' }])(
    '28.13: an id that is not a string, %j, is argument/invalid (the documented code for the wrong type)',
    (id) => {
      expectRulesError(() => gameById(id as string), 'argument/invalid');
    },
  );

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
    if (!isRecordOf(record, kono)) throw new Error('a Kono record');
    expectTypeOf(record).toEqualTypeOf<KonoRecord>();
    expectTypeOf(record.moves).toEqualTypeOf<readonly KonoMove[]>();
    expectTypeOf(record.end).toEqualTypeOf<KonoPosition>();
    expect(record.moves).toEqual([{ kind: 'capture', from: 0, to: 8 }]);
    expect(isRecordOf(record, agon)).toBe(false);
    expectTypeOf(parseRecord(text, kono)).toEqualTypeOf<KonoRecord>();
  });
});

/** A record of each game of the registry, as the game's own types give it. */
type KonoRecord = GameRecord<'kono', KonoMove, KonoOptions, KonoOutcomeReason, KonoPosition>;
type JulGonuRecord = GameRecord<'julgonu', JulGonuMove, JulGonuOptions, JulGonuOutcomeReason, JulGonuPosition>;
type AgonRecord = GameRecord<'agon', AgonMove, AgonOptions, AgonOutcomeReason, AgonPosition>;
type GongRecord = GameRecord<'gong', GongMove, GongOptions, GongOutcomeReason, GongPosition>;

describe('parseRecord with a set of games', () => {
  const konoText = formatRecord(replay(kono, kono.start(), ['a1xa3']));

  it('gives the union of their records, told apart by the game’s id', () => {
    const record = parseRecord(konoText, games);
    expectTypeOf(record).toEqualTypeOf<KonoRecord | JulGonuRecord | AgonRecord | GongRecord>();
    expectTypeOf(record.game.id).toEqualTypeOf<GameId>();
    if (record.game.id !== 'kono') throw new Error('a Kono record');
    expectTypeOf(record.game).toEqualTypeOf<KonoGame>();
    // The game narrowed is Kono itself: its moves, positions and outcomes are Kono's.
    const start = record.game.start();
    const move = record.game.parseMove(start, 'a1xa3');
    expectTypeOf(move).toEqualTypeOf<KonoMove>();
    expectTypeOf(record.game.play(start, move)).toEqualTypeOf<KonoPosition>();
    expectTypeOf(record.game.outcome).returns.toEqualTypeOf<KonoOutcome | undefined>();
    expect(record.game.play(start, move)).toEqual(record.end);
  });

  it('keeps each game’s outcome reasons, with the players’ decisions', () => {
    const record = parseRecord(konoText, { kono, agon });
    expectTypeOf(record).toEqualTypeOf<KonoRecord | AgonRecord>();
    expectTypeOf(record.outcome).toEqualTypeOf<
      Outcome<KonoOutcomeReason | DecisionReason> | Outcome<AgonOutcomeReason | DecisionReason> | undefined
    >();
    if (!isRecordOf(record, agon)) expectTypeOf(record).toEqualTypeOf<KonoRecord>();
    expect(record.game).toBe(kono);
  });

  it('gives a record of any game for a set of any games, and takes the union where any record goes', () => {
    const set: Readonly<Record<string, AnyGame>> = games;
    expectTypeOf(parseRecord(konoText, set)).toEqualTypeOf<GameRecord>();
    const record: GameRecord = parseRecord(konoText, games);
    expect(formatRecord(parseRecord(konoText, games))).toBe(konoText);
    expect(Match.fromRecord(parseRecord(konoText, games)).game).toBe(record.game);
  });
});

describe('each game’s named types', () => {
  it('name its outcome reasons exactly as its list of them', () => {
    expectTypeOf<(typeof KONO_OUTCOME_REASONS)[number]>().toEqualTypeOf<KonoOutcomeReason>();
    expectTypeOf<(typeof JULGONU_OUTCOME_REASONS)[number]>().toEqualTypeOf<JulGonuOutcomeReason>();
    expectTypeOf<(typeof AGON_OUTCOME_REASONS)[number]>().toEqualTypeOf<AgonOutcomeReason>();
    expectTypeOf<(typeof GONG_OUTCOME_REASONS)[number]>().toEqualTypeOf<GongOutcomeReason>();
  });

  it('type the registry, gameById and the position helpers', () => {
    expectTypeOf(games).toEqualTypeOf<Readonly<{ kono: KonoGame; julgonu: JulGonuGame; agon: AgonGame; gong: GongGame }>>();
    expectTypeOf(gameById('gong')).toEqualTypeOf<GongGame>();
    expectTypeOf<PositionOf<JulGonuGame>>().toEqualTypeOf<JulGonuPosition>();
    expectTypeOf<ReasonOf<AgonGame>>().toEqualTypeOf<AgonOutcomeReason>();
    expectTypeOf<RecordOf<GongGame>>().toEqualTypeOf<GongRecord>();
    expectTypeOf(julgonu.start()).toEqualTypeOf<JulGonuPosition>();
    expectTypeOf(gong.cursor(gong.start()).position()).toEqualTypeOf<GongPosition>();
  });
});
