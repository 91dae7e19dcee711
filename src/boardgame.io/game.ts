import type { Ctx, Game as BoardgameGame } from 'boardgame.io';
import type { INVALID_MOVE as BoardgameInvalidMove } from 'boardgame.io/core';
import { isRulesError } from '../core/errors.js';
import type { Game, Position } from '../core/game.js';
import { requireGame } from '../core/guards.js';
import type { OptionsInput } from '../core/options.js';
import type { Player } from '../core/player.js';

/**
 * What a boardgame.io move returns to refuse itself: boardgame.io's own `INVALID_MOVE` (the
 * string `'INVALID_MOVE'`, which its type says it is), written here so that this subpath runs
 * none of boardgame.io's code.
 */
export const INVALID_MOVE: typeof BoardgameInvalidMove = 'INVALID_MOVE';

/** boardgame.io's player ids of the two seats: Black is player `'0'`, White player `'1'` (whoever moves first). */
export const SEATS = Object.freeze({
  /** Black's seat. */
  black: '0',
  /** White's seat. */
  white: '1',
} as const satisfies Record<Player, string>);

/** A seat, as boardgame.io names it: `'0'` for Black, `'1'` for White. */
export type Seat = (typeof SEATS)[Player];

/** The player in boardgame.io's seat `playerID` (`'0'` Black, `'1'` White), `undefined` for any other value. */
export function playerOfSeat(playerID: unknown): Player | undefined {
  return playerID === SEATS.black ? 'black' : playerID === SEATS.white ? 'white' : undefined;
}

/** A game won, as `endIf` gives it to boardgame.io (`ctx.gameover`). */
export interface BoardgameIoWin<R extends string = string> {
  /** The winner's seat. */
  readonly winner: Seat;
  /** Why the game ended, as the game gives it (`no-moves`, `captured-all`, …). */
  readonly reason: R;
}

/** A game drawn, as `endIf` gives it to boardgame.io (`ctx.gameover`). */
export interface BoardgameIoDraw<R extends string = string> {
  /** Always `true`: boardgame.io's mark of a draw. */
  readonly draw: true;
  /** Why the game ended, as the game gives it (`repetition`, `max-plies`, …). */
  readonly reason: R;
}

/**
 * How a game ended, as `endIf` gives it to boardgame.io (`ctx.gameover`): the winner's seat, or
 * a draw, with the reason the game gives.
 */
export type BoardgameIoOutcome<R extends string = string> = BoardgameIoWin<R> | BoardgameIoDraw<R>;

/**
 * The boardgame.io game of a ludicore game: `G` is the position, the setup data (if a match is
 * created with any) options of the game.
 */
export type BoardgameIoGame<Id extends string, O> = BoardgameGame<Position<Id, O>, Record<string, unknown>, OptionsInput<O>>;

/**
 * A ludicore game as a boardgame.io game, played under `options` (the game's options: its
 * variant, `repetition`, `maxPlies`, …):
 *
 * - **`G`** is the position, as the library returns it (plain JSON in the documented notation).
 * - **Seats**: two players, Black `'0'` and White `'1'`; the player to move is the one whose turn
 *   it is, a turn being one move (a pass too, in a game that passes), so the order follows the
 *   position whoever moved last.
 * - **Moves**: `play(notation)`, a move in the game's notation (`'b1xb3'`), and
 *   `playAction(action)`, a move by its action index (`encodeMove`). A move that is not legal,
 *   not well formed, not a string or number, or sent for the other seat returns
 *   {@link INVALID_MOVE}, and `G` stays as it was.
 * - **End**: `endIf` gives a {@link BoardgameIoOutcome}: the winner's seat or a draw, with the reason.
 * - **Bots**: `ai.enumerate` lists every legal move as `play` with its notation.
 * - **Setup data**: a match created with setup data (boardgame.io's lobby, `setupData`) is played
 *   under those options over `options`; `validateSetupData` refuses options the game refuses.
 *
 * - **No events, no undo**: boardgame.io's events (`endTurn`, `endGame`, `pass`, …) are switched
 *   off, so that no client ends a turn or the game but by a move, and undo is off (a turn is one move).
 *
 * No `playerView`: the library's games are of open information, so both seats see the whole
 * position. A `G` that is not a position of the game (a forged or damaged one from storage)
 * refuses every move and never ends; the turn order stays where it was.
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` if `game` is not a game; the game's `option/…`
 *   error if it refuses `options`.
 */
export function boardgameIoGame<Id extends string, M, O, R extends string>(
  game: Game<Id, M, O, R>,
  options: OptionsInput<O> = {},
): BoardgameIoGame<Id, O> {
  requireGame(game, 'boardgameIoGame');
  // Read the options now: a game the caller cannot start is refused here, not at every match.
  game.start(options);
  const given = { ...options };

  /** The position after `move`, or INVALID_MOVE where the library refuses it or `playerID` does not hold the move. */
  const played = (position: Position<Id, O>, playerID: unknown, move: () => M): Position<Id, O> | typeof INVALID_MOVE =>
    unlessRefused(() => (playerOfSeat(playerID) === game.toMove(position) ? game.play(position, move()) : INVALID_MOVE), INVALID_MOVE);

  /** The index in boardgame.io's play order ['0', '1'] of the player to move; where `G` is no position, the current one. */
  const turnOf = ({ G, ctx }: { G: Position<Id, O>; ctx: Ctx }): number =>
    unlessRefused(() => (game.toMove(G) === 'black' ? 0 : 1), ctx.playOrderPos);

  /** How the game of position `G` has ended, as boardgame.io's `ctx.gameover`; `undefined` while it goes on or where `G` is no position. */
  const endOf = (G: Position<Id, O>): BoardgameIoOutcome<R> | undefined => {
    const outcome = unlessRefused(() => game.outcome(G), undefined);
    if (outcome === undefined) return undefined;
    return outcome.winner === null ? { draw: true, reason: outcome.reason } : { winner: SEATS[outcome.winner], reason: outcome.reason };
  };

  return {
    name: game.id,
    minPlayers: 2,
    maxPlayers: 2,
    setup: (_context, setupData) => game.start({ ...given, ...setupData }),
    validateSetupData: (setupData) => {
      if (setupData === undefined) return undefined;
      if (typeof setupData !== 'object' || setupData === null || Array.isArray(setupData)) {
        return `the setup data must be an object of ${game.name} options`;
      }
      try {
        game.start({ ...given, ...setupData });
        return undefined;
      } catch (error) {
        // The lobby shows what the game says of its options.
        if (isRulesError(error)) return error.message;
        throw error;
      }
    },
    moves: {
      play: ({ G, playerID }, notation: unknown) =>
        typeof notation === 'string' ? played(G, playerID, () => game.parseMove(G, notation)) : INVALID_MOVE,
      playAction: ({ G, playerID }, action: unknown) =>
        typeof action === 'number' ? played(G, playerID, () => game.decodeMove(action)) : INVALID_MOVE,
    },
    turn: { minMoves: 1, maxMoves: 1, order: { first: turnOf, next: turnOf } },
    // The position alone says whose turn it is and when the game ends. boardgame.io offers a
    // client its events (endTurn, endGame, …) unless they are switched off, and its server runs
    // an event the player to move sends whatever the switches say, so a forged client could end
    // the game with itself as the winner: the plugin refuses every state the position does not
    // bear out. A turn is one move, with nothing in it to undo.
    events: NO_EVENTS,
    disableUndo: true,
    plugins: [
      {
        name: 'ludicore',
        isInvalid: ({ G, ctx }) => {
          if (ctx.activePlayers !== null || ctx.phase !== null) return 'the turn order is the position’s: no stages, no phases';
          // Checked after a move's turn has ended on the server, but before it has on a client
          // (which shows the move at once): a game not over yet is no sign of a forgery.
          if (ctx.gameover === undefined) return false;
          const end = endOf(G);
          return end !== undefined && sameEnd(ctx.gameover, end) ? false : 'the game ends when and as its position says';
        },
      },
    ],
    endIf: ({ G }) => endOf(G),
    ai: {
      enumerate: (G) => unlessRefused(() => game.legalMoves(G).map((move) => ({ move: 'play', args: [game.formatMove(G, move)] })), []),
    },
  };
}

/** Whether `gameover` (what a state holds, perhaps forged) is the end `end`. */
function sameEnd(gameover: unknown, end: BoardgameIoOutcome): boolean {
  if (typeof gameover !== 'object' || gameover === null) return false;
  const given = gameover as Partial<Record<'winner' | 'draw' | 'reason', unknown>>;
  return 'winner' in end
    ? given.winner === end.winner && given.reason === end.reason && given.draw === undefined
    : given.draw === true && given.reason === end.reason && given.winner === undefined;
}

/** Every event of boardgame.io's turn flow, switched off. */
const NO_EVENTS = Object.freeze({
  endGame: false,
  endPhase: false,
  endTurn: false,
  setPhase: false,
  endStage: false,
  setStage: false,
  pass: false,
  setActivePlayers: false,
} as const satisfies Required<NonNullable<BoardgameGame['events']>>);

/**
 * What `answer` gives, or `fallback` where the library refuses its input with a `RulesError`: a
 * hook of boardgame.io never throws at the server for a move or a state the rules refuse.
 */
function unlessRefused<T, F>(answer: () => T, fallback: F): T | F {
  try {
    return answer();
  } catch (error) {
    if (isRulesError(error)) return fallback;
    throw error;
  }
}
