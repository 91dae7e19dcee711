import { describe, expect, it } from 'vitest';
import { offerTable, perfectPlayer, solvingWords } from '../../playground/src/perfect.js';
import { PLAYER_KINDS, PLAYER_LABELS, botFor, isPlayerKind, type SearchingBot } from '../../playground/src/players.js';
import { agon, games, julgonu, type Position } from '../../src/index.js';
import { saveTable, solveJulGonu, solveKono } from '../../src/solve/index.js';
import { KONO, checkedDecision, type AnyBot } from '../support/ai.js';
import { VARIANTS, randomGame, type Variant } from './helpers.js';

type BotKind = SearchingBot;

const BOT_KINDS = PLAYER_KINDS.filter((kind): kind is BotKind => kind !== 'human' && kind !== 'perfect');

/** The bot names of src/ai for each kind, as the worker reports them. */
const NAMES: Readonly<Record<BotKind, string>> = {
  random: 'random',
  greedy: 'greedy',
  'alphabeta-3': 'alpha-beta (depth 3)',
  'alphabeta-1s': 'alpha-beta (1000 ms)',
  'mcts-1s': 'mcts (1000 ms)',
};

/** The kinds that decide at once, and the ones that think for a second. */
const QUICK: readonly BotKind[] = ['random', 'greedy', 'alphabeta-3'];
const TIMED: readonly BotKind[] = ['alphabeta-1s', 'mcts-1s'];

const bot = ({ game }: Variant, kind: BotKind, seed: number): AnyBot => botFor(game, kind, seed);

/** A position some way into a random game that is still on. */
function midGame({ game, options }: Variant, seed: number): Position {
  const on = randomGame(game, game.start(options), seed, 24).positions.filter((p) => game.outcome(p) === undefined);
  return on.at(-1) as Position;
}

describe('the player menu', () => {
  it('offers a person, the five searching bots, weakest first, and the perfect one', () => {
    expect(PLAYER_KINDS).toEqual(['human', 'random', 'greedy', 'alphabeta-3', 'alphabeta-1s', 'mcts-1s', 'perfect']);
    expect(BOT_KINDS).toEqual([...QUICK, ...TIMED]);
  });

  it('every player kind has a label of its own, and there are no labels for other kinds', () => {
    expect(Object.keys(PLAYER_LABELS)).toEqual([...PLAYER_KINDS]);
    const labels = PLAYER_KINDS.map((kind) => PLAYER_LABELS[kind]);
    expect(new Set(labels).size).toBe(labels.length);
    expect(PLAYER_LABELS.human).toBe('Human');
    for (const kind of BOT_KINDS) expect(PLAYER_LABELS[kind]).toMatch(/^Bot: \S/);
  });

  it('isPlayerKind accepts every player kind', () => {
    for (const kind of PLAYER_KINDS) expect(isPlayerKind(kind), kind).toBe(true);
  });

  it('isPlayerKind refuses anything else, labels and object keys included', () => {
    const others = [
      '',
      'Human',
      'HUMAN',
      ' human',
      'human ',
      'bot',
      'alphabeta',
      'alphabeta-4',
      'alphabeta-1',
      'mcts',
      'mcts-1',
      'Bot: random moves',
      'toString',
      'constructor',
      '__proto__',
      'length',
      '0',
    ];
    for (const value of others) expect(isPlayerKind(value), JSON.stringify(value)).toBe(false);
  });
});

describe('botFor', () => {
  it('the variants cover every game of the registry', () => {
    expect(new Set(VARIANTS.map((v) => v.game.id))).toEqual(new Set(Object.keys(games)));
  });

  describe.each(VARIANTS)('$label', (variant) => {
    const { game, options } = variant;

    it.each(QUICK)('%s: a bot that names itself as src/ai does and plays a legal move from the start and in mid-game', (kind) => {
      const player = bot(variant, kind, 17);
      expect(player.name).toBe(NAMES[kind]);
      checkedDecision(game, player, game.start(options));
      checkedDecision(game, player, midGame(variant, 3));
    });

    it.each(TIMED)('%s: the bot that thinks for a second, by its name', (kind) => {
      expect(bot(variant, kind, 17).name).toBe(NAMES[kind]);
    });
  });

  // How long it thinks is the bench's business, not a unit test's: here only that it plays.
  it.each(TIMED)('%s: plays a legal move (Kono, mid-game)', (kind) => {
    const variant = VARIANTS.find((v) => v.game === KONO) as Variant;
    checkedDecision(KONO, bot(variant, kind, 5), midGame(variant, 9));
  });

  it('is seeded: the same seed makes the same choices, so a game between bots replays', () => {
    for (const variant of VARIANTS) {
      const position = midGame(variant, 4);
      for (const kind of QUICK) {
        const choices = (seed: number): string[] => {
          const player = bot(variant, kind, seed);
          return [position, variant.game.start(variant.options)].map((p) => variant.game.formatMove(p, player.chooseMove(p)));
        };
        expect(choices(123), `${variant.label} ${kind}`).toEqual(choices(123));
      }
    }
  });

  it('a random bot draws from its seed: different seeds choose differently somewhere', () => {
    const variant = VARIANTS.find((v) => v.game.id === 'gong') as Variant;
    const position = midGame(variant, 4);
    const chosen = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => variant.game.formatMove(position, bot(variant, 'random', seed).chooseMove(position))),
    );
    expect(chosen.size).toBeGreaterThan(1);
  });
});

describe('the perfect bot of the worker', () => {
  it('solves the table on first use, saying how far it is, and then plays a move that keeps the value', () => {
    const said: string[] = [];
    const start = julgonu.start({ noRepeat: 'off' });
    const player = perfectPlayer(julgonu, start.options, 7, (words) => said.push(words));
    expect(said[0]).toBe("Solving Jul-Gonu with noRepeat: 'off' for the perfect bot…");
    expect(said.at(-1)).toMatch(/^Solving Jul-Gonu with noRepeat: 'off' for the perfect bot: \d+ % of the positions decided$/);
    const table = solveJulGonu();
    const { action } = player.decide(start);
    expect(table.perfectMoves(start).map((m) => julgonu.encodeMove(m))).toContain(action);
    // Solved once for the worker's life: the next bot needs no solve.
    const again: string[] = [];
    perfectPlayer(julgonu, { noRepeat: 'off', maxPlies: 100 }, 8, (words) => again.push(words));
    expect(again).toEqual([]);
  });

  it('refuses a game it cannot play in a tab, naming those it can', () => {
    for (const [game, options] of [
      [agon, {}],
      [julgonu, {}],
    ] as const) {
      expect(() => perfectPlayer(game, options, 1, () => undefined)).toThrow(
        /plays Four Field Kono \(either end\) and Jul-Gonu with noRepeat 'off'/,
      );
    }
  });

  it('says the share of the positions decided', () => {
    expect(solvingWords('Kono', { phase: 'propagating', positions: 200, decided: 83, plies: 4 })).toBe(
      'Solving Kono for the perfect bot: 41 % of the positions decided',
    );
    expect(solvingWords('Kono', { phase: 'counting', positions: 0, decided: 0, plies: 0 })).toContain(': 0 %');
  });
});

describe('a table file for the perfect bot', () => {
  it('takes a saved table of a game it plays (and then needs no solve), naming the game', () => {
    expect(offerTable(saveTable(solveJulGonu()))).toBe("Jul-Gonu with noRepeat: 'off'");
    const said: string[] = [];
    perfectPlayer(julgonu, { noRepeat: 'off' }, 1, (words) => said.push(words));
    expect(said).toEqual([]);
  });

  it('refuses bytes that are no table, and an endgame table, saying why', () => {
    expect(() => offerTable(new Uint8Array([1, 2, 3]))).toThrow(
      /^not a table the perfect bot can play here \(Four Field Kono: .+; Jul-Gonu with noRepeat: 'off': .+\)$/,
    );
    expect(() => offerTable(saveTable(solveKono({ maxPieces: 2 })))).toThrow(
      /Four Field Kono: an endgame table of 2 pieces a side, not the whole game/,
    );
  });
});
