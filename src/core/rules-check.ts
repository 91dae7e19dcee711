import { describeValue } from './describe.js';
import { RulesError } from './errors.js';
import { MAX_MOVES, requireBoard } from './guards.js';
import type { GameRules } from './rules.js';

/*
 * The check of the rules a game author hands to defineGame, before anything is built from them:
 * a mistake in them is refused at once, by name, instead of surfacing later as a TypeError in
 * the middle of a move.
 */

// Far above any real game (the largest of this library's has a few thousand): a bound keeps a
// forged count from building tables of that size.
/** The most action indices a game may have. */
export const MAX_ACTIONS = 1 << 24;

/** The functions every game's rules have. */
const REQUIRED_FUNCTIONS = [
  'start',
  'toMove',
  'formatPosition',
  'parsePosition',
  'pieceAt',
  'generate',
  'apply',
  'formatMove',
] as const satisfies readonly (keyof GameRules<string, unknown, never, unknown>)[];

/** The functions the rules may leave out, each with a default. */
const OPTIONAL_FUNCTIONS = [
  'occupiedPoints',
  'positionKey',
  'clone',
  'copy',
  'decodeMove',
  'encodeMove',
  'parseMove',
  'count',
  'countAfter',
  'countTwoPlies',
  'legalActionAt',
  'legalRank',
  'canMove',
  'isLegal',
  'irreversible',
  'repeatWindow',
  'positionKeyAfter',
  'actionBetween',
  'outcome',
  'evaluate',
  'effects',
  'offBoard',
  'gesture',
] as const satisfies readonly (keyof GameRules<string, unknown, never, unknown>)[];

/** Whether `value` is an integer from `min` to `max`. */
const isIntegerIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * Throws `argument/invalid` unless `rules` have the shape of {@link GameRules}: an object with an
 * id and a name, a board, the required functions, the optional ones functions or absent, and
 * counts in range (an action table or an `actionCount` of 1 to {@link MAX_ACTIONS}, a `maxMoves`
 * of at most that and 65536, a `passAction` among the actions). What the functions answer is
 * checked where they answer.
 */
export function checkRules(rules: unknown): void {
  const refuse = (why: string): never => {
    throw new RulesError('argument/invalid', `defineGame needs a game's rules (GameRules), got ${describeValue(rules)}${why}`);
  };
  if (typeof rules !== 'object' || rules === null) return refuse('');
  const fields = rules as Partial<Record<keyof GameRules<string, unknown, never, unknown>, unknown>>;
  if (typeof fields.id !== 'string' || fields.id === '') return refuse(`: its id is ${describeValue(fields.id)}, not a non-empty string`);
  if (typeof fields.name !== 'string') return refuse(`: its name is ${describeValue(fields.name)}, not a string`);
  requireBoard(fields.board, `defineGame (the rules of ${fields.name})`);
  for (const name of REQUIRED_FUNCTIONS) {
    if (typeof fields[name] !== 'function') return refuse(`: its ${name} is ${describeValue(fields[name])}, not a function`);
  }
  for (const name of OPTIONAL_FUNCTIONS) {
    const value = fields[name];
    if (value !== undefined && typeof value !== 'function') return refuse(`: its ${name} is ${describeValue(value)}, not a function`);
  }
  const { actions, actionCount: givenCount, maxMoves, passAction } = fields;
  // The table's length is read before any of its entries, and only that.
  const tableLength = actions === undefined ? undefined : Array.isArray(actions) ? (actions as unknown[]).length : -1;
  if (tableLength !== undefined && !isIntegerIn(tableLength, 1, MAX_ACTIONS)) {
    return refuse(`: its actions are not a list of 1 to ${MAX_ACTIONS} moves`);
  }
  if (givenCount !== undefined && !isIntegerIn(givenCount, 1, MAX_ACTIONS)) {
    return refuse(`: its actionCount is ${describeValue(givenCount)}, not an integer from 1 to ${MAX_ACTIONS}`);
  }
  const actionCount = givenCount ?? tableLength;
  if (actionCount === undefined) return undefined;
  // A game's maxMoves is its actionCount unless it says otherwise: either way it has a bound.
  const moves = maxMoves ?? actionCount;
  if (!isIntegerIn(moves, 0, Math.min(actionCount, MAX_MOVES))) {
    return refuse(`: its maxMoves is ${describeValue(moves)}, not an integer from 0 to its actionCount (at most ${MAX_MOVES})`);
  }
  if (passAction !== undefined && !isIntegerIn(passAction, 0, actionCount - 1)) {
    return refuse(`: its passAction is ${describeValue(passAction)}, not an action index`);
  }
  return undefined;
}
