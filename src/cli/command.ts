// What every command of the program has: its name, a one-line summary, its help text, the
// flags it accepts and what it does.
import type { FlagSpec } from './args.js';

/** A command of the `ludicore` program. */
export interface Command {
  /** The word that runs it: `ludicore <name>`. */
  readonly name: string;
  /** One line for `ludicore --help`. */
  readonly summary: string;
  /** The text of `ludicore <name> --help`. */
  readonly help: string;
  /** The flags it accepts (besides --help). */
  readonly flags: FlagSpec;
  /** Runs it with its parsed arguments; resolves when done. Throws a UsageError or RulesError for bad input. */
  run(positionals: readonly string[], flags: ReadonlyMap<string, string>): void | Promise<void>;
}

/** Writes text to standard output, with a line break. */
export function print(text = ''): void {
  process.stdout.write(`${text}\n`);
}
