/** Who can sit at either side of the board: a person at this screen, or one of the library's bots. */
import { botForLevel, type Bot, type LevelDecision } from 'ludicore/ai';
import type { AnyGame, Position } from 'ludicore';
import type { Solution } from 'ludicore/solve';

/** The bots by level (`botForLevel`), weakest first: every level from MIN_LEVEL to MAX_LEVEL. */
export const LEVEL_KINDS = [
  'level-1',
  'level-2',
  'level-3',
  'level-4',
  'level-5',
  'level-6',
  'level-7',
  'level-8',
  'level-9',
  'level-10',
] as const;

/** One of {@link LEVEL_KINDS}. */
export type LevelKind = (typeof LEVEL_KINDS)[number];

/** The players on offer: a person, the bots by level, weakest first, and the perfect bot. */
export const PLAYER_KINDS = ['human', ...LEVEL_KINDS, 'perfect'] as const;

/** One of {@link PLAYER_KINDS}. */
export type PlayerKind = (typeof PLAYER_KINDS)[number];

/** What the player menus show. */
export const PLAYER_LABELS: Readonly<Record<PlayerKind, string>> = {
  human: 'Human',
  'level-1': 'Bot: level 1 (weakest)',
  'level-2': 'Bot: level 2',
  'level-3': 'Bot: level 3',
  'level-4': 'Bot: level 4',
  'level-5': 'Bot: level 5',
  'level-6': 'Bot: level 6',
  'level-7': 'Bot: level 7',
  'level-8': 'Bot: level 8',
  'level-9': 'Bot: level 9',
  'level-10': 'Bot: level 10 (strongest)',
  perfect: "Bot: perfect (Kono, Jul-Gonu with noRepeat 'off')",
};

/** Whether a menu value names a player. */
export function isPlayerKind(value: string): value is PlayerKind {
  return (PLAYER_KINDS as readonly string[]).includes(value);
}

/** The level a bot kind plays at: `level-7` is 7. */
export const levelOf = (kind: LevelKind): number => Number(kind.slice('level-'.length));

/**
 * The bot a level kind stands for, seeded. A `solution` of the game (a table the worker already
 * holds) makes the strongest level play perfectly wherever the table covers the position, as
 * `botForLevel` does with one.
 */
export function botFor(
  game: AnyGame,
  kind: LevelKind,
  seed: number,
  solution?: Solution<string, unknown, unknown>,
): Bot<Position, unknown, LevelDecision<unknown>> {
  return botForLevel(game, levelOf(kind), solution === undefined ? { random: seed } : { random: seed, solution });
}
