import { describe, expect, expectTypeOf, it } from 'vitest';
import { julgonu, type JulGonuMove, type JulGonuOptions } from '../../src/julgonu/index.js';
import { kono, type KonoMove, type KonoOptions } from '../../src/kono/index.js';
import { agon, gong } from '../../src/index.js';
import {
  julGonuPreviousSolver,
  julGonuSolver,
  konoSolver,
  SOLVER_IDS,
  solverById,
  solverFor,
  solvers,
  type Solution,
  type SolverEntry,
  type SolverId,
} from '../../src/solve/index.js';
import { thrown } from '../support/errors.js';

/**
 * The solvers' registry: its shape, ids and lookup. No full solve runs here (they take 2 s to a
 * minute, and settings.test.ts runs the Jul-Gonu one); an entry's `solve` runs on a one-piece
 * endgame, which takes milliseconds.
 */

describe('the solvers registry', () => {
  it('lists exactly SOLVER_IDS, in order, each entry under its own id, all frozen', () => {
    expect(SOLVER_IDS).toEqual(['kono', 'kono-reduced-to-one', 'julgonu-off', 'julgonu-previous']);
    expect(Object.keys(solvers)).toEqual(SOLVER_IDS);
    expect(Object.isFrozen(solvers)).toBe(true);
    for (const id of SOLVER_IDS) {
      const entry = solvers[id];
      expect(entry.id).toBe(id);
      expect(Object.isFrozen(entry)).toBe(true);
      expect(Object.isFrozen(entry.options)).toBe(true);
      expect(entry.game).toBe(entry.solver.game);
      expect(entry.name).not.toBe('');
      expect(entry.description).not.toBe('');
    }
  });

  it('gives each entry its game, solver and the rules options it solves', () => {
    expect(solvers.kono).toMatchObject({ game: kono, solver: konoSolver, options: {} });
    expect(solvers['julgonu-off']).toMatchObject({ game: julgonu, solver: julGonuSolver, options: { noRepeat: 'off' } });
    expect(solvers['julgonu-previous']).toMatchObject({ game: julgonu, solver: julGonuPreviousSolver, options: { noRepeat: 'previous' } });
  });

  it("an entry's options start a position its table values", () => {
    for (const id of SOLVER_IDS) {
      const { game, options, solver } = solverById(id);
      expect(() => solver.indexOf(game.start(options)), id).not.toThrow();
    }
  });

  it("an entry's solve builds its solver's table (a one-piece endgame)", () => {
    const table = solvers['julgonu-off'].solve({ maxPieces: 1 });
    expect(table.solver).toBe(julGonuSolver);
    expect(table.maxPieces).toBe(1);
    // A lone piece has lost (J5), whoever else stands on the board.
    expect(table.value(julgonu.parsePosition('b3/4/4/w3 b', { noRepeat: 'off' }))).toEqual({ result: 'loss', plies: 0 });
    expect(thrown(() => solvers.kono.solve({ maxPieces: 9 })).code).toBe('argument/invalid');
  });

  it('finds an entry by id', () => {
    for (const id of SOLVER_IDS) expect(solverById(id)).toBe(solvers[id]);
  });

  it.each(['julgonu', 'julgonu-any', 'gong', 'Kono', '', 'toString', '__proto__', 'constructor'])(
    'refuses the id %j with argument/invalid, naming the known ids',
    (id) => {
      const error = thrown(() => solverById(id));
      expect(error.code).toBe('argument/invalid');
      expect(error.message).toContain(JSON.stringify(id));
      for (const known of SOLVER_IDS) expect(error.message).toContain(known);
    },
  );

  it.each([undefined, null, 3, {}, { toString: () => 'kono' }])('refuses %p, which is not a string, with argument/invalid', (id) => {
    expect(thrown(() => solverById(id as string)).code).toBe('argument/invalid');
  });

  it('types each entry by its game', () => {
    expectTypeOf(solvers.kono).toEqualTypeOf<SolverEntry<'kono', KonoMove, KonoOptions>>();
    expectTypeOf(solvers['julgonu-previous'].solve).returns.toEqualTypeOf<Solution<'julgonu', JulGonuMove, JulGonuOptions>>();
    expectTypeOf(solverById).returns.toEqualTypeOf<SolverEntry>();
    expectTypeOf<keyof typeof solvers>().toEqualTypeOf<SolverId>();
    // Every entry is also an entry of unknown types, with no cast: what code handling them all alike uses.
    expectTypeOf(solvers['julgonu-off']).toMatchTypeOf<SolverEntry>();
  });
});

describe('solverFor', () => {
  it('finds the solver of a game under its rules options, the draw options aside', () => {
    expect(solverFor(kono)).toBe(solvers.kono);
    expect(solverFor(kono, { maxPlies: 100, repetition: 3 })).toBe(solvers.kono);
    expect(solverFor(julgonu)).toBe(solvers['julgonu-previous']);
    expect(solverFor(julgonu, { noRepeat: 'off', maxPlies: 50 })).toBe(solvers['julgonu-off']);
    expect(solverFor(julgonu, { noRepeat: 'any' })).toBeUndefined();
    expect(solverFor(agon)).toBeUndefined();
    expect(solverFor(gong)).toBeUndefined();
  });

  it('refuses what is not a game, and options the game refuses', () => {
    expect(thrown(() => solverFor(null as never)).code).toBe('argument/invalid');
    expect(thrown(() => solverFor(julgonu, { noRepeat: 'never' as never })).code).toBe('option/invalid');
  });
});
