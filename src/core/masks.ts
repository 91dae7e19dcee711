import { lowestBit, popcount } from './bits.js';
import { RulesError, quote } from './errors.js';
import type { Piece } from './game.js';
import { formatRows, parseRows } from './notation.js';
import type { Player } from './player.js';
import type { GameRules } from './rules.js';
import type { DrawOptions } from './options.js';
import { describeValue } from './describe.js';

/**
 * The compact state of a two-colour game of one kind of piece on a small grid: one bit mask per
 * colour, bit `p` for point `p`, and the player to move.
 */
export interface MaskState {
  /** Black's pieces: bit `p` set for a black piece on point `p`. */
  readonly black: number;
  /** White's pieces, likewise. */
  readonly white: number;
  /** The player to move: 0 Black, 1 White. */
  readonly turn: 0 | 1;
}

/** A {@link MaskState} as the rules change it in place; never handed out. */
export interface MutableMaskState {
  /** Black's pieces, as in {@link MaskState.black}. */
  black: number;
  /** White's pieces, as in {@link MaskState.white}. */
  white: number;
  /** The player to move, as in {@link MaskState.turn}. */
  turn: 0 | 1;
}

/** The largest grid whose key (a base-3 digit per point and the turn) is an exact JavaScript integer. */
export const MAX_MASK_POINTS = 32;

/**
 * The position key of a mask game on a grid of `points` points: the board read as a base-3 number
 * (a digit per point: 0 empty, 1 black, 2 white) plus the turn, one exact integer below 2 × 3^points.
 * `maskStateRules` keys positions with it, and a game may call it to key a position it has not
 * built.
 */
export function maskKey(points: number): (black: number, white: number, turn: 0 | 1) => number {
  if (!(Number.isInteger(points) && points >= 1 && points <= MAX_MASK_POINTS)) {
    throw new RulesError('argument/invalid', `a mask game's grid has 1 to ${MAX_MASK_POINTS} points, not ${describeValue(points)}`);
  }
  // Each point is a base-3 digit (0 empty, 1 black, 2 white), read a byte of each mask at a time
  // from tables. Up to 16 points the key stays below 2^30, a small integer the engine never boxes.
  const ternary = new Float64Array(4 * 256);
  for (let chunk = 0; chunk < 4; chunk++) {
    for (let byte = 0; byte < 256; byte++) {
      let value = 0;
      for (let bit = 0; bit < 8; bit++) if (byte & (1 << bit)) value += 3 ** (chunk * 8 + bit);
      ternary[chunk * 256 + byte] = value;
    }
  }
  const turnScale = 3 ** points;
  if (points <= 16) {
    const small = Int32Array.from(ternary.subarray(0, 512));
    return (black, white, turn) =>
      ((small[black & 255] as number) +
        (small[256 + (black >>> 8)] as number) +
        2 * ((small[white & 255] as number) + (small[256 + (white >>> 8)] as number)) +
        turn * turnScale) |
      0;
  }
  const digits = (mask: number): number =>
    (ternary[mask & 255] as number) +
    (ternary[256 + ((mask >>> 8) & 255)] as number) +
    (ternary[512 + ((mask >>> 16) & 255)] as number) +
    (ternary[768 + (mask >>> 24)] as number);
  return (black, white, turn) => digits(black) + 2 * digits(white) + turn * turnScale;
}

/**
 * How a {@link maskKey} of a grid of `points` points changes when the player to move (`turn`)
 * moves a piece from `from` to the empty point `to`, captures nothing, and the turn passes: a
 * constant per move, so a key can follow a step without the board being read again.
 */
export function maskStepKeyDelta(points: number, from: number, to: number, turn: 0 | 1): number {
  const digit = turn === 0 ? 1 : 2;
  const turnScale = 3 ** points;
  return digit * (3 ** to - 3 ** from) + (turn === 0 ? turnScale : -turnScale);
}

/** What {@link maskStateRules} needs to know of a mask game. */
export interface MaskGameShape {
  /** Its name, for messages. */
  readonly name: string;
  /** Files of the grid (as `squareGrid` numbers its points). */
  readonly files: number;
  /** Ranks of the grid; `files × ranks` is at most {@link MAX_MASK_POINTS}. */
  readonly ranks: number;
  /** Black's and White's pieces at the start, as masks; Black moves first. */
  readonly start: Pick<MaskState, 'black' | 'white'>;
  /** The most pieces a colour can have; a position string with more is `position/invalid`. */
  readonly maxPieces: number;
  /** What {@link Piece.kind} calls a piece. */
  readonly pieceKind: string;
}

/** The members of {@link GameRules} that depend on the working state `W` only. */
export type StateRules<W> = Required<
  Pick<
    GameRules<string, unknown, DrawOptions, W>,
    'start' | 'clone' | 'copy' | 'toMove' | 'positionKey' | 'formatPosition' | 'parsePosition' | 'pieceAt' | 'occupiedPoints'
  >
>;

/**
 * The state half of a mask game's {@link GameRules}: start, copies, the player to move, the key, the position string
 * (ranks from the top down, `b`, `w` or a run of empty points, then `b` or `w` to move),
 * `pieceAt` and `occupiedPoints`. A game spreads it into its rules and adds its moves.
 */
export function maskStateRules(shape: MaskGameShape): StateRules<MutableMaskState> {
  if (typeof shape !== 'object' || shape === null) {
    throw new RulesError('argument/invalid', `maskStateRules needs a mask game's shape, got ${describeValue(shape)}`);
  }
  const { files, ranks, name, maxPieces } = shape;
  if (!(Number.isInteger(files) && Number.isInteger(ranks) && files >= 1 && ranks >= 1)) {
    throw new RulesError(
      'argument/invalid',
      `a mask game's grid needs whole numbers of files and ranks, not ${describeValue(files)} and ${describeValue(ranks)}`,
    );
  }
  const points = files * ranks;
  const keyOf = maskKey(points);
  const rowLengths = Array.from({ length: ranks }, () => files);
  const pieces: Record<Player, Piece> = {
    black: Object.freeze({ owner: 'black', kind: shape.pieceKind }),
    white: Object.freeze({ owner: 'white', kind: shape.pieceKind }),
  };
  const clone = (s: MaskState): MutableMaskState => ({ black: s.black, white: s.white, turn: s.turn });
  // Positions are written on every play, so each rank's text is made once, with what follows it
  // (a `/`, or for the bottom rank the player to move), and then looked up by the rank's two masks
  // (on boards of up to eight files; wider ones are written each time).
  const tables = files <= 8 ? 4 ** files : 0;
  /** The texts of ranks above the bottom one, then of the bottom one with each player to move. */
  const rankTexts = [new Array<string | undefined>(tables), new Array<string | undefined>(tables), new Array<string | undefined>(tables)];
  const rankMask = 2 ** files - 1;
  const rankText = (black: number, white: number, after: 0 | 1 | 2): string => {
    const index = black | (white << files);
    const table = rankTexts[after] as (string | undefined)[];
    let text = table[index];
    if (text === undefined) {
      const cells = Array.from({ length: files }, (_, file) => ((black >>> file) & 1 ? 'b' : (white >>> file) & 1 ? 'w' : ''));
      text = formatRows([cells]) + (after === 0 ? '/' : after === 1 ? ' b' : ' w');
      if (files <= 8) table[index] = text;
    }
    return text;
  };
  const copy = (target: MutableMaskState, source: MaskState): void => {
    target.black = source.black;
    target.white = source.white;
    target.turn = source.turn;
  };
  return {
    start: () => ({ black: shape.start.black, white: shape.start.white, turn: 0 }),
    clone,
    copy,
    toMove: (s) => (s.turn === 0 ? 'black' : 'white'),
    positionKey: (s) => keyOf(s.black, s.white, s.turn),
    formatPosition(s) {
      let text = '';
      for (let rank = ranks - 1; rank > 0; rank--) {
        const shift = rank * files;
        text += rankText((s.black >>> shift) & rankMask, (s.white >>> shift) & rankMask, 0);
      }
      return text + rankText(s.black & rankMask, s.white & rankMask, s.turn === 0 ? 1 : 2);
    },
    parsePosition(text) {
      const what = `bad ${name} position ${quote(text)}`;
      const fields = text.split(' ');
      if (fields.length !== 2) {
        throw new RulesError('position/syntax', `${what}: expected the board and the player to move separated by one space`);
      }
      const [field, mover] = fields as [string, string];
      if (mover !== 'b' && mover !== 'w') {
        throw new RulesError('position/syntax', `${what}: the player to move must be "b" or "w", found ${quote(mover)}`);
      }
      let black = 0;
      let white = 0;
      parseRows(field, rowLengths, 'bw', what, (r) => `rank ${ranks - r}`).forEach((cells, r) =>
        cells.forEach((cell, file) => {
          const bit = 1 << ((ranks - 1 - r) * files + file);
          if (cell === 'b') black |= bit;
          else if (cell === 'w') white |= bit;
        }),
      );
      for (const [colour, mask] of [
        ['black', black],
        ['white', white],
      ] as const) {
        if (popcount(mask) > maxPieces) {
          throw new RulesError('position/invalid', `${what}: ${colour} has ${popcount(mask)} pieces, at most ${maxPieces} are possible`);
        }
      }
      return { black, white, turn: mover === 'b' ? 0 : 1 };
    },
    pieceAt: (s, p) => ((s.black >>> p) & 1 ? pieces.black : (s.white >>> p) & 1 ? pieces.white : undefined),
    occupiedPoints(s, out) {
      let n = 0;
      for (let rest = s.black | s.white; rest !== 0; rest &= rest - 1) out[n++] = lowestBit(rest);
      return n;
    },
  };
}

/**
 * An evaluation for a mask game: for the player to move, the difference in pieces plus
 * `mobilityWeight` times the difference in moves `count` finds for each side (the opponent's
 * counted as if it were their turn).
 */
export function maskEvaluation(count: (state: MaskState) => number, mobilityWeight: number): (state: MaskState) => number {
  // A scratch state to count the opponent's moves without touching the cursor's.
  const scratch: MutableMaskState = { black: 0, white: 0, turn: 0 };
  return (state) => {
    scratch.black = state.black;
    scratch.white = state.white;
    scratch.turn = state.turn;
    const mine = count(scratch);
    scratch.turn = state.turn === 0 ? 1 : 0;
    const theirs = count(scratch);
    const material = popcount(state.black) - popcount(state.white);
    return (state.turn === 0 ? material : -material) + mobilityWeight * (mine - theirs);
  };
}
