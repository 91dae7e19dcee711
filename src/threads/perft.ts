// Perft and divide on worker threads: the tree split by its first plies, the subtrees shared out.
import type { Game, Position } from '../core/game.js';
import { requireGame } from '../core/guards.js';
import { checkDepth, divide as divideHere, perft as perftHere, type DivideEntry } from '../core/perft.js';
import { RulesError } from '../core/errors.js';
import { readSettings } from '../core/read-settings.js';
import type { PerftJob } from './jobs.js';
import { runJobs } from './pool.js';
import { checkModule, checkThreads, threadCount, type ThreadOptions } from './settings.js';

/**
 * The split goes a ply deeper while there are fewer jobs than this per thread: subtrees differ
 * in size by an order of magnitude and more, so many small jobs, handed out as threads come free,
 * keep every thread busy until the end.
 */
const JOBS_PER_THREAD = 16;

/**
 * The game's own position for a caller's, read (and checked) once, before any worker starts:
 * every later use reads the game's copy, so a getter of the caller's cannot show the split one
 * position and the count another.
 */
function readOnce<Id extends string, M, O>(game: Game<Id, M, O>, position: Position<Id, O>): Position<Id, O> {
  return game.cursor(position).position();
}

/** The jobs of a split tree, each with the index of the first move it lies below. */
interface SplitTree<M> {
  readonly moves: readonly M[];
  readonly jobs: readonly PerftJob[];
  readonly rowOf: readonly number[];
}

/** Splits the tree of `depth` plies below `position` by first moves, and by the plies after them while the jobs are few. */
function split<Id extends string, M, O>(
  game: Game<Id, M, O>,
  position: Position<Id, O>,
  moves: readonly M[],
  depth: number,
  threads: number,
): SplitTree<M> {
  let frontier = moves.map((move) => game.play(position, move));
  let rowOf = moves.map((_, row) => row);
  let left = depth - 1;
  // perft(p, d) is the sum of perft(c, d - 1) over the children c of p: a subtree of 2 plies or
  // more is its replies' subtrees (none where the game is over, which counts 0).
  while (frontier.length > 0 && frontier.length < threads * JOBS_PER_THREAD && left >= 2) {
    const deeper: Position<Id, O>[] = [];
    const rows: number[] = [];
    frontier.forEach((at, j) => {
      for (const reply of game.legalMoves(at)) {
        deeper.push(game.play(at, reply));
        rows.push(rowOf[j] as number);
      }
    });
    frontier = deeper;
    rowOf = rows;
    left--;
  }
  const jobs = frontier.map((at): PerftJob => ({ kind: 'perft', position: at, depth: left }));
  return { moves, jobs, rowOf };
}

/** The counts below each first move, on `threads` threads. */
async function countByFirstMove<Id extends string, M, O>(
  game: Game<Id, M, O>,
  position: Position<Id, O>,
  moves: readonly M[],
  depth: number,
  threads: number,
  module: string | undefined,
): Promise<{ readonly moves: readonly M[]; readonly nodes: readonly number[] }> {
  const tree = split(game, position, moves, depth, threads);
  const counts = await runJobs(game, tree.jobs, threads, module);
  const nodes = tree.moves.map(() => 0);
  counts.forEach((count, j) => {
    const row = tree.rowOf[j] as number;
    nodes[row] = (nodes[row] as number) + count;
  });
  return { moves: tree.moves, nodes };
}

/**
 * {@link ludicore!perft | perft} on worker threads: the same count, exactly, split by first moves
 * (or first two plies, when there are fewer first moves than four per thread) and summed. With
 * `threads: 1`, or for a game that is not one of the registry's (`games`) and has no `module`,
 * it counts in the calling thread.
 *
 * @example
 * ```ts
 * import { kono } from 'ludicore';
 * import { perft } from 'ludicore/threads';
 * const leaves = await perft(kono, kono.start(), 9); // → 6212834
 * ```
 *
 * @returns a promise of the number of leaf nodes at `depth`.
 * @throws {@link ludicore!RulesError | RulesError} (the promise rejects) `argument/invalid` as the
 *   core's `perft` does, and for options that are not an object with a `threads` from 1 to
 *   {@link MAX_THREADS} and a `module` that is an absolute URL, all before any worker starts; and
 *   `argument/invalid` if a worker cannot import `module` or finds no game of the game's id in it.
 */
export async function perft<Id extends string, M, O>(
  game: Game<Id, M, O>,
  position: Position<Id, O>,
  depth: number,
  options?: ThreadOptions,
): Promise<number> {
  requireGame(game, 'perft');
  checkDepth(depth);
  const known = readSettings('perft', options, ['threads', 'module']);
  const given = checkThreads('perft', known['threads']);
  const module = checkModule('perft', known['module']);
  const start = readOnce(game, position);
  const moves = game.legalMoves(start);
  const threads = await threadCount(given);
  if (threads === 1 || depth === 0) return perftHere(game, start, depth);
  const { nodes } = await countByFirstMove(game, start, moves, depth, threads, module);
  return nodes.reduce((sum, n) => sum + n, 0);
}

/**
 * {@link ludicore!divide | divide} on worker threads: the same rows, in the same order, each count
 * exact; split as {@link perft} splits.
 *
 * @returns a promise of one row per legal first move, in legal-move order.
 * @throws {@link ludicore!RulesError | RulesError} (the promise rejects) `argument/invalid` as the
 *   core's `divide` does, and for options as {@link perft}, all before any worker starts.
 */
export async function divide<Id extends string, M, O>(
  game: Game<Id, M, O>,
  position: Position<Id, O>,
  depth: number,
  options?: ThreadOptions,
): Promise<DivideEntry<M>[]> {
  requireGame(game, 'divide');
  checkDepth(depth);
  if (depth === 0) throw new RulesError('argument/invalid', 'divide needs a depth of at least 1');
  const known = readSettings('divide', options, ['threads', 'module']);
  const given = checkThreads('divide', known['threads']);
  const module = checkModule('divide', known['module']);
  const start = readOnce(game, position);
  const moves = game.legalMoves(start);
  const threads = await threadCount(given);
  if (threads === 1) return divideHere(game, start, depth);
  const { nodes } = await countByFirstMove(game, start, moves, depth, threads, module);
  return moves.map((move, row) => ({ move, notation: game.formatMove(start, move), nodes: nodes[row] as number }));
}
