import type { AgonOptions } from './index.js';

/** {@link rulesOf}: the seed's rules, steps taking by entering (A4). */
export const TAKING = 0;
/** {@link rulesOf}: the seed's rules with `displacementCapture: false`, custodianship the only capture. */
export const NOT_TAKING = 1;
/** {@link rulesOf}: the historical variant (AH1–AH6). */
export const HISTORICAL = 2;

/**
 * The rules the options play, {@link TAKING}, {@link NOT_TAKING} or {@link HISTORICAL}: read once
 * by a function the rules call every ply, as each read of an option costs more where games of
 * several options are played.
 */
export const rulesOf = (options: Readonly<AgonOptions>): number =>
  options.variant === 'historical' ? HISTORICAL : options.displacementCapture === false ? NOT_TAKING : TAKING;

/** Whether the options play the historical variant (AH1–AH6), whose captured pieces carry `CAPTURED` in their cell codes. */
export const isHistorical = (options: Readonly<AgonOptions>): boolean => options.variant === 'historical';

/** Whether a step may enter an enemy's cell and take it (A4): on unless switched off, and never in the historical variant. */
export const takesByEntering = (options: Readonly<AgonOptions>): boolean => rulesOf(options) === TAKING;
