import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Match, createRandom, formatRecord, games, parseRecord, replay } from '../../src/index.js';
import { julgonu, type JulGonuMove, type JulGonuPosition, type NoRepeatMode } from '../../src/julgonu/index.js';
import { thrown } from '../support/errors.js';
import { params } from '../support/fc.js';
import { MODES, at, notations, playLine } from './helpers.js';

const BACK_AND_FORTH = ['a1-a2', 'a4-a3', 'a2-a1'];
const SQUARE = { start: 'w2w/4/4/b1b1 b', moves: ['a1-a2', 'd4-d3', 'a2-b2', 'd3-d4', 'b2-b1', 'd4-d3', 'b1-a1'], forbidden: 'd3-d4' };

const actionsOf = (pos: JulGonuPosition): number[] => julgonu.legalMoves(pos).map((m) => julgonu.encodeMove(m));

/** A random game as notation, with every position on the way. */
function randomGame(seed: number, plies: number, noRepeat: NoRepeatMode): { moves: string[]; positions: JulGonuPosition[] } {
  const random = createRandom(seed);
  let pos = julgonu.start({ noRepeat });
  const moves: string[] = [];
  const positions = [pos];
  for (let i = 0; i < plies; i++) {
    const legal = julgonu.legalMoves(pos);
    if (legal.length === 0) break;
    const m = random.pick(legal);
    moves.push(julgonu.formatMove(pos, m));
    pos = julgonu.play(pos, m);
    positions.push(pos);
  }
  return { moves, positions };
}

describe('game records keep the J4 history', () => {
  it.each([
    ['previous', 'wwww/4/4/bbbb b', BACK_AND_FORTH, 'a3-a4'],
    ['any', 'wwww/4/4/bbbb b', BACK_AND_FORTH, 'a3-a4'],
    ['any', SQUARE.start, SQUARE.moves, SQUARE.forbidden],
  ] as const)(
    'noRepeat %s from %s: the record round-trips with the forbidden step still forbidden at the end',
    (noRepeat, start, moves, forbidden) => {
      const record = replay(julgonu, julgonu.parsePosition(start, { noRepeat }), [...moves]);
      const text = formatRecord(record);
      if (noRepeat === 'any') expect(text).toContain('[Options "noRepeat=any"]');
      else expect(text).not.toContain('noRepeat');
      const back = parseRecord(text, games);
      const last = back.positions[back.positions.length - 1] as JulGonuPosition;
      const original = record.positions[record.positions.length - 1] as JulGonuPosition;
      expect(julgonu.formatPosition(last)).toBe(julgonu.formatPosition(original));
      expect(notations(last)).toEqual(notations(original));
      expect(notations(last)).not.toContain(forbidden);
      // The final string alone has no history: there the step is allowed again.
      const fresh = julgonu.parsePosition(julgonu.formatPosition(last), { noRepeat });
      expect(notations(fresh)).toContain(forbidden);
      expect(julgonu.isLegal(fresh, julgonu.parseMove(fresh, forbidden))).toBe(true);
    },
  );

  it('a record that ends in a J4 stalemate says so in its Result and reads back the same', () => {
    const record = replay(julgonu, julgonu.parsePosition('wb2/b3/3w/2b1 b'), ['c1-b1', 'd2-d1', 'b1-c1']);
    expect(record.outcome).toEqual({ winner: 'black', reason: 'no-moves' });
    const text = formatRecord(record);
    expect(text).toContain('[Result "black no-moves"]');
    expect(parseRecord(text, julgonu).outcome).toEqual(record.outcome);
    // Claiming the game is still on contradicts the history.
    expect(thrown(() => parseRecord(text.replace('black no-moves', '*'), julgonu)).code).toBe('record/result');
  });

  it.each(MODES)('noRepeat %s: random games round-trip through their record with the same legal moves at every position', (noRepeat) => {
    for (let seed = 1; seed <= 8; seed++) {
      const game = randomGame(seed, 120, noRepeat);
      const back = parseRecord(formatRecord(replay(julgonu, julgonu.start({ noRepeat }), game.moves)), julgonu);
      expect(back.positions).toHaveLength(game.positions.length);
      back.positions.forEach((p, i) => {
        const q = game.positions[i] as JulGonuPosition;
        expect(actionsOf(p), `seed ${seed} ply ${i}`).toEqual(actionsOf(q));
        expect(julgonu.outcome(p)).toEqual(julgonu.outcome(q));
      });
    }
  });

  it('positions handed out by parseRecord are frozen, the start included, also with a Ply tag', () => {
    const plain = parseRecord('[Game "julgonu"]\n\n1. a1-a2\n', julgonu);
    expect(Object.isFrozen(plain.start)).toBe(true);
    const later = parseRecord('[Game "julgonu"]\n[Ply "5"]\n\n1. a1-a2\n', julgonu);
    expect(later.start.ply).toBe(5);
    expect(later.positions.every((p) => Object.isFrozen(p))).toBe(true);
  });
});

describe('a capture starts the history afresh', () => {
  it('the legal moves of any position are those of the line since the last capture replayed from its string', () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.integer(), fc.nat(80), fc.constantFrom(...MODES), (seed, plies, noRepeat) => {
        const game = randomGame(seed, plies, noRepeat);
        const end = game.positions[game.positions.length - 1] as JulGonuPosition;
        // The last position reached by a capture (or the start), and the moves after it.
        let from = 0;
        game.moves.forEach((m, i) => {
          if (m.includes('x')) from = i + 1;
        });
        const restart = julgonu.parsePosition(julgonu.formatPosition(game.positions[from] as JulGonuPosition), { noRepeat });
        const replayed = playLine(restart, game.moves.slice(from));
        expect(actionsOf(replayed)).toEqual(actionsOf(end));
        if (from > 0) checked++;
      }),
      params(200),
    );
    expect(checked).toBeGreaterThan(20);
  });
});

describe('Match replays J4 exactly', () => {
  it('a forbidden move is refused and changes nothing; undo and redo keep the history', () => {
    const match = new Match(julgonu);
    for (const m of BACK_AND_FORTH) match.move(m);
    expect(match.legalMoves.map((m) => julgonu.formatMove(match.position, m))).not.toContain('a3-a4');
    const error = thrown(() => match.move('a3-a4'));
    expect(error.code).toBe('move/illegal');
    expect(error.message).toContain('recreate an earlier position');
    expect(match.history).toHaveLength(3);
    match.undo();
    match.redo();
    expect(thrown(() => match.move({ from: at('a3'), to: at('a4') })).code).toBe('move/illegal');
    // Taking back Black's return lets White step back: nothing is repeated any more.
    match.undo();
    match.move('a2-b2');
    match.move('a3-a4');
    expect(julgonu.formatPosition(match.position)).toBe('wwww/4/1b2/1bbb b');
  });

  it('a match under any refuses the end of the square cycle, and its record reads back the same', () => {
    const match = new Match(julgonu, julgonu.parsePosition(SQUARE.start, { noRepeat: 'any' }));
    for (const m of SQUARE.moves) match.move(m);
    expect(thrown(() => match.move(SQUARE.forbidden)).code).toBe('move/illegal');
    const back = parseRecord(match.toRecord(), julgonu);
    expect(julgonu.legalMoves(back.positions[back.positions.length - 1] as JulGonuPosition)).toEqual(match.legalMoves);
  });

  it('a match started from a position with history agrees with play, and cannot be written as a record', () => {
    const played = playLine(julgonu.start(), BACK_AND_FORTH);
    const match = new Match(julgonu, played);
    expect(match.legalMoves).toEqual(julgonu.legalMoves(played));
    expect(thrown(() => match.toRecord()).code).toBe('argument/invalid');
  });
});

describe('the cursor keeps the history', () => {
  it.each(MODES)('noRepeat %s: agrees with the immutable functions on legal actions along random games, undo included', (noRepeat) => {
    const buffer = new Int32Array(julgonu.maxMoves);
    let undos = 0;
    for (let seed = 1; seed <= 15; seed++) {
      const random = createRandom(seed);
      const cursor = julgonu.cursor(julgonu.start({ noRepeat }));
      const line: JulGonuPosition[] = [julgonu.start({ noRepeat })];
      for (let ply = 0; ply < 120; ply++) {
        const pos = line[line.length - 1] as JulGonuPosition;
        const n = cursor.legalActions(buffer);
        expect(Array.from(buffer.subarray(0, n)), `seed ${seed} ply ${ply}`).toEqual(actionsOf(pos));
        expect(cursor.countLegalActions()).toBe(n);
        expect(cursor.outcome()).toEqual(julgonu.outcome(pos));
        // position() carries the history: its legal moves are those of the played position.
        expect(actionsOf(cursor.position())).toEqual(actionsOf(pos));
        if (n === 0) break;
        if (line.length > 2 && random.int(4) === 0) {
          cursor.undo();
          line.pop();
          undos++;
          continue;
        }
        const action = buffer[random.int(n)] as number;
        cursor.play(action);
        line.push(julgonu.play(pos, julgonu.decodeMove(action)));
      }
    }
    expect(undos).toBeGreaterThan(50);
  });

  it('a cursor started from a position with history forbids what the position forbids, and passes it on', () => {
    for (const noRepeat of ['previous', 'any'] as const) {
      const played = playLine(julgonu.start({ noRepeat }), BACK_AND_FORTH);
      const cursor = julgonu.cursor(played);
      const buffer = new Int32Array(julgonu.maxMoves);
      const forbidden = julgonu.encodeMove({ from: at('a3'), to: at('a4') });
      expect(Array.from(buffer.subarray(0, cursor.legalActions(buffer)))).not.toContain(forbidden);
      expect(Array.from(buffer.subarray(0, cursor.legalActions(buffer)))).toEqual(actionsOf(played));
      expect(actionsOf(cursor.position())).toEqual(actionsOf(played));
      // reset() to a parsed position forgets it.
      cursor.reset(julgonu.parsePosition(julgonu.formatPosition(played), { noRepeat }));
      expect(Array.from(buffer.subarray(0, cursor.legalActions(buffer)))).toContain(forbidden);
    }
  });

  it('a J4 stalemate reached through the cursor is an outcome there too', () => {
    const start = julgonu.parsePosition('wb2/b3/3w/2b1 b');
    const cursor = julgonu.cursor(start);
    let pos = start;
    for (const n of ['c1-b1', 'd2-d1', 'b1-c1']) {
      const m: JulGonuMove = julgonu.parseMove(pos, n);
      cursor.play(julgonu.encodeMove(m));
      pos = julgonu.play(pos, m);
    }
    expect(cursor.outcome()).toEqual({ winner: 'black', reason: 'no-moves' });
    expect(cursor.countLegalActions()).toBe(0);
    cursor.undo();
    expect(cursor.outcome()).toBeUndefined();
  });
});
