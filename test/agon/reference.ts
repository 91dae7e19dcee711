/**
 * An independent, deliberately naive Agon, written from RULES.md alone: cells are a Map from
 * cell name to piece letter, neighbours come from the (q, y) rule of the board description,
 * captures are found by walking the six directions from the moved piece, moves are named by
 * cell names. It shares no code with src/, so the engine's bit masks, precomputed custodian
 * lines, action table and count lists are checked against the rules as the text states them.
 */

/** A piece as the position string writes it: q g Black, Q G White. */
export type Letter = 'q' | 'g' | 'Q' | 'G';
export type Colour = 'b' | 'w';

/** The order of letters in the held and unplaced lists. */
export const LETTERS: readonly Letter[] = ['q', 'g', 'Q', 'G'];

export interface RefPosition {
  readonly cells: ReadonlyMap<string, Letter>;
  readonly toMove: Colour;
  /** Pieces held for return, each held by its owner's opponent, in the order q g Q G. */
  readonly held: readonly Letter[];
  /** Pieces not yet placed, in the order q g Q G. */
  readonly unplaced: readonly Letter[];
  /** A4: whether entering an enemy's cell takes it. */
  readonly displacement: boolean;
}

/** Moves with cell names where the engine has point indices. */
export type RefMove =
  | { readonly kind: 'step'; readonly from: string; readonly to: string }
  | { readonly kind: 'place'; readonly piece: 'queen' | 'guard'; readonly at: string }
  | { readonly kind: 'release'; readonly from: string; readonly to: string }
  | { readonly kind: 'pass' };

export interface RefOutcome {
  readonly winner: 'black' | 'white' | null;
  readonly reason: 'seat-of-power' | 'no-move-for-either' | 'max-plies' | 'repetition';
}

export interface RefOptions {
  readonly maxPlies?: number;
  readonly repetition?: number;
}

/**
 * A position with what the draw options need: every position string of the game so far, oldest
 * first, the current one last. Never cut (the engine cuts its trail at placements): a position
 * from before a placement cannot come back, so both must agree without the reference relying on it.
 */
export interface RefGame {
  readonly position: RefPosition;
  readonly history: readonly string[];
  readonly ply: number;
}

const FILES = 'abcdefghikl';

/** Cell names in point order: a1…a6, b1…b7, …, l1…l6. */
export const NAMES: readonly string[] = (() => {
  const names: string[] = [];
  for (let f = 0; f < 11; f++) {
    const length = 11 - Math.abs(f - 5);
    for (let rank = 1; rank <= length; rank++) names.push(`${FILES[f] ?? '?'}${rank}`);
  }
  return names;
})();

const INDEX = new Map(NAMES.map((name, i) => [name, i]));
export const indexOf = (name: string): number => INDEX.get(name) ?? -1;

/** (q, 2y) of each cell: q = file index − 5, y = rank − 1 + |q|/2, doubled to stay whole. */
const COORDS = new Map<string, readonly [number, number]>();
const AT = new Map<string, string>();
for (const name of NAMES) {
  const q = FILES.indexOf(name[0] ?? '') - 5;
  const rank = Number(name.slice(1));
  const y2 = 2 * (rank - 1) + Math.abs(q);
  COORDS.set(name, [q, y2]);
  AT.set(`${q},${y2}`, name);
}

/**
 * North, northeast, southeast, south, southwest, northwest as (Δq, Δ2y): the neighbours of (q, y)
 * are (q, y ± 1) and (q ± 1, y ± ½). Direction d's opposite is d + 3.
 */
export const DIRECTIONS: readonly (readonly [number, number])[] = [
  [0, 2],
  [1, 1],
  [1, -1],
  [0, -2],
  [-1, -1],
  [-1, 1],
];

/** The cell one step from `name` in direction d, or undefined off the board. */
export function neighbour(name: string, d: number): string | undefined {
  const c = COORDS.get(name);
  const step = DIRECTIONS[d];
  if (c === undefined || step === undefined) return undefined;
  return AT.get(`${c[0] + step[0]},${c[1] + step[1]}`);
}

export const CENTER = 'f6';
/** Ring 1: the six cells next to the center. */
export const RING_ONE: readonly string[] = DIRECTIONS.map((_, d) => neighbour(CENTER, d) ?? '?');
/** Ring 5: the cells on the rim, those with fewer than six neighbours, in point order. */
export const EDGE: readonly string[] = NAMES.filter((n) => DIRECTIONS.filter((_, d) => neighbour(n, d) !== undefined).length < 6);

/** Each cell's ring: its distance in steps from f6, by walking the neighbours outwards. */
export const RINGS: ReadonlyMap<string, number> = (() => {
  const ring = new Map([[CENTER, 0]]);
  const queue = [CENTER];
  for (let i = 0; i < queue.length; i++) {
    const from = queue[i] as string;
    for (let d = 0; d < 6; d++) {
      const to = neighbour(from, d);
      if (to !== undefined && !ring.has(to)) {
        ring.set(to, (ring.get(from) ?? 0) + 1);
        queue.push(to);
      }
    }
  }
  return ring;
})();

export const colourOf = (l: Letter): Colour => (l === 'q' || l === 'g' ? 'b' : 'w');
export const other = (c: Colour): Colour => (c === 'b' ? 'w' : 'b');
const letterOf = (colour: Colour, kind: 'queen' | 'guard'): Letter =>
  colour === 'b' ? (kind === 'queen' ? 'q' : 'g') : kind === 'queen' ? 'Q' : 'G';
const kindOf = (l: Letter): 'queen' | 'guard' => (l === 'q' || l === 'Q' ? 'queen' : 'guard');
export const sortLetters = (ls: readonly Letter[]): Letter[] => [...ls].sort((a, b) => LETTERS.indexOf(a) - LETTERS.indexOf(b));

/** Reads a position string the way RULES.md describes it (canonical input only). */
export function refParse(text: string, displacement = true): RefPosition {
  const fail = (): never => {
    throw new Error(`reference cannot read ${JSON.stringify(text)}`);
  };
  const fields = text.split(' ');
  if (fields.length !== 4) fail();
  const [board, side, held, unplaced] = fields as [string, string, string, string];
  const files = board.split('/');
  if (files.length !== 11 || (side !== 'b' && side !== 'w')) fail();
  const cells = new Map<string, Letter>();
  files.forEach((file, f) => {
    const length = 11 - Math.abs(f - 5);
    let rank = 1;
    for (const token of file.match(/[0-9]+|[qgQG]/g) ?? []) {
      if (/^[0-9]+$/.test(token)) rank += Number(token);
      else cells.set(`${FILES[f] ?? '?'}${rank++}`, token as Letter);
    }
    if (rank !== length + 1) fail();
  });
  const list = (s: string): Letter[] => (s === '-' ? [] : (s.split('') as Letter[]));
  return { cells, toMove: side as Colour, held: list(held), unplaced: list(unplaced), displacement };
}

export function refFormat(pos: RefPosition): string {
  const files: string[] = [];
  for (let f = 0; f < 11; f++) {
    const length = 11 - Math.abs(f - 5);
    let text = '';
    let run = 0;
    for (let rank = 1; rank <= length; rank++) {
      const piece = pos.cells.get(`${FILES[f] ?? '?'}${rank}`);
      if (piece === undefined) {
        run++;
        continue;
      }
      if (run > 0) text += String(run);
      run = 0;
      text += piece;
    }
    files.push(run > 0 ? text + String(run) : text);
  }
  const list = (ls: readonly Letter[]): string => (ls.length === 0 ? '-' : sortLetters(ls).join(''));
  return `${files.join('/')} ${pos.toMove} ${list(pos.held)} ${list(pos.unplaced)}`;
}

/**
 * A2/A6/A10: the pieces the mover must put on the edge instead of stepping: its own unplaced
 * pieces first, else the opponent's pieces it holds; undefined when it steps.
 */
function toPut(pos: RefPosition): { from: 'unplaced' | 'held'; letters: Letter[] } | undefined {
  const own = pos.unplaced.filter((l) => colourOf(l) === pos.toMove);
  if (own.length > 0) return { from: 'unplaced', letters: own };
  const captured = pos.held.filter((l) => colourOf(l) !== pos.toMove);
  if (captured.length > 0) return { from: 'held', letters: captured };
  return undefined;
}

/** The moves of the player to move, the pass aside, in the documented order. */
export function refPseudoMoves(pos: RefPosition): RefMove[] {
  const moves: RefMove[] = [];
  const put = toPut(pos);
  if (put !== undefined) {
    for (const piece of ['queen', 'guard'] as const) {
      if (!put.letters.some((l) => kindOf(l) === piece)) continue;
      for (const at of EDGE) if (!pos.cells.has(at)) moves.push({ kind: 'place', piece, at });
    }
    return moves;
  }
  for (const from of NAMES) {
    const piece = pos.cells.get(from);
    if (piece === undefined || colourOf(piece) !== pos.toMove) continue;
    for (let d = 0; d < 6; d++) {
      const to = neighbour(from, d);
      if (to === undefined) continue;
      const target = pos.cells.get(to);
      if (target === undefined || (pos.displacement && colourOf(target) !== pos.toMove)) moves.push({ kind: 'step', from, to });
    }
  }
  return moves;
}

/** A5 on the board after a step: from the moved piece, an enemy then a friend takes the enemy. */
export function refCustodian(cells: ReadonlyMap<string, Letter>, at: string): string[] {
  const me = cells.get(at);
  if (me === undefined) throw new Error(`reference: no piece on ${at}`);
  const taken: string[] = [];
  for (let d = 0; d < 6; d++) {
    const first = neighbour(at, d);
    const second = first === undefined ? undefined : neighbour(first, d);
    if (first === undefined || second === undefined) continue;
    const enemy = cells.get(first);
    const closer = cells.get(second);
    if (enemy !== undefined && colourOf(enemy) !== colourOf(me) && closer !== undefined && colourOf(closer) === colourOf(me))
      taken.push(first);
  }
  return taken.sort((a, b) => indexOf(a) - indexOf(b));
}

/** What a step takes: the piece entered (A4), then the custodian captures (A5), ascending. */
export function refStepCaptures(pos: RefPosition, from: string, to: string): { take: boolean; captures: string[] } {
  const cells = new Map(pos.cells);
  const piece = cells.get(from);
  if (piece === undefined) throw new Error(`reference: no piece on ${from}`);
  const take = cells.has(to);
  cells.delete(from);
  cells.set(to, piece);
  return { take, captures: refCustodian(cells, to) };
}

export function refApply(pos: RefPosition, m: RefMove): RefPosition {
  const cells = new Map(pos.cells);
  let held = [...pos.held];
  let unplaced = [...pos.unplaced];
  if (m.kind === 'step') {
    const { captures } = refStepCaptures(pos, m.from, m.to);
    const piece = cells.get(m.from);
    const entered = cells.get(m.to);
    if (piece === undefined) throw new Error(`reference: no piece on ${m.from}`);
    if (entered !== undefined) held.push(entered);
    cells.delete(m.from);
    cells.set(m.to, piece);
    for (const c of captures) {
      const taken = cells.get(c);
      if (taken !== undefined) held.push(taken);
      cells.delete(c);
    }
  } else if (m.kind === 'place') {
    const put = toPut(pos);
    if (put === undefined) throw new Error('reference: nothing to place');
    // A piece placed from the player's own stock is theirs; a returned one is the opponent's.
    const letter = letterOf(put.from === 'unplaced' ? pos.toMove : other(pos.toMove), m.piece);
    const list = put.from === 'unplaced' ? unplaced : held;
    const i = list.indexOf(letter);
    if (i < 0) throw new Error(`reference: no ${letter} to place`);
    list.splice(i, 1);
    if (put.from === 'unplaced') unplaced = list;
    else held = list;
    cells.set(m.at, letter);
  }
  return { cells, toMove: other(pos.toMove), held: sortLetters(held), unplaced: sortLetters(unplaced), displacement: pos.displacement };
}

export function refNotation(pos: RefPosition, m: RefMove): string {
  if (m.kind === 'pass') return 'pass';
  if (m.kind === 'place') return `${m.piece === 'queen' ? 'Q' : 'G'}@${m.at}`;
  const { take, captures } = refStepCaptures(pos, m.from, m.to);
  return `${m.from}${take ? 'x' : '-'}${m.to}${captures.map((c) => `x${c}`).join('')}`;
}

/** A7: the colour's Queen on f6 and its six Guards on ring 1. */
export function refSeat(pos: RefPosition, colour: Colour): boolean {
  return pos.cells.get(CENTER) === letterOf(colour, 'queen') && RING_ONE.every((c) => pos.cells.get(c) === letterOf(colour, 'guard'));
}

export function refGame(position: RefPosition): RefGame {
  return { position, history: [refFormat(position)], ply: 0 };
}

export function refPlay(game: RefGame, m: RefMove): RefGame {
  const position = refApply(game.position, m);
  return { position, history: [...game.history, refFormat(position)], ply: game.ply + 1 };
}

/**
 * A7 for the player who has just moved; then, when the mover has nothing but a pass and the
 * opponent would have nothing either, a draw (RULES, common part); then the draw options.
 */
export function refOutcome(game: RefGame, options: RefOptions = {}): RefOutcome | undefined {
  const pos = game.position;
  const justMoved = other(pos.toMove);
  if (refSeat(pos, justMoved)) return { winner: justMoved === 'b' ? 'black' : 'white', reason: 'seat-of-power' };
  if (refPseudoMoves(pos).length === 0 && refPseudoMoves({ ...pos, toMove: justMoved }).length === 0) {
    return { winner: null, reason: 'no-move-for-either' };
  }
  const current = game.history[game.history.length - 1];
  if (options.repetition !== undefined && game.history.filter((k) => k === current).length >= options.repetition) {
    return { winner: null, reason: 'repetition' };
  }
  if (options.maxPlies !== undefined && game.ply >= options.maxPlies) return { winner: null, reason: 'max-plies' };
  return undefined;
}

/** The legal moves: none once the game is over, a lone pass for a player with nothing else (A9). */
export function refMoves(game: RefGame, options: RefOptions = {}): RefMove[] {
  if (refOutcome(game, options) !== undefined) return [];
  const moves = refPseudoMoves(game.position);
  return moves.length > 0 ? moves : [{ kind: 'pass' }];
}

/** Every move the board allows, in the documented order: the action table. */
export function refActionTable(): RefMove[] {
  const table: RefMove[] = [];
  for (const from of NAMES) {
    for (let d = 0; d < 6; d++) {
      const to = neighbour(from, d);
      if (to !== undefined) table.push({ kind: 'step', from, to });
    }
  }
  for (const piece of ['queen', 'guard'] as const) for (const at of EDGE) table.push({ kind: 'place', piece, at });
  table.push({ kind: 'pass' });
  // AH4's releases, of the historical variant: a piece from any cell to any other.
  for (const from of NAMES) for (const to of NAMES) if (to !== from) table.push({ kind: 'release', from, to });
  return table;
}

/** Perft by plain recursion: sequences of exactly `depth` plies; a finished game ends its line. */
export function refPerft(game: RefGame, depth: number, options: RefOptions = {}): number {
  if (depth === 0) return 1;
  const moves = refMoves(game, options);
  if (depth === 1) return moves.length;
  let total = 0;
  for (const m of moves) total += refPerft(refPlay(game, m), depth - 1, options);
  return total;
}

export const REF_STARTS = {
  fixed: '6/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b - -',
  classic: '1G2g1/g5G/8/G7g/10/q9Q/10/G7g/8/g5G/1G2g1 b - -',
  placement: '6/7/8/9/10/11/10/9/8/7/6 b - qggggggQGGGGGG',
} as const;
