import { Match, createRandom, formatRecord, parseRecord, randomPlayouts, replay } from 'ludicore';
import { alphaBeta, mcts, randomBot } from 'ludicore/ai';
import { checkGame } from 'ludicore/testing';
import { describe, expect, it } from 'vitest';
import { hasami, type HasamiPosition } from './index.js';

/*
 * What the engine gives the example for nothing: the conformance suite passes, and the cursor,
 * records, Match, playouts and the bots of ludicore/ai work on it unchanged.
 */

describe('the game contract (checkGame)', () => {
  it('holds in random games from the start', () => {
    const report = checkGame(hasami, { runs: 100, seed: 1 });
    expect(report.runs).toBe(100);
    // Many random games end by H4 within checkGame's 200 plies, so the end is checked too.
    expect(report.finished).toBeGreaterThan(25);
  });

  it('holds under each draw option and from a crafted start', () => {
    checkGame(hasami, { runs: 30, seed: 2, options: { repetition: 3 } });
    checkGame(hasami, { runs: 30, seed: 3, options: { maxPlies: 30 } });
    checkGame(hasami, { runs: 30, seed: 4, start: hasami.parsePosition('2b1w/2w1w/bw3/5/2b2 b') });
  });
});

describe('the engine on a game of its own', () => {
  const winInOne: HasamiPosition = hasami.parsePosition('2b1w/5/5/bw3/5 b');

  it('the cursor plays, undoes and counts', () => {
    const cursor = hasami.cursor(hasami.start());
    const key = cursor.positionKey();
    const actions = new Int32Array(hasami.maxMoves);
    expect(cursor.legalActions(actions)).toBe(15);
    cursor.play(actions[0] as number);
    expect(cursor.toMove()).toBe('white');
    cursor.undo();
    expect(cursor.positionKey()).toBe(key);
  });

  it('a game record round-trips, and Match keeps the history', () => {
    const match = new Match(hasami);
    for (const text of ['c1-c4', 'b5-b4', 'a1-a4xb4', 'e5-e4']) match.move(text);
    const record = parseRecord(match.toRecord(), hasami);
    expect(record.notations).toEqual(['c1-c4', 'b5-b4', 'a1-a4xb4', 'e5-e4']);
    expect(hasami.formatPosition(record.end)).toBe(hasami.formatPosition(match.position));
    const won = replay(hasami, winInOne, ['c5-c2xb2']);
    expect(won.outcome).toEqual({ winner: 'black', reason: 'reduced-to-one' });
    expect(formatRecord(won)).toContain('c5-c2xb2');
  });

  it('random playouts finish games', () => {
    const summary = randomPlayouts(hasami, hasami.start(), 100, createRandom(5));
    expect(summary.games).toBe(100);
    expect(summary.blackWins + summary.whiteWins + summary.draws + summary.unfinished).toBe(100);
    expect(summary.blackWins + summary.whiteWins).toBeGreaterThan(0);
  });

  it('alphaBeta finds the capture that wins, and sees it is forced', () => {
    const decision = alphaBeta(hasami, { depth: 3, random: 1 }).decide(winInOne);
    expect(hasami.formatMove(winInOne, decision.move)).toBe('c5-c2xb2');
    expect(decision.forced).toEqual({ result: 'win', plies: 1 });
  });

  it('alphaBeta at depth 2, with the material evaluation, beats a random player', () => {
    const random = randomBot(hasami, { random: 9 });
    for (const [seed, searcher] of [1, 2].map((seed) => [seed, alphaBeta(hasami, { depth: 2, random: seed })] as const)) {
      let pos = hasami.start({ maxPlies: 200 });
      const blackIs = seed % 2 === 1 ? searcher : random;
      const whiteIs = blackIs === searcher ? random : searcher;
      while (hasami.outcome(pos) === undefined) {
        pos = hasami.play(pos, (hasami.toMove(pos) === 'black' ? blackIs : whiteIs).chooseMove(pos));
      }
      expect(hasami.outcome(pos)?.winner).toBe(blackIs === searcher ? 'black' : 'white');
    }
  });

  it('mcts plays legal moves and finds the win in one', () => {
    const bot = mcts(hasami, { iterations: 500, random: 3 });
    expect(hasami.formatMove(winInOne, bot.chooseMove(winInOne))).toBe('c5-c2xb2');
  });
});
