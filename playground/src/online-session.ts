/**
 * The game on the page while it plays online: the server's position is the truth, and the page's
 * record follows it move by move where it can, so that the move list, the last-move marks and
 * the record keep working.
 */
import { replay, type AnyGame, type Position } from 'ludicore';
import { playMove, type Seats, type Session } from './session.js';

/** Whether two positions of `game` are the same: the same position string at the same ply. */
function samePosition(game: AnyGame, a: Position, b: Position): boolean {
  return a.ply === b.ply && game.formatPosition(a) === game.formatPosition(b);
}

/**
 * The session that shows `position`, the server's position of a match of `game`: `session`
 * itself where its last position is that one; the session after the one move that leads there
 * (the opponent's, or the page's own as the server took it); else a new record from `position`
 * (a match joined in progress, or moves missed while away). Throws the library's `RulesError`
 * for a position the game refuses.
 */
export function followServer(session: Session, game: AnyGame, position: Position, seats: Seats): Session {
  const last = session.record.positions[session.record.moves.length] as Position;
  if (session.record.game === game) {
    if (samePosition(game, last, position))
      return session.shown === session.record.moves.length ? session : { ...session, shown: session.record.moves.length };
    if (position.ply === last.ply + 1 && game.outcome(last) === undefined) {
      const atLast = { ...session, shown: session.record.moves.length };
      for (const move of game.legalMoves(last)) if (samePosition(game, game.play(last, move), position)) return playMove(atLast, move);
    }
  }
  const record = replay(game, position, []);
  return { record, seats, shown: 0 };
}
