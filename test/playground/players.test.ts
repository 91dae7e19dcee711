import { describe, expect, it } from 'vitest';
import { heldTable, offerTable, perfectPlayer, solvingWords } from '../../playground/src/perfect.js';
import { LEVEL_KINDS, PLAYER_KINDS, PLAYER_LABELS, botFor, isPlayerKind, levelOf, type LevelKind } from '../../playground/src/players.js';
import { MAX_LEVEL, MIN_LEVEL, botForLevel } from '../../src/ai/index.js';
import { agon, games, julgonu, kono, type Position } from '../../src/index.js';
import { saveTable, solveJulGonu, solveKono } from '../../src/solve/index.js';
import { JULGONU, checkedDecision } from '../support/ai.js';
import { VARIANTS, randomGame, type Variant } from './helpers.js';

/** Every level of the library, weakest first. */
const LEVELS = Array.from({ length: MAX_LEVEL - MIN_LEVEL + 1 }, (_, i) => MIN_LEVEL + i);

/** A position some way into a random game that is still on. */
function midGame({ game, options }: Variant, seed: number): Position {
  const on = randomGame(game, game.start(options), seed, 24).positions.filter((p) => game.outcome(p) === undefined);
  return on.at(-1) as Position;
}

/** The moves a bot chooses in `positions`, in notation. */
const choices = (variant: Variant, bot: { chooseMove(p: Position): unknown }, positions: readonly Position[]): string[] =>
  positions.map((p) => variant.game.formatMove(p, bot.chooseMove(p)));

describe('the player menu', () => {
  it('offers a person, every level of the library, weakest first, and the perfect bot', () => {
    expect(PLAYER_KINDS).toEqual(['human', ...LEVEL_KINDS, 'perfect']);
    expect(LEVEL_KINDS).toEqual(LEVELS.map((level) => `level-${level}`));
    expect(LEVEL_KINDS.map(levelOf)).toEqual(LEVELS);
  });

  it('every player kind has a label of its own, and there are no labels for other kinds', () => {
    expect(Object.keys(PLAYER_LABELS)).toEqual([...PLAYER_KINDS]);
    const labels = PLAYER_KINDS.map((kind) => PLAYER_LABELS[kind]);
    expect(new Set(labels).size).toBe(labels.length);
    expect(PLAYER_LABELS.human).toBe('Human');
    for (const kind of LEVEL_KINDS) expect(PLAYER_LABELS[kind]).toMatch(new RegExp(`^Bot: level ${levelOf(kind)}( \\(|$)`));
    expect(PLAYER_LABELS['level-1']).toBe('Bot: level 1 (weakest)');
    expect(PLAYER_LABELS['level-10']).toBe('Bot: level 10 (strongest)');
    expect(PLAYER_LABELS.perfect).toMatch(/^Bot: perfect \(/);
  });

  it('isPlayerKind accepts every player kind', () => {
    for (const kind of PLAYER_KINDS) expect(isPlayerKind(kind), kind).toBe(true);
  });

  it('isPlayerKind refuses anything else: labels, levels out of range or misspelt, the bots offered before levels, object keys', () => {
    const others = [
      '',
      'Human',
      'HUMAN',
      ' human',
      'human ',
      'bot',
      'level',
      'level-',
      'level-0',
      'level-11',
      'level-01',
      'level-1.0',
      'level 1',
      'Level-1',
      'level-1 ',
      'random',
      'greedy',
      'alphabeta-3',
      'alphabeta-1s',
      'mcts-1s',
      'Bot: level 1 (weakest)',
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
    const { game } = variant;

    // One move each: the levels' search is the library's to test (test/ai); here, that each entry of the menu plays.
    it.each([...LEVEL_KINDS])('%s: a bot that names its level and plays a legal move in mid-game', (kind) => {
      const player = botFor(game, kind, 17);
      expect(player.name).toBe(`level ${levelOf(kind)}`);
      expect(checkedDecision(game, player, midGame(variant, 3)).level).toBe(levelOf(kind));
    });
  });

  it("is the library's bot of that level: with the same seed, the same moves as botForLevel", () => {
    for (const variant of VARIANTS) {
      const positions = [variant.game.start(variant.options), midGame(variant, 5), midGame(variant, 6)];
      for (const kind of ['level-1', 'level-4', 'level-6'] as const satisfies readonly LevelKind[]) {
        expect(choices(variant, botFor(variant.game, kind, 31), positions), `${variant.label} ${kind}`).toEqual(
          choices(variant, botForLevel(variant.game, levelOf(kind), { random: 31 }), positions),
        );
      }
    }
  });

  it('is seeded: the same seed makes the same choices, so a game between bots replays', () => {
    for (const variant of VARIANTS) {
      const positions = [variant.game.start(variant.options), midGame(variant, 4)];
      for (const kind of ['level-1', 'level-3', 'level-6'] as const satisfies readonly LevelKind[]) {
        expect(choices(variant, botFor(variant.game, kind, 123), positions), `${variant.label} ${kind}`).toEqual(
          choices(variant, botFor(variant.game, kind, 123), positions),
        );
      }
    }
  });

  it('the weakest level draws from its seed: different seeds choose differently somewhere', () => {
    const variant = VARIANTS.find((v) => v.game.id === 'gong') as Variant;
    const position = midGame(variant, 4);
    const chosen = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => choices(variant, botFor(variant.game, 'level-1', seed), [position])[0]));
    expect(chosen.size).toBeGreaterThan(1);
  });
});

describe('the perfect bot of the worker', () => {
  it('solves the table on first use, saying how far it is, and then plays a move that keeps the value', () => {
    const said: string[] = [];
    const start = julgonu.start({ noRepeat: 'off' });
    expect(heldTable(julgonu, start.options), 'no table before the first solve').toBeUndefined();
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

  it('holds the tables it has solved for the strongest level, and no others', () => {
    // The test above solved Jul-Gonu with noRepeat 'off'; the default rules and Kono are not solved.
    const table = heldTable(julgonu, { noRepeat: 'off', maxPlies: 400 });
    expect(table?.perfectMoves(julgonu.start({ noRepeat: 'off' })).length).toBeGreaterThan(0);
    expect(heldTable(julgonu, {})).toBeUndefined();
    expect(heldTable(kono, {})).toBeUndefined();
    expect(heldTable(agon, {})).toBeUndefined();
  });

  it('a held table makes the strongest level play perfectly, as botForLevel with it does, and leaves the other levels as they were', () => {
    const variant = VARIANTS.find((v) => v.label === 'julgonu noRepeat off') as Variant;
    const table = heldTable(JULGONU, variant.options);
    if (table === undefined) throw new Error("the Jul-Gonu table with noRepeat 'off' should be held");
    const positions = [JULGONU.start(variant.options), ...[1, 2, 3, 4, 5, 6, 7, 8].map((seed) => midGame(variant, seed))];
    const strongest = botFor(JULGONU, 'level-10', 9, table);
    for (const position of positions) {
      const notation = JULGONU.formatMove(position, strongest.chooseMove(position));
      expect(
        table.perfectMoves(position).map((move) => JULGONU.formatMove(position, move)),
        JULGONU.formatPosition(position),
      ).toContain(notation);
    }
    expect(choices(variant, botFor(JULGONU, 'level-10', 9, table), positions)).toEqual(
      choices(variant, botForLevel(JULGONU, MAX_LEVEL, { random: 9, solution: table }), positions),
    );
    expect(choices(variant, botFor(JULGONU, 'level-6', 9, table), positions)).toEqual(
      choices(variant, botFor(JULGONU, 'level-6', 9), positions),
    );
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
