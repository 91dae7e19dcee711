// fast-check arbitraries of any game, through the Game contract alone: positions of seeded random
// play, legal moves of them, position strings.
import fc from 'fast-check';
import { describeValue } from '../core/describe.js';
import { RulesError } from '../core/errors.js';
import type { Game, Position } from '../core/game.js';
import { requireGame } from '../core/guards.js';
import type { OptionsInput } from '../core/options.js';
import { createRandom } from '../core/random.js';
import { countSetting, readSettings } from '../core/read-settings.js';

/** Settings of {@link gameArbitraries}. */
export interface ArbitrarySettings<O = unknown> {
  /**
   * The options of the start positions: one set, or a list to draw one from for each value
   * (default: the game's defaults). A draw option such as `maxPlies` is how a game whose random
   * games seldom end (Agon, Gong) still gives finished positions.
   */
  readonly options?: OptionsInput<O> | readonly OptionsInput<O>[];
  /** The longest random line, in plies (default 200). */
  readonly maxPlies?: number;
}

/** A position and one of its legal moves, as {@link GameArbitraries.positionAndMove} gives them. */
export interface PositionAndMove<Id extends string, M, O> {
  /** A position where the game is on. */
  readonly position: Position<Id, O>;
  /** One of its legal moves. */
  readonly move: M;
}

/** The arbitraries of one game, made by {@link gameArbitraries}. */
export interface GameArbitraries<Id extends string, M, O> {
  /**
   * Positions reached by seeded random play from the start: after a drawn number of plies, or
   * (about two values in five) up to five plies before the end of the line, which is a finished
   * position when the game ends within the ply limit. Shrinks towards fewer plies and the end.
   */
  readonly position: fc.Arbitrary<Position<Id, O>>;
  /**
   * Finished positions: the end of a seeded random game. A line that has not ended within the
   * ply limit is followed by the lines of the next seeds (and starts); if none of 20 ends, the value's generation
   * throws an `Error` saying so (give the game a draw option such as `maxPlies`).
   */
  readonly finishedPosition: fc.Arbitrary<Position<Id, O>>;
  /** A position where the game is on, from random play as {@link GameArbitraries.position}, and one of its legal moves. */
  readonly positionAndMove: fc.Arbitrary<PositionAndMove<Id, M, O>>;
  /** Valid position strings: those of {@link GameArbitraries.position}. */
  readonly positionString: fc.Arbitrary<string>;
  /**
   * The legal moves of a given position, in the game's order (shrinking towards the first);
   * throws `RulesError` `argument/invalid` for a position without any (a finished one).
   */
  legalMove(position: Position<Id, O>): fc.Arbitrary<M>;
}

/** The seeds of a random line: which start, which random source, how far. */
interface LineSeed {
  readonly start: number;
  readonly seed: number;
  /** Plies from the start when 0 or more; -k stands for k - 1 plies before the end of the line. */
  readonly plies: number;
}

/** How many later seeds {@link GameArbitraries.finishedPosition} tries when a line does not end. */
const FINISH_ATTEMPTS = 20;

/**
 * fast-check arbitraries of a game, through its `Game` contract only: a game of your own gets them
 * as the built-in ones do. Needs `fast-check` (4.x) installed beside ludicore.
 *
 * @example
 * ```ts
 * import fc from 'fast-check';
 * import { kono } from 'ludicore/kono';
 * import { gameArbitraries } from 'ludicore/testing';
 * const { positionAndMove } = gameArbitraries(kono, { maxPlies: 80 });
 * fc.assert(fc.property(positionAndMove, ({ position, move }) => kono.isLegal(position, move)));
 * ```
 *
 * @throws `RulesError` `argument/invalid` for a `game` that is not a game or settings that
 *   are not {@link ArbitrarySettings} (plies from 0 to 1,000,000, options an object or a list of 1
 *   to 1024 objects, with no holes); `option/invalid` for options the game refuses.
 */
export function gameArbitraries<Id extends string, M, O>(
  game: Game<Id, M, O>,
  settings: ArbitrarySettings<O> = {},
): GameArbitraries<Id, M, O> {
  requireGame(game, 'gameArbitraries');
  // Each setting read once, here: a getter cannot show one value to a check and another to its use.
  const read = readSettings('gameArbitraries', settings, ['options', 'maxPlies']);
  const maxPlies = countSetting('gameArbitraries', 'maxPlies', read['maxPlies']) ?? 200;
  const starts = startsOf(game, read['options'] as ArbitrarySettings<O>['options']);
  const lineSeed = (plies: fc.Arbitrary<number>): fc.Arbitrary<LineSeed> =>
    fc.record({ start: fc.nat(starts.length - 1), seed: fc.integer(), plies });
  // Counts near the end are drawn apart, since a drawn count from the start seldom reaches it.
  const anyPlies = fc.oneof(
    { withCrossShrink: true },
    { arbitrary: fc.nat(maxPlies), weight: 3 },
    { arbitrary: fc.integer({ min: -5, max: -1 }), weight: 2 },
  );
  const lineOf = ({ start, seed }: LineSeed): readonly Position<Id, O>[] =>
    randomLine(game, starts[start] as Position<Id, O>, seed, maxPlies);
  const at = (line: readonly Position<Id, O>[], plies: number): Position<Id, O> =>
    line[plies >= 0 ? Math.min(plies, line.length - 1) : Math.max(0, line.length + plies)] as Position<Id, O>;
  const position = lineSeed(anyPlies).map((s) => at(lineOf(s), s.plies));
  const finishedPosition = lineSeed(fc.constant(-1)).map((s) => finishedLineEnd(game, starts, s.start, s.seed, maxPlies));
  const positionAndMove = fc.tuple(lineSeed(anyPlies), fc.nat()).map(([s, index]): PositionAndMove<Id, M, O> => {
    const line = lineOf(s);
    let here = at(line, s.plies);
    // A line stops at the end, so the position before a finished one is on.
    if (game.outcome(here) !== undefined) here = line[line.indexOf(here) - 1] ?? here;
    const moves = game.legalMoves(here);
    if (moves.length === 0) throw new Error(`${game.id}: the start ${game.formatPosition(here)} has no legal move to draw`);
    return { position: here, move: moves[index % moves.length] as M };
  });
  const legalMove = (here: Position<Id, O>): fc.Arbitrary<M> => {
    const moves = game.legalMoves(here);
    if (moves.length === 0)
      throw new RulesError('argument/invalid', `gameArbitraries legalMove: ${game.formatPosition(here)} has no legal move`);
    return fc.constantFrom(...moves);
  };
  return { position, finishedPosition, positionAndMove, positionString: position.map((p) => game.formatPosition(p)), legalMove };
}

/** Whether the settings' options are a list of option sets rather than one. */
export function isOptionsList<O>(options: ArbitrarySettings<O>['options']): options is readonly OptionsInput<O>[] {
  return Array.isArray(options);
}

/** The start positions of the settings' options, each made once (so that bad options throw now). */
function startsOf<Id extends string, M, O>(game: Game<Id, M, O>, options: ArbitrarySettings<O>['options']): readonly Position<Id, O>[] {
  if (options === undefined) return [game.start()];
  const refuse = (): never => {
    throw new RulesError(
      'argument/invalid',
      `gameArbitraries options must be an options object or a list of 1 to ${MAX_OPTION_SETS} of them, got ${describeValue(options)}`,
    );
  };
  const isOptions = (o: unknown): boolean => typeof o === 'object' && o !== null && !Array.isArray(o);
  if (!Array.isArray(options)) return isOptions(options) ? [game.start(options as OptionsInput<O>)] : refuse();
  // The length first, then each index (a hole is no options object: array methods would skip it).
  const length = (options as unknown[]).length;
  if (length === 0 || length > MAX_OPTION_SETS) return refuse();
  const starts: Position<Id, O>[] = [];
  for (let i = 0; i < length; i++) {
    const o: unknown = (options as readonly unknown[])[i];
    if (!isOptions(o)) return refuse();
    starts.push(game.start(o as OptionsInput<O>));
  }
  return starts;
}

// Each set of options is a start of its own, made at once: far more than a test can use is refused unread.
/** The most option sets a list may hold. */
const MAX_OPTION_SETS = 1024;

/**
 * The positions of a seeded random game from `start`, the start included, up to `maxPlies` plies
 * or the end. The same seed gives the same line (the library's own seeded random source).
 */
function randomLine<Id extends string, M, O>(
  game: Game<Id, M, O>,
  start: Position<Id, O>,
  seed: number,
  maxPlies: number,
): readonly Position<Id, O>[] {
  const random = createRandom(seed);
  const line = [start];
  let position = start;
  for (let ply = 0; ply < maxPlies; ply++) {
    const moves = game.legalMoves(position);
    if (moves.length === 0) break;
    position = game.play(position, random.pick(moves));
    line.push(position);
  }
  return line;
}

/** The end of the first of the lines from the drawn start and seed on (next start, next seed) that finishes. */
function finishedLineEnd<Id extends string, M, O>(
  game: Game<Id, M, O>,
  starts: readonly Position<Id, O>[],
  first: number,
  seed: number,
  maxPlies: number,
): Position<Id, O> {
  for (let attempt = 0; attempt < FINISH_ATTEMPTS; attempt++) {
    const start = starts[(first + attempt) % starts.length] as Position<Id, O>;
    const end = randomLine(game, start, seed + attempt, maxPlies).at(-1) as Position<Id, O>;
    if (game.outcome(end) !== undefined) return end;
  }
  throw new Error(
    `${game.id}: no random game ended within ${maxPlies} plies (seeds ${seed} to ${seed + FINISH_ATTEMPTS - 1}); ` +
      'raise maxPlies or start under a draw option such as maxPlies',
  );
}
