import { createRandom, type Game, type OptionsInput, type Position } from '../../src/core/index.js';

/** The legal moves of a position in notation, in the game's move order. */
export function notations<Id extends string, M, O>(game: Game<Id, M, O>, pos: Position<Id, O>): string[] {
  return game.legalMoves(pos).map((m) => game.formatMove(pos, m));
}

/** Plays notation moves one after another from a position string (or position). */
export function playLine<Id extends string, M, O>(
  game: Game<Id, M, O>,
  start: string | Position<Id, O>,
  moves: readonly string[],
  options?: OptionsInput<O>,
): Position<Id, O> {
  let pos = typeof start === 'string' ? game.parsePosition(start, options) : start;
  for (const m of moves) pos = game.play(pos, game.parseMove(pos, m));
  return pos;
}

/** Plays up to `plies` uniformly random legal moves (stopping when the game ends); every position on the way. */
export function randomLine<Id extends string, M, O>(
  game: Game<Id, M, O>,
  seed: number,
  plies: number,
  start: Position<Id, O>,
): Position<Id, O>[] {
  const random = createRandom(seed);
  const line = [start];
  let pos = start;
  for (let i = 0; i < plies; i++) {
    const moves = game.legalMoves(pos);
    if (moves.length === 0) break;
    pos = game.play(pos, random.pick(moves));
    line.push(pos);
  }
  return line;
}
