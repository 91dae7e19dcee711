import { RulesError, formatMoveSyntax, lowestBit, parseMoveSyntax, type MoveForms, type StepSyntax } from 'ludicore';
import { HASAMI_BOARD } from './board.js';
import { actionOf, capturesOf, endpoints, isLegal } from './moves.js';
import type { HasamiState } from './position.js';

/** The game's notation has slides (and captures) only: no placements, no passes. */
const SLIDES_ONLY: MoveForms = { placements: false, passes: false };

/** A slide in the shared syntax: `-` between the points, then the captured points. */
function slideSyntax(from: number, to: number, captures: readonly number[]): StepSyntax {
  return { kind: 'move', from, take: false, to, captures, choice: -1 };
}

/** The points of a mask, ascending. */
function pointsOf(mask: number): number[] {
  const points: number[] = [];
  for (let m = mask; m !== 0; m &= m - 1) points.push(lowestBit(m));
  return points;
}

/** `a1-a4`, with the captured points appended in point order where the slide captures: `c1-c3xb3xc4`. */
export function formatAction(state: HasamiState, action: number): string {
  const [from, to] = endpoints(action);
  const captures = isLegal(state, action) ? pointsOf(capturesOf(state, action)) : [];
  return formatMoveSyntax(HASAMI_BOARD, slideSyntax(from, to, captures));
}

/**
 * Whether step syntax is a plain slide: `-` between the points and nothing after the captures.
 * Written back as a slide, it reads the same exactly then; so only {@link slideSyntax} names the
 * fields a slide leaves empty, and a suffix the shared grammar may gain is refused too.
 */
function isSlide(syntax: StepSyntax): boolean {
  const asSlide = slideSyntax(syntax.from, syntax.to, syntax.captures);
  return formatMoveSyntax(HASAMI_BOARD, syntax) === formatMoveSyntax(HASAMI_BOARD, asSlide);
}

/**
 * The action that notation names. Throws `notation/syntax` for text that is not a Hasami move
 * or whose capture list is not exactly what the slide takes here, `move/illegal` for two points
 * that share no file or rank.
 */
export function parseAction(state: HasamiState, text: string): number {
  const syntax = parseMoveSyntax(HASAMI_BOARD, text, SLIDES_ONLY);
  if (syntax.kind !== 'move' || !isSlide(syntax)) {
    throw new RulesError(
      'notation/syntax',
      `bad move ${JSON.stringify(text)}: a Hasami move is a slide like a1-a4, followed by the points it captures like b1-b4xc4`,
    );
  }
  const action = actionOf(syntax.from, syntax.to);
  if (action < 0) {
    throw new RulesError('move/illegal', `${JSON.stringify(text)} is no Hasami move: a piece slides along its file or rank`);
  }
  // An illegal slide is left for the engine to refuse as illegal, whatever captures it claims.
  if (isLegal(state, action)) {
    const canonical = formatAction(state, action);
    if (canonical !== text) {
      throw new RulesError(
        'notation/syntax',
        `bad move ${JSON.stringify(text)}: this slide is written ${JSON.stringify(canonical)} here (its captures listed in point order)`,
      );
    }
  }
  return action;
}
