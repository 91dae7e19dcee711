import type { PositionKey } from './game.js';
import { NO_HISTORY } from './made.js';

/** A history a board was read with: its strings and their keys (arrays nobody changes), and the board's ply. */
export interface Seen {
  readonly ply: number;
  readonly texts: readonly string[];
  readonly keys: readonly PositionKey[];
}

/**
 * What the memo keeps of a position string: its key, its working state where a board needed one
 * (the memo keeps no state it was not asked for), and, as a board, the history it was last read
 * with (the same copy asked again brings the same history).
 */
export interface Parsed<W> {
  state: W | undefined;
  readonly key: PositionKey;
  seen: Seen | undefined;
}

/** How many parsed position strings a memo holds (it starts again past that). */
export const REMEMBERED = 16384;
/**
 * How many history entries the histories a memo's boards remember may hold together: the oldest
 * remembered is forgotten past that (the strings are shared, so each entry costs two references).
 */
export const HELD = 1 << 17;
/** The longest history a board remembers: one longer is read along the last line alone. */
export const LONGEST_SEEN = HELD >> 3;

/** What a board read once, with a history, remembers: no history (no ply is -1). */
const READ_ONCE: Seen = Object.freeze({ ply: -1, texts: NO_HISTORY, keys: NO_HISTORY });

/** A history remembered, in the order they were: the entry that holds it, and the next one remembered. */
interface Held<W> extends Seen {
  readonly entry: Parsed<W>;
  next: Held<W> | undefined;
}

/**
 * The position strings parsed under one option set (parsing is a pure function of the text and
 * the options, so a string's entry holds whatever the string is found in), by string value:
 * strings never change, so no caller can change what an entry was made from.
 */
export class PositionMemo<W> {
  readonly #parsed = new Map<string, Parsed<W>>();
  /** The histories remembered, oldest first, and how many entries they hold together. */
  #oldest: Held<W> | undefined;
  #newest: Held<W> | undefined;
  #held = 0;

  /** The entry of a string parsed before, if the memo holds it. */
  get(text: string): Parsed<W> | undefined {
    return this.#parsed.get(text);
  }

  /** Holds the entry of a string just parsed. */
  add(text: string, entry: Parsed<W>): void {
    if (this.#parsed.size >= REMEMBERED) {
      this.#parsed.clear();
      this.#oldest = this.#newest = undefined;
      this.#held = 0;
    }
    this.#parsed.set(text, entry);
  }

  /** Remembers the history a board's entry was just read with, its keys for the entries' strings, at the board's ply. */
  see(entry: Parsed<W>, ply: number, texts: readonly string[], keys: readonly PositionKey[]): void {
    const length = texts.length;
    if (length === 0 || length > LONGEST_SEEN || entry.seen?.texts === texts) return;
    // Most boards are read once (a framework's copy each move): a board's history is remembered
    // from its second read on, so those hold no arrays that would outlive the young generation.
    if (entry.seen === undefined) {
      entry.seen = READ_ONCE;
      return;
    }
    const held: Held<W> = { ply, texts, keys, entry, next: undefined };
    entry.seen = held;
    if (this.#newest === undefined) this.#oldest = held;
    else this.#newest.next = held;
    this.#newest = held;
    // The oldest go first, never the newest (which alone holds no more than LONGEST_SEEN).
    for (this.#held += length; this.#held > HELD;) {
      const oldest = this.#oldest as Held<W>;
      this.#oldest = oldest.next;
      this.#held -= oldest.texts.length;
      if (oldest.entry.seen === oldest) oldest.entry.seen = undefined;
    }
  }
}
