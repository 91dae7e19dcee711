import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { ErrorCode, Position } from '../../src/index.js';
import {
  julGonuPreviousSolver,
  julGonuSolver,
  konoSolver,
  loadClassTable,
  loadTable,
  retrograde,
  saveTable,
  solve,
  Solution,
  solveJulGonu,
  solveJulGonuPrevious,
  solveKono,
  type RetrogradeSpace,
  type Solver,
} from '../../src/solve/index.js';
import { isRulesError } from '../../src/index.js';
import { thrown, thrownCode } from '../support/errors.js';
import { params } from '../support/fc.js';
import { arbMasks, edited, JULGONU, KONO, resealed, textOf, view } from './helpers.js';

/**
 * Solution tables on disk: saveTable / loadTable round trips, and every way a table's bytes can be
 * wrong. The layout the tests edit is the documented one: "LUDICORE", format version (u16 LE) at 8,
 * value width at 10, maxPieces at 11, entry count (u32 LE) at 12, FNV-1a checksum of every byte of
 * the table but the checksum's own four (u32 LE) at 16, build time (f64 LE) at 20, solver id length
 * at 28, the id from 29, then the values.
 */

const HEADER = 29;
const TABLE_CODES: readonly ErrorCode[] = ['table/truncated', 'table/corrupt', 'table/wrong-game'];

const dataStart = (bytes: Uint8Array): number => HEADER + (bytes[28] as number);

const kono3 = solveKono({ maxPieces: 3 });
const julgonu3 = solveJulGonu({ maxPieces: 3 });
const konoBytes = saveTable(kono3);
const julgonuBytes = saveTable(julgonu3);

const dir = mkdtempSync(join(tmpdir(), 'ludicore-table-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The same table with two-byte values (what a solve with distances beyond 253 plies writes). */
function widened(bytes: Uint8Array): Uint8Array {
  const start = dataStart(bytes);
  const values = bytes.subarray(start);
  const wide = new Uint8Array(start + 2 * values.length);
  wide.set(bytes.subarray(0, start));
  values.forEach((v, i) => (wide[start + 2 * i] = v));
  wide[10] = 2;
  return resealed(wide);
}

/** Writes a table to a file, reads it back (through `read`), loads it and compares it with the solution saved. */
function roundTrip<Id extends string, M, O>(
  original: Solution<Id, M, O>,
  bytes: Uint8Array,
  parse: (text: string) => Position<Id, O>,
  read: (file: string) => Uint8Array,
): Solution<Id, M, O> {
  const solver = original.solver;
  expect(bytes).toBeInstanceOf(Uint8Array);
  expect(Array.from(bytes.subarray(0, 8), (b) => String.fromCharCode(b)).join('')).toBe('LUDICORE');
  // One byte per position while distances stay small, after the header and the solver id.
  expect(bytes.length).toBe(HEADER + new TextEncoder().encode(solver.id).length + original.stats.positions);
  const file = join(dir, `${solver.game.id}-${original.maxPieces}.table`);
  writeFileSync(file, bytes);
  const loaded = loadTable(solver, read(file));
  expect(loaded).toBeInstanceOf(Solution);
  expect(loaded.solver).toBe(solver);
  expect(loaded.maxPieces).toBe(original.maxPieces);
  expect(loaded.stats).toEqual(original.stats);
  expect(loaded.buildMs).toBe(original.buildMs);
  fc.assert(
    fc.property(arbMasks(original.maxPieces), fc.constantFrom<'b' | 'w'>('b', 'w'), ({ own, enemy }, mover) => {
      const pos = parse(textOf(own, enemy, mover));
      expect(loaded.value(pos)).toEqual(original.value(pos));
      expect(loaded.perfectMoves(pos)).toEqual(original.perfectMoves(pos));
    }),
    params(500),
  );
  return loaded;
}

describe('round trip', () => {
  it('Four Field Kono maxPieces 3: through a file read as a Node Buffer, the same header, stats and answers', () => {
    roundTrip(kono3, konoBytes, KONO.parse, (file) => readFileSync(file));
  });

  it('Jul-Gonu maxPieces 3: through a file, with two-byte values, in a view at an offset of a larger buffer: the same; saved again, the same bytes', () => {
    const loaded = roundTrip(julgonu3, julgonuBytes, JULGONU.parse, (file) => {
      const wide = widened(readFileSync(file));
      const big = new Uint8Array(wide.length + 7);
      big.set(wide, 3);
      return big.subarray(3, 3 + wide.length);
    });
    expect(saveTable(loaded)).toEqual(julgonuBytes);
  });
});

describe('damaged tables', () => {
  const idEnd = dataStart(konoBytes);

  it('bytes that end too soon, in the header, the solver id or the values: table/truncated', () => {
    const cuts = [0, 1, 7, 8, 10, 16, 20, 28, HEADER, HEADER + 2, idEnd - 1, idEnd, idEnd + 1, idEnd + 1000, konoBytes.length - 1];
    for (const cut of cuts) {
      expect(
        thrownCode(() => loadTable(konoSolver, konoBytes.subarray(0, cut))),
        `cut at ${cut}`,
      ).toBe('table/truncated');
    }
  });

  it('a changed value byte: table/corrupt (checksum)', () => {
    for (const at of [idEnd, idEnd + 1, idEnd + 5000, konoBytes.length - 1]) {
      for (const flip of [0x01, 0x80, 0xff]) {
        const bad = edited(konoBytes, (c) => (c[at] = (c[at] as number) ^ flip));
        expect(thrown(() => loadTable(konoSolver, bad)).code, `byte ${at} ^ ${flip}`).toBe('table/corrupt');
      }
    }
    expect(
      thrown(() =>
        loadTable(
          konoSolver,
          edited(konoBytes, (c) => (c[idEnd + 9] = (c[idEnd + 9] as number) + 1)),
        ),
      ).message,
    ).toMatch(/checksum/);
  });

  it('an impossible value (0, no position) with a matching checksum: table/corrupt', () => {
    const bad = resealed(edited(konoBytes, (c) => (c[idEnd + 100] = 0)));
    expect(thrownCode(() => loadTable(konoSolver, bad))).toBe('table/corrupt');
  });

  it('a wrong signature: table/corrupt', () => {
    for (const at of [0, 3, 7]) {
      expect(
        thrownCode(() =>
          loadTable(
            konoSolver,
            edited(konoBytes, (c) => (c[at] = 0x20)),
          ),
        ),
      ).toBe('table/corrupt');
    }
    // Text of a header's length, say another file format.
    expect(thrownCode(() => loadTable(konoSolver, new TextEncoder().encode('{"not": "a ludicore table at all"}')))).toBe('table/corrupt');
  });

  it('another format version: table/corrupt', () => {
    for (const version of [0, 1, 3, 0x0100, 0xffff]) {
      const bad = edited(konoBytes, (c) => view(c).setUint16(8, version, true));
      const error = thrown(() => loadTable(konoSolver, bad));
      expect(error.code).toBe('table/corrupt');
      expect(error.message).toMatch(/version/);
    }
  });

  it('bytes after the values: table/corrupt', () => {
    for (const extra of [1, 2, 100]) {
      const long = new Uint8Array(konoBytes.length + extra);
      long.set(konoBytes);
      expect(
        thrownCode(() => loadTable(konoSolver, long)),
        `${extra} extra`,
      ).toBe('table/corrupt');
    }
  });

  it('a damaged header (value width, maxPieces, entry count): a table error, never a wrong table', () => {
    const damaged: [string, Uint8Array, ErrorCode][] = [
      ['width 0', edited(konoBytes, (c) => (c[10] = 0)), 'table/corrupt'],
      ['width 3', edited(konoBytes, (c) => (c[10] = 3)), 'table/corrupt'],
      // Extent 0 marks a class table, whose class takes two bytes after the id: the values end too soon.
      ['maxPieces 0', edited(konoBytes, (c) => (c[11] = 0)), 'table/truncated'],
      ['maxPieces 9', edited(konoBytes, (c) => (c[11] = 9)), 'table/corrupt'],
      // A valid extent that is not the one solved: the entry count does not fit its space.
      ['maxPieces 4', edited(konoBytes, (c) => (c[11] = 4)), 'table/corrupt'],
      // Fewer entries than values: extra bytes.
      ['one entry less', edited(konoBytes, (c) => view(c).setUint32(12, kono3.stats.positions - 1, true)), 'table/corrupt'],
    ];
    for (const [what, bytes, code] of damaged)
      expect(
        thrownCode(() => loadTable(konoSolver, bytes)),
        what,
      ).toBe(code);
    // More entries than values: the values end too soon.
    const more = edited(konoBytes, (c) => view(c).setUint32(12, kono3.stats.positions + 1, true));
    expect(TABLE_CODES).toContain(thrownCode(() => loadTable(konoSolver, more)));
    // Any header edit, resealed or not, is caught: unsealed by the checksum, which covers the
    // header, and resealed by the entry count, which must fit the extent's space.
    expect(thrownCode(() => loadTable(konoSolver, resealed(edited(konoBytes, (c) => (c[11] = 2)))))).toBe('table/corrupt');
    const fewer = resealed(
      edited(konoBytes.subarray(0, konoBytes.length - 1), (c) => view(c).setUint32(12, kono3.stats.positions - 1, true)),
    );
    expect(thrownCode(() => loadTable(konoSolver, fewer))).toBe('table/corrupt');
    expect(
      thrownCode(() =>
        loadTable(
          konoSolver,
          edited(konoBytes, (c) => (c[HEADER] = 'j'.charCodeAt(0))),
        ),
      ),
    ).toBe('table/corrupt');
    // A Jul-Gonu table claiming five pieces a side (Jul-Gonu has four).
    const jg = edited(julgonuBytes, (c) => (c[11] = 5));
    expect(thrownCode(() => loadTable(julGonuSolver, jg))).toBe('table/corrupt');
  });
});

describe('wrong game, wrong arguments', () => {
  it('a Kono table read as Jul-Gonu, and a Jul-Gonu table read as Kono: table/wrong-game', () => {
    const error = thrown(() => loadTable(julGonuSolver, konoBytes));
    expect(error.code).toBe('table/wrong-game');
    expect(error.message).toMatch(/kono/);
    expect(thrownCode(() => loadTable(konoSolver, julgonuBytes))).toBe('table/wrong-game');
  });

  it('bytes that are not a Uint8Array: argument/invalid', () => {
    const notBytes: unknown[] = [
      undefined,
      null,
      'LUDICORE',
      42,
      {},
      Array.from(konoBytes.subarray(0, 64)),
      konoBytes.buffer,
      new DataView(konoBytes.buffer),
      new Int8Array(konoBytes.buffer),
      new Uint8ClampedArray(konoBytes),
      new Uint16Array(8),
    ];
    for (const value of notBytes)
      expect(
        thrownCode(() => loadTable(konoSolver, value as Uint8Array)),
        String(value),
      ).toBe('argument/invalid');
  });

  it('28.13: a solver that is not one is argument/invalid, before the bytes are read (it was table/corrupt)', () => {
    const notSolvers: unknown[] = [
      { id: 'kono' },
      { ...konoSolver, maxPieces: 0 },
      { ...konoSolver, maxPieces: 2.5 },
      { ...konoSolver, id: 5 },
      { id: 'kono', maxPieces: 8, space: 'no' },
      null,
      'kono',
    ];
    for (const solver of notSolvers) {
      for (const load of [loadTable, loadClassTable]) {
        const error = thrown(() => load(solver as typeof konoSolver, konoBytes));
        expect(error.code, `${load.name}(${JSON.stringify(solver)})`).toBe('argument/invalid');
        expect(error.message.length).toBeLessThan(300);
      }
    }
    expect(thrown(() => loadTable({ id: 'kono' } as unknown as typeof konoSolver, konoBytes)).message).toMatch(
      /^loadTable needs a solver \(konoSolver, say\), got .*: its game is no game/,
    );
  });

  it('saveTable of anything but a Solution: argument/invalid', () => {
    const fake = Object.create(Solution.prototype) as Solution<string, unknown, unknown>;
    const lookalike = { solver: konoSolver, maxPieces: 3, stats: kono3.stats, buildMs: 0 };
    for (const value of [undefined, null, 0, 'table', {}, [], fake, lookalike, konoBytes]) {
      expect(
        thrownCode(() => saveTable(value as Solution<string, unknown, unknown>)),
        String(value),
      ).toBe('argument/invalid');
    }
  });
});

describe('fuzz', () => {
  /** Loads `bytes` with `solver`: a Solution with the original's stats, or a table error; nothing else. */
  const loadOrRefuse = (solver: typeof konoSolver | typeof julGonuSolver, bytes: unknown): void => {
    const code = thrownCode(() => {
      const loaded = loadTable(solver as typeof konoSolver, bytes as Uint8Array);
      // Only the build time escapes the checks; whatever loads is the table saved.
      expect(loaded.stats).toEqual(kono3.stats);
    });
    if (code !== 'no error') expect([...TABLE_CODES, 'argument/invalid']).toContain(code);
  };

  it('arbitrary bytes: only ever a RulesError', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.boolean(), (bytes, asKono) =>
        loadOrRefuse(asKono ? konoSolver : julGonuSolver, bytes),
      ),
      params(2000),
    );
  });

  it('arbitrary bytes behind a valid signature and version: only ever a RulesError', () => {
    const prefix = konoBytes.subarray(0, 10);
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 120 }), fc.boolean(), (rest, asKono) => {
        const bytes = new Uint8Array(prefix.length + rest.length);
        bytes.set(prefix);
        bytes.set(rest, prefix.length);
        loadOrRefuse(asKono ? konoSolver : julGonuSolver, bytes);
      }),
      params(2000),
    );
  });

  it('a real table with a few header bytes changed and its end cut or extended: a table error, or the same table', () => {
    // Any header byte but the build time's, which no check covers (a changed one reads as it is).
    const checked = Array.from({ length: dataStart(konoBytes) }, (_, i) => i).filter((i) => i < 20 || i >= 28);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...checked), fc.nat(255)), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: -3, max: 3 }),
        (edits, lengthChange) => {
          let bytes = edited(konoBytes, (c) => edits.forEach(([at, b]) => (c[at] = b)));
          if (lengthChange < 0) bytes = bytes.subarray(0, bytes.length + lengthChange);
          if (lengthChange > 0) {
            const longer = new Uint8Array(bytes.length + lengthChange).fill(7);
            longer.set(bytes);
            bytes = longer;
          }
          loadOrRefuse(konoSolver, bytes);
        },
      ),
      params(100),
    );
  });
});

describe('tables hold only the positions they cover', () => {
  it('an endgame table holds a value per position of its extent, not per index of the space', () => {
    const space = konoSolver.space(3);
    expect(kono3.stats.positions).toBe(space.positions);
    expect(space.positions).toBeLessThan(konoSolver.space(8).positions / 50);
    // The saved table: the header, the id, one byte per covered position.
    expect(konoBytes.length).toBe(dataStart(konoBytes) + space.positions);
    // Ranks number exactly the covered positions, in the order the space lists them.
    let next = 0;
    space.forEachIndex((index) => {
      if (next % 997 === 0) expect(space.rank(index)).toBe(next);
      next++;
    });
    expect(next).toBe(space.positions);
    expect(space.rank(KONO_FULL_INDEX)).toBe(-1);
    expect(konoSolver.space(8).rank(KONO_FULL_INDEX)).toBeGreaterThanOrEqual(0);
  });
});

// The start position's index: eight pieces a side, outside every endgame space.
const KONO_FULL_INDEX = konoSolver.indexOf(KONO.parse('bbbb/bbbb/wwww/wwww b'));

/** A Kono solver whose spaces report every walk over them, to show what loadTable does before it refuses. */
function watchedKono(): { solver: Solver<string, unknown, unknown>; walks: string[] } {
  const walks: string[] = [];
  const solver = {
    ...konoSolver,
    space(maxPieces: number): RetrogradeSpace {
      const space = konoSolver.space(maxPieces);
      return {
        ...space,
        forEachIndex: (visit) => {
          walks.push('forEachIndex');
          space.forEachIndex(visit);
        },
        forEachPosition: (visit) => {
          walks.push('forEachPosition');
          space.forEachPosition(visit);
        },
        predecessors: (index, out) => space.predecessors(index, out),
      };
    },
  } as Solver<string, unknown, unknown>;
  return { solver, walks };
}

/** A forged table: the header of `bytes` claiming `entries` values, values `fill`, the checksum recomputed. */
function forged(bytes: Uint8Array, entries: number, fill: number): Uint8Array {
  const start = dataStart(bytes);
  const copy = new Uint8Array(start + entries).fill(fill);
  copy.set(bytes.subarray(0, start));
  view(copy).setUint32(12, entries, true);
  return resealed(copy);
}

describe('loadTable checks before it allocates', () => {
  it('a forged 54-byte full-extent table is refused from its header and the space size, without walking the space', () => {
    const { solver, walks } = watchedKono();
    const full = edited(konoBytes, (c) => (c[11] = 8));
    const bad = forged(full, 54 - dataStart(konoBytes), 1);
    expect(bad.length).toBe(54);
    const error = thrown(() => loadTable(solver, bad));
    expect(error.code).toBe('table/corrupt');
    expect(error.message).toMatch(/holds 25 values for a space of 38,745,279|38745279/);
    expect(walks).toEqual([]);
  });

  it('a header that claims more values than the bytes hold: table/truncated, before any walk', () => {
    const { solver, walks } = watchedKono();
    const bad = resealed(edited(konoBytes, (c) => view(c).setUint32(12, 0xffffffff, true)));
    expect(thrownCode(() => loadTable(solver, bad))).toBe('table/truncated');
    expect(walks).toEqual([]);
  });

  it('a genuine table loads without a walk over its space (the values are read straight)', () => {
    const { solver, walks } = watchedKono();
    expect(loadTable(solver, konoBytes).stats).toEqual(kono3.stats);
    expect(walks).toEqual([]);
  });
});

describe('loadTable verify', () => {
  const previous2 = solveJulGonuPrevious({ maxPieces: 2 });
  const previousBytes = saveTable(previous2);

  it('genuine tables pass verification, with the same stats as without', () => {
    expect(loadTable(konoSolver, konoBytes, { verify: true }).stats).toEqual(kono3.stats);
    expect(loadTable(julGonuSolver, julgonuBytes, { verify: true }).stats).toEqual(julgonu3.stats);
    expect(loadTable(julGonuPreviousSolver, previousBytes, { verify: true }).stats).toEqual(previous2.stats);
  });

  it('a forged table whose checksum was recomputed loads by default (the checksum detects damage, not forgery); verify refuses it', () => {
    const start = dataStart(konoBytes);
    // Each forgery: a draw made a loss in 0, a win's distance changed by two, a loss made a draw, every value a draw.
    const codes = konoBytes.subarray(start);
    const drawAt = codes.indexOf(1);
    const winAt = codes.findIndex((c) => c > 2 && (c - 2) % 2 === 1);
    const lossAt = codes.findIndex((c) => c > 2 && (c - 2) % 2 === 0);
    const forgeries = [
      resealed(edited(konoBytes, (c) => (c[start + drawAt] = 2))),
      resealed(edited(konoBytes, (c) => (c[start + winAt] = (c[start + winAt] as number) + 2))),
      resealed(edited(konoBytes, (c) => (c[start + lossAt] = 1))),
      forged(konoBytes, codes.length, 1),
    ];
    for (const [i, bad] of forgeries.entries()) {
      expect(
        thrownCode(() => loadTable(konoSolver, bad)),
        `forgery ${i}`,
      ).toBe('no error');
      const error = thrown(() => loadTable(konoSolver, bad, { verify: true }));
      expect(error.code, `forgery ${i}`).toBe('table/corrupt');
      expect(error.message).toMatch(/disagrees with the values of its successors/);
    }
  });

  it('Jul-Gonu previous: every changed value of a forged table is caught (12 positions, each changed by one)', () => {
    const start = dataStart(previousBytes);
    const random = fc.sample(fc.nat(previous2.stats.positions - 1), { numRuns: 12, seed: 16 });
    for (const at of random) {
      const code = previousBytes[start + at] as number;
      const bad = resealed(edited(previousBytes, (c) => (c[start + at] = code === 1 ? 3 : code - 1)));
      expect(
        thrownCode(() => loadTable(julGonuPreviousSolver, bad, { verify: true })),
        `value ${at}`,
      ).toBe('table/corrupt');
    }
  });

  it('settings other than verify, or a verify that is not a boolean: argument/invalid', () => {
    for (const settings of [null, 3, [], { verify: 1 }, { check: true }]) {
      expect(
        thrownCode(() => loadTable(konoSolver, konoBytes, settings as never)),
        JSON.stringify(settings),
      ).toBe('argument/invalid');
    }
  });
});

describe('allocation failure', () => {
  /** A space too large for any machine, with the given number of positions. */
  const huge = (positions: number): RetrogradeSpace => ({
    size: positions,
    positions,
    maxPredecessors: 1,
    forEachPosition: () => undefined,
    forEachIndex: () => undefined,
    includes: () => false,
    rank: () => -1,
    predecessors: () => 0,
  });

  it('retrograde over a space whose arrays cannot be allocated: resource/exhausted, saying how much it needs', () => {
    const error = thrown(() => retrograde(huge(2 ** 40)));
    expect(error.code).toBe('resource/exhausted');
    // Three bytes a position: 3.3 TB.
    expect(error.message).toMatch(/1,099,511,627,776 positions needs about 3298\.5 GB; allocation failed/);
    expect(error.cause).toBeInstanceOf(RangeError);
  });

  it('solve of such a space: resource/exhausted naming the solver and the memory it needs', () => {
    const solver = { ...konoSolver, id: 'a huge game', space: () => huge(2 ** 41) } as Solver<string, unknown, unknown>;
    const error = thrown(() => solve(solver));
    expect(isRulesError(error, 'resource/exhausted')).toBe(true);
    expect(error.message).toMatch(/^solving a huge game \(2,199,023,255,552 positions\) needs about 6597\.1 GB/);
  });
});
