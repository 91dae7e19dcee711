import { DIRECTION_COUNT, EDGE, NEIGHBOUR, OFF_BOARD, SIZE } from './board.js';

/**
 * An Agon move: a `step` to an adjacent cell (A3, AH1), taking an enemy there (A4) and any
 * enemies it encloses (A5, AH3; all implied by the position); a `place` of a Queen or a Guard on
 * an empty edge cell, returning a held piece (A6) or placing one's own (A2 `placement`); a
 * `release` of a captured piece (AH4, the historical variant); or a `pass` (A9, AH6).
 */
export type AgonMove =
  | {
      /** A step. */
      readonly kind: 'step';
      /** The cell the piece leaves. */
      readonly from: number;
      /** The adjacent cell it enters. */
      readonly to: number;
    }
  | {
      /** A placement or a return. */
      readonly kind: 'place';
      /** Which kind of piece. */
      readonly piece: 'queen' | 'guard';
      /** The empty edge cell it is put on. */
      readonly at: number;
    }
  | {
      /** A release of a captured piece (AH4). */
      readonly kind: 'release';
      /** The cell of the captured piece. */
      readonly from: number;
      /** The empty cell it is moved to: any cell for a Queen, an edge cell for a Guard. */
      readonly to: number;
    }
  | {
      /** A pass, the only move of a player who has no other. */
      readonly kind: 'pass';
    };

/*
 * The action table: the steps, by the cell they start from (point order) then direction (north,
 * northeast, southeast, south, southwest, northwest); then the placements of a Queen on each edge
 * cell in point order, then of a Guard; then the pass; then the releases, by the cell left, then
 * the cell entered, in point order. That is also the order of legal moves.
 */
const stepFrom: number[] = [];
const stepTo: number[] = [];
const stepDirection: number[] = [];
const moves: AgonMove[] = [];
/** The step action of cell p in direction d at p * 6 + d, or -1. */
export const STEP_ACTION = new Int32Array(SIZE * 6).fill(-1);
for (let p = 0; p < SIZE; p++) {
  for (let d = 0; d < 6; d++) {
    const to = NEIGHBOUR[p * 6 + d] as number;
    if (to === OFF_BOARD) continue;
    STEP_ACTION[p * 6 + d] = moves.length;
    stepFrom.push(p);
    stepTo.push(to);
    stepDirection.push(d);
    moves.push(Object.freeze({ kind: 'step', from: p, to }));
  }
}
/**
 * The step actions of cell p in the directions of a 6-bit mask m, in action order, at
 * (p * 64 + m) * 6 onwards (the rest of the six places 0): a piece's steps are copied out whole.
 */
export const STEPS_OF = new Int32Array(SIZE * 64 * 6);
for (let p = 0; p < SIZE; p++) {
  for (let m = 0; m < 64; m++) {
    let i = 0;
    for (let d = 0; d < 6; d++) if (((m >> d) & 1) === 1) STEPS_OF[(p * 64 + m) * 6 + i++] = STEP_ACTION[p * 6 + d] as number;
  }
}
/**
 * Writes the steps of the piece on cell p in the directions of mask `directions` into `out` from
 * index n, in action order; returns the index after them. All six places are written and the
 * piece's steps kept: no branch on how many it has.
 */
export function writeSteps(p: number, directions: number, out: Int32Array, n: number): number {
  const steps = (p * 64 + directions) * 6;
  out[n] = STEPS_OF[steps] as number;
  out[n + 1] = STEPS_OF[steps + 1] as number;
  out[n + 2] = STEPS_OF[steps + 2] as number;
  out[n + 3] = STEPS_OF[steps + 3] as number;
  out[n + 4] = STEPS_OF[steps + 4] as number;
  out[n + 5] = STEPS_OF[steps + 5] as number;
  return n + (DIRECTION_COUNT[directions] as number);
}

/** Number of step actions. */
const STEPS = moves.length;
/** The cell each step action leaves. */
export const STEP_FROM = Int16Array.from(stepFrom);
/** The cell each step action enters. */
export const STEP_TO = Int16Array.from(stepTo);
/** The direction of each step action. */
export const STEP_DIRECTION = Int8Array.from(stepDirection);
/** The steps of cell p are actions STEP_START[p] … STEP_START[p + 1] - 1 (the board's edges only). */
export const STEP_START = Int32Array.from({ length: SIZE + 1 }, (_, p) => (p === SIZE ? STEPS : stepFrom.indexOf(p)));
/** The first placement action: queen placements at PLACE + i, guards at PLACE + EDGE.length + i. */
export const PLACE = STEPS;
/** Each edge cell's place in {@link EDGE}, -1 for other cells. */
export const EDGE_INDEX = new Int32Array(SIZE).fill(-1);
EDGE.forEach((p, i) => (EDGE_INDEX[p] = i));
for (const piece of ['queen', 'guard'] as const) for (const at of EDGE) moves.push(Object.freeze({ kind: 'place', piece, at }));
/** The pass action. */
export const PASS = moves.length;
moves.push(Object.freeze({ kind: 'pass' }));
/** The first release action: the piece on cell `from` to cell `to` at RELEASE + from * 90 + (to, skipping `from`). */
export const RELEASE = moves.length;
for (let from = 0; from < SIZE; from++) {
  for (let to = 0; to < SIZE; to++) if (to !== from) moves.push(Object.freeze({ kind: 'release', from, to }));
}

/** Number of Agon actions: every step the board allows, 60 placements, the pass, 91 × 90 releases. */
export const ACTION_COUNT = moves.length;
/**
 * The most legal moves a position has: a release of one of six captured Guards to one of 30
 * edge cells (AH4); the seed's variant has at most 60 (seven pieces with six directions each,
 * or two kinds on 30 edge cells).
 */
export const MAX_MOVES = 180;

/** The (frozen, shared) move object of each action. */
export const MOVES: readonly AgonMove[] = moves;

/** The release action that moves the captured piece on `from` to `to` (two different cells). */
export function releaseAction(from: number, to: number): number {
  return RELEASE + from * (SIZE - 1) + (to < from ? to : to - 1);
}

/** The cell a release action leaves. */
export function releaseFrom(action: number): number {
  return Math.floor((action - RELEASE) / (SIZE - 1));
}

/** The cell a release action enters. */
export function releaseTo(action: number): number {
  const from = releaseFrom(action);
  const to = (action - RELEASE) % (SIZE - 1);
  return to < from ? to : to + 1;
}
