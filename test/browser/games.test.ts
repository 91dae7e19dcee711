import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom, gameById, games, parseRecord, replay, type AnyGame, type OptionSpec, type Position } from '../../src/index.js';
import {
  DRAW_DEFAULTS,
  GAME_IDS,
  Session,
  launchChromium,
  pickMove,
  piecesOf,
  positionAfter,
  randomPosition,
  recordText,
  thrownMessage,
  type PlayerChoice,
} from './support.js';

/**
 * The playground, game by game, in headless Chromium: the start, moves by clicking, a bot's
 * reply, loading a position, bad input, and undo. The library in this process decides what to
 * play and what the page must show.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** Per game: the bots that answer in the bot test, and how far the loaded position is played. */
const PLAN: Readonly<Record<(typeof GAME_IDS)[number], { bots: readonly [PlayerChoice, PlayerChoice]; plies: number }>> = {
  kono: { bots: ['level-5', 'level-1'], plies: 6 },
  julgonu: { bots: ['level-3', 'level-10'], plies: 9 },
  agon: { bots: ['level-5', 'level-10'], plies: 24 },
  gong: { bots: ['level-8', 'level-1'], plies: 30 },
};

describe.each(GAME_IDS.map((id) => [id]))('%s', (id) => {
  const game: AnyGame = gameById(id);
  const plan = PLAN[id];

  it('a new game between humans shows the start position, its pieces and the options', async () => {
    const session = await Session.open(browser, `${id}-start`);
    await session.humanGame(id);
    const start = game.start(DRAW_DEFAULTS);
    const state = await session.state();
    expect(state.position).toBe(game.formatPosition(start));
    expect(state.pieces).toBe(piecesOf(game, start));
    expect(state.moves).toEqual([]);
    expect(state.undoEnabled, '#undo with nothing to undo').toBe(false);
    expect(state.passEnabled, '#pass at the start').toBe(false);
    // One control per rules option, of the right kind, showing the default (the draw rules: the playground's).
    const expected = Object.entries(game.optionSpecs as Record<string, OptionSpec>).map(([name, spec]) => ({
      name,
      tag: spec.type === 'choice' ? 'select' : 'input',
      type: spec.type === 'boolean' ? 'checkbox' : spec.type === 'integer' ? 'number' : '',
      value: spec.type === 'integer' ? String(DRAW_DEFAULTS[name as keyof typeof DRAW_DEFAULTS] ?? '') : String(spec.default),
    }));
    expect(await session.optionControls()).toEqual(expected.sort((a, b) => a.name.localeCompare(b.name)));
    await session.close();
  });

  it('moves played by clicking the board: targets marked, moves listed, position and pieces as the library says', async () => {
    const session = await Session.open(browser, `${id}-clicks`);
    await session.humanGame(id);
    const start = game.start(DRAW_DEFAULTS);
    const random = createRandom(100 + id.length);
    const played: string[] = [];
    let position = start;
    for (let i = 0; i < 4; i++) {
      const move = pickMove(game, position, random);
      played.push(await session.clickMove(game, position, move));
      position = await session.expectGame(game, start, played);
    }
    expect((await session.state()).record).toBe(recordText(game, start, played));
    await session.screenshot(id);
    await session.close();
  });

  it(`a bot answers (${plan.bots.join(', then ')}) in its worker while the page stays responsive; undo takes back the bot's move and the human's`, async () => {
    const session = await Session.open(browser, `${id}-bot`);
    await session.humanGame(id);
    const start = game.start(DRAW_DEFAULTS);
    const random = createRandom(200 + id.length);
    let position = start;
    const played: string[] = [];
    for (const [round, bot] of plan.bots.entries()) {
      const move = pickMove(game, position, random);
      if (round === 0) {
        // Black (a human) moves; then White becomes a bot, who starts thinking at once.
        played.push(await session.clickMove(game, position, move));
        await session.expectGame(game, start, played);
        await session.watchBot();
        await session.page.selectOption('#white', bot);
      } else {
        // Another bot for White, on Black's turn; Black moves and the bot answers.
        await session.page.selectOption('#white', bot);
        await session.watchBot();
        played.push(await session.clickMove(game, position, move));
      }
      // A quick round trip to the page while the bot thinks.
      const asked = Date.now();
      await session.page.evaluate(() => 1);
      const roundTrip = Date.now() - asked;
      await expect
        .poll(async () => (await session.state()).moves.length, { timeout: 60_000, message: `${bot} should answer ${played.join(' ')}` })
        .toBe(played.length + 1);
      const state = await session.state();
      // The line under the board names the level, a random move if it was one, and the time it took.
      expect(state.botSummary).toMatch(new RegExp(`^level ${bot.slice('level-'.length)}(, a random move)?, \\d+ ms$`));
      // The bot's move is legal: the library replays the list and reaches the page's position.
      const record = replay(game, start, state.moves);
      expect(record.moves).toHaveLength(played.length + 1);
      played.push(state.moves[played.length] as string);
      position = await session.expectGame(game, start, played, 'human', 10_000);
      const watch = await session.botWatch();
      expect(watch.states, `#status[data-state] while ${bot} answered`).toContain('bot');
      expect(watch.states.at(-1)).toBe('human');
      expect(watch.longestStall, `the main thread stalled ${watch.longestStall} ms while ${bot} thought`).toBeLessThan(500);
      expect(roundTrip, 'a round trip to the page while the bot thinks').toBeLessThan(1_000);
    }
    // Undo takes back the last human move and the bot's reply to it.
    await session.page.click('#undo');
    played.splice(-2);
    await session.expectGame(game, start, played);
    await session.close();
  });

  it('a position string pasted into #position starts a game from it', async () => {
    const session = await Session.open(browser, `${id}-load`);
    await session.humanGame(id);
    const loaded = randomPosition(game, 300 + id.length, plan.plies);
    expect(game.outcome(loaded)).toBeUndefined();
    const text = game.formatPosition(loaded);
    await session.loadPosition(text);
    const start = game.parsePosition(text, DRAW_DEFAULTS);
    await session.expectGame(game, start, []);
    let state = await session.state();
    expect(state.position).toBe(text);
    expect(state.pieces).toBe(piecesOf(game, loaded));
    expect(state.positionError).toBe('');
    // The game goes on from there.
    const played = await session.typeMoves(game, start, 1, 400);
    state = await session.state();
    expect(state.record).toBe(recordText(game, start, played));
    await session.close();
  });

  it("bad input leaves the game as it was and shows the library's message", async () => {
    const session = await Session.open(browser, `${id}-bad-input`);
    await session.humanGame(id);
    const start = game.start(DRAW_DEFAULTS);
    const played = await session.typeMoves(game, start, 2, 500);
    const position = positionAfter(game, start, played);
    const before = await session.state();
    const board = await session.board();
    const record = recordText(game, start, played);
    /**
     * The game is as it was: moves, board, status. The field typed into may keep the bad text, for
     * correcting it (the page leaves it so); the other fields still show the game.
     */
    const unchanged = async (what: string, typed?: { field: 'position' | 'record'; text: string }): Promise<void> => {
      const now = await session.state();
      expect({ game: now.game, moves: now.moves, pieces: now.pieces, state: now.state, status: now.status }, `${what}: the game`).toEqual({
        game: before.game,
        moves: before.moves,
        pieces: before.pieces,
        state: before.state,
        status: before.status,
      });
      expect(await session.board(), `${what}: the board`).toBe(board);
      if (typed !== undefined) {
        const current = { position: game.formatPosition(position), record }[typed.field];
        expect([typed.text, current], `${what}: #${typed.field} shows the text typed or the game's`).toContain(now[typed.field]);
      }
    };

    // Position strings: garbage, the start string with the player to move spoilt, nothing.
    const startText = game.formatPosition(game.start());
    for (const bad of ['nonsense', startText.replace(/ [bw]( |$)/, ' x$1'), '']) {
      const message = thrownMessage(() => game.parsePosition(bad));
      await session.loadPosition(bad);
      await expect
        .poll(async () => (await session.state()).positionError, { message: `#position-error for ${JSON.stringify(bad)}` })
        .toBe(message);
      await unchanged(`after loading the position ${JSON.stringify(bad)}`, { field: 'position', text: bad });
      expect((await session.state()).record, '#record after a bad position').toBe(record);
    }

    // Records: garbage, and a well-formed record with an illegal move.
    const illegal = illegalMove(game, game.start());
    for (const bad of ['nonsense', `[Game "${id}"]\n[Start "${startText}"]\n[Result "*"]\n\n1. ${illegal}\n`]) {
      const message = thrownMessage(() => parseRecord(bad, games));
      await session.loadRecord(bad);
      await expect
        .poll(async () => (await session.state()).recordError, { message: `#record-error for ${JSON.stringify(bad)}` })
        .toBe(message);
      await unchanged(`after loading the record ${JSON.stringify(bad)}`, { field: 'record', text: bad });
    }

    // Typed moves: an illegal one, and one that is no notation at all.
    for (const bad of [illegalMove(game, position), 'zz-9']) {
      const message = thrownMessage(() => game.parseMove(position, bad));
      await session.typeMove(bad);
      await expect.poll(async () => (await session.state()).moveError, { message: `#move-error for ${JSON.stringify(bad)}` }).toBe(message);
      await unchanged(`after typing the move ${JSON.stringify(bad)}`);
    }

    // Good input clears the messages.
    const text = game.formatPosition(position);
    await session.loadPosition(text);
    await expect.poll(async () => (await session.state()).positionError).toBe('');
    const loaded = game.parsePosition(text, DRAW_DEFAULTS);
    await session.expectGame(game, loaded, []);
    const next = game.formatMove(loaded, pickMove(game, loaded, createRandom(1)));
    await session.typeMove(next);
    await session.expectGame(game, loaded, [next]);
    expect((await session.state()).moveError).toBe('');
    await session.close();
  });

  it('undo takes back moves one by one and is disabled when there is nothing to undo', async () => {
    const session = await Session.open(browser, `${id}-undo`);
    await session.humanGame(id);
    const start = game.start(DRAW_DEFAULTS);
    const played = await session.typeMoves(game, start, 3, 600);
    expect((await session.state()).undoEnabled).toBe(true);
    while (played.length > 0) {
      await session.page.click('#undo');
      played.pop();
      await session.expectGame(game, start, played);
    }
    expect((await session.state()).undoEnabled, '#undo with nothing left to undo').toBe(false);
    // And play goes on after undoing.
    const again = await session.typeMoves(game, start, 1, 601);
    expect((await session.state()).undoEnabled).toBe(true);
    expect(again).toHaveLength(1);
    await session.close();
  });
});

/** A move in notation that is not legal in `position` (a move of the game, in its notation, that the rules forbid here). */
function illegalMove(game: AnyGame, position: Position): string {
  for (let action = 0; action < game.actionCount; action++) {
    const move = game.decodeMove(action);
    if (!game.isLegal(position, move)) return game.formatMove(position, move);
  }
  throw new Error(`every action of ${game.id} is legal in ${game.formatPosition(position)}`);
}
