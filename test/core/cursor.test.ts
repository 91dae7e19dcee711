import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom, kono, type KonoPosition } from '../../src/index.js';
import { params } from '../support/fc.js';
import { expectRulesError } from './helpers.js';

const actions = (position: KonoPosition): number[] => kono.legalMoves(position).map((m) => kono.encodeMove(m));
const listed = (cursor: ReturnType<typeof kono.cursor>): number[] => {
  const out = new Int32Array(kono.maxMoves);
  return Array.from(out.subarray(0, cursor.legalActions(out)));
};
const fen = (p: KonoPosition): string => kono.formatPosition(p);
const SHUFFLE = ['a4-b4', 'd1-c1', 'b4-a4', 'c1-d1'];

describe('the kono cursor', () => {
  it('lists, counts and plays actions like the immutable functions', () => {
    const start = kono.start();
    const cursor = kono.cursor(start);
    expect(cursor.depth).toBe(0);
    expect(cursor.ply).toBe(0);
    expect(cursor.toMove()).toBe('black');
    expect(listed(cursor)).toEqual(actions(start));
    expect(cursor.countLegalActions()).toBe(4);
    expect(cursor.positionKey()).toBe(kono.positionKey(start));

    const move = kono.parseMove(start, 'a1xa3');
    cursor.play(kono.encodeMove(move));
    const after = kono.play(start, move);
    expect(cursor.depth).toBe(1);
    expect(cursor.ply).toBe(1);
    expect(cursor.toMove()).toBe('white');
    expect(cursor.positionKey()).toBe(kono.positionKey(after));
    expect(fen(cursor.position())).toBe('wwww/bwww/bbbb/1bbb w');
    expect(listed(cursor)).toEqual(actions(after));
    expect(cursor.countLegalActions()).toBe(actions(after).length);
  });

  it('undo goes back exactly, and refuses at depth 0', () => {
    const start = kono.start();
    const cursor = kono.cursor(start);
    expectRulesError(() => cursor.undo(), 'argument/invalid');
    const first = listed(cursor)[0] as number;
    cursor.play(first);
    cursor.play(listed(cursor)[0] as number);
    cursor.undo();
    cursor.undo();
    expect(cursor.depth).toBe(0);
    expect(cursor.positionKey()).toBe(kono.positionKey(start));
    expect(listed(cursor)).toEqual(actions(start));
    expectRulesError(() => cursor.undo(), 'argument/invalid');
  });

  it('never changes the position it started from', () => {
    const start = kono.start({ repetition: 3 });
    const before = JSON.stringify(start);
    const cursor = kono.cursor(start);
    for (let i = 0; i < 6; i++) cursor.play(listed(cursor)[0] as number);
    expect(JSON.stringify(start)).toBe(before);
  });

  it('position() snapshots do not follow later cursor moves', () => {
    const cursor = kono.cursor(kono.start({ repetition: 3 }));
    cursor.play(listed(cursor)[1] as number);
    const snapshot = cursor.position();
    const text = fen(snapshot);
    const json = JSON.stringify(snapshot);
    for (let i = 0; i < 4; i++) cursor.play(listed(cursor)[0] as number);
    cursor.undo();
    cursor.undo();
    cursor.undo();
    cursor.undo();
    cursor.undo();
    cursor.play(listed(cursor)[2] as number);
    expect(fen(snapshot)).toBe(text);
    expect(JSON.stringify(snapshot)).toBe(json);
    expect(snapshot.ply).toBe(1);
  });

  it('refuses an illegal action and changes nothing', () => {
    const start = kono.start();
    const cursor = kono.cursor(start);
    const step = kono.encodeMove({ kind: 'step', from: 4, to: 8 });
    const error = expectRulesError(() => cursor.play(step), 'move/illegal');
    expect(error.message).toContain('a2-a3');
    expect(cursor.depth).toBe(0);
    expect(cursor.positionKey()).toBe(kono.positionKey(start));
    expect(listed(cursor)).toEqual(actions(start));
  });

  it.each([-1, kono.actionCount, 1.5, Number.NaN, 1e9])('refuses the out-of-range action %s and changes nothing', (action) => {
    const start = kono.start();
    const cursor = kono.cursor(start);
    expectRulesError(() => cursor.play(action), 'action/out-of-range');
    expect(cursor.depth).toBe(0);
    expect(cursor.positionKey()).toBe(kono.positionKey(start));
  });

  it('refuses any action once the game is over', () => {
    const cursor = kono.cursor(kono.start({ maxPlies: 1 }));
    cursor.play(listed(cursor)[0] as number);
    expect(cursor.outcome()).toEqual({ winner: null, reason: 'max-plies' });
    expect(cursor.countLegalActions()).toBe(0);
    expect(listed(cursor)).toEqual([]);
    for (const action of [0, 30]) expectRulesError(() => cursor.play(action), 'move/game-over');
    // A value that is no action at all is refused as such, finished game or not.
    for (const action of [kono.actionCount, -1]) expectRulesError(() => cursor.play(action), 'action/out-of-range');
    expect(cursor.depth).toBe(1);
    const won = kono.cursor(kono.parsePosition('4/4/4/b3 w'));
    expect(won.outcome()).toEqual({ winner: 'black', reason: 'captured-all' });
    expectRulesError(() => won.play(0), 'move/game-over');
  });

  it('reset starts again from another position, keeping the options of that position', () => {
    const cursor = kono.cursor(kono.start());
    cursor.play(listed(cursor)[0] as number);
    const other = kono.parsePosition('b3/4/4/3w b', { maxPlies: 1 });
    cursor.reset(other);
    expect(cursor.depth).toBe(0);
    expect(cursor.ply).toBe(0);
    expect(fen(cursor.position())).toBe('b3/4/4/3w b');
    expect(cursor.position().options).toEqual({ reducedToOne: false, maxPlies: 1 });
    cursor.play(listed(cursor)[0] as number);
    expect(cursor.outcome()).toEqual({ winner: null, reason: 'max-plies' });
    expectRulesError(() => cursor.reset({ ...other, game: 'gong' } as unknown as KonoPosition), 'argument/invalid');
  });

  it('counts ply from the position it starts at', () => {
    let position = kono.start({ maxPlies: 3 });
    position = kono.play(position, kono.parseMove(position, 'a1xa3'));
    position = kono.play(position, kono.parseMove(position, 'b4xb2'));
    const cursor = kono.cursor(position);
    expect(cursor.ply).toBe(2);
    expect(cursor.depth).toBe(0);
    cursor.play(listed(cursor)[0] as number);
    expect(cursor.ply).toBe(3);
    expect(cursor.outcome()).toEqual({ winner: null, reason: 'max-plies' });
  });
});

describe('the cursor and the repetition draw', () => {
  it('detects a repetition draw, and forgets it on undo', () => {
    const start = kono.parsePosition('b3/4/4/3w b', { repetition: 3 });
    const cursor = kono.cursor(start);
    let position = start;
    for (const m of [...SHUFFLE, ...SHUFFLE]) {
      const move = kono.parseMove(position, m);
      cursor.play(kono.encodeMove(move));
      position = kono.play(position, move);
    }
    expect(kono.outcome(position)).toEqual({ winner: null, reason: 'repetition' });
    expect(cursor.outcome()).toEqual({ winner: null, reason: 'repetition' });
    expect(cursor.countLegalActions()).toBe(0);
    expectRulesError(() => cursor.play(0), 'move/game-over');
    expect(kono.outcome(cursor.position())).toEqual({ winner: null, reason: 'repetition' });
    cursor.undo();
    expect(cursor.outcome()).toBeUndefined();
    expect(cursor.countLegalActions()).toBeGreaterThan(0);
  });

  it('judges the draw on a long line by counting each key as it is played, the same with undo and redo as counted afresh', () => {
    // The shuffle returns to its start every 4 plies, so the start's 100th occurrence is at ply 396.
    const start = kono.parsePosition('b3/4/4/3w b', { repetition: 100 });
    const cursor = kono.cursor(start);
    const random = createRandom(8);
    let ply = 0;
    while (ply < 396) {
      cursor.play(kono.encodeMove(kono.parseMove(cursor.position(), SHUFFLE[ply % 4] as string)));
      ply++;
      // Now and then back a few plies and forward again: the counts must follow.
      if (ply > 100 && random.int(20) === 0) {
        const back = 1 + random.int(6);
        for (let k = 0; k < back; k++) cursor.undo();
        ply -= back;
      }
      const fresh = kono.cursor(JSON.parse(JSON.stringify(cursor.position())) as KonoPosition);
      expect(cursor.outcome(), `ply ${ply}`).toEqual(fresh.outcome());
      expect(cursor.outcome() === undefined, `ply ${ply}`).toBe(ply < 396);
    }
    expect(cursor.outcome()).toEqual({ winner: null, reason: 'repetition' });
  });

  it('takes the history of the position it starts from', () => {
    let position = kono.parsePosition('b3/4/4/3w b', { repetition: 3 });
    for (const m of SHUFFLE) position = kono.play(position, kono.parseMove(position, m));
    const cursor = kono.cursor(position);
    for (const m of SHUFFLE) {
      const move = kono.parseMove(position, m);
      cursor.play(kono.encodeMove(move));
      position = kono.play(position, move);
    }
    expect(cursor.outcome()).toEqual({ winner: null, reason: 'repetition' });
  });

  it('agrees with kono.outcome along random lines with undo', () => {
    const starts = ['b3/4/4/3w b', 'b2w/4/1w2/b3 w', 'bb2/4/4/2ww b', 'w3/1b2/2w1/3b b'];
    fc.assert(
      fc.property(
        fc.constantFrom(...starts),
        fc.integer({ min: 2, max: 3 }),
        fc.nat(),
        fc.array(fc.boolean(), { minLength: 10, maxLength: 60 }),
        (text, repetition, seed, undos) => {
          const random = createRandom(seed);
          const root = kono.parsePosition(text, { repetition });
          const cursor = kono.cursor(root);
          const line: KonoPosition[] = [root];
          for (const undo of undos) {
            const position = line[line.length - 1] as KonoPosition;
            expect(cursor.outcome()).toEqual(kono.outcome(position));
            expect(listed(cursor)).toEqual(actions(position));
            expect(cursor.positionKey()).toBe(kono.positionKey(position));
            expect(kono.outcome(cursor.position())).toEqual(kono.outcome(position));
            if (undo && line.length > 1) {
              cursor.undo();
              line.pop();
              continue;
            }
            const legal = actions(position);
            if (legal.length === 0) break;
            const action = legal[random.int(legal.length)] as number;
            cursor.play(action);
            line.push(kono.play(position, kono.decodeMove(action)));
          }
        },
      ),
      params(200),
    );
  });
});
