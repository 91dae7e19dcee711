import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { createRandom, gameList, games, squareGrid, type AnyGame, type Position } from '../../src/index.js';
import { renderSvg, type RenderOptions } from '../../src/render/index.js';
import { thrown } from '../support/errors.js';

const GAMES = gameList;

/** Parses an SVG string as XML, failing on any error or warning. */
function parseSvg(svg: string): Document {
  const problems: string[] = [];
  const parser = new DOMParser({ onError: (level, message) => problems.push(`${level}: ${message}`) });
  const document = parser.parseFromString(svg, 'image/svg+xml');
  expect(problems).toEqual([]);
  return document;
}

/** A position reached by seeded random play. */
function played(game: AnyGame, seed: number, plies: number): Position {
  const random = createRandom(seed);
  let pos = game.start();
  for (let i = 0; i < plies && game.outcome(pos) === undefined; i++) {
    const moves = game.legalMoves(pos);
    pos = game.play(pos, moves[random.int(moves.length)]);
  }
  return pos;
}

const elements = (doc: Document | Element, name: string): Element[] => Array.from(doc.getElementsByTagName(name));

describe('renderSvg', () => {
  it.each(GAMES.map((game) => [game.id, game] as const))('%s: the start position, as a snapshot', (_id, game) => {
    expect(renderSvg(game, game.start(), { size: 300, labels: true })).toMatchSnapshot();
  });

  it.each(GAMES.map((game) => [game.id, game] as const))(
    '%s: every drawing parses as XML, with a point per board point and a piece per piece',
    (_id, game) => {
      for (let seed = 1; seed <= 6; seed++) {
        const pos = played(game, seed, seed * 15);
        const options: RenderOptions = {
          labels: seed % 2 === 0,
          lastMove: [0, 1],
          selected: 2,
          targets: [3, 4],
          size: 100 + seed * 50,
          interactive: true,
        };
        const doc = parseSvg(renderSvg(game, pos, options));
        const svg = doc.documentElement as Element;
        expect(svg.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
        expect(Number(svg.getAttribute('width'))).toBe(options.size);
        const circles = elements(doc, 'circle');
        const points = circles.filter((c) => c.getAttribute('class') === 'point').map((c) => c.getAttribute('data-point'));
        expect(points).toEqual(game.board.names);
        let pieces = 0;
        for (let p = 0; p < game.board.size; p++) if (game.pieceAt(pos, p) !== undefined) pieces++;
        expect(circles.filter((c) => (c.getAttribute('class') ?? '').startsWith('piece ')).length).toBe(pieces);
        expect(elements(doc, 'title')[0]?.textContent).toBe(`${game.name}: ${game.formatPosition(pos)}`);
        const texts = elements(doc, 'text').map((t) => t.textContent);
        expect(texts).toEqual(options.labels === true ? game.board.names : []);
      }
    },
  );

  it('hit areas only when interactive', () => {
    for (const game of GAMES) {
      expect(renderSvg(game, game.start())).not.toContain('data-point');
      expect(renderSvg(game, game.start(), { interactive: true }).match(/data-point=/g)).toHaveLength(game.board.size);
    }
  });

  /** The hit areas of a drawing: each point's name, center and radius. */
  const hitAreas = (svg: string): { name: string; x: number; y: number; r: number }[] =>
    elements(parseSvg(svg), 'circle')
      .filter((c) => c.getAttribute('class') === 'point')
      .map((c) => ({
        name: c.getAttribute('data-point') ?? '',
        x: Number(c.getAttribute('cx')),
        y: Number(c.getAttribute('cy')),
        r: Number(c.getAttribute('r')),
      }));

  it('no two hit areas overlap, Gong’s first ring included, and none is smaller than a third of a piece', () => {
    for (const game of GAMES) {
      const areas = hitAreas(renderSvg(game, game.start(), { interactive: true, size: 1000 }));
      for (const [i, a] of areas.entries()) {
        for (const b of areas.slice(i + 1)) {
          // Coordinates are written to two decimals.
          expect(Math.hypot(a.x - b.x, a.y - b.y) + 0.02, `${game.id}: ${a.name} and ${b.name}`).toBeGreaterThanOrEqual(a.r + b.r);
        }
      }
    }
    // Gong's first ring: 24 points round the Gon, closer together than two pieces are wide.
    const gong = hitAreas(renderSvg(games.gong, games.gong.start(), { interactive: true, size: 1000 }));
    const a1 = gong.find((area) => area.name === 'a1');
    const a13 = gong.find((area) => area.name === 'a13');
    expect(a1?.r).toBeLessThan(a13?.r ?? 0);
    expect(a1?.r).toBeGreaterThan((a13?.r ?? 0) / 1.1 / 3);
  });

  it('flip draws the board turned half round: every point opposite its unturned place, the names upright', () => {
    for (const game of GAMES) {
      const position = played(game, 3, 12);
      const plain = renderSvg(game, position, { interactive: true, labels: true, size: 300 });
      const turned = renderSvg(game, position, { interactive: true, labels: true, size: 300, flip: true });
      expect(turned).not.toBe(plain);
      const height = Number(/height="([0-9.]+)"/.exec(plain)?.[1]);
      expect(Number(/height="([0-9.]+)"/.exec(turned)?.[1])).toBe(height);
      const before = new Map(hitAreas(plain).map((area) => [area.name, area]));
      for (const area of hitAreas(turned)) {
        const unturned = before.get(area.name);
        expect(area.x, `${game.id} ${area.name}`).toBeCloseTo(300 - (unturned?.x ?? NaN), 1);
        expect(area.y, `${game.id} ${area.name}`).toBeCloseTo(height - (unturned?.y ?? NaN), 1);
        expect(area.r).toBeCloseTo(unturned?.r ?? NaN, 1);
      }
      // The same pieces, and the names written the same way (no rotation).
      expect(turned.match(/class="piece /g)?.length).toBe(plain.match(/class="piece /g)?.length);
      expect(turned).not.toContain('rotate');
      expect(elements(parseSvg(turned), 'text').map((t) => t.textContent)).toEqual(game.board.names);
    }
    expect(renderSvg(games.kono, games.kono.start(), { flip: false })).toBe(renderSvg(games.kono, games.kono.start()));
    expect(thrown(() => renderSvg(games.kono, games.kono.start(), { flip: 'yes' as never })).code).toBe('argument/invalid');
  });

  it('the pieces are drawn by owner and kind, the Queen marked', () => {
    const agon = games.agon as AnyGame;
    const doc = parseSvg(renderSvg(agon, agon.start()));
    const classes = elements(doc, 'circle').map((c) => c.getAttribute('class') ?? '');
    expect(classes.filter((c) => c === 'piece black queen')).toHaveLength(1);
    expect(classes.filter((c) => c === 'piece white guard')).toHaveLength(6);
    const kono = games.kono as AnyGame;
    expect(renderSvg(kono, kono.start()).match(/class="piece black man"/g)).toHaveLength(8);
  });

  it('a piece captured and left on the board (Agon’s historical variant) is drawn crossed out, with the class captured', () => {
    const agon = games.agon as AnyGame;
    const pos = agon.parsePosition('1G*2g1/g5G*/8/G7g/10/q9Q/10/G7g/8/g5G/1G2g1 b - -', { variant: 'historical' });
    const svg = renderSvg(agon, pos);
    expect(svg.match(/class="piece white guard captured"/g)).toHaveLength(2);
    expect(elements(parseSvg(svg), 'path').filter((p) => p.getAttribute('stroke') === '#c8321e')).toHaveLength(2);
    expect(renderSvg(agon, agon.start({ variant: 'historical' }))).not.toContain('captured');
  });

  it('highlights: the last move shaded, the selected point ringed, empty targets dotted and occupied ones ringed', () => {
    const kono = games.kono as AnyGame;
    const plain = parseSvg(renderSvg(kono, kono.start()));
    const marked = parseSvg(renderSvg(kono, kono.start(), { lastMove: [0, 8], selected: 5, targets: [6] }));
    // Two shaded points, one ring for the selection, one for an occupied target.
    expect(elements(marked, 'circle').length - elements(plain, 'circle').length).toBe(4);
    const empty = kono.parsePosition('4/4/4/b3 b');
    const dotted = parseSvg(renderSvg(kono, empty, { targets: [1, 4] }));
    expect(elements(dotted, 'circle').length - elements(parseSvg(renderSvg(kono, empty)), 'circle').length).toBe(2);
  });

  it('is deterministic and does not change the position', () => {
    for (const game of GAMES) {
      const pos = played(game, 9, 30);
      const before = game.formatPosition(pos);
      expect(renderSvg(game, pos, { labels: true })).toBe(renderSvg(game, pos, { labels: true }));
      expect(game.formatPosition(pos)).toBe(before);
    }
  });

  it('escapes the title', () => {
    const kono = games.kono as AnyGame;
    const svg = renderSvg(kono, kono.start(), { title: 'a <b> & "c"' });
    expect(svg).toContain('<title>a &lt;b&gt; &amp; &quot;c&quot;</title>');
    parseSvg(svg);
  });

  /** Every character of a well-formed XML 1.0 document is one of its `Char` production (the parser does not check it). */
  const XML_CHARS = /^[\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u;

  it.each([
    ['U+0000', 'a\u0000b'],
    ['other control characters', '\u0001\u0008\u000B\u000C\u001F\u007F'],
    ['U+FFFF and U+FFFE', 'x\uFFFFy\uFFFE'],
    ['a lone high surrogate', 'x\uD800y'],
    ['a lone low surrogate', 'x\uDC00'],
    ['a high surrogate at the end', 'x\uDBFF'],
  ])('28.9: a title with %s is written as well-formed XML, each such character as U+FFFD', (_, title) => {
    const kono = games.kono as AnyGame;
    const svg = renderSvg(kono, kono.start(), { title });
    expect(svg).toMatch(XML_CHARS);
    const shown = elements(parseSvg(svg), 'title')[0]?.textContent ?? '';
    expect(shown).toMatch(XML_CHARS);
    expect(shown.length).toBe(title.length);
    // Tab, line breaks, U+007F, characters beyond the BMP (as surrogate pairs) are kept as they are.
    const kept = 'a\tb\nc\u007F\u{1F600}';
    expect(elements(parseSvg(renderSvg(kono, kono.start(), { title: kept })), 'title')[0]?.textContent).toBe(kept);
  });

  it('28.9: a size past 1,000,000 is refused rather than written as width="Infinity"', () => {
    const kono = games.kono as AnyGame;
    for (const size of [1e308, Number.MAX_VALUE, 1e6 + 1]) {
      const error = thrown(() => renderSvg(kono, kono.start(), { size }));
      expect(error.code).toBe('argument/invalid');
      expect(error.message).toMatch(/size must be a positive finite number of at most 1000000/);
    }
    const svg = elements(parseSvg(renderSvg(kono, kono.start(), { size: 1e6 })), 'svg')[0] as Element;
    for (const name of ['width', 'height']) expect(Number.isFinite(Number(svg.getAttribute(name))), name).toBe(true);
    expect(Number(svg.getAttribute('width'))).toBe(1e6);
  });

  it('draws a board of any other shape as its points joined to their neighbours', () => {
    const board = squareGrid(3, 2);
    expect(board.layout).toEqual({ kind: 'grid', files: 3, ranks: 2 });
    const kono = games.kono as AnyGame;
    expect(kono.board.layout.kind).toBe('grid');
    expect((games.agon as AnyGame).board.layout.kind).toBe('hexagon');
    expect((games.gong as AnyGame).board.layout).toEqual({ kind: 'rings', rings: 13, radials: 24, center: 0 });
    // Kono's 4×4 grid: 24 lines between neighbours.
    expect(elements(parseSvg(renderSvg(kono, kono.start())), 'line')).toHaveLength(24);
  });

  it('bad options and positions: argument/invalid naming the problem, nothing drawn', () => {
    const kono = games.kono as AnyGame;
    const start = kono.start();
    const cases: [unknown, RegExp][] = [
      [{ size: 0 }, /size/],
      [{ size: -3 }, /size/],
      [{ size: Number.NaN }, /size .*NaN/],
      [{ size: Infinity }, /size .*Infinity/],
      [{ size: -Infinity }, /size .*-Infinity/],
      [{ size: '300' }, /size/],
      [{ labels: 'yes' }, /labels/],
      [{ interactive: 1 }, /interactive/],
      [{ lastMove: 3 }, /lastMove/],
      [{ lastMove: [16] }, /lastMove/],
      [{ targets: [-1] }, /targets/],
      [{ targets: [1.5] }, /targets/],
      [{ targets: Object.assign([0], { length: 3 }) }, /targets: undefined is not a point index/],
      [{ targets: Array.from({ length: 17 }, () => 0) }, /targets has 17 entries, more than the board's 16 points/],
      [{ lastMove: Array.from({ length: 17 }, () => 1) }, /lastMove has 17 entries/],
      [{ selected: 99 }, /selected/],
      [{ title: 5 }, /title/],
      [{ colour: 'red' }, /colour/],
      [[], /settings must be an object/],
      ['big', /settings must be an object/],
    ];
    for (const [options, message] of cases) {
      const error = thrown(() => renderSvg(kono, start, options as RenderOptions));
      expect(error.code, JSON.stringify(options)).toBe('argument/invalid');
      expect(error.message).toMatch(message);
    }
    expect(thrown(() => renderSvg(kono, (games.julgonu as AnyGame).start())).code).toBe('argument/invalid');
    expect(thrown(() => renderSvg(kono, null as unknown as Position)).code).toBe('argument/invalid');
  });

  it('refuses a list of points longer than the board at once, whatever its length', () => {
    const kono = games.kono as AnyGame;
    const start = kono.start();
    // A sparse array of 100 million holes, and a dense one of 6 million valid points: reading
    // either entry by entry (or copying it) would take seconds and, for the dense one, a gigabyte.
    const sparse: number[] = Object.assign([], { length: 1e8 });
    const dense = new Array<number>(6_000_000).fill(0);
    for (const [name, list] of [
      ['targets', sparse],
      ['lastMove', sparse],
      ['targets', dense],
    ] as const) {
      const started = performance.now();
      const error = thrown(() => renderSvg(kono, start, { [name]: list }));
      expect(performance.now() - started).toBeLessThan(50);
      expect(error.code).toBe('argument/invalid');
      expect(error.message).toContain(`${name} has ${list.length} entries, more than the board's 16 points`);
    }
    // As many points as the board has (repeats allowed) are drawn.
    expect(renderSvg(kono, start, { targets: Array.from({ length: 16 }, (_, p) => p) })).toContain('<svg');
  });
});

describe('renderSvg offBoard', () => {
  const groups = (svg: string): string[] =>
    elements(parseSvg(svg), 'g')
      .filter((g) => (g.getAttribute('class') ?? '').startsWith('off-board'))
      .map(
        (g) =>
          `${g.getAttribute('class')}: ${elements(g, 'text')
            .map((t) => t.textContent)
            .join(', ')}`,
      );

  it('draws, a row per player, each kind of piece off the board with its count and why', () => {
    const gong = games.gong.start();
    expect(groups(renderSvg(games.gong, gong, { offBoard: true }))).toEqual([
      'off-board black: ×8 to place',
      'off-board white: ×8 to place',
    ]);
    const held = games.agon.parsePosition('6/7/8/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b gG -');
    expect(groups(renderSvg(games.agon, held, { offBoard: true }))).toEqual(['off-board black: ×1 held', 'off-board white: ×1 held']);
    const placing = games.agon.start({ setup: 'placement' });
    const svg = renderSvg(games.agon, placing, { offBoard: true });
    expect(groups(svg)).toEqual(['off-board black: ×1 to place, ×6 to place', 'off-board white: ×1 to place, ×6 to place']);
    // The strip makes the picture taller, and a Queen off the board is drawn as one.
    expect(Number(/height="([0-9.]+)"/.exec(svg)?.[1])).toBeGreaterThan(
      Number(/height="([0-9.]+)"/.exec(renderSvg(games.agon, placing))?.[1]),
    );
    expect(svg).toContain('class="piece black queen"');
  });

  it('draws nothing more where the game has no pieces off the board, or without the option', () => {
    for (const game of GAMES) {
      const start = game.start();
      if (game.offBoard(start).length === 0) expect(renderSvg(game, start, { offBoard: true })).toBe(renderSvg(game, start));
      expect(groups(renderSvg(game, start, { offBoard: false }))).toEqual([]);
    }
    expect(thrown(() => renderSvg(games.gong, games.gong.start(), { offBoard: 'yes' as never })).code).toBe('argument/invalid');
  });
});
