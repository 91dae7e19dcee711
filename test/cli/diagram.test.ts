import { describe, expect, it } from 'vitest';
import { boardLines, diagram, lastMovePoints } from '../../src/cli/diagram.js';
import { agon, gong, julgonu, kono, type AnyGame, type MoveEffect, type Position } from '../../src/index.js';

/** The position after `moves` from `start`, with the one before the last move and that move's effects. */
function after(
  game: AnyGame,
  start: Position,
  moves: readonly string[],
): { before: Position; position: Position; effects: readonly MoveEffect[] } {
  let before = start;
  let position = start;
  let effects: readonly MoveEffect[] = [];
  for (const text of moves) {
    before = position;
    const move = game.parseMove(position, text);
    effects = game.effects(position, move);
    position = game.play(position, move);
  }
  return { before, position, effects };
}

const names = (game: AnyGame, points: readonly number[]): string[] => points.map((p) => game.board.name(p));

describe('lastMovePoints: the points a move changed for the mover', () => {
  it('a step: where the piece left and arrived; a capture in Jul-Gonu: not the piece taken', () => {
    const step = after(kono, kono.start(), ['a1xa3']);
    expect(names(kono, lastMovePoints(step.effects))).toEqual(['a1', 'a3']);
    const start = julgonu.parsePosition('ww2/2wb/1b2/b3 b');
    const capture = after(julgonu, start, ['b2-b3xc3']);
    expect(names(julgonu, lastMovePoints(capture.effects))).toEqual(['b2', 'b3']);
  });

  it('a placement: the point placed on', () => {
    const placed = after(gong, gong.start(), ['@c13']);
    expect(names(gong, lastMovePoints(placed.effects))).toEqual(['c13']);
  });
});

describe('boardLines with a view', () => {
  it('marks the last move with * after its cells, and says so in the key', () => {
    const { position, effects } = after(kono, kono.start(), ['a1xa3']);
    const text = diagram(kono, position, { lastMove: lastMovePoints(effects) });
    expect(text).toContain(['   a b c d', '4  w w w w  4', '3  b*w w w  3', '2  b b b b  2', '1  .*b b b  1', '   a b c d'].join('\n'));
    expect(text).toContain('*: the last move');
    expect(diagram(kono, position)).not.toContain('*');
  });

  it('turned round: the last rank at the top and the files from the right, for every layout', () => {
    const position = kono.parsePosition('w3/4/4/3b b');
    expect(boardLines(kono, position, { flipped: true })).toEqual([
      '   d c b a',
      '1  b . . .  1',
      '2  . . . .  2',
      '3  . . . .  3',
      '4  . . . w  4',
      '   d c b a',
    ]);
    const hexagon = boardLines(agon, agon.start(), { flipped: true });
    expect(hexagon[0]).toMatch(/^ +g q g +g1 +f1 +e1$/);
    expect(hexagon[10]).toMatch(/^ +Q +f11$/);
    expect(hexagon[11]).toBe('l k i h g f e d c b a');
    const rings = boardLines(gong, gong.start(), { flipped: true });
    expect(rings[0]).toBe(' radial  x w v u t s r q p o n m l k j i h g f e d c b a');
    expect(rings[2]).toBe('    gon  .');
    expect(rings[3]).toMatch(/^ ring 1 /);
    expect(rings[15]).toMatch(/^ring 13 /);
  });

  it('Agon in 11 rows, each no wider than 80 columns with its key', () => {
    const lines = boardLines(agon, agon.start());
    const board = lines.slice(0, lines.indexOf('a b c d e f g h i k l'));
    expect(board).toHaveLength(11);
    for (const line of board) expect(line.length).toBeLessThanOrEqual(80);
    // Every cell appears once in the key.
    const key = board.flatMap((line) =>
      line
        .trim()
        .split(/\s+/)
        .filter((word) => /^[a-l][0-9]+$/.test(word)),
    );
    expect(key.sort()).toEqual([...agon.board.names].sort());
  });
});
