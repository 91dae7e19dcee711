// The one small interface over the two kinds of worker: Node's worker_threads and the browser's
// module Web Workers, chosen at run time, so that the rest of the threads code needs neither.

/** A started worker: post it messages, hear its replies and failures, end it. */
export interface WorkerHandle {
  /** Sends a message (structured-cloned). */
  post(message: unknown): void;
  /**
   * Sets what hears the worker from now on, in place of what heard it before: `message` each
   * message it sends, `failure` if it fails outside a job (cannot load, throws uncaught, exits).
   */
  listen(message: (message: unknown) => void, failure: (error: Error) => void): void;
  /** Whether the worker keeps the process alive (Node; a browser's page has no such notion). */
  keepAlive(keep: boolean): void;
  /** Ends the worker at once. */
  terminate(): void;
}

/** What the threads code needs of Node's `worker_threads` Worker. */
interface NodeWorker {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (message: unknown) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  on(event: 'exit', listener: (code: number) => void): void;
  ref(): void;
  unref(): void;
  terminate(): Promise<number>;
}

/** What it needs of a browser's Worker. */
interface WebWorker {
  postMessage(message: unknown): void;
  onmessage: ((event: { readonly data: unknown }) => void) | null;
  onerror: ((event: { readonly message?: string }) => void) | null;
  terminate(): void;
}

/** The globals the choice looks at, each absent on the other kind of platform. */
interface HostGlobals {
  readonly process?: { readonly versions?: { readonly node?: string } };
  readonly Worker?: new (url: URL, options: { readonly type: 'module'; readonly name?: string }) => WebWorker;
  readonly navigator?: { readonly hardwareConcurrency?: number };
}

const host: HostGlobals = globalThis;

// Held in a variable, so that a bundler for the browser does not try to resolve Node's module.
const NODE_WORKER_THREADS = 'node:worker_threads';
const NODE_OS = 'node:os';

/** Whether this runs on Node (or a runtime with its modules: Bun, Deno). */
function onNode(): boolean {
  return typeof host.process?.versions?.node === 'string';
}

/** The machine's available parallelism: Node's `availableParallelism()`, a browser's `navigator.hardwareConcurrency`, else 1. */
export async function availableThreads(): Promise<number> {
  if (onNode()) {
    const os = (await import(/* @vite-ignore */ NODE_OS)) as { availableParallelism?: () => number; cpus: () => readonly unknown[] };
    return os.availableParallelism?.() ?? os.cpus().length;
  }
  const concurrency = host.navigator?.hardwareConcurrency;
  return typeof concurrency === 'number' && Number.isInteger(concurrency) && concurrency > 0 ? concurrency : 1;
}

/** Starts the worker script at `url` (an ES module on the web; either kind of module on Node). */
export async function spawnWorker(url: URL): Promise<WorkerHandle> {
  if (onNode()) {
    const { Worker } = (await import(/* @vite-ignore */ NODE_WORKER_THREADS)) as { Worker: new (url: URL) => NodeWorker };
    const worker = new Worker(url);
    let hear = (_message: unknown): void => {};
    let fail = (_error: Error): void => {};
    worker.on('message', (message) => hear(message));
    worker.on('error', (error) => fail(error));
    worker.on('exit', (code) => fail(new Error(`a worker thread stopped with exit code ${code}`)));
    return {
      post: (message) => worker.postMessage(message),
      listen(message, failure) {
        hear = message;
        fail = failure;
      },
      keepAlive: (keep) => (keep ? worker.ref() : worker.unref()),
      terminate: () => void worker.terminate(),
    };
  }
  const WebWorkerClass = host.Worker;
  if (WebWorkerClass === undefined) throw new Error('this platform has neither worker_threads nor Web Workers');
  const worker = new WebWorkerClass(url, { type: 'module', name: 'ludicore-threads' });
  return {
    post: (message) => worker.postMessage(message),
    listen(message, failure) {
      worker.onmessage = (event) => message(event.data);
      worker.onerror = (event) => failure(new Error(`a worker failed: ${event.message ?? 'it could not load or threw'}`));
    },
    keepAlive: () => {},
    terminate: () => worker.terminate(),
  };
}
