// The weights of a learned evaluation, and their file: a header that says what they are (the game,
// the feature layout, how they were trained) and the values, checked as a solution table is.
import { describeValue } from '../core/describe.js';
import { checksumExcept } from '../core/checksum.js';
import { RulesError, quote } from '../core/errors.js';
import { readLayout, type FeatureLayout } from './features.js';
import { isTypedArray } from '../core/guards.js';

/** How a set of weights was trained, so that a run can go on from it and be reproduced. */
export interface TrainingRecord {
  /** The seed of the run: game `i` of step `s` draws from `playoutSeed(seed, s * gamesPerStep + i)`. */
  readonly seed: number;
  /** The steps done. */
  readonly steps: number;
  /** Games of self-play per step. */
  readonly gamesPerStep: number;
  /** The share of each weight's mean error a step corrects, before the square root of its count (see `docs/ai.md`). */
  readonly learningRate: number;
  /** TD(λ)'s λ. */
  readonly lambda: number;
  /** The chance of a random move. */
  readonly exploration: number;
  /** Random moves at the start of each game. */
  readonly openingPlies: number;
  /** Plies after which a game is cut off. */
  readonly limit: number;
  /** The rules options of the games (as the game's `start` takes them). */
  readonly options: Readonly<Record<string, unknown>>;
}

/**
 * The weights of a learned evaluation of one game: what {@link learnedEvaluation}
 * evaluates with, what `trainEvaluation` (in `ludicore/threads`) learns, and what
 * {@link formatWeights} writes to a file.
 */
export interface Weights {
  /** The id of the game. */
  readonly game: string;
  /** What the values stand for. */
  readonly layout: FeatureLayout;
  /** The values, as many as the layout has weights. */
  readonly values: Float32Array;
  /** How they were trained. */
  readonly training: TrainingRecord;
}

/** The format version {@link formatWeights} writes and {@link readWeights} reads. */
export const WEIGHTS_FORMAT_VERSION = 1;

/** "LUDIWGTS": the first bytes of a weights file. */
const MAGIC = [0x4c, 0x55, 0x44, 0x49, 0x57, 0x47, 0x54, 0x53];
/** The fixed header: signature, version (u16), reserved (u16), header text length (u32), value count (u32), checksum (u32). */
const FIXED = 24;
const CHECKSUM_AT = 20;

/** The header text's length rounded up to a multiple of 4, so that the values start aligned. */
const padded = (length: number): number => (length + 3) & ~3;

/**
 * The bytes of a weights file (format version {@link WEIGHTS_FORMAT_VERSION}, see `docs/ai.md`):
 * the signature `LUDIWGTS`, the format version, the length of the header text, the number of
 * values and a checksum of every other byte; the header text (JSON: the game, the layout, the
 * training record), padded with spaces to a multiple of four bytes; the values as 32-bit floats,
 * little-endian.
 *
 * @example
 * ```ts
 * import { formatWeights, learnedWeights, readWeights } from 'ludicore/ai';
 * const bytes = formatWeights(learnedWeights('kono'));
 * readWeights(bytes).game; // → 'kono'
 * ```
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a value that is not weights (a game id, a
 *   layout, finite values as many as the layout has, a training record).
 */
export function formatWeights(weights: Weights): Uint8Array {
  checkWeights(weights);
  const header = new TextEncoder().encode(JSON.stringify({ game: weights.game, layout: weights.layout, training: weights.training }));
  const length = padded(header.length);
  const bytes = new Uint8Array(FIXED + length + 4 * weights.values.length);
  const view = new DataView(bytes.buffer);
  bytes.set(MAGIC, 0);
  view.setUint16(8, WEIGHTS_FORMAT_VERSION, true);
  view.setUint32(12, length, true);
  view.setUint32(16, weights.values.length, true);
  bytes.set(header, FIXED);
  bytes.fill(0x20, FIXED + header.length, FIXED + length);
  weights.values.forEach((value, i) => view.setFloat32(FIXED + length + 4 * i, value, true));
  view.setUint32(CHECKSUM_AT, checksumExcept(bytes, CHECKSUM_AT), true);
  return bytes;
}

/**
 * Reads the bytes of a weights file ({@link formatWeights}). Checks, in this order: the signature,
 * the format version, that the bytes are as long as the header says, the checksum, then the header
 * text and every value. Whether the weights fit a game is checked where they meet it
 * ({@link learnedEvaluation}).
 *
 * @throws {@link ludicore!RulesError | RulesError} `weights/truncated` for bytes that end too soon,
 *   `weights/version` for another format version, `weights/corrupt` for bytes that are not a
 *   weights file (the signature, the checksum, a header or a value that cannot be), `argument/invalid`
 *   for a value that is not a `Uint8Array`.
 */
export function readWeights(bytes: Uint8Array): Weights {
  if (!isTypedArray(bytes, 'Uint8Array'))
    throw new RulesError('argument/invalid', `readWeights needs the bytes of a weights file as a Uint8Array, got ${describeValue(bytes)}`);
  if (bytes.length < MAGIC.length || MAGIC.some((b, i) => bytes[i] !== b)) {
    if (bytes.length < MAGIC.length && MAGIC.slice(0, bytes.length).every((b, i) => bytes[i] === b))
      throw new RulesError('weights/truncated', `a weights file has a ${FIXED}-byte header; these bytes end after ${bytes.length}`);
    throw new RulesError('weights/corrupt', 'these bytes are not a ludicore weights file (no LUDIWGTS signature)');
  }
  if (bytes.length < FIXED)
    throw new RulesError('weights/truncated', `a weights file has a ${FIXED}-byte header; these bytes end after ${bytes.length}`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint16(8, true);
  if (version !== WEIGHTS_FORMAT_VERSION)
    throw new RulesError(
      'weights/version',
      `these weights are in format version ${version}; this library reads version ${WEIGHTS_FORMAT_VERSION}: train them again with this version`,
    );
  const length = view.getUint32(12, true);
  const count = view.getUint32(16, true);
  const size = FIXED + length + 4 * count;
  if (bytes.length < size) throw new RulesError('weights/truncated', `the weights file should hold ${size} bytes; it has ${bytes.length}`);
  if (bytes.length > size)
    throw new RulesError('weights/corrupt', `the weights file has ${bytes.length - size} bytes more than its ${count} values`);
  if (checksumExcept(bytes, CHECKSUM_AT) !== view.getUint32(CHECKSUM_AT, true))
    throw new RulesError('weights/corrupt', 'the weights file checksum does not match its contents');
  let header: unknown;
  try {
    header = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(FIXED, FIXED + length)));
  } catch (error) {
    throw new RulesError('weights/corrupt', `the weights file header is not JSON text: ${(error as Error).message}`);
  }
  const { game, layout, training } = (typeof header === 'object' && header !== null ? header : {}) as Record<string, unknown>;
  if (typeof game !== 'string' || game === '') throw new RulesError('weights/corrupt', 'the weights file header names no game');
  const values = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    const value = view.getFloat32(FIXED + length + 4 * i, true);
    if (!Number.isFinite(value)) throw new RulesError('weights/corrupt', `weight ${i} of the file is ${value}, not a finite number`);
    values[i] = value;
  }
  return { game, layout: readLayout(layout), values, training: readTraining(training) };
}

/** The settings of a training record: each a finite number, the seed a safe integer. */
const RECORD_NUMBERS = ['seed', 'steps', 'gamesPerStep', 'learningRate', 'lambda', 'exploration', 'openingPlies', 'limit'] as const;

/** Checks that a value read from a weights file is a training record; throws `weights/corrupt` naming what is wrong. */
function readTraining(value: unknown): TrainingRecord {
  if (typeof value !== 'object' || value === null)
    throw new RulesError('weights/corrupt', 'the weights file header has no training record');
  const record = value as Record<string, unknown>;
  for (const key of RECORD_NUMBERS) {
    const number = record[key];
    if (typeof number !== 'number' || !Number.isFinite(number) || (key === 'seed' && !Number.isSafeInteger(number)))
      throw new RulesError('weights/corrupt', `the training record's ${key} is ${describeValue(number)}, not a number`);
  }
  const options = record['options'];
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new RulesError('weights/corrupt', "the training record's options are not an object");
  return {
    seed: record['seed'] as number,
    steps: record['steps'] as number,
    gamesPerStep: record['gamesPerStep'] as number,
    learningRate: record['learningRate'] as number,
    lambda: record['lambda'] as number,
    exploration: record['exploration'] as number,
    openingPlies: record['openingPlies'] as number,
    limit: record['limit'] as number,
    options: { ...(options as Record<string, unknown>) },
  };
}

/** Throws `argument/invalid` unless `weights` is a {@link Weights} value that a file can hold. */
function checkWeights(weights: Weights): void {
  const bad = (why: string): never => {
    throw new RulesError('argument/invalid', `formatWeights needs weights: ${why}`);
  };
  if (typeof weights !== 'object' || weights === null) bad(`got ${describeValue(weights)}`);
  if (typeof weights.game !== 'string' || weights.game === '') bad(`the game id is ${describeValue(weights.game)}`);
  if (!isTypedArray(weights.values, 'Float32Array')) bad('the values must be a Float32Array');
  if (!weights.values.every(Number.isFinite)) bad('every value must be a finite number');
  try {
    readLayout(weights.layout);
    readTraining(weights.training);
  } catch (error) {
    bad((error as Error).message);
  }
}

/** Throws `weights/wrong-game` unless the weights are of the game `id`. */
export function requireWeightsOf(weights: Weights, id: string, name: string): void {
  if (weights.game !== id)
    throw new RulesError('weights/wrong-game', `these weights evaluate ${quote(weights.game)}, not ${name} (${quote(id)})`);
}
