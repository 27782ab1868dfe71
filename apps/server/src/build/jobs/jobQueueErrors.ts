// How the job queue's refusals reach a client: too many running jobs is the caller's to wait out
// (429); an unreachable queue store is the server's (503), and only job calls answer it.
import { ErrorCode } from '@app/api-client';
import { AppError, queueUnavailable } from '../../errors/appError';
import { runningLimit } from './jobEndings';
import { QueueUnavailableError, TooManyJobsError } from './jobQueue';

/** 10115: the detail worded in the request's language, the code and the cap for clients that word it themselves. */
function tooManyRunning(limit: number): AppError {
  return new AppError(429, ErrorCode.RUNNING_BUILDS_LIMIT, { coded: { form: 'lines', texts: [runningLimit(limit)] }, params: { limit: String(limit) } });
}

/** The HTTP error for a refusal of the queue; anything else as it is. */
export function jobQueueError(error: unknown): unknown {
  if (error instanceof TooManyJobsError) return tooManyRunning(error.limit);
  if (error instanceof QueueUnavailableError) return queueUnavailable();
  return error;
}
