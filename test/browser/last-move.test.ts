import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeysOf } from '../../playground/src/effect-journeys.js';
import { agon as agonGame, gong as gongGame, kono as konoGame, type AnyGame, type MoveEffect, type Position } from '../../src/index.js';
import { Session, launchChromium } from './support.js';

/**
 * The move just played on the board: its points highlighted (a capture's too), the pieces its
 * effects name animated (none when the system asks for less motion), and the pieces off the
 * board drawn below it.
 */

const agon: AnyGame = agonGame;
const gong: AnyGame = gongGame;
const kono: AnyGame = konoGame;

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** How many pieces the page should animate for `effects`, by what they do. */
function expectedAnimation(effects: readonly MoveEffect[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const journey of journeysOf(effects)) {
    const kind = journey.removedAt !== null ? 'remove' : journey.placedAt !== null ? 'place' : 'move';
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}

/** The names of the points a move's effects name, sorted as the marks are. */
function effectNames(game: AnyGame, effects: readonly MoveEffect[]): string[] {
  const points = effects.flatMap((effect) => (effect.kind === 'move' ? [effect.from, effect.to] : [effect.at]));
  return [...new Set(points.map((p) => game.board.name(p)))].sort();
}

/** Clicks `points` on the board, one by one. */
async function clickAll(session: Session, points: readonly string[]): Promise<void> {
  for (const point of points) await session.clickPoint(point);
}

describe('the last move', () => {
  it('a Kono capture: its two points are highlighted, the capturer slides and the captured piece fades out', async () => {
    const session = await Session.open(browser, 'last-move-kono');
    const game = await session.humanGame('kono');
    const start: Position = kono.start();
    expect(await session.lastMoveMarks()).toEqual([]);
    await clickAll(session, ['a1', 'a3']);
    await session.expectGame(game, start, ['a1xa3']);
    const effects = kono.effects(start, kono.parseMove(start, 'a1xa3'));
    expect(await session.lastMoveMarks()).toEqual(['a1', 'a3']);
    expect(effectNames(kono, effects)).toEqual(['a1', 'a3']);
    expect(await session.animated()).toEqual({ move: 1, remove: 1 });
    expect(expectedAnimation(effects)).toEqual({ move: 1, remove: 1 });
    // Undoing redraws the board: nothing animates, and no move is highlighted.
    await session.page.click('#undo');
    await session.expectGame(game, start, []);
    expect(await session.animated()).toEqual({});
    expect(await session.lastMoveMarks()).toEqual([]);
    await session.close();
  });

  it('a Gong toff: every pawn its effects move is animated, and the last move highlighted', async () => {
    const session = await Session.open(browser, 'last-move-gong-toff');
    const game = await session.humanGame('gong');
    const position = gong.parsePosition('-/13/13/13/13/3b9/1bbw9/13/13/13/13/bb11/13/b12/13/13/3wb1b6/13/13/13/13/13/13/12w/13 b 0 0');
    await session.loadPosition(gong.formatPosition(position));
    await session.expectGame(game, position, []);
    // The sidestep, then the pawn that enters the Gon: the choice made on the board.
    await clickAll(session, ['e4', 'f4', 'm1']);
    await session.expectGame(game, position, ['e4xf4^m1']);
    const effects = gong.effects(position, gong.parseMove(position, 'e4xf4^m1'));
    const expected = expectedAnimation(effects);
    expect(
      Object.values(expected).reduce((a, b) => a + b, 0),
      'the toff touches several pawns',
    ).toBeGreaterThan(2);
    expect(await session.animated()).toEqual(expected);
    expect(await session.lastMoveMarks()).toEqual(effectNames(gong, effects));
    await session.close();
  });

  it('with reduced motion nothing is animated, and the last move is still highlighted', async () => {
    const session = await Session.open(browser, 'last-move-reduced-motion');
    await session.page.emulateMedia({ reducedMotion: 'reduce' });
    const game = await session.humanGame('kono');
    await clickAll(session, ['a1', 'a3']);
    await session.expectGame(game, kono.start(), ['a1xa3']);
    expect(await session.animated()).toEqual({});
    expect(await session.lastMoveMarks()).toEqual(['a1', 'a3']);
    await session.close();
  });
});

describe('the pieces off the board', () => {
  it('Agon’s placement setup: the pieces still to place are counted under the board, fewer after a placement, and not drawn', async () => {
    const session = await Session.open(browser, 'off-board-agon');
    await session.humanGame('agon');
    await session.page.selectOption('#options select[name="setup"]', 'placement');
    await session.page.click('#new-game');
    const start = agon.start({ setup: 'placement' });
    await expect
      .poll(() => session.pieceCounts())
      .toEqual([
        { player: 'black', onBoard: '0', toPlace: '7', captured: '0' },
        { player: 'white', onBoard: '0', toPlace: '7', captured: '0' },
      ]);
    const move = agon.legalMoves(start)[0];
    const { points } = agon.gesture(start, move);
    await clickAll(
      session,
      points.map((p) => agon.board.name(p)),
    );
    if ((await session.state()).choices.length > 0)
      await session.page.click(`#choices button[data-move="${agon.formatMove(start, move)}"]`);
    await expect
      .poll(() => session.pieceCounts())
      .toEqual([
        { player: 'black', onBoard: '1', toPlace: '6', captured: '0' },
        { player: 'white', onBoard: '0', toPlace: '7', captured: '0' },
      ]);
    // The renderer's strip of pieces off the board is left out: the table says it at the page's size.
    expect(await session.board()).not.toContain('off-board');
    await session.close();
  });
});
