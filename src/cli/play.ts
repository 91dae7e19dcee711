// `ludicore play <game>`: a game against the computer, read line by line from standard input.
import { createInterface } from 'node:readline';
import { alphaBeta } from '../ai/alphabeta.js';
import { mcts } from '../ai/mcts.js';
import { randomBot } from '../ai/random-bot.js';
import { isRulesError, quote } from '../core/errors.js';
import type { AnyGame, Position } from '../core/game.js';
import { Match } from '../core/match.js';
import { opponent, type Player } from '../core/player.js';
import { formatRecord, replay } from '../core/record.js';
import { gameById } from '../games.js';
import { UsageError, choiceArg, gameOptions, integerArg } from './args.js';
import { print, type Command } from './command.js';
import { diagram } from './diagram.js';
import { formatTime } from './perft.js';
import { capitalised } from './words.js';

const BOTS = ['mcts', 'alphabeta', 'random'] as const;
type BotKind = (typeof BOTS)[number];

/** The computer player: its name and a move chooser. */
interface Opponent {
  readonly name: string;
  choose(position: Position): unknown;
}

function makeBot(game: AnyGame, kind: BotKind, seed: number, budget: number | undefined): Opponent {
  const bot =
    kind === 'mcts'
      ? mcts(game, { iterations: budget ?? 1000, random: seed })
      : kind === 'alphabeta'
        ? alphaBeta(game, { depth: budget ?? 4, random: seed })
        : randomBot(game, { random: seed });
  return { name: `${bot.name}, seed ${seed}`, choose: (position) => bot.chooseMove(position) };
}

const COMMANDS_HELP = `Commands:
  <move>   play a move in the game's notation (moves lists them)
  moves    list the legal moves
  board    show the board again
  undo     take back your last move and the computer's reply
  resign   give up the game
  help     show this list
  quit     stop, leaving the game unfinished`;

export const play: Command = {
  name: 'play',
  summary: 'play a game against the computer in the terminal',
  help: `Usage: ludicore play <game> [options]

Plays <game> (kono, julgonu, agon or gong) against the computer, reading your
commands line by line from standard input (a terminal or a pipe). After each
move it shows the board with the point names and who is to move. At the end it
prints the result and the game record, which \`ludicore replay\` reads.

Options:
  --as black|white      the side you play (default black, who moves first)
  --bot mcts|alphabeta|random
                        the computer player (default mcts)
  --budget <n>          mcts: iterations per move (default 1000);
                        alphabeta: search depth in plies (default 4)
  --seed <n>            the computer's random seed (default 1)
  --options k=v,...     the game's rules options, e.g. maxPlies=200
  --position <text>     start from this position string instead of the start
  -h, --help            show this help

${COMMANDS_HELP}

Example:
  ludicore play kono --as white --bot alphabeta`,
  flags: { as: true, bot: true, budget: true, seed: true, options: true, position: true },
  async run(positionals, flags) {
    const [id, extra] = positionals;
    if (id === undefined) throw new UsageError('play needs a game: ludicore play <game>');
    if (extra !== undefined) throw new UsageError(`unexpected argument ${quote(extra)}: play takes one game`);
    const game = gameById(id);
    const human = choiceArg('--as', flags.get('as') ?? 'black', ['black', 'white'] as const);
    const kind = choiceArg('--bot', flags.get('bot') ?? 'mcts', BOTS);
    const seed = integerArg('--seed', flags.get('seed') ?? '1', 0, 2 ** 31 - 1);
    const budgetText = flags.get('budget');
    if (budgetText !== undefined && kind === 'random') {
      throw new UsageError('--budget is for the mcts and alphabeta bots; the random bot has none');
    }
    const budget = budgetText === undefined ? undefined : integerArg('--budget', budgetText, 1, kind === 'mcts' ? 10_000_000 : 64);
    const options = gameOptions(game, flags.get('options'));
    const positionText = flags.get('position');
    const start = positionText === undefined ? game.start(options) : game.parsePosition(positionText, options);
    const bot = makeBot(game, kind, seed, budget);
    await new Session(game, start, human, bot).run();
  },
};

/** One game at the terminal. */
class Session {
  readonly #game: AnyGame;
  readonly #match: Match<unknown, unknown, unknown>;
  readonly #human: Player;
  readonly #bot: Opponent;
  readonly #interactive = process.stdin.isTTY === true;

  constructor(game: AnyGame, start: Position, human: Player, bot: Opponent) {
    this.#game = game;
    this.#match = new Match(game, start);
    this.#human = human;
    this.#bot = bot;
  }

  async run(): Promise<void> {
    const game = this.#game;
    const tty = this.#interactive;
    const rl = createInterface({ input: process.stdin, ...(tty ? { output: process.stdout, terminal: true } : { terminal: false }) });
    // Take the iterator at once, so that no line is missed while the computer thinks.
    const lines = rl[Symbol.asyncIterator]();
    rl.setPrompt(`${this.#human}> `);
    // Ctrl-C at the prompt ends the input, as Ctrl-D does: the game is left unfinished.
    rl.on('SIGINT', () => rl.close());
    try {
      print(`${game.name}: you play ${capitalised(this.#human)}, the computer ${capitalised(opponent(this.#human))} (${this.#bot.name}).`);
      print(`Type a move in the game's notation, or: moves, board, undo, resign, help, quit.`);
      this.#botMoves();
      this.#showBoard();
      for (;;) {
        const outcome = this.#match.outcome;
        if (outcome !== undefined) {
          // The board above ends with the outcome and its reason.
          print(outcome.winner === null ? 'The game is drawn.' : outcome.winner === this.#human ? 'You win.' : 'The computer wins.');
          this.#printRecord();
          return;
        }
        if (tty) rl.prompt();
        const next = await lines.next();
        if (next.done === true) {
          print(tty ? '' : '(end of input)');
          print('The game is left unfinished.');
          this.#printRecord();
          return;
        }
        const text = String(next.value).trim();
        if (!tty) print(`${this.#human}> ${text}`);
        if (text === '') continue;
        if (this.#command(text) === 'stop') return;
      }
    } finally {
      rl.close();
    }
  }

  /** Handles one line of input; `stop` ends the session. */
  #command(text: string): 'stop' | undefined {
    const game = this.#game;
    const match = this.#match;
    switch (text.toLowerCase()) {
      case 'help':
      case '?':
        print(COMMANDS_HELP);
        return undefined;
      case 'moves': {
        const legal = match.legalMoves.map((move) => game.formatMove(match.position, move));
        print(`Legal moves (${legal.length}): ${legal.join(' ')}`);
        return undefined;
      }
      case 'board':
        this.#showBoard();
        return undefined;
      case 'undo':
        this.#undo();
        return undefined;
      case 'resign': {
        const winner = opponent(this.#human);
        print(`\nYou resign: ${capitalised(winner)} wins.`);
        this.#printRecord({ Termination: `${this.#human} resigned` });
        return 'stop';
      }
      case 'quit':
      case 'exit':
        print('The game is left unfinished.');
        this.#printRecord();
        return 'stop';
      default:
        try {
          const entry = match.move(text);
          print(`You play ${entry.notation}.`);
        } catch (error) {
          if (!isRulesError(error)) throw error;
          const hint = error.code === 'notation/syntax' ? ' (type help for the commands, moves for the legal moves)' : '';
          print(`${error.message.replace(/\s*\n\s*/g, ' ')}${hint}`);
          return undefined;
        }
        this.#botMoves();
        this.#showBoard();
        return undefined;
    }
  }

  /** The computer plays until it is the human's turn or the game is over. */
  #botMoves(): void {
    const match = this.#match;
    while (match.outcome === undefined && match.toMove !== this.#human) {
      const mover = match.toMove;
      if (this.#interactive) process.stdout.write(`${capitalised(mover)} is thinking...`);
      const started = Date.now();
      const move = this.#bot.choose(match.position);
      const entry = match.move(move);
      if (this.#interactive) process.stdout.write('\r\x1b[K');
      print(`${capitalised(mover)} plays ${entry.notation} (${formatTime(Date.now() - started)}).`);
    }
  }

  /** Takes back the human's last move and everything after it. */
  #undo(): void {
    const match = this.#match;
    const history = match.history;
    let last = -1;
    history.forEach((entry, i) => {
      if (this.#game.toMove(entry.before) === this.#human) last = i;
    });
    if (last < 0) {
      print('Nothing to undo: you have not moved yet.');
      return;
    }
    const taken = history.slice(last).map((entry) => entry.notation);
    for (let i = history.length; i > last; i--) match.undo();
    print(`Took back ${taken.join(' ')}.`);
    this.#showBoard();
  }

  #showBoard(): void {
    const game = this.#game;
    const position = this.#match.position;
    print();
    print(diagram(game, position));
    if (game.outcome(position) === undefined && game.toMove(position) === this.#human) {
      const legal = game.legalMoves(position);
      if (legal.length === 1) print(`Your only legal move is ${game.formatMove(position, legal[0])}.`);
    }
  }

  /** The game so far as a record, for the user to keep. */
  #printRecord(tags: Record<string, string> = {}): void {
    const game = this.#game;
    const match = this.#match;
    const players: Record<string, string> = {
      Black: this.#human === 'black' ? 'you' : this.#bot.name,
      White: this.#human === 'white' ? 'you' : this.#bot.name,
    };
    const record = replay(
      game,
      match.start,
      match.history.map((entry) => entry.move),
      { ...players, ...tags },
    );
    print('\nGame record:');
    process.stdout.write(formatRecord(record));
  }
}
