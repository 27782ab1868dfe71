// The editor's build, vertices and freeze calls take flow bodies up to FLOW_BODY_LIMIT (32 MiB)
// from any developer, and reading and parsing one costs about a second of CPU. So they are
// counted (EDITOR_BUILD_CALLS_PER_MINUTE per user, in Redis in queue mode) and a build is refused
// at the running-builds cap before its body is read: the checks run in onRequest, and a refused
// request costs its bytes only. Enqueueing a build still takes the cap's place atomically.
import type { FastifyRequest } from 'fastify';
import type { RateLimits } from '../accounts/addressRateLimit';
import { principalOf } from '../auth/authHook';
import { rateLimited } from '../http/rateLimited';
import type { JobQueue } from './jobs/jobQueue';
import { jobQueueError } from './jobs/jobQueueErrors';

/** The editor's build, vertices and freeze calls one user may make in a minute: a person makes far fewer. */
export const EDITOR_BUILD_CALLS_PER_MINUTE = 60;
const MINUTE_MS = 60_000;

export interface EditorBuildGate {
  /** onRequest of vertices and freeze: the caller's budget of build calls. */
  counted(request: FastifyRequest): Promise<void>;
  /** onRequest of a build: the budget, then a place under the running-builds cap. */
  countedWithRoom(request: FastifyRequest): Promise<void>;
}

export function editorBuildGate(rateLimits: RateLimits, queue: JobQueue): EditorBuildGate {
  const calls = rateLimits('editor-build-calls', { limit: EDITOR_BUILD_CALLS_PER_MINUTE, windowMs: MINUTE_MS });
  const counted = async (request: FastifyRequest) => {
    const wait = await calls.take(principalOf(request).userId);
    if (wait !== null) throw rateLimited('RATE_LIMIT_BUILD_CALLS', EDITOR_BUILD_CALLS_PER_MINUTE, wait);
  };
  return {
    counted,
    async countedWithRoom(request) {
      await counted(request);
      await queue.checkRoom(principalOf(request).userId).catch((error: unknown) => {
        throw jobQueueError(error);
      });
    },
  };
}
