// The options of the commands that count or play many games on every core: --threads, and the
// numbered ranges (--first) that split one series across machines.
import { MAX_THREADS } from '../threads/settings.js';
import { UsageError, integerArg, type FlagSpec } from './args.js';

/** The flag every such command accepts. */
export const THREADS_FLAG: FlagSpec = { threads: true };

/** The help line of --threads, aligned as `  --flag  text` with the given width. */
export function threadsHelp(width: number): string {
  return `  ${'--threads <n>'.padEnd(width)}  worker threads, 1 to ${MAX_THREADS} (default: the machine's cores)`;
}

/** The options of a `ludicore/threads` call from --threads: none given means the library's default. */
export function threadsOption(flags: ReadonlyMap<string, string>): { threads?: number } {
  const text = flags.get('threads');
  return text === undefined ? {} : { threads: integerArg('--threads', text, 1, MAX_THREADS) };
}

/** A non-negative whole number given by a flag, or `fallback` without it. */
export function countFlag(flags: ReadonlyMap<string, string>, name: string, fallback: number): number {
  const text = flags.get(name);
  return text === undefined ? fallback : integerArg(`--${name}`, text, 0, Number.MAX_SAFE_INTEGER);
}

/** The required --seed, any safe integer: the series' seed, the same on every machine that runs a part of it. */
export function seedFlag(command: string, flags: ReadonlyMap<string, string>): number {
  const text = flags.get('seed');
  if (text === undefined) throw new UsageError(`${command} needs --seed <n>: the seed of the series, so that it reproduces`);
  return integerArg('--seed', text, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
}
