/*
 * Playing strength, Four Field Kono, Jul-Gonu and Agon: each bot of ludicore/ai against the random
 * player in seeded matches (see matches.ts). Gong's matches, the longest, are in gong.test.ts, so
 * that the two files run side by side.
 */
import { agon, julgonu, kono } from '../../src/index.js';
import { strength } from './matches.js';

strength({ game: kono, games: 200, threshold: 0.95, options: { maxPlies: 1000 } });
strength({ game: julgonu, games: 200, threshold: 0.95, options: { maxPlies: 1000 } });
strength({ game: agon, games: 20, threshold: 0.75, options: { maxPlies: 1000 } });
