import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { games } from '../../src/index.js';

const CORE = join(__dirname, '../../src/core');

/** Words that belong to one game: its id, its name, and the names of its own pieces, points and rules. */
const GAME_WORDS = [...new Set([...Object.keys(games), 'jul-gonu', 'gon', 'toff', 'queen', 'guard'])];

describe('the core knows no game', () => {
  it('no source file of src/core, comments included, names a game or a word of one, but in the code of an example', () => {
    const found: string[] = [];
    const word = new RegExp(`\\b(?:${GAME_WORDS.join('|')})\\b`, 'i');
    for (const file of readdirSync(CORE)) {
      // An example's code block is a user's program against the package, which plays some game:
      // the core's own code and prose name none.
      let inExample = false;
      readFileSync(join(CORE, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/^\s*\*\s*```/.test(line)) inExample = !inExample;
          else if (!inExample && word.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('the search would find such a word', () => {
    const word = new RegExp(`\\b(?:${GAME_WORDS.join('|')})\\b`, 'i');
    expect(['new Match(kono)', "Gong's toff", 'the Gon', "(Jul-Gonu's J4)"].every((line) => word.test(line))).toBe(true);
    expect(['guards.js', 'gone', 'agonal'].some((line) => word.test(line))).toBe(false);
  });
});
