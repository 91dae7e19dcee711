// The progress of `ludicore solve` on standard error: on a terminal, one line redrawn in place
// that never runs past the terminal's width (a line that wraps cannot be redrawn by a carriage
// return and floods the screen); elsewhere (a pipe, a file) plain lines, one per tenth of the way.
import type { SolveProgress, SolveStats } from '../solve/index.js';

/** Where the progress goes: standard error, or a stand-in in the tests. */
export interface ProgressStream {
  /** Whether the stream is a terminal: only a terminal gets a line redrawn in place. */
  readonly isTTY?: boolean;
  /** The terminal's width in characters, when known. */
  readonly columns?: number | undefined;
  write(text: string): unknown;
}

/** What the progress display does: show a report of the solver, and the end. */
export interface ProgressDisplay {
  update(progress: SolveProgress): void;
  done(stats: SolveStats): void;
}

/** The width assumed for a terminal that does not say its own. */
const DEFAULT_COLUMNS = 80;
/** The bar's widest and narrowest; below the narrowest, the line goes without a bar. */
const BAR_MAX = 30;
const BAR_MIN = 10;

const number = (n: number): string => n.toLocaleString('en-US');

/**
 * One line of at most `width` characters: the percentage for `fraction` and the first of
 * `details` (longest first) that fits, after a bar as wide as the rest of the room allows (from
 * BAR_MIN to BAR_MAX characters, none with less room); on a very narrow terminal, the percentage cut
 * at the width.
 */
export function progressLine(fraction: number, details: readonly string[], width: number): string {
  const percent = `${(fraction * 100).toFixed(0).padStart(3)}%`;
  const text = details.map((detail) => `${percent} ${detail}`.trimEnd()).find((candidate) => candidate.length <= width);
  if (text === undefined) return percent.trim().slice(0, Math.max(0, width));
  // "[" + bar + "] " + text
  const bar = Math.min(BAR_MAX, width - text.length - 3);
  if (bar < BAR_MIN) return text;
  const filled = Math.round(fraction * bar);
  return `[${'#'.repeat(filled)}${'.'.repeat(bar - filled)}] ${text}`;
}

/** The details of a report, longest first, for {@link progressLine} to choose from. */
function progressDetails(progress: SolveProgress): string[] {
  const { decided, positions, plies } = progress;
  return [
    `decided: ${number(decided)} of ${number(positions)} positions, ${plies} plies`,
    `decided: ${number(decided)} of ${number(positions)}`,
    `${number(decided)}/${number(positions)}`,
    '',
  ];
}

/** The details of the end, longest first. */
function doneDetails(stats: SolveStats): string[] {
  return [
    `solved: ${number(stats.positions)} positions, ${number(stats.wins + stats.losses)} decided, ${number(stats.draws)} drawn`,
    `solved: ${number(stats.positions)} positions`,
    'solved',
    '',
  ];
}

/** The line for the counting phase, cut to `width`. */
const countingLine = (progress: SolveProgress, width: number): string =>
  `counting moves: ${number(progress.positions)} positions`.slice(0, width);

/**
 * A progress display on `stream`: on a terminal, a line redrawn in place, as wide as the terminal
 * less one column (writing the last column makes some terminals wrap); otherwise a line when the
 * phase changes and each time another tenth of the positions is decided, with no carriage returns.
 */
export function progressDisplay(stream: ProgressStream): ProgressDisplay {
  const tty = stream.isTTY === true;
  // The width is read at each redraw: the terminal may be resized while the solver runs.
  const width = (): number => (tty ? Math.max(1, (stream.columns ?? DEFAULT_COLUMNS) - 1) : DEFAULT_COLUMNS);
  let lastPhase = '';
  let lastStep = -1;
  let shown = false;
  return {
    update(progress) {
      const fraction = progress.positions === 0 ? 1 : progress.decided / progress.positions;
      const counting = progress.phase === 'counting';
      const line = counting ? countingLine(progress, width()) : progressLine(fraction, progressDetails(progress), width());
      const step = counting ? 0 : Math.floor(fraction * 10);
      if (tty) {
        stream.write(`\r${line}\x1b[K`);
        shown = true;
      } else if (progress.phase !== lastPhase || step !== lastStep) {
        stream.write(`${line}\n`);
      }
      lastPhase = progress.phase;
      lastStep = step;
    },
    done(stats) {
      // Draws are never "decided", so the bar only reaches 100 % here, with the draws named.
      const line = progressLine(1, doneDetails(stats), width());
      stream.write(tty && shown ? `\r${line}\x1b[K\n` : `${line}\n`);
    },
  };
}
