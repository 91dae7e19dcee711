// `ludicore show <game> [position]`: a position as a text diagram, and optionally as SVG.
import { writeFileSync } from 'node:fs';
import { gameById } from '../games.js';
import { renderSvg } from '../render/svg.js';
import { POSITION_FLAG, UsageError, gameOptions, integerArg, positionArg } from './args.js';
import { print, type Command } from './command.js';
import { diagram } from './diagram.js';
import { describeFileError } from './files.js';

export const show: Command = {
  name: 'show',
  summary: 'print a position as a diagram, and write it as an SVG image if asked',
  help: `Usage: ludicore show <game> [position] [options]

Prints a position of <game> (kono, julgonu, agon or gong) as a text diagram
with the point names, the position string, who is to move and the legal moves.
Without a position, the start position. The position may also be given as
--position <text>. Agon and Gong position strings contain spaces: quote them,
or give their words as they are.

Options:
  --position <text>  the position string (instead of the [position] argument)
  --options k=v,...  the game's rules options, e.g. setup=classic
  --svg <file>       also draw the position as an SVG image into <file>
  --labels           with --svg: write each point's name beside it
  --size <n>         with --svg: the image's width in pixels (default 400)
  -h, --help         show this help

Examples:
  ludicore show kono
  ludicore show kono 'wwww/bwww/bbbb/1bbb w' --svg kono.svg --labels
  ludicore show agon --options setup=classic
  ludicore show gong --svg gong.svg --labels`,
  flags: { options: true, svg: true, labels: false, size: true, ...POSITION_FLAG },
  run(positionals, flags) {
    const [id, ...words] = positionals;
    if (id === undefined) throw new UsageError('show needs a game: ludicore show <game> [position]');
    const game = gameById(id);
    const options = gameOptions(game, flags.get('options'));
    const svgFile = flags.get('svg');
    if (svgFile === undefined) {
      if (flags.has('labels')) throw new UsageError('--labels applies to the SVG image: give --svg <file> too');
      if (flags.has('size')) throw new UsageError('--size applies to the SVG image: give --svg <file> too');
    }
    if (svgFile === '') throw new UsageError('--svg needs a file name');
    const size = flags.has('size') ? integerArg('--size', flags.get('size') as string, 1, 100_000) : undefined;
    const position = positionArg(game, words, flags, options);
    const text = diagram(game, position);
    const legal = game.legalMoves(position).map((move) => game.formatMove(position, move));
    if (svgFile !== undefined) {
      const svg = renderSvg(game, position, { labels: flags.has('labels'), ...(size === undefined ? {} : { size }) });
      try {
        writeFileSync(svgFile, svg);
      } catch (error) {
        throw new UsageError(describeFileError(error, svgFile, 'write'));
      }
    }
    print(`${game.name} (${game.id})`);
    print(text);
    if (legal.length > 0) print(`Legal moves (${legal.length}): ${legal.join(' ')}`);
    if (svgFile !== undefined) print(`Wrote ${svgFile}`);
  },
};
