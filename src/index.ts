/**
 * ludicore: rules engines for Four Field Kono, Jul-Gonu, Agon and Gong on one board-graph core.
 * Every game is also available on its own subpath (`ludicore/kono`, `ludicore/julgonu`,
 * `ludicore/agon`, `ludicore/gong`); the bots are on `ludicore/ai` and the solvers of Kono and
 * Jul-Gonu on `ludicore/solve`.
 *
 * @module
 */
export * from './core/index.js';
export { perft, divide, type DivideEntry } from './core/perft.js';
export { randomPlayout, randomPlayouts, type PlayoutOptions, type PlayoutResult, type PlayoutSummary } from './core/playout.js';
export { replay, formatRecord, parseRecord, formatResult, type GameRecord, type GameSet } from './core/record.js';
export { Match, type MatchEntry } from './core/match.js';
export { games, gameById, type GameId } from './games.js';
export { kono, KONO_BOARD, type KonoMove, type KonoOptions, type KonoPosition, type KonoState } from './kono/index.js';
export {
  julgonu,
  JULGONU_BOARD,
  NO_REPEAT_MODES,
  type JulGonuMove,
  type JulGonuOptions,
  type JulGonuPosition,
  type JulGonuState,
  type NoRepeatMode,
} from './julgonu/index.js';
export {
  agon,
  AGON_BOARD,
  AGON_SETUPS,
  type AgonMove,
  type AgonOptions,
  type AgonPosition,
  type AgonSetup,
  type AgonState,
} from './agon/index.js';
export { gong, GONG_BOARD, type GongMove, type GongOptions, type GongPosition, type GongState } from './gong/index.js';
