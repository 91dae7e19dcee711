// Where the worker script is: beside this module in the package's dist/, as an ES module next to
// the ES build and a CommonJS one next to the CommonJS build (whose import.meta.url the build shims).

/** The address of the worker script that goes with this build. */
export function workerUrl(): URL {
  const here = import.meta.url;
  return new URL(here.endsWith('.js') ? './threads-worker.js' : './threads-worker.mjs', here);
}
