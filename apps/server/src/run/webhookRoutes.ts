// Langflow's webhook (reference section 2): POST any body, answer 202 at once, run the flow in
// the background. The body, as sent, becomes the data of the flow's Webhook components; a flow
// without one gets it as its input value. Callers present an API key (header or ?x-api-key=) or
// sign in; with WEBHOOK_AUTH=false a flow whose owner opened its webhook takes anyone's call,
// API_KEY_RATE_LIMIT a minute per client address.
import { isGenericNode, type FlowData } from '@app/flow-graph';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../auth/authHook';
import type { EngineEnvironment } from '../build/engineEnvironment';
import type { JobRunner } from '../build/jobs/jobQueue';
import { jobQueueError } from '../build/jobs/jobQueueErrors';
import { toBoolean } from '../db/rowValues';
import { invalidInput, notAuthenticated } from '../errors/appError';
import { rateLimited } from '../http/rateLimited';
import type { FlowRow } from '../flows/flowQueries';
import { clientKeyOf } from '../http/clientAddress';
import { apiSchema } from '../http/openApi';
import { keyJobOwner } from '../keys/keyAccess';
import type { ApartConversation } from '../conversations/conversationRefs';
import { rowToSend, storedRunFlow, type StoredRunTarget } from './queuedRuns';
import { runnableFlow, runTarget, type RunTarget } from './runAccess';
import { findRunFlow } from './runFlows';
import type { RunRoutesContext } from './runRoutes';
import { runBody, runParams, type RunBody } from './runSchemas';
import { executeRun, runFailure, runnableGraph, type RunOptions } from './runService';

export const webhookMessages = {
  // Langflow's text for a request without a body.
  EMPTY_BODY: 'Request body is empty. You should provide a JSON payload containing the flow ID.',
} as const;

function webhookNodeIds(graph: FlowData, environment: EngineEnvironment): string[] {
  return graph.nodes.filter((node) => isGenericNode(node) && environment.registry.get(node.data.type)?.io?.channel === 'webhook').map((node) => node.id);
}

/** What the payload runs: the Webhook components' data, or for a flow without one its input value. */
function webhookBody(webhooks: string[], payload: string) {
  if (webhooks.length === 0) return runBody.parse({ input_value: payload, input_type: 'any', output_type: 'any' });
  return runBody.parse({ output_type: 'any', tweaks: Object.fromEntries(webhooks.map((id) => [id, { data: payload }])) });
}

/** The payload kind of a webhook run that any worker can run. */
export const WEBHOOK_JOB = 'webhook';

interface WebhookJob extends StoredRunTarget {
  body: RunBody;
  /** A key's call: its conversation, kept apart. */
  conversation?: ApartConversation;
}

/** A background run: its failure goes to the log, there is nobody to answer. */
async function runWebhook(environment: EngineEnvironment, flow: FlowRow, body: RunBody, options: RunOptions): Promise<void> {
  await executeRun(environment, flow, body, options).catch((error: unknown) => {
    const failure = runFailure(error);
    if (failure) environment.logger.info({ flowId: flow.id, detail: failure.detail }, 'webhook run failed');
    else environment.logger.error({ err: error, flowId: flow.id }, 'webhook run failed');
  });
}

/** Runs a queued webhook call in whichever process took it: the flow as it is stored now, or the key's release. */
export function webhookJobRunner(environment: EngineEnvironment): JobRunner {
  return async (data, { signal }) => {
    const job = data as WebhookJob;
    const flow = await storedRunFlow(environment, job);
    if (!flow) {
      environment.logger.info({ flowId: job.flowId }, 'webhook run skipped: the flow was deleted');
      return;
    }
    await runWebhook(environment, flow, job.body, { signal, conversation: job.conversation });
  };
}

/** A flow its owner opened to senders without credentials; "not authenticated" for anything else. */
async function openWebhookFlow(context: RunRoutesContext, flowIdOrName: string): Promise<FlowRow> {
  const { db } = context.environment;
  const flow = await findRunFlow(db, flowIdOrName);
  if (context.webhookAuth || !flow || flow.user_id === null || !toBoolean(flow.webhook_open)) throw notAuthenticated();
  return flow;
}

/** The flow a webhook call runs: the caller's own as it is, for a key the published app's release. */
async function webhookTarget(context: RunRoutesContext, principal: Principal | null, flowIdOrName: string): Promise<Pick<RunTarget, 'flow' | 'releaseId' | 'options'>> {
  if (!principal) return { flow: await openWebhookFlow(context, flowIdOrName), releaseId: null, options: {} };
  if (!principal.apiKey) return { flow: await runnableFlow(context.environment.db, principal, flowIdOrName), releaseId: null, options: {} };
  return runTarget(context.environment, principal, flowIdOrName, runBody.parse({}));
}

/** Who the background run counts against: the key, the signed-in caller, or the opened flow's owner. */
function jobOwner(principal: Principal | null, flow: FlowRow): string {
  if (principal?.apiKey) return keyJobOwner(principal.apiKey.id);
  return principal?.userId ?? flow.user_id ?? '';
}

export function registerWebhookRoute(app: FastifyInstance, context: RunRoutesContext): void {
  const { environment, queue } = context;
  const schema = apiSchema({
    tag: 'run',
    summary: 'Start a run of the flow in the background with the request body as its Webhook data, or as its input without a Webhook component (202)',
    auth: 'key',
    params: runParams,
  });
  void app.register(async (scope) => {
    // The body as sent, whatever its type: the flow reads the text (Langflow's request.body()).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post('/api/v1/webhook/:flowIdOrName', { config: { apiKey: 'run', auth: 'optional' }, schema }, async (request, reply) => {
      const { flowIdOrName } = runParams.parse(request.params);
      const principal = request.principal;
      const { flow, releaseId, options } = await webhookTarget(context, principal, flowIdOrName);
    // A sender without credentials has no key whose budget would bound it: its address has one.
    if (!principal) {
      const wait = await context.openRuns.take(clientKeyOf(request));
      if (wait !== null) throw rateLimited('RATE_LIMIT_WEBHOOK_RUNS', context.openRunsPerMinute, wait);
    }
      const payload = typeof request.body === 'string' ? request.body : '';
      if (payload === '') throw invalidInput(webhookMessages.EMPTY_BODY);
      const body = webhookBody(webhookNodeIds(runnableGraph(flow, environment), environment), payload);
      try {
        // A queued job: it counts against the caller's running builds and stops on shutdown.
        await queue.enqueue({
          ownerId: jobOwner(principal, flow),
          flowId: flow.id,
          run: ({ signal }) => runWebhook(environment, flow, body, { ...options, signal }),
          payload: { kind: WEBHOOK_JOB, data: { flowId: flow.id, releaseId, readRow: rowToSend(flow), body, conversation: options.conversation } satisfies WebhookJob },
        });
      } catch (error) {
        throw jobQueueError(error);
      }
      return reply.status(202).send({ message: 'Task started in the background', status: 'in progress' });
    });
  });
}
