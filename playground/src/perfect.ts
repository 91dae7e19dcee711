/**
 * The perfect bot of the playground's worker: the table of a solved game, built on first use
 * (with its progress reported) and kept for the worker's life, played by `perfectBot`.
 */
import type { AnyGame, OptionsInput, Position } from 'ludicore';
import type { Bot } from 'ludicore/ai';
import { perfectBot, solverFor, type Solution, type SolveProgress } from 'ludicore/solve';

/** The tables solved so far, by solver id: the worker solves each game once. */
const tables = new Map<string, Solution<unknown, unknown, unknown>>();

/** The solvers a browser tab can afford; the default Jul-Gonu rules' table needs about 4 GB. */
const IN_A_TAB: readonly string[] = ['kono', 'julgonu-off'];

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
      "the perfect bot plays Four Field Kono and Jul-Gonu with noRepeat 'off' (the table of Jul-Gonu's default rules needs about 4 GB)",
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

/** `Solving Four Field Kono: 41 % of the positions decided`. */
export function solvingWords(name: string, progress: SolveProgress): string {
  const share = progress.positions === 0 ? 0 : Math.floor((100 * progress.decided) / progress.positions);
  return `Solving ${name} for the perfect bot: ${share} % of the positions decided`;
}
