// Builds the browser playground (playground/) into one self-contained HTML file, and serves it on
// localhost. The page's code is bundled against the library's own ES modules in dist/, so the
// playground runs exactly what the package ships, in a browser, with no Node built-ins. One file
// (styles, code and the bot worker's code inlined) can be served by anything, opened from disk,
// and linked from the documentation site, which copies it in.
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'playground');

/** Where `npm run playground` builds the page, relative to the repository root. */
export const PLAYGROUND_OUT = 'dist-playground';

/** The name of the built page. */
export const PLAYGROUND_FILE = 'playground.html';

/** `ludicore` and `ludicore/<subpath>` resolve to the built package's ES modules. */
const builtPackage = {
  name: 'ludicore-dist',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^ludicore(\/[a-z.]+)?$/ }, (args) => {
      const subpath = args.path === 'ludicore' ? 'index' : args.path.slice('ludicore/'.length);
      const file = join(root, 'dist', `${subpath}.mjs`);
      if (!existsSync(file)) return { errors: [{ text: `${args.path}: ${file} is missing; run npm run build first` }] };
      return { path: file };
    });
  },
};

/** Bundles one script with everything it imports into a single file's text. */
async function bundle(entry, format, define = {}) {
  const out = mkdtempSync(join(tmpdir(), 'ludicore-playground-'));
  try {
    await build({
      config: false,
      entry: { bundle: join(source, 'src', entry) },
      outDir: out,
      format: [format],
      platform: 'browser',
      target: 'es2022',
      splitting: false,
      treeshake: true,
      minify: true,
      sourcemap: false,
      dts: false,
      clean: false,
      silent: true,
      tsconfig: join(source, 'tsconfig.json'),
      esbuildPlugins: [builtPackage],
      // The online mode's client is boardgame.io's own, bundled into the page (tsup leaves a peer
      // dependency of the package out by default).
      noExternal: [/^boardgame\.io(\/|$)/],
      define,
    });
    const [file] = readdirSync(out).filter((name) => /\.m?js$/.test(name));
    if (file === undefined) throw new Error(`playground: bundling ${entry} wrote no script`);
    return readFileSync(join(out, file), 'utf8');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** Puts `text` in place of the one occurrence of `marker` in `html`. */
function inline(html, marker, text) {
  const at = html.indexOf(marker);
  if (at === -1 || html.indexOf(marker, at + 1) !== -1) throw new Error(`playground: index.html must contain ${marker} exactly once`);
  return html.slice(0, at) + text + html.slice(at + marker.length);
}

/** A script's text made safe inside an HTML script element. */
const scriptText = (code) => code.replaceAll('</script', '<\\/script');

/**
 * Builds the page into `outDir` (default: the repository's `dist-playground/`) as one file,
 * `PLAYGROUND_FILE`; resolves to the folder.
 */
export async function buildPlayground(outDir = join(root, PLAYGROUND_OUT)) {
  const worker = await bundle('worker.ts', 'iife');
  const main = await bundle('main.ts', 'esm', { PLAYGROUND_WORKER: JSON.stringify(worker) });
  let html = readFileSync(join(source, 'index.html'), 'utf8');
  html = inline(html, '<link rel="stylesheet" href="style.css" />', `<style>\n${readFileSync(join(source, 'style.css'), 'utf8')}</style>`);
  html = inline(html, '<script type="module" src="main.js"></script>', `<script type="module">\n${scriptText(main)}</script>`);
  const out = resolve(outDir);
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, PLAYGROUND_FILE), html);
  return out;
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/**
 * Serves the files of `dir` on 127.0.0.1 (`port` 0 picks a free one), the page at `/`. Resolves to
 * the server and the page's address once it listens.
 */
export function servePlayground(dir, port = 0) {
  const base = resolve(dir);
  const server = createServer((request, response) => {
    let path;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('bad request');
      return;
    }
    let file = normalize(join(base, path));
    if (file !== base && !file.startsWith(base + sep)) {
      response.writeHead(403, { 'content-type': 'text/plain' }).end('forbidden');
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, PLAYGROUND_FILE);
    if (!existsSync(file)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolveListening, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolveListening({ server, url: `http://127.0.0.1:${address.port}/` });
    });
  });
}
