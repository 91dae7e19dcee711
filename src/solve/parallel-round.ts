// The two steps of a retrograde solve that a worker runs over a range of the work: counting the
// moves of a range of positions, and propagating one distance's results from a range of the
// positions decided at it. Both touch shared arrays through atomics only, and a round reads only
// what earlier rounds decided, so the order in which ranges and workers run cannot change a value.
import { DECIDED, DRAWN, IndexList, type RetrogradeSpace } from './retrograde.js';

/**
 * Counts the moves of the positions ranked `from` to `to` - 1: a draw with its moves open, or a
 * loss in 0 without any. Returns the indices of the losses (the first distance's positions).
 */
export function countRange(
  space: RetrogradeSpace,
  values: Uint16Array,
  open: Uint8Array,
  from: number,
  to: number,
): Int32Array<ArrayBuffer> {
  const lost = new IndexList(`counting the moves of ${to - from} positions`, 4 * (to - from), 1 << 12);
  let at = from;
  space.forEachPosition(
    (index, moves) => {
      const rank = at++;
      if (moves === 0) {
        values[rank] = DECIDED;
        lost.push(index);
      } else {
        values[rank] = DRAWN;
        open[rank] = moves;
      }
    },
    from,
    to,
  );
  return lost.take();
}

/**
 * Propagates the results decided at distance `plies` from the positions `frontier[from]` to
 * `frontier[to - 1]`: a predecessor of a loss wins at `plies + 1`; a predecessor of a win loses at
 * `plies + 1` once its last open move is so decided. Returns the indices of the positions this
 * range decided (every position decided in the round is decided by exactly one range).
 */
export function propagateRange(
  space: RetrogradeSpace,
  values: Uint16Array,
  open: Uint8Array,
  frontier: Int32Array,
  from: number,
  to: number,
  plies: number,
): Int32Array<ArrayBuffer> {
  const decided = new IndexList(`propagating from ${to - from} positions`, 4 * (to - from), 1 << 12);
  const before = new Int32Array(space.maxPredecessors);
  const winning = plies % 2 === 0;
  const code = DECIDED + plies + 1;
  for (let k = from; k < to; k++) {
    const n = space.predecessors(frontier[k] as number, before);
    for (let j = 0; j < n; j++) {
      const p = before[j] as number;
      const at = space.rank(p);
      // A plain read first (most predecessors are decided already): at worst it reads DRAWN for
      // a position another range has just decided, and the atomic step below then sees to it.
      if (values[at] !== DRAWN) continue;
      if (winning) {
        // The first range to reach a drawn predecessor decides it; the others see it decided.
        if (Atomics.compareExchange(values, at, DRAWN, code) === DRAWN) decided.push(p);
        continue;
      }
      // Exactly one decrement reaches 0: the moves of a position are each counted once. A range
      // that read DRAWN just before another decided it may decrement past 0; the count of a
      // decided position is never read again.
      if (Atomics.sub(open, at, 1) === 1) {
        Atomics.store(values, at, code);
        decided.push(p);
      }
    }
  }
  return decided.take();
}
