import { describe, expect, it } from 'vitest';
import { greedyBot, randomBot } from '../../src/ai/index.js';
import { createRandom, type Game, type OptionsInput, type Position } from '../../src/index.js';
import { julgonu } from '../../src/julgonu/index.js';
import { kono } from '../../src/kono/index.js';
import { perfectBot, solveJulGonu, solveKono, type PositionValue, type Solution } from '../../src/solve/index.js';
import { thrown } from '../support/errors.js';

/*
 * The perfect bot against the table it plays from: every move it chooses keeps the value, so two
 * perfect bots from a decided position end the game in exactly the table's plies, with the
 * table's winner.
 */

const kono3 = solveKono({ maxPieces: 3 });
const julgonu3 = solveJulGonu({ maxPieces: 3 });

/** Positions of an endgame table reached by seeded random play from crafted starts, not over. */
function covered<Id extends string, M, O>(
  game: Game<Id, M, O>,
  table: Solution<Id, M, O>,
  starts: readonly Position<Id, O>[],
  count: number,
): Position<Id, O>[] {
  const random = createRandom(7);
  const found: Position<Id, O>[] = [];
  for (let run = 0; found.length < count && run < 10 * count; run++) {
    let position = starts[run % starts.length] as Position<Id, O>;
    for (let ply = random.int(12); ply > 0 && game.outcome(position) === undefined; ply--) {
      position = game.play(position, random.pick(game.legalMoves(position)));
    }
    if (game.outcome(position) === undefined && table.covers(position)) found.push(position);
  }
  return found;
}

/** The value after a move that keeps `value`: the other side's, one ply sooner. */
function keeps(before: PositionValue, after: PositionValue): boolean {
  if (before.result === 'draw') return after.result === 'draw';
  return after.result === (before.result === 'win' ? 'loss' : 'win') && after.plies === (before.plies as number) - 1;
}

function suite<Id extends string, M, O>(
  name: string,
  game: Game<Id, M, O>,
  table: Solution<Id, M, O>,
  options: OptionsInput<O>,
  texts: readonly string[],
): void {
  describe(`perfectBot on ${name}`, () => {
    const starts = texts.map((text) => game.parsePosition(text, options));
    const positions = covered(game, table, starts, 200);

    it('finds enough positions to test on', () => {
      expect(positions.length).toBe(200);
    });

    it('every move it chooses keeps the value, and it reports the value and the number of perfect moves', () => {
      const bot = perfectBot(table, { random: 3 });
      for (const position of positions) {
        const decision = bot.decide(position);
        const value = table.value(position);
        expect(decision.value).toEqual(value);
        expect(decision.perfect).toBe(table.perfectMoves(position).length);
        expect(game.encodeMove(decision.move)).toBe(decision.action);
        const next = game.play(position, decision.move);
        if (game.outcome(next) === undefined) expect(keeps(value, table.value(next))).toBe(true);
        else expect(value).toEqual({ result: 'win', plies: 1 });
      }
    });

    it('two perfect bots from a decided position end it in exactly the plies of the table, with its winner', () => {
      const black = perfectBot(table, { random: 1 });
      const white = perfectBot(table, { random: 2 });
      let decided = 0;
      for (const start of positions) {
        const value = table.value(start);
        if (value.result === 'draw') continue;
        decided++;
        const mover = game.toMove(start);
        let position = start;
        let plies = 0;
        while (game.outcome(position) === undefined && plies <= 200) {
          position = game.play(position, (game.toMove(position) === 'black' ? black : white).chooseMove(position));
          plies++;
        }
        expect(plies).toBe(value.plies);
        const opponent = mover === 'black' ? 'white' : 'black';
        expect(game.outcome(position)?.winner).toBe(value.result === 'win' ? mover : opponent);
      }
      expect(decided).toBeGreaterThan(5);
    });

    it('chooses among the perfect moves by its seed, the same seed the same choices', () => {
      const choices = (seed: number): string[] =>
        positions.map((p) => game.formatMove(p, perfectBot(table, { random: seed }).chooseMove(p)));
      expect(choices(5)).toEqual(choices(5));
      const many = positions.filter((p) => table.perfectMoves(p).length > 1);
      expect(many.length).toBeGreaterThan(5);
      const seen = new Set(Array.from({ length: 8 }, (_, seed) => choices(seed).join(' ')));
      expect(seen.size).toBeGreaterThan(1);
    });

    it('hands positions the table does not cover to its fallback, and refuses them without one', () => {
      const start = game.start(options);
      expect(table.covers(start)).toBe(false);
      const fallback = greedyBot(game, { random: 1 });
      const decision = perfectBot(table, { fallback }).decide(start);
      expect(decision).toMatchObject({ value: undefined, perfect: 0, move: fallback.chooseMove(start) });
      expect(thrown(() => perfectBot(table).chooseMove(start)).code).toBe('argument/invalid');
    });
  });
}

suite('Four Field Kono', kono, kono3, {}, ['bb2/4/4/ww2 b', 'b3/1b2/2w1/w2w w', '4/bw2/1w2/b3 b']);
suite('Jul-Gonu', julgonu, julgonu3, { noRepeat: 'off' }, ['bbb1/4/4/www1 b', 'b3/1bw1/2w1/b2w w', '1b2/w3/2b1/w2w b']);

describe('perfectBot refuses bad input', () => {
  it('a value that is no solution, unknown settings, a fallback that is no bot', () => {
    for (const bad of [undefined, null, {}, kono, { solver: kono3.solver }]) {
      expect(thrown(() => perfectBot(bad as never)).code).toBe('argument/invalid');
    }
    expect(thrown(() => perfectBot(kono3, { depth: 3 } as never)).message).toContain('depth');
    expect(thrown(() => perfectBot(kono3, { random: 1.5 })).code).toBe('argument/invalid');
    expect(thrown(() => perfectBot(kono3, { fallback: randomBot } as never)).code).toBe('argument/invalid');
  });

  it('a finished game (move/game-over) and a position of another game (argument/invalid)', () => {
    const bot = perfectBot(kono3);
    expect(thrown(() => bot.chooseMove(kono.parsePosition('4/4/4/b3 w'))).code).toBe('move/game-over');
    expect(thrown(() => bot.chooseMove(julgonu.start() as never)).code).toBe('argument/invalid');
  });
});
