export {
  Board,
  type BoardDescription,
  type BoardLayout,
  type GridLayout,
  type HexagonLayout,
  type RingsLayout,
  type GraphLayout,
  type Coordinates,
  type Symmetry,
} from './board.js';
export { squareGrid } from './grid.js';
export { hexHexagon, HEX_DIRECTIONS } from './hex.js';
export { ringsAndRadials, RING_DIRECTIONS } from './rings.js';
export { ERROR_CODES, RulesError, isRulesError, type ErrorCode } from './errors.js';
export {
  PLAYERS,
  OUTCOME_REASONS,
  DRAW_OPTION_REASONS,
  DECISION_REASONS,
  opponent,
  type DrawOptionReason,
  type DecisionReason,
  type Player,
  type Outcome,
  type OutcomeReason,
} from './player.js';
export { createRandom, type Random } from './random.js';
export { popcount, lowestBit } from './bits.js';
export {
  DRAW_OPTION_SPECS,
  type GameOptionSpecs,
  resolveOptions,
  isExcluded,
  type DrawOptions,
  type OptionSpec,
  type OptionSpecBase,
  type OptionCondition,
  type IntegerOptionSpec,
  type ChoiceOptionSpec,
  type BooleanOptionSpec,
  type OptionSpecs,
  type OptionsInput,
} from './options.js';
export {
  parseMoveSyntax,
  formatMoveSyntax,
  parseRows,
  formatRows,
  type MoveChoice,
  type MoveForms,
  type MoveSyntax,
  type PassSyntax,
  type PlacementSyntax,
  type StepSyntax,
} from './notation.js';
export type { AnyGame, Cursor, Evaluation, Game, MoveOf, Piece, Position, PositionKey, PositionOf, ReasonOf } from './game.js';
export type { GameRules } from './rules.js';
export {
  MOVE_EFFECT_KINDS,
  applyEffects,
  boardEffects,
  samePiece,
  type BoardPieces,
  type MoveEffect,
  type MoveEffectKind,
  type PieceMoved,
  type PiecePlaced,
  type PieceRemoved,
} from './effects.js';
export { OFF_BOARD_REASONS, type OffBoardReason, type PiecesOffBoard } from './off-board.js';
export {
  NO_GESTURE,
  clickSelection,
  effectsGesture,
  moveOfGesture,
  sameChoice,
  type ClickSelection,
  type Gesture,
  type GestureChoice,
  type GesturedMove,
} from './gestures.js';
export { defineGame } from './define.js';
export { custodianLines, CellCustodian, MaskCustodian, type CustodianLine } from './custodian.js';
export {
  maskStateRules,
  maskKey,
  maskStepKeyDelta,
  MAX_MASK_POINTS,
  type MaskGameShape,
  type MaskState,
  type MutableMaskState,
  type StateRules,
} from './masks.js';
