import { RulesError } from '../core/errors.js';

/**
 * A space of positions for retrograde analysis: positions are integer indices below
 * {@link RetrogradeSpace.size}, each with its player to move, and every move leads to another
 * position of the space. The indices may leave gaps (an index is often a code of the position,
 * not a count); the solve stores one value per position, in the order
 * {@link RetrogradeSpace.rank} gives, so the gaps cost no memory.
 */
export interface RetrogradeSpace {
  /** One more than the largest index; indices below it that are not positions of the space are skipped. */
  readonly size: number;
  /** How many positions the space holds (what a solve allocates room for). */
  readonly positions: number;
  /** The most predecessors a position can have (the room {@link RetrogradeSpace.predecessors} needs). */
  readonly maxPredecessors: number;
  /**
   * Calls `visit` once for every position of the space, in increasing {@link RetrogradeSpace.rank},
   * with its number of legal moves, 0 for a position lost as it stands (the player to move has
   * lost: no moves, or a rule ended the game). With `from` and `to`, only for the positions whose
   * rank is at least `from` and below `to` (what a parallel solve gives each worker).
   */
  forEachPosition(visit: (index: number, moves: number) => void, from?: number, to?: number): void;
  /** Whether an index is a position of the space. */
  includes(index: number): boolean;
  /**
   * The place of a position among the space's positions, from 0 to
   * {@link RetrogradeSpace.positions} - 1, in the order {@link RetrogradeSpace.forEachIndex}
   * visits them; -1 for an index that is no position of the space.
   */
  rank(index: number): number;
  /**
   * Calls `visit` with the index of every position of the space, in the same order as
   * {@link RetrogradeSpace.forEachPosition} but without counting moves (tables are stored in
   * this order). `visit` may call {@link RetrogradeSpace.predecessors} (verifying a table does).
   */
  forEachIndex(visit: (index: number) => void): void;
  /**
   * Writes into `out` the positions with a legal move leading to position `index`, once per such
   * move, and returns how many.
   */
  predecessors(index: number, out: Int32Array): number;
}

/** How far a solve has come, as reported to its progress callback. */
export interface SolveProgress {
  /** `counting` while the moves of every position are counted, then `propagating` results back. */
  readonly phase: 'counting' | 'propagating';
  /** Positions of the space seen so far (all of them once counting is over). */
  readonly positions: number;
  /** Positions whose result is known so far. */
  readonly decided: number;
  /** The distance (plies to the end) of the results being propagated. */
  readonly plies: number;
}

/** Counts of a solved space. */
export interface SolveStats {
  /** Positions in the space. */
  readonly positions: number;
  /** Positions the player to move wins. */
  readonly wins: number;
  /** Positions the player to move loses. */
  readonly losses: number;
  /** Positions neither side can win by force. */
  readonly draws: number;
  /** The longest forced win, in plies. */
  readonly longestWin: number;
}

/**
 * The value code of a drawn position. A solved space holds one value code per position:
 * {@link DRAWN} for a draw and `DECIDED + d` for a position decided in `d` plies of perfect play
 * (the player to move wins when `d` is odd, loses when it is even); 0 is never a value.
 */
export const DRAWN = 1;
/** The value code of a position lost at once; `DECIDED + d` for `d` plies; see {@link DRAWN}. */
export const DECIDED = 2;

/** Bytes a solve of `positions` positions needs at least: two of value and one of open-move count each. */
export const BYTES_PER_POSITION = 3;

/** A byte count for people: `560 MB`, `1.9 GB`. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(1)} GB`;
  if (bytes >= 1e6) return `${Math.ceil(bytes / 1e6)} MB`;
  return `${Math.ceil(bytes / 1e3)} kB`;
}

/** Whether an error is the engine's refusal to allocate a typed array (too long, or no memory left). */
export function isAllocationFailure(error: unknown): boolean {
  return error instanceof RangeError && /allocation failed|invalid typed array length|invalid array buffer length/i.test(error.message);
}

/**
 * `new Type(length)`, with an allocation failure reported as `resource/exhausted`: what the
 * whole task (`what`) needs, `need` bytes, said in the message.
 */
export function allocate<T>(Type: new (length: number) => T, length: number, what: string, need: number): T {
  try {
    return new Type(length);
  } catch (error) {
    if (!isAllocationFailure(error)) throw error;
    throw new RulesError('resource/exhausted', `${what} needs about ${formatBytes(need)}; allocation failed`, { cause: error });
  }
}

/** A growable list of indices; growing it reports an allocation failure as `resource/exhausted`. */
export class IndexList {
  items: Int32Array<ArrayBuffer>;
  length = 0;
  readonly #what: string;
  readonly #need: number;

  /** An empty list with room for `capacity` indices to begin with; `what` and `need` are for the message if it cannot grow. */
  constructor(what: string, need: number, capacity = 1 << 16) {
    this.#what = what;
    this.#need = need;
    this.items = allocate(Int32Array, capacity, what, need);
  }

  push(value: number): void {
    if (this.length === this.items.length) {
      const grown = allocate(Int32Array, this.items.length * 2, this.#what, this.#need + 8 * this.items.length);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.length++] = value;
  }

  /** The indices, in a buffer of their own (to hand to another thread). */
  take(): Int32Array<ArrayBuffer> {
    return this.items.slice(0, this.length);
  }
}

/**
 * The counts of a solve as its rounds decide positions: the positions lost at once, then each
 * round's, won at an even distance before it, lost at an odd one.
 */
export class DecidedTally {
  #wins = 0;
  #losses: number;
  #longestWin = 0;

  /** A tally that starts with the positions lost as they stand. */
  constructor(lostAtOnce: number) {
    this.#losses = lostAtOnce;
  }

  /** Counts the `count` positions decided at distance `plies + 1`. */
  round(plies: number, count: number): void {
    if (count === 0) return;
    if (plies % 2 === 0) {
      this.#wins += count;
      this.#longestWin = plies + 1;
    } else this.#losses += count;
  }

  /** The stats of a space of `positions` positions once no round decides any more. */
  stats(positions: number): SolveStats {
    return {
      positions,
      wins: this.#wins,
      losses: this.#losses,
      draws: positions - this.#wins - this.#losses,
      longestWin: this.#longestWin,
    };
  }
}

/** How often, in positions, the progress callback is called. */
const PROGRESS_EVERY = 1 << 20;

/** What {@link retrograde} finds. */
export interface RetrogradeResult {
  /** A value code per position of the space, by {@link RetrogradeSpace.rank}: {@link DRAWN}, or `DECIDED + d`. */
  readonly values: Uint16Array;
  /** The counts of wins, losses and draws, and the longest forced win. */
  readonly stats: SolveStats;
}

/**
 * Positions outside a space whose values are known already, by distance: `known[d]` lists the
 * indices of those decided in `d` plies (lost when `d` is even, won when odd). A space whose
 * moves may leave it (a material class, whose captures lead to classes of fewer pieces) is solved
 * with the positions they lead to as its seeds; drawn ones need no listing, as they never decide
 * a predecessor.
 */
export type RetrogradeSeeds = readonly Int32Array[];

/**
 * Solves a space by retrograde analysis: every position with no moves is lost at distance 0;
 * then, distance by distance, a position with a move to a position lost in `d` is won in `d + 1`,
 * and a position all of whose moves lead to positions won (the last of them in `d`) is lost in
 * `d + 1`. Positions never decided are draws. Winners take the quickest win and losers the
 * slowest loss, so the distances are those of perfect play.
 *
 * With `seeds`, moves may lead out of the space, to the positions the seeds list (see
 * {@link RetrogradeSeeds}): each seed acts at the round of its distance, as a position decided
 * in the space would, on those of its predecessors that are in the space (the others are
 * skipped). The distances come out as those of a solve of the space and the seeds' together.
 *
 * Memory: two bytes of result and one of move count per position (not per index: see
 * {@link RetrogradeSpace.rank}), plus the lists of positions decided at the current and next
 * distance.
 *
 * @throws {@link ludicore!RulesError | RulesError} `resource/exhausted` when the memory cannot be
 *   allocated (the message says how much the solve needs).
 */
export function retrograde(
  space: RetrogradeSpace,
  onProgress?: (progress: SolveProgress) => void,
  seeds: RetrogradeSeeds = [],
): RetrogradeResult {
  const what = `retrograde analysis of ${space.positions.toLocaleString('en-US')} positions`;
  const need = BYTES_PER_POSITION * space.positions;
  const values = allocate(Uint16Array, space.positions, what, need);
  // Moves not yet known to lose (a position has at most 255 moves in the spaces solved here).
  const open = allocate(Uint8Array, space.positions, what, need);
  let frontier = new IndexList(what, need);
  let positions = 0;
  let decided = 0;
  space.forEachPosition((index, moves) => {
    // Positions come in rank order.
    const at = positions++;
    if (moves === 0) {
      values[at] = DECIDED;
      frontier.push(index);
      decided++;
    } else {
      values[at] = DRAWN;
      open[at] = moves;
    }
    if (onProgress !== undefined && positions % PROGRESS_EVERY === 0) onProgress({ phase: 'counting', positions, decided, plies: 0 });
  });
  onProgress?.({ phase: 'counting', positions, decided, plies: 0 });

  const before = new Int32Array(space.maxPredecessors);
  const tally = new DecidedTally(frontier.length);
  let nextReport = decided + PROGRESS_EVERY;
  for (let plies = 0; frontier.length > 0 || plies < seeds.length; plies++) {
    // The seeds of this distance join the positions the space decided at it (one loop below, as fast as without seeds).
    for (const index of seeds[plies] ?? []) frontier.push(index);
    const next = new IndexList(what, need + 4 * frontier.items.length);
    const winning = plies % 2 === 0;
    const code = DECIDED + plies + 1;
    for (let k = 0; k < frontier.length; k++) {
      const n = space.predecessors(frontier.items[k] as number, before);
      for (let j = 0; j < n; j++) {
        const p = before[j] as number;
        const at = space.rank(p);
        // A predecessor outside the space (a seed's, in another class) is not the space's to decide.
        if (at < 0 || values[at] !== DRAWN) continue;
        // A move to a lost position wins; a position is lost once its last open move proves to lose.
        if (!winning) {
          const left = (open[at] as number) - 1;
          open[at] = left;
          if (left !== 0) continue;
        }
        values[at] = code;
        next.push(p);
      }
    }
    tally.round(plies, next.length);
    decided += next.length;
    frontier = next;
    if (onProgress !== undefined && (decided >= nextReport || next.length === 0)) {
      onProgress({ phase: 'propagating', positions, decided, plies: plies + 1 });
      nextReport = decided + PROGRESS_EVERY;
    }
  }
  return { values, stats: tally.stats(positions) };
}
