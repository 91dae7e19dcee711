import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom, perft, type Random } from '../../src/index.js';
import { agon, type AgonPosition } from '../../src/agon/index.js';
import { params } from '../support/fc.js';
import { engineView } from '../support/reference.js';
import { arbHistoricalText, named } from './helpers.js';
import {
  HISTORICAL_START,
  historicalApply,
  historicalFormat,
  historicalMoves,
  historicalNotation,
  historicalOutcome,
  historicalParse,
  historicalPerft,
  type HistoricalPosition,
} from './historical-reference.js';
import { RINGS, RING_ONE, neighbour, type Letter } from './reference.js';

/*
 * The historical variant (AH1–AH6) against its deliberately simple reference: the same moves in
 * the same order, notation, positions after each move and outcomes, along random games and at
 * random positions; perft from the start pinned.
 */

const HISTORICAL = { variant: 'historical' } as const;

function referenceView(pos: HistoricalPosition) {
  const moves = historicalMoves(pos);
  return {
    text: historicalFormat(pos),
    toMove: pos.toMove === 'b' ? 'black' : 'white',
    moves: moves.map((m) => ({ ...m })),
    notations: moves.map((m) => historicalNotation(pos, m)),
    outcome: historicalOutcome(pos),
    next: moves.map((m) => historicalFormat(historicalApply(pos, m))),
  };
}

/** Captures first, else often a step inwards, else anything: games that reach captures and releases. */
function eagerChoice(notations: readonly string[], random: Random): number {
  const indices = notations.map((_, i) => i);
  const captures = indices.filter((i) => /x/.test(notations[i] ?? ''));
  if (captures.length > 0 && random.int(3) !== 0) return random.pick(captures);
  const inward = indices.filter((i) => {
    const m = /^([a-l][0-9]+)-([a-l][0-9]+)/.exec(notations[i] ?? '');
    return m !== null && (RINGS.get(m[2] ?? '') ?? 9) < (RINGS.get(m[1] ?? '') ?? 0);
  });
  if (inward.length > 0 && random.int(2) !== 0) return random.pick(inward);
  return random.int(notations.length);
}

interface Tally {
  positions: number;
  captures: number;
  releases: number;
  queenReleases: number;
  passes: number;
  finished: Record<string, number>;
}

/** Plays one game in the engine and the reference side by side, checking every position. */
function playBoth(seed: number, plies: number, t: Tally, startText = HISTORICAL_START): void {
  const random = createRandom(seed);
  let pos: AgonPosition = agon.parsePosition(startText, HISTORICAL);
  let ref = historicalParse(startText);
  for (let ply = 0; ; ply++) {
    t.positions++;
    const got = engineView(agon, pos, named);
    expect(got, `seed ${seed} ply ${ply}`).toEqual(referenceView(ref));
    if (got.outcome !== undefined) {
      t.finished[got.outcome.reason] = (t.finished[got.outcome.reason] ?? 0) + 1;
      return;
    }
    if (ply >= plies) return;
    const i = eagerChoice(got.notations, random);
    const move = agon.legalMoves(pos)[i];
    const refMove = historicalMoves(ref)[i];
    if (move === undefined || refMove === undefined) throw new Error('no move to play');
    if (move.kind === 'pass') t.passes++;
    if (move.kind === 'release') {
      t.releases++;
      if (agon.pieceAt(pos, move.from)?.kind === 'queen') t.queenReleases++;
    }
    if (/x/.test(got.notations[i] ?? '')) t.captures++;
    pos = agon.play(pos, move);
    ref = historicalApply(ref, refMove);
  }
}

describe('the historical reference', () => {
  it('reads and writes the start and its captured marks, and finds the 27 first moves', () => {
    expect(historicalFormat(historicalParse(HISTORICAL_START))).toBe(HISTORICAL_START);
    const marked = '1G*2g1/g5G/8/G7g/10/q9Q*/10/G7g/8/g5G/1G2g1 w - -';
    expect(historicalFormat(historicalParse(marked))).toBe(marked);
    expect(historicalMoves(historicalParse(HISTORICAL_START))).toHaveLength(27);
  });
});

describe('the historical variant against its reference', () => {
  it('agrees along eager random games from the start, which capture, release and end', () => {
    const t: Tally = { positions: 0, captures: 0, releases: 0, queenReleases: 0, passes: 0, finished: {} };
    for (let seed = 1; seed <= 12; seed++) playBoth(seed, 400, t);
    expect(t.positions).toBeGreaterThan(2000);
    expect(t.captures).toBeGreaterThan(20);
    expect(t.releases).toBeGreaterThan(20);
    expect(t.queenReleases).toBeGreaterThan(0);
  });

  it('agrees at random positions with captured pieces, and along a few plies from each', () => {
    fc.assert(
      fc.property(arbHistoricalText, fc.integer(), (text, seed) => {
        const t: Tally = { positions: 0, captures: 0, releases: 0, queenReleases: 0, passes: 0, finished: {} };
        playBoth(seed, 6, t, text);
      }),
      params(300),
    );
  });

  it('agrees on perft from the start to depth 3', () => {
    const start = agon.start(HISTORICAL);
    for (let depth = 1; depth <= 3; depth++)
      expect(perft(agon, start, depth)).toBe(historicalPerft(historicalParse(HISTORICAL_START), depth));
  });

  it('agrees on perft to depth 3 at random positions, crowded, with captured pieces, by the seat of power', () => {
    // The last two plies are counted without making the first ply's steps: this is their proof.
    fc.assert(
      fc.property(arbHistoricalText, (text) => {
        const position = agon.parsePosition(text, HISTORICAL);
        const reference = historicalParse(text);
        for (let depth = 2; depth <= 3; depth++)
          expect(perft(agon, position, depth), `${text} depth ${depth}`).toBe(historicalPerft(reference, depth));
      }),
      params(60),
    );
  });

  it('agrees on perft to depth 2 along eager random games, which capture, release and reach the seat', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const random = createRandom(seed);
      let position = agon.start(HISTORICAL);
      for (let ply = 0; ply < 200 && agon.outcome(position) === undefined; ply++) {
        const text = agon.formatPosition(position);
        expect(perft(agon, position, 2), `seed ${seed} ply ${ply}: ${text}`).toBe(historicalPerft(historicalParse(text), 2));
        const moves = agon.legalMoves(position);
        const move =
          moves[
            eagerChoice(
              moves.map((m) => agon.formatMove(position, m)),
              random,
            )
          ];
        if (move === undefined) throw new Error('no move to play');
        position = agon.play(position, move);
      }
    }
  });

  it("agrees on perft where a step may end the game (AH5): a Queen's while her Guards stand round f6, the sixth Guard's", () => {
    const white: [string, Letter][] = [
      ['c3', 'Q'],
      ['b2', 'G'],
      ['k2', 'G'],
      ['d8', 'G'],
      ['h9', 'G'],
      ['l4', 'G'],
      ['a5', 'G'],
    ];
    const guards = (cells: readonly string[]): [string, Letter][] => cells.map((cell) => [cell, 'g']);
    // Six Guards round f6 (a position only a text can give), and five with the sixth one step away.
    const round = new Map<string, Letter>([...guards(RING_ONE), ['f9', 'q'], ...white]);
    const sixthAway = neighbour(RING_ONE[0] ?? '', 0) ?? '';
    const fifth = new Map<string, Letter>([...guards(RING_ONE.slice(1)), [sixthAway, 'g'], ['f9', 'q'], ...white]);
    expect(RINGS.get(sixthAway)).toBe(2);
    for (const cells of [round, fifth]) {
      const text = historicalFormat({ cells, captured: new Set(), toMove: 'b' });
      const position = agon.parsePosition(text, HISTORICAL);
      for (let depth = 1; depth <= 3; depth++)
        expect(perft(agon, position, depth), `${text} depth ${depth}`).toBe(historicalPerft(historicalParse(text), depth));
    }
  });

  it('pins perft from the start to depth 5', () => {
    const start = agon.start(HISTORICAL);
    expect([1, 2, 3, 4, 5].map((depth) => perft(agon, start, depth))).toEqual([27, 713, 18417, 466557, 11662533]);
  });
});
