import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom, type AnyGame, type Position } from '../../src/index.js';
import { legalActionMask, observation, observationShape } from '../../src/ai/index.js';
import { params } from '../support/fc.js';
import { AGON, GONG, JULGONU, KONO, VARIANTS, type Variant } from '../support/ai.js';

/**
 * The observation determines the legal moves: over the positions of seeded random games of every
 * game and option set, two positions with equal observations have equal legal-move sets. The
 * draw options (`repetition`, a small `maxPlies`) and Jul-Gonu's J4 make the legal moves depend
 * on more than the board, which is where the property has something to catch: the tests below
 * check that the positions do share observations there, and that an observation without the
 * planes for the history and the end fails the property on them.
 */

/** Every variant of the bot tests, and the draw options, which end a game on its history or its ply. */
const OPTION_SETS: readonly Variant[] = [
  ...VARIANTS,
  { label: 'kono repetition 3', game: KONO, options: { repetition: 3 } },
  { label: 'kono maxPlies 12', game: KONO, options: { maxPlies: 12 } },
  { label: 'julgonu noRepeat any, repetition 3', game: JULGONU, options: { noRepeat: 'any', repetition: 3 } },
  { label: 'julgonu noRepeat off, repetition 3', game: JULGONU, options: { noRepeat: 'off', repetition: 3 } },
  { label: 'julgonu noRepeat previous, maxPlies 10', game: JULGONU, options: { noRepeat: 'previous', maxPlies: 10 } },
  { label: 'agon repetition 3, maxPlies 40', game: AGON, options: { repetition: 3, maxPlies: 40 } },
  { label: 'gong repetition 3, maxPlies 30', game: GONG, options: { repetition: 3, maxPlies: 30 } },
];

/** Plies of one random game: enough for Kono and Jul-Gonu to shuffle back and forth. */
const pliesOf = (game: AnyGame): number => (game === AGON || game === GONG ? 50 : 80);

/**
 * Every position of `games` seeded random games from the start under `options`, the start and the
 * end included. Half the time a player takes back their own last move where they can (the move
 * whose gesture is that move's reversed), so that boards come back by other lines and with other
 * histories, which is where the history and the end matter.
 */
function randomPositions(game: AnyGame, options: Readonly<Record<string, unknown>>, seed: number, games: number): Position[] {
  const random = createRandom(seed);
  const positions: Position[] = [];
  for (let g = 0; g < games; g++) {
    let position = game.start(options);
    positions.push(position);
    const last = new Map<string, string>();
    for (let ply = 0; ply < pliesOf(game); ply++) {
      const moves = game.legalMoves(position);
      if (moves.length === 0) break;
      const mover = game.toMove(position);
      const gestures = moves.map((move) => game.gesture(position, move).points.join(' '));
      const back = moves.findIndex((_, i) => gestures[i] === last.get(mover));
      const chosen = back >= 0 && random.int(2) === 0 ? back : random.int(moves.length);
      last.set(mover, (gestures[chosen] as string).split(' ').reverse().join(' '));
      position = game.play(position, moves[chosen]);
      positions.push(position);
    }
  }
  return positions;
}

/** An observation's bytes as a map key. */
const keyOf = (planes: Float32Array): string => Buffer.from(planes.buffer, planes.byteOffset, planes.byteLength).toString('base64');

/** The legal moves of a position as a set: its legal-action mask, as a key. */
const legalKey = (game: AnyGame, position: Position): string => Buffer.from(legalActionMask(game, position)).toString('base64');

/** Two positions with equal observations and different legal moves, if `positions` hold any. */
interface Conflict {
  readonly first: Position;
  readonly second: Position;
}

/** What the grouping found: the first conflict, and how many positions shared an observation with a different earlier one. */
function group(
  game: AnyGame,
  positions: readonly Position[],
  observe: (position: Position) => Float32Array,
): { conflict: Conflict | undefined; shared: number } {
  const seen = new Map<string, { position: Position; legal: string; json: string }>();
  let shared = 0;
  for (const position of positions) {
    const key = keyOf(observe(position));
    const legal = legalKey(game, position);
    const earlier = seen.get(key);
    if (earlier === undefined) {
      seen.set(key, { position, legal, json: JSON.stringify(position) });
      continue;
    }
    if (earlier.json !== JSON.stringify(position)) shared++;
    if (earlier.legal !== legal) return { conflict: { first: earlier.position, second: position }, shared };
  }
  return { conflict: undefined, shared };
}

/** A conflict in words, for the failure message that fast-check prints with its seed. */
function describeConflict(game: AnyGame, { first, second }: Conflict): string {
  const moves = (position: Position): string =>
    game
      .legalMoves(position)
      .map((move) => game.formatMove(position, move))
      .join(' ');
  return [
    `equal observations, different legal moves:`,
    `  ${JSON.stringify(first)}: ${moves(first) || '(none)'}`,
    `  ${JSON.stringify(second)}: ${moves(second) || '(none)'}`,
  ].join('\n');
}

describe('equal observations, equal legal moves', () => {
  it.each(OPTION_SETS.map((variant) => [variant.label, variant] as const))('%s', (_, { game, options }) => {
    let shared = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
        const found = group(game, randomPositions(game, options, seed, 4), (position) => observation(game, position));
        shared += found.shared;
        if (found.conflict !== undefined) throw new Error(describeConflict(game, found.conflict));
      }),
      params(game === AGON || game === GONG ? 3 : 8),
    );
    // Kono and Jul-Gonu come back to earlier boards by other lines: the property is tested there.
    if (game === KONO || game === JULGONU) expect(shared, 'positions that share an observation with another').toBeGreaterThan(0);
  });
});

describe('the property can fail', () => {
  /** An observation without the planes that hold what the board does not show: the history's ban and the end. */
  const blind = (game: AnyGame, position: Position): Float32Array => {
    const planes = observation(game, position);
    const { names, height, width } = observationShape(game, position.options);
    names.forEach((name, plane) => {
      if (name === 'game-over' || name.startsWith('forbidden-')) planes.fill(0, plane * height * width, (plane + 1) * height * width);
    });
    return planes;
  };

  it.each([
    ['julgonu noRepeat previous', JULGONU, { noRepeat: 'previous' }],
    ['julgonu noRepeat any', JULGONU, { noRepeat: 'any' }],
    ['kono repetition 3', KONO, { repetition: 3 }],
  ] as const)('%s: without the planes of the history and the end, random games find a conflict', (_, game, options) => {
    let conflicts = 0;
    for (let seed = 1; seed <= 10; seed++) {
      if (group(game, randomPositions(game, options, seed, 4), (position) => blind(game, position)).conflict !== undefined) conflicts++;
    }
    expect(conflicts).toBeGreaterThan(0);
  });
});
