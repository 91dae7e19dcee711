import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ClassTable,
  julGonuPreviousSolver,
  julGonuSolver,
  konoReducedToOneSolver,
  konoSolver,
  loadClassTable,
  loadTable,
  maskSpace,
  materialClass,
  materialClasses,
  mergeClassTables,
  saveClassTable,
  saveTable,
  solve,
  solveClass,
  type MaterialClass,
  type Solver,
} from '../../src/solve/index.js';
import { thrown, thrownCode } from '../support/errors.js';
import { params } from '../support/fc.js';
import {
  arbMasks,
  choose,
  edited,
  JULGONU,
  KONO,
  KONO_REDUCED_TO_ONE,
  masksOf,
  masksOfIndex,
  popcount,
  resealed,
  textOf,
  view,
  type Subject,
} from './helpers.js';

/**
 * A solve split by material: the classes of a solver's space, each solved from the tables of the
 * classes it depends on, saved and loaded as class tables, and merged into the table of the whole
 * space, which must be the one-machine solve's table byte for byte (but its build time and the
 * checksum that covers it, bytes 16–27).
 */

/** The name of the class of a position with `own` and `enemy` pieces, as the docs define it: the larger count first. */
const classNameOf = (own: number, enemy: number): string => `${Math.max(own, enemy)},${Math.min(own, enemy)}`;

/** Every class of the extent solved in the order given, each through its saved bytes, as machines that share files would. */
function solveByClasses<Id extends string, M, O>(solver: Solver<Id, M, O>, classes: readonly MaterialClass[]): ClassTable<Id, M, O>[] {
  const done: ClassTable<Id, M, O>[] = [];
  for (const material of classes) {
    const table = solveClass(solver, material.name, done);
    const again = loadClassTable(solver, saveClassTable(table), { material: material.name });
    expect(again.stats).toEqual(table.stats);
    done.push(again);
  }
  return done;
}

/** The bytes of a table but its checksum and build time (16–27), which differ between two solves of it. */
const withoutBuildTime = (bytes: Uint8Array): Buffer => Buffer.concat([bytes.subarray(0, 16), bytes.subarray(28)]);

const kono3Classes = materialClasses(konoSolver, 3);
const kono3Tables = solveByClasses(konoSolver, kono3Classes);
function kono3Class(name: string): (typeof kono3Tables)[number] {
  const table = kono3Tables.find((t) => t.material.name === name);
  if (table === undefined) throw new Error(`no class ${name} up to 3 pieces`);
  return table;
}

describe('the classes', () => {
  it('Kono: 45 classes of two counts 0 to 8, in stages of pieces in all, each after the classes it depends on', () => {
    const classes = materialClasses(konoSolver);
    expect(classes).toHaveLength(45);
    expect(classes.map((c) => c.name).slice(0, 6)).toEqual(['0,0', '1,0', '2,0', '1,1', '3,0', '2,1']);
    const seen = new Set<string>();
    for (const material of classes) {
      const [more, fewer] = material.pieces;
      expect(material.name).toBe(`${more},${fewer}`);
      expect(more).toBeGreaterThanOrEqual(fewer);
      expect(material.stage).toBe(more + fewer);
      for (const name of material.dependsOn) expect(seen.has(name), `${material.name} after ${name}`).toBe(true);
      seen.add(material.name);
    }
    // A jump takes one piece: the side with 3 takes one of 2, or the side with 2 one of 3.
    expect(materialClass(konoSolver, '2,3')).toEqual(materialClass(konoSolver, [3, 2]));
    expect(materialClass(konoSolver, '3,2').dependsOn).toEqual(['3,1', '2,2']);
    // Jul-Gonu's steps take up to six pieces: every class with one side the same and fewer on the other.
    expect(materialClass(julGonuSolver, '4,3').dependsOn).toEqual(['4,2', '4,1', '4,0', '3,3', '3,2', '3,1', '3,0']);
    expect(materialClasses(julGonuSolver)).toHaveLength(15);
    expect(materialClasses(konoSolver, 3)).toHaveLength(10);
  });

  it('a class holds the placements of its counts, either side to move, and the classes share out the space', () => {
    let total = 0;
    for (const material of materialClasses(konoSolver)) {
      const [a, b] = material.pieces;
      const space = konoSolver.material?.space(material.pieces);
      const placements = choose(16, a) * choose(16 - a, b) * (a === b ? 1 : 2);
      expect(space?.positions, material.name).toBe(placements);
      total += placements;
    }
    expect(total).toBe(konoSolver.space(8).positions);
    // Its positions by rank, in index order, each of the class.
    const space = konoSolver.material?.space([3, 2]);
    let last = -1;
    let rank = 0;
    const wrong: number[] = [];
    space?.forEachIndex((index) => {
      const { own, enemy } = masksOfIndex(index);
      if (index <= last || space.rank(index) !== rank++ || classNameOf(popcount(own), popcount(enemy)) !== '3,2') wrong.push(index);
      last = index;
    });
    expect(wrong).toEqual([]);
    expect(rank).toBe(space?.positions);
  });

  it.each([KONO, KONO_REDUCED_TO_ONE, JULGONU])(
    '$name: every legal move stays in its class or leads to one it depends on',
    (subject: Subject<string, unknown, unknown>) => {
      const { game, solver } = subject;
      fc.assert(
        fc.property(arbMasks(solver.maxPieces), ({ own, enemy }) => {
          const pos = subject.parse(textOf(own, enemy));
          const material = materialClass(solver, classNameOf(popcount(own), popcount(enemy)));
          for (const move of game.legalMoves(pos)) {
            const child = masksOf(game, game.play(pos, move));
            const reached = classNameOf(popcount(child.own), popcount(child.enemy));
            if (reached !== material.name)
              expect(material.dependsOn, `${textOf(own, enemy)} ${game.formatMove(pos, move)}`).toContain(reached);
          }
        }),
        params(300),
      );
    },
  );
});

describe('28.13: class tables from elsewhere are verified when merged', () => {
  it('28.13: a class table whose values were rewritten and resealed loads, and the verified merge refuses it', () => {
    const bytes = saveClassTable(kono3Class('2,1'));
    // Two values that differ, swapped: each a value a table can hold, the checksum made anew.
    const start = bytes.length - kono3Class('2,1').stats.positions;
    let other = start + 1;
    while ((bytes[other] as number) === (bytes[start] as number)) other++;
    const forged = resealed(
      edited(bytes, (copy) => {
        [copy[start], copy[other]] = [copy[other] as number, copy[start] as number];
      }),
    );
    const loaded = loadClassTable(konoSolver, forged);
    const tables = kono3Tables.map((t) => (t.material.name === '2,1' ? loaded : t));
    expect(() => mergeClassTables(konoSolver, tables, { maxPieces: 3 })).not.toThrow();
    const error = thrown(() => mergeClassTables(konoSolver, tables, { maxPieces: 3, verify: true }));
    expect(error.code).toBe('table/corrupt');
    expect(error.message).toMatch(/disagrees with the values of its successors/);
    // The tables as solved pass.
    expect(mergeClassTables(konoSolver, kono3Tables, { maxPieces: 3, verify: true }).stats).toEqual(
      solve(konoSolver, { maxPieces: 3 }).stats,
    );
    expect(thrownCode(() => mergeClassTables(konoSolver, kono3Tables, { maxPieces: 3, verify: 1 } as never))).toBe('argument/invalid');
  });
});

describe('the merged table is the one-machine table', () => {
  it('Kono up to 3 pieces a side: the same bytes, but the build time', () => {
    const merged = mergeClassTables(konoSolver, kono3Tables, { maxPieces: 3 });
    const whole = solve(konoSolver, { maxPieces: 3 });
    expect(merged.stats).toEqual(whole.stats);
    expect(merged.buildMs).toBe(kono3Tables.reduce((sum, t) => sum + t.buildMs, 0));
    expect(withoutBuildTime(saveTable(merged)).equals(withoutBuildTime(saveTable(whole)))).toBe(true);
    // And it loads and answers as a table.
    const loaded = loadTable(konoSolver, saveTable(merged), { verify: true });
    expect(loaded.value(KONO.parse('b3/bb2/4/ww2 b'))).toEqual(whole.value(KONO.parse('b3/bb2/4/ww2 b')));
  });

  it('Kono under K6 up to 3 pieces, with the classes of a stage in the other order and every finished table given each time', () => {
    const classes = [...materialClasses(konoReducedToOneSolver, 3)].sort((x, y) => x.stage - y.stage || x.pieces[0] - y.pieces[0]);
    expect(classes.map((c) => c.name)).not.toEqual(materialClasses(konoReducedToOneSolver, 3).map((c) => c.name));
    const merged = mergeClassTables(konoReducedToOneSolver, solveByClasses(konoReducedToOneSolver, classes), { maxPieces: 3 });
    expect(withoutBuildTime(saveTable(merged)).equals(withoutBuildTime(saveTable(solve(konoReducedToOneSolver, { maxPieces: 3 }))))).toBe(
      true,
    );
  });

  it('Jul-Gonu (noRepeat off), its whole space: the same bytes, but the build time', () => {
    const merged = mergeClassTables(julGonuSolver, solveByClasses(julGonuSolver, materialClasses(julGonuSolver)));
    expect(withoutBuildTime(saveTable(merged)).equals(withoutBuildTime(saveTable(solve(julGonuSolver))))).toBe(true);
  });

  it('Kono up to 2 pieces from the classes of up to 3: the tables of a larger extent serve a smaller one', () => {
    const merged = mergeClassTables(konoSolver, kono3Tables, { maxPieces: 2 });
    expect(withoutBuildTime(saveTable(merged)).equals(withoutBuildTime(saveTable(solve(konoSolver, { maxPieces: 2 }))))).toBe(true);
  });
});

describe('bad input', () => {
  const bytes32 = saveClassTable(kono3Class('3,2'));

  it('a missing lower table: argument/invalid, naming it', () => {
    const without = kono3Tables.filter((t) => t.material.name !== '2,2');
    const error = thrown(() => solveClass(konoSolver, '3,2', without));
    expect(error.code).toBe('argument/invalid');
    expect(error.message).toContain('needs the tables of the classes 3,1 and 2,2; the table of 2,2 is missing');
    const merge = thrown(() => mergeClassTables(konoSolver, without, { maxPieces: 3 }));
    expect(merge.code).toBe('argument/invalid');
    expect(merge.message).toContain('missing: 2,2');
  });

  it('a table of another solver: table/wrong-game, from the bytes and from the table', () => {
    expect(thrown(() => loadClassTable(konoReducedToOneSolver, bytes32)).message).toContain(
      'this table solves "kono", not "kono reducedToOne"',
    );
    expect(thrownCode(() => solveClass(konoReducedToOneSolver, '3,2', kono3Tables))).toBe('table/wrong-game');
  });

  it('a table of another class, or of the whole space where a class is asked for (and back): table/wrong-game', () => {
    const other = thrown(() => loadClassTable(konoSolver, bytes32, { material: '3,1' }));
    expect(other.code).toBe('table/wrong-game');
    expect(other.message).toContain('the class 3,2 of "kono", not of 3,1');
    expect(thrown(() => loadClassTable(konoSolver, saveTable(solve(konoSolver, { maxPieces: 1 })))).message).toContain(
      'not of a material class',
    );
    const whole = thrown(() => loadTable(konoSolver, bytes32));
    expect(whole.code).toBe('table/wrong-game');
    expect(whole.message).toContain('the material class 3,2');
  });

  it('a damaged class table: table/corrupt or table/truncated', () => {
    const start = bytes32.length - kono3Class('3,2').stats.positions;
    expect(
      thrownCode(() =>
        loadClassTable(
          konoSolver,
          edited(bytes32, (c) => (c[start + 5] = (c[start + 5] as number) ^ 1)),
        ),
      ),
    ).toBe('table/corrupt');
    expect(thrownCode(() => loadClassTable(konoSolver, bytes32.subarray(0, bytes32.length - 1)))).toBe('table/truncated');
    // Resealed, so that only the class is wrong: counts out of order, beyond the solver's, or of another class (the count of values then fails).
    for (const [more, fewer] of [
      [2, 3],
      [9, 1],
      [3, 1],
    ] as const) {
      const bad = resealed(edited(bytes32, (c) => c.set([more, fewer], start - 2)));
      expect(
        thrownCode(() => loadClassTable(konoSolver, bad)),
        `${more},${fewer}`,
      ).toBe('table/corrupt');
    }
    expect(thrownCode(() => loadClassTable(konoSolver, resealed(edited(bytes32, (c) => view(c).setUint32(12, 5, true)))))).toBe(
      'table/corrupt',
    );
  });

  it('classes the solver has not, duplicates and values that are no class tables: argument/invalid', () => {
    for (const which of ['3', '9,1', 'a,b', '3,2,1', [3], [1, -1], 3])
      expect(
        thrownCode(() => materialClass(konoSolver, which as string)),
        String(which),
      ).toBe('argument/invalid');
    expect(thrown(() => materialClasses(julGonuPreviousSolver)).message).toContain('does not split into material classes');
    expect(thrownCode(() => solveClass(konoSolver, '1,0', [kono3Class('0,0'), kono3Class('0,0')]))).toBe('argument/invalid');
    expect(thrownCode(() => solveClass(konoSolver, '1,0', [bytes32 as never]))).toBe('argument/invalid');
    expect(thrownCode(() => solveClass(konoSolver, '1,0', [], { threads: 2 } as never))).toBe('argument/invalid');
    expect(thrownCode(() => mergeClassTables(konoSolver, kono3Tables, { maxPieces: 9 }))).toBe('argument/invalid');
    expect(thrownCode(() => saveClassTable(solve(konoSolver, { maxPieces: 1 }) as never))).toBe('argument/invalid');
    expect(
      thrownCode(() => maskSpace({ points: 16, maxPieces: 2, pieces: [3, 0], maxUnmoves: 1, moves: () => 0, unmoves: () => undefined })),
    ).toBe('argument/invalid');
  });
});
