/**
 * The game on the page: a game record (start, moves, every position, the outcome) and who plays
 * each side. Every change goes through the library (`replay`, `parsePosition`, `parseRecord`), so
 * the page holds exactly what the library would; nothing here changes a session in place.
 */
import {
  games,
  replay,
  parseRecord,
  type AnyGame,
  type GameRecord,
  type OptionsInput,
  type Outcome,
  type Player,
  type Position,
} from 'ludicore';
import type { PlayerKind } from './players.js';
import { capitalised } from './words.js';

/** Who plays Black and who plays White. */
export type Seats = Readonly<Record<Player, PlayerKind>>;

/** A game in progress (or over) and its players. */
export interface Session {
  readonly record: GameRecord;
  readonly seats: Seats;
}

/** A new game from the start position under `options`; throws the library's `option/invalid`. */
export function newSession(game: AnyGame, options: OptionsInput<unknown>, seats: Seats): Session {
  return { record: replay(game, game.start(options), []), seats };
}

/** A new game from a position string of `game`; throws the library's error for a bad string. */
export function sessionFromPosition(game: AnyGame, text: string, options: OptionsInput<unknown>, seats: Seats): Session {
  return { record: replay(game, game.parsePosition(text, options), []), seats };
}

/** The game a record text describes, replayed; throws the library's error for a bad record. */
export function sessionFromRecord(text: string, seats: Seats): Session {
  return { record: parseRecord(text, games), seats };
}

/** The position now. */
export function currentPosition(session: Session): Position {
  return session.record.end;
}

/** The session after `move` (a legal move of the current position). */
export function playMove(session: Session, move: unknown): Session {
  const { game, start, moves, tags } = session.record;
  return { ...session, record: replay(game, start, [...moves, move], tags) };
}

/** The session with only its first `count` moves. */
function truncate(session: Session, count: number): Session {
  const { game, start, moves, tags } = session.record;
  return { ...session, record: replay(game, start, moves.slice(0, count), tags) };
}

/** The player to move, or `undefined` once the game is over. */
export function playerToMove(session: Session): Player | undefined {
  const position = currentPosition(session);
  const { game } = session.record;
  return game.outcome(position) === undefined ? game.toMove(position) : undefined;
}

/** The moves an undo keeps: back to before the last move a person made, bots' replies included. */
export function undoLength(session: Session): number {
  const { record, seats } = session;
  const { game, moves, positions } = record;
  if (seats.black !== 'human' && seats.white !== 'human') return Math.max(0, moves.length - 1);
  for (let i = moves.length - 1; i >= 0; i--) {
    if (seats[game.toMove(positions[i] as Position)] === 'human') return i;
  }
  return moves.length;
}

/** Whether {@link undo} would take anything back. */
export function canUndo(session: Session): boolean {
  return undoLength(session) < session.record.moves.length;
}

/** Takes back the last move a person made and the bots' replies to it. */
export function undo(session: Session): Session {
  return truncate(session, undoLength(session));
}

/** The same game with other players. */
export function withSeats(session: Session, seats: Seats): Session {
  return { ...session, seats };
}

/** A finished game's result in words, e.g. `Black wins: White has no legal move (no-moves).` */
export function describeOutcome(outcome: Outcome): string {
  const { winner, reason } = outcome;
  if (winner === null) {
    const why =
      reason === 'max-plies'
        ? 'the move limit was reached'
        : reason === 'repetition'
          ? 'a position was repeated'
          : 'neither player can move';
    return `Draw: ${why} (${reason}).`;
  }
  const loser = capitalised(winner === 'black' ? 'white' : 'black');
  const why: Record<string, string> = {
    'no-moves': `${loser} has no legal move`,
    'captured-all': `${loser} has no pieces left`,
    'reduced-to-one': `${loser} is down to one piece`,
    'gon-occupied': `${capitalised(winner)}'s last pawn stands on the Gon`,
    'seat-of-power': `${capitalised(winner)}'s Queen holds the center with her six Guards round her`,
  };
  return `${capitalised(winner)} wins: ${why[reason] ?? reason} (${reason}).`;
}
