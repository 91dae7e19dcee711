import fc from 'fast-check';
import { describe, it } from 'vitest';
import { games, type GameId } from '../../src/games.js';
import { agonAdapter, gameProperties, gongAdapter, julgonuAdapter, konoAdapter, type GameProperty } from '../../src/testing/index.js';
import { arbHistoricalText, arbSeatText } from '../agon/helpers.js';
import { params } from '../support/fc.js';

/*
 * The library's own invariants, from the kit a user runs on their game: one suite over the
 * registry, each game with its adapter, the starts its options give and a number of runs
 * (fewer for the games whose positions have many moves). Draw options (`maxPlies`) among the
 * starts give Agon and Gong finished positions, which their random games seldom reach.
 */
const SUITES: { readonly [G in GameId]: { readonly properties: readonly GameProperty[]; readonly runs: number } } = {
  kono: {
    properties: gameProperties(games.kono, { adapter: konoAdapter, options: [{}, { reducedToOne: true }, { maxPlies: 40 }] }),
    runs: 1000,
  },
  julgonu: {
    properties: gameProperties(games.julgonu, {
      adapter: julgonuAdapter,
      options: [{ noRepeat: 'previous' }, { noRepeat: 'any' }, { noRepeat: 'off' }],
    }),
    runs: 1000,
  },
  agon: {
    properties: gameProperties(games.agon, {
      adapter: agonAdapter,
      options: [
        { setup: 'fixed' },
        { setup: 'classic' },
        { setup: 'placement', displacementCapture: false },
        { maxPlies: 60 },
        { variant: 'historical' },
        { variant: 'historical', maxPlies: 60 },
      ],
      // Positions at or next to the seat of power (A7), which neither random play nor the adapter's crowded boards reach,
      // and crowded positions of the historical variant with captured pieces (AH3).
      positions: fc.oneof(
        arbSeatText.map((text) => games.agon.parsePosition(text)),
        arbHistoricalText.map((text) => games.agon.parsePosition(text, { variant: 'historical' })),
      ),
    }),
    runs: 400,
  },
  gong: {
    properties: gameProperties(games.gong, {
      adapter: gongAdapter,
      options: [{}, { firstPlayer: 'white' }, { maxPlies: 80 }],
      movesPerPosition: 6,
    }),
    runs: 300,
  },
};

describe.each(Object.entries(SUITES))('%s', (_id, { properties, runs }) => {
  for (const { name, property } of properties) it(name, () => fc.assert(property, params(runs)));
});
