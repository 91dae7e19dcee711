import { existsSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servePlayground } from '../../scripts/playground-lib.mjs';
import { GAME_IDS, ROOT, launchChromium } from './support.js';

/**
 * The API site (`npm run docs`, docs/api/) in headless Chromium, served on 127.0.0.1 (from
 * file:// Chromium refuses the icons' SVG sprite, a file of another origin): every page loads without an error, the search finds the rules
 * pages' text, each game's page lists its members and links its rules page, the front page has
 * one heading, and long code in prose wraps instead of running out of the content column.
 */

const SITE = join(ROOT, 'docs', 'api');

// The page's side: the functions handed to page.evaluate run in the page, and the project's
// tsconfig has no DOM library (as in support.ts), so the little of the DOM they use is declared.
interface PageElement {
  readonly textContent: string | null;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): { readonly right: number };
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
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): ArrayLike<PageElement>;
};
declare function getComputedStyle(element: PageElement): { readonly overflowWrap: string };

/** The rules pages, by game, as typedoc names them. */
const RULES_PAGE = (id: string): string => `documents/rules_${id}.html`;
/** A game's page: the game object, documented as a namespace of its `Game` members. */
const GAME_PAGE = (id: string): string => `modules/${id}.${id}.html`;

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
    await page.click('#tsd-search-trigger');
    await page.fill('#tsd-search-input', 'custodian');
    await page.waitForSelector('#tsd-search-results li a');
    const hits = await page.locator('#tsd-search-results li a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hits).toEqual(expect.arrayContaining([`./${RULES_PAGE('agon')}`, `./${RULES_PAGE('julgonu')}`]));
    expect(errors).toEqual([]);
    await close();
  });

  it.each(GAME_IDS)("%s's page lists the Game members with their summaries and links its rules page", async (id) => {
    const { page, errors, close } = await open(GAME_PAGE(id));
    const legalMoves = page.locator(`a[href="../functions/${id}.${id}.legalMoves.html"]`).first();
    await expect.poll(() => legalMoves.count()).toBeGreaterThan(0);
    const members = await page.locator('.tsd-member-summary-name, .tsd-member-summaries dt').allTextContents();
    for (const name of ['legalMoves', 'play', 'parseMove', 'formatPosition', 'cursor', 'outcome'])
      expect(
        members.map((text) => text.trim()),
        `the members listed on ${id}'s page`,
      ).toContain(name);
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
