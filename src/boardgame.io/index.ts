/**
 * Any ludicore game as a [boardgame.io](https://boardgame.io) game, in one line: the two seats,
 * the turn order, moves by notation and by action, the end with its reason, and the moves for
 * boardgame.io's bots. `G` is the library's position itself, as `start` and `play` return it:
 * plain JSON that boardgame.io stores, sends and checks as it is.
 *
 * boardgame.io (0.50) is an optional peer dependency of this subpath alone; nothing of it runs
 * here (its types describe the game object), so the subpath loads wherever the rest does.
 * See `docs/boardgameio.md`.
 *
 * @example
 * ```ts
 * import { Client } from 'boardgame.io/client';
 * import { boardgameIoGame } from 'ludicore/boardgame.io';
 * import { kono } from 'ludicore/kono';
 *
 * const client = Client({ game: boardgameIoGame(kono, { repetition: 3, maxPlies: 200 }), numPlayers: 2 });
 * client.start();
 * client.moves.play('b1xb3'); // a move in the game's notation
 * client.getState()?.G.board; // → 'wwww/wbww/bbbb/b1bb w'
 * client.getState()?.ctx.currentPlayer; // → '1'
 * client.getState()?.ctx.gameover; // → undefined
 * ```
 *
 * @module
 */
export {
  boardgameIoGame,
  playerOfSeat,
  INVALID_MOVE,
  SEATS,
  type BoardgameIoGame,
  type BoardgameIoOutcome,
  type BoardgameIoWin,
  type BoardgameIoDraw,
  type Seat,
} from './game.js';
