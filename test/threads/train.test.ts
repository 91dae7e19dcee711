import { describe, expect, it } from 'vitest';
import { hasami } from '../../examples/hasami/index.js';
import { learnedEvaluation } from '../../src/ai/index.js';
import { thrownCode } from '../support/errors.js';
import { loadBuilt } from './helpers.js';

/*
 * Training by self-play on worker threads (the built package): the same seed gives the same
 * weights with one thread and with two, a run resumed from a checkpoint gives the weights of a run
 * that never stopped, another seed other weights; bad settings are refused before any worker starts.
 */

const { core, threads } = await loadBuilt();
const small = { gamesPerStep: 6, limit: 120 } as const;

/** A rejected promise's RulesError code. */
async function rejectedCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'no error';
  } catch (error) {
    return core.isRulesError(error) ? error.code : String(error);
  }
}

describe('trainEvaluation', () => {
  it('gives the same weights with 1 and 2 threads, and other weights with another seed', async () => {
    const one = await threads.trainEvaluation(core.kono, { seed: 4, steps: 4, ...small, threads: 1 });
    const two = await threads.trainEvaluation(core.kono, { seed: 4, steps: 4, ...small, threads: 2 });
    expect(one.training.steps).toBe(4);
    expect(one.values.some((v) => v !== 0)).toBe(true);
    expect(Array.from(two.values)).toEqual(Array.from(one.values));
    expect(two).toEqual(one);
    const other = await threads.trainEvaluation(core.kono, { seed: 5, steps: 4, ...small, threads: 2 });
    expect(Array.from(other.values)).not.toEqual(Array.from(one.values));
  });

  it('resumed from a checkpoint, gives the weights of a run that never stopped', async () => {
    const steps: number[] = [];
    const straight = await threads.trainEvaluation(core.julgonu, {
      seed: 2,
      steps: 5,
      ...small,
      threads: 2,
      onStep: (progress) => void steps.push(progress.step),
    });
    expect(steps).toEqual([1, 2, 3, 4, 5]);
    const half = await threads.trainEvaluation(core.julgonu, { seed: 2, steps: 2, ...small, threads: 1 });
    const resumed = await threads.trainEvaluation(core.julgonu, { steps: 5, resume: half, threads: 2 });
    expect(resumed).toEqual(straight);
  });

  it('learns a game of the caller’s own, made with defineGame, in the calling thread', async () => {
    const weights = await threads.trainEvaluation(hasami, { seed: 1, steps: 2, gamesPerStep: 4, limit: 60, threads: 2 });
    expect(weights.game).toBe('hasami');
    const evaluate = learnedEvaluation(hasami, weights);
    expect(Number.isFinite(evaluate(hasami.cursor(hasami.start())))).toBe(true);
  });

  it('refuses bad settings with argument/invalid, and weights of another game with weights/wrong-game', async () => {
    const kono = core.kono;
    const refused = async (settings: unknown): Promise<string> =>
      rejectedCode(threads.trainEvaluation(kono, settings as Parameters<typeof threads.trainEvaluation>[1]));
    expect(await refused({ steps: 2 })).toBe('argument/invalid');
    expect(await refused({ seed: 1 })).toBe('argument/invalid');
    expect(await refused({ seed: 1, steps: 2, lines: 1 })).toBe('argument/invalid');
    expect(await refused({ seed: 1, steps: 2, lambda: 2 })).toBe('argument/invalid');
    expect(await refused({ seed: 1, steps: 2, swap: 'rotate7' })).toBe('argument/invalid');
    expect(await refused({ seed: 1, steps: 2, colour: 'black' })).toBe('argument/invalid');
    expect(await refused({ seed: 1, steps: 2, options: { maxPlies: -1 } })).toBe('option/invalid');
    const weights = await threads.trainEvaluation(kono, { seed: 1, steps: 1, ...small, threads: 1 });
    expect(await refused({ steps: 2, resume: weights, seed: 3 })).toBe('argument/invalid');
    expect(await rejectedCode(threads.trainEvaluation(core.julgonu, { steps: 2, resume: weights }))).toBe('weights/wrong-game');
    expect(thrownCode(() => learnedEvaluation(kono, weights))).toBe('no error');
  });
});
