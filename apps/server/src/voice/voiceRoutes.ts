// The HTTP calls of voice: the ElevenLabs voice list of the caller's key, and the speak button's
// speech of a reply (audio/pcm, streamed as the provider sends it, paid with the flow owner's
// key). Voice errors answer `{detail, code, params: {voice_error}}` (VoiceError).
import { Readable } from 'node:stream';
import { OPENAI_VOICES, VOICE_DEFAULTS, type ElevenLabsVoice } from '@app/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../auth/authHook';
import type { VoiceConfig } from '../config/appConfig';
import { invalidField } from '../errors/appError';
import { chattableFlow, type VoiceAccess } from './voiceAccess';
import { VoiceError } from './voiceErrors';
import type { VoiceServices } from './voiceServices';
import { isVoiceOf } from './voiceSession';

export interface VoiceRoutesContext {
  access: VoiceAccess;
  services: VoiceServices;
  config: VoiceConfig;
  /** Counts a call without credentials against its address (public flows); 429 past the limit. */
  limitPublic(request: FastifyRequest): Promise<void>;
}

function speechBody(maxChars: number) {
  return z.object({
    flow_id: z.uuid(),
    text: z.string().trim().min(1).max(maxChars),
    provider: z.enum(['openai', 'elevenlabs']).default(VOICE_DEFAULTS.provider),
    voice: z.string().max(64).optional(),
  });
}

/** A voice error as the route's error; anything else unchanged. */
function asHttpError(error: unknown): unknown {
  return error instanceof VoiceError ? error.toAppError() : error;
}

export function registerVoiceRoutes(app: FastifyInstance, context: VoiceRoutesContext): void {
  const { access, services, config, limitPublic } = context;
  const body = speechBody(config.maxSpeechChars);

  app.get('/api/v1/voice/elevenlabs/voice_ids', async (request): Promise<ElevenLabsVoice[]> => {
    try {
      return await services.elevenLabsVoices(principalOf(request).userId);
    } catch (error) {
      throw asHttpError(error);
    }
  });

  app.post('/api/v1/voice/speech', { config: { auth: 'optional', apiKey: 'run' } }, async (request, reply): Promise<FastifyReply> => {
    const speech = body.parse(request.body ?? {});
    const voice = speech.voice ?? (speech.provider === 'openai' ? VOICE_DEFAULTS.voice : undefined);
    if (voice === undefined || !isVoiceOf(speech.provider, voice)) {
      throw invalidField(speech.provider === 'openai' ? `voice must be one of ${OPENAI_VOICES.join(', ')}` : 'voice must be an ElevenLabs voice_id');
    }
    await limitPublic(request);
    const disconnect = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) disconnect.abort();
    });
    try {
      const flow = await chattableFlow(access, request.principal, speech.flow_id);
      const pcm = await services.speak(flow.user_id, { text: speech.text, provider: speech.provider, voice }, disconnect.signal);
      return reply.header('content-type', 'audio/pcm').header('cache-control', 'no-store').header('x-accel-buffering', 'no').send(Readable.from(pcm));
    } catch (error) {
      throw asHttpError(error);
    }
  });
}
