// The pictures of docs/images/: each game's start position, the worked examples of the rules
// pages as before/after pictures, and the planes of each game's observation for learning code. Shared by scripts/diagrams.mjs (which writes the files, using the
// built package) and test/docs/diagrams.test.ts (which checks that the committed files are
// exactly what this generates, using the sources). The library is passed in, never imported, so
// that both can use their own copy.
//
// Every example is a position string and moves that its rules page states, played with the
// library: the script fails if a move is not legal there or if the result is not the position
// the page gives (`expect`), so a picture cannot disagree with its text. The test also checks
// that the page contains the position, the moves and the result, and links the picture.

/** Where the pictures go, relative to the repository root. */
export const IMAGES_DIR = 'docs/images';

/**
 * The start pictures, `<game>-start.svg`: one per game, with point names except on Gong's 313
 * points. `title` is the picture's title, and the text of every image link to it.
 */
export const STARTS = [
  { game: 'kono', size: 240, labels: true, title: 'Four Field Kono: the start position' },
  { game: 'julgonu', size: 240, labels: true, title: 'Jul-Gonu: the start position' },
  { game: 'agon', size: 300, labels: true, title: 'Agon: the start position' },
  { game: 'gong', size: 300, labels: false, title: 'Gong: the start position, an empty board' },
];

/**
 * The worked examples. `position` and `moves` are as the page writes them; `expect` is the
 * position string the page gives after the moves; `panels` lists after how many moves a picture
 * is drawn (default: before and after all the moves). Each picture after the first highlights
 * the moves since the one before it; the first shows the next move: the piece that moves ringed
 * in blue, the pieces it takes ringed in green and an empty point it goes to dotted in green
 * (with `showLegal`, every point a legal move goes to). `title` is the picture's title, and the
 * text of the image link to it on its page.
 */
export const EXAMPLES = [
  {
    file: 'kono-k3-capture.svg',
    page: 'docs/rules/kono.md',
    game: 'kono',
    position: 'wwww/wwww/bbbb/bbbb b',
    moves: ['a1xa3'],
    expect: 'wwww/bwww/bbbb/1bbb w',
    title: 'Kono: a1xa3 jumps over a2 and takes a3',
  },
  {
    file: 'kono-k3-d2xb2.svg',
    page: 'docs/rules/kono.md',
    game: 'kono',
    position: 'w1ww/bwww/bwbb/1bbb b',
    moves: ['d2xb2'],
    expect: 'w1ww/bwww/bbb1/1bbb w',
    title: 'Kono: d2xb2 jumps over c2 and takes b2',
  },
  {
    file: 'julgonu-j3-single.svg',
    page: 'docs/rules/julgonu.md',
    game: 'julgonu',
    position: 'ww2/2wb/1b2/b3 b',
    moves: ['b2-b3xc3'],
    expect: 'ww2/1b1b/4/b3 w',
    title: 'Jul-Gonu: b2-b3 takes c3 against d3',
  },
  {
    file: 'julgonu-j3-line-of-two.svg',
    page: 'docs/rules/julgonu.md',
    game: 'julgonu',
    position: '2ww/1wwb/b3/1b2 b',
    moves: ['a2-a3xb3xc3'],
    expect: '2ww/b2b/4/1b2 w',
    title: 'Jul-Gonu: a2-a3 takes the line of two on b3 and c3 against d3',
  },
  {
    file: 'julgonu-j3-row-and-column.svg',
    page: 'docs/rules/julgonu.md',
    game: 'julgonu',
    position: '1b1w/1w1w/b1wb/4 b',
    moves: ['a2-b2xc2xb3'],
    expect: '1b1w/3w/1b1b/4 w',
    title: 'Jul-Gonu: a2-b2 takes c2 along rank 2 and b3 along file b',
  },
  {
    file: 'agon-a4-entering.svg',
    page: 'docs/rules/agon.md',
    game: 'agon',
    position: '6/7/g6G/g7G/g8G/q3gG1g2Q/g8G/8G/8/7/6 b - -',
    moves: ['f5xf6'],
    expect: '6/7/g6G/g7G/g8G/q4g1g2Q/g8G/8G/8/7/6 w G -',
    title: 'Agon: f5xf6 takes the White Guard on f6 by entering',
  },
  {
    file: 'agon-a5-custodian.svg',
    page: 'docs/rules/agon.md',
    game: 'agon',
    position: '6/7/g6G/g7G/g8G/q2g1Gg3Q/g8G/8G/8/7/6 b - -',
    moves: ['f4-f5xf6'],
    expect: '6/7/g6G/g7G/g8G/q3g1g3Q/g8G/8G/8/7/6 w G -',
    title: 'Agon: f4-f5 takes the White Guard on f6, flanked against f7',
  },
  {
    file: 'agon-a5-three.svg',
    page: 'docs/rules/agon.md',
    game: 'agon',
    position: '6/7/g6G/g4g2G/5G3G/q3g1Gg2Q/5G4/5g3/8/7/6 b - -',
    moves: ['f5-f6xe6xf7xg6'],
    expect: '6/7/g6G/g4g2G/9G/q4g1g2Q/10/5g3/8/7/6 w GGG -',
    title: 'Agon: f5-f6 takes three White Guards at once, on e6, f7 and g6',
  },
  {
    file: 'agon-a5-entering-and-flanking.svg',
    page: 'docs/rules/agon.md',
    game: 'agon',
    position: '6/7/g6G/g7G/g8G/q3gQGg3/g8G/8G/8/7/6 b - -',
    moves: ['f5xf6xf7'],
    expect: '6/7/g6G/g7G/g8G/q4g1g3/g8G/8G/8/7/6 w QG -',
    title: 'Agon: f5xf6xf7 takes the White Queen on f6 by entering and flanks f7',
  },
  {
    file: 'agon-a6-return.svg',
    page: 'docs/rules/agon.md',
    game: 'agon',
    position: '6/7/g6G/g7G/g7G1/q4g1g3/g8G/8G/8/7/6 b QG -',
    moves: ['G@a1', 'e9-e8', 'Q@l6'],
    expect: 'G5/7/g6G/g7G/g6G2/q4g1g3/g8G/8G/8/7/5Q w - -',
    showLegal: true,
    title: 'Agon: Black returns the White Guard to a1 and, after e9-e8, the Queen to l6',
  },
  {
    file: 'agon-a7-seat-of-power.svg',
    page: 'docs/rules/agon.md',
    game: 'agon',
    position: '6/7/7G/8G/4gg3G/4gqg3Q/4g1g2G/8G/7G/7/6 b - -',
    moves: ['g7-g6'],
    expect: '6/7/7G/8G/4gg3G/4gqg3Q/4gg3G/8G/7G/7/6 w - -',
    title: "Agon: g7-g6 completes Black's seat of power round f6",
  },
  {
    file: 'agon-ah3-capture.svg',
    page: 'docs/rules/agon.md',
    game: 'agon',
    options: { variant: 'historical' },
    position: 'g4Q/g5G/g6G/g4G2G/g2g6/4Gq5/3G6/9/8/7/6 b - -',
    moves: ['e4-f4xf5', 'f5-k1'],
    expect: 'g4Q/g5G/g6G/g4G2G/g9/3g1q5/3G6/9/8/G6/6 b - -',
    panels: [0, 1, 2],
    title: 'Agon, historical: e4-f4 captures the White Guard on f5, which White releases to k1',
  },
  {
    file: 'agon-ah5-without-queen.svg',
    page: 'docs/rules/agon.md',
    game: 'agon',
    options: { variant: 'historical' },
    position: 'q4G/6G/7G/8G/4gg3G/4gQg4/3g1g3G/9/8/7/6 b - -',
    moves: ['g4-g5xf6'],
    expect: 'q4G/6G/7G/8G/4gg3G/4gQ*g4/4gg3G/9/8/7/6 w - -',
    title: 'Agon, historical: g4-g5 completes six Black Guards round f6 without the Black Queen, and Black loses',
  },
  {
    file: 'gong-g5-sidestep-take.svg',
    page: 'docs/rules/gong.md',
    game: 'gong',
    position: '-/12b/12w/13/13/3b9/3w9/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13 b 0 0',
    moves: ['e4xf4'],
    expect: '-/12b/12w/13/13/13/2b10/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13 w 0 0',
    title: 'Gong: e4xf4 takes the White pawn on f4 and steps inward to f3',
  },
  {
    file: 'gong-g6-toff.svg',
    page: 'docs/rules/gong.md',
    game: 'gong',
    position: '-/13/13/13/13/3b9/1bbw9/13/13/13/13/bb11/13/b12/13/13/3wb1b6/13/13/13/13/13/13/12w/13 b 0 0',
    moves: ['e4xf4^k1'],
    expect: 'b/13/13/13/13/13/bb1b9/13/13/13/13/b12/13/b12/13/13/3wbb7/13/13/13/13/13/13/12w/13 w 0 0',
    title: "Gong: e4xf4^k1 takes f4 in a toff: Black's pawns move inward and k1 enters the Gon",
  },
  {
    file: 'gong-g6-toff-m1.svg',
    page: 'docs/rules/gong.md',
    game: 'gong',
    position: '-/13/13/13/13/3b9/1bbw9/13/13/13/13/bb11/13/b12/13/13/3wb1b6/13/13/13/13/13/13/12w/13 b 0 0',
    moves: ['e4xf4^m1'],
    expect: 'b/13/13/13/13/13/bb1b9/13/13/13/13/bb11/13/13/13/13/3wbb7/13/13/13/13/13/13/12w/13 w 0 0',
    title: 'Gong: e4xf4^m1, the same toff with m1 entering the Gon',
  },
  {
    file: 'gong-g8-gong-take.svg',
    page: 'docs/rules/gong.md',
    game: 'gong',
    position: 'b/13/12w/4b8/13/13/13/13/13/13/13/13/13/6w6/13/13/13/13/13/13/13/13/13/13/13 b 0 0',
    moves: ['gonxm7'],
    expect: '-/13/12w/4b8/13/13/13/13/13/13/13/13/13/5b7/13/13/13/13/13/13/13/13/13/13/13 w 0 0',
    title: 'Gong: gonxm7 takes the White pawn on m7 and ends on m6',
  },
  {
    file: 'gong-g9-end.svg',
    page: 'docs/rules/gong.md',
    game: 'gong',
    position: 'b/13/13/13/13/13/13/13/13/13/13/13/13/6w6/13/13/13/13/13/13/13/13/13/13/13 b 0 0',
    moves: ['gonxm7', 'pass', 'm6-gon'],
    expect: 'b/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13 w 0 0',
    title: "Gong: the Gon takes White's last pawn, White passes, and m6-gon wins",
  },
];

/** Panel sizes (width in pixels) of the example pictures, per game. */
const PANEL = {
  kono: { size: 220, labels: true },
  julgonu: { size: 220, labels: true },
  agon: { size: 380, labels: true },
  gong: { size: 420, labels: false },
};

/** Two caption lines: what the picture shows, and who is to move (or who won) and what is off the board. */
const LINE_HEIGHT = 17;
const CAPTION_HEIGHT = 2 * LINE_HEIGHT + 6;
const PAD = 10;
const GAP = 18;
const INK = '#3b2f22';
const PAPER = '#fbf6ea';

const escapeXml = (text) => text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]);
const capital = (player) => player.charAt(0).toUpperCase() + player.slice(1);

/** Width and height of a picture, from its root element. */
function dimensions(svg) {
  const match = /^<svg [^>]*width="([\d.]+)" height="([\d.]+)"/.exec(svg);
  if (match === null) throw new Error('diagrams: the renderer gave no width and height');
  return { width: Number(match[1]), height: Number(match[2]) };
}

const samePiece = (a, b) => (a === undefined ? b === undefined : b !== undefined && a.owner === b.owner && a.kind === b.kind);

/** The points a move leaves from and goes to, as the move object names them. */
function ends(game, move) {
  const from = move.from ?? (move.kind === 'gong' ? game.board.point('gon') : undefined);
  const to = move.to ?? move.at;
  return { from, to };
}

/** What one move does, seen on the board: where it starts and goes, what it takes, what changes. */
function effect(game, before, move, after) {
  const mover = game.toMove(before);
  const captured = [];
  const changed = [];
  for (let p = 0; p < game.board.size; p++) {
    const was = game.pieceAt(before, p);
    const now = game.pieceAt(after, p);
    if (samePiece(was, now)) continue;
    changed.push(p);
    // Only the mover's pieces move, so an enemy piece that is no longer there was taken. (A
    // Gong take of the mover's own pawn, gonxc5, would not be marked; no example has one.)
    if (was !== undefined && was.owner !== mover) captured.push(p);
  }
  return { ...ends(game, move), captured, changed };
}

const sorted = (points) => [...new Set(points)].sort((a, b) => a - b);

/** The options that show the next move in the position before it. */
function nextMoveHighlights(game, position, move, after, showLegal) {
  const { from, to, captured } = effect(game, position, move, after);
  const targets = new Set(captured);
  if (to !== undefined) targets.add(to);
  if (showLegal) {
    for (const legal of game.legalMoves(position)) {
      const end = ends(game, legal).to;
      if (end !== undefined) targets.add(end);
    }
  }
  return { ...(from === undefined ? {} : { selected: from }), targets: sorted(targets) };
}

/** The options that show the moves just played: every point they changed, except the points taken. */
function lastMoveHighlights(game, steps) {
  const points = [];
  for (const { before, move, after } of steps) {
    if (move.kind === 'pass') continue;
    const { from, to, captured, changed } = effect(game, before, move, after);
    const taken = new Set(captured);
    for (const p of [from, to]) if (p !== undefined) points.push(p);
    for (const p of changed) if (!taken.has(p)) points.push(p);
  }
  return { lastMove: sorted(points) };
}

/** "the White Queen and 2 Guards", for the held pieces of one colour in an Agon position string. */
function heldPieces(colour, letters) {
  const queens = [...letters].filter((c) => c.toLowerCase() === 'q').length;
  const guards = letters.length - queens;
  const parts = [];
  if (queens > 0) parts.push(`the ${colour} Queen`);
  const kind = queens > 0 ? 'Guard' : `${colour} Guard`;
  if (guards === 1) parts.push(`a ${kind}`);
  if (guards > 1) parts.push(`${guards} ${kind}s`);
  return parts.join(' and ');
}

/** Pieces held for return (Agon) or off the board (Gong), which the board cannot show. */
function offBoard(game, position) {
  const fields = game.formatPosition(position).split(' ');
  if (game.id === 'agon' && fields[2] !== '-') {
    const white = fields[2].replace(/[a-z]/g, '');
    const black = fields[2].replace(/[A-Z]/g, '');
    const parts = [];
    if (white !== '') parts.push(`Black holds ${heldPieces('White', white)}`);
    if (black !== '') parts.push(`White holds ${heldPieces('Black', black)}`);
    return parts.join('; ');
  }
  if (game.id === 'gong' && (fields[2] !== '0' || fields[3] !== '0')) return `off the board: Black ${fields[2]}, White ${fields[3]}`;
  return '';
}

function caption(game, position, label) {
  const outcome = game.outcome(position);
  const state = [];
  if (outcome !== undefined)
    state.push(outcome.winner === null ? `drawn (${outcome.reason})` : `${capital(outcome.winner)} wins (${outcome.reason})`);
  else state.push(`${capital(game.toMove(position))} to move`);
  const held = offBoard(game, position);
  if (held !== '') state.push(held);
  return [label, state.join(' · ')];
}

/** Places the panels side by side, each under its caption, on one light background. */
function compose(title, panels) {
  const sizes = panels.map((panel) => dimensions(panel.svg));
  const width = PAD * 2 + sizes.reduce((sum, s) => sum + s.width, 0) + GAP * (panels.length - 1);
  const height = PAD * 2 + CAPTION_HEIGHT + Math.max(...sizes.map((s) => s.height));
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${width}" height="${height}" fill="${PAPER}"/>`,
  ];
  let x = PAD;
  panels.forEach((panel, i) => {
    const size = sizes[i];
    panel.caption.forEach((line, k) => {
      out.push(
        `<text x="${x + size.width / 2}" y="${PAD + (k + 1) * LINE_HEIGHT - 4}" text-anchor="middle" font-family="sans-serif" font-size="13" fill="${INK}">${escapeXml(line)}</text>`,
      );
    });
    out.push(panel.svg.trimEnd().replace(/^<svg /, `<svg x="${x}" y="${PAD + CAPTION_HEIGHT}" `));
    x += size.width + GAP;
  });
  out.push('</svg>');
  return out.join('\n') + '\n';
}

/** Plays an example's moves, checking each against the page's notation and the result against `expect`. */
function playExample(game, example) {
  let position = game.parsePosition(example.position, example.options);
  const steps = [];
  for (const text of example.moves) {
    const move = game.parseMove(position, text);
    if (game.formatMove(position, move) !== text)
      throw new Error(`${example.file}: ${text} is written ${game.formatMove(position, move)} in ${game.formatPosition(position)}`);
    const after = game.play(position, move);
    steps.push({ before: position, move, after, text });
    position = after;
  }
  const result = game.formatPosition(position);
  if (result !== example.expect) throw new Error(`${example.file}: the moves give ${result}, not ${example.expect}`);
  return steps;
}

function renderExample(game, renderSvg, example) {
  const steps = playExample(game, example);
  const at = (n) => (n === 0 ? game.parsePosition(example.position, example.options) : steps[n - 1].after);
  const { size, labels } = PANEL[game.id];
  const marks = example.panels ?? [0, steps.length];
  const panels = marks.map((n, i) => {
    const position = at(n);
    let options;
    let label;
    if (i === 0) {
      const next = steps[n];
      options = next === undefined ? {} : nextMoveHighlights(game, position, next.move, next.after, example.showLegal === true);
      label = 'before';
    } else {
      const played = steps.slice(marks[i - 1], n);
      options = lastMoveHighlights(game, played);
      label = `after ${played.map((s) => s.text).join(', ')}`;
    }
    const svg = renderSvg(game, position, { size, labels, title: `${game.name}, ${label}: ${game.formatPosition(position)}`, ...options });
    return { svg, caption: caption(game, position, label) };
  });
  return compose(example.title, panels);
}

/**
 * The observation pictures, `observation-<game>.svg`: every plane of the observation of the
 * game's start position (ludicore/ai's `observation`), as docs/ai.md shows them. `title` is the
 * picture's title, and the text of the image link to it.
 */
export const OBSERVATIONS = [
  { game: 'kono', cell: 14, columns: 5, title: 'Four Field Kono: the planes of the observation of the start position' },
  { game: 'julgonu', cell: 14, columns: 5, title: 'Jul-Gonu: the planes of the observation of the start position' },
  { game: 'agon', cell: 9, columns: 5, title: 'Agon: the planes of the observation of the start position' },
  { game: 'gong', cell: 6, columns: 5, title: 'Gong: the planes of the observation of the start position' },
];

/** Width of the place of one plane: its grid, centred, and its name under it. */
const SLOT = 170;
const NAME_HEIGHT = 30;

/** A number for a caption: three decimals at most. */
const shortNumber = (n) => String(Math.round(n * 1000) / 1000);

/** The fill of a cell holding `value`: white for 0 to ink for 1 (and above). */
function shade(value) {
  const t = Math.max(0, Math.min(1, value));
  const ink = [0x3b, 0x2f, 0x22];
  return `#${ink
    .map((c) =>
      Math.round(255 + (c - 255) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * One game's planes, side by side in rows: each plane's grid (a cell per square, white for 0,
 * dark for 1, nothing where no point of the board stands) with its name under it, and its value
 * after the name where the plane holds one value throughout.
 */
function renderObservation(game, { observationShape, observation }, picture) {
  const position = game.start();
  const { planes, height, width, names } = observationShape(game);
  const values = observation(game, position);
  const area = height * width;
  const { cell, columns } = picture;
  const gridWidth = width * cell;
  const gridHeight = height * cell;
  const rows = Math.ceil(planes / columns);
  const top = PAD + CAPTION_HEIGHT;
  const svgWidth = PAD * 2 + columns * SLOT;
  const svgHeight = top + rows * (gridHeight + NAME_HEIGHT) + PAD;
  const mover = game.toMove(position);
  const lines = [
    picture.title,
    `${capital(mover)} to move · ${planes} planes of ${height} × ${width} cells · white 0, dark 1, blank: no point there`,
  ];
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${svgWidth}" height="${svgHeight}" viewBox="0 0 ${svgWidth} ${svgHeight}" role="img" aria-label="${escapeXml(picture.title)}">`,
    `<title>${escapeXml(picture.title)}</title>`,
    `<defs><pattern id="cells" width="${cell}" height="${cell}" patternUnits="userSpaceOnUse">` +
      `<path d="M${cell} 0H0V${cell}" fill="none" stroke="${INK}" stroke-width="0.5" stroke-opacity="0.35"/></pattern></defs>`,
    `<rect width="${svgWidth}" height="${svgHeight}" fill="${PAPER}"/>`,
  ];
  lines.forEach((line, k) => {
    out.push(
      `<text x="${svgWidth / 2}" y="${PAD + (k + 1) * LINE_HEIGHT - 4}" text-anchor="middle" font-family="sans-serif" font-size="${k === 0 ? 13 : 11}" fill="${INK}">${escapeXml(line)}</text>`,
    );
  });
  for (let plane = 0; plane < planes; plane++) {
    const x = PAD + (plane % columns) * SLOT + (SLOT - gridWidth) / 2;
    const y = top + Math.floor(plane / columns) * (gridHeight + NAME_HEIGHT);
    // Each row as runs of cells of the board (the board plane says where the points are) that
    // hold one value: a rect of that shade per run, and over the runs the cell lines (a pattern
    // in the plane's own coordinates), so that a picture of thousands of cells stays small.
    const shades = [];
    const outlines = [];
    for (let row = 0; row < height; row++) {
      for (let column = 0; column < width;) {
        const c = row * width + column;
        if (values[c] === 0) {
          column++;
          continue;
        }
        const v = values[plane * area + c];
        let end = column + 1;
        while (end < width && values[row * width + end] !== 0 && values[plane * area + row * width + end] === v) end++;
        const run = `x="${column * cell}" y="${row * cell}" width="${(end - column) * cell}" height="${cell}"`;
        shades.push(`<rect ${run} fill="${shade(v)}"/>`);
        outlines.push(`<rect ${run}/>`);
        column = end;
      }
    }
    out.push(
      `<g transform="translate(${x} ${y})">`,
      ...shades,
      `<g fill="url(#cells)" stroke="${INK}" stroke-width="0.5" stroke-opacity="0.35">`,
      ...outlines,
      '</g>',
      '</g>',
    );
    out.push(`<rect x="${x}" y="${y}" width="${gridWidth}" height="${gridHeight}" fill="none" stroke="${INK}" stroke-width="1"/>`);
    const own = values.subarray(plane * area, (plane + 1) * area);
    const constant = own.every((v) => v === own[0]) && names[plane] !== 'board';
    const label = constant ? `${names[plane]} = ${shortNumber(own[0])}` : names[plane];
    out.push(
      `<text x="${PAD + (plane % columns) * SLOT + SLOT / 2}" y="${y + gridHeight + 14}" text-anchor="middle" font-family="sans-serif" font-size="10" fill="${INK}">${escapeXml(label)}</text>`,
    );
  }
  out.push('</svg>');
  return out.join('\n') + '\n';
}

/**
 * The games whose ladder (docs/ladder/<game>.json, written by scripts/ladder.mjs) is drawn as
 * `ladder-<game>.svg`: every game's.
 */
export const LADDERS = ['kono', 'julgonu', 'agon', 'gong'];

/** The chart of one game's ratings: a point per level with its 95 % interval. */
export function ladderChart(record) {
  const width = 480;
  const height = 300;
  const left = 56;
  const right = 16;
  const top = 34;
  const bottom = 44;
  const { ratings } = record;
  const highest = Math.max(...ratings.map((r) => r.high));
  const lowest = Math.min(0, ...ratings.map((r) => r.low));
  const step = highest - lowest > 1600 ? 400 : 200;
  const yMin = Math.floor(lowest / step) * step;
  const yMax = Math.ceil(highest / step) * step;
  const levels = ratings.map((r) => r.level);
  const x = (level) => left + ((level - levels[0]) / Math.max(1, levels[levels.length - 1] - levels[0])) * (width - left - right);
  const y = (rating) => top + ((yMax - rating) / (yMax - yMin)) * (height - top - bottom);
  const f = (n) => n.toFixed(1);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="sans-serif" font-size="12">`,
    `<title>${record.name}: rating of each bot level</title>`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    `<text x="${width / 2}" y="20" text-anchor="middle" font-size="14">${record.name}: rating by level (95 % intervals)</text>`,
  ];
  for (let value = yMin; value <= yMax; value += step) {
    parts.push(
      `<line x1="${left}" y1="${f(y(value))}" x2="${width - right}" y2="${f(y(value))}" stroke="#ddd"/>`,
      `<text x="${left - 6}" y="${f(y(value) + 4)}" text-anchor="end">${value}</text>`,
    );
  }
  for (const level of levels) parts.push(`<text x="${f(x(level))}" y="${height - bottom + 18}" text-anchor="middle">${level}</text>`);
  parts.push(
    `<text x="${(left + width - right) / 2}" y="${height - 8}" text-anchor="middle">level</text>`,
    `<text transform="translate(14 ${(top + height - bottom) / 2}) rotate(-90)" text-anchor="middle">rating (Elo, level ${levels[0]} = 0)</text>`,
    `<polyline fill="none" stroke="#1f6feb" stroke-width="2" points="${ratings.map((r) => `${f(x(r.level))},${f(y(r.rating))}`).join(' ')}"/>`,
  );
  for (const r of ratings) {
    parts.push(
      `<line x1="${f(x(r.level))}" y1="${f(y(r.low))}" x2="${f(x(r.level))}" y2="${f(y(r.high))}" stroke="#1f6feb"/>`,
      `<circle cx="${f(x(r.level))}" cy="${f(y(r.rating))}" r="4" fill="#1f6feb"><title>level ${r.level}: ${Math.round(r.rating)} (${Math.round(r.low)} to ${Math.round(r.high)}), ${r.games} games</title></circle>`,
    );
  }
  parts.push('</svg>', '');
  return parts.join('\n');
}

/**
 * Every picture, as a map from its path (relative to the repository root, `docs/images/...`) to
 * its SVG text. Deterministic: the same text on every run and platform.
 *
 * @param {{ games: object, renderSvg: Function, observationShape: Function, observation: Function, ladders: object }} library
 *   the registry `games` of ludicore (the games by id), `renderSvg` of ludicore/render,
 *   `observationShape` and `observation` of ludicore/ai, and the ladders measured for the docs
 *   (the records of docs/ladder/<game>.json by game id)
 */
export function generateDiagrams({ games, renderSvg, observationShape, observation, ladders }) {
  const gameOf = (id) => {
    const game = Object.prototype.hasOwnProperty.call(games, id) ? games[id] : undefined;
    if (game === undefined) throw new Error(`diagrams: no game ${id}`);
    return game;
  };
  const files = new Map();
  for (const start of STARTS) {
    const game = gameOf(start.game);
    files.set(
      `${IMAGES_DIR}/${start.game}-start.svg`,
      renderSvg(game, game.start(), { size: start.size, labels: start.labels, title: start.title }),
    );
  }
  for (const example of EXAMPLES) {
    files.set(`${IMAGES_DIR}/${example.file}`, renderExample(gameOf(example.game), renderSvg, example));
  }
  for (const picture of OBSERVATIONS) {
    files.set(
      `${IMAGES_DIR}/observation-${picture.game}.svg`,
      renderObservation(gameOf(picture.game), { observationShape, observation }, picture),
    );
  }
  for (const id of LADDERS) files.set(`${IMAGES_DIR}/ladder-${id}.svg`, ladderChart(ladders[id]));
  return files;
}
