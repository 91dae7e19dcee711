import { describe, expect, it } from 'vitest';
import { createRandom, type AnyGame, type Position } from '../../src/index.js';
import { MAX_SEARCH_DEPTH, MAX_TABLE_SIZE, alphaBeta, greedyBot, mcts, randomBot } from '../../src/ai/index.js';
import { thrown } from '../support/errors.js';
import { AGON, GONG, JULGONU, KONO, checkedDecision, parse, type AnyBot } from '../support/ai.js';

type Maker = (game: AnyGame, settings: unknown) => AnyBot;

/** Each bot factory, taking settings of any shape (the point is to pass bad ones). */
const MAKERS: Readonly<Record<'randomBot' | 'greedyBot' | 'alphaBeta' | 'mcts', Maker>> = {
  randomBot: (game, settings) => randomBot(game, settings as Parameters<typeof randomBot>[1]),
  greedyBot: (game, settings) => greedyBot(game, settings as Parameters<typeof greedyBot>[1]),
  alphaBeta: (game, settings) => alphaBeta(game, settings as Parameters<typeof alphaBeta>[1]),
  mcts: (game, settings) => mcts(game, settings as Parameters<typeof mcts>[1]),
};
const BOT_NAMES = Object.keys(MAKERS) as (keyof typeof MAKERS)[];

const notAFunction = 'evaluate me';
const BAD_RANDOMS: readonly unknown[] = [1.5, Number.NaN, 2 ** 60, '7', null, {}, { int: () => 0 }, [1]];

/** [bot, setting, bad value]: every one must be refused with argument/invalid naming the setting. */
const BAD_SETTINGS: readonly (readonly [keyof typeof MAKERS, string, unknown])[] = [
  ...BAD_RANDOMS.flatMap((value) => BOT_NAMES.map((bot) => [bot, 'random', value] as const)),
  ...(['greedyBot', 'alphaBeta', 'mcts'] as const).flatMap((bot) => [
    [bot, 'evaluate', notAFunction] as const,
    [bot, 'evaluate', 3] as const,
    [bot, 'evaluate', {}] as const,
  ]),
  ...[0, -1, 1.5, Number.NaN, Infinity, '3', MAX_SEARCH_DEPTH + 1, null].map((v) => ['alphaBeta', 'depth', v] as const),
  ...[0, -5, 2.5, Number.NaN, Infinity, '1000', null].map((v) => ['alphaBeta', 'nodes', v] as const),
  ...[0, -50, Number.NaN, Infinity, '50', null].map((v) => ['alphaBeta', 'time', v] as const),
  ...[0, -1, 0.5, Number.NaN, Infinity, '64', MAX_TABLE_SIZE + 1].map((v) => ['alphaBeta', 'tableSize', v] as const),
  ...[0, -1, 2.5, Number.NaN, Infinity, '100', null].map((v) => ['mcts', 'iterations', v] as const),
  ...[0, -50, Number.NaN, Infinity, '50'].map((v) => ['mcts', 'time', v] as const),
  ...[-1, Number.NaN, Infinity, '1'].map((v) => ['mcts', 'exploration', v] as const),
  ...[-1, 1.5, Number.NaN, '16'].map((v) => ['mcts', 'playoutPlies', v] as const),
  ...[0, -1, Number.NaN, Infinity, '1'].map((v) => ['mcts', 'evaluationScale', v] as const),
  ...[-0.1, 1.5, Number.NaN, Infinity, '0.5', null].map((v) => ['mcts', 'minimaxWeight', v] as const),
  ...[0, 1, 'true', null, {}].map((v) => ['mcts', 'reuseTree', v] as const),
];

describe('bad settings are refused with argument/invalid, naming the setting', () => {
  it.each(BAD_SETTINGS)('%s { %s: %o }', (bot, setting, value) => {
    const error = thrown(() => MAKERS[bot](KONO, { [setting]: value }));
    expect(error.code).toBe('argument/invalid');
    expect(error.message).toContain(bot);
    expect(error.message).toContain(setting);
  });

  it.each(BOT_NAMES)('%s: an unknown setting is refused, and the message names it and the known ones', (bot) => {
    for (const key of ['depht', 'seed', 'budget', 'toString']) {
      const error = thrown(() => MAKERS[bot](KONO, { [key]: 1 }));
      expect(error.code).toBe('argument/invalid');
      expect(error.message).toContain(JSON.stringify(key));
      expect(error.message).toContain('random');
    }
  });

  it.each(BOT_NAMES)('%s: settings that are not an object are refused', (bot) => {
    for (const settings of [null, 5, 'depth 3', [], true]) {
      const error = thrown(() => MAKERS[bot](KONO, settings));
      expect(error.code).toBe('argument/invalid');
      expect(error.message).toContain(bot);
    }
  });

  it.each(BOT_NAMES)('%s: good settings are accepted, including an explicit undefined and a Random object', (bot) => {
    for (const settings of [undefined, {}, { random: 0 }, { random: -3 }, { random: createRandom(9) }, { random: undefined }]) {
      const made = MAKERS[bot](KONO, settings);
      expect(typeof made.name).toBe('string');
      expect(Object.isFrozen(made)).toBe(true);
    }
  });

  it('the limits themselves are accepted: depth 1 and MAX_SEARCH_DEPTH, one node, one iteration, no playout plies', () => {
    const pos = KONO.start();
    for (const settings of [
      { depth: 1 },
      { depth: MAX_SEARCH_DEPTH, nodes: 500 },
      { nodes: 1 },
      { tableSize: 1, depth: 3 },
      { time: 0.5 },
    ]) {
      checkedDecision(KONO, alphaBeta(KONO, settings), pos);
    }
    for (const settings of [
      { iterations: 1 },
      { iterations: 20, playoutPlies: 0 },
      { iterations: 20, exploration: 0.01, evaluationScale: 1e-3 },
      { iterations: 20, minimaxWeight: 0, reuseTree: false },
      { iterations: 20, minimaxWeight: 1, reuseTree: true },
    ]) {
      checkedDecision(KONO, mcts(KONO, settings), pos);
    }
  });
});

describe('positions the bots refuse', () => {
  const makeAll = (game: AnyGame): AnyBot[] => BOT_NAMES.map((bot) => MAKERS[bot](game, { random: 1 }));

  it.each([KONO, JULGONU, AGON, GONG])(
    '$id bots refuse a position of another game, and values that are no position, with argument/invalid',
    (game) => {
      const others = [KONO, JULGONU, AGON, GONG].filter((g) => g !== game).map((g) => g.start());
      for (const bot of makeAll(game)) {
        for (const wrong of [...others, null, undefined, 'wwww/wwww/bbbb/bbbb b', 42, {}]) {
          for (const call of [() => bot.decide(wrong as Position), () => bot.chooseMove(wrong as Position)]) {
            const error = thrown(call);
            expect(error.code, bot.name).toBe('argument/invalid');
            expect(error.message).toContain(game.name);
          }
        }
      }
    },
  );

  it.each([
    { game: KONO, text: '4/4/4/4 b', why: 'Black has no pieces' },
    { game: KONO, text: 'www1/wbw1/1w2/4 b', why: 'Black is walled in' },
    { game: JULGONU, text: '4/4/1w2/b3 b', why: 'Black has one piece' },
    { game: AGON, text: '6/7/8/9/4gg4/4gqg4/4gg4/9/8/GGGQGGG/6 w - -', why: 'Black has just taken the seat of power' },
    {
      game: GONG,
      text: 'w/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13 b 0 0',
      why: 'White’s last pawn is on the Gon',
    },
  ])('$game.id: every bot refuses a finished game ($why) with move/game-over', ({ game, text }) => {
    const pos = parse(game, text);
    expect(game.outcome(pos)).toBeDefined();
    for (const bot of makeAll(game)) {
      expect(thrown(() => bot.decide(pos)).code, bot.name).toBe('move/game-over');
      expect(thrown(() => bot.chooseMove(pos)).code, bot.name).toBe('move/game-over');
    }
  });

  it('a position drawn by maxPlies is over too', () => {
    let pos = KONO.start({ maxPlies: 1 });
    pos = KONO.play(pos, KONO.legalMoves(pos)[0]);
    expect(KONO.outcome(pos)).toEqual({ winner: null, reason: 'max-plies' });
    for (const bot of makeAll(KONO)) expect(thrown(() => bot.decide(pos)).code).toBe('move/game-over');
  });
});

/** Plays a game of at most `plies` plies with `black` and `white`, returning the moves in notation. */
function gameMoves(
  game: AnyGame,
  black: AnyBot,
  white: AnyBot,
  plies: number,
  useChoose = false,
  options: Record<string, unknown> = {},
): string[] {
  let pos = game.start(options);
  const moves: string[] = [];
  for (let i = 0; i < plies && game.outcome(pos) === undefined; i++) {
    const bot = game.toMove(pos) === 'black' ? black : white;
    const move = useChoose ? bot.chooseMove(pos) : bot.decide(pos).move;
    moves.push(game.formatMove(pos, move));
    pos = game.play(pos, move);
  }
  return moves;
}

describe('seeds', () => {
  const setups: readonly [string, AnyGame, (seed: number) => AnyBot, number][] = [
    ['random, Agon', AGON, (seed) => randomBot(AGON, { random: seed }), 40],
    ['random, Gong', GONG, (seed) => randomBot(GONG, { random: seed }), 40],
    ['greedy, Kono', KONO, (seed) => greedyBot(KONO, { random: seed }), 40],
    ['alpha-beta, Jul-Gonu', JULGONU, (seed) => alphaBeta(JULGONU, { depth: 3, random: seed }), 30],
    ['alpha-beta by nodes, Agon', AGON, (seed) => alphaBeta(AGON, { nodes: 1500, random: seed }), 12],
    ['MCTS, Kono', KONO, (seed) => mcts(KONO, { iterations: 60, random: seed }), 30],
    ['MCTS, Gong', GONG, (seed) => mcts(GONG, { iterations: 40, playoutPlies: 4, random: seed }), 24],
  ];

  it.each(setups)('%s: bots with equal seeds play identical games (chooseMove and decide alike)', (_, game, make, plies) => {
    const first = gameMoves(game, make(3), make(4), plies);
    const second = gameMoves(game, make(3), make(4), plies, true);
    expect(second).toEqual(first);
    expect(first.length).toBeGreaterThan(0);
  });

  it('a Random object given as the source is drawn from, so two bots sharing one do not repeat each other', () => {
    const shared = createRandom(5);
    const a = randomBot(AGON, { random: shared });
    const b = randomBot(AGON, { random: shared });
    const start = AGON.start();
    const picks = Array.from({ length: 20 }, (_, i) => AGON.formatMove(start, (i % 2 === 0 ? a : b).chooseMove(start)));
    const fresh = randomBot(AGON, { random: createRandom(5) });
    expect(picks).toEqual(Array.from({ length: 20 }, () => AGON.formatMove(start, fresh.chooseMove(start))));
  });

  it.each([
    ['Kono', KONO],
    ['Jul-Gonu', JULGONU],
    ['Agon', AGON],
    ['Gong', GONG],
  ] as const)('random bots with different seeds play different games somewhere (%s)', (_, game) => {
    const lines = new Set(
      [1, 2, 3, 4].map((seed) => gameMoves(game, randomBot(game, { random: seed }), randomBot(game, { random: seed + 100 }), 30).join(' ')),
    );
    expect(lines.size).toBeGreaterThan(1);
  });

  it('the default seed is 0', () => {
    expect(gameMoves(GONG, randomBot(GONG), randomBot(GONG, { random: 1 }), 20)).toEqual(
      gameMoves(GONG, randomBot(GONG, { random: 0 }), randomBot(GONG, { random: 1 }), 20),
    );
  });
});

describe('budgets', () => {
  it.each([
    { game: AGON, budget: 2000 },
    { game: AGON, budget: 20_000 },
    { game: KONO, budget: 300 },
    { game: GONG, budget: 5000 },
  ])('$game.id start: alpha-beta with nodes $budget stops deepening within the budget (plus one first iteration)', ({ game, budget }) => {
    const pos = game.start();
    const firstIteration = alphaBeta(game, { depth: 1 }).decide(pos).nodes;
    const decision = alphaBeta(game, { nodes: budget }).decide(pos);
    // The node that trips the budget (and the root of the aborted iteration) are counted too.
    expect(decision.nodes).toBeLessThanOrEqual(Math.max(budget, firstIteration) + 2);
    expect(decision.nodes).toBeLessThanOrEqual(budget + firstIteration);
    expect(decision.depth).toBeGreaterThanOrEqual(1);
    expect(decision.depth).toBeLessThan(MAX_SEARCH_DEPTH);
    // The same search by depth alone: the completed depth fits in the budget (or is the first
    // iteration), and one more iteration would not have.
    const completed = alphaBeta(game, { depth: decision.depth }).decide(pos);
    expect(completed.move).toEqual(decision.move);
    expect(completed.score).toBe(decision.score);
    if (decision.depth > 1) expect(completed.nodes).toBeLessThanOrEqual(budget);
    const deeper = alphaBeta(game, { depth: decision.depth + 1 }).decide(pos);
    expect(deeper.nodes).toBeGreaterThanOrEqual(budget);
  });

  it('alpha-beta with nodes 1 still completes its first iteration', () => {
    const pos = AGON.start();
    const decision = checkedDecision(AGON, alphaBeta(AGON, { nodes: 1 }), pos);
    expect(decision.depth).toBe(1);
    const firstIteration = alphaBeta(AGON, { depth: 1 }).decide(pos).nodes;
    expect(decision.nodes).toBeGreaterThanOrEqual(firstIteration);
    // The second iteration stops at its first node below the root.
    expect(decision.nodes).toBeLessThanOrEqual(firstIteration + 2);
  });

  it('a larger node budget searches at least as deep', () => {
    const pos = AGON.start();
    const depths = [500, 5000, 50_000].map((nodes) => alphaBeta(AGON, { nodes }).decide(pos).depth);
    expect(depths).toEqual([...depths].sort((a, b) => a - b));
    expect(depths[2]).toBeGreaterThan(depths[0] as number);
  });

  it('alpha-beta without a budget searches depth 4', () => {
    expect(alphaBeta(KONO).decide(KONO.start()).depth).toBe(4);
  });

  it('alpha-beta with time 50 ms on the Agon start returns promptly (a sanity bound, not a timing test)', () => {
    const started = performance.now();
    const decision = checkedDecision(AGON, alphaBeta(AGON, { time: 50 }), AGON.start());
    const took = performance.now() - started;
    expect(took).toBeLessThan(2000);
    expect(decision.elapsedMs).toBeLessThanOrEqual(took + 1);
    expect(decision.depth).toBeGreaterThanOrEqual(1);
  });

  it('MCTS with time 30 ms returns promptly and runs at least one iteration', () => {
    const started = performance.now();
    const decision = checkedDecision(GONG, mcts(GONG, { time: 30 }), GONG.start());
    expect(performance.now() - started).toBeLessThan(2000);
    expect(decision.iterations).toBeGreaterThanOrEqual(1);
  });

  it.each([
    { game: KONO, iterations: 1 },
    { game: KONO, iterations: 137 },
    { game: JULGONU, iterations: 64 },
    { game: AGON, iterations: 80 },
    { game: GONG, iterations: 50 },
  ])('MCTS on the $game.id start runs exactly the iterations set ($iterations)', ({ game, iterations }) => {
    const pos = game.start();
    const decision = checkedDecision(game, mcts(game, { iterations, random: 2 }), pos);
    expect(decision.iterations).toBe(iterations);
    expect(decision.visits).toBeGreaterThanOrEqual(1);
    expect(decision.visits).toBeLessThanOrEqual(iterations);
  });

  it('MCTS reports 0 iterations when it plays a win in one without searching', () => {
    const pos = parse(KONO, '4/2b1/b1bb/2ww b');
    const decision = checkedDecision(KONO, mcts(KONO, { iterations: 500 }), pos);
    expect(KONO.formatMove(pos, decision.move)).toBe('c3xc1');
    expect(decision).toMatchObject({ iterations: 0, visits: 0, value: 1 });
  });
});

describe('bot names', () => {
  it('name the bot and its budget', () => {
    expect(randomBot(KONO).name).toBe('random');
    expect(greedyBot(KONO).name).toBe('greedy');
    expect(alphaBeta(KONO).name).toContain('depth 4');
    expect(alphaBeta(KONO, { depth: 3 }).name).toContain('depth 3');
    expect(alphaBeta(KONO, { nodes: 5000 }).name).toContain('5000 nodes');
    expect(alphaBeta(KONO, { time: 50 }).name).toContain('50 ms');
    const both = alphaBeta(KONO, { depth: 6, nodes: 7000, time: 25 }).name;
    for (const part of ['depth 6', '7000 nodes', '25 ms']) expect(both).toContain(part);
    expect(alphaBeta(KONO).name).toMatch(/alpha-beta/);
    expect(mcts(KONO).name).toContain('1000 iterations');
    expect(mcts(KONO, { iterations: 100 }).name).toContain('100 iterations');
    expect(mcts(KONO, { time: 40 }).name).toContain('40 ms');
    expect(mcts(KONO, { time: 40 }).name).not.toContain('iterations');
    const capped = mcts(KONO, { iterations: 300, time: 40 }).name;
    expect(capped).toContain('300 iterations');
    expect(capped).toContain('40 ms');
    expect(mcts(KONO).name).toMatch(/mcts/i);
  });
});
