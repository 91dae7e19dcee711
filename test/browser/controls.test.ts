import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom, games, julgonu, kono, parseRecord, type AnyGame } from '../../src/index.js';
import { DRAW_DEFAULTS, Session, clickPath, launchChromium, pickMove } from './support.js';

/**
 * The controls beside Undo: Redo, Flip board, Hint, Resign, and Pause and Step for a game
 * between bots.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const KONO: AnyGame = kono;

/** The center of a point's hit area on the screen. */
async function pointCentre(session: Session, name: string): Promise<{ x: number; y: number }> {
  const box = await session.page.locator(`#board circle.point[data-point="${name}"]`).boundingBox();
  if (box === null) throw new Error(`no point ${name} on the board`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

describe('Redo', () => {
  it('brings back the moves Undo took back, one by one between people; a new move drops them', async () => {
    const session = await Session.open(browser, 'redo-people');
    await session.humanGame('kono');
    const start = KONO.start(DRAW_DEFAULTS);
    const played = await session.typeMoves(KONO, start, 3, 1700);
    expect((await session.state()).redoEnabled, 'nothing undone yet').toBe(false);
    await session.page.click('#undo');
    await session.page.click('#undo');
    await session.expectGame(KONO, start, played.slice(0, 1));
    expect((await session.state()).later).toEqual(played.slice(1));
    await session.page.click('#redo');
    await session.expectGame(KONO, start, played.slice(0, 2));
    await session.page.click('#redo');
    await session.expectGame(KONO, start, played);
    expect((await session.state()).redoEnabled, 'everything redone').toBe(false);
    // Undone, then another move: the move taken back is gone for good.
    await session.page.click('#undo');
    const position = await session.expectGame(KONO, start, played.slice(0, 2));
    const other = KONO.legalMoves(position)
      .map((move) => KONO.formatMove(position, move))
      .find((notation) => notation !== played[2]);
    await session.typeMove(other ?? '');
    await session.expectGame(KONO, start, [...played.slice(0, 2), other ?? '']);
    const state = await session.state();
    expect(state.later).toEqual([]);
    expect(state.redoEnabled).toBe(false);
    await session.close();
  });

  it('against a bot, brings back the person’s move and the bot’s reply together, and the bot does not move again', async () => {
    const session = await Session.open(browser, 'redo-bot');
    await session.humanGame('kono');
    await session.setPlayers('human', 'level-2');
    const start = KONO.start(DRAW_DEFAULTS);
    const first = KONO.formatMove(start, pickMove(KONO, start, createRandom(1710)));
    await session.typeMove(first);
    await expect.poll(async () => (await session.state()).moves.length, { timeout: 30_000 }).toBe(2);
    const both = (await session.state()).moves;
    await session.page.click('#undo');
    await session.expectGame(KONO, start, []);
    // The bot waits: it is the person's turn.
    await session.page.waitForTimeout(800);
    await session.expectGame(KONO, start, []);
    await session.page.click('#redo');
    await session.expectGame(KONO, start, both);
    await session.close();
  });
});

describe('Flip board', () => {
  it('turns the board half round and back; clicks still play on the turned board', async () => {
    const session = await Session.open(browser, 'flip');
    await session.humanGame('kono');
    const before = await pointCentre(session, 'a1');
    const far = await pointCentre(session, 'd4');
    expect(before.y, 'a1 below d4 from Black’s side').toBeGreaterThan(far.y);
    expect(await session.page.getAttribute('#flip', 'aria-pressed')).toBe('false');
    await session.page.click('#flip');
    expect(await session.page.getAttribute('#flip', 'aria-pressed')).toBe('true');
    const turned = await pointCentre(session, 'a1');
    expect(turned.y, 'a1 above d4 from White’s side').toBeLessThan((await pointCentre(session, 'd4')).y);
    expect(turned.x).toBeGreaterThan(before.x);
    const start = KONO.start(DRAW_DEFAULTS);
    const move = pickMove(KONO, start, createRandom(1720));
    const notation = await session.clickMove(KONO, start, move);
    await session.expectGame(KONO, start, [notation]);
    await session.page.click('#flip');
    expect((await pointCentre(session, 'a1')).y).toBeCloseTo(before.y, 0);
    await session.close();
  });

  it('a person playing White against a bot sees the board from White’s side', async () => {
    const session = await Session.open(browser, 'flip-white');
    await session.chooseGame('julgonu');
    await session.setPlayers('level-2', 'human');
    await session.page.click('#new-game');
    expect(await session.page.getAttribute('#flip', 'aria-pressed')).toBe('true');
    await expect.poll(async () => (await session.state()).moves.length, { timeout: 30_000 }).toBe(1);
    expect((await pointCentre(session, 'a1')).y).toBeLessThan((await pointCentre(session, 'a4')).y);
    expect(await session.page.getAttribute('#board svg', 'aria-label')).toMatch(/^Board from White’s side: /);
    // A person on each side: Black's side again.
    await session.page.selectOption('#black', 'human');
    expect(await session.page.getAttribute('#flip', 'aria-pressed')).toBe('false');
    expect((await pointCentre(session, 'a1')).y).toBeGreaterThan((await pointCentre(session, 'a4')).y);
    await session.close();
  });
});

describe('Hint', () => {
  it('marks a bot’s move for the person to move without playing it; clicking the marked points plays it', async () => {
    const session = await Session.open(browser, 'hint');
    const game: AnyGame = julgonu;
    await session.humanGame('julgonu');
    const start = game.start(DRAW_DEFAULTS);
    await session.page.click('#hint');
    await expect.poll(async () => (await session.state()).botSummary, { timeout: 30_000 }).toMatch(/^Hint for Black: /);
    const state = await session.state();
    const notation = /^Hint for Black: (\S+) \(/.exec(state.botSummary)?.[1] ?? '';
    const move = game.parseMove(start, notation);
    expect(game.isLegal(start, move)).toBe(true);
    expect(state.moves, 'the hint is not played').toEqual([]);
    expect(state.announcement).toBe(`Hint for Black: ${notation}.`);
    const path = clickPath(game, start, move);
    expect(await session.hintMarks()).toEqual([...path].sort());
    expect(await session.page.getAttribute(`#board circle.point[data-point="${path[0]}"]`, 'aria-label')).toMatch(/, hint$/);
    for (const point of path) await session.clickPoint(point);
    await session.expectGame(game, start, [notation]);
    expect(await session.hintMarks(), 'a move clears the hint').toEqual([]);
    await session.close();
  });
});

describe('Resign', () => {
  it('ends the game for the person to move, the other side winning; the record says so, and Undo takes it back', async () => {
    const session = await Session.open(browser, 'resign');
    await session.humanGame('kono');
    await session.setPlayers('human', 'level-2');
    const start = KONO.start(DRAW_DEFAULTS);
    await session.typeMove(KONO.formatMove(start, pickMove(KONO, start, createRandom(1730))));
    await expect.poll(async () => (await session.state()).moves.length, { timeout: 30_000 }).toBe(2);
    expect((await session.state()).resignEnabled).toBe(true);
    await session.page.click('#resign');
    await expect.poll(async () => (await session.state()).state).toBe('over');
    const state = await session.state();
    expect(state.status).toBe('White wins: Black resigned (resignation).');
    expect(state.announcement).toBe('White wins: Black resigned (resignation).');
    expect(state.record).toContain('[Result "white resignation"]');
    expect(parseRecord(state.record, games).outcome).toEqual({ winner: 'white', reason: 'resignation' });
    expect(state.resignEnabled || state.hintEnabled, 'nothing to resign or hint once the game is over').toBe(false);
    // The bot does not move after the resignation.
    await session.page.waitForTimeout(600);
    expect((await session.state()).moves).toHaveLength(2);
    await session.page.click('#undo');
    await expect.poll(async () => (await session.state()).state).toBe('human');
    expect((await session.state()).record).toContain('[Result "*"]');
    expect((await session.state()).moves).toHaveLength(2);
    await session.close();
  });
});

describe('Pause and Step', () => {
  it('between bots: Pause stops the next move, Step plays exactly one, Resume goes on', async () => {
    const session = await Session.open(browser, 'pause-step');
    await session.humanGame('kono');
    expect((await session.state()).pauseEnabled, 'no Pause with a person playing').toBe(false);
    await session.page.fill('#options input[name="maxPlies"]', '');
    await session.page.fill('#options input[name="repetition"]', '');
    await session.setPlayers('level-1', 'level-1');
    await session.page.click('#new-game');
    await expect.poll(async () => (await session.state()).moves.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    await session.page.click('#pause');
    await expect.poll(async () => (await session.state()).state).toBe('paused');
    expect(await session.page.textContent('#pause')).toBe('Resume');
    expect(await session.page.getAttribute('#pause', 'aria-pressed')).toBe('true');
    const held = (await session.state()).moves.length;
    // Longer than the pause between moves and a level-1 bot's answer.
    await session.page.waitForTimeout(1_500);
    expect((await session.state()).moves).toHaveLength(held);
    if ((await session.state()).state === 'over') throw new Error('the game ended before the test could step');
    await session.page.click('#step');
    await expect.poll(async () => (await session.state()).moves.length).toBe(held + 1);
    await session.page.waitForTimeout(1_500);
    const stepped = await session.state();
    expect(stepped.moves).toHaveLength(held + 1);
    expect(stepped.state === 'paused' || stepped.state === 'over').toBe(true);
    if (stepped.state === 'over') return session.close();
    await session.page.click('#pause');
    expect(await session.page.textContent('#pause')).toBe('Pause');
    await expect.poll(async () => (await session.state()).moves.length, { timeout: 30_000 }).toBeGreaterThan(held + 2);
    await session.close();
  });
});
