import { describe, expect, it } from 'vitest';
import { createRandom, kono, randomPlayout, randomPlayouts } from '../../src/index.js';
import { alphaBeta, botForLevel, fitRatings, greedyBot, mcts, randomBot } from '../../src/ai/index.js';
import { renderSvg } from '../../src/render/index.js';
import { loadTable, mergeClassTables, konoSolver, solve } from '../../src/solve/index.js';
import { checkGame, gameArbitraries, gameProperties } from '../../src/testing/index.js';
import { expectRulesError } from './helpers.js';

/*
 * A setting that is `null` is refused, naming it: `undefined` (or leaving the key out) is how a
 * setting is not given. One check, where every settings object is read, keeps a reader's default
 * (`?? 0`) from taking `null` for "not given".
 */
describe('28.2: null is not "not given" in any settings object', () => {
  const start = kono.start();
  const random = createRandom(1);
  it.each([
    ['checkGame seed', () => checkGame(kono, { seed: null as never })],
    ['checkGame runs', () => checkGame(kono, { runs: null as never })],
    ['checkGame start', () => checkGame(kono, { start: null as never })],
    ['randomPlayout limit', () => randomPlayout(kono, start, random, { limit: null as never })],
    ['randomPlayouts limit', () => randomPlayouts(kono, start, 2, random, { limit: null as never })],
    ['alphaBeta depth', () => alphaBeta(kono, { depth: null as never })],
    ['alphaBeta random', () => alphaBeta(kono, { random: null as never })],
    ['mcts iterations', () => mcts(kono, { iterations: null as never })],
    ['greedyBot evaluate', () => greedyBot(kono, { evaluate: null as never })],
    ['randomBot random', () => randomBot(kono, { random: null as never })],
    ['botForLevel random', () => botForLevel(kono, 3, { random: null as never })],
    ['fitRatings anchor', () => fitRatings(2, [], { anchor: null as never })],
    ['renderSvg size', () => renderSvg(kono, start, { size: null as never })],
    ['gameArbitraries maxPlies', () => gameArbitraries(kono, { maxPlies: null as never })],
    ['gameProperties movesPerPosition', () => gameProperties(kono, { movesPerPosition: null as never })],
    ['solve maxPieces', () => solve(konoSolver, { maxPieces: null as never })],
    ['loadTable verify', () => loadTable(konoSolver, new Uint8Array(0), { verify: null as never })],
    ['mergeClassTables maxPieces', () => mergeClassTables(konoSolver, [], { maxPieces: null as never })],
  ])('%s', (name, call) => {
    const error = expectRulesError(call, 'argument/invalid');
    expect(error.message).toContain(`${name} must not be null`);
  });

  it('a setting left out or undefined is not given', () => {
    expect(randomPlayout(kono, start, createRandom(1), { limit: undefined } as never).plies).toBe(
      randomPlayout(kono, start, createRandom(1)).plies,
    );
    expect(checkGame(kono, { runs: 2, seed: undefined } as never)).toEqual(checkGame(kono, { runs: 2 }));
  });
});

describe('28.2: every setting is read once, where the settings object is checked', () => {
  /** Settings whose every key is a getter counting its reads and answering `values[key]`. */
  function counted(values: Record<string, unknown>): { settings: object; reads: Record<string, number> } {
    const reads: Record<string, number> = {};
    const settings = {};
    for (const [key, value] of Object.entries(values)) {
      reads[key] = 0;
      Object.defineProperty(settings, key, {
        enumerable: true,
        get: () => {
          reads[key] = (reads[key] as number) + 1;
          return value;
        },
      });
    }
    return { settings, reads };
  }

  it.each([
    ['gameArbitraries', (settings: object) => gameArbitraries(kono, settings), { options: { repetition: 3 }, maxPlies: 12 }],
    [
      'gameProperties',
      (settings: object) => gameProperties(kono, settings),
      { options: { repetition: 3 }, maxPlies: 12, movesPerPosition: 2, adapter: {} },
    ],
  ] as const)('%s reads each of its settings once', (_, call, values) => {
    const { settings, reads } = counted(values);
    call(settings);
    expect(reads).toEqual(Object.fromEntries(Object.keys(values).map((key) => [key, 1])));
  });
});
