import { lowestBit } from 'ludicore';
import { CUSTODIAN, HASAMI_BOARD } from './board.js';
import { moverPieces, opponentPieces, type HasamiState, type MutableHasamiState } from './position.js';

/**
 * A Hasami move: the piece on `from` slides like a rook to `to`, over empty points only (H2).
 * The custodian captures it makes (H3) follow from the position; notation writes them
 * (`b1-b4xc4`). Points are indices into {@link HASAMI_BOARD}.
 */
export interface HasamiMove {
  /** The point the piece leaves. */
  readonly from: number;
  /** The point it slides to, on the same file or rank. */
  readonly to: number;
}

/*
 * The action table: every slide the board allows, by the point it starts from (a1, b1, …, e5),
 * then by direction (north, east, south, west), then nearest first. That order is both the
 * action index and the order of legal moves, so a direction's slides are consecutive actions:
 * RAY_START[p * 4 + d] is the first, RAY_LENGTH[p * 4 + d] their number.
 */
const FROM: number[] = [];
const TO: number[] = [];
/** For each action, the points it passes over and lands on: all must be empty (H2). */
const PATH: number[] = [];
const MOVES: HasamiMove[] = [];
const RAY_START = new Int32Array(HASAMI_BOARD.size * 4);
const RAY_LENGTH = new Int32Array(HASAMI_BOARD.size * 4);
for (let p = 0; p < HASAMI_BOARD.size; p++) {
  for (let d = 0; d < 4; d++) {
    RAY_START[p * 4 + d] = FROM.length;
    let path = 0;
    for (let to = HASAMI_BOARD.neighbour(p, d); to >= 0; to = HASAMI_BOARD.neighbour(to, d)) {
      path |= 1 << to;
      FROM.push(p);
      TO.push(to);
      PATH.push(path);
      MOVES.push(Object.freeze({ from: p, to }));
    }
    RAY_LENGTH[p * 4 + d] = FROM.length - (RAY_START[p * 4 + d] as number);
  }
}

/** The move object of each action index: 200 slides (25 points, 8 destinations each). */
export const ACTIONS: readonly HasamiMove[] = Object.freeze(MOVES);

/** Writes the slides of the player to move in action order; returns their number. */
export function generate(state: HasamiState, out: Int32Array): number {
  const occupied = state.black | state.white;
  let n = 0;
  for (let pieces = moverPieces(state); pieces !== 0; pieces &= pieces - 1) {
    const ray = lowestBit(pieces) * 4;
    for (let d = 0; d < 4; d++) {
      const start = RAY_START[ray + d] as number;
      const end = start + (RAY_LENGTH[ray + d] as number);
      // A slide stops before the first occupied point: no jumping (H2).
      for (let a = start; a < end && ((occupied >>> (TO[a] as number)) & 1) === 0; a++) out[n++] = a;
    }
  }
  return n;
}

/** Whether an action (in range) is a slide of a piece of the player to move over empty points. */
export function isLegal(state: HasamiState, action: number): boolean {
  const onFrom = ((moverPieces(state) >>> (FROM[action] as number)) & 1) !== 0;
  return onFrom && ((state.black | state.white) & (PATH[action] as number)) === 0;
}

/** The mask of the enemy pieces a legal slide takes (H3). */
export function capturesOf(state: HasamiState, action: number): number {
  const own = moverPieces(state) ^ (1 << (FROM[action] as number)) ^ (1 << (TO[action] as number));
  return CUSTODIAN.captures(TO[action] as number, own, opponentPieces(state));
}

/** Plays a legal slide in place, removing every piece it captures at once (H3). */
export function apply(state: MutableHasamiState, action: number): void {
  const taken = capturesOf(state, action);
  const moved = (1 << (FROM[action] as number)) | (1 << (TO[action] as number));
  if (state.turn === 0) {
    state.black ^= moved;
    state.white &= ~taken;
    state.turn = 1;
  } else {
    state.white ^= moved;
    state.black &= ~taken;
    state.turn = 0;
  }
}

/**
 * Whether a slide captured: the opponent's mask changed. A position with more pieces can never
 * come back, so the repetition history is cut there (H5).
 */
export function tookPieces(before: HasamiState, _action: number, after: HasamiState): boolean {
  return before.turn === 0 ? before.white !== after.white : before.black !== after.black;
}

/** The from- and to-point of an action. */
export function endpoints(action: number): readonly [from: number, to: number] {
  return [FROM[action] as number, TO[action] as number];
}

/** The action of the slide from `from` to `to`, or -1 when the two points share no file or rank. */
export function actionOf(from: number, to: number): number {
  for (let d = 0; d < 4; d++) {
    const start = RAY_START[from * 4 + d] as number;
    for (let a = start; a < start + (RAY_LENGTH[from * 4 + d] as number); a++) if (TO[a] === to) return a;
  }
  return -1;
}
