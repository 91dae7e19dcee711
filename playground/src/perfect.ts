/**
 * The perfect bot of the playground's worker: the table of a solved game, built on first use
 * (with its progress reported) and kept for the worker's life, played by `perfectBot`.
 */
import type { AnyGame, OptionsInput, Position } from 'ludicore';
import type { Bot } from 'ludicore/ai';
import { loadTable, perfectBot, solverById, solverFor, type Solution, type SolveProgress } from 'ludicore/solve';

/** The tables solved so far, by solver id: the worker solves each game once. */
const tables = new Map<string, Solution<string, unknown, unknown>>();

/** The solvers a browser tab can afford; the default Jul-Gonu rules' table needs about 1 GB. */
const IN_A_TAB: readonly string[] = ['kono', 'kono-reduced-to-one', 'julgonu-off'];

/**
 * The perfect bot for `game` under `options`, its table solved first when this worker has not
 * solved it yet (`progress` hears how far it is, in words).
 *
 * @throws Error naming the games it plays, for any other game or rules.
 */
export function perfectPlayer(
  game: AnyGame,
  options: OptionsInput<unknown>,
  seed: number,
  progress: (words: string) => void,
): Bot<Position, unknown> {
  const entry = solverFor(game, options);
  if (entry === undefined || !IN_A_TAB.includes(entry.id)) {
    throw new Error(
      "the perfect bot plays Four Field Kono (either end) and Jul-Gonu with noRepeat 'off' (the table of Jul-Gonu's default rules needs about 1 GB)",
    );
  }
  let table = tables.get(entry.id);
  if (table === undefined) {
    progress(`Solving ${entry.name} for the perfect bot…`);
    table = entry.solve({ onProgress: (p: SolveProgress) => progress(solvingWords(entry.name, p)) });
    tables.set(entry.id, table);
  }
  return perfectBot(table, { random: seed });
}

/**
 * The table of `game` under `options` if this worker holds it already (solved for the perfect
 * bot, or taken from a file), without solving it: the strongest level plays it where it has it.
 */
export function heldTable(game: AnyGame, options: OptionsInput<unknown>): Solution<string, unknown, unknown> | undefined {
  const entry = solverFor(game, options);
  return entry === undefined ? undefined : tables.get(entry.id);
}

/**
 * Takes a table saved by `ludicore solve` (or `saveTable`) for the perfect bot, so that it needs
 * no solve: returns the name of the game and rules it solves.
 *
 * @throws Error when the bytes are no full table of a game the perfect bot plays in a tab.
 */
export function offerTable(bytes: Uint8Array): string {
  const problems: string[] = [];
  for (const id of IN_A_TAB) {
    const entry = solverById(id);
    try {
      const table = loadTable(entry.solver, bytes);
      if (table.maxPieces !== entry.solver.maxPieces) {
        problems.push(`${entry.name}: an endgame table of ${table.maxPieces} pieces a side, not the whole game`);
        continue;
      }
      tables.set(entry.id, table);
      return entry.name;
    } catch (error) {
      problems.push(`${entry.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throw new Error(`not a table the perfect bot can play here (${problems.join('; ')})`);
}

/** `Solving Four Field Kono: 41 % of the positions decided`. */
export function solvingWords(name: string, progress: SolveProgress): string {
  const share = progress.positions === 0 ? 0 : Math.floor((100 * progress.decided) / progress.positions);
  return `Solving ${name} for the perfect bot: ${share} % of the positions decided`;
}
