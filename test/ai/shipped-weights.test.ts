import { describe, expect, it } from 'vitest';
import { learnedWeights } from '../../src/ai/index.js';
import { loadBuilt } from '../threads/helpers.js';

/*
 * The shipped weights reproduce: the run their training record describes (seed, steps, settings,
 * and the layout's choices) gives them again, value for value, on both cores. Kono's and
 * Jul-Gonu's runs take about a minute together; Agon's and Gong's, longer, are reproduced by
 * scripts/train-evaluations.mjs. A long suite (npm run test:long).
 */

const { core, threads } = await loadBuilt();

describe('the shipped weights', () => {
  it.each(['kono', 'julgonu'])('%s: the run of their training record gives them again', async (id) => {
    const shipped = learnedWeights(id);
    const { layout, training } = shipped;
    const again = await threads.trainEvaluation(core.gameById(id), {
      seed: training.seed,
      steps: training.steps,
      gamesPerStep: training.gamesPerStep,
      learningRate: training.learningRate,
      lambda: training.lambda,
      exploration: training.exploration,
      openingPlies: training.openingPlies,
      limit: training.limit,
      options: training.options,
      lines: layout.lines,
      material: layout.material.length > 0,
      swap: layout.swap,
      symmetries: layout.symmetries,
      threads: 2,
    });
    expect(again.layout).toEqual(layout);
    expect(Array.from(again.values)).toEqual(Array.from(shipped.values));
  });
});
