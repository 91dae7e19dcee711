// The keys of `ludicore replay` on a terminal: what each line typed at its prompt does.
import { quote } from '../core/errors.js';
import { nearestWord } from './suggest.js';

/** What a line typed while stepping through a record asks for. */
export type StepAction =
  | { readonly kind: 'show'; readonly ply: number }
  | { readonly kind: 'quit' }
  | { readonly kind: 'help' }
  | { readonly kind: 'say'; readonly text: string };

/** The words the stepper knows, for "did you mean …?". */
const STEP_WORDS = ['next', 'previous', 'first', 'last', 'help', 'quit'] as const;

/** The stepper's keys, for its help and its first prompt. */
export const STEP_HELP = `Keys (then Enter):
  Enter, n, next      the next position
  p, previous         the previous position
  <n>, g <n>          jump to the position after ply n (0: the start)
  f, first / l, last  the start / the final position
  h, help             this list
  q, quit             stop (Ctrl-C and Ctrl-D too)`;

/**
 * What `line` asks for when the position after ply `ply` of a record of `last` plies is shown.
 * A step past either end says so and stays; an unknown word gets a suggestion.
 */
export function stepAction(line: string, ply: number, last: number): StepAction {
  const text = line.trim().toLowerCase();
  const jump = /^(?:g|go|goto|jump)?\s*([0-9]+)$/.exec(text);
  if (jump !== null) {
    const target = Number(jump[1]);
    if (target > last) return { kind: 'say', text: `the record has plies 0 to ${last}; ${target} is past its end` };
    return { kind: 'show', ply: target };
  }
  switch (text) {
    case '':
    case 'n':
    case 'next':
      return ply < last ? { kind: 'show', ply: ply + 1 } : { kind: 'say', text: 'this is the end of the record (p: back, q: quit)' };
    case 'p':
    case 'prev':
    case 'previous':
      return ply > 0 ? { kind: 'show', ply: ply - 1 } : { kind: 'say', text: 'this is the start of the record (Enter: next, q: quit)' };
    case 'f':
    case 'first':
      return { kind: 'show', ply: 0 };
    case 'l':
    case 'last':
      return { kind: 'show', ply: last };
    case 'h':
    case 'help':
    case '?':
      return { kind: 'help' };
    case 'q':
    case 'quit':
    case 'exit':
      return { kind: 'quit' };
    default: {
      const near = /^[a-z]+$/.test(text) ? nearestWord(text, STEP_WORDS) : undefined;
      const suggestion = near === undefined ? '' : ` did you mean ${near}?`;
      return { kind: 'say', text: `unknown key ${quote(line.trim())};${suggestion} (h: the keys)` };
    }
  }
}
