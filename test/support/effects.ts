import { expect } from 'vitest';
import { applyEffects, moveOfGesture, type Game, type MoveEffect, type Piece, type Position } from '../../src/core/index.js';

/** The pieces on the board of a position, in point order. */
export function boardOf<Id extends string, M, O>(game: Game<Id, M, O>, position: Position<Id, O>): (Piece | undefined)[] {
  return Array.from({ length: game.board.size }, (_, p) => game.pieceAt(position, p));
}

/** Effects in words with point names: `move e4 f4`, `remove f4 white pawn`, `place a1 white guard`. */
export function effectWords(game: Game<string, unknown, unknown>, effects: readonly MoveEffect[]): string[] {
  const name = (p: number): string => game.board.name(p);
  return effects.map((effect) =>
    effect.kind === 'move'
      ? `move ${name(effect.from)} ${name(effect.to)}`
      : `${effect.kind} ${name(effect.at)} ${effect.piece.owner} ${effect.piece.kind}`,
  );
}

/** The effects of a move given in notation, in words. */
export function effectsOf<Id extends string, M, O>(game: Game<Id, M, O>, position: Position<Id, O>, notation: string): string[] {
  return effectWords(game, game.effects(position, game.parseMove(position, notation)));
}

/**
 * Checks every legal move of a position: its effects, applied to the board before, give exactly
 * the board after; its gesture gives it back. Returns the number of moves checked.
 */
export function expectExactEffects<Id extends string, M, O>(game: Game<Id, M, O>, position: Position<Id, O>): number {
  const before = boardOf(game, position);
  const moves = game.legalMoves(position);
  for (const move of moves) {
    const notation = game.formatMove(position, move);
    const after = boardOf(game, game.play(position, move));
    expect(applyEffects(before, game.effects(position, move)), `${notation} in ${game.formatPosition(position)}`).toEqual(after);
    const back = moveOfGesture(game, position, game.gesture(position, move));
    expect(back === undefined ? undefined : game.formatMove(position, back), notation).toBe(notation);
  }
  return moves.length;
}
