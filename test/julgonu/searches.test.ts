import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/index.js';
import { julgonu, type JulGonuMove, type JulGonuOptions, type JulGonuPosition, type NoRepeatMode } from '../../src/julgonu/index.js';
import { params } from '../support/fc.js';
import { countByMoves, expectSearchesAgree, playByMoves } from '../support/searches.js';
import { randomLine } from '../support/lines.js';
import { MODES, playLine } from './helpers.js';

/** A position reached by `plies` seeded random moves through julgonu.play from the start under `options`: its J4 history is real. */
function played(seed: number, plies: number, options: JulGonuOptions = {}): JulGonuPosition {
  const start = julgonu.start(options);
  return randomLine(julgonu, seed, plies, start).at(-1) ?? start;
}

const leaves = (position: JulGonuPosition, depth: number): number => julgonu.cursor(position).countLeaves(depth);
const leavesByMoves = (position: JulGonuPosition, depth: number): number => countByMoves(julgonu.cursor(position), depth, julgonu.maxMoves);

describe("Jul-Gonu's perft and playouts on its own functions agree with the cursor's move-by-move loops", () => {
  it('perft at depths 1 to 4 and random playouts in every J4 mode, on positions reached by random play (short histories too)', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        // Short histories often: J4's window then reaches before the start of the count.
        fc.oneof(fc.nat(4), fc.nat(80)),
        fc.constantFrom(...MODES),
        fc.integer(),
        fc.nat(400),
        (seed, plies, noRepeat, playoutSeed, limit) => {
          expectSearchesAgree(julgonu, played(seed, plies, { noRepeat }), [1, 2, 3, 4], playoutSeed, limit);
        },
      ),
      params(200),
    );
  });

  it("J4: perft at depths 5 and 6, where the window's last two plies are counted in bulk from the count's own states, on positions reached by random play", () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat(60), fc.constantFrom(...MODES), (seed, plies, noRepeat) => {
        const position = played(seed, plies, { noRepeat });
        for (const depth of [5, 6]) expect(leaves(position, depth), julgonu.formatPosition(position)).toBe(leavesByMoves(position, depth));
      }),
      params(12),
    );
  });

  it('J4: playouts one after another carry the window across, and the history they leave reads as the moves leave it', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.nat(30),
        fc.constantFrom(...MODES),
        fc.array(fc.nat(9), { minLength: 1, maxLength: 4 }),
        (seed, plies, noRepeat, limits) => {
          const position = played(seed, plies, { noRepeat });
          const fast = julgonu.cursor(position);
          const slow = julgonu.cursor(position);
          const [a, b] = [createRandom(seed), createRandom(seed)];
          for (const limit of limits) {
            expect(fast.playRandom(a, limit)).toBe(playByMoves(slow, b, limit, julgonu.maxMoves));
            // A count between playouts reads the line's keys; the strings wait until a position is asked for.
            expect(fast.countLeaves(2)).toBe(slow.countLeaves(2));
          }
          expect(fast.position().history).toEqual(slow.position().history);
          expect(fast.position().board).toBe(slow.position().board);
        },
      ),
      params(60),
    );
  });

  it('with maxPlies: the count stops at the limit, and a playout ends there drawn by max-plies unless J5 ends it first', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.nat(30),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom(...MODES),
        fc.integer(),
        (seed, plies, extra, noRepeat, playoutSeed) => {
          const options = { noRepeat, maxPlies: plies + extra };
          const position = played(seed, plies, options);
          expectSearchesAgree(julgonu, position, [1, 2, 3, 4, 5, 6], playoutSeed, 1000);
          const cursor = julgonu.cursor(position);
          cursor.playRandom(createRandom(playoutSeed), 1000);
          const outcome = cursor.outcome();
          if (outcome?.reason !== 'no-moves' && outcome?.reason !== 'reduced-to-one') {
            expect(cursor.ply).toBe(options.maxPlies);
            expect(outcome).toEqual({ winner: null, reason: 'max-plies' });
          }
        },
      ),
      params(80),
    );
  });

  it('with repetition, the cursor judges the draw itself, and prunes what the moves alone would count', () => {
    // Without J4 the square shuffles back and forth, and repetition: 2 cuts those lines at depth 4 on.
    const text = 'w2w/4/4/b1b1 b';
    const drawn = julgonu.parsePosition(text, { noRepeat: 'off', repetition: 2 });
    expect(leaves(drawn, 6)).toBe(leavesByMoves(drawn, 6));
    expect(leaves(drawn, 6)).toBeLessThan(leaves(julgonu.parsePosition(text, { noRepeat: 'off' }), 6));
    const both = julgonu.parsePosition(text, { repetition: 2 });
    expect(leaves(both, 6)).toBe(leavesByMoves(both, 6));
    fc.assert(
      fc.property(
        fc.integer(),
        fc.nat(40),
        fc.constantFrom<NoRepeatMode>('off', 'previous'),
        fc.integer(),
        (seed, plies, noRepeat, playoutSeed) => {
          const position = played(seed, plies, { noRepeat, repetition: 2, maxPlies: 300 });
          expectSearchesAgree(julgonu, position, [1, 2, 3, 4], playoutSeed, 1000);
        },
      ),
      params(40),
    );
  });
});

describe("J4 inside the cursor's perft", () => {
  it('J4: previous forbids the end of a back-and-forth at the start of the count and deep inside it', () => {
    // After a1-a2 a4-a3 a2-a1, White may not play a3-a4 (it recreates the start).
    const line = ['a1-a2', 'a4-a3', 'a2-a1'];
    const previous = playLine(julgonu.start(), line);
    const off = playLine(julgonu.start({ noRepeat: 'off' }), line);
    expect(leaves(previous, 1)).toBe(6);
    expect(leaves(off, 1)).toBe(7);
    expect(leaves(previous, 1)).toBe(leavesByMoves(previous, 1));
    // From the start, the first back-and-forths end at ply 4, three plies below the count's start
    // and more: each depth is less than without J4, and what the move-by-move count finds.
    for (const depth of [4, 5, 6]) {
      const withJ4 = leaves(julgonu.start(), depth);
      expect(withJ4).toBeLessThan(leaves(julgonu.start({ noRepeat: 'off' }), depth));
      expect(withJ4).toBe(leavesByMoves(julgonu.start(), depth));
    }
    for (const depth of [2, 3, 4, 5]) expect(leaves(previous, depth)).toBe(leavesByMoves(previous, depth));
  });

  it('J4: a capture starts the window afresh deep inside the count', () => {
    // Black at b2 can step to a2 and back, taking b3 (closed by b4) on the way back, then step
    // away and back again: the window must forget the positions before the capture, or the count
    // at the end of such lines goes wrong. Depth 7 puts the capture below the first three plies.
    for (const text of ['1b1w/1w2/1b2/3w w', '1b1w/1w2/1b2/w2w w']) {
      const position = julgonu.parsePosition(text);
      expect(leaves(position, 7), text).toBe(leavesByMoves(position, 7));
    }
  });

  it('J4: a playout that ends because J4 forbids the only step leaves the same history as the moves do', () => {
    // After c1-b1 d2-d1, Black's b1-c1 leaves White only d1-d2, which recreates the position of
    // four plies back: White has no legal move (J5).
    const position = playLine('wb2/b3/3w/2b1 b', ['c1-b1', 'd2-d1']);
    let stalemated = 0;
    for (let seed = 1; seed <= 40; seed++) {
      expectSearchesAgree(julgonu, position, [1, 2, 3], seed, 20);
      const cursor = julgonu.cursor(position);
      if (cursor.playRandom(createRandom(seed), 20) === 1 && cursor.outcome()?.reason === 'no-moves') stalemated++;
    }
    expect(stalemated).toBeGreaterThan(0);
  });

  it('J4: a JSON copy of a position after a back-and-forth forbids the reply taken back, and the count forbids exactly what the cursor forbids', () => {
    // A history is checked for what play can make (each entry one move before the next), so the
    // window is filled by a real back-and-forth: a step, a reply, the step taken back; the reply
    // taken back would then recreate the position of four plies ago.
    let forbidding = 0;
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 4, max: 40 }),
        fc.integer(),
        fc.nat(200),
        fc.nat(63),
        (seed, plies, playoutSeed, limit, pick) => {
          const position = played(seed, plies);
          const step = (at: JulGonuPosition, choose: (moves: readonly JulGonuMove[]) => JulGonuMove | undefined) => {
            if (julgonu.outcome(at) !== undefined) return undefined;
            const move = choose(julgonu.legalMoves(at));
            return move === undefined ? undefined : { move, after: julgonu.play(at, move) };
          };
          const first = step(position, (moves) => moves[pick % moves.length]);
          const reply = first && step(first.after, (moves) => moves[(pick >> 3) % moves.length]);
          const back = reply && step(reply.after, (moves) => moves.find((m) => m.from === first.move.to && m.to === first.move.from));
          if (reply === undefined || back === undefined || julgonu.outcome(back.after) !== undefined) return;
          const copy = JSON.parse(JSON.stringify(back.after)) as JulGonuPosition;
          const free = julgonu.legalMoves({ ...copy, options: { ...copy.options, noRepeat: 'off' }, history: [] });
          const allowed = julgonu.legalMoves(copy);
          if (allowed.length < free.length) {
            forbidding++;
            expect(allowed.some((m) => m.from === reply.move.to && m.to === reply.move.from)).toBe(false);
          }
          expectSearchesAgree(julgonu, copy, [1, 2, 3, 4, 5], playoutSeed, limit);
        },
      ),
      params(60),
    );
    // Most back-and-forths forbid the reply taken back (not where a step captured).
    expect(forbidding).toBeGreaterThan(10);
  });
});
