// The Langflow-compatible run API (reference section 2). Callers sign in with their bearer token or
// present an API key (x-api-key), which runs published apps only (runTarget). The body is read as
// Langflow's FastAPI reads it: an empty body runs with the defaults, a body that breaks the
// schema answers 422 with FastAPI's list of problems.
import { ErrorCode } from '@app/api-client';
import type { RunResponse } from '@app/engine';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RateLimit } from '../accounts/addressRateLimit';
import { principalOf } from '../auth/authHook';
import type { EngineEnvironment } from '../build/engineEnvironment';
import type { JobQueue } from '../build/jobs/jobQueue';
import { AppError } from '../errors/appError';
import { apiSchema, zodParsingCompiler } from '../http/openApi';
import { requestLanguage } from '../http/requestLanguage';
import { keyJobOwner } from '../keys/keyAccess';
import { queuedRun, queuedStreamRun, rowToSend } from './queuedRuns';
import { maySetRunSettings, requestVariablesOf, runTarget } from './runAccess';
import { acceptLenientJson, validationProblems } from './runRequests';
import { runBody, runParams, runQuery, type RunBody } from './runSchemas';
import { executeRun, runFailure, serverRunFailure } from './runService';
import { streamRun } from './runStream';
import { registerWebhookRoute } from './webhookRoutes';

export interface RunRoutesContext {
  environment: EngineEnvironment;
  queue: JobQueue;
  /** WEBHOOK_AUTH: false lets owners open their flows' webhooks to unauthenticated senders. */
  webhookAuth: boolean;
  /** Queue mode: runs of flows as stored go to the queue and run on a worker (queuedRuns). */
  queueRuns: boolean;
  /** Counts a run by a sender without credentials (an opened webhook) against its client address. */
  openRuns: RateLimit;
  /** API_KEY_RATE_LIMIT: what such a sender may start in a minute, as much as one key. */
  openRunsPerMinute: number;
}

export const runMessages = {
  TWEAKS_REFUSED: 'Tweaks are accepted only from the flow’s owner (signed in or with their own API key).',
} as const;

/** 422 with FastAPI's `detail` list when a part of the request breaks its schema. */
function refuseInvalid(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  const problems = validationProblems(request);
  return problems ? reply.status(422).send({ detail: problems }) : undefined;
}

export function registerRunRoutes(app: FastifyInstance, context: RunRoutesContext): void {
  const { environment } = context;

  const runSchema = apiSchema({
    tag: 'run',
    summary: 'Run a flow (its owner) or a published app (its release), Langflow’s SimplifiedAPIRequest; ?stream=true answers the events',
    auth: 'key',
    params: runParams,
    querystring: runQuery,
    body: runBody,
  });
  // Its own scope: the lenient JSON parser applies to these routes only.
  void app.register(async (scope) => {
    acceptLenientJson(scope);
    // The parts reach the handler parsed (zodParsingCompiler) once they pass.
    scope.post<{ Params: z.output<typeof runParams>; Querystring: z.output<typeof runQuery>; Body: RunBody }>(
      '/api/v1/run/:flowIdOrName',
      { config: { apiKey: 'run' }, schema: runSchema, attachValidation: true, validatorCompiler: zodParsingCompiler },
      async (request, reply): Promise<RunResponse | FastifyReply> => {
        const invalid = refuseInvalid(request, reply);
        if (invalid) return invalid;
        const { flowIdOrName } = request.params;
        const { stream } = request.query;
        const principal = principalOf(request);
        const target = await runTarget(environment, principal, flowIdOrName, request.body);
        const settings = maySetRunSettings(principal, target.flow);
        if (!settings && target.body.tweaks && Object.keys(target.body.tweaks).length > 0) {
          throw new AppError(403, ErrorCode.FORBIDDEN, { detail: runMessages.TWEAKS_REFUSED });
        }
        const options = { ...target.options, requestVariables: settings ? requestVariablesOf(request.headers) : {} };
        if (context.queueRuns) {
          const job = { flowId: target.flow.id, releaseId: target.releaseId, readRow: rowToSend(target.flow), body: target.body, requestVariables: options.requestVariables, stream, conversation: options.conversation };
          const run = { queue: context.queue, ownerId: principal.apiKey ? keyJobOwner(principal.apiKey.id) : principal.userId, job };
          return stream ? queuedStreamRun(reply, run, requestLanguage(request)) : queuedRun(reply, run);
        }
        if (stream) return streamRun(reply, environment, target.flow, target.body, { ...options, language: requestLanguage(request) });
        try {
          return await executeRun(environment, target.flow, target.body, { ...options, answerFirst: true });
        } catch (error) {
          const failure = runFailure(error);
          if (failure) throw failure;
          request.log.error({ err: error, flowId: target.flow.id }, 'run failed');
          throw serverRunFailure();
        }
      },
    );
  });
  registerWebhookRoute(app, context);
}
