import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The excerpts of docs/write-a-game.md are quoted from examples/: each code block after an
 * `<!-- excerpt: path -->` line must appear in that file word for word, so the page cannot
 * drift from the code it walks through.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PAGE = 'docs/write-a-game.md';
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

interface Excerpt {
  readonly path: string;
  readonly code: string;
  readonly line: number;
}

/** Each `<!-- excerpt: path -->` marker with the fenced block right after it. */
function excerpts(text: string): Excerpt[] {
  const found: Excerpt[] = [];
  for (const m of text.matchAll(/<!-- excerpt: (\S+) -->\n```[a-z]*\n([\s\S]*?)```\n/g)) {
    found.push({ path: m[1] as string, code: m[2] as string, line: text.slice(0, m.index).split('\n').length });
  }
  return found;
}

describe(`the excerpts of ${PAGE}`, () => {
  const page = read(PAGE);
  const found = excerpts(page);

  it('every marker has its code block', () => {
    expect(found.length).toBe(page.match(/<!-- excerpt:/g)?.length);
    expect(found.length).toBeGreaterThanOrEqual(10);
  });

  it.each(found.map((e) => [`${PAGE}:${e.line} from ${e.path}`, e] as const))('%s is quoted word for word', (_title, excerpt) => {
    expect(read(excerpt.path)).toContain(excerpt.code);
  });
});
