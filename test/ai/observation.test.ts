import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  Board,
  createRandom,
  defineGame,
  opponent,
  RulesError,
  type AnyGame,
  type DrawOptions,
  type Player,
  type Position,
} from '../../src/index.js';
import { legalActionMask, observation, observationShape } from '../../src/ai/index.js';
import { embedBoard } from '../../src/ai/board-embedding.js';
import { expectRulesError } from '../core/helpers.js';
import { AGON, GONG, JULGONU, KONO, VARIANTS, parse, snapshot } from '../support/ai.js';

/** The value of plane `name` at the cell of point `point` in an observation of `game`. */
function at(game: AnyGame, position: Position, name: string, point: string): number {
  const { names, height, width } = observationShape(game, position.options);
  const plane = names.indexOf(name);
  expect(plane, `${game.id} has a plane ${name}`).toBeGreaterThanOrEqual(0);
  return observation(game, position)[plane * height * width + (embedBoard(game.board).cells[game.board.point(point)] as number)] as number;
}

/** The plane `name` of an observation, as a list of numbers. */
function plane(game: AnyGame, position: Position, name: string): number[] {
  const { names, height, width } = observationShape(game, position.options);
  const index = names.indexOf(name);
  expect(index, `${game.id} has a plane ${name}`).toBeGreaterThanOrEqual(0);
  return Array.from(observation(game, position).subarray(index * height * width, (index + 1) * height * width));
}

/** The indices of a mask's entries that are not 0, checking that they are 1. */
function ones(mask: Uint8Array): number[] {
  const found: number[] = [];
  mask.forEach((v, i) => {
    if (v !== 0) found.push(v === 1 ? i : -1);
  });
  return found;
}

/** The row and column of a named point. */
function cell(game: AnyGame, point: string): [number, number] {
  const { width, cells } = embedBoard(game.board);
  const c = cells[game.board.point(point)] as number;
  return [Math.floor(c / width), c % width];
}

/** Positions of a seeded random game, every one of them. */
function randomLine(game: AnyGame, options: Readonly<Record<string, unknown>>, seed: number, plies: number): Position[] {
  const random = createRandom(seed);
  const line = [game.start(options)];
  for (let i = 0; i < plies; i++) {
    const position = line[line.length - 1] as Position;
    const moves = game.legalMoves(position);
    if (moves.length === 0) break;
    line.push(game.play(position, moves[random.int(moves.length)]));
  }
  return line;
}

const SQUARE = ['board', 'mover-man', 'opponent-man', 'captured'];
const OFF_MAN = ['mover-held-man', 'mover-unplaced-man', 'opponent-held-man', 'opponent-unplaced-man'];
const ENDS = ['black-to-move', 'game-over'];
const FORBIDDEN_GRID = ['forbidden-north', 'forbidden-east', 'forbidden-south', 'forbidden-west'];

describe('observationShape', () => {
  it('pins each game’s shape under its default options (the table of docs/ai.md)', () => {
    expect(observationShape(KONO)).toEqual({ planes: 10, height: 4, width: 4, names: [...SQUARE, ...OFF_MAN, ...ENDS] });
    expect(observationShape(JULGONU)).toEqual({
      planes: 14,
      height: 4,
      width: 4,
      names: [...SQUARE, ...OFF_MAN, ...ENDS, ...FORBIDDEN_GRID],
    });
    const kinds = (prefix: string): string[] => [`${prefix}-guard`, `${prefix}-queen`];
    expect(observationShape(AGON)).toEqual({
      planes: 16,
      height: 11,
      width: 11,
      names: [
        'board',
        ...kinds('mover'),
        ...kinds('opponent'),
        'captured',
        ...kinds('mover-held'),
        ...kinds('mover-unplaced'),
        ...kinds('opponent-held'),
        ...kinds('opponent-unplaced'),
        ...ENDS,
      ],
    });
    expect(observationShape(GONG)).toEqual({
      planes: 10,
      height: 14,
      width: 24,
      names: ['board', 'mover-pawn', 'opponent-pawn', 'captured', ...OFF_MAN.map((name) => name.replace('man', 'pawn')), ...ENDS],
    });
  });

  it('has forbidden planes exactly where the rules keep a history', () => {
    expect(observationShape(JULGONU, { noRepeat: 'off' }).names).toEqual([...SQUARE, ...OFF_MAN, ...ENDS]);
    expect(observationShape(JULGONU, { noRepeat: 'any' }).planes).toBe(14);
    expect(observationShape(KONO, { repetition: 3 }).names.slice(10)).toEqual(FORBIDDEN_GRID);
    expect(observationShape(KONO, { maxPlies: 20 }).planes).toBe(10);
    expect(observationShape(GONG, { repetition: 2 }).names.slice(10)).toEqual([
      'forbidden-inward',
      'forbidden-outward',
      'forbidden-left',
      'forbidden-right',
    ]);
    expect(observationShape(AGON, { repetition: 2 }).planes).toBe(22);
  });

  it('every variant’s observations have the length of its shape', () => {
    for (const { game, options } of VARIANTS) {
      const { planes, height, width, names } = observationShape(game, options);
      expect(names).toHaveLength(planes);
      for (const position of randomLine(game, options, 3, 20)) expect(observation(game, position)).toHaveLength(planes * height * width);
    }
  });

  it('returns the same frozen shape each time', () => {
    expect(observationShape(KONO)).toBe(observationShape(KONO, {}));
    expect(Object.isFrozen(observationShape(KONO))).toBe(true);
    expect(Object.isFrozen(observationShape(KONO).names)).toBe(true);
  });
});

describe('the embedding of the boards', () => {
  it('grid: rank 4 is row 0, file a column 0', () => {
    expect([cell(KONO, 'a1'), cell(KONO, 'd1'), cell(KONO, 'a4'), cell(KONO, 'c2')]).toEqual([
      [3, 0],
      [3, 3],
      [0, 0],
      [2, 2],
    ]);
  });

  it('hexagon: f6 in the middle of an 11 × 11 grid, north up a row, northeast right a column', () => {
    expect([
      cell(AGON, 'f6'),
      cell(AGON, 'f1'),
      cell(AGON, 'f11'),
      cell(AGON, 'a1'),
      cell(AGON, 'a6'),
      cell(AGON, 'l1'),
      cell(AGON, 'l6'),
    ]).toEqual([
      [5, 5],
      [10, 5],
      [0, 5],
      [5, 0],
      [0, 0],
      [10, 10],
      [5, 10],
    ]);
    const moves: Record<string, [number, number]> = {
      north: [-1, 0],
      northeast: [0, 1],
      southeast: [1, 1],
      south: [1, 0],
      southwest: [0, -1],
      northwest: [-1, -1],
    };
    for (let p = 0; p < AGON.board.size; p++) {
      AGON.board.directions.forEach((direction, d) => {
        const q = AGON.board.neighbour(p, d);
        if (q < 0) return;
        const [row, column] = cell(AGON, AGON.board.name(p));
        const [dr, dc] = moves[direction] as [number, number];
        expect(cell(AGON, AGON.board.name(q))).toEqual([row + dr, column + dc]);
      });
    }
  });

  it('rings: the Gon alone in row 0, ring k in row k, radial a in column 0', () => {
    expect([cell(GONG, 'gon'), cell(GONG, 'a1'), cell(GONG, 'b3'), cell(GONG, 'x13'), cell(GONG, 'm7')]).toEqual([
      [0, 0],
      [1, 0],
      [3, 1],
      [13, 23],
      [7, 12],
    ]);
  });

  it('the board plane is 1 on exactly the cells of the points', () => {
    for (const game of [KONO, AGON, GONG]) {
      const board = plane(game, game.start(), 'board');
      expect(board.filter((v) => v === 1)).toHaveLength(game.board.size);
      expect(board.filter((v) => v !== 0 && v !== 1)).toEqual([]);
    }
  });
});

describe('observation', () => {
  it('shows the pieces from the point of view of the player to move', () => {
    const start = KONO.start();
    expect([at(KONO, start, 'mover-man', 'a1'), at(KONO, start, 'opponent-man', 'a4'), at(KONO, start, 'mover-man', 'a4')]).toEqual([
      1, 1, 0,
    ]);
    expect(plane(KONO, start, 'black-to-move').every((v) => v === 1)).toBe(true);
  });

  it.each([
    [KONO, 'w1ww/bwww/bwbb/1bbb', {}],
    [JULGONU, 'ww2/2wb/1b2/b3', { noRepeat: 'off' }],
    [AGON, '6/7/g6G/g7G/g8G/q3gG1g2Q/g8G/8G/8/7/6', {}],
    [GONG, 'b/13/13/13/13/13/13/13/13/13/13/13/13/6w6/13/13/13/13/13/13/13/13/13/13/13', {}],
  ] as const)('%# the same board with the other player to move swaps the mover’s and the opponent’s planes', (game, board, options) => {
    const rest = game === AGON ? ' - -' : game === GONG ? ' 0 0' : '';
    const black = parse(game, `${board} b${rest}`, options);
    const white = parse(game, `${board} w${rest}`, options);
    const { names } = observationShape(game, options);
    for (const name of names) {
      const swapped = name.startsWith('mover-')
        ? name.replace('mover-', 'opponent-')
        : name.startsWith('opponent-')
          ? name.replace('opponent-', 'mover-')
          : name;
      const expected = plane(game, black, swapped);
      if (name === 'black-to-move') expect(plane(game, white, name).every((v) => v === 0)).toBe(true);
      else expect(plane(game, white, name), name).toEqual(expected);
    }
    expect(plane(game, black, names[1] as string).some((v) => v === 1)).toBe(true);
  });

  it('holds the pieces off the board as constant planes: count ÷ the most of the kind at the start', () => {
    let gong = GONG.start();
    gong = GONG.play(gong, GONG.parseMove(gong, '@a13'));
    expect(new Set(plane(GONG, gong, 'mover-unplaced-pawn'))).toEqual(new Set([1])); // White: 8 of 8
    expect(new Set(plane(GONG, gong, 'opponent-unplaced-pawn'))).toEqual(new Set([7 / 8]));
    expect(new Set(plane(GONG, gong, 'mover-held-pawn'))).toEqual(new Set([0]));
    // Black has taken a White Guard (A4) and holds it for return (A6); White is to move.
    const agon = parse(AGON, '6/7/g6G/g7G/g8G/q4g1g2Q/g8G/8G/8/7/6 w G -');
    expect(new Set(plane(AGON, agon, 'mover-held-guard'))).toEqual(new Set([Math.fround(1 / 6)]));
    expect(new Set(plane(AGON, agon, 'opponent-held-guard'))).toEqual(new Set([0]));
    const placing = AGON.start({ setup: 'placement' });
    expect(new Set(plane(AGON, placing, 'mover-unplaced-queen'))).toEqual(new Set([1]));
    expect(new Set(plane(AGON, placing, 'opponent-unplaced-guard'))).toEqual(new Set([1]));
  });

  it('marks the pieces captured and left on their cells (Agon, historical)', () => {
    const options = { variant: 'historical' };
    const before = parse(AGON, 'g4Q/g5G/g6G/g4G2G/g2g6/4Gq5/3G6/9/8/7/6 b - -', options);
    const after = AGON.play(before, AGON.parseMove(before, 'e4-f4xf5'));
    expect(at(AGON, before, 'captured', 'f5')).toBe(0);
    expect([at(AGON, after, 'captured', 'f5'), at(AGON, after, 'mover-guard', 'f5')]).toEqual([1, 1]);
    expect(plane(AGON, after, 'captured').reduce((a, b) => a + b, 0)).toBe(1);
  });

  it('marks the steps the history forbids (J4), which the same board without its history allows', () => {
    let position = JULGONU.start();
    for (const move of ['a1-a2', 'a4-a3', 'a2-a1']) position = JULGONU.play(position, JULGONU.parseMove(position, move));
    // a3-a4 would recreate the start, four plies before it.
    expect(JULGONU.legalMoves(position).map((move) => JULGONU.formatMove(position, move))).not.toContain('a3-a4');
    expect(at(JULGONU, position, 'forbidden-north', 'a3')).toBe(1);
    for (const name of FORBIDDEN_GRID)
      expect(plane(JULGONU, position, name).reduce((a, b) => a + b, 0)).toBe(name === 'forbidden-north' ? 1 : 0);
    const fresh = JULGONU.parsePosition(JULGONU.formatPosition(position));
    expect(at(JULGONU, fresh, 'forbidden-north', 'a3')).toBe(0);
    expect(JULGONU.legalMoves(fresh).map((move) => JULGONU.formatMove(fresh, move))).toContain('a3-a4');
  });

  it('reads a JSON copy of a position as the position itself, its options changed or not', () => {
    let position = JULGONU.start();
    for (const move of ['a1-a2', 'a4-a3', 'a2-a1']) position = JULGONU.play(position, JULGONU.parseMove(position, move));
    const copy = JSON.parse(JSON.stringify(position)) as Position;
    expect(observation(JULGONU, copy)).toEqual(observation(JULGONU, position));
    // The same options object, changed: a layout is not kept by an object that can change.
    (copy.options as { noRepeat: string }).noRepeat = 'off';
    expect(observation(JULGONU, { ...copy, history: [] })).toHaveLength(10 * 16);
  });

  it('sets the game-over plane once the game is over, also by a draw option', () => {
    const blocked = parse(KONO, '4/4/w3/bw2 b'); // Black is blocked: K5
    expect(KONO.outcome(blocked)).toBeDefined();
    expect(new Set(plane(KONO, blocked, 'game-over'))).toEqual(new Set([1]));
    const drawn = KONO.play(KONO.start({ maxPlies: 1 }), KONO.parseMove(KONO.start(), 'a1xa3'));
    expect(KONO.outcome(drawn)?.reason).toBe('max-plies');
    expect(new Set(plane(KONO, drawn, 'game-over'))).toEqual(new Set([1]));
    expect(new Set(plane(KONO, KONO.start(), 'game-over'))).toEqual(new Set([0]));
  });

  it('writes into out and returns it, with what a new array gets', () => {
    const position = randomLine(AGON, {}, 5, 30).at(-1) as Position;
    const { planes, height, width } = observationShape(AGON);
    const batch = new Float32Array(2 * planes * height * width).fill(7);
    const out = batch.subarray(planes * height * width);
    expect(observation(AGON, position, out)).toBe(out);
    expect(out).toEqual(observation(AGON, position));
    expect(batch.subarray(0, planes * height * width).every((v) => v === 7)).toBe(true);
  });
});

describe('legalActionMask', () => {
  it.each(VARIANTS.map((variant) => [variant.label, variant] as const))(
    '%s: 1 exactly at the actions of the legal moves',
    (_, { game, options }) => {
      const out = new Uint8Array(game.actionCount);
      for (const position of randomLine(game, options, 11, 40)) {
        const expected = game
          .legalMoves(position)
          .map((move) => game.encodeMove(move))
          .sort((a, b) => a - b);
        const mask = legalActionMask(game, position);
        expect(mask).toHaveLength(game.actionCount);
        expect(ones(mask)).toEqual(expected);
        expect(legalActionMask(game, position, out)).toBe(out);
        expect(ones(out)).toEqual(expected);
      }
    },
  );

  it('is all 0 once the game is over', () => {
    const blocked = parse(KONO, '4/4/w3/bw2 b');
    expect(ones(legalActionMask(KONO, blocked))).toEqual([]);
    expect(ones(legalActionMask(KONO, blocked, new Uint8Array(KONO.actionCount).fill(1)))).toEqual([]);
  });
});

/**
 * A game of one's own on a board with no layout (a graph): two pieces on a line of four points,
 * each stepping east or west onto an empty point; a piece that has moved is a king.
 */
interface Line {
  black: number;
  white: number;
  toMove: Player;
  kings: boolean;
}
const LINE_BOARD = new Board({
  names: ['p1', 'p2', 'p3', 'p4'],
  x: [0, 1, 2, 3],
  y: [0, 0, 0, 0],
  directions: ['east', 'west'],
  opposite: [1, 0],
  neighbours: [
    [1, -1],
    [2, 0],
    [3, 1],
    [-1, 2],
  ],
  symmetries: [{ name: 'identity', points: [0, 1, 2, 3], directions: [0, 1] }],
});
const target = (s: Line, action: number): number => (s.toMove === 'black' ? s.black : s.white) + (action === 0 ? 1 : -1);
const lineGame = defineGame<'line', { readonly step: 'east' | 'west' }, DrawOptions, Line>({
  id: 'line',
  name: 'Line',
  board: LINE_BOARD,
  actions: [{ step: 'east' }, { step: 'west' }],
  start: () => ({ black: 0, white: 3, toMove: 'black', kings: false }),
  toMove: (s) => s.toMove,
  formatPosition: (s) => `${s.black}${s.white}${s.toMove[0]}${s.kings ? 'k' : ''}`,
  parsePosition: (text) => {
    const m = /^([0-3])([0-3])([bw])(k?)$/.exec(text);
    if (m === null || m[1] === m[2]) throw new RulesError('position/syntax', `not a Line position: ${text}`);
    return { black: Number(m[1]), white: Number(m[2]), toMove: m[3] === 'b' ? 'black' : 'white', kings: m[4] === 'k' };
  },
  pieceAt: (s, p) =>
    p === s.black || p === s.white ? { owner: p === s.black ? 'black' : 'white', kind: s.kings ? 'king' : 'man' } : undefined,
  generate: (s, out) => {
    let n = 0;
    for (const action of [0, 1]) {
      const to = target(s, action);
      if (to >= 0 && to < 4 && to !== s.black && to !== s.white) out[n++] = action;
    }
    return n;
  },
  apply: (s, action) => {
    if (s.toMove === 'black') s.black = target(s, action);
    else s.white = target(s, action);
    s.kings = true;
    s.toMove = opponent(s.toMove);
  },
  formatMove: (s, action) => `${LINE_BOARD.name(s.toMove === 'black' ? s.black : s.white)}-${LINE_BOARD.name(target(s, action))}`,
});

describe('a game of one’s own', () => {
  it('a graph board is one row of its points in point order', () => {
    expect(observationShape(lineGame)).toMatchObject({ planes: 10, height: 1, width: 4 });
    expect(Array.from(observation(lineGame, lineGame.start()).subarray(0, 12))).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 1]);
  });

  it('refuses a piece of a kind its start position does not have, naming it', () => {
    const after = lineGame.play(lineGame.start(), { step: 'east' });
    const error = expectRulesError(() => observation(lineGame, after), 'argument/invalid');
    expect(error.message).toContain('"king"');
    expect(legalActionMask(lineGame, after)).toEqual(Uint8Array.from([0, 1]));
  });
});

describe('bad input', () => {
  const start = KONO.start();
  const shape = observationShape(KONO);

  it('refuses what is not a game', () => {
    for (const game of [null, undefined, 42, {}, { ...KONO, legalMoves: 1 }]) {
      expectRulesError(() => observationShape(game as never), 'argument/invalid');
      expectRulesError(() => observation(game as never, start), 'argument/invalid');
      expectRulesError(() => legalActionMask(game as never, start), 'argument/invalid');
    }
  });

  it('refuses a position of another game, or none', () => {
    for (const position of [null, undefined, 'wwww/wwww/bbbb/bbbb b', JULGONU.start(), { ...start, game: 'julgonu' }]) {
      expectRulesError(() => observation(KONO, position as never), 'argument/invalid');
      expectRulesError(() => legalActionMask(KONO, position as never), 'argument/invalid');
    }
  });

  it('refuses a position the game cannot read, as the game does', () => {
    const broken = { ...start, board: 'not a board' };
    expect(expectRulesError(() => observation(KONO, broken), 'argument/invalid').message).toContain('not a board');
    expectRulesError(() => legalActionMask(KONO, broken), 'argument/invalid');
  });

  it('refuses bad options', () => {
    expectRulesError(() => observationShape(KONO, { reducedToOne: 'yes' }), 'option/invalid');
  });

  it('refuses an out of the wrong type or length', () => {
    const size = shape.planes * shape.height * shape.width;
    for (const out of [new Float32Array(size - 1), new Float64Array(size), new Uint8Array(size), [], 'out', null]) {
      expectRulesError(() => observation(KONO, start, out as never), 'argument/invalid');
    }
    for (const out of [new Uint8Array(KONO.actionCount + 1), new Int8Array(KONO.actionCount), new Float32Array(KONO.actionCount), null]) {
      expectRulesError(() => legalActionMask(KONO, start, out as never), 'argument/invalid');
    }
  });

  it('leaves its inputs as they were', () => {
    for (const { game, options } of VARIANTS) {
      for (const position of randomLine(game, options, 7, 12)) {
        const before = snapshot(game, position);
        observation(game, position);
        legalActionMask(game, position);
        observationShape(game, position.options);
        expect(snapshot(game, position)).toBe(before);
      }
    }
    const out = new Float32Array(shape.planes * shape.height * shape.width);
    expectRulesError(() => observation(KONO, JULGONU.start() as never, out), 'argument/invalid');
    expect(out.every((v) => v === 0)).toBe(true);
  });
});

describe('docs/ai.md, Observations for learning code', () => {
  const page = readFileSync(new URL('../../docs/ai.md', import.meta.url), 'utf8');
  const section = page.slice(page.indexOf('\n## Observations for learning code\n'));

  it.each([
    ['Four Field Kono', KONO],
    ['Jul-Gonu', JULGONU],
    ['Agon', AGON],
    ['Gong', GONG],
  ] as const)('the table states the grid, the planes and the actions of %s', (name, game) => {
    const row = section.split('\n').find((line) => line.startsWith(`| ${name} |`));
    expect(row, `a row for ${name}`).toBeDefined();
    const [, grid = '', planes = '', actions = ''] = (row as string).split(' | ');
    const shape = observationShape(game);
    expect(grid).toBe(`${shape.height} × ${shape.width}`);
    expect(planes.startsWith(`${shape.planes}: `)).toBe(true);
    // The names of planes it quotes (`-east` and the like stand for forbidden-east, after forbidden-north).
    const quoted = [...planes.matchAll(/`([a-z-]+)`/g)].map((m) => m[1] as string);
    const named = quoted.filter((word) => ['board', 'captured'].includes(word) || /^[a-z]+-[a-z-]+$/.test(word));
    expect(named.length).toBeGreaterThanOrEqual(1);
    for (const plane of named) expect([...shape.names, ...observationShape(game, { repetition: 2 }).names], plane).toContain(plane);
    expect(Number(actions.replace(/,/g, ''))).toBe(game.actionCount);
  });

  it('the places it names are the cells the points embed in', () => {
    const layouts = { grid: KONO, hexagon: AGON, rings: GONG } as const;
    let checked = 0;
    for (const bullet of section.split(/\n- /).map((text) => text.replace(/\s+/g, ' '))) {
      const layout = /^`(grid|hexagon|rings)`/.exec(bullet)?.[1] as keyof typeof layouts | undefined;
      if (layout === undefined) continue;
      for (const [, point = '', row, column] of bullet.matchAll(/`([a-z]+\d+)` (?:is )?in row (\d+), column (\d+)/g)) {
        expect(cell(layouts[layout], point), `${layout}: ${point}`).toEqual([Number(row), Number(column)]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(7);
  });
});
