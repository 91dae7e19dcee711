// The weights the package ships, one module per game (each written by scripts/ship-weights.mjs
// from a weights file that `ludicore train` made; docs/ai.md has the commands).
import { AGON_WEIGHTS } from './learned/agon.js';
import { GONG_WEIGHTS } from './learned/gong.js';
import { JULGONU_WEIGHTS } from './learned/julgonu.js';
import { KONO_WEIGHTS } from './learned/kono.js';

/** Each game's shipped weights file, in base64, by game id. */
export const SHIPPED_WEIGHTS: Readonly<Record<string, string>> = {
  kono: KONO_WEIGHTS,
  julgonu: JULGONU_WEIGHTS,
  agon: AGON_WEIGHTS,
  gong: GONG_WEIGHTS,
};
