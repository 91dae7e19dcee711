// The worker script of solveInParallel (built as solve-worker.mjs): rebuilds a registry
// solver's space and runs the counting and propagating steps it is sent on the shared arrays.
import { isRulesError } from '../core/errors.js';
import { adoptBoards } from './julgonu-previous.js';
import { countRange, propagateRange } from './parallel-round.js';
import type { WorkerReply, WorkerRequest } from './parallel-protocol.js';
import { solvers } from './registry.js';
import type { RetrogradeSpace } from './retrograde.js';

/** What the worker needs of Node's `parentPort`. */
interface NodePort {
  on(event: 'message', listener: (message: WorkerRequest) => void): void;
  postMessage(message: WorkerReply, transfer?: readonly ArrayBuffer[]): void;
}

let space: RetrogradeSpace | undefined;
let values: Uint16Array = new Uint16Array(0);
let open: Uint8Array = new Uint8Array(0);

/** Runs one request; the positions it decided (none for `init`). */
function run(request: WorkerRequest): Int32Array<ArrayBuffer> {
  if (request.kind === 'init') {
    if (request.boards !== undefined) adoptBoards(request.boards);
    space = solvers[request.solver].solver.space(request.maxPieces);
    values = request.values;
    open = request.open;
    return new Int32Array(0);
  }
  if (space === undefined) throw new Error('the worker was sent work before its space');
  if (request.kind === 'count') return countRange(space, values, open, request.from, request.to);
  return propagateRange(space, values, open, request.frontier, request.from, request.to, request.plies);
}

// Held in a variable, so that a bundler for the browser does not try to resolve Node's module.
const NODE_WORKER_THREADS = 'node:worker_threads';

void import(/* @vite-ignore */ NODE_WORKER_THREADS).then(({ parentPort }: { parentPort: NodePort | null }) => {
  parentPort?.on('message', (request) => {
    try {
      const decided = run(request);
      parentPort.postMessage({ kind: 'done', decided }, [decided.buffer]);
    } catch (error) {
      parentPort.postMessage({
        kind: 'error',
        code: isRulesError(error) ? error.code : undefined,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  });
});
