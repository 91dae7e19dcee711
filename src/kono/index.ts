/**
 * Four Field Kono: rulings K1–K5 of the library's rules. See `docs/rules/kono.md`.
 *
 * @example
 * ```ts
 * import { kono } from 'ludicore/kono';
 * let pos = kono.start();
 * pos = kono.play(pos, kono.parseMove(pos, 'a1xa3'));
 * kono.formatPosition(pos); // 'wwww/bwww/bbbb/1bbb w'
 * ```
 *
 * @module
 */
export { KONO_BOARD } from './board.js';
export type { KonoMove } from './moves.js';
export type { KonoState } from './position.js';
export { kono, type KonoOptions, type KonoPosition } from './game.js';
export { konoSolver, solveKono } from './solve.js';
