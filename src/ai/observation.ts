// Observations for learning code: a position as planes of numbers over the grid a board embeds
// into, seen by the player to move, and its legal actions as a mask over the action indices.
// Everything is read through the Game contract, so a game of one's own gets them too.
import { describeValue, withArticle } from '../core/describe.js';
import { RulesError, quote } from '../core/errors.js';
import type { AnyGame, Cursor, Game, Position } from '../core/game.js';
import { isTypedArray, requireGame } from '../core/guards.js';
import { OFF_BOARD_REASONS } from '../core/off-board.js';
import type { OptionsInput } from '../core/options.js';
import { embedBoard, type BoardEmbedding } from './board-embedding.js';
import { forbiddenSteps, stepBuffers, type StepBuffers } from './forbidden-steps.js';

/**
 * The shape of a game's observations ({@link observation}): `planes` planes of `height` rows of
 * `width` cells each, plane-major, then row, then column; `names` says what each plane holds.
 */
export interface ObservationShape {
  /** Number of planes. */
  readonly planes: number;
  /** Rows of each plane. */
  readonly height: number;
  /** Cells of each row. */
  readonly width: number;
  /** One short name per plane, in plane order (`board`, `mover-man`, …): see {@link observationShape}. */
  readonly names: readonly string[];
}

/** Where each group of planes starts, for one game under one set of options. */
interface PlaneLayout {
  readonly shape: ObservationShape;
  /** The piece kinds, sorted: the kind index of the piece planes. */
  readonly kinds: readonly string[];
  /** Each kind's index in {@link PlaneLayout.kinds}. */
  readonly kindIndex: ReadonlyMap<string, number>;
  /** What a count of pieces of each kind off the board is multiplied by (see {@link observationShape}). */
  readonly scale: Float64Array;
  readonly mover: number;
  readonly opponent: number;
  readonly captured: number;
  readonly offBoard: number;
  readonly blackToMove: number;
  readonly gameOver: number;
  /** The first forbidden-step plane, or -1 where the rules in force keep no history. */
  readonly forbidden: number;
}

/** What the functions keep for one game: its embedding, a cursor, buffers, and its plane layouts by options. */
interface Observer {
  readonly embedding: BoardEmbedding;
  cursor: Cursor | undefined;
  readonly actions: Int32Array;
  /** The `board` plane: 1 on the cells of the points. */
  readonly boardPlane: Float32Array;
  /** Buffers of the forbidden steps, made when first needed. */
  steps: StepBuffers | undefined;
  /** The layouts by the options' JSON text. */
  readonly layouts: Map<string, PlaneLayout>;
  /**
   * The layouts by frozen options object: a game's positions share one frozen options object per
   * option set, so most calls find theirs here (an object that can change is looked up by its text).
   */
  readonly byOptions: WeakMap<object, PlaneLayout>;
}

const observers = new WeakMap<AnyGame, Observer>();

// A new options set makes a layout; one made of options sets without end (a caller's mistake)
// must not keep them all.
/** The most layouts kept for one game. */
const MAX_LAYOUTS = 64;

/**
 * The game's observer, made on first use, once `game` has been checked to be a game: a game is
 * checked once, not at every call of a training loop. `owner` names the function, in messages.
 */
function observerOf(game: unknown, owner: string): Observer {
  let observer = typeof game === 'object' && game !== null ? observers.get(game as AnyGame) : undefined;
  if (observer === undefined) {
    requireGame(game, owner);
    const embedding = embedBoard(game.board);
    const boardPlane = new Float32Array(embedding.height * embedding.width);
    for (const cell of embedding.cells) boardPlane[cell] = 1;
    observer = {
      embedding,
      cursor: undefined,
      actions: new Int32Array(game.maxMoves),
      boardPlane,
      steps: undefined,
      layouts: new Map(),
      byOptions: new WeakMap(),
    };
    observers.set(game, observer);
  }
  return observer;
}

/** Throws `argument/invalid` unless `position` is an object that says it is a position of `game`. */
function requirePosition(game: AnyGame, position: unknown, owner: string): asserts position is Position {
  if (typeof position !== 'object' || position === null || (position as { game?: unknown }).game !== game.id) {
    throw new RulesError('argument/invalid', `${owner} needs ${withArticle(game.name)} position, got ${describeValue(position)}`);
  }
}

/** The observer's cursor, loaded with `position` (which the game checks as it reads it). */
function cursorAt(game: AnyGame, observer: Observer, position: Position): Cursor {
  if (observer.cursor === undefined) observer.cursor = game.cursor(position);
  else observer.cursor.reset(position);
  return observer.cursor;
}

/** The plane layout of positions under `options` (a game's resolved options), made on first use. */
function layoutOf(game: AnyGame, observer: Observer, options: unknown): PlaneLayout {
  const shared = typeof options === 'object' && options !== null && Object.isFrozen(options) ? options : undefined;
  let layout = shared === undefined ? undefined : observer.byOptions.get(shared);
  if (layout !== undefined) return layout;
  const key = JSON.stringify(options) ?? '';
  layout = observer.layouts.get(key);
  if (layout === undefined) {
    if (observer.layouts.size >= MAX_LAYOUTS) observer.layouts.clear();
    layout = makeLayout(game, observer.embedding, game.start(options as OptionsInput<unknown>));
    observer.layouts.set(key, layout);
  }
  if (shared !== undefined) observer.byOptions.set(shared, layout);
  return layout;
}

/** The plane layout of the positions that have the options of `start`, read off `start`. */
function makeLayout(game: AnyGame, embedding: BoardEmbedding, start: Position): PlaneLayout {
  // The kinds, and how many of each a player has at the start, on the board and off it.
  const most = new Map<string, number>();
  const perPlayer = new Map<string, number>();
  const count = (owner: string, kind: string, n: number): void => {
    const key = `${owner} ${kind}`;
    const total = (perPlayer.get(key) ?? 0) + n;
    perPlayer.set(key, total);
    most.set(kind, Math.max(most.get(kind) ?? 0, total));
  };
  for (let p = 0; p < game.board.size; p++) {
    const piece = game.pieceAt(start, p);
    if (piece !== undefined) count(piece.owner, piece.kind, 1);
  }
  for (const { owner, kind, count: n } of game.offBoard(start)) count(owner, kind, n);
  const kinds = Object.freeze([...most.keys()].sort());
  const names = ['board'];
  const mover = names.length;
  names.push(...kinds.map((kind) => `mover-${kind}`));
  const opponent = names.length;
  names.push(...kinds.map((kind) => `opponent-${kind}`));
  const captured = names.length;
  names.push('captured');
  const offBoard = names.length;
  for (const side of ['mover', 'opponent']) {
    for (const reason of OFF_BOARD_REASONS) names.push(...kinds.map((kind) => `${side}-${reason}-${kind}`));
  }
  const blackToMove = names.length;
  names.push('black-to-move');
  const gameOver = names.length;
  names.push('game-over');
  // Only a history can forbid a move, and only rules that keep one have it.
  const forbidden = game.cursor(start).tracksHistory ? names.length : -1;
  if (forbidden >= 0) names.push(...game.board.directions.map((direction) => `forbidden-${direction}`));
  const shape = Object.freeze({ planes: names.length, height: embedding.height, width: embedding.width, names: Object.freeze(names) });
  const scale = Float64Array.from(kinds, (kind) => 1 / Math.max(1, most.get(kind) ?? 1));
  const kindIndex = new Map(kinds.map((kind, i) => [kind, i]));
  return { shape, kinds, kindIndex, scale, mover, opponent, captured, offBoard, blackToMove, gameOver, forbidden };
}

/**
 * The shape of the observations of a game's positions under the given rules options (the
 * defaults where left out): `planes` planes over a `height` × `width` grid, and the name of
 * each plane. The grid is the board's embedding: see docs/ai.md, "Observations for learning
 * code", for each layout and a picture of each game's planes. With K the piece kinds of the
 * game's start position under those options (on the board and off it), sorted by name, the
 * planes are, in order:
 *
 * - `board`: 1 on the cells of the board's points, 0 on the cells no point stands on;
 * - `mover-<kind>` (K planes): 1 where a piece of that kind of the player to move stands;
 * - `opponent-<kind>` (K planes): likewise for the other player;
 * - `captured`: 1 where a piece stands that the rules have captured and left on its cell until
 *   it is released (Agon's historical variant);
 * - `mover-held-<kind>`, `mover-unplaced-<kind>`, `opponent-held-<kind>`,
 *   `opponent-unplaced-<kind>` (4K planes): the same value in every cell, the number of that
 *   side's pieces of that kind off the board for that reason ({@link ludicore!Game.offBoard}:
 *   `held` by the other side for return, or not yet placed) divided by the most pieces of that
 *   kind either player has at the start, on the board and off it (so 1 stands for all of them);
 * - `black-to-move`: 1 everywhere when Black is to move, else 0 (rules may treat the colours
 *   differently, and the other planes are the mover's view);
 * - `game-over`: 1 everywhere once the game is over (a finished position has no legal moves: a
 *   draw by `maxPlies` or `repetition` as well);
 * - `forbidden-<direction>` (one per board direction), only where the rules in force keep a
 *   history (a no-repetition rule such as Jul-Gonu's J4, or the `repetition` draw, under which
 *   they stay 0): 1 on the point from which a step in that direction, legal on the same board
 *   without its history, is forbidden by the history.
 *
 * The same game under other options can have another shape (Jul-Gonu with `noRepeat: 'off'`
 * has no forbidden planes).
 *
 * @example
 * ```ts
 * import { kono } from 'ludicore/kono';
 * import { observationShape } from 'ludicore/ai';
 * const shape = observationShape(kono);
 * [shape.planes, shape.height, shape.width]; // → [10, 4, 4]
 * shape.names.slice(0, 4); // → ['board', 'mover-man', 'opponent-man', 'captured']
 * observationShape(kono, { repetition: 3 }).planes; // → 14
 * ```
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a `game` that is not a
 *   game (or whose board's points do not stand where its layout says), `option/invalid` for bad
 *   options.
 */
export function observationShape<O>(game: Game<string, unknown, O>, options?: OptionsInput<O>): ObservationShape {
  const observer = observerOf(game, 'observationShape');
  return layoutOf(game, observer, game.start(options).options).shape;
}

/**
 * The observation of a position for learning code, from the point of view of the player to
 * move: a `Float32Array` of `planes × height × width` numbers, plane-major, then row, then column,
 * with the planes that {@link observationShape} lists for the position's options. Equal
 * observations have equal legal moves. Writes into `out` when it is given (a `Float32Array` of
 * exactly that length, as `subarray` cuts from a batch) and returns it; else into a new array.
 *
 * @example
 * ```ts
 * import { kono } from 'ludicore/kono';
 * import { observation, observationShape } from 'ludicore/ai';
 * const start = kono.start();
 * const { height, width } = observationShape(kono);
 * const planes = observation(kono, start); // Black to move
 * const cell = (plane: number, name: string): number => {
 *   const { x, y } = kono.board.coordinates(kono.board.point(name));
 *   return planes[plane * height * width + (height - 1 - y) * width + x] as number;
 * };
 * [cell(1, 'a1'), cell(2, 'a1'), cell(2, 'a4')]; // → [1, 0, 1]
 * planes.length; // → 160
 * ```
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a `game` that is not a
 *   game, a position of another game, an `out` that is not a `Float32Array` of the observation's
 *   length, or a piece of a kind the game's start position has none of; what the game throws for
 *   a position it cannot read.
 */
export function observation<Id extends string, M, O>(game: Game<Id, M, O>, position: Position<Id, O>, out?: Float32Array): Float32Array {
  const observer = observerOf(game, 'observation');
  requirePosition(game, position, 'observation');
  const cursor = cursorAt(game, observer, position);
  const layout = layoutOf(game, observer, position.options);
  const { planes, height, width } = layout.shape;
  const area = height * width;
  const result = outputOf(out, Float32Array, planes * area, 'observation', 'Float32Array');
  result.fill(0);
  result.set(observer.boardPlane);
  const { cells } = observer.embedding;
  const board = game.board;
  const mover = cursor.toMove();
  for (let p = 0; p < board.size; p++) {
    const piece = cursor.pieceAt(p);
    if (piece === undefined) continue;
    const kind = layout.kindIndex.get(piece.kind) ?? unknownKind(game, layout, piece.kind, `on ${board.name(p)}`);
    const cell = cells[p] as number;
    result[((piece.owner === mover ? layout.mover : layout.opponent) + kind) * area + cell] = 1;
    if (piece.captured === true) result[layout.captured * area + cell] = 1;
  }
  const k = layout.kinds.length;
  for (const { owner, kind, count, reason } of game.offBoard(position)) {
    const index = layout.kindIndex.get(kind) ?? unknownKind(game, layout, kind, 'off the board');
    const side = owner === mover ? 0 : 1;
    const plane = layout.offBoard + (side * OFF_BOARD_REASONS.length + OFF_BOARD_REASONS.indexOf(reason)) * k + index;
    result.fill(count * (layout.scale[index] as number), plane * area, (plane + 1) * area);
  }
  if (mover === 'black') result.fill(1, layout.blackToMove * area, (layout.blackToMove + 1) * area);
  if (cursor.outcome() !== undefined) {
    result.fill(1, layout.gameOver * area, (layout.gameOver + 1) * area);
  } else if (layout.forbidden >= 0 && position.history.length > 0) {
    observer.steps ??= stepBuffers(game);
    for (const { from, direction } of forbiddenSteps(game, cursor, position, observer.steps)) {
      result[(layout.forbidden + direction) * area + (cells[from] as number)] = 1;
    }
  }
  return result;
}

/**
 * The legal actions of a position as a mask over the action indices: a `Uint8Array` of
 * `game.actionCount` entries, 1 at the index ({@link ludicore!Game.encodeMove}) of each legal
 * move and 0 elsewhere; all 0 once the game is over. Writes into `out` when it is given (a
 * `Uint8Array` of exactly that length) and returns it; else into a new array.
 *
 * @example
 * ```ts
 * import { kono } from 'ludicore/kono';
 * import { legalActionMask } from 'ludicore/ai';
 * const start = kono.start();
 * const mask = legalActionMask(kono, start);
 * mask.length; // → 80
 * mask.reduce((sum, bit) => sum + bit, 0); // → 4
 * mask[kono.encodeMove(kono.parseMove(start, 'a1xa3'))]; // → 1
 * ```
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a `game` that is not a
 *   game, a position of another game, or an `out` that is not a `Uint8Array` of `actionCount`
 *   entries; what the game throws for a position it cannot read.
 */
export function legalActionMask<Id extends string, M, O>(game: Game<Id, M, O>, position: Position<Id, O>, out?: Uint8Array): Uint8Array {
  const observer = observerOf(game, 'legalActionMask');
  requirePosition(game, position, 'legalActionMask');
  const cursor = cursorAt(game, observer, position);
  const result = outputOf(out, Uint8Array, game.actionCount, 'legalActionMask', 'Uint8Array');
  result.fill(0);
  const n = cursor.legalActions(observer.actions);
  for (let i = 0; i < n; i++) result[observer.actions[i] as number] = 1;
  return result;
}

/** Throws `argument/invalid` for a piece of a kind the layout does not know, `where` it is. */
function unknownKind(game: AnyGame, layout: PlaneLayout, kind: string, where: string): never {
  throw new RulesError(
    'argument/invalid',
    `observation knows the piece kinds of the ${game.name} start position (${layout.kinds.join(', ')}), not ${quote(kind)} ${where}`,
  );
}

/** `out`, checked to be an array of the type and length asked for, or a new one where it is left out. */
function outputOf<A extends Float32Array | Uint8Array>(
  out: unknown,
  type: new (length: number) => A,
  length: number,
  owner: string,
  typeName: 'Float32Array' | 'Uint8Array',
): A {
  if (out === undefined) return new type(length);
  if (!isTypedArray(out, typeName) || !(out instanceof type) || out.length !== length) {
    throw new RulesError('argument/invalid', `${owner} out must be a ${typeName} of ${length} elements, got ${describeValue(out)}`);
  }
  return out;
}
