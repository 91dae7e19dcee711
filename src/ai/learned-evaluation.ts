// The evaluation of a set of learned weights, and the weights the package ships for its games.
import { describeValue, withArticle } from '../core/describe.js';
import { RulesError, quote } from '../core/errors.js';
import type { Cursor, Evaluation, Game, Position } from '../core/game.js';
import { isTypedArray, requireGame } from '../core/guards.js';
import { FeatureSet } from './features.js';
import { SHIPPED_WEIGHTS } from './shipped-weights.js';
import { readWeights, requireWeightsOf, type Weights } from './weights.js';

/** The decoded bytes of each game's shipped weights, read once. */
const shipped = new Map<string, Weights>();

/** Bytes from base64 text, on any platform (`atob` is in browsers and in Node since 16). */
function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The weights the package ships for a game of the library (`kono`, `julgonu`, `agon`, `gong`),
 * learned by self-play with `ludicore train` (the commands and the figures are in `docs/ai.md`):
 * a copy, free to change.
 *
 * @example
 * ```ts
 * import { learnedWeights } from 'ludicore/ai';
 * const weights = learnedWeights('agon');
 * weights.game; // → 'agon'
 * // Learned under the historical rules, whose captured pieces stay on the board (see docs/ai.md).
 * weights.training.options; // → { variant: 'historical' }
 * weights.layout.kinds; // → ['guard', 'guard*', 'queen', 'queen*']
 * ```
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for an id the package ships no weights for.
 */
export function learnedWeights(id: string): Weights {
  const text = Object.entries(SHIPPED_WEIGHTS).find(([game]) => game === id)?.[1];
  if (text === undefined) {
    throw new RulesError(
      'argument/invalid',
      `the package ships learned weights for ${Object.keys(SHIPPED_WEIGHTS).join(', ')}, not for ${describeValue(id)}: train some with trainEvaluation (ludicore/threads) or ludicore train`,
    );
  }
  let weights = shipped.get(id);
  if (weights === undefined) shipped.set(id, (weights = readWeights(fromBase64(text))));
  return { ...weights, values: weights.values.slice(), training: { ...weights.training } };
}

/**
 * An evaluation learned by self-play: the sum of the weights of the position's features (the
 * pieces on the board by owner, kind and point, the n-tuples of neighbouring points, the counts
 * off the board, the material; see `docs/ai.md`, "Learned evaluations"), for the player to move,
 * in log-odds of winning (a score `s` is a winning chance of `1 / (1 + e^(−s))`, about as MCTS
 * reads scores). Without `weights`, the ones the package ships for the game ({@link learnedWeights}).
 * It reads the position through the cursor alone, so it evaluates any game the weights were
 * trained for, one of your own too.
 *
 * @example
 * ```ts
 * import { agon } from 'ludicore/agon';
 * import { alphaBeta, learnedEvaluation } from 'ludicore/ai';
 * const evaluate = learnedEvaluation(agon);
 * const start = agon.start();
 * evaluate(agon.cursor(start)) > -1; // → true
 * const bot = alphaBeta(agon, { time: 100, evaluate });
 * agon.isLegal(start, bot.chooseMove(start)); // → true
 * ```
 *
 * @throws {@link ludicore!RulesError | RulesError} `weights/wrong-game` for weights of another game, or whose
 *   layout does not fit the game's board; `argument/invalid` for a `game` that is not a game, a
 *   `weights` that is not {@link Weights} (`null` included: only a missing argument means the
 *   shipped weights), or no `weights` for a game the package ships none for.
 */
export function learnedEvaluation<Id extends string, M, O, P extends Position<Id, O>>(
  game: Game<Id, M, O, string, P>,
  weights?: Weights,
): Evaluation<P> {
  requireGame(game, 'learnedEvaluation');
  // Only a missing argument means the shipped weights: null is a value, and refused as one.
  const used = weights === undefined ? learnedWeights(game.id) : weights;
  if (typeof used !== 'object' || used === null || !isTypedArray(used.values, 'Float32Array'))
    throw new RulesError(
      'argument/invalid',
      `learnedEvaluation needs weights from readWeights or trainEvaluation, got ${describeValue(used)}`,
    );
  requireWeightsOf(used, game.id, withArticle(game.name));
  const features = new FeatureSet(game, used.layout);
  if (features.size !== used.values.length) {
    throw new RulesError(
      'weights/wrong-game',
      `these weights hold ${used.values.length} values; their layout on ${quote(game.id)}'s board has ${features.size}`,
    );
  }
  const table = features.table(used.values);
  return (cursor: Cursor<P>) => features.value(cursor, table);
}
