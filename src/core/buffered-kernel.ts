import type { Random } from './random.js';
import type { SearchKernel } from './rules.js';

/**
 * A game's own search on buffers of its own (a search state a ply, move lists), which it loads
 * from the cursor's working state, searches, and for a playout writes back: what
 * {@link bufferedKernel} turns into a {@link SearchKernel}.
 *
 * @typeParam W - the game's working state
 * @typeParam B - the search state `load` fills and `store` reads
 */
export interface BufferedSearch<W, B> {
  /** Makes room for a search `depth` plies deep (0 for a playout) and loads the working state at ply `depth`; returns that search state. */
  load(state: W, depth: number): B;
  /** Writes a loaded search state, as a playout left it, back over the working state. */
  store(loaded: B, state: W): void;
  /** Perft below the state loaded at ply `depth` (at least 1). */
  countBelow(depth: number): number;
  /** A random playout from the state loaded at ply 0, as {@link SearchKernel.playout} plays it; returns its plies. */
  playout(random: Random, limit: number): number;
}

/**
 * A kernel on searches that keep their buffers from call to call: one search is made and then
 * reused, and a search started while another runs (from a random source that plays a game
 * itself, say) makes one of its own. For a game whose rules never look back, so `recent` is
 * neither read nor changed.
 */
export function bufferedKernel<W, B>(make: () => BufferedSearch<W, B>): SearchKernel<W> {
  let idle: BufferedSearch<W, B> | undefined;
  const acquire = (): BufferedSearch<W, B> => {
    const search = idle ?? make();
    idle = undefined;
    return search;
  };
  return {
    countLeaves(state, depth) {
      const search = acquire();
      search.load(state, depth);
      const leaves = search.countBelow(depth);
      idle = search;
      return leaves;
    },
    playout(state, random, limit) {
      const search = acquire();
      const loaded = search.load(state, 0);
      const plies = search.playout(random, limit);
      search.store(loaded, state);
      idle = search;
      return plies;
    },
  };
}
