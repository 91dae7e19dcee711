import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canUndo,
  currentPosition,
  describeOutcome,
  canRedo,
  isDecided,
  isShowingPast,
  lastMoveAnnouncement,
  newSession,
  outcomeShown,
  playMove,
  playerToMove,
  recordShown,
  redo,
  redoLength,
  resign,
  sessionFromPosition,
  sessionFromRecord,
  showAfter,
  undo,
  undoLength,
  withSeats,
  type Seats,
  type Session,
} from '../../playground/src/session.js';
import {
  formatRecord,
  games,
  isRulesError,
  kono,
  parseRecord,
  replay,
  type AnyGame,
  type Outcome,
  type Player,
  type Position,
} from '../../src/index.js';
import { AGON, GONG, JULGONU, KONO } from '../support/ai.js';
import { thrown } from '../support/errors.js';
import { params } from '../support/fc.js';
import { VARIANTS, arbLine, randomGame, texts } from './helpers.js';

const HUMANS: Seats = { black: 'human', white: 'human' };
const BOTS: Seats = { black: 'level-2', white: 'level-1' };
const BLACK_HUMAN: Seats = { black: 'human', white: 'level-5' };
const WHITE_HUMAN: Seats = { black: 'level-10', white: 'human' };

/** A new session of `game` with `moves` played one by one. */
function played(game: AnyGame, moves: readonly unknown[], seats: Seats = HUMANS, options: Record<string, unknown> = {}): Session {
  return moves.reduce<Session>((session, move) => playMove(session, move), newSession(game, options, seats));
}

/** `moves` (notation) played one by one from a position string. */
function playedFrom(game: AnyGame, text: string, moves: readonly string[], seats: Seats, options: Record<string, unknown> = {}): Session {
  return moves.reduce<Session>(
    (session, move) => playMove(session, game.parseMove(currentPosition(session), move)),
    sessionFromPosition(game, text, options, seats),
  );
}

/** The moves leading to the position shown. */
const movesShown = (session: Session): unknown[] => session.record.moves.slice(0, session.shown);

/** A session's game in record text: everything it holds except the seats, by value. */
const recordText = (session: Session): string => formatRecord(session.record);

/** What `fn` throws, as a comparable value: the RulesError's code and message (anything else fails the test). */
function failure(fn: () => unknown): { code: string; message: string } {
  const error = thrown(fn);
  return { code: error.code, message: error.message };
}

/** Ten random Kono moves from the start that do not end the game. */
const KONO_MOVES = randomGame(KONO, kono.start(), 7, 10).moves;

describe('newSession', () => {
  it.each(VARIANTS)('$label: starts from the start position under the options, with no moves', ({ game, options }) => {
    const session = newSession(game, options, BLACK_HUMAN);
    const start = game.start(options);
    expect(session.seats).toEqual(BLACK_HUMAN);
    expect(session.record.moves).toEqual([]);
    expect(session.record.start).toEqual(start);
    expect(session.record.positions).toEqual([start]);
    expect(session.record.outcome).toBeUndefined();
    expect(session.record.tags).toEqual({});
    expect(currentPosition(session)).toEqual(start);
    expect(playerToMove(session)).toBe(game.toMove(start));
  });

  it('lets White start a Gong game when the options say so', () => {
    expect(playerToMove(newSession(GONG, { firstPlayer: 'white' }, HUMANS))).toBe('white');
  });

  it('throws the library’s option/invalid for an option the game does not take or a value it does not allow', () => {
    const bad: readonly (readonly [AnyGame, Record<string, unknown>])[] = [
      [KONO, { maxPlies: 0 }],
      [JULGONU, { noRepeat: 'always' }],
      [AGON, { setup: 'random' }],
      [GONG, { colours: 2 }],
    ];
    for (const [game, options] of bad) {
      const error = failure(() => newSession(game, options, HUMANS));
      expect(error.code).toBe('option/invalid');
      expect(error).toEqual(failure(() => game.start(options)));
    }
  });
});

describe('playMove', () => {
  describe.each(VARIANTS)('$label', ({ game, options }) => {
    it('leaves the session it is given unchanged and records what replay gives for the moves so far', () => {
      fc.assert(
        fc.property(arbLine(game === KONO || game === JULGONU ? 40 : 25), ({ seed, plies }) => {
          const { moves, positions } = randomGame(game, game.start(options), seed, plies);
          let session = newSession(game, options, BLACK_HUMAN);
          moves.forEach((move, i) => {
            const before = recordText(session);
            const record = session.record;
            const next = playMove(session, move);
            expect(session.record).toBe(record);
            expect(record.moves).toHaveLength(i);
            expect(recordText(session)).toBe(before);
            expect(next.seats).toBe(session.seats);
            expect(next.record).toEqual(replay(game, record.start, moves.slice(0, i + 1)));
            expect(currentPosition(next)).toEqual(positions[i + 1]);
            session = next;
          });
          expect(texts(game, session.record.positions)).toEqual(texts(game, positions));
        }),
        params(game === KONO || game === JULGONU ? 15 : 6),
      );
    });
  });

  it('throws the library’s record/move for a move that is not legal, and the session stays as it was', () => {
    const session = played(KONO, KONO_MOVES.slice(0, 3));
    const before = recordText(session);
    const error = thrown(() => playMove(session, { kind: 'step', from: 0, to: 15 }));
    expect(error.code).toBe('record/move');
    expect(error.message).toMatch(/^move 4 \(given as an object\) cannot be played: /);
    expect(isRulesError(error.cause, 'move/illegal')).toBe(true);
    expect(recordText(session)).toBe(before);
  });

  it('throws the library’s record/move for a move once the game is over', () => {
    const over = playedFrom(KONO, 'b3/4/4/3w b', ['a4-b4'], HUMANS, { maxPlies: 1 });
    const error = thrown(() => playMove(over, { kind: 'step', from: kono.board.point('d1'), to: kono.board.point('c1') }));
    expect(error.code).toBe('record/move');
    expect(isRulesError(error.cause, 'move/game-over')).toBe(true);
  });
});

describe('currentPosition and playerToMove', () => {
  it('the current position is the last of the record, and the player to move is the game’s while it is on', () => {
    const session = played(KONO, KONO_MOVES);
    const last = session.record.positions[KONO_MOVES.length] as Position;
    expect(currentPosition(session)).toBe(last);
    expect(playerToMove(session)).toBe(KONO.toMove(last));
  });

  it('there is no player to move once the game is over, whoever would move next', () => {
    const drawn = playedFrom(KONO, 'b3/4/4/3w b', ['a4-b4'], HUMANS, { maxPlies: 1 });
    expect(drawn.record.outcome).toEqual({ winner: null, reason: 'max-plies' });
    expect(KONO.toMove(currentPosition(drawn))).toBe('white');
    expect(playerToMove(drawn)).toBeUndefined();
    const won = sessionFromPosition(AGON, '6/7/7G/8G/4gg3G/4gqg3Q/4gg3G/8G/7G/7/6 w - -', {}, HUMANS);
    expect(playerToMove(won)).toBeUndefined();
  });

  it.each(VARIANTS)('$label: along random games, the player to move is the mover until the game ends', ({ game, options }) => {
    const limited = { ...options, maxPlies: 30 };
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { moves } = randomGame(game, game.start(limited), seed, 30);
        let session = newSession(game, limited, HUMANS);
        for (const move of [...moves, undefined]) {
          const position = currentPosition(session);
          expect(playerToMove(session)).toBe(game.outcome(position) === undefined ? game.toMove(position) : undefined);
          if (move !== undefined) session = playMove(session, move);
        }
        expect(playerToMove(session)).toBeUndefined();
      }),
      params(3),
    );
  });
});

describe('undo', () => {
  const plies = (n: number, seats: Seats): Session => played(KONO, KONO_MOVES.slice(0, n), seats);
  const lengths = (seats: Seats): number[] => [0, 1, 2, 3, 4, 5].map((n) => undoLength(plies(n, seats)));

  it('against a bot playing White, takes back the person’s last move (Black’s) and the bot’s reply', () => {
    expect(lengths(BLACK_HUMAN)).toEqual([0, 0, 0, 2, 2, 4]);
    const session = plies(4, BLACK_HUMAN);
    const undone = undo(session);
    expect(movesShown(undone)).toEqual(KONO_MOVES.slice(0, 2));
    expect(playerToMove(undone)).toBe('black');
    expect(undone.seats).toBe(session.seats);
    // The moves taken back are kept for Redo, greyed in the move list.
    expect(undone.record).toBe(session.record);
    expect(isShowingPast(undone)).toBe(true);
  });

  it('against a bot playing Black, takes back the person’s last move (White’s) and the bot’s reply', () => {
    expect(lengths(WHITE_HUMAN)).toEqual([0, 1, 1, 1, 3, 3]);
    const undone = undo(plies(5, WHITE_HUMAN));
    expect(movesShown(undone)).toEqual(KONO_MOVES.slice(0, 3));
    expect(playerToMove(undone)).toBe('white');
  });

  it('with a person on each side, takes back one ply', () => {
    expect(lengths(HUMANS)).toEqual([0, 0, 1, 2, 3, 4]);
    expect(lengths({ black: 'human', white: 'human' })).toEqual(lengths(HUMANS));
  });

  it('with a bot on each side, takes back one ply', () => {
    expect(lengths(BOTS)).toEqual([0, 0, 1, 2, 3, 4]);
    expect(lengths({ black: 'level-10', white: 'perfect' })).toEqual([0, 0, 1, 2, 3, 4]);
  });

  it('can undo exactly when it would take something back and a person plays', () => {
    for (const seats of [HUMANS, BOTS, BLACK_HUMAN, WHITE_HUMAN]) {
      for (let n = 0; n <= 5; n++) {
        const session = plies(n, seats);
        const person = seats.black === 'human' || seats.white === 'human';
        expect(canUndo(session), `${JSON.stringify(seats)} after ${n} plies`).toBe(person && undoLength(session) < n);
        expect(movesShown(undo(session)), `${JSON.stringify(seats)} after ${n} plies`).toEqual(KONO_MOVES.slice(0, undoLength(session)));
      }
    }
  });

  it('is not on offer while two bots play: they would only play the move again', () => {
    for (let n = 0; n <= 5; n++) expect(canUndo(plies(n, BOTS)), `after ${n} plies`).toBe(false);
    // The same game with a person on a side can be undone again.
    expect(canUndo(withSeats(plies(4, BOTS), BLACK_HUMAN))).toBe(true);
  });

  it('has nothing to undo in a new game, whoever plays', () => {
    for (const seats of [HUMANS, BOTS, BLACK_HUMAN, WHITE_HUMAN]) {
      const session = plies(0, seats);
      expect(canUndo(session)).toBe(false);
      expect(undo(session)).toEqual(session);
    }
  });

  it('has nothing of the person’s to undo when only the bot that opened the game has moved', () => {
    const session = plies(1, WHITE_HUMAN);
    expect(canUndo(session)).toBe(false);
    expect(undoLength(session)).toBe(1);
    expect(movesShown(undo(session))).toEqual(KONO_MOVES.slice(0, 1));
    // The same from a position where White moves first and a bot plays White.
    const fromPosition = playedFrom(KONO, 'b3/4/4/3w w', ['d1-c1'], BLACK_HUMAN);
    expect(canUndo(fromPosition)).toBe(false);
  });

  it('after a game ended on the person’s move, takes that move back and the game is on again', () => {
    // maxPlies 3: Black (the person) makes the third ply and the game is drawn.
    const over = playedFrom(KONO, 'b3/4/4/3w b', ['a4-b4', 'd1-c1', 'b4-a4'], BLACK_HUMAN, { maxPlies: 3 });
    expect(playerToMove(over)).toBeUndefined();
    expect(canUndo(over)).toBe(true);
    const undone = undo(over);
    expect(undone.shown).toBe(2);
    expect(outcomeShown(undone)).toBeUndefined();
    expect(playerToMove(undone)).toBe('black');
  });

  it('after a game ended on the bot’s move, takes back the bot’s winning move and the person’s move before it', () => {
    // maxPlies 2: White (the bot) makes the second ply and the game is drawn.
    const over = playedFrom(KONO, 'b3/4/4/3w b', ['a4-b4', 'd1-c1'], BLACK_HUMAN, { maxPlies: 2 });
    expect(playerToMove(over)).toBeUndefined();
    const undone = undo(over);
    expect(movesShown(undone)).toEqual([]);
    expect(playerToMove(undone)).toBe('black');
  });

  it('after a game won, the position before the person’s last move comes back with its history', () => {
    const seats: Seats = { black: 'human', white: 'level-1' };
    let finished = 0;
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { moves } = randomGame(JULGONU, JULGONU.start(), seed, 400);
        const over = played(JULGONU, moves, seats);
        if (playerToMove(over) !== undefined) return;
        finished++;
        const undone = undo(over);
        const kept = undone.shown;
        expect(JULGONU.toMove(over.record.positions[kept] as Position)).toBe('black');
        expect(kept).toBeGreaterThanOrEqual(moves.length - 2);
        expect(recordShown(undone)).toEqual(replay(JULGONU, over.record.start, moves.slice(0, kept)));
        expect(recordShown(undone).positions).toEqual(over.record.positions.slice(0, kept + 1));
        expect(playerToMove(undone)).toBe('black');
        // Redo brings the end back, the game over again.
        expect(redo(undone)).toEqual(over);
      }),
      params(10),
    );
    expect(finished).toBeGreaterThan(0);
  });

  it('withSeats changes who plays and nothing else', () => {
    const session = plies(3, HUMANS);
    const seated = withSeats(session, BOTS);
    expect(seated.seats).toEqual(BOTS);
    expect(seated.record).toBe(session.record);
    expect(session.seats).toEqual(HUMANS);
  });
});

describe('redo', () => {
  const plies = (n: number, seats: Seats): Session => played(KONO, KONO_MOVES.slice(0, n), seats);

  it('against a bot, brings back the person’s move and the bot’s reply that undo took back', () => {
    for (const seats of [BLACK_HUMAN, WHITE_HUMAN, HUMANS]) {
      const session = plies(5, seats);
      let back = session;
      const stops: number[] = [];
      while (canUndo(back)) {
        back = undo(back);
        stops.push(back.shown);
      }
      // Redo stops where undo did, in the other order, and ends at the last move.
      const forward: number[] = [];
      while (canRedo(back)) {
        back = redo(back);
        forward.push(back.shown);
      }
      expect(forward, JSON.stringify(seats)).toEqual([...stops.slice(0, -1).reverse(), 5]);
      expect(back).toEqual(session);
    }
    expect(redoLength(plies(3, BLACK_HUMAN))).toBe(3);
  });

  it('has nothing to bring back once a move is played after an undo: the move drops the moves taken back', () => {
    const undone = undo(plies(4, HUMANS));
    expect(canRedo(undone)).toBe(true);
    const other = KONO.legalMoves(currentPosition(undone)).find(
      (m) => KONO.formatMove(currentPosition(undone), m) !== undone.record.notations[3],
    );
    const next = playMove(undone, other);
    expect(next.record.moves).toHaveLength(4);
    expect(canRedo(next)).toBe(false);
    expect(redo(next)).toEqual(next);
  });

  it('is not on offer between two bots, as undo is not', () => {
    expect(canRedo(showAfter(plies(4, BOTS), 2))).toBe(false);
    expect(canRedo(showAfter(plies(4, BLACK_HUMAN), 2))).toBe(true);
  });
});

describe('resign', () => {
  it('ends the game with the other player winning by resignation, which the record’s Result says', () => {
    const session = played(KONO, KONO_MOVES.slice(0, 3), BLACK_HUMAN);
    expect(playerToMove(session)).toBe('white');
    const resigned = resign(session);
    expect(outcomeShown(resigned)).toEqual({ winner: 'black', reason: 'resignation' });
    expect(playerToMove(resigned)).toBeUndefined();
    expect(isDecided(resigned)).toBe(true);
    expect(formatRecord(resigned.record)).toContain('[Result "black resignation"]');
    // The library reads the record back as resigned.
    expect(parseRecord(formatRecord(resigned.record), games).outcome).toEqual({ winner: 'black', reason: 'resignation' });
    expect(describeOutcome({ winner: 'black', reason: 'resignation' })).toBe('Black wins: White resigned (resignation).');
  });

  it('from a position gone back to, drops the later moves; undo takes the resignation back', () => {
    const session = showAfter(played(KONO, KONO_MOVES.slice(0, 5), HUMANS), 2);
    const resigned = resign(session);
    expect(resigned.record.moves).toEqual(KONO_MOVES.slice(0, 2));
    expect(outcomeShown(resigned)).toEqual({ winner: 'white', reason: 'resignation' });
    expect(canUndo(resigned)).toBe(true);
    const undone = undo(resigned);
    expect(undone.record.moves).toEqual(KONO_MOVES.slice(0, 2));
    expect(undone.record.outcome).toBeUndefined();
    expect(playerToMove(undone)).toBe('black');
    // A finished game cannot be resigned.
    expect(resign(resigned)).toBe(resigned);
  });

  it('a resignation at the start is taken back too', () => {
    const resigned = resign(newSession(KONO, {}, HUMANS));
    expect(canUndo(resigned)).toBe(true);
    expect(undo(resigned)).toEqual(newSession(KONO, {}, HUMANS));
  });
});

describe('sessionFromPosition', () => {
  it.each(VARIANTS)('$label: a position string of a random game loads as that position with no moves', ({ game, options }) => {
    fc.assert(
      fc.property(arbLine(60), ({ seed, plies }) => {
        const position = randomGame(game, game.start(options), seed, plies).positions.at(-1) as Position;
        const text = game.formatPosition(position);
        const session = sessionFromPosition(game, text, options, WHITE_HUMAN);
        expect(session.record.moves).toEqual([]);
        expect(session.record.positions).toHaveLength(1);
        expect(session.seats).toEqual(WHITE_HUMAN);
        expect(game.formatPosition(currentPosition(session))).toBe(text);
        expect(currentPosition(session)).toEqual(game.parsePosition(text, options));
        expect(currentPosition(session).options).toEqual(position.options);
        // The string holds no history: Jul-Gonu's J4 may leave no move in play and several from the string.
        expect(session.record.outcome).toEqual(game.outcome(game.parsePosition(text, options)));
      }),
      params(10),
    );
  });

  /** Strings each game refuses, with the codes its parser gives them. */
  const INVALID: readonly { readonly game: AnyGame; readonly text: string; readonly options?: Record<string, unknown> }[] = [
    { game: KONO, text: '' },
    { game: KONO, text: 'wwww/wwww/bbbb/bbbb' },
    { game: KONO, text: 'wwww/wwww/bbbb/bbb b' },
    { game: KONO, text: 'wwww/wwww/bbbb/bbbb x' },
    { game: KONO, text: 'wwwww/www/bbbb/bbbb b' },
    { game: KONO, text: 'wwww/wwww/bbbb/bbbb b', options: { repetition: 1 } },
    { game: JULGONU, text: 'start' },
    { game: JULGONU, text: 'bbbb/bbbb/bbbb/bbbb b' },
    { game: AGON, text: '6/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b' },
    { game: AGON, text: '6/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b Q -' },
    { game: AGON, text: '6/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b - -', options: { setup: 'spread' } },
    { game: GONG, text: '-/13 b 8 8' },
    { game: GONG, text: '-/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13 b 9 8' },
  ];

  for (const { game, text, options } of INVALID) {
    const under = options === undefined ? '' : ` under ${JSON.stringify(options)}`;
    it(`${game.id}: ${JSON.stringify(text)}${under} is refused with the same RulesError as the game’s parser gives`, () => {
      const error = failure(() => sessionFromPosition(game, text, options ?? {}, HUMANS));
      expect(['position/syntax', 'position/invalid', 'option/invalid']).toContain(error.code);
      expect(error).toEqual(failure(() => game.parsePosition(text, options ?? {})));
    });
  }

  it.each(VARIANTS)('$label: any string loads exactly as the game’s parser reads it, or fails with its error', ({ game, options }) => {
    const valid = game.formatPosition(game.start(options));
    const arbText = fc.oneof(
      fc.string({ maxLength: 40 }),
      // A valid string with a few characters replaced, deleted or inserted.
      fc
        .array(fc.tuple(fc.nat(valid.length), fc.constantFrom('', '1', '2', 'b', 'w', 'q', 'G', '/', ' ', '-', 'x', '9')), {
          minLength: 1,
          maxLength: 3,
        })
        .map((edits) => edits.reduce((text, [at, insert], i) => text.slice(0, at) + insert + text.slice(at + (i % 2)), valid)),
    );
    fc.assert(
      fc.property(arbText, (text) => {
        let parsed: Position | undefined;
        try {
          parsed = game.parsePosition(text, options);
        } catch (error) {
          if (!isRulesError(error)) throw error;
          expect(failure(() => sessionFromPosition(game, text, options, HUMANS))).toEqual({ code: error.code, message: error.message });
          return;
        }
        expect(currentPosition(sessionFromPosition(game, text, options, HUMANS))).toEqual(parsed);
      }),
      params(100),
    );
  });

  it('a failed load leaves the session on the page, the options and the seats as they were', () => {
    const page = played(KONO, KONO_MOVES.slice(0, 4));
    const before = recordText(page);
    const options = { maxPlies: 50 };
    const seats: Seats = { black: 'human', white: 'level-2' };
    expect(() => sessionFromPosition(KONO, 'wwww/wwww/bbbb', options, seats)).toThrow();
    expect(recordText(page)).toBe(before);
    expect(options).toEqual({ maxPlies: 50 });
    expect(seats).toEqual({ black: 'human', white: 'level-2' });
  });
});

describe('sessionFromRecord', () => {
  describe.each(VARIANTS)('$label', ({ game, options }) => {
    it('a record formatRecord wrote of a random game, from the start or from a position string, loads back to the same game', () => {
      fc.assert(
        fc.property(arbLine(40), arbLine(40), fc.boolean(), ({ seed, plies }, before, fromString) => {
          // The record starts at the game's start, or at a position string reached by random play.
          const reached = randomGame(game, game.start(options), before.seed, before.plies).positions.at(-1) as Position;
          const start = fromString ? game.parsePosition(game.formatPosition(reached), options) : game.start(options);
          const { moves } = randomGame(game, start, seed, plies);
          const record = replay(game, start, moves, fromString ? { Event: 'playground test' } : {});
          const text = formatRecord(record);
          const session = sessionFromRecord(text, BLACK_HUMAN);
          expect(session.seats).toEqual(BLACK_HUMAN);
          expect(session.record.game).toBe(game);
          expect(session.record.moves).toEqual(record.moves);
          expect(texts(game, session.record.positions)).toEqual(texts(game, record.positions));
          expect(session.record.positions.map((p) => p.ply)).toEqual(record.positions.map((p) => p.ply));
          expect(session.record.positions).toEqual(record.positions);
          expect(session.record.outcome).toEqual(record.outcome);
          expect(session.record.tags).toEqual(record.tags);
          expect(currentPosition(session)).toEqual(record.positions.at(-1));
          expect(formatRecord(session.record)).toBe(text);
        }),
        params(game === KONO || game === JULGONU ? 12 : 5),
      );
    });
  });

  it('a loaded game plays on and undoes with its options, start, ply count and extra tags kept', () => {
    const text =
      '[Game "kono"]\n[Options "maxPlies=14"]\n[Start "wwww/bwww/bbbb/1bbb w"]\n[Ply "12"]\n[Result "*"]\n[Event "club night"]\n\n1. b4xb2\n';
    const loaded = sessionFromRecord(text, HUMANS);
    expect(formatRecord(loaded.record)).toBe(text);
    expect(currentPosition(loaded).ply).toBe(13);
    const position = currentPosition(loaded);
    const over = playMove(loaded, KONO.legalMoves(position)[0]);
    expect(over.record.outcome).toEqual({ winner: null, reason: 'max-plies' });
    expect(over.record.tags).toEqual({ Event: 'club night' });
    expect(over.record.start).toBe(loaded.record.start);
    expect(formatRecord(over.record)).toContain('[Ply "12"]\n[Result "draw max-plies"]\n[Event "club night"]\n');
    const undone = undo(over);
    expect(formatRecord(recordShown(undone))).toBe(text);
    expect(recordShown(undone)).toEqual(loaded.record);
  });

  const VALID = formatRecord(replay(KONO, kono.start({ maxPlies: 80 }), KONO_MOVES.slice(0, 5)));

  /** Records the library refuses. */
  const MALFORMED: readonly string[] = [
    '',
    'hello',
    '1. a1xa3',
    '[Game kono]\n\n',
    '[Event "no game"]\n\n1. a1xa3',
    '[Game "chess"]\n\n1. e4',
    '[Game "kono"]\n[Game "kono"]\n\n',
    '[Game "kono"]\n[Options "maxPlies=0"]\n\n',
    '[Game "kono"]\n[Options "maxPlies"]\n\n',
    '[Game "kono"]\n[Start "wwww/wwww/bbbb b"]\n\n',
    '[Game "kono"]\n[Ply "-1"]\n\n',
    '[Game "kono"]\n[Result "black wins"]\n\n',
    '[Game "kono"]\n[Result "white no-moves"]\n\n1. a1xa3',
    '[Game "kono"]\n\n1. a1xa3 a1xa3',
    '[Game "kono"]\n\n1. a1-a2',
    '[Game "agon"]\n[Options "setup=spread"]\n\n',
    '[Game "gong"]\n\n1. @b13',
    VALID.replace('[Result "*"]', '[Result "black captured-all"]'),
    `${VALID.trimEnd()} pass\n`,
  ];

  it.each(MALFORMED)('refuses %j with the same RulesError as parseRecord', (text) => {
    expect(failure(() => sessionFromRecord(text, HUMANS))).toEqual(failure(() => parseRecord(text, games)));
  });

  it('loads any text exactly as parseRecord reads it, or fails with its error', () => {
    const edits = fc.array(fc.tuple(fc.nat(VALID.length), fc.constantFrom('', '"', '[', ']', '\n', ' ', 'x', '-', '1', 'b', '*')), {
      minLength: 1,
      maxLength: 3,
    });
    const arbText = fc.oneof(
      fc.string({ maxLength: 60 }),
      edits.map((list) => list.reduce((text, [at, insert], i) => text.slice(0, at) + insert + text.slice(at + (i % 2)), VALID)),
    );
    fc.assert(
      fc.property(arbText, (text) => {
        let record;
        try {
          record = parseRecord(text, games);
        } catch (error) {
          if (!isRulesError(error)) throw error;
          expect(failure(() => sessionFromRecord(text, HUMANS))).toEqual({ code: error.code, message: error.message });
          return;
        }
        expect(sessionFromRecord(text, HUMANS).record).toEqual(record);
      }),
      params(150),
    );
  });
});

describe('describeOutcome', () => {
  /** Every reason any game of the registry can give. */
  const REASONS = [...new Set(Object.values(games).flatMap((game) => game.outcomeReasons))];
  const DRAW_REASONS: readonly string[] = ['no-move-for-either', 'max-plies', 'repetition'];
  const WIN_REASONS = REASONS.filter((reason) => !DRAW_REASONS.includes(reason));
  const capital = (player: Player): string => (player === 'black' ? 'Black' : 'White');

  /** Every outcome a game can end with: a winner for the decisive reasons, none for the draws. */
  const OUTCOMES: readonly Outcome[] = [
    ...WIN_REASONS.flatMap((reason) => (['black', 'white'] as const).map((winner) => ({ winner, reason }))),
    ...DRAW_REASONS.map((reason) => ({ winner: null, reason })),
  ];

  it('the decisive and the drawn reasons are all the reasons', () => {
    expect([...WIN_REASONS, ...DRAW_REASONS].sort()).toEqual([...REASONS].sort());
    expect(WIN_REASONS).toHaveLength(6);
  });

  for (const outcome of OUTCOMES) {
    it(`${outcome.winner ?? 'a draw'} by ${outcome.reason}: the text names the winner or the draw, explains it in words and ends with the reason`, () => {
      const text = describeOutcome(outcome);
      const head = outcome.winner === null ? 'Draw: ' : `${capital(outcome.winner)} wins: `;
      expect(text.startsWith(head), text).toBe(true);
      expect(text.endsWith(` (${outcome.reason}).`), text).toBe(true);
      expect(text).not.toContain('undefined');
      // The words between are an explanation, not the reason repeated.
      const words = text.slice(head.length, text.length - ` (${outcome.reason}).`.length);
      expect(words).not.toBe(outcome.reason);
      expect(words).toMatch(/^[a-zA-Z][a-zA-Z' ]+[a-z]$/);
    });
  }

  it('never says undefined or null, even for an outcome no game reports', () => {
    for (const reason of [...REASONS, 'resigned']) {
      for (const winner of ['black', 'white', null] as const) {
        const text = describeOutcome({ winner, reason });
        expect(text).not.toMatch(/undefined|null/);
        expect(text.endsWith(` (${reason}).`)).toBe(true);
      }
    }
  });

  it('says who won and why in plain words', () => {
    expect(describeOutcome({ winner: 'black', reason: 'no-moves' })).toBe('Black wins: White has no legal move (no-moves).');
    expect(describeOutcome({ winner: 'white', reason: 'captured-all' })).toBe('White wins: Black has no pieces left (captured-all).');
    expect(describeOutcome({ winner: 'black', reason: 'reduced-to-one' })).toBe('Black wins: White is down to one piece (reduced-to-one).');
    expect(describeOutcome({ winner: 'white', reason: 'gon-occupied' })).toBe(
      "White wins: White's last pawn stands on the Gon (gon-occupied).",
    );
    expect(describeOutcome({ winner: 'black', reason: 'seat-of-power' })).toBe(
      "Black wins: Black's Queen holds the center with her six Guards round her (seat-of-power).",
    );
    expect(describeOutcome({ winner: null, reason: 'no-move-for-either' })).toBe('Draw: neither player can move (no-move-for-either).');
    expect(describeOutcome({ winner: null, reason: 'max-plies' })).toBe('Draw: the move limit was reached (max-plies).');
    expect(describeOutcome({ winner: null, reason: 'repetition' })).toBe('Draw: a position was repeated (repetition).');
  });

  it('describes the outcomes of finished sessions', () => {
    const seat = sessionFromPosition(AGON, '6/7/7G/8G/4gg3G/4gqg3Q/4gg3G/8G/7G/7/6 w - -', {}, HUMANS);
    expect(describeOutcome(seat.record.outcome as Outcome)).toBe(
      "Black wins: Black's Queen holds the center with her six Guards round her (seat-of-power).",
    );
    const drawn = playedFrom(KONO, 'b3/4/4/3w b', ['a4-b4', 'd1-c1', 'b4-a4', 'c1-d1'], HUMANS, { repetition: 2 });
    expect(describeOutcome(drawn.record.outcome as Outcome)).toBe('Draw: a position was repeated (repetition).');
  });
});

describe('showAfter: going back in the move list', () => {
  const game = KONO;
  const whole = played(game, KONO_MOVES.slice(0, 6));

  it('shows the position after the first moves, keeps the record, and the last position is shown again after every move', () => {
    for (let count = 0; count <= 6; count++) {
      const back = showAfter(whole, count);
      expect(back.record).toBe(whole.record);
      expect(back.seats).toBe(whole.seats);
      expect(currentPosition(back)).toBe(whole.record.positions[count]);
      expect(playerToMove(back)).toBe(game.toMove(whole.record.positions[count] as Position));
      expect(isShowingPast(back)).toBe(count < 6);
    }
    expect(isShowingPast(whole)).toBe(false);
    expect(showAfter(showAfter(whole, 2), 6)).toEqual(whole);
  });

  it('refuses a count the record does not have', () => {
    for (const count of [-1, 7, 2.5, Number.NaN]) expect(() => showAfter(whole, count), String(count)).toThrow(RangeError);
  });

  it('a move played from an earlier position drops the moves after it, as an undo to there would', () => {
    const back = showAfter(whole, 2);
    const position = currentPosition(back);
    const played3 = game.formatMove(position, KONO_MOVES[2]);
    const other = game.legalMoves(position).find((m) => game.formatMove(position, m) !== played3) ?? KONO_MOVES[2];
    const next = playMove(back, other);
    expect(isShowingPast(next)).toBe(false);
    expect(next.record).toEqual(replay(game, whole.record.start, [...KONO_MOVES.slice(0, 2), other]));
    expect(next.shown).toBe(3);
  });

  it('undo goes back from the position shown, the later moves kept for redo', () => {
    const whole6 = played(game, KONO_MOVES.slice(0, 6), BLACK_HUMAN);
    const back = showAfter(whole6, 5);
    // Black (the person) made move 5: it is taken back, with nothing of White's after it yet.
    expect(undoLength(back)).toBe(4);
    const undone = undo(back);
    expect(movesShown(undone)).toEqual(KONO_MOVES.slice(0, 4));
    expect(undone.record).toBe(whole6.record);
    expect(redo(undone).shown).toBe(6);
    expect(canUndo(showAfter(back, 0))).toBe(false);
  });

  it('the start shown: nothing to undo, and no move to announce', () => {
    const start = showAfter(whole, 0);
    expect(canUndo(start)).toBe(false);
    expect(lastMoveAnnouncement(start)).toBe('');
  });
});

describe('lastMoveAnnouncement', () => {
  it('names the player and the move shown last', () => {
    const session = played(KONO, KONO_MOVES.slice(0, 2));
    const [first, second] = session.record.notations;
    expect(lastMoveAnnouncement(session)).toBe(`White played ${second}.`);
    expect(lastMoveAnnouncement(showAfter(session, 1))).toBe(`Black played ${first}.`);
  });

  it('adds the outcome when the move ended the game', () => {
    const over = playedFrom(KONO, 'b3/4/4/3w b', ['a4-b4'], HUMANS, { maxPlies: 1 });
    expect(lastMoveAnnouncement(over)).toBe('Black played a4-b4. Draw: the move limit was reached (max-plies).');
  });
});
