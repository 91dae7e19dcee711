import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/write-a-game.md and the example it walks through. The page's excerpts are quoted from
 * examples/: each code block after an `<!-- excerpt: path -->` line must appear in that file
 * word for word, so the page cannot drift from the code. And the example is written as a user
 * of the package would write it: it imports the package's public names only.
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

const manifest = JSON.parse(read('package.json')) as {
  exports: Record<string, unknown>;
  devDependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
/** The package's public names: `ludicore` and the subpaths its exports list. */
const LIBRARY = new Set(Object.keys(manifest.exports).map((path) => (path === '.' ? 'ludicore' : `ludicore/${path.slice(2)}`)));
/** Other packages an example may use, as its reader would install them: those the repository itself depends on. */
const PACKAGES = new Set([...Object.keys(manifest.devDependencies), ...Object.keys(manifest.peerDependencies)]);

/** The package a bare specifier names: `boardgame.io/client` → `boardgame.io`, `@scope/name/x` → `@scope/name`. */
const packageOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Whether `file` may import `specifier`: Node's modules, the package's public names, a package
 * the repository depends on, its own folder's modules; and a test, the repository's test support too.
 */
function mayImport(file: string, specifier: string): boolean {
  if (specifier.startsWith('node:') || LIBRARY.has(specifier)) return true;
  if (specifier.startsWith('ludicore')) return false;
  if (/^\.\/[a-z-]+\.js$/.test(specifier)) return true;
  if (specifier.startsWith('.')) return file.endsWith('.test.ts') && /^(?:\.\.\/)+test\/[a-z/-]+\.js$/.test(specifier);
  return PACKAGES.has(packageOf(specifier));
}

describe('the examples import public names only', () => {
  const files = readdirSync(join(ROOT, 'examples'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => `examples/${file.split('\\').join('/')}`);

  it('finds the example files', () => {
    expect(files).toEqual(expect.arrayContaining(['examples/hasami/index.ts', 'examples/hasami/rules.test.ts']));
  });

  it.each(files)('%s imports only ludicore, its public subpaths, packages the repository depends on and its own modules', (file) => {
    const text = read(file);
    const specifiers = [...text.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+'([^']+)'/gm)].map((m) => m[1] as string);
    // The reference imports nothing at all; every other file reads the package or its siblings.
    expect(specifiers.length > 0 || file.endsWith('/reference.ts'), `${file} has imports the pattern finds`).toBe(true);
    expect(text, `${file} names no path into the sources`).not.toMatch(/['"](?:\.\.\/)+src\//);
    for (const specifier of specifiers) expect(mayImport(file, specifier), `${file} imports ${specifier}`).toBe(true);
  });
});
