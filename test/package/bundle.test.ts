import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * What a user's bundler makes of the built package: esbuild (tsup's own, so no new dependency)
 * bundles a one-line program against dist/, resolved through package.json's `exports` as for an
 * installed copy (the package imports itself by name), minified as for production. A game
 * imported from the root entry must bring no other game with it and weigh what its own subpath
 * does. The sizes are printed, for docs/performance.md.
 */

const ROOT = join(import.meta.dirname, '..', '..');

const GAME_IDS = ['kono', 'julgonu', 'agon', 'gong'] as const;
type GameId = (typeof GAME_IDS)[number];

/** Strings that only a game's own code holds, as the minified output writes them: its id and its name. */
const MARKERS: Readonly<Record<GameId, readonly string[]>> = {
  kono: ['"kono"', '"Four Field Kono"'],
  julgonu: ['"julgonu"', '"Jul-Gonu"'],
  agon: ['"agon"', '"Agon"'],
  gong: ['"gong"', '"Gong"'],
};

/** How much heavier a game from the root entry may be than from its subpath: "within a few percent". */
const ROOT_ENTRY_SLACK = 0.03;

/** The package's entries, as imported. */
const ENTRIES = ['', '/kono', '/julgonu', '/agon', '/gong', '/ai', '/solve', '/render', '/testing', '/threads', '/boardgame.io'].map(
  (subpath) => `ludicore${subpath}`,
);

interface Bundle {
  readonly code: string;
  readonly minified: number;
  readonly gzipped: number;
}

async function bundle(program: string): Promise<Bundle> {
  const result = await build({
    stdin: { contents: program, resolveDir: ROOT, loader: 'js', sourcefile: 'program.js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    // The repository's tsconfig.json maps `ludicore` to the sources (for the type check): the
    // bundle must see dist/, as a user's does.
    tsconfigRaw: {},
    // ludicore/testing's optional peer dependency is the user's, not part of the package's weight.
    external: ['fast-check'],
    // esbuild says it drops the chunks' bare imports ("sideEffects": false), which is what the
    // package declares; it says so only for code outside node_modules, so a user never sees it.
    logOverride: { 'ignored-bare-import': 'silent' },
    logLevel: 'error',
  });
  const code = result.outputFiles[0]?.text ?? '';
  return { code, minified: Buffer.byteLength(code), gzipped: gzipSync(code, { level: 9 }).length };
}

const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

/** The games whose markers a bundle holds. */
const gamesIn = (code: string): GameId[] => GAME_IDS.filter((id) => MARKERS[id].some((marker) => code.includes(marker)));

describe('bundle sizes (esbuild, minified, against dist/)', () => {
  for (const id of GAME_IDS) {
    it(`import { ${id} } from 'ludicore' bundles ${id} alone, within ${ROOT_ENTRY_SLACK * 100}% of ludicore/${id}`, async () => {
      const program = (from: string): string => `import { ${id} } from '${from}';\nconsole.log(${id});\n`;
      const [fromRoot, fromSubpath] = await Promise.all([bundle(program('ludicore')), bundle(program(`ludicore/${id}`))]);
      console.log(
        `import { ${id} } from 'ludicore': ${kB(fromRoot.minified)} (gzip ${kB(fromRoot.gzipped)}); ` +
          `from 'ludicore/${id}': ${kB(fromSubpath.minified)} (gzip ${kB(fromSubpath.gzipped)})`,
      );
      expect(gamesIn(fromSubpath.code), `the games in a bundle of ludicore/${id}`).toEqual([id]);
      expect(gamesIn(fromRoot.code), `the games in a bundle of { ${id} } from ludicore`).toEqual([id]);
      expect(fromRoot.minified).toBeLessThanOrEqual(fromSubpath.minified * (1 + ROOT_ENTRY_SLACK));
    });
  }

  it.each([
    ['solveKono', 'kono'],
    ['solveJulGonu', 'julgonu'],
  ] as const)("import { %s } from 'ludicore/solve' bundles its own game alone", async (name, id) => {
    const solver = await bundle(`import { ${name} } from 'ludicore/solve';\nconsole.log(${name});\n`);
    console.log(`import { ${name} } from 'ludicore/solve': ${kB(solver.minified)} (gzip ${kB(solver.gzipped)})`);
    expect(gamesIn(solver.code), `the games in a bundle of { ${name} } from ludicore/solve`).toEqual([id]);
  });

  it('every entry, whole', async () => {
    const rows: string[] = [];
    for (const entry of ENTRIES) {
      const whole = await bundle(`export * from '${entry}';\n`);
      expect(whole.minified, entry).toBeGreaterThan(0);
      rows.push(`| \`${entry}\` | ${kB(whole.minified)} | ${kB(whole.gzipped)} |`);
    }
    console.log(['| entry | minified | gzipped |', '| --- | ---: | ---: |', ...rows].join('\n'));
  });
});
