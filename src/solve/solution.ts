import { describeValue } from '../core/describe.js';
import { checksumExcept } from '../core/checksum.js';
import { isRulesError, RulesError } from '../core/errors.js';
import { booleanSetting, functionSetting, positiveInteger, readSettings } from '../core/read-settings.js';
import type { Game, Position } from '../core/game.js';
import {
  allocate,
  BYTES_PER_POSITION,
  DECIDED,
  formatBytes,
  DRAWN,
  retrograde,
  type RetrogradeSpace,
  type SolveProgress,
  type SolveStats,
} from './retrograde.js';
import { isTypedArray } from '../core/guards.js';
import { requireSolver } from './solver-guard.js';

/**
 * How a solver's space splits into material classes, to solve it class by class (see
 * `materialClasses`): the positions where one side has `a` pieces and the other `b`, either side
 * to move. The solver's moves must never add pieces nor take the mover's own, so that a class's
 * moves stay in it or lead to classes of fewer pieces.
 */
export interface SolverMaterial {
  /** The most pieces one move can take: the captures of a class lead to the classes with up to this many pieces fewer. */
  readonly maxTaken: number;
  /**
   * The space of the class of `pieces` (one side with `pieces[0]`, the other with `pieces[1]`,
   * either to move), with the indices of the solver's full space. Its
   * {@link RetrogradeSpace.predecessors} takes any index of the full space and lists the
   * predecessors there: a class's solve skips those outside the class.
   */
  space(pieces: readonly [number, number]): RetrogradeSpace;
}

/**
 * What a game supplies to solve it by retrograde analysis: its space of positions and the index
 * of a game position in it. Four Field Kono's is `konoSolver`, Jul-Gonu's `julGonuSolver`
 * (`noRepeat: 'off'`) and `julGonuPreviousSolver` (`noRepeat: 'previous'`).
 */
export interface Solver<Id extends string, M, O> {
  /** The table's identity, written into saved tables: the game id and the rules variant solved. */
  readonly id: string;
  /** The game solved. */
  readonly game: Game<Id, M, O>;
  /** The most pieces a side can have, and the default extent of a solve. */
  readonly maxPieces: number;
  /**
   * The space of every position with at most `maxPieces` pieces a side. Its indices are those
   * {@link Solver.indexOf} gives, whatever `maxPieces`: a smaller space holds some of them.
   */
  space(maxPieces: number): RetrogradeSpace;
  /**
   * The index of a game position in the solver's spaces (in the space of `maxPieces` pieces a side
   * when it has no more). Throws `argument/invalid` for a position the solver does not cover
   * (another game, or rules options the table does not solve).
   */
  indexOf(position: Position<Id, O>): number;
  /** How the space splits into material classes, for a solve split across machines; absent when it does not. */
  readonly material?: SolverMaterial;
}

/** The value of a position under perfect play, for the player to move. */
export interface PositionValue {
  /** `win` or `loss` when one side can force a win, else `draw` (neither can). */
  readonly result: 'win' | 'loss' | 'draw';
  /**
   * Plies to the end of the game when both sides play perfectly (the winner as fast as it can,
   * the loser as slowly); `undefined` for a draw.
   */
  readonly plies: number | undefined;
}

/** Settings of {@link solve}. */
export interface SolveSettings {
  /** Solve only positions with at most this many pieces a side (an endgame table); default: every position. */
  readonly maxPieces?: number;
  /** Called with the progress of the solve, about once per million positions. */
  readonly onProgress?: (progress: SolveProgress) => void;
}

/**
 * A solved game: the value of every position of its space and the moves that keep it. Build
 * one with {@link solve} (or `solveKono`, `solveJulGonu`, `solveJulGonuPrevious`), keep it with {@link saveTable} and
 * {@link loadTable}.
 *
 * The table values the game as the rules define it without the draw options (`maxPlies`,
 * `repetition`): a draw is a position neither side can win by force.
 */
export class Solution<Id extends string, M, O> {
  /** The solver whose space this solves. */
  readonly solver: Solver<Id, M, O>;
  /** The most pieces a side has in the positions solved. */
  readonly maxPieces: number;
  /** Counts of wins, losses and draws, and the longest forced win. */
  readonly stats: SolveStats;
  /** Milliseconds the solve took. */
  readonly buildMs: number;

  /** @internal Built by {@link solve} and {@link loadTable}. */
  constructor(
    solver: Solver<Id, M, O>,
    maxPieces: number,
    space: RetrogradeSpace,
    values: Uint16Array,
    stats: SolveStats,
    buildMs: number,
  ) {
    this.solver = solver;
    this.maxPieces = maxPieces;
    keepTable(this, space, values);
    this.stats = stats;
    this.buildMs = buildMs;
  }

  /** The value code of a position, 0 if the table does not hold it. */
  #lookUp(position: Position<Id, O>): number {
    const { space, values } = tableOf(this);
    // A position with more pieces than the table's extent has no rank in its space.
    const at = space.rank(this.solver.indexOf(position));
    return at < 0 ? 0 : (values[at] as number);
  }

  /** The value code of a position the table holds. */
  #code(position: Position<Id, O>): number {
    const code = this.#lookUp(position);
    if (code === 0) {
      throw new RulesError(
        'argument/invalid',
        `the table covers positions with at most ${this.maxPieces} pieces a side; ` +
          `${describeValue(this.solver.game.formatPosition(position))} has more`,
      );
    }
    return code;
  }

  /**
   * Whether the table holds the value of a position: every position of the game for a full
   * solve, those with at most {@link Solution.maxPieces} pieces a side for an endgame table.
   *
   * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a position the solver
   *   does not cover (another game, or rules options the table does not solve).
   */
  covers(position: Position<Id, O>): boolean {
    return this.#lookUp(position) !== 0;
  }

  /**
   * The value of a position under perfect play, for the player to move.
   *
   * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a position the table does not cover.
   */
  value(position: Position<Id, O>): PositionValue {
    const code = this.#code(position);
    if (code === DRAWN) return { result: 'draw', plies: undefined };
    const plies = code - DECIDED;
    return { result: plies % 2 === 1 ? 'win' : 'loss', plies };
  }

  /**
   * The moves that keep the position's value, in the game's move order: for a won position the
   * moves that win fastest, for a lost one the moves that lose slowest, for a drawn one the moves
   * that keep the draw. Empty once the game is over.
   *
   * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a position the table does not cover.
   */
  perfectMoves(position: Position<Id, O>): readonly M[] {
    const code = this.#code(position);
    if (code === DECIDED) return [];
    const game = this.solver.game;
    // The value each child must have: lost one ply sooner, won one ply sooner, or drawn.
    const wanted = code === DRAWN ? DRAWN : code - 1;
    return game.legalMoves(position).filter((move) => this.#lookUp(game.play(position, move)) === wanted);
  }
}

/**
 * Solves a game by retrograde analysis over every position of its solver's space (or, with
 * `maxPieces`, an endgame of it). The solution holds a value for each position it covers and
 * nothing for the others: an endgame table takes the memory of its own positions only.
 *
 * Memory: about three bytes a position while solving (two of value, one of move count) plus the
 * positions decided at the current distance; two bytes a position once solved.
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a value that is not a
 *   solver (see `docs/solutions.md`), unknown settings or a `maxPieces` outside 1 to the solver's maximum; `resource/exhausted` when the machine cannot
 *   give the solve its memory (the message says how much it needs).
 */
export function solve<Id extends string, M, O>(solver: Solver<Id, M, O>, settings?: SolveSettings): Solution<Id, M, O> {
  requireSolver(solver, 'solve');
  const given = readSettings('solve', settings, ['maxPieces', 'onProgress']);
  const maxPieces = positiveInteger('solve', 'maxPieces', given['maxPieces'], solver.maxPieces) ?? solver.maxPieces;
  const onProgress = functionSetting<(progress: SolveProgress) => void>('solve', 'onProgress', given['onProgress']);
  const started = Date.now();
  const space = solver.space(maxPieces);
  try {
    const { values, stats } = retrograde(space, onProgress);
    return new Solution(solver, maxPieces, space, values, stats, Date.now() - started);
  } catch (error) {
    if (!isRulesError(error, 'resource/exhausted')) throw error;
    const extent = maxPieces === solver.maxPieces ? '' : ` up to ${maxPieces} pieces a side`;
    throw new RulesError(
      'resource/exhausted',
      `solving ${solver.id}${extent} (${space.positions.toLocaleString('en-US')} positions) ` +
        `needs about ${formatBytes(BYTES_PER_POSITION * space.positions)} and more for the positions being decided; allocation failed`,
      { cause: error },
    );
  }
}

/** @internal A solution's (or a class table's) space and values, kept apart so that saving can read them without a public field. */
export interface Table {
  readonly space: RetrogradeSpace;
  readonly values: Uint16Array;
}
const TABLES = new WeakMap<object, Table>();
/** @internal The space and values of `owner`, a solution or class table, kept by {@link keepTable}. */
export const tableOf = (owner: object): Table => TABLES.get(owner) as Table;
/** @internal Keeps the space and values of `owner`, a solution or class table. */
export function keepTable(owner: object, space: RetrogradeSpace, values: Uint16Array): void {
  TABLES.set(owner, { space, values });
}

const MAGIC = [0x4c, 0x55, 0x44, 0x49, 0x43, 0x4f, 0x52, 0x45]; // "LUDICORE"
// Version 1 held a value for every index of the space, gaps included; version 2 one per position.
const VERSION = 2;
const HEADER = 29;

const CHECKSUM_AT = 16;

/** The extent byte of a class table, which holds no whole space (a whole space has at least 1 piece a side). */
const CLASS_EXTENT = 0;

/**
 * @internal The bytes of a table: the header, then the values, one byte each while the
 * distances allow (two otherwise). `extent` is the most pieces a side of a whole-space table,
 * or the two piece counts of a class table: its extent byte is then {@link CLASS_EXTENT} and
 * the counts follow the id.
 */
export function encodeTable(
  id: string,
  extent: number | readonly [number, number],
  values: Uint16Array,
  stats: SolveStats,
  buildMs: number,
): Uint8Array {
  const pieces = typeof extent === 'number' ? [] : extent;
  const width = DECIDED + stats.longestWin + 1 <= 0xff ? 1 : 2;
  const idBytes = new TextEncoder().encode(id);
  const start = HEADER + idBytes.length + pieces.length;
  const bytes = new Uint8Array(start + values.length * width);
  const view = new DataView(bytes.buffer);
  bytes.set(MAGIC, 0);
  view.setUint16(8, VERSION, true);
  view.setUint8(10, width);
  view.setUint8(11, typeof extent === 'number' ? extent : CLASS_EXTENT);
  view.setUint32(12, values.length, true);
  view.setFloat64(20, buildMs, true);
  view.setUint8(28, idBytes.length);
  bytes.set(idBytes, HEADER);
  bytes.set(pieces, HEADER + idBytes.length);
  if (width === 1) {
    bytes.set(values, start);
  } else {
    for (let i = 0, at = start; i < values.length; i++) {
      const code = values[i] as number;
      bytes[at++] = code & 0xff;
      bytes[at++] = code >>> 8;
    }
  }
  view.setUint32(CHECKSUM_AT, checksumExcept(bytes, CHECKSUM_AT), true);
  return bytes;
}

/**
 * A solution as compact bytes to write to a file: a header (signature, format version, value
 * width, extent, entry count, a checksum of all the rest, build time, solver id) and one value
 * per position the table covers, in the order of its space's ranks, one byte each while
 * distances stay below 254 plies (two otherwise). An endgame table holds its own positions
 * only. See `docs/solutions.md`.
 */
export function saveTable<Id extends string, M, O>(solution: Solution<Id, M, O>): Uint8Array {
  if (!(solution instanceof Solution) || !TABLES.has(solution))
    throw new RulesError('argument/invalid', `saveTable needs a Solution, got ${describeValue(solution)}`);
  return encodeTable(solution.solver.id, solution.maxPieces, tableOf(solution).values, solution.stats, solution.buildMs);
}

/** Settings of {@link loadTable}. */
export interface LoadTableSettings {
  /**
   * Check that every value agrees with the values of the position's successors, as a solve
   * would have found it (default `false`). The checksum alone detects damage, not a table whose
   * checksum was recomputed after its values were changed: verify a table from elsewhere.
   * Costs time linear in the table (about as long as the solve's propagation) and three bytes
   * a position while it runs.
   */
  readonly verify?: boolean;
}

/**
 * Reads a table written by {@link saveTable} for `solver`'s game. The header and the length are
 * checked first, then the checksum, the solver's id and the number of values against the
 * solver's space, all before anything is allocated for the values; with `verify`, every value
 * is then checked against its successors' (see {@link LoadTableSettings.verify}).
 *
 * @throws {@link ludicore!RulesError | RulesError} `table/truncated` for bytes that end too soon, `table/corrupt` for
 * bytes that are not a valid table (with `verify`: also a value that disagrees with its
 * successors), `table/wrong-game` for a table of another game or variant or of one material
 * class (see `loadClassTable`), `argument/invalid`
 * for a value that is not a solver (checked before the bytes), bytes that are not a `Uint8Array` (a proxy around one is not) or unknown settings, `resource/exhausted` when the
 * values do not fit in memory.
 */
export function loadTable<Id extends string, M, O>(
  solver: Solver<Id, M, O>,
  bytes: Uint8Array,
  settings?: LoadTableSettings,
): Solution<Id, M, O> {
  requireSolver(solver, 'loadTable');
  const verify = verifySetting(settings);
  const header = readHeader(solver, bytes, 'loadTable');
  const { extent: maxPieces, entries, pieces } = header;
  if (pieces !== undefined)
    throw new RulesError(
      'table/wrong-game',
      `this is the table of the material class ${pieces.join(',')} of ${JSON.stringify(solver.id)}, not of a whole space: ` +
        'load it with loadClassTable, or merge the class tables into one with mergeClassTables',
    );
  if (!(maxPieces >= 1 && maxPieces <= solver.maxPieces))
    throw new RulesError('table/corrupt', `the table header is damaged (up to ${maxPieces} pieces a side)`);
  const space = solver.space(maxPieces);
  const { values, stats } = readValues(bytes, header, space, `loading a table of ${entries.toLocaleString('en-US')} positions`);
  if (verify) verifyValues(space, values, `verifying a table of ${entries.toLocaleString('en-US')} positions`);
  return new Solution(solver, maxPieces, space, values, stats, header.buildMs);
}

/** @internal What the header of a table's bytes says, once checked by {@link readHeader}. */
export interface TableHeader {
  /** The most pieces a side of a whole-space table; 0 for a class table. */
  readonly extent: number;
  /** A class table's piece counts (the larger first); `undefined` for a whole-space table. */
  readonly pieces: readonly [number, number] | undefined;
  readonly entries: number;
  readonly width: number;
  readonly buildMs: number;
  /** Where the values start. */
  readonly start: number;
}

/**
 * @internal Checks the bytes of a table for `solver`, up to its values (the header, the
 * length, the checksum and the solver's id), before anything is allocated for them; `reader`
 * names the function, for the messages.
 */
export function readHeader(solver: Solver<string, unknown, unknown>, bytes: Uint8Array, reader: string): TableHeader {
  requireSolver(solver, reader);
  if (!isTypedArray(bytes, 'Uint8Array'))
    throw new RulesError('argument/invalid', `${reader} needs the table's bytes as a Uint8Array, got ${describeValue(bytes)}`);
  if (bytes.length < HEADER)
    throw new RulesError('table/truncated', `a table has a ${HEADER}-byte header; these bytes end after ${bytes.length}`);
  if (MAGIC.some((b, i) => bytes[i] !== b))
    throw new RulesError('table/corrupt', 'these bytes are not a ludicore solution table (no LUDICORE signature)');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint16(8, true);
  if (version === 1)
    throw new RulesError(
      'table/corrupt',
      'this table is in format version 1, which held a value for every index of the space; ' +
        `this library reads version ${VERSION} (a value per position): solve again and save the table anew`,
    );
  if (version !== VERSION)
    throw new RulesError('table/corrupt', `table format version ${version} is not supported (this library reads version ${VERSION})`);
  const width = view.getUint8(10);
  const extent = view.getUint8(11);
  const entries = view.getUint32(12, true);
  const idLength = view.getUint8(28);
  if (width !== 1 && width !== 2) throw new RulesError('table/corrupt', `the table header is damaged (value width ${width})`);
  // A class table has its two piece counts after the id.
  const start = HEADER + idLength + (extent === CLASS_EXTENT ? 2 : 0);
  const size = start + entries * width;
  if (bytes.length < size) throw new RulesError('table/truncated', `the table should hold ${size} bytes; it has ${bytes.length}`);
  if (bytes.length > size)
    throw new RulesError('table/corrupt', `the table has ${bytes.length - size} bytes more than its ${entries} values`);
  if (checksumExcept(bytes, CHECKSUM_AT) !== view.getUint32(CHECKSUM_AT, true))
    throw new RulesError('table/corrupt', 'the table checksum does not match its contents');
  const id = new TextDecoder().decode(bytes.subarray(HEADER, HEADER + idLength));
  if (id !== solver.id)
    throw new RulesError('table/wrong-game', `this table solves ${JSON.stringify(id)}, not ${JSON.stringify(solver.id)}`);
  const more = bytes[HEADER + idLength] as number;
  const fewer = bytes[HEADER + idLength + 1] as number;
  const pieces = extent === CLASS_EXTENT ? ([more, fewer] as const) : undefined;
  return { extent, pieces, entries, width, buildMs: view.getFloat64(20, true), start };
}

/**
 * @internal The values of a table whose header {@link readHeader} checked, for `space` (whose
 * number of positions must be the table's), and their counts; `what` names the task in a
 * message about memory.
 */
export function readValues(
  bytes: Uint8Array,
  header: TableHeader,
  space: RetrogradeSpace,
  what: string,
): { values: Uint16Array; stats: SolveStats } {
  const { entries, width, start } = header;
  if (space.positions !== entries)
    throw new RulesError('table/corrupt', `the table holds ${entries} values for a space of ${space.positions} positions`);
  const values = allocate(Uint16Array, entries, what, 2 * entries);
  let wins = 0;
  let losses = 0;
  let longestWin = 0;
  for (let i = 0, at = start; i < entries; i++) {
    const code = width === 1 ? (bytes[at++] as number) : (bytes[at++] as number) | ((bytes[at++] as number) << 8);
    if (code < DRAWN) throw new RulesError('table/corrupt', `the table holds the impossible value ${code}`);
    values[i] = code;
    if (code === DRAWN) continue;
    const plies = code - DECIDED;
    if (plies % 2 === 1) {
      wins++;
      if (plies > longestWin) longestWin = plies;
    } else {
      losses++;
    }
  }
  return { values, stats: { positions: entries, wins, losses, draws: entries - wins - losses, longestWin } };
}

/** The `verify` setting of {@link loadTable}, checked. */
function verifySetting(settings: unknown): boolean {
  return booleanSetting('loadTable', 'verify', readSettings('loadTable', settings, ['verify'])['verify']) === true;
}

/** In {@link verifyValues}' summary of a position's successors: some successor is lost (the low bits then hold the least distance). */
const LOST_CHILD = 0x8000;

/**
 * @internal Checks that every value follows from its successors' values, as retrograde analysis defines
 * them: a loss in 0 exactly when there are no moves; with a successor lost, a win one ply after
 * the quickest such loss; with every successor won, a loss one ply after the slowest such win;
 * otherwise a draw. Decided values so checked are backed by proofs down to positions with no
 * moves, and every position a solve decides is decided so, so a table that passes is the one a
 * solve builds.
 */
export function verifyValues(space: RetrogradeSpace, values: Uint16Array, what: string): void {
  const need = BYTES_PER_POSITION * values.length;
  // Per position: the least distance of a lost successor (flagged), else the largest of a won one;
  // and how many successors are won.
  const summary = allocate(Uint16Array, values.length, what, need);
  const won = allocate(Uint8Array, values.length, what, need);
  const before = new Int32Array(space.maxPredecessors);
  let child = 0;
  space.forEachIndex((index) => {
    const code = values[child++] as number;
    if (code === DRAWN) return;
    const plies = code - DECIDED;
    const n = space.predecessors(index, before);
    for (let j = 0; j < n; j++) {
      const at = space.rank(before[j] as number);
      const seen = summary[at] as number;
      if (plies % 2 === 0) {
        if ((seen & LOST_CHILD) === 0 || plies < (seen & ~LOST_CHILD)) summary[at] = LOST_CHILD | plies;
      } else {
        won[at] = (won[at] as number) + 1;
        if ((seen & LOST_CHILD) === 0 && plies > seen) summary[at] = plies;
      }
    }
  });
  let at = 0;
  let wrong = -1;
  space.forEachPosition((index, moves) => {
    const i = at++;
    if (wrong >= 0) return;
    const seen = summary[i] as number;
    const expected =
      moves === 0
        ? DECIDED
        : (seen & LOST_CHILD) !== 0
          ? DECIDED + (seen & ~LOST_CHILD) + 1
          : won[i] === moves
            ? DECIDED + seen + 1
            : DRAWN;
    if (values[i] !== expected) wrong = index;
  });
  if (wrong >= 0)
    throw new RulesError(
      'table/corrupt',
      `the table's value of the position at index ${wrong} disagrees with the values of its successors: the table was altered`,
    );
}
