import { ownPosition } from './made.js';
import { describeValue } from './describe.js';
import { RulesError, isRulesError, quote } from './errors.js';
import type { AnyGame, Game, Position } from './game.js';
import { checkedOutcome, gameDefect, requireGame } from './guards.js';
import { formatOptions, parseOptionValue } from './options.js';
import { DECISION_REASONS, PLAYERS, type DecisionReason, type Outcome } from './player.js';

/**
 * A game record: the start position and the moves, replayed. It is the lossless form of a game:
 * replaying rebuilds the ply count and the repetition history that a position string alone
 * leaves out.
 *
 * @typeParam Id - the game's id
 * @typeParam M - the game's move type
 * @typeParam O - the game's options type
 * @typeParam R - the game's outcome reasons
 * @typeParam P - the game's position type
 */
export interface GameRecord<
  Id extends string = string,
  M = unknown,
  O = unknown,
  R extends string = string,
  P extends Position<Id, O> = Position<Id, O>,
> {
  /** The game played. */
  readonly game: Game<Id, M, O, R, P>;
  /** The start position. */
  readonly start: P;
  /** The moves, in order. */
  readonly moves: readonly M[];
  /** The notation of each move, written in the position it was played in. */
  readonly notations: readonly string[];
  /** The position after the last move (the start, for a record of no moves). */
  readonly end: P;
  /**
   * The start position, then the position after each move: `positions.length === moves.length + 1`.
   * Made when first read (the record itself is made in time linear in its moves): under the
   * `repetition` draw each position holds the history of the game before it, so all of them
   * together take time and memory quadratic in the plies of a game without captures. Use
   * {@link GameRecord.end} for the last one.
   */
  readonly positions: readonly P[];
  /**
   * The outcome of the final position; where the moves leave the game on, the players' decision
   * if they made one (`resignation` or `agreement`, see {@link DECISION_REASONS}), else
   * `undefined`.
   */
  readonly outcome: Outcome<R | DecisionReason> | undefined;
  /** Tags of the record text other than those the format defines, in order. */
  readonly tags: Readonly<Record<string, string>>;
}

/** The games a record may be for, by id (the registry `games`, or your own set), or one game. */
export type GameSet = Readonly<Record<string, AnyGame>> | AnyGame;

/**
 * The record type of a game: `GameRecord<'chess', ChessMove, ChessOptions, ChessReason,
 * ChessPosition>` for a `Game<'chess', ChessMove, ChessOptions, ChessReason, ChessPosition>`. For
 * a union of games it is the union of their records, told apart by `record.game.id`: what
 * {@link parseRecord} gives for a set of games.
 */
export type RecordOf<G> = G extends Game<infer Id, infer M, infer O, infer R, infer P> ? GameRecord<Id, M, O, R, P> : never;

/**
 * Whether a record is one of `game` (its game is that object), narrowing it to that game's
 * record type.
 *
 * @example
 * ```ts
 * import { games, isRecordOf, julgonu, kono, parseRecord } from 'ludicore';
 * const text = '[Game "kono"]\n[Start "wwww/wwww/bbbb/bbbb b"]\n[Result "*"]\n\n1. a1xa3 b4xb2\n';
 * const record = parseRecord(text, games); // a record of any game of the registry
 * isRecordOf(record, julgonu); // → false
 * // Narrowed to a Kono record, its moves are KonoMove objects:
 * const kinds = isRecordOf(record, kono) ? record.moves.map((move) => move.kind) : [];
 * kinds; // → ['capture', 'capture']
 * ```
 */
export function isRecordOf<Id extends string, M, O, R extends string, P extends Position<Id, O>>(
  record: { readonly game: unknown },
  game: Game<Id, M, O, R, P>,
): record is GameRecord<Id, M, O, R, P> {
  // A type predicate answers for any value, false for anything but an object.
  return typeof record === 'object' && record !== null && record.game === game;
}

const DEFINED_TAGS = ['Game', 'Options', 'Start', 'Ply', 'Result'];
const TAG_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const TAG_VALUE = /^[^"\\\r\n]*$/;

/**
 * The extra tags as name and value pairs, each read once; throws `argument/invalid` for tags a
 * record could not carry.
 */
function checkTags(tags: Readonly<Record<string, string>>): [string, string][] {
  if (typeof tags !== 'object' || tags === null || Array.isArray(tags)) {
    throw new RulesError('argument/invalid', `tags must be an object of tag names and values, got ${describeValue(tags)}`);
  }
  const entries = Object.entries(tags);
  for (const [name, value] of entries) {
    if (!TAG_NAME.test(name) || DEFINED_TAGS.includes(name)) {
      throw new RulesError(
        'argument/invalid',
        `tag name ${quote(name)} must be a letter then letters, digits or _, and not one of ${DEFINED_TAGS.join(', ')}`,
      );
    }
    if (typeof value !== 'string' || !TAG_VALUE.test(value)) {
      throw new RulesError(
        'argument/invalid',
        `tag ${name} must be a string without double quotes, backslashes or line breaks, got ${describeValue(value)}`,
      );
    }
  }
  return entries;
}

/**
 * The fields of `record` that are written, each read once (what is checked is what is written);
 * throws `argument/invalid` unless they have the shape of a {@link GameRecord}.
 */
function checkRecordShape<Id extends string, M, O, R extends string, P extends Position<Id, O>>(
  record: GameRecord<Id, M, O, R, P>,
): Pick<GameRecord<Id, M, O, R, P>, 'game' | 'start' | 'moves' | 'outcome' | 'tags'> {
  const fields = (typeof record === 'object' && record !== null ? record : {}) as Partial<GameRecord<Id, M, O, R, P>>;
  const { game, start, moves, outcome, tags } = fields;
  if (gameDefect(game) !== undefined || !Array.isArray(moves) || typeof tags !== 'object' || tags === null) {
    throw new RulesError('argument/invalid', `expected a game record (from replay or parseRecord), got ${describeValue(record)}`);
  }
  return { game: game as Game<Id, M, O, R, P>, start: start as P, moves, outcome, tags };
}

/**
 * A move as a caller gave it (an object or notation), read once into the game's own move object
 * and its notation: later changes to the caller's object cannot rewrite what was recorded, and a
 * move that reads differently on each read is recorded as it is played.
 *
 * @throws {@link RulesError} as `parseMove`, or `move/illegal` for a value that is no move of the game.
 */
export function readMove<Id extends string, M, O>(
  game: Game<Id, M, O>,
  position: Position<Id, O>,
  given: M | string,
): { readonly move: M; readonly notation: string } {
  if (typeof given === 'string') return { move: game.parseMove(position, given), notation: given.trim() };
  const move = game.decodeMove(game.encodeMove(given));
  return { move, notation: game.formatMove(position, move) };
}

/**
 * Plays `moves` (move objects or notation) from `start` and returns the record, in time linear in
 * the moves (see {@link GameRecord.positions} for the one part that is not).
 *
 * `decision` ends a game its moves leave on as the players decided it: `{ winner, reason:
 * 'resignation' }` (the winner is the player who did not resign) or `{ winner: null, reason:
 * 'agreement' }`; it becomes the record's outcome.
 *
 * @example
 * ```ts
 * import { kono, replay } from 'ludicore';
 * const record = replay(kono, kono.start(), ['a1xa3', 'b4xb2']);
 * record.end.board; // → 'w1ww/bwww/bwbb/1bbb b'
 * record.outcome; // → undefined
 * const resigned = replay(kono, kono.start(), ['a1xa3'], {}, { winner: 'black', reason: 'resignation' });
 * resigned.outcome; // → { winner: 'black', reason: 'resignation' }
 * ```
 *
 * @throws {@link RulesError} `record/move` naming the move number and why it cannot be played
 *   (the underlying error is its `cause`); `argument/invalid` for a value that is not a game, a
 *   tag a record cannot carry (see {@link formatRecord}), for a decision that is none, or one of
 *   a game its moves ended.
 */
export function replay<Id extends string, M, O, R extends string, P extends Position<Id, O>>(
  game: Game<Id, M, O, R, P>,
  start: P,
  moves: readonly (M | string)[],
  tags: Readonly<Record<string, string>> = {},
  decision?: Outcome<DecisionReason>,
): GameRecord<Id, M, O, R, P> {
  requireGame(game, 'replay');
  // The decision is read once, as checked.
  const decided = checkedResult(decision, 'the decision given to replay', []);
  return recordOf(game, start, moves, tags, (outcome) => {
    if (decided !== undefined && outcome !== undefined) {
      throw new RulesError(
        'argument/invalid',
        `the players cannot decide a game its moves have ended: they give ${quote(formatResult(outcome))}, the decision ${quote(formatResult(decided))}`,
      );
    }
    return outcome ?? decided;
  });
}

/**
 * The record of `moves` played from `start`, its outcome what `settle` makes of the moves' own
 * (`undefined` where they leave the game on): {@link replay} and {@link parseRecord} each add
 * the players' decision and check it their way, with one replay.
 */
function recordOf<Id extends string, M, O, R extends string, P extends Position<Id, O>>(
  game: Game<Id, M, O, R, P>,
  start: P,
  moves: readonly (M | string)[],
  tags: Readonly<Record<string, string>>,
  settle: (outcome: Outcome<R> | undefined) => Outcome<R | DecisionReason> | undefined,
): GameRecord<Id, M, O, R, P> {
  // The tags are read once, as checked.
  const checked = Object.freeze(Object.fromEntries(checkTags(tags)));
  if (!Array.isArray(moves)) throw new RulesError('argument/invalid', `the moves to replay must be an array, got ${describeValue(moves)}`);
  const first = ownPosition(game, start);
  const { played, notations, cursor } = playOut(game, first, moves);
  const end = cursor.position();
  const outcome = settle(cursor.outcome());
  let positions: readonly P[] | undefined;
  return Object.freeze({
    game,
    start: first,
    moves: played,
    notations,
    end,
    get positions(): readonly P[] {
      if (positions === undefined) {
        const list = [first];
        for (let i = 0; i + 1 < played.length; i++) list.push(game.play(list[i] as P, played[i] as M));
        // The last is the record's end itself.
        if (played.length > 0) list.push(end);
        positions = Object.freeze(list);
      }
      return positions;
    },
    outcome,
    tags: checked,
  });
}

/** Whether a reason is the players' decision rather than the rules'. */
const isDecision = (reason: string): reason is DecisionReason => DECISION_REASONS.some((decided) => decided === reason);

/** Whether `reason` is one of `reasons`. */
const isOneOf = <R extends string>(reasons: readonly R[], reason: string): reason is R => reasons.some((known) => known === reason);

/**
 * A checked copy of a result as a caller hands it in (each field read once): `undefined`, an
 * outcome whose reason is one of `reasons`, or a decision: a resignation (with a winner) or a
 * draw by agreement (winner `null`).
 *
 * @throws {@link RulesError} `argument/invalid` for anything else, named `what`.
 */
function checkedResult<R extends string>(value: unknown, what: string, reasons: readonly R[]): Outcome<R | DecisionReason> | undefined {
  const result = checkedOutcome(value, what);
  if (result === undefined) return undefined;
  const { winner, reason } = result;
  if (isDecision(reason)) {
    if ((reason === 'agreement') !== (winner === null)) {
      throw new RulesError(
        'argument/invalid',
        `${what} is ${quote(formatResult(result))}: a resignation has a winner, a draw by agreement has none`,
      );
    }
    return Object.freeze({ winner, reason });
  }
  if (!isOneOf(reasons, reason)) {
    const game = reasons.length > 0 ? `one of the game's (${reasons.join(', ')}) or ` : '';
    throw new RulesError(
      'argument/invalid',
      `${what} must be an outcome or undefined, got ${describeValue(result)}: its reason is ${quote(reason)},` +
        ` not ${game}a decision (${DECISION_REASONS.join(', ')})`,
    );
  }
  return Object.freeze({ winner, reason });
}

/**
 * Plays `moves` (move objects or notation, each read once into the game's own move) from `start`
 * on a cursor, checking each as `play` does; returns the moves, their notation and the cursor at
 * the end.
 *
 * @throws {@link RulesError} `record/move` naming the move number and why it cannot be played.
 */
function playOut<Id extends string, M, O, R extends string, P extends Position<Id, O>>(
  game: Game<Id, M, O, R, P>,
  start: P,
  moves: readonly unknown[],
) {
  const cursor = game.cursor(start);
  const played: M[] = [];
  const notations: string[] = [];
  for (let i = 0; i < moves.length; i++) {
    const given: unknown = moves[i];
    try {
      let action: number;
      let notation: string;
      if (typeof given === 'string') {
        action = cursor.parseMove(given);
        notation = given.trim();
      } else {
        action = game.encodeMove(given as M);
        notation = cursor.formatMove(action);
      }
      cursor.play(action);
      played.push(game.decodeMove(action));
      notations.push(notation);
    } catch (error) {
      if (!isRulesError(error)) throw error;
      const shown = typeof given === 'string' ? quote(given) : 'given as an object';
      throw new RulesError('record/move', `move ${i + 1} (${shown}) cannot be played: ${error.message}`, { cause: error });
    }
  }
  return { played: Object.freeze(played), notations: Object.freeze(notations), cursor };
}

/**
 * `black no-moves`, `draw repetition`, or `*` for a game still on.
 *
 * @throws {@link RulesError} `argument/invalid` for anything but `undefined` or an outcome: an
 *   object whose winner is `black`, `white` or `null` and whose reason is a word of lower-case
 *   letters and digits, hyphens between (as every game's {@link Game.outcomeReasons} are).
 */
export function formatResult(outcome: Outcome | undefined): string {
  const checked = checkedOutcome(outcome, 'the outcome given to formatResult');
  return checked === undefined ? '*' : `${checked.winner ?? 'draw'} ${checked.reason}`;
}

/**
 * Writes a record as text: tag lines (`[Game "chess"]`, the game's id; `[Options "maxPlies=200"]` when any
 * option differs from its default, `[Start "…"]`, `[Ply "n"]` when the start is not at ply 0,
 * `[Result "black no-moves"]` or `"*"`, then any extra tags), a blank line, and the moves in
 * notation, numbered by pairs, at most ten pairs a line.
 *
 * The start is written as a position string, which holds no history: a record must start where
 * its repetition history starts (the game's start, or a position parsed from a string).
 *
 * @example
 * ```ts
 * import { formatRecord, kono, replay } from 'ludicore';
 * formatRecord(replay(kono, kono.start(), ['a1xa3', 'b4xb2'])); // → '[Game "kono"]\n[Start "wwww/wwww/bbbb/bbbb b"]\n[Result "*"]\n\n1. a1xa3 b4xb2\n'
 * ```
 *
 * @throws {@link RulesError} `argument/invalid` for a start position that carries history, an
 *   outcome that is not one (see {@link formatResult}), an extra tag a record cannot carry (names
 *   are a letter then letters, digits or `_`; values have no double quotes, backslashes or line
 *   breaks), or a game whose id, options, position string or move text a record cannot carry.
 */
export function formatRecord(record: GameRecord): string {
  const { game, start: given, moves, outcome, tags } = checkRecordShape(record);
  // The game's own checked copy of the start: a forged one is refused before anything reads it.
  const start = game.cursor(given).position();
  const extra = checkTags(tags);
  const stated = checkedResult(outcome, 'the outcome of the record given to formatRecord', game.outcomeReasons);
  const result = formatResult(stated);
  if (start.history.length > 0) {
    throw new RulesError(
      'argument/invalid',
      'this start position carries repetition history that a record cannot hold;' +
        ' record the game from the position where its history begins',
    );
  }
  // The format has no escapes: a value with a double quote, backslash or line break would close
  // its tag and could write another, so every value is checked as it is written.
  const tag = (name: string, value: unknown): string => {
    if (typeof value !== 'string' || !TAG_VALUE.test(value)) {
      throw new RulesError(
        'argument/invalid',
        `the ${name} tag cannot hold ${describeValue(value)}: tag values have no double quotes, backslashes or line breaks`,
      );
    }
    return `[${name} "${value}"]`;
  };
  const lines = [tag('Game', game.id)];
  const options = formatOptions(game.optionSpecs, start.options);
  if (options.length > 0) lines.push(tag('Options', options.join(' ')));
  lines.push(tag('Start', game.formatPosition(start)));
  if (start.ply > 0) lines.push(tag('Ply', String(start.ply)));
  lines.push(tag('Result', result));
  for (const [name, value] of extra) lines.push(tag(name, value));
  lines.push('');
  // The moves are played again from the start: a record whose moves cannot be played, or whose
  // outcome is not theirs, is not written.
  const { notations, cursor } = playOut(game, start, moves);
  // A decision stands where the moves leave the game on; any other result is the moves' own.
  if (stated !== undefined && isDecision(stated.reason) ? cursor.outcome() !== undefined : formatResult(cursor.outcome()) !== result) {
    throw new RulesError(
      'argument/invalid',
      `the record's outcome ${quote(result)} is not its moves' ${quote(formatResult(cursor.outcome()))}`,
    );
  }
  const pairs: string[] = [];
  notations.forEach((text, i) => {
    // Moves are read back as the words between white space, numbers like `12.` dropped.
    if (typeof text !== 'string' || !/^\S+$/.test(text) || /^[0-9]+\.$/.test(text)) {
      throw new RulesError(
        'argument/invalid',
        `move ${i + 1} is written ${describeValue(text)}, which a record cannot read back as one move`,
      );
    }
    if (i % 2 === 0) pairs.push(`${i / 2 + 1}. ${text}`);
    else pairs[pairs.length - 1] += ` ${text}`;
  });
  for (let i = 0; i < pairs.length; i += 10) lines.push(pairs.slice(i, i + 10).join(' '));
  return `${lines.join('\n')}\n`;
}

/**
 * Reads a record written by {@link formatRecord} (white space between tokens is free, move
 * numbers are optional) and replays it. `games` names the games it may be for: one game, and the
 * record is typed as that game's; or a set of them by id (the registry `games`), and it is the
 * union of their records ({@link RecordOf}): after `if (record.game.id === 'chess')`,
 * `record.game` is that game, with its own moves and positions, and {@link isRecordOf} narrows
 * the whole record to one game's. Declared a `GameRecord` (`const record: GameRecord =
 * parseRecord(text, games)`), it is a record of any game, as a set typed only as
 * `Record<string, AnyGame>` gives: what code written for every game takes.
 *
 * @example
 * ```ts
 * import { kono, parseRecord } from 'ludicore';
 * const record = parseRecord('[Game "kono"]\n[Start "wwww/wwww/bbbb/bbbb b"]\n[Result "*"]\n\n1. a1xa3 b4xb2', kono);
 * record.moves; // → [{ kind: 'capture', from: 0, to: 8 }, { kind: 'capture', from: 13, to: 5 }]
 * record.end.ply; // → 2
 * ```
 *
 * @throws {@link RulesError} `record/syntax` for malformed text, `game/unknown` for a game not in
 *   `games`, `option/invalid`
 *   or `position/syntax`/`position/invalid` for a bad tag value, `record/move` for a move that
 *   cannot be played, `record/result` when a `Result` tag disagrees with the replay;
 *   `argument/invalid` for `games` that are neither a game nor an object of games by id.
 */
export function parseRecord<Id extends string, M, O, R extends string, P extends Position<Id, O>>(
  text: string,
  game: Game<Id, M, O, R, P>,
): GameRecord<Id, M, O, R, P>;
export function parseRecord<S extends Readonly<Record<string, AnyGame>>>(text: string, games: S): RecordOf<S[keyof S]>;
export function parseRecord(text: string, games: GameSet): GameRecord;
export function parseRecord(text: string, games: GameSet): GameRecord {
  if (typeof text !== 'string') throw new RulesError('record/syntax', `a game record must be a string, got ${typeof text}`);
  const lines = text.split(/\r?\n/);
  const tags = new Map<string, string>();
  let i = 0;
  for (; i < lines.length; i++) {
    const line = (lines[i] as string).trim();
    if (line === '') {
      if (tags.size > 0) break;
      continue;
    }
    const tag = /^\[([A-Za-z][A-Za-z0-9_]*) "([^"\\]*)"\]$/.exec(line);
    if (tag === null) {
      if (tags.size === 0 || line.startsWith('[')) {
        throw new RulesError('record/syntax', `expected a tag like [Game "…"] on line ${i + 1}, found ${quote(line)}`);
      }
      break;
    }
    // Both groups of the pattern are mandatory, so a match always holds the two strings; the
    // defaults only answer the index type of `RegExpExecArray`, which allows `undefined`.
    const [, name = '', value = ''] = tag;
    if (tags.has(name)) throw new RulesError('record/syntax', `tag ${name} appears twice (line ${i + 1})`);
    tags.set(name, value);
  }
  const id = tags.get('Game');
  if (id === undefined) throw new RulesError('record/syntax', 'a game record needs a [Game "…"] tag');
  const game = pickGame(games, id);

  const options: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const optionText = tags.get('Options');
  if (optionText !== undefined && optionText.trim() !== '') {
    for (const pair of optionText.trim().split(/\s+/)) {
      const eq = pair.indexOf('=');
      if (eq <= 0) throw new RulesError('record/syntax', `options are written name=value, found ${quote(pair)}`);
      const name = pair.slice(0, eq);
      if (name in options) throw new RulesError('record/syntax', `option ${quote(name)} is given twice`);
      options[name] = parseOptionValue(game.optionSpecs, name, pair.slice(eq + 1), game.name);
    }
  }
  const startText = tags.get('Start');
  let start = startText === undefined ? game.start(options) : game.parsePosition(startText, options);
  const plyText = tags.get('Ply');
  if (plyText !== undefined) {
    if (!/^(0|[1-9][0-9]{0,14})$/.test(plyText)) {
      throw new RulesError('record/syntax', `the Ply tag must be a whole number, found ${quote(plyText)}`);
    }
    start = Object.freeze({ ...start, ply: Number(plyText) });
  }

  const moves = lines
    .slice(i)
    .join(' ')
    .split(/\s+/)
    .filter((token) => token !== '' && !/^[0-9]+\.$/.test(token));
  const extra: Record<string, string> = {};
  for (const [name, value] of tags) if (!DEFINED_TAGS.includes(name)) extra[name] = value;
  const result = tags.get('Result');
  if (result !== undefined) checkResultText(result, game.outcomeReasons);
  // A decision in the Result tag stands where the moves leave the game on; its shape is checked first.
  const [who = '', reason = ''] = result?.split(' ') ?? [];
  let decision: Outcome<DecisionReason> | undefined;
  if (isDecision(reason)) {
    try {
      decision = checkedResult({ winner: PLAYERS.find((player) => player === who) ?? null, reason }, 'the Result tag', []);
    } catch (error) {
      if (!isRulesError(error, 'argument/invalid')) throw error;
      throw new RulesError('record/syntax', `the Result tag ${quote(result ?? '')} is no decision: ${error.message}`, { cause: error });
    }
  }
  return recordOf(game, start, moves, extra, (outcome) => {
    const settled = outcome ?? decision;
    if (result !== undefined && result !== formatResult(settled)) {
      throw new RulesError(
        'record/result',
        `the record says the result is ${quote(result)}, but its moves give ${quote(formatResult(outcome))}`,
      );
    }
    return settled;
  });
}

/** Refuses a Result tag that is neither `*` nor a winner and one of the game's reasons or a decision. */
function checkResultText(result: string, reasons: readonly string[]): void {
  if (result === '*') return;
  const [who, reason = '', rest] = result.split(' ');
  const known = reasons.includes(reason) || isDecision(reason);
  const ok = (who === 'black' || who === 'white' || who === 'draw') && rest === undefined && known;
  if (!ok) {
    throw new RulesError(
      'record/syntax',
      `the Result tag must be "*" or a winner (black, white or draw) and one of the game's reasons` +
        ` (${reasons.join(', ')}) or a decision (${DECISION_REASONS.join(', ')}), found ${quote(result)}`,
    );
  }
}

/**
 * The game of the record's id among `games` (one game, or a registry of games by id).
 *
 * @throws {@link RulesError} `game/unknown` for an id not there; `argument/invalid` for `games`
 *   that are neither a game nor an object of games, or an entry of the id that is no game.
 */
function pickGame(games: GameSet, id: string): AnyGame {
  if (gameDefect(games) === undefined) {
    const game = games as AnyGame;
    if (game.id !== id) throw new RulesError('game/unknown', `the record is for ${quote(id)}, not ${quote(game.id)}`);
    return game;
  }
  if (typeof games !== 'object' || games === null || Array.isArray(games)) {
    throw new RulesError('argument/invalid', `parseRecord needs a game or an object of games by id, got ${describeValue(games)}`);
  }
  const registry = games as Readonly<Record<string, unknown>>;
  const game = Object.hasOwn(registry, id) ? registry[id] : undefined;
  if (game === undefined) {
    // The ids are listed only so far: a registry of a million entries would flood the message.
    const known = Object.keys(registry);
    const shown = known.length > 8 ? `${known.slice(0, 8).join(', ')}, ...` : known.join(', ');
    throw new RulesError('game/unknown', `unknown game ${quote(id)} in the record; known games: ${shown}`);
  }
  requireGame(game, `parseRecord (the game ${quote(id)} of the games given)`);
  return game;
}
