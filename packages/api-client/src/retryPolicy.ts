// Retry rules of spec/1 section 9: queries retry 5 times, mutations 3, after 1000 ms doubling per
// try and capped at 30000 ms; only network errors, 408, 429 and 5xx are worth another try.
import { isHTTPError, type RetryOptions as KyRetryOptions } from 'ky';
import { isEnvelope } from './envelope';

export interface RetryOptions {
  /** Retries of a GET after its first attempt. Default 5. */
  queries?: number;
  /** Retries of a POST, PUT, PATCH or DELETE after its first attempt. Default 3. */
  mutations?: number;
  /** Delay before the first retry; doubles per retry. Default 1000 ms (tests scale it down). */
  baseDelayMs?: number;
  /** Upper bound of one delay. Default 30000 ms. */
  maxDelayMs?: number;
}

export const DEFAULT_RETRY: Required<RetryOptions> = { queries: 5, mutations: 3, baseDelayMs: 1000, maxDelayMs: 30_000 };

export function isRetriableStatus(status: number, body: unknown): boolean {
  if (status === 408 || status >= 500) return true;
  // A 429 that carries an error code (10105, login throttled) is a decision, not congestion:
  // trying again only extends the lock-out and keeps the user waiting for the message.
  return status === 429 && !isEnvelope(body);
}

export function retryDelay(attempt: number, options: Required<RetryOptions>): number {
  return Math.min(options.baseDelayMs * 2 ** (attempt - 1), options.maxDelayMs);
}

/** ky retry settings for one request. */
export function kyRetryFor(method: string, options: Required<RetryOptions>): KyRetryOptions {
  return {
    limit: method === 'GET' ? options.queries : options.mutations,
    // ky retries only idempotent methods by default; the spec retries mutations too.
    methods: [method.toLowerCase()],
    delay: (attempt) => retryDelay(attempt, options),
    backoffLimit: options.maxDelayMs,
    // Deciding every HTTP error here also makes ky ignore Retry-After, so the spec's backoff and
    // cap hold even when a proxy asks for minutes. Network errors fall through to ky's default
    // (retried); timeouts are not retried (a 10-minute wait is not repeated).
    shouldRetry: ({ error }) => (isHTTPError(error) ? isRetriableStatus(error.response.status, error.data) : undefined),
  };
}
