// How the project's scripts read their command lines: `--flag value` arguments, and a stop with
// a message on standard error (exit code 2) for a wrong one.

/** The argument reader and the stop of the script `program` (named in its messages). */
export function scriptArguments(program) {
  /** Stops with a message on standard error (a wrong command line or a missing build). */
  const fail = (message) => {
    console.error(`${program}: ${message}`);
    process.exit(2);
  };
  /** The value given after a command-line flag, or `fallback` if the flag is absent. */
  const argument = (name, fallback) => {
    const at = process.argv.indexOf(name);
    if (at < 0) return fallback;
    const value = process.argv[at + 1];
    if (value === undefined || value.startsWith('--')) fail(`${name} needs a value`);
    return value;
  };
  return { argument, fail };
}
