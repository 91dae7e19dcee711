import { describe, expect, it } from 'vitest';
import { createRandom, perft, type AnyGame, type Cursor, type Position } from '../../src/index.js';
import { alphaBeta, mcts, randomBot } from '../../src/ai/index.js';
import { AGON, GONG, JULGONU, KONO, VARIANTS, checkedDecision, notation, parse } from '../support/ai.js';

const PASS = { kind: 'pass' } as const;

describe('MCTS scores draws as ½', () => {
  it.each([
    { game: KONO, maxPlies: 1, iterations: 100 },
    { game: KONO, maxPlies: 2, iterations: 200 },
    { game: JULGONU, maxPlies: 1, iterations: 100 },
    { game: JULGONU, maxPlies: 2, iterations: 200 },
    { game: AGON, maxPlies: 1, iterations: 100 },
    { game: GONG, maxPlies: 1, iterations: 100 },
  ])(
    '$game.id start with maxPlies $maxPlies: every line is drawn, so the draw is proven and the value is ½',
    ({ game, maxPlies, iterations }) => {
      const pos = game.start({ maxPlies });
      for (const seed of [0, 1]) {
        const decision = checkedDecision(game, mcts(game, { iterations, random: seed }), pos);
        expect(decision.value).toBe(0.5);
        // Every move ends the game (maxPlies 1), proven when the root is expanded, before any
        // iteration; or every move's replies do (maxPlies 2), proven by one iteration a move.
        expect(decision.iterations).toBe(maxPlies === 1 ? 0 : game.legalMoves(pos).length);
        const after = game.play(pos, decision.move);
        if (maxPlies === 1) expect(game.outcome(after)).toEqual({ winner: null, reason: 'max-plies' });
      }
    },
  );

  it('an evaluation that always says even gives ½ too, asked once about each unfinished position the tree reaches', () => {
    // maxPlies 3: the positions after one and two plies are unfinished, those after three drawn.
    const pos = KONO.start({ maxPlies: 3 });
    let calls = 0;
    let finished = 0;
    const evaluate = (cursor: Cursor<Position>): number => {
      calls++;
      if (cursor.outcome() !== undefined) finished++;
      return 0;
    };
    const decision = checkedDecision(KONO, mcts(KONO, { iterations: 1000, playoutPlies: 0, evaluate }), pos);
    expect(decision.value).toBe(0.5);
    // One iteration expands each position after one ply and each after two (whose moves all
    // end the game, proving it drawn), and then the root is proven.
    expect(decision.iterations).toBe(perft(KONO, pos, 1) + perft(KONO, pos, 2));
    // Expanding a node asks about each of its moves: once about each position one and two plies deep.
    expect(calls).toBe(perft(KONO, pos, 1) + perft(KONO, pos, 2));
    expect(finished).toBe(0);
  });
});

describe('MCTS plays through passes (Gong)', () => {
  it('the only move is a pass: it passes, every iteration goes through it, and the value is the passer’s (lost here, proven)', () => {
    // White has no pawns and passes until Black's lone m7 reaches the Gon.
    const pos = parse(GONG, '-/13/13/13/13/13/13/13/13/13/13/13/13/6b6/13/13/13/13/13/13/13/13/13/13/13 w 0 0');
    for (const seed of [0, 1, 2]) {
      const decision = checkedDecision(GONG, mcts(GONG, { iterations: 300, random: seed }), pos);
      expect(decision.move).toEqual(PASS);
      // The loss is proven in the tree, which ends the search early.
      expect(decision.iterations).toBeLessThan(300);
      expect(decision.visits).toBe(decision.iterations);
      expect(decision.value).toBeLessThan(0.25);
    }
  });

  it.each([
    ['-/13/13/13/13/1b11/1w11/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13 b 0 0', 'e2xf2', ['e2xf2', 'pass', 'f1-gon']],
    ['-/13/13/13/b12/13/w12/b12/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13 b 0 0', 'g1xf1', ['g1xf1', 'pass', 'gonxd1']],
  ])('%s: it finds the win whose reply is White’s forced pass (%s)', (text, key, line) => {
    const pos = parse(GONG, text);
    const iterations = 300;
    for (const seed of [0, 1, 2, 3]) {
      const decision = checkedDecision(GONG, mcts(GONG, { iterations, playoutPlies: 40, random: seed }), pos);
      expect(GONG.formatMove(pos, decision.move)).toBe(key);
      // Exactly 1 once the win is proven in the tree (which stops the search early).
      expect(decision.value).toBeGreaterThan(0.9);
      if (decision.iterations < iterations) expect(decision.value).toBe(1);
    }
    // Alpha-beta agrees, and its line shows the pass.
    const ab = alphaBeta(GONG, { depth: 3 }).decide(pos);
    expect(ab.forced).toEqual({ result: 'win', plies: 3 });
    let at = pos;
    const played: string[] = [];
    for (const move of ab.principalVariation) {
      played.push(GONG.formatMove(at, move));
      at = GONG.play(at, move);
    }
    expect(played).toEqual(line);
  });

  it('a side that must place but has no free entry point passes, and the game goes on', () => {
    const pos = parse(GONG, '-/12b/13/12b/13/12b/13/12b/13/12w/13/12w/13/12w/13/12w/13/12w/13/12w/13/12w/13/12w/13 b 4 0');
    const bot = mcts(GONG, { iterations: 100, random: 4 });
    const decision = checkedDecision(GONG, bot, pos);
    expect(decision.move).toEqual(PASS);
    const next = GONG.play(pos, decision.move);
    const reply = checkedDecision(GONG, mcts(GONG, { iterations: 100, random: 5 }), next);
    expect(reply.move).not.toEqual(PASS);
  });
});

/** Positions along random lines of every variant, a few per variant. */
function sample(): { game: AnyGame; pos: Position }[] {
  const out: { game: AnyGame; pos: Position }[] = [];
  VARIANTS.forEach((variant, i) => {
    const { game } = variant;
    const random = createRandom(100 + i);
    const walker = randomBot(game, { random: 200 + i });
    let pos = game.start(variant.options);
    for (let ply = 0; ply < 40 && game.outcome(pos) === undefined; ply++) {
      if (ply % 9 === 4 && random.int(2) === 0) out.push({ game, pos });
      pos = game.play(pos, walker.chooseMove(pos));
    }
    if (game.outcome(pos) === undefined) out.push({ game, pos });
  });
  return out;
}

describe('MCTS reports', () => {
  const positions = sample();

  it('sample positions come from every variant', () => {
    expect(positions.length).toBeGreaterThanOrEqual(VARIANTS.length);
  });

  it('value is in [0, 1]; the chosen move is the most visited (at least its share); visits never exceed iterations', () => {
    for (const [i, { game, pos }] of positions.entries()) {
      const iterations = 60;
      const decision = checkedDecision(game, mcts(game, { iterations, random: i }), pos);
      const where = `${game.id} ${game.formatPosition(pos)}`;
      expect(decision.value, where).toBeGreaterThanOrEqual(0);
      expect(decision.value, where).toBeLessThanOrEqual(1);
      if (decision.iterations === 0) {
        // A win in one, played without a search.
        expect(game.outcome(game.play(pos, decision.move))?.winner, where).toBe(game.toMove(pos));
        expect(decision.value).toBe(1);
        continue;
      }
      expect(decision.iterations, where).toBe(iterations);
      expect(decision.visits, where).toBeLessThanOrEqual(iterations);
      // Every iteration passes through one root move: the most visited has at least its share.
      const moves = game.legalMoves(pos).length;
      expect(decision.visits * Math.min(moves, iterations), where).toBeGreaterThanOrEqual(iterations);
    }
  });

  it('with two moves that both lose in two, the chosen one has at least half the visits and a value near 0', () => {
    // Kono: Black’s lone a2 steps to a1 or b2, and either way White walls it in.
    const lost = parse(KONO, '4/ww2/b1w1/1w2 b');
    expect(notation(KONO, lost, KONO.legalMoves(lost)).sort()).toEqual(['a2-a1', 'a2-b2']);
    for (const seed of [0, 1, 2]) {
      const decision = checkedDecision(KONO, mcts(KONO, { iterations: 200, random: seed }), lost);
      expect(decision.visits).toBeGreaterThanOrEqual(decision.iterations / 2);
      expect(decision.value).toBeLessThan(0.1);
    }
  });

  it('proves a loss hidden among hundreds of replies (MCTS-Solver) and stops searching', () => {
    // Gong: Black's t1 can only sidestep, and whichever way, the White Gon pawn takes it and
    // steps back onto the Gon: one winning reply among some 300 moves from the Gon.
    const lost = parse(GONG, 'w/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/b12/13/13/13/13 b 0 0');
    for (const seed of [0, 1]) {
      const decision = checkedDecision(GONG, mcts(GONG, { iterations: 5000, random: seed }), lost);
      expect(decision.value).toBe(0);
      expect(decision.iterations).toBeLessThan(5000);
    }
  });
});
