// How the job queue's refusals reach a client: too many running jobs is the caller's to wait out
// (429); an unreachable queue store is the server's (503), and only job calls answer it.
import { queueUnavailable, tooManyRequests } from '../../errors/appError';
import { QueueUnavailableError, TooManyJobsError } from './jobQueue';

/** The HTTP error for a refusal of the queue; anything else as it is. */
export function jobQueueError(error: unknown): unknown {
  if (error instanceof TooManyJobsError) return tooManyRequests(error.message);
  if (error instanceof QueueUnavailableError) return queueUnavailable();
  return error;
}
