import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agon, divide, formatRecord, games, gong, julgonu, kono, parseRecord, perft, replay, type AnyGame } from '../../src/index.js';
import { julGonuSolver, konoReducedToOneSolver, loadTable, solveJulGonu } from '../../src/solve/index.js';
import { alphaBeta } from '../../src/ai/index.js';
import { ludicore, ludicoreInterrupted, ensureCli, printedRecord, type Run } from './helpers.js';

/**
 * The `ludicore` command-line program, end to end: the built dist/cli.mjs run as a child process
 * with piped standard input, its output compared with the library's own answers.
 */

let work = '';

beforeAll(async () => {
  await ensureCli();
  work = mkdtempSync(join(tmpdir(), 'ludicore-cli-'));
}, 120_000);

afterAll(() => {
  if (work !== '') rmSync(work, { recursive: true, force: true });
});

/** Expects a successful run with nothing on standard error. */
function ok(run: Run): string {
  expect(run.stderr, run.stderr).toBe('');
  expect(run.status).toBe(0);
  return run.stdout;
}

const COMMANDS = ['play', 'show', 'perft', 'playouts', 'match', 'ladder', 'replay', 'solve', 'train'] as const;

describe('help', () => {
  it('ludicore --help, -h and help list every command', () => {
    for (const args of [['--help'], ['-h'], ['help']]) {
      const out = ok(ludicore(args));
      expect(out).toContain('Usage: ludicore <command>');
      for (const command of [...COMMANDS, 'help']) expect(out).toMatch(new RegExp(`^  ${command} +\\S`, 'm'));
      for (const line of out.split('\n')) expect(line.length, line).toBeLessThanOrEqual(80);
    }
  });

  it.each(COMMANDS)('%s: --help, -h and help <command> describe it', (command) => {
    const texts = [['--help'], ['-h']].map((flag) => ok(ludicore([command, ...flag])));
    texts.push(ok(ludicore(['help', command])));
    for (const text of texts) {
      expect(text).toBe(texts[0]);
      expect(text).toContain(`Usage: ludicore ${command}`);
      expect(text).toContain('--help');
    }
    // A terminal of 80 columns shows every line whole.
    for (const line of texts[0]!.split('\n')) expect(line.length, line).toBeLessThanOrEqual(80);
  });

  it('--help wins over the other arguments of a command', () => {
    expect(ok(ludicore(['perft', 'kono', '--help']))).toContain('Usage: ludicore perft');
  });

  it('--version prints the package version', () => {
    const { version } = JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8')) as {
      version: string;
    };
    expect(ok(ludicore(['--version'])).trim()).toBe(version);
  });
});

describe('show', () => {
  it('draws Kono as a 4×4 grid with file letters and rank numbers', () => {
    const out = ok(ludicore(['show', 'kono']));
    expect(out).toContain(['   a b c d', '4  w w w w  4', '3  w w w w  3', '2  b b b b  2', '1  b b b b  1', '   a b c d'].join('\n'));
    expect(out).toContain('Position: wwww/wwww/bbbb/bbbb b');
    expect(out).toContain('Black to move');
    expect(out).toContain('Legal moves (4): a1xa3 b1xb3 c1xc3 d1xd3');
  });

  it('draws a given Jul-Gonu position', () => {
    const out = ok(ludicore(['show', 'julgonu', 'ww2/2wb/1b2/b3 b']));
    expect(out).toContain(['4  w w . .  4', '3  . . w b  3', '2  . b . .  2', '1  b . . .  1'].join('\n'));
    expect(out).toContain('b2-b3xc3');
  });

  it('draws Agon as a hexagon beside the names of its 91 cells', () => {
    const out = ok(ludicore(['show', 'agon']));
    for (const name of agon.board.names) expect(out).toMatch(new RegExp(`(^| )${name}( |$)`, 'm'));
    expect(out).toContain('Black on the board (7): c1 d1 e1 f1 (Queen) g1 h1 i1');
    expect(out).toContain('Position: 6/7/g6G/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b - -');
    // The top of the hexagon: the White Queen on f11, her Guards on d9, e10, g10 and h9 (the
    // cells of the files e and g, half a cell higher, share the row below theirs).
    expect(out).toMatch(/^ +Q +f11$/m);
    expect(out).toMatch(/^ +G G \. G G +d9 +e10 +f10 +g10 +h9$/m);
    expect(out).toMatch(/^\. \. \. \. \. \. \. \. \. \. \. +a1 +b1 +c2 +d2 +e3 +f3 +g3 +h2 +i2 +k1 +l1$/m);
    // The hexagon in 11 rows, with the file letters below: the whole diagram fits a small terminal.
    const board = out.split('\n').slice(1, out.split('\n').indexOf('a b c d e f g h i k l'));
    expect(board).toHaveLength(11);
    expect(out.split('\n').length).toBeLessThan(24);
    expect(Math.max(...board.map((line) => line.length))).toBeLessThanOrEqual(80);
  });

  it('lists the pieces off the board as the game counts them', () => {
    const held = ok(ludicore(['show', 'agon', '6/7/8/g7G/g8G/q9Q/g8G/g7G/g6G/7/6 b gG -']));
    expect(held).toContain('Held for return: Black 1 guard, White 1 guard');
    expect(held).not.toContain('Not yet placed');
    const placing = ok(ludicore(['show', 'agon', '--options', 'setup=placement']));
    expect(placing).toContain('Not yet placed: Black 1 queen, Black 6 guards, White 1 queen, White 6 guards');
    expect(ok(ludicore(['show', 'kono']))).not.toMatch(/Held for return|Not yet placed/);
  });

  it('takes an Agon position string as separate words, and options', () => {
    const text = '1G2g1/g5G/8/G7g/10/q9Q/10/G7g/8/g5G/1G2g1 b - -';
    expect(ok(ludicore(['show', 'agon', ...text.split(' ')]))).toContain(`Position: ${text}`);
    expect(ok(ludicore(['show', 'agon', '--options', 'setup=classic']))).toContain(`Position: ${text}`);
  });

  it('draws Gong as rings by radials, with the pieces listed by point', () => {
    const text = '-/13/13/13/13/3b9/1bbw9/13/13/13/13/bb11/13/b12/13/13/3wb1b6/13/13/13/13/13/13/12w/13 b 0 0';
    const out = ok(ludicore(['show', 'gong', text]));
    expect(out).toContain(' radial  a b c d e f g h i j k l m n o p q r s t u v w x');
    expect(out).toContain('ring 13  . . . . . . . . . . . . . . . . . . . . . . w .');
    expect(out).toContain('    gon  .');
    expect(out).toContain('Black on the board (8): e4 f2 f3 k1 k2 m1 p5 p7');
    expect(out).toContain('White on the board (3): f4 p4 w13');
    // Every pawn is on the board: no line about pieces off it.
    expect(out).not.toContain('Not yet placed');
    expect(out).toContain('e4xf4^k1');
  });

  it('--position gives the position as the [position] argument does, for show, perft and play', () => {
    const text = 'ww2/2wb/1b2/b3 b';
    const asWords = ok(ludicore(['show', 'julgonu', text]));
    expect(ok(ludicore(['show', 'julgonu', '--position', text]))).toBe(asWords);
    expect(ok(ludicore(['show', 'julgonu', `--position=${text}`]))).toBe(asWords);
    const gong = '-/13/13/13/13/3b9/1bbw9/13/13/13/13/bb11/13/b12/13/13/3wb1b6/13/13/13/13/13/13/12w/13 b 0 0';
    expect(ok(ludicore(['show', 'gong', '--position', gong]))).toContain(`Position: ${gong}`);
    const untimed = (out: string): string => out.replace(/ \([0-9.]+ m?s\)/g, '').replace(/^total time .*$/m, '');
    expect(untimed(ok(ludicore(['perft', 'julgonu', '2', '--position', text])))).toBe(
      untimed(ok(ludicore(['perft', 'julgonu', '2', text]))),
    );
    const played = ok(ludicore(['play', 'julgonu', text, '--bot', 'random'], { input: 'quit\n' }));
    expect(printedRecord(played)).toContain(`[Start "${text}"]`);
  });

  it('says when the game is over', () => {
    expect(ok(ludicore(['show', 'kono', '4/4/b3/wb2 w']))).toContain('Game over: Black wins: White has no legal move (black no-moves).');
  });

  it('--svg writes the SVG image, with --labels and --size', () => {
    const file = join(work, 'kono.svg');
    const out = ok(ludicore(['show', 'kono', 'wwww/bwww/bbbb/1bbb w', '--svg', file, '--labels', '--size', '240']));
    expect(out).toContain(`Wrote ${file}`);
    const svg = readFileSync(file, 'utf8');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('width="240"');
    expect(svg).toContain('>a1</text>');
    expect(svg).toContain('wwww/bwww/bbbb/1bbb w');
    ok(ludicore(['show', 'gong', `--svg=${join(work, 'gong.svg')}`]));
    expect(readFileSync(join(work, 'gong.svg'), 'utf8')).toMatch(/^<svg[^>]*>/);
  });
});

describe('perft', () => {
  /** The `perft d: n` lines of the output, as numbers by depth. */
  const counts = (out: string): number[] => [...out.matchAll(/^perft (\d+): (\d+) \(/gm)].map((m) => Number(m[2]));

  it.each([
    ['kono', 5],
    ['julgonu', 4],
    ['agon', 2],
    ['gong', 2],
  ] as const)('%s to depth %i agrees with the library, depth by depth', (id, depth) => {
    const game: AnyGame = games[id];
    const out = ok(ludicore(['perft', id, String(depth)]));
    expect(counts(out)).toEqual(Array.from({ length: depth }, (_, d) => perft(game, game.start(), d + 1)));
    expect(out).toMatch(/^total time [0-9.]+ m?s$/m);
  });

  it('Kono depth 3 is 100', () => {
    expect(ok(ludicore(['perft', 'kono', '3']))).toContain('perft 3: 100 (');
    expect(perft(kono, kono.start(), 3)).toBe(100);
  });

  it('counts from a given position, with options', () => {
    const position = kono.parsePosition('w1ww/bwww/bwbb/1bbb b');
    expect(counts(ok(ludicore(['perft', 'kono', '4', 'w1ww/bwww/bwbb/1bbb b'])))).toEqual(
      [1, 2, 3, 4].map((d) => perft(kono, position, d)),
    );
    const short = kono.start({ maxPlies: 3, repetition: 2 });
    const cut = counts(ok(ludicore(['perft', 'kono', '4', '--options', 'maxPlies=3 repetition=2'])));
    expect(cut).toEqual([1, 2, 3, 4].map((d) => perft(kono, short, d)));
    expect(cut[3]).toBe(0);
    const classic = agon.start({ setup: 'classic' });
    expect(counts(ok(ludicore(['perft', 'agon', '2', '--options', 'setup=classic'])))).toEqual([
      perft(agon, classic, 1),
      perft(agon, classic, 2),
    ]);
  });

  it('AH: agon --options variant=historical counts the historical variant, and refuses it with setup', () => {
    expect(counts(ok(ludicore(['perft', 'agon', '3', '--options', 'variant=historical'])))).toEqual([27, 713, 18417]);
    const refused = ludicore(['perft', 'agon', '2', '--options', 'variant=historical setup=classic']);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('does not apply with variant "historical"');
  });

  it('--divide lists the count below each first move, as divide does', () => {
    const out = ok(ludicore(['perft', 'julgonu', '4', '--divide']));
    const rows = [...out.matchAll(/^ {2}(\S+) +(\d+)$/gm)].map((m) => [m[1], Number(m[2])]);
    expect(rows).toEqual(divide(julgonu, julgonu.start(), 4).map((d) => [d.notation, d.nodes]));
    expect(out).toContain(`perft 4: ${perft(julgonu, julgonu.start(), 4)} (4 moves, `);
    const gongRows = [...ok(ludicore(['perft', 'gong', '2', '--divide'])).matchAll(/^ {2}(\S+) +(\d+)$/gm)].map((m) => m[1]);
    expect(gongRows).toEqual(divide(gong, gong.start(), 2).map((d) => d.notation));
  });
});

describe('replay', () => {
  it('prints every position of a record with its move, then the result', () => {
    const record = replay(kono, kono.start(), ['a1xa3', 'b4xb2', 'b1-a1'], { Event: 'test' });
    const file = join(work, 'kono.txt');
    writeFileSync(file, formatRecord(record));
    const out = ok(ludicore(['replay', file]));
    expect(out).toContain('Four Field Kono (kono), 3 moves');
    expect(out).toContain('Event: test');
    // Numbered as the record numbers them, with the ply.
    expect([...out.matchAll(/^Move (\d+) \((black|white), ply (\d+)\): (\S+)$/gm)].map((m) => `${m[1]} ${m[2]} ${m[3]} ${m[4]}`)).toEqual([
      '1 black 1 a1xa3',
      '1 white 2 b4xb2',
      '2 black 3 b1-a1',
    ]);
    expect([...out.matchAll(/^Position: (.+)$/gm)].map((m) => m[1])).toEqual(record.positions.map((p) => kono.formatPosition(p)));
    expect(out).toContain('Result: the game is unfinished (*)');
  });

  it('prints the result of a finished game, and reads options and standard input', () => {
    const start = kono.parsePosition('4/b3/4/wb2 b', { maxPlies: 50 });
    const text = formatRecord(replay(kono, start, ['a3-a2']));
    const out = ok(ludicore(['replay', '-'], { input: text }));
    expect(out).toContain('1 move, options maxPlies=50');
    expect(out).toContain('Result: Black wins: White has no legal move (black no-moves)');
  });

  it('--ply shows one position', () => {
    const file = join(work, 'julgonu.txt');
    const record = replay(julgonu, julgonu.start(), ['a1-a2', 'a4-a3', 'b1-b2']);
    writeFileSync(file, formatRecord(record));
    const out = ok(ludicore(['replay', file, '--ply', '2']));
    expect(out).toContain('Move 1 (white, ply 2): a4-a3');
    expect([...out.matchAll(/^Position: (.+)$/gm)].map((m) => m[1])).toEqual([julgonu.formatPosition(record.positions[2] as never)]);
    expect(ok(ludicore(['replay', file, '--ply', '0']))).toContain('Start:');
  });

  it('off a terminal, prints every position at once, the last move marked; --all does so on a terminal too', () => {
    const record = replay(kono, kono.start(), ['a1xa3', 'b4xb2']);
    const file = join(work, 'kono-marked.txt');
    writeFileSync(file, formatRecord(record));
    const out = ok(ludicore(['replay', file]));
    expect(out).not.toContain('ply 0/2>');
    // After b4xb2: b4 left, b2 taken and reached; a3, which Black's capture reached, is no longer marked.
    expect(out).toContain(['   a b c d', '4  w .*w w  4', '3  b w w w  3', '2  b w*b b  2', '1  . b b b  1'].join('\n'));
    expect(out).toContain('*: the last move');
    expect(ok(ludicore(['replay', file, '--all']))).toBe(out);
  });

  it('replays the record that play prints', () => {
    const played = ok(ludicore(['play', 'gong', '--bot', 'random'], { input: '@a13\n@c13\nquit\n' }));
    const file = join(work, 'gong.txt');
    writeFileSync(file, printedRecord(played));
    const out = ok(ludicore(['replay', file]));
    expect(out).toContain('Gong (gong), 4 moves');
    expect(out).toMatch(/^Move 2 \(black, ply 3\): @c13$/m);
  });
});

describe('play', () => {
  it('Kono: moves, a bad and an illegal move, moves, undo, resign', () => {
    const input = ['a1xa3', 'zz', 'a2-a3', 'moves', 'undo', 'undo', 'help', 'b1xb3', 'board', 'resign', 'a1xa3'].join('\n');
    const run = ludicore(['play', 'kono', '--seed', '3'], { input });
    const out = ok(run);
    expect(out).toContain('Four Field Kono: you play Black, the computer White (level 5, seed 3).');
    expect(out).toContain('   a b c d\n4  w w w w  4');
    expect(out).toContain('You play a1xa3.');
    expect(out).toMatch(/^White plays [a-d][1-4]x[a-d][1-4] \([0-9.]+ m?s\)\.$/m);
    // The bad input gets the library's message, and the game goes on.
    expect(out).toMatch(/^bad move "zz": .*\(type help for the commands, moves for the legal moves\)$/m);
    expect(out).toMatch(/^"a2-a3" is not legal in "[^"]+"; legal moves: /m);
    expect(out).toMatch(/^Legal moves \(\d+\): /m);
    expect(out).toMatch(/^Took back a1xa3 [a-d][1-4]x[a-d][1-4]\.$/m);
    expect(out).toContain('Nothing to undo: you have not moved yet.');
    expect(out).toContain('  resign      give up the game');
    expect(out).toContain('You resign: White wins.');
    // Nothing is read after the resignation.
    expect(out.match(/^black> a1xa3$/gm)).toHaveLength(1);
    const record = parseRecord(printedRecord(out), games);
    expect(record.game).toBe(kono);
    expect(record.moves.map((m, i) => kono.formatMove(record.positions[i] as never, m as never))[0]).toBe('b1xb3');
    expect(record.moves).toHaveLength(2);
    expect(record.tags).toEqual({ Black: 'you', White: 'level 5, seed 3' });
    // The resignation is the record's result.
    expect(printedRecord(out)).toContain('[Result "white resignation"]');
    expect(record.outcome).toEqual({ winner: 'white', reason: 'resignation' });
  });

  it('history, hint, flip, save, the last move marked, near-miss commands and capitals', () => {
    const file = join(work, 'saved.txt');
    const input = [
      'hint',
      'b1xb3',
      'histroy',
      'history',
      'hint',
      'flip',
      'board',
      'flip',
      `save ${file}`,
      'B3-B4',
      'bord',
      'undo now',
      'quit',
    ].join('\n');
    const out = ok(ludicore(['play', 'kono', '--bot', 'greedy', '--seed', '2'], { input }));
    expect(out).toContain('the computer White (greedy, seed 2)');
    // The hint is alpha-beta's choice, with its score for the player to move.
    const search = alphaBeta(kono, { depth: 4, random: 2 }).decide(kono.start());
    expect(out).toContain(`Hint: ${kono.formatMove(kono.start(), search.move)} (alpha-beta, depth 4: score `);
    expect(out).toMatch(/^Hint: \S+ \(alpha-beta, depth 4: score [+-]?\d+ for black, where 0 is even\)$/m);
    expect(out).toContain('unknown command "histroy"; did you mean history? (type help for the commands)');
    expect(out).toMatch(/^Moves so far \(2 plies\):\n {2}1\. b1xb3 [a-d][1-4]x[a-d][1-4]$/m);
    // The computer's reply is marked where its piece left and arrived.
    const reply = /^White plays ([a-d][1-4])x([a-d][1-4]) /m.exec(out);
    expect(reply).not.toBeNull();
    expect(out).toContain(`Last move: ${reply?.[1]}x${reply?.[2]} (white)`);
    expect(out).toContain('*: the last move');
    // Flipped: rank 1 at the top, files from d to a; flip again turns it back.
    expect(out).toMatch(/^ {3}d c b a\n1 {2}/m);
    expect(out.match(/^ {3}a b c d\n4 {2}/gm)?.length).toBeGreaterThanOrEqual(3);
    expect(out).toContain(`Saved the game (2 plies) to ${file}.`);
    const saved = parseRecord(readFileSync(file, 'utf8'), games);
    expect(saved.moves).toHaveLength(2);
    expect(saved.tags).toEqual({ Black: 'you', White: 'greedy, seed 2' });
    expect(out).toContain('"B3-B4": point names are lower case: b3-b4');
    expect(out).toContain('unknown command "bord"; did you mean board?');
    expect(out).toContain('undo takes nothing after it');
  });

  it('save reports a file it cannot write, and the game goes on', () => {
    const out = ok(ludicore(['play', 'kono', '--bot', 'random'], { input: `save ${join(work, 'missing', 'x.txt')}\nsave\nmoves\n` }));
    expect(out).toMatch(/^cannot write ".*x\.txt": no such directory$/m);
    expect(out).toContain('save needs a file name: save <file>');
    expect(out).toContain('Legal moves (4):');
  });

  it("Kono's messages expect only forms Kono has: no capture list", () => {
    const out = ok(ludicore(['play', 'kono', '--bot', 'random'], { input: 'b1xb3x\n' }));
    expect(out).toContain('bad move "b1xb3x": expected the end of the move at character 6, found "x"');
    expect(out).not.toContain('captured point');
  });

  it('Ctrl-C (SIGINT) prints the game record so far and exits with code 130', async () => {
    const run = await ludicoreInterrupted(['play', 'kono', '--bot', 'random'], 'a1xa3\n', /Last move: \S+ \(white\)/);
    expect(run.signalSent).toBe(true);
    expect(run.status).toBe(130);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('Interrupted: the game is left unfinished.');
    const record = parseRecord(printedRecord(run.stdout), games);
    expect(record.moves).toHaveLength(2);
  });

  it('the same seed gives the same game', () => {
    const input = 'b1xb3\nmoves\n';
    const record = (seed: string): string =>
      printedRecord(ok(ludicore(['play', 'kono', '--seed', seed, '--bot', 'alpha-beta'], { input })));
    expect(record('5')).toBe(record('5'));
  });

  it('Agon as White: the computer moves first; undo takes back a full turn', () => {
    const run = ludicore(['play', 'agon', '--as', 'white', '--bot', 'alpha-beta', '--budget', '2'], {
      input: 'undo\nf11-f10\nundo\nf10-f9\nf11-f10\nquit\n',
    });
    const out = ok(run);
    expect(out).toContain('Agon: you play White, the computer Black (alpha-beta (depth 2), seed 1).');
    expect(out).toMatch(/^Black plays \S+ /m);
    expect(out).toContain('f11');
    expect(out).toContain('Nothing to undo: you have not moved yet.');
    expect(out).toMatch(/^Took back f11-f10 \S+\.$/m);
    expect(out).toMatch(/^"f10-f9" is not legal in /m);
    expect(out).toContain('The game is left unfinished.');
    const record = parseRecord(printedRecord(out), games);
    expect(record.moves).toHaveLength(3);
    expect(record.tags).toEqual({ Black: 'alpha-beta (depth 2), seed 1', White: 'you' });
  });

  it('Gong: placements against the random bot', () => {
    const out = ok(ludicore(['play', 'gong', '--bot', 'random', '--seed', '7'], { input: '@c13\n@b13\nmoves\n@e13\n' }));
    expect(out).toMatch(/^"@b13" is not legal in /m);
    expect(out).toContain('Black on the board (2): c13 e13');
    expect(out).toContain('Not yet placed: Black 6 pawns, White 6 pawns');
    // Standard input ended without quit: the game is left unfinished, and the program ends cleanly.
    expect(out).toContain('(end of input)\nThe game is left unfinished.');
  });

  it('a won game ends with the outcome, its reason and the record', () => {
    const out = ok(ludicore(['play', 'kono', '--position', '4/b3/4/wb2 b'], { input: 'a3-a2\nmoves\n' }));
    expect(out).toContain('Game over: Black wins: White has no legal move (black no-moves).\nYou win.');
    expect(printedRecord(out)).toContain('[Result "black no-moves"]');
    expect(out).not.toContain('black> moves');
    const lost = ok(ludicore(['play', 'kono', '--as', 'white', '--position', '4/b3/4/wb2 b', '--bot', 'alpha-beta']));
    expect(lost).toContain('The computer wins.');
  });

  it('an empty input ends the game at once', () => {
    const out = ok(ludicore(['play', 'julgonu', '--options', 'maxPlies=10']));
    expect(out).toContain('The game is left unfinished.');
    expect(printedRecord(out)).toContain('[Options "maxPlies=10 repetition=3"]');
  });

  it('playing White, the board is drawn from White’s side; the opening lines fit 80 columns', () => {
    const out = ok(ludicore(['play', 'kono', '--as', 'white', '--bot', 'random']));
    const opening = out.split('\n').slice(0, 4);
    for (const line of opening) expect(line.length, line).toBeLessThanOrEqual(80);
    // White's ranks 4 and 3 at the bottom, the files from d to a.
    expect(out).toMatch(/^ {3}d c b a\n1 /m);
    expect(out).toMatch(/^4 {2}w w w w {2}4$/m);
    const black = ok(ludicore(['play', 'kono', '--bot', 'random']));
    expect(black).toMatch(/^ {3}a b c d\n4 /m);
  });

  it('the draw rules are on unless turned off, and the opening lines say which', () => {
    const defaults = ok(ludicore(['play', 'kono']));
    expect(defaults).toContain('Draw rules: maxPlies=400 repetition=3 (--options maxPlies=off turns one off).');
    expect(printedRecord(defaults)).toContain('[Options "maxPlies=400 repetition=3"]');
    const off = ok(ludicore(['play', 'kono', '--options', 'maxPlies=off,repetition=off']));
    expect(off).toContain('Draw rules: none, so a game may never end.');
    expect(printedRecord(off)).not.toContain('[Options');
    const one = ok(ludicore(['play', 'kono', '--options', 'repetition=off']));
    expect(one).toContain('Draw rules: maxPlies=400 (');
    const refused = ludicore(['play', 'kono', '--options', 'reducedToOne=off']);
    expect(refused.status).not.toBe(0);
  });
});

describe('solve', () => {
  it('julgonu --variant off builds, saves and reports the table', () => {
    const file = join(work, 'jg.table');
    const run = ludicore(['solve', 'julgonu', '--variant', 'off', '--out', file]);
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(/decided: [0-9,]+ of 2,267,253 positions/);
    // Off a terminal: plain lines, no carriage-return redraws, none wider than 80 columns.
    expect(run.stderr).not.toContain('\r');
    for (const line of run.stderr.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    expect(run.stdout).toContain('Start position wwww/4/4/bbbb b: a draw; moves that keep it: a1-a2 b1-b2 c1-c2 d1-d2');
    expect(run.stdout).toContain('Positions: 2,267,253');
    expect(run.stdout).toContain('Longest forced win: 57 plies');
    expect(run.stdout).toContain(`saved ${file}`);
    const table = loadTable(julGonuSolver, new Uint8Array(readFileSync(file)));
    expect(table.value(julgonu.start({ noRepeat: 'off' }))).toEqual({ result: 'draw', plies: undefined });
  });

  it('--threads 2 and --threads 1 save the same table (but its build time and checksum)', () => {
    const tables = ['1', '2'].map((threads) => {
      const file = join(work, `jg3-${threads}.table`);
      const run = ludicore(['solve', 'julgonu', '--variant', 'previous', '--max-pieces', '2', '--threads', threads, '--out', file]);
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toContain(threads === '1' ? 'on one thread' : 'on 2 threads');
      const bytes = new Uint8Array(readFileSync(file));
      return [...bytes.subarray(0, 16), ...bytes.subarray(28)];
    });
    expect(tables[1]).toEqual(tables[0]);
  });

  it('--max-pieces builds an endgame table, by default in the working directory', () => {
    const run = ludicore(['solve', 'kono', '--max-pieces', '2'], { cwd: work });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('up to 2 pieces a side');
    expect(existsSync(join(work, 'kono-2pieces.table'))).toBe(true);
  });

  it('K6: kono --options reducedToOne=true solves the rules of K6, into its own table', () => {
    const run = ludicore(['solve', 'kono', '--options', 'reducedToOne=true', '--max-pieces', '2'], { cwd: work });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('Solving Four Field Kono with reducedToOne (K6), up to 2 pieces a side');
    expect(run.stdout).toContain('Longest forced win: 3 plies');
    const table = loadTable(konoReducedToOneSolver, new Uint8Array(readFileSync(join(work, 'kono-reduced-to-one-2pieces.table'))));
    expect(table.value(kono.parsePosition('w3/4/4/bb2 w', { reducedToOne: true }))).toEqual({ result: 'loss', plies: 0 });
  });

  it('split by material: --classes lists them, --class solves each from the tables of the ones before, --merge makes the one-machine table; 28.10: a damaged class table is named', () => {
    const folder = mkdtempSync(join(work, 'classes-'));
    const listed = ok(ludicore(['solve', 'kono', '--classes', '--max-pieces', '2']));
    expect(listed).toContain('Four Field Kono, up to 2 pieces a side: 6 material classes, 14,793 positions, in 5 stages.');
    expect(listed).toMatch(/^ +3 {2}2,1 +3,360 +.* 2,0 1,1$/m);
    const classes = [...listed.matchAll(/^ +\d+ {2}(\d,\d) /gm)].map((m) => m[1] as string);
    expect(classes).toEqual(['0,0', '1,0', '2,0', '1,1', '2,1', '2,2']);
    for (const material of classes) {
      const run = ludicore(['solve', 'kono', '--class', material, '--tables', folder], { cwd: folder });
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toContain(`Solving the class ${material} of Four Field Kono`);
      expect(existsSync(join(folder, `kono-${material.replace(',', '-')}.table`))).toBe(true);
    }
    const merged = join(work, 'kono-merged-2.table');
    const merge = ludicore(['solve', 'kono', '--merge', folder, '--max-pieces', '2', '--out', merged]);
    expect(merge.status, merge.stderr).toBe(0);
    expect(merge.stdout).toContain('Merging the 6 class tables of Four Field Kono, up to 2 pieces a side');
    const whole = join(work, 'kono-whole-2.table');
    expect(ludicore(['solve', 'kono', '--max-pieces', '2', '--threads', '1', '--out', whole]).status).toBe(0);
    const [a, b] = [merged, whole].map((file) => {
      const bytes = new Uint8Array(readFileSync(file));
      return [...bytes.subarray(0, 16), ...bytes.subarray(28)];
    });
    expect(a).toEqual(b);
    // A class without the tables it needs, and with one of them damaged.
    const missing = ludicore(['solve', 'kono', '--class', '3,1', '--tables', folder, '--out', join(work, 'k31.table')]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain(`the class 3,1 needs the table of the class 3,0: there is no ${join(folder, 'kono-3-0.table')}`);
    const damaged = join(folder, 'kono-2-1.table');
    const bytes = new Uint8Array(readFileSync(damaged));
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] as number) ^ 1;
    writeFileSync(damaged, bytes);
    const corrupt = ludicore(['solve', 'kono', '--class', '2,2', '--tables', folder, '--out', join(work, 'k22.table')]);
    expect(corrupt.status).toBe(2);
    expect(corrupt.stderr).toContain('the table checksum does not match its contents');
    // 28.10: the message names the damaged file, as the docs say (for --class and --merge alike).
    expect(corrupt.stderr).toContain(`cannot load ${JSON.stringify(damaged)}: `);
    const merging = ludicore(['solve', 'kono', '--merge', folder, '--max-pieces', '2', '--out', join(work, 'k-merged.table')]);
    expect(merging.status).toBe(2);
    expect(merging.stderr).toContain(`cannot load ${JSON.stringify(damaged)}: the table checksum does not match its contents`);
  });

  it('--options noRepeat=previous is the same as --variant previous', () => {
    const run = ludicore(['solve', 'julgonu', '--options', 'noRepeat=previous', '--max-pieces', '1'], { cwd: work });
    expect(run.status, run.stderr).toBe(0);
    expect(existsSync(join(work, 'julgonu-previous-1pieces.table'))).toBe(true);
  });
});

describe('bad input: one line on standard error, exit code 2', () => {
  const record = (text: string): string => {
    const file = join(work, `record-${Math.random().toString(36).slice(2)}.txt`);
    writeFileSync(file, text);
    return file;
  };
  const cases: [string, () => string[], RegExp][] = [
    ['no command', () => [], /no command given/],
    ['an unknown command', () => ['frobnicate'], /unknown command "frobnicate"/],
    ['help for an unknown command', () => ['help', 'frobnicate'], /unknown command "frobnicate"/],
    ['an unknown top-level option', () => ['--frob'], /unknown option "--frob"/],
    ['an unknown option', () => ['show', 'kono', '--frob'], /unknown option --frob for show/],
    ['an unknown short option', () => ['perft', 'kono', '2', '-x'], /unknown option "-x" for perft/],
    ['an option given twice', () => ['play', 'kono', '--seed', '1', '--seed', '2'], /--seed is given twice/],
    ['an option without its value', () => ['show', 'kono', '--svg'], /--svg needs a value/],
    ['a value for a switch', () => ['perft', 'kono', '2', '--divide=yes'], /--divide takes no value/],
    ['an unknown game', () => ['show', 'chess'], /unknown game "chess"; known games: kono, julgonu, agon, gong/],
    ['a missing game', () => ['show'], /show needs a game/],
    ['a malformed Kono position', () => ['show', 'kono', 'wwww/wwww b'], /Four Field Kono position/],
    ['an impossible Agon position', () => ['show', 'agon', '6/7/g6G/g7G/g8G/q9Q/g8G/g7G/g7/7/6 b - -'], /6 White Guards/],
    ['a malformed Gong position', () => ['perft', 'gong', '1', '-/13 b 8 8'], /Gong/],
    ['an unknown game option', () => ['perft', 'kono', '2', '--options', 'frob=1'], /unknown Four Field Kono option "frob"/],
    ['a bad option value', () => ['show', 'agon', '--options', 'setup=round'], /setup must be one of/],
    ['a malformed --options', () => ['show', 'kono', '--options', 'maxPlies'], /name=value/],
    ['an impossible option', () => ['show', 'kono', '--size', '300'], /--size applies to the SVG image/],
    ['--labels without --svg', () => ['show', 'kono', '--labels'], /--labels applies to the SVG image/],
    ['a bad --size', () => ['show', 'kono', '--svg', join(work, 'x.svg'), '--size', 'big'], /--size must be a whole number/],
    [
      'an SVG file in a missing directory',
      () => ['show', 'kono', '--svg', join(work, 'missing', 'x.svg')],
      /cannot write ".*x\.svg": no such directory/,
    ],
    ['a missing depth', () => ['perft', 'kono'], /perft needs a game and a depth/],
    ['a bad depth', () => ['perft', 'kono', 'three'], /the perft depth must be a whole number from 0 to 64, got "three"/],
    ['a depth too deep', () => ['perft', 'kono', '65'], /from 0 to 64/],
    ['divide at depth 0', () => ['perft', 'kono', '0', '--divide'], /from 1 to 64/],
    ['a missing record file', () => ['replay', join(work, 'nothing.txt')], /cannot read ".*nothing\.txt": no such file/],
    ['a directory as the record', () => ['replay', work], /it is a directory/],
    ['a malformed record', () => ['replay', record('not a record\n')], /expected a tag like \[Game "…"\] on line 1/],
    ['a record of an unknown game', () => ['replay', record('[Game "chess"]\n\n1. e4\n')], /unknown game "chess" in the record/],
    ['a record with an illegal move', () => ['replay', record('[Game "kono"]\n\n1. a1xa3 a1xa3\n')], /move 2 \("a1xa3"\) cannot be played/],
    [
      'a record whose result is wrong',
      () => ['replay', record('[Game "kono"]\n[Result "white no-moves"]\n\n1. a1xa3\n')],
      /the record says the result is "white no-moves"/,
    ],
    [
      'a --ply past the end',
      () => ['replay', record(formatRecord(replay(kono, kono.start(), ['a1xa3']))), '--ply', '2'],
      /--ply must be a whole number from 0 to 1/,
    ],
    ['two record files', () => ['replay', 'a.txt', 'b.txt'], /replay takes one record file/],
    ['solving another game', () => ['solve', 'gong'], /the game to solve must be one of kono, julgonu, got "gong"/],
    ['a variant for Kono', () => ['solve', 'kono', '--variant', 'off'], /--variant is for julgonu/],
    [
      'rules no solver solves',
      () => ['solve', 'julgonu', '--options', 'noRepeat=any'],
      /no solver solves Jul-Gonu under --options noRepeat=any/,
    ],
    [
      'both --variant and --options',
      () => ['solve', 'julgonu', '--variant', 'off', '--options', 'noRepeat=off'],
      /either with --variant or with --options/,
    ],
    ['a bad option to solve', () => ['solve', 'kono', '--options', 'reducedToOne=maybe'], /reducedToOne/],
    ['an unknown variant', () => ['solve', 'julgonu', '--variant', 'any'], /--variant must be one of off, previous/],
    ['too many pieces', () => ['solve', 'julgonu', '--max-pieces', '5'], /--max-pieces must be a whole number from 1 to 4/],
    ['no threads', () => ['solve', 'julgonu', '--threads', '0'], /--threads must be a whole number from 1 to 256/],
    [
      'two parts of a split',
      () => ['solve', 'kono', '--classes', '--merge', 'x'],
      /give one of --classes, --class and --merge, not --classes and --merge/,
    ],
    [
      'a class beyond the pieces',
      () => ['solve', 'kono', '--class', '9,1'],
      /--class must be two piece counts from 0 to 8, as 3,2; got "9,1"/,
    ],
    [
      'a class of the history variant',
      () => ['solve', 'julgonu', '--variant', 'previous', '--classes'],
      /does not split into material classes/,
    ],
    ['threads for a class', () => ['solve', 'kono', '--class', '1,0', '--threads', '2'], /--threads is not for --class/],
    ['tables without a class', () => ['solve', 'kono', '--tables', '.'], /--tables goes with --class/],
    [
      'a merge with a class missing',
      () => ['solve', 'kono', '--merge', work, '--max-pieces', '1'],
      /merging them needs the table of the class 0,0/,
    ],
    [
      'a table file in a missing directory',
      () => ['solve', 'julgonu', '--out', join(work, 'missing', 'x.table')],
      /cannot write ".*x\.table": no such directory/,
    ],
    ['a missing game to play', () => ['play'], /play needs a game/],
    ['an unknown game to play', () => ['play', 'chess'], /unknown game "chess"/],
    ['a bad side', () => ['play', 'kono', '--as', 'red'], /--as must be one of black, white, got "red"/],
    [
      'an unknown bot',
      () => ['play', 'kono', '--bot', 'deep-blue'],
      /--bot must be one of mcts, alpha-beta, greedy, random, perfect, got "deep-blue"$/m,
    ],
    [
      'the perfect bot for a game not solved',
      () => ['play', 'agon', '--bot', 'perfect'],
      /the perfect bot needs a solved game; solved are: Four Field Kono/,
    ],
    [
      'the perfect bot for rules not solved',
      () => ['play', 'julgonu', '--bot', 'perfect', '--options', 'noRepeat=any'],
      /the perfect bot needs a solved game/,
    ],
    [
      'a table for another bot',
      () => ['play', 'kono', '--bot', 'mcts', '--table', 'kono.table'],
      /--table is for the perfect bot and level 10, not the mcts bot/,
    ],
    ['a bad seed', () => ['play', 'kono', '--seed', '1.5'], /--seed must be a whole number/],
    [
      'a budget for the random bot',
      () => ['play', 'kono', '--bot', 'random', '--budget', '3'],
      /--budget is for the mcts and alpha-beta bots/,
    ],
    // One spelling of each bot, in play and in match; the other gets a suggestion.
    ['a bot spelled otherwise in play', () => ['play', 'kono', '--bot', 'alphabeta'], /got "alphabeta": did you mean alpha-beta\?/],
    [
      'a bot spelled otherwise in match',
      () => ['match', 'kono', '--black', 'alphabeta:depth=2', '--white', 'random', '--games', '1', '--seed', '1'],
      /got "alphabeta": did you mean alpha-beta\?/,
    ],
    ['a bad budget', () => ['play', 'kono', '--bot', 'alpha-beta', '--budget', '0'], /--budget must be a whole number from 1 to 64/],
    ['a bad start position', () => ['play', 'julgonu', '--position', 'x'], /Jul-Gonu position/],
    ['a budget for the greedy bot', () => ['play', 'kono', '--bot', 'greedy', '--budget', '3'], /the greedy bot has none/],
    [
      'a position given twice',
      () => ['show', 'kono', 'wwww/wwww/bbbb/bbbb', 'b', '--position', '4/4/4/b3 b'],
      /the position is given twice/,
    ],
    ['an empty --position', () => ['perft', 'kono', '1', '--position', ''], /--position needs a position string/],
    ['a bad --position for perft', () => ['perft', 'kono', '1', '--position', 'wwww b'], /Four Field Kono position/],
    [
      '--ply with --all',
      () => ['replay', record(formatRecord(replay(kono, kono.start(), ['a1xa3']))), '--ply', '1', '--all'],
      /give one of them/,
    ],
  ];

  it.each(cases)('%s', (_, args, message) => {
    const run = ludicore(args(), { input: 'a1xa3\n' });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^ludicore: [^\n]+\n$/);
    expect(run.stderr).toMatch(message);
    expect(run.stderr).not.toMatch(/\bat .+:\d+/);
  });
});

describe('play --bot perfect', () => {
  it('solves the table first, or reads it from --table, then plays a move that keeps the value', () => {
    const file = join(work, 'julgonu-off.table');
    const args = ['play', 'julgonu', '--options', 'noRepeat=off', '--bot', 'perfect', '--table', file, '--as', 'white', '--seed', '3'];
    const first = ludicore(args, { input: 'quit\n' });
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain("Solving Jul-Gonu with noRepeat: 'off' for the perfect bot");
    expect(first.stdout).toContain(`Saved the table in ${file}`);
    expect(first.stdout).toContain('the computer Black (perfect, seed 3)');
    expect(existsSync(file)).toBe(true);
    const second = ludicore(args, { input: 'quit\n' });
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toContain(`Read the table of Jul-Gonu with noRepeat: 'off' from ${file}.`);
    expect(second.stdout).not.toContain('Solving');
    // The same seed, the same move, and one of those that keep the start's value.
    const played = (out: string): string | undefined => /^Black plays (\S+) /m.exec(out)?.[1];
    expect(played(second.stdout)).toBe(played(first.stdout));
    const start = julgonu.start({ noRepeat: 'off' });
    const perfect = solveJulGonu()
      .perfectMoves(start)
      .map((move) => julgonu.formatMove(start, move));
    expect(perfect).toContain(played(first.stdout));
  });
});
