/* Playing strength, Gong: each bot of ludicore/ai against the random player (see matches.ts). */
import { gong } from '../../src/index.js';
import { strength } from './matches.js';

strength({ game: gong, games: 20, threshold: 0.75, options: { maxPlies: 2000 } });
