import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_MASK_POINTS, maskKey, maskStateRules, type MaskGameShape, type MutableMaskState } from '../../src/index.js';
import { params } from '../support/fc.js';
import { expectRulesError } from './helpers.js';

/** A state of `points` points from cells (0 empty, 1 black, 2 white). */
function stateOf(cells: readonly number[], turn: 0 | 1): MutableMaskState {
  let black = 0;
  let white = 0;
  cells.forEach((cell, p) => {
    if (cell === 1) black += 2 ** p;
    else if (cell === 2) white += 2 ** p;
  });
  return { black, white, turn };
}

/** The state with both masks as unsigned numbers. */
const unsigned = (s: MutableMaskState): MutableMaskState => ({ black: s.black >>> 0, white: s.white >>> 0, turn: s.turn });

const cellsArb = (points: number) => fc.array(fc.constantFrom(0, 1, 2), { minLength: points, maxLength: points });
const turnArb = fc.constantFrom<0 | 1>(0, 1);
const stateArb = (points: number) => fc.tuple(cellsArb(points), turnArb).map(([cells, turn]) => stateOf(cells, turn));

/** The position string of a state, written from the format's description: ranks from the top, runs of empties as numbers. */
function referenceFormat(files: number, ranks: number, s: MutableMaskState): string {
  const rows: string[] = [];
  for (let rank = ranks - 1; rank >= 0; rank--) {
    let row = '';
    let run = 0;
    for (let file = 0; file < files; file++) {
      const p = rank * files + file;
      const cell = Math.floor(s.black / 2 ** p) % 2 ? 'b' : Math.floor(s.white / 2 ** p) % 2 ? 'w' : '';
      if (cell === '') {
        run++;
        continue;
      }
      if (run > 0) row += String(run);
      run = 0;
      row += cell;
    }
    rows.push(run > 0 ? row + String(run) : row);
  }
  return `${rows.join('/')} ${s.turn === 0 ? 'b' : 'w'}`;
}

const shape = (files: number, ranks: number, maxPieces = files * ranks): MaskGameShape => ({
  name: `Toy ${files}x${ranks}`,
  files,
  ranks,
  start: { black: 1, white: 2 ** (files * ranks - 1) },
  maxPieces,
  pieceKind: 'stone',
});

describe('maskKey', () => {
  it('MAX_MASK_POINTS covers the 4×4 and 5×5 grids', () => {
    expect(MAX_MASK_POINTS).toBeGreaterThanOrEqual(25);
    expect(MAX_MASK_POINTS).toBeLessThanOrEqual(32);
  });

  it('gives distinct states distinct keys (16, 26 and the most points)', () => {
    for (const points of [16, 26, MAX_MASK_POINTS]) {
      const key = maskKey(points);
      fc.assert(
        fc.property(stateArb(points), stateArb(points), (a, b) => {
          const same = a.black === b.black && a.white === b.white && a.turn === b.turn;
          expect(key(a.black, a.white, a.turn) === key(b.black, b.white, b.turn)).toBe(same);
        }),
        params(200),
      );
    }
  });

  it('changing one point or the turn always changes the key (16, 26 and the most points)', () => {
    for (const points of [16, 26, MAX_MASK_POINTS]) {
      const key = maskKey(points);
      fc.assert(
        fc.property(cellsArb(points), turnArb, fc.nat(points - 1), fc.integer({ min: 0, max: 3 }), (cells, turn, p, change) => {
          const s = stateOf(cells, turn);
          const before = key(s.black, s.white, s.turn);
          if (change === 3) {
            expect(key(s.black, s.white, turn === 0 ? 1 : 0)).not.toBe(before);
            return;
          }
          // Point p gets any other content (empty, black or white): another valid state.
          const other: number[] = [...cells];
          other[p] = ((cells[p] as number) + 1 + (change % 2)) % 3;
          const t = stateOf(other, turn);
          expect(key(t.black, t.white, t.turn)).not.toBe(before);
          // A piece that moves to another point changes the key too.
          const q = (p + 1 + change) % points;
          if (cells[p] !== 0 && cells[q] === 0 && q !== p) {
            const moved: number[] = [...cells];
            moved[q] = cells[p] as number;
            moved[p] = 0;
            const m = stateOf(moved, turn);
            expect(key(m.black, m.white, m.turn)).not.toBe(before);
          }
        }),
        params(200),
      );
    }
  });

  it('keys are non-negative safe integers, up to the fullest state of every size', () => {
    for (let points = 1; points <= MAX_MASK_POINTS; points++) {
      const all = 2 ** points - 1;
      const key = maskKey(points);
      const extremes = [key(0, 0, 0), key(all, 0, 0), key(0, all, 0), key(0, 0, 1), key(all, 0, 1), key(0, all, 1)];
      for (const k of extremes) expect(Number.isSafeInteger(k) && k >= 0, `${points} points: ${k}`).toBe(true);
      expect(new Set(extremes).size, `${points} points`).toBe(6);
    }
    fc.assert(
      fc.property(fc.constantFrom(16, 26, MAX_MASK_POINTS), cellsArb(MAX_MASK_POINTS), turnArb, (points, cells, turn) => {
        const s = stateOf(cells.slice(0, points), turn);
        const k = maskKey(points)(s.black, s.white, s.turn);
        expect(Number.isSafeInteger(k) && k >= 0).toBe(true);
      }),
      params(200),
    );
  });

  it('depends on the bits only: a mask written as a signed 32-bit integer gives the same key', () => {
    const points = MAX_MASK_POINTS;
    const key = maskKey(points);
    fc.assert(
      fc.property(stateArb(points), (s) => {
        expect(key(s.black | 0, s.white | 0, s.turn)).toBe(key(s.black, s.white, s.turn));
      }),
      params(200),
    );
  });

  it('refuses a point count outside 1 to MAX_MASK_POINTS', () => {
    for (const bad of [0, -1, MAX_MASK_POINTS + 1, 64, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '16' as unknown as number]) {
      const error = expectRulesError(() => maskKey(bad), 'argument/invalid');
      expect(error.message).toContain(String(MAX_MASK_POINTS));
    }
    expect(() => maskKey(1)).not.toThrow();
    expect(() => maskKey(26)).not.toThrow();
    expect(() => maskKey(MAX_MASK_POINTS)).not.toThrow();
  });
});

describe('maskStateRules', () => {
  const julgonuShape: MaskGameShape = {
    name: 'Toy Gonu',
    files: 4,
    ranks: 4,
    start: { black: 0x000f, white: 0xf000 },
    maxPieces: 4,
    pieceKind: 'man',
  };
  const rules = maskStateRules(julgonuShape);

  it('starts from the shape, Black to move, with a fresh state each time', () => {
    const start = rules.start({});
    expect(start).toEqual({ black: 0x000f, white: 0xf000, turn: 0 });
    expect(rules.formatPosition(start)).toBe('wwww/4/4/bbbb b');
    expect(rules.toMove(start)).toBe('black');
    start.black = 0;
    expect(rules.start({}).black).toBe(0x000f);
  });

  it('reads and writes position strings: ranks from the top, the turn last', () => {
    const s = rules.parsePosition('w3/1b1w/4/b2b w', {});
    // a4 w; b3 b, d3 w; a1 b, d1 b.
    expect(s).toEqual({ black: (1 << 9) | (1 << 0) | (1 << 3), white: (1 << 12) | (1 << 11), turn: 1 });
    expect(rules.toMove(s)).toBe('white');
    expect(rules.formatPosition(s)).toBe('w3/1b1w/4/b2b w');
    expect(rules.parsePosition('4/4/4/4 b', {})).toEqual({ black: 0, white: 0, turn: 0 });
  });

  it('keys positions with maskKey of its point count', () => {
    const key = maskKey(16);
    fc.assert(
      fc.property(stateArb(16), (s) => {
        expect(rules.positionKey(s, {})).toBe(key(s.black, s.white, s.turn));
      }),
      params(200),
    );
  });

  it('position strings round-trip, in the documented format, on grids of many shapes', () => {
    const most = MAX_MASK_POINTS;
    const shapes = [
      shape(4, 4),
      shape(5, 5),
      shape(3, 2),
      shape(2, 3),
      shape(13, 2),
      shape(26, 1),
      shape(1, 26),
      shape(1, 1),
      shape(most, 1),
      shape(1, most),
    ];
    if (most >= 32) shapes.push(shape(8, 4), shape(4, 8));
    const all = shapes.map((sh) => ({ sh, r: maskStateRules(sh) }));
    fc.assert(
      fc.property(fc.nat(all.length - 1), cellsArb(MAX_MASK_POINTS), turnArb, (which, cells, turn) => {
        const { sh, r } = all[which] as (typeof all)[number];
        const points = sh.files * sh.ranks;
        const s = stateOf(cells.slice(0, points), turn);
        const text = r.formatPosition(s);
        expect(text).toBe(referenceFormat(sh.files, sh.ranks, s));
        const back = r.parsePosition(text, {});
        // The same bits (a mask may come back as a signed 32-bit integer where bit 31 is set).
        expect(unsigned(back)).toEqual(s);
        expect(r.formatPosition(back)).toBe(text);
        expect(r.positionKey(back, {})).toBe(r.positionKey(s, {}));
        expect(r.toMove(back)).toBe(turn === 0 ? 'black' : 'white');
        for (let p = 0; p < points; p++) {
          const cell = cells[p];
          const piece = r.pieceAt(back, p);
          if (cell === 0) expect(piece).toBeUndefined();
          else expect(piece).toEqual({ owner: cell === 1 ? 'black' : 'white', kind: 'stone' });
        }
      }),
      params(200),
    );
  });

  it('pieceAt names the owner and the kind of the piece on each point', () => {
    const s = rules.parsePosition('w3/4/4/1b2 b', {});
    expect(rules.pieceAt(s, 1)).toEqual({ owner: 'black', kind: 'man' });
    expect(rules.pieceAt(s, 12)).toEqual({ owner: 'white', kind: 'man' });
    expect(rules.pieceAt(s, 0)).toBeUndefined();
    expect(rules.pieceAt(s, 15)).toBeUndefined();
    // On the largest grid, the highest point.
    const top = MAX_MASK_POINTS - 1;
    const wide = maskStateRules(shape(MAX_MASK_POINTS, 1));
    const w = wide.parsePosition(`${top}w b`, {});
    expect(wide.pieceAt(w, top)).toEqual({ owner: 'white', kind: 'stone' });
    expect(wide.pieceAt(w, top - 1)).toBeUndefined();
    expect(wide.pieceAt(w, 0)).toBeUndefined();
    expect(w.white >>> 0).toBe(2 ** top);
    const b = wide.parsePosition(`b${top - 1}b w`, {});
    expect(wide.pieceAt(b, 0)).toEqual({ owner: 'black', kind: 'stone' });
    expect(wide.pieceAt(b, top)).toEqual({ owner: 'black', kind: 'stone' });
    expect(wide.pieceAt(b, 1)).toBeUndefined();
  });

  it('clone makes an independent copy; copy overwrites its target only', () => {
    const s = rules.parsePosition('w3/1b1w/4/b2b w', {});
    const c = rules.clone(s);
    expect(c).toEqual(s);
    expect(c).not.toBe(s);
    c.black ^= 1;
    c.white = 0;
    c.turn = 0;
    expect(s).toEqual(rules.parsePosition('w3/1b1w/4/b2b w', {}));
    const target = rules.start({});
    rules.copy(target, s);
    expect(target).toEqual(s);
    expect(target).not.toBe(s);
    target.white = 5;
    expect(s.white).toBe((1 << 12) | (1 << 11));
    // Works on frozen sources, as defineGame's positions are.
    const frozen = Object.freeze(rules.clone(s));
    const thawed = rules.clone(frozen);
    thawed.turn = 0;
    expect(frozen.turn).toBe(1);
  });

  it('enforces maxPieces per colour with position/invalid', () => {
    const ok = rules.parsePosition('wwww/4/4/bbbb w', {});
    expect(ok).toEqual({ black: 0xf, white: 0xf000, turn: 1 });
    const black = expectRulesError(() => rules.parsePosition('wwww/4/b3/bbbb b', {}), 'position/invalid');
    expect(black.message).toContain('Toy Gonu');
    expect(black.message).toMatch(/black has 5 pieces/);
    const white = expectRulesError(() => rules.parsePosition('wwww/w3/4/bbbb b', {}), 'position/invalid');
    expect(white.message).toMatch(/white has 5 pieces/);
    const one = maskStateRules(shape(3, 2, 1));
    expect(one.parsePosition('2w/b2 b', {})).toEqual({ black: 1, white: 32, turn: 0 });
    expectRulesError(() => one.parsePosition('1ww/b2 b', {}), 'position/invalid');
    expectRulesError(() => one.parsePosition('2w/bb1 b', {}), 'position/invalid');
  });

  it('refuses malformed position strings with position/syntax', () => {
    const bad = [
      'wwww/4/4/bbbb',
      'wwww/4/4/bbbb x',
      'wwww/4/4/bbbb B',
      'wwww/4/4/bbbb  b',
      'wwww/4/4/bbbb b w',
      'wwww/4/4 b',
      'wwww/4/4/4/bbbb b',
      'wwwww/3/4/bbbb b',
      'www/4/4/bbbb b',
      'wwxw/4/4/bbbb b',
      'wwww/04/4/bbbb b',
      'wwww/22/4/bbbb b',
      'wwww/5/4/bbbb b',
      'wwww//4/bbbb b',
      '',
      ' b',
    ];
    for (const text of bad) {
      const error = expectRulesError(() => rules.parsePosition(text, {}), 'position/syntax');
      expect(error.message, text).toContain('Toy Gonu');
    }
  });

  it('refuses grids that are not whole numbers of files and ranks, or too big for a key', () => {
    const over = MAX_MASK_POINTS + 1;
    for (const [files, ranks] of [
      [0, 4],
      [4, 0],
      [1.5, 2],
      [-1, 4],
      [2, Number.NaN],
      [over, 1],
      [1, over],
      [Math.ceil(over / 3), 3],
    ]) {
      expectRulesError(() => maskStateRules({ ...julgonuShape, files: files as number, ranks: ranks as number }), 'argument/invalid');
    }
    expect(() => maskStateRules({ ...julgonuShape, files: 13, ranks: 2 })).not.toThrow();
    expect(() => maskStateRules({ ...julgonuShape, files: MAX_MASK_POINTS, ranks: 1 })).not.toThrow();
  });
});
