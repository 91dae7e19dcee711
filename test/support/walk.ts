import { RulesError, defineGame, squareGrid, type DrawOptions, type Game, type GameRules } from '../../src/index.js';

/*
 * A toy game written with the fewest members GameRules allows, so that everything else comes
 * from the engine's defaults (the action table, count, isLegal, parseMove, clone): what the core's own tests of the shared rules run on.
 */

/** A token walking round a cycle of five points; at point 0 a player may instead mark, which no position before it survives. */
export interface WalkState {
  at: number;
  turn: 0 | 1;
  marks: number;
}
export type WalkMove = { readonly kind: 'step'; readonly by: 1 | -1 } | { readonly kind: 'mark' };

const BOARD = squareGrid(5, 1);
const ACTIONS: readonly WalkMove[] = [
  Object.freeze({ kind: 'step', by: 1 }),
  Object.freeze({ kind: 'step', by: -1 }),
  Object.freeze({ kind: 'mark' }),
];
const TOKEN = Object.freeze({ owner: 'black', kind: 'token' } as const);

/** The walk, with a no-repetition window of `window` positions (0: none). */
export function walk(id: string, window: number): Game<string, WalkMove, DrawOptions> {
  const rules: GameRules<string, WalkMove, DrawOptions, WalkState> = {
    id,
    name: `Walk ${id}`,
    board: BOARD,
    actionCount: ACTIONS.length,
    maxMoves: ACTIONS.length,
    outcomeReasons: [],
    actions: ACTIONS,
    start: () => ({ at: 2, turn: 0, marks: 0 }),
    toMove: (s) => (s.turn === 0 ? 'black' : 'white'),
    positionKey: (s) => s.at + 5 * s.turn + 10 * s.marks,
    generate(s, out) {
      out[0] = 0;
      out[1] = 1;
      if (s.at !== 0) return 2;
      out[2] = 2;
      return 3;
    },
    apply(s, action) {
      if (action === 2) s.marks++;
      else s.at = (s.at + (action === 0 ? 1 : 4)) % 5;
      s.turn = s.turn === 0 ? 1 : 0;
    },
    irreversible: (_before, action) => action === 2,
    outcome: () => undefined,
    formatMove: (_s, action) => ['+', '-', 'm'][action] as string,
    formatPosition: (s) => `${s.at} ${s.turn} ${s.marks}`,
    parsePosition(text) {
      const match = /^([0-4]) ([01]) (0|[1-9][0-9]{0,5})$/.exec(text);
      if (match === null)
        throw new RulesError(
          'position/syntax',
          `bad walk position ${JSON.stringify(text)}: expected the point (0 to 4), the player (0 or 1) and the marks`,
        );
      return { at: Number(match[1]), turn: match[2] === '0' ? 0 : 1, marks: Number(match[3]) };
    },
    pieceAt: (s, p) => (p === s.at ? TOKEN : undefined),
    ...(window > 0 ? { repeatWindow: () => window } : {}),
  };
  return defineGame(rules);
}
