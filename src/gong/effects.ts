import { moved, placed, removed, type MoveEffect } from '../core/effects.js';
import { gesture, type Gesture } from '../core/gestures.js';
import { ENTRANT, FROM, KIND, KIND_GONG, KIND_PLACE, TO } from './actions.js';
import { inward, pointAt } from './board.js';
import { playSidestep } from './moves.js';
import { EMPTY, TURN, cloneState, colourOn, pawnOf, type WorkingGongState } from './position.js';

/**
 * What a legal action (not the pass) does to the board, for user interfaces: a placement puts a
 * pawn from off the board on ring 13; a take removes the pawn taken, moves the capturer onto its
 * point and then one point inward; a toff, after the take and the capturer's move, moves each
 * pushed pawn one point inward, in the order the toff pushes them (radial by radial from a, each
 * from the center outward), the pawn entering the Gon in its turn. Taken pawns leave the game.
 */
export function effects(state: WorkingGongState, action: number): MoveEffect[] {
  const kind = KIND[action] as number;
  const to = TO[action] as number;
  const pawn = pawnOf((state[TURN] as number) + 1);
  if (kind === KIND_PLACE) return [placed(to, pawn)];
  const from = FROM[action] as number;
  const target = colourOn(state, to);
  if (target === EMPTY) return [moved(from, to, pawn)];
  const take = [removed(to, pawnOf(target)), moved(from, to, pawn)];
  const inner = inward(to);
  if (kind === KIND_GONG || colourOn(state, inner) === EMPTY) return [...take, moved(to, inner, pawn)];
  return [...take, ...toffPushes(state, action).map(([p, q]) => moved(p, q, pawn))];
}

/**
 * The pushes of the toff a sidestep take makes, as pairs of points in the order it makes them:
 * the move played on a copy of the state (the state is left as it is), so that the effects
 * follow the rule's one implementation.
 */
function toffPushes(state: WorkingGongState, action: number): [number, number][] {
  const pushes: [number, number][] = [];
  playSidestep(cloneState(state), action, (r, pawns) => {
    for (let rest = pawns; rest !== 0; rest &= rest - 1) {
      const ring = 32 - Math.clz32(rest & -rest);
      pushes.push([pointAt(r, ring), pointAt(r, ring - 1)]);
    }
  });
  return pushes;
}

/**
 * How a player makes a legal action (not the pass): the ring-13 point of a placement; the pawn's
 * point and where it goes for an advance or a sidestep (the pawn taken, for a take), with the
 * ring-1 pawn that enters the Gon as a point choice where a toff names one; the Gon and the point
 * of arrival or of the pawn taken for a Gong.
 */
export function gestureOf(_state: WorkingGongState, action: number): Gesture {
  const to = TO[action] as number;
  if ((KIND[action] as number) === KIND_PLACE) return gesture([to]);
  const entrant = ENTRANT[action] as number;
  return gesture([FROM[action] as number, to], entrant < 0 ? null : { kind: 'point', point: entrant });
}
