import type { DrawOptions } from './options.js';
import type { GameRules } from './rules.js';

/**
 * Seals a freshly made game state into the immutable form positions hold: typed arrays (fast
 * for search, but impossible to freeze) become frozen plain arrays, plain arrays are frozen,
 * and the state object itself is frozen. The state must be one nobody else holds (a new copy).
 */
function freezeState<S>(state: S): S {
  const fields = state as Record<string, unknown>;
  for (const [key, value] of Object.entries(fields)) {
    if (ArrayBuffer.isView(value)) fields[key] = Object.freeze(Array.from(value as unknown as ArrayLike<number>));
    else if (Array.isArray(value)) Object.freeze(value);
  }
  return Object.freeze(state);
}

/** How a game's states are sealed into positions: its own `seal`, else {@link freezeState}. */
export function sealOf<S, M, O extends DrawOptions>(rules: GameRules<S, M, O>): (state: S) => S {
  return rules.seal === undefined ? freezeState : rules.seal.bind(rules);
}
