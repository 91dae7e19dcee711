// What the property kit needs to know of a game beyond the Game contract: where pieces wait off
// the board, what a move takes for good, which points it can touch, how the board's symmetries
// act on positions and moves. Every part is optional; the generic checks run without any.
import type fc from 'fast-check';
import type { Symmetry } from '../core/board.js';
import type { Game, Piece, Position } from '../core/game.js';

/** A named property of a game, ready for `fc.assert`; it throws an `Error` naming what broke. */
export interface GameProperty {
  /** What the property claims, prefixed with the game's id. */
  readonly name: string;
  /** The property itself. */
  readonly property: fc.IProperty<unknown>;
}

/**
 * A game's piece accounting: with it, the conservation property checks that the pieces on the
 * board and in reserve, by owner and kind, are those of before less what the move takes for good.
 */
export interface PieceAccounting<Id extends string, M, O> {
  /** The pieces off the board that can still come onto it (unplaced, held for return), by owner and kind. */
  readonly reserve?: (position: Position<Id, O>) => readonly Piece[];
  /** The points whose pieces a legal move takes off for good (captures that never come back). */
  readonly taken?: (position: Position<Id, O>, move: M) => readonly number[];
  /**
   * The points a legal move can change (its own points, its captures); `undefined` when it can
   * change any (Gong's toff). Every other point must keep its piece.
   */
  readonly touched?: (position: Position<Id, O>, move: M) => readonly number[] | undefined;
}

/**
 * How the board's symmetries, and swapping the colours, act on a game. With it, the symmetry
 * properties check that a symmetry maps legal moves to legal moves, captures to captures, the
 * position after a move to the position after the mapped move, and the outcome to the outcome.
 */
export interface SymmetryMapping<M> {
  /** The board symmetries under which the rules are the same (a subset of `game.board.symmetries`). */
  readonly symmetries: readonly Symmetry[];
  /** The board symmetries under which the rules are the same once the colours are swapped too. */
  readonly colourSwaps: readonly Symmetry[];
  /** The image of a position string (its side to move, pieces off the board and all, colours swapped if asked). */
  mapPosition(text: string, symmetry: Symmetry, swapColours: boolean): string;
  /** The image of a move. */
  mapMove(move: M, symmetry: Symmetry): M;
}

/** What the property kit knows of a game beyond its contract (see the built-in `konoAdapter`, …). */
export interface GameAdapter<Id extends string, M, O> {
  /** Piece accounting for the conservation property. */
  readonly pieces?: PieceAccounting<Id, M, O>;
  /** Symmetries for the symmetry properties; without it they are not made. */
  readonly symmetry?: SymmetryMapping<M>;
  /**
   * More valid position strings to check besides those of random play (crowded boards that random
   * play seldom reaches), parsed under the options of the settings' first start.
   */
  readonly positionStrings?: fc.Arbitrary<string>;
  /** The game's own rules as properties of `game` (the one given to `gameProperties`), over the positions the kit checks. */
  readonly ruleProperties?: (game: Game<Id, M, O>, positions: fc.Arbitrary<Position<Id, O>>) => readonly GameProperty[];
}
