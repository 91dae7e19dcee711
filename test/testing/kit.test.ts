import fc from 'fast-check';
import { describe, it } from 'vitest';
import type { AnyGame, Position } from '../../src/index.js';
import { games, type GameId } from '../../src/games.js';
import { agonAdapter, gameProperties, gongAdapter, julgonuAdapter, konoAdapter, type GameAdapter, type PropertySettings } from '../../src/testing/index.js';
import { arbPositionText, arbSeatText } from '../agon/helpers.js';
import { params } from '../support/fc.js';

/*
 * The library's own invariants, from the kit a user runs on their game: one suite over the
 * registry, each game with its adapter and the starts it has.
 */
const SETTINGS: { readonly [G in GameId]: PropertySettings<unknown, unknown, unknown> } = {
  kono: { adapter: konoAdapter as GameAdapter<unknown, unknown, unknown>, options: [{}, { maxPlies: 40 }] },
  julgonu: { adapter: julgonuAdapter as GameAdapter<unknown, unknown, unknown>, options: [{ noRepeat: 'previous' }, { noRepeat: 'any' }, { noRepeat: 'off' }] },
  agon: {
    adapter: agonAdapter as GameAdapter<unknown, unknown, unknown>,
    options: [{ setup: 'fixed' }, { setup: 'classic' }, { setup: 'placement', displacementCapture: false }, { maxPlies: 60 }],
    positions: fc.oneof(arbPositionText, arbSeatText).map((t) => games.agon.parsePosition(t) as Position<unknown, unknown>),
  },
  gong: { adapter: gongAdapter as GameAdapter<unknown, unknown, unknown>, options: [{}, { firstPlayer: 'white' }, { maxPlies: 80 }], movesPerPosition: 6 },
};

const RUNS: { readonly [G in GameId]: number } = { kono: 300, julgonu: 300, agon: 150, gong: 100 };

describe.each(Object.keys(games) as GameId[])('%s', (id) => {
  const game: AnyGame = games[id];
  for (const { name, property } of gameProperties(game, SETTINGS[id])) {
    it(name, () => fc.assert(property, params(RUNS[id])));
  }
});
