import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { ensureBuilt } from '../build-setup.js';
import { buildPlayground, servePlayground } from '../../scripts/playground-lib.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The address of the built playground, served on 127.0.0.1 for the whole run. */
    playgroundUrl: string;
  }
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Once per run: builds the library when dist/ is stale (scripts/ensure-build.mjs, in a child
 * process since it exits on failure), bundles the playground into a temporary folder, serves it
 * and hands its address to the tests (`inject('playgroundUrl')`). The returned teardown stops
 * the server and removes the folder.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureBuilt();
  // Screenshots of failures are this run's only.
  rmSync(join(root, 'artifacts', 'playground', 'failures'), { recursive: true, force: true });

  const dir = mkdtempSync(join(tmpdir(), 'ludicore-playground-'));
  let server: Server | undefined;
  try {
    await buildPlayground(dir);
    const served = await servePlayground(dir);
    server = served.server;
    project.provide('playgroundUrl', served.url);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`building or serving the playground failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return async () => {
    await new Promise<void>((done) => {
      if (server === undefined) done();
      else {
        server.closeAllConnections();
        server.close(() => done());
      }
    });
    rmSync(dir, { recursive: true, force: true });
  };
}
