// Builds the browser playground (playground/) into a folder of static files, and serves such a
// folder on localhost. The page's code is bundled against the library's own ES modules in dist/,
// so the playground runs exactly what the package ships, in a browser, with no Node built-ins.
import { copyFileSync, createReadStream, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'playground');

/** Where `npm run playground` builds the page, relative to the repository root. */
export const PLAYGROUND_OUT = 'dist-playground';

/** `ludicore` and `ludicore/<subpath>` resolve to the built package's ES modules. */
const builtPackage = {
  name: 'ludicore-dist',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^ludicore(\/[a-z]+)?$/ }, (args) => {
      const subpath = args.path === 'ludicore' ? 'index' : args.path.slice('ludicore/'.length);
      const file = join(root, 'dist', `${subpath}.mjs`);
      if (!existsSync(file)) return { errors: [{ text: `${args.path}: ${file} is missing; run npm run build first` }] };
      return { path: file };
    });
  },
};

/** Bundles the page's scripts (the page and its bot worker share one copy of the library) and copies the page. */
export async function buildPlayground(outDir = join(root, PLAYGROUND_OUT)) {
  const out = resolve(outDir);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  await build({
    config: false,
    entry: { main: join(source, 'src', 'main.ts'), worker: join(source, 'src', 'worker.ts') },
    outDir: out,
    format: ['esm'],
    platform: 'browser',
    target: 'es2022',
    splitting: true,
    treeshake: true,
    minify: true,
    sourcemap: true,
    dts: false,
    clean: false,
    silent: true,
    tsconfig: join(source, 'tsconfig.json'),
    esbuildPlugins: [builtPackage],
    outExtension: () => ({ js: '.js' }),
  });
  for (const file of ['index.html', 'style.css']) copyFileSync(join(source, file), join(out, file));
  return out;
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/**
 * Serves the files of `dir` on 127.0.0.1 (`port` 0 picks a free one). Resolves to the server and
 * the page's address once it listens.
 */
export function servePlayground(dir, port = 0) {
  const base = resolve(dir);
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = normalize(join(base, path));
    if (file !== base && !file.startsWith(base + sep)) {
      response.writeHead(403).end('forbidden');
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
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
