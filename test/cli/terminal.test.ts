import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRecord, games, kono, parseRecord, replay } from '../../src/index.js';
import { ensureCli, HAS_SCRIPT, ludicoreInTerminal, printedRecord } from './helpers.js';

/**
 * The program in a pseudo-terminal (util-linux `script`), where it behaves otherwise than on a
 * pipe: play's prompt and Ctrl-C as a key, replay's stepping, solve's bar redrawn in place.
 * Skipped where `script` is not installed; the same logic is unit-tested with stand-in streams.
 */

let work = '';

beforeAll(async () => {
  await ensureCli();
  work = mkdtempSync(join(tmpdir(), 'ludicore-tty-'));
}, 120_000);

afterAll(() => {
  if (work !== '') rmSync(work, { recursive: true, force: true });
});

/** The terminal's output as lines, carriage returns and line-erasing escapes taken out. */
const screenLines = (text: string): string[] =>
  text
    .replaceAll('\r\n', '\n')
    .split(/[\r\n]/)
    .map((line) => line.replaceAll('\x1b[K', ''));

describe.skipIf(!HAS_SCRIPT)('in a terminal', () => {
  it('play: Ctrl-C at the prompt prints the record so far and exits with code 130', async () => {
    const run = await ludicoreInTerminal(
      ['play', 'kono', '--bot', 'random'],
      [
        { after: /black> /, send: 'a1xa3\r' },
        { after: /black> /, send: '\x03' },
      ],
    );
    expect(run.status).toBe(130);
    const out = run.stdout.replaceAll('\r\n', '\n');
    expect(out).toContain('Interrupted: the game is left unfinished.');
    expect(parseRecord(printedRecord(out), games).moves).toHaveLength(2);
  });

  it('replay: Enter, p, a ply number and q step through the record', async () => {
    const record = replay(kono, kono.start(), ['a1xa3', 'b4xb2', 'b1-a1']);
    const file = join(work, 'kono.txt');
    writeFileSync(file, formatRecord(record));
    const run = await ludicoreInTerminal(
      ['replay', file],
      [
        { after: /ply 0\/3> /, send: '\r' },
        { after: /ply 1\/3> /, send: '\r' },
        { after: /ply 2\/3> /, send: 'p\r' },
        { after: /ply 1\/3> /, send: '3\r' },
        { after: /ply 3\/3> /, send: '\r' },
        { after: /ply 3\/3> /, send: 'q\r' },
      ],
    );
    expect(run.status).toBe(0);
    const out = run.stdout.replaceAll('\r\n', '\n');
    // The positions shown, in the order the keys asked for them.
    const shown = [...out.matchAll(/^Position: (.+)$/gm)].map((m) => m[1]);
    const at = (ply: number): string => kono.formatPosition(record.positions[ply] as never);
    expect(shown).toEqual([at(0), at(1), at(2), at(1), at(3)]);
    expect(out).toContain('this is the end of the record');
    expect(out).toContain('Result: the game is unfinished (*)');
  });

  it('replay --all prints the record at once, as on a pipe', async () => {
    const file = join(work, 'all.txt');
    writeFileSync(file, formatRecord(replay(kono, kono.start(), ['a1xa3'])));
    const run = await ludicoreInTerminal(['replay', file, '--all'], []);
    expect(run.status).toBe(0);
    expect(run.stdout).not.toContain('ply 0/1>');
    expect(run.stdout).toContain('Result: the game is unfinished (*)');
  });

  it.each([80, 50])(
    'solve: on a terminal of %i columns, the bar is redrawn in place and never wider than the terminal',
    async (columns) => {
      const run = await ludicoreInTerminal(['solve', 'julgonu', '--out', join(work, `jg-${columns}.table`)], [], columns);
      expect(run.status).toBe(0);
      const lines = screenLines(run.stdout);
      const progress = lines.filter((line) => /% (decided|solved)|counting moves/.test(line));
      expect(progress.length).toBeGreaterThan(2);
      for (const line of progress) expect(line.length, line).toBeLessThan(columns);
      // The redraws share one line of the screen: the bar and its redraws end in one line break.
      const barRegion = run.stdout.slice(run.stdout.indexOf('counting moves'), run.stdout.indexOf('% solved'));
      expect(barRegion).not.toContain('\n');
      expect(barRegion).toContain('\r');
    },
  );
});
