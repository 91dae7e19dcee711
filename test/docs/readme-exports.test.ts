import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { gameList } from '../../src/index.js';
import { sourceResolver } from '../support/readme.js';

/**
 * Every name the README says an entry of the package gives is exported there: each row of the
 * Imports table (`ludicore/kono` | … `kono`, `KONO_BOARD` …), and each "`name` from `entry`" of
 * the README and the shipped pages. Read from the sources' exports with the TypeScript compiler,
 * so that a type (`Solution`) counts as a function does.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const PAGES = ['README.md', 'docs/guide.md', 'docs/boardgameio.md', 'docs/performance.md', 'docs/playground.md', 'docs/write-a-game.md'];
const resolve = sourceResolver(ROOT);

/** The names of the rules options, which the table quotes (`noRepeat`) as the options its values are for. */
const OPTION_NAMES = new Set(gameList.flatMap((game) => Object.keys(game.optionSpecs)));

/** The rows of the README's Imports table: the entry, and the names its description quotes. */
function importsTable(readme: string): { entry: string; names: string[] }[] {
  const start = readme.indexOf('\n## Imports\n');
  if (start < 0) throw new Error('README.md has no Imports section');
  const end = readme.indexOf('\n## ', start + 1);
  const rows: { entry: string; names: string[] }[] = [];
  for (const line of readme.slice(start, end < 0 ? undefined : end).split('\n')) {
    const row = /^\| `(ludicore[^`]*)` \| (.*) \|$/.exec(line);
    if (row === null) continue;
    const [, entry = '', text = ''] = row;
    const names = [...text.matchAll(/`([A-Za-z_$][\w$]*)`/g)].map((match) => match[1] ?? '');
    rows.push({ entry, names: names.filter((name) => !OPTION_NAMES.has(name)) });
  }
  return rows;
}

/** Each "`name` from `entry`" of a page's prose, line breaks read as spaces. */
function namesFrom(text: string): { entry: string; name: string }[] {
  const prose = text.replace(/\s+/g, ' ');
  return [...prose.matchAll(/`([A-Za-z_$][\w$]*)` from `(ludicore[\w/.]*)`/g)].map((match) => ({
    name: match[1] ?? '',
    entry: match[2] ?? '',
  }));
}

/** The names each entry exports, values and types alike, by entry. */
function exportsOf(entries: readonly string[]): Map<string, Set<string>> {
  const files = new Map(entries.map((entry) => [entry, resolve(entry)]));
  const program = ts.createProgram([...files.values()], {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const exported = new Map<string, Set<string>>();
  for (const [entry, file] of files) {
    const source = program.getSourceFile(file);
    const module = source === undefined ? undefined : checker.getSymbolAtLocation(source);
    if (module === undefined) throw new Error(`${entry}: no module at ${file}`);
    exported.set(entry, new Set(checker.getExportsOfModule(module).map((symbol) => symbol.name)));
  }
  return exported;
}

describe('the names the README gives each entry', () => {
  const rows = importsTable(README);
  const quoted = PAGES.flatMap((page) => namesFrom(readFileSync(join(ROOT, page), 'utf8')).map((use) => ({ ...use, page })));
  const exported = exportsOf([...new Set([...rows.map((row) => row.entry), ...quoted.map((use) => use.entry)])]);

  it('the Imports table has a row per entry of the package, each naming what it gives', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
    const entries = Object.keys(pkg.exports)
      .filter((key) => key !== './package.json')
      .map((key) => (key === '.' ? 'ludicore' : `ludicore/${key.slice(2)}`));
    expect(rows.map((row) => row.entry).sort()).toEqual(entries.sort());
    for (const row of rows) expect(row.names.length, row.entry).toBeGreaterThan(0);
  });

  it.each(importsTable(README).map((row) => [row.entry, row] as const))('%s exports every name of its row', (entry, row) => {
    const names = exported.get(entry) ?? new Set<string>();
    expect(row.names.filter((name) => !names.has(name))).toEqual([]);
  });

  it('every "`name` from `entry`" of the pages is exported there', () => {
    expect(quoted.length).toBeGreaterThan(0);
    const missing = quoted.filter(({ entry, name }) => !(exported.get(entry)?.has(name) ?? false));
    expect(missing).toEqual([]);
  });

  it('reads the table and the prose', () => {
    const table = '\n## Imports\n\n| import | what |\n| --- | --- |\n| `ludicore/x` | `a`, its `noRepeat` option, `B_C` |\n\n## Next\n';
    expect(importsTable(table)).toEqual([{ entry: 'ludicore/x', names: ['a', 'B_C'] }]);
    expect(namesFrom('(`renderSvg` from\n`ludicore/render`) and `x` of `ludicore`')).toEqual([
      { name: 'renderSvg', entry: 'ludicore/render' },
    ]);
  });
});
