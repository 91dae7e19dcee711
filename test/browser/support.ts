import { mkdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject, onTestFailed } from 'vitest';
import type { PlayerKind } from '../../playground/src/players.js';
import { createRandom, formatRecord, gameById, replay, type AnyGame, type Outcome, type Position } from '../../src/index.js';

/** The draw rules a new game of the playground starts with (DRAW_DEFAULTS of playground/src/main.ts). */
export const DRAW_DEFAULTS = Object.freeze({ repetition: 3, maxPlies: 400 });
/**
 * Support for the playground's end-to-end tests: headless Chromium through playwright-core, a
 * session per test (a fresh browser context on the served page), what the page shows read back
 * in one object, moves played by clicking the board, and the library's own answers to compare.
 */

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The page's default size in the tests: a desktop screen. */
export const DESKTOP = Object.freeze({ width: 1280, height: 1000 });

/** A phone's screen. */
export const PHONE = Object.freeze({ width: 390, height: 844 });

/** Where the screenshots go: artifacts/playground/<game>.png (and failures/ on failure). */
export const ARTIFACTS = join(ROOT, 'artifacts', 'playground');

/** Headless, and nothing that would reach out of this machine (the network is closed). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The colours renderSvg (src/render/svg.ts) marks target points and the selected point with. */
const TARGET_COLOUR = '#2f9e4f';
const SELECTED_COLOUR = '#1f6fd6';
const LAST_MOVE_COLOUR = '#f2c230';

/** The players the page offers, as the values of `#black` and `#white`: the page's own list, so a test cannot name another. */
export type PlayerChoice = PlayerKind;

/** The game ids, in the page's order. */
export const GAME_IDS = ['kono', 'julgonu', 'agon', 'gong'] as const;

/** Launches the system Chromium (`CHROMIUM_PATH` overrides /usr/bin/chromium); playwright gives it a fresh profile. */
export function launchChromium(): Promise<Browser> {
  const executablePath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true, timeout: 60_000 });
}

// ---------------------------------------------------------------------------------------------
// The library's side: what to play and what to expect.

/** A move of any of the four games, as far as telling a pass goes. */
interface MoveShape {
  readonly kind?: string;
}

/** The number of pieces on the board. */
export function piecesOf(game: AnyGame, position: Position): number {
  let count = 0;
  for (let p = 0; p < game.board.size; p++) if (game.pieceAt(position, p) !== undefined) count++;
  return count;
}

/**
 * The points to click for a move, by name, as the library's gesture says: its points, then the
 * point that makes its choice, if it is one (a Gong toff's entrant); nothing for a pass (the
 * page's #pass button).
 */
export function clickPath(game: AnyGame, position: Position, move: unknown): string[] {
  const { points, choice } = game.gesture(position, move);
  const path = choice?.kind === 'point' ? [...points, choice.point] : points;
  return path.map((p) => game.board.name(p));
}

/** The legal moves whose click path is `path`, in notation. */
export function movesOnPath(game: AnyGame, position: Position, path: readonly string[]): string[] {
  return game
    .legalMoves(position)
    .filter((move) => clickPath(game, position, move).join(' ') === path.join(' '))
    .map((move) => game.formatMove(position, move));
}

/** The legal moves whose click path begins with `clicks`, in notation. */
export function movesBegunBy(game: AnyGame, position: Position, clicks: readonly string[]): string[] {
  return game
    .legalMoves(position)
    .filter((move) => clicks.every((point, i) => clickPath(game, position, move)[i] === point))
    .map((move) => game.formatMove(position, move));
}

/** The points that continue `clicks` (nothing clicked yet: the one-click moves' points), sorted. */
export function nextPoints(game: AnyGame, position: Position, clicks: readonly string[]): string[] {
  const targets = new Set<string>();
  for (const move of game.legalMoves(position)) {
    const path = clickPath(game, position, move);
    const next = path[clicks.length];
    if (next === undefined || !clicks.every((point, i) => path[i] === point)) continue;
    if (clicks.length > 0 || path.length === 1) targets.add(next);
  }
  return [...targets].sort();
}

/** A position reached by `plies` seeded random moves (fewer if the game ends first). */
export function randomPosition(game: AnyGame, seed: number, plies: number, start: Position = game.start()): Position {
  const random = createRandom(seed);
  let position = start;
  for (let i = 0; i < plies && game.outcome(position) === undefined; i++) {
    const moves = game.legalMoves(position);
    position = game.play(position, moves[random.int(moves.length)]);
  }
  return position;
}

/** A seeded choice among the legal moves that `keep` accepts (default: any but a pass). */
export function pickMove(
  game: AnyGame,
  position: Position,
  random: { int(n: number): number },
  keep: (move: unknown) => boolean = (m) => (m as MoveShape).kind !== 'pass',
): unknown {
  const moves = game.legalMoves(position).filter(keep);
  if (moves.length === 0) throw new Error(`no move to pick in ${game.id} position ${game.formatPosition(position)}`);
  return moves[random.int(moves.length)];
}

/** The message the library throws for `run`, which must throw. */
export function thrownMessage(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the library to throw');
}

/** The position after replaying `notations` from `start` (throws if one is not legal). */
export function positionAfter(game: AnyGame, start: Position, notations: readonly string[]): Position {
  const record = replay(game, start, notations);
  return record.positions[record.positions.length - 1] as Position;
}

/** The record text the page should show for `notations` played from `start`. */
export function recordText(game: AnyGame, start: Position, notations: readonly string[]): string {
  return formatRecord(replay(game, start, notations));
}

/** Checks that a status text names the outcome: the winner (or a draw), and the reason by its code. */
export function expectOutcomeText(text: string, outcome: Outcome): void {
  const who = outcome.winner === null ? /draw/i : new RegExp(`\\b${outcome.winner} wins\\b`, 'i');
  expect(text, `the status should name ${outcome.winner ?? 'a draw'}`).toMatch(who);
  expect(text, `the status should give the reason ${outcome.reason}`).toContain(outcome.reason);
}

// ---------------------------------------------------------------------------------------------
// The page's side. The functions handed to page.evaluate run in the page; the project's
// tsconfig has no DOM library (the library is platform-neutral), so the little of the DOM they
// use is declared here, for this module only.

interface DomElement {
  readonly id: string;
  readonly tagName: string;
  readonly textContent: string | null;
  readonly value?: string;
  readonly disabled?: boolean;
  readonly checked?: boolean;
  getAttribute(name: string): string | null;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
  closest(selector: string): DomElement | null;
  getBoundingClientRect(): { readonly width: number; readonly height: number; readonly left: number; readonly top: number };
  scrollIntoView(options: object): void;
}
declare const document: {
  readonly body: DomElement;
  readonly documentElement: { readonly scrollWidth: number; readonly clientWidth: number };
  readonly activeElement: DomElement | null;
  elementFromPoint(x: number, y: number): DomElement | null;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
};
declare function getComputedStyle(element: DomElement): { readonly fontSize: string; readonly fontWeight: string; readonly fill: string };
declare const MutationObserver: new (callback: () => void) => { observe(target: DomElement, options: object): void; disconnect(): void };
interface BotWatchState {
  states: string[];
  last: number;
  longest: number;
  stop: () => void;
}
declare const window: { __botWatch?: BotWatchState };

/** Everything the tests read from the page, in one go. */
export interface PageState {
  readonly game: string;
  readonly position: string;
  /** The move list up to the move whose position the board shows. */
  readonly moves: readonly string[];
  /** The moves listed after the one shown, kept until a move is played from the position shown. */
  readonly later: readonly string[];
  /** The move list as text, numbers and all: `1. a1xa3 b4xb2 2. c1-c2`. */
  readonly moveList: string;
  /** The move list's entry marked current (`aria-current`): a move, or `Start`; empty if none. */
  readonly currentMove: string;
  readonly botSummary: string;
  readonly moveText: string;
  /** What the live region last said. */
  readonly announcement: string;
  readonly status: string;
  readonly state: string;
  readonly pieces: number;
  readonly positionError: string;
  readonly recordError: string;
  readonly moveError: string;
  readonly record: string;
  readonly undoEnabled: boolean;
  readonly redoEnabled: boolean;
  readonly hintEnabled: boolean;
  readonly resignEnabled: boolean;
  readonly pauseEnabled: boolean;
  readonly stepEnabled: boolean;
  readonly passEnabled: boolean;
  readonly choices: readonly string[];
}

/** Reads the page's state (runs in the page). */
function readPage(): PageState {
  const $ = (selector: string): DomElement | null => document.querySelector(selector);
  const value = (selector: string): string => $(selector)?.value ?? '<missing>';
  const text = (selector: string): string => ($(selector)?.textContent ?? '<missing>').trim();
  const enabled = (selector: string): boolean => {
    const button = $(selector);
    return button !== null && button.disabled !== true;
  };
  return {
    game: value('#game'),
    position: value('#position'),
    moves: Array.from(document.querySelectorAll('#moves button[data-ply]:not(.later)'), (b) => (b.textContent ?? '').trim()),
    later: Array.from(document.querySelectorAll('#moves button[data-ply].later'), (b) => (b.textContent ?? '').trim()),
    moveList: Array.from(document.querySelectorAll('#moves li'), (li) =>
      Array.from(li.querySelectorAll('.number, button'), (part) => (part.textContent ?? '').trim()).join(' '),
    ).join(' '),
    currentMove: (document.querySelector('#moves [aria-current], #moves-start[aria-current]')?.textContent ?? '').trim(),
    botSummary: text('#bot-summary'),
    moveText: value('#move-text'),
    announcement: text('#announcement'),
    status: text('#status'),
    state: $('#status')?.getAttribute('data-state') ?? '<missing>',
    // The pieces on the board: not those off it (drawn in a strip below) nor a removed one fading out.
    pieces: document.querySelectorAll('#board svg > circle.piece').length,
    positionError: text('#position-error'),
    recordError: text('#record-error'),
    moveError: text('#move-error'),
    record: value('#record'),
    undoEnabled: enabled('#undo'),
    redoEnabled: enabled('#redo'),
    hintEnabled: enabled('#hint'),
    resignEnabled: enabled('#resign'),
    pauseEnabled: enabled('#pause'),
    stepEnabled: enabled('#step'),
    passEnabled: enabled('#pass'),
    choices: Array.from(document.querySelectorAll('#choices button[data-move]'), (b) => b.getAttribute('data-move') ?? ''),
  };
}

/** The points the board marks with a colour (runs in the page): hit areas matched by center. */
function markedPoints(colour: string): string[] {
  const svg = document.querySelector('#board svg');
  if (svg === null) return ['<no svg in #board>'];
  const at = new Map<string, string>();
  for (const c of Array.from(svg.querySelectorAll('circle.point')))
    at.set(`${c.getAttribute('cx')},${c.getAttribute('cy')}`, c.getAttribute('data-point') ?? '');
  const names = new Set<string>();
  for (const c of Array.from(svg.querySelectorAll('circle:not(.point)'))) {
    if (c.getAttribute('fill') !== colour && c.getAttribute('stroke') !== colour) continue;
    const name = at.get(`${c.getAttribute('cx')},${c.getAttribute('cy')}`);
    if (name !== undefined) names.add(name);
  }
  return [...names].sort();
}

/** The element with the keyboard focus: its id, the point it is (if one), its accessible name and role, and whether it is on the board. */
export interface Focused {
  readonly id: string | null;
  readonly point: string | null;
  readonly label: string | null;
  readonly role: string | null;
  readonly inBoard: boolean;
}

/** The element with the keyboard focus (runs in the page): the point it is, if one, and its accessible name and role. */
function focusedElement(): Focused {
  const active = document.activeElement;
  return {
    id: active?.id ?? null,
    point: active?.getAttribute('data-point') ?? null,
    label: active?.getAttribute('aria-label') ?? null,
    role: active?.getAttribute('role') ?? null,
    inBoard: active?.closest('#board') != null,
  };
}

/** The board as assistive technology sees it. */
export interface BoardAccessibility {
  /** The role of the board's SVG. */
  readonly svgRole: string | null;
  /** Each point's hit area: its role, accessible name and tabindex. */
  readonly points: readonly { name: string; role: string | null; label: string | null; tabindex: string | null }[];
  /** How many parts of the drawing (lines, cells, pieces, names) are left in the accessibility tree. */
  readonly unhidden: number;
}

/** The board's accessibility markup (runs in the page). */
function boardAccessibility(): BoardAccessibility {
  const svg = document.querySelector('#board svg');
  const points = Array.from(document.querySelectorAll('#board circle.point'), (c) => ({
    name: c.getAttribute('data-point') ?? '',
    role: c.getAttribute('role'),
    label: c.getAttribute('aria-label'),
    tabindex: c.getAttribute('tabindex'),
  }));
  const unhidden = Array.from(document.querySelectorAll('#board svg > *:not(.point)')).filter(
    (part) => part.getAttribute('aria-hidden') !== 'true',
  ).length;
  return { svgRole: svg?.getAttribute('role') ?? null, points, unhidden };
}

/** The point names on the board as rendered (runs in the page): font size in screen pixels and weight. */
function labelSizes(): { text: string; pixels: number; weight: string; fill: string }[] {
  const svg = document.querySelector('#board svg');
  if (svg === null) return [];
  // The SVG's units are scaled to its rendered width.
  const scale = svg.getBoundingClientRect().width / Number(svg.getAttribute('width'));
  return Array.from(svg.querySelectorAll('text'), (label) => {
    const style = getComputedStyle(label);
    return { text: label.textContent ?? '', pixels: parseFloat(style.fontSize) * scale, weight: style.fontWeight, fill: style.fill };
  });
}

/** A rules option's control in #options: its name, tag, input type and value (a checkbox's: `true` or `false`). */
export interface OptionControl {
  readonly name: string;
  readonly tag: string;
  readonly type: string;
  readonly value: string;
}

/** The rules option controls in #options (runs in the page). */
function optionControls(): OptionControl[] {
  return Array.from(document.querySelectorAll('#options [name]'), (control) => {
    const type = control.getAttribute('type') ?? '';
    return {
      name: control.getAttribute('name') ?? '',
      tag: control.tagName.toLowerCase(),
      type,
      value: type === 'checkbox' ? String(control.checked) : (control.value ?? ''),
    };
  });
}

/** A player's row of the pieces table under the board (#piece-counts): its cells' texts, by column. */
export interface PieceCountRow {
  readonly player: string;
  readonly onBoard: string;
  /** Absent where the game has no pieces to place. */
  readonly toPlace?: string;
  readonly captured: string;
}

/** The pieces table's rows (runs in the page). */
function pieceCountRows(): PieceCountRow[] {
  return Array.from(document.querySelectorAll('#piece-counts tbody tr'), (row) => {
    const cell = (count: string): string | undefined => row.querySelector(`td[data-count="${count}"]`)?.textContent ?? undefined;
    const toPlace = cell('to-place');
    return {
      player: row.getAttribute('data-player') ?? '',
      onBoard: cell('on-board') ?? '<missing>',
      ...(toPlace === undefined ? {} : { toPlace }),
      captured: cell('captured') ?? '<missing>',
    };
  });
}

/** A point's hit area where it is on the screen: its name, its box in CSS pixels (from the board's top left corner), and the point the browser finds at its center. */
export interface HitArea {
  readonly name: string;
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  /** The `data-point` of the topmost element at the center, once scrolled into view: the point a click there reaches. */
  readonly atCenter: string | null;
}

/** Every hit area of the board (runs in the page), each scrolled into view to find what a click at its center reaches. */
function hitAreas(): HitArea[] {
  const svg = document.querySelector('#board svg');
  if (svg === null) return [];
  return Array.from(document.querySelectorAll('#board circle.point'), (point) => {
    point.scrollIntoView({ block: 'center', inline: 'center' });
    const board = svg.getBoundingClientRect();
    const { left, top, width, height } = point.getBoundingClientRect();
    const hit = document.elementFromPoint(left + width / 2, top + height / 2);
    return {
      name: point.getAttribute('data-point') ?? '',
      left: left - board.left,
      top: top - board.top,
      width,
      height,
      atCenter: hit?.getAttribute('data-point') ?? null,
    };
  });
}

/** What the monitor installed by {@link Session.watchBot} saw. */
export interface BotWatch {
  /** The values of `#status[data-state]`, in order, repeats collapsed. */
  readonly states: readonly string[];
  /** The longest time the page's main thread left a 20 ms timer waiting, in ms. */
  readonly longestStall: number;
}

/** A test's page: a fresh browser context on the served playground, its errors collected. */
export class Session {
  /** Uncaught page errors and console errors: a test fails if there are any. */
  readonly errors: string[] = [];

  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
  ) {}

  /**
   * Opens the playground in a fresh context and waits until it is ready. On a failure of the
   * current test, prints the page's state and errors and saves a screenshot under failures/
   * (unless `reportFailure` is false: for a test that is expected to fail).
   */
  static async open(
    browser: Browser,
    label: string,
    { reportFailure = true, viewport = DESKTOP }: { reportFailure?: boolean; viewport?: { width: number; height: number } } = {},
  ): Promise<Session> {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const session = new Session(context, page);
    page.on('pageerror', (error) => session.errors.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') session.errors.push(`console error: ${message.text()}`);
    });
    page.on('crash', () => session.errors.push('the page crashed'));
    onTestFailed(async () => {
      if (!reportFailure) return;
      try {
        console.error(`[${label}] the page when the test failed:\n${await session.summary()}`);
        const file = join(ARTIFACTS, 'failures', `${label.replace(/[^A-Za-z0-9_-]+/g, '-')}.png`);
        mkdirSync(dirname(file), { recursive: true });
        await page.screenshot({ path: file, fullPage: true, timeout: 10_000 });
        console.error(`[${label}] screenshot: ${relative(ROOT, file)}`);
      } catch (error) {
        console.error(`[${label}] could not read the page: ${(error as Error).message}`);
      }
    });
    await page.goto(inject('playgroundUrl'));
    await page.waitForSelector('body[data-ready="true"]', { timeout: 30_000 });
    return session;
  }

  /** The page's state, as text, for failure messages. */
  async summary(): Promise<string> {
    const s = await this.state();
    return [
      `  game: ${s.game}`,
      `  status [${s.state}]: ${s.status}`,
      `  moves: ${s.moves.join(' ') || '(none)'}`,
      `  position: ${s.position}`,
      `  pieces on the board: ${s.pieces}`,
      `  errors: position ${JSON.stringify(s.positionError)}, record ${JSON.stringify(s.recordError)}, move ${JSON.stringify(s.moveError)}`,
      `  page errors: ${this.errors.length === 0 ? '(none)' : this.errors.join(' | ')}`,
    ].join('\n');
  }

  state(): Promise<PageState> {
    return this.page.evaluate(readPage);
  }

  /** The element with the keyboard focus. */
  focused(): Promise<Focused> {
    return this.page.evaluate(focusedElement);
  }

  /** The board's points as assistive technology sees them. */
  boardAccessibility(): Promise<BoardAccessibility> {
    return this.page.evaluate(boardAccessibility);
  }

  /** The point names drawn on the board, with their rendered font size in pixels. */
  labelSizes(): Promise<{ text: string; pixels: number; weight: string; fill: string }[]> {
    return this.page.evaluate(labelSizes);
  }

  /** Clicks the move list's entry for move `ply` (1: the first move; 0: the start). */
  async clickMoveListEntry(ply: number): Promise<void> {
    await this.page.click(ply === 0 ? '#moves-start' : `#moves button[data-ply="${ply}"]`);
  }

  /** The controls in #options, by name. */
  async optionControls(): Promise<OptionControl[]> {
    return (await this.page.evaluate(optionControls)).sort((a, b) => a.name.localeCompare(b.name));
  }

  /** The board's SVG markup. */
  board(): Promise<string> {
    return this.page.locator('#board').innerHTML();
  }

  /** Selects a game in #game (the page starts it at once). */
  async chooseGame(id: string): Promise<void> {
    await this.page.selectOption('#game', id);
    await expect.poll(() => this.state()).toMatchObject({ game: id });
  }

  async setPlayers(black: PlayerChoice, white: PlayerChoice): Promise<void> {
    await this.page.selectOption('#black', black);
    await this.page.selectOption('#white', white);
  }

  /** A new game of `id` between two humans; checks it starts at the library's start position. */
  async humanGame(id: string): Promise<AnyGame> {
    const game = gameById(id);
    await this.chooseGame(id);
    await this.setPlayers('human', 'human');
    await this.page.click('#new-game');
    await this.expectGame(game, game.start(), []);
    return game;
  }

  /**
   * Waits until the page shows the game of `notations` played from `start`: the moves list, the
   * position string, the number of pieces drawn; and the status waits for a human unless `state`
   * says otherwise.
   */
  async expectGame(
    game: AnyGame,
    start: Position,
    notations: readonly string[],
    state: string = 'human',
    timeout = 10_000,
  ): Promise<Position> {
    const position = positionAfter(game, start, notations);
    await expect
      .poll(() => this.state(), { timeout, message: `the page should show ${game.id} after ${notations.join(' ') || 'no moves'}` })
      .toMatchObject({
        game: game.id,
        moves: [...notations],
        position: game.formatPosition(position),
        pieces: piecesOf(game, position),
        state,
      });
    return position;
  }

  async clickPoint(name: string): Promise<void> {
    await this.page.locator(`#board circle.point[data-point="${name}"]`).click();
  }

  /** The points the board marks as targets and as selected. */
  async marks(): Promise<{ targets: string[]; selected: string[] }> {
    return {
      targets: await this.page.evaluate(markedPoints, TARGET_COLOUR),
      selected: await this.page.evaluate(markedPoints, SELECTED_COLOUR),
    };
  }

  /** The points the board highlights as the last move's. */
  async lastMoveMarks(): Promise<string[]> {
    return this.page.evaluate(markedPoints, LAST_MOVE_COLOUR);
  }

  /** The rows of the pieces table under the board, Black's first. */
  pieceCounts(): Promise<PieceCountRow[]> {
    return this.page.evaluate(pieceCountRows);
  }

  /** Every point's hit area on the screen, and what a click at its center reaches. */
  hitAreas(): Promise<HitArea[]> {
    return this.page.evaluate(hitAreas);
  }

  /** The font sizes, in CSS pixels, of the elements `selector` finds, smallest first. */
  async fontSizes(selector: string): Promise<number[]> {
    const sizes = await this.page.evaluate(
      (found) => Array.from(document.querySelectorAll(found), (element) => parseFloat(getComputedStyle(element).fontSize)),
      selector,
    );
    return sizes.sort((a, b) => a - b);
  }

  /** The page's width as laid out (wider than the window when it scrolls sideways). */
  scrollWidth(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth);
  }

  /** The points the board marks as a hint's, sorted. */
  async hintMarks(): Promise<string[]> {
    const names = await this.page.evaluate(() =>
      Array.from(document.querySelectorAll('#board circle.point.hint'), (point) => point.getAttribute('data-point') ?? ''),
    );
    return names.sort();
  }

  /** How many board elements the move animation animates, by what they do (move, remove, place). */
  async animated(): Promise<Record<string, number>> {
    return this.page.evaluate(() => {
      const counts: Record<string, number> = {};
      for (const element of Array.from(document.querySelectorAll('#board [data-animated]'))) {
        const kind = element.getAttribute('data-animated') ?? '';
        counts[kind] = (counts[kind] ?? 0) + 1;
      }
      return counts;
    });
  }

  /**
   * Plays `move` by clicking the board (or #pass). On the way it checks that, before the first
   * click, the board marks the points of one-click moves (placements) and selects nothing; that
   * after each click short of the last, the first point is ringed and the library's next points
   * are marked; and that #choices offers the moves the clicks leave open when there are several
   * (the same path for several moves, as Agon's Queen or Guard; or, after two clicks, the moves
   * still open, as a Gong toff's pawn entering the Gon). The move is taken from #choices where
   * they offer it if `viaChoices`, and where the full path fits several moves in any case.
   * Returns the move's notation.
   */
  async clickMove(
    game: AnyGame,
    position: Position,
    move: unknown,
    { viaChoices = false }: { viaChoices?: boolean } = {},
  ): Promise<string> {
    const notation = game.formatMove(position, move);
    const path = clickPath(game, position, move);
    if (path.length === 0) {
      expect((await this.state()).passEnabled, '#pass should be enabled').toBe(true);
      await this.page.click('#pass');
      return notation;
    }
    await expect
      .poll(() => this.marks(), { message: `before ${notation}, the board should mark the one-click moves' points and select nothing` })
      .toEqual({ targets: nextPoints(game, position, []), selected: [] });
    for (let i = 0; i < path.length; i++) {
      const point = path[i] as string;
      const clicks = path.slice(0, i + 1);
      const before = await this.board();
      await this.clickPoint(point);
      const open = clicks.length >= 2 ? movesBegunBy(game, position, clicks) : movesOnPath(game, position, clicks);
      const offered = open.length >= 2 ? [...open].sort() : [];
      await expect
        .poll(async () => [...(await this.state()).choices].sort(), {
          message: `#choices after clicking ${clicks.join(', ')} for ${notation}`,
        })
        .toEqual(offered);
      if (offered.includes(notation) && (viaChoices || i === path.length - 1)) {
        await this.page.click(`#choices button[data-move="${notation}"]`);
        return notation;
      }
      if (i < path.length - 1) {
        await expect
          .poll(() => this.board(), { message: `the board should change after clicking ${clicks.join(', ')} (move ${notation})` })
          .not.toBe(before);
        await expect
          .poll(() => this.marks(), {
            message: `after clicking ${clicks.join(', ')} for ${notation}, the board should ring ${path[0]} and mark the library's targets`,
          })
          .toEqual({ targets: nextPoints(game, position, clicks), selected: [path[0]] });
      }
    }
    return notation;
  }

  /** Types a move into #move-text and presses #play-move. */
  async typeMove(text: string): Promise<void> {
    await this.page.fill('#move-text', text);
    await this.page.click('#play-move');
  }

  /** Plays `count` seeded moves by typing them, checking each and that no error is shown; returns the notations. */
  async typeMoves(game: AnyGame, start: Position, count: number, seed: number): Promise<string[]> {
    const random = createRandom(seed);
    const played: string[] = [];
    let position = start;
    for (let i = 0; i < count; i++) {
      const notation = game.formatMove(position, pickMove(game, position, random));
      await this.typeMove(notation);
      played.push(notation);
      position = await this.expectGame(game, start, played);
    }
    expect((await this.state()).moveError).toBe('');
    return played;
  }

  async loadPosition(text: string): Promise<void> {
    await this.page.fill('#position', text);
    await this.page.click('#load-position');
  }

  async loadRecord(text: string): Promise<void> {
    await this.page.fill('#record', text);
    await this.page.click('#load-record');
  }

  /**
   * Starts watching the bot: every value `#status[data-state]` takes, and how long the main
   * thread stalls (a 20 ms interval timer's longest wait), until {@link Session.botWatch}.
   */
  async watchBot(): Promise<void> {
    await this.page.evaluate(() => {
      window.__botWatch?.stop();
      const status = document.querySelector('#status') as DomElement;
      const watch: BotWatchState = {
        states: [status.getAttribute('data-state') ?? ''],
        last: performance.now(),
        longest: 0,
        stop: () => {},
      };
      const observer = new MutationObserver(() => {
        const now = document.querySelector('#status')?.getAttribute('data-state') ?? '';
        if (watch.states[watch.states.length - 1] !== now) watch.states.push(now);
      });
      // The whole body: the page may replace #status rather than change it.
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
      const timer = setInterval(() => {
        const now = performance.now();
        watch.longest = Math.max(watch.longest, now - watch.last);
        watch.last = now;
      }, 20);
      watch.stop = () => {
        observer.disconnect();
        clearInterval(timer);
      };
      window.__botWatch = watch;
    });
  }

  async botWatch(): Promise<BotWatch> {
    return this.page.evaluate(() => {
      const watch = window.__botWatch;
      if (watch === undefined) return { states: [], longestStall: -1 };
      watch.stop();
      return { states: watch.states, longestStall: Math.round(watch.longest) };
    });
  }

  /** Saves a screenshot of the whole page as artifacts/playground/<name>.png and says where. */
  async screenshot(name: string): Promise<string> {
    mkdirSync(ARTIFACTS, { recursive: true });
    const file = join(ARTIFACTS, `${name}.png`);
    await this.page.screenshot({ path: file, fullPage: true });
    console.log(`screenshot saved: ${relative(ROOT, file)}`);
    return file;
  }

  /** Fails on any page or console error seen, then closes the context. */
  async close(): Promise<void> {
    expect(this.errors, 'page errors and console errors').toEqual([]);
    await this.context.close();
  }
}
