import { describe, expect, it } from 'vitest';
import { createRandom, divide, kono, perft, type KonoPosition } from '../../src/index.js';
import { expectRulesError } from './helpers.js';

/** Perft through the immutable functions only, independent of the cursor that `perft` walks. */
function slowPerft(position: KonoPosition, depth: number): number {
  if (depth === 0) return 1;
  let total = 0;
  for (const move of kono.legalMoves(position)) total += slowPerft(kono.play(position, move), depth - 1);
  return total;
}

function randomPosition(seed: number, plies: number, options: { repetition?: number } = {}): KonoPosition {
  const random = createRandom(seed);
  let position = kono.start(options);
  for (let i = 0; i < plies; i++) {
    const moves = kono.legalMoves(position);
    if (moves.length === 0) break;
    position = kono.play(position, random.pick(moves));
  }
  return position;
}

describe('perft', () => {
  const start = kono.start();

  it('is 1 at depth 0, even where the game is over', () => {
    expect(perft(kono, start, 0)).toBe(1);
    const over = kono.parsePosition('4/4/4/b3 w');
    expect(kono.outcome(over)).toBeDefined();
    expect(perft(kono, over, 0)).toBe(1);
    expect(perft(kono, over, 1)).toBe(0);
    expect(perft(kono, over, 3)).toBe(0);
  });

  it('counts the first plies of Kono by hand', () => {
    // The full board allows only Black's four jumps up the files; each leaves White four jumps.
    expect(perft(kono, start, 1)).toBe(4);
    expect(perft(kono, start, 2)).toBe(16);
  });

  it('agrees with a walk over legalMoves and play', () => {
    expect(perft(kono, start, 4)).toBe(slowPerft(start, 4));
    for (const seed of [1, 2, 3, 4, 5]) {
      const position = randomPosition(seed, 6 + seed);
      expect(perft(kono, position, 3), kono.formatPosition(position)).toBe(slowPerft(position, 3));
    }
  });

  it('ends lines where a draw option ends the game', () => {
    const short = kono.start({ maxPlies: 2 });
    expect(perft(kono, short, 2)).toBe(16);
    // Every line is over after two plies, so none has three.
    expect(perft(kono, short, 3)).toBe(0);
  });

  it('honours the repetition history the position carries', () => {
    // Two lone pieces shuffling: after a4-b4 d1-c1 b4-a4 the next c1-d1 makes the third occurrence.
    let position = kono.parsePosition('b3/4/4/3w b', { repetition: 3 });
    for (const m of ['a4-b4', 'd1-c1', 'b4-a4', 'c1-d1', 'a4-b4', 'd1-c1', 'b4-a4'])
      position = kono.play(position, kono.parseMove(position, m));
    expect(perft(kono, position, 2)).toBe(slowPerft(position, 2));
    const fresh = kono.parsePosition(kono.formatPosition(position), { repetition: 3 });
    // Without the history the shuffle goes on, so the counts must differ.
    expect(perft(kono, fresh, 2)).not.toBe(perft(kono, position, 2));
  });

  it.each([-1, 1.5, 65, Number.NaN, Number.POSITIVE_INFINITY, '2' as unknown as number])('refuses depth %s', (depth) => {
    expectRulesError(() => perft(kono, start, depth), 'argument/invalid');
    expectRulesError(() => divide(kono, start, depth), 'argument/invalid');
  });

  it('refuses a position of another game', () => {
    const alien = { ...start, game: 'chess' };
    expectRulesError(() => perft(kono, alien, 1), 'argument/invalid');
  });
});

describe('divide', () => {
  it('refuses depth 0', () => {
    expectRulesError(() => divide(kono, kono.start(), 0), 'argument/invalid');
  });

  it('splits perft by first move, in legal-move order', () => {
    for (const seed of [0, 11, 12]) {
      const position = seed === 0 ? kono.start() : randomPosition(seed, 9);
      for (const depth of [1, 2, 3]) {
        const rows = divide(kono, position, depth);
        const legal = kono.legalMoves(position);
        expect(rows.map((r) => r.move)).toEqual(legal);
        expect(rows.map((r) => r.notation)).toEqual(legal.map((m) => kono.formatMove(position, m)));
        expect(rows.reduce((s, r) => s + r.nodes, 0)).toBe(perft(kono, position, depth));
        for (const row of rows) expect(row.nodes).toBe(slowPerft(kono.play(position, row.move), depth - 1));
      }
    }
  });

  it('lists the opening jumps of Kono by point order', () => {
    expect(divide(kono, kono.start(), 2).map((r) => `${r.notation} ${r.nodes}`)).toEqual(['a1xa3 4', 'b1xb3 4', 'c1xc3 4', 'd1xd3 4']);
  });

  it('is empty in a finished position', () => {
    expect(divide(kono, kono.parsePosition('4/4/4/b3 w'), 2)).toEqual([]);
  });
});
