import { RulesError, quote } from '../core/errors.js';
import { formatMoveSyntax, parseMoveSyntax, type MoveForms } from '../core/notation.js';
import { ENTRANT, FROM, KIND, KIND_ADVANCE, KIND_GONG, KIND_PASS, KIND_PLACE, PASS, TO, encode } from './actions.js';
import { GON, GONG_BOARD, radialOf, ringOf } from './board.js';
import { isLegal } from './moves.js';
import { EMPTY, TURN, colourOn, type WorkingGongState } from './position.js';

/**
 * Canonical notation: `@c13`; `e9-e4`, `e3-gon`; `e4-f4`, `e4xf4`, `e4xf4^k1`; `gon-m7`,
 * `gonxm7`; `pass`. The `x` shows a take, so it depends on the position.
 */
export function formatAction(state: WorkingGongState, action: number): string {
  const kind = KIND[action] as number;
  if (kind === KIND_PASS) return 'pass';
  const to = TO[action] as number;
  if (kind === KIND_PLACE) return formatMoveSyntax(GONG_BOARD, { kind: 'placement', piece: undefined, at: to });
  const entrant = ENTRANT[action] as number;
  return formatMoveSyntax(
    GONG_BOARD,
    {
      kind: 'move',
      from: FROM[action] as number,
      take:
        kind !== KIND_ADVANCE &&
        colourOn(state, to) !== EMPTY &&
        (kind === KIND_GONG || colourOn(state, to) !== (state[TURN] as number) + 1),
      to,
      captures: [],
      choice: entrant,
    },
    GONG_FORMS,
  );
}

/** Gong's notation: every form, and the toff's choice of the pawn that enters the Gon after `^`. */
const GONG_FORMS: MoveForms = { choice: { mark: '^', name: 'the pawn entering the Gon' } };

/**
 * The action that notation names. Throws `notation/syntax` for text that is not Gong notation or
 * not the canonical form of the move here, `move/illegal` for points no Gong move joins.
 */
export function parseAction(state: WorkingGongState, text: string): number {
  const syntax = parseMoveSyntax(GONG_BOARD, text, GONG_FORMS);
  if (syntax.kind === 'pass') return PASS;
  let action: number;
  if (syntax.kind === 'placement') {
    if (syntax.piece !== undefined) {
      throw new RulesError('notation/syntax', `bad move ${quote(text)}: a Gong placement names no piece, as in @c13`);
    }
    action = encode({ kind: 'place', at: syntax.at });
    if (action < 0) throw new RulesError('move/illegal', `${quote(text)} is no Gong move: pawns are placed on ring 13`);
  } else {
    if (syntax.captures.length > 0) {
      throw new RulesError('notation/syntax', `bad move ${quote(text)}: a Gong move takes at most the pawn it lands on`);
    }
    const { from, to } = syntax;
    const toff = syntax.choice < 0 ? null : syntax.choice;
    if (from === GON) action = toff === null ? encode({ kind: 'gong', to }) : -1;
    else if (to === GON || (radialOf(to) === radialOf(from) && ringOf(to) < ringOf(from))) {
      action = toff === null ? encode({ kind: 'advance', from, to }) : -1;
    } else action = encode({ kind: 'sidestep', from, to, toff });
    if (action < 0) {
      throw new RulesError(
        'move/illegal',
        `${quote(text)} is no Gong move: a pawn advances inward on its radial, sidesteps along its ring (a "^" names a ring-1 pawn),` +
          ` or leaves the Gon outward`,
      );
    }
  }
  // An illegal action is left for the caller to refuse as illegal, whatever its notation claims.
  if (isLegal(state, action)) {
    const canonical = formatAction(state, action);
    if (canonical !== text) {
      throw new RulesError('notation/syntax', `bad move ${quote(text)}: this move is written ${quote(canonical)} here`);
    }
  }
  return action;
}
