// Voice as one feature: the providers with the owners' keys, the HTTP calls and the socket. The
// socket's turns run the flow in the process that accepted the socket, or on a worker in queue mode.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimits } from '../accounts/addressRateLimit';
import type { EngineEnvironment } from '../build/engineEnvironment';
import type { JobQueue } from '../build/jobs/jobQueue';
import type { VoiceConfig } from '../config/appConfig';
import { rateLimited } from '../http/rateLimited';
import { clientKeyOf } from '../http/clientAddress';
import { registerVoiceRoutes } from './voiceRoutes';
import { createVoiceServices } from './voiceServices';
import { registerVoiceSocket } from './voiceSocket';

/** Speech calls and voice sockets one address may start in a minute without credentials (public flows). */
export const PUBLIC_VOICE_CALLS_PER_MINUTE = 30;
const MINUTE_MS = 60_000;

export interface VoiceFeatureContext {
  environment: EngineEnvironment;
  config: VoiceConfig;
  rateLimits: RateLimits;
  /** Queue mode: the queue the socket's turns run through. */
  runQueue: JobQueue | undefined;
}

export function registerVoice(app: FastifyInstance, { environment, config, rateLimits, runQueue }: VoiceFeatureContext): void {
  const calls = rateLimits('public-voice', { limit: PUBLIC_VOICE_CALLS_PER_MINUTE, windowMs: MINUTE_MS });
  const limitPublic = async (request: FastifyRequest) => {
    if (request.principal) return;
    const wait = await calls.take(clientKeyOf(request));
    if (wait !== null) throw rateLimited('RATE_LIMIT_VOICE_CALLS', PUBLIC_VOICE_CALLS_PER_MINUTE, wait);
  };
  const context = {
    access: { environment },
    services: createVoiceServices(config, environment.variables, environment.logger),
    config,
    limitPublic,
  };
  registerVoiceRoutes(app, context);
  registerVoiceSocket(app, { ...context, environment, runQueue });
}
