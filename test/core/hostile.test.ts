import { describe, expect, it } from 'vitest';
import * as ai from '../../src/ai/index.js';
import * as bgio from '../../src/boardgame.io/index.js';
import * as root from '../../src/index.js';
import * as render from '../../src/render/index.js';
import * as solveEntry from '../../src/solve/index.js';
import * as testing from '../../src/testing/index.js';
import { addMatchSummaries, addSummaries } from '../../src/threads/index.js';
import { HOSTILE, MAX_MESSAGE, MAX_MS, attack, slots, type Slot } from '../support/hostile.js';
import { isRulesError, kono, type AnyGame } from '../../src/index.js';

/*
 * The fuzz suite of issue 28: every public entry of every subpath (but `ludicore/threads`, whose
 * asynchronous entries test/threads/hostile.test.ts attacks alike, and the command line, which has
 * a suite of its own), each argument in turn replaced by a non-value of
 * each kind, the other arguments valid. The promise checked: a RulesError with a documented code
 * and a message of bounded length that names the entry or the part of its input that was wrong
 * (the position, the move, the options…), the value left as it was, and a refusal in bounded time (a
 * loose bound, against a refusal that costs time linear in the value's size, not a benchmark).
 *
 * The values are fixed, so the suite is deterministic. A getter or a proxy trap of the caller's
 * that throws may throw through: for those values, their own error (or, for a revoked proxy,
 * the engine's TypeError about it) is accepted beside a RulesError.
 */

/** `new Class(...)` as a function, for {@link slots}. */
const construct =
  (Class: new (...args: never[]) => unknown) =>
  (...args: never[]): unknown =>
    new Class(...args);

// Optional arguments take undefined.
const OPTIONAL = ['undefined'];
/** A predicate's arguments: it answers for any value. */
const ANY = HOSTILE.map((hostile) => hostile.name);
/** An empty list, where a list may be empty. */
const EMPTY = ['an empty array'];
/** A string, where any string is a name (a label, an id the entry knows). */
const STRING = ['a string'];
/** Integers beyond any use, where the entry takes any positive integer and bounds its work itself. */
const HUGE = ['1e308', '2**53'];
/** The parts of an entry that takes a position and a move. */
const MOVE = { 1: 'move' };
/** Any object, where an object is read only for the keys the entry needs. */
const OBJECTS = [
  'a plain object',
  'a proxy',
  'a cyclic object',
  'a throwing getter',
  'a revoked proxy',
  'a proxy around an Int32Array',
  'a proxy around a Uint8Array',
];

const start = kono.start();
const move = kono.legalMoves(start)[0];
const random = root.createRandom(1);
const record = root.replay(kono, start, ['a1xa3']);
const board = kono.board;
const solution = solveEntry.solve(solveEntry.konoSolver, { maxPieces: 1 });
const tableBytes = solveEntry.saveTable(solution);
const classTable = solveEntry.solveClass(solveEntry.konoSolver, '0,0', []);
const weights = ai.learnedWeights('kono');
const effects = kono.effects(start, move as never);
const pieces = Array.from({ length: board.size }, (_, p) => kono.pieceAt(start, p));

/** The entries of the game contract, for each game. */
function gameSlots(game: AnyGame): Slot[] {
  const at = game.start();
  const first = game.legalMoves(at)[0];
  const text = game.formatMove(at, first);
  const m = <K extends keyof AnyGame>(name: K): ((...args: never[]) => unknown) =>
    (game[name] as (...args: unknown[]) => unknown).bind(game);
  const cursor = game.cursor(at);
  return [
    ...slots(`${game.id}.start`, m('start'), [{}], { 0: OPTIONAL }),
    ...slots(`${game.id}.toMove`, m('toMove'), [at]),
    ...slots(`${game.id}.legalMoves`, m('legalMoves'), [at]),
    // Documented never to throw a RulesError: whatever is no legal move is not legal.
    ...slots(`${game.id}.isLegal`, m('isLegal'), [at, first], { 0: ANY, 1: ANY }),
    ...slots(`${game.id}.play`, m('play'), [at, first], {}, MOVE),
    ...slots(`${game.id}.outcome`, m('outcome'), [at]),
    ...slots(`${game.id}.parseMove`, m('parseMove'), [at, text], {}, { 1: 'notation|move' }),
    ...slots(`${game.id}.formatMove`, m('formatMove'), [at, first], {}, MOVE),
    ...slots(`${game.id}.parsePosition`, m('parsePosition'), [game.formatPosition(at), {}], { 1: OPTIONAL }, { 0: 'position' }),
    ...slots(`${game.id}.formatPosition`, m('formatPosition'), [at]),
    ...slots(`${game.id}.encodeMove`, m('encodeMove'), [first], {}, { 0: 'move' }),
    ...slots(`${game.id}.decodeMove`, m('decodeMove'), [0], {}, { 0: 'action' }),
    ...slots(`${game.id}.positionKey`, m('positionKey'), [at]),
    ...slots(`${game.id}.pieceAt`, m('pieceAt'), [at, 0], {}, { 1: 'point' }),
    ...slots(`${game.id}.cursor`, m('cursor'), [at]),
    ...slots(`${game.id}.evaluate`, m('evaluate'), [cursor], {}, { 0: 'cursor' }),
    ...slots(`${game.id}.effects`, m('effects'), [at, first], {}, MOVE),
    ...slots(`${game.id}.offBoard`, m('offBoard'), [at]),
    ...slots(`${game.id}.gesture`, m('gesture'), [at, first], {}, MOVE),
    ...slots(`${game.id} cursor.legalActions`, (out: never) => game.cursor(at).legalActions(out), [new Int32Array(game.maxMoves)]),
    ...slots(`${game.id} cursor.occupiedPoints`, (out: never) => game.cursor(at).occupiedPoints(out), [new Int32Array(game.board.size)]),
    ...slots(`${game.id} cursor.play`, (action: never) => game.cursor(at).play(action), [0], {}, { 0: 'action' }),
    ...slots(`${game.id} cursor.parseMove`, (text: never) => game.cursor(at).parseMove(text), [text], {}, { 0: 'notation|move' }),
    ...slots(`${game.id} cursor.countLeaves`, (depth: never) => game.cursor(at).countLeaves(depth), [1], {}, { 0: 'depth' }),
  ];
}

/** Every entry's slots, by the module that exports it; each exported function must be here or in EXCEPTIONS. */
const ENTRIES: Record<string, Slot[]> = {
  root: [
    ...root.gameList.flatMap(gameSlots),
    ...slots('perft', root.perft, [kono, start, 1], {}, { 2: 'depth' }),
    ...slots('divide', root.divide, [kono, start, 1], {}, { 2: 'depth' }),
    ...slots('randomPlayout', root.randomPlayout, [kono, start, random, { limit: 5 }], { 3: OPTIONAL }),
    ...slots('randomPlayouts', root.randomPlayouts, [kono, start, 2, random, { limit: 5 }], { 4: OPTIONAL }, { 2: 'count' }),
    ...slots(
      'replay',
      root.replay,
      [kono, start, ['a1xa3'], {}, undefined],
      { 2: EMPTY, 3: OPTIONAL, 4: OPTIONAL },
      { 2: 'move', 3: 'tags?' },
    ),
    ...slots('formatRecord', root.formatRecord, [record], {}, { 0: 'record' }),
    ...slots('parseRecord', root.parseRecord, [root.formatRecord(record), root.games], {}, { 0: 'record|line', 1: 'game' }),
    ...slots('formatResult', root.formatResult, [undefined], { 0: OPTIONAL }),
    ...slots('new Match', construct(root.Match), [kono, start], { 1: OPTIONAL }, { 1: 'position|options' }),
    ...slots('Match.fromRecord', (r: never) => root.Match.fromRecord(r), [record]),
    ...slots('gameById', root.gameById, ['kono'], { 0: STRING }, { 0: 'game id' }),
    ...slots('new Board', construct(root.Board), [{}]),
    ...slots('squareGrid', root.squareGrid, [4, 4], {}, { 0: 'grid', 1: 'grid' }),
    ...slots('hexHexagon', root.hexHexagon, [3], {}, { 0: 'hexagon' }),
    ...slots('ringsAndRadials', root.ringsAndRadials, [3, 8, 'center'], { 2: STRING }, { 0: 'rings', 1: 'radials', 2: 'center' }),
    ...slots('createRandom', root.createRandom, [1], { 0: ['-1'] }, { 0: 'seed' }),
    ...slots('resolveOptions', root.resolveOptions, [kono.optionSpecs, {}, 'Kono'], { 1: OPTIONAL, 2: STRING }, { 0: 'spec' }),
    ...slots('isExcluded', root.isExcluded, [root.DRAW_OPTION_SPECS.maxPlies, {}], { 1: OBJECTS }),
    ...slots('parseMoveSyntax', root.parseMoveSyntax, [board, 'a1xa3', {}], { 2: OPTIONAL }, { 0: 'board', 1: 'notation|move' }),
    ...slots('formatMoveSyntax', root.formatMoveSyntax, [board, { kind: 'pass' }, {}], { 2: OPTIONAL }),
    ...slots(
      'parseRows',
      root.parseRows,
      ['4/4/4/4', [4, 4, 4, 4], 'bw', 'a board', (r: number) => `row ${r}`, ''],
      { 2: STRING, 3: STRING, 4: OPTIONAL, 5: [...OPTIONAL, ...STRING] },
      { 0: 'board' },
    ),
    ...slots('formatRows', root.formatRows, [[['b', '']]], { 0: EMPTY }),
    ...slots('applyEffects', root.applyEffects, [pieces, effects], { 1: EMPTY }, { 0: 'effect|board|pieces', 1: 'effect' }),
    ...slots('boardEffects', root.boardEffects, [pieces, pieces]),
    ...slots('samePiece', root.samePiece, [pieces[0], pieces[1]], { 0: OPTIONAL, 1: OPTIONAL }),
    ...slots('clickSelection', root.clickSelection, [kono, start, []], { 2: EMPTY }, { 2: 'clicks?' }),
    ...slots('effectsGesture', root.effectsGesture, [effects], { 0: EMPTY }),
    ...slots('moveOfGesture', root.moveOfGesture, [kono, start, root.NO_GESTURE]),
    ...slots('sameChoice', root.sameChoice, [null, null], { 0: ['null'], 1: ['null'] }),
    ...slots('defineGame', root.defineGame, [{}]),
    ...slots('custodianLines', root.custodianLines, [board, 2], { 1: HUGE }, { 0: 'board', 1: 'custodian line' }),
    ...slots('new CellCustodian', construct(root.CellCustodian), [board, 2], { 1: HUGE }, { 0: 'board', 1: 'custodian line' }),
    ...slots('new MaskCustodian', construct(root.MaskCustodian), [board, 2], { 1: HUGE }, { 0: 'board', 1: 'custodian line' }),
    ...slots('maskStateRules', root.maskStateRules, [{ files: 4, ranks: 4, name: 'x', maxPieces: 8 }], {}, { 0: 'grid|mask game' }),
    ...slots('maskKey', root.maskKey, [16], {}, { 0: 'grid' }),
  ],
  ai: [
    ...slots('randomBot', ai.randomBot, [kono, {}], { 1: OPTIONAL }),
    ...slots('greedyBot', ai.greedyBot, [kono, {}], { 1: OPTIONAL }),
    ...slots('alphaBeta', ai.alphaBeta, [kono, {}], { 1: OPTIONAL }),
    ...slots('mcts', ai.mcts, [kono, {}], { 1: OPTIONAL }),
    ...slots('botForLevel', ai.botForLevel, [kono, 1, {}], { 2: OPTIONAL }),
    ...slots('levelPlan', ai.levelPlan, [kono, 1]),
    ...slots('fitRatings', ai.fitRatings, [2, [], {}], { 2: OPTIONAL }),
    ...slots('observation', ai.observation, [kono, start, undefined], { 2: OPTIONAL }),
    ...slots('observationShape', ai.observationShape, [kono, {}], { 1: OPTIONAL }),
    ...slots('legalActionMask', ai.legalActionMask, [kono, start, undefined], { 2: OPTIONAL }),
    ...slots('learnedEvaluation', ai.learnedEvaluation, [kono, weights], { 1: OPTIONAL }),
    ...slots('learnedWeights', ai.learnedWeights, ['kono'], { 0: STRING }, { 0: 'weights' }),
    ...slots('formatWeights', ai.formatWeights, [weights]),
    ...slots('readWeights', ai.readWeights, [ai.formatWeights(weights)]),
  ],
  solve: [
    ...slots('maskSpace', solveEntry.maskSpace, [{ points: 4, maxPieces: 1 }], {}, { 0: 'mask space' }),
    ...slots('moverIndex', solveEntry.moverIndex, [start, kono]),
    // A whole solve with no settings: attacked through settings that ask for a small one.
    ...slots('solve', solveEntry.solve, [solveEntry.konoSolver, { maxPieces: 1 }], { 1: OPTIONAL }),
    ...slots('saveTable', solveEntry.saveTable, [solution]),
    ...slots('loadTable', solveEntry.loadTable, [solveEntry.konoSolver, tableBytes, {}], { 2: OPTIONAL }),
    ...slots('materialClasses', solveEntry.materialClasses, [solveEntry.konoSolver, 1], { 1: OPTIONAL }),
    ...slots('materialClass', solveEntry.materialClass, [solveEntry.konoSolver, '1,0']),
    ...slots('solveClass', solveEntry.solveClass, [solveEntry.konoSolver, '0,0', [], {}], { 2: EMPTY, 3: OPTIONAL }),
    ...slots('saveClassTable', solveEntry.saveClassTable, [classTable]),
    ...slots('loadClassTable', solveEntry.loadClassTable, [solveEntry.konoSolver, solveEntry.saveClassTable(classTable), {}], {
      2: OPTIONAL,
    }),
    ...slots(
      'mergeClassTables',
      solveEntry.mergeClassTables,
      [solveEntry.konoSolver, [classTable], { maxPieces: 1 }],
      {},
      { 1: 'class', 2: 'class|settings?' },
    ),
    // A whole solve with valid settings: attacked through the settings, never with none.
    ...slots('solveKono', solveEntry.solveKono, [{ maxPieces: 1 }], { 0: OPTIONAL }),
    ...slots('solveJulGonu', solveEntry.solveJulGonu, [{ maxPieces: 1 }], { 0: OPTIONAL }),
    ...slots('solveJulGonuPrevious', solveEntry.solveJulGonuPrevious, [{ maxPieces: 1 }], { 0: OPTIONAL }),
    ...slots('solverById', solveEntry.solverById, ['kono'], { 0: STRING }, { 0: 'solver id' }),
    ...slots('solverFor', solveEntry.solverFor, [kono, {}], { 1: OPTIONAL }),
    ...slots('perfectBot', solveEntry.perfectBot, [solution, {}], { 1: OPTIONAL }),
  ],
  render: [...slots('renderSvg', render.renderSvg, [kono, start, {}], { 2: OPTIONAL })],
  testing: [
    // A whole conformance run with no settings: attacked with settings that ask for one run.
    ...slots('checkGame', testing.checkGame, [kono, { runs: 1, maxPlies: 2 }], { 1: OPTIONAL }),
    ...slots('gameArbitraries', testing.gameArbitraries, [kono, {}], { 1: OPTIONAL }),
    ...slots('gameProperties', testing.gameProperties, [kono, {}], { 1: OPTIONAL }),
  ],
  'boardgame.io': [...slots('boardgameIoGame', bgio.boardgameIoGame, [kono, {}], { 1: OPTIONAL })],
  // Of ludicore/threads (whose own suite covers the rest), the two pure functions: cheap to attack here.
  threads: [
    ...slots('addSummaries', addSummaries, [{ games: 1, blackWins: 1, whiteWins: 0, draws: 0, unfinished: 0, plies: 3 }]),
    ...slots('addMatchSummaries', addMatchSummaries, [{ results: [{ index: 0, swapped: false, outcome: undefined, plies: 2 }] }]),
  ],
};

/**
 * The exported functions the suite does not attack, each with the reason: they take any value by
 * design, or are arithmetic for a game's inner loop, or belong to another suite.
 */
const EXCEPTIONS: Record<string, string> = {
  isRulesError: 'a predicate: it answers for any value',
  isRecordOf: 'a predicate: it answers for any value (false for what is not a record)',
  playerOfSeat: 'answers undefined for any value that is not a seat, as boardgame.io hands it any player id',
  opponent: 'arithmetic on a Player in the rules’ inner loop; its type says what it takes',
  popcount: 'bit arithmetic in the rules’ inner loop; its type says what it takes',
  lowestBit: 'bit arithmetic in the rules’ inner loop; its type says what it takes',
  maskStepKeyDelta: 'key arithmetic in the rules’ inner loop; its type says what it takes',
  RulesError: 'an error class: it takes a message as Error does',
  ConformanceError: 'an error class: it takes a message as Error does',
  Solution: 'its constructor is internal (solve and loadTable build it)',
  ClassTable: 'its constructor is internal (solveClass and loadClassTable build it)',
  retrograde: 'the solver’s engine, for spaces of the caller’s own code; its space is the caller’s to make sound',
  solveInParallel: 'runs on threads: the threads suite covers it',
};

const MODULES: Record<string, Record<string, unknown>> = { root, ai, solve: solveEntry, render, testing, 'boardgame.io': bgio };

describe('28.6: every public entry refuses non-values with a RulesError', () => {
  it('28.6: the suite covers every exported function, or says why not', () => {
    const covered = new Set(
      Object.values(ENTRIES)
        .flat()
        .map((slot) => slot.name.replace(/^new /, '').replace(/\(.*$/, '')),
    );
    const missing: string[] = [];
    for (const [module, exports] of Object.entries(MODULES)) {
      for (const [name, value] of Object.entries(exports)) {
        if (typeof value !== 'function' || Object.hasOwn(EXCEPTIONS, name)) continue;
        if (!covered.has(name)) missing.push(`${module}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  for (const [module, entries] of Object.entries(ENTRIES)) {
    it(`28.6: the entries of ${module}`, () => {
      const findings: string[] = [];
      for (const slot of entries) {
        for (const hostile of HOSTILE) {
          if (slot.accepts?.includes(hostile.name) === true) continue;
          const finding = attack(slot.call, hostile, slot.names);
          if (finding !== undefined) findings.push(`${slot.name} with ${hostile.name}: ${finding}`);
        }
      }
      if (process.env['HOSTILE_REPORT'] !== undefined) console.log(findings.join('\n'));
      expect(findings).toEqual([]);
    }, 60_000);
  }
});

/** The RulesError `call` throws, checked to have `code` and a short message that contains `names`. */
function refusal(call: () => unknown, code: string, names: RegExp): Error {
  let thrown: unknown;
  try {
    call();
  } catch (error) {
    thrown = error;
  }
  if (!isRulesError(thrown)) throw new Error(`expected a RulesError ${code}, got ${String(thrown)}`);
  expect(thrown.code).toBe(code);
  expect(thrown.message.length).toBeLessThanOrEqual(MAX_MESSAGE);
  expect(thrown.message).toMatch(names);
  return thrown;
}

describe('28.6: the reproductions of the issue', () => {
  it('28.6: the bots, replay, new Match and renderSvg refuse null for a game, naming it', () => {
    const entries: [string, () => unknown][] = [
      ['mcts', () => ai.mcts(null as never)],
      ['alphaBeta', () => ai.alphaBeta(null as never)],
      ['randomBot', () => ai.randomBot(null as never)],
      ['greedyBot', () => ai.greedyBot(null as never)],
      ['replay', () => root.replay(null as never, start, [])],
      ['new Match', () => new root.Match(null as never)],
      ['renderSvg', () => render.renderSvg(null as never, start)],
    ];
    for (const [name, call] of entries) refusal(call, 'argument/invalid', new RegExp(`^${name} needs a game`));
  });

  it('28.6: parseRecord refuses games that are neither a game nor a registry, and a registry entry that is no game', () => {
    const text = root.formatRecord(record);
    refusal(() => root.parseRecord(text, null as never), 'argument/invalid', /parseRecord needs a game or an object of games/);
    refusal(() => root.parseRecord(text, { kono: 5 } as never), 'argument/invalid', /the game "kono" of the games given/);
  });

  it('28.6: the solving entries refuse a value that is no solver, and class tables that are not a list', () => {
    refusal(() => solveEntry.solve(null as never), 'argument/invalid', /^solve needs a solver/);
    refusal(() => solveEntry.loadTable({ id: 'kono' } as never, tableBytes), 'argument/invalid', /^loadTable needs a solver/);
    refusal(() => solveEntry.materialClasses(5 as never), 'argument/invalid', /^materialClasses needs a solver/);
    refusal(() => solveEntry.solveClass(null as never, '0,0', []), 'argument/invalid', /^solveClass needs a solver/);
    refusal(() => solveEntry.mergeClassTables(solveEntry.konoSolver, 5 as never), 'argument/invalid', /class tables as a list/);
    refusal(() => solveEntry.perfectBot(null as never), 'argument/invalid', /^perfectBot needs a Solution/);
    // 44 classes missing of 45: the message lists eight and counts the rest.
    refusal(() => solveEntry.mergeClassTables(solveEntry.konoSolver, [classTable]), 'argument/invalid', /missing: 1,0 .* and 36 more$/);
  });

  it('28.6: applyEffects describes a BigInt or cyclic effect in its message instead of failing on it', () => {
    const cyclicEffect: Record<string, unknown> = {};
    cyclicEffect['self'] = cyclicEffect;
    Object.assign(cyclicEffect, { kind: 'move', from: 0, to: 99n, piece: { owner: 'black', kind: 'man' } });
    const error = refusal(() => root.applyEffects(pieces, [cyclicEffect] as never), 'argument/invalid', /99n/);
    expect(error.message).toContain('[Circular]');
  });

  it('28.6: a proxy around a typed array is refused as a typed array by cursor.legalActions, loadTable and readWeights', () => {
    const actions = new Proxy(new Int32Array(kono.maxMoves), {});
    refusal(() => kono.cursor(start).legalActions(actions), 'argument/invalid', /legalActions needs an Int32Array/);
    refusal(() => solveEntry.loadTable(solveEntry.konoSolver, new Proxy(tableBytes, {})), 'argument/invalid', /Uint8Array/);
    refusal(() => ai.readWeights(new Proxy(ai.formatWeights(weights), {})), 'argument/invalid', /Uint8Array/);
  });

  it('28.6: the helpers of effects, gestures, notation, options, custodians and defineGame refuse non-values', () => {
    refusal(() => root.boardEffects(null as never, pieces), 'argument/invalid', /boardEffects: the board before/);
    refusal(() => root.effectsGesture(null as never), 'argument/invalid', /^effectsGesture needs a list/);
    refusal(() => root.moveOfGesture(kono, start, null as never), 'argument/invalid', /^moveOfGesture needs a gesture/);
    refusal(() => root.sameChoice(undefined as never, null), 'argument/invalid', /^sameChoice: the first choice/);
    refusal(() => root.samePiece(pieces[0], null as never), 'argument/invalid', /^samePiece: the second piece/);
    refusal(() => root.parseRows(null as never, [4], 'bw', 'a board'), 'position/syntax', /a board field must be a string/);
    refusal(() => root.formatRows(null as never), 'argument/invalid', /^formatRows needs rows/);
    refusal(() => root.parseMoveSyntax(null as never, 'a1'), 'argument/invalid', /^parseMoveSyntax needs a board/);
    refusal(() => root.formatMoveSyntax(board, null as never), 'argument/invalid', /^formatMoveSyntax needs a move's syntax/);
    refusal(() => root.isExcluded(null as never, {}), 'argument/invalid', /^isExcluded needs an option spec/);
    refusal(() => root.custodianLines(null as never, 2), 'argument/invalid', /^custodianLines needs a board/);
    refusal(() => root.defineGame(null as never), 'argument/invalid', /^defineGame needs a game's rules/);
    refusal(() => root.defineGame({ id: 'x', name: 'X', board } as never), 'argument/invalid', /its start is undefined, not a function/);
    refusal(() => kono.evaluate(null as never), 'argument/invalid', /evaluate needs a cursor/);
  });
});

describe('28.7: invalid input is refused, not accepted', () => {
  it('28.7: the bots refuse {} for a game', () => {
    for (const [name, make] of [
      ['mcts', ai.mcts],
      ['alphaBeta', ai.alphaBeta],
      ['randomBot', ai.randomBot],
      ['greedyBot', ai.greedyBot],
    ] as const) {
      refusal(() => make({} as never), 'argument/invalid', new RegExp(`^${name} needs a game .*: its id is undefined`));
    }
  });

  it('28.7: gameArbitraries refuses a sparse list of options at once', () => {
    const sparse = Object.assign([], { length: 1e6 });
    const holey: unknown[] = [{}];
    holey[2] = {};
    const started = performance.now();
    refusal(() => testing.gameArbitraries(kono, { options: sparse }), 'argument/invalid', /a list of 1 to 1024/);
    refusal(() => testing.gameArbitraries(kono, { options: holey as never }), 'argument/invalid', /gameArbitraries options/);
    expect(performance.now() - started).toBeLessThan(MAX_MS);
  });

  it('28.7: gameProperties refuses an adapter whose pieces are 5', () => {
    refusal(
      () => testing.gameProperties(kono, { adapter: { pieces: 5 } as never }),
      'argument/invalid',
      /^gameProperties adapter pieces must be an object of functions/,
    );
    refusal(
      () => testing.gameProperties(kono, { adapter: { symmetry: { symmetries: [] } } as never }),
      'argument/invalid',
      /^gameProperties adapter symmetry must be/,
    );
  });

  it('28.7: clickSelection refuses a game whose board is null', () => {
    refusal(() => root.clickSelection({ ...kono, board: null } as never, start, []), 'argument/invalid', /its board is null, not a board/);
  });
});
