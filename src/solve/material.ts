// A solve split by material, to share it between machines: a move never adds pieces, so the
// positions of one material class depend only on those of the same class and of classes with
// fewer pieces. Each class is solved from the finished tables of the classes its captures reach,
// and the class tables merge into the table of the whole space, byte for byte the one a single
// solve saves (its build time aside).
import { describeValue } from '../core/describe.js';
import { RulesError, quote } from '../core/errors.js';
import { functionSetting, positiveInteger, readSettings } from '../core/read-settings.js';
import {
  allocate,
  DECIDED,
  DRAWN,
  IndexList,
  retrograde,
  type RetrogradeSpace,
  type SolveProgress,
  type SolveStats,
} from './retrograde.js';
import {
  encodeTable,
  keepTable,
  readHeader,
  readValues,
  Solution,
  tableOf,
  verifyValues,
  type Solver,
  type SolverMaterial,
} from './solution.js';
import { requireSolver } from './solver-guard.js';

/**
 * A material class of a solver's space: the positions where one side has `pieces[0]` pieces and
 * the other `pieces[1]`, either side to move. A move that takes nothing keeps a position in its
 * class (the sides swap as the turn passes, hence either side to move); a capture leads to a
 * class with fewer pieces in all. So a class depends only on itself and on classes of earlier
 * {@link MaterialClass.stage | stages}.
 */
export interface MaterialClass {
  /** The class's name, `a,b` with `a ≥ b` (`3,2`): how messages, the command line and file names write it. */
  readonly name: string;
  /** The pieces of either side, the larger count first. */
  readonly pieces: readonly [number, number];
  /** The pieces in all, `a + b`: the classes of one stage depend only on earlier stages, so they can be solved at once. */
  readonly stage: number;
  /** The classes whose finished tables its solve reads (those its captures lead to), by name. */
  readonly dependsOn: readonly string[];
}

/** The name of the class of `a` and `b` pieces, the larger first. */
const nameOf = (a: number, b: number): string => `${Math.max(a, b)},${Math.min(a, b)}`;

/** The material classes of `solver`, refused with `argument/invalid` when its space has none. */
function materialOf(solver: Solver<string, unknown, unknown>, owner: string): SolverMaterial {
  requireSolver(solver, owner);
  if (solver.material === undefined)
    throw new RulesError('argument/invalid', `${owner}: the space of ${quote(solver.id)} does not split into material classes`);
  return solver.material;
}

/** The class of `a` and `b` pieces (either order) of a solver whose captures take up to `maxTaken` pieces. */
function classOf(a: number, b: number, maxTaken: number): MaterialClass {
  const more = Math.max(a, b);
  const fewer = Math.min(a, b);
  const dependsOn = new Set<string>();
  // The side with `more` takes k of the other's; or the side with `fewer` takes k of the other's.
  for (let k = 1; k <= Math.min(maxTaken, fewer); k++) dependsOn.add(nameOf(more, fewer - k));
  for (let k = 1; k <= Math.min(maxTaken, more); k++) dependsOn.add(nameOf(fewer, more - k));
  return Object.freeze({
    name: nameOf(more, fewer),
    pieces: Object.freeze([more, fewer] as const),
    stage: more + fewer,
    dependsOn: Object.freeze([...dependsOn]),
  });
}

/**
 * The material classes of a solver's space (of its positions with at most `maxPieces` pieces a
 * side, by default all), in an order to solve them in: by {@link MaterialClass.stage}, and
 * within a stage by the larger count, highest first. Every class comes after those it depends
 * on. Kono has 45 classes, Jul-Gonu with `noRepeat: 'off'` 15.
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a value that is not a solver, a
 *   solver whose space has no material classes (`julGonuPreviousSolver`, whose positions carry a history)
 *   or a bad `maxPieces`.
 */
export function materialClasses<Id extends string, M, O>(solver: Solver<Id, M, O>, maxPieces?: number): readonly MaterialClass[] {
  const { maxTaken } = materialOf(solver, 'materialClasses');
  const extent = positiveInteger('materialClasses', 'maxPieces', maxPieces, solver.maxPieces) ?? solver.maxPieces;
  const classes: MaterialClass[] = [];
  for (let stage = 0; stage <= 2 * extent; stage++) {
    for (let more = Math.min(stage, extent); 2 * more >= stage; more--) classes.push(classOf(more, stage - more, maxTaken));
  }
  return Object.freeze(classes);
}

/**
 * The material class of a solver named by its piece counts, in either order: `'3,2'`, `'2,3'`
 * or `[3, 2]`.
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a value that is not a solver, a
 *   solver whose space has no material classes, or counts that are not two whole numbers from 0 to the solver's `maxPieces`.
 */
export function materialClass<Id extends string, M, O>(solver: Solver<Id, M, O>, which: string | readonly [number, number]): MaterialClass {
  return parseClass(solver, which, 'materialClass');
}

/** The class `which` names (see {@link materialClass}), checked for `owner`. */
function parseClass(solver: Solver<string, unknown, unknown>, which: unknown, owner: string): MaterialClass {
  const { maxTaken } = materialOf(solver, owner);
  const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= solver.maxPieces;
  const counts: readonly unknown[] =
    typeof which === 'string' && /^\s*\d+\s*,\s*\d+\s*$/.test(which) ? which.split(',').map(Number) : Array.isArray(which) ? which : [];
  const [a, b] = counts;
  if (counts.length !== 2 || !isCount(a) || !isCount(b))
    throw new RulesError(
      'argument/invalid',
      `${owner}: a material class of ${quote(solver.id)} is two piece counts from 0 to ${solver.maxPieces}, as '3,2' or [3, 2]; ` +
        `got ${describeValue(which)}`,
    );
  return classOf(a, b, maxTaken);
}

/**
 * The solved table of one material class: the value of each of its positions, to merge with the
 * other classes' into the table of the whole space ({@link mergeClassTables}) and to solve the
 * classes that depend on it ({@link solveClass}). Keep it with {@link saveClassTable} and
 * {@link loadClassTable}.
 */
export class ClassTable<Id extends string, M, O> {
  /** The solver whose space the class is of. */
  readonly solver: Solver<Id, M, O>;
  /** The class solved. */
  readonly material: MaterialClass;
  /** Counts of the class's wins, losses and draws, and its longest forced win. */
  readonly stats: SolveStats;
  /** Milliseconds the class's solve took. */
  readonly buildMs: number;

  /** @internal Built by {@link solveClass} and {@link loadClassTable}. */
  constructor(
    solver: Solver<Id, M, O>,
    material: MaterialClass,
    space: RetrogradeSpace,
    values: Uint16Array,
    stats: SolveStats,
    buildMs: number,
  ) {
    this.solver = solver;
    this.material = material;
    keepTable(this, space, values);
    this.stats = stats;
    this.buildMs = buildMs;
  }
}

/**
 * The class tables given to `owner`, by class name: every one a {@link ClassTable} of `solver`,
 * no class twice.
 */
function tablesByName<Id extends string, M, O>(
  solver: Solver<Id, M, O>,
  tables: Iterable<ClassTable<Id, M, O>>,
  owner: string,
): Map<string, ClassTable<Id, M, O>> {
  const byName = new Map<string, ClassTable<Id, M, O>>();
  const iterate: unknown =
    typeof tables === 'object' && tables !== null ? (tables as Partial<Iterable<unknown>>)[Symbol.iterator] : undefined;
  // A typed array holds numbers, never tables; and a proxy around one cannot be iterated at all.
  if (typeof iterate !== 'function' || tables instanceof TYPED_ARRAY) {
    throw new RulesError('argument/invalid', `${owner} needs class tables as a list (an iterable), got ${describeValue(tables)}`);
  }
  // No class is given twice, so there are at most as many tables as classes: the iteration stops
  // one past that, however long the list (or endless the iterable).
  const most = ((solver.maxPieces + 1) * (solver.maxPieces + 2)) / 2;
  for (const table of tables) {
    if (byName.size === most)
      throw new RulesError('argument/invalid', `${owner} got more tables than ${quote(solver.id)} has classes (${most})`);
    if (!(table instanceof ClassTable))
      throw new RulesError('argument/invalid', `${owner} needs class tables, got ${describeValue(table)}`);
    if (table.solver.id !== solver.id)
      throw new RulesError(
        'table/wrong-game',
        `the table of class ${table.material.name} solves ${JSON.stringify(table.solver.id)}, not ${JSON.stringify(solver.id)}`,
      );
    if (byName.has(table.material.name))
      throw new RulesError('argument/invalid', `${owner} got the table of class ${table.material.name} twice`);
    byName.set(table.material.name, table);
  }
  return byName;
}

/** Names for a message, the first eight and how many more: a solver of 64 pieces a side has over 2,000 classes. */
function listed(names: readonly string[]): string {
  return names.length > 8 ? `${names.slice(0, 8).join(' ')} and ${names.length - 8} more` : names.join(' ');
}

/** The constructor all typed arrays share, which `instanceof` recognises them by. */
const TYPED_ARRAY = Object.getPrototypeOf(Int8Array) as abstract new () => ArrayBufferView;

/** Settings of {@link solveClass}. */
export interface ClassSolveSettings {
  /** Called with the progress of the solve, about once per million positions (those of the class only). */
  readonly onProgress?: (progress: SolveProgress) => void;
}

/**
 * Solves one material class of a solver's space, given the finished tables of the classes it
 * depends on (`lower`, which may hold more: the others are not read). The retrograde analysis runs
 * over the class's positions only; the positions of the lower tables seed it, each at the round
 * of its distance, so the values and distances are exactly those of a solve of the whole space.
 * Memory: three bytes a position of the class, and four a decided position of the classes it
 * depends on.
 *
 * @example
 * ```ts
 * import type { KonoMove, KonoOptions } from 'ludicore/kono';
 * import { konoSolver, materialClasses, mergeClassTables, solve, solveClass, type ClassTable } from 'ludicore/solve';
 * const done: ClassTable<'kono', KonoMove, KonoOptions>[] = [];
 * for (const material of materialClasses(konoSolver, 3)) done.push(solveClass(konoSolver, material.name, done));
 * const merged = mergeClassTables(konoSolver, done, { maxPieces: 3 }); // solve(konoSolver, { maxPieces: 3 }), value for value
 * merged.stats.positions; // → 277993
 * merged.stats.wins === solve(konoSolver, { maxPieces: 3 }).stats.wins; // → true
 * ```
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a value that is not a
 *   solver, a bad class, unknown settings, a `lower` that is not an iterable (or is a typed
 *   array), a value in `lower` that is no class table or a class given twice, or a table of
 *   `material.dependsOn` missing from `lower` (the message names it); `table/wrong-game` for a
 *   table of another solver; `resource/exhausted` when the memory cannot be allocated.
 */
export function solveClass<Id extends string, M, O>(
  solver: Solver<Id, M, O>,
  which: string | readonly [number, number],
  lower: Iterable<ClassTable<Id, M, O>>,
  settings?: ClassSolveSettings,
): ClassTable<Id, M, O> {
  const material = parseClass(solver, which, 'solveClass');
  const onProgress = functionSetting<(progress: SolveProgress) => void>(
    'solveClass',
    'onProgress',
    readSettings('solveClass', settings, ['onProgress']).onProgress,
  );
  const tables = tablesByName(solver, lower, 'solveClass');
  const started = Date.now();
  // The positions of the classes below, by distance (draws decide nothing).
  const what = `seeding the solve of the class ${material.name}`;
  const byDistance: IndexList[] = [];
  for (const name of material.dependsOn) {
    const table = tables.get(name);
    if (table === undefined)
      throw new RulesError(
        'argument/invalid',
        `solving the class ${material.name} of ${quote(solver.id)} needs the tables of the classes ${material.dependsOn.join(' and ')}; ` +
          `the table of ${name} is missing`,
      );
    const { space, values } = tableOf(table);
    let at = 0;
    space.forEachIndex((index) => {
      const code = values[at++] as number;
      if (code === DRAWN) return;
      const plies = code - DECIDED;
      (byDistance[plies] ??= new IndexList(what, 4 * values.length, 1 << 10)).push(index);
    });
  }
  const seeds = Array.from(byDistance, (list) => (list === undefined ? new Int32Array(0) : list.take()));
  const space = materialOf(solver, 'solveClass').space(material.pieces);
  const { values, stats } = retrograde(space, onProgress, seeds);
  return new ClassTable(solver, material, space, values, stats, Date.now() - started);
}

/**
 * A class table as bytes to write to a file: the format of {@link saveTable}, with the extent
 * byte 0 (no whole space has it) and the class's two piece counts after the solver's id.
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a value that is not a class table.
 */
export function saveClassTable<Id extends string, M, O>(table: ClassTable<Id, M, O>): Uint8Array {
  if (!(table instanceof ClassTable))
    throw new RulesError('argument/invalid', `saveClassTable needs a class table, got ${describeValue(table)}`);
  return encodeTable(table.solver.id, table.material.pieces, tableOf(table).values, table.stats, table.buildMs);
}

/** Settings of {@link loadClassTable}. */
export interface LoadClassTableSettings {
  /** The class the table must be of (`'3,2'` or `[3, 2]`), to refuse a file that holds another. */
  readonly material?: string | readonly [number, number];
}

/**
 * Reads a class table written by {@link saveClassTable}, with the checks of {@link loadTable}
 * (header, length, checksum, solver id, number of values) before anything is allocated for the
 * values.
 *
 * @throws {@link ludicore!RulesError | RulesError} `table/truncated` and `table/corrupt` as
 *   {@link loadTable} does; `table/wrong-game` for a table of another solver, of the whole space
 *   rather than a class, or of another class than `settings.material`; `argument/invalid` for
 *   a value that is not a solver, bytes that are not a `Uint8Array`, a solver without material
 *   classes or unknown settings.
 */
export function loadClassTable<Id extends string, M, O>(
  solver: Solver<Id, M, O>,
  bytes: Uint8Array,
  settings?: LoadClassTableSettings,
): ClassTable<Id, M, O> {
  requireSolver(solver, 'loadClassTable');
  const expected = readSettings('loadClassTable', settings, ['material']).material;
  const wanted = expected === undefined ? undefined : parseClass(solver, expected, 'loadClassTable');
  const material = materialOf(solver, 'loadClassTable');
  const header = readHeader(solver, bytes, 'loadClassTable');
  const { pieces } = header;
  if (pieces === undefined)
    throw new RulesError(
      'table/wrong-game',
      `this is the table of a whole space of ${JSON.stringify(solver.id)} (up to ${header.extent} pieces a side), not of a material class: load it with loadTable`,
    );
  const [more, fewer] = pieces;
  if (!(fewer <= more && more <= solver.maxPieces))
    throw new RulesError('table/corrupt', `the table header is damaged (class ${more},${fewer})`);
  const found = classOf(more, fewer, material.maxTaken);
  if (wanted !== undefined && wanted.name !== found.name)
    throw new RulesError(
      'table/wrong-game',
      `this is the table of the class ${found.name} of ${JSON.stringify(solver.id)}, not of ${wanted.name}`,
    );
  const space = material.space(found.pieces);
  const { values, stats } = readValues(bytes, header, space, `loading the table of the class ${found.name}`);
  return new ClassTable(solver, found, space, values, stats, header.buildMs);
}

/** Settings of {@link mergeClassTables}. */
export interface MergeSettings {
  /** The extent of the table to build: the classes with at most this many pieces a side; default the solver's `maxPieces`. */
  readonly maxPieces?: number;
  /**
   * Check that every value of the merged table agrees with its successors' values, as `loadTable`'s
   * `verify` does (default `false`): the check of class tables from elsewhere. A class table's
   * checksum detects damage, not a table whose values, or whose class bytes, were rewritten and
   * the checksum recomputed; such a table loads (as another class, even, where two classes have
   * as many positions), and the merge verified refuses it. Costs time linear in the table and
   * three bytes a position while it runs.
   */
  readonly verify?: boolean;
}

/**
 * Merges class tables into the table of the whole space (with `maxPieces`, of an endgame): the
 * `Solution` that {@link solve} builds, value for value, so that {@link saveTable} saves the
 * same bytes but for the build time (here the sum of the classes', and the checksum with it).
 * `tables` must hold every class of the extent (see {@link materialClasses}); others are left out.
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a value that is not a
 *   solver, `tables` that are not an iterable (or are a typed array), a missing class (the
 *   message names it), a class given twice, a value that is no class table, a bad `maxPieces` or
 *   unknown settings; `table/wrong-game` for a table of another solver; with `verify`,
 *   `table/corrupt` for a value that disagrees with its successors; `resource/exhausted`
 *   when the table does not fit in memory.
 */
export function mergeClassTables<Id extends string, M, O>(
  solver: Solver<Id, M, O>,
  tables: Iterable<ClassTable<Id, M, O>>,
  settings?: MergeSettings,
): Solution<Id, M, O> {
  requireSolver(solver, 'mergeClassTables');
  const given = readSettings('mergeClassTables', settings, ['maxPieces', 'verify']);
  const maxPieces = positiveInteger('mergeClassTables', 'maxPieces', given.maxPieces, solver.maxPieces) ?? solver.maxPieces;
  if (given.verify !== undefined && typeof given.verify !== 'boolean')
    throw new RulesError('argument/invalid', `mergeClassTables verify must be true or false, got ${describeValue(given.verify)}`);
  const classes = materialClasses(solver, maxPieces);
  const byName = tablesByName(solver, tables, 'mergeClassTables');
  const parts: ClassTable<Id, M, O>[] = [];
  const missing: string[] = [];
  for (const material of classes) {
    const table = byName.get(material.name);
    if (table === undefined) missing.push(material.name);
    else parts.push(table);
  }
  if (missing.length > 0)
    throw new RulesError(
      'argument/invalid',
      `merging the ${classes.length} classes of ${quote(solver.id)} up to ${maxPieces} pieces a side needs every one; missing: ${listed(missing)}`,
    );
  const space = solver.space(maxPieces);
  const values = allocate(
    Uint16Array,
    space.positions,
    `merging a table of ${space.positions.toLocaleString('en-US')} positions`,
    2 * space.positions,
  );
  let wins = 0;
  let losses = 0;
  let longestWin = 0;
  let buildMs = 0;
  for (const table of parts) {
    const { space: part, values: partValues } = tableOf(table);
    let at = 0;
    part.forEachIndex((index) => {
      values[space.rank(index)] = partValues[at++] as number;
    });
    wins += table.stats.wins;
    losses += table.stats.losses;
    longestWin = Math.max(longestWin, table.stats.longestWin);
    buildMs += table.buildMs;
  }
  if (given.verify === true) verifyValues(space, values, `verifying a table of ${space.positions.toLocaleString('en-US')} positions`);
  const stats = { positions: space.positions, wins, losses, draws: space.positions - wins - losses, longestWin };
  return new Solution(solver, maxPieces, space, values, stats, buildMs);
}
