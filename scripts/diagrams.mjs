// Writes the pictures of docs/images/ (each game's start position, the worked examples of the
// rules pages, the planes of each game's observation and the bot levels' ratings measured by
// scripts/ladder.mjs, see scripts/diagrams-lib.mjs) from the built package. The files are committed; test/docs/diagrams.test.ts checks that they are what
// this writes.
// Usage: npm run diagrams [-- --check]   (--check writes nothing, and fails if a file differs)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from './ensure-build.mjs';
import { LADDERS, generateDiagrams } from './diagrams-lib.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');

ensureBuild();
const { games } = await import('../dist/index.mjs');
const { renderSvg } = await import('../dist/render.mjs');
const { observationShape, observation } = await import('../dist/ai.mjs');

const ladders = Object.fromEntries(LADDERS.map((id) => [id, JSON.parse(readFileSync(join(root, 'docs', 'ladder', `${id}.json`), 'utf8'))]));
const files = generateDiagrams({ games, renderSvg, observationShape, observation, ladders });
let stale = 0;
for (const [path, svg] of files) {
  const file = join(root, path);
  const same = existsSync(file) && readFileSync(file, 'utf8') === svg;
  if (same) continue;
  stale++;
  if (check) {
    console.log(`${path} is not up to date`);
  } else {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, svg);
    console.log(`wrote ${path}`);
  }
}
console.log(`${files.size} pictures, ${stale} ${check ? 'out of date' : 'written'}, ${files.size - stale} unchanged`);
if (check && stale > 0) process.exitCode = 1;
