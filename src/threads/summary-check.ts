import { describeValue } from '../core/describe.js';
import { RulesError } from '../core/errors.js';
import { checkedOutcome } from '../core/guards.js';
import type { PlayoutSummary } from '../core/playout.js';
import type { MatchGameResult } from './jobs.js';
import type { MatchSummary } from './matches.js';

/*
 * The checks of the summaries a caller hands back to be added: each a summary of the kind the
 * entries return, read once, so that a sum is never NaN, a string or a TypeError.
 */

/** The counts of a playout summary. */
const PLAYOUT_FIELDS = [
  'games',
  'blackWins',
  'whiteWins',
  'draws',
  'unfinished',
  'plies',
] as const satisfies readonly (keyof PlayoutSummary)[];

/** Whether a value is a count: a non-negative safe integer. */
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * The playout summaries given to `addSummaries`, checked: each an object whose counts are
 * non-negative safe integers. Copies, each field read once.
 *
 * @throws {@link RulesError} `argument/invalid` naming the summary and the field.
 */
export function checkedPlayoutSummaries(summaries: readonly unknown[]): PlayoutSummary[] {
  return summaries.map((summary, i) => {
    if (typeof summary !== 'object' || summary === null) {
      throw new RulesError('argument/invalid', `addSummaries: summary ${i + 1} is ${describeValue(summary)}, not a playout summary`);
    }
    const copy: Partial<Record<keyof PlayoutSummary, number>> = {};
    for (const field of PLAYOUT_FIELDS) {
      const value: unknown = (summary as Partial<Record<keyof PlayoutSummary, unknown>>)[field];
      if (!isCount(value)) {
        throw new RulesError('argument/invalid', `addSummaries: summary ${i + 1} has ${field} ${describeValue(value)}, not a count`);
      }
      copy[field] = value;
    }
    return copy as PlayoutSummary;
  });
}

/**
 * The game results of the match summaries given to `addMatchSummaries`, checked: each summary an
 * object whose `results` is a list (its length read before any element, so that a hole is
 * refused where it stands) of results with an index, a count of plies, a boolean `swapped` and
 * an outcome or `undefined`. Copies, each field read once.
 *
 * @throws {@link RulesError} `argument/invalid` naming the summary, the result and what is wrong.
 */
export function checkedMatchResults(summaries: readonly unknown[]): MatchGameResult[] {
  const results: MatchGameResult[] = [];
  summaries.forEach((summary, i) => {
    const list: unknown = typeof summary === 'object' && summary !== null ? (summary as Partial<MatchSummary>).results : undefined;
    if (!Array.isArray(list)) {
      throw new RulesError('argument/invalid', `addMatchSummaries: summary ${i + 1} is ${describeValue(summary)}, not a match summary`);
    }
    const length = (list as unknown[]).length;
    for (let r = 0; r < length; r++) {
      const result: unknown = (list as readonly unknown[])[r];
      const what = `addMatchSummaries: result ${r + 1} of summary ${i + 1}`;
      const refuse = (why: string): never => {
        throw new RulesError('argument/invalid', `${what} is ${describeValue(result)}${why}`);
      };
      if (typeof result !== 'object' || result === null) return refuse(', not a game result');
      const { index, swapped, outcome, plies } = result as Partial<Record<keyof MatchGameResult, unknown>>;
      if (!isCount(index) || !isCount(plies) || typeof swapped !== 'boolean') {
        return refuse(': its index and plies must be counts and swapped a boolean');
      }
      results.push({ index, swapped, plies, outcome: checkedOutcome(outcome, `the outcome of ${what}`) });
    }
    return undefined;
  });
  return results;
}
