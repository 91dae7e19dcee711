import { MAX_BOARD_POINTS, type Board } from './board.js';
import { describeValue } from './describe.js';
import { RulesError, quote } from './errors.js';
import { requireBoard } from './guards.js';
import { readSettings } from './read-settings.js';

/**
 * A move as the shared notation grammar reads it, before any game gives it meaning:
 *
 * ```
 * move      := point sep point captures? choice? | placement | "pass"
 * sep       := "-" | "x"
 * captures  := ("x" point)+        in ascending point order
 * placement := piece? "@" point    piece: one upper-case letter
 * choice    := mark point          only in a game that declares the mark (see MoveForms.choice)
 * ```
 *
 * A point is written by its name on the board: at each place, the longest name of the board the
 * text starts with there, provided no digit follows it (a number is never split), so names of
 * any form (`a1`, `b13`, a center named by letters alone) read without a pattern of their own.
 */
export type MoveSyntax = PassSyntax | PlacementSyntax | StepSyntax;

/** `pass`. */
export interface PassSyntax {
  /** Always `pass`. */
  readonly kind: 'pass';
}

/** `@c13`, `Q@a1`: a piece put on a point. */
export interface PlacementSyntax {
  /** Always `placement`. */
  readonly kind: 'placement';
  /** The upper-case piece letter, or `undefined` where none is written. */
  readonly piece: string | undefined;
  /** The point the piece is put on. */
  readonly at: number;
}

/** `a2-a3`, `a1xa3`, `b2-b3xc3`, `e4xf4^k1`: a piece moved from one point to another. */
export interface StepSyntax {
  /** Always `move`. */
  readonly kind: 'move';
  /** The point the piece leaves. */
  readonly from: number;
  /** `true` for the `x` separator (the move enters an occupied point and takes what is there). */
  readonly take: boolean;
  /** The point the piece moves to. */
  readonly to: number;
  /** Points of pieces taken as a side effect, ascending. */
  readonly captures: readonly number[];
  /**
   * A point the mover chooses after the move is made, written after the game's mark (see
   * {@link MoveForms.choice}), or -1 for none.
   */
  readonly choice: number;
}

/** A point chosen after a move, written after a mark: `e4xf4^k1` with the mark `^`. */
export interface MoveChoice {
  /** The mark, one character that is no letter, digit, `-`, `x` or `@`. */
  readonly mark: string;
  /** What the chosen point is, for the messages: `the piece that enters the center`. */
  readonly name: string;
}

/** Which forms of move a game's notation has besides steps, so that errors expect only those. */
export interface MoveForms {
  /** Placements, `@c13` or `Q@a1` (default `true`). */
  readonly placements?: boolean;
  /** `pass` (default `true`). */
  readonly passes?: boolean;
  /**
   * Lists of captured points after a step, `b2-b3xc3` (default `true`). Without them an `x` after
   * the destination is not read as the start of a list, so the message expects what the game has
   * there (the end of the move) instead of a captured point the game would refuse anyway.
   */
  readonly captures?: boolean;
  /** A point chosen after a step, written after a mark (default: none). */
  readonly choice?: MoveChoice;
}

/** The length of the longest point name of each board the notation has read. */
const longestNames = new WeakMap<Board, number>();

function longestName(board: Board): number {
  let longest = longestNames.get(board);
  if (longest === undefined) {
    longest = board.names.reduce((most, name) => Math.max(most, name.length), 0);
    longestNames.set(board, longest);
  }
  return longest;
}

/**
 * `forms` as a caller gave them, checked: `undefined` (all defaults) or an object whose flags are
 * booleans or absent and whose choice, if any, has a mark of one character and a name. A copy,
 * each field read once.
 */
function readForms(owner: string, forms: unknown): MoveForms {
  if (forms === undefined) return {};
  const refuse = (why: string): never => {
    throw new RulesError('argument/invalid', `${owner} forms must be MoveForms, got ${describeValue(forms)}${why}`);
  };
  const { placements, passes, captures, choice } = readSettings(`${owner} forms`, forms, FORM_KEYS);
  for (const flag of [placements, passes, captures]) {
    if (flag !== undefined && typeof flag !== 'boolean')
      return refuse(': its placements, passes and captures must be true, false or absent');
  }
  if (choice === undefined) return { placements, passes, captures } as MoveForms;
  const { mark, name } = (typeof choice === 'object' && choice !== null ? choice : {}) as Partial<Record<keyof MoveChoice, unknown>>;
  if (typeof mark !== 'string' || mark.length !== 1 || typeof name !== 'string') {
    return refuse(': its choice must have a mark of one character and a name');
  }
  return { placements, passes, captures, choice: { mark, name } } as MoveForms;
}

/** The keys of {@link MoveForms}. */
const FORM_KEYS = ['placements', 'passes', 'captures', 'choice'] as const satisfies readonly (keyof MoveForms)[];

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9';
}

/**
 * Reads move notation into its syntax; throws `notation/syntax` naming what was expected where.
 * `forms` says which forms the game has, for the messages: a game of steps alone says "expected a
 * point" where one with placements and passes says "expected a point, "@" or "pass"". Every form
 * but a capture list and a choice is read whatever `forms` says, and the game refuses a form it
 * does not have; a capture list is read unless `forms.captures` is `false`, a choice only after
 * the mark `forms.choice` declares. Reading takes time bounded by the
 * board's longest name a point, whatever the length of the text.
 *
 * @throws {@link RulesError} `notation/syntax` as said; `argument/invalid` for a `board` that is
 *   not a board or `forms` that are not {@link MoveForms}.
 */
export function parseMoveSyntax(board: Board, text: string, givenForms?: MoveForms): MoveSyntax {
  requireBoard(board, 'parseMoveSyntax');
  const forms = readForms('parseMoveSyntax', givenForms);
  if (typeof text !== 'string') {
    throw new RulesError('notation/syntax', `move notation must be a string, got ${typeof text}`);
  }
  const source = text.trim();
  let at = 0;
  const fail = (expected: string): never => {
    const found = at < source.length ? quote(source.slice(at, at + 8)) : 'the end';
    throw new RulesError('notation/syntax', `bad move ${quote(source)}: expected ${expected} at character ${at + 1}, found ${found}`);
  };
  const longest = longestName(board);
  const readPoint = (what: string): number => {
    for (let length = Math.min(longest, source.length - at); length > 0; length--) {
      const p = board.indexOf(source.slice(at, at + length));
      if (p >= 0 && !isDigit(source[at + length])) {
        at += length;
        return p;
      }
    }
    // No name: say which, when the text has the look of one.
    const word = /^[a-z]+[0-9]*/.exec(source.slice(at, at + 12))?.[0];
    if (word === undefined) return fail(what);
    throw new RulesError('notation/syntax', `bad move ${quote(source)}: no point ${quote(word)} on this board (character ${at + 1})`);
  };
  const end = (): void => {
    if (at !== source.length) fail('the end of the move');
  };

  if (source === 'pass') return { kind: 'pass' };
  if (source === '') fail('a move');
  const first = source[0] as string;
  if (first === '@' || (/^[A-Z]$/.test(first) && source[1] === '@')) {
    const piece = first === '@' ? undefined : first;
    at = piece === undefined ? 1 : 2;
    const point = readPoint('a point after "@"');
    end();
    return { kind: 'placement', piece, at: point };
  }
  const starts = ['a point', ...(forms.placements === false ? [] : ['"@"']), ...(forms.passes === false ? [] : ['"pass"'])];
  const from = readPoint(starts.length === 1 ? 'a point' : `${starts.slice(0, -1).join(', ')} or ${starts[starts.length - 1]}`);
  const sep = source[at];
  if (sep !== '-' && sep !== 'x') fail('"-" or "x"');
  at++;
  const to = readPoint('the destination point');
  const captures: number[] = [];
  while (forms.captures !== false && source[at] === 'x') {
    at++;
    const start = at;
    const captured = readPoint('a captured point after "x"');
    const last = captures[captures.length - 1];
    if (last !== undefined && captured <= last) {
      throw new RulesError(
        'notation/syntax',
        `bad move ${quote(source)}: captured points must be listed once each in ascending point order` +
          ` (${board.name(captured)} at character ${start + 1} comes after ${board.name(last)})`,
      );
    }
    captures.push(captured);
  }
  let choice = -1;
  if (forms.choice !== undefined && source[at] === forms.choice.mark) {
    at++;
    choice = readPoint(`${forms.choice.name} after ${quote(forms.choice.mark)}`);
  }
  end();
  return { kind: 'move', from, take: sep === 'x', to, captures, choice };
}

/**
 * Writes a move's syntax in canonical notation, a choice after the mark `forms.choice` declares.
 *
 * @throws {@link RulesError} `argument/invalid` for a choice in a game that declares no mark, a
 *   `board` that is not a board, `forms` that are not {@link MoveForms}, or a `move` that is not a
 *   {@link MoveSyntax} of the board's points.
 */
export function formatMoveSyntax(board: Board, move: MoveSyntax, givenForms?: MoveForms): string {
  requireBoard(board, 'formatMoveSyntax');
  const forms = readForms('formatMoveSyntax', givenForms);
  const refuse = (): never => {
    throw new RulesError(
      'argument/invalid',
      `formatMoveSyntax needs a move's syntax (pass, placement or move), got ${describeValue(move)}`,
    );
  };
  if (typeof move !== 'object' || move === null) return refuse();
  // Each field read once; a point that is not the board's is refused by board.name.
  const fields = move as Partial<Record<'kind' | 'piece' | 'at' | 'from' | 'take' | 'to' | 'captures' | 'choice', unknown>>;
  switch (fields.kind) {
    case 'pass':
      return 'pass';
    case 'placement': {
      const { piece, at } = fields;
      if (piece !== undefined && !(typeof piece === 'string' && /^[A-Z]$/.test(piece))) return refuse();
      return `${piece ?? ''}@${board.name(at as number)}`;
    }
    case 'move': {
      const { from, take, to, captures, choice } = fields;
      if (typeof take !== 'boolean' || typeof choice !== 'number') return refuse();
      // A move takes each point at most once: a longer list is refused before it is read.
      if (!Array.isArray(captures) || (captures as unknown[]).length > board.size) return refuse();
      let text = board.name(from as number) + (take ? 'x' : '-') + board.name(to as number);
      for (const p of [...(captures as readonly unknown[])]) text += `x${board.name(p as number)}`;
      if (choice >= 0) {
        if (forms.choice === undefined) throw new RulesError('argument/invalid', `a move with a choice needs the mark of MoveForms.choice`);
        text += forms.choice.mark + board.name(choice);
      }
      return text;
    }
    default:
      return refuse();
  }
}

/**
 * Reads the board field of a position string: rows separated by `/`, each a run of cell letters
 * and run lengths of empty cells (a positive number without leading zeros; digits are read
 * greedily, so a run is always written whole). `rowLengths` gives the number of cells of each row; `letters` the allowed cell letters;
 * `marks` the characters that may follow a letter to mark its piece (a captured piece's `*`).
 * Returns each row's cells, `''` for an empty cell, a letter with its mark if it has one (`g*`). Throws `position/syntax`,
 * and `argument/invalid` for arguments of the wrong kind (row lengths that are not a list of at most 32767 whole numbers,
 * say).
 */
export function parseRows(
  field: string,
  rowLengths: readonly number[],
  letters: string,
  what: string,
  rowName: (row: number) => string = (row) => `row ${row + 1}`,
  marks = '',
): string[][] {
  checkRowsArguments(rowLengths, letters, what, rowName, marks);
  if (typeof field !== 'string')
    throw new RulesError('position/syntax', `${what}: a board field must be a string, got ${describeValue(field)}`);
  const rows = field.split('/');
  if (rows.length !== rowLengths.length) {
    throw new RulesError(
      'position/syntax',
      `${what}: expected ${rowLengths.length} rows separated by "/", found ${rows.length} in ${quote(field)}`,
    );
  }
  return rows.map((row, r) => {
    const cells: string[] = [];
    const expected = rowLengths[r] as number;
    let i = 0;
    while (i < row.length) {
      const c = row[i] as string;
      // Digits are read greedily, so two runs can never stand side by side: "22" is twenty-two.
      if (c >= '1' && c <= '9') {
        let j = i + 1;
        while (j < row.length && (row[j] as string) >= '0' && (row[j] as string) <= '9') j++;
        const run = Number(row.slice(i, j));
        if (cells.length + run > expected) break;
        for (let k = 0; k < run; k++) cells.push('');
        i = j;
      } else if (letters.includes(c)) {
        const mark = row[i + 1];
        const marked = mark !== undefined && marks.includes(mark);
        cells.push(marked ? c + mark : c);
        i += marked ? 2 : 1;
      } else {
        const marked = marks.includes(c) ? ` (${marks.split('').join(' ')} only after a piece letter)` : '';
        throw new RulesError(
          'position/syntax',
          `${what}: unexpected ${quote(c)} in ${rowName(r)} ${quote(row)};` +
            ` expected one of ${letters.split('').join(' ')} or a number of empty cells${marked}`,
        );
      }
      if (cells.length > expected) break;
    }
    if (cells.length !== expected || i !== row.length) {
      throw new RulesError('position/syntax', `${what}: ${rowName(r)} ${quote(row)} must describe exactly ${expected} cells`);
    }
    return cells;
  });
}

/** Throws `argument/invalid` unless the arguments of {@link parseRows} but the field are of their kinds. */
function checkRowsArguments(rowLengths: unknown, letters: unknown, what: unknown, rowName: unknown, marks: unknown): void {
  const refuse = (name: string, expected: string, value: unknown): never => {
    throw new RulesError('argument/invalid', `parseRows ${name} must be ${expected}, got ${describeValue(value)}`);
  };
  if (typeof what !== 'string') refuse('what', 'a string', what);
  if (typeof letters !== 'string') refuse('letters', 'a string', letters);
  if (typeof marks !== 'string') refuse('marks', 'a string', marks);
  if (typeof rowName !== 'function') refuse('rowName', 'a function', rowName);
  // The length first: a list of a million entries is refused before any is read.
  const count = Array.isArray(rowLengths) ? (rowLengths as unknown[]).length : -1;
  if (count < 1 || count > MAX_BOARD_POINTS) refuse('rowLengths', `a list of 1 to ${MAX_BOARD_POINTS} row lengths`, rowLengths);
  let cells = 0;
  for (let r = 0; r < count; r++) {
    const length: unknown = (rowLengths as readonly unknown[])[r];
    if (typeof length !== 'number' || !Number.isInteger(length) || length < 0 || (cells += length) > MAX_BOARD_POINTS) {
      refuse('rowLengths', `whole numbers of at most ${MAX_BOARD_POINTS} cells in all`, rowLengths);
    }
  }
}

/**
 * Writes rows of cells (`''` for empty) in the run-length form that {@link parseRows} reads.
 *
 * @throws {@link RulesError} `argument/invalid` for rows that are not lists of strings, or of more
 *   than 32767 cells in all.
 */
export function formatRows(rows: readonly (readonly string[])[]): string {
  return checkedRows(rows)
    .map((cells) => {
      let text = '';
      let run = 0;
      for (const cell of cells) {
        if (cell === '') {
          run++;
        } else {
          if (run > 0) text += String(run);
          run = 0;
          text += cell;
        }
      }
      return run > 0 ? text + String(run) : text;
    })
    .join('/');
}

/** The rows given to {@link formatRows}, checked and copied: lists of strings, at most {@link MAX_BOARD_POINTS} cells in all. */
function checkedRows(rows: unknown): string[][] {
  const refuse = (): never => {
    throw new RulesError(
      'argument/invalid',
      `formatRows needs rows of cells (lists of strings, at most ${MAX_BOARD_POINTS} cells in all), got ${describeValue(rows)}`,
    );
  };
  // Every length is checked before the elements it counts are read, against what is left of the bound.
  let left = MAX_BOARD_POINTS;
  const count = Array.isArray(rows) ? (rows as unknown[]).length : -1;
  if (count < 0 || count > left) return refuse();
  const copy: string[][] = [];
  for (let r = 0; r < count; r++) {
    const row: unknown = (rows as readonly unknown[])[r];
    const length = Array.isArray(row) ? (row as unknown[]).length : -1;
    if (length < 0 || length > left) return refuse();
    left -= length;
    const cells: string[] = [];
    for (let c = 0; c < length; c++) {
      const cell: unknown = (row as readonly unknown[])[c];
      if (typeof cell !== 'string') return refuse();
      cells.push(cell);
    }
    copy.push(cells);
  }
  return copy;
}
