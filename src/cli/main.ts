// The `ludicore` command-line program: dispatches to the commands, and turns bad input into one
// line on standard error (`ludicore: <message>`) with exit code 2.
import { readFileSync } from 'node:fs';
import { quote } from '../core/errors.js';
import { isInputError, parseArgs, UsageError } from './args.js';
import { print, type Command } from './command.js';
import { ladder } from './ladder.js';
import { match } from './match.js';
import { perft } from './perft.js';
import { play } from './play.js';
import { playouts } from './playouts.js';
import { replay } from './replay.js';
import { show } from './show.js';
import { solveCommand } from './solve.js';
import { train } from './train.js';

const COMMANDS: readonly Command[] = [play, show, perft, playouts, match, ladder, replay, solveCommand, train];

function commandNamed(name: string): Command {
  const command = COMMANDS.find((c) => c.name === name);
  if (command === undefined) {
    const names = COMMANDS.map((c) => c.name).join(', ');
    throw new UsageError(`unknown command ${quote(name)}; the commands are ${names}, help (run ludicore --help)`);
  }
  return command;
}

function mainHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return `Usage: ludicore <command> [arguments] [options]

Rules engines for Four Field Kono (kono), Jul-Gonu (julgonu), Agon (agon) and
Gong (gong): play against the computer, show positions, count moves, replay
game records, play random games and bot matches on every core, solve the
small games, and learn evaluations by self-play.

Commands:
${COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join('\n')}
  ${'help'.padEnd(width)}  show this help, or a command's: ludicore help <command>

Options:
  -h, --help     show help (ludicore <command> --help for a command's)
  --version      show the version

Bad input prints one line, "ludicore: <what is wrong>", and exits with code 2.
Ctrl-C in play prints the game record so far and exits with code 130.`;
}

/** The package's version, read from its package.json next to dist/. */
function version(): string {
  try {
    const text = readFileSync(new URL('../package.json', import.meta.url), 'utf8');
    const { version } = JSON.parse(text) as { version?: unknown };
    return typeof version === 'string' ? version : 'unknown';
  } catch {
    return 'unknown';
  }
}

async function main(argv: readonly string[]): Promise<void> {
  const [first, ...rest] = argv;
  const [second, third] = rest;
  if (first === undefined) throw new UsageError('no command given; run ludicore --help for the commands');
  if (first === '--help' || first === '-h') {
    if (second !== undefined) throw new UsageError(`unexpected argument ${quote(second)} after ${first}`);
    print(mainHelp());
    return;
  }
  if (first === '--version') {
    if (second !== undefined) throw new UsageError(`unexpected argument ${quote(second)} after --version`);
    print(version());
    return;
  }
  if (first === 'help') {
    if (third !== undefined) throw new UsageError(`unexpected argument ${quote(third)}: help takes at most one command`);
    print(second === undefined || second === 'help' ? mainHelp() : commandNamed(second).help);
    return;
  }
  if (first.startsWith('-')) throw new UsageError(`unknown option ${quote(first)}; run ludicore --help`);
  const command = commandNamed(first);
  const { positionals, flags } = parseArgs(command.name, rest, command.flags);
  if (flags.has('help')) {
    print(command.help);
    return;
  }
  await command.run(positionals, flags);
}

/** Prints one line on standard error and sets the exit code. */
function fail(message: string, code: number): void {
  process.stderr.write(`ludicore: ${message.replace(/\s*\n\s*/g, ' ')}\n`);
  process.exitCode = code;
}

// A closed pipe (ludicore replay game.txt | head) ends the program quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  fail(`cannot write the output: ${error.message}`, 1);
  process.exit(1);
});

main(process.argv.slice(2)).then(
  () => {
    process.exitCode ??= 0;
  },
  (error: unknown) => {
    if (isInputError(error)) fail(error.message, 2);
    else fail(`internal error: ${error instanceof Error ? error.message : String(error)} (please report this)`, 1);
  },
);
