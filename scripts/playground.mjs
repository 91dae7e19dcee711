// npm run playground [-- --port N] [-- --build-only] [-- --out DIR]: builds the library if it is
// stale, bundles the browser playground and serves it on localhost until stopped.
import { join } from 'node:path';
import { ensureBuild } from './ensure-build.mjs';
import { PLAYGROUND_FILE, PLAYGROUND_OUT, buildPlayground, servePlayground } from './playground-lib.mjs';

const args = process.argv.slice(2);
const value = (flag, fallback) => {
  const i = args.indexOf(flag);
  return i === -1 ? fallback : args[i + 1];
};
const port = Number(value('--port', '4173'));
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`playground: --port must be a port number, got ${value('--port')}`);
  process.exit(2);
}

ensureBuild();
const dir = await buildPlayground(value('--out', PLAYGROUND_OUT));
console.log(`Playground built: ${join(dir, PLAYGROUND_FILE)}`);
if (!args.includes('--build-only')) {
  const { url } = await servePlayground(dir, port);
  console.log(`Serving the playground on ${url} (Ctrl-C stops)`);
}
