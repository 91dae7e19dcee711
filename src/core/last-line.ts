import type { PositionKey } from './game.js';
import { NO_HISTORY } from './made.js';
import type { Parsed, PositionMemo } from './position-memo.js';

/**
 * Checks that the position of key `later` can follow the history entry `earlier` (at index `at`)
 * by one move; `laterAt` is the later one's index, or -1 for the board. Throws where it cannot.
 */
export type EntryStep = (earlier: string, at: number, later: PositionKey, laterAt: number) => void;

/**
 * What the rules that look back allow a line of positions, and how a line they forbid is refused.
 * A position of a history cannot be the `repetition`-th occurrence of itself (the game was drawn
 * there), nor a board the one past it; no position may recreate one of the `window` positions
 * before it (the no-repetition rule).
 */
export interface LineRules {
  /** The repetition draw's count, `Infinity` where it is off. */
  readonly repetition: number;
  /** How many of the newest positions a move may not recreate: 0 for none, `Infinity` for all since the last irreversible move. */
  readonly window: number;
  /** Throws for what is wrong (`history[3] recreates …`). */
  readonly refuse: (problem: string) => never;
}

/**
 * The last position read from outside under one option set: its history's strings and keys, its
 * board's memo entry, and its ply. The next position read under the same options (a JSON copy
 * each move, as a framework keeps its state) has a history that runs along this line: the same
 * strings, a few plies on or with its window moved on. A string's place on the line follows from
 * the plies alone (a position's history holds the positions just before it, oldest first), so
 * each entry is compared with one string of the line at most, and takes that string's key when it
 * is the same, for the cost of comparing two strings where the memo would hash the entry first.
 *
 * A history that is one read before entire (the same copy asked again, whose board remembers its
 * history, or a sibling of the line's position) is compared first, and its arrays are taken as
 * they are: such a read allocates nothing.
 */
export class LastLine<W> {
  readonly #memo: PositionMemo<W>;
  readonly #keyOf: (text: unknown, at: number) => PositionKey;
  readonly #step: EntryStep;
  readonly #rules: LineRules;
  #texts: readonly string[] = NO_HISTORY;
  #keys: readonly PositionKey[] = NO_HISTORY;
  #board = '';
  #parsed: Parsed<W> | undefined;
  /** The ply of the line's board (-1 before any: no position stands there). */
  #ply = -1;
  /**
   * How often each key occurs in the line's history, where the rules count them (the repetition
   * draw, a window over every position): kept from one read to the next along a line read move
   * after move, made afresh otherwise. Undefined until needed.
   */
  #counts: Map<PositionKey, number> | undefined;

  /**
   * The line of the option set whose memo is `memo` (where boards remember their histories), and
   * where `keyOf(entry, index)` checks an entry no earlier history holds and makes its key (or
   * throws), `step` checks that one entry can follow another (or throws), and `rules` says which
   * repetitions a line may hold.
   */
  constructor(memo: PositionMemo<W>, keyOf: (text: unknown, at: number) => PositionKey, step: EntryStep, rules: LineRules) {
    this.#memo = memo;
    this.#keyOf = keyOf;
    this.#step = step;
    this.#rules = rules;
  }

  /** The strings of the last history read, an array nobody changes. */
  get texts(): readonly string[] {
    return this.#texts;
  }

  /** Their keys, an array nobody changes. */
  get keys(): readonly PositionKey[] {
    return this.#keys;
  }

  /** The board's memo entry, if `board` at `ply` is the line's own board. */
  board(board: unknown, ply: number): Parsed<W> | undefined {
    return ply === this.#ply && board === this.#board ? this.#parsed : undefined;
  }

  /**
   * Reads the history (`length` entries, each read once) of a position at `ply` whose board is
   * `board`, of memo entry `parsed`: each entry that is the string of a history read before at
   * its ply takes its key, each other one the line's `keyOf` (which checks it, and may throw).
   * Each two consecutive entries, and the last entry and the board, are checked with `step` unless
   * a history read before held them as consecutive already (so a copy read each move checks its
   * newest step alone). The position becomes the line; its history's strings and keys are then
   * {@link LastLine.texts} and {@link LastLine.keys}.
   */
  follow(history: readonly unknown[], length: number, ply: number, board: string, parsed: Parsed<W>): void {
    if (length === 0) return this.#become(NO_HISTORY, NO_HISTORY, board, parsed, ply, undefined);
    // The line as it is now (a getter of an entry may read another position, which changes it).
    const texts = this.#texts;
    const keys = this.#keys;
    const lineBoard = this.#board;
    const boardKey = this.#parsed?.key;
    const end = texts.length;
    // Where the history's first entry stands on the line, by ply: the line's board stands at `end`.
    const offset = ply - length - (this.#ply - end);
    // A history read before that may be this one entire: the board's own, else the line's at the same ply.
    const seen = parsed.seen;
    let wholeTexts: readonly string[] | undefined;
    let wholeKeys = keys;
    if (seen !== undefined && seen.ply === ply && seen.texts.length === length) {
      wholeTexts = seen.texts;
      wholeKeys = seen.keys;
    } else if (offset === 0 && length === end) wholeTexts = texts;
    let i = 0;
    let text: unknown;
    if (wholeTexts !== undefined) {
      while (i < length && (text = history[i]) === wholeTexts[i]) i++;
      if (i === length) {
        // The board's own history was checked with it; the line's, with the line's board.
        let counts: Map<PositionKey, number> | undefined;
        if (wholeTexts === texts) {
          counts = this.#counts;
          if (board !== lineBoard) {
            this.#step(texts[length - 1] as string, length - 1, parsed.key, -1);
            counts = this.#checkRepeats(keys, parsed.key, true);
          }
        }
        return this.#become(wholeTexts, wholeKeys, board, parsed, ply, counts);
      }
    }
    const ownTexts = new Array<string>(length);
    const ownKeys = new Array<PositionKey>(length);
    for (let k = 0; k < i; k++) {
      ownTexts[k] = (wholeTexts as readonly string[])[k] as string;
      ownKeys[k] = wholeKeys[k] as PositionKey;
    }
    // Entry `i` was read already if the comparison above stopped there. An entry that is a string
    // of the line keeps the line's (the same text): the histories boards remember then share
    // their strings, where each would otherwise hold a copy's own.
    // Where the entry before stands on the line (the line's board at `end`), or -1 where it is not
    // known to: a step between two consecutive places of the line was checked when it was read.
    let before = wholeTexts === texts && i > 0 ? i - 1 : -1;
    // Whether the history is the line's so far, perhaps with the line's board after it (a copy
    // read move after move): its repetitions are then the line's, and the newest entry's.
    let alongLine = offset === 0 && (length === end || length === end + 1) && (i === 0 || wholeTexts === texts);
    for (let read = wholeTexts === undefined; i < length; i++, read = true) {
      if (read) text = history[i];
      const at = i + offset;
      let on = at;
      if (at >= 0 && at < end && text === texts[at]) {
        ownKeys[i] = keys[at] as PositionKey;
        ownTexts[i] = texts[at] as string;
      } else if (at === end && text === lineBoard && boardKey !== undefined) {
        ownKeys[i] = boardKey;
        ownTexts[i] = lineBoard;
      } else {
        ownKeys[i] = this.#keyOf(text, i);
        ownTexts[i] = text as string;
        on = -1;
      }
      if (i > 0 && (on < 0 || before < 0 || on !== before + 1)) this.#step(ownTexts[i - 1] as string, i - 1, ownKeys[i] as PositionKey, i);
      if (on !== i) alongLine = false;
      before = on;
    }
    const sameBoard = board === lineBoard && before >= 0 && before === end - 1;
    if (!sameBoard) this.#step(ownTexts[length - 1] as string, length - 1, parsed.key, -1);
    // The same board after the same history is the line's position again, whose repetitions were checked.
    const counts = sameBoard && alongLine && length === end ? this.#counts : this.#checkRepeats(ownKeys, parsed.key, alongLine);
    this.#become(ownTexts, ownKeys, board, parsed, ply, counts);
  }

  /**
   * Checks the repetitions of a history of keys `keys` and a board of key `boardKey` against the
   * rules; `alongLine` where `keys` are the line's keys, perhaps with one more after them, whose
   * repetitions were checked when the line was read. Returns the history's counts where the rules
   * count, else undefined. Changes nothing before it has checked everything.
   */
  #checkRepeats(keys: readonly PositionKey[], boardKey: PositionKey, alongLine: boolean): Map<PositionKey, number> | undefined {
    const { repetition, window, refuse } = this.#rules;
    const length = keys.length;
    const lineLength = this.#keys.length;
    // Entries from `first` on are new to the checks (along the line, the one past it at most).
    const first = alongLine ? lineLength : 0;
    // A finite window is a few positions: compared one by one (an infinite one is counted below).
    for (let i = first; i <= length && window !== Infinity; i++) {
      const key = i < length ? (keys[i] as PositionKey) : boardKey;
      for (let j = i - 1; j >= 0 && j >= i - window; j--) {
        if (keys[j] === key) refuse(`${placeName(i, length)} recreates ${placeName(j, length)}, which the no-repetition rule forbids`);
      }
    }
    if (repetition === Infinity && window !== Infinity) return undefined;
    const kept = alongLine ? this.#counts : undefined;
    const counts = kept ?? new Map<PositionKey, number>();
    // Along the line, only the entry past it (if any) is new: counted last, once it and the board are checked.
    const newest = kept !== undefined && length > lineLength ? (keys[lineLength] as PositionKey) : undefined;
    if (kept === undefined) {
      for (let i = 0; i < length; i++) {
        const key = keys[i] as PositionKey;
        const seen = counts.get(key) ?? 0;
        checkOccurrence(i, length, seen, repetition, window, refuse);
        counts.set(key, seen + 1);
      }
    } else if (newest !== undefined) {
      checkOccurrence(lineLength, length, counts.get(newest) ?? 0, repetition, window, refuse);
    }
    checkOccurrence(length, length, (counts.get(boardKey) ?? 0) + (newest === boardKey ? 1 : 0), repetition, window, refuse);
    if (newest !== undefined) counts.set(newest, (counts.get(newest) ?? 0) + 1);
    return counts;
  }

  #become(
    texts: readonly string[],
    keys: readonly PositionKey[],
    board: string,
    parsed: Parsed<W>,
    ply: number,
    counts: Map<PositionKey, number> | undefined,
  ): void {
    this.#texts = texts;
    this.#keys = keys;
    this.#board = board;
    this.#parsed = parsed;
    this.#ply = ply;
    this.#counts = counts;
    this.#memo.see(parsed, ply, texts, keys);
  }
}

/**
 * Checks one more occurrence of a position that occurred `seen` times before it in the line: an
 * entry of the history (index `at` below `length`) must leave the game on, the board (at
 * `length`) may end it.
 */
function checkOccurrence(
  at: number,
  length: number,
  seen: number,
  repetition: number,
  window: number,
  refuse: (problem: string) => never,
): void {
  if (window === Infinity && seen > 0) {
    refuse(`${placeName(at, length)} recreates an earlier position of the history, which the no-repetition rule forbids`);
  }
  const occurrence = seen + 1;
  if (at < length ? occurrence >= repetition : occurrence > repetition) {
    refuse(
      `${placeName(at, length)} is the position's ${ordinal(occurrence)} occurrence, where the repetition draw (${repetition}) ` +
        (at < length ? 'ended the game' : 'had ended it before'),
    );
  }
}

/** The name of a part of a position: `board`, or a history entry's by its index (named only when refused). */
export const partName = (part: string | number): string => (typeof part === 'number' ? `history[${part}]` : part);

/** The name of a place on a line of `length` history entries and a board. */
const placeName = (at: number, length: number): string => partName(at < length ? at : 'board');

/** 1st, 2nd, 3rd, 4th, … */
function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
