import { admissionOf, admitPosition, madePosition } from './admission.js';
import { RulesCursor } from './cursor.js';
import { describeValue, withArticle } from './describe.js';
import { RulesError, quote } from './errors.js';
import type { Cursor, Game, KeyTrail, Piece, Position } from './game.js';
import { bothStuckOf, countInTrail, hasMoveOf, inTrail, irreversibleOf, judgeOutcome, keyAfterOf } from './referee.js';
import { resolveOptions, type DrawOptions, type OptionsInput } from './options.js';
import type { Outcome } from './player.js';
import type { GameRules } from './rules.js';

/**
 * Builds a full {@link Game} from a game's {@link GameRules}: immutable positions, option
 * checking, the draw options `maxPlies` and `repetition`, validation with typed errors, and the
 * allocation-free {@link Cursor}. All four games of the library are made this way, and a game of
 * your own can be too.
 */
export function defineGame<S, M, O extends DrawOptions>(rules: GameRules<S, M, O>): Game<S, M, O> {
  type P = Position<S, O>;
  const scratch = new Int32Array(rules.maxMoves);
  const admission = admissionOf(rules);
  const { seal, tracksKeys } = admission;
  const windowOf = (options: Readonly<O>): number => rules.repeatWindow?.(options) ?? 0;
  const keyAfter = keyAfterOf(rules);
  const irreversible = irreversibleOf(rules);

  /** Whether a pseudo-legal action would recreate a position the no-repetition rule forbids. */
  const banned = (position: P, action: number): boolean => {
    const window = windowOf(position.options);
    // The key first: it rarely matches, and then the costlier irreversibility test is skipped.
    return (
      window > 0 &&
      inTrail(position.trail, keyAfter(position.state, action, position.trail?.key ?? rules.key(position.state)), window) &&
      !irreversible(position.state, action)
    );
  };
  /** Writes the legal actions (game not over) into `scratch`; returns how many. */
  const generateLegal = (position: P): number => {
    const n = rules.generate(position.state, scratch);
    if (windowOf(position.options) === 0) return n;
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const action = scratch[i] as number;
      if (!banned(position, action)) scratch[kept++] = action;
    }
    return kept;
  };
  const pass = rules.passAction;
  const bothStuck = bothStuckOf(rules);
  const hasMove = hasMoveOf(rules);
  /** Whether the player to move has a legal action other than a pass. */
  const canMove = (position: P): boolean => (windowOf(position.options) === 0 ? hasMove(position.state) : generateLegal(position) > 0);
  const isLegalAction = (position: P, action: number): boolean =>
    action === pass ? !canMove(position) : rules.isLegal(position.state, action) && !banned(position, action);

  // Positions and their states, with the arrays a state holds, are frozen: no caller can change
  // a position it was handed.
  const make = (state: S, options: Readonly<O>, ply: number, trail: KeyTrail | null): P =>
    madePosition(rules.id, seal(state), options, ply, trail);
  const startTrail = (state: S, options: Readonly<O>): KeyTrail | null =>
    tracksKeys(options) ? Object.freeze({ key: rules.key(state), previous: null }) : null;

  /** The position to work with: the caller's if the library made it, else its checked copy. */
  const checkPosition = (position: P): P => admitPosition(admission, position);
  /** The outcome, given whether the player to move has a legal move other than a pass. */
  const judge = (position: P, canMove: boolean): Outcome | undefined =>
    judgeOutcome(
      rules.end(position.state, canMove),
      canMove,
      bothStuck,
      position.state,
      position.options,
      position.ply,
      position.options.repetition === undefined ? 0 : countInTrail(position.trail),
    );
  const outcomeOf = (position: P): Outcome | undefined => {
    position = checkPosition(position);
    return judge(position, canMove(position));
  };
  const actionOf = (move: unknown): number => {
    const action = rules.encode(move);
    if (action < 0) {
      throw new RulesError('move/illegal', `${describeValue(move)} is not ${withArticle(rules.name)} move`);
    }
    return action;
  };
  /** Refuses an action that is not legal, naming it as the caller wrote it (`written`) if given. */
  const rejectIllegal = (position: P, action: number, written?: string): never => {
    const state = position.state;
    const why = action !== pass && rules.isLegal(state, action) ? ' (it would recreate an earlier position, which the no-repetition rule forbids)' : '';
    const legal = Array.from(legalActions(position), (a) => rules.formatMove(state, a));
    throw new RulesError(
      'move/illegal',
      `${written === undefined ? rules.formatMove(state, action) : quote(written)} is not legal in ${quote(rules.formatPosition(state))}${why}; legal moves: ${legal.join(' ') || 'none'}`,
    );
  };
  const refuseIfOver = (position: P, move: string): void => {
    const over = outcomeOf(position);
    if (over !== undefined) {
      throw new RulesError(
        'move/game-over',
        `the game is over (${over.winner ?? 'draw'}, ${over.reason}): ${move} cannot be played in ${quote(rules.formatPosition(position.state))}`,
      );
    }
  };
  const playAction = (position: P, action: number): P => {
    refuseIfOver(position, rules.formatMove(position.state, action));
    if (!isLegalAction(position, action)) rejectIllegal(position, action);
    const next = rules.clone(position.state);
    rules.apply(next, action);
    const trail = tracksKeys(position.options)
      ? Object.freeze({ key: rules.key(next), previous: rules.irreversible(position.state, action, next) ? null : position.trail })
      : null;
    return make(next, position.options, position.ply + 1, trail);
  };
  /** The legal actions in `scratch`: none once the game is over, a lone pass for a stuck player. */
  const legalActions = (position: P): Int32Array => {
    position = checkPosition(position);
    const n = generateLegal(position);
    if (judge(position, n > 0) !== undefined) return scratch.subarray(0, 0);
    if (n === 0 && pass !== undefined) {
      scratch[0] = pass;
      return scratch.subarray(0, 1);
    }
    return scratch.subarray(0, n);
  };

  const game: Game<S, M, O> = {
    id: rules.id,
    name: rules.name,
    board: rules.board,
    optionSpecs: rules.options,
    actionCount: rules.actionCount,
    maxMoves: rules.maxMoves,
    start(options?: OptionsInput<O>): P {
      const resolved = resolveOptions(rules.options, options, rules.name);
      const state = rules.start(resolved);
      return make(state, resolved, 0, startTrail(state, resolved));
    },
    toMove(position) {
      position = checkPosition(position);
      return rules.turn(position.state);
    },
    legalMoves(position) {
      return Array.from(legalActions(position), (a) => rules.decode(a));
    },
    isLegal(position, move) {
      try {
        position = checkPosition(position);
        const action = rules.encode(move);
        return action >= 0 && outcomeOf(position) === undefined && isLegalAction(position, action);
      } catch {
        return false;
      }
    },
    play(position, move) {
      position = checkPosition(position);
      return playAction(position, actionOf(move));
    },
    outcome: outcomeOf,
    parseMove(position, text) {
      position = checkPosition(position);
      if (typeof text !== 'string') {
        throw new RulesError('notation/syntax', `move notation must be a string, got ${describeValue(text)}`);
      }
      refuseIfOver(position, quote(text));
      const action = rules.parseMove(position.state, text.trim());
      if (!isLegalAction(position, action)) rejectIllegal(position, action, text.trim());
      return rules.decode(action);
    },
    formatMove(position, move) {
      position = checkPosition(position);
      return rules.formatMove(position.state, actionOf(move));
    },
    parsePosition(text, options) {
      const resolved = resolveOptions(rules.options, options, rules.name);
      if (typeof text !== 'string') {
        throw new RulesError('position/syntax', `${withArticle(rules.name)} position string must be a string, got ${describeValue(text)}`);
      }
      const state = rules.parsePosition(text.trim(), resolved);
      return make(state, resolved, 0, startTrail(state, resolved));
    },
    formatPosition(position) {
      position = checkPosition(position);
      return rules.formatPosition(position.state);
    },
    encodeMove(position, move) {
      position = checkPosition(position);
      return actionOf(move);
    },
    decodeMove(position, action) {
      position = checkPosition(position);
      if (!(Number.isInteger(action) && action >= 0 && action < rules.actionCount)) {
        throw new RulesError(
          'action/out-of-range',
          `action ${describeValue(action)} is out of range: ${rules.name} actions are integers 0 to ${rules.actionCount - 1}`,
        );
      }
      return rules.decode(action);
    },
    positionKey(position) {
      position = checkPosition(position);
      return rules.key(position.state);
    },
    pieceAt(position, point): Piece | undefined {
      position = checkPosition(position);
      if (!(Number.isInteger(point) && point >= 0 && point < rules.board.size)) {
        throw new RulesError('argument/invalid', `point ${describeValue(point)} is not a point index of the ${rules.name} board`);
      }
      return rules.pieceAt(position.state, point);
    },
    cursor(position) {
      position = checkPosition(position);
      return new RulesCursor(admission, position);
    },
    evaluate: rules.evaluate === undefined ? () => 0 : (cursor) => (rules.evaluate as NonNullable<typeof rules.evaluate>)(cursor),
  };
  return Object.freeze(game);
}
