import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom, gameById, type AnyGame, type Position } from '../../src/index.js';
import { ARTIFACTS, GAME_IDS, PHONE, Session, launchChromium, type HitArea } from './support.js';

/**
 * The page's layout: each player's pieces counted in a table under the board, readable at any
 * width; Gong's points far enough apart to click and its names large enough to read at the
 * default size; and no page wider than a phone.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** The first position of a seeded random game where each player has lost a piece to a capture for good, with the moves' removals counted. */
function positionWithCaptures(game: AnyGame, seed: number): { position: Position; removed: Record<string, number> } {
  const random = createRandom(seed);
  for (let g = 0; g < 200; g++) {
    let position = game.start();
    const removed: Record<string, number> = { black: 0, white: 0 };
    for (let i = 0; i < 300 && game.outcome(position) === undefined; i++) {
      const moves = game.legalMoves(position);
      const move = moves[random.int(moves.length)];
      for (const effect of game.effects(position, move))
        if (effect.kind === 'remove') removed[effect.piece.owner] = (removed[effect.piece.owner] ?? 0) + 1;
      position = game.play(position, move);
      if ((removed['black'] ?? 0) > 0 && (removed['white'] ?? 0) > 0 && game.outcome(position) === undefined) return { position, removed };
    }
  }
  throw new Error(`no ${game.id} game with captures on both sides`);
}

describe('the pieces table under the board', () => {
  it.each(['kono', 'julgonu', 'gong'] as const)(
    '%s: each player’s pieces on the board and captured, as the moves removed them, in text of 12 px or more',
    async (id) => {
      const game = gameById(id) as AnyGame;
      const session = await Session.open(browser, `counts-${id}`);
      await session.humanGame(id);
      const { position, removed } = positionWithCaptures(game, 40 + id.length);
      await session.loadPosition(game.formatPosition(position));
      await session.expectGame(game, position, []);
      const onBoard = (player: string): string => {
        let count = 0;
        for (let p = 0; p < game.board.size; p++) if (game.pieceAt(position, p)?.owner === player) count++;
        return String(count);
      };
      const toPlace = (player: string): string =>
        String(game.offBoard(position).reduce((sum, off) => sum + (off.owner === player && off.reason === 'unplaced' ? off.count : 0), 0));
      const expected = ['black', 'white'].map((player) => ({
        player,
        onBoard: onBoard(player),
        ...(id === 'gong' ? { toPlace: toPlace(player) } : {}),
        captured: String(removed[player]),
      }));
      await expect.poll(() => session.pieceCounts()).toEqual(expected);
      expect((await session.fontSizes('#piece-counts th, #piece-counts td'))[0]).toBeGreaterThanOrEqual(12);
      await session.close();
    },
  );

  it('Agon: a piece held by the other side is captured and said to be held, by whom; nothing is drawn in the picture for it', async () => {
    const session = await Session.open(browser, 'counts-agon');
    const game = await session.humanGame('agon');
    const held = game.parsePosition('6/7/g6G/g7G/g8G/q4G4Q/g8G/g8/8/7/6 b gG -');
    await session.loadPosition(game.formatPosition(held));
    await session.expectGame(game, held, []);
    await expect
      .poll(() => session.pieceCounts())
      .toEqual([
        { player: 'black', onBoard: '6', captured: '1 (1 held by White)' },
        { player: 'white', onBoard: '6', captured: '1 (1 held by Black)' },
      ]);
    // The old strip's "×1 held", drawn in the picture with the cells' halo over it, is gone.
    expect(await session.board()).not.toContain('held');
    // Black returns the White Guard it holds: White has it back on the board.
    await session.typeMove('G@a1');
    await expect
      .poll(() => session.pieceCounts())
      .toEqual([
        { player: 'black', onBoard: '6', captured: '1 (1 held by White)' },
        { player: 'white', onBoard: '7', captured: '0' },
      ]);
    await session.close();
  });
});

describe('Gong at the default size', () => {
  it('every point is a target of 24 px or more that a click at its center reaches, apart from the others', async () => {
    const session = await Session.open(browser, 'gong-targets');
    const game = await session.humanGame('gong');
    const areas = await session.hitAreas();
    expect(areas).toHaveLength(game.board.size);
    const smallest = areas.reduce((least: HitArea, area) =>
      Math.min(area.width, area.height) < Math.min(least.width, least.height) ? area : least,
    );
    expect(Math.min(smallest.width, smallest.height), `the smallest target, ${smallest.name}`).toBeGreaterThanOrEqual(24);
    expect(
      areas.filter((area) => area.atCenter !== area.name).map((area) => `${area.name} → ${area.atCenter}`),
      'points whose center a click does not reach',
    ).toEqual([]);
    // No two targets overlap (circles: their boxes' widths are their diameters): a click lands on one point only.
    const overlapping: string[] = [];
    for (const [i, a] of areas.entries()) {
      for (const b of areas.slice(i + 1)) {
        const apart = Math.hypot(a.left + a.width / 2 - (b.left + b.width / 2), a.top + a.height / 2 - (b.top + b.height / 2));
        if (apart + 0.5 < (a.width + b.width) / 2) overlapping.push(`${a.name} ${b.name}`);
      }
    }
    expect(overlapping).toEqual([]);
    await session.close();
  });

  it('the point names are drawn at 12 px or more when shown (screenshot: gong-labels.png)', async () => {
    const session = await Session.open(browser, 'gong-labels');
    const game = await session.humanGame('gong');
    expect(await session.page.isChecked('#labels'), 'Gong hides point names by default').toBe(false);
    await session.page.check('#labels');
    const sizes = await session.labelSizes();
    expect(sizes).toHaveLength(game.board.size);
    expect(Math.min(...sizes.map((s) => s.pixels)), 'the smallest point name, in screen pixels').toBeGreaterThanOrEqual(12);
    await session.page.locator('#board').screenshot({ path: join(ARTIFACTS, 'gong-labels.png') });
    await session.close();
  });
});

describe('a phone, 390 × 844', () => {
  it.each(GAME_IDS)('%s: no horizontal scroll; the board and the pieces table fit the screen', async (id) => {
    const session = await Session.open(browser, `phone-${id}`, { viewport: PHONE });
    await session.chooseGame(id);
    const box = async (selector: string): Promise<{ left: number; right: number; width: number; height: number }> => {
      const rect = await session.page.locator(selector).boundingBox();
      if (rect === null) throw new Error(`${selector} is not shown`);
      return { left: rect.x, right: rect.x + rect.width, width: rect.width, height: rect.height };
    };
    const scrollWidth = await session.scrollWidth();
    expect(scrollWidth, 'the page’s width').toBeLessThanOrEqual(PHONE.width);
    for (const selector of [
      '#board svg',
      '#piece-counts',
      '[aria-label="Moves"]',
      '[aria-label="Board and game"]',
      'fieldset >> nth=0',
      '#online',
    ]) {
      const rect = await box(selector);
      expect(rect.width, `${selector} is shown`).toBeGreaterThan(0);
      expect(rect.left, `${selector}'s left edge`).toBeGreaterThanOrEqual(0);
      expect(rect.right, `${selector}'s right edge`).toBeLessThanOrEqual(PHONE.width);
    }
    // The whole board in the screen's width, and no taller than the screen.
    const board = await box('#board svg');
    expect(board.height).toBeLessThanOrEqual(PHONE.height);
    await session.screenshot(`phone-${id}`);
    await session.close();
  });
});
