import { describe, expect, it } from 'vitest';
import { gong } from '../../src/gong/index.js';
import { thrown } from '../support/errors.js';
import { after, at, build, notations, pos } from './helpers.js';
import { REF_START } from './reference.js';

const play = (p: ReturnType<typeof pos>, move: string): string => after(p, [move]);

describe('G1 Setup', () => {
  it('G1: the board starts empty, eight pawns each off it, Black to move', () => {
    const start = gong.start();
    expect(gong.formatPosition(start)).toBe(REF_START);
    expect(gong.toMove(start)).toBe('black');
    for (let p = 0; p < gong.board.size; p++) expect(gong.pieceAt(start, p)).toBeUndefined();
    expect(gong.outcome(start)).toBeUndefined();
  });

  it('G1: firstPlayer: white lets White place first, on the white radials', () => {
    const start = gong.start({ firstPlayer: 'white' });
    expect(gong.toMove(start)).toBe('white');
    expect(notations(start)).toEqual(['b', 'd', 'f', 'h', 'j', 'l', 'n', 'p', 'r', 't', 'v', 'x'].map((r) => `@${r}13`));
    expect(gong.formatPosition(start).endsWith(' w 8 8')).toBe(true);
  });
});

describe('G2 Turn', () => {
  it('G2: a player with pawns off must place, on empty ring-13 points of their colour, in radial order', () => {
    expect(notations(gong.start())).toEqual(['a', 'c', 'e', 'g', 'i', 'k', 'm', 'o', 'q', 's', 'u', 'w'].map((r) => `@${r}13`));
    const p = pos({ a13: 'b', e13: 'b', b13: 'w' }, 'b', 6, 7);
    // a13 could advance, but Black still has pawns off the board.
    expect(notations(p)).toEqual(['c', 'g', 'i', 'k', 'm', 'o', 'q', 's', 'u', 'w'].map((r) => `@${r}13`));
    expect(play(p, '@c13')).toBe(build({ a13: 'b', c13: 'b', e13: 'b', b13: 'w' }, 'w', 5, 7));
  });

  it('G2: no free entry point: only pass, even though pawns on the board could move', () => {
    const cells = { a13: 'b', c13: 'b', e13: 'b', g13: 'b' } as const;
    const whites = Object.fromEntries(['i', 'k', 'm', 'o', 'q', 's', 'u', 'w'].map((r) => [`${r}13`, 'w' as const]));
    const p = pos({ ...cells, ...whites }, 'b', 4, 0);
    expect(notations(p)).toEqual(['pass']);
    expect(gong.outcome(p)).toBeUndefined();
    const q = gong.play(p, { kind: 'pass' });
    expect(gong.formatPosition(q)).toBe(build({ ...cells, ...whites }, 'w', 4, 0));
    // White moves pawns: its first pawn i13 advances (nearest first) and sidesteps.
    expect(notations(q).slice(0, 3)).toEqual(['i13-i12', 'i13-i11', 'i13-i10']);
  });

  it('G2: a player with all pawns on the board moves one pawn; pass is then illegal', () => {
    const p = pos({ e9: 'b', x13: 'w' });
    expect(notations(p)).not.toContain('pass');
    expect(thrown(() => gong.play(p, { kind: 'pass' })).code).toBe('move/illegal');
  });
});

describe('G3 Advance', () => {
  it('G3: slides inward any number of points, nearest first, onto the Gon last', () => {
    const p = pos({ e9: 'b', x13: 'w' });
    expect(notations(p)).toEqual(['e9-e8', 'e9-e7', 'e9-e6', 'e9-e5', 'e9-e4', 'e9-e3', 'e9-e2', 'e9-e1', 'e9-gon', 'e9-f9', 'e9-d9']);
    expect(play(p, 'e9-e4')).toBe(build({ e4: 'b', x13: 'w' }, 'w'));
    expect(play(pos({ e3: 'b', x13: 'w' }), 'e3-gon')).toBe(build({ gon: 'b', x13: 'w' }, 'w'));
  });

  it('G3: never passes or lands on an occupied point, of either colour', () => {
    expect(notations(pos({ e9: 'b', e5: 'w', x13: 'w' })).filter((n) => n.startsWith('e9-e'))).toEqual(['e9-e8', 'e9-e7', 'e9-e6']);
    expect(notations(pos({ e9: 'b', e5: 'b', x13: 'w' })).filter((n) => n.startsWith('e9-e'))).toEqual(['e9-e8', 'e9-e7', 'e9-e6']);
    expect(thrown(() => play(pos({ e9: 'b', e5: 'w', x13: 'w' }), 'e9-e4')).code).toBe('move/illegal');
  });

  it('G3: onto the Gon only if the whole way and the Gon are empty', () => {
    expect(notations(pos({ e3: 'b', gon: 'w' }))).not.toContain('e3-gon');
    expect(notations(pos({ e3: 'b', gon: 'b', x13: 'w' }))).not.toContain('e3-gon');
    expect(notations(pos({ e3: 'b', e1: 'w' }))).not.toContain('e3-gon');
    expect(thrown(() => play(pos({ e3: 'b', e1: 'w' }), 'e3-gon')).code).toBe('move/illegal');
    expect(notations(pos({ e1: 'b', x13: 'w' }))).toContain('e1-gon');
  });
});

describe('G4 Sidestep', () => {
  it('G4: one point left (next radial) or right (previous radial), wrapping x–a', () => {
    expect(notations(pos({ x5: 'b', m13: 'w' })).filter((n) => !n.startsWith('x5-x'))).toEqual(['x5-gon', 'x5-a5', 'x5-w5']);
    expect(play(pos({ x5: 'b', m13: 'w' }), 'x5-a5')).toBe(build({ a5: 'b', m13: 'w' }, 'w'));
    expect(play(pos({ a5: 'w', m13: 'b' }, 'w'), 'a5-x5')).toBe(build({ x5: 'w', m13: 'b' }, 'b'));
  });

  it('G4: onto its own pawn: illegal', () => {
    const p = pos({ e4: 'b', f4: 'b', x13: 'w' });
    expect(notations(p)).not.toContain('e4-f4');
    expect(notations(p)).not.toContain('e4xf4');
    expect(thrown(() => play(p, 'e4xf4')).code).toBe('move/illegal');
  });
});

describe('G5 Sidestep take', () => {
  it('G5: inward point empty: the capturer steps there', () => {
    const p = pos({ e4: 'b', f4: 'w', x13: 'w' });
    expect(notations(p)).toContain('e4xf4');
    expect(play(p, 'e4xf4')).toBe(build({ f3: 'b', x13: 'w' }, 'w'));
  });

  it('G5: an enemy inward: the take is illegal', () => {
    const p = pos({ e4: 'b', f4: 'w', f3: 'w' });
    expect(notations(p).filter((n) => n.includes('f4'))).toEqual([]);
    expect(thrown(() => play(p, 'e4xf4')).code).toBe('move/illegal');
  });

  it('G5: taking on ring 1 steps onto the empty Gon', () => {
    const p = pos({ e1: 'b', f1: 'w', x13: 'w' });
    expect(play(p, 'e1xf1')).toBe(build({ gon: 'b', x13: 'w' }, 'w'));
  });

  it('G5: taking on ring 1 with an enemy on the Gon: illegal', () => {
    const p = pos({ e1: 'b', f1: 'w', gon: 'w' });
    expect(notations(p)).not.toContain('e1xf1');
  });

  it('G5: taking on ring 1 with an own pawn on the Gon: a toff, the capturer stays on f1', () => {
    const p = pos({ e1: 'b', f1: 'w', gon: 'b', c3: 'b', x13: 'w' });
    expect(play(p, 'e1xf1')).toBe(build({ f1: 'b', gon: 'b', c2: 'b', x13: 'w' }, 'w'));
  });

  it('G5: an own pawn inward: a toff instead of the step', () => {
    const p = pos({ e4: 'b', f4: 'w', f3: 'b', x13: 'w' });
    expect(play(p, 'e4xf4')).toBe(build({ f4: 'b', f2: 'b', x13: 'w' }, 'w'));
  });
});

describe('G6 Toff', () => {
  it('G6: pushes all the mover’s pawns on several radials, not only the capturer’s line', () => {
    const p = pos({ e4: 'b', f4: 'w', f3: 'b', a5: 'b', c2: 'b', c1: 'w', t13: 'b', x9: 'w' });
    expect(play(p, 'e4xf4')).toBe(build({ f4: 'b', f2: 'b', a4: 'b', c2: 'b', c1: 'w', t12: 'b', x9: 'w' }, 'w'));
  });

  it('G6: closes gaps: own pawns on rings 3, 4, 5 with ring 2 empty all shift in one toff', () => {
    const p = pos({ e4: 'b', f4: 'w', f3: 'b', a3: 'b', a4: 'b', a5: 'b', x13: 'w' });
    expect(play(p, 'e4xf4')).toBe(build({ f4: 'b', f2: 'b', a2: 'b', a3: 'b', a4: 'b', x13: 'w' }, 'w'));
  });

  it('G6: jams against an enemy: the pawn behind it stays, those outward close up but do not pass', () => {
    const p = pos({ e4: 'b', f4: 'w', f3: 'b', i2: 'w', i3: 'b', i5: 'b', i6: 'b' });
    expect(play(p, 'e4xf4')).toBe(build({ f4: 'b', f2: 'b', i2: 'w', i3: 'b', i4: 'b', i5: 'b' }, 'w'));
  });

  it('G6: a pawn behind an own pawn that stays stays too', () => {
    const p = pos({ e4: 'b', f4: 'w', f3: 'b', i1: 'w', i2: 'b', i3: 'b', x13: 'w' });
    expect(play(p, 'e4xf4')).toBe(build({ f4: 'b', f2: 'b', i1: 'w', i2: 'b', i3: 'b', x13: 'w' }, 'w'));
  });

  it('G6: the pawn outward of the capturer on its new radial stays; the one behind its old point moves up', () => {
    const p = pos({ e4: 'b', e5: 'b', f4: 'w', f3: 'b', f5: 'b', x13: 'w' });
    expect(play(p, 'e4xf4')).toBe(build({ e4: 'b', f4: 'b', f2: 'b', f5: 'b', x13: 'w' }, 'w'));
  });

  it('G6: several possible Gon entrants: one legal move each with ^, the move without ^ is illegal', () => {
    const p = pos({ e4: 'b', f4: 'w', f3: 'b', k1: 'b', k2: 'b', m1: 'b', m2: 'b', x13: 'w' });
    const takes = notations(p).filter((n) => n.startsWith('e4x'));
    expect(takes).toEqual(['e4xf4^k1', 'e4xf4^m1']);
    expect(play(p, 'e4xf4^k1')).toBe(build({ f4: 'b', f2: 'b', gon: 'b', k1: 'b', m1: 'b', m2: 'b', x13: 'w' }, 'w'));
    expect(play(p, 'e4xf4^m1')).toBe(build({ f4: 'b', f2: 'b', gon: 'b', k1: 'b', k2: 'b', m1: 'b', x13: 'w' }, 'w'));
    const err = thrown(() => gong.parseMove(p, 'e4xf4'));
    expect(['move/illegal', 'notation/syntax']).toContain(err.code);
    expect(err.message).toContain('e4xf4');
    expect(gong.isLegal(p, { kind: 'sidestep', from: at('e4'), to: at('f4'), toff: null })).toBe(false);
    expect(thrown(() => gong.play(p, { kind: 'sidestep', from: at('e4'), to: at('f4'), toff: null })).code).toBe('move/illegal');
  });

  it('G6: exactly one possible entrant: no ^, it enters', () => {
    const p = pos({ e4: 'b', f4: 'w', f3: 'b', k1: 'b', k2: 'b', x13: 'w' });
    expect(notations(p).filter((n) => n.startsWith('e4x'))).toEqual(['e4xf4']);
    expect(play(p, 'e4xf4')).toBe(build({ f4: 'b', f2: 'b', gon: 'b', k1: 'b', x13: 'w' }, 'w'));
    expect(thrown(() => play(p, 'e4xf4^k1')).code).toMatch(/^(move\/illegal|notation\/syntax)$/);
  });

  it.each(['w', 'b'] as const)('G6: the Gon already held (%s): nobody enters, the ring-1 pawns stay', (holder) => {
    const p = pos({ e4: 'b', f4: 'w', f3: 'b', k1: 'b', k2: 'b', m1: 'b', gon: holder, x13: 'w' });
    expect(notations(p).filter((n) => n.startsWith('e4x'))).toEqual(['e4xf4']);
    expect(play(p, 'e4xf4')).toBe(build({ f4: 'b', f2: 'b', k1: 'b', k2: 'b', m1: 'b', gon: holder, x13: 'w' }, 'w'));
  });

  it('G6: enemy pawns never move', () => {
    const p = pos({ e4: 'b', f4: 'w', f3: 'b', g5: 'w', g6: 'b', h2: 'w', x13: 'w' });
    expect(play(p, 'e4xf4')).toBe(build({ f4: 'b', f2: 'b', g5: 'w', g6: 'b', h2: 'w', x13: 'w' }, 'w'));
  });

  it('G6: a toff for White with a sidestep to the right across a–x', () => {
    const p = pos({ a4: 'w', x4: 'b', x3: 'w', b2: 'w', gon: 'b' }, 'w');
    expect(notations(p)).toContain('a4xx4');
    expect(play(p, 'a4xx4')).toBe(build({ x4: 'w', x2: 'w', b1: 'w', gon: 'b' }, 'b'));
  });
});

describe('G7 Gong', () => {
  it('G7: leaves the Gon along any radial, sliding outward up to ring 13', () => {
    const p = pos({ gon: 'b', e5: 'w' });
    const n = notations(p);
    expect(n.length).toBe(23 * 13 + 5 + 2 * 0);
    expect(n.slice(0, 13)).toEqual(Array.from({ length: 13 }, (_, i) => `gon-a${i + 1}`));
    expect(play(p, 'gon-m13')).toBe(build({ m13: 'b', e5: 'w' }, 'w'));
  });

  it('G7: cannot pass over a pawn', () => {
    const p = pos({ gon: 'b', m5: 'w' });
    const m = notations(p).filter((x) => x.startsWith('gon') && x.slice(4).startsWith('m'));
    expect(m).toEqual(['gon-m1', 'gon-m2', 'gon-m3', 'gon-m4', 'gonxm5']);
    expect(thrown(() => play(p, 'gon-m6')).code).toBe('move/illegal');
  });

  it('G7: a pawn on the Gon cannot sidestep or advance', () => {
    expect(gong.isLegal(pos({ gon: 'b', m5: 'w' }), { kind: 'sidestep', from: 0, to: at('a1'), toff: null })).toBe(false);
  });
});

describe('G8 Gong take', () => {
  it('G8: takes the first enemy pawn and steps back onto the point just crossed', () => {
    expect(play(pos({ gon: 'b', m5: 'w', a9: 'w' }), 'gonxm5')).toBe(build({ m4: 'b', a9: 'w' }, 'w'));
  });

  it('G8: may take an own pawn', () => {
    const p = pos({ gon: 'b', m5: 'b', a9: 'w' });
    expect(notations(p)).toContain('gonxm5');
    expect(play(p, 'gonxm5')).toBe(build({ m4: 'b', a9: 'w' }, 'w'));
  });

  it('G8: taking the pawn on ring 1 ends back on the Gon', () => {
    expect(play(pos({ gon: 'w', m1: 'b', a9: 'b' }, 'w'), 'gonxm1')).toBe(build({ gon: 'w', a9: 'b' }, 'b'));
    expect(play(pos({ gon: 'w', m1: 'w', a9: 'b' }, 'w'), 'gonxm1')).toBe(build({ gon: 'w', a9: 'b' }, 'b'));
  });
});

describe('G9 End', () => {
  it('G9: the last pawn reaching the Gon wins', () => {
    const p = pos({ e1: 'b' });
    expect(gong.outcome(p)).toBeUndefined();
    const q = gong.play(p, gong.parseMove(p, 'e1-gon'));
    expect(gong.outcome(q)).toEqual({ winner: 'black', reason: 'gon-occupied' });
    expect(gong.legalMoves(q)).toEqual([]);
    expect(thrown(() => gong.play(q, { kind: 'pass' })).code).toBe('move/game-over');
  });

  it('G9: the last pawn already on the Gon with the other side to move: over', () => {
    expect(gong.outcome(pos({ gon: 'w' }, 'b'))).toEqual({ winner: 'white', reason: 'gon-occupied' });
    expect(gong.outcome(pos({ gon: 'w' }, 'w'))).toEqual({ winner: 'white', reason: 'gon-occupied' });
  });

  it('G9: a pawn off the board counts: not over', () => {
    const p = pos({ gon: 'b' }, 'w', 0, 1);
    expect(gong.outcome(p)).toBeUndefined();
    expect(notations(p)).toEqual(['b', 'd', 'f', 'h', 'j', 'l', 'n', 'p', 'r', 't', 'v', 'x'].map((r) => `@${r}13`));
  });

  it('G9: two pawns, one on the Gon: not over', () => {
    expect(gong.outcome(pos({ gon: 'b', a13: 'w' }))).toBeUndefined();
  });

  it('G9: a player with no pawns passes until the other’s last pawn reaches the Gon', () => {
    const p = pos({ e4: 'b', f4: 'w', f3: 'b' });
    // e4xf4 toffs: Black is left with f4 and f2; White has no pawns and passes.
    const q = gong.play(p, gong.parseMove(p, 'e4xf4'));
    expect(notations(q)).toEqual(['pass']);
    const r = gong.play(q, { kind: 'pass' });
    expect(gong.toMove(r)).toBe('black');
    expect(gong.outcome(r)).toBeUndefined();
    const s = pos({ m7: 'b' }, 'w');
    expect(notations(s)).toEqual(['pass']);
    expect(gong.outcome(s)).toBeUndefined();
  });
});

describe('G10 Both stuck', () => {
  it('G10: no pawns anywhere: neither can act, a draw', () => {
    const p = gong.parsePosition(REF_START.replace('8 8', '0 0'));
    expect(gong.outcome(p)).toEqual({ winner: null, reason: 'no-move-for-either' });
    expect(gong.legalMoves(p)).toEqual([]);
  });
});

describe('move order and action indices', () => {
  it('Gongs first, then by point moved from: advances, sidestep left with its choices, sidestep right', () => {
    const p = pos({ gon: 'b', a2: 'b', b2: 'w', c1: 'w', x1: 'w' });
    const n = notations(p);
    expect(n.slice(0, 3)).toEqual(['gon-a1', 'gonxa2', 'gon-b1']);
    expect(n.slice(-3)).toEqual(['a2-a1', 'a2xb2', 'a2-x2']);
    expect(n.length).toBe(2 + 2 + 1 + 1 + 20 * 13 + 3);
    expect(n).toContain('gonxc1');
  });

  it('actionCount follows the documented table; encode/decode match', () => {
    // 24 placements, 312 Gongs, per point its ring's advances and 2 × (1 + 24) sidesteps, the pass.
    expect(gong.actionCount).toBe(24 + 312 + 24 * ((13 * 14) / 2) + 312 * 50 + 1);
    const p = pos({ gon: 'b', a2: 'b', b2: 'w', c1: 'w', x1: 'w' });
    expect(gong.encodeMove({ kind: 'place', at: at('a13') })).toBe(0);
    expect(gong.encodeMove({ kind: 'gong', to: at('a1') })).toBe(24);
    expect(gong.encodeMove({ kind: 'pass' })).toBe(gong.actionCount - 1);
    expect(gong.decodeMove(gong.actionCount - 1)).toEqual({ kind: 'pass' });
    const actions = gong.legalMoves(p).map((m) => gong.encodeMove(m));
    expect([...actions].sort((a, b) => a - b)).toEqual(actions);
  });
});
