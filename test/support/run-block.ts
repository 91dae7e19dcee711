import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, vi } from 'vitest';
import { transformBlock, type CodeBlock, type Recorded } from './readme.js';

/** What the examples run so far have checked: the tests' guard that a parser finding nothing cannot pass. */
export interface Tally {
  blocks: number;
  claims: number;
  prints: number;
  bindings: number;
}

/** A fresh tally. */
export const newTally = (): Tally => ({ blocks: 0, claims: 0, prints: 0, bindings: 0 });

/**
 * Runs a code example (a README block, a TSDoc `@example`) and checks what it claims.
 *
 * The block becomes an ES module (transformBlock) written to `dir` and loaded with
 * `await import()`, so vitest transforms it, and the TypeScript sources it imports, like any test
 * module: a ```ts block is written as a .ts file, its types stripped, not checked (the API
 * examples' test type-checks them). Every name the example imports must be defined, every
 * `// → value` claim must be reached and deep-equal (toStrictEqual) its value, and a
 * `console.log` followed by a `// text` comment must print that text. console.log is silenced
 * while the block runs.
 */
export async function runBlock(block: CodeBlock, resolve: (specifier: string) => string, dir: string, tally: Tally): Promise<void> {
  const program = transformBlock(block, resolve, dir);
  const extension = block.language === 'ts' || block.language === 'typescript' ? 'ts' : 'mjs';
  const file = join(dir, `${block.file.replace(/[^\w]+/g, '-')}-L${block.line}-${block.heading.replace(/[^\w]+/g, '-')}.${extension}`);
  writeFileSync(file, program.code);
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  let recorded: Recorded;
  try {
    recorded = ((await import(/* @vite-ignore */ file)) as { __readme: Recorded }).__readme;
  } finally {
    log.mockRestore();
  }

  for (const { name, line } of program.bindings) {
    expect.soft(recorded.bindings[name], `${block.file}:${line}: ${name} is imported`).toBeDefined();
  }
  for (const claim of program.claims) {
    const values = recorded.claims.filter((c) => c.id === claim.id);
    const label = `${block.file}:${claim.line}: ${claim.subject} // → ${claim.expectedSource}`;
    expect.soft(values.length, `${label} was never reached`).toBeGreaterThan(0);
    for (const { value } of values) expect.soft(value, label).toStrictEqual(claim.expected);
  }
  for (const print of program.prints) {
    const texts = recorded.prints.filter((p) => p.id === print.id).map((p) => p.text);
    const label = `${block.file}:${print.line}: ${print.call} prints the comment below it`;
    expect.soft(texts.length, `${label}, once`).toBe(1);
    for (const text of texts) expect.soft(text, label).toBe(print.expected);
  }
  expect(program.prose, 'prose after "// →" is not checked; write a value').toEqual([]);
  tally.blocks++;
  tally.claims += program.claims.length;
  tally.prints += program.prints.length;
  tally.bindings += program.bindings.length;
}
