import fc from 'fast-check';
import { agon, type AgonMove, type AgonOptions, type AgonPosition } from '../../src/agon/index.js';
import { notations as notationsOf, playLine as playLineOf, randomLine as randomLineOf } from '../support/lines.js';
import { CENTER, EDGE, LETTERS, NAMES, RING_ONE, neighbour, refFormat, type Colour, type Letter } from './reference.js';
import { historicalFormat } from './historical-reference.js';

export const at = (name: string): number => agon.board.point(name);
export const name = (p: number): string => agon.board.name(p);

export const SETUPS = ['fixed', 'classic', 'placement'] as const;

export const notations = (pos: AgonPosition): string[] => notationsOf(agon, pos);

export const playLine = (start: string | AgonPosition, moves: readonly string[], options?: AgonOptions): AgonPosition =>
  playLineOf(agon, start, moves, options);

/** The position string after playing notation moves from a position string. */
export function after(start: string, moves: readonly string[], options?: AgonOptions): string {
  return agon.formatPosition(playLine(start, moves, options));
}

export const randomLine = (seed: number, plies: number, start: AgonPosition = agon.start()): AgonPosition[] =>
  randomLineOf(agon, seed, plies, start);

/** A position reached by random legal play from one of the starts. */
export function arbPlayed(maxPlies = 120): fc.Arbitrary<AgonPosition> {
  return fc
    .tuple(fc.integer(), fc.nat(maxPlies), fc.constantFrom(...SETUPS), fc.boolean())
    .map(([seed, plies, setup, displacementCapture]) => {
      const start = agon.start({ setup, displacementCapture });
      return randomLine(seed, plies, start).at(-1) ?? start;
    });
}

/** The 14 pieces of a valid position (A1, A10). */
const PIECES: readonly Letter[] = ['q', 'g', 'g', 'g', 'g', 'g', 'g', 'Q', 'G', 'G', 'G', 'G', 'G', 'G'];

/**
 * Any valid position as a string: each of the 14 pieces on the board, held by its opponent or
 * unplaced, on distinct cells drawn from a window of the point order (narrow windows crowd the
 * pieces together, so captures and blocked pieces occur), either side to move.
 */
export const arbPositionText: fc.Arbitrary<string> = fc
  .tuple(
    fc.integer({ min: 14, max: 91 }),
    fc.nat(90),
    fc.array(fc.nat(99), { minLength: 14, maxLength: 14 }),
    fc.uniqueArray(fc.nat(90), { minLength: 14, maxLength: 14 }),
    fc.constantFrom<Colour>('b', 'w'),
    fc.integer({ min: 0, max: 40 }),
  )
  .map(([width, offset, where, draws, toMove, offBoard]) => {
    const window = Array.from({ length: width }, (_, i) => NAMES[(offset + i) % 91] as string);
    const cells = new Map<string, Letter>();
    const held: Letter[] = [];
    const unplaced: Letter[] = [];
    PIECES.forEach((piece, i) => {
      const w = where[i] as number;
      if (w < offBoard / 2) held.push(piece);
      else if (w < offBoard) unplaced.push(piece);
      else {
        // Distinct draws modulo the window can collide; a colliding piece is held instead.
        const cell = window[(draws[i] as number) % width] as string;
        if (cells.has(cell)) held.push(piece);
        else cells.set(cell, piece);
      }
    });
    return refFormat({ cells, toMove, held, unplaced, displacement: true });
  });

/**
 * Positions at or next to the seat of power (A7): one colour's Queen on f6 with five or six
 * Guards on ring 1 and the last one, if any, next to its empty ring-1 cell; the other colour's
 * pieces anywhere else, either side to move.
 */
export const arbSeatText: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom<Colour>('b', 'w'),
    fc.nat(5),
    fc.nat(3),
    fc.uniqueArray(fc.nat(90), { minLength: 7, maxLength: 7 }),
    fc.constantFrom<Colour>('b', 'w'),
    fc.nat(7),
  )
  .map(([owner, gap, where, draws, toMove, heldCount]) => {
    const cells = new Map<string, Letter>();
    const [queen, guard, enemyQueen, enemyGuard]: Letter[] = owner === 'b' ? ['q', 'g', 'Q', 'G'] : ['Q', 'G', 'q', 'g'];
    cells.set(CENTER, queen as Letter);
    RING_ONE.forEach((c, i) => i !== gap && cells.set(c, guard as Letter));
    const hole = RING_ONE[gap] as string;
    // where: 0 the last Guard completes the seat, 1–3 it stands on a cell next to the hole.
    const outer = [0, 1, 2, 3, 4, 5]
      .map((d) => neighbour(hole, d))
      .filter((c): c is string => c !== undefined && !cells.has(c) && c !== hole);
    cells.set(where === 0 ? hole : (outer[where % outer.length] as string), guard as Letter);
    const held: Letter[] = [];
    draws.forEach((d, i) => {
      const piece = (i === 0 ? enemyQueen : enemyGuard) as Letter;
      const cell = NAMES[d] as string;
      // The opponent's pieces stay off the seat and its rim, where they would change the question.
      if (i < heldCount || cells.has(cell) || cell === hole || outer.includes(cell)) held.push(piece);
      else cells.set(cell, piece);
    });
    return refFormat({ cells, toMove, held, unplaced: [], displacement: true });
  });

/** Letters of the q g Q G order, for building lists by hand. */
export const letters = (s: string): Letter[] => s.split('').filter((c): c is Letter => (LETTERS as readonly string[]).includes(c));

export const edgeNames: readonly string[] = EDGE;

/** A move with cell names, for readable comparisons with the reference. */
export function named(m: AgonMove): { kind: string; from?: string; to?: string; piece?: string; at?: string } {
  if (m.kind === 'step' || m.kind === 'release') return { kind: m.kind, from: name(m.from), to: name(m.to) };
  if (m.kind === 'place') return { kind: 'place', piece: m.piece, at: name(m.at) };
  return { kind: 'pass' };
}

/** Where {@link build} parks the pieces a test does not place: Black in the a1 corner, White in the l1 corner. */
const PARK: Readonly<Record<Colour, readonly string[]>> = {
  b: ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'b1'],
  w: ['l1', 'l2', 'l3', 'l4', 'l5', 'l6', 'k1'],
};

/**
 * A valid position string with the given pieces on the given cells; the pieces neither placed
 * nor listed as held or unplaced are parked on the a-file (Black) and the l-file (White), far
 * from the middle of the board where the tests play.
 */
export function build(cells: Readonly<Record<string, Letter>>, toMove: Colour = 'b', held = '', unplaced = ''): string {
  const board = new Map<string, Letter>(Object.entries(cells));
  const offBoard = [...letters(held), ...letters(unplaced)];
  for (const piece of PIECES) {
    const needed = PIECES.filter((l) => l === piece).length;
    const present = [...board.values()].filter((l) => l === piece).length + offBoard.filter((l) => l === piece).length;
    if (present >= needed) continue;
    const colour: Colour = piece === 'q' || piece === 'g' ? 'b' : 'w';
    const spot = PARK[colour].find((c) => !board.has(c));
    if (spot === undefined) throw new Error('no parking cell left');
    board.set(spot, piece);
  }
  return refFormat({ cells: board, toMove, held: letters(held), unplaced: letters(unplaced), displacement: true });
}

/**
 * Any valid position of the historical variant as a string: the 14 pieces on distinct cells of a
 * window of the point order (no Guard on f6, AH1), either side to move, and some pieces of one
 * side captured (`*`): the mover's any, or the other side's Guards (AH4 releases a Queen first).
 */
export const arbHistoricalText: fc.Arbitrary<string> = fc
  .tuple(
    fc.integer({ min: 20, max: 91 }),
    fc.nat(90),
    fc.uniqueArray(fc.nat(90), { minLength: 14, maxLength: 14 }),
    fc.constantFrom<Colour>('b', 'w'),
    fc.constantFrom('none', 'mover', 'other'),
    fc.array(fc.boolean(), { minLength: 14, maxLength: 14 }),
  )
  .map(([width, offset, draws, toMove, whose, marks]) => {
    const window = Array.from({ length: width }, (_, i) => NAMES[(offset + i) % 91] as string).filter((c) => c !== CENTER);
    const free = [...window];
    const cells = new Map<string, Letter>();
    const captured = new Set<string>();
    const capturedColour = whose === 'mover' ? toMove : whose === 'other' ? (toMove === 'b' ? 'w' : 'b') : undefined;
    PIECES.forEach((piece, i) => {
      // The Queens may stand on f6; the window leaves it out for everyone else.
      const queen = piece === 'q' || piece === 'Q';
      const cell =
        queen && (draws[i] as number) % 5 === 0 && !cells.has(CENTER) ? CENTER : free.splice((draws[i] as number) % free.length, 1)[0];
      if (cell === undefined) return;
      cells.set(cell, piece);
      const colour: Colour = piece === 'q' || piece === 'g' ? 'b' : 'w';
      if (colour === capturedColour && marks[i] === true && !(queen && whose === 'other')) captured.add(cell);
    });
    return historicalFormat({ cells, captured, toMove });
  });

/** Where {@link buildHistorical} parks the pieces a test does not place: the right-hand edge. */
const HISTORICAL_PARK: Readonly<Record<Colour, readonly string[]>> = {
  b: ['l1', 'l2', 'l3', 'k1', 'k2', 'i1', 'i2'],
  w: ['l6', 'l5', 'l4', 'k7', 'k6', 'i8', 'i7'],
};

/**
 * A position string of the historical variant with the named pieces (a letter, `*` after it for
 * a captured piece), the rest of the fourteen parked on the right-hand edge, away from the cells
 * the tests use.
 */
export function buildHistorical(pieces: Readonly<Record<string, string>>, toMove: Colour = 'b'): string {
  const cells = new Map<string, Letter>();
  const captured = new Set<string>();
  for (const [cell, token] of Object.entries(pieces)) {
    cells.set(cell, token.charAt(0) as Letter);
    if (token.endsWith('*')) captured.add(cell);
  }
  const count = (l: Letter): number => [...cells.values()].filter((x) => x === l).length;
  for (const [colour, queen, guard] of [
    ['b', 'q', 'g'],
    ['w', 'Q', 'G'],
  ] as const) {
    const missing: Letter[] = [...Array<Letter>(1 - count(queen)).fill(queen), ...Array<Letter>(6 - count(guard)).fill(guard)];
    const free = HISTORICAL_PARK[colour].filter((c) => !cells.has(c));
    missing.forEach((l, i) => cells.set(free[i] as string, l));
  }
  return historicalFormat({ cells, captured, toMove });
}
