// Runs a list of jobs on a pool of workers, each taking the next job as it finishes one, and
// gives the results in the jobs' order.
import { ERROR_CODES, RulesError } from '../core/errors.js';
import type { AnyGame } from '../core/game.js';
import { isRulesError } from '../core/errors.js';
import { gameById } from '../games.js';
import { spawnWorker, type WorkerHandle } from './host.js';
import { runJob, type Job, type JobResults } from './jobs.js';
import type { JobMessage, ReplyMessage } from './protocol.js';
import { workerUrl } from './worker-url.js';

/** Whether `game` is the registry's own game of its id, which a worker can rebuild from the id. */
export function inRegistry(game: AnyGame): boolean {
  try {
    return gameById(game.id) === game;
  } catch (error) {
    if (isRulesError(error, 'game/unknown')) return false;
    throw error;
  }
}

/** The error a worker's reply describes: a RulesError again when it was one. */
export function rebuiltError(error: { readonly code: unknown; readonly message: unknown }): Error {
  const message = typeof error.message === 'string' ? error.message : String(error.message);
  const code = ERROR_CODES.find((c) => c === error.code);
  return code === undefined ? new Error(`a worker thread failed: ${message}`) : new RulesError(code, message);
}

/** Workers that finished a call's jobs, kept for the next call (started, and their code compiled). */
const idle: WorkerHandle[] = [];

/** How long the idle workers are kept after the last call ends. */
const IDLE_MS = 2000;

let idleTimer: ReturnType<typeof setTimeout> | undefined;

/** Keeps a worker for the next call, without keeping the process alive, and ends it if no call comes soon. */
function park(worker: WorkerHandle): void {
  worker.keepAlive(false);
  const forget = (): void => {
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
  };
  worker.listen(forget, forget);
  idle.push(worker);
  if (idleTimer !== undefined) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    for (const parked of idle.splice(0)) parked.terminate();
  }, IDLE_MS);
  // On Node, the timer must not keep the process alive either.
  (idleTimer as { unref?: () => void }).unref?.();
}

/** An idle worker, or a new one. */
async function acquire(url: URL): Promise<WorkerHandle> {
  const parked = idle.pop();
  if (parked === undefined) return spawnWorker(url);
  parked.keepAlive(true);
  return parked;
}

/**
 * Runs `jobs` of `game` and resolves to their results, in order: in the calling thread, one
 * after another, when `threads` is 1 or the game is neither the registry's nor exported by
 * `module` (a worker could not rebuild it); else on `min(threads, jobs.length)` workers (idle ones of an earlier call first). When the
 * last job is done they are kept idle a moment for the next call, without keeping the process
 * alive; when a job fails, the promise rejects with its error and the call's workers are ended.
 */
export async function runJobs<K extends Job['kind']>(
  game: AnyGame,
  jobs: readonly Extract<Job, { readonly kind: K }>[],
  threads: number,
  module?: string,
): Promise<JobResults[K][]> {
  if (threads === 1 || jobs.length === 0 || (module === undefined && !inRegistry(game))) {
    // runJob gives each kind of job its kind's result.
    return jobs.map((job) => runJob(game, job) as JobResults[K]);
  }
  const url = workerUrl();
  const workers: WorkerHandle[] = [];
  const results: JobResults[K][] = new Array<JobResults[K]>(jobs.length);
  let finished = false;
  return new Promise<JobResults[K][]>((resolve, reject) => {
    let next = 0;
    let done = 0;
    const fail = (error: Error): void => {
      if (finished) return;
      finished = true;
      for (const worker of workers) worker.terminate();
      reject(error);
    };
    const give = (worker: WorkerHandle): void => {
      if (next >= jobs.length) return;
      const message: JobMessage =
        module === undefined ? { id: next, job: jobs[next] as Job } : { id: next, job: jobs[next] as Job, module };
      next++;
      worker.post(message);
    };
    const count = Math.min(threads, jobs.length);
    for (let k = 0; k < count; k++) {
      acquire(url).then((worker) => {
        if (finished) {
          park(worker);
          return;
        }
        workers.push(worker);
        worker.listen((data) => {
          if (finished) return;
          const reply = data as ReplyMessage;
          if ('error' in reply) {
            fail(rebuiltError(reply.error));
            return;
          }
          // A worker runs the same runJob on the same kind of job.
          results[reply.id] = reply.result as JobResults[K];
          done++;
          if (done < jobs.length) {
            give(worker);
            return;
          }
          finished = true;
          for (const each of workers) park(each);
          resolve(results);
        }, fail);
        give(worker);
      }, fail);
    }
  });
}
