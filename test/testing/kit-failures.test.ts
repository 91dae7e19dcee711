import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRulesError, type Game, type Position } from '../../src/index.js';
import { gong, type GongMove, type GongOptions } from '../../src/gong/index.js';
import { kono, type KonoMove, type KonoOptions } from '../../src/kono/index.js';
import { gameArbitraries, gameProperties, gongAdapter, konoAdapter, type GameAdapter, type GameProperty } from '../../src/testing/index.js';
import { SEED } from '../support/fc.js';
import { walk } from '../support/walk.js';

/*
 * The kit's properties can fail: each is run on a game (or an adapter) broken the way it guards
 * against, and must fail with a message naming the game, the claim and where.
 */

type KonoGame = Game<'kono', KonoMove, KonoOptions>;
type KonoPosition = Position<'kono', KonoOptions>;

/** The property whose name contains `claim`. */
function propertyOf(properties: readonly GameProperty[], claim: string): GameProperty {
  const found = properties.find((p) => p.name.includes(claim));
  if (found === undefined) throw new Error(`no property ${claim} among ${properties.map((p) => p.name).join('; ')}`);
  return found;
}

/** The message of the property's failure (it must fail within `runs` values). */
function failureOf(property: GameProperty, runs = 200): string {
  const details = fc.check(property.property, { seed: SEED, numRuns: runs });
  expect(details.failed, `${property.name} did not fail`).toBe(true);
  return details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
}

const passes = (property: GameProperty, runs = 50): boolean => !fc.check(property.property, { seed: SEED, numRuns: runs }).failed;

const POSITION_TEXT = /in [bw1-4/]+ [bw]/;

describe('each property of the kit can fail', () => {
  it('immutability: a play that writes into its input', () => {
    const mutating: KonoGame = {
      ...kono,
      start: (options) => ({ ...kono.start(options) }),
      play(position, move) {
        const next = kono.play(position, move);
        (position as { ply: number }).ply += 1;
        return { ...next };
      },
    };
    const message = failureOf(propertyOf(gameProperties(mutating), 'play never changes its input'));
    expect(message).toMatch(
      /^kono: play never changes its input, legal or refused: playing [a-d][1-4][-x][a-d][1-4] in .* changed the position$/,
    );
    expect(passes(propertyOf(gameProperties(kono), 'play never changes its input'))).toBe(true);
  });

  it('immutability: a play that writes into its input before refusing a move', () => {
    const scribbling: KonoGame = {
      ...kono,
      start: (options) => ({ ...kono.start(options) }),
      play(position, move) {
        if (!kono.isLegal(position, move)) (position as { ply: number }).ply += 1;
        return { ...kono.play(position, move) };
      },
    };
    expect(failureOf(propertyOf(gameProperties(scribbling), 'play never changes its input'))).toMatch(
      /^kono: play never changes its input, legal or refused: the refused action \d+ changed the position in [bw1-4/]+ [bw]$/,
    );
  });

  it('move round trips: a formatMove that names another move', () => {
    const lying: KonoGame = { ...kono, formatMove: (position, move) => kono.formatMove(position, kono.legalMoves(position)[0] ?? move) };
    const message = failureOf(propertyOf(gameProperties(lying), 'moves round-trip'));
    expect(message).toMatch(/^kono: moves round-trip through notation, action indices and JSON: /);
    expect(message).toMatch(POSITION_TEXT);
    expect(passes(propertyOf(gameProperties(kono), 'moves round-trip'))).toBe(true);
  });

  it('position round trips: a parsePosition that loses the side to move', () => {
    const lossy: KonoGame = { ...kono, parsePosition: (text, options) => kono.parsePosition(text.replace(/ w$/, ' b'), options) };
    const message = failureOf(propertyOf(gameProperties(lossy), 'positions round-trip'));
    expect(message).toMatch(/^kono: positions round-trip through their strings and JSON copies: [bw1-4/]+ w reads back as [bw1-4/]+ b$/);
  });

  it('position round trips: a game whose JSON copy is another position', () => {
    // A Set does not survive JSON: the copy forgets the marks, and formats differently.
    const marked = {
      ...kono,
      formatPosition: (p: KonoPosition) => `${kono.formatPosition(p)}${(p as { marks?: Set<number> }).marks?.size ?? ''}`,
    };
    const withMarks: KonoGame = {
      ...marked,
      start: (options) => ({ ...kono.start(options), marks: new Set([1]) }) as KonoPosition,
      play: (position, move) => ({ ...kono.play(position, move), marks: new Set([1]) }) as KonoPosition,
      parsePosition: (text, options) => ({ ...kono.parsePosition(text.replace(/1$/, ''), options), marks: new Set([1]) }) as KonoPosition,
    };
    const message = failureOf(propertyOf(gameProperties(withMarks), 'positions round-trip'));
    expect(message).toMatch(
      /^kono: positions round-trip through their strings and JSON copies: the JSON copy of [bw1-4/]+ [bw]1 is [bw1-4/]+ [bw]$/,
    );
  });

  it('conservation, with no adapter: a game that brings several pieces onto the board in a move', () => {
    const crowding: KonoGame = {
      ...kono,
      pieceAt: (position, point) => kono.pieceAt(position, point) ?? (position.ply % 2 === 1 ? { owner: 'black', kind: 'man' } : undefined),
    };
    const message = failureOf(propertyOf(gameProperties(crowding), 'pieces are conserved'));
    expect(message).toMatch(
      /^kono: pieces are conserved, but for captures, placements and returns: [a-d][1-4][-x][a-d][1-4] in .* brings [2-9][0-9]* pieces onto the board/,
    );
    expect(passes(propertyOf(gameProperties(kono), 'pieces are conserved'))).toBe(true);
  });

  it('conservation, with accounting: an adapter that says captures take nothing, or that a move touches one point', () => {
    const noTakes: GameAdapter<'kono', KonoMove, KonoOptions> = { pieces: { taken: () => [] } };
    expect(failureOf(propertyOf(gameProperties(kono, { adapter: noTakes }), 'pieces are conserved'))).toMatch(
      /^kono: pieces are conserved, but for captures, placements and returns: after [a-d][1-4]x[a-d][1-4] in .* the board and the reserve hold .*, not \d+ black man, \d+ white man$/,
    );
    const oneTouch: GameAdapter<'kono', KonoMove, KonoOptions> = { pieces: { touched: (_p, move) => [move.to] } };
    expect(failureOf(propertyOf(gameProperties(kono, { adapter: oneTouch }), 'pieces are conserved'))).toMatch(
      /: [a-d][1-4][-x][a-d][1-4] in .* changes [a-d][1-4] \((black|white) man → empty\), a point it does not touch$/,
    );
    expect(passes(propertyOf(gameProperties(kono, { adapter: konoAdapter }), 'pieces are conserved'))).toBe(true);
  });

  it("symmetries: a game that forbids captures onto d4, and a mapping that forgets the side to move's swap", () => {
    const lopsided: KonoGame = {
      ...kono,
      legalMoves: (position) => kono.legalMoves(position).filter((m) => !(m.kind === 'capture' && m.to === kono.board.point('d4'))),
    };
    const message = failureOf(propertyOf(gameProperties(lopsided, { adapter: konoAdapter }), "the board's symmetries"), 400);
    expect(message).toMatch(
      /^kono: the board's symmetries map legal moves to legal moves, captures to captures and outcomes to outcomes \([a-z0-9-]+\): the image .* of .* lacks the images of .* and has the moves .* besides$/,
    );
    const mapping = konoAdapter.symmetry;
    if (mapping === undefined) throw new Error('the Kono adapter maps symmetries');
    const forgetful: GameAdapter<'kono', KonoMove, KonoOptions> = {
      symmetry: { ...mapping, mapPosition: (text, s) => mapping.mapPosition(text, s, false) },
    };
    expect(failureOf(propertyOf(gameProperties(kono, { adapter: forgetful }), 'swapping the colours'))).toMatch(
      /^kono: swapping the colours .* \([a-z0-9-]+\): the image [bw1-4/]+ [bw] of [bw1-4/]+ [bw] has the wrong player to move$/,
    );
  });

  /** Kono whose capture also removes the piece of `whose` east of where it lands: not symmetric. */
  const eastward = (whose: 'enemy' | 'own'): KonoGame => {
    const east = kono.board.direction('east');
    return {
      ...kono,
      play(position, move) {
        const next = kono.play(position, move);
        const beyond = kono.board.neighbour(move.to, east);
        const owner = whose === 'own' ? kono.toMove(position) : kono.toMove(next);
        if (move.kind !== 'capture' || beyond < 0 || kono.pieceAt(next, beyond)?.owner !== owner) return next;
        return kono.parsePosition(removeAt(kono.formatPosition(next), beyond));
      },
    };
  };

  it('symmetries: a game whose captures are not symmetric (a K3 capture taking the enemy east of it too)', () => {
    const message = failureOf(propertyOf(gameProperties(eastward('enemy'), { adapter: konoAdapter }), "the board's symmetries"), 400);
    expect(message).toMatch(
      /\): [a-d][1-4]x[a-d][1-4] in .* captures [a-d][1-4]( [a-d][1-4])?, not [a-d][1-4]( [a-d][1-4])?, the image of what [a-d][1-4]x[a-d][1-4] in .* captures$/,
    );
  });

  it('symmetries: a game whose moves are not symmetric, its captures alike (a K3 capture removing its own piece east of it)', () => {
    const message = failureOf(propertyOf(gameProperties(eastward('own'), { adapter: konoAdapter }), "the board's symmetries"), 400);
    expect(message).toMatch(/\): [a-d][1-4]x[a-d][1-4] in .* gives .*, not .*, the image of .* after [a-d][1-4]x[a-d][1-4] in /);
  });

  it('G6 push order: a Gong whose toff moves nothing but the capturer', () => {
    const flat: Game<'gong', GongMove, GongOptions> = {
      ...gong,
      play(position, move) {
        const mover = gong.toMove(position);
        const target = move.kind === 'sidestep' ? gong.pieceAt(position, move.to) : undefined;
        if (move.kind !== 'sidestep' || target === undefined || target.owner === mover) return gong.play(position, move);
        const inner = gong.board.neighbour(move.to, gong.board.direction('inward'));
        if (gong.pieceAt(position, inner)?.owner !== mover) return gong.play(position, move);
        // Take, stay, push nobody: a position string with the capturer on `to` and `from` empty.
        const cells = Array.from({ length: gong.board.size }, (_, p) => gong.pieceAt(position, p)?.owner);
        cells[move.from] = undefined;
        cells[move.to] = mover;
        return gong.parsePosition(gongText(cells, mover === 'black' ? 'w' : 'b', position.board.split(' ').slice(-2).map(Number)));
      },
    };
    const message = failureOf(propertyOf(gameProperties(flat, { adapter: gongAdapter }), '(G6)'), 300);
    expect(message).toMatch(
      /^gong: a toff pushes .* \(G6\): [a-x]\d+x[a-x]\d+(\^[a-x]1)? in .* leaves (a Black pawn|a White pawn|nothing) on [a-x]?\w+, where pushing radials [a-x]{24} leaves/,
    );
    expect(passes(propertyOf(gameProperties(gong, { adapter: gongAdapter }), '(G6)'), 100)).toBe(true);
  });
});

describe("the Gong adapter's crowded positions", () => {
  it('reach the toffs that G6 is about: many, some with a choice of who enters the Gon', () => {
    const crowded = gongAdapter.positionStrings;
    if (crowded === undefined) throw new Error('the Gong adapter has crowded positions');
    let toffs = 0;
    let choices = 0;
    for (const text of fc.sample(crowded, { seed: SEED, numRuns: 300 })) {
      const position = gong.parsePosition(text);
      for (const move of gong.legalMoves(position)) {
        if (move.kind !== 'sidestep' || gong.pieceAt(position, move.to) === undefined) continue;
        const inner = gong.board.neighbour(move.to, gong.board.direction('inward'));
        if (gong.pieceAt(position, inner)?.owner !== gong.toMove(position)) continue;
        toffs++;
        if (move.toff !== null) choices++;
      }
    }
    expect(toffs).toBeGreaterThan(100);
    expect(choices).toBeGreaterThan(5);
  });
});

/** A Kono position string with the piece on `point` removed. */
function removeAt(text: string, point: number): string {
  const cells = Array.from({ length: 16 }, (_, p) => kono.pieceAt(kono.parsePosition(text), p)?.owner);
  cells[point] = undefined;
  const rows: string[] = [];
  for (let rank = 4; rank >= 1; rank--) {
    rows.push(
      ['a', 'b', 'c', 'd'].map((f) => ({ black: 'b', white: 'w', none: '1' })[cells[kono.board.point(`${f}${rank}`)] ?? 'none']).join(''),
    );
  }
  return `${rows.map((r) => r.replace(/1+/g, (ones) => String(ones.length))).join('/')} ${text.slice(-1)}`;
}

/** A Gong position string from each point's owner. */
function gongText(cells: readonly ('black' | 'white' | undefined)[], side: 'b' | 'w', off: readonly number[]): string {
  const letter = (owner: 'black' | 'white' | undefined): string => (owner === undefined ? '1' : owner === 'black' ? 'b' : 'w');
  const radials: string[] = [];
  for (const r of 'abcdefghijklmnopqrstuvwx') {
    let text = '';
    for (let k = 1; k <= 13; k++) text += letter(cells[gong.board.point(`${r}${k}`)]);
    radials.push(text.replace(/1+/g, (ones) => String(ones.length)));
  }
  const gon = cells[gong.board.point('gon')];
  return `${gon === undefined ? '-' : letter(gon)}/${radials.join('/')} ${side} ${off[0] ?? 0} ${off[1] ?? 0}`;
}

describe('a game of ones own, with no adapter', () => {
  it('passes the properties that need none', () => {
    const properties = gameProperties(walk('walk', 3));
    expect(properties.map((p) => p.name)).toEqual([
      'walk: play never changes its input, legal or refused',
      'walk: moves round-trip through notation, action indices and JSON',
      'walk: positions round-trip through their strings and JSON copies',
      'walk: pieces are conserved, but for captures, placements and returns',
    ]);
    for (const property of properties) expect(passes(property, 200), property.name).toBe(true);
  });
});

describe('the arbitraries', () => {
  const { position, finishedPosition, positionAndMove, positionString, legalMove } = gameArbitraries(kono, { maxPlies: 400 });

  it('give positions of random play, a fair share of them finished, legal moves, and position strings that parse', () => {
    const positions = fc.sample(position, { seed: SEED, numRuns: 200 });
    const finished = positions.filter((p) => kono.outcome(p) !== undefined).length;
    expect(finished).toBeGreaterThan(40);
    expect(positions.filter((p) => p.ply > 60).length).toBeGreaterThan(40);
    for (const p of fc.sample(finishedPosition, { seed: SEED, numRuns: 20 })) expect(kono.outcome(p)).toBeDefined();
    for (const { position: p, move } of fc.sample(positionAndMove, { seed: SEED, numRuns: 100 })) expect(kono.isLegal(p, move)).toBe(true);
    for (const text of fc.sample(positionString, { seed: SEED, numRuns: 50 }))
      expect(kono.formatPosition(kono.parsePosition(text))).toBe(text);
    const chained = position.filter((p) => kono.outcome(p) === undefined).chain((p) => legalMove(p).map((move) => ({ p, move })));
    for (const { p, move } of fc.sample(chained, { seed: SEED, numRuns: 50 })) expect(kono.isLegal(p, move)).toBe(true);
    for (const p of fc.sample(finishedPosition, { seed: SEED, numRuns: 3 })) expect(() => legalMove(p)).toThrow(/has no legal move/);
  });

  it('shrink a failing line to the fewest plies that fail', () => {
    const details = fc.check(
      fc.property(position, (p) => p.ply < 10),
      { seed: SEED, numRuns: 200 },
    );
    expect(details.failed).toBe(true);
    expect(details.counterexample?.[0].ply).toBe(10);
  });

  it('say so when no random game ends', () => {
    const endless = gameArbitraries(walk('walk', 0), { maxPlies: 30 });
    expect(() => fc.sample(endless.finishedPosition, { seed: SEED, numRuns: 1 })).toThrow(
      /^walk: no random game ended within 30 plies .*draw option such as maxPlies$/,
    );
  });
});

describe('bad settings', () => {
  it('are refused with argument/invalid, bad game options with option/invalid', () => {
    const refused = (f: () => unknown, code: 'argument/invalid' | 'option/invalid'): void => {
      try {
        f();
      } catch (error) {
        expect(isRulesError(error, code), String(error)).toBe(true);
        return;
      }
      throw new Error('not refused');
    };
    refused(() => gameArbitraries({} as KonoGame), 'argument/invalid');
    refused(() => gameArbitraries(kono, { maxPlies: -1 }), 'argument/invalid');
    refused(() => gameArbitraries(kono, { options: [] }), 'argument/invalid');
    refused(() => gameArbitraries(kono, { runs: 3 } as never), 'argument/invalid');
    refused(() => gameArbitraries(kono, { options: { maxPlies: -4 } }), 'option/invalid');
    refused(() => gameProperties(kono, { movesPerPosition: 1.5 }), 'argument/invalid');
    refused(() => gameProperties(kono, { positions: [kono.start()] as never }), 'argument/invalid');
    refused(() => gameProperties(kono, { adapter: { symmetries: [] } as never }), 'argument/invalid');
  });
});
