import { describe, expect, it } from 'vitest';
import { gameById, games, kono } from '../../src/index.js';
import { expectRulesError } from './helpers.js';

describe('the games registry', () => {
  it('holds kono under its id, and is frozen', () => {
    expect(games.kono).toBe(kono);
    expect(Object.isFrozen(games)).toBe(true);
    for (const [id, game] of Object.entries(games)) expect(game.id).toBe(id);
    expect(() => {
      (games as unknown as Record<string, unknown>)['chess'] = kono;
    }).toThrow(TypeError);
    expect(Object.keys(games)).not.toContain('chess');
  });

  it('finds a game by id', () => {
    expect(gameById('kono')).toBe(kono);
  });

  it.each(['chess', 'Kono', '', 'toString', '__proto__', 'constructor', 'hasOwnProperty'])('refuses %j with game/unknown', (id) => {
    const error = expectRulesError(() => gameById(id), 'game/unknown');
    expect(error.message).toContain(JSON.stringify(id));
    expect(error.message).toContain('kono');
  });
});
