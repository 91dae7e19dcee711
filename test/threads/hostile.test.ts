import { describe, expect, it } from 'vitest';
import { isRulesError as isSourceRulesError } from '../../src/index.js';
import { solveInParallel } from '../../src/solve/index.js';
import { attackAsync, HOSTILE, slots, type Slot } from '../support/hostile.js';
import { loadBuilt } from './helpers.js';

/*
 * The fuzz suite of issue 28 for ludicore/threads (the core's suite covers its two pure
 * functions): each argument of each entry in turn replaced by a non-value of each kind, the
 * others valid and asking for work done in the calling thread. The promise checked is the core's
 * (see test/support/hostile.ts), and one more: the promise is rejected before its first await,
 * so that no worker starts for input that is refused.
 */

const { core, threads } = await loadBuilt();

const kono = core.kono;
const start = kono.start();
/** Optional arguments take undefined (and would then run on every core: not attacked with it). */
const OPTIONAL = ['undefined'];
const HERE = { threads: 1 };

/** A RulesError of the built package (the threads') or of the sources (`solveInParallel`, whose workers the package's tests run). */
const isRulesError = (error: unknown): error is { readonly code: string; readonly message: string } =>
  core.isRulesError(error) || isSourceRulesError(error);

const ENTRIES: Slot<Promise<unknown>>[] = [
  ...slots('perft', threads.perft, [kono, start, 1, HERE], { 3: OPTIONAL }, { 2: 'depth' }),
  ...slots('divide', threads.divide, [kono, start, 1, HERE], { 3: OPTIONAL }, { 2: 'depth' }),
  ...slots('randomPlayouts', threads.randomPlayouts, [kono, start, 2, { seed: 1, limit: 4, threads: 1 }], {}, { 2: 'count' }),
  ...slots('playMatches', threads.playMatches, [
    kono,
    { black: { bot: 'random' }, white: { bot: 'random' }, games: 2, seed: 1, limit: 4, threads: 1 },
  ]),
  ...slots('playLadder', threads.playLadder, [kono, { levels: [1, 2], games: 2, seed: 1, limit: 4, threads: 1 }]),
  ...slots('trainEvaluation', threads.trainEvaluation, [kono, { seed: 1, steps: 1, gamesPerStep: 1, limit: 4, threads: 1 }]),
  ...slots('solveInParallel', solveInParallel, ['kono', { maxPieces: 1, threads: 1 }], { 0: ['a string'], 1: OPTIONAL }, { 0: 'solver' }),
];

describe('28.6: every entry of ludicore/threads refuses non-values with a RulesError, before any worker starts', () => {
  it('28.6: the calls the suite starts from are accepted, so that each refusal is the hostile value’s', async () => {
    for (const slot of ENTRIES.filter((s) => s.name.endsWith('(argument 1)'))) {
      // The first argument of each is the game (or the solver's id): the call with its own.
      const valid = slot.name.startsWith('solveInParallel') ? 'kono' : kono;
      await expect(slot.call(valid), slot.name).resolves.toBeDefined();
    }
  }, 120_000);

  it('28.6: the entries of ludicore/threads', async () => {
    const findings: string[] = [];
    for (const slot of ENTRIES) {
      for (const hostile of HOSTILE) {
        if (slot.accepts?.includes(hostile.name) === true) continue;
        const finding = await attackAsync(slot.call, hostile, slot.names, isRulesError);
        if (finding !== undefined) findings.push(`${slot.name} with ${hostile.name}: ${finding}`);
      }
    }
    if (findings.length > 0) console.log(findings.join('\n'));
    expect(findings).toEqual([]);
  }, 120_000);
});
