import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agon, createRandom, gong, julgonu, kono, replay, type AnyGame, type Position } from '../../src/index.js';
import { saveTable, solveJulGonu } from '../../src/solve/index.js';
import {
  DRAW_DEFAULTS,
  Session,
  clickPath,
  expectOutcomeText,
  launchChromium,
  movesBegunBy,
  movesOnPath,
  nextPoints,
  pickMove,
  piecesOf,
  randomPosition,
  recordText,
  thrownMessage,
} from './support.js';

/**
 * The playground's features across games: records copied and pasted back, games played to the
 * end (bots against each other under a rules option, and a human's winning click), the player
 * menus, a thinking bot stopped, a rejected option, error messages, Agon's placement setup with its Queen-or-Guard
 * choice, and Gong's Gong move, toff choice and pass.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * The first position of seeded random games from `start` where `wanted` picks a move (the move
 * it returns); searches up to `games` games of `plies` plies.
 */
function findPosition(
  game: AnyGame,
  wanted: (position: Position, moves: readonly unknown[]) => unknown,
  { seed = 1, games = 400, plies = 400, start = game.start() }: { seed?: number; games?: number; plies?: number; start?: Position } = {},
): { position: Position; move: unknown } {
  const random = createRandom(seed);
  for (let g = 0; g < games; g++) {
    let position = start;
    for (let i = 0; i < plies && game.outcome(position) === undefined; i++) {
      const moves = game.legalMoves(position);
      const move = wanted(position, moves);
      if (move !== undefined) return { position, move };
      position = game.play(position, moves[random.int(moves.length)]);
    }
  }
  throw new Error(`no ${game.id} position found`);
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const kindOf = (move: unknown): string | undefined => (move as { kind?: string }).kind;

describe('game records', () => {
  it('the record copied from #record, pasted back after a new game, restores the moves and the position', async () => {
    const session = await Session.open(browser, 'record-round-trip');
    const game: AnyGame = julgonu;
    await session.humanGame('julgonu');
    const start = game.start(DRAW_DEFAULTS);
    const random = createRandom(700);
    const played: string[] = [];
    let position = start;
    for (let i = 0; i < 5; i++) {
      const notation = game.formatMove(position, pickMove(game, position, random));
      await session.typeMove(notation);
      played.push(notation);
      position = await session.expectGame(game, start, played);
    }
    const copied = (await session.state()).record;
    expect(copied).toBe(recordText(game, start, played));

    await session.page.click('#new-game');
    await session.expectGame(game, start, []);
    await session.loadRecord(copied);
    await session.expectGame(game, start, played);
    expect((await session.state()).recordError).toBe('');

    // A record of another game switches the game, per its Game tag.
    const konoGame: AnyGame = kono;
    const konoStart = konoGame.parsePosition(konoGame.formatPosition(randomPosition(konoGame, 701, 4)));
    const konoRandom = createRandom(702);
    const konoMoves: string[] = [];
    for (let i = 0, p = konoStart; i < 2; i++) {
      const move = pickMove(konoGame, p, konoRandom);
      konoMoves.push(konoGame.formatMove(p, move));
      p = konoGame.play(p, move);
    }
    const konoRecord = recordText(konoGame, konoStart, konoMoves);
    await session.loadRecord(konoRecord);
    await session.expectGame(konoGame, konoStart, konoMoves);
    const state = await session.state();
    expect(state.game).toBe('kono');
    expect(state.record).toBe(konoRecord);
    expect(state.recordError).toBe('');
    await session.close();
  });
});

describe('games played to the end', () => {
  it('Kono, level 2 against level 1 with maxPlies set in #options: the game ends and the status says how', async () => {
    const session = await Session.open(browser, 'kono-bots-to-the-end');
    const game: AnyGame = kono;
    await session.humanGame('kono');
    await session.page.fill('#options input[name="maxPlies"]', '14');
    await session.setPlayers('level-2', 'level-1');
    await session.page.click('#new-game');
    await expect.poll(async () => (await session.state()).state, { timeout: 90_000, message: 'the game should end' }).toBe('over');
    const state = await session.state();
    const start = game.start({ ...DRAW_DEFAULTS, maxPlies: 14 });
    const record = replay(game, start, state.moves);
    expect(record.outcome, `the library's outcome of ${state.moves.join(' ')}`).toBeDefined();
    expect(state.moves.length).toBeLessThanOrEqual(14);
    const last = record.positions[record.positions.length - 1] as Position;
    expect(state.position).toBe(game.formatPosition(last));
    expect(state.pieces).toBe(piecesOf(game, last));
    expectOutcomeText(state.status, record.outcome as NonNullable<typeof record.outcome>);
    expect(state.record).toBe(recordText(game, start, state.moves));
    await session.close();
  });

  it('Kono, a human makes the winning move by clicking: the status names the winner and the reason', async () => {
    const session = await Session.open(browser, 'kono-winning-click');
    const game: AnyGame = kono;
    const { position, move } = findPosition(game, (p, moves) =>
      moves.find((m) => {
        const outcome = game.outcome(game.play(p, m));
        return outcome !== undefined && outcome.winner === game.toMove(p);
      }),
    );
    await session.humanGame('kono');
    const text = game.formatPosition(position);
    await session.loadPosition(text);
    await session.expectGame(game, position, []);
    const notation = await session.clickMove(game, position, move);
    await session.expectGame(game, position, [notation], 'over');
    const outcome = game.outcome(game.play(position, move));
    const state = await session.state();
    expectOutcomeText(state.status, outcome as NonNullable<typeof outcome>);
    expect(state.passEnabled).toBe(false);
    // The live region says the move and the outcome.
    expect(state.announcement).toMatch(new RegExp(`^${capitalised(game.toMove(position))} played ${notation}\\. `));
    expectOutcomeText(state.announcement, outcome as NonNullable<typeof outcome>);
    await session.close();
  });
});

describe('players and options', () => {
  it('each side offers a person, the ten levels, weakest first, and the perfect bot; a new page seats a person as Black against level 5', async () => {
    const session = await Session.open(browser, 'player-menus');
    const expected = [
      { value: 'human', label: 'Human' },
      { value: 'level-1', label: 'Bot: level 1 (weakest)' },
      ...[2, 3, 4, 5, 6, 7, 8, 9].map((n) => ({ value: `level-${n}`, label: `Bot: level ${n}` })),
      { value: 'level-10', label: 'Bot: level 10 (strongest)' },
      { value: 'perfect', label: "Bot: perfect (Kono, Jul-Gonu with noRepeat 'off')" },
    ];
    for (const side of ['#black', '#white']) {
      const offered = await session.page.$$eval(`${side} option`, (options) =>
        options.map((option) => ({ value: option.getAttribute('value'), label: option.textContent })),
      );
      expect(offered, side).toEqual(expected);
    }
    expect([await session.page.inputValue('#black'), await session.page.inputValue('#white')]).toEqual(['human', 'level-5']);
    expect((await session.state()).state, 'Black, a person, is to move').toBe('human');
    await session.close();
  });

  it('a table file for the perfect bot is taken, or refused with the reason', async () => {
    const session = await Session.open(browser, 'perfect-table');
    const folder = mkdtempSync(join(tmpdir(), 'ludicore-table-'));
    const good = join(folder, 'julgonu-off.table');
    const bad = join(folder, 'notes.table');
    writeFileSync(good, saveTable(solveJulGonu()));
    writeFileSync(bad, 'not a table');
    await session.page.setInputFiles('#table-file', good);
    await expect
      .poll(async () => (await session.state()).botSummary)
      .toBe("The perfect bot has the table of Jul-Gonu with noRepeat: 'off'.");
    await session.page.setInputFiles('#table-file', bad);
    await expect
      .poll(async () => (await session.state()).botSummary)
      .toMatch(/^That table was not taken: notes\.table: not a table the perfect bot can play here/);
    rmSync(folder, { recursive: true, force: true });
    await session.close();
  });

  it('the perfect bot solves Jul-Gonu in the worker first, then answers with a move that keeps the value', async () => {
    const session = await Session.open(browser, 'perfect-bot');
    const game: AnyGame = julgonu;
    await session.chooseGame('julgonu');
    await session.page.selectOption('#options select[name="noRepeat"]', 'off');
    await session.setPlayers('human', 'perfect');
    await session.page.click('#new-game');
    const start = game.start({ noRepeat: 'off' });
    await session.expectGame(game, start, []);
    const first = game.formatMove(start, pickMove(game, start, createRandom(902)));
    await session.typeMove(first);
    // The reply comes once the table is solved (a few seconds in the browser's worker).
    await expect.poll(async () => (await session.state()).moves.length, { timeout: 60_000 }).toBe(2);
    const state = await session.state();
    expect(state.botSummary).toMatch(/^perfect/);
    // The position after the first move, as Jul-Gonu's own type for its table (noRepeat 'off' keeps no history).
    const after = julgonu.parsePosition(game.formatPosition(game.play(start, game.parseMove(start, first))), { noRepeat: 'off' });
    const perfect = solveJulGonu()
      .perfectMoves(after)
      .map((move) => julgonu.formatMove(after, move));
    expect(perfect).toContain(state.moves[1]);
    await session.close();
  });

  it('a thinking bot made human stops: no move arrives and the human is asked', async () => {
    const session = await Session.open(browser, 'bot-stopped');
    const game: AnyGame = agon;
    await session.humanGame('agon');
    const start = game.start();
    const random = createRandom(900);
    // Level 10 searches 250,000 nodes for a move of Agon: long enough to be seen thinking. Its
    // first answer, timed from the move it answers (the start of its worker included), says how
    // long to wait below for a move that must not come.
    await session.page.selectOption('#white', 'level-10');
    const played = [game.formatMove(start, pickMove(game, start, random))];
    const asked = Date.now();
    await session.typeMove(played[0] as string);
    await expect.poll(async () => (await session.state()).moves.length, { timeout: 60_000, message: 'level 10 should answer' }).toBe(2);
    const answered = Date.now() - asked;
    played.push((await session.state()).moves[1] as string);
    const position = await session.expectGame(game, start, played);
    played.push(game.formatMove(position, pickMove(game, position, random)));
    await session.typeMove(played[2] as string);
    await expect.poll(async () => (await session.state()).state, { message: 'level 10 should be thinking' }).toBe('bot');
    await session.page.selectOption('#white', 'human');
    await session.expectGame(game, start, played);
    // Twice as long as the bot took to answer, and never less than 1.5 s: its move must not turn up.
    await session.page.waitForTimeout(Math.max(1_500, 2 * answered));
    await session.expectGame(game, start, played);
    await session.close();
  });

  it('Agon’s historical variant greys out setup and displacementCapture, and New game plays it', async () => {
    const session = await Session.open(browser, 'agon-historical');
    await session.chooseGame('agon');
    expect(await session.page.isDisabled('#options select[name="setup"]')).toBe(false);
    await session.page.selectOption('#options select[name="variant"]', 'historical');
    expect(await session.page.isDisabled('#options select[name="setup"]')).toBe(true);
    expect(await session.page.isDisabled('#options input[name="displacementCapture"]')).toBe(true);
    await session.setPlayers('human', 'human');
    await session.page.click('#new-game');
    const start = agon.start({ variant: 'historical' });
    await session.expectGame(agon, start, []);
    await session.typeMove('f1-f2');
    await session.expectGame(agon, start, ['f1-f2']);
    await session.close();
  });

  it('an option the library rejects is reported in #options-error and the game goes on unchanged', async () => {
    const session = await Session.open(browser, 'bad-option');
    const game: AnyGame = kono;
    await session.humanGame('kono');
    const start = game.start();
    const first = game.formatMove(start, pickMove(game, start, createRandom(901)));
    await session.typeMove(first);
    await session.expectGame(game, start, [first]);
    for (const bad of ['0', '2.5']) {
      await session.page.fill('#options input[name="maxPlies"]', bad);
      await session.page.click('#new-game');
      const message = thrownMessage(() => game.start({ maxPlies: Number(bad) }));
      await expect
        .poll(() => session.page.locator('#options-error').textContent(), { message: `#options-error for maxPlies ${bad}` })
        .toBe(message);
      await session.expectGame(game, start, [first]);
    }
    await session.page.fill('#options input[name="maxPlies"]', '');
    await session.page.click('#new-game');
    await session.expectGame(game, start, []);
    expect(await session.page.locator('#options-error').textContent()).toBe('');
    await session.close();
  });

  it('a new game has the draw rules on, shown in #options; cleared, they are off', async () => {
    const session = await Session.open(browser, 'draw-rules');
    await session.humanGame('kono');
    expect(await session.page.inputValue('#options input[name="repetition"]')).toBe('3');
    expect(await session.page.inputValue('#options input[name="maxPlies"]')).toBe('400');
    expect((await session.state()).record).toContain('[Options "maxPlies=400 repetition=3"]');
    await session.page.fill('#options input[name="repetition"]', '');
    await session.page.fill('#options input[name="maxPlies"]', '');
    await session.page.click('#new-game');
    await expect.poll(async () => (await session.state()).record).not.toContain('[Options');
    await session.close();
  });
});

describe('error messages', () => {
  // KNOWN PAGE BUG, reported to the lead: a failed load's message stays on the page after the game
  // has moved on (a move, a new game), beside a field that shows the valid current position again.
  it('a load error is cleared once the game moves on', async () => {
    const session = await Session.open(browser, 'stale-errors', { reportFailure: false });
    const game: AnyGame = kono;
    await session.humanGame('kono');
    await session.loadPosition('nonsense');
    await session.loadRecord('nonsense');
    await expect.poll(async () => (await session.state()).recordError).not.toBe('');
    expect((await session.state()).positionError).not.toBe('');
    const start = game.start();
    const first = game.formatMove(start, pickMove(game, start, createRandom(902)));
    await session.typeMove(first);
    await session.expectGame(game, start, [first]);
    const state = await session.state();
    expect({ position: state.position, positionError: state.positionError, recordError: state.recordError }).toEqual({
      position: game.formatPosition(game.play(start, game.parseMove(start, first))),
      positionError: '',
      recordError: '',
    });
    await session.close();
  });
});

describe('Agon', () => {
  it('the placement setup, chosen in #options, takes effect with #new-game; a click on a cell offers the Queen or a Guard', async () => {
    const session = await Session.open(browser, 'agon-placement');
    const game: AnyGame = agon;
    await session.humanGame('agon');
    await session.page.selectOption('#options select[name="setup"]', 'placement');
    // Not before #new-game.
    expect((await session.state()).position).toBe(game.formatPosition(game.start()));
    await session.page.click('#new-game');
    const start = game.start({ ...DRAW_DEFAULTS, setup: 'placement' });
    await session.expectGame(game, start, []);
    const random = createRandom(800);
    const played: string[] = [];
    let position = start;
    // Black a Guard and White her Queen (both asked for with #choices, each still holding a Queen),
    // Black her Queen (asked too: Guards remain), then White a Guard with a plain click.
    const pieces = ['guard', 'queen', 'queen', 'guard'] as const;
    const asked: boolean[] = [];
    for (const piece of pieces) {
      const move = pickMove(game, position, random, (m) => kindOf(m) === 'place' && (m as { piece: string }).piece === piece);
      asked.push(movesOnPath(game, position, clickPath(game, position, move)).length > 1);
      played.push(await session.clickMove(game, position, move));
      position = await session.expectGame(game, start, played);
      expect((await session.state()).choices, 'the choices are gone once one is taken').toEqual([]);
    }
    expect(asked).toEqual([true, true, true, false]);
    expect((await session.state()).record).toBe(recordText(game, start, played));
    await session.close();
  });
});

describe('Gong', () => {
  const game: AnyGame = gong;

  it('a Gong move: click the Gon, then where the pawn goes', async () => {
    const session = await Session.open(browser, 'gong-gong-move');
    const { position, move } = findPosition(game, (_p, moves) => moves.find((m) => kindOf(m) === 'gong'), { seed: 2 });
    await session.humanGame('gong');
    await session.loadPosition(game.formatPosition(position));
    await session.expectGame(game, position, []);
    expect(clickPath(game, position, move)[0]).toBe('gon');
    expect(nextPoints(game, position, ['gon']).length).toBeGreaterThan(0);
    const notation = await session.clickMove(game, position, move);
    await session.expectGame(game, position, [notation]);
    await session.close();
  });

  it('a toff with a choice: after the sidestep, #choices spells out the moves (or a third click on a marked ring-1 pawn picks one)', async () => {
    const session = await Session.open(browser, 'gong-toff');
    const { position, move } = findPosition(
      game,
      (_p, moves) => moves.find((m) => kindOf(m) === 'sidestep' && (m as { toff: number | null }).toff !== null),
      { seed: 3 },
    );
    await session.humanGame('gong');
    await session.loadPosition(game.formatPosition(position));
    await session.expectGame(game, position, []);
    const path = clickPath(game, position, move);
    expect(path).toHaveLength(3);
    const toffs = movesBegunBy(game, position, path.slice(0, 2));
    expect(toffs.length).toBeGreaterThan(1);
    // With the buttons.
    const notation = await session.clickMove(game, position, move, { viaChoices: true });
    expect(notation).toContain('^');
    await session.expectGame(game, position, [notation]);
    expect((await session.state()).choices).toEqual([]);
    // Taken back, then the other way: another pawn, clicked on the board.
    await session.page.click('#undo');
    await session.expectGame(game, position, []);
    const other = game
      .legalMoves(position)
      .find((m) => toffs.includes(game.formatMove(position, m)) && game.formatMove(position, m) !== notation);
    const clicked = await session.clickMove(game, position, other);
    expect(clicked).not.toBe(notation);
    await session.expectGame(game, position, [clicked]);
    await session.close();
  });

  it('#pass is enabled exactly when the human to move has only the pass, and plays it', async () => {
    const session = await Session.open(browser, 'gong-pass');
    const { position, move } = findPosition(game, (_p, moves) => moves.find((m) => kindOf(m) === 'pass'), { seed: 4 });
    await session.humanGame('gong');
    expect((await session.state()).passEnabled).toBe(false);
    await session.loadPosition(game.formatPosition(position));
    await session.expectGame(game, position, []);
    await expect.poll(async () => (await session.state()).passEnabled, { message: '#pass in a position with a pass' }).toBe(true);
    const notation = await session.clickMove(game, position, move);
    expect(notation).toBe('pass');
    const after = await session.expectGame(
      game,
      position,
      ['pass'],
      game.outcome(game.play(position, move)) === undefined ? 'human' : 'over',
    );
    expect((await session.state()).passEnabled).toBe(game.legalMoves(after).some((m) => kindOf(m) === 'pass'));
    await session.close();
  });
});
