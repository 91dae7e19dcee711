/*
 * Copies between the typed arrays of working states and the frozen plain arrays of positions,
 * and the shared frozen count lists positions hold. V8's bulk builtins
 * (`TypedArray.prototype.set`, `TypedArray.from`, `Array.from`) leave their fast paths for
 * frozen plain arrays and typed sources; a plain loop is several times faster there.
 */

/** Overwrites `target` with `source` (a position's frozen list), element by element (its length). */
export function copyNumbers(target: Int8Array | Int32Array, source: readonly number[]): void {
  for (let i = 0; i < target.length; i++) target[i] = source[i] as number;
}

/** A new plain array of the numbers of `source`. */
export function plainNumbers(source: ArrayLike<number>): number[] {
  const copy: number[] = [];
  for (let i = 0; i < source.length; i++) copy.push(source[i] as number);
  return copy;
}

/**
 * Frozen lists of small counts (pieces held, pieces off the board), one shared list per value:
 * positions are immutable, so every position whose counts are equal can hold the same list.
 */
export class CountLists {
  readonly #maxima: readonly number[];
  readonly #lists: (readonly number[] | undefined)[] = [];

  /** @param maxima - the largest value of each entry */
  constructor(maxima: readonly number[]) {
    this.#maxima = maxima;
  }

  /** The shared frozen list of `counts` (as many entries as the maxima, each from 0 to its maximum). */
  of(counts: ArrayLike<number>): readonly number[] {
    const maxima = this.#maxima;
    let index = 0;
    for (let i = maxima.length - 1; i >= 0; i--) {
      const n = counts[i] as number;
      const most = maxima[i] as number;
      // Out of range only for a state no rule makes; such a list is made, not shared.
      if (!((n | 0) === n && n >= 0 && n <= most)) return Object.freeze(plainNumbers(counts));
      index = index * (most + 1) + n;
    }
    let list = this.#lists[index];
    if (list === undefined) {
      list = Object.freeze(plainNumbers(counts));
      this.#lists[index] = list;
    }
    return list;
  }
}
