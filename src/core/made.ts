import type { Game, Position, PositionKey } from './game.js';

/*
 * The positions this copy of the library made carry what was read of them in a private field,
 * added through a base-class constructor that returns the object it is given: the object stays
 * plain (JSON, structured cloning and spreading see only its data fields), and a copy, which is a
 * new object, is read like any other value from outside. (A weak map would do the same, at a cost
 * in garbage collection that a game of a million plies feels.)
 */

/**
 * What the rules read of a position: its working state (the library's, never changed; parsed
 * from the board when first asked, as the admission's `stateOf` does) and the rest, checked.
 */
export interface PositionParts<W, O> {
  state: W | undefined;
  readonly board: string;
  readonly options: Readonly<O>;
  readonly ply: number;
  /** The earlier positions' strings, oldest first. */
  readonly history: readonly string[];
  /** Their keys (made from the strings when first asked, as the admission's `keysOf` does). */
  keys: readonly PositionKey[] | undefined;
  /** The board's key, where it was known when the parts were made (a cursor loading them need not make it again). */
  readonly key: PositionKey | undefined;
}

/** An empty history. */
export const NO_HISTORY: readonly never[] = Object.freeze([]);

/**
 * The parts of a position made one ply after another (`previous`) whose history is that one's
 * history and board, cut to `length`. The history is made each time it is read, by walking back
 * along the positions before it, and not kept: a game played move by move under the repetition
 * rule would otherwise hold a copy of its whole history at every move (n²/2 strings for n
 * moves, whoever reads them), where this way each position holds one link.
 */
export class LaterParts<W, O> implements PositionParts<W, O> {
  state: W | undefined = undefined;
  keys: readonly PositionKey[] | undefined = undefined;
  /** The position one ply before. */
  readonly #previous: PositionParts<W, O>;
  readonly #length: number;
  /**
   * The histories read last, of any later positions: reading one position's again gives the same
   * array, and code that reads two positions' histories in turn (comparing them) makes each once.
   */
  static #lastRead: readonly [parts: object, history: readonly string[]][] = [];

  constructor(
    readonly board: string,
    readonly options: Readonly<O>,
    readonly ply: number,
    readonly key: PositionKey | undefined,
    previous: PositionParts<W, O>,
    length: number,
  ) {
    this.#previous = previous;
    this.#length = length;
  }

  get history(): readonly string[] {
    const [last, beforeLast] = LaterParts.#lastRead;
    if (last?.[0] === this) return last[1];
    if (beforeLast?.[0] === this) return beforeLast[1];
    const history = this.#makeHistory();
    LaterParts.#lastRead = last === undefined ? [[this, history]] : [[this, history], last];
    return history;
  }

  #makeHistory(): readonly string[] {
    const texts = new Array<string>(this.#length);
    let at = this.#length;
    // Each later position's history is the previous one's, cut, then that one's board: back
    // along the links until a position whose history is an array, whose last entries are the rest.
    for (let previous = this.#previous; ; previous = previous.#previous) {
      texts[--at] = previous.board;
      if (at === 0) break;
      if (!isLater(previous)) {
        const earlier = previous.history;
        for (let i = earlier.length - 1; at > 0; i--) texts[--at] = earlier[i] as string;
        break;
      }
    }
    return Object.freeze(texts);
  }
}

/**
 * The data fields of a position of game `game` with these parts. A history made when read is
 * an own enumerable getter, so that JSON, spreading and structured cloning see it as the data
 * field it stands for.
 */
export function positionData<Id extends string, O>(game: Id, parts: PositionParts<unknown, O>): Position<Id, O> {
  const { board, options, ply } = parts;
  if (!isLater(parts)) return { game, board, options, ply, history: parts.history };
  return {
    game,
    board,
    options,
    ply,
    get history() {
      return parts.history;
    },
  };
}

/** Whether parts are a later position's, whose history is made when read. */
function isLater<W, O>(parts: PositionParts<W, O>): parts is LaterParts<W, O> {
  return parts instanceof LaterParts;
}

/** A base class whose constructor returns the object it is given, so a subclass can brand that object. */
class Adopt {
  constructor(target: object) {
    return target;
  }
}

/** The brand of the positions this copy of the library made, holding their parts. */
export class Made extends Adopt {
  readonly #parts: PositionParts<unknown, unknown>;

  private constructor(target: object, parts: PositionParts<unknown, unknown>) {
    super(target);
    this.#parts = parts;
  }

  /** Brands a plain object (before it is frozen) with its parts; returns it. */
  static brand<T extends object>(target: T, parts: PositionParts<unknown, unknown>): T {
    return new Made(target, parts) as object as T;
  }

  /** The parts of a position the library made, else `undefined`. */
  static parts(value: object): PositionParts<unknown, unknown> | undefined {
    return #parts in value ? value.#parts : undefined;
  }
}

/**
 * The position for code that wants the library's own (to read it without checks again): the
 * position itself if the library made it, else the game's checked copy.
 *
 * @throws {@link RulesError} `argument/invalid` for anything that is not a sound position of `game`.
 */
export function ownPosition<Id extends string, M, O, R extends string, P extends Position<Id, O>>(
  game: Game<Id, M, O, R, P>,
  position: P,
): P {
  const made = typeof position === 'object' && position !== null && Made.parts(position) !== undefined;
  return made && position.game === game.id ? position : game.cursor(position).position();
}
