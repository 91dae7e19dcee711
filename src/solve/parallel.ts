import { describeValue } from '../core/describe.js';
import { RulesError, type ErrorCode } from '../core/errors.js';
import { functionSetting, positiveInteger, readSettings } from '../core/read-settings.js';
import { boardsOf } from './julgonu-previous.js';
import type { WorkerReply, WorkerRequest } from './parallel-protocol.js';
import { solverById, solvers, type SolverId } from './registry.js';
import { allocate, BYTES_PER_POSITION, DecidedTally, type SolveProgress } from './retrograde.js';
import { Solution, type SolveSettings, type Solver } from './solution.js';

/** Settings of {@link solveInParallel}: those of `solve`, and the number of threads. */
export interface ParallelSolveSettings extends SolveSettings {
  /**
   * Worker threads to solve on, 1 to {@link MAX_SOLVE_THREADS} (default: the machine's available
   * parallelism; a larger count solves on that many, with the same table). With 1 the solve runs
   * in the calling thread, as `solve` does.
   */
  readonly threads?: number;
}

/** The most worker threads {@link solveInParallel} starts. */
export const MAX_SOLVE_THREADS = 256;

/** The solution type of a registry solver. */
export type SolutionOf<I extends SolverId> = ReturnType<(typeof solvers)[I]['solve']>;

/** What the parallel solve needs of Node's `worker_threads` Worker. */
interface NodeWorker {
  postMessage(message: WorkerRequest): void;
  on(event: 'message', listener: (reply: WorkerReply) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  on(event: 'exit', listener: (code: number) => void): void;
  terminate(): Promise<number>;
}

// Held in variables, so that a bundler for the browser does not try to resolve Node's modules.
const NODE_WORKER_THREADS = 'node:worker_threads';
const NODE_OS = 'node:os';

/** Whether this runs on Node (or a runtime with its modules). */
const onNode = (): boolean => typeof (globalThis as { process?: { versions?: { node?: unknown } } }).process?.versions?.node === 'string';

/**
 * The worker script: beside this module in the package's dist/, one ES module for both builds
 * (Node's worker_threads start an ES module from CommonJS too; the CommonJS build's
 * import.meta.url is shimmed).
 */
function workerUrl(): URL {
  return new URL('./solve-worker.mjs', import.meta.url);
}

/** A started worker that runs one request at a time. */
class SolveWorker {
  readonly #worker: NodeWorker;
  #pending: { resolve: (decided: Int32Array) => void; reject: (error: Error) => void } | undefined;
  #failure: Error | undefined;

  constructor(worker: NodeWorker) {
    this.#worker = worker;
    worker.on('message', (reply) => {
      const pending = this.#pending;
      this.#pending = undefined;
      if (reply.kind === 'done') pending?.resolve(reply.decided);
      else
        pending?.reject(
          reply.code === undefined ? new Error(reply.message) : new RulesError(reply.code satisfies ErrorCode, reply.message),
        );
    });
    const fail = (error: Error): void => {
      this.#failure ??= error;
      const pending = this.#pending;
      this.#pending = undefined;
      pending?.reject(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`a solve worker stopped with exit code ${code}`)));
  }

  /** Runs a request; the positions it decided. */
  run(request: WorkerRequest): Promise<Int32Array> {
    if (this.#failure !== undefined) return Promise.reject(this.#failure);
    return new Promise((resolve, reject) => {
      this.#pending = { resolve, reject };
      this.#worker.postMessage(request);
    });
  }

  terminate(): void {
    // Ending it is its own report; what it says after that no longer matters.
    this.#failure ??= new Error('the solve is over');
    void this.#worker.terminate();
  }
}

/** Runs every request on the first free worker; the replies in the order of the requests. */
async function runAll(workers: readonly SolveWorker[], requests: readonly WorkerRequest[]): Promise<Int32Array[]> {
  const replies: Int32Array[] = new Array<Int32Array>(requests.length);
  let next = 0;
  await Promise.all(
    workers.map(async (worker) => {
      while (next < requests.length) {
        const k = next++;
        replies[k] = await worker.run(requests[k] as WorkerRequest);
      }
    }),
  );
  return replies;
}

/** [from, to) pairs cutting `length` items into about `parts` ranges. */
function ranges(length: number, parts: number): [number, number][] {
  const step = Math.max(1, Math.ceil(length / parts));
  const cut: [number, number][] = [];
  for (let from = 0; from < length; from += step) cut.push([from, Math.min(length, from + step)]);
  return cut;
}

/** The settings of {@link solveInParallel}, checked, with the thread count resolved. */
function checkSettings(
  settings: unknown,
  maxOfSolver: number,
): { maxPieces: number; threads: number | undefined; onProgress: ((progress: SolveProgress) => void) | undefined } {
  const owner = 'solveInParallel';
  const given = readSettings(owner, settings, ['maxPieces', 'onProgress', 'threads']);
  const maxPieces = positiveInteger(owner, 'maxPieces', given['maxPieces'], maxOfSolver) ?? maxOfSolver;
  const onProgress = functionSetting<(progress: SolveProgress) => void>(owner, 'onProgress', given['onProgress']);
  const threads = positiveInteger(owner, 'threads', given['threads'], MAX_SOLVE_THREADS);
  return { maxPieces, threads, onProgress };
}

/** The threads a solve runs on: those asked for (all the machine's where none are), no more than its cores. */
async function threadsToUse(asked: number | undefined): Promise<number> {
  if (asked === 1) return 1;
  const os = onNode()
    ? ((await import(/* @vite-ignore */ NODE_OS)) as { availableParallelism?: () => number; cpus: () => readonly unknown[] })
    : undefined;
  const available = Math.min(MAX_SOLVE_THREADS, os === undefined ? 1 : (os.availableParallelism?.() ?? os.cpus().length));
  // No more threads than cores: one more would only wait for a core, with its own copy of the library.
  return Math.min(asked ?? available, available);
}

/**
 * Solves a registry solver (see `solvers`) by retrograde analysis on worker threads: the same
 * solution as `solve`, value for value. The values and move counts live in shared memory; each
 * round of the propagation (one distance) is cut into ranges of the positions decided at the
 * distance before, the workers take the ranges, and a round starts once the last range of the one
 * before is done. A round reads only what earlier rounds decided, and each position is decided by
 * the one range that settles it (atomically), so no order of work changes a value. Counting the
 * moves is shared out by ranges of positions the same way.
 *
 * Node only (its `worker_threads`, with `SharedArrayBuffer`). Memory: the solve's three bytes a
 * position once, shared, plus each worker's own lookup tables (a few MB; the 200 MB of board
 * tables of `julgonu-previous` are built once and shared).
 *
 * @example
 * ```ts
 * import { solveInParallel, saveTable } from 'ludicore/solve';
 * const table = await solveInParallel('kono', { threads: 2 });
 * saveTable(table);
 * ```
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for an unknown solver id, unknown settings, a bad
 *   `maxPieces` or `threads`, or a platform without Node's worker threads; `resource/exhausted`
 *   when the shared memory cannot be allocated (the message says how much the solve needs).
 */
export async function solveInParallel<I extends SolverId>(id: I, settings?: ParallelSolveSettings): Promise<SolutionOf<I>> {
  if (typeof id !== 'string' || !Object.hasOwn(solvers, id))
    throw new RulesError('argument/invalid', `unknown solver ${describeValue(id)}; known solvers: ${Object.keys(solvers).join(', ')}`);
  const entry = solvers[id];
  // Everything is checked before the first await: a refusal settles the promise at once.
  const { maxPieces, threads: asked, onProgress } = checkSettings(settings, entry.solver.maxPieces);
  const threads = await threadsToUse(asked);
  const solveSettings = onProgress === undefined ? { maxPieces } : { maxPieces, onProgress };
  // One thread: the solve as it runs in this thread.
  if (threads === 1) return entry.solve(solveSettings) as SolutionOf<I>;
  if (!onNode())
    throw new RulesError('argument/invalid', "solveInParallel runs on Node's worker_threads; with threads: 1 it runs anywhere");
  // The registry's entry of unknown types, to work on every solver alike; its solution is the entry's own.
  return (await parallelSolve(solverById(id).solver, id, maxPieces, threads, onProgress)) as SolutionOf<I>;
}

/** The solve on `threads` workers. */
async function parallelSolve<Id extends string, M, O>(
  solver: Solver<Id, M, O>,
  id: SolverId,
  maxPieces: number,
  threads: number,
  onProgress: ((progress: SolveProgress) => void) | undefined,
): Promise<Solution<Id, M, O>> {
  const started = Date.now();
  const space = solver.space(maxPieces);
  const positions = space.positions;
  const what = `solving ${solver.id}${maxPieces === solver.maxPieces ? '' : ` up to ${maxPieces} pieces a side`} (${positions.toLocaleString('en-US')} positions)`;
  const need = BYTES_PER_POSITION * positions;
  const values = new Uint16Array(allocate(SharedArrayBuffer, 2 * positions, what, need));
  const open = new Uint8Array(allocate(SharedArrayBuffer, positions, what, need));
  const { Worker } = (await import(/* @vite-ignore */ NODE_WORKER_THREADS)) as { Worker: new (url: URL) => NodeWorker };
  const workers = Array.from({ length: threads }, () => new SolveWorker(new Worker(workerUrl())));
  try {
    // The board tables of the history solver, built above for this thread's space, are shared
    // with the workers rather than built again in each (200 MB apiece).
    const boards = id === 'julgonu-previous' ? boardsOf() : undefined;
    await Promise.all(workers.map((worker) => worker.run({ kind: 'init', solver: id, maxPieces, values, open, boards })));
    // More ranges than workers, so that a worker that finishes early takes another.
    const parts = threads * 8;
    const lost = await runAll(
      workers,
      ranges(positions, parts).map(([from, to]) => ({ kind: 'count', from, to })),
    );
    let frontier = gather(lost, what, need);
    let decided = frontier.length;
    const tally = new DecidedTally(frontier.length);
    onProgress?.({ phase: 'counting', positions, decided, plies: 0 });
    for (let plies = 0; frontier.length > 0; plies++) {
      const shared = frontier;
      const next = gather(
        await runAll(
          workers,
          ranges(shared.length, parts).map(([from, to]) => ({ kind: 'round', frontier: shared, from, to, plies })),
        ),
        what,
        need,
      );
      tally.round(plies, next.length);
      decided += next.length;
      frontier = next;
      onProgress?.({ phase: 'propagating', positions, decided, plies: plies + 1 });
    }
    return new Solution(solver, maxPieces, space, values, tally.stats(positions), Date.now() - started);
  } finally {
    for (const worker of workers) worker.terminate();
  }
}

/** The lists of positions the ranges decided, in one shared list for the next round. */
function gather(lists: readonly Int32Array[], what: string, need: number): Int32Array {
  const total = lists.reduce((sum, list) => sum + list.length, 0);
  const all = new Int32Array(allocate(SharedArrayBuffer, 4 * total, what, need + 4 * total));
  let at = 0;
  for (const list of lists) {
    all.set(list, at);
    at += list.length;
  }
  return all;
}
