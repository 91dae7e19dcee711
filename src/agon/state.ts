import { lowestBit, popcount } from '../core/bits.js';
import type { Player } from '../core/player.js';
import { BACK, DIRECTION_COUNT, NEIGHBOUR, OFF_BOARD, ON_BOARD, SIZE } from './board.js';

/*
 * Cell codes: 0 empty; the colour in the low two bits (1 Black, 2 White), 4 for a Queen, and 8
 * for a piece captured and left on its cell (AH3, the historical variant only). Piece-count lists
 * (held, unplaced) are in the order of the position string: q g Q G (Black Queen, Black Guards,
 * White Queen, White Guards).
 */
export const EMPTY = 0;
export const BLACK = 1;
export const WHITE = 2;
export const QUEEN = 4;
export const COLOUR = 3;
export const CAPTURED = 8;
/** The sentinel cell's code: both colour bits, so that it is neither empty nor either side's piece, and no step or line passes it. */
const OFF_CODE = COLOUR;

/** Index of a piece in a count list: colour (0 Black, 1 White) * 2 + (0 Queen, 1 Guard). */
export const countIndex = (code: number): number => ((code & COLOUR) - 1) * 2 + ((code & QUEEN) !== 0 ? 0 : 1);
/** The cell code of count-list entry i. */
export const codeOf = (i: number): number => ((i >> 1) + 1) | ((i & 1) === 0 ? QUEEN : 0);

/*
 * The working state is one Int32Array, so that a copy is a single `set`: the 91 cells' codes in
 * point order, the sentinel cell (index OFF_BOARD), the held and the unplaced pieces (count lists),
 * the player to move (0 Black, 1 White), each side's cells as bit masks of 32 cells a word
 * (Black's three words, then White's; cell p is bit p mod 32 of word p / 32), which let the rules
 * visit the mover's seven pieces rather than the 91 cells, and each cell's neighbours by colour
 * (NEAR), which give a piece's steps in one read rather than six.
 */
/** The count list of the pieces held for return (A6), each by its owner's opponent. */
export const HELD = OFF_BOARD + 1;
/** The count list of the pieces not yet placed (A2 `placement`). */
export const UNPLACED = HELD + 4;
/** The player to move: 0 Black, 1 White. */
export const TURN = UNPLACED + 4;
/** The first of the six mask words. */
export const PIECES = TURN + 1;
/**
 * Cell p's neighbours by colour at NEAR + p, as three 6-bit direction masks (bit d for direction
 * d): the empty ones in bits 0–5, Black's in bits 6–11, White's in bits 12–17, that is, a
 * neighbour of code `code` in bit d + 6 * (code & COLOUR). The slot after the cells takes the
 * sentinel's share of the updates and is never read.
 */
export const NEAR = PIECES + 6;
/**
 * Neighbouring cells counted in pairs: at PAIRS + 1 and PAIRS + 2, the pairs of a piece of colour
 * code 1 (Black) or 2 (White) and an empty neighbour; at PAIRS, the pairs of a Black and a White
 * piece side by side. A side steps from each of its pieces onto each neighbour it may enter (A3,
 * A4), so that its steps are a sum of these, read without visiting its pieces.
 */
export const PAIRS = NEAR + SIZE + 1;
const LENGTH = PAIRS + 3;

/** The NEAR masks of the empty board: every neighbour on the board empty. */
const EMPTY_NEAR = ON_BOARD;

/**
 * The state the rules read and change in place, laid out as above; never handed out (positions
 * hold its position string).
 */
export type WorkingAgonState = Int32Array;

/** A new working state: an empty board, Black to move. */
export function emptyState(): WorkingAgonState {
  const state = new Int32Array(LENGTH);
  state[OFF_BOARD] = OFF_CODE;
  state.set(EMPTY_NEAR, NEAR);
  return state;
}

/** A new copy of a working state. */
export const cloneState = (state: WorkingAgonState): WorkingAgonState => state.slice();

/** Overwrites working state `target` with `source`. */
export function copyState(target: WorkingAgonState, source: WorkingAgonState): void {
  target.set(source);
}

/** Marks cell p as holding a piece of colour code `colour` (1 or 2) in the masks, or clears it. */
export function setPiece(state: WorkingAgonState, colour: number, p: number, present: boolean): void {
  const word = PIECES + (colour - 1) * 3 + (p >> 5);
  const bit = 1 << (p & 31);
  state[word] = present ? (state[word] as number) | bit : (state[word] as number) & ~bit;
}

/** For cell p's direction d, at p * 6 + d: the place of the neighbour's NEAR mask, times 8, plus the direction back to p. */
const NEIGHBOUR_NEAR = Int32Array.from({ length: SIZE * 6 }, (_, at) => ((NEAR + (NEIGHBOUR[at] as number)) << 3) | (BACK[at] as number));

/** Cell p's colour (`code & COLOUR`) went from `before` to `after`: so it did in its neighbours' NEAR masks. */
function recolour(state: WorkingAgonState, p: number, before: number, after: number): void {
  if (before === after) return;
  const toggle = (1 << (6 * before)) | (1 << (6 * after));
  for (let at = p * 6; at < p * 6 + 6; at++) {
    const link = NEIGHBOUR_NEAR[at] as number;
    const near = link >> 3;
    state[near] = (state[near] as number) ^ (toggle << (link & 7));
  }
  if (before !== EMPTY) repair(state, p, before, -1);
  if (after !== EMPTY) repair(state, p, after, 1);
}

/**
 * A piece of colour code `colour` came to the empty cell p (`sign` 1) or left it empty (`sign`
 * -1): so it did in the {@link PAIRS} the cell makes with its neighbours.
 */
function repair(state: WorkingAgonState, p: number, colour: number, sign: number): void {
  const near = state[NEAR + p] as number;
  const empty = DIRECTION_COUNT[near & 63] as number;
  const own = DIRECTION_COUNT[(near >> (6 * colour)) & 63] as number;
  const enemy = DIRECTION_COUNT[(near >> (6 * (colour ^ COLOUR))) & 63] as number;
  state[PAIRS + colour] = (state[PAIRS + colour] as number) + sign * (empty - own);
  state[PAIRS + (colour ^ COLOUR)] = (state[PAIRS + (colour ^ COLOUR)] as number) - sign * enemy;
  state[PAIRS] = (state[PAIRS] as number) + sign * enemy;
}

/** Writes cell p's code, keeping the masks in step. */
export function put(state: WorkingAgonState, p: number, code: number): void {
  const old = state[p] as number;
  if (old !== EMPTY) setPiece(state, old & COLOUR, p, false);
  if (code !== EMPTY) setPiece(state, code & COLOUR, p, true);
  recolour(state, p, old & COLOUR, code & COLOUR);
  state[p] = code;
}

/** Moves the piece on cell `from` to the empty cell `to` as the code `code`, keeping the masks in step. */
export function move(state: WorkingAgonState, from: number, to: number, code: number): void {
  const colour = code & COLOUR;
  state[to] = code;
  state[from] = EMPTY;
  setPiece(state, colour, from, false);
  setPiece(state, colour, to, true);
  recolour(state, from, colour, EMPTY);
  recolour(state, to, EMPTY, colour);
}

/** The player to move. */
export function turnOf(state: WorkingAgonState): Player {
  return state[TURN] === 0 ? 'black' : 'white';
}

/** A set of cells as three mask words, laid out as the piece masks (cell p is bit p mod 32 of word p / 32). */
export type CellMask = Int32Array;

/** The {@link CellMask} of a list of cells. */
export function cellMask(cells: ArrayLike<number>): CellMask {
  const mask = new Int32Array(3);
  for (let i = 0; i < cells.length; i++) {
    const p = cells[i] as number;
    mask[p >> 5] = (mask[p >> 5] as number) | (1 << (p & 31));
  }
  return mask;
}

/** Word `word` of the empty cells of `cells`: those where neither side's mask has a piece. */
export const emptyWord = (state: WorkingAgonState, cells: CellMask, word: number): number =>
  (cells[word] as number) & ~((state[PIECES + word] as number) | (state[PIECES + 3 + word] as number));

/** The number of empty cells of `cells`. */
export const emptyCount = (state: WorkingAgonState, cells: CellMask): number =>
  popcount(emptyWord(state, cells, 0)) + popcount(emptyWord(state, cells, 1)) + popcount(emptyWord(state, cells, 2));

/** The empty cell of rank `rank` (0 for the first) of `cells` in point order, or -1 where there are not that many. */
export function emptyAt(state: WorkingAgonState, cells: CellMask, rank: number): number {
  let before = rank;
  for (let word = 0; word < 3; word++) {
    let empty = emptyWord(state, cells, word);
    const n = popcount(empty);
    if (before >= n) {
      before -= n;
      continue;
    }
    for (; before > 0; before--) empty &= empty - 1;
    return (word << 5) + lowestBit(empty);
  }
  return -1;
}

/**
 * What the count after a step of the player to move needs of the position, found once for all
 * their steps: at 0 the opponent's steps, or -1 where no step leaves the opponent stepping. In the
 * historical variant also: at {@link CLOSED}, as mask words (as the piece masks), the empty cells
 * that the opponent's pieces may step onto by AH1 but AH2 closes to them; at {@link GAINS} + p, for
 * each cell p empty or the mover's, the opponent's pieces that AH1 lets step onto it were it empty;
 * and at {@link ENTERING} + p, what the mover's entering empty cell p takes from them.
 */
export type OpponentSteps = Int32Array;

/** {@link OpponentSteps}: the first of the three mask words of the cells AH2 closes to the opponent. */
export const CLOSED = 1;
/** {@link OpponentSteps}: the first of the cells' entrant counts. */
export const GAINS = 4;
/**
 * {@link OpponentSteps}: the first of the cells' entry counts: at ENTERING + t, for each empty
 * cell t, the opponent's steps that a piece of the mover's entering t takes away: those onto t
 * where AH2 allows them, and those onto each open cell next to t that it would flank (AH2) with a
 * piece of the mover's beyond that cell, in line; and {@link CAPTURING} for each of their pieces
 * that entering t captures.
 */
export const ENTERING = GAINS + SIZE;
/**
 * Added to a cell's {@link ENTERING} count for each of the opponent's pieces that entering the cell
 * captures (AH3): a count at least this much means a capturing step, after which the opponent
 * releases (AH4). (A count of steps stays far below it.)
 */
export const CAPTURING = 1 << 16;

/** Room for an {@link OpponentSteps}. */
export const newOpponentSteps = (): OpponentSteps => new Int32Array(ENTERING + SIZE);
