// The clock the bots time their searches by.
/** Milliseconds from a monotonic clock (performance.now where there is one). */
export const now: () => number =
  typeof performance === 'object' && typeof performance.now === 'function' ? () => performance.now() : () => Date.now();
