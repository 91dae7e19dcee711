/**
 * A space of positions for retrograde analysis: positions are integer indices below
 * {@link RetrogradeSpace.size}, each with its player to move, and every move leads to another
 * position of the space.
 */
export interface RetrogradeSpace {
  /** One more than the largest index; indices below it that are not positions of the space are skipped. */
  readonly size: number;
  /** The most predecessors a position can have (the room {@link RetrogradeSpace.predecessors} needs). */
  readonly maxPredecessors: number;
  /**
   * Calls `visit` once for every position of the space with its number of legal moves, 0 for a
   * position lost as it stands (the player to move has lost: no moves, or a rule ended the game).
   */
  forEachPosition(visit: (index: number, moves: number) => void): void;
  /** Whether an index is a position of the space. */
  includes(index: number): boolean;
  /**
   * Calls `visit` with the index of every position of the space, in the same order as
   * {@link RetrogradeSpace.forEachPosition} but without counting moves (tables are stored in
   * this order).
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
 * The value codes of a solved space, one per index: {@link OUTSIDE} for an index that is no
 * position, {@link DRAWN} for a draw, and `DECIDED + d` for a position decided in `d` plies of
 * perfect play (the player to move wins when `d` is odd, loses when it is even).
 */
export const OUTSIDE = 0;
/** The value code of a drawn position; see {@link OUTSIDE}. */
export const DRAWN = 1;
/** The value code of a position lost at once; `DECIDED + d` for `d` plies; see {@link OUTSIDE}. */
export const DECIDED = 2;

/** A growable list of indices. */
class IndexList {
  items = new Int32Array(1 << 16);
  length = 0;

  push(value: number): void {
    if (this.length === this.items.length) {
      const grown = new Int32Array(this.items.length * 2);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.length++] = value;
  }
}

/** How often, in positions, the progress callback is called. */
const PROGRESS_EVERY = 1 << 20;

/** What {@link retrograde} finds. */
export interface RetrogradeResult {
  /** A value code per index of the space: {@link OUTSIDE}, {@link DRAWN}, or `DECIDED + d`. */
  readonly values: Uint16Array;
  /** The counts of wins, losses and draws, and the longest forced win. */
  readonly stats: SolveStats;
}

/**
 * Solves a space by retrograde analysis: every position with no moves is lost at distance 0;
 * then, distance by distance, a position with a move to a position lost in `d` is won in `d + 1`,
 * and a position all of whose moves lead to positions won (the last of them in `d`) is lost in
 * `d + 1`. Positions never decided are draws. Winners take the quickest win and losers the
 * slowest loss, so the distances are those of perfect play.
 *
 * Memory: two bytes of result and one of move count per index, plus the lists of positions
 * decided at the current and next distance.
 */
export function retrograde(space: RetrogradeSpace, onProgress?: (progress: SolveProgress) => void): RetrogradeResult {
  const values = new Uint16Array(space.size);
  // Moves not yet known to lose (a position has at most 255 moves in the spaces solved here).
  const open = new Uint8Array(space.size);
  let frontier = new IndexList();
  let positions = 0;
  let decided = 0;
  space.forEachPosition((index, moves) => {
    positions++;
    if (moves === 0) {
      values[index] = DECIDED;
      frontier.push(index);
      decided++;
    } else {
      values[index] = DRAWN;
      open[index] = moves;
    }
    if (onProgress !== undefined && positions % PROGRESS_EVERY === 0) onProgress({ phase: 'counting', positions, decided, plies: 0 });
  });
  onProgress?.({ phase: 'counting', positions, decided, plies: 0 });

  const before = new Int32Array(space.maxPredecessors);
  let wins = 0;
  let losses = frontier.length;
  let longestWin = 0;
  let nextReport = decided + PROGRESS_EVERY;
  for (let plies = 0; frontier.length > 0; plies++) {
    const next = new IndexList();
    const winning = plies % 2 === 0;
    const code = DECIDED + plies + 1;
    for (let k = 0; k < frontier.length; k++) {
      const n = space.predecessors(frontier.items[k] as number, before);
      for (let j = 0; j < n; j++) {
        const p = before[j] as number;
        if (values[p] !== DRAWN) continue;
        // A move to a lost position wins; a position is lost once its last open move proves to lose.
        if (!winning) {
          const left = (open[p] as number) - 1;
          open[p] = left;
          if (left !== 0) continue;
        }
        values[p] = code;
        next.push(p);
      }
    }
    if (next.length > 0) {
      if (winning) {
        wins += next.length;
        longestWin = plies + 1;
      } else {
        losses += next.length;
      }
    }
    decided += next.length;
    frontier = next;
    if (onProgress !== undefined && (decided >= nextReport || next.length === 0)) {
      onProgress({ phase: 'propagating', positions, decided, plies: plies + 1 });
      nextReport = decided + PROGRESS_EVERY;
    }
  }
  return { values, stats: { positions, wins, losses, draws: positions - wins - losses, longestWin } };
}
