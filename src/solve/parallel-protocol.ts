// The messages between a parallel solve and its workers.
import type { ErrorCode } from '../core/errors.js';
import type { Boards } from './julgonu-previous.js';
import type { SolverId } from './registry.js';

/** What a worker is asked to do. */
export type WorkerRequest =
  | {
      /** Build the solver's space and keep the shared arrays. */
      readonly kind: 'init';
      readonly solver: SolverId;
      readonly maxPieces: number;
      readonly values: Uint16Array;
      readonly open: Uint8Array;
      /** For `julgonu-previous`: the board tables the main thread built, in shared memory. */
      readonly boards: Boards | undefined;
    }
  | { readonly kind: 'count'; readonly from: number; readonly to: number }
  | { readonly kind: 'round'; readonly frontier: Int32Array; readonly from: number; readonly to: number; readonly plies: number };

/** What a worker answers: the positions a step decided, or the error it threw. */
export type WorkerReply =
  | { readonly kind: 'done'; readonly decided: Int32Array }
  | { readonly kind: 'error'; readonly code: ErrorCode | undefined; readonly message: string };
