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

/** A position's exact value for the player to move: the quickest win, the slowest loss, or a draw (plies 0). */
interface Exact {
  readonly result: 'win' | 'draw' | 'loss';
  readonly plies: number;
}

/**
 * An exhaustive minimax of its own, through the public contract alone (legalMoves, play,
 * outcome), for positions whose game ends within a few plies (a `maxPlies` close ahead), so
 * that the search's proofs are checked against the rules engine and not against the tree.
 */
function exactValue(game: AnyGame, pos: Position): Exact {
  const over = game.outcome(pos);
  const me = game.toMove(pos);
  if (over !== undefined) return { result: over.winner === null ? 'draw' : over.winner === me ? 'win' : 'loss', plies: 0 };
  let best: Exact | undefined;
  for (const move of game.legalMoves(pos)) {
    const after = game.play(pos, move);
    const child = exactValue(game, after);
    const mine: Exact['result'] =
      game.toMove(after) === me || child.result === 'draw' ? child.result : child.result === 'win' ? 'loss' : 'win';
    const candidate = { result: mine, plies: mine === 'draw' ? 0 : child.plies + 1 };
    if (best === undefined || better(candidate, best)) best = candidate;
  }
  return best as Exact;
}

/** Whether a value is better for its player than another: a win over a draw over a loss, the quicker win, the slower loss. */
function better(a: Exact, b: Exact): boolean {
  const rank = { loss: 0, draw: 1, win: 2 } as const;
  if (a.result !== b.result) return rank[a.result] > rank[b.result];
  return a.result === 'win' ? a.plies < b.plies : a.result === 'loss' ? a.plies > b.plies : false;
}

describe('MCTS-Solver: proven wins, draws and losses', () => {
  /**
   * Small positions with a win or a loss a few plies ahead (from forced-wins.test.ts), each
   * with a draw 2 to 6 plies ahead (maxPlies), under rules with and without a look at the past:
   * wins, losses and draws whose exact values are quick to work out.
   */
  const cases = [
    { game: KONO, text: 'b1ww/1b1b/2b1/4 b', rules: [{}, { repetition: 2 }] },
    { game: KONO, text: '1b2/4/1bbw/b2w b', rules: [{}, { repetition: 2 }] },
    { game: KONO, text: '4/ww2/b1w1/1w2 b', rules: [{}] },
    { game: JULGONU, text: '4/2b1/1b1b/2ww b', rules: [{ noRepeat: 'off' }, { noRepeat: 'previous' }] },
    { game: JULGONU, text: '4/b3/1b1b/w1w1 b', rules: [{ noRepeat: 'off' }, { noRepeat: 'previous' }] },
    { game: JULGONU, text: 'w3/1bw1/2b1/3w b', rules: [{ noRepeat: 'off' }] },
  ].flatMap(({ game, text, rules }) =>
    rules.flatMap((options) =>
      [2, 3, 4, 5, 6].map((maxPlies) => {
        const pos = parse(game, text, { ...options, maxPlies });
        return { game, pos, exact: exactValue(game, pos) };
      }),
    ),
  );

  /** The drawn cases left unproven. */
  const unproven: string[] = [];

  it('the positions cover wins, losses and draws', () => {
    const results = cases.map((c) => c.exact.result);
    expect(results.filter((r) => r === 'win').length).toBeGreaterThanOrEqual(10);
    expect(results.filter((r) => r === 'loss').length).toBeGreaterThanOrEqual(5);
    expect(results.filter((r) => r === 'draw').length).toBeGreaterThanOrEqual(10);
  });

  it.each(
    cases.map(
      (c) =>
        [
          `${c.game.id} ${c.game.formatPosition(c.pos)} ${JSON.stringify(c.pos.options)} (${c.exact.result} in ${c.exact.plies})`,
          c,
        ] as const,
    ),
  )('%s: the value is proven, exactly, and the move keeps it', (where, { game, pos, exact }) => {
    const iterations = 20_000;
    const decision = checkedDecision(game, mcts(game, { iterations, random: 7 }), pos);
    const after = exactValue(game, game.play(pos, decision.move));
    if (exact.result === 'draw' && decision.proven === undefined) {
      // A draw stays unproven where the other moves look bad and are not all refuted yet
      // (1b2/4/1bbw/b2w b with 4 plies to go; the default blend, 0.8 of the backed-up value,
      // visits such moves seldom): the move still keeps it.
      expect(after.result, where).toBe('draw');
      expect(unproven.push(where)).toBeLessThanOrEqual(4);
      return;
    }
    expect(decision.iterations, where).toBeLessThan(iterations);
    expect(decision.proven?.result, where).toBe(exact.result);
    expect(decision.value, where).toBe(exact.result === 'win' ? 1 : exact.result === 'draw' ? 0.5 : 0);
    if (exact.result === 'draw') {
      expect(decision.proven?.plies, where).toBeUndefined();
      expect(after.result, where).toBe('draw');
    } else {
      // A proof's plies are those of the line it holds: never quicker than best play.
      expect(decision.proven?.plies, where).toBeGreaterThanOrEqual(exact.plies);
      expect(after.result, where).toBe(exact.result === 'win' ? 'loss' : 'win');
      if (exact.result === 'win') expect(after.plies + 1, where).toBeLessThanOrEqual(decision.proven?.plies as number);
    }
  });

  it('among proven moves it plays the quickest win, and a proven draw rather than a move it expects to lose', () => {
    // Kono, Black to move wins in five with b2xd2 and only so (see forced-wins.test.ts).
    const pos = parse(KONO, '1b2/4/1bbw/b2w b');
    for (const seed of [0, 1, 2]) {
      const decision = checkedDecision(KONO, mcts(KONO, { iterations: 20_000, random: seed }), pos);
      expect(KONO.formatMove(pos, decision.move)).toBe('b2xd2');
      expect(decision.proven).toEqual({ result: 'win', plies: 5 });
    }
  });
});

describe('MCTS keeps its tree from move to move', () => {
  // Kono, Black to move wins in five (b2xd2); after any reply, the kept tree holds the proof.
  const text = '1b2/4/1bbw/b2w b';

  it('after its move and any reply, the proof is kept: no iteration is needed and the win is two plies nearer', () => {
    const pos = parse(KONO, text);
    const first = mcts(KONO, { iterations: 20_000, random: 3 }).decide(pos);
    const after = KONO.play(pos, first.move);
    for (const reply of KONO.legalMoves(after)) {
      const bot = mcts(KONO, { iterations: 20_000, random: 3 });
      const decision = bot.decide(pos);
      expect(decision.move).toEqual(first.move);
      const next = KONO.play(after, reply);
      const again = checkedDecision(KONO, bot, next);
      expect(again.iterations).toBe(0);
      expect(again.reused).toBeGreaterThan(0);
      expect(again.proven?.result).toBe('win');
      expect(again.proven?.plies).toBeLessThanOrEqual((decision.proven?.plies as number) - 2);
      // Without the tree, or from a position that does not follow (the same board read from its
      // string, at ply 0), the search starts afresh.
      const fresh = mcts(KONO, { iterations: 20_000, random: 3, reuseTree: false });
      fresh.decide(pos);
      expect(checkedDecision(KONO, fresh, next).iterations).toBeGreaterThan(0);
      expect(checkedDecision(KONO, bot, parse(KONO, KONO.formatPosition(next))).iterations).toBeGreaterThan(0);
    }
  });

  it.each(VARIANTS.filter((v) => v.game === KONO || v.game === JULGONU).map((v) => [v.label, v] as const))(
    '%s: games with the tree kept replay by seed, with legal moves, and the tree is kept',
    (_, { game, options }) => {
      for (const rules of [options, { ...options, repetition: 2, maxPlies: 60 }]) {
        const play = (reuseTree: boolean): string[] => {
          const bot = mcts(game, { iterations: 150, random: 4, reuseTree });
          const other = mcts(game, { iterations: 150, random: 5, reuseTree });
          const lines: string[] = [];
          let pos = game.start(rules);
          let kept = 0;
          while (game.outcome(pos) === undefined && pos.ply < 60) {
            const decision = checkedDecision(game, pos.ply % 2 === 0 ? bot : other, pos);
            if (decision.reused > 0) kept++;
            lines.push(`${game.formatMove(pos, decision.move)} ${decision.iterations} ${decision.visits} ${decision.value}`);
            pos = game.play(pos, decision.move);
          }
          // The tree is kept at most moves (not where the reply was never searched).
          if (reuseTree) expect(kept).toBeGreaterThan(lines.length / 2);
          else expect(kept).toBe(0);
          return lines;
        };
        expect(play(true)).toEqual(play(true));
        expect(play(false)).toEqual(play(false));
      }
    },
  );
});

describe('MCTS makes progress in won positions', () => {
  it.each([1, 2, 3])('Kono 1b2/3w/bb2/w3 b (Black wins in 25): won against alpha-beta within 60 plies (seed %i)', (seed) => {
    // Three pieces against two: before repetitions counted as draws and proofs were kept, the
    // same bot went round in circles here until the draw at ply 100.
    let pos = parse(KONO, '1b2/3w/bb2/w3 b', { maxPlies: 100 });
    const bot = mcts(KONO, { iterations: 300, random: seed });
    const defender = alphaBeta(KONO, { depth: 2, random: seed });
    while (KONO.outcome(pos) === undefined) pos = KONO.play(pos, (KONO.toMove(pos) === 'black' ? bot : defender).chooseMove(pos));
    expect(KONO.outcome(pos)?.winner).toBe('black');
    expect(pos.ply).toBeLessThanOrEqual(60);
  });
});
