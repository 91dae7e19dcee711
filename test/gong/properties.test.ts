import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/index.js';
import { gong, type GongMove, type GongPosition } from '../../src/gong/index.js';
import { params } from '../support/fc.js';
import { arbCrowdedText, named, randomLine } from './helpers.js';
import { GON, RADIAL_ORDER, inwardOf, other, refFormat, refParse, refToff, ring, type Colour, type RefMove, type RefPos } from './reference.js';

const arbPlayed: fc.Arbitrary<GongPosition> = fc
  .tuple(fc.integer(), fc.nat(260), fc.constantFrom<'black' | 'white'>('black', 'white'))
  .map(([seed, plies, firstPlayer]) => randomLine(seed, plies, gong.start({ firstPlayer })).at(-1) ?? gong.start());
const arbAny: fc.Arbitrary<GongPosition> = fc.oneof(arbPlayed, arbCrowdedText.map((t) => gong.parsePosition(t)));

const pawns = (p: GongPosition, who: 'black' | 'white'): number => {
  const text = gong.formatPosition(p);
  const ref = refParse(text);
  const c: Colour = who === 'black' ? 'b' : 'w';
  return [...ref.cells.values()].filter((v) => v === c).length + ref.off[c];
};

describe('conservation', () => {
  it('16 pawns minus those taken; each take removes exactly one pawn, nothing else removes one', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom<'black' | 'white'>('black', 'white'), (seed, firstPlayer) => {
        const line = randomLine(seed, 150, gong.start({ firstPlayer }));
        let taken = 0;
        for (let i = 1; i < line.length; i++) {
          const before = line[i - 1] as GongPosition;
          const now = line[i] as GongPosition;
          const total = (q: GongPosition): number => pawns(q, 'black') + pawns(q, 'white');
          const diff = total(before) - total(now);
          const move = gong.legalMoves(before).find((m) => gong.formatPosition(gong.play(before, m)) === gong.formatPosition(now));
          const rm = move === undefined ? undefined : named(move);
          const isTake = rm !== undefined && (rm.kind === 'sidestep' || rm.kind === 'gong') && refParse(gong.formatPosition(before)).cells.has(rm.to);
          expect(diff).toBe(isTake ? 1 : 0);
          taken += diff;
        }
        const last = line.at(-1) as GongPosition;
        expect(pawns(last, 'black') + pawns(last, 'white')).toBe(16 - taken);
      }),
      params(8),
    );
  });
});

describe('play never mutates', () => {
  it('positions and their state are frozen and unchanged by play', () => {
    fc.assert(
      fc.property(arbAny, fc.nat(), (p, k) => {
        const text = gong.formatPosition(p);
        expect(Object.isFrozen(p)).toBe(true);
        expect(Object.isFrozen(p.state)).toBe(true);
        expect(Object.isFrozen(p.state.cells)).toBe(true);
        const moves = gong.legalMoves(p);
        if (moves.length === 0) return;
        const m = moves[k % moves.length] as GongMove;
        const q = gong.play(p, m);
        expect(gong.formatPosition(p)).toBe(text);
        expect(q.ply).toBe(p.ply + 1);
        expect(() => {
          (p.state.off as number[])[0] = 1;
        }).toThrow();
      }),
      params(60),
    );
  });
});

describe('round-trips', () => {
  it('notation, action index and position string', () => {
    fc.assert(
      fc.property(arbAny, (p) => {
        const text = gong.formatPosition(p);
        expect(gong.formatPosition(gong.parsePosition(text))).toBe(text);
        expect(gong.formatPosition(gong.parsePosition(`  ${text}\n`))).toBe(text);
        const seen = new Set<string>();
        for (const m of gong.legalMoves(p)) {
          const n = gong.formatMove(p, m);
          expect(seen.has(n)).toBe(false);
          seen.add(n);
          expect(gong.parseMove(p, n)).toEqual(m);
          expect(gong.decodeMove(gong.encodeMove(m))).toEqual(m);
          expect(gong.isLegal(p, m)).toBe(true);
        }
      }),
      params(80),
    );
  });
});

/** A symmetry applied to a reference position, optionally swapping the colours. */
function mapPos(ref: RefPos, points: readonly number[], swap: boolean): RefPos {
  const cells = new Map<string, Colour>();
  for (const [k, v] of ref.cells) cells.set(gong.board.name(points[gong.board.point(k)] as number), swap ? other(v) : v);
  return { cells, toMove: swap ? other(ref.toMove) : ref.toMove, off: swap ? { b: ref.off.w, w: ref.off.b } : ref.off };
}
function mapMove(m: RefMove, points: readonly number[]): RefMove {
  const f = (n: string): string => gong.board.name(points[gong.board.point(n)] as number);
  switch (m.kind) {
    case 'pass':
      return m;
    case 'place':
      return { kind: 'place', at: f(m.at) };
    case 'advance':
      return { kind: 'advance', from: f(m.from), to: f(m.to) };
    case 'gong':
      return { kind: 'gong', to: f(m.to) };
    case 'sidestep':
      return { kind: 'sidestep', from: f(m.from), to: f(m.to), toff: m.toff === null ? null : f(m.toff) };
  }
}
const key = (m: RefMove): string => JSON.stringify(m);

describe('symmetry', () => {
  const board = gong.board;
  const colour = (q: number): number => Math.floor((q - 1) / 13) % 2;
  const keeping = board.symmetries.filter((s) => s.points.every((q, i) => i === 0 || colour(q) === colour(i)));
  const rotate1 = board.symmetries.find((s) => s.name === 'rotate1');

  it('the 24 colour-preserving symmetries map legal moves to legal moves and results to results', () => {
    expect(keeping.length).toBe(24);
    fc.assert(
      fc.property(arbAny, fc.nat(23), (p, i) => {
        const s = keeping[i] as (typeof keeping)[number];
        const ref = refParse(gong.formatPosition(p));
        const image = gong.parsePosition(refFormat(mapPos(ref, s.points, false)));
        const moves = gong.legalMoves(p).map(named);
        const mapped = moves.map((m) => key(mapMove(m, s.points))).sort();
        expect(gong.legalMoves(image).map((m) => key(named(m))).sort()).toEqual(mapped);
        expect(gong.outcome(image)).toEqual(gong.outcome(p));
        for (const m of gong.legalMoves(p).slice(0, 5)) {
          const after = refParse(gong.formatPosition(gong.play(p, m)));
          const mm = mapMove(named(m), s.points);
          const move = gong.legalMoves(image).find((x) => key(named(x)) === key(mm)) as GongMove;
          expect(gong.formatPosition(gong.play(image, move))).toBe(refFormat(mapPos(after, s.points, false)));
        }
      }),
      params(80),
    );
  });

  it('rotation by one radial with the colours swapped maps legal moves to legal moves', () => {
    expect(rotate1).toBeDefined();
    const pts = rotate1?.points ?? [];
    fc.assert(
      fc.property(arbAny, (p) => {
        const ref = refParse(gong.formatPosition(p));
        const image = gong.parsePosition(refFormat(mapPos(ref, pts, true)));
        const mapped = gong.legalMoves(p).map((m) => key(mapMove(named(m), pts))).sort();
        expect(gong.legalMoves(image).map((m) => key(named(m))).sort()).toEqual(mapped);
        const o = gong.outcome(p);
        const swapped = o === undefined ? undefined : { ...o, winner: o.winner === null ? null : o.winner === 'black' ? 'white' : 'black' };
        expect(gong.outcome(image)).toEqual(swapped);
      }),
      params(60),
    );
  });
});

function shuffled(seed: number): number[] {
  const r = createRandom(seed);
  const a = [...RADIAL_ORDER];
  for (let i = a.length - 1; i > 0; i--) {
    const j = r.int(i + 1);
    [a[i], a[j]] = [a[j] as number, a[i] as number];
  }
  return a;
}

describe('toff push order', () => {
  it('after every toff: one pawn a point, own pawns one step inward or blocked, enemies and capturer still, order-independent', () => {
    let toffs = 0;
    let entries = 0;
    let jams = 0;
    fc.assert(
      fc.property(arbCrowdedText, fc.nat(), (text, seed) => {
        const p = gong.parsePosition(text);
        const ref = refParse(text);
        const me = ref.toMove;
        for (const m of gong.legalMoves(p)) {
          if (m.kind !== 'sidestep') continue;
          const nm = named(m);
          if (nm.kind !== 'sidestep') continue;
          const target = ref.cells.get(nm.to);
          if (target === undefined || target === me || ref.cells.get(inwardOf(nm.to)) !== me) continue;
          toffs++;
          const afterText = gong.formatPosition(gong.play(p, m));
          const after = refParse(afterText);
          // No two pawns on a point: the string parses and the counts add up (one enemy taken).
          const count = (r: RefPos, c: Colour): number => [...r.cells.values()].filter((v) => v === c).length;
          expect(count(after, me)).toBe(count(ref, me));
          expect(count(after, other(me))).toBe(count(ref, other(me)) - 1);
          // The capturer stands where it took; the enemy pawns did not move.
          expect(after.cells.get(nm.to)).toBe(me);
          expect(after.cells.has(nm.from) ? after.cells.get(nm.from) : undefined).not.toBe(other(me));
          for (const [q, c] of ref.cells) if (c !== me && q !== nm.to) expect(after.cells.get(q)).toBe(c);
          // Board before the toff: the capturer moved, the enemy taken.
          const mid = new Map(ref.cells);
          mid.delete(nm.from);
          mid.set(nm.to, me);
          // Match each radial's own pawns before and after in ring order: pawns never pass each
          // other, and at most one leaves its radial, into the Gon.
          let entered: string | null = null;
          const moved = new Set<string>();
          const gonEntered = after.cells.get(GON) === me && mid.get(GON) !== me;
          for (let r = 0; r < 24; r++) {
            const before = [...mid].filter(([q, c]) => c === me && q !== GON && radialOf(q) === r).map(([q]) => ring(q)).sort((a, b) => a - b);
            const now = [...after.cells].filter(([q, c]) => c === me && q !== GON && radialOf(q) === r).map(([q]) => ring(q)).sort((a, b) => a - b);
            if (now.length === before.length - 1) {
              expect(gonEntered).toBe(true);
              expect(entered).toBe(null);
              expect(before[0]).toBe(1);
              entered = `${'abcdefghijklmnopqrstuvwx'.charAt(r)}1`;
              now.unshift(0);
            }
            expect(now.length).toBe(before.length);
            before.forEach((k, i) => {
              const j = now[i] as number;
              const q = `${'abcdefghijklmnopqrstuvwx'.charAt(r)}${k}`;
              expect([0, 1], `${text} ${gong.formatMove(p, m)}: ${q}`).toContain(k - j);
              if (k - j === 1) moved.add(q);
            });
          }
          if (gonEntered) expect(entered).not.toBe(null);
          // Each own pawn either moved exactly one point inward, or stayed because it was blocked.
          for (const [q, c] of mid) {
            if (c !== me || q === nm.to || q === GON) continue;
            const inner = inwardOf(q);
            if (moved.has(q)) {
              expect(after.cells.get(inner)).toBe(me);
            } else {
              expect(after.cells.get(q)).toBe(me);
              const blocker = mid.get(inner);
              const blocked =
                blocker === other(me) ||
                (blocker === me && !moved.has(inner) && inner !== GON) ||
                inner === nm.to ||
                (inner === GON && (mid.has(GON) || entered !== null));
              if (blocker === other(me)) jams++;
              expect(blocked, `${text} ${gong.formatMove(p, m)}: ${q} stayed`).toBe(true);
            }
          }
          if (entered !== null) {
            entries++;
            if (nm.toff !== null) expect(entered).toBe(nm.toff);
          }
          // Own pawns that moved moved one step: the set of own points after is exactly the image.
          const expected = new Set<string>([nm.to]);
          for (const [q, c] of mid) if (c === me && q !== nm.to) expected.add(moved.has(q) ? inwardOf(q) : q);
          expect(new Set([...after.cells].filter(([, c]) => c === me).map(([q]) => q))).toEqual(expected);
          // The same toff, the radials visited in another order.
          for (const order of [[...RADIAL_ORDER].reverse(), shuffled(seed)]) {
            const cells = new Map(mid);
            refToff(cells, me, nm.to, entered, order);
            expect(refFormat({ cells, toMove: other(me), off: ref.off })).toBe(afterText);
          }
        }
      }),
      params(500),
    );
    expect(toffs).toBeGreaterThan(100);
    expect(entries).toBeGreaterThan(5);
    expect(jams).toBeGreaterThan(5);
  });
});

function radialOf(q: string): number {
  return 'abcdefghijklmnopqrstuvwx'.indexOf(q.charAt(0));
}
