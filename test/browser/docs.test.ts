import { existsSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servePlayground } from '../../scripts/playground-lib.mjs';
import { interfaceMembers } from '../support/tsdoc-examples.js';
import { GAME_IDS, ROOT, launchChromium } from './support.js';

/**
 * The API site (`npm run docs`, docs/api/) in headless Chromium, served on 127.0.0.1 (from
 * file:// Chromium refuses the icons' SVG sprite, a file of another origin): every page loads
 * without an error, the search finds the rules pages' text and lands on a game's or a member's
 * heading, each game's page lists the Game members each with the game's example and links its
 * rules page, the navigation has one level per game, the front page has one heading, and long
 * code in prose wraps instead of running out of the content column.
 */

const SITE = join(ROOT, 'docs', 'api');

// The page's side: the functions handed to page.evaluate run in the page, and the project's
// tsconfig has no DOM library (as in support.ts), so the little of the DOM they use is declared.
interface PageElement {
  readonly textContent: string | null;
  readonly tagName: string;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): { readonly left: number; readonly top: number; readonly right: number; readonly height: number };
  contains(other: PageElement | null): boolean;
  closest(selector: string): PageElement | null;
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): ArrayLike<PageElement>;
}
interface PageImage {
  readonly complete: boolean;
  readonly naturalWidth: number;
  getAttribute(name: string): string | null;
}
declare const document: {
  readonly body: { readonly style: { readonly display: string } };
  readonly images: ArrayLike<PageImage>;
  getElementById(id: string): PageElement | null;
  elementFromPoint(x: number, y: number): PageElement | null;
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): ArrayLike<PageElement>;
};
declare const location: { readonly hash: string };
declare const innerHeight: number;
declare function getComputedStyle(element: PageElement): { readonly overflowWrap: string };

/** The rules pages, by game, as typedoc names them. */
const RULES_PAGE = (id: string): string => `documents/rules_${id}.html`;
/** A game's page: the game object, its `Game` members as headings on it (scripts/typedoc-plugin.mjs). */
const GAME_PAGE = (id: string): string => `variables/${id}.${id}.html`;
/** The members of the `Game` contract, in its order. */
const GAME_MEMBERS = interfaceMembers(ROOT, 'src/core/game.ts', 'Game');

const PAGES = [
  'index.html',
  'modules/ludicore.html',
  ...GAME_IDS.flatMap((id) => [`modules/${id}.html`, GAME_PAGE(id), RULES_PAGE(id)]),
  'documents/guide.html',
  'documents/playground.html',
];

let browser: Browser;
let server: Server;
let siteUrl: string;

beforeAll(async () => {
  const index = join(SITE, 'index.html');
  if (!existsSync(index)) throw new Error('docs/api/index.html is missing: run `npm run docs` first');
  // A site older than the build is stale (npm run docs after npm run build).
  const built = join(ROOT, 'dist', 'index.mjs');
  if (existsSync(built) && statSync(index).mtimeMs < statSync(built).mtimeMs)
    console.warn('docs/api/ is older than dist/: run `npm run docs`');
  const served = await servePlayground(SITE);
  server = served.server;
  siteUrl = served.url;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  server?.closeAllConnections();
  server?.close();
});

const url = (page: string): string => new URL(page, siteUrl).href;

/**
 * Opens the search box and types `query`, once the search index is loaded: typed before, the
 * query finds nothing and is not run again (typedoc's status line says "Preparing search
 * index..." until then).
 */
async function search(page: Page, query: string): Promise<void> {
  await page.click('#tsd-search-trigger');
  await page.waitForFunction(() => (document.getElementById('tsd-search-status')?.textContent ?? '').trim() === '');
  await page.fill('#tsd-search-input', query);
}

/** Opens a page of the site in a fresh context; `errors` collects its page and console errors. */
async function open(path: string): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // The browser asks every site for /favicon.ico; typedoc's has none, and the test server says so.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico'))
      errors.push(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on('requestfailed', (request) => errors.push(`failed to load ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} for ${response.url()}`);
  });
  await page.goto(url(path), { waitUntil: 'load' });
  // typedoc's script shows the page once the navigation is built (it hides the body until then).
  await page.waitForFunction(() => document.body.style.display !== 'none' && document.querySelector('#tsd-nav-container li') !== null);
  return { page, errors, close: () => context.close() };
}

describe('the API site in headless Chromium', () => {
  it.each(PAGES)('%s loads without errors, its images drawn and its code inside its column', async (path) => {
    const { page, errors, close } = await open(path);
    const broken = await page.evaluate(() =>
      Array.from(document.images)
        .filter((image) => !image.complete || image.naturalWidth === 0)
        .map((image) => image.getAttribute('src')),
    );
    expect(broken, 'images that did not load').toEqual([]);
    // Code in prose (a long position string) must wrap inside the content column, not run past it.
    const overflowing = await page.evaluate(() => {
      const column = document.querySelector('.col-content');
      if (column === null) return ['<no .col-content>'];
      const right = column.getBoundingClientRect().right;
      return Array.from(column.querySelectorAll(':not(pre) > code'))
        .filter((code) => code.getBoundingClientRect().right > right + 1)
        .map((code) => code.textContent ?? '');
    });
    expect(overflowing, 'code in prose that runs past the content column').toEqual([]);
    await page.waitForTimeout(100);
    expect(errors, 'page errors, console errors and failed loads').toEqual([]);
    await close();
  });

  it('the front page has one heading, the README title, and the header links the playground', async () => {
    const { page, errors, close } = await open('index.html');
    expect(await page.locator('h1').allTextContents()).toEqual(['ludicore']);
    const playground = await page.locator('#tsd-toolbar-links a', { hasText: 'Playground' }).getAttribute('href');
    expect(playground).toBe('./playground.html');
    expect(existsSync(join(SITE, 'playground.html')), 'docs/api/playground.html').toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('the search finds "custodian" in the Agon and Jul-Gonu rules pages', async () => {
    const { page, errors, close } = await open('index.html');
    await search(page, 'custodian');
    await page.waitForSelector('#tsd-search-results li a');
    const hits = await page.locator('#tsd-search-results li a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hits).toEqual(expect.arrayContaining([`./${RULES_PAGE('agon')}`, `./${RULES_PAGE('julgonu')}`]));
    expect(errors).toEqual([]);
    await close();
  });

  it.each(GAME_IDS)("%s's page has a heading per Game member, each with the game's example, and links its rules page", async (id) => {
    const { page, errors, close } = await open(GAME_PAGE(id));
    // Each member: its heading (the anchor the search and the page's index link to), and the
    // example under it, which uses that member of this game.
    const members = await page.evaluate(() =>
      Array.from(document.querySelectorAll('section.tsd-member'), (section) => {
        const heading = section.querySelector('h3.tsd-anchor-link');
        return {
          id: heading?.getAttribute('id') ?? '',
          // The name, without the flags typedoc writes before it (`Readonly`).
          name: (heading?.querySelector(':scope > span')?.textContent ?? '').trim(),
          examples: Array.from(section.querySelectorAll('.tsd-tag-example pre code'), (code) => code.textContent ?? ''),
        };
      }),
    );
    expect(
      members.map((member) => member.name),
      `the members on ${id}'s page, in the contract's order`,
    ).toEqual(GAME_MEMBERS);
    for (const member of members) {
      expect(member.id, `${member.name}'s anchor`).toBe(member.name.toLowerCase());
      expect(member.examples, `${id}.${member.name}'s examples`).toHaveLength(1);
      expect(member.examples[0], `${id}.${member.name}'s example`).toContain(`from 'ludicore/${id}'`);
      expect(member.examples[0], `${id}.${member.name}'s example`).toContain(`${id}.${member.name}`);
    }
    const body = await page.locator('.col-content').textContent();
    expect(body, 'the summary of legalMoves').toContain("The legal moves, in the game's documented order");
    expect(await page.locator(`.col-content a[href="../${RULES_PAGE(id)}"]`).count(), 'links to the rules page').toBeGreaterThan(0);
    // The nested page's header link to the playground goes up to the site's root.
    expect(await page.locator('#tsd-toolbar-links a', { hasText: 'Playground' }).getAttribute('href')).toBe('../playground.html');
    // The breadcrumb starts at the package, not at an "index" module.
    expect(await page.locator('.tsd-breadcrumb').textContent()).not.toMatch(/\bindex\b/);
    expect(errors).toEqual([]);
    await close();
  });

  it.each(GAME_IDS)(
    'the navigation shows %s in one level: its module lists the game, its board and its types, none of them nested',
    async (id) => {
      const { page, errors, close } = await open('index.html');
      const entries = await page.evaluate((module) => {
        const link = document.querySelector(`#tsd-nav-container a[href$="${module}"]`);
        const item = link?.closest('li');
        return Array.from(item?.querySelectorAll('.tsd-nested-navigation > li') ?? [], (li) => ({
          href: li.querySelector('a')?.getAttribute('href') ?? '',
          nested: li.querySelector('ul') !== null,
        }));
      }, `modules/${id}.html`);
      const pages = entries.map((entry) => entry.href.replace(/^\.\//, ''));
      const board = `${id.toUpperCase()}_BOARD`;
      expect(pages, `the entries under ${id}`).toEqual(expect.arrayContaining([GAME_PAGE(id), `variables/${id}.${board}.html`]));
      expect(
        pages.filter((path) => !path.startsWith(`variables/${id}.`) && !/^(interfaces|types)\//.test(path)),
        'entries that are not the game, a value or a type of it',
      ).toEqual([]);
      expect(
        entries.filter((entry) => entry.nested).map((entry) => entry.href),
        'entries with entries of their own',
      ).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    },
  );

  /** Types `query` into the search box and follows the first result; returns the page it lands on. */
  async function searchAndFollow(query: string): Promise<{ page: Page; href: string; errors: string[]; close: () => Promise<void> }> {
    const opened = await open('index.html');
    const { page } = opened;
    await search(page, query);
    const first = page.locator('#tsd-search-results li a').first();
    await first.waitFor();
    const href = (await first.getAttribute('href')) ?? '';
    await Promise.all([page.waitForURL((address) => address.href.includes(href.replace(/^\.\//, ''))), first.click()]);
    await page.waitForFunction(() => document.body.style.display !== 'none');
    return { ...opened, href };
  }

  /** The element the URL's hash names, whether it is in view and not covered (by the sticky toolbar), and its text. */
  const target = (page: Page): Promise<{ tag: string; text: string; visible: boolean }> =>
    page.evaluate(() => {
      const element = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (element === null) return { tag: '', text: '', visible: false };
      const box = element.getBoundingClientRect();
      const atCentre = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
      return {
        tag: element.tagName.toLowerCase(),
        // The name, without the flags typedoc writes before it (`Readonly`).
        text: (element.querySelector(':scope > span')?.textContent ?? element.textContent ?? '').trim(),
        visible: box.top >= 0 && box.top < innerHeight && element.contains(atCentre),
      };
    });

  it("the search puts first, for a game's name, its page, and for a member (alone, or after a game and a dot), its heading", async () => {
    const { page, errors, close } = await open('index.html');
    // Each member after one of the games in turn, and the distinctive names alone (a short one,
    // `play`, finds the playground's page first, whose name starts with it).
    const queries: [query: string, expected: RegExp][] = [
      ...GAME_IDS.map((id): [string, RegExp] => [id, new RegExp(`^\\./${GAME_PAGE(id).replace(/\./g, '\\.')}$`)]),
      ...GAME_MEMBERS.map((member, i): [string, RegExp] => {
        const id = GAME_IDS[i % GAME_IDS.length]!;
        return [`${id}.${member}`, new RegExp(`^\\./variables/${id}\\.${id}\\.html#${member.toLowerCase()}$`)];
      }),
      ...['legalMoves', 'formatPosition', 'parsePosition', 'positionKey', 'outcomeReasons'].map((member): [string, RegExp] => [
        member,
        new RegExp(`^\\./variables/(${GAME_IDS.join('|')})\\.\\1\\.html#${member.toLowerCase()}$`),
      ]),
    ];
    const firsts: Record<string, string> = {};
    await search(page, '');
    for (const [query] of queries) {
      const before = await page.evaluate(() => document.querySelector('#tsd-search-results li')?.getAttribute('id') ?? null);
      await page.fill('#tsd-search-input', query);
      // Each search numbers its results afresh: wait for the new first one.
      await page.waitForFunction((previous) => {
        const first = document.querySelector('#tsd-search-results li');
        return first !== null && first.getAttribute('id') !== previous;
      }, before);
      firsts[query] = (await page.locator('#tsd-search-results li a').first().getAttribute('href')) ?? '';
    }
    for (const [query, expected] of queries) expect(firsts[query], `the first result for "${query}"`).toMatch(expected);
    expect(errors, 'page errors (a query the search index cannot run throws)').toEqual([]);
    await close();
  });

  it.each([
    ['legalMoves', 'legalMoves'],
    ['gong.offBoard', 'offBoard'],
    ['agon', ''],
  ])('following the first result for "%s" lands on its heading, in view', async (query, member) => {
    const { page, href, errors, close } = await searchAndFollow(query);
    if (member === '') {
      expect(href).toBe(`./${GAME_PAGE(query)}`);
      expect(await page.locator('h1').textContent()).toBe(`Variable ${query}`);
    } else {
      expect(href).toMatch(new RegExp(`#${member.toLowerCase()}$`));
      await expect.poll(() => target(page)).toEqual({ tag: 'h3', text: member, visible: true });
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('code in prose may break anywhere, so that Gong position strings wrap', async () => {
    const { page, errors, close } = await open(RULES_PAGE('gong'));
    const wraps = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.tsd-typography :not(pre) > code'), (code) => getComputedStyle(code).overflowWrap),
    );
    expect(wraps.length).toBeGreaterThan(0);
    expect(new Set(wraps)).toEqual(new Set(['anywhere']));
    expect(errors).toEqual([]);
    await close();
  });
});
