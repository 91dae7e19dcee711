// npm run playground [-- --port N] [-- --build-only] [-- --out DIR]: builds the library if it is
// stale, bundles the browser playground into one page and serves it on localhost until stopped.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuild } from './ensure-build.mjs';
import { PLAYGROUND_FILE, PLAYGROUND_OUT, buildPlayground, servePlayground } from './playground-lib.mjs';

function fail(message) {
  console.error(`playground: ${message}`);
  console.error('usage: npm run playground [-- --port N] [-- --build-only] [-- --out DIR]');
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      port: { type: 'string', default: '4173' },
      'build-only': { type: 'boolean', default: false },
      out: { type: 'string', default: PLAYGROUND_OUT },
    },
  }));
} catch (error) {
  fail(error.message);
}
const port = Number(values.port);
if (!/^\d+$/.test(values.port) || port > 65535) fail(`--port must be a port number (0 to 65535), got ${values.port}`);

ensureBuild();
const dir = await buildPlayground(values.out);
console.log(`Playground built: ${join(dir, PLAYGROUND_FILE)}`);
if (!values['build-only']) {
  const { url } = await servePlayground(dir, port);
  console.log(`Serving the playground on ${url} (Ctrl-C stops)`);
}
