// The worker script (built as threads-worker.mjs): runs the jobs it is sent on the
// registry's games, or on the games of the modules the jobs name, and replies with each result,
// or with the error a job threw.
import { RulesError, isRulesError, quote } from '../core/errors.js';
import type { AnyGame } from '../core/game.js';
import { gameDefect } from '../core/guards.js';
import { gameById } from '../games.js';
import { runJob } from './jobs.js';
import type { JobMessage, ReplyMessage } from './protocol.js';

/** The modules of the caller's own games, imported once per worker. */
const modules = new Map<string, Promise<Readonly<Record<string, unknown>>>>();

/** The game of a job: the registry's of the position's id, or the export of that id of the job's module. */
async function gameOf(message: JobMessage): Promise<AnyGame> {
  const id = message.job.position.game;
  if (message.module === undefined) return gameById(id);
  const named = shortened(message.module);
  let loading = modules.get(message.module);
  if (loading === undefined) {
    // A module that cannot be found, fetched or run is the caller's `module` option, wrong: said
    // as such, by a code, and not as the failure of a worker.
    loading = (import(/* @vite-ignore */ message.module) as Promise<Readonly<Record<string, unknown>>>).catch((error: unknown) => {
      throw new RulesError('argument/invalid', `the module ${named} cannot be imported: ${shortened(reasonOf(error))}`, {
        cause: error,
      });
    });
    modules.set(message.module, loading);
  }
  const exported = Object.values(await loading).find(
    (value): value is AnyGame => gameDefect(value) === undefined && (value as AnyGame).id === id,
  );
  if (exported === undefined) {
    throw new RulesError('argument/invalid', `the module ${named} exports no game with the id ${quote(id)}`);
  }
  return exported;
}

/** Characters of a module's address, or of the reason it failed, shown in a message at most. */
const SHOWN = 160;

/** A text cut to {@link SHOWN} characters, with `...` where it goes on: a `data:` URL may be a whole module. */
function shortened(text: string): string {
  return text.length > SHOWN ? `${text.slice(0, SHOWN - 3)}...` : text;
}

/** What an error thrown by an import says. */
function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The reply to one job message. */
async function reply(message: JobMessage): Promise<ReplyMessage> {
  try {
    return { id: message.id, result: runJob(await gameOf(message), message.job) };
  } catch (error) {
    const code = isRulesError(error) ? error.code : undefined;
    return { id: message.id, error: { code, message: reasonOf(error) } };
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
    parentPort?.on('message', (message) => void reply(message).then((answer) => parentPort.postMessage(answer)));
  });
} else {
  scope.onmessage = (event) => void reply(event.data).then((answer) => scope.postMessage(answer));
}
