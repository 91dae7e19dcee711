import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CountLists } from '../../src/core/arrays.js';
import { CellText, DIGIT_ZERO } from '../../src/core/cell-text.js';
import { params } from '../support/fc.js';

/* The board strings positions hold (src/core/cell-text.ts) and the shared count lists (src/core/arrays.ts). */

/** A board of `size` cells with codes 0 to 9, most of them 0 as on the games' boards. */
const arbBoard = (size: number): fc.Arbitrary<number[]> =>
  fc.array(fc.oneof({ weight: 5, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 9 }) }), {
    minLength: size,
    maxLength: size,
  });

describe('CellText', () => {
  it.each([1, 4, 5, 91, 313])(
    'size %i: format writes one digit per cell, and scan lists the cells that are not 0 with their codes',
    (size) => {
      const text = new CellText(size);
      fc.assert(
        fc.property(arbBoard(size), (codes) => {
          const board = text.board();
          board.set(codes);
          const written = text.format(board);
          expect(written).toBe(codes.map(String).join(''));
          const n = text.scan(written);
          const listed = Array.from({ length: n }, (_, i) => text.occupied(i));
          expect(listed).toEqual(codes.flatMap((code, p) => (code === 0 ? [] : [p])));
          for (const p of listed) expect(text.digit(p)).toBe(codes[p]);
        }),
        params(200),
      );
    },
  );

  it('formats a board that is not on a buffer of whole words (a plain Int8Array) as well', () => {
    const text = new CellText(7);
    const board = Int8Array.of(0, 1, 2, 0, 5, 6, 9);
    expect(text.format(board)).toBe('0120569');
    expect(text.format(new Int8Array(new ArrayBuffer(12), 1, 7))).toBe('0000000');
  });

  it('keeps what a scan found when a board is formatted in between, and scans a new string afresh', () => {
    const text = new CellText(5);
    expect(text.scan('01020')).toBe(2);
    const board = text.board();
    board.set([3, 3, 3, 3, 3]);
    expect(text.format(board)).toBe('33333');
    expect([text.occupied(0), text.occupied(1), text.digit(1), text.digit(3)]).toEqual([1, 3, 1, 2]);
    expect(text.scan('00009')).toBe(1);
    expect([text.occupied(0), text.digit(4)]).toEqual([4, 9]);
  });

  it('says -1 for a string with a character that is not ASCII, and lists any other character that is not 0', () => {
    const text = new CellText(4);
    for (const bad of ['00é0', '000\u0661', '0\u{1F600}0', '\u00ff000']) expect(text.scan(bad.slice(0, 4)), bad).toBe(-1);
    expect(text.scan('0x 0')).toBe(2);
    expect([text.digit(1), text.digit(2)]).toEqual(['x'.charCodeAt(0) - DIGIT_ZERO, ' '.charCodeAt(0) - DIGIT_ZERO]);
  });
});

describe('CountLists', () => {
  it('gives one frozen list per value, equal to the counts', () => {
    const lists = new CountLists([1, 6, 1, 6]);
    fc.assert(
      fc.property(fc.tuple(fc.nat(1), fc.nat(6), fc.nat(1), fc.nat(6)), (counts) => {
        const list = lists.of(Int8Array.from(counts));
        expect(list).toEqual(counts);
        expect(Object.isFrozen(list)).toBe(true);
        expect(lists.of([...counts])).toBe(list);
      }),
      params(200),
    );
  });

  it('makes, and does not share, a list of counts out of range', () => {
    const lists = new CountLists([8, 8]);
    for (const counts of [
      [9, 0],
      [0, -1],
      [1.5, 0],
      [Number.NaN, 0],
    ]) {
      const list = lists.of(counts);
      expect(list).toEqual(counts);
      expect(Object.isFrozen(list)).toBe(true);
      expect(lists.of(counts)).not.toBe(list);
    }
  });
});
