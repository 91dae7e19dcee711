// `ludicore play <game>`: a game against the computer, read line by line from standard input.
import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { alphaBeta, type AlphaBetaDecision } from '../ai/alphabeta.js';
import type { Bot } from '../ai/bot.js';
import { greedyBot } from '../ai/greedy.js';
import { MAX_LEVEL, MIN_LEVEL, botForLevel } from '../ai/levels.js';
import { mcts } from '../ai/mcts.js';
import { randomBot } from '../ai/random-bot.js';
import { isRulesError, quote } from '../core/errors.js';
import type { AnyGame, Position } from '../core/game.js';
import { Match } from '../core/match.js';
import { DECISION_REASONS, opponent, type Player } from '../core/player.js';
import { formatRecord, replay, type GameRecord } from '../core/record.js';
import { gameById } from '../games.js';
import type { Solution } from '../solve/solution.js';
import { DRAW_DEFAULTS, POSITION_FLAG, UsageError, choiceArg, drawRules, gameOptions, integerArg, positionArg } from './args.js';
import { print, type Command } from './command.js';
import { diagram, lastMovePoints } from './diagram.js';
import { describeFileError } from './files.js';
import { formatTime } from './perft.js';
import { perfectOpponent, solutionFor } from './perfect.js';
import { nearestWord } from './suggest.js';
import { capitalised } from './words.js';

/** The computer players, spelled as `match` and `ludicore/threads` spell them. */
const BOTS = ['mcts', 'alpha-beta', 'greedy', 'random', 'perfect'] as const;
type BotKind = (typeof BOTS)[number];

/** The bots whose strength `--budget` sets. */
const BUDGETED: readonly (BotKind | 'level')[] = ['mcts', 'alpha-beta'];

/** The computer player: its name and a move chooser. */
interface Opponent {
  readonly name: string;
  choose(position: Position): unknown;
}

function makeBot(game: AnyGame, kind: Exclude<BotKind, 'perfect'>, seed: number, budget: number | undefined): Opponent {
  const bot =
    kind === 'mcts'
      ? mcts(game, { iterations: budget ?? 1000, random: seed })
      : kind === 'alpha-beta'
        ? alphaBeta(game, { depth: budget ?? 4, random: seed })
        : kind === 'greedy'
          ? greedyBot(game, { random: seed })
          : randomBot(game, { random: seed });
  return { name: `${bot.name}, seed ${seed}`, choose: (position) => bot.chooseMove(position) };
}

function levelOpponent(game: AnyGame, level: number, seed: number, solution: Solution<string, unknown, unknown> | undefined): Opponent {
  const bot = botForLevel(game, level, { random: seed, ...(solution === undefined ? {} : { solution }) });
  return { name: `${bot.name}, seed ${seed}`, choose: (position) => bot.chooseMove(position) };
}

/** The depth of the alpha-beta search behind `hint`, and the time after which it stops deepening. */
const HINT_DEPTH = 4;
const HINT_TIME_MS = 3000;

/** The words the session knows besides moves, for "did you mean …?". */
const COMMAND_WORDS: readonly string[] = ['moves', 'board', 'history', 'hint', 'undo', 'flip', 'save', 'resign', 'help', 'quit', 'exit'];

const COMMANDS_HELP = `Commands:
  <move>      play a move in the game's notation (moves lists them)
  moves       list the legal moves
  board       show the board again (* marks the last move's points)
  history     the moves so far, numbered as in a game record
  hint        the move an alpha-beta search (depth ${HINT_DEPTH}) suggests, with its score
  undo        take back your last move and the computer's reply
  flip        draw the board from the other side (again: back)
  save <file> write the game so far as a record into <file>
  resign      give up the game
  help        show this list
  quit        stop, leaving the game unfinished (Ctrl-C too, with exit code 130)`;

/**
 * The text with the point names in lower case, as the notation writes them: an upper-case run
 * before a digit (`B3`) or of two letters or more (a center named by letters); a single capital
 * before `@` is a piece letter (`Q@a1`) and stays.
 */
const lowerCasePoints = (text: string): string => text.replace(/[A-Z]+(?=[0-9])|[A-Z]{2,}/g, (name) => name.toLowerCase());

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
  --level <n>           the computer's strength, from ${MIN_LEVEL} (a little better than
                        random) to ${MAX_LEVEL} (its strongest; with --table, perfect
                        play in Kono and Jul-Gonu); default 5 without --bot
  --bot mcts|alpha-beta|greedy|random|perfect
                        a computer player by kind instead (greedy looks one
                        move ahead; perfect plays from the game's solution
                        table, Kono and Jul-Gonu only, solved first: about
                        20 s for Kono, 2 s for Jul-Gonu with noRepeat=off,
                        a minute and several GB for its default)
  --table <file>        perfect and level ${MAX_LEVEL}: read the table from <file>, or
                        solve and save it there when the file does not exist
  --budget <n>          mcts: iterations per move (default 1000);
                        alpha-beta: search depth in plies (default 4)
  --seed <n>            the computer's random seed (default 1)
  --options k=v,...     the game's rules options, e.g. maxPlies=200; the draw
                        rules are on unless turned off (default repetition=3,
                        maxPlies=400; maxPlies=off, repetition=off: none)
  --position <text>     start from this position string instead of the start
                        (or give it after the game, as show and perft take it)
  -h, --help            show this help

${COMMANDS_HELP}

Examples:
  ludicore play kono --as white --level 3
  ludicore play kono --bot alpha-beta
  ludicore play julgonu --position 'ww2/2wb/1b2/b3 b' --bot greedy
  ludicore play kono --bot perfect --table kono.table`,
  flags: { as: true, level: true, bot: true, budget: true, seed: true, options: true, table: true, ...POSITION_FLAG },
  async run(positionals, flags) {
    const [id, ...words] = positionals;
    if (id === undefined) throw new UsageError('play needs a game: ludicore play <game>');
    const game = gameById(id);
    const human = choiceArg('--as', flags.get('as') ?? 'black', ['black', 'white'] as const);
    const levelText = flags.get('level');
    const botText = flags.get('bot');
    if (levelText !== undefined && botText !== undefined) {
      throw new UsageError('--level and --bot choose the computer player two ways; give one');
    }
    const kind = botText === undefined ? 'level' : choiceArg('--bot', botText, BOTS);
    const seed = integerArg('--seed', flags.get('seed') ?? '1', 0, 2 ** 31 - 1);
    const budgetText = flags.get('budget');
    if (budgetText !== undefined && !BUDGETED.includes(kind)) {
      throw new UsageError(`--budget is for the mcts and alpha-beta bots; the ${kind} bot has none`);
    }
    const budget = budgetText === undefined ? undefined : integerArg('--budget', budgetText, 1, kind === 'mcts' ? 10_000_000 : 64);
    const level = integerArg('--level', levelText ?? '5', MIN_LEVEL, MAX_LEVEL);
    const options = gameOptions(game, flags.get('options'), DRAW_DEFAULTS);
    const start = positionArg(game, words, flags, options);
    const table = flags.get('table');
    if (table !== undefined && kind !== 'perfect' && !(kind === 'level' && level === MAX_LEVEL)) {
      throw new UsageError(
        `--table is for the perfect bot and level ${MAX_LEVEL}, not the ${kind === 'level' ? `level ${level}` : `${kind} bot`}`,
      );
    }
    if (table === '') throw new UsageError('--table needs a file name');
    const bot =
      kind === 'perfect'
        ? perfectOpponent(game, options, seed, table)
        : kind === 'level'
          ? levelOpponent(game, level, seed, table === undefined ? undefined : solutionFor(game, options, table))
          : makeBot(game, kind, seed, budget);
    const hintDepth = kind === 'alpha-beta' ? (budget ?? HINT_DEPTH) : HINT_DEPTH;
    const hinter = alphaBeta(game, { depth: hintDepth, time: HINT_TIME_MS, random: seed });
    await new Session(game, start, human, bot, hinter).run();
  },
};

/** One game at the terminal. */
class Session {
  readonly #game: AnyGame;
  readonly #match: Match<string, unknown, unknown>;
  readonly #human: Player;
  readonly #bot: Opponent;
  readonly #hinter: Bot<Position, unknown, AlphaBetaDecision<unknown>>;
  readonly #interactive = process.stdin.isTTY === true;
  #flipped: boolean;

  constructor(game: AnyGame, start: Position, human: Player, bot: Opponent, hinter: Bot<Position, unknown, AlphaBetaDecision<unknown>>) {
    this.#game = game;
    this.#match = new Match(game, start);
    this.#human = human;
    // The board from the player's side: White's pieces at the bottom when the user plays White.
    this.#flipped = human === 'white';
    this.#bot = bot;
    this.#hinter = hinter;
  }

  async run(): Promise<void> {
    const game = this.#game;
    const tty = this.#interactive;
    const rl = createInterface({ input: process.stdin, ...(tty ? { output: process.stdout, terminal: true } : { terminal: false }) });
    // Take the iterator at once, so that no line is missed while the computer thinks.
    const lines = rl[Symbol.asyncIterator]();
    rl.setPrompt(`${this.#human}> `);
    // Ctrl-C ends the game unfinished with the record printed, and the exit code of a program
    // stopped by SIGINT (128 + 2), so that scripts can tell it from a game that ran to its end.
    // A terminal's Ctrl-C reaches readline as a key; a signal sent to the process comes as SIGINT.
    let interrupt: () => void = () => undefined;
    const interrupted = new Promise<'interrupted'>((resolve) => {
      interrupt = () => resolve('interrupted');
    });
    rl.on('SIGINT', interrupt);
    process.on('SIGINT', interrupt);
    try {
      print(`${game.name}: you play ${capitalised(this.#human)}, the computer ${capitalised(opponent(this.#human))} (${this.#bot.name}).`);
      print(drawRules(game, this.#match.start));
      print(`Type a move in the game's notation, or: moves, board, history, hint, undo,`);
      print(`flip, save <file>, resign, help, quit.`);
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
        const next = await Promise.race([lines.next(), interrupted]);
        if (next === 'interrupted') {
          print(tty ? '^C' : '');
          print('Interrupted: the game is left unfinished.');
          this.#printRecord();
          process.exitCode = 130;
          return;
        }
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
      process.off('SIGINT', interrupt);
      rl.close();
    }
  }

  /** Handles one line of input; `stop` ends the session. */
  #command(text: string): 'stop' | undefined {
    const game = this.#game;
    const match = this.#match;
    const [word = '', ...rest] = text.split(/\s+/);
    const argument = rest.join(' ');
    const command = word.toLowerCase();
    if (command === 'save') {
      this.#save(argument);
      return undefined;
    }
    if (rest.length > 0 && COMMAND_WORDS.includes(command)) {
      print(`${command} takes nothing after it; type help for the commands`);
      return undefined;
    }
    switch (command) {
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
      case 'history':
        this.#printHistory();
        return undefined;
      case 'hint':
        this.#hint();
        return undefined;
      case 'flip':
        this.#flipped = !this.#flipped;
        this.#showBoard();
        return undefined;
      case 'undo':
        this.#undo();
        return undefined;
      case 'resign': {
        const { winner } = this.#match.resign(this.#human);
        print(`\nYou resign: ${capitalised(winner ?? opponent(this.#human))} wins.`);
        this.#printRecord();
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
          print(this.#explainBadMove(text, error.code, error.message));
          return undefined;
        }
        this.#botMoves();
        this.#showBoard();
        return undefined;
    }
  }

  /** What to say about input that is no legal move: a near-miss command, point names in capitals, or the library's message. */
  #explainBadMove(text: string, code: string, message: string): string {
    if (code === 'notation/syntax') {
      const lower = lowerCasePoints(text);
      if (lower !== text) return `${quote(text)}: point names are lower case: ${lower}`;
      const [word = ''] = text.split(/\s+/);
      const near = /^[a-z]+$/i.test(word) ? nearestWord(word, COMMAND_WORDS) : undefined;
      if (near !== undefined) return `unknown command ${quote(word)}; did you mean ${near}? (type help for the commands)`;
    }
    const hint = code === 'notation/syntax' ? ' (type help for the commands, moves for the legal moves)' : '';
    return `${message.replace(/\s*\n\s*/g, ' ')}${hint}`;
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

  /** The search's suggestion for the player to move, with its score from the mover's side. */
  #hint(): void {
    const game = this.#game;
    const position = this.#match.position;
    const decision = this.#hinter.decide(position);
    const notation = game.formatMove(position, decision.move);
    const { forced, score } = decision;
    const mover = game.toMove(position);
    const value =
      forced === undefined
        ? `score ${score > 0 ? '+' : ''}${Math.round(score)} for ${mover}, where 0 is even`
        : `${forced.result === 'win' ? 'a win' : 'a loss'} for ${mover} in ${forced.plies} ${forced.plies === 1 ? 'ply' : 'plies'} with best play`;
    print(`Hint: ${notation} (alpha-beta, depth ${decision.depth}: ${value})`);
  }

  /** The moves so far, numbered as a game record numbers them: a pair of plies to a number. */
  #printHistory(): void {
    const history = this.#match.history;
    if (history.length === 0) {
      print('No moves yet.');
      return;
    }
    const lines: string[] = [];
    history.forEach((entry, i) => {
      if (i % 2 === 0) lines.push(`${String(i / 2 + 1).padStart(3)}. ${entry.notation}`);
      else lines[lines.length - 1] += ` ${entry.notation}`;
    });
    print(`Moves so far (${history.length} ${history.length === 1 ? 'ply' : 'plies'}):`);
    print(lines.join('\n'));
  }

  /** Writes the game so far as a record into `file`; a file that cannot be written is reported, and the game goes on. */
  #save(file: string): void {
    if (file === '') {
      print('save needs a file name: save <file>');
      return;
    }
    try {
      writeFileSync(file, formatRecord(this.#record()));
      print(`Saved the game (${this.#match.history.length} plies) to ${file}.`);
    } catch (error) {
      print(describeFileError(error, file, 'write'));
    }
  }

  #showBoard(): void {
    const game = this.#game;
    const match = this.#match;
    const position = match.position;
    const last = match.history[match.history.length - 1];
    const lastMove = last === undefined ? [] : lastMovePoints(last.effects);
    print();
    if (last !== undefined) print(`Last move: ${last.notation} (${game.toMove(last.before)})`);
    print(diagram(game, position, { lastMove, flipped: this.#flipped }));
    if (game.outcome(position) === undefined && game.toMove(position) === this.#human) {
      const legal = game.legalMoves(position);
      if (legal.length === 1) print(`Your only legal move is ${game.formatMove(position, legal[0])}.`);
    }
  }

  /** The game so far as a record, the players named. */
  #record(tags: Record<string, string> = {}): GameRecord {
    const players: Record<string, string> = {
      Black: this.#human === 'black' ? 'you' : this.#bot.name,
      White: this.#human === 'white' ? 'you' : this.#bot.name,
    };
    const match = this.#match;
    // The players' decision (a resignation), if the match's outcome is one.
    const { outcome } = match;
    const decided = DECISION_REASONS.find((reason) => reason === outcome?.reason);
    const decision = outcome !== undefined && decided !== undefined ? { winner: outcome.winner, reason: decided } : undefined;
    return replay(
      this.#game,
      match.start,
      match.history.map((entry) => entry.move),
      { ...players, ...tags },
      decision,
    );
  }

  /** The game so far as a record, for the user to keep. */
  #printRecord(tags: Record<string, string> = {}): void {
    print('\nGame record:');
    process.stdout.write(formatRecord(this.#record(tags)));
  }
}
