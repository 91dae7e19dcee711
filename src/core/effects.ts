import { MAX_BOARD_POINTS } from './board.js';
import { describeValue } from './describe.js';
import { RulesError } from './errors.js';
import type { Piece } from './game.js';
import { PLAYERS } from './player.js';

/*
 * What a move does to the board, as a list of effects a user interface can animate one after
 * another, and the default that derives them from the board before and after a move.
 */

/** The kinds of {@link MoveEffect}. */
export const MOVE_EFFECT_KINDS = ['move', 'remove', 'place'] as const;

/** The kind of a {@link MoveEffect}: one of {@link MOVE_EFFECT_KINDS}. */
export type MoveEffectKind = (typeof MOVE_EFFECT_KINDS)[number];

/** A piece goes from one point to another, which is empty when it arrives. */
export interface PieceMoved {
  /** Always `move`. */
  readonly kind: 'move';
  /** The point it leaves. */
  readonly from: number;
  /** The point it arrives on. */
  readonly to: number;
  /** The piece that moves. */
  readonly piece: Piece;
}

/**
 * A piece leaves the board. Where it goes is the game's: out of the game, or off the board to be
 * brought back later, in which case {@link Game.offBoard} counts it after the move (as `held`).
 */
export interface PieceRemoved {
  /** Always `remove`. */
  readonly kind: 'remove';
  /** The point it leaves. */
  readonly at: number;
  /** The piece removed, with its owner and kind. */
  readonly piece: Piece;
}

/**
 * A piece comes onto an empty point from off the board: one that {@link Game.offBoard} counted
 * before the move (held for return, or not yet placed), or, in a game that counts no pieces off
 * the board, from a supply it does not count.
 */
export interface PiecePlaced {
  /** Always `place`. */
  readonly kind: 'place';
  /** The point it is put on. */
  readonly at: number;
  /** The piece, with the owner it has on the board and its kind. */
  readonly piece: Piece;
}

/**
 * One thing a move does to the board. {@link Game.effects} lists them in the order they can be
 * shown: applied one after another to the board before the move ({@link applyEffects}), each
 * finds what it names (a `move` its piece on `from` and an empty `to`, a `remove` its piece, a
 * `place` an empty point) and together they make the board after the move.
 */
export type MoveEffect = PieceMoved | PieceRemoved | PiecePlaced;

/** A board as the pieces on its points, in point order (`undefined` for an empty point). */
export type BoardPieces = readonly (Piece | undefined)[];

/**
 * Whether two pieces (or empty points) are alike: the same owner and kind.
 *
 * @throws {@link RulesError} `argument/invalid` for a value that is neither a piece nor `undefined`.
 */
export function samePiece(a: Piece | undefined, b: Piece | undefined): boolean {
  return alike(readPiece(a, 'samePiece', 'the first piece'), readPiece(b, 'samePiece', 'the second piece'));
}

/** {@link samePiece} of two checked pieces. */
function alike(a: Piece | undefined, b: Piece | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && a.owner === b.owner && a.kind === b.kind);
}

/**
 * `value` as a piece (or `undefined` for an empty point), checked: an object whose owner is a
 * player and whose kind is a string. `owner` and `what` name it in the message.
 */
export function readPiece(value: unknown, owner: string, what: string): Piece | undefined {
  if (value === undefined) return undefined;
  const refuse = (): never => {
    throw new RulesError(
      'argument/invalid',
      `${owner}: ${what} must be a piece ({ owner, kind }) or undefined, got ${describeValue(value)}`,
    );
  };
  if (typeof value !== 'object' || value === null) return refuse();
  const piece = value as Partial<Record<keyof Piece, unknown>>;
  if (!PLAYERS.some((player) => player === piece.owner) || typeof piece.kind !== 'string') return refuse();
  return value as Piece;
}

/**
 * `value` as a board of pieces, checked: a list of at most {@link MAX_BOARD_POINTS} pieces or
 * `undefined`s, its length read before any element. A fresh list.
 */
function readBoard(value: unknown, owner: string, what: string): (Piece | undefined)[] {
  const length = Array.isArray(value) ? (value as unknown[]).length : -1;
  if (length < 0 || length > MAX_BOARD_POINTS) {
    throw new RulesError(
      'argument/invalid',
      `${owner}: ${what} must be a list of at most ${MAX_BOARD_POINTS} pieces or undefined, got ${describeValue(value)}`,
    );
  }
  const list = value as readonly unknown[];
  const pieces: (Piece | undefined)[] = [];
  for (let p = 0; p < length; p++) pieces.push(readPiece(list[p], owner, `point ${p} of ${what}`));
  return pieces;
}

// A move's effects touch points of the board, each at most a few times (a piece leaves, another
// arrives, one is placed): a list far longer than that is refused before it is read.
/** The most effects one list may hold. */
const MAX_EFFECTS = 4 * MAX_BOARD_POINTS;

/** Whether a value is an integer (a point index, checked against a board where there is one). */
const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/**
 * `value` as a list of move effects, checked and copied (each read once, frozen): a list of at
 * most {@link MAX_EFFECTS} effects, each of a kind of {@link MOVE_EFFECT_KINDS} with integer
 * points and a piece. Whether the points are the board's is for the caller to check.
 */
export function readEffects(value: unknown, owner: string): MoveEffect[] {
  const length = Array.isArray(value) ? (value as unknown[]).length : -1;
  if (length < 0 || length > MAX_EFFECTS) {
    throw new RulesError('argument/invalid', `${owner} needs a list of at most ${MAX_EFFECTS} move effects, got ${describeValue(value)}`);
  }
  const list = value as readonly unknown[];
  const effects: MoveEffect[] = [];
  for (let i = 0; i < length; i++) effects.push(readEffect(list[i], owner));
  return effects;
}

/** One effect of {@link readEffects}. */
function readEffect(value: unknown, owner: string): MoveEffect {
  const refuse = (why: string): never => {
    throw new RulesError('argument/invalid', `${owner}: effect ${describeValue(value)} is not a move effect: ${why}`);
  };
  if (typeof value !== 'object' || value === null) return refuse('not an object');
  const { kind, from, to, at, piece: given } = value as Partial<Record<'kind' | 'from' | 'to' | 'at' | 'piece', unknown>>;
  if (given === undefined) return refuse('it has no piece');
  const piece = readPiece(given, owner, 'the piece of an effect') as Piece;
  if (kind === 'move') {
    if (!isInteger(from) || !isInteger(to)) return refuse('its from and to must be point indices');
    return moved(from, to, piece);
  }
  if (kind !== 'remove' && kind !== 'place') return refuse(`its kind must be one of ${MOVE_EFFECT_KINDS.join(', ')}`);
  if (!isInteger(at)) return refuse('its at must be a point index');
  return kind === 'remove' ? removed(at, piece) : placed(at, piece);
}

const frozenPiece = (piece: Piece): Piece => Object.freeze({ owner: piece.owner, kind: piece.kind });

/** A frozen move effect. */
export function moved(from: number, to: number, piece: Piece): PieceMoved {
  return Object.freeze({ kind: 'move', from, to, piece: frozenPiece(piece) });
}

/** A frozen remove effect. */
export function removed(at: number, piece: Piece): PieceRemoved {
  return Object.freeze({ kind: 'remove', at, piece: frozenPiece(piece) });
}

/** A frozen place effect. */
export function placed(at: number, piece: Piece): PiecePlaced {
  return Object.freeze({ kind: 'place', at, piece: frozenPiece(piece) });
}

/** A frozen copy of an effect (a game's own may hand out objects it keeps changing). */
export function frozenEffect(effect: MoveEffect): MoveEffect {
  if (Object.isFrozen(effect) && Object.isFrozen(effect.piece)) return effect;
  if (effect.kind === 'move') return moved(effect.from, effect.to, effect.piece);
  return effect.kind === 'remove' ? removed(effect.at, effect.piece) : placed(effect.at, effect.piece);
}

/**
 * The board after applying `effects` one after another to `board` (a new list; `board` is left
 * as it was). Throws `argument/invalid` for an effect that does not find what it names: a point
 * that is not one of the board's, a `move` whose piece is not on `from` or whose `to` is taken,
 * a `remove` of a piece that is not there, a `place` on a taken point; and for a `board` that is
 * not a list of pieces or `undefined`s (of at most 32767 points) or `effects` that are not a list
 * of move effects.
 */
export function applyEffects(board: BoardPieces, effects: readonly MoveEffect[]): (Piece | undefined)[] {
  const pieces = readBoard(board, 'applyEffects', 'the board');
  const given = readEffects(effects, 'applyEffects');
  const point = (p: number, effect: MoveEffect): number => {
    if (!(Number.isInteger(p) && p >= 0 && p < pieces.length)) bad(effect, `${describeValue(p)} is not a point of the board`);
    return p;
  };
  for (const effect of given) {
    if (effect.kind === 'move') {
      const from = point(effect.from, effect);
      const to = point(effect.to, effect);
      if (!alike(pieces[from], effect.piece)) bad(effect, `point ${from} holds ${describePiece(pieces[from])}`);
      if (pieces[to] !== undefined) bad(effect, `point ${to} holds ${describePiece(pieces[to])}`);
      pieces[to] = pieces[from];
      pieces[from] = undefined;
    } else if (effect.kind === 'remove') {
      const at = point(effect.at, effect);
      if (!alike(pieces[at], effect.piece)) bad(effect, `point ${at} holds ${describePiece(pieces[at])}`);
      pieces[at] = undefined;
    } else {
      const at = point(effect.at, effect);
      if (pieces[at] !== undefined) bad(effect, `point ${at} holds ${describePiece(pieces[at])}`);
      pieces[at] = effect.piece;
    }
  }
  return pieces;
}

function describePiece(piece: Piece | undefined): string {
  return piece === undefined ? 'nothing' : `a ${piece.owner} ${piece.kind}`;
}

function bad(effect: MoveEffect, problem: string): never {
  throw new RulesError('argument/invalid', `effect ${describeValue(effect)} does not fit the board: ${problem}`);
}

interface Change {
  readonly at: number;
  readonly piece: Piece;
}

/**
 * The effects that turn board `before` into board `after`, found from the difference alone: a
 * piece that vanished from one point and a piece of the same owner and kind that appeared on
 * another make a `move` (the first such pair in point order), any other vanished piece a
 * `remove`, any other appeared piece a `place`. They are ordered as a move is usually seen: the
 * pieces on points that others arrive on leave first, then the pieces move (a piece leaving a
 * point before another arrives on it), then the other pieces are removed, then placed. Exact
 * for a move in which at most one piece of each owner and kind moves; a game whose moves move
 * more, or by a path the two boards do not show, writes its own {@link GameRules.effects}.
 *
 * @throws {@link RulesError} `argument/invalid` for boards that are not lists of pieces or
 *   `undefined`s (of at most 32767 points), or not of the same length.
 */
export function boardEffects(before: BoardPieces, after: BoardPieces): MoveEffect[] {
  return effectsBetween(readBoard(before, 'boardEffects', 'the board before'), readBoard(after, 'boardEffects', 'the board after'));
}

/** {@link boardEffects} of checked boards. */
function effectsBetween(before: BoardPieces, after: BoardPieces): MoveEffect[] {
  if (before.length !== after.length) {
    throw new RulesError('argument/invalid', `boardEffects needs two boards of one size, got ${before.length} and ${after.length} points`);
  }
  const vanished: Change[] = [];
  const appeared: Change[] = [];
  for (let p = 0; p < before.length; p++) {
    const was = before[p];
    const is = after[p];
    if (alike(was, is)) continue;
    if (was !== undefined) vanished.push({ at: p, piece: was });
    if (is !== undefined) appeared.push({ at: p, piece: is });
  }
  const pending: PieceMoved[] = [];
  const places: PiecePlaced[] = [];
  const paired = new Set<Change>();
  for (const arrival of appeared) {
    const source = vanished.find((change) => !paired.has(change) && alike(change.piece, arrival.piece));
    if (source === undefined) {
      places.push(placed(arrival.at, arrival.piece));
      continue;
    }
    paired.add(source);
    pending.push(moved(source.at, arrival.at, source.piece));
  }
  const arrivals = new Set(appeared.map((change) => change.at));
  const removes = vanished.filter((change) => !paired.has(change)).map((change) => removed(change.at, change.piece));
  const displaced = removes.filter((effect) => arrivals.has(effect.at));
  const effects: MoveEffect[] = [...displaced];
  // Which points hold a piece as the effects go on: the board before, where no effect has changed it.
  const changed = new Map<number, boolean>();
  const occupied = (p: number): boolean => changed.get(p) ?? before[p] !== undefined;
  for (const effect of displaced) changed.set(effect.at, false);
  // Each round moves the pieces whose point of arrival is free; a ring of pieces that take each
  // other's points has none, and is shown as its pieces lifted off and put down again.
  while (pending.length > 0) {
    const ready = pending.findIndex((effect) => !occupied(effect.to));
    if (ready < 0) {
      for (const effect of pending) effects.push(removed(effect.from, effect.piece));
      for (const effect of pending) places.unshift(placed(effect.to, effect.piece));
      break;
    }
    const [effect] = pending.splice(ready, 1) as [PieceMoved];
    changed.set(effect.from, false);
    changed.set(effect.to, true);
    effects.push(effect);
  }
  for (const effect of removes) if (!arrivals.has(effect.at)) effects.push(effect);
  effects.push(...places);
  return effects;
}
