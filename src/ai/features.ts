// The features of a learned evaluation: what a position is made of, as indices into a flat list of
// weights, read from any game through its cursor (the pieces on the board, those off it, the player
// to move). One layout serves the evaluation at the leaves of a search and the trainer alike.
import type { Symmetry } from '../core/board.js';
import { RulesError, quote } from '../core/errors.js';
import type { AnyGame, Cursor, Piece, Position } from '../core/game.js';
import { OFF_BOARD_REASONS, type OffBoardReason } from '../core/off-board.js';
import type { Random } from '../core/random.js';

/** A count of pieces off the board that a layout tells apart: one kind, for one reason, counts 1 to `max`. */
export interface OffBoardFeature {
  /** The kind of piece, as {@link ludicore!Piece.kind}. */
  readonly kind: string;
  /** Why the pieces are off the board. */
  readonly reason: OffBoardReason;
  /** The largest count told apart: a larger one counts as `max`. */
  readonly max: number;
}

/**
 * What the weights of a learned evaluation stand for, derived from a game's board and pieces. A
 * position is read for the player to move (their pieces and the opponent's), and its value is the
 * sum of the weights of its features (see `docs/ai.md`, "Learned evaluations"):
 *
 * - a constant, the weight of having the move;
 * - each piece on the board: a weight per owner (the mover or the opponent), kind and point;
 * - each n-tuple of `lines` neighbouring points in a line of the board (two: every pair of
 *   neighbours) that holds at least one piece: a weight per combination of what its points hold;
 * - each count of pieces off the board (per owner, kind and reason): a weight per count;
 * - for each kind, the number of a player's pieces on the board against the opponent's: a weight
 *   per pair of counts (the material balance, where the worth of a piece may depend on what is left).
 *
 * Points and n-tuples that a symmetry of `symmetries` maps onto each other share their weights,
 * and a position with White to move is read through the symmetry `swap`, as if Black were to move.
 */
export interface FeatureLayout {
  /** The number of points of the board the layout is for. */
  readonly points: number;
  /**
   * The kinds of piece told apart, as {@link ludicore!Piece.kind}, with `*` after the kind for a
   * captured piece left on the board ({@link ludicore!Piece.captured}). A piece of another kind
   * counts nothing.
   */
  readonly kinds: readonly string[];
  /**
   * The name of the board's symmetry (one of `board.symmetries`) that exchanges the two sides'
   * places: a position with White to move is read through it, so that both players to move share
   * one set of weights. {@link NO_SYMMETRY}: each player to move has a set of its own.
   */
  readonly swap: string;
  /**
   * The names of the board's symmetries under which the game looks the same to either player, the
   * identity among them, closed under composition (a group): points and n-tuples that one of them
   * maps onto each other share their weights.
   */
  readonly symmetries: readonly string[];
  /** The points of each n-tuple, in a line of the board: 0 for none, from 2 to {@link MAX_TUPLE_POINTS}. */
  readonly lines: number;
  /** The counts of pieces off the board told apart, for each owner. */
  readonly offBoard: readonly OffBoardFeature[];
  /**
   * The largest number of pieces of each kind (of {@link FeatureLayout.kinds}, in its order) on the
   * board that the material features tell apart, a player's count against the opponent's (a larger
   * count counts as the largest); an empty list for no material features.
   */
  readonly material: readonly number[];
}

/** The most points an n-tuple of a {@link FeatureLayout} may have. */
export const MAX_TUPLE_POINTS = 4;

/** The `swap` of a layout whose two players to move have weights of their own. */
export const NO_SYMMETRY = 'none';

/** The largest number of weights a layout may have (2^24, 64 MB of 32-bit floats). */
export const MAX_WEIGHTS = 1 << 24;

/** The kind name of a piece as a layout lists it: its kind, with `*` for a captured one. */
export const kindName = (piece: Piece): string => (piece.captured === true ? `${piece.kind}*` : piece.kind);

/** The n-tuples of `length` points along the board's lines: each line of that many neighbours in one direction, once. */
export function boardLines(game: AnyGame, length: number): number[][] {
  const board = game.board;
  const tuples: number[][] = [];
  if (length === 0) return tuples;
  for (let p = 0; p < board.size; p++) {
    for (let d = 0; d < board.directions.length; d++) {
      // Each line once: from its end in the lower-numbered of the two opposite directions.
      if (board.opposite(d) < d) continue;
      const line = [p];
      for (let q = board.neighbour(p, d); q >= 0 && line.length < length && !line.includes(q); q = board.neighbour(q, d)) line.push(q);
      if (line.length === length) tuples.push(line);
    }
  }
  return tuples;
}

/** The board's symmetry of each name, or a `weights/wrong-game` error naming the one it has not. */
function symmetriesNamed(game: AnyGame, names: readonly string[]): Symmetry[] {
  return names.map((name) => {
    const symmetry = game.board.symmetries.find((s) => s.name === name);
    if (symmetry === undefined) {
      throw new RulesError('weights/wrong-game', `these weights use the board symmetry ${quote(name)}, which ${game.name}'s board has not`);
    }
    return symmetry;
  });
}

/** Throws `weights/corrupt` unless the symmetries hold the identity and every composition of two of them. */
function checkGroup(symmetries: readonly Symmetry[], size: number): void {
  const key = (points: readonly number[]): string => points.join(',');
  const keys = new Set(symmetries.map((s) => key(s.points)));
  if (!keys.has(key(Array.from({ length: size }, (_, p) => p)))) {
    throw new RulesError('weights/corrupt', 'the symmetries of the weights do not include the identity');
  }
  for (const g of symmetries) {
    for (const h of symmetries) {
      if (!keys.has(key(g.points.map((p) => h.points[p] as number)))) {
        throw new RulesError('weights/corrupt', `the symmetries of the weights are not closed: ${g.name} then ${h.name} is not among them`);
      }
    }
  }
}

/**
 * A layout compiled for one game: where each weight is, and the reading of a cursor's position
 * into the features it has.
 *
 * The weights say what things are worth to their owner: a constant to the player to move, each
 * piece to its owner by kind and point, each n-tuple's combination to a player by what of theirs
 * and of the opponent's it holds, each count off the board to the owner of the pieces. A position
 * is worth to the player to move what it holds for them less what it holds for the opponent, so
 * that the evaluation is zero-sum by construction (but for the constant). The features of a
 * position index a table derived from the weights ({@link FeatureSet.table}) that holds each
 * feature's worth to the mover, the two terms added; the trainer maps a feature's error back onto
 * the two weights ({@link FeatureSet.plus}, {@link FeatureSet.minus}).
 *
 * Its scratch arrays make it single-threaded and allocation-free per position.
 */
export class FeatureSet {
  /** The number of weights. */
  readonly size: number;
  /** The number of entries of the table of features ({@link FeatureSet.table}). */
  readonly tableSize: number;
  /** For each feature, the weight it adds (its owner's worth to the mover), or -1. */
  readonly plus: Int32Array;
  /** For each feature, the weight it takes away (its worth to the opponent), or -1. */
  readonly minus: Int32Array;
  readonly #game: AnyGame;
  readonly #layout: FeatureLayout;
  readonly #kinds: number;
  /** Point states: 0 empty, then the mover's kinds, then the opponent's. */
  readonly #states: number;
  /** The point each point is read as, for each player to move (0 Black, 1 White): their frame. */
  readonly #frames: readonly [Int32Array, Int32Array];
  /** Where the features of each player to move start in the table. */
  readonly #tableBlocks: readonly [number, number];
  readonly #tupleStart: number;
  readonly #tupleSize: number;
  readonly #tupleCount: number;
  readonly #tupleLength: number;
  /** Each tuple's points, `tupleLength` a tuple, in the order of its class's first tuple (so that both read alike). */
  readonly #tuplePoints: Int32Array;
  /** For each point, the tuples it belongs to: `#incidence[#incidenceStart[q] … #incidenceStart[q + 1]]`. */
  readonly #incidenceStart: Int32Array;
  readonly #incidence: Int32Array;
  /** Per kind, the largest count the material features tell apart and where its pairs start in the table (empty: none). */
  readonly #material: readonly { readonly max: number; readonly at: number }[];
  /** Scratch: the number of pieces of each state, 0 unused. */
  readonly #counts: Int32Array;
  /** Per off-board feature, where its counts start in the table (the mover's, then the opponent's). */
  readonly #offSlots: readonly { readonly kind: string; readonly reason: OffBoardReason; readonly max: number; readonly at: number }[];
  // Scratch: the pieces' points, the points read, the board as the mover sees it, a stamp per tuple.
  readonly #occupied: Int32Array;
  readonly #seen: Int32Array;
  readonly #board: Int32Array;
  readonly #stamps: Int32Array;
  #stamp = 0;
  /** The features of the position last read. */
  readonly #found: Int32Array;
  /** The pieces met so far (the games hand out one frozen object per owner and kind), and their kind indices. */
  readonly #knownPieces: Piece[] = [];
  readonly #knownKinds: number[] = [];

  /**
   * @throws {@link RulesError} `weights/wrong-game` for a layout that does not fit the game's
   *   board (its point count, a symmetry it has not), `weights/corrupt` for symmetries that are
   *   not a group or a layout of too many weights.
   */
  constructor(game: AnyGame, layout: FeatureLayout) {
    this.#game = game;
    this.#layout = layout;
    const board = game.board;
    const points = board.size;
    if (layout.points !== points) {
      throw new RulesError('weights/wrong-game', `these weights are for a board of ${layout.points} points; ${game.name}'s has ${points}`);
    }
    const kinds = layout.kinds.length;
    const states = 1 + 2 * kinds;
    this.#kinds = kinds;
    this.#states = states;
    const identity = Int32Array.from({ length: points }, (_, p) => p);
    const swapped = layout.swap !== NO_SYMMETRY;
    const swap = swapped ? Int32Array.from((symmetriesNamed(game, [layout.swap])[0] as Symmetry).points) : identity;
    this.#frames = [identity, swap];
    const inverse = new Int32Array(points);
    swap.forEach((q, p) => (inverse[q] = p));
    // A point of the mover's frame in the opponent's: Black's frame is the board's, White's the swap's image.
    const toOpponent = [swap, inverse] as const;
    const group = symmetriesNamed(game, layout.symmetries);
    checkGroup(group, points);

    // A point's class: the classes numbered in the order of their lowest point.
    const pointClass = new Int32Array(points).fill(-1);
    let classes = 0;
    for (let p = 0; p < points; p++) {
      if ((pointClass[p] as number) >= 0) continue;
      for (const g of group) pointClass[g.points[p] as number] = classes;
      classes++;
    }

    const tuples = boardLines(game, layout.lines);
    const length = layout.lines;
    const tupleSize = length === 0 ? 0 : states ** length;
    this.#tupleLength = length;
    this.#tupleCount = tuples.length;
    this.#tupleSize = tupleSize;
    // A tuple's class: the tuples the symmetries map it onto (either way round), each read in the
    // order its image under that symmetry has in the class's first tuple.
    const byKey = new Map<string, number>();
    tuples.forEach((tuple, t) => {
      byKey.set(tuple.join(','), t);
      byKey.set([...tuple].reverse().join(','), t);
    });
    const tupleClass = new Int32Array(tuples.length).fill(-1);
    const ordered: number[][] = tuples.map((tuple) => tuple);
    let tupleClasses = 0;
    tuples.forEach((tuple, t) => {
      if ((tupleClass[t] as number) >= 0) return;
      for (const g of group) {
        const image = tuple.map((p) => g.points[p] as number);
        const u = byKey.get(image.join(','));
        if (u === undefined || (tupleClass[u] as number) >= 0) continue;
        tupleClass[u] = tupleClasses;
        // u read in the order of t's points: g maps t's j-th point onto the j-th of `image`.
        ordered[u] = image;
      }
      tupleClasses++;
    });
    this.#tuplePoints = Int32Array.from(ordered.flat());
    const perPoint = Array.from({ length: points }, (): number[] => []);
    tuples.forEach((tuple, t) => tuple.forEach((q) => (perPoint[q] as number[]).push(t)));
    this.#incidenceStart = new Int32Array(points + 1);
    perPoint.forEach((list, q) => (this.#incidenceStart[q + 1] = (this.#incidenceStart[q] as number) + list.length));
    this.#incidence = Int32Array.from(perPoint.flat());

    // The weights: per player (one set for both where the swap makes their positions alike), the
    // constant, each kind on each class of points, each tuple class's combinations, each count off the board.
    const weightTuples = 1 + kinds * classes;
    const weightOff = weightTuples + tupleClasses * tupleSize;
    const offMax = layout.offBoard.reduce((sum, slot) => sum + slot.max, 0);
    const weightMaterial = weightOff + offMax;
    // Each kind's pairs of counts, 0 to its largest, the player's first.
    const materialStarts: number[] = [];
    let materialSize = 0;
    layout.material.forEach((max) => {
      materialStarts.push(materialSize);
      materialSize += (max + 1) * (max + 1);
    });
    const weightBlock = weightMaterial + materialSize;
    const weightBlocks = [0, swapped ? 0 : weightBlock] as const;
    // The table: per player to move, the constant, each state on each point, each tuple's combinations, each count of either owner.
    this.#tupleStart = 1 + 2 * kinds * points;
    const tableOff = this.#tupleStart + tuples.length * tupleSize;
    const tableMaterial = tableOff + 2 * offMax;
    const tableBlock = tableMaterial + materialSize;
    this.#material = layout.material.map((max, kind) => ({ max, at: tableMaterial + (materialStarts[kind] as number) }));
    if (this.#material.length !== 0 && this.#material.length !== kinds) {
      throw new RulesError('weights/corrupt', `the material features name ${this.#material.length} kinds; the layout has ${kinds}`);
    }
    this.#tableBlocks = [0, tableBlock];
    const size = weightBlock * (swapped ? 1 : 2);
    if (size > MAX_WEIGHTS || 2 * tableBlock > MAX_WEIGHTS) {
      throw new RulesError(
        'weights/corrupt',
        `a layout of ${size} weights and ${2 * tableBlock} features is larger than the ${MAX_WEIGHTS} allowed`,
      );
    }
    this.size = size;
    this.tableSize = 2 * tableBlock;
    let at = tableOff;
    this.#offSlots = layout.offBoard.map((slot) => {
      const placed = { kind: slot.kind, reason: slot.reason, max: slot.max, at };
      at += 2 * slot.max;
      return placed;
    });

    const plus = new Int32Array(this.tableSize).fill(-1);
    const minus = new Int32Array(this.tableSize).fill(-1);
    const ownTupleIndex = (t: number, combination: number): number => weightTuples + (tupleClass[t] as number) * tupleSize + combination;
    for (const mover of [0, 1] as const) {
      const table = this.#tableBlocks[mover];
      const own = weightBlocks[mover];
      const other = weightBlocks[mover === 0 ? 1 : 0];
      const opponentPoint = toOpponent[mover];
      plus[table] = own;
      for (let kind = 0; kind < kinds; kind++) {
        for (let q = 0; q < points; q++) {
          plus[table + 1 + kind * points + q] = own + 1 + kind * classes + (pointClass[q] as number);
          minus[table + 1 + (kinds + kind) * points + q] = other + 1 + kind * classes + (pointClass[opponentPoint[q] as number] as number);
        }
      }
      for (let t = 0; t < tuples.length; t++) {
        const mine = ordered[t] as number[];
        // The same points in the opponent's frame: the tuple u they make, and where each of u's points comes in t's order.
        const theirs = mine.map((q) => opponentPoint[q] as number);
        const u = byKey.get(theirs.join(',')) as number;
        const order = (ordered[u] as number[]).map((q) => theirs.indexOf(q));
        for (let combination = 0; combination < tupleSize; combination++) {
          const digits = Array.from({ length }, (_, j) => Math.floor(combination / states ** j) % states);
          // The opponent's reading: each point's state with the owners exchanged, in u's order.
          const swappedOwners = digits.map((d) => (d === 0 ? 0 : d <= kinds ? d + kinds : d - kinds));
          const theirCombination = order.reduce((sum, i, j) => sum + (swappedOwners[i] as number) * states ** j, 0);
          plus[table + this.#tupleStart + t * tupleSize + combination] = own + ownTupleIndex(t, combination);
          minus[table + this.#tupleStart + t * tupleSize + combination] = other + ownTupleIndex(u, theirCombination);
        }
      }
      let slotAt = 0;
      for (const slot of this.#offSlots) {
        for (let count = 0; count < slot.max; count++) {
          plus[table + slot.at + count] = own + weightOff + slotAt + count;
          minus[table + slot.at + slot.max + count] = other + weightOff + slotAt + count;
        }
        slotAt += slot.max;
      }
      layout.material.forEach((max, kind) => {
        const from = materialStarts[kind] as number;
        for (let mine = 0; mine <= max; mine++) {
          for (let theirs = 0; theirs <= max; theirs++) {
            const feature = table + tableMaterial + from + mine * (max + 1) + theirs;
            plus[feature] = own + weightMaterial + from + mine * (max + 1) + theirs;
            minus[feature] = other + weightMaterial + from + theirs * (max + 1) + mine;
          }
        }
      });
    }
    this.plus = plus;
    this.minus = minus;
    this.#occupied = new Int32Array(points);
    this.#seen = new Int32Array(points);
    this.#board = new Int32Array(points);
    this.#stamps = new Int32Array(this.#tupleCount);
    this.#counts = new Int32Array(states);
    this.#found = new Int32Array(this.maxFeatures);
  }

  /** The layout compiled. */
  get layout(): FeatureLayout {
    return this.#layout;
  }

  /** The game it reads. */
  get game(): AnyGame {
    return this.#game;
  }

  /** The most features a position can have: the constant, a piece on every point, every tuple, every off-board count of both owners. */
  get maxFeatures(): number {
    return 1 + this.#board.length + this.#tupleCount + 2 * this.#offSlots.length + this.#material.length;
  }

  /** Each feature's worth to the player to move under `weights`: what it adds less what it takes away. */
  table(weights: Float32Array): Float32Array {
    const table = new Float32Array(this.tableSize);
    for (let i = 0; i < table.length; i++) {
      const add = this.plus[i] as number;
      const take = this.minus[i] as number;
      table[i] = (add < 0 ? 0 : (weights[add] as number)) - (take < 0 ? 0 : (weights[take] as number));
    }
    return table;
  }

  /** The kind index of `piece` (-1 for a kind not in the layout), remembered for the frozen objects a game hands out again and again. */
  #kindOf(piece: Piece): number {
    const known = this.#knownPieces;
    for (let k = 0; k < known.length; k++) if (known[k] === piece) return this.#knownKinds[k] as number;
    const kind = this.#layout.kinds.indexOf(kindName(piece));
    if (Object.isFrozen(piece) && known.length < 16) {
      known.push(piece);
      this.#knownKinds.push(kind);
    }
    return kind;
  }

  /** Reads the cursor's position: writes the index of each of its features into `#found`, the constant first, and returns how many. */
  #read(cursor: Cursor<unknown>): number {
    const mover = cursor.toMove();
    const side = mover === 'black' ? 0 : 1;
    const frame = this.#frames[side];
    const base = this.#tableBlocks[side];
    const board = this.#board;
    const seen = this.#seen;
    const found = this.#found;
    const points = board.length;
    found[0] = base;
    let count = 1;
    const occupied = this.#occupied;
    const n = cursor.occupiedPoints(occupied);
    const kinds = this.#kinds;
    let pieces = 0;
    for (let i = 0; i < n; i++) {
      const p = occupied[i] as number;
      const piece = cursor.pieceAt(p) as Piece;
      const kind = this.#kindOf(piece);
      if (kind < 0) continue;
      // The mover's kinds first, then the opponent's.
      const state = 1 + kind + (piece.owner === mover ? 0 : kinds);
      const q = frame[p] as number;
      board[q] = state;
      seen[pieces++] = q;
      found[count++] = base + 1 + (state - 1) * points + q;
    }
    if (this.#tupleCount > 0) {
      const stamp = ++this.#stamp;
      const stamps = this.#stamps;
      const length = this.#tupleLength;
      const states = this.#states;
      const size = this.#tupleSize;
      const tuplePoints = this.#tuplePoints;
      const incidence = this.#incidence;
      const incidenceStart = this.#incidenceStart;
      const start = base + this.#tupleStart;
      for (let i = 0; i < pieces; i++) {
        const q = seen[i] as number;
        const end = incidenceStart[q + 1] as number;
        for (let k = incidenceStart[q] as number; k < end; k++) {
          const t = incidence[k] as number;
          if (stamps[t] === stamp) continue;
          stamps[t] = stamp;
          // The tuple's combination, its first point the lowest digit.
          let index = 0;
          for (let j = t * length + length - 1; j >= t * length; j--) index = index * states + (board[tuplePoints[j] as number] as number);
          found[count++] = start + t * size + index;
        }
      }
    }
    if (this.#material.length > 0) {
      const counts = this.#counts;
      counts.fill(0);
      for (let i = 0; i < pieces; i++) {
        const state = board[seen[i] as number] as number;
        counts[state] = (counts[state] as number) + 1;
      }
      for (let kind = 0; kind < kinds; kind++) {
        const { max, at } = this.#material[kind] as { max: number; at: number };
        const mine = Math.min(counts[1 + kind] as number, max);
        const theirs = Math.min(counts[1 + kinds + kind] as number, max);
        found[count++] = base + at + mine * (max + 1) + theirs;
      }
    }
    for (let i = 0; i < pieces; i++) board[seen[i] as number] = 0;
    if (this.#offSlots.length > 0) {
      for (const off of cursor.offBoard()) {
        const slot = this.#offSlots.find((s) => s.kind === off.kind && s.reason === off.reason);
        if (slot === undefined) continue;
        const owner = off.owner === mover ? 0 : 1;
        found[count++] = base + slot.at + owner * slot.max + Math.min(off.count, slot.max) - 1;
      }
    }
    return count;
  }

  /** The value of the cursor's position for the player to move: the sum of its features' worths in `table` ({@link FeatureSet.table}). */
  value(cursor: Cursor<unknown>, table: Float32Array): number {
    const n = this.#read(cursor);
    const found = this.#found;
    let sum = 0;
    for (let i = 0; i < n; i++) sum += table[found[i] as number] as number;
    return sum;
  }

  /**
   * Writes the table indices of the cursor's position's features into `out` (room for
   * {@link FeatureSet.maxFeatures}), the constant first, and returns how many.
   */
  features(cursor: Cursor<unknown>, out: Int32Array): number {
    const n = this.#read(cursor);
    out.set(this.#found.subarray(0, n));
    return n;
  }
}

/** Checks that a value read from a weights file is a layout; throws `weights/corrupt` naming what is wrong. */
export function readLayout(value: unknown): FeatureLayout {
  const bad = (why: string): never => {
    throw new RulesError('weights/corrupt', `the weights' feature layout is damaged: ${why}`);
  };
  if (typeof value !== 'object' || value === null) return bad('it is not an object');
  const { points, kinds, swap, symmetries, lines, offBoard, material } = value as Record<string, unknown>;
  const isNameList = (list: unknown): list is string[] =>
    Array.isArray(list) && list.every((k) => typeof k === 'string' && k !== '') && new Set(list).size === list.length;
  if (typeof points !== 'number' || !Number.isInteger(points) || points < 1) return bad('points is not a positive integer');
  if (!isNameList(kinds)) return bad('kinds is not a list of distinct names');
  if (typeof swap !== 'string' || swap === '') return bad('swap is not a name');
  if (!isNameList(symmetries) || symmetries.length === 0) return bad('symmetries is not a list of distinct names');
  if (typeof lines !== 'number' || !(lines === 0 || (Number.isInteger(lines) && lines >= 2 && lines <= MAX_TUPLE_POINTS)))
    return bad(`lines is not 0 or an integer from 2 to ${MAX_TUPLE_POINTS}`);
  if (!Array.isArray(offBoard)) return bad('offBoard is not a list');
  const slots = offBoard.map((slot: unknown): OffBoardFeature => {
    const { kind, reason, max } = (typeof slot === 'object' && slot !== null ? slot : {}) as Record<string, unknown>;
    const known = OFF_BOARD_REASONS.find((r) => r === reason);
    if (typeof kind !== 'string' || known === undefined || typeof max !== 'number' || !Number.isInteger(max) || max < 1 || max > 1000)
      return bad(`an off-board count is not a kind, a reason and a largest count: ${JSON.stringify(slot)}`);
    return { kind, reason: known, max };
  });
  if (!Array.isArray(material) || !material.every((max) => Number.isInteger(max) && max >= 1 && max <= 1000))
    return bad('material is not a list of largest counts');
  return { points, kinds: [...kinds], swap, symmetries: [...symmetries], lines, offBoard: slots, material: [...(material as number[])] };
}

/** What {@link discoverLayout} is told: the n-tuples' length and the symmetries, where the caller chooses them. */
export interface LayoutChoices {
  /** The points of each n-tuple (0: none). */
  readonly lines: number;
  /** The colour-exchanging symmetry's name, {@link NO_SYMMETRY}, or `undefined` to find it from the start position. */
  readonly swap: string | undefined;
  /** The symmetries under which the game looks the same to either player (the group they generate is taken), or `undefined` to find them from the start position. */
  readonly symmetries: readonly string[] | undefined;
  /** Whether to count each kind's material (see {@link FeatureLayout.material}). */
  readonly material: boolean;
}

/** The random games {@link discoverLayout} watches, and their length. */
const DISCOVERY_GAMES = 16;
const DISCOVERY_PLIES = 400;

/**
 * The layout of a game's features: the kinds of piece and the counts off the board that random
 * games from `start` show (drawn from `random`), and the symmetries, given or found from the start
 * position ({@link startSymmetries}).
 *
 * @throws {@link RulesError} `argument/invalid` for a symmetry name the board has not.
 */
export function discoverLayout(game: AnyGame, start: Position, choices: LayoutChoices, random: Random): FeatureLayout {
  const kinds = new Set<string>();
  const offBoard = new Map<string, OffBoardFeature>();
  // The most pieces of a kind and owner seen on the board at once.
  const most = new Map<string, number>();
  const cursor = game.cursor(start);
  const occupied = new Int32Array(game.board.size);
  const watch = (): void => {
    const n = cursor.occupiedPoints(occupied);
    const counts = new Map<string, number>();
    for (let i = 0; i < n; i++) {
      const piece = cursor.pieceAt(occupied[i] as number) as Piece;
      kinds.add(kindName(piece));
      const key = `${piece.owner} ${kindName(piece)}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    for (const [key, count] of counts) most.set(key, Math.max(count, most.get(key) ?? 0));
    // Pieces off the board come onto it.
    for (const off of cursor.offBoard()) {
      const key = `${off.owner} ${off.kind}`;
      most.set(key, Math.max(off.count + (counts.get(key) ?? 0), most.get(key) ?? 0));
    }
    for (const off of cursor.offBoard()) {
      const key = `${off.kind} ${off.reason}`;
      const max = Math.max(off.count, offBoard.get(key)?.max ?? 0);
      offBoard.set(key, { kind: off.kind, reason: off.reason, max });
    }
  };
  for (let g = 0; g < DISCOVERY_GAMES; g++) {
    cursor.reset(start);
    watch();
    for (let ply = 0; ply < DISCOVERY_PLIES && cursor.outcome() === undefined; ply++) {
      cursor.playRandom(random, 1);
      watch();
    }
  }
  const found = startSymmetries(game, start);
  const named = (name: string): Symmetry => {
    const symmetry = game.board.symmetries.find((s) => s.name === name);
    if (symmetry === undefined) {
      const names = game.board.symmetries.map((s) => s.name).join(', ');
      throw new RulesError('argument/invalid', `${game.name}'s board has no symmetry ${quote(name)} (it has ${names})`);
    }
    return symmetry;
  };
  const swap = choices.swap ?? found.swap;
  if (swap !== NO_SYMMETRY) named(swap);
  const symmetries = choices.symmetries === undefined ? found.symmetries : groupOf(game, choices.symmetries.map(named));
  const sortedKinds = [...kinds].sort();
  return {
    points: game.board.size,
    kinds: sortedKinds,
    swap,
    symmetries: symmetries.map((s) => s.name),
    lines: choices.lines,
    offBoard: [...offBoard.values()].sort((a, b) => (a.kind + a.reason < b.kind + b.reason ? -1 : 1)),
    material: choices.material
      ? sortedKinds.map((kind) => Math.max(1, most.get(`black ${kind}`) ?? 0, most.get(`white ${kind}`) ?? 0))
      : [],
  };
}

/** The board's symmetries that the given ones generate (the identity first, then in the board's order). */
function groupOf(game: AnyGame, generators: readonly Symmetry[]): Symmetry[] {
  const all = game.board.symmetries;
  const key = (points: readonly number[]): string => points.join(',');
  const byKey = new Map(all.map((s) => [key(s.points), s]));
  const members = new Set<Symmetry>([all[0] as Symmetry]);
  for (let grew = true; grew;) {
    grew = false;
    for (const g of [...members]) {
      for (const h of generators) {
        const composed = byKey.get(key(g.points.map((p) => h.points[p] as number)));
        if (composed !== undefined && !members.has(composed)) {
          members.add(composed);
          grew = true;
        }
      }
    }
  }
  return all.filter((s) => members.has(s));
}

/**
 * The symmetries of a game's start position, where it has pieces on the board: `symmetries`, those
 * that map every piece onto a piece of the same owner and kind (the identity among them), and
 * `swap`, the first that maps every piece onto one of the other owner and the same kind (or
 * {@link NO_SYMMETRY}). A start with no piece on the board tells nothing: the identity alone, and
 * no swap.
 */
export function startSymmetries(game: AnyGame, start: Position): { swap: string; symmetries: Symmetry[] } {
  const cursor = game.cursor(start);
  const pieces = Array.from({ length: game.board.size }, (_, p) => cursor.pieceAt(p));
  const all = game.board.symmetries;
  if (pieces.every((piece) => piece === undefined)) return { swap: NO_SYMMETRY, symmetries: [all[0] as Symmetry] };
  const maps = (symmetry: Symmetry, sameOwner: boolean): boolean =>
    pieces.every((piece, p) => {
      const image = pieces[symmetry.points[p] as number];
      if (piece === undefined || image === undefined) return piece === image;
      return (image.owner === piece.owner) === sameOwner && kindName(image) === kindName(piece);
    });
  return {
    swap: all.find((symmetry) => maps(symmetry, false))?.name ?? NO_SYMMETRY,
    symmetries: all.filter((symmetry) => maps(symmetry, true)),
  };
}
