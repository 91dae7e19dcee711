import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRulesError, perft, type AnyGame, type Position } from '../../src/index.js';
import { alphaBeta, greedyBot, mcts, randomBot } from '../../src/ai/index.js';
import { renderSvg } from '../../src/render/index.js';
import { AGON, GONG, JULGONU, KONO, type Variant } from '../support/ai.js';
import { plainCopies } from '../support/copies.js';
import { params } from '../support/fc.js';
import { randomLine } from '../support/lines.js';

/*
 * A position that has been through JSON or a structured clone (a server, a store, a Web Worker,
 * boardgame.io's G) is as good as the original: every public function gives the same answer on
 * it, and what `play` makes of it is plain JSON data again. Only the public functions are used,
 * not the fields that hold the history of earlier positions.
 */

/** Every game, under the options that change what is legal or when a game ends. */
const VARIANTS: readonly Variant[] = [
  { label: 'kono', game: KONO, options: {} },
  { label: 'kono repetition 3', game: KONO, options: { repetition: 3 } },
  { label: 'kono maxPlies 12', game: KONO, options: { maxPlies: 12 } },
  { label: 'julgonu noRepeat previous', game: JULGONU, options: { noRepeat: 'previous' } },
  { label: 'julgonu noRepeat any, repetition 3', game: JULGONU, options: { noRepeat: 'any', repetition: 3 } },
  { label: 'julgonu noRepeat off, repetition 2', game: JULGONU, options: { noRepeat: 'off', repetition: 2 } },
  { label: 'agon setup fixed, repetition 3', game: AGON, options: { setup: 'fixed', repetition: 3 } },
  { label: 'agon setup classic, maxPlies 20', game: AGON, options: { setup: 'classic', maxPlies: 20 } },
  { label: 'agon setup placement', game: AGON, options: { setup: 'placement' } },
  { label: 'agon displacementCapture false, repetition 3', game: AGON, options: { displacementCapture: false, repetition: 3 } },
  { label: 'gong, repetition 3', game: GONG, options: { repetition: 3 } },
  { label: 'gong firstPlayer white', game: GONG, options: { firstPlayer: 'white' } },
  { label: 'gong maxPlies 24', game: GONG, options: { maxPlies: 24 } },
];

/** What a call gave: its value as JSON, or the code of the RulesError it threw. */
function answer(fn: () => unknown): string {
  try {
    return JSON.stringify(fn()) ?? 'undefined';
  } catch (error) {
    if (isRulesError(error)) return `throws ${error.code}`;
    throw error;
  }
}

/** Values to ask `isLegal` about that are not legal here: moves legal elsewhere on the line, and values that are no move. */
function illegalMoves(game: AnyGame, position: Position, line: readonly Position[]): unknown[] {
  const legal = new Set(game.legalMoves(position).map((move) => JSON.stringify(move)));
  const elsewhere = new Map<string, unknown>();
  for (const other of line)
    for (const move of game.legalMoves(other)) if (!legal.has(JSON.stringify(move))) elsewhere.set(JSON.stringify(move), move);
  return [...[...elsewhere.values()].slice(0, 6), null, {}, 'a1-a2', { kind: 'pass' }, { from: -1, to: game.board.size }];
}

/** The bots, each made afresh with the same seed, so that each call starts from the same state. */
const BOTS = [
  (game: AnyGame, seed: number) => randomBot(game, { random: seed }),
  (game: AnyGame, seed: number) => greedyBot(game, { random: seed }),
  (game: AnyGame, seed: number) => alphaBeta(game, { depth: 2, random: seed }),
  (game: AnyGame, seed: number) => mcts(game, { iterations: 50, random: seed }),
] as const;

/** Everything the public functions say about a position. */
function behaviour(game: AnyGame, position: Position, illegal: readonly unknown[], seed: number): Record<string, unknown> {
  const legal = game.legalMoves(position);
  const notation = legal.map((move) => game.formatMove(position, move));
  const cursor = game.cursor(position);
  const buffer = new Int32Array(game.maxMoves);
  const count = cursor.legalActions(buffer);
  return {
    toMove: game.toMove(position),
    legalMoves: JSON.stringify(legal),
    isLegal: legal.map((move) => game.isLegal(position, move)),
    isIllegal: illegal.map((move) => game.isLegal(position, move)),
    play: legal.map((move) => {
      const next = game.play(position, move);
      return [JSON.stringify(next), game.formatPosition(next)];
    }),
    playWhenOver: legal.length === 0 ? answer(() => game.play(position, game.legalMoves(game.start(position.options))[0])) : undefined,
    outcome: game.outcome(position),
    notation,
    parsed: notation.map((text) => JSON.stringify(game.parseMove(position, text))),
    formatPosition: game.formatPosition(position),
    positionKey: game.positionKey(position),
    pieceAt: Array.from({ length: game.board.size }, (_, point) => game.pieceAt(position, point)),
    cursor: { actions: Array.from(buffer.subarray(0, count)), count: cursor.countLegalActions(), outcome: cursor.outcome() },
    perft: [1, 2].map((depth) => perft(game, position, depth)),
    bots: BOTS.map((make) => answer(() => make(game, seed).chooseMove(position))),
    svg: renderSvg(game, position),
  };
}

describe('copies of a position behave like the original', () => {
  it.each(VARIANTS.map((v) => [v.label, v] as const))(
    '%s: a JSON copy and a structured clone give the same answers as the original',
    (_, { game, options }) => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 40 }), (seed, plies) => {
          const line = randomLine(game, seed, plies, game.start(options));
          for (const position of new Set([line[Math.floor((line.length - 1) / 2)]!, line[line.length - 1]!])) {
            const illegal = illegalMoves(game, position, line);
            const expected = behaviour(game, position, illegal, seed);
            for (const [how, copy] of plainCopies(position)) {
              expect(behaviour(game, copy, illegal, seed), `${how} of ${game.formatPosition(position)} (ply ${position.ply})`).toEqual(
                expected,
              );
            }
          }
        }),
        params(game === KONO || game === JULGONU ? 8 : 3),
      );
    },
  );
});

describe('what play makes of a position, a copy or a clone is plain JSON data', () => {
  it.each(VARIANTS.map((v) => [v.label, v] as const))(
    '%s: positions after a JSON round trip deep-equal the originals',
    (_, { game, options }) => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 40 }), (seed, plies) => {
          const line = randomLine(game, seed, plies, game.start(options));
          const position = line[line.length - 1]!;
          const plain = (value: Position, where: string): void => {
            const copy = JSON.parse(JSON.stringify(value)) as Position;
            // The same fields and values…
            expect(copy, where).toEqual(value);
            // …and nothing JSON cannot hold: no class instance, typed array or undefined field.
            expect(copy, where).toStrictEqual(value);
            expect(structuredClone(value), where).toStrictEqual(value);
          };
          plain(position, `${game.formatPosition(position)} (ply ${position.ply})`);
          for (const [how, start] of [['the original', position] as const, ...plainCopies(position)]) {
            for (const move of game.legalMoves(start).slice(0, 8)) {
              plain(game.play(start, move), `${game.formatMove(start, move)} played in ${how} of ${game.formatPosition(position)}`);
            }
          }
        }),
        params(4),
      );
    },
  );
});
