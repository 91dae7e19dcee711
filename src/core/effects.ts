import { describeValue } from './describe.js';
import { RulesError } from './errors.js';
import type { Piece } from './game.js';

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

/** Whether two pieces (or empty points) are alike: the same owner and kind. */
export function samePiece(a: Piece | undefined, b: Piece | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && a.owner === b.owner && a.kind === b.kind);
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
 * a `remove` of a piece that is not there, a `place` on a taken point.
 */
export function applyEffects(board: BoardPieces, effects: readonly MoveEffect[]): (Piece | undefined)[] {
  const pieces = [...board];
  const point = (p: number, effect: MoveEffect): number => {
    if (!(Number.isInteger(p) && p >= 0 && p < pieces.length)) bad(effect, `${describeValue(p)} is not a point of the board`);
    return p;
  };
  for (const effect of effects) {
    if (effect.kind === 'move') {
      const from = point(effect.from, effect);
      const to = point(effect.to, effect);
      if (!samePiece(pieces[from], effect.piece)) bad(effect, `point ${from} holds ${describePiece(pieces[from])}`);
      if (pieces[to] !== undefined) bad(effect, `point ${to} holds ${describePiece(pieces[to])}`);
      pieces[to] = pieces[from];
      pieces[from] = undefined;
    } else if (effect.kind === 'remove') {
      const at = point(effect.at, effect);
      if (!samePiece(pieces[at], effect.piece)) bad(effect, `point ${at} holds ${describePiece(pieces[at])}`);
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
  throw new RulesError('argument/invalid', `effect ${JSON.stringify(effect)} does not fit the board: ${problem}`);
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
 */
export function boardEffects(before: BoardPieces, after: BoardPieces): MoveEffect[] {
  const vanished: Change[] = [];
  const appeared: Change[] = [];
  for (let p = 0; p < before.length; p++) {
    const was = before[p];
    const is = after[p];
    if (samePiece(was, is)) continue;
    if (was !== undefined) vanished.push({ at: p, piece: was });
    if (is !== undefined) appeared.push({ at: p, piece: is });
  }
  const pending: PieceMoved[] = [];
  const places: PiecePlaced[] = [];
  const paired = new Set<Change>();
  for (const arrival of appeared) {
    const source = vanished.find((change) => !paired.has(change) && samePiece(change.piece, arrival.piece));
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
