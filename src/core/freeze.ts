import type { DrawOptions } from './options.js';
import type { GameRules } from './rules.js';

/**
 * Freezes a game state and the plain arrays it holds, so that a position handed out cannot be
 * changed through it.
 */
export function freezeState<S>(state: S): S {
  for (const value of Object.values(state as object)) if (Array.isArray(value)) Object.freeze(value);
  return Object.freeze(state);
}

/** How a game's states are sealed into positions: its own `seal`, else {@link freezeState}. */
export function sealOf<S, M, O extends DrawOptions>(rules: GameRules<S, M, O>): (state: S) => S {
  return rules.seal === undefined ? freezeState : rules.seal.bind(rules);
}
