/** The largest number of values one key character stands for (bytes 40 to 119, plain ASCII). */
const CHARACTER_VALUES = 80;
const FIRST = 40;

/**
 * Builds position keys for games on cell arrays as short ASCII strings: the cells packed
 * several to a character, then small extra numbers (the player to move, counts of pieces off
 * the board), one character each. Much cheaper than formatting the position string, and just
 * as exact: equal keys, equal positions. One packer is reused for every key (not reentrant).
 */
export class KeyPacker {
  readonly #bytes: Uint8Array;
  readonly #digit: Int8Array;
  readonly #radix: number;
  readonly #perCharacter: number;
  readonly #size: number;
  readonly #decoder = new TextDecoder();
  #at = 0;

  /**
   * @param size - the number of cells
   * @param codes - every cell code the game uses (at most 80 distinct codes, each 0 to 127)
   * @param extras - how many extra numbers each key ends with
   */
  constructor(size: number, codes: readonly number[], extras: number) {
    this.#size = size;
    this.#radix = codes.length;
    this.#digit = new Int8Array(128).fill(-1);
    codes.forEach((code, digit) => (this.#digit[code] = digit));
    let perCharacter = 1;
    while (this.#radix ** (perCharacter + 1) <= CHARACTER_VALUES) perCharacter++;
    this.#perCharacter = perCharacter;
    this.#bytes = new Uint8Array(Math.ceil(size / perCharacter) + extras);
  }

  /** Starts a key with the cells. */
  cells(cells: ArrayLike<number>): void {
    const bytes = this.#bytes;
    const digit = this.#digit;
    let at = 0;
    for (let p = 0; p < this.#size; p += this.#perCharacter) {
      let value = 0;
      const end = Math.min(p + this.#perCharacter, this.#size);
      for (let q = end - 1; q >= p; q--) value = value * this.#radix + (digit[cells[q] as number] as number);
      bytes[at++] = FIRST + value;
    }
    this.#at = at;
  }

  /** Appends an extra number (0 to 79). */
  extra(value: number): void {
    this.#bytes[this.#at++] = FIRST + value;
  }

  /** The key: the cells and the extras given since {@link KeyPacker.cells}. */
  key(): string {
    return this.#decoder.decode(this.#bytes);
  }
}
