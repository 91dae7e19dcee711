import type { Ctx, Game as BoardgameGame, MoveFn, Plugin } from 'boardgame.io';
import type { INVALID_MOVE as BoardgameInvalidMove } from 'boardgame.io/core';
import { isRulesError } from '../core/errors.js';
import type { AnyGame, Game, Position } from '../core/game.js';
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
  options?: OptionsInput<O>,
): BoardgameIoGame<Id, O>;
/**
 * One of several games as a boardgame.io game, where the game's type is a union (an element of
 * `Object.values(games)`, say, for a server of them all): the same game object, typed for any game.
 */
export function boardgameIoGame(game: AnyGame, options?: OptionsInput<unknown>): BoardgameIoGame<string, unknown>;
export function boardgameIoGame<Id extends string, M, O, R extends string>(
  game: Game<Id, M, O, R>,
  options: OptionsInput<O> = {},
): BoardgameIoGame<Id, O> {
  requireGame(game, 'boardgameIoGame');
  // Read the options now: a game the caller cannot start is refused here, not at every match.
  game.start(options);
  const given = { ...options };

  /**
   * The position after `move`, or INVALID_MOVE where the library refuses it or the seat of the
   * move's context does not hold it; a move played is marked for the plugin.
   */
  const played = (context: MoveContext<Id, O>, move: () => M): Position<Id, O> | typeof INVALID_MOVE => {
    const { G, playerID } = context;
    const next = unlessRefused(() => (playerOfSeat(playerID) === game.toMove(G) ? game.play(G, move()) : INVALID_MOVE), INVALID_MOVE);
    const mark = context[ONLY_MOVES];
    if (next !== INVALID_MOVE && isMoveMark(mark)) mark.played = true;
    return next;
  };

  /** The index in boardgame.io's play order ['0', '1'] of the player to move; where `G` is no position, the current one. */
  const turnOf = ({ G, ctx }: { G: Position<Id, O>; ctx: Ctx }): number =>
    unlessRefused(() => (game.toMove(G) === 'black' ? 0 : 1), ctx.playOrderPos);

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
      play: (context, notation: unknown) =>
        typeof notation === 'string' ? played(context, () => game.parseMove(context.G, notation)) : INVALID_MOVE,
      playAction: (context, action: unknown) =>
        typeof action === 'number' ? played(context, () => game.decodeMove(action)) : INVALID_MOVE,
    },
    turn: { minMoves: 1, maxMoves: 1, order: { first: turnOf, next: turnOf } },
    // Only a move changes the state. boardgame.io offers a client its events (endTurn, endGame,
    // …) unless they are switched off, but its server runs an event the player to move sends
    // whatever the switches say, so a forged client could end the game with itself as the
    // winner: the plugin refuses them all. A turn is one move, with nothing in it to undo.
    events: NO_EVENTS,
    disableUndo: true,
    plugins: [onlyMoves<Position<Id, O>>()],
    endIf: ({ G }): BoardgameIoOutcome<R> | undefined => {
      const outcome = unlessRefused(() => game.outcome(G), undefined);
      if (outcome === undefined) return undefined;
      return outcome.winner === null ? { draw: true, reason: outcome.reason } : { winner: SEATS[outcome.winner], reason: outcome.reason };
    },
    ai: {
      enumerate: (G) => unlessRefused(() => game.legalMoves(G).map((move) => ({ move: 'play', args: [game.formatMove(G, move)] })), []),
    },
  };
}

/** A move's context, as boardgame.io hands it over: `G`, the seat and the plugins' APIs by name. */
type MoveContext<Id extends string, O> = Parameters<MoveFn<Position<Id, O>>>[0];

/** What the plugin hands each action: whether a move of the game was played in it. */
interface MoveMark {
  played: boolean;
}

function isMoveMark(value: unknown): value is MoveMark {
  return typeof value === 'object' && value !== null && 'played' in value;
}

/** The name of the plugin that lets only a move change the state, under which a move finds its mark. */
const ONLY_MOVES = 'ludicore';

/**
 * The plugin's data: whether the state it was flushed with was lawfully reached (by the setup or
 * by a move), and whether the setup's state has been flushed already.
 */
interface OnlyMovesData {
  readonly setUp: boolean;
  readonly lawful: boolean;
}

/**
 * The plugin that lets only a move change the state: every action gets a fresh mark, which the
 * moves set when they play, and a state reached after the setup with the mark unset (by an
 * event) is refused, so boardgame.io keeps the state as it was.
 */
function onlyMoves<G>(): Plugin<MoveMark, OnlyMovesData, G> {
  return {
    name: ONLY_MOVES,
    setup: () => ({ setUp: false, lawful: true }),
    api: () => ({ played: false }),
    // boardgame.io flushes and checks the setup's state too, before any move.
    flush: ({ api, data }) => ({ setUp: true, lawful: !data.setUp || api.played }),
    isInvalid: ({ data }) => (data.lawful ? false : 'only a move of the game changes its state'),
  };
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
