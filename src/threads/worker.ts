// The worker script (built as threads-worker.mjs and .js): runs the jobs it is sent on the
// registry's games and replies with each result, or with the error a job threw.
import { isRulesError } from '../core/errors.js';
import { gameById } from '../games.js';
import { runJob } from './jobs.js';
import type { JobMessage, ReplyMessage } from './protocol.js';

/** The reply to one job message. */
function reply(message: JobMessage): ReplyMessage {
  try {
    return { id: message.id, result: runJob(gameById(message.job.position.game), message.job) };
  } catch (error) {
    const code = isRulesError(error) ? error.code : undefined;
    return { id: message.id, error: { code, message: error instanceof Error ? error.message : String(error) } };
  }
}

/** What the worker needs of a Web Worker's global scope. */
interface WorkerScope {
  readonly process?: { readonly versions?: { readonly node?: string } };
  onmessage: ((event: { readonly data: JobMessage }) => void) | null;
  postMessage(message: ReplyMessage): void;
}

/** What it needs of Node's `parentPort`. */
interface NodePort {
  on(event: 'message', listener: (message: JobMessage) => void): void;
  postMessage(message: ReplyMessage): void;
}

// Held in a variable, so that a bundler for the browser does not try to resolve Node's module.
const NODE_WORKER_THREADS = 'node:worker_threads';

const scope = globalThis as unknown as WorkerScope;
if (typeof scope.process?.versions?.node === 'string') {
  void import(/* @vite-ignore */ NODE_WORKER_THREADS).then(({ parentPort }: { parentPort: NodePort | null }) => {
    parentPort?.on('message', (message) => parentPort.postMessage(reply(message)));
  });
} else {
  scope.onmessage = (event) => scope.postMessage(reply(event.data));
}
