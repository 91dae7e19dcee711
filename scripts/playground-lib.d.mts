// Types of scripts/playground-lib.mjs, for the browser tests (test/browser).
import type { Server } from 'node:http';

/** Where `npm run playground` builds the page, relative to the repository root. */
export declare const PLAYGROUND_OUT: string;

/** Bundles the playground into `outDir` (default: the repository's `dist-playground/`); resolves to the folder. */
export declare function buildPlayground(outDir?: string): Promise<string>;

/** Serves a built playground folder on 127.0.0.1 (`port` 0: a free one). */
export declare function servePlayground(dir: string, port?: number): Promise<{ server: Server; url: string }>;
