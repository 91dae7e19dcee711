import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/index.js';
import { sourceResolver } from '../support/readme.js';
import { newTally, runBlock } from '../support/run-block.js';
import { interfaceMembers, tsdocExamples, typeCheckExamples, unmarkedResults, type TsdocExample } from '../support/tsdoc-examples.js';

/**
 * The examples of the API site: every `@example` of the sources' TSDoc (test/support/tsdoc-examples.ts)
 * is type-checked against the sources with the project's compiler options, and run like the
 * README's examples (runBlock, test/support/run-block.ts): each `// → value` it writes is checked,
 * and a result shown in a comment without the arrow is refused. An example that starts worker
 * threads (`ludicore/threads`, `solveInParallel`) runs on the built package (dist/, which the
 * run's global setup builds): the workers' scripts exist only there.
 * A game object carries one example per member of the `Game` contract, titled with the member's
 * name (`@example legalMoves`), which the site shows under that member (scripts/typedoc-plugin.mjs).
 *
 * Slow examples are type-checked always and run only with EXAMPLES_SLOW=1; the few that cannot
 * run inside a test (they declare tests themselves) are type-checked only.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const examples = tsdocExamples(ROOT);
const resolveSource = sourceResolver(ROOT);
const resolveBuilt = sourceResolver(ROOT, true);
const resolverOf = (example: TsdocExample): ((specifier: string) => string) =>
  example.lines.some((line) => /from 'ludicore\/threads'|\bsolveInParallel\b/.test(line)) ? resolveBuilt : resolveSource;
const label = (example: TsdocExample): string => `${example.heading} (${example.file}:${example.line})`;

/** Examples too slow for the ordinary run, by heading. Keep this list short. */
const SLOW: Readonly<Record<string, string>> = {
  'ludicore/solve': 'solveKono() solves all 38.7 million Kono positions, about 20 s',
  solveKono: 'solves Kono, about 20 s',
  perfectBot: 'solves Kono first, about 20 s',
  solveInParallel: 'solves Kono on two threads, about 20 s',
};
const RUN_SLOW = process.env['EXAMPLES_SLOW'] === '1';

/** Examples that declare tests of their own (vitest's `it`), which cannot run inside a test: type-checked only. */
const COMPILE_ONLY: Readonly<Record<string, string>> = {
  'ludicore/testing': 'declares vitest tests',
  gameProperties: 'declares vitest tests',
};

/** The least number of `// →` claims the ordinary run must check, so a parser that finds none cannot pass. */
const MIN_CLAIMS = 150;

const tally = newTally();
let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ludicore-api-examples-'));
});
afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

describe('the @example blocks of the sources', () => {
  it('type-check against the sources', () => {
    expect(typeCheckExamples(ROOT, examples)).toEqual([]);
  }, 120_000);

  for (const example of examples) {
    const slow = SLOW[example.heading];
    const compileOnly = COMPILE_ONLY[example.heading];
    if (compileOnly !== undefined) {
      it.skip(`${label(example)} [type-checked only: ${compileOnly}]`, () => {});
    } else if (slow !== undefined) {
      it.skipIf(!RUN_SLOW)(
        `${label(example)} [slow: ${slow}; EXAMPLES_SLOW=1 runs it]`,
        () => runBlock(example, resolverOf(example), dir, tally),
        300_000,
      );
    } else {
      it(label(example), () => runBlock(example, resolverOf(example), dir, tally));
    }
  }

  it('state every result they show with `// →`, so that it is checked', () => {
    expect(examples.flatMap(unmarkedResults)).toEqual([]);
  });

  it('every slow and type-checked-only heading names an example', () => {
    const headings = new Set(examples.map((example) => example.heading));
    expect([...Object.keys(SLOW), ...Object.keys(COMPILE_ONLY)].filter((heading) => !headings.has(heading))).toEqual([]);
  });

  it.each(GAME_IDS)("%s has one example per member of the Game contract, and one for the game's module", (id) => {
    const members = interfaceMembers(ROOT, 'src/core/game.ts', 'Game');
    const titled = examples
      .filter((example) => example.owner === id && example.file === `src/${id}/index.ts`)
      .map((example) => example.title);
    expect([...titled].sort()).toEqual([...members].sort());
    expect(examples.filter((example) => example.owner === `ludicore/${id}`)).toHaveLength(1);
  });

  it(`checked at least ${MIN_CLAIMS} claims`, () => {
    expect(tally.claims, '// → claims checked').toBeGreaterThanOrEqual(MIN_CLAIMS);
  });
});
