import { describe, expect, it } from 'vitest';
import { stepAction } from '../../src/cli/stepper.js';

describe('stepAction: the keys of replay on a terminal', () => {
  it('Enter and n go on, p goes back, a number jumps, f and l go to either end', () => {
    expect(stepAction('', 0, 5)).toEqual({ kind: 'show', ply: 1 });
    expect(stepAction('n', 2, 5)).toEqual({ kind: 'show', ply: 3 });
    expect(stepAction(' Next ', 2, 5)).toEqual({ kind: 'show', ply: 3 });
    expect(stepAction('p', 2, 5)).toEqual({ kind: 'show', ply: 1 });
    expect(stepAction('previous', 1, 5)).toEqual({ kind: 'show', ply: 0 });
    expect(stepAction('4', 0, 5)).toEqual({ kind: 'show', ply: 4 });
    expect(stepAction('g 0', 3, 5)).toEqual({ kind: 'show', ply: 0 });
    expect(stepAction('f', 3, 5)).toEqual({ kind: 'show', ply: 0 });
    expect(stepAction('l', 0, 5)).toEqual({ kind: 'show', ply: 5 });
    expect(stepAction('q', 0, 5)).toEqual({ kind: 'quit' });
    expect(stepAction('h', 0, 5)).toEqual({ kind: 'help' });
  });

  it('says so at either end and past it, and suggests a key for a near miss', () => {
    expect(stepAction('', 5, 5)).toEqual({ kind: 'say', text: 'this is the end of the record (p: back, q: quit)' });
    expect(stepAction('p', 0, 5)).toEqual({ kind: 'say', text: 'this is the start of the record (Enter: next, q: quit)' });
    expect(stepAction('6', 0, 5)).toEqual({ kind: 'say', text: 'the record has plies 0 to 5; 6 is past its end' });
    expect(stepAction('nxet', 0, 5)).toEqual({ kind: 'say', text: 'unknown key "nxet"; did you mean next? (h: the keys)' });
    expect(stepAction('zzz', 0, 5)).toEqual({ kind: 'say', text: 'unknown key "zzz"; (h: the keys)' });
  });
});
