import { describe, expect, it } from 'vitest';
import { games, type AnyGame, type Position } from '../../src/index.js';
import { alphaBeta, greedyBot, mcts, randomBot } from '../../src/ai/index.js';
import { AGON, GONG, VARIANTS, checkedDecision, parse, type AnyBot, type Variant } from '../support/ai.js';

const PASS = { kind: 'pass' } as const;

/** Small budgets: alpha-beta by depth where moves are few, by nodes where they are many. */
const searcher = ({ game }: Variant, seed: number) =>
  alphaBeta(game, game === AGON || game === GONG ? { nodes: 2000, random: seed } : { depth: 2, random: seed });

function botsFor(variant: Variant, seed: number): AnyBot[] {
  const { game } = variant;
  return [
    randomBot(game, { random: seed }),
    greedyBot(game, { random: seed + 1 }),
    searcher(variant, seed + 2),
    mcts(game, { iterations: 100, random: seed + 3 }),
  ];
}

/** Plays from `start` with `black` and `white` alternating, checking every decision; at most `plies` plies. */
function playChecked(game: AnyGame, start: Position, black: AnyBot, white: AnyBot, plies: number): Position {
  let pos = start;
  for (let i = 0; i < plies && game.outcome(pos) === undefined; i++) {
    const bot = game.toMove(pos) === 'black' ? black : white;
    const decision = checkedDecision(game, bot, pos);
    pos = game.play(pos, decision.move);
  }
  return pos;
}

describe('bots play only legal moves', () => {
  it('the variants cover every game of the registry', () => {
    expect(new Set(VARIANTS.map((v) => v.game.id))).toEqual(new Set(Object.keys(games)));
  });

  describe.each(VARIANTS.map((variant, index) => ({ ...variant, index })))('$label', (variant) => {
    const { game, index } = variant;
    const plies = game === AGON || game === GONG ? 40 : 60;

    it('random, greedy, alpha-beta and MCTS, mixed in short games, report legal moves and their actions and never change the position', () => {
      const bots = botsFor(variant, 11 + index);
      let played = 0;
      // Two games, each bot in one of them; the pairings and colours rotate from variant to variant.
      for (const round of [0, 2]) {
        const black = bots[(index + round) % bots.length] as AnyBot;
        const white = bots[(index + round + 1) % bots.length] as AnyBot;
        const end = playChecked(game, game.start(variant.options), black, white, plies);
        played += end.ply;
      }
      expect(played).toBeGreaterThanOrEqual(20);
    });

    it('alpha-beta reports a principal variation that starts with its move and is a legal line', () => {
      const bot = searcher(variant, 5);
      let pos = game.start(variant.options);
      for (let i = 0; i < 6 && game.outcome(pos) === undefined; i++) {
        const decision = checkedDecision(game, bot, pos);
        expect(decision.principalVariation[0]).toEqual(decision.move);
        let line = pos;
        for (const move of decision.principalVariation) {
          expect(game.isLegal(line, move)).toBe(true);
          line = game.play(line, move);
        }
        pos = game.play(pos, decision.move);
      }
    });
  });
});

/** Positions whose only legal move is a pass (RULES: Gong G2, G9; Agon A9). */
const PASSING: readonly {
  readonly label: string;
  readonly game: AnyGame;
  readonly text: string;
  readonly options?: Record<string, unknown>;
}[] = [
  {
    label: 'Gong: Black has pawns to place and every black radial’s ring-13 point is taken',
    game: GONG,
    text: '-/12b/13/12b/13/12b/13/12b/13/12w/13/12w/13/12w/13/12w/13/12w/13/12w/13/12w/13/12w/13 b 4 0',
  },
  {
    label: 'Gong, firstPlayer white: White has pawns to place and every white radial’s ring-13 point is taken',
    game: GONG,
    text: '-/13/12w/13/12w/13/12w/13/12w/13/12b/13/12b/13/12b/13/12b/13/12b/13/12b/13/12b/13/12b w 0 4',
    options: { firstPlayer: 'white' },
  },
  {
    label: 'Gong: White has no pawns at all',
    game: GONG,
    text: '-/13/13/13/13/13/13/13/13/13/13/13/13/6b6/13/13/13/13/13/13/13/13/13/13/13 w 0 0',
  },
  {
    label: 'Agon, displacementCapture false: Black’s Queen walled in a corner, her Guards held by White',
    game: AGON,
    text: 'qG4/GG5/8/9/10/11/10/9/8/7/GGG2Q b gggggg -',
    options: { displacementCapture: false },
  },
  {
    label: 'Agon: every black piece is held by White',
    game: AGON,
    text: '6/7/8/9/10/GGGQGGG4/10/9/8/7/6 b qgggggg -',
  },
];

describe('a position whose only legal move is a pass', () => {
  it.each(PASSING)('$label: every bot passes', ({ game, text, options }) => {
    const pos = parse(game, text, options);
    expect(game.legalMoves(pos)).toEqual([PASS]);
    const bots: AnyBot[] = [
      randomBot(game, { random: 1 }),
      greedyBot(game, { random: 2 }),
      alphaBeta(game, { depth: 2, random: 3 }),
      alphaBeta(game, { nodes: 2000, random: 4 }),
      mcts(game, { iterations: 100, random: 5 }),
    ];
    for (const bot of bots) {
      const decision = checkedDecision(game, bot, pos);
      expect(decision.move, bot.name).toEqual(PASS);
      expect(decision.action, bot.name).toBe(game.encodeMove(PASS));
      expect(bot.chooseMove(pos), bot.name).toEqual(PASS);
    }
  });
});
