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
   * `navigator.hardwareConcurrency`), at most {@link MAX_THREADS}. With 1, the work runs in the
   * calling thread, with no worker.
   */
  readonly threads?: number;
}

/** A checked thread count, `undefined` when not given. `owner` names the function, in the message. */
export function checkThreads(owner: string, value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_THREADS) {
    throw new RulesError('argument/invalid', `${owner} threads must be an integer from 1 to ${MAX_THREADS}, got ${describeValue(value)}`);
  }
  return value;
}

/** The thread count to run on: `checked` (from {@link checkThreads}) when given, else the machine's. */
export async function threadCount(checked: number | undefined): Promise<number> {
  return checked ?? Math.min(MAX_THREADS, await availableThreads());
}
