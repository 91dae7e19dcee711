/** Who can sit at either side of the board: a person at this screen, or one of the library's bots. */
import { alphaBeta, greedyBot, mcts, randomBot, type Bot } from 'ludicore/ai';
import type { AnyGame, Position } from 'ludicore';

/** The players on offer, weakest bot first. */
export const PLAYER_KINDS = ['human', 'random', 'greedy', 'alphabeta-3', 'alphabeta-1s', 'mcts-1s', 'perfect'] as const;

/** One of {@link PLAYER_KINDS}. */
export type PlayerKind = (typeof PLAYER_KINDS)[number];

/** What the player menus show. */
export const PLAYER_LABELS: Readonly<Record<PlayerKind, string>> = {
  human: 'Human',
  random: 'Bot: random moves',
  greedy: 'Bot: easy (greedy)',
  'alphabeta-3': 'Bot: medium (alpha-beta, depth 3)',
  'alphabeta-1s': 'Bot: hard (alpha-beta, 1 s)',
  'mcts-1s': 'Bot: hard (MCTS, 1 s)',
  perfect: "Bot: perfect (Kono, Jul-Gonu with noRepeat 'off')",
};

/** Whether a menu value names a player. */
export function isPlayerKind(value: string): value is PlayerKind {
  return (PLAYER_KINDS as readonly string[]).includes(value);
}

/** The bots that need no table: all but the perfect one, which the worker builds (see perfect.ts). */
export type SearchingBot = Exclude<PlayerKind, 'human' | 'perfect'>;

/** The bot a player kind stands for, seeded. */
export function botFor(game: AnyGame, kind: SearchingBot, seed: number): Bot<Position, unknown> {
  switch (kind) {
    case 'random':
      return randomBot(game, { random: seed });
    case 'greedy':
      return greedyBot(game, { random: seed });
    case 'alphabeta-3':
      return alphaBeta(game, { depth: 3, random: seed });
    case 'alphabeta-1s':
      return alphaBeta(game, { time: 1000, random: seed });
    case 'mcts-1s':
      return mcts(game, { time: 1000, random: seed });
  }
}
