import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agon, createRandom, julgonu, kono, type AnyGame } from '../../src/index.js';
import { ARTIFACTS, DRAW_DEFAULTS, Session, clickPath, launchChromium, pickMove, positionAfter, recordText } from './support.js';

/**
 * The page after a change of game and while it is played: nothing of the old game left behind
 * (the bot's line, a typed move), the move list numbered as the record and clickable, the board
 * played from the keyboard and named for screen readers, Undo kept from two bots, and Agon's
 * point names legible at the default size.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** The moves of a record text, as written: its lines after the tags, joined. */
const recordMoves = (text: string): string =>
  text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('['))
    .join(' ');

/** The arrow keys that lead from one point of a full grid (Kono, Jul-Gonu) to another. */
function arrowsBetween(game: AnyGame, from: string, to: string): string[] {
  const a = game.board.coordinates(game.board.point(from));
  const b = game.board.coordinates(game.board.point(to));
  const dx = Math.round(b.x - a.x);
  const dy = Math.round(b.y - a.y);
  return [
    ...Array<string>(Math.abs(dx)).fill(dx > 0 ? 'ArrowRight' : 'ArrowLeft'),
    ...Array<string>(Math.abs(dy)).fill(dy > 0 ? 'ArrowUp' : 'ArrowDown'),
  ];
}

describe('a new game leaves nothing of the old one', () => {
  it("the bot's line and the announcement are cleared on a game switch and on #new-game", async () => {
    const session = await Session.open(browser, 'stale-bot-line');
    const switches: readonly (readonly ['kono' | 'julgonu', AnyGame])[] = [
      ['kono', kono],
      ['julgonu', julgonu],
    ];
    for (const [id, game] of switches) {
      await session.humanGame(id);
      await session.page.selectOption('#white', 'level-2');
      const start = game.start();
      const first = game.formatMove(start, pickMove(game, start, createRandom(1000)));
      await session.typeMove(first);
      await expect.poll(async () => (await session.state()).moves.length, { timeout: 30_000, message: 'the bot should answer' }).toBe(2);
      await expect.poll(async () => (await session.state()).botSummary).not.toBe('');
      expect((await session.state()).announcement).toMatch(/^White played \S+\.$/);
      // kono: switching to Jul-Gonu; julgonu: a new game of the same.
      if (id === 'kono') await session.chooseGame('julgonu');
      else await session.page.click('#new-game');
      const state = await session.state();
      expect({ botSummary: state.botSummary, announcement: state.announcement, moves: state.moves, state: state.state }).toEqual({
        botSummary: '',
        announcement: '',
        moves: [],
        state: 'human',
      });
    }
    await session.close();
  });

  it('the status of a finished game goes with it', async () => {
    const session = await Session.open(browser, 'stale-status');
    const game: AnyGame = kono;
    await session.humanGame('kono');
    await session.page.fill('#options input[name="maxPlies"]', '1');
    await session.page.click('#new-game');
    const start = game.start({ maxPlies: 1 });
    const only = game.formatMove(start, pickMove(game, start, createRandom(1001)));
    await session.typeMove(only);
    await session.expectGame(game, start, [only], 'over');
    expect((await session.state()).announcement).toMatch(/^Black played \S+\. Draw: the move limit was reached \(max-plies\)\.$/);
    await session.chooseGame('agon');
    const state = await session.state();
    expect(state.state).toBe('human');
    expect(state.status).not.toMatch(/draw|wins/i);
    await session.close();
  });
});

describe('the typed move field', () => {
  it('is cleared once a move is played some other way, and when the game changes; a refused move stays for correcting', async () => {
    const session = await Session.open(browser, 'typed-move-cleared');
    const game: AnyGame = julgonu;
    await session.humanGame('julgonu');
    const start = game.start();
    await session.typeMove('zz-9');
    await expect.poll(async () => (await session.state()).moveError).not.toBe('');
    expect((await session.state()).moveText, 'a refused move stays, for correcting').toBe('zz-9');
    // A move by clicking.
    const move = pickMove(game, start, createRandom(1100));
    const notation = await session.clickMove(game, start, move);
    await session.expectGame(game, start, [notation]);
    expect((await session.state()).moveText, 'after a move clicked').toBe('');
    // Undo, a click in the move list, a new game, another game.
    const steps: [string, () => Promise<void>][] = [
      ['Undo', () => session.page.click('#undo')],
      ['a click in the move list', () => session.clickMoveListEntry(0)],
      ['#new-game', () => session.page.click('#new-game')],
      ['another game', () => session.chooseGame('kono')],
    ];
    for (const [what, step] of steps) {
      await session.page.fill('#move-text', 'a1-b1');
      await step();
      await expect.poll(async () => (await session.state()).moveText, { message: `#move-text after ${what}` }).toBe('');
    }
    await session.close();
  });
});

describe('the move list', () => {
  it('is numbered as the game record numbers its moves', async () => {
    const session = await Session.open(browser, 'move-list-numbers');
    const game: AnyGame = julgonu;
    await session.humanGame('julgonu');
    const start = game.start();
    const played = await session.typeMoves(game, start, 5, 1200);
    const state = await session.state();
    expect(state.moveList).toBe(recordMoves(recordText(game, start, played)));
    expect(state.moveList).toMatch(/^1\. \S+ \S+ 2\. \S+ \S+ 3\. \S+$/);
    // From a position with White to move the record still starts at 1, and so does the list.
    const loaded = 'b3/4/4/3w w';
    await session.chooseGame('kono');
    await session.loadPosition(loaded);
    const from = kono.parsePosition(loaded);
    await session.expectGame(kono, from, []);
    await session.typeMove('d1-c1');
    await session.expectGame(kono, from, ['d1-c1']);
    expect((await session.state()).moveList).toBe('1. d1-c1');
    await session.close();
  });

  it('a click on a move shows the position after it; a move played there drops the later ones', async () => {
    const session = await Session.open(browser, 'move-list-jump');
    const game: AnyGame = julgonu;
    await session.humanGame('julgonu');
    const start = game.start(DRAW_DEFAULTS);
    const played = await session.typeMoves(game, start, 4, 1300);
    const record = recordText(game, start, played);

    await session.clickMoveListEntry(2);
    await session.expectGame(game, start, played.slice(0, 2));
    let state = await session.state();
    expect({ later: state.later, current: state.currentMove, record: state.record }).toEqual({
      later: played.slice(2),
      current: played[1],
      record,
    });
    expect(state.status).toContain('drops the 2 moves after it');
    expect((await session.focused()).label, 'the focus stays on the move clicked, drawn anew').toBe(`1. White ${played[1]}`);
    // Forward again, and to the start.
    await session.clickMoveListEntry(4);
    await session.expectGame(game, start, played);
    expect((await session.state()).later).toEqual([]);
    await session.clickMoveListEntry(0);
    await session.expectGame(game, start, []);
    expect((await session.state()).currentMove).toBe('Start');
    expect((await session.state()).later).toEqual(played);

    // A move played after move 2 goes on from there.
    await session.clickMoveListEntry(2);
    const there = positionAfter(game, start, played.slice(0, 2));
    const other = pickMove(game, there, createRandom(1301), (m) => game.formatMove(there, m) !== played[2]);
    const notation = await session.clickMove(game, there, other);
    const line = [...played.slice(0, 2), notation];
    await session.expectGame(game, start, line);
    state = await session.state();
    expect({ later: state.later, record: state.record, current: state.currentMove }).toEqual({
      later: [],
      record: recordText(game, start, line),
      current: notation,
    });
    await session.close();
  });

  it('a bot to move in a position gone back to waits, until the last move is shown again', async () => {
    const session = await Session.open(browser, 'move-list-bot-waits');
    const game: AnyGame = julgonu;
    await session.humanGame('julgonu');
    const start = game.start();
    const played = await session.typeMoves(game, start, 4, 1400);
    await session.page.selectOption('#white', 'level-2');
    // After move 1 White, now a bot, is to move.
    await session.clickMoveListEntry(1);
    await session.expectGame(game, start, played.slice(0, 1), 'paused');
    await session.page.waitForTimeout(1_000);
    await session.expectGame(game, start, played.slice(0, 1), 'paused');
    expect((await session.state()).later).toEqual(played.slice(1));
    // Back at the end Black (a person) is to move: nothing for the bot to do.
    await session.clickMoveListEntry(4);
    await session.expectGame(game, start, played);
    await session.close();
  });
});

describe('the board from the keyboard and for screen readers', () => {
  it('Kono: one tab stop, arrows move between points, Enter selects and moves; points are named with their pieces', async () => {
    const session = await Session.open(browser, 'keyboard-kono');
    const game: AnyGame = kono;
    await session.humanGame('kono');
    const start = game.start();
    let access = await session.boardAccessibility();
    expect(access.svgRole).toBe('group');
    expect(access.unhidden, 'the drawing is hidden from screen readers: the points say what it shows').toBe(0);
    expect(access.points).toHaveLength(16);
    expect(access.points.every((p) => p.role === 'button')).toBe(true);
    expect(access.points.filter((p) => p.tabindex === '0')).toHaveLength(1);
    expect(access.points.filter((p) => p.tabindex === '-1')).toHaveLength(15);
    const labels = Object.fromEntries(access.points.map((p) => [p.name, p.label]));
    expect(labels).toMatchObject({ a1: 'a1, Black man', d4: 'd4, White man', b2: 'b2, Black man', c3: 'c3, White man' });

    // Shift+Tab from Hint (Undo, Redo and Pass before it are disabled yet) reaches the board's one tab stop; Tab leaves it.
    await session.page.focus('#hint');
    await session.page.keyboard.press('Shift+Tab');
    const stop = await session.focused();
    expect(stop.inBoard).toBe(true);
    expect(stop.role).toBe('button');
    expect(stop.point).toBe(access.points.find((p) => p.tabindex === '0')?.name);
    await session.page.keyboard.press('Tab');
    expect((await session.focused()).id).toBe('hint');
    await session.page.keyboard.press('Shift+Tab');
    expect((await session.focused()).point).toBe(stop.point);

    // The tab stop starts on the first piece that can move; arrows follow the screen from there.
    expect(stop.point).toBe('a1');
    for (const [key, expected] of [
      ['ArrowUp', 'a2'],
      ['ArrowRight', 'b2'],
      ['ArrowDown', 'b1'],
      ['ArrowLeft', 'a1'],
      ['ArrowLeft', 'a1'],
    ] as const) {
      await session.page.keyboard.press(key);
      expect((await session.focused()).point, key).toBe(expected);
    }

    // Two moves by keyboard.
    const random = createRandom(1500);
    const played: string[] = [];
    let position = start;
    for (let i = 0; i < 2; i++) {
      const move = pickMove(game, position, random);
      const [from, to] = clickPath(game, position, move) as [string, string];
      const here = (await session.focused()).point ?? '';
      for (const key of arrowsBetween(game, here, from)) await session.page.keyboard.press(key);
      expect((await session.focused()).point).toBe(from);
      await session.page.keyboard.press('Enter');
      await expect.poll(async () => (await session.focused()).label).toMatch(new RegExp(`^${from}, \\w+ man, selected$`));
      for (const key of arrowsBetween(game, from, to)) await session.page.keyboard.press(key);
      expect((await session.focused()).label).toMatch(new RegExp(`^${to}, .*a move goes here$`));
      await session.page.keyboard.press(i === 0 ? 'Enter' : 'Space');
      played.push(game.formatMove(position, move));
      position = await session.expectGame(game, start, played);
      const focused = await session.focused();
      expect(focused.point, 'the focus stays on the board, where the piece went').toBe(to);
      access = await session.boardAccessibility();
      expect(access.points.filter((p) => p.tabindex === '0').map((p) => p.name)).toEqual([to]);
      const mover = i === 0 ? 'Black' : 'White';
      expect((await session.state()).announcement).toBe(`${mover} played ${played[i]}.`);
    }
    // The move list's entries are named with number and player.
    const names = await session.page
      .locator('#moves button[data-ply]')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    expect(names).toEqual([`1. Black ${played[0]}`, `1. White ${played[1]}`]);
    await session.screenshot('keyboard-kono');
    await session.close();
  });

  it('Agon: the arrows go up and down a file of the hexagon as drawn', async () => {
    const session = await Session.open(browser, 'keyboard-agon');
    await session.humanGame('agon');
    await session.page.focus('#board circle.point[data-point="f6"]');
    await session.page.keyboard.press('ArrowUp');
    expect((await session.focused()).point).toBe('f7');
    await session.page.keyboard.press('ArrowDown');
    await session.page.keyboard.press('ArrowDown');
    expect((await session.focused()).point).toBe('f5');
    const labels = Object.fromEntries((await session.boardAccessibility()).points.map((p) => [p.name, p.label]));
    expect(labels['f1']).toBe('f1, Black queen');
    expect(labels['f11']).toBe('f11, White queen');
    expect(labels['f6']).toBe('f6, empty');
    await session.close();
  });
});

describe('Undo and the bots', () => {
  it('is disabled while two bots play, and enabled again once a person is to move', async () => {
    const session = await Session.open(browser, 'undo-bots');
    await session.humanGame('kono');
    await session.page.fill('#options input[name="maxPlies"]', '12');
    await session.setPlayers('level-2', 'level-1');
    await session.page.click('#new-game');
    const seen: boolean[] = [];
    await expect
      .poll(
        async () => {
          const state = await session.state();
          seen.push(state.undoEnabled);
          return state.moves.length;
        },
        { timeout: 60_000, interval: 100, message: 'the bots should play some moves' },
      )
      .toBeGreaterThanOrEqual(4);
    expect(
      seen.every((enabled) => !enabled),
      '#undo while two bots play',
    ).toBe(true);
    // Black becomes a person: when Black is to move (or the game is over), Undo is back.
    await session.page.selectOption('#black', 'human');
    await expect
      .poll(async () => {
        const state = await session.state();
        return state.state === 'bot' || state.undoEnabled;
      })
      .toBe(true);
    await expect.poll(async () => (await session.state()).state, { timeout: 30_000 }).not.toBe('bot');
    expect((await session.state()).undoEnabled).toBe(true);
    await session.close();
  });

  it('is disabled while a bot thinks', async () => {
    const session = await Session.open(browser, 'undo-thinking');
    const game: AnyGame = agon;
    await session.humanGame('agon');
    // Level 10 searches 250,000 nodes for a move of Agon: long enough to be seen thinking.
    await session.page.selectOption('#white', 'level-10');
    const start = game.start();
    await session.typeMove(game.formatMove(start, pickMove(game, start, createRandom(1600))));
    // The state and the button read together, so that the bot cannot answer in between.
    let thinking = await session.state();
    await expect
      .poll(async () => {
        thinking = await session.state();
        return thinking.state;
      })
      .toBe('bot');
    expect(thinking.undoEnabled, '#undo while level 10 thinks').toBe(false);
    await expect.poll(async () => (await session.state()).state, { timeout: 30_000 }).toBe('human');
    expect((await session.state()).undoEnabled).toBe(true);
    await session.close();
  });
});

describe("Agon's point names", () => {
  it('are drawn at 11 px or more, bold and dark, at the default size (screenshot: agon-labels.png)', async () => {
    const session = await Session.open(browser, 'agon-labels');
    await session.humanGame('agon');
    expect(await session.page.isChecked('#labels'), 'Agon shows point names by default').toBe(true);
    const sizes = await session.labelSizes();
    expect(sizes).toHaveLength(agon.board.size);
    const smallest = Math.min(...sizes.map((s) => s.pixels));
    expect(smallest, 'the smallest point name, in screen pixels').toBeGreaterThanOrEqual(11);
    expect(new Set(sizes.map((s) => s.weight))).toEqual(new Set(['700']));
    expect(new Set(sizes.map((s) => s.fill))).toEqual(new Set(['rgb(27, 18, 10)']));
    await session.screenshot('agon-labels');
    await session.page.locator('#board').screenshot({ path: join(ARTIFACTS, 'agon-labels-board.png') });
    await session.close();
  });
});
