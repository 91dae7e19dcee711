/*
 * Boards of small cell codes in the form positions hold them: a string of digits, one character
 * per cell ('0' plus the cell's code). A string is immutable and JSON-safe, so consecutive
 * positions need no frozen copies of their own, and V8 reads and writes strings far faster than
 * frozen arrays. The conversions go through bytes four cells at a time: boards are mostly empty.
 */

/** The character code of the digit 0: cell code `c` is written as the character `DIGIT_ZERO + c`. */
export const DIGIT_ZERO = 48;
/**
 * Four digits 0 in one 32-bit word (the same in either byte order): four empty cells as digits,
 * and what turns four cell codes into their digits when added (no code exceeds 9, so no byte carries).
 */
const FOUR_DIGIT_ZEROS = 0x30303030;

/**
 * The digit strings of boards of one size, and working boards that convert to and from them
 * fast. One instance per board shape; it reuses its buffers, so it is not reentrant (nothing it
 * does calls out).
 */
export class CellText {
  /** The number of cells. */
  readonly size: number;
  readonly #words: number;
  /** The digits of the string last scanned, padded with zeros to whole words. */
  readonly #bytes: Uint8Array;
  readonly #digits: Uint8Array;
  readonly #byteWords: Int32Array;
  /** The digits of the board last formatted (apart, so that formatting keeps what a scan found), as words and as the string's bytes. */
  readonly #formattedWords: Int32Array;
  readonly #formatted: Uint8Array;
  /** The points the last scan found not empty, and how many. */
  readonly #occupied: Int32Array;
  #count = 0;
  /** The string the last scan read, while its findings stand. */
  #scanned: string | undefined;
  readonly #encoder = new TextEncoder();
  // Decoding bytes is the fastest way V8 offers to make a string of this length.
  readonly #decoder = new TextDecoder();

  /** @param size - the number of cells */
  constructor(size: number) {
    this.size = size;
    this.#words = Math.ceil(size / 4);
    const buffer = new ArrayBuffer(this.#words * 4);
    this.#bytes = new Uint8Array(buffer).fill(DIGIT_ZERO);
    this.#digits = this.#bytes.subarray(0, size);
    this.#byteWords = new Int32Array(buffer);
    this.#formattedWords = new Int32Array(this.#words);
    this.#formatted = new Uint8Array(this.#formattedWords.buffer, 0, size);
    this.#occupied = new Int32Array(size);
  }

  /** A new working board, every cell 0, on a buffer of whole 32-bit words (what {@link CellText.format} reads fastest). */
  board(): Int8Array {
    return new Int8Array(new ArrayBuffer(this.#words * 4), 0, this.size);
  }

  /** The digit string of a working board (codes 0 to 9). */
  format(board: Int8Array): string {
    const bytes = this.#formatted;
    if (board.byteOffset === 0 && board.buffer.byteLength >= this.#words * 4) {
      // A view of the board's words (cheaper to make than the 4 bytes a cell it saves).
      const words = new Int32Array(board.buffer, 0, this.#words);
      const out = this.#formattedWords;
      for (let w = 0; w < out.length; w++) out[w] = (words[w] as number) + FOUR_DIGIT_ZEROS;
    } else {
      for (let p = 0; p < this.size; p++) bytes[p] = DIGIT_ZERO + (board[p] as number);
    }
    return this.#decoder.decode(bytes);
  }

  /**
   * Reads a string of {@link CellText.size} characters: lists the points whose character is not
   * the digit 0 (see {@link CellText.occupied}) and returns how many there are, or -1 if a
   * character is not ASCII. What it finds stays until the next scan of another string, so that
   * checking a copy's board and then loading it reads the string once.
   */
  scan(text: string): number {
    if (text === this.#scanned) return this.#count;
    this.#scanned = undefined;
    const { read } = this.#encoder.encodeInto(text, this.#digits);
    // Each character of the string is one byte exactly when all of them are ASCII.
    if (read !== this.size) return -1;
    const bytes = this.#bytes;
    const words = this.#byteWords;
    const out = this.#occupied;
    let n = 0;
    for (let w = 0; w < words.length; w++) {
      if (words[w] === FOUR_DIGIT_ZEROS) continue;
      for (let p = w * 4; p < w * 4 + 4; p++) if (bytes[p] !== DIGIT_ZERO) out[n++] = p;
    }
    // The padding past the last cell stays zeros; the encoder wrote no further.
    this.#scanned = text;
    this.#count = n;
    return n;
  }

  /** The i-th point (in point order) that the last scan found not empty. */
  occupied(i: number): number {
    return this.#occupied[i] as number;
  }

  /** The code the last scanned string gives point p: its character's code less the digit 0's. */
  digit(p: number): number {
    return (this.#bytes[p] as number) - DIGIT_ZERO;
  }
}
