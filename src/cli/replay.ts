// `ludicore replay <record-file>`: a game record, position by position.
import { quote } from '../core/errors.js';
import type { Position } from '../core/game.js';
import { formatOptions } from '../core/options.js';
import { parseRecord } from '../core/record.js';
import { games } from '../games.js';
import { UsageError, integerArg } from './args.js';
import { print, type Command } from './command.js';
import { diagram } from './diagram.js';
import { readText } from './files.js';
import { describeOutcome } from './words.js';

export const replay: Command = {
  name: 'replay',
  summary: 'print a game record position by position',
  help: `Usage: ludicore replay <record-file> [options]

Reads a game record (the text that formatRecord writes and \`ludicore play\`
prints at the end; - reads standard input), replays it, and prints the start
position, then each move in notation with the position after it, then the
result.

Options:
  --ply <n>    print only the position after ply n of the record (0: the start)
  -h, --help   show this help

Example:
  ludicore replay game.txt --ply 4`,
  flags: { ply: true },
  run(positionals, flags) {
    const [file, extra] = positionals;
    if (file === undefined) throw new UsageError('replay needs a record file: ludicore replay <record-file>');
    if (extra !== undefined) throw new UsageError(`unexpected argument ${quote(extra)}: replay takes one record file`);
    const record = parseRecord(readText(file), games);
    const { game, moves, positions } = record;
    const only = flags.has('ply') ? integerArg('--ply', flags.get('ply') as string, 0, moves.length) : undefined;
    const options = formatOptions(game.optionSpecs, record.start.options);
    const optionsText = options.length > 0 ? `, options ${options.join(' ')}` : '';
    print(`${game.name} (${game.id}), ${moves.length} ${moves.length === 1 ? 'move' : 'moves'}${optionsText}`);
    for (const [name, value] of Object.entries(record.tags)) print(`${name}: ${value}`);
    const show = (i: number): void => {
      const before = positions[i - 1] as Position;
      if (i === 0) print('\nStart:');
      else print(`\nMove ${i} (${game.toMove(before)}): ${game.formatMove(before, moves[i - 1])}`);
      print(diagram(game, positions[i] as Position));
    };
    if (only !== undefined) {
      show(only);
      return;
    }
    for (let i = 0; i <= moves.length; i++) show(i);
    print(`\nResult: ${record.outcome === undefined ? 'the game is unfinished (*)' : describeOutcome(record.outcome)}`);
  },
};
