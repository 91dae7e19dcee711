import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DRAW_OPTION_REASONS,
  DRAW_OPTION_SPECS,
  RulesError,
  createRandom,
  defineGame,
  maskKey,
  maskStateRules,
  parseMoveSyntax,
  squareGrid,
  type Board,
  type DrawOptions,
  type Game,
  type GameRules,
  type MaskState,
  type MutableMaskState,
  type OptionSpecs,
  type OptionsInput,
  type Outcome,
  type Position,
  type PositionKey,
} from '../../src/index.js';
import { checkGame } from '../../src/testing/index.js';
import { params } from '../support/fc.js';
import { countByMoves } from '../support/searches.js';
import { expectRulesError } from './helpers.js';

/*
 * A toy game built with defineGame and maskStateRules, to test the no-repetition rule apart from
 * any real game: on a small grid each side has one or two pieces, and a piece steps to an
 * orthogonally adjacent empty point. Nothing is ever captured. A player without a legal move
 * loses. The option `window` is the no-repetition window: '0' (off), '4' (no move may recreate
 * the position of four plies ago) or 'any' (no move may recreate any earlier position).
 */

const WINDOWS = ['0', '4', 'any'] as const;
type WindowChoice = (typeof WINDOWS)[number];
const WINDOW_SIZE: Record<WindowChoice, number> = { '0': 0, '4': 4, any: Number.POSITIVE_INFINITY };

interface ToyOptions extends DrawOptions {
  readonly window?: WindowChoice;
}

const OPTIONS: OptionSpecs<ToyOptions> = {
  window: { type: 'choice', values: WINDOWS, default: '0', description: 'the no-repetition window' },
  ...DRAW_OPTION_SPECS,
};

interface ToyMove {
  readonly from: number;
  readonly to: number;
}

type ToyGame = Game<string, ToyMove, ToyOptions>;
type ToyPosition = Position<string, ToyOptions>;

interface ToySpec {
  readonly id: string;
  readonly files: number;
  readonly ranks: number;
  readonly black: readonly string[];
  readonly white: readonly string[];
  /** Give the rules a positionKeyAfter shortcut (else defineGame plays moves on a scratch copy). */
  readonly shortcut: boolean;
  /** A step onto this point is declared irreversible (cuts the history); none if left out. */
  readonly irreversibleOnto?: string;
}

interface Toy {
  readonly spec: ToySpec;
  readonly game: ToyGame;
  readonly board: Board;
  /** Calls of the rules' apply and keyAfter, to see which way defineGame computes keys. */
  readonly counters: { apply: number; keyAfter: number };
  /** The action of a step, by point names. */
  readonly action: (from: string, to: string) => number;
  /** Whether the rules call this action irreversible. */
  readonly irreversible: (action: number) => boolean;
}

const BLACK_WINS: Outcome = { winner: 'black', reason: 'no-moves' };
const WHITE_WINS: Outcome = { winner: 'white', reason: 'no-moves' };

function toyGame(spec: ToySpec): Toy {
  const board = squareGrid(spec.files, spec.ranks);
  const key = maskKey(board.size);
  const FROM: number[] = [];
  const TO: number[] = [];
  const MOVES: ToyMove[] = [];
  const actionOf = new Map<string, number>();
  for (let p = 0; p < board.size; p++) {
    for (let d = 0; d < board.directions.length; d++) {
      const q = board.neighbour(p, d);
      if (q < 0) continue;
      actionOf.set(`${p}-${q}`, FROM.length);
      FROM.push(p);
      TO.push(q);
      MOVES.push(Object.freeze({ from: p, to: q }));
    }
  }
  const fromOf = (a: number): number => FROM[a] as number;
  const toOf = (a: number): number => TO[a] as number;
  const mask = (names: readonly string[]): number => names.reduce((m, n) => m | (1 << board.point(n)), 0);
  const maxPieces = Math.max(spec.black.length, spec.white.length);
  const onto = spec.irreversibleOnto === undefined ? -1 : board.point(spec.irreversibleOnto);
  const counters = { apply: 0, keyAfter: 0 };
  const has = (m: number, p: number): boolean => ((m >>> p) & 1) === 1;
  const isLegal = (s: MaskState, a: number): boolean =>
    has(s.turn === 0 ? s.black : s.white, fromOf(a)) && !has(s.black | s.white, toOf(a));
  const moved = (a: number): number => (1 << fromOf(a)) | (1 << toOf(a));
  const single = (m: number): boolean => m !== 0 && (m & (m - 1)) === 0;
  const shortcut = {
    positionKeyAfter(s: MaskState, a: number): PositionKey {
      counters.keyAfter++;
      return s.turn === 0 ? key(s.black ^ moved(a), s.white, 1) : key(s.black, s.white ^ moved(a), 0);
    },
    // Only where irreversible keeps its promise (no earlier position comes back): not with irreversibleOnto.
    ...(onto < 0
      ? {
          actionBetween(s: MaskState, earlier: MaskState): number {
            const own = s.turn === 0 ? s.black : s.white;
            const enemy = s.turn === 0 ? s.white : s.black;
            const after = s.turn === 0 ? earlier.black : earlier.white;
            if (earlier.turn === s.turn || (s.turn === 0 ? earlier.white : earlier.black) !== enemy) return -1;
            const from = own & ~after;
            const to = after & ~own;
            if (!single(from) || !single(to) || (to & enemy) !== 0) return -1;
            return actionOf.get(`${31 - Math.clz32(from)}-${31 - Math.clz32(to)}`) ?? -1;
          },
        }
      : {}),
  };
  const rules: GameRules<string, ToyMove, ToyOptions, MutableMaskState> = {
    id: spec.id,
    name: `Toy ${spec.id}`,
    board,
    optionSpecs: OPTIONS,
    actionCount: FROM.length,
    maxMoves: 4 * maxPieces,
    outcomeReasons: ['no-moves', ...DRAW_OPTION_REASONS],
    ...maskStateRules({
      name: `Toy ${spec.id}`,
      files: spec.files,
      ranks: spec.ranks,
      start: { black: mask(spec.black), white: mask(spec.white) },
      maxPieces,
      pieceKind: 'stone',
    }),
    generate(s, out) {
      let n = 0;
      for (let a = 0; a < FROM.length; a++) if (isLegal(s, a)) out[n++] = a;
      return n;
    },
    count(s) {
      let n = 0;
      for (let a = 0; a < FROM.length; a++) if (isLegal(s, a)) n++;
      return n;
    },
    isLegal,
    apply(s, a) {
      counters.apply++;
      if (s.turn === 0) {
        s.black ^= moved(a);
        s.turn = 1;
      } else {
        s.white ^= moved(a);
        s.turn = 0;
      }
    },
    irreversible: (_before, a) => toOf(a) === onto,
    outcome: (s, canMove) => (canMove ? undefined : s.turn === 0 ? WHITE_WINS : BLACK_WINS),
    encodeMove(move: unknown) {
      if (typeof move !== 'object' || move === null) return -1;
      const { from, to } = move as Record<string, unknown>;
      return actionOf.get(`${String(from)}-${String(to)}`) ?? -1;
    },
    decodeMove: (a) => MOVES[a] as ToyMove,
    formatMove: (_s, a) => `${board.name(fromOf(a))}-${board.name(toOf(a))}`,
    parseMove(_s, text) {
      const syntax = parseMoveSyntax(board, text);
      if (syntax.kind !== 'move' || syntax.take || syntax.captures.length > 0 || syntax.choice >= 0) {
        throw new RulesError('notation/syntax', `bad toy move ${JSON.stringify(text)}: a step like a1-b1`);
      }
      const a = actionOf.get(`${syntax.from}-${syntax.to}`);
      if (a === undefined) throw new RulesError('move/illegal', `${JSON.stringify(text)} is no toy move`);
      return a;
    },
    repeatWindow: (options) => WINDOW_SIZE[options.window ?? '0'],
    ...(spec.shortcut ? shortcut : {}),
  };
  return {
    spec,
    game: defineGame(rules),
    board,
    counters,
    action: (from, to) => actionOf.get(`${board.point(from)}-${board.point(to)}`) ?? -1,
    irreversible: (a) => toOf(a) === onto,
  };
}

/** The toy twice: with the positionKeyAfter shortcut and without. */
function toyPair(spec: Omit<ToySpec, 'shortcut'>): [Toy, Toy] {
  return [toyGame({ ...spec, shortcut: true }), toyGame({ ...spec, id: `${spec.id}-scratch`, shortcut: false })];
}

// 2×2, one piece each: a1 / b2. 3×2, one each: a1 / c2. 3×3, two each: a1 c1 / a3 c3.
const SQUARE = { id: 'square', files: 2, ranks: 2, black: ['a1'], white: ['b2'] } as const;
const STRIP = { id: 'strip', files: 3, ranks: 2, black: ['a1'], white: ['c2'] } as const;
const FIELD = { id: 'field', files: 3, ranks: 3, black: ['a1', 'c1'], white: ['a3', 'c3'] } as const;

const PAIRS = [
  toyPair(SQUARE),
  toyPair(STRIP),
  toyPair(FIELD),
  toyPair({ ...STRIP, id: 'strip-b1', irreversibleOnto: 'b1' }),
  toyPair({ ...FIELD, id: 'field-b2', irreversibleOnto: 'b2' }),
];

const [square] = PAIRS[0] as [Toy, Toy];
const [strip] = PAIRS[1] as [Toy, Toy];

/** Plays moves given in notation. */
function playLine(game: ToyGame, position: ToyPosition, line: readonly string[]): ToyPosition {
  return line.reduce((pos, text) => game.play(pos, game.parseMove(pos, text)), position);
}

const notations = (game: ToyGame, position: ToyPosition): string[] => game.legalMoves(position).map((m) => game.formatMove(position, m));
const actionsOf = (game: ToyGame, position: ToyPosition): number[] => game.legalMoves(position).map((m) => game.encodeMove(m));
const cursorActions = (game: ToyGame, cursor: ReturnType<ToyGame['cursor']>): number[] => {
  const out = new Int32Array(game.maxMoves);
  return Array.from(out.subarray(0, cursor.legalActions(out)));
};
/** The position strings since the last irreversible move, the position's own included, oldest first. */
const stretch = (position: ToyPosition): string[] => [...position.history, position.board];
const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

// On the strip: Black a1-b1, White c2-b2, Black b1-a1; now White's b2-c2 would recreate the start.
const BACK_AND_FORTH = ['a1-b1', 'c2-b2', 'b1-a1'];
// On the strip, a loop of eight plies back to the start: Black round the square a1 b1 b2 a2,
// White back and forth between c2 and c1; the eighth ply, c1-c2, recreates the start.
const LOOP = ['a1-b1', 'c2-c1', 'b1-b2', 'c1-c2', 'b2-a2', 'c2-c1', 'a2-a1'];

describe('the no-repetition window of defineGame (a toy game)', () => {
  it('the toy game itself: start, moves, position strings', () => {
    const { game } = strip;
    const start = game.start();
    expect(game.formatPosition(start)).toBe('2w/b2 b');
    expect(notations(game, start)).toEqual(['a1-a2', 'a1-b1']);
    const p3 = playLine(game, start, BACK_AND_FORTH);
    expect(game.formatPosition(p3)).toBe('1w1/b2 w');
    expect(notations(game, p3)).toEqual(['b2-c2', 'b2-b1', 'b2-a2']);
    expectRulesError(() => game.start({ window: '5' as WindowChoice }), 'option/invalid');
  });

  it('window 0: nothing is banned', () => {
    const { game } = strip;
    const p3 = playLine(game, game.start({ window: '0' }), BACK_AND_FORTH);
    expect(notations(game, p3)).toEqual(['b2-c2', 'b2-b1', 'b2-a2']);
    const p4 = game.play(p3, game.parseMove(p3, 'b2-c2'));
    expect(game.positionKey(p4)).toBe(game.positionKey(game.start()));
    expect(game.outcome(p4)).toBeUndefined();
    // Without a rule that needs it, no history is kept.
    expect(p4.history).toEqual([]);
  });

  it('window 4: exactly the move recreating the position of four plies ago is missing, and refused everywhere', () => {
    const { game, action } = strip;
    const start = game.start({ window: '4' });
    const p3 = playLine(game, start, BACK_AND_FORTH);
    expect(notations(game, p3)).toEqual(['b2-b1', 'b2-a2']);
    const banned: ToyMove = game.decodeMove(action('b2', 'c2'));
    expect(game.isLegal(p3, banned)).toBe(false);
    const error = expectRulesError(() => game.play(p3, banned), 'move/illegal');
    expect(error.message).toMatch(/recreate an earlier position/);
    expect(error.message).toContain('b2-b1 b2-a2');
    expect(expectRulesError(() => game.parseMove(p3, 'b2-c2'), 'move/illegal').message).toMatch(/recreate an earlier position/);
    // A move that is illegal for another reason says nothing about repetition.
    const other = expectRulesError(() => game.play(p3, { from: strip.board.point('a1'), to: strip.board.point('a2') }), 'move/illegal');
    expect(other.message).not.toMatch(/recreate/);
    // The cursor refuses it too, and is unchanged.
    const cursor = game.cursor(start);
    for (const text of BACK_AND_FORTH) cursor.play(action(text.slice(0, 2), text.slice(3)));
    expect(cursorActions(game, cursor)).toEqual(actionsOf(game, p3));
    expect(cursor.countLegalActions()).toBe(2);
    const key = cursor.positionKey();
    expectRulesError(() => cursor.play(action('b2', 'c2')), 'move/illegal');
    expect(cursor.positionKey()).toBe(key);
    expect(cursor.depth).toBe(3);
    // The other moves are played normally.
    cursor.play(action('b2', 'b1'));
    expect(cursor.positionKey()).toBe(game.positionKey(game.play(p3, game.parseMove(p3, 'b2-b1'))));
  });

  it('window 4 lets a longer loop come back; window any does not', () => {
    const { game, action } = strip;
    const four = playLine(game, game.start({ window: '4' }), LOOP);
    const any = playLine(game, game.start({ window: 'any' }), LOOP);
    expect(game.formatPosition(any)).toBe('3/b1w w');
    expect(notations(game, four)).toEqual(['c1-c2', 'c1-b1']);
    expect(notations(game, any)).toEqual(['c1-b1']);
    const back = game.play(four, game.parseMove(four, 'c1-c2'));
    expect(game.positionKey(back)).toBe(game.positionKey(game.start()));
    expect(expectRulesError(() => game.parseMove(any, 'c1-c2'), 'move/illegal').message).toMatch(/recreate an earlier position/);
    const cursor = game.cursor(any);
    expect(cursorActions(game, cursor)).toEqual([action('c1', 'b1')]);
    expectRulesError(() => cursor.play(action('c1', 'c2')), 'move/illegal');
    // Every ply of the loop was allowed by 'any': no position on it repeats.
    const seen = new Set<PositionKey>();
    let pos = game.start({ window: 'any' });
    for (const text of LOOP) {
      seen.add(game.positionKey(pos));
      pos = game.play(pos, game.parseMove(pos, text));
    }
    expect(seen.size).toBe(7);
  });

  it('a player whose only moves are banned has no legal move, and the game’s end decides', () => {
    const { game, action } = square;
    const line = ['a1-b1', 'b2-a2', 'b1-a1'];
    // White's only step, a2-b2, would recreate the start.
    expect(notations(game, playLine(game, game.start(), line))).toEqual(['a2-b2']);
    for (const window of ['4', 'any'] as const) {
      const start = game.start({ window });
      const stuck = playLine(game, start, line);
      expect(game.legalMoves(stuck)).toEqual([]);
      expect(game.outcome(stuck)).toEqual({ winner: 'black', reason: 'no-moves' });
      expect(game.isLegal(stuck, { from: square.board.point('a2'), to: square.board.point('b2') })).toBe(false);
      expectRulesError(() => game.play(stuck, { from: square.board.point('a2'), to: square.board.point('b2') }), 'move/game-over');
      const cursor = game.cursor(start);
      for (const text of line) cursor.play(action(text.slice(0, 2), text.slice(3)));
      expect(cursorActions(game, cursor)).toEqual([]);
      expect(cursor.countLegalActions()).toBe(0);
      expect(cursor.outcome()).toEqual({ winner: 'black', reason: 'no-moves' });
      expectRulesError(() => cursor.play(action('a2', 'b2')), 'move/game-over');
      // One ply earlier the game is on.
      cursor.undo();
      expect(cursor.outcome()).toBeUndefined();
    }
  });

  it('a position parsed from a string has no history: nothing is banned on its first move', () => {
    const { game } = strip;
    const parsed = game.parsePosition('1w1/b2 w', { window: 'any' });
    expect(notations(game, parsed)).toEqual(['b2-c2', 'b2-b1', 'b2-a2']);
    expect(parsed.history).toEqual([]);
    // From there on it counts: four plies on, Black's only step, a2-a1, would recreate it.
    const next = playLine(game, parsed, ['b2-c2', 'a1-a2', 'c2-b2']);
    expect(game.formatPosition(next)).toBe('bw1/3 b');
    expect(notations(game, next)).toEqual([]);
    expect(game.outcome(next)).toEqual({ winner: 'white', reason: 'no-moves' });
  });

  it('an irreversible move cuts the history: nothing before it is compared', () => {
    const cut = toyGame({ ...STRIP, id: 'strip-a2', shortcut: true, irreversibleOnto: 'a2' });
    const line = ['a1-a2', 'c2-c1', 'a2-a1'];
    for (const window of ['4', 'any'] as const) {
      // In the plain strip game, White's c1-c2 would recreate the start and is banned.
      const plain = playLine(strip.game, strip.game.start({ window }), line);
      expect(notations(strip.game, plain)).toEqual(['c1-b1']);
      // Where a1-a2 is irreversible, the start is no longer compared.
      const start = cut.game.start({ window });
      const after = playLine(cut.game, start, line);
      expect(notations(cut.game, after)).toEqual(['c1-c2', 'c1-b1']);
      expect(stretch(after)).toEqual(['b1w/3 w', 'b2/2w b', '3/b1w w']);
      const cursor = cut.game.cursor(start);
      for (const text of line) cursor.play(cut.action(text.slice(0, 2), text.slice(3)));
      expect(cursorActions(cut.game, cursor)).toEqual(actionsOf(cut.game, after));
      expect(cursor.position().history).toEqual(after.history);
      cursor.play(cut.action('c1', 'c2'));
      expect(cursor.positionKey()).toBe(cut.game.positionKey(start));
    }
  });

  it('an irreversible move is never banned, even when it recreates a position', () => {
    const onto = toyGame({ ...STRIP, id: 'strip-c2', shortcut: false, irreversibleOnto: 'c2' });
    for (const window of ['4', 'any'] as const) {
      const p3 = playLine(onto.game, onto.game.start({ window }), BACK_AND_FORTH);
      expect(notations(onto.game, p3)).toEqual(['b2-c2', 'b2-b1', 'b2-a2']);
      const p4 = onto.game.play(p3, onto.game.parseMove(p3, 'b2-c2'));
      expect(onto.game.positionKey(p4)).toBe(onto.game.positionKey(onto.game.start()));
      expect(p4.history).toEqual([]);
      const cursor = onto.game.cursor(onto.game.start({ window }));
      for (const text of [...BACK_AND_FORTH, 'b2-c2']) cursor.play(onto.action(text.slice(0, 2), text.slice(3)));
      expect(cursor.position().history).toEqual(p4.history);
    }
  });

  it('the repetition draw still counts occurrences with the window on', () => {
    const { game, action } = strip;
    // Window 4 allows the loop; its eighth ply brings the start back a second time.
    for (const window of ['0', '4'] as const) {
      const twice = playLine(game, game.start({ window, repetition: 2 }), [...LOOP, 'c1-c2']);
      expect(game.outcome(twice)).toEqual({ winner: null, reason: 'repetition' });
      expect(game.legalMoves(twice)).toEqual([]);
      const thrice = game.start({ window, repetition: 3 });
      const once = playLine(game, thrice, [...LOOP, 'c1-c2']);
      expect(game.outcome(once)).toBeUndefined();
      const again = playLine(game, once, [...LOOP, 'c1-c2']);
      expect(again.ply).toBe(16);
      expect(game.outcome(again)).toEqual({ winner: null, reason: 'repetition' });
      // The cursor counts the same way.
      const cursor = game.cursor(thrice);
      for (let i = 0; i < 2; i++) for (const text of [...LOOP, 'c1-c2']) cursor.play(action(text.slice(0, 2), text.slice(3)));
      expect(cursor.outcome()).toEqual({ winner: null, reason: 'repetition' });
      expect(cursor.countLegalActions()).toBe(0);
    }
    // Under 'any' the position can never come back, so the draw never comes.
    const any = playLine(game, game.start({ window: 'any', repetition: 2 }), LOOP);
    expect(game.outcome(any)).toBeUndefined();
    expect(notations(game, any)).toEqual(['c1-b1']);
    // An irreversible move cuts the count as well: the start before it no longer counts.
    const [cutB1] = PAIRS[3] as [Toy, Toy];
    const cut = playLine(cutB1.game, cutB1.game.start({ window: '4', repetition: 2 }), [...LOOP, 'c1-c2']);
    expect(cutB1.game.positionKey(cut)).toBe(cutB1.game.positionKey(cutB1.game.start()));
    expect(cutB1.game.outcome(cut)).toBeUndefined();
  });

  it('with the positionKeyAfter shortcut the rule asks it, without it the rules play moves on a scratch copy', () => {
    // The pair without actionBetween, which the rule would ask first.
    const [withShortcut, withoutShortcut] = PAIRS[4] as [Toy, Toy];
    for (const toy of [withShortcut, withoutShortcut]) {
      const start = toy.game.start({ window: '4' });
      toy.counters.apply = 0;
      toy.counters.keyAfter = 0;
      const n = toy.game.legalMoves(start).length;
      expect(n).toBeGreaterThan(0);
      if (toy.spec.shortcut) {
        expect(toy.counters.keyAfter).toBeGreaterThanOrEqual(n);
        expect(toy.counters.apply).toBe(0);
      } else {
        expect(toy.counters.keyAfter).toBe(0);
        expect(toy.counters.apply).toBeGreaterThanOrEqual(n);
      }
      // Without the rule, neither is needed.
      toy.counters.apply = 0;
      toy.counters.keyAfter = 0;
      toy.game.legalMoves(toy.game.start({ window: '0' }));
      expect(toy.counters).toEqual({ apply: 0, keyAfter: 0 });
    }
  });
});

/** The toy's rules restated: the legal actions and the outcome of the position at the end of a line. */
interface Line {
  readonly keys: PositionKey[];
  /** The position strings of the line, as the game wrote them when each was current. */
  readonly boards: string[];
  cut: number;
}

/** A toy position's pieces as bit masks, read through pieceAt. */
function masks(game: ToyGame, position: ToyPosition): MaskState {
  let black = 0;
  let white = 0;
  for (let p = 0; p < game.board.size; p++) {
    const owner = game.pieceAt(position, p)?.owner;
    if (owner === 'black') black |= 1 << p;
    else if (owner === 'white') white |= 1 << p;
  }
  return { black, white, turn: game.toMove(position) === 'black' ? 0 : 1 };
}

function referenceLegal(toy: Toy, position: ToyPosition, line: Line): number[] {
  const { game } = toy;
  const key = maskKey(toy.board.size);
  const mover = game.toMove(position);
  const window = WINDOW_SIZE[position.options.window ?? '0'];
  const n = line.keys.length - 1;
  const legal: number[] = [];
  for (let a = 0; a < game.actionCount; a++) {
    const { from, to } = game.decodeMove(a);
    if (game.pieceAt(position, from)?.owner !== mover || game.pieceAt(position, to) !== undefined) continue;
    const bits = (1 << from) | (1 << to);
    const s = masks(game, position);
    const after = mover === 'black' ? key(s.black ^ bits, s.white, 1) : key(s.black, s.white ^ bits, 0);
    let banned = false;
    if (!toy.irreversible(a)) {
      // '4': the position four plies before the one the move makes; 'any': any since the cut.
      if (window === 4) banned = n - 3 >= line.cut && line.keys[n - 3] === after;
      else if (window > 0) banned = line.keys.slice(line.cut).includes(after);
    }
    if (!banned) legal.push(a);
  }
  return legal;
}

function referenceOutcome(game: ToyGame, position: ToyPosition, legal: readonly number[], line: Line): Outcome | undefined {
  if (legal.length === 0) return game.toMove(position) === 'black' ? WHITE_WINS : BLACK_WINS;
  const { repetition, maxPlies } = position.options;
  const current = line.keys[line.keys.length - 1];
  const occurrences = line.keys.slice(line.cut).filter((k) => k === current).length;
  if (repetition !== undefined && occurrences >= repetition) return { winner: null, reason: 'repetition' };
  if (maxPlies !== undefined && position.ply >= maxPlies) return { winner: null, reason: 'max-plies' };
  return undefined;
}

const gameCase = fc.record({
  pair: fc.nat(PAIRS.length - 1),
  window: fc.constantFrom(...WINDOWS),
  repetition: fc.option(fc.integer({ min: 2, max: 3 }), { nil: undefined }),
  maxPlies: fc.option(fc.integer({ min: 6, max: 30 }), { nil: undefined }),
  choices: fc.array(fc.nat(15), { minLength: 1, maxLength: 30 }),
  cursorFrom: fc.nat(8),
  undos: fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
});

const optionsOf = (c: {
  window: WindowChoice;
  repetition: number | undefined;
  maxPlies: number | undefined;
}): OptionsInput<ToyOptions> => ({
  window: c.window,
  repetition: c.repetition,
  maxPlies: c.maxPlies,
});

describe('the no-repetition window along random games', () => {
  it('legal moves and outcomes follow the rule, with the positionKeyAfter shortcut and with the scratch copy alike', () => {
    let banned = 0;
    let ended = 0;
    fc.assert(
      fc.property(gameCase, (c) => {
        const [a, b] = PAIRS[c.pair] as [Toy, Toy];
        let pa = a.game.start(optionsOf(c));
        let pb = b.game.start(optionsOf(c));
        const line: Line = { keys: [a.game.positionKey(pa)], boards: [pa.board], cut: 0 };
        const tracked = c.window !== '0' || c.repetition !== undefined;
        for (const choice of c.choices) {
          const expected = referenceLegal(a, pa, line);
          const outcome = referenceOutcome(a.game, pa, expected, line);
          const legal = outcome === undefined ? expected : [];
          expect(actionsOf(a.game, pa)).toEqual(legal);
          expect(actionsOf(b.game, pb)).toEqual(legal);
          expect(a.game.outcome(pa)).toEqual(outcome);
          expect(b.game.outcome(pb)).toEqual(outcome);
          // The position strings since the cut, the current one aside: all under a repetition rule, else the window's newest.
          const kept = c.repetition !== undefined ? Infinity : c.window === 'any' ? Infinity : Number(c.window);
          expect(pa.history).toEqual(tracked ? line.boards.slice(line.cut, -1).slice(-kept) : []);
          expect(pb.history).toEqual(pa.history);
          // A JSON copy and a structured clone are judged exactly as the position: the window and the repetition draw alike.
          for (const copy of [json(pa), structuredClone(pa)]) {
            expect(actionsOf(a.game, copy)).toEqual(legal);
            expect(a.game.outcome(copy)).toEqual(outcome);
          }
          // Every step onto an empty point that the rule bans is refused.
          for (let action = 0; action < a.game.actionCount && outcome === undefined; action++) {
            const move = a.game.decodeMove(action);
            const pseudo = a.game.pieceAt(pa, move.from)?.owner === a.game.toMove(pa) && a.game.pieceAt(pa, move.to) === undefined;
            if (!pseudo || legal.includes(action)) continue;
            banned++;
            expect(a.game.isLegal(pa, move)).toBe(false);
            expect(b.game.isLegal(pb, move)).toBe(false);
            expect(expectRulesError(() => a.game.play(pa, move), 'move/illegal').message).toMatch(/recreate an earlier position/);
            expect(expectRulesError(() => b.game.play(pb, move), 'move/illegal').message).toMatch(/recreate an earlier position/);
          }
          if (outcome !== undefined) {
            ended++;
            break;
          }
          const action = legal[choice % legal.length] as number;
          pa = a.game.play(pa, a.game.decodeMove(action));
          pb = b.game.play(pb, b.game.decodeMove(action));
          line.keys.push(a.game.positionKey(pa));
          line.boards.push(a.game.formatPosition(pa));
          if (a.irreversible(action)) line.cut = line.keys.length - 1;
          expect(b.game.positionKey(pb)).toBe(a.game.positionKey(pa));
        }
      }),
      params(200),
    );
    // Not vacuous: the rule banned moves and ended games.
    expect(banned).toBeGreaterThan(50);
    expect(ended).toBeGreaterThan(20);
  });

  it('the cursor agrees with the immutable functions: legalActions, countLegalActions, play, undo, position()', () => {
    fc.assert(
      fc.property(gameCase, fc.boolean(), (c, scratch) => {
        const toy = (PAIRS[c.pair] as [Toy, Toy])[scratch ? 1 : 0];
        const { game } = toy;
        const positions: ToyPosition[] = [game.start(optionsOf(c))];
        const played: number[] = [];
        for (const choice of c.choices) {
          const current = positions[positions.length - 1] as ToyPosition;
          const legal = actionsOf(game, current);
          if (legal.length === 0) break;
          const action = legal[choice % legal.length] as number;
          played.push(action);
          positions.push(game.play(current, game.decodeMove(action)));
        }
        // The cursor starts part-way (so that it inherits history) and follows the rest.
        const root = Math.min(c.cursorFrom, positions.length - 1);
        const cursor = game.cursor(positions[root] as ToyPosition);
        const same = (position: ToyPosition, depth: number): void => {
          expect(cursor.depth).toBe(depth);
          expect(cursor.ply).toBe(position.ply);
          expect(cursor.positionKey()).toBe(game.positionKey(position));
          expect(cursor.toMove()).toBe(game.toMove(position));
          const actions = actionsOf(game, position);
          expect(cursorActions(game, cursor)).toEqual(actions);
          expect(cursor.countLegalActions()).toBe(actions.length);
          expect(cursor.outcome()).toEqual(game.outcome(position));
          const copy = cursor.position();
          expect(game.formatPosition(copy)).toBe(game.formatPosition(position));
          expect(copy.ply).toBe(position.ply);
          expect(copy.history).toEqual(position.history);
          expect(actionsOf(game, copy)).toEqual(actions);
          expect(game.outcome(copy)).toEqual(game.outcome(position));
        };
        same(positions[root] as ToyPosition, 0);
        for (let i = root + 1; i < positions.length; i++) {
          const before = positions[i - 1] as ToyPosition;
          const after = positions[i] as ToyPosition;
          const action = played[i - 1] as number;
          cursor.play(action);
          same(after, i - root);
          if (c.undos[i] === true) {
            cursor.undo();
            same(before, i - 1 - root);
            cursor.play(action);
            same(after, i - root);
          }
        }
        for (let i = positions.length - 1; i > root; i--) {
          cursor.undo();
          same(positions[i - 1] as ToyPosition, i - 1 - root);
        }
        expectRulesError(() => cursor.undo(), 'argument/invalid');
      }),
      params(200),
    );
  });
});

describe("the no-repetition window inside the cursor's perft", () => {
  it('countLeaves to depth 6 agrees with the count move by move, with actionBetween and without, from random positions', () => {
    fc.assert(
      fc.property(
        fc.nat(PAIRS.length - 1),
        fc.constantFrom<WindowChoice>('4', 'any'),
        fc.nat(12),
        fc.integer(),
        (pair, window, plies, seed) => {
          const random = createRandom(seed);
          for (const toy of PAIRS[pair] as [Toy, Toy]) {
            let position = toy.game.start({ window });
            for (let i = 0; i < plies && toy.game.outcome(position) === undefined; i++) {
              const moves = toy.game.legalMoves(position);
              position = toy.game.play(position, moves[random.int(moves.length)] as ToyMove);
            }
            for (let depth = 1; depth <= 6; depth++) {
              expect(toy.game.cursor(position).countLeaves(depth)).toBe(countByMoves(toy.game.cursor(position), depth, toy.game.maxMoves));
            }
          }
        },
      ),
      params(30),
    );
  });
});

describe('checkGame on the toy', () => {
  it('passes with every window, with and without the shortcut, with draw options and irreversible moves', () => {
    for (const [a, b] of PAIRS) {
      for (const window of WINDOWS) {
        for (const toy of [a, b]) {
          const report = checkGame(toy.game, { runs: 4, seed: 11, maxPlies: 30, options: { window } });
          expect(report.runs).toBe(4);
          expect(report.positions).toBeGreaterThan(4);
        }
      }
      checkGame(a.game, { runs: 4, seed: 12, maxPlies: 40, options: { window: '4', repetition: 2 } });
      checkGame(b.game, { runs: 4, seed: 13, maxPlies: 40, options: { window: 'any', repetition: 3, maxPlies: 25 } });
    }
  });
});
