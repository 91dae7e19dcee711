import type { PositionKey } from './game.js';
import { NO_HISTORY } from './made.js';
import type { Parsed, PositionMemo } from './position-memo.js';

/**
 * Checks that the position of key `later` can follow the history entry `earlier` (at index `at`)
 * by one move; `laterAt` is the later one's index, or -1 for the board. Throws where it cannot.
 */
export type EntryStep = (earlier: string, at: number, later: PositionKey, laterAt: number) => void;

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
  #texts: readonly string[] = NO_HISTORY;
  #keys: readonly PositionKey[] = NO_HISTORY;
  #board = '';
  #parsed: Parsed<W> | undefined;
  /** The ply of the line's board (-1 before any: no position stands there). */
  #ply = -1;

  /**
   * The line of the option set whose memo is `memo` (where boards remember their histories), and
   * where `keyOf(entry, index)` checks an entry no earlier history holds and makes its key (or
   * throws), and `step` checks that one entry can follow another (or throws).
   */
  constructor(memo: PositionMemo<W>, keyOf: (text: unknown, at: number) => PositionKey, step: EntryStep) {
    this.#memo = memo;
    this.#keyOf = keyOf;
    this.#step = step;
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
    if (length === 0) return this.#become(NO_HISTORY, NO_HISTORY, board, parsed, ply);
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
        if (wholeTexts === texts && board !== lineBoard) this.#step(texts[length - 1] as string, length - 1, parsed.key, -1);
        return this.#become(wholeTexts, wholeKeys, board, parsed, ply);
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
      before = on;
    }
    if (!(board === lineBoard && before >= 0 && before === end - 1)) this.#step(ownTexts[length - 1] as string, length - 1, parsed.key, -1);
    this.#become(ownTexts, ownKeys, board, parsed, ply);
  }

  #become(texts: readonly string[], keys: readonly PositionKey[], board: string, parsed: Parsed<W>, ply: number): void {
    this.#texts = texts;
    this.#keys = keys;
    this.#board = board;
    this.#parsed = parsed;
    this.#ply = ply;
    this.#memo.see(parsed, ply, texts, keys);
  }
}
