// Types of scripts/playground-lib.mjs, for the browser tests (test/browser).
import type { Server } from 'node:http';

/** Where `npm run playground` builds the page, relative to the repository root. */
export declare const PLAYGROUND_OUT: string;

/** The name of the built page. */
export declare const PLAYGROUND_FILE: string;

/** Builds the playground as one HTML file, `PLAYGROUND_FILE`, in `outDir` (default: the repository's `dist-playground/`); resolves to the folder. */
export declare function buildPlayground(outDir?: string): Promise<string>;

/** Serves a folder holding a built playground on 127.0.0.1, the page at `/` (`port` 0: a free one). */
export declare function servePlayground(dir: string, port?: number): Promise<{ server: Server; url: string }>;
