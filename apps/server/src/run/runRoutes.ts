// The Langflow-compatible run API and webhook (reference section 2). Callers sign in with their
// bearer token for now; API keys join as one more credential resolver, and canRunFlow decides.
import { encodeBuildEvent, isGenericNode, type BuildEvent, type FlowData } from '@app/flow-graph';
import type { RunResponse } from '@app/engine';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { principalOf } from '../auth/authHook';
import type { EngineEnvironment } from '../build/engineEnvironment';
import { TooManyJobsError, type JobQueue } from '../build/jobs/jobQueue';
import { fromJson } from '../db/rowValues';
import { invalidInput, tooManyRequests } from '../errors/appError';
import type { FlowRow } from '../flows/flowQueries';
import { EventBuffer } from '../streaming/eventBuffer';
import { readerChunks, sendStream } from '../streaming/streamResponse';
import { runnableFlow } from './runAccess';
import { runBody, runParams, runQuery, type RunBody } from './runSchemas';
import { executeRun, runFailure } from './runService';

export interface RunRoutesContext {
  environment: EngineEnvironment;
  queue: JobQueue;
}

/**
 * `?stream=true`: the run's events, then `end {result}` or `error {error}`. A request that cannot
 * run at all still gets its plain error status, since nothing has been sent before it fails.
 */
async function streamRun(reply: FastifyReply, environment: EngineEnvironment, flow: FlowRow, body: RunBody): Promise<FastifyReply> {
  const buffer = new EventBuffer();
  const disconnect = new AbortController();
  let firstEvent!: () => void;
  const started = new Promise<'started'>((resolve) => {
    firstEvent = () => resolve('started');
  });
  const append = (event: BuildEvent) => buffer.append(encodeBuildEvent(event));
  const run = executeRun(environment, flow, body, {
    sink: {
      emit(event) {
        firstEvent();
        append(event);
      },
    },
    signal: disconnect.signal,
  });
  const settled = run.then(
    () => 'settled' as const,
    () => 'settled' as const,
  );
  if ((await Promise.race([started, settled])) === 'settled') {
    try {
      await run;
    } catch (error) {
      // Nothing was sent yet, so a request that cannot run answers its status as without stream.
      const failure = runFailure(error);
      if (!failure || failure.status < 500) throw failure ?? error;
    }
  }
  void run
    .then(
      (result) => append({ event: 'end', data: { result } }),
      (error: unknown) => {
        const failure = runFailure(error);
        if (!failure) environment.logger.error({ err: error, flowId: flow.id }, 'run failed');
        append({ event: 'error', data: { error: failure?.detail ?? 'The run failed because of a server error.' } });
      },
    )
    .finally(() => buffer.close());
  // Langflow labels this stream text/event-stream, though its body is JSON blocks, not SSE lines.
  return sendStream(reply, readerChunks(buffer.reader(), disconnect.signal), { contentType: 'text/event-stream', disconnect });
}

/** The request body as the Webhook component's payload text. */
function payloadText(body: unknown): string {
  if (body === undefined || body === null) return '';
  return typeof body === 'string' ? body : JSON.stringify(body);
}

function webhookNodeIds(environment: EngineEnvironment, flow: FlowRow): string[] {
  const data = fromJson<FlowData | null>(flow.data, null);
  return (data?.nodes ?? [])
    .filter((node) => isGenericNode(node) && environment.registry.get(node.data.type)?.io?.channel === 'webhook')
    .map((node) => node.id);
}

export function registerRunRoutes(app: FastifyInstance, { environment, queue }: RunRoutesContext): void {
  app.post('/api/v1/run/:flowIdOrName', async (request, reply): Promise<RunResponse | FastifyReply> => {
    const { flowIdOrName } = runParams.parse(request.params);
    const { stream } = runQuery.parse(request.query);
    const body = runBody.parse(request.body ?? {});
    const flow = await runnableFlow(environment.db, principalOf(request), flowIdOrName);
    if (stream) return streamRun(reply, environment, flow, body);
    try {
      return await executeRun(environment, flow, body);
    } catch (error) {
      throw runFailure(error) ?? error;
    }
  });

  app.post('/api/v1/webhook/:flowIdOrName', async (request, reply) => {
    const { flowIdOrName } = runParams.parse(request.params);
    const principal = principalOf(request);
    const flow = await runnableFlow(environment.db, principal, flowIdOrName);
    const webhooks = webhookNodeIds(environment, flow);
    if (webhooks.length === 0) throw invalidInput('The flow has no Webhook component.');
    const data = payloadText(request.body);
    const body = runBody.parse({ output_type: 'any', tweaks: Object.fromEntries(webhooks.map((id) => [id, { data }])) });
    try {
      // A queued job: it counts against the caller's running builds and stops on shutdown.
      queue.enqueue({
        ownerId: principal.userId,
        flowId: flow.id,
        run: async ({ signal }) => {
          await executeRun(environment, flow, body, { signal }).catch((error: unknown) => {
            const failure = runFailure(error);
            if (failure) environment.logger.info({ flowId: flow.id, detail: failure.detail }, 'webhook run failed');
            else environment.logger.error({ err: error, flowId: flow.id }, 'webhook run failed');
          });
        },
      });
    } catch (error) {
      if (error instanceof TooManyJobsError) throw tooManyRequests(error.message);
      throw error;
    }
    return reply.status(202).send({ message: 'Task started in the background', status: 'in progress' });
  });
}
