import { describe, expect, it } from 'vitest';
import { progressDisplay, progressLine, type ProgressStream } from '../../src/cli/progress.js';
import type { SolveProgress, SolveStats } from '../../src/solve/index.js';

/**
 * The progress display of `ludicore solve`, against a stand-in stream: a terminal of a given
 * width (the width logic; test/cli/terminal.test.ts runs the real program in a pseudo-terminal),
 * or a pipe.
 */

/** A stream that keeps what is written, a terminal of `columns` columns or not one. */
function fakeStream(tty: boolean, columns?: number): ProgressStream & { text: string; columns: number | undefined } {
  const stream = {
    isTTY: tty,
    columns,
    text: '',
    write(chunk: string) {
      stream.text += chunk;
      return true;
    },
  };
  return stream;
}

const POSITIONS = 38_742_048;
const STATS: SolveStats = { positions: POSITIONS, wins: 20_000_000, losses: 10_000_000, draws: 8_742_048, longestWin: 90 };

/** A solve's reports: counting, then the decided count rising by hundredths. */
function reports(): SolveProgress[] {
  const list: SolveProgress[] = [{ phase: 'counting', positions: 1_000_000, decided: 0, plies: 0 }];
  for (let i = 0; i <= 100; i++) {
    list.push({ phase: 'propagating', positions: POSITIONS, decided: Math.ceil((POSITIONS * Math.min(i, 80)) / 100), plies: i });
  }
  return list;
}

/** What a terminal would show at each redraw: the text between carriage returns and line breaks, escapes removed. */
const redraws = (text: string): string[] =>
  text
    .split(/[\r\n]/)
    .map((line) => line.replaceAll('\x1b[K', ''))
    .filter((line) => line !== '');

describe('progressLine', () => {
  it('fits the width given, from a wide terminal to a very narrow one', () => {
    for (let width = 1; width <= 200; width++) {
      for (const fraction of [0, 0.005, 0.5, 0.999, 1]) {
        const line = progressLine(
          fraction,
          [`decided: 1,234,567 of ${POSITIONS.toLocaleString('en-US')} positions, 58 plies`, 'x', ''],
          width,
        );
        expect(line.length, `${width} ${fraction}: ${line}`).toBeLessThanOrEqual(width);
      }
    }
  });

  it('a bar of at most 30 characters, narrower or gone as the room shrinks, and the fullest details that fit', () => {
    const details = ['decided: 12 of 100 positions, 3 plies', 'decided: 12 of 100', '12/100', ''];
    expect(progressLine(0.5, details, 200)).toBe(`[${'#'.repeat(15)}${'.'.repeat(15)}]  50% decided: 12 of 100 positions, 3 plies`);
    expect(progressLine(0.5, details, 60)).toBe(`[${'#'.repeat(8)}${'.'.repeat(7)}]  50% decided: 12 of 100 positions, 3 plies`);
    expect(progressLine(0.5, details, 40)).toBe(`[${'#'.repeat(7)}${'.'.repeat(7)}]  50% decided: 12 of 100`);
    expect(progressLine(0.5, details, 20)).toBe(' 50% 12/100');
    expect(progressLine(0.5, details, 3)).toBe('50%');
  });
});

describe('progressDisplay', () => {
  it.each([200, 80, 60, 40, 20, 8])('on a terminal of %i columns, every redraw is narrower than the terminal', (columns) => {
    const stream = fakeStream(true, columns);
    const display = progressDisplay(stream);
    for (const report of reports()) display.update(report);
    display.done(STATS);
    // Redrawn in place: one line break, at the end.
    expect(stream.text.split('\n')).toHaveLength(2);
    expect(stream.text.endsWith('\n')).toBe(true);
    const shown = redraws(stream.text);
    expect(shown.length).toBeGreaterThan(100);
    for (const line of shown) expect(line.length, line).toBeLessThan(columns);
    expect(shown[shown.length - 1]).toContain('100%');
  });

  it('an 80-column terminal gets the full details and a bar', () => {
    const stream = fakeStream(true, 80);
    const display = progressDisplay(stream);
    display.update({ phase: 'propagating', positions: POSITIONS, decided: POSITIONS / 2, plies: 12 });
    expect(redraws(stream.text)).toEqual([`[${'#'.repeat(9)}${'.'.repeat(9)}]  50% decided: 19,371,024 of 38,742,048 positions, 12 plies`]);
  });

  it('follows a terminal resized while it runs', () => {
    const stream = fakeStream(true, 120);
    const display = progressDisplay(stream);
    display.update({ phase: 'propagating', positions: POSITIONS, decided: 1, plies: 1 });
    stream.columns = 30;
    display.update({ phase: 'propagating', positions: POSITIONS, decided: 2, plies: 1 });
    const [wide, narrow] = redraws(stream.text);
    expect((wide ?? '').length).toBeGreaterThan(80);
    expect((narrow ?? '').length).toBeLessThan(30);
  });

  it('a terminal that gives no width is taken as 80 columns', () => {
    const stream = fakeStream(true);
    const display = progressDisplay(stream);
    for (const report of reports()) display.update(report);
    for (const line of redraws(stream.text)) expect(line.length).toBeLessThan(80);
  });

  it('elsewhere, plain lines: one when counting, one per tenth of the way, and the end; no carriage return', () => {
    const stream = fakeStream(false, 40);
    const display = progressDisplay(stream);
    for (const report of reports()) display.update(report);
    display.done(STATS);
    expect(stream.text).not.toContain('\r');
    expect(stream.text).not.toContain('\x1b');
    const lines = stream.text.trimEnd().split('\n');
    // Counting; 0 % to 80 % decided in steps of 10 (9 lines); the end.
    expect(lines[0]).toBe('counting moves: 1,000,000 positions');
    expect(lines.slice(1, -1).map((line) => /(\d+)% decided/.exec(line)?.[1])).toEqual([
      '0',
      '10',
      '20',
      '30',
      '40',
      '50',
      '60',
      '70',
      '80',
    ]);
    expect(lines[lines.length - 1]).toMatch(/100% solved: 38,742,048 positions, 30,000,000 decided, 8,742,048 drawn$/);
  });
});
