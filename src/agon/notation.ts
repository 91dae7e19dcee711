import { RulesError, quote } from '../core/errors.js';
import { gesture, type Gesture } from '../core/gestures.js';
import { formatMoveSyntax, parseMoveSyntax } from '../core/notation.js';
import {
  EDGE_INDEX,
  MOVES,
  PASS,
  PLACE,
  RELEASE,
  STEP_ACTION,
  STEP_FROM,
  STEP_TO,
  releaseAction,
  releaseFrom,
  releaseTo,
  type AgonMove,
} from './actions.js';
import { AGON_BOARD, EDGE, NEIGHBOUR, RING, SIZE } from './board.js';
import { enclosed } from './enclosure.js';
import { releasing } from './historical.js';
import type { AgonOptions } from './index.js';
import { isLegal } from './moves.js';
import { pieceOfCode } from './position.js';
import { isHistorical } from './rule-options.js';
import { placedCode } from './seed.js';
import { CAPTURED, COLOUR, EMPTY, type WorkingAgonState } from './state.js';

/** The action of a move object, or -1 if the value is not an Agon move. */
export function encode(move: unknown): number {
  if (typeof move !== 'object' || move === null) return -1;
  const m = move as Record<string, unknown>;
  const inBoard = (p: unknown): p is number => Number.isInteger(p) && (p as number) >= 0 && (p as number) < SIZE;
  switch (m['kind']) {
    case 'pass':
      return PASS;
    case 'step': {
      if (!inBoard(m['from']) || !inBoard(m['to'])) return -1;
      const d = NEIGHBOUR.subarray(m['from'] * 6, m['from'] * 6 + 6).indexOf(m['to']);
      return d < 0 ? -1 : (STEP_ACTION[m['from'] * 6 + d] as number);
    }
    case 'place': {
      if (!inBoard(m['at']) || EDGE_INDEX[m['at']] === -1) return -1;
      const kind = m['piece'] === 'queen' ? 0 : m['piece'] === 'guard' ? 1 : -1;
      return kind < 0 ? -1 : PLACE + kind * EDGE.length + (EDGE_INDEX[m['at']] as number);
    }
    case 'release':
      return inBoard(m['from']) && inBoard(m['to']) && m['from'] !== m['to'] ? releaseAction(m['from'], m['to']) : -1;
    default:
      return -1;
  }
}

/** The (frozen, shared) move object of an action. */
export function decode(action: number): AgonMove {
  return MOVES[action] as AgonMove;
}

/**
 * How a player makes a legal action (not the pass): the cell left and the cell entered for a
 * step or a release; for a return (A6) or a placement (A2 `placement`) the edge cell, with the
 * piece put there as the choice (a Queen or a Guard, of the opponent's colour for a return, of
 * the mover's for a placement), since both kinds can go on one cell. The effects need no code of
 * Agon's own: the board before and after a move show them exactly (the captured pieces go to
 * the capturer's hold, which `piecesOff` counts).
 */
export function gestureOf(state: WorkingAgonState, action: number): Gesture {
  if (action >= RELEASE) return gesture([releaseFrom(action), releaseTo(action)]);
  if (action < PLACE) return gesture([STEP_FROM[action] as number, STEP_TO[action] as number]);
  return gesture([EDGE[(action - PLACE) % EDGE.length] as number], { kind: 'piece', piece: pieceOfCode(placedCode(state, action)) });
}

const taken = new Int32Array(6);

/** The cells a legal step takes by custodianship (A5) or captures (AH3), ascending: the enemies it encloses, but for those captured already (AH3). */
function custodianCaptures(state: WorkingAgonState, from: number, to: number): number[] {
  const n = enclosed(state, to, (state[from] as number) & COLOUR, taken);
  const list: number[] = [];
  for (let k = 0; k < n; k++) if (((state[taken[k] as number] as number) & CAPTURED) === 0) list.push(taken[k] as number);
  return list.sort((a, b) => a - b);
}

/**
 * `f5-f6`, `f5xf6` (taking by entering), with custodian captures appended; `Q@a1`; `pass`; a
 * release written as a step, `c3-f6`.
 */
export function formatAction(state: WorkingAgonState, action: number, options: Readonly<AgonOptions>): string {
  if (action === PASS) return 'pass';
  if (action >= RELEASE) {
    return formatMoveSyntax(AGON_BOARD, {
      kind: 'move',
      from: releaseFrom(action),
      take: false,
      to: releaseTo(action),
      captures: [],
      choice: -1,
    });
  }
  if (action >= PLACE) {
    const kind = action - PLACE >= EDGE.length ? 'G' : 'Q';
    return formatMoveSyntax(AGON_BOARD, { kind: 'placement', piece: kind, at: EDGE[(action - PLACE) % EDGE.length] as number });
  }
  const legal = isLegal(state, action, options);
  const from = STEP_FROM[action] as number;
  const to = STEP_TO[action] as number;
  return formatMoveSyntax(AGON_BOARD, {
    kind: 'move',
    from,
    take: legal && state[to] !== EMPTY,
    to,
    captures: legal ? custodianCaptures(state, from, to) : [],
    choice: -1,
  });
}

/**
 * The action that notation names. Throws `notation/syntax` for text that is not Agon notation or
 * not the canonical form of the move here (its `x` and capture list), `move/illegal` for cells
 * that are not adjacent or a placement off the edge.
 */
export function parseAction(state: WorkingAgonState, text: string, options: Readonly<AgonOptions>): number {
  const syntax = parseMoveSyntax(AGON_BOARD, text);
  let action: number;
  if (syntax.kind === 'pass') return PASS;
  if (syntax.kind === 'placement') {
    if (syntax.piece !== 'Q' && syntax.piece !== 'G') {
      throw new RulesError('notation/syntax', `bad move ${quote(text)}: an Agon placement names the piece, Q or G, as in Q@a1 or G@b7`);
    }
    if (RING[syntax.at] !== 5) {
      throw new RulesError('move/illegal', `${quote(text)} is no Agon move: pieces are placed and returned on the edge cells only`);
    }
    action = encode({ kind: 'place', piece: syntax.piece === 'Q' ? 'queen' : 'guard', at: syntax.at });
  } else if (isHistorical(options) && releasing(state)) {
    // AH4: while a piece of theirs is captured, the player's moves are releases, written as steps.
    if (syntax.from === syntax.to)
      throw new RulesError('move/illegal', `${quote(text)} is no Agon move: a release moves a piece to another cell`);
    action = releaseAction(syntax.from, syntax.to);
  } else {
    action = encode({ kind: 'step', from: syntax.from, to: syntax.to });
    if (action < 0) throw new RulesError('move/illegal', `${quote(text)} is no Agon move: a piece steps to an adjacent cell`);
  }
  // An illegal action is left for the caller to refuse as illegal, whatever its notation claims.
  if (isLegal(state, action, options)) {
    const canonical = formatAction(state, action, options);
    if (canonical !== text) {
      throw new RulesError('notation/syntax', `bad move ${quote(text)}: this move is written ${quote(canonical)} here`);
    }
  }
  return action;
}
