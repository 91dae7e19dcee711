// The messages between the calling thread and a worker.
import type { ErrorCode } from '../core/errors.js';
import type { Job } from './jobs.js';

/** A job for a worker, numbered so its reply can be matched. */
export interface JobMessage {
  readonly id: number;
  readonly job: Job;
  /** The module that exports the job's game, for a game not in the registry. */
  readonly module?: string;
}

/** A worker's reply: the job's result, or the error it threw, by code (a RulesError's) and message. */
export type ReplyMessage =
  | { readonly id: number; readonly result: unknown }
  | { readonly id: number; readonly error: { readonly code: ErrorCode | undefined; readonly message: string } };
