import fc from 'fast-check';
import { createRandom, type AnyGame, type Position } from '../../src/index.js';
import { VARIANTS, type Variant } from '../support/ai.js';

export { VARIANTS, type Variant };

/** A game played by uniformly random legal moves. */
export interface RandomGame {
  readonly moves: readonly unknown[];
  /** The start, then the position after each move. */
  readonly positions: readonly Position[];
}

/** Up to `plies` uniformly random legal moves from `start` (fewer if the game ends), drawn from `seed`. */
export function randomGame(game: AnyGame, start: Position, seed: number, plies: number): RandomGame {
  const random = createRandom(seed);
  const moves: unknown[] = [];
  const positions: Position[] = [start];
  let position = start;
  for (let i = 0; i < plies; i++) {
    const legal = game.legalMoves(position);
    if (legal.length === 0) break;
    const move = random.pick(legal);
    position = game.play(position, move);
    moves.push(move);
    positions.push(position);
  }
  return { moves, positions };
}

/** A seed and a number of plies for {@link randomGame}. */
export const arbLine = (maxPlies: number): fc.Arbitrary<{ seed: number; plies: number }> =>
  fc.record({ seed: fc.integer(), plies: fc.nat(maxPlies) });

/** The position strings of a list of positions, to compare games by value. */
export const texts = (game: AnyGame, positions: readonly Position[]): string[] => positions.map((p) => game.formatPosition(p));
