import { describe, expect, it } from 'vitest';
import { agon, type AgonMove, type AgonPosition } from '../../src/agon/index.js';
import { thrownCode } from '../support/errors.js';
import { at, buildHistorical, name, notations } from './helpers.js';
import { EDGE, NAMES } from './reference.js';

/*
 * Rulings AH1–AH6 of the historical variant, on crafted positions (see buildHistorical).
 */

const HISTORICAL = { variant: 'historical' } as const;
/** A position of the variant with the named pieces, the others parked. */
const board = (pieces: Readonly<Record<string, string>>, toMove: 'b' | 'w' = 'b'): AgonPosition =>
  agon.parsePosition(buildHistorical(pieces, toMove), HISTORICAL);

/** The notations of the moves of the piece on `cell`. */
const movesOf = (pos: AgonPosition, cell: string): string[] => notations(pos).filter((n) => n.startsWith(cell));
const text = (pos: AgonPosition): string => agon.formatPosition(pos);
const play = (pos: AgonPosition, ...moves: string[]): AgonPosition => moves.reduce((p, m) => agon.play(p, agon.parseMove(p, m)), pos);
const PASS: AgonMove = { kind: 'pass' };
/** The pieces without the one on `cell`. */
const without = (pieces: Readonly<Record<string, string>>, cell: string): Record<string, string> =>
  Object.fromEntries(Object.entries(pieces).filter(([c]) => c !== cell));

describe('the historical variant: options and start', () => {
  it('AH: variant historical starts from the classic layout, Black to move, nothing held', () => {
    const start = agon.start(HISTORICAL);
    expect(text(start)).toBe('1G2g1/g5G/8/G7g/10/q9Q/10/G7g/8/g5G/1G2g1 b - -');
    expect(start.options).toEqual({ variant: 'historical' });
    expect(agon.start().options.variant).toBe('seed');
  });

  it('AH: setup and displacementCapture do not apply: giving either is option/invalid naming both', () => {
    for (const extra of [
      { setup: 'classic' },
      { setup: 'fixed' },
      { displacementCapture: false },
      { displacementCapture: true },
    ] as const) {
      let message = '';
      try {
        agon.start({ ...HISTORICAL, ...extra });
      } catch (error) {
        expect(thrownCode(() => agon.start({ ...HISTORICAL, ...extra }))).toBe('option/invalid');
        message = (error as Error).message;
      }
      expect(message).toContain('historical');
      expect(message).toContain(Object.keys(extra)[0]);
    }
  });
});

describe('AH1 step', () => {
  it('AH1: a piece steps only to adjacent empty cells not farther from f6: f4 (ring 2) to f5, g4 and e4', () => {
    expect(movesOf(board({ f4: 'g' }), 'f4')).toEqual(['f4-f5', 'f4-g4', 'f4-e4']);
    // On the edge, along the edge and inwards: a corner a1 to a2, b2 and b1.
    expect(movesOf(board({ a1: 'g' }), 'a1')).toEqual(['a1-a2', 'a1-b2', 'a1-b1']);
  });

  it('AH1: only a Queen may enter f6', () => {
    expect(movesOf(board({ f5: 'g' }), 'f5')).toEqual(['f5-g5', 'f5-e5']);
    expect(movesOf(board({ f5: 'q' }), 'f5')).toEqual(['f5-f6', 'f5-g5', 'f5-e5']);
  });

  it('AH1: nothing enters an occupied cell, an enemy’s included', () => {
    expect(movesOf(board({ f4: 'g', f5: 'G', g4: 'g' }), 'f4')).toEqual(['f4-e4']);
    expect(thrownCode(() => agon.parseMove(board({ f4: 'g', f5: 'G' }), 'f4xf5'))).toBe('move/illegal');
  });

  it('AH1: a Queen on f6 never moves again: every cell round her is farther out', () => {
    const pos = board({ f6: 'q' });
    expect(movesOf(pos, 'f6')).toEqual([]);
  });
});

describe('AH2 no stepping between two enemies', () => {
  it('AH2: a step that ends between two enemies on an axis is illegal', () => {
    // e4 to f4 would stand between White's f5 and f3 (the north–south axis).
    expect(movesOf(board({ e4: 'g', f5: 'G', f3: 'G' }), 'e4')).toEqual(['e4-e5', 'e4-d4']);
    expect(movesOf(board({ e4: 'g', f5: 'G' }), 'e4')).toEqual(['e4-e5', 'e4-f4', 'e4-d4']);
    expect(thrownCode(() => agon.play(board({ e4: 'g', f5: 'G', f3: 'G' }), { kind: 'step', from: at('e4'), to: at('f4') }))).toBe(
      'move/illegal',
    );
  });

  it('AH2: captured enemies still count', () => {
    expect(movesOf(board({ e4: 'g', f5: 'G*', f3: 'G' }), 'e4')).toEqual(['e4-e5', 'e4-d4']);
  });

  it('AH2: judged after the captures the step makes, which leave the enemies standing', () => {
    // The step to f4 would capture f3 (Black's f2 behind it), but f3 still stands there.
    expect(movesOf(board({ e4: 'g', f5: 'G', f3: 'G', f2: 'g' }), 'e4')).toEqual(['e4-e5', 'e4-d4']);
  });

  it('AH2: standing between enemies is only forbidden for the piece that steps there', () => {
    // Black's f4 already stands between f5 and f3; it may stay, and other pieces move.
    const pos = board({ f4: 'g', f5: 'G', f3: 'G', c3: 'g' });
    expect(movesOf(pos, 'c3').length).toBeGreaterThan(0);
    expect(agon.outcome(pos)).toBeUndefined();
  });
});

describe('AH3 capture marks', () => {
  it('AH3: an enemy next to the moved piece with a piece of the mover behind it is captured, marked and left on its cell', () => {
    // e4 to f4: White's f5 lies between f4 and Black's Queen on f6.
    const pos = board({ e4: 'g', f5: 'G', f6: 'q' });
    expect(movesOf(pos, 'e4')).toContain('e4-f4xf5');
    const next = play(pos, 'e4-f4xf5');
    expect(agon.pieceAt(next, at('f5'))).toEqual({ owner: 'white', kind: 'guard', captured: true });
    expect(text(next).split(' ')[0]).toContain('G*');
    expect(agon.pieceAt(next, at('f4'))).toEqual({ owner: 'black', kind: 'guard' });
  });

  it('AH3: a captured piece still blocks its cell', () => {
    // White's f5 is captured; Black's g4 may not enter its cell.
    const blocked = board({ g4: 'g', f5: 'G*', f6: 'q' }, 'b');
    expect(movesOf(blocked, 'g4')).toEqual(['g4-g5', 'g4-h4', 'g4-f4']);
  });

  it('AH3: a piece captured already is not captured again, nor listed', () => {
    const pos = board({ e4: 'g', f5: 'G*', f6: 'q' });
    expect(movesOf(pos, 'e4')).toContain('e4-f4');
    expect(agon.pieceAt(play(pos, 'e4-f4'), at('f5'))).toEqual({ owner: 'white', kind: 'guard', captured: true });
  });

  it('AH3: captures in two directions at once, listed in point order', () => {
    // d5 to e5: White's e6 against Black's e7 (north), White's f5 against Black's g4 (southeast).
    const pos = board({ d5: 'g', e6: 'G', e7: 'g', f5: 'G', g4: 'g' });
    const step = movesOf(pos, 'd5').find((n) => n.startsWith('d5-e5'));
    expect(step).toBe('d5-e5xe6xf5');
    const next = play(pos, step as string);
    expect([agon.pieceAt(next, at('e6'))?.captured, agon.pieceAt(next, at('f5'))?.captured]).toEqual([true, true]);
  });

  it('AH3: releases capture nothing', () => {
    // White's captured Guard released to a3, between Black's a2 and White's a1: no capture.
    const pos = board({ f5: 'G*', a2: 'g', a1: 'G', f6: 'q' }, 'w');
    const next = play(pos, 'f5-a3');
    expect(agon.pieceAt(next, at('a2'))).toEqual({ owner: 'black', kind: 'guard' });
  });
});

describe('AH4 release', () => {
  it('AH4: a player with a captured Guard must release one to an empty edge cell instead of stepping', () => {
    const pos = board({ f5: 'G*', f6: 'q' }, 'w');
    const empty = EDGE.filter((c) => agon.pieceAt(pos, at(c)) === undefined);
    expect(notations(pos)).toEqual(empty.map((c) => `f5-${c}`));
    expect(agon.legalMoves(pos).every((m) => m.kind === 'release')).toBe(true);
  });

  it('AH4: with several captured Guards, any of them, by the cell left', () => {
    const pos = board({ f5: 'G*', e5: 'G*', f6: 'q' }, 'w');
    const empty = EDGE.filter((c) => agon.pieceAt(pos, at(c)) === undefined);
    expect(notations(pos)).toEqual([...empty.map((c) => `e5-${c}`), ...empty.map((c) => `f5-${c}`)]);
  });

  it('AH4: a captured Queen first, to any empty cell of the board, f6 included', () => {
    const pos = board({ g5: 'Q*', f5: 'G*' }, 'w');
    const empty = NAMES.filter((c) => agon.pieceAt(pos, at(c)) === undefined);
    expect(empty).toHaveLength(77);
    expect(notations(pos)).toEqual(empty.map((c) => `g5-${c}`));
    expect(notations(pos)).toContain('g5-f6');
  });

  it('AH4: a release is written like a step, and the released piece is no longer captured; AH1 and AH2 do not apply to it', () => {
    const pos = board({ g5: 'Q*', f5: 'G*' }, 'w');
    const release = agon.parseMove(pos, 'g5-f6');
    expect(release).toEqual({ kind: 'release', from: at('g5'), to: at('f6') });
    const next = agon.play(pos, release);
    expect(agon.pieceAt(next, at('f6'))).toEqual({ owner: 'white', kind: 'queen' });
    // The Guard goes outward to the edge, between two Black pieces (a1 and a3) if it likes.
    const guard = board({ f5: 'G*', a1: 'g', a3: 'g', f6: 'q' }, 'w');
    expect(notations(guard)).toContain('f5-a2');
  });

  it('AH4: after the release the opponent steps; a second captured piece is released on the next turn', () => {
    let pos = play(board({ f5: 'G*', e5: 'G*', f6: 'q' }, 'w'), 'e5-a1');
    expect(agon.toMove(pos)).toBe('black');
    expect(agon.legalMoves(pos).some((m) => m.kind === 'step')).toBe(true);
    pos = agon.play(pos, agon.legalMoves(pos).find((m) => m.kind === 'step') as AgonMove);
    expect(agon.legalMoves(pos).every((m) => m.kind === 'release' && name(m.from) === 'f5')).toBe(true);
  });

  it('AH4: steps are illegal while a piece of the mover is captured; releases are illegal otherwise', () => {
    const pos = board({ f5: 'G*', f6: 'q' }, 'w');
    expect(agon.isLegal(pos, { kind: 'step', from: at('l6'), to: at('l5') })).toBe(false);
    expect(agon.isLegal(agon.start(HISTORICAL), { kind: 'release', from: at('f1'), to: at('f6') })).toBe(false);
    expect(agon.isLegal(agon.start(), { kind: 'release', from: at('f1'), to: at('f6') })).toBe(false);
  });
});

describe('AH5 end', () => {
  // Black's Queen on f6 and five Guards on ring 1; the sixth on g4, next to the empty g5.
  const NEAR = { f6: 'q', f7: 'g', g6: 'g', f5: 'g', e5: 'g', e6: 'g', g4: 'g' };

  it('AH5: the six Guards round f6 with their Queen on it win', () => {
    const pos = play(board(NEAR), 'g4-g5');
    expect(agon.outcome(pos)).toEqual({ winner: 'black', reason: 'seat-of-power' });
    expect(agon.legalMoves(pos)).toEqual([]);
  });

  it('AH5: the six Guards round f6 without their Queen lose', () => {
    const rest = without(NEAR, 'f6');
    // With White's Queen on f6 the step even captures her (against Black's e6): Black still loses.
    const pos = play(board({ ...rest, f6: 'Q' }), 'g4-g5xf6');
    expect(agon.outcome(pos)).toEqual({ winner: 'white', reason: 'guards-without-queen' });
    const empty = play(board({ ...rest }), 'g4-g5');
    expect(agon.outcome(empty)).toEqual({ winner: 'white', reason: 'guards-without-queen' });
  });

  it('AH5: White’s six Guards win and lose for White alike', () => {
    const white = { f6: 'Q', f7: 'G', g6: 'G', f5: 'G', e5: 'G', e6: 'G', g4: 'G' };
    expect(agon.outcome(play(board(white, 'w'), 'g4-g5'))).toEqual({ winner: 'white', reason: 'seat-of-power' });
    const rest = without(white, 'f6');
    expect(agon.outcome(play(board(rest, 'w'), 'g4-g5'))).toEqual({ winner: 'black', reason: 'guards-without-queen' });
  });

  it('AH5: judged for the player who has just moved; captured Guards still count', () => {
    const full = { f6: 'q', f7: 'g', g6: 'g', g5: 'g', f5: 'g', e5: 'g', e6: 'g' };
    expect(agon.outcome(board(full, 'b'))).toBeUndefined();
    expect(agon.outcome(board(full, 'w'))).toEqual({ winner: 'black', reason: 'seat-of-power' });
    expect(agon.outcome(board({ ...full, g5: 'g*' }, 'w'))).toEqual({ winner: 'black', reason: 'seat-of-power' });
  });

  it('AH5: five Guards round f6 end nothing', () => {
    const five = without(NEAR, 'g4');
    expect(agon.outcome(board(five, 'w'))).toBeUndefined();
  });
});

describe('AH6 no legal move', () => {
  // Found by random play from the start: Black's seven pieces are walled in round f6.
  const STUCK = '6/7/8/9/3Ggg4/3ggqGG3/3ggG4/3G1G3/8/7/2Q3 b - -';

  it('AH6: a player with no legal move passes; the opponent then plays on the same board', () => {
    const pos = agon.parsePosition(STUCK, HISTORICAL);
    expect(agon.legalMoves(pos)).toEqual([PASS]);
    expect(agon.outcome(pos)).toBeUndefined();
    const next = agon.play(pos, PASS);
    expect(text(next)).toBe(STUCK.replace(' b ', ' w '));
    expect(agon.legalMoves(next).length).toBeGreaterThan(0);
    expect(agon.isLegal(next, PASS)).toBe(false);
  });

  it('AH6: pass is not legal while any other move is', () => {
    expect(agon.isLegal(agon.start(HISTORICAL), PASS)).toBe(false);
    expect(thrownCode(() => agon.parseMove(agon.start(HISTORICAL), 'pass'))).toBe('move/illegal');
  });
});
