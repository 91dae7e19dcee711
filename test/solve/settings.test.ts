import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { julgonu } from '../../src/julgonu/index.js';
import { kono } from '../../src/kono/index.js';
import {
  julGonuSolver,
  konoSolver,
  solve,
  solveJulGonu,
  solveKono,
  type SolveProgress,
  type SolveSettings,
} from '../../src/solve/index.js';
import { thrown, thrownCode } from '../support/errors.js';
import { params } from '../support/fc.js';
import { arbMasks, checkAgainstChildren, JULGONU, placements, textOf } from './helpers.js';

/**
 * solve()'s settings and progress reports, the positions a table refuses, finished games, and
 * the full Jul-Gonu solve (a couple of seconds; the full Kono solve is too slow for the suite).
 */

describe('settings', () => {
  const bad: [string, unknown][] = [
    ['an unknown key', { maxPieces: 2, depth: 3 }],
    ['a misspelt key', { maxpieces: 2 }],
    ['maxPieces 0', { maxPieces: 0 }],
    ['maxPieces -1', { maxPieces: -1 }],
    ['maxPieces 2.5', { maxPieces: 2.5 }],
    ['maxPieces NaN', { maxPieces: Number.NaN }],
    ['maxPieces Infinity', { maxPieces: Infinity }],
    ['maxPieces "2"', { maxPieces: '2' }],
    ['onProgress a string', { maxPieces: 1, onProgress: 'log' }],
    ['onProgress an object', { maxPieces: 1, onProgress: {} }],
    ['onProgress null', { maxPieces: 1, onProgress: null }],
    ['a number', 3],
    ['a string', 'maxPieces: 2'],
    ['null', null],
    ['true', true],
    ['a function', () => 2],
  ];

  it.each(bad)('%s: argument/invalid, for both solvers and through solve()', (_, settings) => {
    const asSettings = settings as SolveSettings;
    expect(thrownCode(() => solveKono(asSettings))).toBe('argument/invalid');
    expect(thrownCode(() => solveJulGonu(asSettings))).toBe('argument/invalid');
    expect(thrownCode(() => solve(konoSolver, asSettings))).toBe('argument/invalid');
    expect(thrownCode(() => solve(julGonuSolver, asSettings))).toBe('argument/invalid');
  });

  it('maxPieces beyond the game: 9 for Kono, 5 for Jul-Gonu', () => {
    const kono9 = thrown(() => solveKono({ maxPieces: 9 }));
    expect(kono9.code).toBe('argument/invalid');
    expect(kono9.message).toMatch(/maxPieces/);
    expect(kono9.message).toMatch(/\b8\b/);
    const julgonu5 = thrown(() => solveJulGonu({ maxPieces: 5 }));
    expect(julgonu5.code).toBe('argument/invalid');
    expect(julgonu5.message).toMatch(/\b4\b/);
  });

  it('the unknown key is named', () => {
    expect(thrown(() => solveKono({ maxPieces: 1, depth: 3 } as SolveSettings)).message).toMatch(/depth/);
  });

  /** The code of a RulesError `fn` throws, `started` if the solve got as far as reporting progress, `no error` if it returned. */
  const abort = (): never => {
    throw new Error('the solve started');
  };
  const outcome = (fn: () => unknown): string => {
    try {
      return thrownCode(fn);
    } catch (error) {
      if (error instanceof Error && error.message === 'the solve started') return 'started';
      throw error;
    }
  };

  // Like the library's other settings and options checks, solve() refuses an array.
  it('an array: argument/invalid', () => {
    const array = Object.assign([], { maxPieces: 1 }) as unknown as SolveSettings;
    expect(thrownCode(() => solveKono(array))).toBe('argument/invalid');
  });

  // Only undefined means "left out": null is refused, not read as the default (the full solve;
  // the progress callback would stop it here).
  it('maxPieces null: argument/invalid', () => {
    expect(outcome(() => solveJulGonu({ maxPieces: null, onProgress: abort } as unknown as SolveSettings))).toBe('argument/invalid');
  });

  it("good settings: maxPieces 1, an explicit undefined onProgress; the solvers' full extents", () => {
    expect(solveKono({ maxPieces: 1 }).stats.positions).toBe(placements(1));
    expect(solveJulGonu({ maxPieces: 1, onProgress: undefined } as unknown as SolveSettings).maxPieces).toBe(1);
    expect(konoSolver.maxPieces).toBe(8);
    expect(julGonuSolver.maxPieces).toBe(4);
  });
});

describe('progress', () => {
  it('a small solve reports counting, then propagating, ending with every decided position', () => {
    const reports: SolveProgress[] = [];
    const table = solveKono({ maxPieces: 3, onProgress: (p) => reports.push(p) });
    expect(reports.map((r) => r.phase)).toEqual(['counting', 'propagating']);
    expect(reports[0]).toEqual({ phase: 'counting', positions: table.stats.positions, decided: expect.any(Number) as number, plies: 0 });
    const last = reports.at(-1);
    expect(last?.positions).toBe(table.stats.positions);
    expect(last?.decided).toBe(table.stats.wins + table.stats.losses);
    // The last distance tried is one past the longest loss, itself at most one past the longest win.
    expect(last?.plies).toBeGreaterThan(table.stats.longestWin);
  });
});

describe('positions a table refuses', () => {
  const julgonu3 = solveJulGonu({ maxPieces: 3 });
  const kono3 = solveKono({ maxPieces: 3 });

  it('Jul-Gonu with noRepeat other than off: argument/invalid naming noRepeat, from value and perfectMoves', () => {
    const positions = [
      julgonu.start(),
      julgonu.parsePosition('ww2/4/4/bb2 b'),
      julgonu.parsePosition('ww2/4/4/bb2 b', { noRepeat: 'previous' }),
      julgonu.parsePosition('ww2/4/4/bb2 b', { noRepeat: 'any' }),
    ];
    for (const pos of positions) {
      for (const ask of [() => julgonu3.value(pos), () => julgonu3.perfectMoves(pos)]) {
        const error = thrown(ask);
        expect(error.code).toBe('argument/invalid');
        expect(error.message).toMatch(/noRepeat/);
      }
    }
    // The same board with noRepeat off is answered.
    expect(julgonu3.value(julgonu.parsePosition('ww2/4/4/bb2 b', { noRepeat: 'off' })).result).toMatch(/^(win|loss|draw)$/);
  });

  it('more pieces than the table covers: argument/invalid (the Kono start in a three-piece endgame)', () => {
    for (const ask of [() => kono3.value(kono.start()), () => kono3.perfectMoves(kono.start())]) {
      const error = thrown(ask);
      expect(error.code).toBe('argument/invalid');
      expect(error.message).toMatch(/at most 3/);
    }
    // One side over is enough, whichever side is to move.
    expect(thrownCode(() => kono3.value(kono.parsePosition('4/4/4/bbbb w')))).toBe('argument/invalid');
    expect(thrownCode(() => kono3.value(kono.parsePosition('wwww/4/4/b3 b')))).toBe('argument/invalid');
    expect(thrownCode(() => julgonu3.value(julgonu.start({ noRepeat: 'off' })))).toBe('argument/invalid');
    // A Kono position with nine pieces of a colour does not even parse.
    expect(thrownCode(() => kono.parsePosition('bbbb/bbbb/b3/4 w'))).toBe('position/invalid');
  });

  it('a position of another game, or no position: argument/invalid', () => {
    const others: unknown[] = [julgonu.parsePosition('4/4/4/bw2 b', { noRepeat: 'off' }), null, undefined, {}, 'wwww/4/4/bbbb b', kono];
    for (const value of others) {
      expect(
        thrownCode(() => kono3.value(value as never)),
        String(value),
      ).toBe('argument/invalid');
      expect(
        thrownCode(() => kono3.perfectMoves(value as never)),
        String(value),
      ).toBe('argument/invalid');
    }
    expect(thrownCode(() => julgonu3.value(kono.parsePosition('4/4/4/bw2 b') as never))).toBe('argument/invalid');
  });

  it('a finished game: lost in 0 plies for the mover, and no perfect moves', () => {
    const finished = [
      { table: kono3, game: kono, text: 'www1/4/4/4 b', reason: 'captured-all' },
      { table: kono3, game: kono, text: '4/4/4/bbb1 w', reason: 'captured-all' },
      { table: kono3, game: kono, text: '4/4/w3/bw2 b', reason: 'no-moves' },
      { table: kono3, game: kono, text: '4/4/b3/wb2 w', reason: 'no-moves' },
      { table: julgonu3, game: julgonu, text: 'www1/4/4/b3 b', reason: 'reduced-to-one' },
      { table: julgonu3, game: julgonu, text: 'www1/4/4/4 b', reason: 'reduced-to-one' },
      { table: julgonu3, game: julgonu, text: '4/4/ww2/bbw1 b', reason: 'no-moves' },
    ] as const;
    for (const { table, game, text, reason } of finished) {
      const pos = game === kono ? kono.parsePosition(text) : julgonu.parsePosition(text, { noRepeat: 'off' });
      expect(game.outcome(pos as never)?.reason, text).toBe(reason);
      expect(table.value(pos as never), text).toEqual({ result: 'loss', plies: 0 });
      expect(table.perfectMoves(pos as never), text).toEqual([]);
    }
  });
});

describe('the full Jul-Gonu solve (noRepeat off)', () => {
  const reports: SolveProgress[] = [];
  const table = solveJulGonu({ onProgress: (p) => reports.push(p) });
  const start = julgonu.start({ noRepeat: 'off' });

  it('pinned: every placement of up to four a side, and its counts', () => {
    expect(table.maxPieces).toBe(4);
    expect(table.stats).toEqual({ positions: 2267253, wins: 856818, losses: 461234, draws: 949201, longestWin: 57 });
    expect(table.stats.positions).toBe(placements(4));
    expect(table.buildMs).toBeGreaterThanOrEqual(0);
  });

  it('pinned: the start is a draw, every one of its four moves keeps it, and so for its colour-swapped twin', () => {
    expect(table.value(start)).toEqual({ result: 'draw', plies: undefined });
    const perfect = table.perfectMoves(start);
    expect(perfect.map((m) => julgonu.formatMove(start, m))).toEqual(['a1-a2', 'b1-b2', 'c1-c2', 'd1-d2']);
    for (const m of perfect) {
      expect(julgonu.isLegal(start, m)).toBe(true);
      expect(table.value(julgonu.play(start, m))).toEqual({ result: 'draw', plies: undefined });
    }
    expect(table.value(julgonu.parsePosition('bbbb/4/4/wwww w', { noRepeat: 'off' }))).toEqual(table.value(start));
  });

  it('progress: counting reports, then propagating ones, counts never falling, the last with every decided position', () => {
    const phases = reports.map((r) => r.phase);
    const firstPropagating = phases.indexOf('propagating');
    expect(firstPropagating).toBeGreaterThan(0);
    expect(phases.slice(0, firstPropagating).every((p) => p === 'counting')).toBe(true);
    expect(phases.slice(firstPropagating).every((p) => p === 'propagating')).toBe(true);
    // About once per million positions: this space has over two million.
    expect(firstPropagating).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < reports.length; i++) {
      const [before, after] = [reports[i - 1] as SolveProgress, reports[i] as SolveProgress];
      expect(after.positions).toBeGreaterThanOrEqual(before.positions);
      expect(after.decided).toBeGreaterThanOrEqual(before.decided);
      expect(after.plies).toBeGreaterThanOrEqual(before.plies);
    }
    for (const r of reports) expect(r.decided).toBeLessThanOrEqual(r.positions);
    expect(reports[firstPropagating - 1]?.positions).toBe(table.stats.positions);
    const last = reports.at(-1);
    expect(last?.decided).toBe(table.stats.wins + table.stats.losses);
  });

  it("random positions of four pieces a side: each value follows from its children's", () => {
    fc.assert(
      fc.property(arbMasks(4, 2), ({ own, enemy }) => {
        checkAgainstChildren(JULGONU, table, JULGONU.parse(textOf(own, enemy)));
      }),
      params(1000),
    );
  });
});
