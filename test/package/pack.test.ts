import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What `npm pack` puts in the tarball, read from `npm pack --dry-run --json`: every relative link
 * and image of a shipped markdown page (README.md, docs/) must name a file the tarball holds, so
 * that the pages work in an installed copy (node_modules/ludicore) as in the repository.
 */

const ROOT = join(import.meta.dirname, '..', '..');

interface PackReport {
  readonly files: readonly { readonly path: string; readonly size: number }[];
  readonly size: number;
  readonly unpackedSize: number;
}

function packReport(): PackReport {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const out = execFileSync(npm, ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8' });
  const [report] = JSON.parse(out) as PackReport[];
  if (report === undefined) throw new Error('npm pack --dry-run --json gave no report');
  return report;
}

/**
 * The link and image targets of a markdown text, code left out: inline links and images
 * `[text](target "title")`, `<target>` forms, and reference definitions `[label]: target`.
 */
export function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/(`+)[\s\S]*?\1/g, '');
  const targets: string[] = [];
  for (const match of prose.matchAll(/\]\(\s*(?:<([^>]*)>|([^)\s]+))/g)) targets.push(match[1] ?? match[2] ?? '');
  for (const match of prose.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/gm)) targets.push(match[1] ?? '');
  for (const match of prose.matchAll(/<(?:img|a)\s[^>]*?(?:src|href)="([^"]+)"/g)) targets.push(match[1] ?? '');
  return targets;
}

/** A target that names a file of the package: no scheme (`https:`, `mailto:`), not only an anchor. */
const isRelative = (target: string): boolean => target !== '' && !target.startsWith('#') && !/^[a-z][a-z0-9+.-]*:/i.test(target);

/** The path in the package that a relative link of `page` names (a folder without its last `/`). */
const targetPath = (page: string, target: string): string =>
  posix.normalize(posix.join(dirname(page), decodeURI(target.replace(/[?#].*$/, '')))).replace(/\/$/, '');

describe('the packed tarball', () => {
  const report = packReport();
  const files = new Set(report.files.map((file) => file.path));
  const pages = [...files].filter((path) => path.endsWith('.md')).sort();

  it('ships the docs the README points to, not the generated API site', () => {
    console.log(
      `npm pack: ${report.files.length} files, ${(report.size / 1000).toFixed(1)} kB packed, ${(report.unpackedSize / 1000).toFixed(1)} kB unpacked`,
    );
    expect(pages).toEqual(expect.arrayContaining(['README.md', 'CHANGELOG.md', 'docs/guide.md', 'docs/rules/kono.md']));
    expect([...files].filter((path) => path.startsWith('docs/api/'))).toEqual([]);
  });

  it.each(pages)('every relative link and image of %s is in the tarball', (page) => {
    const targets = linkTargets(readFileSync(join(ROOT, page), 'utf8')).filter(isRelative);
    const missing = targets.filter((target) => {
      const path = targetPath(page, target);
      // A folder (`hasami/`) is there when a file of the tarball is in it.
      return !files.has(path) && ![...files].some((file) => file.startsWith(`${path}/`));
    });
    expect(missing, `the targets of ${page}'s links that the tarball lacks`).toEqual([]);
  });

  it('ships no tests, and only the images that its pages show, each drawn small', () => {
    expect([...files].filter((path) => /\.test\.[cm]?[jt]s$/.test(path))).toEqual([]);
    const shown = new Set(
      pages.flatMap((page) =>
        linkTargets(readFileSync(join(ROOT, page), 'utf8'))
          .filter(isRelative)
          .map((target) => targetPath(page, target)),
      ),
    );
    const images = report.files.filter((file) => /\.(svg|png|jpe?g|gif|webp)$/.test(file.path));
    expect(images.length).toBeGreaterThan(0);
    expect(images.map((file) => file.path).filter((path) => !shown.has(path))).toEqual([]);
    // The renderer writes what pictures share once (a group's attributes, a cell's sides); the
    // largest, three boards of Agon's 91 cells with their names, is under 40 kB.
    expect(images.filter((file) => file.size > 50_000).map((file) => `${file.path}: ${file.size} bytes`)).toEqual([]);
  });

  it('finds the links of a page', () => {
    const text = '[a](docs/a.md#x) ![b](<img/b c.svg> "t")\n\n```sh\n[no](x.md)\n```\n`[no](y.md)`\n[ref]: docs/r.md\n<img src="i.svg">';
    expect(linkTargets(text)).toEqual(['docs/a.md#x', 'img/b c.svg', 'docs/r.md', 'i.svg']);
  });
});
