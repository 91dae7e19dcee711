// The `threads` setting every function of ludicore/threads takes.
import { describeValue } from '../core/describe.js';
import { RulesError } from '../core/errors.js';
import { availableThreads } from './host.js';

/** The most threads a call takes. */
export const MAX_THREADS = 256;

/** Options every function of `ludicore/threads` takes. */
export interface ThreadOptions {
  /**
   * Worker threads to run on: an integer from 1 to {@link MAX_THREADS}. Default: the machine's
   * available parallelism (Node's `os.availableParallelism()`, a browser's
   * `navigator.hardwareConcurrency`), at most {@link MAX_THREADS}. A larger count runs on that
   * many (the results are the same on any count). With 1, the work runs in the calling thread,
   * with no worker.
   */
  readonly threads?: number;
  /**
   * For a game that is not one of the registry's (one of your own, from `defineGame`): the
   * address of an ES module that exports it, as an absolute URL (`new URL('./my-game.mjs',
   * import.meta.url)`). Each worker imports the module and plays the export whose `id` is the
   * game's. Without it, such a game runs in the calling thread. A module a worker cannot import
   * (not found, an address the platform does not load) or that exports no such game rejects the
   * call's promise with `argument/invalid`, naming the module.
   */
  readonly module?: string | URL;
}

/** Checks a `module` option: `undefined`, or the absolute URL of the module, as text. */
export function checkModule(owner: string, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const text = value instanceof URL ? value.href : typeof value === 'string' ? value : undefined;
  if (text !== undefined && URL.canParse(text)) return new URL(text).href;
  throw new RulesError('argument/invalid', `${owner} module must be the absolute URL of an ES module, got ${describeValue(value)}`);
}

/** A checked thread count, `undefined` when not given. `owner` names the function, in the message. */
export function checkThreads(owner: string, value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_THREADS) {
    throw new RulesError('argument/invalid', `${owner} threads must be an integer from 1 to ${MAX_THREADS}, got ${describeValue(value)}`);
  }
  return value;
}

/**
 * The thread count to run on: `checked` (from {@link checkThreads}) when given, else the
 * machine's, and never more than the machine's available parallelism: a thread beyond it would
 * only wait for a core, each with its own copy of the library (tens of megabytes), and the
 * results are the same on any count. 1 stays 1 (the calling thread).
 */
export async function threadCount(checked: number | undefined): Promise<number> {
  if (checked === 1) return 1;
  const available = Math.min(MAX_THREADS, await availableThreads());
  return checked === undefined ? available : Math.min(checked, available);
}
