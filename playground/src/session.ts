/**
 * The game on the page: a game record (start, moves, every position, the outcome) and who plays
 * each side. Every change goes through the library (`replay`, `parsePosition`, `parseRecord`), so
 * the page holds exactly what the library would; nothing here changes a session in place.
 */
import {
  games,
  opponent,
  replay,
  parseRecord,
  type AnyGame,
  type GameRecord,
  type OptionsInput,
  type DecisionReason,
  type Outcome,
  type Player,
  type Position,
} from 'ludicore';
import type { PlayerKind } from './players.js';
import { capitalised } from './words.js';

/** Who plays Black and who plays White. */
export type Seats = Readonly<Record<Player, PlayerKind>>;

/** A game in progress (or over), its players, and which of its positions the board shows. */
export interface Session {
  readonly record: GameRecord;
  readonly seats: Seats;
  /**
   * How many of the record's moves lead to the position shown: all of them, unless the player went
   * back in the move list. The later moves are kept until a move is played from the position shown.
   */
  readonly shown: number;
}

/** A session of `record`, showing its last position. */
const atEnd = (record: GameRecord, seats: Seats): Session => ({ record, seats, shown: record.moves.length });

/** A new game from the start position under `options`; throws the library's `option/invalid`. */
export function newSession(game: AnyGame, options: OptionsInput<unknown>, seats: Seats): Session {
  return atEnd(replay(game, game.start(options), []), seats);
}

/** A new game from a position string of `game`; throws the library's error for a bad string. */
export function sessionFromPosition(game: AnyGame, text: string, options: OptionsInput<unknown>, seats: Seats): Session {
  return atEnd(replay(game, game.parsePosition(text, options), []), seats);
}

/** The game a record text describes, replayed; throws the library's error for a bad record. */
export function sessionFromRecord(text: string, seats: Seats): Session {
  return atEnd(parseRecord(text, games), seats);
}

/** The position shown: the one play goes on from. */
export function currentPosition(session: Session): Position {
  return session.record.positions[session.shown] as Position;
}

/**
 * The session after `move` (a legal move of the position shown). Played from an earlier position
 * than the last, it drops the moves that followed there, as an undo to that point would.
 */
export function playMove(session: Session, move: unknown): Session {
  const { game, start, moves, tags } = session.record;
  return atEnd(replay(game, start, [...moves.slice(0, session.shown), move], tags), session.seats);
}

/**
 * The game up to the position shown, as a record of its own: what a bot or a hint searches from
 * (the moves after it, kept for the move list and Redo, are not the game there).
 */
export function recordShown(session: Session): GameRecord {
  const { record, shown } = session;
  if (shown === record.moves.length) return record;
  return replay(record.game, record.start, record.moves.slice(0, shown), record.tags);
}

/**
 * The same game showing the position after its first `count` moves (0: the start), as a click in
 * the move list does; nothing is dropped until a move is played from there. Throws a `RangeError`
 * for a count the record does not have.
 */
export function showAfter(session: Session, count: number): Session {
  if (!Number.isInteger(count) || count < 0 || count > session.record.moves.length)
    throw new RangeError(`the game has ${session.record.moves.length} moves: there is no position after move ${count}`);
  return { ...session, shown: count };
}

/** Whether the board shows an earlier position than the last one, moves played after it kept. */
export function isShowingPast(session: Session): boolean {
  return session.shown < session.record.moves.length;
}

/**
 * The outcome of the game at the position shown: the rules' for the position, and at the end of
 * the record the players' decision too (a resignation, which the record keeps as its outcome).
 */
export function outcomeShown(session: Session): Outcome | undefined {
  const { record, shown } = session;
  return shown === record.moves.length ? record.outcome : record.game.outcome(currentPosition(session));
}

/** The player to move, or `undefined` once the game is over (by the rules or by a resignation). */
export function playerToMove(session: Session): Player | undefined {
  return outcomeShown(session) === undefined ? session.record.game.toMove(currentPosition(session)) : undefined;
}

/** Whether the game shown ended by the players' decision (a resignation) rather than by its rules. */
export function isDecided(session: Session): boolean {
  const { record, shown } = session;
  return shown === record.moves.length && record.outcome !== undefined && record.game.outcome(record.end) === undefined;
}

/**
 * The game ended by the resignation of the player to move in the position shown: the other player
 * wins, and the record's Result says so (`[Result "white resignation"]`), as the library's records
 * keep a decision. Moves kept after the position shown are dropped. The session unchanged if the
 * game shown is over.
 */
export function resign(session: Session): Session {
  const mover = playerToMove(session);
  if (mover === undefined) return session;
  const { game, start, moves, tags } = session.record;
  const resignation: Outcome<DecisionReason> = { winner: opponent(mover), reason: 'resignation' };
  return atEnd(replay(game, start, moves.slice(0, session.shown), tags, resignation), session.seats);
}

/**
 * The moves an undo keeps: back to before the last move a person made up to the position shown,
 * bots' replies included.
 */
export function undoLength(session: Session): number {
  const { record, seats, shown } = session;
  const { game, positions } = record;
  if (!hasPerson(seats)) return Math.max(0, shown - 1);
  for (let i = shown - 1; i >= 0; i--) {
    if (seats[game.toMove(positions[i] as Position)] === 'human') return i;
  }
  return shown;
}

const hasPerson = (seats: Seats): boolean => seats.black === 'human' || seats.white === 'human';

/**
 * Whether {@link undo} is on offer: it would take something back, and a person plays. Between two
 * bots there is no move of a person's to take back, and the bots would only play again.
 */
export function canUndo(session: Session): boolean {
  return hasPerson(session.seats) && (isDecided(session) || undoLength(session) < session.shown);
}

/**
 * Takes back a resignation, or else the last move a person made and the bots' replies to it, from
 * the position shown. The moves taken back stay in the record, after the position shown, for
 * {@link redo}, until a move is played there (as after a click in the move list).
 */
export function undo(session: Session): Session {
  if (isDecided(session)) {
    const { game, start, moves, tags } = session.record;
    return atEnd(replay(game, start, moves, tags), session.seats);
  }
  return { ...session, shown: undoLength(session) };
}

/**
 * The moves a redo shows: forward from the position shown to the next one where a person is to
 * move (the person's move taken back, and the bots' replies), or to the end of the record.
 */
export function redoLength(session: Session): number {
  const { record, seats, shown } = session;
  const { game, moves, positions } = record;
  for (let i = shown + 1; i < moves.length; i++) {
    if (seats[game.toMove(positions[i] as Position)] === 'human') return i;
  }
  return moves.length;
}

/** Whether {@link redo} is on offer: moves were taken back (or gone back past), and a person plays. */
export function canRedo(session: Session): boolean {
  return hasPerson(session.seats) && session.shown < session.record.moves.length;
}

/** Brings back what the last {@link undo} took back: the position after the person's next move kept, and the bots' replies. */
export function redo(session: Session): Session {
  return { ...session, shown: redoLength(session) };
}

/** The same game with other players. */
export function withSeats(session: Session, seats: Seats): Session {
  return { ...session, seats };
}

/**
 * What a screen reader is told after a move: the move shown last, by whom, and the outcome if it
 * ended the game, e.g. `White played b4xb2. White wins: Black has no pieces left (captured-all).`
 * Empty at the start.
 */
export function lastMoveAnnouncement(session: Session): string {
  const { game, notations, positions } = session.record;
  const last = session.shown - 1;
  if (last < 0) return '';
  const said = `${capitalised(game.toMove(positions[last] as Position))} played ${notations[last] ?? ''}.`;
  const outcome = game.outcome(currentPosition(session));
  return outcome === undefined ? said : `${said} ${describeOutcome(outcome)}`;
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
          : reason === 'agreement'
            ? 'the players agreed to it'
            : 'neither player can move';
    return `Draw: ${why} (${reason}).`;
  }
  const loser = capitalised(winner === 'black' ? 'white' : 'black');
  const why: Record<string, string> = {
    resignation: `${loser} resigned`,
    'no-moves': `${loser} has no legal move`,
    'captured-all': `${loser} has no pieces left`,
    'reduced-to-one': `${loser} is down to one piece`,
    'gon-occupied': `${capitalised(winner)}'s last pawn stands on the Gon`,
    'seat-of-power': `${capitalised(winner)}'s Queen holds the center with her six Guards round her`,
    'guards-without-queen': `${loser} has six Guards round the center without the Queen on it`,
  };
  return `${capitalised(winner)} wins: ${why[reason] ?? reason} (${reason}).`;
}
