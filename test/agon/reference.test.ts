import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom, perft, type Random } from '../../src/index.js';
import { agon, type AgonOptions, type AgonPosition, type AgonSetup } from '../../src/agon/index.js';
import { params } from '../support/fc.js';
import { engineView as engineViewOf } from '../support/reference.js';
import { SETUPS, arbPositionText, arbSeatText, named, randomLine } from './helpers.js';
import {
  CENTER,
  EDGE,
  NAMES,
  REF_STARTS,
  RINGS,
  RING_ONE,
  neighbour,
  refActionTable,
  refApply,
  refFormat,
  refGame,
  refMoves,
  refNotation,
  refOutcome,
  refParse,
  refPerft,
  refPlay,
  type RefGame,
  type RefOptions,
} from './reference.js';

/** What the engine says about a position, in the reference's terms. */
function engineView(pos: AgonPosition) {
  return engineViewOf(agon, pos, named);
}

/** What the reference says about the same game. */
function referenceView(game: RefGame, options: RefOptions) {
  const moves = refMoves(game, options);
  return {
    text: refFormat(game.position),
    toMove: game.position.toMove === 'b' ? 'black' : 'white',
    moves: moves.map((m) => ({ ...m })),
    notations: moves.map((m) => refNotation(game.position, m)),
    outcome: refOutcome(game, options),
    next: moves.map((m) => refFormat(refApply(game.position, m))),
  };
}

interface Tally {
  positions: number;
  takes: number;
  custodian: number;
  places: number;
  passes: number;
  finished: number;
}
const tally = (): Tally => ({ positions: 0, takes: 0, custodian: 0, places: 0, passes: 0, finished: 0 });

/**
 * A move choice that brings the pieces into contact sooner than uniform play: captures first,
 * else often a step inwards, else anything.
 */
function eagerChoice(notations: readonly string[], random: Random): number {
  const indices = notations.map((_, i) => i);
  const captures = indices.filter((i) => /x/.test(notations[i] ?? ''));
  if (captures.length > 0 && random.int(4) !== 0) return random.pick(captures);
  const inward = indices.filter((i) => {
    const m = /^([a-l][0-9]+)[-x]([a-l][0-9]+)/.exec(notations[i] ?? '');
    return m !== null && (RINGS.get(m[2] ?? '') ?? 9) < (RINGS.get(m[1] ?? '') ?? 0);
  });
  if (inward.length > 0 && random.int(3) !== 0) return random.pick(inward);
  return random.int(notations.length);
}

/**
 * Plays one random game in the engine and the reference side by side, each from its own start
 * and each applying the moves itself, and checks every position on the way.
 */
function playBoth(seed: number, plies: number, options: AgonOptions & RefOptions, t: Tally, startText?: string, eager = false): void {
  const random = createRandom(seed);
  const displacement = options.displacementCapture ?? true;
  let pos = startText === undefined ? agon.start(options) : agon.parsePosition(startText, options);
  let ref = refGame(refParse(startText ?? REF_STARTS[options.setup ?? 'fixed'], displacement));
  for (let ply = 0; ; ply++) {
    t.positions++;
    const got = engineView(pos);
    expect(got, `seed ${seed} ply ${ply}`).toEqual(referenceView(ref, options));
    if (got.outcome !== undefined) {
      t.finished++;
      return;
    }
    if (ply >= plies) return;
    const i = eager ? eagerChoice(got.notations, random) : random.int(got.moves.length);
    const notation = got.notations[i] as string;
    const step = /^[a-l][0-9]+([-x])[a-l][0-9]+((?:x[a-l][0-9]+)*)$/.exec(notation);
    if (notation === 'pass') t.passes++;
    else if (notation.includes('@')) t.places++;
    else if (step !== null) {
      if (step[1] === 'x') t.takes++;
      if (step[2] !== '') t.custodian++;
    }
    const move = agon.legalMoves(pos)[i];
    const refMove = refMoves(ref, options)[i];
    if (move === undefined || refMove === undefined) throw new Error('no move to play');
    pos = agon.play(pos, move);
    ref = refPlay(ref, refMove);
  }
}

describe('the reference itself', () => {
  it('builds the 91 cells of RULES.md, with the same names in the same order as the engine', () => {
    expect(NAMES).toHaveLength(91);
    expect(NAMES.slice(0, 7)).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'b1']);
    expect(NAMES.at(-1)).toBe('l6');
    expect(NAMES.some((n) => n.startsWith('j'))).toBe(false);
    expect(agon.board.names).toEqual(NAMES);
  });

  it('gives f6 the six ring-1 neighbours f7 g6 g5 f5 e5 e6, and 30 edge cells', () => {
    expect(RING_ONE).toEqual(['f7', 'g6', 'g5', 'f5', 'e5', 'e6']);
    expect(EDGE).toHaveLength(30);
    expect(EDGE).toEqual([
      'a1',
      'a2',
      'a3',
      'a4',
      'a5',
      'a6',
      'b1',
      'b7',
      'c1',
      'c8',
      'd1',
      'd9',
      'e1',
      'e10',
      'f1',
      'f11',
      'g1',
      'g10',
      'h1',
      'h9',
      'i1',
      'i8',
      'k1',
      'k7',
      'l1',
      'l2',
      'l3',
      'l4',
      'l5',
      'l6',
    ]);
    // A corner has three neighbours, an edge cell four.
    expect([0, 1, 2, 3, 4, 5].map((d) => neighbour('a1', d))).toEqual(['a2', 'b2', 'b1', undefined, undefined, undefined]);
    expect([0, 1, 2, 3, 4, 5].map((d) => neighbour('c1', d))).toEqual(['c2', 'd2', 'd1', undefined, undefined, 'b1']);
    expect(CENTER).toBe('f6');
  });

  it('agrees with the engine board on every neighbour, in the direction order north … northwest', () => {
    expect(agon.board.directions).toEqual(['north', 'northeast', 'southeast', 'south', 'southwest', 'northwest']);
    for (const n of NAMES) {
      for (let d = 0; d < 6; d++) {
        const q = agon.board.neighbour(agon.board.point(n), d);
        expect(q < 0 ? undefined : agon.board.name(q), `${n} ${d}`).toBe(neighbour(n, d));
      }
    }
  });

  it('reads and writes the three start strings, and finds the 15 first moves of the fixed setup', () => {
    for (const text of Object.values(REF_STARTS)) expect(refFormat(refParse(text))).toBe(text);
    const game = refGame(refParse(REF_STARTS.fixed));
    expect(
      refMoves(game)
        .map((m) => refNotation(game.position, m))
        .join(' '),
    ).toBe('c1-c2 c1-d2 c1-b1 d1-d2 d1-e2 e1-e2 e1-f2 f1-f2 g1-g2 g1-f2 h1-h2 h1-g2 i1-i2 i1-k1 i1-h2');
  });
});

describe('engine against the reference', () => {
  it('agrees on the action table: index i is the i-th move of the documented order', () => {
    const table = refActionTable();
    expect(agon.actionCount).toBe(table.length);
    table.forEach((m, i) => {
      expect(named(agon.decodeMove(i)), `action ${i}`).toEqual(m);
    });
  });

  const combos: [AgonSetup, boolean][] = SETUPS.flatMap((s) => [[s, true] as [AgonSetup, boolean], [s, false] as [AgonSetup, boolean]]);
  it.each(combos)('agrees along random games from the %s setup, displacementCapture %s', (setup, displacementCapture) => {
    const t = tally();
    for (let seed = 1; seed <= 3; seed++) playBoth(seed, 150, { setup, displacementCapture }, t, undefined, seed > 1);
    expect(t.positions).toBeGreaterThan(400);
    // The eager games reach contact: captures, then the returns of the pieces taken (A6).
    expect(t.places).toBeGreaterThan(10);
    if (displacementCapture) expect(t.takes).toBeGreaterThan(10);
    else expect([t.takes, t.custodian > 10]).toEqual([0, true]);
  });

  it('agrees with draw options along random games (maxPlies, repetition), where games end by them', () => {
    const t = tally();
    for (let seed = 10; seed < 13; seed++) playBoth(seed, 400, { maxPlies: 60, repetition: 2 }, t, undefined, true);
    for (let seed = 20; seed < 22; seed++) playBoth(seed, 400, { setup: 'classic', repetition: 3, maxPlies: 90 }, t, undefined, true);
    expect(t.finished).toBe(5);
  });

  it('agrees on arbitrary valid positions, crowded or sparse, with pieces held and unplaced', () => {
    const t = tally();
    fc.assert(
      fc.property(arbPositionText, fc.boolean(), (text, displacementCapture) => {
        playBoth(0, 6, { displacementCapture }, t, text, true);
      }),
      params(250),
    );
    expect(t.positions).toBeGreaterThan(1500);
    expect(t.custodian).toBeGreaterThan(20);
  });

  it('agrees on positions at the seat of power, where A7 ends games', () => {
    const t = tally();
    fc.assert(
      fc.property(arbSeatText, fc.boolean(), fc.nat(), (text, displacementCapture, seed) => {
        playBoth(seed, 4, { displacementCapture }, t, text, true);
      }),
      params(250),
    );
    expect(t.finished).toBeGreaterThan(50);
  });

  it('agrees where a player is blocked and must pass (A9)', () => {
    const t = tally();
    const stuck: [string, boolean][] = [
      // Black's Queen alone in the a1 corner, walled in; White holds all six Black Guards.
      ['qG4/GG5/8/9/10/11/10/9/8/7/GGG2Q b gggggg -', false],
      // Four Black pieces in the corner behind five White Guards; White holds three Black Guards.
      ['qgG3/ggG4/GGG5/9/10/11/10/9/8/7/G4Q b ggg -', false],
      // The same with White to move: White returns a Guard, and Black has a free piece again.
      ['qgG3/ggG4/GGG5/9/10/11/10/9/8/7/G4Q w ggg -', false],
      // Every Black piece held by White: Black has nothing to move even with A4 on.
      ['6/7/8/9/10/GGGQGGG4/10/9/8/7/6 b qgggggg -', true],
    ];
    for (const [text, displacementCapture] of stuck)
      for (let seed = 1; seed <= 5; seed++) playBoth(seed, 8, { displacementCapture }, t, text);
    expect(t.passes).toBeGreaterThan(5);
  });
});

describe('reference perft', () => {
  it.each(SETUPS)('agrees with perft(agon) from the %s start up to depth 3', (setup) => {
    const game = refGame(refParse(REF_STARTS[setup]));
    const pos = agon.start({ setup });
    for (let depth = 0; depth <= 3; depth++) expect(perft(agon, pos, depth), `${setup} ${depth}`).toBe(refPerft(game, depth));
  });

  it('agrees with perft(agon) at depth 3 from positions of random play, displacement on and off', () => {
    for (let seed = 30; seed < 36; seed++) {
      const displacementCapture = seed % 2 === 0;
      const setup = SETUPS[seed % 3] as AgonSetup;
      const line = randomLine(seed, 40 + seed * 4, agon.start({ setup, displacementCapture }));
      const pos = line.at(-1) as AgonPosition;
      const text = agon.formatPosition(pos);
      expect(perft(agon, agon.parsePosition(text, { displacementCapture }), 3), text).toBe(
        refPerft(refGame(refParse(text, displacementCapture)), 3),
      );
    }
  });

  it('agrees with perft(agon) at depth 2 on arbitrary positions', () => {
    fc.assert(
      fc.property(fc.oneof(arbPositionText, arbSeatText), fc.boolean(), (text, displacementCapture) => {
        const pos = agon.parsePosition(text, { displacementCapture });
        expect(perft(agon, pos, 2), text).toBe(refPerft(refGame(refParse(text, displacementCapture)), 2));
      }),
      params(200),
    );
  });
});
