import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Options } from 'tsup';
import { ensureBuilt } from '../build-setup.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The built program that the tests run. */
export const CLI = join(root, 'dist', 'cli.mjs');

function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/**
 * Builds dist/cli.mjs when it is missing or older than the sources or the build config, as
 * scripts/ensure-build.mjs does for the library. Only the command-line program's entry of
 * tsup.config.ts is built (the library's files in dist/ are left alone), with exactly its options.
 */
export async function ensureCli(): Promise<void> {
  // The program starts the library's worker script (dist/threads-worker.mjs) for perft, playouts
  // and match: that must be current too.
  ensureBuilt();
  const sources = Math.max(newest(join(root, 'src')), newest(join(root, 'tsup.config.ts')));
  if (existsSync(CLI) && statSync(CLI).mtimeMs >= sources) return;
  const { default: config } = (await import('../../tsup.config.js')) as { default: Options | Options[] };
  const cli = (Array.isArray(config) ? config : [config]).find((c) => typeof c.entry === 'object' && c.entry !== null && 'cli' in c.entry);
  if (cli === undefined) throw new Error('tsup.config.ts has no build of the cli entry');
  // Paths from the repository root, wherever the tests run from.
  const entry = Object.fromEntries(Object.entries(cli.entry as Record<string, string>).map(([name, path]) => [name, join(root, path)]));
  await build({ ...cli, entry, outDir: join(root, 'dist'), tsconfig: join(root, 'tsconfig.json'), config: false, silent: true });
}

/** What a run of the program gave. */
export interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `ludicore <args>` with `input` on a piped standard input. */
export function ludicore(args: readonly string[], options: { input?: string; cwd?: string } = {}): Run {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    input: options.input ?? '',
    cwd: options.cwd ?? root,
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (result.error !== undefined) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The game record printed at the end of `ludicore play`. */
export function printedRecord(stdout: string): string {
  const at = stdout.indexOf('Game record:\n');
  if (at < 0) throw new Error(`no game record in:\n${stdout}`);
  return stdout.slice(at + 'Game record:\n'.length);
}

/** Runs `ludicore <args>` with a piped standard input, and sends it SIGINT once `ready` appears on standard output. */
export function ludicoreInterrupted(args: readonly string[], input: string, ready: RegExp): Promise<Run & { signalSent: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let signalSent = false;
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      if (!signalSent && ready.test(stdout)) {
        signalSent = true;
        child.kill('SIGINT');
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr, signalSent });
    });
    // Standard input stays open: the program waits for the next line when the signal comes.
    child.stdin.write(input);
  });
}

/** Whether util-linux `script`, which runs a program in a pseudo-terminal, is installed. */
export const HAS_SCRIPT = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;

/** A key to type in the pseudo-terminal once the output so far matches `after`. */
export interface Key {
  readonly after: RegExp;
  readonly send: string;
}

/**
 * Runs `ludicore <args>` in a pseudo-terminal of `columns` columns (through util-linux `script`,
 * so standard input, output and error are all a terminal), typing each key once the output
 * matches its pattern. The output is the terminal's, carriage returns and escapes included.
 */
export function ludicoreInTerminal(args: readonly string[], keys: readonly Key[], columns = 80): Promise<Run> {
  const quoteShell = (word: string): string => `'${word.replace(/'/g, `'\\''`)}'`;
  const command = `stty cols ${columns} rows 60; exec ${[process.execPath, CLI, ...args].map(quoteShell).join(' ')}`;
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-q', '-e', '-c', command, '/dev/null'], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let next = 0;
    let seen = 0;
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      // Each key waits for its pattern in the output after the previous key was typed.
      while (next < keys.length && (keys[next] as Key).after.test(stdout.slice(seen))) {
        seen = stdout.length;
        child.stdin.write((keys[next] as Key).send);
        next++;
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    });
  });
}
