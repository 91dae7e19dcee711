// The library's invariants as fast-check properties of any game, for the user's own test runner.
import fc from 'fast-check';
import type { Symmetry } from '../core/board.js';
import { describeValue } from '../core/describe.js';
import { RulesError } from '../core/errors.js';
import type { Game, Piece, Position } from '../core/game.js';
import { requireGame } from '../core/guards.js';
import type { Outcome, Player } from '../core/player.js';
import { createRandom } from '../core/random.js';
import { countSetting, readSettings } from '../core/read-settings.js';
import type { GameAdapter, GameProperty, PieceAccounting, SymmetryMapping } from './adapter.js';
import { gameArbitraries, isOptionsList, type ArbitrarySettings } from './arbitraries.js';
import { sample, snapshot } from './sample.js';

/** Settings of {@link gameProperties}. */
export interface PropertySettings<Id extends string, M, O> extends ArbitrarySettings<O> {
  /** What the kit knows of the game beyond its contract: piece accounting, symmetries, its own rules (default: nothing). */
  readonly adapter?: GameAdapter<Id, M, O>;
  /** More positions to check besides those of random play and of the adapter. */
  readonly positions?: fc.Arbitrary<Position<Id, O>>;
  /**
   * How many of a position's legal moves a property plays: a sample drawn with the value's seed
   * (default 8). Gong has hundreds of moves a position; the sample keeps each value quick.
   */
  readonly movesPerPosition?: number;
}

/** The checks of one game, closed over the game and its settings. */
interface Context<Id extends string, M, O> {
  readonly game: Game<Id, M, O>;
  readonly movesPerPosition: number;
}

const SETTINGS = ['options', 'maxPlies', 'adapter', 'positions', 'movesPerPosition'] as const;

/**
 * The library's invariants as named fast-check properties of a game, to run in any test runner
 * (the kit imports none). Needs `fast-check` (4.x) installed beside ludicore. Each property throws
 * an `Error` whose message names the game, the claim, the position string and the move. Always:
 *
 * - `play` never changes its input, for a legal move or a refused one, and works on a deep-frozen
 *   JSON copy;
 * - moves round-trip through notation, action indices and JSON;
 * - positions round-trip through their strings and JSON copies;
 * - a move brings at most one piece onto the board; with the adapter's piece accounting, the
 *   pieces on the board and in reserve are those of before less what the move takes, and only
 *   the points the move touches change;
 *
 * and with the adapter's symmetry mapping, that the board's symmetries and the colour swaps map
 * legal moves to legal moves, captures to captures and outcomes to outcomes; then the adapter's
 * own rule properties.
 *
 * @example
 * ```ts
 * import fc from 'fast-check';
 * import { it } from 'vitest';
 * import { kono } from 'ludicore/kono';
 * import { gameProperties, konoAdapter } from 'ludicore/testing';
 * for (const { name, property } of gameProperties(kono, { adapter: konoAdapter })) {
 *   it(name, () => fc.assert(property, { seed: 1, numRuns: 100 }));
 * }
 * ```
 *
 * @throws `RulesError` `argument/invalid` for a `game` that is not a game or settings that
 *   are not {@link PropertySettings}; `option/invalid` for options the game refuses.
 */
export function gameProperties<Id extends string, M, O>(
  game: Game<Id, M, O>,
  settings: PropertySettings<Id, M, O> = {},
): readonly GameProperty[] {
  requireGame(game, 'gameProperties');
  // Each setting read once, here: a getter cannot show one value to a check and another to its use.
  const read = readSettings('gameProperties', settings, SETTINGS);
  const movesPerPosition = countSetting('gameProperties', 'movesPerPosition', read['movesPerPosition']) ?? 8;
  const adapter = readAdapter<Id, M, O>(read['adapter']);
  const given = read['positions'];
  if (given !== undefined && !isArbitrary(given)) {
    throw new RulesError('argument/invalid', `gameProperties positions must be a fast-check arbitrary, got ${describeValue(given)}`);
  }
  const options = read['options'] as PropertySettings<Id, M, O>['options'];
  const arbitraries = gameArbitraries(game, {
    ...(options === undefined ? {} : { options }),
    ...(read['maxPlies'] === undefined ? {} : { maxPlies: read['maxPlies'] as number }),
  });
  const firstOptions = isOptionsList(options) ? options[0] : options;
  const sources: fc.Arbitrary<Position<Id, O>>[] = [arbitraries.position];
  if (adapter.positionStrings !== undefined) sources.push(adapter.positionStrings.map((text) => game.parsePosition(text, firstOptions)));
  if (given !== undefined) sources.push(given as fc.Arbitrary<Position<Id, O>>);
  const positions = sources.length === 1 ? arbitraries.position : fc.oneof(...sources);
  const context: Context<Id, M, O> = { game, movesPerPosition };
  const named = (claim: string, property: fc.IProperty<unknown>): GameProperty => ({ name: `${game.id}: ${claim}`, property });
  const properties: GameProperty[] = [
    named(
      IMMUTABILITY,
      fc.property(positions, fc.nat(game.actionCount - 1), fc.integer(), (p, action, seed) => checkImmutability(context, p, action, seed)),
    ),
    named(
      MOVE_ROUND_TRIPS,
      fc.property(arbitraries.positionAndMove, ({ position, move }) => checkMoveRoundTrips(context, position, move)),
    ),
    named(
      POSITION_ROUND_TRIPS,
      fc.property(positions, fc.integer(), (p, seed) => checkPositionRoundTrips(context, p, seed)),
    ),
    named(
      CONSERVATION,
      fc.property(positions, fc.integer(), (p, seed) => checkConservation(context, adapter.pieces ?? {}, p, seed)),
    ),
  ];
  const symmetry = adapter.symmetry;
  if (symmetry !== undefined) {
    for (const [claim, list, swap] of [
      [SYMMETRIES, symmetry.symmetries, false],
      [COLOUR_SWAPS, symmetry.colourSwaps, true],
    ] as const) {
      if (list.length === 0) continue;
      const check = (p: Position<Id, O>, index: number, seed: number): void =>
        checkSymmetry(context, symmetry, list[index] as Symmetry, swap, p, seed);
      properties.push(named(claim, fc.property(positions, fc.nat(list.length - 1), fc.integer(), check)));
    }
  }
  if (adapter.ruleProperties !== undefined) properties.push(...adapter.ruleProperties(game, positions));
  return properties;
}

const IMMUTABILITY = 'play never changes its input, legal or refused';
const MOVE_ROUND_TRIPS = 'moves round-trip through notation, action indices and JSON';
const POSITION_ROUND_TRIPS = 'positions round-trip through their strings and JSON copies';
const CONSERVATION = 'pieces are conserved, but for captures, placements and returns';
const SYMMETRIES = "the board's symmetries map legal moves to legal moves, captures to captures and outcomes to outcomes";
const COLOUR_SWAPS =
  'swapping the colours (with a board symmetry) maps legal moves to legal moves, captures to captures and the winner to the other';

/** The adapter, checked as a settings object: known parts only, and an arbitrary where one belongs. */
function readAdapter<Id extends string, M, O>(adapter: unknown): GameAdapter<Id, M, O> {
  if (adapter === undefined) return {};
  const known = readSettings('gameProperties adapter', adapter, ['pieces', 'symmetry', 'positionStrings', 'ruleProperties']);
  const refuse = (name: string, expected: string, value: unknown): never => {
    throw new RulesError('argument/invalid', `gameProperties adapter ${name} must be ${expected}, got ${describeValue(value)}`);
  };
  // Each part is read once, checked, and the copy is what the properties use.
  const { pieces, symmetry, positionStrings, ruleProperties } = known;
  if (positionStrings !== undefined && !isArbitrary(positionStrings)) refuse('positionStrings', 'a fast-check arbitrary', positionStrings);
  if (ruleProperties !== undefined && typeof ruleProperties !== 'function') refuse('ruleProperties', 'a function', ruleProperties);
  return Object.freeze({
    ...(pieces === undefined ? {} : { pieces: readPieceAccounting(pieces, refuse) }),
    ...(symmetry === undefined ? {} : { symmetry: readSymmetryMapping<M>(symmetry, refuse) }),
    ...(positionStrings === undefined ? {} : { positionStrings: positionStrings as fc.Arbitrary<string> }),
    ...(ruleProperties === undefined ? {} : { ruleProperties: ruleProperties as NonNullable<GameAdapter<Id, M, O>['ruleProperties']> }),
  });
}

/** How {@link readAdapter} refuses a part: its name, what it must be, what it is. */
type Refuse = (name: string, expected: string, value: unknown) => never;

/** An adapter's piece accounting, checked and copied: an object of `reserve`, `taken` and `touched`, each a function or absent. */
function readPieceAccounting(value: unknown, refuse: Refuse): PieceAccounting<string, unknown, unknown> {
  const expected = 'an object of functions reserve, taken and touched (each optional)';
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return refuse('pieces', expected, value);
  const { reserve, taken, touched } = value as Partial<Record<keyof PieceAccounting<string, unknown, unknown>, unknown>>;
  for (const part of [reserve, taken, touched]) if (part !== undefined && typeof part !== 'function') refuse('pieces', expected, value);
  return value;
}

// A board has a handful of symmetries (8 of a square, 12 of a hexagon): a longer list is refused unread.
/** The most symmetries an adapter may list. */
const MAX_SYMMETRIES = 1024;

/** An adapter's symmetry mapping, checked and copied: lists of symmetries and the two functions. */
function readSymmetryMapping<M>(value: unknown, refuse: Refuse): SymmetryMapping<M> {
  const expected = `an object of symmetries and colourSwaps (lists of at most ${MAX_SYMMETRIES} symmetries), mapPosition and mapMove`;
  if (typeof value !== 'object' || value === null) return refuse('symmetry', expected, value);
  const { symmetries, colourSwaps, mapPosition, mapMove } = value as Partial<Record<keyof SymmetryMapping<unknown>, unknown>>;
  const isList = (list: unknown): list is readonly Symmetry[] =>
    Array.isArray(list) &&
    (list as unknown[]).length <= MAX_SYMMETRIES &&
    [...(list as unknown[])].every((s) => typeof s === 'object' && s !== null);
  if (!isList(symmetries) || !isList(colourSwaps) || typeof mapPosition !== 'function' || typeof mapMove !== 'function') {
    return refuse('symmetry', expected, value);
  }
  return Object.freeze({
    symmetries: Object.freeze([...symmetries]),
    colourSwaps: Object.freeze([...colourSwaps]),
    mapPosition: (text: string, symmetry: Symmetry, swapColours: boolean): string =>
      (mapPosition as SymmetryMapping<unknown>['mapPosition']).call(value, text, symmetry, swapColours),
    mapMove: (move: M, symmetry: Symmetry): M => (mapMove as SymmetryMapping<M>['mapMove']).call(value, move, symmetry),
  });
}

/** Duck-typed, since the user's copy of fast-check may not be the kit's. */
function isArbitrary(value: unknown): value is fc.Arbitrary<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { generate?: unknown }).generate === 'function';
}

/** Throws the property's `Error`: the game, the claim, what broke. */
function fail(game: { readonly id: string }, claim: string, detail: string): never {
  throw new Error(`${game.id}: ${claim}: ${detail}`);
}

/** The position string and the move's notation, for messages. */
function where<Id extends string, M, O>(game: Game<Id, M, O>, position: Position<Id, O>, move?: M): string {
  const text = game.formatPosition(position);
  if (move === undefined) return `in ${text}`;
  let notation: string;
  try {
    notation = game.formatMove(position, move);
  } catch {
    notation = JSON.stringify(move);
  }
  return `${notation} in ${text}`;
}

function checkImmutability<Id extends string, M, O>(
  context: Context<Id, M, O>,
  position: Position<Id, O>,
  action: number,
  seed: number,
): void {
  const { game } = context;
  const before = snapshot(position);
  const frozen = deepFreeze(JSON.parse(JSON.stringify(position)) as Position<Id, O>);
  for (const move of sample(game.legalMoves(position), context.movesPerPosition, createRandom(seed))) {
    const next = game.play(position, move);
    if (snapshot(position) !== before) fail(game, IMMUTABILITY, `playing ${where(game, position, move)} changed the position`);
    let fromFrozen: Position<Id, O>;
    try {
      fromFrozen = game.play(frozen, move);
    } catch (error) {
      return fail(game, IMMUTABILITY, `playing ${where(game, position, move)} on a deep-frozen copy threw ${String(error)}`);
    }
    if (game.formatPosition(fromFrozen) !== game.formatPosition(next)) {
      fail(game, IMMUTABILITY, `playing ${where(game, position, move)} on a deep-frozen copy gave ${game.formatPosition(fromFrozen)}`);
    }
  }
  const other = game.decodeMove(action);
  if (!game.isLegal(position, other)) {
    try {
      game.play(position, other);
    } catch {
      // The refusal is the contract's business (checkGame); here only its leaving the input as it was.
    }
    if (snapshot(position) !== before)
      fail(game, IMMUTABILITY, `the refused action ${action} changed the position ${where(game, position)}`);
  }
}

/** Freezes an object and everything it holds (typed arrays, which cannot be frozen, aside). */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

function checkMoveRoundTrips<Id extends string, M, O>(context: Context<Id, M, O>, position: Position<Id, O>, move: M): void {
  const { game } = context;
  const claim = MOVE_ROUND_TRIPS;
  const notation = game.formatMove(position, move);
  const action = game.encodeMove(move);
  const at = `${notation} in ${game.formatPosition(position)}`;
  if (!(Number.isInteger(action) && action >= 0 && action < game.actionCount))
    fail(game, claim, `action ${action} of ${at} is out of range`);
  if (!game.isLegal(position, move)) fail(game, claim, `isLegal refuses the legal move ${at}`);
  const parsed = game.parseMove(position, notation);
  if (game.encodeMove(parsed) !== action || game.formatMove(position, parsed) !== notation) {
    fail(
      game,
      claim,
      `the notation of ${at} reads back as ${game.formatMove(position, parsed)} (action ${game.encodeMove(parsed)}, not ${action})`,
    );
  }
  const decoded = game.decodeMove(action);
  if (game.encodeMove(decoded) !== action || game.formatMove(position, decoded) !== notation) {
    fail(game, claim, `action ${action} of ${at} decodes to ${game.formatMove(position, decoded)}`);
  }
  const copy = JSON.parse(JSON.stringify(move)) as M;
  if (game.encodeMove(copy) !== action) fail(game, claim, `the JSON copy of ${at} is another move`);
  if (game.formatPosition(game.play(position, copy)) !== game.formatPosition(game.play(position, move))) {
    fail(game, claim, `the JSON copy of ${at} plays differently`);
  }
}

const actionsOf = <Id extends string, M, O>(game: Game<Id, M, O>, position: Position<Id, O>): string =>
  game
    .legalMoves(position)
    .map((m) => game.encodeMove(m))
    .join();

function checkPositionRoundTrips<Id extends string, M, O>(context: Context<Id, M, O>, position: Position<Id, O>, seed: number): void {
  const { game } = context;
  const claim = POSITION_ROUND_TRIPS;
  const text = game.formatPosition(position);
  const reparsed = game.parsePosition(text, position.options);
  if (game.formatPosition(reparsed) !== text) fail(game, claim, `${text} reads back as ${game.formatPosition(reparsed)}`);
  if (game.positionKey(reparsed) !== game.positionKey(position)) fail(game, claim, `${text} reads back with another key`);
  if (game.toMove(reparsed) !== game.toMove(position)) fail(game, claim, `${text} reads back with another player to move`);
  let copy: Position<Id, O>;
  try {
    copy = JSON.parse(JSON.stringify(position)) as Position<Id, O>;
    if (game.formatPosition(copy) !== text) fail(game, claim, `the JSON copy of ${text} is ${game.formatPosition(copy)}`);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith(`${game.id}: ${claim}`)) throw error;
    return fail(game, claim, `the JSON copy of ${text} is refused: ${String(error)}`);
  }
  if (game.positionKey(copy) !== game.positionKey(position) || game.toMove(copy) !== game.toMove(position)) {
    fail(game, claim, `the JSON copy of ${text} has another key or player to move`);
  }
  if (!sameOutcome(game.outcome(copy), game.outcome(position))) fail(game, claim, `the JSON copy of ${text} has another outcome`);
  if (actionsOf(game, copy) !== actionsOf(game, position)) fail(game, claim, `the JSON copy of ${text} has other legal moves`);
  for (const move of sample(game.legalMoves(position), context.movesPerPosition, createRandom(seed))) {
    if (game.formatPosition(game.play(copy, move)) !== game.formatPosition(game.play(position, move))) {
      fail(game, claim, `${where(game, position, move)} plays differently on the JSON copy`);
    }
  }
}

/** The pieces on every point of the board. */
function boardOf<Id extends string, M, O>(game: Game<Id, M, O>, position: Position<Id, O>): (Piece | undefined)[] {
  return Array.from({ length: game.board.size }, (_, p) => game.pieceAt(position, p));
}

const pieceName = (piece: Piece): string => `${piece.owner} ${piece.kind}`;

/** Counts of pieces by owner and kind. */
function tally(pieces: Iterable<Piece | undefined>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const piece of pieces) if (piece !== undefined) counts.set(pieceName(piece), (counts.get(pieceName(piece)) ?? 0) + 1);
  return counts;
}

function formatTally(counts: ReadonlyMap<string, number>): string {
  return (
    [...counts]
      .filter(([, n]) => n !== 0)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, n]) => `${n} ${name}`)
      .join(', ') || 'none'
  );
}

function checkConservation<Id extends string, M, O>(
  context: Context<Id, M, O>,
  pieces: PieceAccounting<Id, M, O>,
  position: Position<Id, O>,
  seed: number,
): void {
  const { game } = context;
  const claim = CONSERVATION;
  const board = boardOf(game, position);
  const onBoard = tally(board);
  const ledger = pieces.reserve !== undefined || pieces.taken !== undefined;
  const total = tally([...board, ...(pieces.reserve?.(position) ?? [])]);
  for (const move of sample(game.legalMoves(position), context.movesPerPosition, createRandom(seed))) {
    const next = game.play(position, move);
    const after = boardOf(game, next);
    const at = where(game, position, move);
    // However a game captures, a move brings at most one piece onto the board (a placement, a return).
    let entered = 0;
    for (const [name, n] of tally(after)) entered += Math.max(0, n - (onBoard.get(name) ?? 0));
    if (entered > 1)
      fail(
        game,
        claim,
        `${at} brings ${entered} pieces onto the board (${formatTally(onBoard)} before, ${formatTally(tally(after))} after)`,
      );
    const touched = pieces.touched?.(position, move);
    if (touched !== undefined) {
      for (let p = 0; p < board.length; p++) {
        if (touched.includes(p)) continue;
        const was = board[p];
        const now = after[p];
        if (was?.owner !== now?.owner || was?.kind !== now?.kind) {
          fail(
            game,
            claim,
            `${at} changes ${game.board.name(p)} (${describePiece(was)} → ${describePiece(now)}), a point it does not touch`,
          );
        }
      }
    }
    if (!ledger) continue;
    const expected = new Map(total);
    for (const p of pieces.taken?.(position, move) ?? []) {
      const piece = board[p];
      if (piece === undefined) return fail(game, claim, `${at} takes ${game.board.name(p)}, an empty point`);
      expected.set(pieceName(piece), (expected.get(pieceName(piece)) ?? 0) - 1);
    }
    const now = tally([...after, ...(pieces.reserve?.(next) ?? [])]);
    const names = new Set([...expected.keys(), ...now.keys()]);
    for (const name of names) {
      if ((expected.get(name) ?? 0) !== (now.get(name) ?? 0)) {
        fail(game, claim, `after ${at} the board and the reserve hold ${formatTally(now)}, not ${formatTally(expected)}`);
      }
    }
  }
}

const describePiece = (piece: Piece | undefined): string => (piece === undefined ? 'empty' : pieceName(piece));

const otherPlayer = (player: Player): Player => (player === 'black' ? 'white' : 'black');

function sameOutcome(a: Outcome | undefined, b: Outcome | undefined): boolean {
  return a?.winner === b?.winner && a?.reason === b?.reason;
}

/** The points whose opponent's piece (of the player to move before) a move took or turned. */
function capturedPoints(before: readonly (Piece | undefined)[], after: readonly (Piece | undefined)[], mover: Player): number[] {
  const points: number[] = [];
  before.forEach((piece, p) => {
    if (piece !== undefined && piece.owner !== mover && after[p]?.owner !== piece.owner) points.push(p);
  });
  return points;
}

const sortedNumbers = (xs: readonly number[]): string => [...xs].sort((a, b) => a - b).join();

function checkSymmetry<Id extends string, M, O>(
  context: Context<Id, M, O>,
  mapping: SymmetryMapping<M>,
  symmetry: Symmetry,
  swap: boolean,
  position: Position<Id, O>,
  seed: number,
): void {
  const { game } = context;
  const claim = `${swap ? COLOUR_SWAPS : SYMMETRIES} (${symmetry.name})`;
  // The string drops the history, which a symmetry cannot map: compare positions without one.
  const text = game.formatPosition(position);
  const base = game.parsePosition(text, position.options);
  const imageText = mapping.mapPosition(text, symmetry, swap);
  let image: Position<Id, O>;
  try {
    image = game.parsePosition(imageText, position.options);
  } catch (error) {
    return fail(game, claim, `the image ${imageText} of ${text} is refused: ${String(error)}`);
  }
  const mover = game.toMove(base);
  if (game.toMove(image) !== (swap ? otherPlayer(mover) : mover))
    fail(game, claim, `the image ${imageText} of ${text} has the wrong player to move`);
  const legal = game.legalMoves(base);
  const expected = new Set(legal.map((m) => game.encodeMove(mapping.mapMove(m, symmetry))));
  const got = new Set(game.legalMoves(image).map((m) => game.encodeMove(m)));
  const missing = legal.filter((m) => !got.has(game.encodeMove(mapping.mapMove(m, symmetry))));
  const extra = game.legalMoves(image).filter((m) => !expected.has(game.encodeMove(m)));
  if (missing.length > 0 || extra.length > 0) {
    const list = (p: Position<Id, O>, ms: readonly M[]): string => ms.map((m) => game.formatMove(p, m)).join(' ') || '(none)';
    fail(
      game,
      claim,
      `the image ${imageText} of ${text} lacks the images of ${list(base, missing)} and has the moves ${list(image, extra)} besides`,
    );
  }
  const outcome = game.outcome(base);
  const mapped =
    outcome === undefined
      ? undefined
      : { ...outcome, winner: swap && outcome.winner !== null ? otherPlayer(outcome.winner) : outcome.winner };
  if (!sameOutcome(game.outcome(image), mapped)) {
    fail(
      game,
      claim,
      `the image ${imageText} of ${text} has the outcome ${JSON.stringify(game.outcome(image))}, not ${JSON.stringify(mapped)}`,
    );
  }
  const board = boardOf(game, base);
  const imageBoard = boardOf(game, image);
  for (const move of sample(legal, context.movesPerPosition, createRandom(seed))) {
    const imageMove = mapping.mapMove(move, symmetry);
    const next = game.play(base, move);
    const imageNext = game.play(image, imageMove);
    // Captures first, so that a capture that differs is named as one.
    const captured = capturedPoints(board, boardOf(game, next), mover).map((p) => symmetry.points[p] as number);
    const imageCaptured = capturedPoints(imageBoard, boardOf(game, imageNext), game.toMove(image));
    if (sortedNumbers(captured) !== sortedNumbers(imageCaptured)) {
      const names = (ps: readonly number[]): string => ps.map((p) => game.board.name(p)).join(' ') || 'nothing';
      fail(
        game,
        claim,
        `${where(game, image, imageMove)} captures ${names(imageCaptured)}, not ${names(captured)}, ` +
          `the image of what ${where(game, base, move)} captures`,
      );
    }
    const want = mapping.mapPosition(game.formatPosition(next), symmetry, swap);
    if (game.formatPosition(imageNext) !== want) {
      fail(
        game,
        claim,
        `${where(game, image, imageMove)} gives ${game.formatPosition(imageNext)}, not ${want}, ` +
          `the image of ${game.formatPosition(next)} after ${where(game, base, move)}`,
      );
    }
  }
}
