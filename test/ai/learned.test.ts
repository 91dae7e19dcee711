import { describe, expect, it } from 'vitest';
import { agon, createRandom, gong, julgonu, kono, type AnyGame, type Position } from '../../src/index.js';
import {
  alphaBeta,
  formatWeights,
  learnedEvaluation,
  learnedWeights,
  readWeights,
  WEIGHTS_FORMAT_VERSION,
  type Weights,
} from '../../src/ai/index.js';
import { hasami } from '../../examples/hasami/index.js';
import { FeatureSet } from '../../src/ai/features.js';
import { thrownCode } from '../support/errors.js';

/*
 * Learned evaluations: the weights file (round trip, and every kind of damage refused with its
 * code), the shipped weights, and the evaluation's perspective: for the player to move, zero-sum
 * but for the constant of having the move, and the same for either colour in mirrored positions.
 */

const GAMES: readonly AnyGame[] = [kono, julgonu, agon, gong];

/** FNV-1a over every byte but the checksum's (bytes 20–23): written here apart from the library, to forge files. */
function withChecksum(bytes: Uint8Array): Uint8Array {
  let hash = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) if (i < 20 || i >= 24) hash = Math.imul(hash ^ (bytes[i] as number), 0x01000193);
  new DataView(bytes.buffer, bytes.byteOffset).setUint32(20, hash >>> 0, true);
  return bytes;
}

/** The bytes of `weights` with their header text replaced by `header` (the checksum made right again). */
function withHeader(weights: Weights, header: unknown): Uint8Array {
  const bytes = formatWeights(weights);
  const view = new DataView(bytes.buffer);
  const length = view.getUint32(12, true);
  const text = new TextEncoder().encode(JSON.stringify(header));
  const padded = (text.length + 3) & ~3;
  const out = new Uint8Array(24 + padded + (bytes.length - 24 - length));
  out.set(bytes.subarray(0, 24));
  out.set(text, 24);
  out.fill(0x20, 24 + text.length, 24 + padded);
  out.set(bytes.subarray(24 + length), 24 + padded);
  new DataView(out.buffer).setUint32(12, padded, true);
  return withChecksum(out);
}

/** Positions of seeded random games of `game`, not over. */
function randomPositions(game: AnyGame, count: number, seed: number): Position[] {
  const random = createRandom(seed);
  const positions: Position[] = [];
  while (positions.length < count) {
    const cursor = game.cursor(game.start());
    cursor.playRandom(random, 1 + random.int(80));
    if (cursor.outcome() === undefined) positions.push(cursor.position());
  }
  return positions;
}

describe('the weights file', () => {
  it.each(GAMES.map((game) => [game.id, game] as const))(
    '%s: the shipped weights round-trip byte for byte, and fit their game',
    (_, game) => {
      const weights = learnedWeights(game.id);
      expect(weights.game).toBe(game.id);
      const bytes = formatWeights(weights);
      const again = readWeights(bytes);
      expect(again).toEqual(weights);
      expect(formatWeights(again)).toEqual(bytes);
      expect(new FeatureSet(game, weights.layout).size).toBe(weights.values.length);
      expect(weights.training.steps).toBeGreaterThan(0);
    },
  );

  it('learnedWeights hands out a copy: changing it changes nothing shipped', () => {
    const weights = learnedWeights('kono');
    expect(weights.values.some((v) => v !== 0)).toBe(true);
    weights.values.fill(0);
    expect(learnedWeights('kono').values.some((v) => v !== 0)).toBe(true);
  });

  it('bytes that end too soon: weights/truncated, wherever they end', () => {
    const bytes = formatWeights(learnedWeights('kono'));
    for (const end of [0, 3, 8, 20, 23, 24, 40, bytes.length - 4, bytes.length - 1]) {
      expect(
        thrownCode(() => readWeights(bytes.slice(0, end))),
        `${end} bytes`,
      ).toBe('weights/truncated');
    }
  });

  it('damaged bytes: weights/corrupt, for the signature, the checksum, a byte too many', () => {
    const bytes = formatWeights(learnedWeights('julgonu'));
    const flipped = (at: number): Uint8Array => {
      const copy = bytes.slice();
      copy[at] = (copy[at] as number) ^ 0x10;
      return copy;
    };
    expect(thrownCode(() => readWeights(flipped(0)))).toBe('weights/corrupt');
    expect(thrownCode(() => readWeights(new TextEncoder().encode('{"game":"kono"}')))).toBe('weights/corrupt');
    // A byte of the header text, of a value, of the counts: the checksum no longer matches.
    for (const at of [30, bytes.length - 2, 17])
      expect(
        thrownCode(() => readWeights(flipped(at))),
        `byte ${at}`,
      ).not.toBe('no error');
    expect(thrownCode(() => readWeights(flipped(30)))).toBe('weights/corrupt');
    expect(thrownCode(() => readWeights(flipped(bytes.length - 2)))).toBe('weights/corrupt');
    const longer = new Uint8Array(bytes.length + 4);
    longer.set(bytes);
    expect(thrownCode(() => readWeights(longer))).toBe('weights/corrupt');
  });

  it('a forged file with a right checksum and a wrong header or value: weights/corrupt', () => {
    const weights = learnedWeights('kono');
    expect(thrownCode(() => readWeights(withHeader(weights, { game: 'kono' })))).toBe('weights/corrupt');
    expect(
      thrownCode(() =>
        readWeights(withHeader(weights, { game: 'kono', layout: { ...weights.layout, lines: 7 }, training: weights.training })),
      ),
    ).toBe('weights/corrupt');
    expect(thrownCode(() => readWeights(withHeader(weights, { game: 'kono', layout: weights.layout, training: { seed: 'x' } })))).toBe(
      'weights/corrupt',
    );
    const nan = formatWeights(weights);
    new DataView(nan.buffer).setFloat32(nan.length - 4, Number.NaN, true);
    expect(thrownCode(() => readWeights(withChecksum(nan)))).toBe('weights/corrupt');
    // Not JSON at all.
    const text = formatWeights(weights);
    text[24] = 0x7b;
    text[25] = 0x7b;
    expect(thrownCode(() => readWeights(withChecksum(text)))).toBe('weights/corrupt');
  });

  it('another format version: weights/version, before anything else is read', () => {
    const bytes = formatWeights(learnedWeights('agon'));
    new DataView(bytes.buffer).setUint16(8, WEIGHTS_FORMAT_VERSION + 1, true);
    expect(thrownCode(() => readWeights(bytes))).toBe('weights/version');
    expect(thrownCode(() => readWeights(bytes.slice(0, 30)))).toBe('weights/version');
  });

  it('weights of another game, or a layout that does not fit the board: weights/wrong-game', () => {
    expect(thrownCode(() => learnedEvaluation(julgonu, learnedWeights('kono')))).toBe('weights/wrong-game');
    const konoWeights = learnedWeights('kono');
    // Jul-Gonu's board is Kono's: weights renamed for it fit, until their layout names a symmetry
    // the board has not, or holds another number of values.
    const renamed = { ...konoWeights, game: 'julgonu' };
    expect(thrownCode(() => learnedEvaluation(julgonu, renamed))).toBe('no error');
    expect(thrownCode(() => learnedEvaluation(julgonu, { ...renamed, layout: { ...renamed.layout, swap: 'rotate7' } }))).toBe(
      'weights/wrong-game',
    );
    expect(thrownCode(() => learnedEvaluation(julgonu, { ...renamed, values: renamed.values.slice(1) }))).toBe('weights/wrong-game');
    expect(thrownCode(() => learnedEvaluation(agon, { ...konoWeights, game: 'agon' }))).toBe('weights/wrong-game');
  });

  it('what is not weights: argument/invalid', () => {
    expect(thrownCode(() => readWeights([1, 2, 3] as unknown as Uint8Array))).toBe('argument/invalid');
    expect(thrownCode(() => formatWeights({ ...learnedWeights('kono'), values: new Float32Array([Number.NaN]) }))).toBe('argument/invalid');
    expect(thrownCode(() => learnedWeights('chess'))).toBe('argument/invalid');
    expect(thrownCode(() => learnedEvaluation(hasami))).toBe('argument/invalid');
    expect(thrownCode(() => learnedEvaluation(kono, {} as Weights))).toBe('argument/invalid');
  });
});

/**
 * The position with the colours exchanged through the board symmetry `swap`: every piece moved to
 * its image and given to the other player, the other player to move, the counts off the board
 * exchanged. The four games write their boards in point order, chunked (by file, by radial), so
 * the string is rebuilt from the board read point by point.
 */
function mirrored(game: AnyGame, position: Position, swap: string): Position {
  const symmetry = game.board.symmetries.find((s) => s.name === swap);
  if (symmetry === undefined) throw new Error(`no symmetry ${swap}`);
  const size = game.board.size;
  const cells: string[] = new Array<string>(size).fill('.');
  for (let p = 0; p < size; p++) {
    const piece = game.pieceAt(position, p);
    if (piece === undefined) continue;
    // The other owner's letter.
    const letter = game.id === 'agon' ? (piece.kind === 'queen' ? 'q' : 'g') : piece.owner === 'black' ? 'w' : 'b';
    cells[symmetry.points[p] as number] = game.id === 'agon' ? (piece.owner === 'black' ? letter.toUpperCase() : letter) : letter;
  }
  const fields = game.formatPosition(position).split(' ');
  const mover = fields[1] === 'b' ? 'w' : 'b';
  const runs = (list: readonly string[]): string => list.join('').replace(/\.+/g, (dots) => String(dots.length));
  if (game.id === 'kono' || game.id === 'julgonu') {
    const ranks = [3, 2, 1, 0].map((rank) => runs(cells.slice(4 * rank, 4 * rank + 4)));
    return game.parsePosition(`${ranks.join('/')} ${mover}`);
  }
  if (game.id === 'agon') {
    const lengths = [6, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6];
    let at = 0;
    const files = lengths.map((n) => runs(cells.slice(at, (at += n))));
    const swapCase = (list: string): string =>
      list === '-'
        ? '-'
        : [...list]
            .map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()))
            .sort((a, b) => 'qgQG'.indexOf(a) - 'qgQG'.indexOf(b))
            .join('');
    return game.parsePosition(`${files.join('/')} ${mover} ${swapCase(fields[2] as string)} ${swapCase(fields[3] as string)}`);
  }
  const gon = cells[0] === '.' ? '-' : (cells[0] as string);
  const radials = Array.from({ length: 24 }, (_, r) => runs(cells.slice(1 + 13 * r, 14 + 13 * r)));
  return game.parsePosition(`${gon}/${radials.join('/')} ${mover} ${fields[3]} ${fields[2]}`);
}

describe('the learned evaluation', () => {
  it.each(GAMES.map((game) => [game.id, game] as const))(
    '%s: the same for either colour in mirrored positions, and zero-sum but for the constant of having the move, whatever the weights',
    (_, game) => {
      // The properties come from the layout, not from training: random weights in the shipped layout have them.
      const shipped = learnedWeights(game.id);
      const random = createRandom(17);
      const weights = { ...shipped, values: Float32Array.from(shipped.values, () => random.next() * 2 - 1) };
      const evaluate = learnedEvaluation(game, weights);
      const swap = weights.layout.swap;
      expect(swap).not.toBe('none');
      let differing = 0;
      for (const position of randomPositions(game, 40, 5)) {
        const score = evaluate(game.cursor(position));
        const image = mirrored(game, position, swap);
        expect(evaluate(game.cursor(image)), game.formatPosition(image)).toBeCloseTo(score, 9);
        // The same board with the other player to move: the same worth with the sign turned, the constant aside.
        const fields = game.formatPosition(position).split(' ');
        fields[1] = fields[1] === 'b' ? 'w' : 'b';
        const other = game.cursor(game.parsePosition(fields.join(' ')));
        const tempo = weights.values[0] as number;
        expect(evaluate(other) - tempo).toBeCloseTo(-(score - tempo), 9);
        if (Math.abs(score - tempo) > 1e-6) differing++;
      }
      // The positions are not all even: the property says something.
      expect(differing).toBeGreaterThan(20);
    },
  );

  it('scores a material lead for the player who has it', () => {
    const evaluate = learnedEvaluation(kono);
    const ahead = kono.parsePosition('1w2/4/bb2/bbb1 b');
    const behind = kono.parsePosition('1w2/4/bb2/bbb1 w');
    expect(evaluate(kono.cursor(ahead))).toBeGreaterThan(0);
    expect(evaluate(kono.cursor(behind))).toBeLessThan(0);
  });

  it('leaves the cursor where it was, and a search with it plays legal moves', () => {
    for (const game of GAMES) {
      const evaluate = learnedEvaluation(game);
      const position = randomPositions(game, 1, 9)[0] as Position;
      const cursor = game.cursor(position);
      const key = cursor.positionKey();
      expect(Number.isFinite(evaluate(cursor))).toBe(true);
      expect(cursor.positionKey()).toBe(key);
      const move = alphaBeta(game, { depth: 2, evaluate }).chooseMove(position);
      expect(game.isLegal(position, move)).toBe(true);
    }
  });
});
