import { describeValue } from './core/describe.js';
import { RulesError, quote } from './core/errors.js';
import type { AnyGame } from './core/game.js';
import { agon } from './agon/index.js';
import { gong } from './gong/index.js';
import { julgonu } from './julgonu/index.js';
import { kono } from './kono/index.js';

/**
 * The registry of the library's games, by id. Explicit and typed: nothing registers itself on
 * import. Pass it to `parseRecord` to read a record of any of them.
 */
// Pure, for bundlers: esbuild cannot tell that Object.freeze has no side effect (Rollup can), and
// would keep this unused registry, and with it all four games, in `import { kono } from 'ludicore'`.
export const games = /* @__PURE__ */ Object.freeze({ kono, julgonu, agon, gong } as const);

/** The id of a game in {@link games}. */
export type GameId = keyof typeof games;

/** The ids of the games of {@link games}, in its order. */
// Each call marked pure, the inner ones too, so that a bundler drops the lists with the registry.
export const GAME_IDS: readonly GameId[] = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.keys(games) as GameId[]);

/**
 * The games of {@link games} as a list, each as an {@link AnyGame}: what a generic helper
 * (`<S, M, O>(game: Game<S, M, O>) => …`) takes without a cast, where the union of the games'
 * own types would not infer.
 *
 * @example
 * ```ts
 * import { gameList, perft } from 'ludicore';
 * gameList.map((game) => `${game.id} ${perft(game, game.start(), 2)}`); // → ['kono 16', 'julgonu 16', 'agon 225', 'gong 144']
 * ```
 */
export const gameList: readonly AnyGame[] = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.values(games));

/**
 * The game with the given id, typed as that game for a literal id (`gameById('agon')` is
 * `agon`, with its moves, options and outcome reasons), and as an {@link AnyGame} for any other
 * string.
 *
 * @example
 * ```ts
 * import { gameById } from 'ludicore';
 * const agon = gameById('agon'); // typed as agon: its moves are AgonMove objects
 * agon.name; // → 'Agon'
 * const chosen = gameById(process.argv[2] ?? 'kono'); // any game, as an AnyGame
 * chosen.start().ply; // → 0
 * ```
 *
 * @throws {@link RulesError} `game/unknown` naming the known ids; `argument/invalid` for an id that
 *   is not a string (an object whose `toString` gives `kono` is not the id `kono`).
 */
export function gameById<I extends GameId>(id: I): (typeof games)[I];
export function gameById(id: string): AnyGame;
export function gameById(id: string): AnyGame {
  if (typeof id !== 'string') throw new RulesError('argument/invalid', `a game id must be a string, got ${describeValue(id)}`);
  const game: AnyGame | undefined = Object.hasOwn(games, id) ? games[id as GameId] : undefined;
  if (game === undefined) throw new RulesError('game/unknown', `unknown game ${quote(id)}; known games: ${GAME_IDS.join(', ')}`);
  return game;
}
