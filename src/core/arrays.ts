/*
 * Copies between the typed arrays of working states and the frozen plain arrays of positions.
 * V8's bulk builtins (`TypedArray.prototype.set`, `TypedArray.from`, `Array.from`) leave their
 * fast paths for frozen plain arrays and typed sources; a plain loop is several times faster there.
 */

/** Overwrites `target` with `source`, element by element (its length). */
export function copyNumbers(target: Int8Array | Int32Array, source: ArrayLike<number>): void {
  if (ArrayBuffer.isView(source)) {
    target.set(source);
    return;
  }
  for (let i = 0; i < target.length; i++) target[i] = source[i] as number;
}

/** `target`, overwritten with `source` (a new working array filled from a position's). */
export function numbersOf<T extends Int8Array | Int32Array>(target: T, source: ArrayLike<number>): T {
  copyNumbers(target, source);
  return target;
}

/** A new plain array of the numbers of `source`. */
export function plainNumbers(source: ArrayLike<number>): number[] {
  const copy: number[] = [];
  for (let i = 0; i < source.length; i++) copy.push(source[i] as number);
  return copy;
}
