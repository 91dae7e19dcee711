import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom, perft } from '../../src/index.js';
import { julgonu, type JulGonuOptions, type JulGonuPosition } from '../../src/julgonu/index.js';
import { params } from '../support/fc.js';
import { engineView as engineViewOf } from '../support/reference.js';
import { MODES, arbBoardText } from './helpers.js';
import {
  REF_START,
  refActionTable,
  refApply,
  refFormat,
  refGame,
  refLegal,
  refMoves,
  refNotation,
  refOutcome,
  refParse,
  refPerft,
  refPlay,
  refSteps,
  type RefGame,
  type RefOptions,
} from './reference.js';

/** What the engine says about a position, in the reference's terms. */
function engineView(pos: JulGonuPosition) {
  return engineViewOf(julgonu, pos, (m) => ({ from: m.from, to: m.to }), { pieces: true });
}

/** What the reference says about the same game. */
function referenceView(game: RefGame, options: RefOptions) {
  const moves = refMoves(game, options);
  return {
    text: refFormat(game.position),
    toMove: game.position.toMove === 'b' ? 'black' : 'white',
    pieces: game.position.cells.map((c) => (c === 'b' ? 'black' : c === 'w' ? 'white' : null)),
    moves: moves.map((m) => ({ from: m.from, to: m.to })),
    notations: moves.map(refNotation),
    outcome: refOutcome(game, options),
    next: moves.map((m) => refFormat(refApply(game.position, m))),
  };
}

/**
 * Plays one random game in the engine and the reference side by side, checking every position;
 * returns how many positions it checked and whether the game ended.
 */
function playBoth(seed: number, plies: number, options: JulGonuOptions & RefOptions, startText?: string) {
  const random = createRandom(seed);
  let pos = startText === undefined ? julgonu.start(options) : julgonu.parsePosition(startText, options);
  let ref = refGame(startText === undefined ? REF_START : refParse(startText));
  let positions = 0;
  let forbidden = 0;
  for (let ply = 0; ; ply++) {
    positions++;
    const view = engineView(pos);
    expect(view, `seed ${seed} ply ${ply} ${JSON.stringify(options)}`).toEqual(referenceView(ref, options));
    // A J4 ban shows as a step the board allows that the reference does not list.
    forbidden += refSteps(ref.position).length - refLegal(ref, options.noRepeat ?? 'previous').length;
    if (view.moves.length === 0 || ply >= plies) return { positions, over: view.outcome !== undefined, forbidden };
    const i = random.int(view.moves.length);
    const move = julgonu.legalMoves(pos)[i];
    const refMove = refMoves(ref, options)[i];
    if (move === undefined || refMove === undefined) throw new Error('unreachable: the views agreed on the move count');
    pos = julgonu.play(pos, move);
    ref = refPlay(ref, refMove);
  }
}

describe('the reference itself', () => {
  it('reads and writes the start position and knows its four steps', () => {
    const game = refGame(REF_START);
    expect(refFormat(REF_START)).toBe('wwww/4/4/bbbb b');
    expect(refMoves(game).map(refNotation)).toEqual(['a1-a2', 'b1-b2', 'c1-c2', 'd1-d2']);
    expect(refActionTable()).toHaveLength(48);
  });

  it('finds the capture shapes of J3 written out by hand', () => {
    const captures = (text: string) =>
      refMoves(refGame(refParse(text)))
        .filter((m) => m.captures.length > 0)
        .map(refNotation);
    expect(captures('w2w/4/b1wb/4 b')).toEqual(['a2-b2xc2']);
    expect(captures('w2w/4/1wwb/b3 b')).toEqual(['a1-a2xb2xc2']);
    expect(captures('wb1w/1w2/2wb/1b2 b')).toEqual(['b1-b2xc2xb3']);
    expect(captures('3w/4/w1bw/1b2 b')).toEqual([]);
  });

  it('forbids the end of a back-and-forth with previous, and a longer cycle only with any', () => {
    const line = (text: string, moves: string[], options: RefOptions): RefGame => {
      let game = refGame(refParse(text));
      for (const n of moves) {
        const m = refMoves(game, options).find((x) => refNotation(x) === n);
        if (m === undefined) throw new Error(n);
        game = refPlay(game, m);
      }
      return game;
    };
    const back = ['a1-a2', 'a4-a3', 'a2-a1'];
    expect(refMoves(line('wwww/4/4/bbbb b', back, {}), {}).map(refNotation)).not.toContain('a3-a4');
    expect(refMoves(line('wwww/4/4/bbbb b', back, { noRepeat: 'off' }), { noRepeat: 'off' }).map(refNotation)).toContain('a3-a4');
    const square = ['a1-a2', 'd4-d3', 'a2-b2', 'd3-d4', 'b2-b1', 'd4-d3', 'b1-a1'];
    expect(refMoves(line('w2w/4/4/b1b1 b', square, {}), {}).map(refNotation)).toContain('d3-d4');
    expect(refMoves(line('w2w/4/4/b1b1 b', square, { noRepeat: 'any' }), { noRepeat: 'any' }).map(refNotation)).not.toContain('d3-d4');
  });
});

describe('engine against the reference', () => {
  it.each(MODES)(
    'noRepeat %s: agrees on every position of random games from the start (moves, order, notation, next positions, outcome)',
    (noRepeat) => {
      let positions = 0;
      let finished = 0;
      let forbidden = 0;
      for (let seed = 1; seed <= 25; seed++) {
        const result = playBoth(seed, 120, { noRepeat });
        positions += result.positions;
        forbidden += result.forbidden;
        if (result.over) finished++;
      }
      expect(positions).toBeGreaterThan(1000);
      // Random games do end by J5, so the outcome check sees finished games of real play.
      expect(finished).toBeGreaterThan(2);
      // The J4 filter is exercised in real play whenever it is on.
      if (noRepeat === 'off') expect(forbidden).toBe(0);
      else expect(forbidden).toBeGreaterThan(10);
    },
  );

  it('agrees along random games with the draw options, which count the same history', () => {
    let drawn = 0;
    for (const options of [
      { noRepeat: 'previous', repetition: 2 },
      { noRepeat: 'off', repetition: 3 },
      { noRepeat: 'any', maxPlies: 30 },
      { noRepeat: 'previous', repetition: 3, maxPlies: 60 },
    ] as const) {
      for (let seed = 1; seed <= 10; seed++) {
        const result = playBoth(seed, 200, options);
        if (result.over) drawn++;
      }
    }
    expect(drawn).toBeGreaterThan(20);
  });

  it('agrees along random games from sparse parsed positions, where J4 bans and J5 ends come quickly', () => {
    let finished = 0;
    for (const text of ['w2w/4/4/b2b b', '1w2/4/2w1/bb2 w', 'wb2/b3/3w/2b1 b', '4/1ww1/1bb1/4 b']) {
      for (const noRepeat of MODES) {
        for (let seed = 1; seed <= 8; seed++) if (playBoth(seed, 80, { noRepeat }, text).over) finished++;
      }
    }
    expect(finished).toBeGreaterThan(5);
  });

  it('agrees on arbitrary boards with up to 4 pieces a side and either side to move (no history)', () => {
    let captures = 0;
    let over = 0;
    fc.assert(
      fc.property(arbBoardText, fc.constantFrom(...MODES), (text, noRepeat) => {
        const pos = julgonu.parsePosition(text, { noRepeat });
        expect(julgonu.formatPosition(pos)).toBe(text);
        const view = engineView(pos);
        expect(view).toEqual(referenceView(refGame(refParse(text)), { noRepeat }));
        captures += view.notations.filter((n) => n.length > 5).length;
        if (view.outcome !== undefined) over++;
      }),
      params(3000),
    );
    // The boards are varied enough to reach captures and finished games.
    expect(captures).toBeGreaterThan(100);
    expect(over).toBeGreaterThan(100);
  });

  it('agrees on the action table: index i is the i-th (from, to) step in the documented order', () => {
    expect(julgonu.actionCount).toBe(48);
    refActionTable().forEach((m, i) => {
      expect(julgonu.decodeMove(i)).toEqual(m);
      expect(julgonu.encodeMove(m)).toBe(i);
    });
  });
});

describe('reference perft with J4 history', () => {
  it.each(MODES)('noRepeat %s: agrees with perft(julgonu) from the start to depth 6', (noRepeat) => {
    const pos = julgonu.start({ noRepeat });
    for (let depth = 0; depth <= 6; depth++) {
      expect(perft(julgonu, pos, depth), `depth ${depth}`).toBe(refPerft(refGame(REF_START), depth, { noRepeat }));
    }
  });

  it.each(MODES)('noRepeat %s: agrees from positions reached by random play, history included', (noRepeat) => {
    // The engine's perft runs on a cursor reset from the position's trail; the reference replays the whole game.
    for (let seed = 200; seed < 212; seed++) {
      const random = createRandom(seed);
      let pos = julgonu.start({ noRepeat });
      let ref = refGame(REF_START);
      const plies = 6 + (seed % 11);
      for (let i = 0; i < plies; i++) {
        const moves = refMoves(ref, { noRepeat });
        if (moves.length === 0) break;
        const m = random.pick(moves);
        ref = refPlay(ref, m);
        pos = julgonu.play(pos, julgonu.parseMove(pos, refNotation(m)));
      }
      expect(perft(julgonu, pos, 4), `seed ${seed}`).toBe(refPerft(ref, 4, { noRepeat }));
    }
  });

  it('agrees on arbitrary boards at depth 4 in every mode', () => {
    fc.assert(
      fc.property(arbBoardText, fc.constantFrom(...MODES), (text, noRepeat) => {
        expect(perft(julgonu, julgonu.parsePosition(text, { noRepeat }), 4), text).toBe(refPerft(refGame(refParse(text)), 4, { noRepeat }));
      }),
      params(200),
    );
  });
});
