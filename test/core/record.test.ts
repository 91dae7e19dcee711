import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  createRandom,
  formatRecord,
  formatResult,
  games,
  isRulesError,
  kono,
  parseRecord,
  replay,
  type DecisionReason,
  type ErrorCode,
  type GameRecord,
  type KonoGame,
  type KonoMove,
  type KonoOptions,
  type KonoOutcomeReason,
  type KonoPosition,
  type Outcome,
} from '../../src/index.js';
import { params } from '../support/fc.js';
import { expectRulesError, valueOrRulesError } from './helpers.js';

/** Random legal moves from `start`, up to `plies` of them. */
function randomMoves(start: KonoPosition, seed: number, plies: number): KonoMove[] {
  const random = createRandom(seed);
  const moves: KonoMove[] = [];
  let position = start;
  for (let i = 0; i < plies; i++) {
    const legal = kono.legalMoves(position);
    if (legal.length === 0) break;
    const move = random.pick(legal);
    moves.push(move);
    position = kono.play(position, move);
  }
  return moves;
}

function sameGame(a: GameRecord, b: GameRecord): void {
  expect(b.game.id).toBe(a.game.id);
  expect(b.moves).toEqual(a.moves);
  expect(b.positions.map((p) => kono.formatPosition(p as KonoPosition))).toEqual(
    a.positions.map((p) => kono.formatPosition(p as KonoPosition)),
  );
  expect(b.positions.map((p) => p.ply)).toEqual(a.positions.map((p) => p.ply));
  expect(b.outcome).toEqual(a.outcome);
  expect(b.start.options).toEqual(a.start.options);
}

const SHUFFLE = ['a4-b4', 'd1-c1', 'b4-a4', 'c1-d1'];

describe('replay', () => {
  it('takes moves as objects or notation and keeps every position', () => {
    const start = kono.start();
    const first = kono.parseMove(start, 'a1xa3');
    const record = replay(kono, start, [first, 'b4xb2']);
    expect(record.moves).toHaveLength(2);
    expect(record.positions).toHaveLength(3);
    expect(record.positions[0]).toBe(start);
    expect(kono.formatPosition(record.positions[1] as KonoPosition)).toBe('wwww/bwww/bbbb/1bbb w');
    expect(kono.formatPosition(record.positions[2] as KonoPosition)).toBe('w1ww/bwww/bwbb/1bbb b');
    expect(record.outcome).toBeUndefined();
    expect(Object.isFrozen(record)).toBe(true);
  });

  it('gives a record typed as its game’s: its moves, positions, and outcome reasons with the decisions', () => {
    const record = replay(kono, kono.start(), ['a1xa3'], {}, { winner: 'white', reason: 'resignation' });
    expectTypeOf(record).toEqualTypeOf<GameRecord<'kono', KonoMove, KonoOptions, KonoOutcomeReason, KonoPosition>>();
    expectTypeOf(record.game).toEqualTypeOf<KonoGame>();
    expectTypeOf(record.outcome).toEqualTypeOf<Outcome<KonoOutcomeReason | DecisionReason> | undefined>();
    expectTypeOf(parseRecord(formatRecord(record), kono)).toEqualTypeOf<typeof record>();
    expect(parseRecord(formatRecord(record), kono).outcome).toEqual({ winner: 'white', reason: 'resignation' });
  });

  it('reports the outcome of the final position', () => {
    const start = kono.parsePosition('b3/4/4/3w b', { repetition: 3 });
    expect(replay(kono, start, [...SHUFFLE, ...SHUFFLE]).outcome).toEqual({ winner: null, reason: 'repetition' });
    expect(replay(kono, start, [...SHUFFLE, ...SHUFFLE.slice(0, 3)]).outcome).toBeUndefined();
  });

  it('names the move that cannot be played, with the underlying error as cause', () => {
    const error = expectRulesError(() => replay(kono, kono.start(), ['a1xa3', 'b4xb2', 'c2-c3', 'a2-a1']), 'record/move');
    expect(error.message).toContain('move 3');
    expect(error.message).toContain('"c2-c3"');
    expect(isRulesError(error.cause, 'move/illegal')).toBe(true);
    const objectError = expectRulesError(() => replay(kono, kono.start(), [{ kind: 'step', from: 0, to: 1 }]), 'record/move');
    expect(objectError.message).toContain('move 1');
    expect(isRulesError(objectError.cause, 'move/illegal')).toBe(true);
  });
});

describe('formatRecord', () => {
  it('writes tags, a blank line and numbered moves', () => {
    const record = replay(kono, kono.start(), ['a1xa3', 'b4xb2', 'a2xa4']);
    expect(formatRecord(record)).toBe('[Game "kono"]\n[Start "wwww/wwww/bbbb/bbbb b"]\n[Result "*"]\n\n1. a1xa3 b4xb2 2. a2xa4\n');
  });

  it('writes options that are set, the start ply, the result and extra tags', () => {
    let start = kono.parsePosition('b3/4/4/3w b', { maxPlies: 50, repetition: 3 });
    start = { ...start, ply: 4 };
    const record = replay(kono, start, [...SHUFFLE, ...SHUFFLE], { Event: 'Club night', Round: '2' });
    expect(formatRecord(record)).toBe(
      [
        '[Game "kono"]',
        '[Options "maxPlies=50 repetition=3"]',
        '[Start "b3/4/4/3w b"]',
        '[Ply "4"]',
        '[Result "draw repetition"]',
        '[Event "Club night"]',
        '[Round "2"]',
        '',
        '1. a4-b4 d1-c1 2. b4-a4 c1-d1 3. a4-b4 d1-c1 4. b4-a4 c1-d1',
        '',
      ].join('\n'),
    );
  });

  it('writes a record with no moves', () => {
    expect(formatRecord(replay(kono, kono.start(), []))).toBe('[Game "kono"]\n[Start "wwww/wwww/bbbb/bbbb b"]\n[Result "*"]\n\n');
  });

  it('puts at most ten move pairs on a line', () => {
    const start = kono.start();
    let moves: KonoMove[] = [];
    for (let seed = 0; moves.length < 23; seed++) moves = randomMoves(start, seed, 23);
    const record = replay(kono, start, moves);
    const notation = record.moves.map((m, i) => kono.formatMove(record.positions[i] as KonoPosition, m));
    const pairs: string[] = [];
    for (let i = 0; i < notation.length; i += 2) pairs.push(`${i / 2 + 1}. ${notation.slice(i, i + 2).join(' ')}`);
    const body = formatRecord(record).split('\n\n')[1];
    expect(body).toBe(`${pairs.slice(0, 10).join(' ')}\n${pairs.slice(10).join(' ')}\n`);
  });

  it('formatResult writes *, or winner and reason', () => {
    expect(formatResult(undefined)).toBe('*');
    expect(formatResult({ winner: 'white', reason: 'no-moves' })).toBe('white no-moves');
    expect(formatResult({ winner: null, reason: 'max-plies' })).toBe('draw max-plies');
  });
});

describe('parseRecord', () => {
  const text = '[Game "kono"]\n[Start "wwww/wwww/bbbb/bbbb b"]\n[Result "*"]\n\n1. a1xa3 b4xb2\n';

  it('reads a record with the registry, a set of its own, or the one game', () => {
    for (const set of [games, { kono }, kono]) {
      const record = parseRecord(text, set);
      expect(record.game).toBe(kono);
      expect(record.moves.map((m, i) => kono.formatMove(record.positions[i] as KonoPosition, m as KonoMove))).toEqual(['a1xa3', 'b4xb2']);
      expect(record.tags).toEqual({});
    }
  });

  it('allows free white space, CRLF lines, no move numbers and no Start or Result tag', () => {
    const loose = '\n[Game "kono"]\r\n   [Options "maxPlies=9"]  \r\n\r\n a1xa3\r\n\tb4xb2    2. a2xa4\n\n';
    const record = parseRecord(loose, games);
    expect(record.moves).toHaveLength(3);
    expect(record.start.options).toEqual({ reducedToOne: false, maxPlies: 9 });
    expect(kono.formatPosition(record.start as KonoPosition)).toBe('wwww/wwww/bbbb/bbbb b');
  });

  it('keeps extra tags in order', () => {
    const tagged = '[Game "kono"]\n[Event "Club night"]\n[Site "Seoul"]\n[Result "*"]\n\n1. a1xa3\n';
    const record = parseRecord(tagged, games);
    expect(record.tags).toEqual({ Event: 'Club night', Site: 'Seoul' });
    expect(Object.keys(record.tags)).toEqual(['Event', 'Site']);
  });

  it('reads back the ply count of a mid-game start', () => {
    const record = parseRecord('[Game "kono"]\n[Options "maxPlies=6"]\n[Start "b3/4/4/3w b"]\n[Ply "4"]\n\na4-b4 d1-c1\n', games);
    expect(record.start.ply).toBe(4);
    expect(record.outcome).toEqual({ winner: null, reason: 'max-plies' });
  });

  it('replays a repetition draw from the record alone', () => {
    const start = kono.parsePosition('b3/4/4/3w b', { repetition: 3 });
    const written = formatRecord(replay(kono, start, [...SHUFFLE, ...SHUFFLE]));
    expect(written).toContain('[Result "draw repetition"]');
    const back = parseRecord(written, games);
    expect(back.outcome).toEqual({ winner: null, reason: 'repetition' });
    // One move short the position has occurred twice only.
    const short = parseRecord(
      '[Game "kono"]\n[Options "repetition=3"]\n[Start "b3/4/4/3w b"]\n\n' + [...SHUFFLE, ...SHUFFLE.slice(0, 3)].join(' '),
      games,
    );
    expect(short.outcome).toBeUndefined();
  });

  describe('errors', () => {
    const cases: [string, string, ErrorCode][] = [
      ['no tags', '1. a1xa3 b4xb2\n', 'record/syntax'],
      ['an empty text', '', 'record/syntax'],
      ['no Game tag', '[Start "wwww/wwww/bbbb/bbbb b"]\n\n1. a1xa3\n', 'record/syntax'],
      ['an unknown game', '[Game "chess"]\n\n1. e2-e4\n', 'game/unknown'],
      ['a game id from the prototype', '[Game "toString"]\n\n', 'game/unknown'],
      ['a tag given twice', '[Game "kono"]\n[Game "kono"]\n\n', 'record/syntax'],
      ['a malformed tag line', '[Game "kono"]\n[Event unquoted]\n\n', 'record/syntax'],
      ['an option without a value', '[Game "kono"]\n[Options "maxPlies"]\n\n', 'record/syntax'],
      ['an option value out of range', '[Game "kono"]\n[Options "maxPlies=0"]\n\n', 'option/invalid'],
      ['an option value of the wrong type', '[Game "kono"]\n[Options "repetition=often"]\n\n', 'option/invalid'],
      ['an unknown option', '[Game "kono"]\n[Options "colour=red"]\n\n', 'option/invalid'],
      ['an option named like an Object property', '[Game "kono"]\n[Options "constructor=1"]\n\n', 'option/invalid'],
      ['an option named __proto__', '[Game "kono"]\n[Options "__proto__=1"]\n\n', 'option/invalid'],
      ['a malformed start', '[Game "kono"]\n[Start "wwww/wwww/bbbb b"]\n\n', 'position/syntax'],
      ['an impossible start', '[Game "kono"]\n[Start "bbbb/bbbb/bbbb/4 b"]\n\n', 'position/invalid'],
      ['a malformed Ply', '[Game "kono"]\n[Ply "-3"]\n\n', 'record/syntax'],
      ['a Ply with a leading zero', '[Game "kono"]\n[Ply "07"]\n\n', 'record/syntax'],
      ['a Result that disagrees', '[Game "kono"]\n[Result "black no-moves"]\n\n1. a1xa3\n', 'record/result'],
      ['a Result * for a finished game', '[Game "kono"]\n[Start "4/4/4/b3 w"]\n[Result "*"]\n\n', 'record/result'],
      [
        'a Result of the right winner for the wrong reason',
        '[Game "kono"]\n[Start "4/4/4/b3 w"]\n[Result "black no-moves"]\n\n',
        'record/result',
      ],
      ['a Result without a reason', '[Game "kono"]\n[Result "black"]\n\n', 'record/syntax'],
      ['a Result with an unknown reason', '[Game "kono"]\n[Result "white resigned"]\n\n', 'record/syntax'],
      ['a Result with a reason of another game', '[Game "kono"]\n[Result "white seat-of-power"]\n\n', 'record/syntax'],
      ['a Result in another format', '[Game "kono"]\n[Result "1-0"]\n\n', 'record/syntax'],
      ['a Result with extra words', '[Game "kono"]\n[Result "draw max-plies now"]\n\n', 'record/syntax'],
    ];
    it.each(cases)('%s', (_what, text, code) => {
      expectRulesError(() => parseRecord(text, games), code);
    });

    it('a record for another game than the one given', () => {
      const error = expectRulesError(() => parseRecord('[Game "julgonu"]\n\n', kono), 'game/unknown');
      expect(error.message).toContain('julgonu');
    });

    it('an illegal move names its number and carries the cause', () => {
      const error = expectRulesError(() => parseRecord('[Game "kono"]\n\n1. a1xa3 b4xb2 2. a3-a2\n', games), 'record/move');
      expect(error.message).toContain('move 3');
      expect(error.message).toContain('"a3-a2"');
      expect(isRulesError(error.cause, 'move/illegal')).toBe(true);
      const syntax = expectRulesError(() => parseRecord('[Game "kono"]\n\n1. a1xa3 b4?b2\n', games), 'record/move');
      expect(syntax.message).toContain('move 2');
      expect(isRulesError(syntax.cause, 'notation/syntax')).toBe(true);
      const over = expectRulesError(() => parseRecord('[Game "kono"]\n[Start "4/4/4/b3 w"]\n\n1. a1-a2\n', games), 'record/move');
      expect(isRulesError(over.cause, 'move/game-over')).toBe(true);
    });

    it('a non-string text', () => {
      expectRulesError(() => parseRecord(null as unknown as string, games), 'record/syntax');
    });
  });
});

describe('record round trips', () => {
  const optionsArb = fc.record(
    {
      maxPlies: fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined }),
      repetition: fc.option(fc.integer({ min: 2, max: 4 }), { nil: undefined }),
    },
    { requiredKeys: [] },
  );

  it('random games read back as the same game and the same text', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        optionsArb,
        fc.constantFrom('start', 'parsed', 'played'),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 50 }),
        (seed, options, from, before, plies) => {
          let start = kono.start(options);
          if (from !== 'start') {
            const lead = randomMoves(kono.start(), seed + 1, before);
            let mid = kono.start();
            for (const m of lead) mid = kono.play(mid, m);
            start = kono.parsePosition(kono.formatPosition(mid), options);
            // A start reached by play carries its ply (written as the Ply tag); its history is
            // left out here since a record's start is a position string.
            if (from === 'played') start = { ...start, ply: mid.ply };
          }
          const record = replay(kono, start, randomMoves(start, seed, plies), { Event: `run ${seed}` });
          const text = formatRecord(record);
          const back = parseRecord(text, games);
          sameGame(record, back);
          expect(back.tags).toEqual({ Event: `run ${seed}` });
          expect(formatRecord(back)).toBe(text);
        },
      ),
      params(200),
    );
  });

  it('tags that the tag syntax cannot hold are refused, never written unreadably', () => {
    const bad: Record<string, string>[] = [
      { Event: 'the "big" one' },
      { Event: 'back\\slash' },
      { Event: 'two\nlines' },
      { Result: 'black no-moves' },
      { 'Two words': 'x' },
    ];
    for (const tags of bad) {
      expectRulesError(() => replay(kono, kono.start(), ['a1xa3'], tags), 'argument/invalid');
      const smuggled = { ...replay(kono, kono.start(), ['a1xa3']), tags };
      expectRulesError(() => formatRecord(smuggled), 'argument/invalid');
    }
  });
});

describe('formatRecord writes only what it checked', () => {
  const record = replay(kono, kono.start(), ['a1xa3']);
  const EVIL = 'x"]\n[Evil "1';

  /** formatRecord must refuse the forged record with argument/invalid, naming what is wrong. */
  const refused = (forged: unknown, named: string): void => {
    const error = expectRulesError(() => formatRecord(forged as GameRecord), 'argument/invalid');
    expect(error.message).toContain(named);
  };

  it('refuses an outcome whose reason or winner is not one, instead of writing a tag into the record', () => {
    refused({ ...record, outcome: { winner: 'black', reason: EVIL } }, 'its reason is "x\\"]\\n[Evil \\"1", not a reason');
    // A reason of the right form that the game does not give: Kono has no seat of power.
    refused(
      { ...record, outcome: { winner: 'black', reason: 'seat-of-power' } },
      'its reason is "seat-of-power", not one of the game\'s (captured-all, no-moves, reduced-to-one, max-plies, repetition)',
    );
    refused({ ...record, outcome: { winner: EVIL, reason: 'no-moves' } }, 'its winner is "x\\"]\\n[Evil \\"1", not black, white or null');
    refused(
      { ...record, outcome: 'black no-moves' },
      'the outcome of the record given to formatRecord must be an outcome or undefined, got "black no-moves"',
    );
    refused({ ...record, outcome: null }, 'got null');
  });

  it('refuses a game whose id or position string would close its tag', () => {
    refused({ ...record, game: { ...kono, id: EVIL } }, 'the Game tag cannot hold "x\\"]\\n[Evil \\"1"');
    refused({ ...record, game: { ...kono, formatPosition: () => EVIL } }, 'the Start tag cannot hold');
    refused({ ...record, game: { ...kono, formatPosition: () => 7 } }, 'the Start tag cannot hold 7');
  });

  it('refuses a move text that would not read back as that one move', () => {
    for (const text of ['a1xa3 a4xa2', '', '12.', 'a1xa3\n\n[Evil "1"]']) {
      // A game whose cursors write the move so (formatRecord plays the moves again on a cursor).
      const cursor = (position: KonoPosition) =>
        new Proxy(kono.cursor(position), {
          get(target, key) {
            if (key === 'formatMove') return () => text;
            const value: unknown = Reflect.get(target, key, target);
            return typeof value === 'function' ? value.bind(target) : value;
          },
        });
      const forged = { ...kono, cursor };
      refused({ ...record, game: forged }, `move 1 is written ${JSON.stringify(text)}`);
    }
  });

  it('refuses a record whose outcome is not what its moves give', () => {
    refused(
      { ...record, outcome: { winner: 'black', reason: 'no-moves' } },
      'the record\'s outcome "black no-moves" is not its moves\' "*"',
    );
    const drawn = replay(kono, kono.parsePosition('b3/4/4/3w b', { maxPlies: 1 }), ['a4-b4']);
    refused({ ...drawn, outcome: undefined }, 'the record\'s outcome "*" is not its moves\' "draw max-plies"');
  });

  it('reads the outcome and the tags once: a getter cannot swap a checked value for a forged one', () => {
    const finished = replay(kono, kono.parsePosition('b3/4/4/3w b', { maxPlies: 1 }), ['a4-b4']);
    let outcomeReads = 0;
    const outcome = {
      winner: null,
      get reason() {
        return outcomeReads++ === 0 ? 'max-plies' : EVIL;
      },
    };
    let tagReads = 0;
    const tags = {
      get Event() {
        return tagReads++ === 0 ? 'fine' : EVIL;
      },
    };
    for (const forged of [
      { ...finished, outcome },
      { ...record, tags },
    ]) {
      const text = formatRecord(forged);
      expect(text).not.toContain('Evil');
    }
    expect(outcomeReads).toBe(1);
    expect(tagReads).toBe(1);
    // As if the record had been passed with getters: the fields themselves are read once too.
    let gameReads = 0;
    const getters = {
      ...record,
      get game() {
        return gameReads++ === 0 ? kono : { ...kono, id: EVIL };
      },
    };
    expect(formatRecord(getters as GameRecord)).not.toContain('Evil');
    expect(gameReads).toBe(1);
  });

  it('replay refuses tags that are not an object', () => {
    for (const tags of [null, 5, 'Event']) {
      const error = expectRulesError(() => replay(kono, kono.start(), [], tags as never), 'argument/invalid');
      expect(error.message).toContain('tags must be an object of tag names and values, got');
    }
  });
});

describe('parseRecord fuzzing', () => {
  /** The codes parseRecord documents. */
  const RECORD_ERRORS: readonly ErrorCode[] = [
    'record/syntax',
    'game/unknown',
    'option/invalid',
    'position/syntax',
    'position/invalid',
    'record/move',
    'record/result',
  ];
  /** A record read from `s` writes back to text that reads as the same record; a refusal has a documented code. */
  const expectRecordOrRefusal = (s: string): void => {
    const result = valueOrRulesError(() => parseRecord(s, games));
    if ('error' in result) expect(RECORD_ERRORS, result.error.message).toContain(result.error.code);
    else expect(formatRecord(parseRecord(formatRecord(result.value), games))).toBe(formatRecord(result.value));
  };
  const valid = formatRecord(
    replay(kono, kono.parsePosition('b3/4/4/3w b', { maxPlies: 30, repetition: 3 }), [...SHUFFLE, 'a4-a3'], { Event: 'x' }),
  );

  it('arbitrary text gives a record or a RulesError', () => {
    const unit = fc.constantFrom(
      ...'[]"\n =/.-x^@*'.split(''),
      'Game',
      'kono',
      'Start',
      'Result',
      'Options',
      'Ply',
      'maxPlies',
      'a1',
      'a3',
      'b4',
      '1.',
      'draw',
      'black',
      'repetition',
    );
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit, maxLength: 40 })), (s) => {
        expectRecordOrRefusal(s);
      }),
      params(500),
    );
  });

  it('a valid record with random edits gives a record or a RulesError', () => {
    const edit = fc.tuple(fc.nat(valid.length), fc.nat(4), fc.string({ maxLength: 3 }));
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 3 }), (edits) => {
        let s = valid;
        for (const [at, cut, insert] of edits) s = s.slice(0, at) + insert + s.slice(at + cut);
        expectRecordOrRefusal(s);
      }),
      params(400),
    );
  });
});

describe('records of games the players ended (resignation, a draw agreed)', () => {
  const open = '[Game "kono"]\n[Start "wwww/wwww/bbbb/bbbb b"]\n[Result "RESULT"]\n\n1. b1xb3 a4xa2\n';
  const withResult = (result: string): string => open.replace('RESULT', result);

  it('a decision is the outcome of a record whose moves leave the game on', () => {
    expect(parseRecord(withResult('white resignation'), kono).outcome).toEqual({ winner: 'white', reason: 'resignation' });
    expect(parseRecord(withResult('draw agreement'), kono).outcome).toEqual({ winner: null, reason: 'agreement' });
    const record = replay(kono, kono.start(), ['b1xb3'], {}, { winner: 'white', reason: 'resignation' });
    expect(formatRecord(record)).toContain('[Result "white resignation"]');
    expect(parseRecord(formatRecord(record), kono).outcome).toEqual(record.outcome);
  });

  it('refuses a resignation without a winner, an agreement with one, and a decision of a game its moves ended', () => {
    expectRulesError(() => parseRecord(withResult('draw resignation'), kono), 'record/syntax');
    expectRulesError(() => parseRecord(withResult('black agreement'), kono), 'record/syntax');
    expectRulesError(() => parseRecord(withResult('black surrender'), kono), 'record/syntax');
    expectRulesError(() => replay(kono, kono.start(), [], {}, { winner: null, reason: 'resignation' }), 'argument/invalid');
    // The types take a decision only; a caller without them gets the same refusal at run time.
    // @ts-expect-error: no-moves is the rules' reason, not the players' decision
    expectRulesError(() => replay(kono, kono.start(), [], {}, { winner: 'black', reason: 'no-moves' }), 'argument/invalid');
    const ended = kono.parsePosition('4/4/4/b3 w');
    expect(kono.outcome(ended)).toBeDefined();
    expectRulesError(() => replay(kono, ended, [], {}, { winner: 'black', reason: 'resignation' }), 'argument/invalid');
    const text = '[Game "kono"]\n[Start "4/4/4/b3 w"]\n[Result "white resignation"]\n\n';
    expect(expectRulesError(() => parseRecord(text, kono), 'record/result').message).toContain('black captured-all');
    // formatRecord: a decision only where the moves leave the game on.
    const record = replay(kono, ended, []);
    expectRulesError(() => formatRecord({ ...record, outcome: { winner: 'white', reason: 'resignation' } }), 'argument/invalid');
  });
});

describe('28.12: a record costs time linear in its plies', () => {
  /** The quickest of three runs of `run`, in milliseconds. */
  function quickest(run: () => unknown): number {
    let best = Infinity;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      run();
      best = Math.min(best, performance.now() - started);
    }
    return best;
  }

  it('28.12: Agon: replay and parseRecord of 4n plies take well under 16 times as long as of n (linear, loosely)', () => {
    const agon = games.agon;
    const random = createRandom(12);
    const start = agon.start();
    const moves: ReturnType<typeof agon.legalMoves>[number][] = [];
    let position = start;
    while (moves.length < 8000) {
      const legal = agon.legalMoves(position);
      if (legal.length === 0) break;
      const move = random.pick(legal);
      moves.push(move);
      position = agon.play(position, move);
    }
    expect(moves.length).toBe(8000);
    const [short, long] = [moves.slice(0, 2000), moves.slice(0, 8000)];
    const [shortText, longText] = [formatRecord(replay(agon, start, short)), formatRecord(replay(agon, start, long))];
    const replayShort = quickest(() => replay(agon, start, short));
    const replayLong = quickest(() => replay(agon, start, long));
    const parseShort = quickest(() => parseRecord(shortText, games));
    const parseLong = quickest(() => parseRecord(longText, games));
    // Linear is 4 times; quadratic, 16. The margin is for a machine busy with other work.
    expect(replayLong / Math.max(replayShort, 1)).toBeLessThan(10);
    expect(parseLong / Math.max(parseShort, 1)).toBeLessThan(10);
  });
});
