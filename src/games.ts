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

/**
 * The game with the given id.
 *
 * @throws {@link RulesError} `game/unknown` naming the known ids; `argument/invalid` for an id that
 *   is not a string (an object whose `toString` gives `kono` is not the id `kono`).
 */
export function gameById(id: string): AnyGame {
  if (typeof id !== 'string') throw new RulesError('argument/invalid', `a game id must be a string, got ${describeValue(id)}`);
  if (!Object.prototype.hasOwnProperty.call(games, id)) {
    throw new RulesError('game/unknown', `unknown game ${quote(id)}; known games: ${Object.keys(games).join(', ')}`);
  }
  return games[id as GameId];
}
