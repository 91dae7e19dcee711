/**
 * Tools to test a game, a built-in one or your own: the conformance suite ({@link checkGame}),
 * and a property-test kit of fast-check arbitraries ({@link gameArbitraries}) and of the library's
 * invariants as ready properties ({@link gameProperties}), with adapters for the four built-in
 * games ({@link konoAdapter}, {@link julgonuAdapter}, {@link agonAdapter}, {@link gongAdapter}).
 *
 * This entry needs [fast-check](https://fast-check.dev) 4.x installed beside ludicore
 * (`npm i -D fast-check`): an optional peer dependency, which no other entry of ludicore uses.
 * The kit imports no test runner; run its properties in yours.
 *
 * @example
 * ```ts
 * import fc from 'fast-check';
 * import { describe, it } from 'vitest';
 * import { kono } from 'ludicore/kono';
 * import { checkGame, gameProperties, konoAdapter } from 'ludicore/testing';
 * checkGame(kono, { runs: 200, seed: 7 }); // throws a ConformanceError on the first violation
 * describe('kono', () => {
 *   for (const { name, property } of gameProperties(kono, { adapter: konoAdapter })) {
 *     it(name, () => fc.assert(property, { seed: 1, numRuns: 100 }));
 *   }
 * });
 * ```
 *
 * @module
 */
export { checkGame, ConformanceError, type CheckOptions, type CheckReport } from './conformance.js';
export { gameArbitraries, type ArbitrarySettings, type GameArbitraries, type PositionAndMove } from './arbitraries.js';
export { gameProperties, type PropertySettings } from './properties.js';
export type { GameAdapter, GameProperty, PieceAccounting, SymmetryMapping } from './adapter.js';
export { konoAdapter } from './kono.js';
export { julgonuAdapter } from './julgonu.js';
export { agonAdapter } from './agon.js';
export { gongAdapter } from './gong.js';
