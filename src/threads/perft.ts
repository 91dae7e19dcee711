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
 * Below this many first moves per thread the split goes one ply deeper, so that the jobs are many
 * enough for every thread to keep busy while the largest subtrees finish.
 */
const JOBS_PER_THREAD = 4;

/** The jobs of a split tree, each with the index of the first move it lies below. */
interface SplitTree<M> {
  readonly moves: readonly M[];
  readonly jobs: readonly PerftJob[];
  readonly rowOf: readonly number[];
}

/** Splits the tree of `depth` plies below `position` by first move, or by first two plies when the first moves are few. */
function split<S, M, O>(game: Game<S, M, O>, position: Position<S, O>, moves: readonly M[], depth: number, threads: number): SplitTree<M> {
  const deeper = depth >= 2 && moves.length < threads * JOBS_PER_THREAD;
  const jobs: PerftJob[] = [];
  const rowOf: number[] = [];
  moves.forEach((move, row) => {
    const child = game.play(position, move);
    if (!deeper) {
      jobs.push({ kind: 'perft', position: child, depth: depth - 1 });
      rowOf.push(row);
      return;
    }
    for (const reply of game.legalMoves(child)) {
      jobs.push({ kind: 'perft', position: game.play(child, reply), depth: depth - 2 });
      rowOf.push(row);
    }
  });
  return { moves, jobs, rowOf };
}

/** The counts below each first move, on `threads` threads. */
async function countByFirstMove<S, M, O>(
  game: Game<S, M, O>,
  position: Position<S, O>,
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
 * const leaves = await perft(kono, kono.start(), 9); // on every core
 * ```
 *
 * @returns a promise of the number of leaf nodes at `depth`.
 * @throws {@link ludicore!RulesError | RulesError} (the promise rejects) `argument/invalid` as the
 *   core's `perft` does, and for options that are not an object with a `threads` from 1 to
 *   {@link MAX_THREADS} and a `module` that is an absolute URL, all before any worker starts; and
 *   `argument/invalid` if a worker finds no game of the game's id in `module`.
 */
export async function perft<S, M, O>(
  game: Game<S, M, O>,
  position: Position<S, O>,
  depth: number,
  options?: ThreadOptions,
): Promise<number> {
  requireGame(game, 'perft');
  checkDepth(depth);
  const known = readSettings('perft', options, ['threads', 'module']);
  const given = checkThreads('perft', known['threads']);
  const module = checkModule('perft', known['module']);
  // Checks the position too, before any worker starts.
  const moves = game.legalMoves(position);
  const threads = await threadCount(given);
  if (threads === 1 || depth === 0) return perftHere(game, position, depth);
  const { nodes } = await countByFirstMove(game, position, moves, depth, threads, module);
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
export async function divide<S, M, O>(
  game: Game<S, M, O>,
  position: Position<S, O>,
  depth: number,
  options?: ThreadOptions,
): Promise<DivideEntry<M>[]> {
  requireGame(game, 'divide');
  checkDepth(depth);
  if (depth === 0) throw new RulesError('argument/invalid', 'divide needs a depth of at least 1');
  const known = readSettings('divide', options, ['threads', 'module']);
  const given = checkThreads('divide', known['threads']);
  const module = checkModule('divide', known['module']);
  // Checks the position too, before any worker starts.
  const moves = game.legalMoves(position);
  const threads = await threadCount(given);
  if (threads === 1) return divideHere(game, position, depth);
  const { nodes } = await countByFirstMove(game, position, moves, depth, threads, module);
  return moves.map((move, row) => ({ move, notation: game.formatMove(position, move), nodes: nodes[row] as number }));
}
