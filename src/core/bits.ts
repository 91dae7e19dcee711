/**
 * The number of set bits of every 16-bit integer. A table look-up is a few bytes of bytecode, so
 * the optimising compiler inlines every popcount of a hot function: the arithmetic version is
 * large enough that a bulk count of two plies that counts ten masks ran out of its inlining
 * budget and called it, at a sixth of the count's time.
 */
const BITS_OF_16 = /* @__PURE__ */ (() => {
  const table = new Uint8Array(1 << 16);
  for (let i = 1; i < table.length; i++) table[i] = (i & 1) + (table[i >>> 1] as number);
  return table;
})();

/** The number of set bits in a 32-bit integer. */
export function popcount(x: number): number {
  return (BITS_OF_16[x & 0xffff] as number) + (BITS_OF_16[x >>> 16] as number);
}

/** The index of the lowest set bit of a non-zero 32-bit integer. */
export function lowestBit(x: number): number {
  return 31 - Math.clz32(x & -x);
}
