/**
 * ludicore: rules engines for Four Field Kono, Jul-Gonu, Agon and Gong on one board-graph core.
 * Every game is also available on its own subpath (`ludicore/kono`, `ludicore/julgonu`,
 * `ludicore/agon`, `ludicore/gong`); the bots are on `ludicore/ai` and the solvers of Kono and
 * Jul-Gonu on `ludicore/solve`.
 *
 * @module ludicore
 */
export * from './core/index.js';
export { perft, divide, type DivideEntry } from './core/perft.js';
export { randomPlayout, randomPlayouts, type PlayoutOptions, type PlayoutResult, type PlayoutSummary } from './core/playout.js';
export {
  replay,
  formatRecord,
  parseRecord,
  formatResult,
  isRecordOf,
  type GameRecord,
  type GameSet,
  type RecordOf,
} from './core/record.js';
export { Match, type MatchEntry } from './core/match.js';
export { games, gameById, gameList, GAME_IDS, type GameId } from './games.js';
export {
  kono,
  KONO_BOARD,
  KONO_OUTCOME_REASONS,
  type KonoGame,
  type KonoMove,
  type KonoOutcome,
  type KonoOutcomeReason,
  type KonoOptions,
  type KonoPosition,
} from './kono/index.js';
export {
  julgonu,
  JULGONU_BOARD,
  JULGONU_OUTCOME_REASONS,
  NO_REPEAT_MODES,
  type JulGonuGame,
  type JulGonuMove,
  type JulGonuOutcome,
  type JulGonuOutcomeReason,
  type JulGonuOptions,
  type JulGonuPosition,
  type NoRepeatMode,
} from './julgonu/index.js';
export {
  agon,
  AGON_BOARD,
  AGON_SETUPS,
  AGON_VARIANTS,
  AGON_OUTCOME_REASONS,
  type AgonGame,
  type AgonMove,
  type AgonOutcome,
  type AgonOutcomeReason,
  type AgonOptions,
  type AgonPosition,
  type AgonSetup,
  type AgonVariant,
} from './agon/index.js';
export {
  gong,
  GONG_BOARD,
  GONG_OUTCOME_REASONS,
  type GongGame,
  type GongMove,
  type GongOutcome,
  type GongOutcomeReason,
  type GongOptions,
  type GongPosition,
} from './gong/index.js';
