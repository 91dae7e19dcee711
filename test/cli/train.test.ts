import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWeights } from '../../src/ai/index.js';
import { ensureCli, ludicore, ludicoreInterrupted, type Run } from './helpers.js';

/**
 * `ludicore train`, end to end: a run stopped by Ctrl-C (SIGINT) leaves its last checkpoint whole
 * and readable, and going on from it gives the very bytes of a run that never stopped; a run is
 * the same with one thread and two; bad input is one line and exit code 2.
 */

let work = '';

beforeAll(async () => {
  await ensureCli();
  work = mkdtempSync(join(tmpdir(), 'ludicore-train-'));
}, 120_000);

afterAll(() => {
  if (work !== '') rmSync(work, { recursive: true, force: true });
});

function ok(run: Run): string {
  expect(run.stderr, run.stderr).toBe('');
  expect(run.status).toBe(0);
  return run.stdout;
}

/** A run of Kono long enough to be interrupted: its steps, and the settings of every run here. */
const STEPS = 60;
const RUN = ['--seed', '3', '--games', '48', '--limit', '150', '--every', '1'];

describe('ludicore train', () => {
  it('stopped by SIGINT, leaves its last checkpoint; resumed, gives the bytes of a run that never stopped', async () => {
    const out = join(work, 'stopped.weights');
    const stopped = await ludicoreInterrupted(['train', 'kono', '--steps', String(STEPS), ...RUN, '--out', out], '', /^step 3\//m);
    expect(stopped.signalSent).toBe(true);
    expect(stopped.status).toBe(130);
    expect(stopped.stderr).toMatch(
      /interrupted; .*stopped\.weights holds step \d+: ludicore train kono --resume .*stopped\.weights --steps 60/,
    );
    // The checkpoint is whole: it reads, at a step it reached, and no temporary file is left.
    const checkpoint = readWeights(new Uint8Array(readFileSync(out)));
    expect(checkpoint.training.steps).toBeGreaterThanOrEqual(3);
    expect(checkpoint.training.steps).toBeLessThan(STEPS);
    expect(readdirSync(work).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    const resumed = ok(ludicore(['train', 'kono', '--resume', out, '--steps', String(STEPS), '--threads', '2']));
    expect(resumed).toContain(`going on from step ${checkpoint.training.steps}`);
    expect(resumed).toContain(`Trained to step ${STEPS}`);

    const straight = join(work, 'straight.weights');
    ok(ludicore(['train', 'kono', '--steps', String(STEPS), ...RUN, '--out', straight, '--threads', '1']));
    expect(readFileSync(out).equals(readFileSync(straight))).toBe(true);
  });

  it('prints a line per checkpoint and saves the weights a run of two threads saves', () => {
    const one = join(work, 'one.weights');
    const two = join(work, 'two.weights');
    const printed = ok(
      ludicore(['train', 'julgonu', '--seed', '1', '--steps', '6', '--every', '3', '--games', '8', '--out', one, '--threads', '1']),
    );
    expect(printed.match(/^step \d+\/6: /gm)).toEqual(['step 3/6: ', 'step 6/6: ']);
    ok(ludicore(['train', 'julgonu', '--seed', '1', '--steps', '6', '--every', '3', '--games', '8', '--out', two, '--threads', '2']));
    expect(readFileSync(one).equals(readFileSync(two))).toBe(true);
    expect(readWeights(new Uint8Array(readFileSync(one))).training).toMatchObject({ seed: 1, steps: 6, gamesPerStep: 8 });
  });

  it('refuses bad input with one line and exit code 2', () => {
    const refused = (args: readonly string[], words: string): void => {
      const run = ludicore(args, { cwd: work });
      expect(run.status, run.stderr).toBe(2);
      expect(run.stderr).toContain(words);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    };
    refused(['train', 'kono', '--steps', '5'], 'needs --seed');
    refused(['train', 'kono', '--seed', '1'], 'needs --steps');
    refused(['train', 'chess', '--seed', '1', '--steps', '1'], 'chess');
    refused(['train', 'kono', '--seed', '1', '--steps', '1', '--lambda', '2'], '--lambda must be a number from 0 to 1');
    refused(['train', 'kono', '--seed', '1', '--steps', '1', '--swap', 'rotate7'], 'no symmetry "rotate7"');
    const damaged = join(work, 'damaged.weights');
    writeFileSync(damaged, 'LUDIWGTS but not really');
    refused(['train', 'kono', '--resume', damaged, '--steps', '2'], 'weights');
    refused(['train', 'kono', '--resume', damaged, '--steps', '2', '--seed', '4'], '--seed is for a new run');
    refused(['train', 'kono', '--resume', join(work, 'missing.weights'), '--steps', '2'], 'no such file');
    expect(existsSync(join(work, 'kono.weights'))).toBe(false);
  });
});
