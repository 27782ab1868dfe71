// The editor's build calls (reference section 1): start a build, read its events (streaming,
// polling or direct), cancel it, and the ordering calls (vertices, freeze).
import { randomUUID } from 'node:crypto';
import { isAdmin, ROLE_DEV } from '@app/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { principalOf, type Principal } from '../auth/authHook';
import { notFound } from '../errors/appError';
import { accessibleFlow } from '../flows/flowService';
import { requestLanguage } from '../http/requestLanguage';
import { FLOW_BODY_LIMIT } from '../flows/flowRoutes';
import { readerChunks, sendStream } from '../streaming/streamResponse';
import { freezePath, orderGraph, type BuildGraph } from './buildGraph';
import { eventsQuery, flowParams, freezeBody, jobParams, startBuildBody, startBuildQuery, verticesBody, verticesQuery } from './buildSchemas';
import { graphOf, publicJobOwner, startBuild } from './buildService';
import { keyJobOwner } from '../keys/keyAccess';
import { clientIdOf } from './publicClient';
import type { EngineEnvironment } from './engineEnvironment';
import { wordedChunks, wordedEvents } from './wordedEvents';
import type { JobEventReader, JobInfo, JobQueue } from './jobs/jobQueue';
import { jobQueueError } from './jobs/jobQueueErrors';
import { endingEvents, SERVER_RESTARTED } from './jobs/jobEndings';
import type { JobRecords } from './jobs/jobRecords';
import { editorBuildGate } from './editorBuildGate';
import type { RateLimits } from '../accounts/addressRateLimit';

const NDJSON = 'application/x-ndjson';
/** How long a poll waits for a first event when none has queued since the previous poll. */
export const POLL_WAIT_MS = 5000;

const JOB_NOT_FOUND = 'Job not found';

export interface BuildRoutesContext {
  environment: EngineEnvironment;
  queue: JobQueue;
  records: JobRecords;
}

/**
 * Streams a job's events, their error texts in the request's language (wordedEvents); a client
 * that disconnects first cancels the build (as Langflow does).
 */
export function streamJob(reply: FastifyReply, queue: JobQueue, jobId: string, reader: JobEventReader): FastifyReply {
  const disconnect = new AbortController();
  disconnect.signal.addEventListener('abort', () => void queue.cancel(jobId).catch(() => undefined), { once: true });
  return sendStream(reply, wordedChunks(readerChunks(reader, disconnect.signal), requestLanguage(reply.request)), { contentType: NDJSON, disconnect });
}

interface Caller {
  principal: Principal | null;
  clientId: string | undefined;
}

/**
 * The signed-in user who started the job (or an administrator), the API key that started it (a
 * key never reaches its creator's own jobs), or the public playground's visitor by their client id.
 */
function isJobOwner({ principal, clientId }: Caller, ownerId: string): boolean {
  if (principal?.apiKey) return ownerId === keyJobOwner(principal.apiKey.id);
  const owns = principal !== null && (ownerId === principal.userId || isAdmin(principal));
  return owns || (clientId !== undefined && ownerId === publicJobOwner(clientId));
}

/** The job's record in the queue; a queue that cannot be reached answers 503. */
export async function findJob(queue: JobQueue, jobId: string): Promise<JobInfo | undefined> {
  try {
    return await queue.find(jobId);
  } catch (error) {
    throw jobQueueError(error);
  }
}

/** A reader of the job's events (see findJob). */
export async function jobReader(queue: JobQueue, jobId: string, mode: 'streaming' | 'polling'): Promise<JobEventReader> {
  try {
    const reader = await queue.reader(jobId, mode);
    if (!reader) throw notFound(JOB_NOT_FOUND);
    return reader;
  } catch (error) {
    throw jobQueueError(error);
  }
}

/** The running or recently finished job if it belongs to the caller. */
async function ownJob(queue: JobQueue, caller: Caller, jobId: string): Promise<JobInfo> {
  const job = await findJob(queue, jobId);
  if (!job || !isJobOwner(caller, job.ownerId)) throw notFound(JOB_NOT_FOUND);
  return job;
}

const callerOf = (request: FastifyRequest) => ({ principal: request.principal, clientId: clientIdOf(request) });

/**
 * The events of a job this server does not hold: one that was running when its server stopped
 * ends with that error, as its events would have; anything else is not found.
 */
async function interruptedJobEvents(records: JobRecords, request: FastifyRequest, jobId: string): Promise<string> {
  const record = await records.find(jobId);
  if (!record || record.status !== 'interrupted' || !isJobOwner(callerOf(request), record.ownerId)) throw notFound(JOB_NOT_FOUND);
  return (await wordedEvents(endingEvents(SERVER_RESTARTED), requestLanguage(request))).join('');
}

/**
 * Aborted when the client goes away before the answer, so a waiting poll stops waiting. (The
 * request's own 'close' fires as soon as its body has been read; the response's is the one.)
 */
function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

export function registerBuildRoutes(app: FastifyInstance, { environment, queue, records }: BuildRoutesContext, rateLimits: RateLimits): void {
  const dev = { config: { auth: ROLE_DEV } } as const;
  const gate = editorBuildGate(rateLimits, queue);
  // Refused before the body is read (editorBuildGate).
  const gatedBuild = { ...dev, bodyLimit: FLOW_BODY_LIMIT, onRequest: gate.countedWithRoom } as const;
  const gatedOrdering = { ...dev, bodyLimit: FLOW_BODY_LIMIT, onRequest: gate.counted } as const;
  // A job's events and its cancel also serve the public playground's visitor and key callers (ownJob decides).
  const jobOwner = { config: { auth: 'optional', apiKey: 'read' } } as const;

  app.post('/api/v1/build/:flowId/flow', gatedBuild, async (request, reply) => {
    const { flowId } = flowParams.parse(request.params);
    const query = startBuildQuery.parse(request.query);
    const body = startBuildBody.parse(request.body ?? {});
    const { jobId } = await startBuild(environment, queue, principalOf(request), flowId, query, body);
    if (query.event_delivery !== 'direct') return { job_id: jobId };
    // Direct delivery: this response carries the events (Langflow keeps it for its own tests).
    return streamJob(reply, queue, jobId, await jobReader(queue, jobId, 'streaming'));
  });

  app.get('/api/v1/build/:jobId/events', jobOwner, async (request, reply) => {
    const { jobId } = jobParams.parse(request.params);
    const { event_delivery: delivery } = eventsQuery.parse(request.query);
    if (!(await findJob(queue, jobId))) return reply.header('content-type', NDJSON).send(await interruptedJobEvents(records, request, jobId));
    await ownJob(queue, callerOf(request), jobId);
    const reader = await jobReader(queue, jobId, delivery === 'polling' ? 'polling' : 'streaming');
    if (delivery !== 'polling') return streamJob(reply, queue, jobId, reader);
    const { chunks } = await reader.read({ timeoutMs: POLL_WAIT_MS, signal: clientGone(reply) });
    // Langflow joins a poll's events with a newline; each already ends in a blank line.
    return reply.header('content-type', NDJSON).send((await wordedEvents(chunks, requestLanguage(request))).join('\n'));
  });

  app.post('/api/v1/build/:jobId/cancel', jobOwner, async (request) => {
    const { jobId } = jobParams.parse(request.params);
    await ownJob(queue, callerOf(request), jobId);
    const success = await queue.cancel(jobId).catch((error: unknown) => {
      throw jobQueueError(error);
    });
    return { success, message: success ? 'Flow build cancelled successfully' : 'Failed to cancel flow build' };
  });

  app.post('/api/v1/build/:flowId/vertices', gatedOrdering, async (request) => {
    const { flowId } = flowParams.parse(request.params);
    const query = verticesQuery.parse(request.query);
    const body = verticesBody.parse(request.body ?? null);
    const flow = await accessibleFlow(environment.db, principalOf(request), flowId);
    const sorted = orderGraph(graphOf(flow, body?.data as BuildGraph | null | undefined), {
      startComponentId: query.start_component_id,
      stopComponentId: query.stop_component_id,
    });
    return { ids: sorted.first_layer, run_id: randomUUID(), vertices_to_run: sorted.vertices_to_run };
  });

  app.post('/api/v1/build/:flowId/freeze', gatedOrdering, async (request) => {
    const { flowId } = flowParams.parse(request.params);
    const body = freezeBody.parse(request.body ?? {});
    const flow = await accessibleFlow(environment.db, principalOf(request), flowId);
    return { vertices_to_run: freezePath(graphOf(flow, body.data as BuildGraph | null | undefined), body.stop_component_id) };
  });
}
