// The property kit's adapter for Gong: placements from the pawns off the board (G2), takes for
// good (G5, G8), the toff that can move every pawn of the mover (G6), and G6's push order.
import fc from 'fast-check';
import type { Symmetry } from '../core/board.js';
import type { Game } from '../core/game.js';
import { createRandom } from '../core/random.js';
import { gong, type GongMove, type GongOptions, type GongPosition } from '../gong/index.js';
import type { GameAdapter, GameProperty } from './adapter.js';
import { mapBoardField, rowsByName, swapBlackWhite, writeBoardField } from './board-text.js';

/** Gong, or a game of its types (a wrapped Gong under test). */
type GongGame = Game<'gong', GongMove, GongOptions>;

const board = gong.board;
const GON = board.point('gon');
const RADIAL_LETTERS = 'abcdefghijklmnopqrstuvwx';
const RINGS = 13;
/** The point of radial r (0 = a) on ring k (1 to 13). */
const pointOf = (r: number, k: number): number => board.point(`${RADIAL_LETTERS.charAt(r)}${k}`);
const radialOf = (p: number): number => RADIAL_LETTERS.indexOf(board.name(p).charAt(0));
const ringOf = (p: number): number => Number(board.name(p).slice(1));
/** The point one ring inward, the Gon from ring 1. */
const inward = (p: number): number => (ringOf(p) === 1 ? GON : pointOf(radialOf(p), ringOf(p) - 1));
const RADIAL_POINTS = board.names.map((_, p) => p).filter((p) => p !== GON);
/** The radials a to x, each from ring 1 out: the position string's order after the Gon. */
const ROWS = rowsByName(board, (name) => name.charAt(0), RADIAL_POINTS);

/** Whether a symmetry maps each radial onto one of the same colour (the even radials are Black's). */
const keepsColours = (s: Symmetry): boolean => RADIAL_POINTS.every((p) => radialOf(s.points[p] ?? -1) % 2 === radialOf(p) % 2);

const pawns = (owner: 'black' | 'white', count: number): { owner: 'black' | 'white'; kind: 'pawn' }[] =>
  Array.from({ length: count }, () => ({ owner, kind: 'pawn' }));

/** A toff (G6): a take whose capturer finds its own pawn one point inward. */
function isToff(game: GongGame, position: GongPosition, move: GongMove): boolean {
  if (move.kind !== 'sidestep') return false;
  const mover = game.toMove(position);
  const target = game.pieceAt(position, move.to);
  return target !== undefined && target.owner !== mover && game.pieceAt(position, inward(move.to))?.owner === mover;
}

function touched(position: GongPosition, move: GongMove): number[] | undefined {
  switch (move.kind) {
    case 'pass':
      return [];
    case 'place':
      return [move.at];
    case 'advance':
      return [move.from, move.to];
    case 'sidestep':
      return isToff(gong, position, move) ? undefined : [move.from, move.to, inward(move.to)];
    case 'gong':
      return [GON, move.to, inward(move.to)];
  }
}

/** The pawn a sidestep (G5) or a Gong (G8) lands on, which it takes; a Gong may take the mover's own. */
function taken(position: GongPosition, move: GongMove): number[] {
  if (move.kind !== 'sidestep' && move.kind !== 'gong') return [];
  return gong.pieceAt(position, move.to) === undefined ? [] : [move.to];
}

function mapMove(move: GongMove, symmetry: Symmetry): GongMove {
  const at = (p: number): number => symmetry.points[p] ?? -1;
  switch (move.kind) {
    case 'pass':
      return move;
    case 'place':
      return { kind: 'place', at: at(move.at) };
    case 'advance':
      return { kind: 'advance', from: at(move.from), to: at(move.to) };
    case 'gong':
      return { kind: 'gong', to: at(move.to) };
    case 'sidestep':
      return { kind: 'sidestep', from: at(move.from), to: at(move.to), toff: move.toff === null ? null : at(move.toff) };
  }
}

function mapPosition(text: string, symmetry: Symmetry, swapColours: boolean): string {
  const [gon = '', rest = ''] = text.split(/\/(.*)/s);
  const [field = '', side = '', offBlack = '', offWhite = ''] = rest.split(' ');
  const letter = swapColours ? swapBlackWhite : (l: string): string => l;
  const off = swapColours ? `${offWhite} ${offBlack}` : `${offBlack} ${offWhite}`;
  return `${letter(gon)}/${mapBoardField(field, ROWS, symmetry, letter)} ${letter(side)} ${off}`;
}

/**
 * Crowded positions, all pawns on the board: up to eight of each colour on a window of a few
 * neighbouring radials and inner rings, the Gon maybe held, either side to move. Random play
 * seldom gets there; these give many takes, toffs, jams and choices of who enters the Gon.
 */
const crowded: fc.Arbitrary<string> = fc
  .tuple(
    fc.nat(RADIAL_LETTERS.length - 1),
    fc.integer({ min: 2, max: 6 }),
    fc.integer({ min: 1, max: 6 }),
    fc.integer({ min: 1, max: 8 }),
    fc.integer({ min: 0, max: 8 }),
    fc.array(fc.nat(1000), { minLength: 16, maxLength: 16 }),
    fc.constantFrom('-', '-', 'b', 'w'),
    fc.constantFrom('b', 'w'),
  )
  .map(([first, width, depth, blacks, whites, draws, gon, side]) => {
    const window: number[] = [];
    for (let r = 0; r < width; r++) for (let k = 1; k <= depth; k++) window.push(pointOf((first + r) % RADIAL_LETTERS.length, k));
    const cells = new Array<string | undefined>(board.size).fill(undefined);
    const wanted = [
      ...Array<string>(gon === 'b' ? Math.min(blacks, 7) : blacks).fill('b'),
      ...Array<string>(gon === 'w' ? Math.min(whites, 7) : whites).fill('w'),
    ];
    wanted.forEach((colour, i) => {
      // The first free point of the window from a drawn one: the pieces never collide.
      for (let j = 0; j < window.length; j++) {
        const p = window[((draws[i] ?? 0) + j) % window.length] as number;
        if (cells[p] === undefined) {
          cells[p] = colour;
          return;
        }
      }
    });
    return `${gon}/${writeBoardField(cells, ROWS)} ${side} 0 0`;
  });

/** The owner's code of every point: 0 empty, 1 Black, 2 White. */
const codes = (game: GongGame, position: GongPosition): number[] =>
  Array.from({ length: board.size }, (_, p) => {
    const owner = game.pieceAt(position, p)?.owner;
    return owner === undefined ? 0 : owner === 'black' ? 1 : 2;
  });

/**
 * G6 as written: every pawn of the mover but the capturer, radial by radial (in `order`) from the
 * center outward, steps one point inward if that point is empty or was just vacated; on ring 1
 * only `entrant` steps, into the Gon.
 */
function push(cells: readonly number[], mover: number, capturer: number, entrant: number, order: readonly number[]): number[] {
  const after = [...cells];
  for (const r of order) {
    for (let k = 1; k <= RINGS; k++) {
      const p = pointOf(r, k);
      if (after[p] !== mover || p === capturer) continue;
      if (k === 1 ? p !== entrant : after[inward(p)] !== 0) continue;
      after[inward(p)] = mover;
      after[p] = 0;
    }
  }
  return after;
}

const TOFF_ORDER =
  'a toff pushes the mover’s other pawns one point inward, radial by radial from the center outward, ' +
  'whatever the order of the radials (G6)';

function checkToffs(game: GongGame, position: GongPosition, seed: number): void {
  const fail = (move: GongMove, detail: string): never => {
    throw new Error(`${game.id}: ${TOFF_ORDER}: ${game.formatMove(position, move)} in ${game.formatPosition(position)} ${detail}`);
  };
  const mover = game.toMove(position) === 'black' ? 1 : 2;
  const before = codes(game, position);
  const random = createRandom(seed);
  const natural = Array.from(RADIAL_LETTERS, (_, r) => r);
  const shuffled = [...natural];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [shuffled[i], shuffled[j]] = [shuffled[j] as number, shuffled[i] as number];
  }
  const orders = [natural, [...natural].reverse(), shuffled];
  for (const move of game.legalMoves(position)) {
    if (move.kind !== 'sidestep' || !isToff(game, position, move)) continue;
    // The board once the capturer has taken, before the push.
    const taking = [...before];
    taking[move.from] = 0;
    taking[move.to] = mover;
    const candidates = taking[GON] !== 0 ? [] : natural.map((r) => pointOf(r, 1)).filter((p) => p !== move.to && taking[p] === mover);
    if (move.toff === null ? candidates.length > 1 : !candidates.includes(move.toff)) {
      fail(
        move,
        `names ${move.toff === null ? 'no pawn' : board.name(move.toff)} to enter the Gon, ` +
          `where ${candidates.map((p) => board.name(p)).join(' ') || 'none'} could`,
      );
    }
    const after = codes(game, game.play(position, move));
    const entrant = move.toff ?? candidates[0] ?? -1;
    for (const order of orders) {
      const expected = push(taking, mover, move.to, entrant, order);
      const p = expected.findIndex((code, q) => code !== after[q]);
      if (p >= 0) {
        fail(
          move,
          `leaves ${['nothing', 'a Black pawn', 'a White pawn'][after[p] ?? 0]} on ${board.name(p)}, ` +
            `where pushing radials ${order.map((r) => RADIAL_LETTERS.charAt(r)).join('')} ` +
            `leaves ${['nothing', 'a Black pawn', 'a White pawn'][expected[p] ?? 0]}`,
        );
      }
    }
  }
}

/** G6's push order as a property, over the kit's positions (with the crowded ones, where toffs are common). */
function ruleProperties(game: GongGame, positions: fc.Arbitrary<GongPosition>): readonly GameProperty[] {
  return [
    {
      name: `${game.id}: ${TOFF_ORDER}`,
      property: fc.property(positions, fc.integer(), (position, seed) => checkToffs(game, position, seed)),
    },
  ];
}

/**
 * Gong's adapter for {@link gameProperties}: the reserve is the pawns off the board (G2); a take
 * (G5, G8) takes the pawn landed on for good; a move touches its own points and the point inward
 * of its end, a toff (G6) any pawn of the mover's; the board's 24 symmetries that map Black's
 * radials to Black's keep the rules, and its other 24 keep them with the colours swapped; crowded
 * positions; and G6's push order as a rule property.
 */
export const gongAdapter: GameAdapter<'gong', GongMove, GongOptions> = {
  pieces: {
    reserve: (position) => gong.offBoard(position).flatMap((off) => pawns(off.owner, off.count)),
    taken,
    touched,
  },
  symmetry: {
    symmetries: board.symmetries.filter(keepsColours),
    colourSwaps: board.symmetries.filter((s) => !keepsColours(s)),
    mapPosition,
    mapMove,
  },
  positionStrings: crowded,
  ruleProperties,
};
