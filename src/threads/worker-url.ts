// Where the worker script is: beside this module in the package's dist/, one ES module for both
// builds (Node's worker_threads start an ES module from CommonJS too; the CommonJS build's
// import.meta.url is shimmed).

/** The address of the worker script that goes with this build. */
export function workerUrl(): URL {
  return new URL('./threads-worker.mjs', import.meta.url);
}
