// `ludicore solve kono|julgonu`: builds a solution table, with a progress bar, and saves it; or,
// to split the solve across machines, lists the material classes, solves one, or merges them.
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { AnyGame } from '../core/game.js';
import { games } from '../games.js';
import {
  loadClassTable,
  MAX_SOLVE_THREADS,
  materialClass,
  materialClasses,
  mergeClassTables,
  saveClassTable,
  saveTable,
  solveClass,
  solveInParallel,
  solverFor,
  solvers,
  type MaterialClass,
  type Solution,
  type SolverEntry,
  type SolverId,
  type SolveStats,
} from '../solve/index.js';
import { UsageError, choiceArg, gameOptions, integerArg } from './args.js';
import { print, type Command } from './command.js';
import { describeFileError, loadBytes, writeBytes } from './files.js';
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
  summary: 'solve Kono or Jul-Gonu and save the table, here or split by material',
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

Split across machines, by material (not for julgonu --variant previous):
  --classes            list the material classes (a,b: one side has a pieces,
                       the other b), stage by stage, with what each needs
  --class <a,b>        solve one class, on one thread, from the tables of the
                       classes it needs; saves <id>-<a>-<b>.table (or --out)
  --tables <folder>    where --class reads those tables (default: .)
  --merge <folder>     merge the class tables in the folder into the table of
                       the whole game (or of --max-pieces): the same table
                       as a solve on one machine

Examples:
  ludicore solve julgonu --out /tmp/julgonu-off.table
  ludicore solve kono --classes
  ludicore solve kono --class 3,2 --tables tables/ --out tables/kono-3-2.table
  ludicore solve kono --merge tables/ --out kono.table`,
  flags: {
    out: true,
    options: true,
    variant: true,
    'max-pieces': true,
    threads: true,
    classes: false,
    class: true,
    tables: true,
    merge: true,
  },
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
    const mode = splitMode(flags);
    if (mode !== undefined && entry.solver.material === undefined)
      throw new UsageError(`--${mode}: the space of ${entry.name} does not split into material classes (its positions carry a history)`);
    // The command that solves these rules, for the hints of --classes.
    const command = `ludicore solve ${game}${optionsText === undefined ? '' : ` --options ${optionsText}`}${variantText === undefined ? '' : ` --variant ${variantText}`}`;
    if (mode === 'classes') return listClasses(entry, maxPieces, command);
    if (mode === 'class') return solveOneClass(entry, flags.get('class') ?? '', flags.get('tables') ?? '.', flags.get('out'));

    const threadsText = flags.get('threads');
    const threads =
      threadsText === undefined
        ? Math.min(MAX_SOLVE_THREADS, availableParallelism())
        : integerArg('--threads', threadsText, 1, MAX_SOLVE_THREADS);
    const out = flags.get('out') ?? `${entry.id}${maxPieces === undefined ? '' : `-${maxPieces}pieces`}.table`;
    if (out === '') throw new UsageError('--out needs a file name');
    checkWritable(out);

    const extent = maxPieces === undefined ? '' : `, up to ${maxPieces} pieces a side`;
    let table: Solution<string, unknown, unknown>;
    if (mode === 'merge') {
      const folder = flags.get('merge') ?? '';
      const classes = materialClasses(entry.solver, maxPieces);
      const tables = classes.map((material) => readClassTable(entry, folder, material, 'merging them'));
      print(`Merging the ${classes.length} class tables of ${entry.name}${extent} from ${folder}...`);
      table = mergeClassTables(entry.solver, tables, maxPieces === undefined ? {} : { maxPieces });
    } else {
      const on = threads === 1 ? 'one thread' : `${threads} threads`;
      print(`Solving ${entry.name}${extent}, on ${on}...`);
      const display = progressDisplay(process.stderr);
      table = await solveInParallel(solverId, {
        ...(maxPieces === undefined ? {} : { maxPieces }),
        threads,
        onProgress: (p) => display.update(p),
      });
      display.done(table.stats);
    }
    const bytes = saveTable(table);
    writeBytes(out, bytes);

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
    printCounts(table.stats);
    const how =
      mode === 'merge' ? `The classes were solved in ${formatTime(table.buildMs)} in all` : `Solved in ${formatTime(table.buildMs)}`;
    print(`${how}; saved ${out} (${number(bytes.length)} bytes)`);
  },
};

const number = (n: number): string => n.toLocaleString('en-US');

/** The counts of a solved table or class. */
function printCounts(stats: SolveStats): void {
  print(`Positions: ${number(stats.positions)}`);
  print(`  the player to move wins:  ${number(stats.wins)}`);
  print(`  the player to move loses: ${number(stats.losses)}`);
  print(`  drawn:                    ${number(stats.draws)}`);
  print(`Longest forced win: ${stats.longestWin} plies`);
}

const MODES = ['classes', 'class', 'merge'] as const;

/** Which part of a solve split by material the flags ask for (at most one), with the flags that go with it checked. */
function splitMode(flags: ReadonlyMap<string, string>): (typeof MODES)[number] | undefined {
  const given = MODES.filter((name) => flags.has(name));
  if (given.length > 1)
    throw new UsageError(`give one of --classes, --class and --merge, not ${given.map((name) => `--${name}`).join(' and ')}`);
  const [mode] = given;
  if (flags.has('tables') && mode !== 'class')
    throw new UsageError('--tables goes with --class: the folder of the tables the class depends on');
  if (mode === undefined) return undefined;
  if (flags.has('threads'))
    throw new UsageError(`--threads is not for --${mode}: a class solves on one thread; solve the classes of a stage side by side`);
  if (mode === 'class' && flags.has('max-pieces'))
    throw new UsageError('--max-pieces is not for --class: a class table serves every extent that holds the class');
  if (mode === 'classes' && flags.has('out')) throw new UsageError('--classes only lists the classes; --out is not for it');
  if (mode !== 'classes' && flags.get(mode) === '') throw new UsageError(`--${mode} needs a value`);
  return mode;
}

/** The file name of a class table: the solver's id and the class, as `kono-3-2.table`. */
const classFile = (entry: SolverEntry, material: MaterialClass): string => `${entry.id}-${material.pieces.join('-')}.table`;

/** The table of `material` read from its file in `folder`, for `purpose`; a usage error when the file is missing. */
function readClassTable(entry: SolverEntry, folder: string, material: MaterialClass, purpose: string): ReturnType<typeof loadClassTable> {
  const file = join(folder, classFile(entry, material));
  if (!existsSync(file))
    throw new UsageError(
      `${purpose} needs the table of the class ${material.name}: there is no ${file} (solve it first with --class ${material.name})`,
    );
  return loadBytes(file, (bytes) => loadClassTable(entry.solver, bytes, { material: material.name }));
}

/** `--classes`: the material classes in the order to solve them, a stage at a time. */
function listClasses(entry: SolverEntry, maxPieces: number | undefined, command: string): void {
  const classes = materialClasses(entry.solver, maxPieces);
  const sizes = classes.map((material) => entry.solver.material?.space(material.pieces).positions ?? 0);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  const stages = (classes.at(-1)?.stage ?? 0) + 1;
  const extent = maxPieces === undefined ? '' : `, up to ${maxPieces} pieces a side`;
  print(`${entry.name}${extent}: ${classes.length} material classes, ${number(total)} positions, in ${stages} stages.`);
  print('A class (a,b: one side has a pieces, the other b) needs the tables of the classes its captures');
  print('lead to, all of earlier stages: the classes of one stage can be solved at once, on different machines.');
  print();
  const rows = classes.map((material, i) => [
    String(material.stage),
    material.name,
    number(sizes[i] ?? 0),
    `${((100 * (sizes[i] ?? 0)) / total).toFixed(1)} %`,
    material.dependsOn.join(' '),
  ]);
  const header = ['stage', 'class', 'positions', 'share', 'needs'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  for (const row of [header, ...rows]) {
    print(
      row
        .map((cell, column) =>
          column === row.length - 1 ? cell : column === 1 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join('  ')
        .trimEnd(),
    );
  }
  print();
  const example = classes.at(-1);
  if (example !== undefined)
    print(`Solve a class:  ${command} --class ${example.name} --tables <folder>   (saves ${classFile(entry, example)})`);
  print(`Merge them:     ${command} --merge <folder>${maxPieces === undefined ? '' : ` --max-pieces ${maxPieces}`}`);
}

/** `--class a,b`: solves one material class from the tables in `folder` of the classes it depends on, and saves its table. */
function solveOneClass(entry: SolverEntry, which: string, folder: string, outFlag: string | undefined): void {
  const max = entry.solver.maxPieces;
  const counts = /^([0-9]+),([0-9]+)$/.exec(which);
  if (counts === null || !counts.slice(1).every((n) => Number(n) <= max))
    throw new UsageError(`--class must be two piece counts from 0 to ${max}, as 3,2; got ${JSON.stringify(which)}`);
  const material = materialClass(entry.solver, which);
  const out = outFlag ?? classFile(entry, material);
  if (out === '') throw new UsageError('--out needs a file name');
  checkWritable(out);
  const lower = material.dependsOn.map((name) =>
    readClassTable(entry, folder, materialClass(entry.solver, name), `the class ${material.name}`),
  );
  const from = lower.length === 0 ? 'which depends on no other' : `from the tables of ${material.dependsOn.join(' and ')} in ${folder}`;
  print(`Solving the class ${material.name} of ${entry.name}, ${from}...`);
  const display = progressDisplay(process.stderr);
  const table = solveClass(entry.solver, material.name, lower, { onProgress: (p) => display.update(p) });
  display.done(table.stats);
  const bytes = saveClassTable(table);
  writeBytes(out, bytes);
  printCounts(table.stats);
  print(`Solved in ${formatTime(table.buildMs)}; saved ${out} (${number(bytes.length)} bytes)`);
}
