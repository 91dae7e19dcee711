// Files: reading and writing them with one-line messages for what can go wrong.
import { readFileSync, writeFileSync } from 'node:fs';
import { isRulesError } from '../core/errors.js';
import { UsageError } from './args.js';

/** A one-line description of a failed file operation, e.g. `cannot read "x.txt": no such file`. */
export function describeFileError(error: unknown, file: string, doing: 'read' | 'write'): string {
  const code = (error as { code?: unknown } | null)?.code;
  const why =
    code === 'ENOENT'
      ? doing === 'read'
        ? 'no such file'
        : 'no such directory'
      : code === 'EISDIR'
        ? 'it is a directory'
        : code === 'EACCES' || code === 'EPERM'
          ? 'permission denied'
          : code === 'ENOTDIR'
            ? 'a part of the path is not a directory'
            : error instanceof Error
              ? error.message.split('\n')[0]
              : String(error);
  return `cannot ${doing} ${JSON.stringify(file)}: ${why}`;
}

/** A text file's contents (`-`: standard input), or a usage error saying why it cannot be read. */
export function readText(file: string): string {
  try {
    return readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (error) {
    throw new UsageError(describeFileError(error, file === '-' ? 'standard input' : file, 'read'));
  }
}

/** A file's bytes (a solution table's), or a usage error saying why it cannot be read. */
export function readBytes(file: string): Uint8Array {
  try {
    return readFileSync(file);
  } catch (error) {
    throw new UsageError(describeFileError(error, file, 'read'));
  }
}

/**
 * What `load` makes of a file's bytes (a solution table's), or a usage error: a refusal of the
 * bytes (a damaged table, say) is said with the file's name, so that one knows which to replace.
 */
export function loadBytes<T>(file: string, load: (bytes: Uint8Array) => T): T {
  const bytes = readBytes(file);
  try {
    return load(bytes);
  } catch (error) {
    if (!isRulesError(error)) throw error;
    throw new UsageError(`cannot load ${JSON.stringify(file)}: ${error.message}`, { cause: error });
  }
}

/** Writes bytes to a file, or throws a usage error saying why it cannot. */
export function writeBytes(file: string, bytes: Uint8Array): void {
  try {
    writeFileSync(file, bytes);
  } catch (error) {
    throw new UsageError(describeFileError(error, file, 'write'));
  }
}
