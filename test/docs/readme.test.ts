import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeBlocks, sourceResolver, type CodeBlock } from '../support/readme.js';
import { newTally, runBlock as run } from '../support/run-block.js';

/**
 * Runs every ```js example of README.md against the sources and checks each `// → value` comment.
 *
 * Each block becomes an ES module (see transformBlock in test/support/readme.ts) written to a
 * temporary directory and loaded with `await import()`, so vitest transforms it and the
 * TypeScript sources it imports like any test module (runBlock, test/support/run-block.ts).
 * Imports of `ludicore` and its subpaths load src/ (per the `exports` of package.json); the
 * CommonJS example's `require(...)` becomes `await import(...)` of the same files. Every name an
 * example imports must be defined, every claim must be reached and deep-equal (toStrictEqual) its
 * value, and a `console.log` followed by a `// text` comment must print that text. console.log
 * is silenced while a block runs.
 *
 * Slow blocks are skipped unless README_SLOW=1 (`README_SLOW=1 npx vitest run test/docs`).
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const LANGUAGES = new Set(['js', 'javascript', 'mjs']);
const blocks = codeBlocks(README, 'README.md').filter((block) => LANGUAGES.has(block.language));
const resolve = sourceResolver(ROOT);

/** Blocks too slow for the ordinary run, by heading. Keep this list short. */
const SLOW: Readonly<Record<string, string>> = {
  'Perfect play': 'solveKono() solves all 38.7 million Kono positions, about 20 s by itself',
};
const RUN_SLOW = process.env.README_SLOW === '1';

/** The least number of `// →` claims the ordinary run must check, so a parser that finds none cannot pass. */
const MIN_CLAIMS = 64;
const MIN_BLOCKS = 19;

const tally = newTally();
let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ludicore-readme-'));
});
afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

const title = (block: CodeBlock): string => `${block.heading} (README.md:${block.line})`;

const runBlock = (block: CodeBlock): Promise<void> => run(block, resolve, dir, tally);

describe('README.md examples', () => {
  for (const block of blocks) {
    const slow = SLOW[block.heading];
    if (slow === undefined) {
      it(title(block), () => runBlock(block));
    } else {
      it.skipIf(!RUN_SLOW)(`${title(block)} [slow: ${slow}; README_SLOW=1 runs it]`, () => runBlock(block), 300_000);
    }
  }

  it('every slow-list heading names a README block', () => {
    const headings = new Set(blocks.map((b) => b.heading));
    expect(Object.keys(SLOW).filter((h) => !headings.has(h))).toEqual([]);
  });

  it(`checked at least ${MIN_CLAIMS} claims in at least ${MIN_BLOCKS} blocks`, () => {
    expect(tally.blocks, 'blocks that ran to the end').toBeGreaterThanOrEqual(MIN_BLOCKS);
    expect(tally.claims, '// → claims checked').toBeGreaterThanOrEqual(MIN_CLAIMS);
  });
});
