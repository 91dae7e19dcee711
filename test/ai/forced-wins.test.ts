import { describe, expect, it } from 'vitest';
import type { AnyGame, Player, Position } from '../../src/index.js';
import { alphaBeta, greedyBot, mcts, type AlphaBetaDecision } from '../../src/ai/index.js';
import { AGON, GONG, JULGONU, KONO, checkedDecision, notation, parse } from '../support/ai.js';

/*
 * An exhaustive minimax of its own, through the public contract only (legalMoves, play,
 * outcome), so the search's claims are checked against the rules engine and not against the
 * search's own cursor, table or move ordering.
 */

/** The keys of earlier positions a rule keeps (Jul-Gonu's J4, repetition), oldest last. */
function history(pos: Position): string {
  return pos.history.join(',');
}

/** Results already worked out, per game: the position (with its history, where J4 or a draw rule reads it), plies and player. */
const solved = new Map<AnyGame, Map<string, boolean>>();

/** Whether `player` can force a win for `player` within `plies` plies from `pos`. */
function winWithin(game: AnyGame, pos: Position, plies: number, player: Player): boolean {
  const over = game.outcome(pos);
  if (over !== undefined) return over.winner === player;
  if (plies === 0) return false;
  let table = solved.get(game);
  if (table === undefined) solved.set(game, (table = new Map<string, boolean>()));
  const key = `${plies} ${player} ${pos.ply} ${game.formatPosition(pos)} ${history(pos)}`;
  const known = table.get(key);
  if (known !== undefined) return known;
  const moves = game.legalMoves(pos);
  const result =
    game.toMove(pos) === player
      ? moves.some((m) => winWithin(game, game.play(pos, m), plies - 1, player))
      : moves.every((m) => winWithin(game, game.play(pos, m), plies - 1, player));
  table.set(key, result);
  return result;
}

/** The fewest plies in which `player` forces a win from `pos` (0 if the game is already won), or undefined beyond `max`. */
function winDistance(game: AnyGame, pos: Position, player: Player, max: number): number | undefined {
  for (let n = 0; n <= max; n++) if (winWithin(game, pos, n, player)) return n;
  return undefined;
}

const other = (player: Player): Player => (player === 'black' ? 'white' : 'black');

interface Puzzle {
  readonly game: AnyGame;
  readonly text: string;
  /** The forced win's length in plies for the player to move. */
  readonly plies: number;
  /** The only first move that wins that fast (every crafted puzzle has exactly one). */
  readonly key: string;
  readonly note: string;
}

/*
 * Crafted by a throwaway search over random sparse positions with an exhaustive minimax; each
 * has exactly one first move that wins in the fewest plies. Black is to move in all of them.
 */
const PUZZLES: readonly Puzzle[] = [
  { game: KONO, text: '4/2b1/b1bb/2ww b', plies: 1, key: 'c3xc1', note: 'c3 jumps c2 and takes c1; d1 is left without a move' },
  { game: KONO, text: 'b1ww/1b1b/2b1/4 b', plies: 3, key: 'c2-c3', note: 'c2-c3 leaves White one step, c4-b4, then c3-c4 walls both in' },
  { game: KONO, text: '1b2/4/1bbw/b2w b', plies: 5, key: 'b2xd2', note: 'b2xd2 takes, then a1 chases d1 along rank 1 into a dead end' },
  { game: JULGONU, text: '3w/1b2/w1b1/b3 b', plies: 1, key: 'b3-a3xa2', note: 'b3-a3 sandwiches a2 against a1; White is reduced to one' },
  { game: JULGONU, text: '4/2b1/1b1b/2ww b', plies: 3, key: 'b2-b1', note: 'b2-b1 threatens c1; c1-c2 walks into b1-b2xc2' },
  { game: JULGONU, text: '4/b3/1b1b/w1w1 b', plies: 5, key: 'd2-d1', note: 'd2-d1 and a3-a4 leave White only losing moves' },
  {
    game: AGON,
    text: '6/5G1/8/9/3ggg4/1G3qg3Q/4gg4/G1G5G/8/4G2/6 b - -',
    plies: 1,
    key: 'e4-f5',
    note: 'Queen on f6, five Guards on ring 1: e4-f5 completes the seat of power',
  },
  {
    game: AGON,
    text: '4G1/7/8/8G/G1g2g4/4gqg4/4gg2G1/8Q/G7/3G3/6 b - -',
    plies: 3,
    key: 'e3-e4',
    note: 'the last Guard walks e3-e4-e5 into the one free ring-1 cell',
  },
  {
    game: AGON,
    text: '6/7/G7/9/G3ggg3/1G3qg4/GG2gg4/9/1Q6/6G/6 b - -',
    plies: 5,
    key: 'e5-f5',
    note: 'the Guards close up along the file: e5-f5, e6-e5, e7-e6',
  },
  {
    game: GONG,
    text: 'b/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/w12/13 b 0 0',
    plies: 1,
    key: 'gonxw1',
    note: 'the Gon pawn takes the last white pawn on w1 and steps back onto the Gon (G8, G9); 1 of 300 moves',
  },
  {
    game: GONG,
    text: '-/13/13/13/b12/13/w12/b12/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13 b 0 0',
    plies: 3,
    key: 'g1xf1',
    note: 'g1xf1 takes into the Gon; White, without pawns, passes; gonxd1 takes Black’s own d1 and stays alone on the Gon',
  },
  {
    game: GONG,
    text: '-/13/13/1w11/1b11/13/13/2b10/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13 b 0 0',
    plies: 5,
    key: 'd2xc2',
    note: 'd2xc2 takes the last white pawn; White passes twice while g3-gon and gonxc1 leave one pawn on the Gon',
  },
];

const label = (p: Puzzle) => `${p.game.id} win in ${p.plies}: ${p.text} (${p.key}: ${p.note})`;

/**
 * Plays the bot's strategy against every reply: at each of the winner's turns the bot must
 * claim the exact forced win the minimax finds and play a move that keeps it; every reply of the
 * loser is tried. Returns the number of the bot's decisions checked.
 */
function provesAgainstAllReplies(
  game: AnyGame,
  bot: ReturnType<typeof alphaBeta<string, unknown, unknown>>,
  pos: Position,
  plies: number,
  winner: Player,
): number {
  const exact = winDistance(game, pos, winner, plies);
  expect(exact, game.formatPosition(pos)).toBeDefined();
  const decision = checkedDecision(game, bot, pos);
  expect(decision.forced, game.formatPosition(pos)).toEqual({ result: 'win', plies: exact });
  const next = game.play(pos, decision.move);
  const over = game.outcome(next);
  if (over !== undefined) {
    expect(over.winner).toBe(winner);
    expect(exact).toBe(1);
    return 1;
  }
  expect(winWithin(game, next, (exact as number) - 1, winner), `${game.formatPosition(pos)}: ${game.formatMove(pos, decision.move)}`).toBe(
    true,
  );
  let checked = 1;
  for (const reply of game.legalMoves(next)) {
    const after = game.play(next, reply);
    const end = game.outcome(after);
    if (end !== undefined) expect(end.winner).toBe(winner);
    else checked += provesAgainstAllReplies(game, bot, after, (exact as number) - 2, winner);
  }
  return checked;
}

describe('alpha-beta finds forced wins', () => {
  describe.each(PUZZLES)('$game.id win in $plies', (puzzle) => {
    const { game, plies } = puzzle;
    const pos = parse(game, puzzle.text);
    const mover = game.toMove(pos);

    it(`the puzzle is a forced win in exactly ${plies} plies, and only ${puzzle.key} wins that fast (minimax)`, () => {
      expect(game.outcome(pos)).toBeUndefined();
      expect(winDistance(game, pos, mover, plies), label(puzzle)).toBe(plies);
      const keys = game.legalMoves(pos).filter((m) => {
        const next = game.play(pos, m);
        const over = game.outcome(next);
        return over !== undefined ? over.winner === mover : winWithin(game, next, plies - 1, mover);
      });
      expect(notation(game, pos, keys)).toEqual([puzzle.key]);
    });

    it.each([[{ depth: plies, random: 0 }], [{ depth: plies + 2, random: 1 }], [{ depth: 8, random: 2 }], [{ nodes: 200_000, random: 3 }]])(
      'alpha-beta %o reports forced win in exactly that many plies, plays the key move, and its line wins',
      (settings) => {
        const bot = alphaBeta(game, settings);
        const decision: AlphaBetaDecision<unknown> = checkedDecision(game, bot, pos);
        expect(decision.forced, label(puzzle)).toEqual({ result: 'win', plies });
        expect(game.formatMove(pos, decision.move)).toBe(puzzle.key);
        expect(decision.score).toBeGreaterThan(0);
        // Iterative deepening stops at the iteration that proves the win.
        expect(decision.depth).toBe(plies);
        // The principal variation starts with the move, is legal, and ends the game in the mover's favour.
        expect(decision.principalVariation[0]).toEqual(decision.move);
        let line = pos;
        for (const move of decision.principalVariation) {
          expect(game.outcome(line)).toBeUndefined();
          expect(game.isLegal(line, move)).toBe(true);
          line = game.play(line, move);
        }
        expect(decision.principalVariation).toHaveLength(plies);
        expect(game.outcome(line)?.winner).toBe(mover);
        // The chosen move keeps a forced win in one ply fewer.
        const next = game.play(pos, decision.move);
        expect(winWithin(game, next, plies - 1, mover)).toBe(true);
      },
    );

    it('playing the bot’s choices against every reply wins, with an exact claim at each turn', () => {
      const bot = alphaBeta(game, { depth: plies, random: 7 });
      const checked = provesAgainstAllReplies(game, bot, pos, plies, mover);
      if (plies > 1) expect(checked).toBeGreaterThan(1);
    });
  });
});

describe('greedy and MCTS take a win in one', () => {
  it.each(PUZZLES.filter((p) => p.plies === 1))('$game.id: $key', (puzzle) => {
    const { game } = puzzle;
    const pos = parse(game, puzzle.text);
    for (const seed of [0, 1, 2]) {
      const greedy = checkedDecision(game, greedyBot(game, { random: seed }), pos);
      expect(game.formatMove(pos, greedy.move)).toBe(puzzle.key);
      expect(greedy.score).toBe(Infinity);
      const tree = checkedDecision(game, mcts(game, { iterations: 50, random: seed }), pos);
      expect(game.formatMove(pos, tree.move)).toBe(puzzle.key);
      expect(tree.value).toBe(1);
    }
  });
});

/* Black to move loses in two plies whatever it does (every move allows a win in one). */
const LOST: readonly { readonly game: AnyGame; readonly text: string; readonly note: string }[] = [
  { game: KONO, text: '4/ww2/b1w1/1w2 b', note: 'a2 has two steps; after either, White walls Black in' },
  { game: JULGONU, text: 'w3/1bw1/2b1/3w b', note: 'after any move White sandwiches a black piece and leaves Black one' },
  {
    game: AGON,
    text: 'qgg3/ggg4/g7/9/4GG4/4GQG4/4G5/5G3/8/7/6 b - -',
    note: 'White’s h6-g6 completes the seat of power; Black is far away',
  },
  {
    game: GONG,
    text: 'w/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/13/b12/13/13/13/13 b 0 0',
    note: 't1 can only sidestep; the Gon pawn takes it and steps back onto the Gon',
  },
];

describe('alpha-beta in a lost position', () => {
  it.each(LOST)('$game.id $text: forced loss in 2 ($note)', ({ game, text }) => {
    const pos = parse(game, text);
    const mover = game.toMove(pos);
    expect(winDistance(game, pos, other(mover), 2)).toBe(2);
    for (const depth of [2, 4]) {
      const decision = checkedDecision(game, alphaBeta(game, { depth, random: depth }), pos);
      expect(decision.forced).toEqual({ result: 'loss', plies: 2 });
      expect(decision.score).toBeLessThan(0);
      expect(decision.principalVariation).toHaveLength(2);
    }
  });
});

/*
 * Known bugs in src/ai/alphabeta.ts, reported and pinned here with `it.fails`: each test states
 * the behaviour the documentation promises and currently fails. When a fix lands, vitest reports
 * the test as unexpectedly passing: turn it into an ordinary `it` then.
 */
describe('known bugs (reported): alpha-beta reusing its table across calls', () => {
  it('a bot reused within one game under maxPlies claims a forced win the draw rule has already cut off', () => {
    // Kono 'b1ww/1b1b/2b1/4 b' is a win in 3 (c2-c3 c4-b4 c3-c4). Under maxPlies 6 it is so at
    // ply 0; after four shuffling plies the same board recurs at ply 4, where the win would end
    // at ply 7 and the game is drawn at ply 6 instead. The table is keyed on the board and the
    // player to move alone, so the second call borrows the first call's proof.
    const start = parse(KONO, 'b1ww/1b1b/2b1/4 b', { maxPlies: 6 });
    const bot = alphaBeta(KONO, { depth: 4 });
    expect(bot.decide(start).forced).toEqual({ result: 'win', plies: 3 });
    let pos = start;
    for (const text of ['a4-a3', 'c4-b4', 'a3-a4', 'b4-c4']) pos = KONO.play(pos, KONO.parseMove(pos, text));
    expect(KONO.formatPosition(pos)).toBe('b1ww/1b1b/2b1/4 b');
    expect(winWithin(KONO, pos, 6, 'black')).toBe(false);
    expect(alphaBeta(KONO, { depth: 4 }).decide(pos).forced).toBeUndefined();
    expect(bot.decide(pos).forced).toBeUndefined();
  });

  it('a proof borrowed from the table at a shallow iteration stops the deepening before a quicker win is seen', () => {
    // Positions of one Kono game (no draw options, so nothing depends on history), decided in turn
    // by one bot; at the last, Black wins in 3 (b2-c2), but the bot stops at iteration 2 with a
    // table proof of a win in 5 and plays a2-a1. A fresh bot reports the win in 3.
    const line = [
      '4/wbbb/1b1b/b3 b',
      '4/wb1b/1bbb/b3 w',
      'w3/1b1b/1bbb/b3 b',
      'w3/b2b/1bbb/b3 w',
      '1w2/b2b/1bbb/b3 b',
      '1w2/b1bb/1b1b/b3 w',
      '2w1/b1bb/1b1b/b3 b',
      '2w1/b1bb/bb1b/4 w',
    ];
    const last = parse(KONO, '1w2/b1bb/bb1b/4 b');
    expect(winDistance(KONO, last, 'black', 5)).toBe(3);
    expect(alphaBeta(KONO, { depth: 5, random: 8 }).decide(last).forced).toEqual({ result: 'win', plies: 3 });
    const bot = alphaBeta(KONO, { depth: 5, random: 8 });
    for (const text of line) bot.decide(parse(KONO, text));
    expect(bot.decide(last).forced).toEqual({ result: 'win', plies: 3 });
  });
});
