// The conformance suite: random games checked position by position against the Game contract.
import { applyEffects, samePiece, type MoveEffect } from '../core/effects.js';
import { isRulesError, type ErrorCode } from '../core/errors.js';
import type { Cursor, Game, Piece, Position } from '../core/game.js';
import { clickSelection, moveOfGesture, sameChoice } from '../core/gestures.js';
import { OFF_BOARD_REASONS, type PiecesOffBoard } from '../core/off-board.js';
import { requireGame } from '../core/guards.js';
import type { OptionsInput } from '../core/options.js';
import type { Outcome } from '../core/player.js';
import { createRandom, type Random } from '../core/random.js';
import { formatRecord, parseRecord, replay } from '../core/record.js';
import { countSetting, readSettings, seedSetting } from '../core/read-settings.js';
import { sample, snapshot } from './sample.js';

/** Options of {@link checkGame}. */
export interface CheckOptions<Id extends string = string, O = unknown> {
  /** Random games to play (default 50, at most 1,000,000): the time is linear in it. */
  readonly runs?: number;
  /** Seed of the random move choice (default 1); printed in every failure. */
  readonly seed?: number;
  /** Stop a game after this many plies if it has not ended (default 200, at most 1,000,000). */
  readonly maxPlies?: number;
  /** Start position (default: the game's start under `options`). */
  readonly start?: Position<Id, O>;
  /** Options for the game's start when no `start` is given. */
  readonly options?: OptionsInput<O>;
  /**
   * How many of each position's legal moves are checked in full (round trips through notation,
   * actions and JSON, `isLegal`, `play`): a random sample of that many, drawn with the seed
   * (default: every move). Every move's notation and action is still checked to be unique. A
   * game with many moves a position (Gong) can play many more games in the same time this way.
   */
  readonly movesPerPosition?: number;
}

/** What {@link checkGame} saw. */
export interface CheckReport {
  /** Random games played. */
  readonly runs: number;
  /** Positions checked. */
  readonly positions: number;
  /** Games that reached an outcome within the ply limit. */
  readonly finished: number;
}

/** A violation of the game contract found by {@link checkGame}; the message has the seed and the moves. */
export class ConformanceError extends Error {
  /** The seed of the failing run. */
  readonly seed: number;
  /** The moves of the failing game up to the violation, in notation. */
  readonly moves: readonly string[];

  constructor(message: string, seed: number, moves: readonly string[]) {
    super(message);
    this.seed = seed;
    this.moves = moves;
  }

  /** Always `ConformanceError`. */
  override get name(): string {
    return 'ConformanceError';
  }
}

/**
 * Plays random games and checks, at every position, that the game keeps the contract:
 *
 * - the legal moves are empty exactly when there is an outcome, whose reason is one of the game's
 *   `outcomeReasons`, and a finished game refuses moves with `move/game-over`;
 * - every legal move round-trips through its notation and its action index, and notations and
 *   actions are unique; `isLegal` agrees with the list; an action outside it is refused with
 *   `move/illegal`;
 * - `play` never changes its input, and advances the ply by one;
 * - the position string round-trips, keeping the key and the player to move;
 * - the cursor agrees with the immutable functions (moves in the same order, count, outcome, key,
 *   occupied points, pieces off the board, position after a move), and `undo` restores the key;
 * - the game's evaluation gives a finite number and leaves the cursor where it was;
 * - the effects of every checked move, applied to the board before it, give exactly the board
 *   after it (so no point changes that they do not name);
 * - the pieces off the board are counted once each, and change by a move only as its effects
 *   say: a removed piece leaves the game or is held, a placed one comes from off the board
 *   (where the game counts any there before the move);
 * - no two legal moves share a gesture, and the gesture of a checked move, fed back through
 *   `moveOfGesture`, gives that move;
 * - the cursor's own searches agree with its moves, at plies 1, 3, 9, 27, … of each game: its leaf
 *   count (`countLeaves`, the game's `countAfter` and `countTwoPlies` at the last plies) equals the count move by move
 *   through `legalActions`, `playUnchecked` and `undo` at depths 1 to 3 (the deeper ones while the
 *   count stays under a few thousand leaves), and its random playout (`playRandom`, up to 30 plies)
 *   ends where a loop of `legalActions` and `random.int` ends, with the same plies, position, key,
 *   history and outcome; a few positions per game, whose cost grows with the log of `maxPlies`;
 * - every move hands the turn to the other player;
 * - the finished game round-trips through its game record.
 *
 * @returns what was checked
 * @throws {@link ConformanceError} describing the first violation, with seed and moves;
 *   `RulesError` `argument/invalid` before any check for a `game` that is not a game or
 *   options that are not {@link CheckOptions} (runs and plies from 0 to 1,000,000, a safe-integer
 *   seed, a start that is a position of the game), `option/invalid` for bad game options.
 */
export function checkGame<Id extends string, M, O>(game: Game<Id, M, O>, options: CheckOptions<Id, O> = {}): CheckReport {
  // The caller's mistakes are refused as such, before any check can mistake them for the game's.
  requireGame(game, 'checkGame');
  const known = readSettings('checkGame', options, ['runs', 'seed', 'maxPlies', 'start', 'options', 'movesPerPosition']);
  const runs = countSetting('checkGame', 'runs', known['runs']) ?? 50;
  const seed = seedSetting('checkGame', 'seed', known['seed']) ?? 1;
  const maxPlies = countSetting('checkGame', 'maxPlies', known['maxPlies']) ?? 200;
  const movesPerPosition = countSetting('checkGame', 'movesPerPosition', known['movesPerPosition']) ?? Infinity;
  const random = createRandom(seed);
  // The seeds of the playout checks, drawn apart so that the games played stay those of `random`.
  const playoutSeeds = createRandom(seed);
  const given = known['start'] as Position<Id, O> | undefined;
  if (given !== undefined) {
    // A start the game refuses with a RulesError is not one of its positions: the caller's mistake.
    // Any other failure is the game's, and the first run reports it with its seed.
    try {
      game.cursor(given);
    } catch (error) {
      if (isRulesError(error)) throw error;
    }
  }
  const start = given ?? game.start(known['options'] as OptionsInput<O> | undefined);
  const buffer = new Int32Array(game.maxMoves);
  let positions = 0;
  let finished = 0;
  for (let run = 0; run < runs; run++) {
    const played: string[] = [];
    const moves: M[] = [];
    const fail = (check: string, detail: string): never => {
      throw new ConformanceError(
        `${game.id}: ${check} (run ${run + 1}, seed ${seed}, ply ${played.length}): ${detail}\nmoves: ${played.join(' ') || '(none)'}`,
        seed,
        played,
      );
    };
    let position = start;
    try {
      const cursor = game.cursor(start);
      for (let ply = 0; ; ply++) {
        positions++;
        cursor.reset(position);
        const legal = checkPosition(game, position, cursor, buffer, random, movesPerPosition, fail);
        if (isPowerOfThree(ply)) {
          guard("the cursor's own searches agree with its moves", fail, () =>
            checkSearches(game, position, playoutSeeds.nextUint32(), fail),
          );
        }
        if (legal.length === 0) {
          finished++;
          break;
        }
        if (ply >= maxPlies) break;
        const move = random.pick(legal);
        played.push(game.formatMove(position, move));
        moves.push(move);
        position = game.play(position, move);
      }
      checkRecord(game, start, moves, position, fail);
    } catch (error) {
      if (error instanceof ConformanceError) throw error;
      // The game threw where the contract promises a value: report it with the seed and moves.
      fail('no function throws on valid input', error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    }
  }
  return { runs, positions, finished };
}

type Fail = (check: string, detail: string) => never;

/** Runs one named check; an error the game throws inside it is reported as that check failing. */
function guard<T>(check: string, fail: Fail, body: () => T): T {
  try {
    return body();
  } catch (error) {
    if (error instanceof ConformanceError) throw error;
    return fail(check, error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  }
}

function checkPosition<Id extends string, M, O>(
  game: Game<Id, M, O>,
  position: Position<Id, O>,
  cursor: Cursor<Position<Id, O>>,
  buffer: Int32Array,
  random: Random,
  movesPerPosition: number,
  fail: Fail,
): readonly M[] {
  const text = game.formatPosition(position);
  const before = snapshot(position);
  const legal = game.legalMoves(position);
  const outcome = game.outcome(position);
  if ((legal.length === 0) !== (outcome !== undefined)) {
    fail('legal moves are empty exactly when the game is over', `${legal.length} moves, outcome ${JSON.stringify(outcome)} in ${text}`);
  }
  if (outcome !== undefined && !game.outcomeReasons.includes(outcome.reason)) {
    fail(
      "an outcome gives one of the game's outcome reasons",
      `reason ${JSON.stringify(outcome.reason)}, not one of ${game.outcomeReasons.join(', ')}, in ${text}`,
    );
  }
  if (legal.length > game.maxMoves) fail('maxMoves bounds the legal moves', `${legal.length} > ${game.maxMoves}`);
  guard('position strings round-trip', fail, () => checkPositionString(game, position, text, fail));
  const checked = sample(legal, movesPerPosition, random);
  const actions = guard('moves round-trip through notation and actions', fail, () => checkMoves(game, position, legal, checked, fail));
  if (snapshot(position) !== before) fail('play never changes its input', text);
  guard('effects are the difference of the boards', fail, () => checkEffects(game, position, checked, fail));
  guard('gestures make the moves', fail, () => checkGestures(game, position, legal, checked, fail));
  if (snapshot(position) !== before) fail('effects and gestures never change their input', text);
  guard('play refuses a move not in the list', fail, () => checkRefusal(game, position, actions, outcome, before, random, fail));
  guard('the cursor agrees with the immutable functions', fail, () =>
    checkCursor(game, position, legal, outcome, cursor, buffer, random, fail),
  );
  return legal;
}

/** The pieces on the board of a position, in point order. */
function boardOf<Id extends string, M, O>(game: Game<Id, M, O>, position: Position<Id, O>): (Piece | undefined)[] {
  return Array.from({ length: game.board.size }, (_, p) => game.pieceAt(position, p));
}

const pieceKey = (piece: Piece): string => `${piece.owner} ${piece.kind}`;

/** The pieces off the board by owner and kind, checked to be counted once each, by a known reason. */
function offBoardCounts(list: readonly PiecesOffBoard[], where: string, fail: Fail): Map<string, number> {
  if (!Object.isFrozen(list)) fail('the pieces off the board are frozen', where);
  const counts = new Map<string, number>();
  const seen = new Set<string>();
  for (const entry of list) {
    const key = `${pieceKey(entry)} ${entry.reason}`;
    if (!OFF_BOARD_REASONS.includes(entry.reason) || !(Number.isSafeInteger(entry.count) && entry.count > 0) || seen.has(key)) {
      fail('pieces off the board are counted once each, by a known reason', `${JSON.stringify(entry)} in ${where}`);
    }
    seen.add(key);
    counts.set(pieceKey(entry), (counts.get(pieceKey(entry)) ?? 0) + entry.count);
  }
  return counts;
}

function checkEffects<Id extends string, M, O>(game: Game<Id, M, O>, position: Position<Id, O>, checked: readonly M[], fail: Fail): void {
  const text = game.formatPosition(position);
  const board = boardOf(game, position);
  const offBefore = offBoardCounts(game.offBoard(position), text, fail);
  const supplyCounted = offBefore.size > 0;
  for (const move of checked) {
    const notation = game.formatMove(position, move);
    const effects = game.effects(position, move);
    if (!Object.isFrozen(effects) || !effects.every((effect) => Object.isFrozen(effect))) fail('effects are frozen', notation);
    const next = game.play(position, move);
    const after = boardOf(game, next);
    let applied: (Piece | undefined)[] = [];
    try {
      applied = applyEffects(board, effects);
    } catch (error) {
      fail('effects apply one after another to the board before the move', `${notation} in ${text}: ${String(error)}`);
    }
    const p = after.findIndex((piece, q) => !samePiece(piece, applied[q]));
    if (p >= 0) {
      fail(
        'effects make exactly the board after the move',
        `${notation} in ${text}: ${JSON.stringify(effects)} leave ${JSON.stringify(applied[p])} on ${game.board.name(p)}, the move ${JSON.stringify(after[p])}`,
      );
    }
    const offAfter = offBoardCounts(game.offBoard(next), game.formatPosition(next), fail);
    const tally = (kind: MoveEffect['kind']): Map<string, number> => {
      const counts = new Map<string, number>();
      for (const effect of effects)
        if (effect.kind === kind) counts.set(pieceKey(effect.piece), (counts.get(pieceKey(effect.piece)) ?? 0) + 1);
      return counts;
    };
    const removes = tally('remove');
    const places = tally('place');
    for (const key of new Set([...offBefore.keys(), ...offAfter.keys(), ...removes.keys(), ...places.keys()])) {
      // Each piece placed left the pieces off the board (where the game counts any), each piece
      // removed can join them (held) or leave the game.
      const change = (offAfter.get(key) ?? 0) - (offBefore.get(key) ?? 0) + (supplyCounted ? (places.get(key) ?? 0) : 0);
      if (change < 0 || change > (removes.get(key) ?? 0)) {
        fail(
          'the pieces off the board change only as the effects say',
          `${notation} in ${text}: ${key} off the board ${offBefore.get(key) ?? 0} → ${offAfter.get(key) ?? 0}, ` +
            `${places.get(key) ?? 0} placed, ${removes.get(key) ?? 0} removed`,
        );
      }
    }
  }
}

function checkGestures<Id extends string, M, O>(
  game: Game<Id, M, O>,
  position: Position<Id, O>,
  legal: readonly M[],
  checked: readonly M[],
  fail: Fail,
): void {
  const text = game.formatPosition(position);
  const all = clickSelection(game, position, []);
  if (all.moves.length !== legal.length) fail('every legal move has a gesture', `${all.moves.length} of ${legal.length} in ${text}`);
  const made = new Map<string, M>();
  for (const { move, gesture } of all.moves) {
    const key = JSON.stringify(gesture);
    const other = made.get(key);
    if (other !== undefined) {
      fail(
        'no two legal moves share a gesture',
        `${game.formatMove(position, other)} and ${game.formatMove(position, move)}: ${key} in ${text}`,
      );
    }
    made.set(key, move);
  }
  // Unique gestures go back to their own moves; the helper a user interface uses is run on one of them.
  for (const move of checked.slice(0, 1)) {
    const gesture = game.gesture(position, move);
    const back = moveOfGesture(game, position, gesture);
    if (
      back === undefined ||
      game.encodeMove(back) !== game.encodeMove(move) ||
      !sameChoice(gesture.choice, game.gesture(position, back).choice)
    ) {
      fail('a gesture makes its move', `${game.formatMove(position, move)}: ${JSON.stringify(gesture)} in ${text}`);
    }
  }
}

function checkPositionString<Id extends string, M, O>(game: Game<Id, M, O>, position: Position<Id, O>, text: string, fail: Fail): void {
  const reparsed = game.parsePosition(text, position.options);
  if (game.formatPosition(reparsed) !== text) fail('position strings round-trip', `${text} → ${game.formatPosition(reparsed)}`);
  if (game.positionKey(reparsed) !== game.positionKey(position)) fail('a reparsed position keeps its key', text);
  if (game.toMove(reparsed) !== game.toMove(position)) fail('a reparsed position keeps the player to move', text);
}

function checkMoves<Id extends string, M, O>(
  game: Game<Id, M, O>,
  position: Position<Id, O>,
  legal: readonly M[],
  checked: readonly M[],
  fail: Fail,
): Set<number> {
  const actions = new Set<number>();
  const notations = new Set<string>();
  for (const move of legal) {
    const notation = game.formatMove(position, move);
    const action = game.encodeMove(move);
    if (notations.has(notation)) fail('notations are unique', notation);
    if (actions.has(action)) fail('actions are unique', `${notation} → ${action}`);
    notations.add(notation);
    actions.add(action);
    if (!(Number.isInteger(action) && action >= 0 && action < game.actionCount)) fail('actions are in range', `${notation} → ${action}`);
  }
  for (const move of checked) {
    const notation = game.formatMove(position, move);
    const action = game.encodeMove(move);
    if (!game.isLegal(position, move)) fail('isLegal accepts every legal move', notation);
    const parsed = game.parseMove(position, notation);
    if (game.encodeMove(parsed) !== action || game.formatMove(position, parsed) !== notation) {
      fail('moves round-trip through notation', notation);
    }
    if (game.encodeMove(game.decodeMove(action)) !== action) fail('moves round-trip through actions', notation);
    // A JSON copy of a move must be the same move.
    const copy = JSON.parse(JSON.stringify(move)) as M;
    if (JSON.stringify(copy) !== JSON.stringify(move) || game.encodeMove(copy) !== action) {
      fail('moves are plain data that survive JSON', notation);
    }
    const next = game.play(position, move);
    if (next.ply !== position.ply + 1) fail('play advances the ply by one', notation);
    if (game.toMove(next) === game.toMove(position)) fail('every move hands the turn to the other player', notation);
  }
  return actions;
}

function checkRefusal<Id extends string, M, O>(
  game: Game<Id, M, O>,
  position: Position<Id, O>,
  actions: Set<number>,
  outcome: Outcome | undefined,
  before: string,
  random: Random,
  fail: Fail,
): void {
  const text = game.formatPosition(position);
  const other = random.int(game.actionCount);
  if (!actions.has(other)) {
    const move = game.decodeMove(other);
    if (game.isLegal(position, move)) fail('isLegal rejects moves not in the list', `action ${other}`);
    const code: ErrorCode = outcome === undefined ? 'move/illegal' : 'move/game-over';
    try {
      game.play(position, move);
      fail('play refuses a move not in the list', `action ${other}`);
    } catch (error) {
      if (!isRulesError(error, code)) fail(`play refuses a move not in the list with ${code}`, String(error));
    }
    if (snapshot(position) !== before) fail('a refused move changes nothing', text);
  }
}

function checkCursor<Id extends string, M, O>(
  game: Game<Id, M, O>,
  position: Position<Id, O>,
  legal: readonly M[],
  outcome: Outcome | undefined,
  cursor: Cursor<Position<Id, O>>,
  buffer: Int32Array,
  random: Random,
  fail: Fail,
): void {
  const text = game.formatPosition(position);
  const n = cursor.legalActions(buffer);
  const cursorActions = Array.from(buffer.subarray(0, n));
  const listed = legal.map((m) => game.encodeMove(m));
  if (cursorActions.join() !== listed.join()) {
    fail('the cursor lists the same moves in the same order', `${cursorActions.join()} vs ${listed.join()}`);
  }
  if (cursor.countLegalActions() !== n) fail('the cursor counts its moves', `${cursor.countLegalActions()} vs ${n}`);
  if (!sameOutcome(cursor.outcome(), outcome)) fail('the cursor agrees on the outcome', text);
  if (cursor.positionKey() !== game.positionKey(position) || cursor.toMove() !== game.toMove(position))
    fail('the cursor agrees on the key', text);
  const occupied = new Int32Array(game.board.size);
  const pieces = Array.from(occupied.subarray(0, cursor.occupiedPoints(occupied)));
  const board = boardOf(game, position);
  if (
    pieces.join() !== board.flatMap((piece, p) => (piece === undefined ? [] : [p])).join() ||
    pieces.some((p) => cursor.pieceAt(p) === undefined)
  ) {
    fail("the cursor's occupied points are those that hold a piece, in point order", `${pieces.join()} in ${text}`);
  }
  if (JSON.stringify(cursor.offBoard()) !== JSON.stringify(game.offBoard(position)))
    fail('the cursor agrees on the pieces off the board', text);
  const score = game.evaluate(cursor);
  if (!Number.isFinite(score)) fail('the evaluation is a finite number', `${String(score)} in ${text}`);
  if (cursor.positionKey() !== game.positionKey(position) || cursor.depth !== 0) fail('the evaluation leaves the cursor as it was', text);
  if (n > 0) {
    const action = cursorActions[random.int(n)] as number;
    const key = cursor.positionKey();
    cursor.play(action);
    const expected = game.play(position, game.decodeMove(action));
    const got = cursor.position();
    if (game.formatPosition(got) !== game.formatPosition(expected) || cursor.positionKey() !== game.positionKey(expected)) {
      fail('the cursor plays like play', game.formatMove(position, game.decodeMove(action)));
    }
    if (!sameOutcome(game.outcome(got), game.outcome(expected))) fail('the cursor keeps the history play keeps', text);
    cursor.undo();
    if (cursor.positionKey() !== key) fail('undo restores the cursor', text);
  }
}

/** Whether a ply is 1, 3, 9, 27, …: the few positions of a game where its searches are checked, short histories among them. */
function isPowerOfThree(ply: number): boolean {
  let rest = ply;
  while (rest > 1 && rest % 3 === 0) rest /= 3;
  return rest === 1;
}

/** The deepest leaf count {@link checkSearches} compares, and the count past which it goes no deeper. */
const SEARCH_DEPTH = 3;
const SEARCH_LEAVES = 4000;
/** The ply limit of the playouts {@link checkSearches} compares. */
const SEARCH_PLAYOUT_PLIES = 30;

/** The leaves `depth` plies below the cursor, move by move through its public calls. */
function leavesByMoves<P>(cursor: Cursor<P>, depth: number, buffers: Int32Array[]): number {
  const moves = buffers[depth] as Int32Array;
  const n = cursor.legalActions(moves);
  if (depth === 1) return n;
  let total = 0;
  for (let i = 0; i < n; i++) {
    cursor.playUnchecked(moves[i] as number);
    total += leavesByMoves(cursor, depth - 1, buffers);
    cursor.undo();
  }
  return total;
}

/** A cursor's countLeaves and playRandom against its own moves, from `position`. */
function checkSearches<Id extends string, M, O>(game: Game<Id, M, O>, position: Position<Id, O>, seed: number, fail: Fail): void {
  const text = game.formatPosition(position);
  const buffers = Array.from({ length: SEARCH_DEPTH + 1 }, () => new Int32Array(game.maxMoves));
  for (let depth = 1; depth <= SEARCH_DEPTH; depth++) {
    const counted = game.cursor(position).countLeaves(depth);
    const expected = leavesByMoves(game.cursor(position), depth, buffers);
    if (counted !== expected) {
      fail("the cursor's leaf count agrees with its moves", `countLeaves(${depth}) is ${counted}, move by move ${expected}, in ${text}`);
    }
    if (expected > SEARCH_LEAVES) break;
  }
  const fast = game.cursor(position);
  const plies = fast.playRandom(createRandom(seed), SEARCH_PLAYOUT_PLIES);
  const slow = game.cursor(position);
  const random = createRandom(seed);
  const moves = buffers[0] as Int32Array;
  let expected = 0;
  for (; expected < SEARCH_PLAYOUT_PLIES; expected++) {
    const n = slow.legalActions(moves);
    if (n === 0) break;
    slow.playUnchecked(moves[random.int(n)] as number);
  }
  const [mine, theirs] = [fast.position(), slow.position()];
  const same =
    plies === expected &&
    mine.ply === theirs.ply &&
    game.formatPosition(mine) === game.formatPosition(theirs) &&
    game.positionKey(mine) === game.positionKey(theirs) &&
    mine.history.length === theirs.history.length &&
    mine.history.every((key, i) => key === theirs.history[i]) &&
    sameOutcome(fast.outcome(), slow.outcome());
  if (!same) {
    fail(
      "the cursor's random playout plays like its moves",
      `from ${text} with seed ${seed}: playRandom played ${plies} plies to ${game.formatPosition(mine)}, ` +
        `move by move ${expected} to ${game.formatPosition(theirs)}`,
    );
  }
}

function checkRecord<Id extends string, M, O>(
  game: Game<Id, M, O>,
  start: Position<Id, O>,
  moves: readonly M[],
  final: Position<Id, O>,
  fail: Fail,
): void {
  const text = formatRecord(replay(game, start, moves));
  const back = parseRecord(text, game);
  if (game.formatPosition(back.end) !== game.formatPosition(final) || !sameOutcome(back.outcome, game.outcome(final))) {
    fail('games round-trip through their record', text);
  }
}

function sameOutcome(a: Outcome | undefined, b: Outcome | undefined): boolean {
  return a?.winner === b?.winner && a?.reason === b?.reason;
}
