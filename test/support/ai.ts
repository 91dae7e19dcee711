import { expect } from 'vitest';
import { games, type AnyGame, type Position } from '../../src/index.js';
import type { Bot, Decision } from '../../src/ai/index.js';

/** A game of the registry seen through the untyped contract, so one test body serves all four. */
export const anyGame = (game: unknown): AnyGame => game as AnyGame;

export const KONO = anyGame(games.kono);
export const JULGONU = anyGame(games.julgonu);
export const AGON = anyGame(games.agon);
export const GONG = anyGame(games.gong);

/** A bot of any game. */
export type AnyBot = Bot<Position, unknown, Decision<unknown>>;

/** A game with a set of rules options, as the bot tests play it. */
export interface Variant {
  readonly label: string;
  readonly game: AnyGame;
  readonly options: Readonly<Record<string, unknown>>;
}

/**
 * Every game of the registry, under each option that changes what is legal: Jul-Gonu's three
 * readings of J4, Agon's three setups, taking by entering off and the historical variant, Kono
 * under K6, Gong with White placing first.
 */
export const VARIANTS: readonly Variant[] = [
  { label: 'kono', game: KONO, options: {} },
  { label: 'julgonu noRepeat previous', game: JULGONU, options: { noRepeat: 'previous' } },
  { label: 'julgonu noRepeat any', game: JULGONU, options: { noRepeat: 'any' } },
  { label: 'julgonu noRepeat off', game: JULGONU, options: { noRepeat: 'off' } },
  { label: 'agon setup fixed', game: AGON, options: { setup: 'fixed' } },
  { label: 'agon setup classic', game: AGON, options: { setup: 'classic' } },
  { label: 'agon setup placement', game: AGON, options: { setup: 'placement' } },
  { label: 'agon displacementCapture false', game: AGON, options: { displacementCapture: false } },
  { label: 'agon variant historical', game: AGON, options: { variant: 'historical' } },
  { label: 'kono reducedToOne', game: KONO, options: { reducedToOne: true } },
  { label: 'gong', game: GONG, options: {} },
  { label: 'gong firstPlayer white', game: GONG, options: { firstPlayer: 'white' } },
];

/** Reads a position string of a game, with options. */
export const parse = (game: AnyGame, text: string, options: Readonly<Record<string, unknown>> = {}): Position =>
  game.parsePosition(text, options);

/** Moves in notation. */
export const notation = (game: AnyGame, pos: Position, moves: readonly unknown[]): string[] => moves.map((m) => game.formatMove(pos, m));

/** Everything a position holds (string, board, ply, options, repetition history), to show a call left it as it was. */
export function snapshot(game: AnyGame, pos: Position): string {
  return JSON.stringify({
    text: game.formatPosition(pos),
    game: pos.game,
    board: pos.board,
    ply: pos.ply,
    options: pos.options,
    history: pos.history,
  });
}

/**
 * Asks a bot for its decision and checks the contract every bot keeps: the move is legal, is
 * one of the listed legal moves, the reported action is its action index, and the position is
 * frozen and unchanged afterwards. Returns the decision.
 */
export function checkedDecision<D extends Decision<unknown>>(game: AnyGame, bot: Bot<Position, unknown, D>, pos: Position): D {
  const where = `${bot.name} in ${game.id} ${game.formatPosition(pos)} (ply ${pos.ply})`;
  const before = snapshot(game, pos);
  const decision = bot.decide(pos);
  expect(Object.isFrozen(pos), where).toBe(true);
  expect(snapshot(game, pos), where).toBe(before);
  expect(game.isLegal(pos, decision.move), `${where}: ${JSON.stringify(decision.move)}`).toBe(true);
  expect(game.legalMoves(pos), where).toContainEqual(decision.move);
  expect(decision.action, where).toBe(game.encodeMove(decision.move));
  expect(decision.elapsedMs, where).toBeGreaterThanOrEqual(0);
  return decision;
}
