/**
 * The messages between the page and its bot worker. A request carries the game as a record text,
 * the library's lossless form of a game (start position, options and every move, so repetition
 * rules see the same history on both sides).
 */
import type { PlayerKind } from './players.js';

/** Asks the worker for a move in the final position of `record`. */
export interface BotRequest {
  /** Echoed in the reply, so the page can drop answers to games it has left. */
  readonly id: number;
  /** The game so far, as `formatRecord` writes it. */
  readonly record: string;
  /** Which bot plays. */
  readonly player: Exclude<PlayerKind, 'human'>;
  /** Seeds the bot's random choices. */
  readonly seed: number;
}

/** Hands the worker a solution table read from a file (`ludicore solve` writes them), for the perfect bot. */
export interface TableOffer {
  /** The file's bytes. */
  readonly table: Uint8Array;
  /** The file's name, for the messages. */
  readonly file: string;
}

/** The worker's answer to a {@link TableOffer}: the game and rules the table solves, or why it is no table. */
export type TableReply = { readonly tableLoaded: string } | { readonly tableError: string };

/**
 * The worker's answer: a move in notation with a line about the search, or an error message; and
 * before it, while the perfect bot's table is solved, lines on the progress.
 */
export type BotReply =
  | { readonly id: number; readonly move: string; readonly summary: string }
  | { readonly id: number; readonly error: string }
  | { readonly id: number; readonly progress: string };
