// The bytes of flows one user may save in a minute (FLOW_SAVE_MB_PER_MINUTE): a save may carry up to
// FLOW_BODY_LIMIT (32 MiB) of graph, parsed, checked and written at each call, so a script saving
// large flows in a loop held the event loop and the database for everyone. Charged before the body
// is read, from its declared length; the editor's autosave of even a large flow stays far below it.
import type { FastifyRequest, preParsingAsyncHookHandler } from 'fastify';
import type { RateLimits } from '../accounts/addressRateLimit';
import { principalOf } from '../auth/authHook';
import { rateLimited } from '../http/rateLimited';

const MINUTE_MS = 60_000;
const MB = 1024 * 1024;

/** What a save counts: its declared length, or the most a flow body may take when it declares none (chunked). */
function declaredBytes(request: FastifyRequest, bodyLimit: number): number {
  const length = Number(request.headers['content-length']);
  return Number.isFinite(length) && length >= 0 ? length : bodyLimit;
}

/** The route hook that charges a save to its caller; none when the budget is 0 (no limit). */
export function flowSaveBudget(rateLimits: RateLimits, mbPerMinute: number, bodyLimit: number): { preParsing?: preParsingAsyncHookHandler } {
  if (mbPerMinute === 0) return {};
  const budget = rateLimits('flow-save-bytes', { limit: mbPerMinute * MB, windowMs: MINUTE_MS });
  return {
    async preParsing(request, _reply, payload) {
      const wait = await budget.take(principalOf(request).userId, declaredBytes(request, bodyLimit));
      if (wait !== null) throw rateLimited('RATE_LIMIT_FLOW_SAVES', mbPerMinute, wait);
      return payload;
    },
  };
}
