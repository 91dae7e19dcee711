import type { Board } from '../core/board.js';
import { describeValue } from '../core/describe.js';
import { RulesError } from '../core/errors.js';
import type { Game, Piece, Position } from '../core/game.js';
import { PLAYERS } from '../core/player.js';
import { positiveNumber, readSettings } from '../core/read-settings.js';
import { requireGame } from '../core/guards.js';

/** Options of {@link renderSvg}. */
export interface RenderOptions {
  /** The image's width in pixels, a positive number of at most 1,000,000 (default 400); its height follows from the board's shape. */
  readonly size?: number;
  /** Write each point's name beside it (default `false`). */
  readonly labels?: boolean;
  /** The points of the last move (where it came from and went to, say), shaded. */
  readonly lastMove?: readonly number[];
  /** A selected point (the piece about to move, say), ringed. */
  readonly selected?: number;
  /** Points to mark as targets (where the selected piece may go, say), dotted. */
  readonly targets?: readonly number[];
  /**
   * The image's title, for screen readers and tooltips (default: the game's name and the position
   * string). Characters XML cannot hold (control characters but tab and line breaks, a lone
   * surrogate, U+FFFE, U+FFFF) are written as U+FFFD, so the picture is always well-formed XML.
   */
  readonly title?: string;
  /**
   * Add an invisible hit area over every point, `<circle class="point" data-point="a1">`, for
   * pages that let the user click the board (default `false`).
   */
  readonly interactive?: boolean;
  /**
   * Draw the pieces off the board that can still come onto it (`game.offBoard`: held for return,
   * not yet placed) in a strip below the board, a row per player: each kind as a piece with its
   * count (default `false`). A game with none draws no strip.
   */
  readonly offBoard?: boolean;
  /**
   * Draw the board turned half round, as the other side of the table sees it (default `false`):
   * every point where the point opposite it through the board's center would be, the point
   * names still upright. Unturned, Black's side is at the bottom in the four games.
   */
  readonly flip?: boolean;
}

/** A point's place in the picture, in board units (y upwards). */
interface Placed {
  readonly x: number;
  readonly y: number;
}

const COLOURS = {
  wood: '#eed9a8',
  woodDark: '#d2ad6e',
  seat: '#a8783c',
  line: '#5a4630',
  black: '#1f1f1f',
  white: '#f7f7f2',
  outline: '#1a1a1a',
  last: '#f2c230',
  selected: '#1f6fd6',
  target: '#2f9e4f',
  label: '#5a4630',
  captured: '#c8321e',
} as const;

/** A number for SVG: two decimals at most, no trailing zeros. */
const num = (n: number): string => String(Math.round(n * 100) / 100);

/**
 * `children` in a group that carries the attributes they share: written once rather than on each
 * of them (on Agon's board of 91 cells and names, most of the picture's bytes).
 */
const group = (attributes: string, children: readonly string[]): string[] => [`<g ${attributes}>`, ...children, '</g>'];

/**
 * The characters XML 1.0 does not allow anywhere in a document, not even escaped: the control
 * characters but tab, line feed and carriage return, a lone surrogate (the `u` flag matches a
 * pair as one character), U+FFFE and U+FFFF.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what it finds
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/gu;

/**
 * Text for XML content or an attribute: markup escaped, and what XML cannot hold written as the
 * reference `&#xFFFD;` (U+FFFD, the replacement character).
 */
const escapeXml = (text: string): string =>
  text
    .replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string)
    .replace(NOT_XML, '&#xFFFD;');

/** The widest picture drawn, in pixels: past it the numbers of the picture would lose their precision (and past 1e306, be infinite). */
const MAX_SIZE = 1_000_000;

/**
 * Where each point is drawn. Rings are spread out from the center, so the inner ones have room;
 * `flip` turns the picture half round (every point to the place opposite it).
 */
function placesOf(board: Board, flip: boolean): Placed[] {
  const layout = board.layout;
  const places: Placed[] = [];
  for (let p = 0; p < board.size; p++) {
    const { x, y } = board.coordinates(p);
    if (layout.kind === 'rings') {
      const ring = Math.round(Math.hypot(x, y));
      const radius = ring === 0 ? 0 : ring + RING_OFFSET;
      const angle = Math.atan2(y, x);
      places.push({ x: radius * Math.cos(angle), y: radius * Math.sin(angle) });
    } else {
      places.push({ x, y });
    }
  }
  return flip ? places.map(({ x, y }) => ({ x: -x, y: -y })) : places;
}

/**
 * The radius of each point's hit area: a little more than a piece, but never more than half the
 * distance to the nearest other point, so that no two hit areas overlap (on Gong's first ring the
 * points stand closer than two pieces' widths) and every click lands on one point only.
 */
function hitRadii(places: readonly Placed[], piece: number): number[] {
  return places.map((a, p) => {
    let nearest = Infinity;
    places.forEach((b, q) => {
      if (q !== p) nearest = Math.min(nearest, Math.hypot(a.x - b.x, a.y - b.y));
    });
    return Math.min(piece * 1.1, nearest / 2);
  });
}

/** Ring k is drawn at radius k + RING_OFFSET, leaving the Gon room. */
const RING_OFFSET = 2;

/** The drawing's scale: piece radius and margin in board units, per layout. */
function proportionsOf(board: Board): { readonly piece: number; readonly margin: number } {
  switch (board.layout.kind) {
    case 'grid':
      return { piece: 0.3, margin: 0.6 };
    case 'hexagon':
      return { piece: 0.36, margin: 0.75 };
    case 'rings':
      return { piece: 0.38, margin: 0.9 };
    default:
      return { piece: 0.3, margin: 0.6 };
  }
}

/**
 * Draws a position as a standalone SVG image: the board as the real thing — a grid of lines for
 * Kono and Jul-Gonu, the hexagon of 91 cells with its rings shaded for Agon, the 13 rings and 24
 * alternating black and white radials round the Gon for Gong (any other board: its points joined
 * to their neighbours) — with the pieces (a Queen marked by a ring), and optionally the point
 * names, the last move, a selected point and target points, from either side of the board
 * (`flip`). Pure string building: no DOM, the same output on every platform. With
 * `interactive`, each point gets a hit area carrying `data-point="name"`, for pages that let the
 * user click the board; no two hit areas overlap.
 *
 * @example
 * ```ts
 * import { renderSvg } from 'ludicore/render';
 * import { kono } from 'ludicore/kono';
 * const svg = renderSvg(kono, kono.start(), { size: 320, labels: true });
 * svg.startsWith('<svg'); // → true
 * ```
 *
 * @throws {@link ludicore!RulesError | RulesError} `argument/invalid` for a value that is not a game, a position of another game, unknown options or bad values
 * (a size that is not a positive finite number of at most 1,000,000, a point that is not a point index of the board, a list of points longer
 * than the board has points).
 */
export function renderSvg<Id extends string, M, O>(game: Game<Id, M, O>, position: Position<Id, O>, options?: RenderOptions): string {
  const owner = 'renderSvg';
  requireGame(game, owner);
  const known = readSettings(owner, options, [
    'size',
    'labels',
    'lastMove',
    'selected',
    'targets',
    'title',
    'interactive',
    'offBoard',
    'flip',
  ]);
  const board = game.board;
  const size = positiveNumber(owner, 'size', known['size'], MAX_SIZE) ?? 400;
  const labels = booleanOption(owner, 'labels', known['labels']);
  const interactive = booleanOption(owner, 'interactive', known['interactive']);
  const showOffBoard = booleanOption(owner, 'offBoard', known['offBoard']);
  const flip = booleanOption(owner, 'flip', known['flip']);
  const lastMove = pointsOption(owner, 'lastMove', known['lastMove'], board);
  const selected = known['selected'] === undefined ? [] : pointsOption(owner, 'selected', [known['selected']], board);
  const targets = pointsOption(owner, 'targets', known['targets'], board);
  const title = known['title'];
  if (title !== undefined && typeof title !== 'string') {
    throw new RulesError('argument/invalid', `${owner} title must be a string, got ${describeValue(title)}`);
  }
  // Reading the position through the game checks that it is one of the game's.
  const text = game.formatPosition(position);
  const pieces: (Piece | undefined)[] = [];
  for (let p = 0; p < board.size; p++) pieces.push(game.pieceAt(position, p));

  const places = placesOf(board, flip);
  const { piece: pieceRadius, margin } = proportionsOf(board);
  const xs = places.map((q) => q.x);
  const ys = places.map((q) => q.y);
  const minX = Math.min(...xs) - margin;
  const maxX = Math.max(...xs) + margin;
  const minY = Math.min(...ys) - margin;
  const maxY = Math.max(...ys) + margin;
  const scale = size / (maxX - minX);
  const width = size;
  // The strip of pieces off the board: a row per player that has any, below the board.
  const off = showOffBoard ? game.offBoard(position) : [];
  const offRows = PLAYERS.filter((player) => off.some((pieces) => pieces.owner === player));
  const rowHeight = pieceRadius * 2.6;
  const boardHeight = (maxY - minY) * scale;
  const height = boardHeight + offRows.length * rowHeight * scale;
  const X = (x: number): string => num((x - minX) * scale);
  const Y = (y: number): string => num((maxY - y) * scale);
  const R = (r: number): string => num(r * scale);
  const at = (p: number): Placed => places[p] as Placed;

  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(height)}" viewBox="0 0 ${num(width)} ${num(height)}"` +
      ` role="img" aria-label="${escapeXml(title ?? `${game.name}: ${text}`)}">`,
  );
  out.push(`<title>${escapeXml(title ?? `${game.name}: ${text}`)}</title>`);
  out.push(`<rect width="${num(width)}" height="${num(height)}" fill="${COLOURS.wood}"/>`);
  out.push(...drawBoard(board, places, flip, { X, Y, R }));

  // Highlights under the pieces, pieces, then what marks them.
  for (const p of lastMove) {
    out.push(`<circle cx="${X(at(p).x)}" cy="${Y(at(p).y)}" r="${R(pieceRadius * 1.35)}" fill="${COLOURS.last}" fill-opacity="0.7"/>`);
  }
  for (let p = 0; p < board.size; p++) {
    const piece = pieces[p];
    if (piece === undefined) continue;
    const { x, y } = at(p);
    out.push(...drawPiece(piece, Number(X(x)), Number(Y(y)), pieceRadius * scale, scale));
  }
  for (const p of selected) {
    out.push(
      `<circle cx="${X(at(p).x)}" cy="${Y(at(p).y)}" r="${R(pieceRadius * 1.25)}" fill="none" stroke="${COLOURS.selected}"` +
        ` stroke-width="${num(Math.max(2, scale * 0.08))}"/>`,
    );
  }
  for (const p of targets) {
    out.push(
      pieces[p] === undefined
        ? `<circle cx="${X(at(p).x)}" cy="${Y(at(p).y)}" r="${R(pieceRadius * 0.4)}" fill="${COLOURS.target}" fill-opacity="0.85"/>`
        : `<circle cx="${X(at(p).x)}" cy="${Y(at(p).y)}" r="${R(pieceRadius * 1.15)}" fill="none" stroke="${COLOURS.target}"` +
            ` stroke-width="${num(Math.max(2, scale * 0.07))}"/>`,
    );
  }
  if (labels) {
    const font = num(Math.max(7, scale * (board.layout.kind === 'hexagon' ? 0.2 : 0.24)));
    const names: string[] = [];
    for (let p = 0; p < board.size; p++) {
      const { x, y } = at(p);
      const { dx, dy } = labelOffset(board, x, y, pieceRadius);
      names.push(`<text x="${X(x + dx)}" y="${Y(y + dy)}">${escapeXml(board.name(p))}</text>`);
    }
    out.push(
      ...group(
        `class="labels" text-anchor="${labelAnchor(board)}" font-family="sans-serif" font-size="${font}" fill="${COLOURS.label}"` +
          ` stroke="${COLOURS.wood}" stroke-width="${num(Math.max(1, scale * 0.04))}" paint-order="stroke"`,
        names,
      ),
    );
  }
  offRows.forEach((player, row) => {
    const cy = boardHeight + (row + 0.5) * rowHeight * scale;
    const radius = pieceRadius * 0.8 * scale;
    const font = num(Math.max(8, scale * 0.28));
    let x = margin * scale;
    out.push(`<g class="off-board ${player}">`);
    for (const { kind, count, reason } of off.filter((pieces) => pieces.owner === player)) {
      const words = `×${count} ${reason === 'held' ? 'held' : 'to place'}`;
      out.push(...drawPiece({ owner: player, kind }, x + radius, cy, radius, scale));
      out.push(
        `<text x="${num(x + radius * 2.4)}" y="${num(cy + scale * 0.1)}" font-family="sans-serif" font-size="${font}"` +
          ` fill="${COLOURS.label}">${escapeXml(words)}</text>`,
      );
      // A piece, a gap, the words (about half a font size a letter), a gap.
      x += radius * 3 + words.length * Number(font) * 0.55 + scale * 0.3;
    }
    out.push('</g>');
  });
  if (interactive) {
    const radii = hitRadii(places, pieceRadius);
    for (let p = 0; p < board.size; p++) {
      out.push(
        `<circle class="point" data-point="${escapeXml(board.name(p))}" cx="${X(at(p).x)}" cy="${Y(at(p).y)}"` +
          ` r="${R(radii[p] as number)}" fill="transparent"/>`,
      );
    }
  }
  out.push('</svg>');
  return out.join('\n') + '\n';
}

/** A piece at (cx, cy) in pixels: a disc of its owner's colour, a Queen marked by a ring, a captured piece crossed out. */
function drawPiece(piece: Piece, cx: number, cy: number, radius: number, scale: number): string[] {
  const fill = piece.owner === 'black' ? COLOURS.black : COLOURS.white;
  const mark = piece.owner === 'black' ? COLOURS.white : COLOURS.black;
  const captured = piece.captured === true ? ' captured' : '';
  const out = [
    `<circle class="piece ${piece.owner} ${escapeXml(piece.kind)}${captured}" cx="${num(cx)}" cy="${num(cy)}" r="${num(radius)}"` +
      ` fill="${fill}" stroke="${COLOURS.outline}" stroke-width="${num(Math.max(1, scale * 0.04))}"/>`,
  ];
  if (piece.kind === 'queen') {
    out.push(
      `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(radius * 0.5)}" fill="none" stroke="${mark}"` +
        ` stroke-width="${num(Math.max(1, scale * 0.06))}"/>`,
    );
  }
  if (captured !== '') {
    // A cross over the disc: the piece stands on its cell but is captured until it is released.
    const d = radius * 0.6;
    const width = num(Math.max(1, scale * 0.06));
    out.push(
      `<path d="M${num(cx - d)} ${num(cy - d)}L${num(cx + d)} ${num(cy + d)}M${num(cx - d)} ${num(cy + d)}L${num(cx + d)} ${num(cy - d)}"` +
        ` stroke="${COLOURS.captured}" stroke-width="${width}"/>`,
    );
  }
  return out;
}

/**
 * Where a point's name goes: above and right of a grid point, at the top of a hexagonal cell
 * (inside it, clear of the piece), and outwards of a point on the rings.
 */
function labelOffset(board: Board, x: number, y: number, piece: number): { dx: number; dy: number } {
  switch (board.layout.kind) {
    case 'hexagon':
      return { dx: 0, dy: piece + 0.04 };
    case 'rings': {
      const length = Math.hypot(x, y);
      if (length === 0) return { dx: 0, dy: piece + 0.1 };
      return { dx: (x / length) * (piece + 0.35), dy: (y / length) * (piece + 0.35) - 0.1 };
    }
    default:
      return { dx: piece * 0.9, dy: piece * 0.9 };
  }
}

/** How the names line up on their places ({@link labelOffset}): from the left beside a grid point, centred elsewhere. */
const labelAnchor = (board: Board): 'start' | 'middle' =>
  board.layout.kind === 'hexagon' || board.layout.kind === 'rings' ? 'middle' : 'start';

/** Draws the board itself (lines, cells or rings), under the pieces. */
function drawBoard(
  board: Board,
  places: readonly Placed[],
  flip: boolean,
  { X, Y, R }: { X: (x: number) => string; Y: (y: number) => string; R: (r: number) => string },
): string[] {
  const layout = board.layout;
  const out: string[] = [];
  const line = (a: Placed, b: Placed): string => `<line x1="${X(a.x)}" y1="${Y(a.y)}" x2="${X(b.x)}" y2="${Y(b.y)}"/>`;
  // Lines of one stroke, drawn as one group.
  const lines = (stroke: string, width: string, drawn: readonly string[]): string[] =>
    group(`stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"`, drawn);
  if (layout.kind === 'hexagon') {
    // Flat-topped hexagonal cells (neighbours one unit apart), shaded ring by ring from the center.
    const rings = board.distances(layout.center);
    const corner = 1 / Math.sqrt(3);
    const corners = [0, 1, 2, 3, 4, 5].map((k): Placed => ({
      x: corner * Math.cos((k * Math.PI) / 3),
      y: corner * Math.sin((k * Math.PI) / 3),
    }));
    // Every cell has the same six sides: each shade is one path, in which a cell is a move to its
    // first corner and the sides drawn from there (a third of the bytes of a polygon per cell).
    const sides = corners
      .slice(1)
      .map((to, k) => {
        const from = corners[k] as Placed;
        return `${R(to.x - from.x)} ${R(from.y - to.y)}`;
      })
      .join(' ');
    const shades = new Map<string, string[]>();
    for (let p = 0; p < board.size; p++) {
      const { x, y } = places[p] as Placed;
      const first = corners[0] as Placed;
      const fill = p === layout.center ? COLOURS.seat : (rings[p] as number) % 2 === 0 ? COLOURS.wood : COLOURS.woodDark;
      const cells = shades.get(fill) ?? [];
      cells.push(`M${X(x + first.x)} ${Y(y + first.y)}l${sides}z`);
      shades.set(fill, cells);
    }
    return group(
      `stroke="${COLOURS.line}" stroke-width="${R(0.03)}"`,
      Array.from(shades, ([fill, cells]) => `<path fill="${fill}" d="${cells.join('')}"/>`),
    );
  }
  if (layout.kind === 'rings') {
    const center = places[layout.center] as Placed;
    const outer = layout.rings + RING_OFFSET;
    // Radials from ring 1 out: Black's (even letters) dark, White's light with a dark edge (a
    // light line over a wider dark one); thin spokes link ring 1 to the Gon, so the center stays clear.
    const spokes: string[] = [];
    const blackRadials: string[] = [];
    const whiteRadials: string[] = [];
    for (let r = 0; r < layout.radials; r++) {
      const angle = (2 * Math.PI * r) / layout.radials + (flip ? Math.PI : 0);
      const along = (radius: number): Placed => ({ x: center.x + radius * Math.cos(angle), y: center.y + radius * Math.sin(angle) });
      spokes.push(line(along(0.6), along(RING_OFFSET + 1)));
      (r % 2 === 0 ? blackRadials : whiteRadials).push(line(along(RING_OFFSET + 1), along(outer)));
    }
    out.push(
      ...lines(COLOURS.line, R(0.04), spokes),
      ...lines(COLOURS.black, R(0.14), blackRadials),
      ...lines(COLOURS.outline, R(0.18), whiteRadials),
      ...lines(COLOURS.white, R(0.1), whiteRadials),
    );
    const rings: string[] = [];
    for (let k = 1; k <= layout.rings; k++) rings.push(`<circle cx="${X(center.x)}" cy="${Y(center.y)}" r="${R(k + RING_OFFSET)}"/>`);
    out.push(...group(`fill="none" stroke="${COLOURS.line}" stroke-width="${R(0.05)}"`, rings));
    out.push(
      `<circle cx="${X(center.x)}" cy="${Y(center.y)}" r="${R(0.6)}" fill="${COLOURS.woodDark}" stroke="${COLOURS.line}"` +
        ` stroke-width="${R(0.06)}"/>`,
    );
    return out;
  }
  // A grid, or any other graph: a line between every pair of neighbours.
  const joins: string[] = [];
  for (let p = 0; p < board.size; p++) {
    for (let d = 0; d < board.directions.length; d++) {
      const q = board.neighbour(p, d);
      if (q > p) joins.push(line(places[p] as Placed, places[q] as Placed));
    }
  }
  return lines(COLOURS.line, R(0.05), joins);
}

function booleanOption(owner: string, name: string, value: unknown): boolean {
  if (value === undefined) return false;
  if (typeof value !== 'boolean') {
    throw new RulesError('argument/invalid', `${owner} ${name} must be true or false, got ${describeValue(value)}`);
  }
  return value;
}

/**
 * A list of point indices. Its length is checked against the board before any entry is read, so
 * refusing a list longer than the board (a huge or sparse array) takes time bounded by the board.
 */
function pointsOption(owner: string, name: string, value: unknown, board: Board): readonly number[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    throw new RulesError('argument/invalid', `${owner} ${name} must be an array of point indices, got ${describeValue(value)}`);
  }
  const list: readonly unknown[] = value;
  if (list.length > board.size) {
    throw new RulesError('argument/invalid', `${owner} ${name} has ${list.length} entries, more than the board's ${board.size} points`);
  }
  const points: number[] = [];
  for (let i = 0; i < list.length; i++) {
    const p = list[i];
    if (typeof p !== 'number' || !Number.isInteger(p) || p < 0 || p >= board.size) {
      throw new RulesError(
        'argument/invalid',
        `${owner} ${name}: ${describeValue(p)} is not a point index of the board (0 to ${board.size - 1})`,
      );
    }
    points.push(p);
  }
  return points;
}
