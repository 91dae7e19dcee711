import { describe, expect, it } from 'vitest';
import { formatRecord, parseRecord, replay, type Outcome, type PositionKey } from '../../src/index.js';
import { kono, type KonoOptions, type KonoPosition } from '../../src/kono/index.js';
import { randomLine } from './helpers.js';

/** Every position of a line of moves in notation, the start first. */
function line(start: KonoPosition, moves: readonly string[]): KonoPosition[] {
  const out = [start];
  let pos = start;
  for (const m of moves) {
    pos = kono.play(pos, kono.parseMove(pos, m));
    out.push(pos);
  }
  return out;
}

const reasons = (positions: readonly KonoPosition[]): (string | undefined)[] => positions.map((p) => kono.outcome(p)?.reason);

/** The keys since the last capture, the position's own included, oldest first. */
function stretch(pos: KonoPosition): PositionKey[] {
  return [...pos.history, kono.positionKey(pos)];
}

/** Plays the same line on a cursor and checks it agrees with the immutable positions at every ply. */
function expectCursorAgrees(positions: readonly KonoPosition[]): void {
  const first = positions[0] as KonoPosition;
  const cursor = kono.cursor(first);
  positions.forEach((pos, i) => {
    if (i > 0) {
      const prev = positions[i - 1] as KonoPosition;
      const move = kono.legalMoves(prev).find((m) => kono.formatPosition(kono.play(prev, m)) === kono.formatPosition(pos));
      if (move === undefined) throw new Error('positions do not form a line');
      cursor.play(kono.encodeMove(move));
    }
    expect(cursor.ply).toBe(pos.ply);
    expect(cursor.outcome()).toEqual(kono.outcome(pos));
    expect(cursor.countLegalActions()).toBe(kono.legalMoves(pos).length);
    expect(cursor.legalActions(new Int32Array(kono.maxMoves))).toBe(kono.legalMoves(pos).length);
    expect(cursor.position().history).toEqual(pos.history);
    expect(cursor.positionKey()).toBe(kono.positionKey(pos));
  });
}

const REPETITION: Outcome = { winner: null, reason: 'repetition' };
const MAX_PLIES: Outcome = { winner: null, reason: 'max-plies' };
// Two lone pieces shuffling: after four plies the start position is back.
const SHUFFLE = ['a1-b1', 'a4-b4', 'b1-a1', 'b4-a4'];
const LONE = 'w3/4/4/b3 b';

describe('default options: no draws', () => {
  it('the start has no draw options', () => {
    expect(kono.start().options).toEqual({ reducedToOne: false });
    expect(kono.parsePosition(LONE).options).toEqual({ reducedToOne: false });
  });

  it('shuffling back and forth never draws', () => {
    const positions = line(kono.parsePosition(LONE), [...SHUFFLE, ...SHUFFLE, ...SHUFFLE, ...SHUFFLE, ...SHUFFLE]);
    expect(positions.every((p) => kono.outcome(p) === undefined)).toBe(true);
    expect(positions.at(-1)?.ply).toBe(20);
  });

  it('long random games end only by K5', () => {
    for (let seed = 1; seed <= 5; seed++) {
      for (const pos of randomLine(seed, 400)) {
        const reason = kono.outcome(pos)?.reason;
        expect(reason === undefined || reason === 'no-moves' || reason === 'captured-all').toBe(true);
      }
    }
  });
});

describe('maxPlies', () => {
  it('draws with reason max-plies exactly when the ply count reaches the limit', () => {
    const positions = line(kono.parsePosition(LONE, { maxPlies: 4 }), [...SHUFFLE]);
    expect(positions.map((p) => p.ply)).toEqual([0, 1, 2, 3, 4]);
    expect(reasons(positions)).toEqual([undefined, undefined, undefined, undefined, 'max-plies']);
    const last = positions[4] as KonoPosition;
    expect(kono.outcome(last)).toEqual(MAX_PLIES);
    expect(kono.legalMoves(last)).toEqual([]);
    expect(kono.isLegal(last, { kind: 'step', from: 0, to: 1 })).toBe(false);
    expectCursorAgrees(positions);
  });

  it('maxPlies: 1 ends the game after the first move, from the start too', () => {
    const start = kono.start({ maxPlies: 1 });
    expect(kono.outcome(start)).toBeUndefined();
    const after = kono.play(start, kono.parseMove(start, 'a1xa3'));
    expect(kono.outcome(after)).toEqual(MAX_PLIES);
  });

  it('counts plies of the game, so random games with maxPlies end at that ply or earlier by K5', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const positions = randomLine(seed, 1000, kono.start({ maxPlies: 30 }));
      const last = positions.at(-1) as KonoPosition;
      expect(last.ply).toBeLessThanOrEqual(30);
      if (last.ply < 30) expect(kono.outcome(last)?.winner).not.toBeNull();
      else expect(kono.outcome(last)).toBeDefined();
      expect(positions.slice(0, -1).every((p) => kono.outcome(p) === undefined)).toBe(true);
    }
  });

  it('a win on the last allowed ply stands: the K5 result comes before the draw', () => {
    // a1xc1 takes White's last piece on ply 1 = maxPlies.
    const pos = kono.parsePosition('4/4/4/bbw1 b', { maxPlies: 1 });
    const after = kono.play(pos, kono.parseMove(pos, 'a1xc1'));
    expect(kono.outcome(after)).toEqual({ winner: 'black', reason: 'captured-all' });
    expect(kono.cursor(after).outcome()).toEqual({ winner: 'black', reason: 'captured-all' });
  });
});

describe('repetition', () => {
  it('repetition: 3 draws when a position occurs the third time, not before', () => {
    const positions = line(kono.parsePosition(LONE, { repetition: 3 }), [...SHUFFLE, ...SHUFFLE]);
    // The start recurs at ply 4 (second time) and ply 8 (third time).
    expect(reasons(positions)).toEqual([...new Array<undefined>(8).fill(undefined), 'repetition']);
    expect(kono.outcome(positions[8] as KonoPosition)).toEqual(REPETITION);
    expect(kono.legalMoves(positions[8] as KonoPosition)).toEqual([]);
    expectCursorAgrees(positions);
  });

  it('repetition: 2 draws at the first recurrence', () => {
    const positions = line(kono.parsePosition(LONE, { repetition: 2 }), SHUFFLE);
    expect(reasons(positions)).toEqual([undefined, undefined, undefined, undefined, 'repetition']);
    expectCursorAgrees(positions);
  });

  it('any position counts, not only the start: the draw comes at the third occurrence of a middle one', () => {
    // The position after a1-b1 occurs at plies 1, 5 and 9; the cycle never passes the start again.
    const cycle = ['a4-b4', 'b1-c1', 'b4-a4', 'c1-b1'];
    const positions = line(kono.parsePosition(LONE, { repetition: 3 }), ['a1-b1', ...cycle, ...cycle]);
    expect(
      reasons(positions)
        .slice(0, 9)
        .every((r) => r === undefined),
    ).toBe(true);
    expect(reasons(positions)[9]).toBe('repetition');
    expectCursorAgrees(positions);
  });

  it('the same board with the other player to move is another position', () => {
    expect(kono.positionKey(kono.parsePosition('w3/4/4/b3 b'))).not.toBe(kono.positionKey(kono.parsePosition('w3/4/4/b3 w')));
  });

  it('a capture resets the history: only positions since the last capture are kept', () => {
    // Black a1, b1 and White c1, d4: shuffle once, then a1xc1, then shuffle twice more.
    const start = kono.parsePosition('3w/4/4/bbw1 b', { repetition: 3 });
    const before = ['b1-b2', 'd4-d3', 'b2-b1', 'd3-d4'];
    const after = ['d4-d3', 'c1-c2', 'd3-d4', 'c2-c1'];
    const positions = line(start, [...before, 'a1xc1', ...after, ...after]);
    expect(stretch(positions[4] as KonoPosition)).toHaveLength(5);
    const captured = positions[5] as KonoPosition;
    expect(captured.history).toEqual([]);
    // The position right after the capture recurs at plies 9 and 13: the draw comes at 13.
    const got = reasons(positions);
    expect(got.slice(0, 13).every((r) => r === undefined)).toBe(true);
    expect(got[13]).toBe('repetition');
    expect(stretch(positions[13] as KonoPosition)).toHaveLength(9);
    expectCursorAgrees(positions);
  });

  it('a cursor started in mid-history knows the history', () => {
    const positions = line(kono.parsePosition(LONE, { repetition: 3 }), [...SHUFFLE, ...SHUFFLE]);
    const middle = positions[6] as KonoPosition;
    const cursor = kono.cursor(middle);
    for (const m of SHUFFLE.slice(2)) {
      const pos = cursor.position();
      cursor.play(kono.encodeMove(kono.parseMove(pos, m)));
    }
    expect(cursor.outcome()).toEqual(REPETITION);
    expect(cursor.countLegalActions()).toBe(0);
    cursor.undo();
    expect(cursor.outcome()).toBeUndefined();
    expect(cursor.ply).toBe(7);
  });

  it('a position string drops the history, a game record keeps it', () => {
    const options: KonoOptions = { repetition: 3 };
    const positions = line(kono.parsePosition(LONE, options), [...SHUFFLE, ...SHUFFLE]);
    const seventh = positions[7] as KonoPosition;
    const fresh = kono.parsePosition(kono.formatPosition(seventh), options);
    expect(kono.outcome(kono.play(fresh, kono.parseMove(fresh, 'b4-a4')))).toBeUndefined();
    const record = replay(kono, positions[0] as KonoPosition, [...SHUFFLE, ...SHUFFLE]);
    expect(record.outcome).toEqual(REPETITION);
    const back = parseRecord(formatRecord(record), kono);
    expect(back.outcome).toEqual(REPETITION);
    expect(formatRecord(record)).toContain('[Result "draw repetition"]');
  });

  it('repetition and maxPlies together: whichever comes first ends the game', () => {
    const early = line(kono.parsePosition(LONE, { repetition: 2, maxPlies: 6 }), SHUFFLE);
    expect(kono.outcome(early[4] as KonoPosition)).toEqual(REPETITION);
    const late = line(kono.parsePosition(LONE, { repetition: 3, maxPlies: 6 }), [...SHUFFLE, 'a1-b1', 'a4-b4']);
    expect(reasons(late)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, 'max-plies']);
  });
});
