/**
 * Perfect play: Four Field Kono and Jul-Gonu solved by retrograde analysis, the tables of the
 * solutions (to save and load), the registry {@link solvers}, and {@link solveInParallel} to
 * solve on every core, {@link solveClass} and {@link mergeClassTables} to split a solve across
 * machines by material. The engine underneath
 * ({@link retrograde}, {@link maskSpace}) is here too, to solve other spaces with.
 * See `docs/solutions.md`.
 *
 * @example
 * ```ts
 * import { kono } from 'ludicore/kono';
 * import { loadTable, saveTable, solveKono, konoSolver } from 'ludicore/solve';
 * const table = solveKono(); // about 20 seconds
 * table.value(kono.start()); // → { result: 'draw', plies: undefined }
 * const again = loadTable(konoSolver, saveTable(table));
 * again.value(kono.start()); // → { result: 'draw', plies: undefined }
 * ```
 *
 * @module
 */
export {
  retrograde,
  DRAWN,
  DECIDED,
  type RetrogradeResult,
  type RetrogradeSeeds,
  type RetrogradeSpace,
  type SolveProgress,
  type SolveStats,
} from './retrograde.js';
export { maskSpace, moverIndex, type MaskSpace, type MaskSpaceRules } from './mask-space.js';
export {
  solve,
  saveTable,
  loadTable,
  Solution,
  type Solver,
  type SolverMaterial,
  type SolveSettings,
  type LoadTableSettings,
  type PositionValue,
} from './solution.js';
export {
  materialClasses,
  materialClass,
  solveClass,
  saveClassTable,
  loadClassTable,
  mergeClassTables,
  ClassTable,
  type MaterialClass,
  type ClassSolveSettings,
  type LoadClassTableSettings,
  type MergeSettings,
} from './material.js';
export { konoReducedToOneSolver, konoSolver, solveKono } from './kono.js';
export { julGonuSolver, solveJulGonu } from './julgonu.js';
export { julGonuPreviousSolver, solveJulGonuPrevious } from './julgonu-previous.js';
export { solvers, solverById, solverFor, SOLVER_IDS, type SolverId, type SolverEntry } from './registry.js';
export { solveInParallel, MAX_SOLVE_THREADS, type ParallelSolveSettings, type SolutionOf } from './parallel.js';
export { perfectBot, type PerfectBotSettings, type PerfectDecision } from './perfect-bot.js';
