import { describe, expect, it } from 'vitest';
import { kono, type Cursor, type Game, type KonoMove, type KonoOptions, type KonoPosition } from '../../src/index.js';
import { ConformanceError, checkGame, type CheckOptions } from '../../src/testing/index.js';

type KonoGame = Game<'kono', KonoMove, KonoOptions>;

/** A cursor that delegates to kono's, with some of its calls changed. */
function alteredCursor(
  position: KonoPosition,
  change: (inner: Cursor<KonoPosition>) => Partial<Cursor<KonoPosition>>,
): Cursor<KonoPosition> {
  const inner = kono.cursor(position);
  const changed = change(inner);
  return {
    get ply() {
      return inner.ply;
    },
    get depth() {
      return inner.depth;
    },
    get tracksHistory() {
      return inner.tracksHistory;
    },
    toMove: () => inner.toMove(),
    legalActions: changed.legalActions ?? ((out) => inner.legalActions(out)),
    countLegalActions: () => inner.countLegalActions(),
    countLeaves: changed.countLeaves ?? ((depth) => inner.countLeaves(depth)),
    playRandom: changed.playRandom ?? ((random, limit) => inner.playRandom(random, limit)),
    play: (action) => inner.play(action),
    playUnchecked: (action) => inner.playUnchecked(action),
    undo: () => inner.undo(),
    outcome: () => inner.outcome(),
    positionKey: () => inner.positionKey(),
    pieceAt: (point) => inner.pieceAt(point),
    occupiedPoints: (out) => inner.occupiedPoints(out),
    offBoard: () => inner.offBoard(),
    parseMove: (text) => inner.parseMove(text),
    formatMove: (action) => inner.formatMove(action),
    position: () => inner.position(),
    reset: (p) => inner.reset(p),
  };
}

/** A cursor that delegates to kono's but lists the legal actions in reverse order. */
function reversingCursor(position: KonoPosition): Cursor<KonoPosition> {
  return alteredCursor(position, (inner) => ({
    legalActions(out) {
      const n = inner.legalActions(out);
      out.subarray(0, n).reverse();
      return n;
    },
  }));
}

/** Runs checkGame on a broken game and returns the ConformanceError it must throw. */
function violation(game: KonoGame, options: CheckOptions<'kono', KonoOptions> = {}): ConformanceError {
  const seed = options.seed ?? 7;
  let thrown: unknown;
  try {
    checkGame(game, { runs: 10, seed, ...options });
  } catch (error) {
    thrown = error;
  }
  expect(thrown, 'checkGame must throw').toBeDefined();
  expect(thrown, String(thrown)).toBeInstanceOf(ConformanceError);
  const error = thrown as ConformanceError;
  expect(error.name).toBe('ConformanceError');
  expect(error.seed).toBe(seed);
  expect(error.message).toContain(`seed ${seed}`);
  expect(error.message).toMatch(/^kono: /);
  return error;
}

describe('checkGame on kono', () => {
  it('passes and reports what it checked', () => {
    const report = checkGame(kono, { runs: 20, seed: 3 });
    expect(report.runs).toBe(20);
    // Every run checks at least its start and at most 201 positions.
    expect(report.positions).toBeGreaterThanOrEqual(20);
    expect(report.positions).toBeLessThanOrEqual(20 * 201);
    expect(report.finished).toBeGreaterThanOrEqual(0);
    expect(report.finished).toBeLessThanOrEqual(20);
    expect(checkGame(kono, { runs: 20, seed: 3 })).toEqual(report);
  });

  it('counts positions and finished games exactly', () => {
    // The game ends after one ply: each run checks the start and the finished position.
    expect(checkGame(kono, { runs: 12, options: { maxPlies: 1 } })).toEqual({ runs: 12, positions: 24, finished: 12 });
    // Its own ply limit of 0 stops each run after the start, unfinished.
    expect(checkGame(kono, { runs: 5, maxPlies: 0 })).toEqual({ runs: 5, positions: 5, finished: 0 });
    expect(checkGame(kono, { runs: 0 })).toEqual({ runs: 0, positions: 0, finished: 0 });
  });

  it('passes with draw options and from a given start', () => {
    expect(checkGame(kono, { runs: 20, seed: 5, options: { repetition: 2, maxPlies: 60 } }).finished).toBe(20);
    const start = kono.parsePosition('b2w/4/1w2/b3 w', { repetition: 3 });
    expect(checkGame(kono, { runs: 20, seed: 6, start }).runs).toBe(20);
  });
});

describe('checkGame finds broken games', () => {
  it('an outcome whose reason the game does not list', () => {
    const game: KonoGame = { ...kono, outcomeReasons: ['no-moves', 'max-plies', 'repetition'] };
    // White has no piece left: Kono's captured-all, which this game leaves out.
    const error = violation(game, { start: kono.parsePosition('4/4/4/b3 w') });
    expect(error.message).toContain("an outcome gives one of the game's outcome reasons");
  });

  it('a play that changes its input', () => {
    // The library's own positions are frozen, so this broken game hands out unfrozen copies.
    const thaw = (position: ReturnType<typeof kono.start>) => ({ ...position });
    const game: KonoGame = {
      ...kono,
      start: (options) => thaw(kono.start(options)),
      play(position, move) {
        Reflect.set(position, 'lastMove', move);
        return thaw(kono.play(position, move));
      },
    };
    expect(Reflect.set(kono.start(), 'ply', 5)).toBe(false);
    expect(violation(game).message).toContain('play never changes its input');
  });

  it('a play that does not advance the ply', () => {
    const game: KonoGame = { ...kono, play: (position, move) => ({ ...kono.play(position, move), ply: position.ply }) };
    expect(violation(game).message).toContain('play advances the ply by one');
  });

  it('a move that leaves the turn with the player who made it', () => {
    // The turn read from the position before the move: as if Black moved again.
    const game: KonoGame = { ...kono, toMove: (position) => (position.ply === 1 ? 'black' : kono.toMove(position)) };
    expect(violation(game).message).toContain('every move hands the turn to the other player');
  });

  it('a play that accepts moves that are not legal', () => {
    const game: KonoGame = { ...kono, play: (position, move) => (kono.isLegal(position, move) ? kono.play(position, move) : position) };
    expect(violation(game).message).toContain('play refuses a move not in the list');
  });

  it('an evaluation that is not a finite number', () => {
    const game: KonoGame = { ...kono, evaluate: (cursor) => (cursor.countLegalActions() > 2 ? Number.NaN : 0) };
    expect(violation(game).message).toContain('the evaluation is a finite number');
  });

  it('an evaluation that leaves the cursor elsewhere', () => {
    const buffer = new Int32Array(kono.maxMoves);
    const game: KonoGame = {
      ...kono,
      evaluate(cursor) {
        if (cursor.legalActions(buffer) > 0) cursor.play(buffer[0] as number);
        return 0;
      },
    };
    expect(violation(game).message).toContain('the evaluation leaves the cursor as it was');
  });

  it('an isLegal that accepts anything', () => {
    const game: KonoGame = { ...kono, isLegal: () => true };
    expect(violation(game).message).toContain('isLegal rejects moves not in the list');
  });

  it('a formatMove whose text does not parse back', () => {
    // parseMove throws notation/syntax here; checkGame must turn that into a ConformanceError.
    const game: KonoGame = { ...kono, formatMove: (position, move) => kono.formatMove(position, move).toUpperCase() };
    expect(violation(game).message).toContain('moves round-trip through notation');
  });

  it('a parseMove that reads the wrong move', () => {
    const game: KonoGame = { ...kono, parseMove: (position) => kono.legalMoves(position)[0] as KonoMove };
    expect(violation(game).message).toContain('moves round-trip through notation');
  });

  it('two moves with the same notation', () => {
    const game: KonoGame = {
      ...kono,
      formatMove: (position, move) => (move.kind === 'capture' ? 'a1xa3' : kono.formatMove(position, move)),
    };
    expect(violation(game).message).toContain('notations are unique');
  });

  it('a cursor that lists the moves in another order', () => {
    const game: KonoGame = { ...kono, cursor: reversingCursor };
    const error = violation(game);
    expect(error.message).toContain('the cursor lists the same moves in the same order');
    // The very first position already differs, so no move has been played.
    expect(error.moves).toEqual([]);
  });

  it("a leaf count that is not the moves' (a bulk count gone wrong)", () => {
    // One leaf too many at depth 3, wherever there are any: the moves of the cursor say otherwise.
    const game: KonoGame = {
      ...kono,
      cursor: (position) =>
        alteredCursor(position, (inner) => ({ countLeaves: (depth) => inner.countLeaves(depth) + (depth === 3 ? 1 : 0) })),
    };
    const error = violation(game);
    expect(error.message).toContain("the cursor's leaf count agrees with its moves");
    expect(error.message).toContain('countLeaves(3)');
  });

  it('a random playout that plays other moves than its legalActions list', () => {
    // The playout draws its moves from the end of the list: the same number of draws, other games.
    const buffer = new Int32Array(kono.maxMoves);
    const game: KonoGame = {
      ...kono,
      cursor: (position) =>
        alteredCursor(position, (inner) => ({
          playRandom(random, limit) {
            let plies = 0;
            for (; plies < limit; plies++) {
              const n = inner.legalActions(buffer);
              if (n === 0) break;
              inner.playUnchecked(buffer[n - 1 - random.int(n)] as number);
            }
            return plies;
          },
        })),
    };
    expect(violation(game).message).toContain("the cursor's random playout plays like its moves");
  });

  it('an outcome that misses the end of the game', () => {
    const game: KonoGame = { ...kono, outcome: () => undefined };
    const error = violation(game, { options: { maxPlies: 6 } });
    expect(error.message).toContain('legal moves are empty exactly when the game is over');
    expect(error.moves).toHaveLength(6);
    expect(error.message).toContain(error.moves.join(' '));
  });

  it('an outcome while moves are still legal', () => {
    const game: KonoGame = { ...kono, outcome: (p) => (p.ply >= 3 ? { winner: 'black', reason: 'no-moves' } : kono.outcome(p)) };
    const error = violation(game);
    expect(error.message).toContain('legal moves are empty exactly when the game is over');
    expect(error.message).toContain('ply 3');
  });

  it('a position string that loses the player to move', () => {
    const game: KonoGame = { ...kono, formatPosition: (p) => kono.formatPosition(p).replace(/ [bw]$/, ' b') };
    // The key holds the player to move too, so either check may report it first.
    expect(violation(game).message).toMatch(/a reparsed position keeps (its key|the player to move)/);
  });

  it('a position string that does not parse back', () => {
    // A violation the game reports with its own RulesError is still a violation of the contract.
    const game: KonoGame = { ...kono, formatPosition: (p) => kono.formatPosition(p).toUpperCase() };
    expect(violation(game).message).toContain('position strings round-trip');
  });

  it('a maxMoves too small for the moves', () => {
    const game: KonoGame = { ...kono, maxMoves: 3 };
    expect(violation(game).message).toContain('maxMoves bounds the legal moves');
  });

  it('effects that leave out a capture', () => {
    const game: KonoGame = {
      ...kono,
      effects: (position, move) => Object.freeze(kono.effects(position, move).filter((e) => e.kind !== 'remove')),
    };
    expect(violation(game).message).toContain('effects apply one after another to the board before the move');
  });

  it('effects that miss a change of the board', () => {
    const game: KonoGame = { ...kono, effects: (position, move) => Object.freeze(kono.effects(position, move).slice(0, 1)) };
    expect(violation(game).message).toContain('effects make exactly the board after the move');
  });

  it('pieces off the board that come from nowhere', () => {
    let calls = 0;
    const game: KonoGame = {
      ...kono,
      offBoard: () => Object.freeze([Object.freeze({ owner: 'black', kind: 'man', count: ++calls, reason: 'held' })]),
    };
    expect(violation(game).message).toContain('the pieces off the board change only as the effects say');
  });

  it('pieces off the board counted twice', () => {
    const entry = Object.freeze({ owner: 'black', kind: 'man', count: 1, reason: 'held' } as const);
    const game: KonoGame = { ...kono, offBoard: () => Object.freeze([entry, entry]) };
    expect(violation(game).message).toContain('pieces off the board are counted once each, by a known reason');
  });

  it('two moves with the same gesture', () => {
    const game: KonoGame = {
      ...kono,
      gesture: (position, move) => ({ points: [kono.gesture(position, move).points[0] ?? 0], choice: null }),
    };
    expect(violation(game).message).toContain('no two legal moves share a gesture');
  });

  it('a game broken for some moves, found with a sample of the moves of each position', () => {
    // Kono's captures are wrongly notated; a sample of two moves a position meets one soon.
    const game: KonoGame = {
      ...kono,
      formatMove: (position, move) =>
        move.kind === 'capture' ? kono.formatMove(position, move).toUpperCase() : kono.formatMove(position, move),
    };
    expect(violation(game, { movesPerPosition: 2 }).message).toContain('moves round-trip through notation');
    // Uniqueness is checked over every move, whatever the sample.
    const twins: KonoGame = {
      ...kono,
      formatMove: (position, move) => (move.kind === 'capture' ? 'a1xa3' : kono.formatMove(position, move)),
    };
    expect(violation(twins, { movesPerPosition: 0 }).message).toContain('notations are unique');
  });

  it('refuses a sample size that is not a whole number from 0 to 1,000,000', () => {
    for (const bad of [-1, 1.5, Number.NaN, '8', 2_000_000]) {
      expect(() => checkGame(kono, { runs: 1, movesPerPosition: bad as number })).toThrow(/movesPerPosition must be an integer/);
    }
    expect(checkGame(kono, { runs: 2, maxPlies: 20, movesPerPosition: 3 }).runs).toBe(2);
  });

  it('names the seed it was given', () => {
    const game: KonoGame = { ...kono, isLegal: () => true };
    expect(violation(game, { seed: 123456 }).message).toContain('seed 123456');
  });
});
