import { popcount } from './bits.js';
import { RulesError, quote } from './errors.js';
import type { Piece } from './game.js';
import { formatRows, parseRows } from './notation.js';
import type { Player } from './player.js';
import type { GameRules } from './rules.js';
import type { DrawOptions } from './options.js';

/**
 * The compact state of a two-colour game on a small grid, such as Four Field
 * Kono and Jul-Gonu: one bit mask per colour, bit `p` for point `p`, and the player to move.
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
  black: number;
  white: number;
  turn: 0 | 1;
}

/** The largest grid whose key (two masks and the turn) is an exact JavaScript integer. */
export const MAX_MASK_POINTS = 26;

/** What {@link maskStateRules} needs to know of a mask game. */
export interface MaskGameShape {
  /** Its name, for messages. */
  readonly name: string;
  /** Files of the grid (as `squareGrid` numbers its points). */
  readonly files: number;
  /** Ranks of the grid; `files × ranks` is at most {@link MAX_MASK_POINTS}. */
  readonly ranks: number;
  /** Black's and White's pieces at the start; Black moves first. */
  readonly start: { readonly black: number; readonly white: number };
  /** The most pieces a colour can have; a position string with more is `position/invalid`. */
  readonly maxPieces: number;
  /** What {@link Piece.kind} calls a piece. */
  readonly pieceKind: string;
}

/** The members of {@link GameRules} that depend on the state only. */
export type StateRules<S> = Pick<
  GameRules<S, unknown, DrawOptions>,
  'start' | 'clone' | 'copy' | 'turn' | 'key' | 'formatPosition' | 'parsePosition' | 'pieceAt'
>;

/**
 * The state half of a mask game's {@link GameRules}: start, copies, key, turn, the position string
 * (ranks from the top down, `b`, `w` or a run of empty points, then `b` or `w` to move) and
 * `pieceAt`. A game spreads it into its rules and adds its moves.
 */
export function maskStateRules(shape: MaskGameShape): StateRules<MutableMaskState> {
  const { files, ranks, name, maxPieces } = shape;
  if (!(Number.isInteger(files) && Number.isInteger(ranks) && files >= 1 && ranks >= 1 && files * ranks <= MAX_MASK_POINTS)) {
    throw new RulesError('argument/invalid', `a mask game's grid has at most ${MAX_MASK_POINTS} points, not ${files}×${ranks}`);
  }
  // The key packs both masks and the turn into one exact integer: 2 × 26 + 1 = 53 bits.
  const whiteScale = 2 ** (files * ranks);
  const turnScale = whiteScale * whiteScale;
  const rowLengths = Array.from({ length: ranks }, () => files);
  const pieces: Record<Player, Piece> = {
    black: Object.freeze({ owner: 'black', kind: shape.pieceKind }),
    white: Object.freeze({ owner: 'white', kind: shape.pieceKind }),
  };
  return {
    start: () => ({ black: shape.start.black, white: shape.start.white, turn: 0 }),
    clone: (s) => ({ black: s.black, white: s.white, turn: s.turn }),
    copy(target, source) {
      target.black = source.black;
      target.white = source.white;
      target.turn = source.turn;
    },
    turn: (s) => (s.turn === 0 ? 'black' : 'white'),
    key: (s) => s.black + s.white * whiteScale + s.turn * turnScale,
    formatPosition(s) {
      const rows: string[][] = [];
      for (let rank = ranks - 1; rank >= 0; rank--) {
        const row: string[] = [];
        for (let file = 0; file < files; file++) {
          const bit = 1 << (rank * files + file);
          row.push(s.black & bit ? 'b' : s.white & bit ? 'w' : '');
        }
        rows.push(row);
      }
      return `${formatRows(rows)} ${s.turn === 0 ? 'b' : 'w'}`;
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
      parseRows(field, rowLengths, 'bw', what).forEach((cells, r) =>
        cells.forEach((cell, file) => {
          const bit = 1 << ((ranks - 1 - r) * files + file);
          if (cell === 'b') black |= bit;
          else if (cell === 'w') white |= bit;
        }),
      );
      for (const [colour, mask] of [['black', black], ['white', white]] as const) {
        if (popcount(mask) > maxPieces) {
          throw new RulesError('position/invalid', `${what}: ${colour} has ${popcount(mask)} pieces, at most ${maxPieces} are possible`);
        }
      }
      return { black, white, turn: mover === 'b' ? 0 : 1 };
    },
    pieceAt: (s, p) => ((s.black >>> p) & 1 ? pieces.black : (s.white >>> p) & 1 ? pieces.white : undefined),
  };
}
