import type { AgonOptions } from './index.js';

/** Whether the options play the historical variant (AH1–AH6), whose captured pieces carry `CAPTURED` in their cell codes. */
export const isHistorical = (options: Readonly<AgonOptions>): boolean => options.variant === 'historical';

/** Whether a step may enter an enemy's cell and take it (A4): on unless switched off, and never in the historical variant. */
export const takesByEntering = (options: Readonly<AgonOptions>): boolean => !isHistorical(options) && options.displacementCapture !== false;
