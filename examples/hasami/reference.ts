/**
 * A deliberately naive Hasami Shogi for the tests only: the board as a 2-D array
 * `cells[rank][file]`, read from the position string by hand, slides and captures found by
 * walking it one point at a time. It shares no code with the example or the library (no masks,
 * no precomputed lines, no action table), so that the differential tests check the example's
 * rules against H1–H4 as the guide page states them.
 */

export type RefColour = 'b' | 'w';
export type RefCell = RefColour | '.';

export interface RefPosition {
  /** `cells[rank][file]`, rank 0 being rank 1. */
  readonly cells: readonly (readonly RefCell[])[];
  readonly toMove: RefColour;
}

export interface RefOutcome {
  readonly winner: 'black' | 'white';
  readonly reason: 'reduced-to-one' | 'no-moves';
}

const N = 5;
const FILES = 'abcde';
/** North, east, south, west as (file, rank) steps: the documented move order. */
const DIRECTIONS = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
] as const;

const onBoard = (file: number, rank: number): boolean => file >= 0 && file < N && rank >= 0 && rank < N;
const name = (file: number, rank: number): string => `${FILES[file] ?? '?'}${rank + 1}`;
const other = (colour: RefColour): RefColour => (colour === 'b' ? 'w' : 'b');

/** A position string read by hand: ranks 5 to 1 separated by `/`, digits for empty runs, then `b` or `w`. */
export function refParse(text: string): RefPosition {
  const [field, mover] = text.split(' ');
  const rows = (field ?? '').split('/');
  if (rows.length !== N || (mover !== 'b' && mover !== 'w')) throw new Error(`reference: bad position ${text}`);
  const cells = rows
    .map((row) => [...row].flatMap((c): RefCell[] => (c === 'b' || c === 'w' ? [c] : Array<RefCell>(Number(c)).fill('.'))))
    .reverse();
  if (cells.some((rank) => rank.length !== N)) throw new Error(`reference: bad position ${text}`);
  return { cells, toMove: mover };
}

/** The position string of a reference position. */
export function refFormat(pos: RefPosition): string {
  const rows = [...pos.cells].reverse().map((rank) => rank.join('').replace(/\.+/g, (run) => String(run.length)));
  return `${rows.join('/')} ${pos.toMove}`;
}

const count = (pos: RefPosition, colour: RefColour): number => pos.cells.flat().filter((c) => c === colour).length;

/** H3 on the board after a slide to (file, rank): in each direction, a run of enemies closed by a friend. */
function capturedAround(cells: readonly (readonly RefCell[])[], file: number, rank: number): [number, number][] {
  const me = cells[rank]?.[file] as RefColour;
  const taken: [number, number][] = [];
  for (const [df, dr] of DIRECTIONS) {
    const run: [number, number][] = [];
    let f = file + df;
    let r = rank + dr;
    while (onBoard(f, r) && cells[r]?.[f] === other(me)) {
      run.push([f, r]);
      f += df;
      r += dr;
    }
    if (run.length > 0 && onBoard(f, r) && cells[r]?.[f] === me) taken.push(...run);
  }
  return taken;
}

/** A move as the reference plays it: its notation and the position after it. */
export interface RefMove {
  readonly notation: string;
  readonly after: RefPosition;
}

/** H4: the outcome, or undefined while the game goes on. */
export function refOutcome(pos: RefPosition): RefOutcome | undefined {
  const mover = pos.toMove;
  const loses = (colour: RefColour, reason: RefOutcome['reason']): RefOutcome => ({ winner: colour === 'b' ? 'white' : 'black', reason });
  if (count(pos, mover) <= 1) return loses(mover, 'reduced-to-one');
  if (count(pos, other(mover)) <= 1) return loses(other(mover), 'reduced-to-one');
  return refSlides(pos).length === 0 ? loses(mover, 'no-moves') : undefined;
}

/** H2 + H3: every slide of the player to move, in the documented order, with its captures (no end check). */
function refSlides(pos: RefPosition): RefMove[] {
  const moves: RefMove[] = [];
  for (let rank = 0; rank < N; rank++) {
    for (let file = 0; file < N; file++) {
      if (pos.cells[rank]?.[file] !== pos.toMove) continue;
      for (const [df, dr] of DIRECTIONS) {
        for (let f = file + df, r = rank + dr; onBoard(f, r) && pos.cells[r]?.[f] === '.'; f += df, r += dr) {
          const cells = pos.cells.map((row) => [...row]);
          (cells[rank] as RefCell[])[file] = '.';
          (cells[r] as RefCell[])[f] = pos.toMove;
          const taken = capturedAround(cells, f, r);
          for (const [tf, tr] of taken) (cells[tr] as RefCell[])[tf] = '.';
          // Captured points in point order: by rank, then by file.
          const names = taken.sort(([af, ar], [bf, br]) => ar - br || af - bf).map(([tf, tr]) => `x${name(tf, tr)}`);
          moves.push({ notation: `${name(file, rank)}-${name(f, r)}${names.join('')}`, after: { cells, toMove: other(pos.toMove) } });
        }
      }
    }
  }
  return moves;
}

/** The legal moves: none once the game is over. */
export function refMoves(pos: RefPosition): RefMove[] {
  return refOutcome(pos) === undefined ? refSlides(pos) : [];
}

/** Move sequences of exactly `depth` plies (a line on which the game ends sooner counts nothing). */
export function refPerft(pos: RefPosition, depth: number): number {
  if (depth === 0) return 1;
  return refMoves(pos).reduce((sum, move) => sum + refPerft(move.after, depth - 1), 0);
}
