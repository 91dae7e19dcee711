// Bots described as data, so that a worker can build the same bot as the calling thread.
import { alphaBeta } from '../ai/alphabeta.js';
import type { Bot, Decision } from '../ai/bot.js';
import { greedyBot } from '../ai/greedy.js';
import { botForLevel } from '../ai/levels.js';
import { mcts } from '../ai/mcts.js';
import { randomBot } from '../ai/random-bot.js';
import { describeValue } from '../core/describe.js';
import { RulesError, quote } from '../core/errors.js';
import type { Game, Position } from '../core/game.js';
import { readSettings } from '../core/read-settings.js';

/** The kinds of bot a {@link BotSpec} names, each one of `ludicore/ai`'s bots. */
export const BOT_KINDS = ['random', 'greedy', 'alpha-beta', 'mcts', 'level'] as const;

/** One of {@link BOT_KINDS}. */
export type BotKind = (typeof BOT_KINDS)[number];

/**
 * The settings of an `alpha-beta` {@link BotSpec}: those of `alphaBeta` (from `ludicore/ai`) that
 * are data and reproduce. No `time` (a time budget gives other moves on a busier machine), no
 * `evaluate` (a function cannot cross to a worker: the game's own evaluation is used) and no
 * `random` (each game seeds its bots, see {@link matchSeeds}).
 */
export interface AlphaBetaSpecSettings {
  /** The deepest iteration, in plies (default 4 without `nodes`). */
  readonly depth?: number;
  /** Stop deepening once this many nodes are visited. */
  readonly nodes?: number;
  /** The most positions the transposition table keeps. */
  readonly tableSize?: number;
}

/** The settings of an `mcts` {@link BotSpec}: those of `mcts` that are data and reproduce (see {@link AlphaBetaSpecSettings}). */
export interface MctsSpecSettings {
  /** Iterations per move (default 1,000). */
  readonly iterations?: number;
  /** The UCT exploration constant (default 0.25). */
  readonly exploration?: number;
  /** Random plies per playout before the evaluation is asked (default 0: the evaluation alone). */
  readonly playoutPlies?: number;
  /** How much a move's value is its backed-up evaluation rather than its mean score, 0 to 1 (default 0.8). */
  readonly minimaxWeight?: number;
  /** Whether to keep the tree from one move to the next (default true). */
  readonly reuseTree?: boolean;
  /** The evaluation score that counts as a 73 % winning chance (default 1). */
  readonly evaluationScale?: number;
}

/** The settings of a `level` {@link BotSpec}. */
export interface LevelSpecSettings {
  /** The level, from 1 to 10 (`botForLevel` of `ludicore/ai`). */
  readonly level: number;
}

/**
 * A bot of `ludicore/ai` described as plain data, which {@link playMatches} builds afresh for each
 * game, in whichever thread plays it, with that game's seed.
 *
 * @example
 * ```ts
 * import type { BotSpec } from 'ludicore/threads';
 * const black: BotSpec = { bot: 'alpha-beta', settings: { depth: 3 } };
 * const white: BotSpec = { bot: 'mcts', settings: { iterations: 500 } };
 * ```
 */
export type BotSpec =
  | {
      /** `randomBot`: a uniformly random legal move. */
      readonly bot: 'random';
    }
  | {
      /** `greedyBot`: the move whose position evaluates best, one ply ahead. */
      readonly bot: 'greedy';
    }
  | {
      /** `alphaBeta`: iterative deepening alpha-beta search. */
      readonly bot: 'alpha-beta';
      /** Its budget and table (default: depth 4). */
      readonly settings?: AlphaBetaSpecSettings;
    }
  | {
      /** `mcts`: Monte Carlo tree search. */
      readonly bot: 'mcts';
      /** Its budget and constants (default: 1,000 iterations). */
      readonly settings?: MctsSpecSettings;
    }
  | {
      /** `botForLevel`: a bot of a given strength. */
      readonly bot: 'level';
      /** Its level. */
      readonly settings: LevelSpecSettings;
    };

/** The settings each kind of bot takes in a spec. */
const SPEC_SETTINGS: Readonly<Record<BotKind, readonly string[]>> = {
  random: [],
  greedy: [],
  'alpha-beta': ['depth', 'nodes', 'tableSize'],
  mcts: ['iterations', 'exploration', 'playoutPlies', 'minimaxWeight', 'reuseTree', 'evaluationScale'],
  level: ['level'],
};

/** A bot of any game, as a match plays it. */
export type AnyBot<Id extends string, M, O> = Bot<Position<Id, O>, M, Decision<M>>;

/** Builds the bot a (checked) spec describes, seeded with `seed`. */
export function buildBot<Id extends string, M, O>(game: Game<Id, M, O>, spec: BotSpec, seed: number): AnyBot<Id, M, O> {
  switch (spec.bot) {
    case 'random':
      return randomBot(game, { random: seed });
    case 'greedy':
      return greedyBot(game, { random: seed });
    case 'alpha-beta':
      return alphaBeta(game, { ...spec.settings, random: seed });
    case 'mcts':
      return mcts(game, { ...spec.settings, random: seed });
    case 'level':
      return botForLevel(game, spec.settings.level, { random: seed });
  }
}

/**
 * A checked copy of a bot spec as a caller hands it in: known kind, known settings, each value
 * checked by building the bot once. `what` names the spec in messages (`playMatches black`).
 *
 * @throws {@link RulesError} `argument/invalid` naming the spec and what is wrong with it.
 */
export function readBotSpec<Id extends string, M, O>(game: Game<Id, M, O>, what: string, value: unknown): BotSpec {
  const known = readSettings(what, value, ['bot', 'settings']);
  if (value === undefined) throw new RulesError('argument/invalid', `${what} must be a bot spec such as { bot: 'random' }, got undefined`);
  const kind = BOT_KINDS.find((k) => k === known['bot']);
  if (kind === undefined) {
    throw new RulesError('argument/invalid', `${what} bot must be one of ${BOT_KINDS.join(', ')}, got ${describeValue(known['bot'])}`);
  }
  const raw = known['settings'];
  // A time budget gets its own reason, whether or not the bot has one.
  if (typeof raw === 'object' && raw !== null && Object.hasOwn(raw, 'time')) {
    const budget = kind === 'mcts' ? 'iterations' : kind === 'alpha-beta' ? 'depth or nodes' : kind === 'level' ? 'a level' : 'nothing';
    throw new RulesError(
      'argument/invalid',
      `${what} (${kind}) takes no ${quote('time')}: a time budget does not reproduce; give ${budget} instead`,
    );
  }
  const given = readSettings(`${what} (${kind})`, raw, SPEC_SETTINGS[kind]);
  // Copy the known settings alone, so that what is checked is what the workers receive.
  const settings = Object.fromEntries(SPEC_SETTINGS[kind].filter((key) => given[key] !== undefined).map((key) => [key, given[key]]));
  const spec = (kind === 'random' || kind === 'greedy' ? { bot: kind } : { bot: kind, settings }) as BotSpec;
  buildBot(game, spec, 0);
  return spec;
}
