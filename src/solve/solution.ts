import { describeValue } from '../core/describe.js';
import { RulesError } from '../core/errors.js';
import type { Game, Position } from '../core/game.js';
import { DECIDED, DRAWN, OUTSIDE, retrograde, type RetrogradeSpace, type SolveProgress, type SolveStats } from './retrograde.js';

/**
 * What a game supplies to solve it by retrograde analysis: its space of positions and the index
 * of a game position in it. Four Field Kono's is `konoSolver`, Jul-Gonu's `julGonuSolver`
 * (`noRepeat: 'off'`) and `julGonuPreviousSolver` (`noRepeat: 'previous'`).
 */
export interface Solver<S, M, O> {
  /** The table's identity, written into saved tables: the game id and the rules variant solved. */
  readonly id: string;
  /** The game solved. */
  readonly game: Game<S, M, O>;
  /** The most pieces a side can have, and the default extent of a solve. */
  readonly maxPieces: number;
  /** The space of every position with at most `maxPieces` pieces a side. */
  space(maxPieces: number): RetrogradeSpace;
  /**
   * The index of a game position in the space. Throws `argument/invalid` for a position the
   * solver does not cover (another game, or rules options the table does not solve).
   */
  indexOf(position: Position<S, O>): number;
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
export class Solution<S, M, O> {
  /** The solver whose space this solves. */
  readonly solver: Solver<S, M, O>;
  /** The most pieces a side has in the positions solved. */
  readonly maxPieces: number;
  /** Counts of wins, losses and draws, and the longest forced win. */
  readonly stats: SolveStats;
  /** Milliseconds the solve took. */
  readonly buildMs: number;

  /** @internal Built by {@link solve} and {@link loadTable}. */
  constructor(solver: Solver<S, M, O>, maxPieces: number, values: Uint16Array, stats: SolveStats, buildMs: number) {
    this.solver = solver;
    this.maxPieces = maxPieces;
    VALUES.set(this, values);
    this.stats = stats;
    this.buildMs = buildMs;
  }

  /** The value code of a position. */
  #code(position: Position<S, O>): number {
    // An index past the end belongs to a bigger space than this table's extent.
    const code = valuesOf(this)[this.solver.indexOf(position)] ?? OUTSIDE;
    if (code === OUTSIDE) {
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
  covers(position: Position<S, O>): boolean {
    return (valuesOf(this)[this.solver.indexOf(position)] ?? OUTSIDE) !== OUTSIDE;
  }

  /**
   * The value of a position under perfect play, for the player to move.
   *
   * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a position the table does not cover.
   */
  value(position: Position<S, O>): PositionValue {
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
  perfectMoves(position: Position<S, O>): readonly M[] {
    const code = this.#code(position);
    if (code === DECIDED) return [];
    const game = this.solver.game;
    // The value each child must have: lost one ply sooner, won one ply sooner, or drawn.
    const wanted = code === DRAWN ? DRAWN : code - 1;
    const values = valuesOf(this);
    return game.legalMoves(position).filter((move) => values[this.solver.indexOf(game.play(position, move))] === wanted);
  }
}

/**
 * Solves a game by retrograde analysis over every position of its solver's space (or, with
 * `maxPieces`, an endgame of it).
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for unknown settings or a `maxPieces` outside 1 to the solver's maximum.
 */
export function solve<S, M, O>(solver: Solver<S, M, O>, settings?: SolveSettings): Solution<S, M, O> {
  if (settings !== undefined && (typeof settings !== 'object' || settings === null || Array.isArray(settings))) {
    throw new RulesError('argument/invalid', `solve settings must be an object, got ${describeValue(settings)}`);
  }
  for (const key of Object.keys(settings ?? {})) {
    if (key !== 'maxPieces' && key !== 'onProgress')
      throw new RulesError('argument/invalid', `solve has no setting ${JSON.stringify(key)} (known: maxPieces, onProgress)`);
  }
  const maxPieces = settings?.maxPieces === undefined ? solver.maxPieces : settings.maxPieces;
  if (!(Number.isInteger(maxPieces) && maxPieces >= 1 && maxPieces <= solver.maxPieces)) {
    throw new RulesError('argument/invalid', `maxPieces must be an integer from 1 to ${solver.maxPieces}, got ${describeValue(maxPieces)}`);
  }
  const onProgress = settings?.onProgress;
  if (onProgress !== undefined && typeof onProgress !== 'function') {
    throw new RulesError('argument/invalid', `onProgress must be a function, got ${describeValue(onProgress)}`);
  }
  const started = Date.now();
  const { values, stats } = retrograde(solver.space(maxPieces), onProgress);
  return new Solution(solver, maxPieces, values, stats, Date.now() - started);
}

// Each solution's values by solution, so that saveTable can read them without a public field.
const VALUES = new WeakMap<object, Uint16Array>();
const valuesOf = (solution: object): Uint16Array => VALUES.get(solution) as Uint16Array;

const MAGIC = [0x4c, 0x55, 0x44, 0x49, 0x43, 0x4f, 0x52, 0x45]; // "LUDICORE"
const VERSION = 1;
const HEADER = 29;

const CHECKSUM_AT = 16;

/** FNV-1a over a whole table but its checksum field: cheap, and any changed byte changes it. */
function checksumOf(bytes: Uint8Array): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) {
    if (i >= CHECKSUM_AT && i < CHECKSUM_AT + 4) continue;
    hash = Math.imul(hash ^ (bytes[i] as number), 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A solution as compact bytes to write to a file: a header (signature, format version, value
 * width, extent, entry count, a checksum of all the rest, build time, solver id) and one value
 * per position of the space in its enumeration order, one byte each while distances stay below
 * 254 plies (two otherwise). See `docs/solutions.md`.
 */
export function saveTable<S, M, O>(solution: Solution<S, M, O>): Uint8Array {
  if (!VALUES.has(solution)) throw new RulesError('argument/invalid', `saveTable needs a Solution, got ${describeValue(solution)}`);
  const space = solution.solver.space(solution.maxPieces);
  const values = valuesOf(solution);
  const width = DECIDED + solution.stats.longestWin + 1 <= 0xff ? 1 : 2;
  const id = new TextEncoder().encode(solution.solver.id);
  const bytes = new Uint8Array(HEADER + id.length + solution.stats.positions * width);
  const view = new DataView(bytes.buffer);
  bytes.set(MAGIC, 0);
  view.setUint16(8, VERSION, true);
  view.setUint8(10, width);
  view.setUint8(11, solution.maxPieces);
  view.setUint32(12, solution.stats.positions, true);
  view.setFloat64(20, solution.buildMs, true);
  view.setUint8(28, id.length);
  bytes.set(id, HEADER);
  let at = HEADER + id.length;
  space.forEachIndex((index) => {
    const code = values[index] as number;
    bytes[at++] = code & 0xff;
    if (width === 2) bytes[at++] = code >>> 8;
  });
  view.setUint32(CHECKSUM_AT, checksumOf(bytes), true);
  return bytes;
}

/**
 * Reads a table written by {@link saveTable} for `solver`'s game.
 *
 * @throws {@link ludicore!RulesError | RulesError} `table/truncated` for bytes that end too soon, `table/corrupt` for
 * bytes that are not a valid table, `table/wrong-game` for a table of another game or variant,
 * `argument/invalid` for bytes that are not a `Uint8Array`.
 */
export function loadTable<S, M, O>(solver: Solver<S, M, O>, bytes: Uint8Array): Solution<S, M, O> {
  if (!(bytes instanceof Uint8Array))
    throw new RulesError('argument/invalid', `loadTable needs the table's bytes as a Uint8Array, got ${describeValue(bytes)}`);
  if (bytes.length < HEADER)
    throw new RulesError('table/truncated', `a table has a ${HEADER}-byte header; these bytes end after ${bytes.length}`);
  if (MAGIC.some((b, i) => bytes[i] !== b))
    throw new RulesError('table/corrupt', 'these bytes are not a ludicore solution table (no LUDICORE signature)');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint16(8, true);
  if (version !== VERSION)
    throw new RulesError('table/corrupt', `table format version ${version} is not supported (this library reads version ${VERSION})`);
  const width = view.getUint8(10);
  const entries = view.getUint32(12, true);
  const idLength = view.getUint8(28);
  if (width !== 1 && width !== 2) throw new RulesError('table/corrupt', `the table header is damaged (value width ${width})`);
  const size = HEADER + idLength + entries * width;
  if (bytes.length < size) throw new RulesError('table/truncated', `the table should hold ${size} bytes; it has ${bytes.length}`);
  if (bytes.length > size)
    throw new RulesError('table/corrupt', `the table has ${bytes.length - size} bytes more than its ${entries} values`);
  if (checksumOf(bytes) !== view.getUint32(CHECKSUM_AT, true))
    throw new RulesError('table/corrupt', 'the table checksum does not match its contents');
  const id = new TextDecoder().decode(bytes.subarray(HEADER, HEADER + idLength));
  if (id !== solver.id)
    throw new RulesError('table/wrong-game', `this table solves ${JSON.stringify(id)}, not ${JSON.stringify(solver.id)}`);
  const maxPieces = view.getUint8(11);
  if (!(maxPieces >= 1 && maxPieces <= solver.maxPieces))
    throw new RulesError('table/corrupt', `the table header is damaged (up to ${maxPieces} pieces a side)`);
  const space = solver.space(maxPieces);
  const values = new Uint16Array(space.size);
  let at = HEADER + idLength;
  let positions = 0;
  let wins = 0;
  let losses = 0;
  let longestWin = 0;
  let impossible = -1;
  space.forEachIndex((index) => {
    if (positions++ >= entries) return;
    const code = width === 1 ? (bytes[at++] as number) : (bytes[at++] as number) | ((bytes[at++] as number) << 8);
    if (code < DRAWN) impossible = code;
    values[index] = code;
    if (code <= DRAWN) return;
    const plies = code - DECIDED;
    if (plies % 2 === 1) {
      wins++;
      if (plies > longestWin) longestWin = plies;
    } else {
      losses++;
    }
  });
  if (positions !== entries)
    throw new RulesError('table/corrupt', `the table holds ${entries} values for a space of ${positions} positions`);
  if (impossible >= 0) throw new RulesError('table/corrupt', `the table holds the impossible value ${impossible}`);
  const stats = { positions, wins, losses, draws: positions - wins - losses, longestWin };
  return new Solution(solver, maxPieces, values, stats, view.getFloat64(20, true));
}
