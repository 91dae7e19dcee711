/**
 * Pictures of positions: {@link renderSvg} draws any game's position as a standalone SVG image,
 * the board drawn as the real thing, with optional point names and highlights.
 *
 * @example
 * ```ts
 * import { writeFileSync } from 'node:fs';
 * import { gong } from 'ludicore/gong';
 * import { renderSvg } from 'ludicore/render';
 * writeFileSync('gong.svg', renderSvg(gong, gong.start(), { size: 600 }));
 * ```
 *
 * @module
 */
export { renderSvg, type RenderOptions } from './svg.js';
