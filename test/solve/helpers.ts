import fc from 'fast-check';
import { expect } from 'vitest';
import type { Game, Position } from '../../src/index.js';
import { julgonu, type JulGonuMove, type JulGonuOptions } from '../../src/julgonu/index.js';
import { kono, type KonoMove, type KonoOptions } from '../../src/kono/index.js';
import {
  julGonuSolver,
  konoReducedToOneSolver,
  konoSolver,
  type PositionValue,
  type Solution,
  type Solver,
} from '../../src/solve/index.js';

/**
 * Helpers of the solver tests. Positions of a solver's space are seen from the player to move:
 * `own` and `enemy` are 16-bit masks of the points a1 = bit 0, b1, c1, d1, a2, …, d4 = bit 15.
 * Everything here is written from the rules text (RULES.md), not from the solver's code, so that
 * the tests compare two independent readings.
 */

/** Which colour the mover's pieces are drawn in: `b` (Black to move) or `w` (the colour-swapped twin). */
export type Mover = 'b' | 'w';

/** A mask game the library solves: its engine, its solver and how to read a position string for the solver. */
export interface Subject<Id extends string, M, O> {
  readonly name: string;
  readonly game: Game<Id, M, O>;
  readonly solver: Solver<Id, M, O>;
  readonly parse: (text: string) => Position<Id, O>;
}

export const KONO: Subject<'kono', KonoMove, KonoOptions> = {
  name: 'Four Field Kono',
  game: kono,
  solver: konoSolver,
  parse: (text) => kono.parsePosition(text),
};

export const KONO_REDUCED_TO_ONE: Subject<'kono', KonoMove, KonoOptions> = {
  name: 'Four Field Kono with reducedToOne (K6)',
  game: kono,
  solver: konoReducedToOneSolver,
  parse: (text) => kono.parsePosition(text, { reducedToOne: true }),
};

export const JULGONU: Subject<'julgonu', JulGonuMove, JulGonuOptions> = {
  name: 'Jul-Gonu',
  game: julgonu,
  solver: julGonuSolver,
  parse: (text) => julgonu.parsePosition(text, { noRepeat: 'off' }),
};

export function popcount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/** The position string of a board (16 cells in point order a1 … d4) and a player to move: ranks 4 to 1, empty runs as digits. */
export function boardText(cells: readonly ('b' | 'w' | null)[], toMove: Mover): string {
  const ranks: string[] = [];
  for (let rank = 3; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (let file = 0; file < 4; file++) {
      const cell = cells[rank * 4 + file] ?? null;
      if (cell === null) {
        empty++;
        continue;
      }
      if (empty > 0) row += String(empty);
      empty = 0;
      row += cell;
    }
    if (empty > 0) row += String(empty);
    ranks.push(row);
  }
  return `${ranks.join('/')} ${toMove}`;
}

/** The position string of a mask position: the mover's pieces in `mover`'s colour, that colour to move. */
export function textOf(own: number, enemy: number, mover: Mover = 'b'): string {
  const other = mover === 'b' ? 'w' : 'b';
  const cells = Array.from({ length: 16 }, (_, p) => (((own >>> p) & 1) === 1 ? mover : ((enemy >>> p) & 1) === 1 ? other : null));
  return boardText(cells, mover);
}

/** The mover's and the opponent's masks of an engine position (read through `pieceAt`). */
export function masksOf<Id extends string, M, O>(game: Game<Id, M, O>, pos: Position<Id, O>): { own: number; enemy: number } {
  const mover = game.toMove(pos);
  let own = 0;
  let enemy = 0;
  for (let p = 0; p < 16; p++) {
    const owner = game.pieceAt(pos, p)?.owner;
    if (owner === mover) own |= 1 << p;
    else if (owner !== undefined) enemy |= 1 << p;
  }
  return { own, enemy };
}

/** The index of a mask position as the brief defines it: one base-3 digit per point, 1 own, 2 enemy, a1 lowest. */
export function ternaryIndex(own: number, enemy: number): number {
  let index = 0;
  for (let p = 15; p >= 0; p--) index = index * 3 + (((own >>> p) & 1) === 1 ? 1 : ((enemy >>> p) & 1) === 1 ? 2 : 0);
  return index;
}

/** The masks of a base-3 index (the inverse of {@link ternaryIndex}). */
export function masksOfIndex(index: number): { own: number; enemy: number } {
  let own = 0;
  let enemy = 0;
  for (let p = 0, rest = index; p < 16; p++, rest = Math.floor(rest / 3)) {
    if (rest % 3 === 1) own |= 1 << p;
    if (rest % 3 === 2) enemy |= 1 << p;
  }
  return { own, enemy };
}

export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return Math.round(c);
}

/** The number of placements of at most `maxPieces` pieces of each of two colours on 16 points. */
export function placements(maxPieces: number): number {
  let total = 0;
  for (let a = 0; a <= maxPieces; a++) for (let b = 0; b <= maxPieces; b++) total += choose(16, a) * choose(16 - a, b);
  return total;
}

/** A mask position with `minPieces` to `maxPieces` pieces a side, anywhere on the board. */
export function arbMasks(maxPieces: number, minPieces = 0): fc.Arbitrary<{ own: number; enemy: number }> {
  const points = Array.from({ length: 16 }, (_, p) => p);
  return fc
    .tuple(
      fc.integer({ min: minPieces, max: maxPieces }),
      fc.integer({ min: minPieces, max: maxPieces }),
      fc.shuffledSubarray(points, { minLength: 16, maxLength: 16 }),
    )
    .map(([a, b, order]) => {
      let own = 0;
      let enemy = 0;
      order.slice(0, a).forEach((p) => (own |= 1 << p));
      order.slice(a, a + b).forEach((p) => (enemy |= 1 << p));
      return { own, enemy };
    });
}

/**
 * One step of minimax through the engine: the position's value follows from its children's, and
 * perfectMoves lists exactly the moves to the children that keep it, in move order.
 */
export function checkAgainstChildren<Id extends string, M, O>(
  subject: Subject<Id, M, O>,
  table: Solution<Id, M, O>,
  pos: Position<Id, O>,
): PositionValue {
  const { game } = subject;
  const where = game.formatPosition(pos);
  const value = table.value(pos);
  const moves = game.legalMoves(pos);
  if (moves.length === 0) {
    expect(value, where).toEqual({ result: 'loss', plies: 0 });
    expect(game.outcome(pos)?.winner, where).not.toBe(game.toMove(pos));
    expect(table.perfectMoves(pos)).toEqual([]);
    return value;
  }
  expect(game.outcome(pos), where).toBeUndefined();
  const children = moves.map((m) => table.value(game.play(pos, m)));
  const lost = children.filter((c) => c.result === 'loss').map((c) => c.plies as number);
  const won = children.filter((c) => c.result === 'win').map((c) => c.plies as number);
  let keeps: (c: PositionValue) => boolean;
  if (lost.length > 0) {
    // The quickest win: through the child lost soonest.
    expect(value, where).toEqual({ result: 'win', plies: 1 + Math.min(...lost) });
    keeps = (c) => c.result === 'loss' && c.plies === (value.plies as number) - 1;
  } else if (won.length === moves.length) {
    // The slowest loss: through the child won latest.
    expect(value, where).toEqual({ result: 'loss', plies: 1 + Math.max(...won) });
    keeps = (c) => c.result === 'win' && c.plies === (value.plies as number) - 1;
  } else {
    expect(value, where).toEqual({ result: 'draw', plies: undefined });
    keeps = (c) => c.result === 'draw';
  }
  const perfect = moves.filter((_, i) => keeps(children[i] as PositionValue));
  expect(perfect.length).toBeGreaterThan(0);
  expect(
    table.perfectMoves(pos).map((m) => game.formatMove(pos, m)),
    where,
  ).toEqual(perfect.map((m) => game.formatMove(pos, m)));
  return value;
}

/** FNV-1a, 32 bits, over every byte but the checksum field (16–19): what the table format's checksum is. */
export function fnv1a(bytes: Uint8Array): number {
  let hash = 0x811c9dc5;
  bytes.forEach((b, i) => {
    if (i < 16 || i >= 20) hash = Math.imul(hash ^ b, 0x01000193);
  });
  return hash >>> 0;
}

export const view = (bytes: Uint8Array): DataView => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** A copy of the bytes with `edit` applied. */
export function edited(bytes: Uint8Array, edit: (copy: Uint8Array) => void): Uint8Array {
  const copy = bytes.slice();
  edit(copy);
  return copy;
}

/** A copy of a table with the checksum recomputed, so that only the edited detail is wrong. */
export function resealed(bytes: Uint8Array): Uint8Array {
  return edited(bytes, (copy) => view(copy).setUint32(16, fnv1a(copy), true));
}
