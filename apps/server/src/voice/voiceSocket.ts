// The voice assistant socket voice/ws/flow_tts/{flow_id}/{session_id}. A browser cannot send
// headers on a WebSocket, so the caller proves itself with the console's access-token cookie
// (same origin only), `?token=<access token>`, `?x-api-key=`, or nothing for a public flow;
// `?store_id=` chats with a marketplace app in that conversation. A refused caller gets one
// `error` message (forbidden or flow_not_found) and the socket closes with 1008.
import { randomUUID } from 'node:crypto';
import type { WebSocket } from '@fastify/websocket';
import { ErrorCode, type VoiceServerMessage } from '@app/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { EngineEnvironment } from '../build/engineEnvironment';
import { clientIdOf } from '../build/publicClient';
import { AppError } from '../errors/appError';
import { CONVERSATION_ID_MAX_LENGTH } from '../store/storeSchemas';
import type { JobQueue } from '../build/jobs/jobQueue';
import { voiceRunTarget } from './voiceAccess';
import { VoiceError, voiceMessages } from './voiceErrors';
import type { VoiceRoutesContext } from './voiceRoutes';
import { createVoiceSession, type VoiceSession } from './voiceSession';
import { inProcessTurn, queuedTurn } from './voiceTurnRuns';

/** Largest message a client may send (ws closes the socket with 1009 past it): appended audio comes in small pieces. */
export const VOICE_MESSAGE_MAX_BYTES = 1024 * 1024;
/** Messages kept while the socket's access is being checked. */
const EARLY_MESSAGES = 64;
/** WebSocket close code of a refused caller (policy violation). */
const POLICY_VIOLATION = 1008;

const socketParams = z.object({ flowId: z.uuid(), sessionId: z.string().min(1).max(CONVERSATION_ID_MAX_LENGTH) });
const socketQuery = z.object({ store_id: z.uuid().optional() });

export interface VoiceSocketContext extends VoiceRoutesContext {
  environment: EngineEnvironment;
  /** Queue mode: a turn's run is a queued run, run on a worker as the run API's are. */
  runQueue: JobQueue | undefined;
}

/** A cookie is sent by the browser on any page's request: only the console's own pages may use it here. */
function crossSiteCookie(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  return request.principal?.method === 'cookie' && origin !== undefined && origin.toLowerCase() !== `${request.protocol}://${request.host}`.toLowerCase();
}

export function registerVoiceSocket(app: FastifyInstance, context: VoiceSocketContext): void {
  const { access, services, config, environment, runQueue } = context;

  /**
   * A socket lives on after the request that opened it: each turn first asks whether the session
   * or API key that signed it in still lives, so a sign-out, a password change, a disabled account
   * or a disabled or deleted key ends its turns (and the socket) instead of leaving a stolen
   * credential talking to the flow for hours.
   */
  function signedInStill(request: FastifyRequest, revoked: () => void): () => Promise<void> {
    const { principal } = request;
    return async () => {
      if (!principal || (await app.principalLives(principal))) return;
      revoked();
      throw new VoiceError('forbidden');
    };
  }

  async function open(request: FastifyRequest, send: (message: VoiceServerMessage) => void, revoked: () => void): Promise<VoiceSession> {
    const params = socketParams.safeParse(request.params);
    const query = socketQuery.safeParse(request.query);
    if (!params.success || !query.success) throw new VoiceError('bad_message', 'The flow id, session id or store_id is not valid.');
    if (crossSiteCookie(request)) throw new VoiceError('forbidden');
    await context.limitPublic(request).catch(() => {
      throw new VoiceError('forbidden', 'Too many voice calls from this address; try again shortly.');
    });
    const target = await voiceRunTarget(access, request.principal, {
      flowId: params.data.flowId,
      sessionId: params.data.sessionId,
      storeId: query.data.store_id,
      // A visitor who never built the public flow has no client id yet: their turns are kept under one of this socket.
      clientId: clientIdOf(request) ?? randomUUID(),
    });
    const stillSignedIn = signedInStill(request, revoked);
    const session = createVoiceSession({
      services: {
        transcribe: async (wav, language, signal) => {
          await stillSignedIn();
          return services.transcribe(target.ownerId, wav, language, signal);
        },
        run: runQueue ? queuedTurn(runQueue, target) : inProcessTurn(environment, target),
        speak: (text, settings, signal) => services.speak(target.ownerId, { text, provider: settings.provider, voice: settings.voice }, signal),
      },
      send,
      maxTurnSeconds: config.maxTurnSeconds,
      maxSpeechChars: config.maxSpeechChars,
      logger: environment.logger.child({ flowId: params.data.flowId }),
    });
    send({ type: 'session.created', session_id: target.sessionId, flow_id: params.data.flowId });
    return session;
  }

  function connect(socket: WebSocket, request: FastifyRequest): void {
    const send = (message: VoiceServerMessage) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    const early: string[] = [];
    let session: VoiceSession | undefined;
    let closed = false;
    socket.on('message', (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
      if (isBinary) return send({ type: 'error', code: 'bad_message', message: 'Messages are JSON text.' });
      const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
      if (session) session.receive(text);
      else if (early.length < EARLY_MESSAGES) early.push(text);
    });
    socket.on('close', () => {
      closed = true;
      session?.close();
    });
    // After the turn's error message: the client learns why before the socket closes.
    const revoked = () => setImmediate(() => socket.close(POLICY_VIOLATION, 'forbidden'));
    open(request, send, revoked).then(
      (opened) => {
        if (closed) return opened.close();
        session = opened;
        for (const text of early.splice(0)) opened.receive(text);
      },
      (error: unknown) => {
        const refusal = error instanceof VoiceError ? error : new VoiceError('run_failed', voiceMessages.run_failed);
        if (!(error instanceof VoiceError)) request.log.error({ err: error }, 'voice socket failed to open');
        send({ type: 'error', code: refusal.code, message: refusal.message });
        socket.close(POLICY_VIOLATION, refusal.code);
      },
    );
  }

  app.route({
    method: 'GET',
    url: '/api/v1/voice/ws/flow_tts/:flowId/:sessionId',
    config: { auth: 'optional', apiKey: 'run', tokenInQuery: true },
    // A plain HTTP request (no Upgrade) is told what the route is.
    handler: async () => {
      throw new AppError(426, ErrorCode.PARAMETER_ERROR, { detail: 'This is a WebSocket: connect with an Upgrade request.', headers: { upgrade: 'websocket' } });
    },
    wsHandler: connect,
  });
}
