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
