import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom, perft } from '../../src/index.js';
import { gong, type GongPosition } from '../../src/gong/index.js';
import { params } from '../support/fc.js';
import { arbAnyText, arbCrowdedText, arbPlacementText, named } from './helpers.js';
import { REF_START, refApply, refFormat, refMoves, refNotation, refOutcome, refParse, refPerft, type RefPos } from './reference.js';

/** Engine and reference side by side on one position: moves, notation, next positions, outcome. */
function compare(p: GongPosition): void {
  const text = gong.formatPosition(p);
  const ref = refParse(text);
  expect(refFormat(ref)).toBe(text);
  const moves = gong.legalMoves(p);
  const rmoves = refMoves(ref);
  expect(moves.map(named), text).toEqual(rmoves);
  expect(
    moves.map((m) => gong.formatMove(p, m)),
    text,
  ).toEqual(rmoves.map((m) => refNotation(ref, m)));
  expect(
    moves.map((m) => gong.formatPosition(gong.play(p, m))),
    text,
  ).toEqual(rmoves.map((m) => refFormat(refApply(ref, m))));
  expect(gong.outcome(p) ?? null, text).toEqual(refOutcome(ref) ?? null);
}

function tally(p: GongPosition, t: { takes: number; choices: number; gongs: number; passes: number }): void {
  for (const m of gong.legalMoves(p)) {
    const n = gong.formatMove(p, m);
    if (n.includes('x')) t.takes++;
    if (m.kind === 'sidestep' && m.toff !== null) t.choices++;
    if (m.kind === 'gong') t.gongs++;
    if (m.kind === 'pass') t.passes++;
  }
}

describe('the engine agrees with the reference', () => {
  it.each([
    [1, 'black'],
    [2, 'white'],
    [3, 'black'],
    [4, 'white'],
  ] as const)('along a random game (seed %i, %s first, 250 plies)', (seed, firstPlayer) => {
    const random = createRandom(seed);
    let p = gong.start({ firstPlayer });
    let ref: RefPos = refParse(gong.formatPosition(p));
    for (let ply = 0; ply < 250; ply++) {
      compare(p);
      const moves = gong.legalMoves(p);
      if (moves.length === 0) break;
      const i = random.int(moves.length);
      const m = moves[i] as (typeof moves)[number];
      p = gong.play(p, m);
      ref = refApply(ref, refMoves(ref)[i] as Parameters<typeof refApply>[1]);
      expect(gong.formatPosition(p)).toBe(refFormat(ref));
    }
  });

  it('from the start the reference is the documented start', () => {
    expect(gong.formatPosition(gong.start())).toBe(REF_START);
    expect(gong.formatPosition(gong.start({ firstPlayer: 'white' }))).toBe(REF_START.replace(' b ', ' w '));
  });

  it('from crowded positions rich in takes, toffs and Gon choices', () => {
    const t = { takes: 0, choices: 0, gongs: 0, passes: 0 };
    fc.assert(
      fc.property(arbCrowdedText, (text) => {
        const p = gong.parsePosition(text);
        compare(p);
        tally(p, t);
      }),
      params(400),
    );
    // The generator does reach the interesting cases.
    expect(t.takes).toBeGreaterThan(100);
    expect(t.choices).toBeGreaterThan(10);
    expect(t.gongs).toBeGreaterThan(100);
    expect(t.passes).toBeGreaterThan(0);
  });

  it('from arbitrary positions', () => {
    fc.assert(
      fc.property(arbAnyText, (text) => compare(gong.parsePosition(text))),
      params(200),
    );
  });

  it('during placement', () => {
    fc.assert(
      fc.property(arbPlacementText, (text) => compare(gong.parsePosition(text))),
      params(200),
    );
  });

  it('two plies deep from crowded positions', () => {
    fc.assert(
      fc.property(arbCrowdedText, fc.nat(), (text, seed) => {
        const random = createRandom(seed);
        let p = gong.parsePosition(text);
        for (let i = 0; i < 3; i++) {
          const moves = gong.legalMoves(p);
          if (moves.length === 0) break;
          p = gong.play(p, random.pick(moves));
          compare(p);
        }
      }),
      params(150),
    );
  });

  it('reference perft agrees with perft(gong) at small depths', () => {
    const texts = ['-/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13 b 8 8'];
    fc.sample(arbCrowdedText, { seed: 7, numRuns: 6 }).forEach((t) => texts.push(t));
    for (const text of texts) {
      const p = gong.parsePosition(text);
      const ref = refParse(text);
      for (let d = 1; d <= 2; d++) expect(perft(gong, p, d), `${text} depth ${d}`).toBe(refPerft(ref, d));
    }
  });
});
