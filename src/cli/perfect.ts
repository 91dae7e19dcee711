// `--bot perfect` and `--level 10 --table`: the solution table of a solved game, built with a
// progress bar or read from a file, played by the perfect bot.
import { existsSync } from 'node:fs';
import type { AnyGame, Position } from '../core/game.js';
import type { OptionsInput } from '../core/options.js';
import { perfectBot } from '../solve/perfect-bot.js';
import { SOLVER_IDS, solverFor, solvers } from '../solve/registry.js';
import { loadTable, saveTable, type Solution } from '../solve/solution.js';
import { UsageError } from './args.js';
import { print } from './command.js';
import { loadBytes, writeBytes } from './files.js';
import { progressDisplay } from './progress.js';

/**
 * The solution of `game` under `options`: its table read from `file` when the file exists, else
 * solved (with a progress bar on standard error) and, when a file is named, saved there.
 */
export function solutionFor(game: AnyGame, options: OptionsInput<unknown>, file: string | undefined): Solution<string, unknown, unknown> {
  const entry = solverFor(game, options);
  if (entry === undefined) {
    const solved = SOLVER_IDS.map((id) => solvers[id].name).join(', ');
    throw new UsageError(`the perfect bot needs a solved game; solved are: ${solved} (rules options as those, draw options aside)`);
  }
  if (file !== undefined && existsSync(file)) {
    const table = loadBytes(file, (bytes) => loadTable(entry.solver, bytes));
    print(`Read the table of ${entry.name} from ${file}.`);
    return table;
  }
  print(`Solving ${entry.name} for the perfect bot (${entry.description})...`);
  const display = progressDisplay(process.stderr);
  const table = entry.solve({ onProgress: (progress) => display.update(progress) });
  display.done(table.stats);
  if (file !== undefined) {
    writeBytes(file, saveTable(table));
    print(`Saved the table in ${file}; --table ${file} reads it next time.`);
  }
  return table;
}

/** The perfect bot for `game` under `options`, from {@link solutionFor}. */
export function perfectOpponent(
  game: AnyGame,
  options: OptionsInput<unknown>,
  seed: number,
  file: string | undefined,
): { readonly name: string; choose(position: Position): unknown } {
  const bot = perfectBot(solutionFor(game, options, file), { random: seed });
  return { name: `${bot.name}, seed ${seed}`, choose: (position) => bot.chooseMove(position) };
}
