// Every refusal for a spent rate limit or a full cap answers alike: 429, code 10113
// (TOO_MANY_REQUESTS), Retry-After when the wait is known, the limit in `params` for a client that
// words the code itself, and a `detail` naming what was limited in the request's language (the
// serverMessages catalogue of @app/i18n words these codes).
import { ErrorCode } from '@app/api-client';
import type { CodedText } from '@app/flow-graph';
import { AppError, retryAfter } from '../errors/appError';

/** The texts by code, in English: API callers without a language and the logs read these. */
export const rateLimitMessages = {
  RATE_LIMIT_API_KEY_RUNS: (p: { limit: number }) => `At most ${p.limit} runs a minute with one API key; try again shortly.`,
  RATE_LIMIT_WEBHOOK_RUNS: (p: { limit: number }) => `At most ${p.limit} webhook runs a minute from one address without credentials; try again shortly.`,
  RATE_LIMIT_PUBLIC_FLOW_READS: (p: { limit: number }) => `At most ${p.limit} public flow reads a minute; try again shortly.`,
  RATE_LIMIT_PUBLIC_BUILDS: (p: { limit: number }) => `At most ${p.limit} public builds a minute; try again shortly.`,
  RATE_LIMIT_BUILD_CALLS: (p: { limit: number }) => `At most ${p.limit} build calls a minute; try again shortly.`,
  RATE_LIMIT_APP_CHATS: (p: { limit: number }) => `At most ${p.limit} chats a minute; try again shortly.`,
  RATE_LIMIT_VOICE_CALLS: (p: { limit: number }) => `At most ${p.limit} voice calls a minute; try again shortly.`,
  RATE_LIMIT_FLOW_SAVES: (p: { limit: number }) => `At most ${p.limit} MB of flows may be saved a minute; try again shortly.`,
  RATE_LIMIT_MCP_SSE_STREAMS: (p: { limit: number }) => `At most ${p.limit} MCP SSE streams may be open per API key; close one first.`,
} as const;

export type RateLimitCode = keyof typeof rateLimitMessages;

/** The 429 of a spent limit; `retryAfterSeconds` is left out for a cap that frees when something ends. */
export function rateLimited(code: RateLimitCode, limit: number, retryAfterSeconds?: number): AppError {
  const reason: CodedText = { code, text: rateLimitMessages[code]({ limit }), params: { limit } };
  return new AppError(429, ErrorCode.TOO_MANY_REQUESTS, {
    detail: reason.text,
    coded: { form: 'lines', texts: [reason] },
    params: { limit: String(limit) },
    headers: retryAfterSeconds === undefined ? undefined : retryAfter(retryAfterSeconds),
  });
}
