/**
 * Jul-Gonu: rulings J1–J5 of the library's rules. See `docs/rules/julgonu.md`.
 *
 * @example
 * ```ts
 * import { julgonu } from 'ludicore/julgonu';
 * let pos = julgonu.start();                       // 'wwww/4/4/bbbb b'
 * pos = julgonu.play(pos, julgonu.parseMove(pos, 'a1-a2'));
 * julgonu.start({ noRepeat: 'any' });              // J4: no position may ever recur
 * ```
 *
 * @module
 */
export { JULGONU_BOARD } from './board.js';
export type { JulGonuMove } from './moves.js';
export type { JulGonuState } from './position.js';
export { julgonu, NO_REPEAT_MODES, type NoRepeatMode, type JulGonuOptions, type JulGonuPosition } from './game.js';

export { julGonuSolver, solveJulGonu } from './solve.js';
export { julGonuPreviousSolver, solveJulGonuPrevious } from './solve-previous.js';
