import { ApiError } from '@app/api-client';

/**
 * Why a favourite toggle failed (spec/2 section 8): a refusal the server answered with a code asks
 * to try again later; anything else (no answer, a server fault) is an internal error.
 */
export function favouriteFailureReason(error: unknown): 'retryLater' | 'internalError' {
  return error instanceof ApiError && error.code !== undefined ? 'retryLater' : 'internalError';
}
