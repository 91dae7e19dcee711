import type { PositionKey } from './game.js';

/** How far into the last line the first string of a history is looked for: a few plies on. */
const REACH = 8;

/**
 * The line of position strings read last under one option set, a position's history and then
 * its board, with their keys. The next position of the same game, read again from outside (a
 * JSON copy each move, as a framework keeps its state), has a history that runs along this line:
 * the same strings, a few plies on or with its window moved on. Its keys are then taken from the
 * line for the cost of comparing two strings, where the memo would hash each string first.
 */
export class LastLine {
  #texts: readonly string[] = [];
  #keys: readonly PositionKey[] = [];
  #board = '';
  #boardKey: PositionKey = 0;

  /** Where a history's first string stands on the line, near its start; -1 if it does not. */
  find(text: unknown): number {
    const texts = this.#texts;
    const reach = Math.min(REACH, texts.length + 1);
    for (let at = 0; at < reach; at++) if (this.#text(at) === text) return at;
    return -1;
  }

  /** Where the string after the one at `at` stands, if it is `text`: `at + 1`; else -1 (also for `at` -1). */
  next(at: number, text: unknown): number {
    return at >= 0 && at < this.#texts.length && this.#text(at + 1) === text ? at + 1 : -1;
  }

  /** The key of the string at `at` (from {@link LastLine.find} or {@link LastLine.next}). */
  keyAt(at: number): PositionKey {
    return at < this.#texts.length ? (this.#keys[at] as PositionKey) : this.#boardKey;
  }

  /** Remembers a position just read: its history's strings and keys (arrays nobody changes), then its board. */
  remember(texts: readonly string[], keys: readonly PositionKey[], board: string, boardKey: PositionKey): void {
    this.#texts = texts;
    this.#keys = keys;
    this.#board = board;
    this.#boardKey = boardKey;
  }

  #text(at: number): string {
    return at < this.#texts.length ? (this.#texts[at] as string) : this.#board;
  }
}
