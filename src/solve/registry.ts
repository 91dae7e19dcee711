import { describeValue } from '../core/describe.js';
import { RulesError, quote } from '../core/errors.js';
import type { Game } from '../core/game.js';
import { requireGame } from '../core/guards.js';
import { DRAW_OPTION_SPECS, type OptionsInput } from '../core/options.js';
import { julGonuPreviousSolver } from './julgonu-previous.js';
import { julGonuSolver } from './julgonu.js';
import { konoReducedToOneSolver, konoSolver } from './kono.js';
import { solve, type Solution, type SolveSettings, type Solver } from './solution.js';

/** The ids of the library's solvers, in the order {@link solvers} lists them. */
export const SOLVER_IDS = ['kono', 'kono-reduced-to-one', 'julgonu-off', 'julgonu-previous'] as const;

/** One of {@link SOLVER_IDS}. */
export type SolverId = (typeof SOLVER_IDS)[number];

/**
 * One solver of the registry {@link solvers}: a game, the rules it is solved under, and how to
 * solve it. The type parameters default to `unknown`, so any entry is a `SolverEntry` (what
 * {@link solverById} returns, for code that handles every solver alike).
 *
 * @typeParam Id - the game's id
 * @typeParam M - the move type
 * @typeParam O - the options type
 */
export interface SolverEntry<Id extends string = string, M = unknown, O = unknown> {
  /** The entry's id, its key in {@link solvers}; also the usual stem of its table's file name. */
  readonly id: SolverId;
  /** The game and rules solved, for people: `Four Field Kono`, `Jul-Gonu with noRepeat: 'off'`. */
  readonly name: string;
  /** What a full solve covers and costs, in a sentence. */
  readonly description: string;
  /** The game solved. */
  readonly game: Game<Id, M, O>;
  /**
   * The rules options the table solves: pass them to `game.start` for a position it values.
   * The draw options (`maxPlies`, `repetition`) play no part in a table.
   */
  readonly options: OptionsInput<O>;
  /** The solver itself, for `solve` with settings of its own and for `loadTable`. */
  readonly solver: Solver<Id, M, O>;
  /**
   * Solves the game (see `solve` for the settings).
   *
   * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for unknown settings or a bad `maxPieces`.
   */
  solve(settings?: SolveSettings): Solution<Id, M, O>;
}

/** A frozen registry entry for `solver`, solved under `options`. */
function entryOf<Id extends string, M, O>(
  id: SolverId,
  name: string,
  description: string,
  solver: Solver<Id, M, O>,
  options: OptionsInput<O>,
): SolverEntry<Id, M, O> {
  return Object.freeze({
    id,
    name,
    description,
    game: solver.game,
    options: Object.freeze(options),
    solver,
    solve: (settings?: SolveSettings) => solve(solver, settings),
  });
}

/**
 * The registry of the library's solvers, by id: explicit and typed, like the games' registry
 * `games`. `solvers.kono.solve()` returns a Kono solution, `solvers['julgonu-off'].solve()` a
 * Jul-Gonu one; {@link solverById} looks an entry up from a string.
 *
 * @example
 * ```ts
 * import { solvers } from 'ludicore/solve';
 * const { game, options } = solvers['julgonu-off'];
 * const table = solvers['julgonu-off'].solve({ maxPieces: 2 }); // an endgame table: instant
 * table.stats.positions; // → 14793
 * game.start(options).options; // → { noRepeat: 'off' }
 * ```
 */
// The pure marks here and on the solvers' tables let a bundler drop what is unused: esbuild cannot
// tell that these calls have no side effect, and would keep both games for `solveKono` alone.
export const solvers = /* @__PURE__ */ Object.freeze({
  /** Four Field Kono under its default rules, where play goes on when a side is down to one piece (K5). */
  kono: /* @__PURE__ */ entryOf(
    'kono',
    'Four Field Kono',
    'every placement of up to eight pieces a side: 38.7 million positions, about 20 s and 220 MB',
    konoSolver,
    { reducedToOne: false },
  ),
  /** Four Field Kono with `reducedToOne: true`, where a side down to one piece on its turn has lost (K6). */
  'kono-reduced-to-one': /* @__PURE__ */ entryOf(
    'kono-reduced-to-one',
    'Four Field Kono with reducedToOne (K6)',
    'every placement of up to eight pieces a side, a side down to one piece having lost: 38.7 million positions, about 20 s and 220 MB',
    konoReducedToOneSolver,
    { reducedToOne: true },
  ),
  /** Jul-Gonu with J4 off, where a position's value depends on the board and the player to move alone. */
  'julgonu-off': /* @__PURE__ */ entryOf(
    'julgonu-off',
    "Jul-Gonu with noRepeat: 'off'",
    'every placement of up to four pieces a side: 2.3 million positions, about 2 s',
    julGonuSolver,
    { noRepeat: 'off' },
  ),
  /** Jul-Gonu under its default reading of J4, with the history of the last moves J4 looks at. */
  'julgonu-previous': /* @__PURE__ */ entryOf(
    'julgonu-previous',
    "Jul-Gonu with noRepeat: 'previous' (the default rules)",
    'every placement of up to four pieces a side with the history J4 looks at: 187 million positions, about a minute and 1 GB',
    julGonuPreviousSolver,
    { noRepeat: 'previous' },
  ),
} satisfies { readonly [I in SolverId]: SolverEntry });

// The ids as plain strings, to test a string against them without a cast.
const KNOWN_IDS: readonly string[] = SOLVER_IDS;

/** Whether `id` is one of {@link SOLVER_IDS}. */
function isSolverId(id: string): id is SolverId {
  return KNOWN_IDS.includes(id);
}

/**
 * The solver with the given id, as a {@link SolverEntry} of unknown types (index
 * {@link solvers} with a {@link SolverId} for the typed entry).
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for an id that is not one of
 *   {@link SOLVER_IDS} (the message names them), or not a string.
 */
export function solverById(id: string): SolverEntry {
  if (typeof id !== 'string') throw new RulesError('argument/invalid', `a solver id must be a string, got ${describeValue(id)}`);
  if (!isSolverId(id)) throw new RulesError('argument/invalid', `unknown solver ${quote(id)}; known solvers: ${SOLVER_IDS.join(', ')}`);
  return solvers[id];
}

/**
 * The solver whose table values `game` under these rules options (the draw options aside, which
 * play no part in a table), or `undefined` when none does: what a program asks before it offers
 * perfect play. `solverFor(kono)` is `solvers.kono`; `solverFor(julgonu)` is
 * `solvers['julgonu-previous']`, the default rules; Agon and Gong have none.
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a value that is not a
 *   game, `option/invalid` for options the game refuses.
 */
export function solverFor<Id extends string, M, O>(game: Game<Id, M, O>, options?: OptionsInput<O>): SolverEntry | undefined {
  requireGame(game, 'solverFor');
  const played: Readonly<Record<string, unknown>> = { ...game.start(options).options };
  return SOLVER_IDS.map((id): SolverEntry => solvers[id]).find((entry) => {
    if (entry.game !== game) return false;
    const solved: Readonly<Record<string, unknown>> = { ...entry.game.start(entry.options).options };
    const names = new Set([...Object.keys(played), ...Object.keys(solved)].filter((name) => !Object.hasOwn(DRAW_OPTION_SPECS, name)));
    return [...names].every((name) => played[name] === solved[name]);
  });
}
