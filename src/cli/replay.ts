// `ludicore replay <record-file>`: a game record, position by position: stepped through at a
// terminal, printed all at once otherwise.
import { createInterface } from 'node:readline';
import { quote } from '../core/errors.js';
import type { AnyGame, Position } from '../core/game.js';
import { formatOptions } from '../core/options.js';
import { parseRecord, type GameRecord } from '../core/record.js';
import { games } from '../games.js';
import { UsageError, integerArg } from './args.js';
import { print, type Command } from './command.js';
import { diagram, lastMovePoints } from './diagram.js';
import { readText } from './files.js';
import { STEP_HELP, stepAction } from './stepper.js';
import { describeOutcome } from './words.js';

export const replay: Command = {
  name: 'replay',
  summary: 'step through a game record, or print it position by position',
  help: `Usage: ludicore replay <record-file> [options]

Reads a game record (the text that formatRecord writes and \`ludicore play\`
prints at the end and saves; - reads standard input) and replays it.

On a terminal (standard input and output both terminals, and the record not
read from standard input), it shows the start position and steps through the
record at your keys: Enter for the next position, p for the previous one, a
number to jump to the position after that ply, q to quit (h lists the keys).
The last move's points are marked with *.

Otherwise (a pipe, a file, or --all), it prints the start position, then each
move in notation with the position after it, then the result, all at once.

Options:
  --ply <n>    print only the position after ply n of the record (0: the start)
  --all        print every position at once, even on a terminal
  -h, --help   show this help

${STEP_HELP}

Examples:
  ludicore replay game.txt
  ludicore replay game.txt --ply 4
  ludicore replay game.txt --all | less`,
  flags: { ply: true, all: false },
  async run(positionals, flags) {
    const [file, extra] = positionals;
    if (file === undefined) throw new UsageError('replay needs a record file: ludicore replay <record-file>');
    if (extra !== undefined) throw new UsageError(`unexpected argument ${quote(extra)}: replay takes one record file`);
    // Any game's record: what follows works through the Game contract alone.
    const record: GameRecord = parseRecord(readText(file), games);
    const { game, moves, positions } = record;
    const only = flags.has('ply') ? integerArg('--ply', flags.get('ply') as string, 0, moves.length) : undefined;
    if (only !== undefined && flags.has('all')) throw new UsageError('--ply prints one position and --all every one: give one of them');
    const options = formatOptions(game.optionSpecs, record.start.options);
    const optionsText = options.length > 0 ? `, options ${options.join(' ')}` : '';
    print(`${game.name} (${game.id}), ${moves.length} ${moves.length === 1 ? 'move' : 'moves'}${optionsText}`);
    for (const [name, value] of Object.entries(record.tags)) print(`${name}: ${value}`);
    const show = (i: number): void => {
      const before = positions[i - 1] as Position;
      const after = positions[i] as Position;
      if (i === 0) print('\nStart:');
      // Numbered as the record numbers it: by pairs of plies, the ply as --ply takes it.
      else print(`\nMove ${Math.ceil(i / 2)} (${game.toMove(before)}, ply ${i}): ${game.formatMove(before, moves[i - 1])}`);
      print(diagram(game, after, { lastMove: i === 0 ? [] : lastMovePoints(game.effects(before, moves[i - 1])) }));
    };
    const result = `Result: ${record.outcome === undefined ? 'the game is unfinished (*)' : describeOutcome(record.outcome)}`;
    if (only !== undefined) {
      show(only);
      return;
    }
    // Stepping reads keys from standard input, so a record read from it is printed whole.
    const stepping = !flags.has('all') && file !== '-' && process.stdin.isTTY === true && process.stdout.isTTY === true;
    if (stepping) {
      await step(game, moves.length, show, result);
      return;
    }
    for (let i = 0; i <= moves.length; i++) show(i);
    print(`\n${result}`);
  },
};

/** Steps through the positions 0 to `last` at the user's keys, starting at the start. */
async function step(game: AnyGame, last: number, show: (ply: number) => void, result: string): Promise<void> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const lines = rl[Symbol.asyncIterator]();
  // Ctrl-C quits, as q does.
  rl.on('SIGINT', () => rl.close());
  let ply = 0;
  const showAt = (i: number): void => {
    show(i);
    if (i === last) print(`\n${result}`);
  };
  print(`Enter: next, p: previous, <n>: jump to ply n, q: quit, h: the keys. ${game.name}, plies 0 to ${last}.`);
  showAt(ply);
  try {
    for (;;) {
      rl.setPrompt(`ply ${ply}/${last}> `);
      rl.prompt();
      const next = await lines.next();
      if (next.done === true) {
        print();
        return;
      }
      const action = stepAction(String(next.value), ply, last);
      switch (action.kind) {
        case 'show':
          ply = action.ply;
          showAt(ply);
          break;
        case 'help':
          print(STEP_HELP);
          break;
        case 'say':
          print(action.text);
          break;
        case 'quit':
          return;
      }
    }
  } finally {
    rl.close();
  }
}
