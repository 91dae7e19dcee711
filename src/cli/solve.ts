// `ludicore solve kono|julgonu`: builds a solution table, with a progress bar, and saves it.
import { accessSync, constants, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import type { AnyGame } from '../core/game.js';
import { games } from '../games.js';
import {
  MAX_SOLVE_THREADS,
  saveTable,
  solveInParallel,
  solverFor,
  solvers,
  type Solution,
  type SolverEntry,
  type SolverId,
} from '../solve/index.js';
import { UsageError, choiceArg, gameOptions, integerArg } from './args.js';
import { print, type Command } from './command.js';
import { describeFileError } from './files.js';
import { formatTime } from './perft.js';
import { progressDisplay } from './progress.js';

/** Throws a usage error now, before a long solve, if the table could not be written to `file`. */
function checkWritable(file: string): void {
  try {
    const existing = statSync(file, { throwIfNoEntry: false });
    if (existing?.isDirectory()) throw Object.assign(new Error('it is a directory'), { code: 'EISDIR' });
    if (existing !== undefined) accessSync(file, constants.W_OK);
    else accessSync(dirname(resolve(file)), constants.W_OK);
  } catch (error) {
    throw new UsageError(describeFileError(error, file, 'write'));
  }
}

/** The solver of `game` under the rules `--options` gives; without them, Kono's default rules and Jul-Gonu's `noRepeat: 'off'`. */
function solverOf(game: 'kono' | 'julgonu', optionsText: string | undefined): SolverId {
  if (optionsText === undefined) return game === 'kono' ? 'kono' : 'julgonu-off';
  const solved: AnyGame = games[game];
  const entry = solverFor(solved, gameOptions(solved, optionsText));
  if (entry === undefined) throw new UsageError(`no solver solves ${solved.name} under --options ${optionsText}`);
  return entry.id;
}

export const solveCommand: Command = {
  name: 'solve',
  summary: 'solve Four Field Kono or Jul-Gonu and save the table',
  help: `Usage: ludicore solve kono|julgonu [options]

Solves the game by retrograde analysis: the value of every position under
perfect play. Shows the progress on standard error (on a terminal, a bar as
wide as the terminal, redrawn in place; otherwise a line per tenth of the
positions decided), saves the table (its format: docs/solutions.md in the
installed package; loadTable reads it back), and prints the start position's
value and the counts.

  kono                 38.7 million positions: about 20 s and 220 MB
  kono --options reducedToOne=true
                       the same under K6 (a side down to one piece has lost)
  julgonu              noRepeat 'off': 2.3 million positions, about 2 s
  julgonu --variant previous
                       the default rules: 187 million positions,
                       about 45 s and 1 GB of memory on one thread,
                       30 s and 1.2 GB on two

Options:
  --out <file>         where to save the table (default: the solver's id,
                       as kono.table, kono-reduced-to-one.table,
                       julgonu-off.table or julgonu-previous.table)
  --options <list>     the rules to solve, as for play: reducedToOne=true
                       (Kono), noRepeat=off|previous (Jul-Gonu)
  --variant <v>        Jul-Gonu only: off (default) or previous, the reading
                       of the no-repetition rule J4 to solve (the same as
                       --options noRepeat=<v>)
  --max-pieces <n>     solve only the positions with at most n pieces a side
                       (an endgame table; the start is then outside it)
  --threads <n>        worker threads to solve on (default: the machine's
                       available parallelism); the same table whatever n
  -h, --help           show this help

Example:
  ludicore solve julgonu --out /tmp/julgonu-off.table`,
  flags: { out: true, options: true, variant: true, 'max-pieces': true, threads: true },
  async run(positionals, flags) {
    const [id, ...rest] = positionals;
    if (id === undefined) throw new UsageError('solve needs a game: ludicore solve kono|julgonu');
    if (rest.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(rest[0])}: solve takes one game`);
    const game = choiceArg('the game to solve', id, ['kono', 'julgonu'] as const);
    const variantText = flags.get('variant');
    const optionsText = flags.get('options');
    if (game === 'kono' && variantText !== undefined)
      throw new UsageError('--variant is for julgonu; for Four Field Kono under K6 write --options reducedToOne=true');
    if (variantText !== undefined && optionsText !== undefined)
      throw new UsageError('give the rules either with --variant or with --options noRepeat=…, not both');
    // --variant is a short way of writing --options noRepeat=<variant>.
    const variant = variantText === undefined ? undefined : choiceArg('--variant', variantText, ['off', 'previous'] as const);
    const solverId = solverOf(game, variant === undefined ? optionsText : `noRepeat=${variant}`);
    // Every solver alike, through the registry's entry of unknown types; its id is also the default file name.
    const entry: SolverEntry = solvers[solverId];
    const maxText = flags.get('max-pieces');
    const maxPieces = maxText === undefined ? undefined : integerArg('--max-pieces', maxText, 1, entry.solver.maxPieces);
    const threadsText = flags.get('threads');
    const threads =
      threadsText === undefined
        ? Math.min(MAX_SOLVE_THREADS, availableParallelism())
        : integerArg('--threads', threadsText, 1, MAX_SOLVE_THREADS);
    const out = flags.get('out') ?? `${entry.id}${maxPieces === undefined ? '' : `-${maxPieces}pieces`}.table`;
    if (out === '') throw new UsageError('--out needs a file name');
    checkWritable(out);

    const on = threads === 1 ? 'one thread' : `${threads} threads`;
    print(`Solving ${entry.name}${maxPieces === undefined ? '' : `, up to ${maxPieces} pieces a side`}, on ${on}...`);
    const display = progressDisplay(process.stderr);
    const table: Solution<unknown, unknown, unknown> = await solveInParallel(solverId, {
      ...(maxPieces === undefined ? {} : { maxPieces }),
      threads,
      onProgress: (p) => display.update(p),
    });
    display.done(table.stats);
    const bytes = saveTable(table);
    try {
      writeFileSync(out, bytes);
    } catch (error) {
      throw new UsageError(describeFileError(error, out, 'write'));
    }

    const solved = entry.game;
    const start = solved.start(entry.options);
    if (maxPieces === undefined) {
      const value = table.value(start);
      const keep = table.perfectMoves(start).map((move) => solved.formatMove(start, move));
      const result = value.result === 'draw' ? 'a draw' : `a ${value.result} in ${value.plies} plies for ${solved.toMove(start)}`;
      print(`Start position ${solved.formatPosition(start)}: ${result}; moves that keep it: ${keep.join(' ')}`);
    } else {
      print(`The start position has more pieces than this endgame table covers.`);
    }
    const { stats } = table;
    const number = (n: number): string => n.toLocaleString('en-US');
    print(`Positions: ${number(stats.positions)}`);
    print(`  the player to move wins:  ${number(stats.wins)}`);
    print(`  the player to move loses: ${number(stats.losses)}`);
    print(`  drawn:                    ${number(stats.draws)}`);
    print(`Longest forced win: ${stats.longestWin} plies`);
    print(`Solved in ${formatTime(table.buildMs)}; saved ${out} (${number(bytes.length)} bytes)`);
  },
};
