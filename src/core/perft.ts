import { describeValue } from './describe.js';
import { RulesError } from './errors.js';
import type { Game, Position } from './game.js';
import { requireGame } from './guards.js';

/** Throws `argument/invalid` unless `depth` is a perft depth: an integer from 0 to 64. */
export function checkDepth(depth: number): void {
  if (!(Number.isInteger(depth) && depth >= 0 && depth <= 64)) {
    throw new RulesError('argument/invalid', `perft depth must be an integer from 0 to 64, got ${describeValue(depth)}`);
  }
}

/**
 * The number of legal move sequences of exactly `depth` plies from `position`: the leaf nodes of
 * the game tree at that depth (a line on which the game ends sooner counts nothing). The
 * standard check that move generation is right, and the measure of raw speed: it runs the game's
 * own count where it has one ({@link ludicore!Cursor.countLeaves | Cursor.countLeaves}), with the last ply counted, not played.
 *
 * @example
 * ```ts
 * import { kono, perft } from 'ludicore';
 * perft(kono, kono.start(), 4); // → 576
 * ```
 *
 * @throws {@link RulesError} `argument/invalid` for a `game` that is not a game, a position that is
 *   not one of its positions, or a depth that is not an integer from 0 to 64.
 */
export function perft<Id extends string, M, O>(game: Game<Id, M, O>, position: Position<Id, O>, depth: number): number {
  requireGame(game, 'perft');
  checkDepth(depth);
  return game.cursor(position).countLeaves(depth);
}

/** One row of {@link divide}: a legal move, its notation, and the perft count below it. */
export interface DivideEntry<M> {
  /** The first move. */
  readonly move: M;
  /** Its notation. */
  readonly notation: string;
  /** Perft of depth - 1 after it. */
  readonly nodes: number;
}

/**
 * Perft split by first move, in legal-move order: for finding which move a generator gets
 * wrong by comparing with another engine. The counts add up to `perft(game, position, depth)`.
 *
 * @example
 * ```ts
 * import { divide, kono } from 'ludicore';
 * divide(kono, kono.start(), 2).map(({ notation, nodes }) => `${notation} ${nodes}`); // → ['a1xa3 4', 'b1xb3 4', 'c1xc3 4', 'd1xd3 4']
 * ```
 *
 * @throws {@link RulesError} `argument/invalid` for a `game` that is not a game, a position that is
 *   not one of its positions, or a depth that is not an integer from 1 to 64.
 */
export function divide<Id extends string, M, O>(game: Game<Id, M, O>, position: Position<Id, O>, depth: number): DivideEntry<M>[] {
  requireGame(game, 'divide');
  checkDepth(depth);
  if (depth === 0) throw new RulesError('argument/invalid', 'divide needs a depth of at least 1');
  // The caller's position read once: the game's own copy is what every row reads.
  const start = game.cursor(position).position();
  return game.legalMoves(start).map((move) => ({
    move,
    notation: game.formatMove(start, move),
    nodes: perft(game, game.play(start, move), depth - 1),
  }));
}
